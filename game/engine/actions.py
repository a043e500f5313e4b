"""Actions as small ints, with a text notation that parses back.

Ints keep the legal-action path cheap (a card play is just the card index); the
notation (``bid 20``, ``pass``, ``hold``, ``trump H``, ``discard 4C 7D``, ``play 5H``,
``call JS``, ``rob 9D``, ``take 5H``, ``kitty``, ``top6``) is what people, logs and
hand records see.  Chance steps (``dealer 2``, ``deal AS 2S ...``) are actions too.
"""

from __future__ import annotations

from typing import Iterable, Union

from .cards import (CARDS, FULL_DECK_MASK, SUIT_LETTERS, Card, CardParseError, cards_of, format_cards,
                    mask_of, parse_cards, parse_suit)
from .checks import describe, is_whole

# Layout of the action space.
PLAY_BASE = 0            # 0..51: play that card
PASS = 60
HOLD = 61
KITTY = 62               # bagged dealer: take the kitty as usual
TOP6 = 63                # bagged dealer: take the top six of the stock instead
TRUMP_BASE = 70          # 70..73: name trump
DEALER_BASE = 80         # 80..85: chance: first dealer
BID_BASE = 100           # 115, 120, 125, 130, 160 (60 for 120)
SIXTY_FOR_120 = 60       # the bid value of house-125's "60 for 120" (take all five tricks)
CALL_BASE = 200          # 200..251: cutthroat called card
TAKE_BASE = 300          # 300..351: rob the pack, pick a stock card
ROB_BASE = 400           # 400..451: forty-five, give up this card for the turn-up
DISCARD_FLAG = 1 << 52   # DISCARD_FLAG | mask of the cards discarded

#: What a seat chooses: an int laid out as above (a card play is the card itself).
PlayerAction = int


class ActionParseError(ValueError):
    """Text (or a value) that is not an action in our notation; ``rule`` names what it breaks
    (``"notation"``, ``"bid"``, ``"deal"``, ...), as ``IllegalActionError.rule`` does."""

    def __init__(self, message: str, rule: str = "notation") -> None:
        super().__init__(message)
        self.rule = rule


def play(card: int) -> PlayerAction:
    return PLAY_BASE + Card(card)


def bid(value: int) -> PlayerAction:
    if not is_whole(value) or value % 5 or not 5 <= value <= 60:
        raise ActionParseError(f"a bid is a multiple of 5 up to 30 (or 60 for 120), not {describe(value)}", "bid")
    return BID_BASE + value


def trump(suit: int) -> PlayerAction:
    return TRUMP_BASE + parse_suit(suit)


def discard(cards: Iterable[int]) -> PlayerAction:
    return DISCARD_FLAG | mask_of(cards)


def call(card: int) -> PlayerAction:
    return CALL_BASE + Card(card)


def take(card: int) -> PlayerAction:
    return TAKE_BASE + Card(card)


def rob(card: int) -> PlayerAction:
    return ROB_BASE + Card(card)


def dealer(seat: int) -> ChanceAction:
    if not is_whole(seat) or not 0 <= seat < 6:
        raise ActionParseError(f"the first dealer is a seat 0..5, not {describe(seat)}", "dealer")
    return DEALER_BASE + seat


class Deal(tuple):
    """Chance action: the whole shuffled deck, top card first (``deal AS 2S ...``)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"actions.parse({to_text(self)!r})"


#: What chance chooses: the first dealer (``DEALER_BASE + seat``) or a shuffled deck.
ChanceAction = Union[int, Deal]
#: Anything ``GameState.apply`` takes (it also reads the notation, a ``str``).
Action = Union[PlayerAction, Deal]


def deal_action(deck: Iterable[int]) -> Deal:
    """A chance action dealing ``deck`` (top card first); refused unless it is a whole deck."""
    if isinstance(deck, (str, bytes)) or not hasattr(deck, "__iter__"):
        raise ActionParseError(f"a deal is a list of the 52 cards, not {describe(deck)}", "deal")
    deal = Deal(int(c) if c.__class__ is Card else c for c in deck)
    problem = deck_problem(deal)
    if problem:
        raise ActionParseError(problem, "deal")
    return deal


def deck_problem(deck: tuple) -> str:
    """Why ``deck`` is not a whole deck of card indexes ("" when it is): a hand-built ``Deal``
    with a card twice or the wrong length must be refused before the state changes."""
    if len(deck) != 52:
        return f"a deal must hold each of the 52 cards exactly once, not {len(deck)} cards"
    seen = 0
    for card in deck:
        if card.__class__ is not int and card.__class__ is not Card or not 0 <= card < 52:
            return f"a deal holds card indexes 0..51, not {describe(card)}"
        seen |= 1 << card
    if seen != FULL_DECK_MASK:
        return "a deal must hold each of the 52 cards exactly once (some card is there twice)"
    return ""


def is_deal(action: object) -> bool:
    return type(action) is Deal


def deck_of(action: Deal) -> list[int]:
    return list(action)


def is_discard(action: Action) -> bool:
    return type(action) is not Deal and DISCARD_FLAG <= action < DISCARD_FLAG << 1


def discard_mask(action: PlayerAction) -> int:
    return action ^ DISCARD_FLAG


def kind(action: Action) -> str:
    """The verb of an action: play, bid, pass, hold, trump, discard, call, take, rob, ..."""
    if type(action) is Deal:
        return "deal"
    if action.__class__ is not int and not is_whole(action) or action < 0:
        raise ActionParseError(f"{describe(action)} is not an action", "action")
    if action < 52:
        return "play"
    if action >= DISCARD_FLAG:
        if action < DISCARD_FLAG << 1:
            return "discard"
        raise ActionParseError(f"{describe(action)} is not an action (a discard names cards 0..51)",
                               "action")
    if action == PASS:
        return "pass"
    if action == HOLD:
        return "hold"
    if action == KITTY:
        return "kitty"
    if action == TOP6:
        return "top6"
    if TRUMP_BASE <= action < TRUMP_BASE + 4:
        return "trump"
    if DEALER_BASE <= action < DEALER_BASE + 6:
        return "dealer"
    if BID_BASE < action <= BID_BASE + 60:
        return "bid"
    if CALL_BASE <= action < CALL_BASE + 52:
        return "call"
    if TAKE_BASE <= action < TAKE_BASE + 52:
        return "take"
    if ROB_BASE <= action < ROB_BASE + 52:
        return "rob"
    raise ActionParseError(f"{describe(action)} is not an action", "action")


def card_of(action: PlayerAction) -> Card:
    """The card an action names (play, call, take, rob)."""
    if kind(action) not in ("play", "call", "take", "rob"):
        raise ActionParseError(f"{to_text(action)!r} names no card", "action")
    return CARDS[action % 100] if action >= 100 else CARDS[action]


def to_text(action: Action) -> str:
    """Notation of an action: ``play 5H``, ``bid 20``, ``discard 4C 7D`` ..."""
    verb = kind(action)
    if verb == "play":
        return f"play {CARDS[action]}"
    if verb in ("pass", "hold", "kitty", "top6"):
        return verb
    if verb == "bid":
        return f"bid {action - BID_BASE}"
    if verb == "trump":
        return f"trump {SUIT_LETTERS[action - TRUMP_BASE]}"
    if verb == "dealer":
        return f"dealer {action - DEALER_BASE}"
    if verb == "discard":
        cards = cards_of(discard_mask(action))
        return "discard " + (format_cards(cards) if cards else "none")
    if verb == "deal":
        return "deal " + format_cards(deck_of(action))
    return f"{verb} {card_of(action)}"


def parse(text: Union[str, int]) -> Action:
    """Read an action in notation (the inverse of ``to_text``)."""
    if isinstance(text, int) or type(text) is Deal:
        kind(text)
        if type(text) is Deal:
            problem = deck_problem(text)
            if problem:
                raise ActionParseError(problem, "deal")
        return text
    if not isinstance(text, str):
        raise ActionParseError(f"{describe(text)} is not an action: expected text like 'bid 20'", "notation")
    words = text.strip().split()
    if not words:
        raise ActionParseError("an empty string is not an action")
    verb, args = words[0].lower(), words[1:]
    try:
        if verb in ("pass", "hold", "kitty", "top6") and not args:
            return {"pass": PASS, "hold": HOLD, "kitty": KITTY, "top6": TOP6}[verb]
        if verb == "top" and args == ["6"]:
            return TOP6
        if verb == "bid" and len(args) == 1:
            value = 60 if args[0] in ("60", "60-for-120", "60/120") else int(args[0])
            if value % 5 or not 5 <= value <= 60:
                raise ActionParseError(f"'{text}': bids are multiples of 5 up to 30 (or 60 for 120)", "bid")
            return bid(value)
        if verb == "trump" and len(args) == 1:
            return trump(parse_suit(args[0]))
        if verb == "dealer" and len(args) == 1:
            seat = int(args[0])
            if not 0 <= seat < 6:
                raise ActionParseError(f"{describe(text)}: the first dealer is a seat 0..5", "dealer")
            return dealer(seat)
        if verb in ("discard", "stand"):
            if not args or args == ["none"] or args == ["-"]:
                return DISCARD_FLAG
            return discard(parse_cards(args))
        if verb == "deal":
            return deal_action([int(c) for c in parse_cards(args)])
        if verb in ("play", "call", "take", "rob") and len(args) == 1:
            card = Card.parse(args[0])
            return {"play": play, "call": call, "take": take, "rob": rob}[verb](card)
    except (CardParseError, ValueError) as exc:
        if isinstance(exc, ActionParseError):
            raise
        raise ActionParseError(f"{describe(text)} is not an action: {exc}") from None
    raise ActionParseError(f"{describe(text)} is not an action: expected e.g. 'bid 20', 'pass', 'hold', "
                           f"'trump H', 'discard 4C 7D', 'play 5H', 'call JS', 'rob 9D'")
