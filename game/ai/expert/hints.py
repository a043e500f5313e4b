"""Practice hints with numbers: what each option is worth, on average, to the player.

"Play the J♠: +4.2 points on average over 40 deals consistent with what you have seen;
the 3♠: +1.1."  Points are the score difference for the player's side (our change
minus theirs) at the end of this hand.  Options within ``EQUAL_POINTS`` of each other
are called equal, and a choice is a mistake only when it costs at least
``MISTAKE_POINTS``.  The guesses come from a seed made of the observation, so asking
twice gives the same answer.
"""

from __future__ import annotations

import hashlib
import random
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.actions import PASS, PlayerAction
from game.engine.observation import Observation
from game.engine.protocol import Phase
from game.engine.wording import label, option

from .belief_words import belief_sentence
from .bidding_model import auction_values, training_deals, trump_values
from .decisions import DEFAULT_TUNING, choose_auction, choose_draw, choose_trump, decide
from .play import SearchLimits, evaluate_plays
from .player import NOMINAL_NODES_PER_SECOND
from .sampling import DEFAULT_MODEL, play_inference

AGAINST_PASSING = "against passing"
HINT_PLAY_WORLDS = 60    # guessed deals a card hint weighs every option over (the deeper hint more)
EQUAL_POINTS = 0.05
MISTAKE_POINTS = 1.0
# Near the target the auction is weighed in the chance of winning the game (score_pressure):
# values are hundredths of a game, and a mistake costs one game in a hundred or more.
POINTS, GAME_CHANCE = "points", "game chance"
MISTAKE_CHANCE = 1.0


def amount(value: float, unit: str) -> str:
    """``+4.2 points`` or ``+4.2% chance of winning the game``."""
    number = f"{value:+.1f}"
    return f"{number}% chance of winning the game" if unit == GAME_CHANCE else f"{number} points"


def cost_words(cost: float, unit: str) -> str:
    """``4.2 points more`` or ``4.2% more chance of winning the game``: what a better choice adds."""
    return f"{cost:.1f}% more chance of winning the game" if unit == GAME_CHANCE else f"{cost:.1f} points more"


@dataclass(frozen=True)
class OptionValue:
    """One option and its expected points."""

    action: PlayerAction
    label: str
    points: float
    equal_to_best: bool


@dataclass(frozen=True)
class ExpertHint:
    """The best option, every option's value (best first) and the sentence to show."""

    action: PlayerAction
    options: tuple[OptionValue, ...]
    deals: int
    text: str
    basis: str = ""   # "on average over 40 deals consistent with ..." (empty: a fixed rule)
    unit: str = POINTS   # or GAME_CHANCE: hundredths of a game won (an auction near the target)
    belief: str = ""   # in the play: where the deals put a top trump, and why (belief_words)

    def value_of(self, action: PlayerAction) -> float | None:
        return next((o.points for o in self.options if o.action == action), None)


def describe(action: PlayerAction) -> str:
    """``the J♠``, ``bid 25``, ``pass``, ``hearts ♥``, ``throw 4♣ 7♦`` (``wording.option``)."""
    return option(action)


def _observation_rng(obs: Observation) -> random.Random:
    key = repr((obs.seat, str(obs.phase), obs.hand, obs.auction, obs.tricks, obs.trick, obs.trump,
                obs.dealer, obs.my_discards, obs.discard_counts))
    return random.Random(hashlib.sha256(key.encode()).hexdigest())


@dataclass(frozen=True)
class OptionTable:
    """The values behind a hint: points per option, the deals used, where they come from,
    the option the expert itself would take, and how close counts as equal."""

    values: dict[PlayerAction, float]
    deals: int
    basis: str
    chosen: PlayerAction | None = None
    equal_within: float = EQUAL_POINTS
    unit: str = POINTS
    belief: str = ""


def option_values(obs: Observation, budget_s: float = 0.3, rng: random.Random | None = None,
                  also: tuple[PlayerAction, ...] = (), names: Sequence[str] | None = None,
                  play_worlds: int = HINT_PLAY_WORLDS, cancel: threading.Event | None = None) -> OptionTable:
    """Expected points of the seat's options now (``also``: options to include for sure).
    In the play every option is weighed over ``play_worlds`` guessed deals (fewer if ``cancel``
    is set or the budget runs out first).

    In the draw the simulation is noisier than its differences, so the habit (keep
    trumps and kings) stays the advice unless beaten by ``draw_margin``, and options that
    close are called equal."""
    legal = list(obs.legal_actions)
    if not legal:
        raise ValueError(f"seat {obs.seat} has nothing to decide in the {obs.phase} phase")
    rng = rng or _observation_rng(obs)
    budget = int(budget_s * NOMINAL_NODES_PER_SECOND)
    if obs.phase == Phase.PLAY:
        limits = SearchLimits(max_worlds=play_worlds, min_worlds=play_worlds, node_budget=budget,
                              deadline=time.thread_time() + budget_s * 4 + 0.5, cancel=cancel)
        report = evaluate_plays(obs, legal, rng, limits, play_inference(obs.rules))
        return OptionTable(report.means, report.worlds,
                           f"on average over {report.worlds} deals consistent with what you have seen",
                           report.action, belief=belief_sentence(obs, report.deals, names))
    tuning = DEFAULT_TUNING
    model = DEFAULT_MODEL
    if obs.phase == Phase.AUCTION:
        learned = auction_values(obs, legal)
        if learned is not None:
            gains, near_target = learned
            trained = training_deals(obs.rules, near_target)
            if near_target:
                return OptionTable(gains, trained, f"{AGAINST_PASSING}, learned from {trained:,} deals played out "
                                   f"near the target", unit=GAME_CHANCE)
            return OptionTable(gains, trained, f"{AGAINST_PASSING}, learned from {trained:,} deals played out")
        chosen, options = choose_auction(obs, legal, rng, tuning, model, budget)
        return OptionTable(options, tuning.worlds,
                           f"on average over {tuning.worlds} deals consistent with the auction", chosen)
    if obs.phase == Phase.TRUMP:
        values = trump_values(obs, legal)
        if values is not None:
            trained = training_deals(obs.rules)
            return OptionTable(values, trained,
                               f"against the average suit, learned from {trained:,} deals played out")
        chosen, options = choose_trump(obs, legal, rng, tuning, model, budget)
        return OptionTable(options, tuning.worlds,
                           f"on average over {tuning.worlds} deals consistent with the auction", chosen)
    if obs.phase == Phase.DRAW:
        chosen, options = choose_draw(obs, legal, rng, tuning, model, also, budget)
        return OptionTable(options, tuning.draw_worlds,
                           f"on average over {tuning.draw_worlds} deals and stocks consistent with what "
                           f"you have seen", chosen, tuning.draw_margin)
    return OptionTable({}, 0, "")


def expert_hint(observation: Observation, budget_s: float = 0.3,
                rng: random.Random | None = None, names: Sequence[str] | None = None,
                play_worlds: int = HINT_PLAY_WORLDS, cancel: threading.Event | None = None) -> ExpertHint:
    """The expert's advice with the expected points of each option it compared; in the play,
    a sentence on where the deals put a top trump (``names``: the seats' names for it, else
    "the player on your left" and so on).  ``play_worlds`` and ``cancel``: see ``option_values``."""
    table = option_values(observation, budget_s, rng, names=names, play_worlds=play_worlds, cancel=cancel)
    values = table.values
    if not values:
        action = decide(observation, observation.legal_actions,
                                  rng or _observation_rng(observation), SearchLimits())
        only = OptionValue(action, describe(action), 0.0, True)
        return ExpertHint(action, (only,), 0, f"{describe(action).capitalize()}: the usual choice here.")
    best_value = max(values.values())
    chosen = table.chosen if table.chosen in values else max(values, key=lambda a: (values[a], -a))
    ranked = [chosen] + sorted((a for a in values if a != chosen), key=lambda a: (-values[a], a))
    options = tuple(OptionValue(a, describe(a), round(values[a], 2),
                                best_value - values[a] < table.equal_within) for a in ranked)
    text = _with_belief(_sentence(observation, options, table.basis, unit=table.unit), table.belief)
    return ExpertHint(chosen, options, table.deals, text, table.basis, table.unit, table.belief)


def _with_belief(text: str, belief: str) -> str:
    return f"{text} {belief}" if belief else text


def _sentence(obs: Observation, options: tuple[OptionValue, ...], basis: str, lead: str | None = None,
              unit: str = POINTS) -> str:
    """``Play the J♠: +4.2 points on average over 40 deals ...; the 3♠: +1.1.``  ``lead``
    replaces the opening ``Play the J♠: `` (when another line already names the choice)."""
    first = options[0]
    if lead is None:
        named = label(first.action) if obs.phase == Phase.PLAY else first.label[0].upper() + first.label[1:]
        lead = named + ": "
    if basis.startswith(AGAINST_PASSING) and first.action == PASS:
        source = basis[len(AGAINST_PASSING):].lstrip(", ")
        text = f"{lead}no bid pays better than passing ({source})"
    else:
        text = f"{lead}{amount(first.points, unit)} {basis}"
    equals = [o for o in options[1:] if o.equal_to_best]
    if equals:
        text += "; " + ", ".join(o.label for o in equals) + (" is" if len(equals) == 1 else " are") + \
                " just as good"
    rest = [o for o in options[1:] if not o.equal_to_best][:3]
    if rest:
        text += "; " + "; ".join(f"{o.label}: {o.points:+.1f}" for o in rest)
    return text + "."


def numbers_sentence(observation: Observation, advice: ExpertHint, lead: str) -> str:
    """The hint's numbers after ``lead`` instead of the choice's name (the hint panel's
    headline already names it)."""
    if not advice.basis:
        return advice.text
    return _with_belief(_sentence(observation, advice.options, advice.basis, lead, advice.unit), advice.belief)


@dataclass(frozen=True)
class ChoiceReview:
    """A choice held up against the expert's: both options' expected points and the cost."""

    chosen: PlayerAction
    best: PlayerAction
    chosen_points: float
    best_points: float
    cost: float
    mistake: bool
    deals: int
    unit: str = POINTS   # or GAME_CHANCE (an auction near the target)


def review_choice(observation: Observation, action: PlayerAction, budget_s: float = 0.3,
                  rng: random.Random | None = None, play_worlds: int = HINT_PLAY_WORLDS) -> ChoiceReview | None:
    """How ``action`` compares with the best option; None when there was nothing to compare
    (a forced or rule-fixed decision).  Options closer than the table's "equal" margin cost
    nothing; a mistake costs at least ``MISTAKE_POINTS`` (near the target, ``MISTAKE_CHANCE``
    hundredths of a game).  ``play_worlds``: see ``option_values`` (the accuracy analyst weighs more)."""
    table = option_values(observation, budget_s, rng, (action,), play_worlds=play_worlds)
    values = table.values
    if not values or action not in values:
        return None
    best = table.chosen if table.chosen in values else max(values, key=lambda a: (values[a], -a))
    if values[best] < max(values.values()):
        best = max(values, key=lambda a: (values[a], -a))
    cost = values[best] - values[action]
    if cost < table.equal_within:
        best, cost = action, 0.0
    threshold = MISTAKE_CHANCE if table.unit == GAME_CHANCE else MISTAKE_POINTS
    return ChoiceReview(action, best, round(values[action], 2), round(values[best], 2), round(cost, 2),
                        cost >= threshold, table.deals, table.unit)


def is_mistake(observation: Observation, action: PlayerAction, budget_s: float = 0.3,
               rng: random.Random | None = None) -> tuple[bool, float]:
    """Whether ``action`` costs at least a point against the best option, and the cost."""
    review = review_choice(observation, action, budget_s, rng)
    if review is None:
        return False, 0.0
    return review.mistake, review.cost
