"""The coach's grade for a move a lesson step does not teach: what it costs, and why, in cards.

A newcomer who throws away the 5♥ must hear "a blunder", not "a fair move".  The grade comes
from the expert's figures (``game.ai.expert``): the expected points of every legal move, worked
out from the seat's own observation (never the hidden cards), set against the move the step
teaches at its best.  The cost is how many points the move gives up against it:

- ``FINE`` within ``FINE_WITHIN`` (about the expert's own "mistake" line of one point): a fine
  alternative, "not bad, but this step is about another move";
- ``WEAKER`` up to ``BLUNDER_FROM``: it gives up a point or more, less than a trick and a half;
- ``BLUNDER`` from ``BLUNDER_FROM`` on (a trick and a half, or a set bid, on average), and
  always for a move that throws away a top trump (the 5, the jack, the A♥) in a discard or
  a rob, whatever the figures say: a newcomer must never be told that is fine.

Phases the expert has no figures for (the kitty's discard, the rob, the call) are graded by
that same card rule alone: a top trump thrown is a blunder, another trump or a king weaker,
the rest fine; their cost is None.  The words are the lesson's own line for the move when it
has one (``LessonStep.wrong``), after the grade's opener, else made here from the grade and
the cards (what the move throws away, keeps, plays under).

The figures take up to a few seconds (the draw weighs every discard over ``DRAW_WORLDS``
deals), so the table works them out off the frame loop, once a step (``step_figures``, kept);
they are seeded by the position, so the same step always grades the same.  Pure Python.
"""

from __future__ import annotations

import dataclasses
import random
import threading
from dataclasses import dataclass

from game.engine import Card, GameState, Observation, Phase, trick_winner, trump_order
from game.engine import actions as A
from game.engine.cards import KING, SUIT_NAMES, is_trump
from game.engine.wording import option

from .lessons import LessonStep

FINE_WITHIN = 1.0      # points: this close to the taught move is a fine alternative
BLUNDER_FROM = 8.0     # points: this much below it (a trick and a half) is a blunder
# Near the target the auction is weighed in hundredths of a game won (the expert's GAME_CHANCE).
FINE_WITHIN_CHANCE = 1.0
BLUNDER_FROM_CHANCE = 8.0
DRAW_WORLDS = 60       # deals a draw weighs every discard over (the hint's 12 are too noisy to grade)
PLAY_WORLDS = 60       # deals a card is weighed over (as the practice hint)
BUDGET_S = 1.0         # nominal search per step (the expert counts nodes, not seconds)
POINTS, GAME_CHANCE = "points", "game chance"

TAUGHT, FINE, WEAKER, BLUNDER = "taught", "fine", "weaker", "blunder"
GRADES = (FINE, WEAKER, BLUNDER)
OPENERS = {FINE: "Not bad.", WEAKER: "A weaker move.", BLUNDER: "A blunder."}
TAILS = {FINE: "But this step is about another move: try again.", WEAKER: "Try again.", BLUNDER: "Try again."}
LOOKING = "Let me look at that…"     # shown while the figures are still being worked out


@dataclass(frozen=True)
class Figures:
    """The expert's expected points per legal move at a step (empty: none in this phase)."""

    values: dict[int, float]
    unit: str = POINTS
    reference: float | None = None    # the move the step teaches, at its best

    def cost_of(self, action: int) -> float | None:
        """How much ``action`` gives up against the taught move (None: no figure for it)."""
        if self.reference is None or action not in self.values:
            return None
        return round(self.reference - self.values[action], 2)


@dataclass(frozen=True)
class Grade:
    """What the coach makes of a move: its kind, the cost it is based on, and the words."""

    kind: str                       # TAUGHT or one of GRADES
    cost: float | None              # below the taught move, in ``unit``; None: graded by the cards
    words: str
    unit: str = POINTS


_cache: dict[int, tuple[LessonStep, Figures]] = {}
_lock = threading.Lock()


def step_figures(step: LessonStep) -> Figures:
    """The figures of ``step``'s legal moves: worked out once and kept (thread-safe)."""
    with _lock:
        kept = _cache.get(id(step))
        if kept is not None and kept[0] is step:
            return kept[1]
        figures = _work_out(step)
        _cache[id(step)] = (step, figures)
        return figures


def figures_ready(step: LessonStep) -> bool:
    """Whether ``grade_for`` answers at once for ``step`` (its figures are kept)."""
    kept = _cache.get(id(step))
    return kept is not None and kept[0] is step


def _work_out(step: LessonStep) -> Figures:
    from game.ai.expert import decisions, hints, sampling  # heavy: only when a wrong move needs it
    state = step.build_state()
    obs = state.observation(step.seat)
    legal = tuple(obs.legal_actions)
    rng = random.Random(f"coach {obs.seat} {obs.hand} {obs.trick} {obs.tricks} {obs.auction} {obs.trump}")
    unit = POINTS
    if obs.phase == Phase.DRAW:
        tuning = dataclasses.replace(decisions.DEFAULT_TUNING, draw_worlds=DRAW_WORLDS)
        _, values = decisions.choose_draw(obs, legal, rng, tuning, sampling.DEFAULT_MODEL, legal)
    elif obs.phase in (Phase.PLAY, Phase.AUCTION, Phase.TRUMP):
        table = hints.option_values(obs, BUDGET_S, rng, also=legal, play_worlds=PLAY_WORLDS)
        values = dict(table.values)
        unit = GAME_CHANCE if table.unit == hints.GAME_CHANCE else POINTS
    else:
        values = {}
    codes = {int(action): float(value) for action, value in values.items()}
    taught = [codes[a] for a in _taught(step) if a in codes]
    return Figures(codes, unit, max(taught) if taught else None)


def _taught(step: LessonStep) -> list[int]:
    return [move_code(text) for text in step.expect]


def move_code(action: int | str) -> int:
    """A seat's move as its code (``"discard 5H"`` or the code itself)."""
    parsed = A.parse(action) if isinstance(action, str) else action
    if not isinstance(parsed, (A.PlayerAction, int)):
        raise ValueError(f"{action!r} is not a seat's move")
    return int(parsed)


def kind_for(cost: float | None, unit: str = POINTS, gives_up_top: bool = False, by_cards: str = FINE) -> str:
    """The grade for a cost (see the module docstring); ``by_cards`` where there is no cost."""
    if gives_up_top:
        return BLUNDER
    if cost is None:
        return by_cards
    fine, blunder = (FINE_WITHIN_CHANCE, BLUNDER_FROM_CHANCE) if unit == GAME_CHANCE else (FINE_WITHIN, BLUNDER_FROM)
    if cost < fine:
        return FINE
    return WEAKER if cost < blunder else BLUNDER


def grade_for(step: LessonStep, action: int | str, figures: Figures | None = None) -> Grade:
    """The coach's grade of ``action`` at ``step`` (a legal move): the taught moves are
    ``TAUGHT``; any other gets its grade, cost and words.  ``figures``: already worked out
    (else they are, which may take a few seconds the first time)."""
    code = move_code(action)
    figures = figures or step_figures(step)
    if step.accepts(code):
        return Grade(TAUGHT, 0.0, "", figures.unit)
    state = step.build_state()
    obs = state.observation(step.seat)
    lost = given_up(obs, code)
    cost = figures.cost_of(code)
    kind = kind_for(cost, figures.unit, any(is_top_trump(c, obs.trump) for c in lost), _by_cards(obs, lost, code))
    return Grade(kind, cost, words_for(step, state, code, kind), figures.unit)


def words_for(step: LessonStep, state: GameState, action: int, kind: str) -> str:
    """The grade's opener, then the lesson's own line for the move, or the reason in cards."""
    own = step.word_for(action)
    if own is not None:
        return f"{OPENERS[kind]} {own}"
    return f"{OPENERS[kind]} {reason(step, state.observation(step.seat), action)} {TAILS[kind]}"


def ungraded_words(step: LessonStep, action: int) -> str:
    """Words for a move when the figures could not be worked out (an error, logged where it
    happened): the lesson's own line, else the plain truth that the step teaches another."""
    return step.word_for(action) or f"This step teaches {option(A.parse(step.expect[0]))}: try again."


# ---------------------------------------------------------------------------- the cards

def given_up(obs: Observation, action: int) -> list[Card]:
    """The cards a discard throws away or a rob gives up (none for other moves)."""
    verb = A.kind(action)
    if verb == "discard":
        return [Card(c) for c in range(52) if (A.discard_mask(action) >> c) & 1]
    if verb == "rob":
        return [A.card_of(action)]
    return []


def _top_rank(card: int, trump: int) -> int:
    """The card's place among the trumps, 0 for the 5 (99 for a card that is no trump)."""
    if trump < 0 or not is_trump(card, trump):
        return 99
    return [int(c) for c in trump_order(trump)].index(int(card))


def is_top_trump(card: Card, trump: int) -> bool:
    """The 5, the jack or the A♥, "the three best cards": never to be thrown away."""
    return _top_rank(card, trump) < 3


def _by_cards(obs: Observation, lost: list[Card], action: int) -> str:
    """The grade of a move with no figures: a trump or a king thrown is weaker, not robbing too."""
    if A.kind(action) == "pass" and obs.phase == Phase.ROB:
        return WEAKER
    return WEAKER if any(_precious(c, obs.trump) for c in lost) else FINE


def _precious(card: Card, trump: int) -> bool:
    return _top_rank(card, trump) < 99 or card.rank == KING   # a trump, or a king


TOP_WORDS = ("the best card in the game", "the second-best card", "the third-best card", "the fourth-best trump")


def card_words(card: Card, trump: int) -> str:
    """``the 5♥, the best card in the game``, ``the 7♥, a trump``, ``the K♦, the best diamond``."""
    place = _top_rank(card, trump)
    if place < len(TOP_WORDS):
        return f"the {card.symbol()}, {TOP_WORDS[place]}"
    if place < 99:
        return f"the {card.symbol()}, a trump"
    if card.rank == KING:
        return f"the {card.symbol()}, the best {SUIT_NAMES[card.suit].rstrip('s')}"
    return f"the {card.symbol()}"


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def reason(step: LessonStep, obs: Observation, action: int) -> str:
    """Why the move costs what it does, in cards (one sentence or two)."""
    taught = A.parse(step.expect[0])
    verb = A.kind(action)
    if verb in ("discard", "rob"):
        return _discard_reason(obs, action, taught)
    if verb == "play":
        return _play_reason(obs, A.card_of(action), A.card_of(taught) if A.kind(taught) == "play" else None)
    if obs.phase == Phase.AUCTION:
        return _auction_reason(obs, action, taught)
    if verb == "trump":
        return _trump_reason(obs, A.suit_of(action), A.suit_of(taught) if A.kind(taught) == "trump" else None)
    if verb == "pass" and obs.phase == Phase.ROB:
        return "Robbing is free: you get the turned-up trump for your worst card."
    return f"This step teaches {option(taught)}."


def _discard_reason(obs: Observation, action: int, taught: A.Action) -> str:
    if A.kind(action) == "pass":
        return "Robbing is free: you get the turned-up trump for your worst card."
    lost = sorted(given_up(obs, action), key=lambda c: _top_rank(c, obs.trump))
    precious = [c for c in lost if _precious(c, obs.trump)]
    verb = "gives up" if A.kind(action) == "rob" else "throws away"
    if len(precious) == 1:
        return f"That {verb} {card_words(precious[0], obs.trump)}: keep it."
    if precious:
        count = ("two", "three", "four", "five")[len(precious) - 2]
        return f"That {verb} {_listed([f'the {c.symbol()}' for c in precious])}, {count} of your best cards: keep them."
    taught_lost = given_up(obs, move_code(A.to_text(taught)))
    kept = [c for c in taught_lost if c not in lost]
    if A.kind(action) == "rob" and taught_lost:
        return f"The {taught_lost[0].symbol()} is the card to give up: it will hardly ever win."
    if kept:
        them = "it" if len(kept) == 1 else "them"
        new = "a new card" if len(kept) == 1 else "new cards"
        return (f"That keeps {_listed([f'the {c.symbol()}' for c in kept])}, which will hardly ever win: "
                f"throw {them} for {new}.")
    return "The cards this step throws away are the ones that will not win."


def _play_reason(obs: Observation, card: Card, taught: Card | None) -> str:
    trump, trick = obs.trump, list(obs.trick)
    if not trick or taught is None:
        return f"Led now, the {card.symbol()} does less than the {taught.symbol() if taught else 'taught card'}."
    ahead = trick_winner(trick, trump)
    winner = trick[ahead]
    winner_seat = (obs.trick_leader + ahead) % obs.players
    partner_has_it = winner_seat != obs.seat and obs.side_of(winner_seat) == obs.my_side
    card_wins = trick_winner(trick + [card], trump) == len(trick)
    taught_wins = trick_winner(trick + [taught], trump) == len(trick)
    if partner_has_it and card_wins and _top_rank(card, trump) < 4:
        return f"That spends {card_words(card, trump)} on a trick your partner already has: keep it for later."
    if taught_wins and not card_wins:
        return f"The {card.symbol()} does not beat the {winner.symbol()}: your {taught.symbol()} does."
    if card_wins:
        return (f"The {card.symbol()} takes this trick too, but the {taught.symbol()} is enough for it, "
                f"and the {card.symbol()} can win another later.")
    return f"The {taught.symbol()} does more for your side here than the {card.symbol()}."


def _auction_reason(obs: Observation, action: int, taught: A.Action) -> str:
    verb, wanted = A.kind(action), A.kind(taught)
    if verb == "pass":
        return "Passing lets another player name trump, and this hand can make a bid."
    said = "holding" if verb == "hold" else f"bidding {A.bid_amount(A.typed_action(action))}"   # type: ignore[arg-type]
    if wanted == "pass":
        return f"This hand takes little on its own: {said} would likely be set."
    if wanted == "hold":
        return f"As dealer you may hold: take the bid at {obs.high_bid} without promising more."
    aim = A.bid_amount(A.typed_action(taught)) if wanted == "bid" else obs.high_bid   # type: ignore[arg-type]
    mine = A.bid_amount(A.typed_action(action)) if verb == "bid" else obs.high_bid   # type: ignore[arg-type]
    if mine > aim:
        return f"{said.capitalize()} promises more points than this hand is likely to take."
    return f"{said.capitalize()} says less than this hand is worth: the others can outbid you cheaply."


def _trump_reason(obs: Observation, suit: int, taught: int | None) -> str:
    def holding(s: int) -> tuple[int, list[Card]]:
        trumps = [c for c in obs.hand if is_trump(c, s)]
        return len(trumps), [c for c in trumps if _top_rank(c, s) < 3]
    count, top = holding(suit)
    name = SUIT_NAMES[suit]
    tops = f"of the three best only {_listed([c.symbol() for c in top])}" if top else "none of the three best"
    said = f"With {name} trump you would hold {count} trump{'s' if count != 1 else ''}, {tops}."
    if taught is None:
        return said
    best_count, best_top = holding(taught)
    if not best_top:
        return said
    named = _listed([c.symbol() for c in best_top])
    return f"{said} With {SUIT_NAMES[taught]} you hold {best_count}, {named} among them."


__all__ = ["BLUNDER", "BLUNDER_FROM", "FINE", "FINE_WITHIN", "Figures", "GRADES", "Grade", "LOOKING", "OPENERS",
           "TAUGHT", "WEAKER", "card_words", "figures_ready", "given_up", "grade_for", "is_top_trump", "kind_for",
           "reason", "step_figures", "ungraded_words", "words_for"]
