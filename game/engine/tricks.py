"""Who wins a trick and which cards may be played to it.

The ``*_mask`` functions work on ints and bitmasks and sit on the engine's hot path;
``trick_winner`` and ``legal_plays`` are the friendly public versions that accept
notation strings (``"5H"``, ``"H"``) as well as engine values.
"""

from __future__ import annotations

from typing import Optional, Sequence, Union

from .cards import (ACE_OF_HEARTS, CARDS, FIVE_OF, FOLLOW_MASK, PLAIN_RANK, PRIVILEGED_MASK,
                    SUIT_NAMES, SUIT_OF, TRUMP_MASK, TRUMP_RANK, TRUMPS_ABOVE, Card, cards_of, mask_of,
                    parse_suit)
from .rules import RuleSet

CardLike = Union[int, str, Card]


def winner_index(cards: Sequence[int], trump: int) -> int:
    """Index in ``cards`` of the winning card; ``cards[0]`` was led."""
    ranks = TRUMP_RANK[trump]
    best_index = 0
    best_trump = ranks[cards[0]]
    led_suit = SUIT_OF[cards[0]]
    best_plain = PLAIN_RANK[cards[0]]
    for i in range(1, len(cards)):
        c = cards[i]
        r = ranks[c]
        if r:
            if r > best_trump:
                best_trump = r
                best_index = i
        elif not best_trump and SUIT_OF[c] == led_suit and PLAIN_RANK[c] > best_plain:
            best_plain = PLAIN_RANK[c]
            best_index = i
    return best_index


def legal_mask(hand: int, trick: Sequence[int], trump: int, renege: str = "led") -> int:
    """Bitmask of the cards of ``hand`` (a bitmask) that may be played to ``trick``.

    RULES.md "Tricks": follow a plain suit or trump if you prefer; on a trump lead play a
    trump, except that the 5, the J of trump and the A♥ need not be played when the card
    led is a lower trump.  If every trump you hold is so privileged you may play anything.
    """
    if not trick:
        return hand
    led = trick[0]
    trumps_mask = TRUMP_MASK[trump]
    if (trumps_mask >> led) & 1:
        trumps = hand & trumps_mask
        if not trumps:
            return hand
        if renege == "highest":
            ranks = TRUMP_RANK[trump]
            reference = max((c for c in trick if ranks[c]), key=ranks.__getitem__)
        else:
            reference = led
        privileged = (1 << FIVE_OF[trump]) if renege == "five-only" else PRIVILEGED_MASK[trump]
        may_renege = trumps & privileged & TRUMPS_ABOVE[trump][reference]
        if trumps & ~may_renege:
            return trumps
        return hand
    follow = hand & FOLLOW_MASK[trump][SUIT_OF[led]]
    if follow:
        return follow | (hand & trumps_mask)
    return hand


def _card(value: CardLike) -> Card:
    return Card.parse(value) if not isinstance(value, Card) else value


def trick_winner(cards: Sequence[CardLike], trump: Union[int, str]) -> int:
    """Index of the winning card of a trick; ``cards[0]`` was led."""
    if not cards:
        raise ValueError("a trick needs at least one card")
    parsed = [_card(c) for c in cards]
    if len(set(parsed)) != len(parsed):
        raise ValueError(f"a trick cannot hold the same card twice: {' '.join(map(str, parsed))}")
    return winner_index(parsed, parse_suit(trump))


def legal_plays(hand: Sequence[CardLike], trick: Sequence[CardLike], trump: Union[int, str],
                rules: Optional[RuleSet] = None) -> list[Card]:
    """Cards of ``hand`` that may be played on ``trick`` (lead first), renege privilege included."""
    hand_cards = [_card(c) for c in hand]
    trick_cards = [_card(c) for c in trick]
    renege = rules.renege if rules is not None else "led"
    allowed = legal_mask(mask_of(hand_cards), trick_cards, parse_suit(trump), renege)
    return [c for c in hand_cards if (allowed >> c) & 1]


def explain_illegal(card: int, hand: int, trick: Sequence[int], trump: int,
                    renege: str = "led") -> str:
    """Why ``card`` may not be played here, in words a player understands."""
    c = CARDS[card]
    if not (hand >> card) & 1:
        return f"You do not hold the {c.symbol()}."
    led = CARDS[trick[0]]
    trumps_mask = TRUMP_MASK[trump]
    trumps = cards_of(hand & trumps_mask)
    if (trumps_mask >> led) & 1:
        what = "the A♥, always a trump," if led == ACE_OF_HEARTS else f"the {led.symbol()}, a trump,"
        text = (f"Trump was led: {what} and you hold {', '.join(t.symbol() for t in trumps)},"
                f" so you must play a trump.")
        privileged = (1 << FIVE_OF[trump]) if renege == "five-only" else PRIVILEGED_MASK[trump]
        reneging = [t for t in trumps if (privileged >> t) & 1 and (TRUMPS_ABOVE[trump][led] >> t) & 1]
        if reneging:
            names = " and ".join(t.symbol() for t in reneging)
            text += (f" Your {names} could renege (it outranks the card led), but you also hold"
                     f" a lower trump, which cannot.")
        return text
    suit_cards = cards_of(hand & FOLLOW_MASK[trump][SUIT_OF[led]])
    suit_name = SUIT_NAMES[SUIT_OF[led]][:-1]
    held = ", ".join(s.symbol() for s in suit_cards)
    return (f"Follow suit: the {led.symbol()} was led and you hold {held}. Play a {suit_name}"
            f" or a trump.")
