"""Cards, suits and the Forty-Fives ranking tables.

A card is an ``int`` 0..51 (``suit * 13 + rank``) so hands can be bitmasks and the
hot paths (legal plays, trick winner) are table look-ups.  ``Card`` is an ``int``
subclass whose ``str`` is its notation (``"10H"``) and whose ``repr`` can be pasted
back, in the manner of python-chess squares.

Ranking follows docs/RULES.md, "Cards":
  trump hearts:   5 J A♥ K Q 10 9 8 7 6 4 3 2 (13 trumps)
  trump diamonds: 5 J A♥ A K Q 10 9 8 7 6 4 3 2 (14 trumps)
  trump black:    5 J A♥ A K Q 2 3 4 6 7 8 9 10 (14 trumps)
  plain red:      K Q J 10 9 8 7 6 5 4 3 2, then A♦ lowest (no A♥: it is a trump)
  plain black:    K Q J A 2 3 4 5 6 7 8 9 10
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from .checks import describe, is_whole

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SUIT_LETTERS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RED_SUITS = frozenset((HEARTS, DIAMONDS))

# Rank index 0..12.  "T" is accepted when parsing; "10" is what we print.
RANK_TEXT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RANK_NAMES = ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine",
              "ten", "jack", "queen", "king")
ACE, FIVE, JACK, QUEEN, KING = 0, 4, 10, 11, 12

ACE_OF_HEARTS = HEARTS * 13 + ACE
FULL_DECK_MASK = (1 << 52) - 1


class CardParseError(ValueError):
    """Raised for text or a value that is not a card (``"11H"``, ``"5X"``, 52, ``True``) or
    not a suit; the message names the argument."""


class Card(int):
    """One playing card; an ``int`` 0..51 that prints as its notation."""

    __slots__ = ()

    def __new__(cls, index: int) -> Card:
        if isinstance(index, Card):
            return index
        if not is_whole(index) or not 0 <= index < 52:
            raise CardParseError(f"a card is an index 0..51, not {describe(index)}")
        return CARDS[index]

    @classmethod
    def parse(cls, text: str | int | Card) -> Card:
        """Read ``"10H"``, ``"TH"``, ``"10♥"`` or ``"ah"`` (case-insensitive)."""
        if isinstance(text, int):
            return cls(text)
        if not isinstance(text, str):
            raise CardParseError(f"{describe(text)} is not a card: expected text like '10H' or 0..51")
        raw = text.strip()
        if len(raw) < 2:
            raise CardParseError(f"{text!r} is not a card: expected rank then suit, like '10H'")
        suit_char = raw[-1].upper()
        if suit_char in SUIT_LETTERS:
            suit = SUIT_LETTERS.index(suit_char)
        elif raw[-1] in SUIT_SYMBOLS or raw[-1] in "♤♡♢♧":
            suit = (SUIT_SYMBOLS + "♤♡♢♧").index(raw[-1]) % 4
        else:
            raise CardParseError(f"{text!r} is not a card: unknown suit {raw[-1]!r} (use S H D C)")
        rank_text = raw[:-1].strip().upper()
        if rank_text == "T":
            rank_text = "10"
        if rank_text == "1":
            rank_text = "A"
        if rank_text not in RANK_TEXT:
            raise CardParseError(f"{text!r} is not a card: unknown rank {rank_text!r}")
        return CARDS[suit * 13 + RANK_TEXT.index(rank_text)]

    @property
    def suit(self) -> int:
        return int(self) // 13

    @property
    def rank(self) -> int:
        return int(self) % 13

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    def symbol(self) -> str:
        """Notation with the suit symbol, for people: ``"10♥"``."""
        return RANK_TEXT[self.rank] + SUIT_SYMBOLS[self.suit]

    def name(self) -> str:
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:
        return CARD_TEXT[self]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(52))
CARD_TEXT: tuple[str, ...] = tuple(RANK_TEXT[i % 13] + SUIT_LETTERS[i // 13] for i in range(52))


def parse_suit(text: str | int) -> int:
    """Read a suit as ``"H"``, ``"hearts"``, ``"♥"`` or an index 0..3."""
    if isinstance(text, int):
        if is_whole(text) and 0 <= text < 4:
            return int(text)
        raise CardParseError(f"a suit is an index 0..3 (S H D C), not {describe(text)}")
    if not isinstance(text, str):
        raise CardParseError(f"{describe(text)} is not a suit: use S, H, D or C")
    raw = text.strip()
    if raw.upper() in tuple(SUIT_LETTERS):
        return SUIT_LETTERS.index(raw.upper())
    if len(raw) == 1 and raw in SUIT_SYMBOLS:  # one symbol: "" and "♠♥" are substrings too
        return SUIT_SYMBOLS.index(raw)
    if raw.lower() in SUIT_NAMES:
        return SUIT_NAMES.index(raw.lower())
    if raw.lower().rstrip("s") in tuple(n.rstrip("s") for n in SUIT_NAMES):
        return tuple(n.rstrip("s") for n in SUIT_NAMES).index(raw.lower().rstrip("s"))
    raise CardParseError(f"{text!r} is not a suit: use S, H, D or C")


def suit_text(suit: int) -> str:
    return SUIT_LETTERS[suit]


def mask_of(cards: Iterable[int]) -> int:
    """The bitmask of some cards (indexes 0..51 or cards)."""
    mask = 0
    for card in _iterable(cards, "cards"):
        if card.__class__ is not int and card.__class__ is not Card or not 0 <= card < 52:
            card = Card(card)   # refuses anything but an index 0..51, naming it
        mask |= 1 << card
    return mask


def _iterable(value: object, argument: str) -> Iterable[Any]:
    if isinstance(value, (str, bytes)) or not hasattr(value, "__iter__"):
        raise CardParseError(f"{argument} must be a list of cards, not {describe(value)}")
    return value


def cards_of(mask: int) -> list[Card]:
    """The cards of a bitmask in index order (cheap for the five-card hands we hold)."""
    if (mask.__class__ is not int or not 0 <= mask <= FULL_DECK_MASK) and (  # the fast test first
            not is_whole(mask) or not 0 <= mask <= FULL_DECK_MASK):
        raise CardParseError(f"a mask of cards is a whole number of 52 bits, not {describe(mask)}")
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return out


def iter_bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def parse_cards(text: str | Iterable[str | int]) -> list[Card]:
    """Read ``"5H JD AH"`` (or a list of notations) into cards."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(_iterable(text, "cards"))
    return [Card.parse(p) for p in parts]


def format_cards(cards: Iterable[int]) -> str:
    """Cards in notation, ``"5H JD AH"``."""
    return " ".join(CARD_TEXT[c if c.__class__ is int and 0 <= c < 52 else Card(c)]
                    for c in _iterable(cards, "cards"))


# ---------------------------------------------------------------- ranking tables


def trump_order(trump: int | str) -> list[Card]:
    """Trumps from highest to lowest for trump suit ``trump`` (0..3 or ``"H"``; docs/RULES.md table)."""
    trump = parse_suit(trump)
    base = trump * 13
    order = [base + FIVE, base + JACK, ACE_OF_HEARTS]
    if trump != HEARTS:
        order.append(base + ACE)
    order += [base + KING, base + QUEEN]
    # Red: 10 9 8 7 6 4 3 2 (high to low); black: 2 3 4 6 7 8 9 10.
    spots = [9, 8, 7, 6, 5, 3, 2, 1] if trump in RED_SUITS else [1, 2, 3, 5, 6, 7, 8, 9]
    order += [base + r for r in spots]
    return [CARDS[c] for c in order]


def plain_order(suit: int | str) -> list[Card]:
    """A suit's cards from highest to lowest when it is not trump (A♥ excluded)."""
    suit = parse_suit(suit)
    base = suit * 13
    if suit in RED_SUITS:
        ranks = [KING, QUEEN, JACK, 9, 8, 7, 6, 5, 4, 3, 2, 1]
        if suit == DIAMONDS:
            ranks.append(ACE)
    else:
        ranks = [KING, QUEEN, JACK, ACE, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    return [CARDS[base + r] for r in ranks]


def _build_tables() -> tuple[list[list[int]], list[int], list[list[int]], list[int], list[int], list[list[int]]]:
    trump_rank = [[0] * 52 for _ in range(4)]
    trump_mask = [0] * 4
    above = [[0] * 52 for _ in range(4)]
    privileged = [0] * 4
    for t in range(4):
        order = trump_order(t)
        for pos, card in enumerate(order):
            trump_rank[t][card] = len(order) - pos
            trump_mask[t] |= 1 << card
            above[t][card] = sum(1 << c for c in order[:pos])
        privileged[t] = (1 << order[0]) | (1 << order[1]) | (1 << ACE_OF_HEARTS)
    plain_rank = [0] * 52
    for s in range(4):
        order = plain_order(s)
        for pos, card in enumerate(order):
            plain_rank[card] = len(order) - pos
    follow = [[0] * 4 for _ in range(4)]
    for t in range(4):
        for s in range(4):
            m = 0
            for r in range(13):
                c = s * 13 + r
                if not (trump_mask[t] >> c) & 1:
                    m |= 1 << c
            follow[t][s] = m
    return trump_rank, trump_mask, above, privileged, plain_rank, follow


(TRUMP_RANK, TRUMP_MASK, TRUMPS_ABOVE, PRIVILEGED_MASK, PLAIN_RANK,
 FOLLOW_MASK) = _build_tables()
FIVE_OF = tuple(t * 13 + FIVE for t in range(4))
JACK_OF = tuple(t * 13 + JACK for t in range(4))
SUIT_OF = tuple(c // 13 for c in range(52))


def is_trump(card: int, trump: int) -> bool:
    return bool((TRUMP_MASK[trump] >> card) & 1)


def effective_suit(card: int, trump: int) -> int:
    """The suit a card counts as: the trump suit for every trump (the A♥ included)."""
    return trump if (TRUMP_MASK[trump] >> card) & 1 else SUIT_OF[card]
