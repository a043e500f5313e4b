"""Who wins a trick and which cards may be played to it.

The ``*_mask`` functions work on ints and bitmasks and sit on the engine's hot path;
``trick_winner`` and ``legal_plays`` are the friendly public versions that accept
notation strings (``"5H"``, ``"H"``) as well as engine values.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import (
    ACE_OF_HEARTS,
    CARDS,
    FIVE_OF,
    FOLLOW_MASK,
    PLAIN_RANK,
    PRIVILEGED_MASK,
    SUIT_NAMES,
    SUIT_OF,
    TRUMP_MASK,
    TRUMP_RANK,
    TRUMPS_ABOVE,
    Card,
    cards_of,
    mask_of,
    parse_suit,
)
from .checks import describe
from .rules import RulesError, RuleSet

CardLike = int | str | Card


class TrickError(ValueError):
    """A trick or hand that cannot exist: no cards, a card twice, a card in both."""


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

    docs/RULES.md "Tricks": follow a plain suit or trump if you prefer; on a trump lead play a
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


def _cards(values: Sequence[CardLike], argument: str) -> list[Card]:
    """Cards from notation or indexes, each at most once."""
    if isinstance(values, (str, bytes)) or not hasattr(values, "__iter__"):
        raise TrickError(f"{argument} must be a list of cards, not {describe(values)}")
    parsed = [_card(c) for c in values]
    if len(set(parsed)) != len(parsed):
        raise TrickError(f"{argument} cannot hold the same card twice: {' '.join(map(str, parsed))}")
    return parsed


def trick_winner(cards: Sequence[CardLike], trump: int | str) -> int:
    """Index of the winning card of a trick; ``cards[0]`` was led."""
    parsed = _cards(cards, "a trick")
    if not parsed:
        raise TrickError("a trick needs at least one card")
    return winner_index(parsed, parse_suit(trump))


def legal_plays(hand: Sequence[CardLike], trick: Sequence[CardLike], trump: int | str,
                rules: RuleSet | None = None) -> list[Card]:
    """Cards of ``hand`` that may be played on ``trick`` (lead first), renege privilege included."""
    hand_cards = _cards(hand, "a hand")
    trick_cards = _cards(trick, "a trick")
    if set(hand_cards) & set(trick_cards):
        raise TrickError("a card cannot be in the hand and in the trick at once")
    if rules is not None and not isinstance(rules, RuleSet):
        raise RulesError(f"rules must be a RuleSet or None, not {describe(rules)}")
    renege = rules.renege if rules is not None else "led"
    allowed = legal_mask(mask_of(hand_cards), trick_cards, parse_suit(trump), renege)
    return [c for c in hand_cards if (allowed >> c) & 1]


def explain_illegal(card: int, hand: int, trick: Sequence[int], trump: int,
                    renege: str = "led") -> str:
    """Why ``card`` may not be played here, in words a player understands (the card is one
    ``legal_mask`` refuses; each sentence says the rule of docs/RULES.md "Tricks" it applies)."""
    c = CARDS[card]
    if not (hand >> card) & 1:
        return f"You do not hold the {c.symbol()}."
    if not trick:
        return f"You may lead any card you hold: the {c.symbol()} is not refused by the rules of the lead."
    led = CARDS[trick[0]]
    trumps_mask = TRUMP_MASK[trump]
    trumps = cards_of(hand & trumps_mask)
    if (trumps_mask >> led) & 1:
        return _trump_led(card, led, trick, trumps, trump, renege)
    suit_cards = cards_of(hand & FOLLOW_MASK[trump][SUIT_OF[led]])
    suit_name = SUIT_NAMES[SUIT_OF[led]][:-1]
    held = ", ".join(s.symbol() for s in suit_cards)
    return (f"Follow suit: the {led.symbol()} was led and you hold {held}. Play a {suit_name}"
            f" or a trump.")


def _names(cards: Sequence[Card]) -> str:
    return " and ".join(t.symbol() for t in cards)


def _trump_led(card: int, led: Card, trick: Sequence[int], trumps: list[Card], trump: int, renege: str) -> str:
    """A trump was led and a card that is not a trump (or a lower trump's alternative) was tried.

    docs/RULES.md "Tricks": "Trump led: play a trump if you hold one, except for the renege
    privilege: the 5, the J of trump and the A♥ need not be played when the card LED is a lower
    trump"; the ``highest`` variant
    measures against the highest trump in the trick so far, ``five-only`` privileges the 5 alone.
    """
    what = "the A♥, always a trump," if led == ACE_OF_HEARTS else f"the {led.symbol()}, a trump,"
    text = f"Trump was led: {what} and you hold {', '.join(t.symbol() for t in trumps)}, so you must play a trump."
    ranks = TRUMP_RANK[trump]
    reference = CARDS[max((x for x in trick if ranks[x]), key=ranks.__getitem__)] if renege == "highest" else led
    privileged = (1 << FIVE_OF[trump]) if renege == "five-only" else PRIVILEGED_MASK[trump]
    above = TRUMPS_ABOVE[trump][reference]
    may = [t for t in trumps if (privileged >> t) & 1 and (above >> t) & 1]
    forced = [t for t in trumps if t not in may]
    if reference == led:
        measure, named = "the card led", "the card led"
    else:
        measure = f"the {reference.symbol()}, the highest trump in the trick"
        named = measure + ","
    if not forced:   # every trump held may renege (or none is held): nothing is refused
        return f"The {CARDS[card].symbol()} may be played here: no trump you hold must be played."
    if may:   # some trumps could renege, but not every one: the rest must be played
        lower = "a lower trump" if len(forced) == 1 else "lower trumps"
        it = "it outranks" if len(may) == 1 else "they outrank"
        return text + (f" Your {_names(may)} could renege ({it} {measure}), but you also hold {lower},"
                       f" the {_names(forced)}, which cannot.")
    held = [t for t in trumps if (PRIVILEGED_MASK[trump] >> t) & 1]   # the 5, the jack, the A♥
    if renege == "five-only" and any((above >> t) & 1 for t in held):
        return text + (f" Under these rules only the 5 of trump may renege, not the "
                       f"{_names([t for t in held if (above >> t) & 1])}.")
    if held:
        return text + f" Your {_names(held)} cannot renege here: {named} outranks {'it' if len(held) == 1 else 'them'}."
    return text
