"""Actions: small values of a type of their own, written in a notation that parses back.

Every action is an ``int`` code underneath, so comparing, hashing and storing one stays as
cheap as an int (a card play is the card's own index), but each kind has a class that says
what it is and how it is written, in the manner of python-chess moves: ``str(Bid(20))`` is
``"bid 20"``, ``repr`` is ``actions.parse('bid 20')``, and the parts are attributes
(``Bid.amount``, ``TrumpChoice.suit``, ``CardPlay.card``, ``Discard.cards``).

The kinds: ``CardPlay`` (``play 5H``), ``Bid`` (``bid 20``, ``bid 60`` for house-125's 60 for
120), ``Pass``, ``Hold``, ``TakeKitty``, ``TakeTop6`` (``pass``, ``hold``, ``kitty``,
``top6``), ``TrumpChoice`` (``trump H``), ``Discard`` (``discard 4C 7D``), ``CalledCard``
(``call JS``), ``TakeFromStock`` (``take 5H``), ``RobTurnUp`` (``rob 9D``), and the chance
steps ``DealerChoice`` (``dealer 2``) and ``Deal`` (``deal AS 2S ...``).

The layout of the codes (the ``*_BASE`` numbers) is this module's own business: no code
outside it does arithmetic on an action (``tests/engine/test_actions.py``).

One module on purpose: every kind's class, constructor, notation and parser reads that one
private layout of codes, so splitting the table of kinds would make the layout public.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import ClassVar, overload

from .cards import (
    CARDS,
    FULL_DECK_MASK,
    SUIT_LETTERS,
    Card,
    CardParseError,
    cards_of,
    format_cards,
    mask_of,
    parse_cards,
    parse_suit,
)
from .checks import describe, is_whole

# Layout of the action space (private to this module: use the classes and their attributes).
PLAY_BASE = 0            # 0..51: play that card
PASS_CODE = 60
HOLD_CODE = 61
KITTY_CODE = 62          # bagged dealer: take the kitty as usual
TOP6_CODE = 63           # bagged dealer: take the top six of the stock instead
TRUMP_BASE = 70          # 70..73: name trump
DEALER_BASE = 80         # 80..85: chance: first dealer
BID_BASE = 100           # 105 .. 130, and 160 (60 for 120)
SIXTY_FOR_120 = 60       # the bid value of house-125's "60 for 120" (take all five tricks)
CALL_BASE = 200          # 200..251: cutthroat called card
TAKE_BASE = 300          # 300..351: rob the pack, pick a stock card
ROB_BASE = 400           # 400..451: forty-five, give up this card for the turn-up
DISCARD_FLAG = 1 << 52   # DISCARD_FLAG | mask of the cards discarded


class ActionParseError(ValueError):
    """Text (or a value) that is not an action in our notation; ``rule`` names what it breaks
    (``"notation"``, ``"bid"``, ``"deal"``, ...), as ``IllegalActionError.rule`` does."""

    def __init__(self, message: str, rule: str = "notation") -> None:
        super().__init__(message)
        self.rule = rule


class ActionCode(int):
    """An action held as its int code; the subclass says which kind, ``str`` its notation."""

    __slots__ = ()
    kind: ClassVar[str] = "action"

    def __str__(self) -> str:
        return to_text(self)

    def __repr__(self) -> str:
        return f"actions.parse({to_text(self)!r})"

    __format__ = object.__format__   # f"{action}" is its notation, like str()


class PlayerAction(ActionCode):
    """What a seat chooses (everything but the chance steps)."""

    __slots__ = ()


class CardPlay(PlayerAction):
    """``play 5H``: the code is the card's index, so a play compares equal to its ``Card``."""

    __slots__ = ()
    kind = "play"

    @property
    def card(self) -> Card:
        return CARDS[self]


class Bid(PlayerAction):
    """``bid 20``; ``amount`` 60 is house-125's "60 for 120"."""

    __slots__ = ()
    kind = "bid"

    @property
    def amount(self) -> int:
        return int(self) - BID_BASE

    @property
    def sixty_for_120(self) -> bool:
        return int(self) - BID_BASE == SIXTY_FOR_120


class Pass(PlayerAction):
    """``pass``: in the auction, or declining to rob the turn-up."""

    __slots__ = ()
    kind = "pass"


class Hold(PlayerAction):
    """``hold``: the dealer takes the high bid at the same number."""

    __slots__ = ()
    kind = "hold"


class TakeKitty(PlayerAction):
    """``kitty``: a bagged dealer takes the kitty as usual."""

    __slots__ = ()
    kind = "kitty"


class TakeTop6(PlayerAction):
    """``top6``: a bagged dealer takes the top six of the stock instead of the kitty."""

    __slots__ = ()
    kind = "top6"


class TrumpChoice(PlayerAction):
    """``trump H``: the bidder names trump."""

    __slots__ = ()
    kind = "trump"

    @property
    def suit(self) -> int:
        return int(self) - TRUMP_BASE


class Discard(PlayerAction):
    """``discard 4C 7D`` (``discard none`` stands pat): the draw or the bidder's kitty discard."""

    __slots__ = ()
    kind = "discard"

    @property
    def mask(self) -> int:
        return int(self) ^ DISCARD_FLAG

    @property
    def cards(self) -> list[Card]:
        return cards_of(int(self) ^ DISCARD_FLAG)

    @property
    def count(self) -> int:
        return (int(self) ^ DISCARD_FLAG).bit_count()


class CardAction(PlayerAction):
    """An action that names one card besides playing it (call, take, rob)."""

    __slots__ = ()
    base: ClassVar[int] = 0

    @property
    def card(self) -> Card:
        return CARDS[int(self) - self.base]


class CalledCard(CardAction):
    """``call JS``: cutthroat, the bidder calls the card whose holder is its partner."""

    __slots__ = ()
    kind = "call"
    base = CALL_BASE


class TakeFromStock(CardAction):
    """``take 5H``: robbing the pack, the dealer picks a replacement from the stock."""

    __slots__ = ()
    kind = "take"
    base = TAKE_BASE


class RobTurnUp(CardAction):
    """``rob 9D``: forty-five, give up this card for the turn-up."""

    __slots__ = ()
    kind = "rob"
    base = ROB_BASE


class DealerChoice(ActionCode):
    """``dealer 2``: chance draws the first dealer."""

    __slots__ = ()
    kind = "dealer"

    @property
    def seat(self) -> int:
        return int(self) - DEALER_BASE


class Deal(tuple[int, ...]):
    """Chance action: the whole shuffled deck, top card first (``deal AS 2S ...``)."""

    __slots__ = ()
    kind: ClassVar[str] = "deal"

    def __repr__(self) -> str:
        return f"actions.parse({to_text(self)!r})"

    def __str__(self) -> str:
        return to_text(self)


#: The classes of a seat's actions, and of every action (the engine's quick type tests).
PLAYER_ACTIONS = frozenset({CardPlay, Bid, Pass, Hold, TakeKitty, TakeTop6, TrumpChoice, Discard, CalledCard,
                            TakeFromStock, RobTurnUp})
TYPED_ACTIONS = PLAYER_ACTIONS | {DealerChoice, Deal}

#: What chance chooses: the first dealer or a shuffled deck.
ChanceAction = DealerChoice | Deal
#: Anything ``GameState.apply`` takes (it also reads the notation, a ``str``).
Action = PlayerAction | ChanceAction

# Every action but a discard made once, so the engine hands out the same objects each time.
PLAYS: tuple[CardPlay, ...] = tuple(CardPlay(c) for c in range(52))
PLAY_OF_BIT: dict[int, CardPlay] = {1 << c: PLAYS[c] for c in range(52)}   # a hand's bit to its play
PASS = Pass(PASS_CODE)
HOLD = Hold(HOLD_CODE)
KITTY = TakeKitty(KITTY_CODE)
TOP6 = TakeTop6(TOP6_CODE)
TRUMPS: tuple[TrumpChoice, ...] = tuple(TrumpChoice(TRUMP_BASE + s) for s in range(4))
DEALERS: tuple[DealerChoice, ...] = tuple(DealerChoice(DEALER_BASE + s) for s in range(6))
BIDS: dict[int, Bid] = {v: Bid(BID_BASE + v) for v in range(5, SIXTY_FOR_120 + 1, 5)}
CALLS: tuple[CalledCard, ...] = tuple(CalledCard(CALL_BASE + c) for c in range(52))
TAKES: tuple[TakeFromStock, ...] = tuple(TakeFromStock(TAKE_BASE + c) for c in range(52))
ROBS: tuple[RobTurnUp, ...] = tuple(RobTurnUp(ROB_BASE + c) for c in range(52))
STAND_PAT = Discard(DISCARD_FLAG)

_CODED: tuple[PlayerAction | DealerChoice, ...] = (*PLAYS, PASS, HOLD, KITTY, TOP6, *TRUMPS, *DEALERS,
                                                        *BIDS.values(), *CALLS, *TAKES, *ROBS)
_BY_CODE: dict[int, PlayerAction | DealerChoice] = {int(a): a for a in _CODED}


def action_of(code: int) -> PlayerAction | DealerChoice:
    """The typed action of an int code (a ``Card`` is its play); ``ActionParseError`` if none."""
    if isinstance(code, (PlayerAction, DealerChoice)):
        return code
    if not is_whole(code):
        raise ActionParseError(f"{describe(code)} is not an action", "action")
    found = _BY_CODE.get(code)
    if found is not None:
        return found
    if DISCARD_FLAG <= code < DISCARD_FLAG << 1:
        return Discard(code)
    if code >= DISCARD_FLAG << 1:
        raise ActionParseError(f"{describe(code)} is not an action (a discard names cards 0..51)", "action")
    raise ActionParseError(f"{describe(code)} is not an action", "action")


def bid_amount(action: PlayerAction) -> int:
    """The number of a bid (the engine's auction, which has checked it is one)."""
    return action - BID_BASE


def play(card: int) -> CardPlay:
    return PLAYS[Card(card)]


def bid(value: int) -> Bid:
    if not is_whole(value) or value % 5 or not 5 <= value <= SIXTY_FOR_120:
        raise ActionParseError(f"a bid is a multiple of 5 up to 30 (or 60 for 120), not {describe(value)}", "bid")
    return BIDS[value]


def trump(suit: int | str) -> TrumpChoice:
    return TRUMPS[parse_suit(suit)]


def discard(cards: Iterable[int]) -> Discard:
    return Discard(DISCARD_FLAG | mask_of(cards))


def discard_of_mask(mask: int) -> Discard:
    """The discard of the cards in bitmask ``mask`` (0 stands pat)."""
    if not is_whole(mask) or not 0 <= mask <= FULL_DECK_MASK:
        raise ActionParseError(f"a discard is a mask of cards 0..51, not {describe(mask)}", "discard")
    return Discard(DISCARD_FLAG | mask)


def discards_of(masks: Iterable[int]) -> list[Discard]:
    """The discards of bitmasks the engine made itself (no checks: its hot path)."""
    return list(map(Discard, [DISCARD_FLAG | m for m in masks]))


def discard_of_trusted_mask(mask: int) -> Discard:
    """The discard of a bitmask the engine made itself (no checks: the play-outs' hot path)."""
    return Discard(DISCARD_FLAG | mask)


class DiscardChoices(Sequence[Discard]):
    """The discards open to a seat in the draw, as a cheap view (in the manner of python-chess's
    legal move generator): up to 32 of them, each made only when it is read, so a random
    play-out that picks one does not build them all."""

    __slots__ = ("_codes",)

    def __init__(self, hand: int, most: int) -> None:
        """Every discard of at most ``most`` cards of ``hand`` (a bitmask), standing pat first,
        then in binary order: entry k throws the cards picked by the bits of k."""
        codes = [DISCARD_FLAG]
        count = 0
        while hand:
            low = hand & -hand
            hand ^= low
            codes += [c | low for c in codes]
            count += 1
        if most < count:
            codes = [c for c in codes if c.bit_count() <= most + 1]   # +1: the flag bit
        self._codes = codes

    def __len__(self) -> int:
        return len(self._codes)

    @overload
    def __getitem__(self, index: int) -> Discard: ...

    @overload
    def __getitem__(self, index: slice) -> list[Discard]: ...

    def __getitem__(self, index: int | slice) -> Discard | list[Discard]:
        if index.__class__ is int:   # the common case first: a play-out picks one
            return Discard(self._codes[index])
        if isinstance(index, slice):
            return list(map(Discard, self._codes[index]))
        return Discard(self._codes[index])

    def __iter__(self) -> Iterator[Discard]:
        return map(Discard, self._codes)

    def __contains__(self, action: object) -> bool:
        return action in self._codes   # a Discard is its code; any other action is no discard

    def __eq__(self, other: object) -> bool:
        """Equal to another view or a list or tuple of the same discards, in the same order."""
        if isinstance(other, DiscardChoices):
            return self._codes == other._codes
        if isinstance(other, (list, tuple)):
            return self._codes == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # compared by value, like the list it stands for

    def __repr__(self) -> str:
        return f"DiscardChoices([{', '.join(to_text(a) for a in self)}])"


def call(card: int) -> CalledCard:
    return CALLS[Card(card)]


def take(card: int) -> TakeFromStock:
    return TAKES[Card(card)]


def rob(card: int) -> RobTurnUp:
    return ROBS[Card(card)]


def dealer(seat: int) -> DealerChoice:
    if not is_whole(seat) or not 0 <= seat < 6:
        raise ActionParseError(f"the first dealer is a seat 0..5, not {describe(seat)}", "dealer")
    return DEALERS[seat]


def deal_action(deck: Iterable[int]) -> Deal:
    """A chance action dealing ``deck`` (top card first); refused unless it is a whole deck."""
    if isinstance(deck, (str, bytes)) or not hasattr(deck, "__iter__"):
        raise ActionParseError(f"a deal is a list of the 52 cards, not {describe(deck)}", "deal")
    deal = Deal(int(c) if c.__class__ is Card else c for c in deck)
    problem = deck_problem(deal)
    if problem:
        raise ActionParseError(problem, "deal")
    return deal


def deck_problem(deck: tuple[int, ...]) -> str:
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


def is_discard(action: object) -> bool:
    return type(action) is Discard or (type(action) is int and DISCARD_FLAG <= action < DISCARD_FLAG << 1)


def discard_mask(action: Action | int) -> int:
    """The cards a discard puts away, as a bitmask."""
    typed = typed_action(action)
    if not isinstance(typed, Discard):
        raise ActionParseError(f"{to_text(typed)!r} is not a discard", "action")
    return typed.mask


def typed_action(action: Action | int) -> Action:
    """``action`` as its typed value (an int code becomes its class; a deck stays a ``Deal``)."""
    if isinstance(action, (PlayerAction, DealerChoice, Deal)):
        return action
    return action_of(action)


def kind(action: Action | int) -> str:
    """The verb of an action: play, bid, pass, hold, trump, discard, call, take, rob, ..."""
    if isinstance(action, (ActionCode, Deal)):
        return action.kind
    return action_of(action).kind


def card_of(action: Action | int) -> Card:
    """The card an action names (play, call, take, rob)."""
    typed = typed_action(action)
    if isinstance(typed, (CardPlay, CardAction)):
        return typed.card
    raise ActionParseError(f"{to_text(typed)!r} names no card", "action")


def suit_of(action: Action | int) -> int:
    """The suit a trump choice names (0..3)."""
    typed = typed_action(action)
    if isinstance(typed, TrumpChoice):
        return typed.suit
    raise ActionParseError(f"{to_text(typed)!r} names no trump", "action")


def to_text(action: Action | int) -> str:
    """Notation of an action: ``play 5H``, ``bid 20``, ``discard 4C 7D`` ..."""
    typed = typed_action(action)
    if isinstance(typed, Deal):
        return "deal " + format_cards(typed)
    if isinstance(typed, (CardPlay, CardAction)):
        return f"{typed.kind} {typed.card}"
    if isinstance(typed, Bid):
        return f"bid {typed.amount}"
    if isinstance(typed, TrumpChoice):
        return f"trump {SUIT_LETTERS[typed.suit]}"
    if isinstance(typed, DealerChoice):
        return f"dealer {typed.seat}"
    if isinstance(typed, Discard):
        cards = typed.cards
        return "discard " + (format_cards(cards) if cards else "none")
    return typed.kind   # pass, hold, kitty, top6


_WORDS: dict[str, PlayerAction] = {"pass": PASS, "hold": HOLD, "kitty": KITTY, "top6": TOP6}


def parse(text: str | int | Action) -> Action:
    """Read an action in notation (the inverse of ``to_text``); an int code or a typed action
    comes back as its typed value."""
    if isinstance(text, Deal):
        problem = deck_problem(text)
        if problem:
            raise ActionParseError(problem, "deal")
        return text
    if isinstance(text, int):
        return action_of(text)
    if not isinstance(text, str):
        raise ActionParseError(f"{describe(text)} is not an action: expected text like 'bid 20'", "notation")
    words = text.strip().split()
    if not words:
        raise ActionParseError("an empty string is not an action")
    verb, args = words[0].lower(), words[1:]
    try:
        if verb in _WORDS and not args:
            return _WORDS[verb]
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
                return STAND_PAT
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
