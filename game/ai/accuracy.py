"""Accuracy: how much a seat's decisions gave away against the best choice, free of the cards' luck.

Each decision is weighed from the deciding seat's own ``Observation`` (never a hidden card), the
way the practice review weighs it (``expert.hints.review_choice``: one analysis serves both), and
its *loss* is the expected points the best option would have added (0 for the best choice, or
one within the review's "equal" margin).  A hand's or a game's accuracy is one number from 0 to
100 (``accuracy``, docs/accuracy.md): ``100 / (1 + mean loss / SCALE_POINTS)``.  The costly
moments are the decisions the practice review calls a mistake (``ChoiceReview.mistake``: a
point or more, or near the target a game in a hundred).  A forced decision (one legal action)
and one the review cannot weigh (a rule-fixed choice) are not counted.

The analyst must out-search anything it rates, or the master would grade itself.  The master
searches 1.5 s nominal per card (300,000 solver nodes, up to 400 guessed deals, stopping once one
card clearly leads after 150: ``expert.master``).  The analyst (``ANALYST_BUDGET_S``,
``ANALYST_PLAY_WORLDS``) spends twice the master's nodes (600,000) and weighs every card over
all 400 deals, with no early stop.  The auction and trump come from the learned tables the
expert bids by, and the draw from its simulation over 12 stocks (the hint's own figures).
Measured cost (one core of the 2-core development machine, classic 4-handed, normal players):
0.1 to 1.7 s of CPU a card decision (about 0.6 s on average, most on the first tricks), under a
tenth of a second for a call, trump or discard: about 8 s a seat-hand, 30 s a hand for all four.
Deterministic: each decision's rng is seeded from its observation (``hints._observation_rng``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.engine import CHANCE, GameState, PlayerAction
from game.engine.actions import deal_action, dealer, parse
from game.engine.observation import Observation
from game.engine.recording import HandRecord, RecordError

from .accuracy_figures import SCALE_POINTS, RatedDecision, SeatAccuracy, accuracy, by_seat, combined, moment
from .expert.hints import ChoiceReview, review_choice

ANALYST_BUDGET_S = 3.0       # nominal seconds: 600,000 solver nodes, twice the master's 1.5 s
ANALYST_PLAY_WORLDS = 400    # guessed deals every card is weighed over (the master's most, all solved)


@dataclass(frozen=True)
class Analysis:
    """How hard the analyst looks: its search per decision (tests pass a small one)."""

    budget_s: float = ANALYST_BUDGET_S
    play_worlds: int = ANALYST_PLAY_WORLDS


ANALYST = Analysis()
Decision = tuple[int, Observation, PlayerAction]   # the hand's action number (from 0), the seat's view, its choice


def rate_decision(observation: Observation, action: PlayerAction, analysis: Analysis = ANALYST,
                  rng: random.Random | None = None) -> ChoiceReview | None:
    """The review of ``action`` from ``observation`` (its seat's own view) with the analyst's
    search; None when it does not count (forced, or nothing to compare)."""
    if len(observation.legal_actions) < 2:
        return None
    return review_choice(observation, action, analysis.budget_s, rng, analysis.play_worlds)


def rate_decisions(decisions: Iterable[Decision],
                   analysis: Analysis = ANALYST) -> list[RatedDecision]:
    """Rate ``(turn, observation, action)`` triples; the uncounted ones left out."""
    rated = []
    for turn, observation, action in decisions:
        review = rate_decision(observation, action, analysis)
        if review is not None:
            rated.append(RatedDecision(observation.seat, turn, str(observation.phase), review))
    return rated


def record_decisions(record: HandRecord, seats: Sequence[int] | None = None) -> list[Decision]:
    """Each decision of ``record`` by ``seats`` (all: None) with the observation its seat had:
    the hand dealt again at the scores it began with and its actions replayed in order.  A
    ``RecordError`` for a record whose actions the engine refuses (it is no hand of these rules)."""
    state = GameState(record.rules, seed=0, scores=record.scores_before)
    state.apply(dealer(record.dealer))
    state.apply(deal_action(int(card) for card in record.deck))
    wanted = set(range(record.rules.players) if seats is None else seats)
    out: list[Decision] = []
    for turn, (seat, text) in enumerate(record.actions):
        if state.current_player == CHANCE or state.current_player != seat:
            raise RecordError(f"action {turn + 1} ({text!r}) is by seat {seat}, but seat "
                              f"{state.current_player} is to act")
        try:
            action = parse(text)
            if seat in wanted:
                observation = state.observation(seat)
                if not isinstance(action, PlayerAction) or action not in observation.legal_actions:
                    raise ValueError(f"not a legal action for seat {seat}")
                out.append((turn, observation, action))
            state.apply(action)
        except ValueError as exc:   # ActionParseError, IllegalActionError
            raise RecordError(f"action {turn + 1} ({text!r}): {exc}") from None
    return out


def rate_record(record: HandRecord, seats: Sequence[int] | None = None,
                analysis: Analysis = ANALYST) -> dict[int, SeatAccuracy]:
    """Each seat's (or ``seats``') accuracy over one recorded hand, with its costly moments."""
    chosen = list(range(record.rules.players)) if seats is None else list(seats)
    return by_seat(rate_decisions(record_decisions(record, chosen), analysis), chosen)


__all__ = ["ANALYST", "ANALYST_BUDGET_S", "ANALYST_PLAY_WORLDS", "Analysis", "RatedDecision",
           "SCALE_POINTS", "SeatAccuracy", "accuracy", "by_seat", "combined", "moment", "rate_decision",
           "rate_decisions", "rate_record", "record_decisions"]
