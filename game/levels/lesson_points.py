"""What a lesson's coach may point at, and that its words name it: the loader's pointer checks.

Issue 40: "Pointers must point at the card the words name and nothing else."  A step's
``point`` lists cards (your own or the trick's), calls you may make now and places on the table
(``PLACES``); each must be on the table, and named in the step's words (``5♥`` or "the five of
hearts", "bid 20", a suit's name, "the score"), and every card of yours the words name must be
pointed at.  Pure Python (never pygame).
"""

from __future__ import annotations

import re

from game.engine import ActionParseError, Card, CardParseError, GameState
from game.engine import actions as A
from game.engine.actions import PlayerAction
from game.engine.cards import SUIT_NAMES

from .positions import Position
from .schema import Checker

# Places on the table the coach may point at, besides cards and the buttons of calls.
PLACES = ("scores", "contract", "trick", "stock", "turn-up", "last-trick")


def is_card(text: str) -> bool:
    try:
        Card.parse(text)
    except CardParseError:
        return False
    return True


def check_points(state: GameState, position: Position, point: tuple[str, ...], path: str, checker: Checker) -> None:
    """What the coach points at must be on the table: your own cards or the trick's, a call you
    may make now, or a named place."""
    seen = state.observation(position.seat)
    visible = {int(c) for c in seen.hand} | {int(c) for c in seen.trick}
    legal = set(state.legal_actions())
    for i, item in enumerate(point):
        where = f"{path}[{i}]"
        if item in PLACES:
            continue
        if is_card(item):
            if int(Card.parse(item)) not in visible:
                checker.error(where, f"{item} is neither in your hand nor in the trick")
            continue
        try:
            action = A.parse(item)
        except ActionParseError:
            checker.error(where, f"{item!r} is not a card, a call or one of {', '.join(PLACES)}")
            continue
        if action not in legal:
            checker.error(where, f"{item!r} is not a move you can make here")


# What the coach's words call each place it may point at (one of these must be in ``say``).
PLACE_WORDS = {"scores": ("score",), "contract": ("bid", "contract"), "trick": ("trick",), "stock": ("stock",),
               "turn-up": ("turned up", "turn-up"), "last-trick": ("last trick",)}
CARD_IN_WORDS = re.compile(r"(?<![0-9])(10|[2-9AJQK])([♠♥♦♣])")


def card_named(say: str, card: Card) -> bool:
    """Whether the words name ``card``: ``5♥``, or ``the five of hearts``."""
    lowered = say.lower()
    return any(Card.parse(rank + suit) == card for rank, suit in CARD_IN_WORDS.findall(say)) \
        or f"the {card.name().lower()}" in lowered


def call_named(say: str, action: PlayerAction) -> bool:
    """Whether the words name a call: ``bid 20``, ``pass``, ``hold``, a suit, a card called or robbed."""
    lowered, verb = say.lower(), A.kind(action)
    if verb == "bid":
        return f"bid {A.bid_amount(action)}" in lowered
    if verb == "trump":
        return SUIT_NAMES[A.suit_of(action)] in lowered
    if verb in ("call", "take", "rob"):
        return card_named(say, A.card_of(action))
    if verb == "discard":
        return all(card_named(say, Card(c)) for c in range(52) if (A.discard_mask(action) >> c) & 1)
    return re.search(rf"\b{verb}\b", lowered) is not None


def check_named(state: GameState, position: Position, say: str, point: tuple[str, ...], path: str,
                 checker: Checker) -> None:
    """Pointers only on what the words name, and on every card of yours they name (issue 40:
    "pointers must point at the card the words name and nothing else")."""
    for i, item in enumerate(point):
        if item in PLACES:
            named = any(word in say.lower() for word in PLACE_WORDS[item])
        elif is_card(item):
            named = card_named(say, Card.parse(item))
        else:
            action = A.parse(item)
            named = not isinstance(action, PlayerAction) or call_named(say, action)
        if not named:
            checker.error(f"{path}[{i}]", f"{item!r} is pointed at, but the words do not name it")
    pointed = {int(Card.parse(item)) for item in point if is_card(item)}
    for card in state.observation(position.seat).hand:
        if card_named(say, card) and int(card) not in pointed:
            checker.error(path, f"the words name your {card.symbol()}, but nothing points at it")


__all__ = ["CARD_IN_WORDS", "PLACES", "PLACE_WORDS", "call_named", "card_named", "check_named", "check_points",
           "is_card"]
