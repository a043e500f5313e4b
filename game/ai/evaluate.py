"""Hand valuation: what a hand is worth with a given trump, in points for our side.

The estimate is a small linear model over features a card player counts at a glance
(sure trumps, trumps guarded by one or two missing tops, low trumps, side kings) plus
the help a bidder expects from partner, the kitty and the draw.  The coefficients were
fitted to ``normal`` self-play (see ``tests/ai`` for the situational checks), one set per
table shape, because a kitty of four or a third partner changes what a hand is worth.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.engine import RuleSet
from game.engine.cards import (ACE_OF_HEARTS, CARDS, PLAIN_RANK, SUIT_OF, TRUMP_MASK, TRUMP_RANK, Card,
                               cards_of, plain_order, trump_order)

TRUMP_ORDERS = tuple(tuple(trump_order(t)) for t in range(4))
PLAIN_TOP = tuple(plain_order(s)[0] for s in range(4))       # the kings
PLAIN_SECOND = tuple(plain_order(s)[1] for s in range(4))    # the queens
PLAIN_LEN = tuple(len(plain_order(s)) for s in range(4))

# Feature order: const, sure trumps, trumps one top short, two short, three to five short,
# low trumps, holding the 5 (bonus), side kings, trump length beyond two.
FEATURES = ("const", "sure", "one_short", "two_short", "mid", "low", "five", "kings", "length")

# (coefficients, residual sd) by table shape; see ``table_shape``.
MODELS: dict[str, tuple[tuple[float, ...], float]] = {
    "partners4": ((6.0, 4.0, 3.2, 2.3, 1.8, 1.2, 4.0, 1.5, 1.5), 6.5),
    "partners6": ((9.0, 3.5, 2.8, 2.0, 1.6, 1.0, 3.5, 1.0, 1.0), 6.5),
    "kitty3": ((8.0, 4.0, 3.0, 2.2, 1.7, 1.1, 4.0, 1.3, 1.2), 6.5),
    "kitty4": ((9.5, 4.0, 3.0, 2.2, 1.7, 1.0, 4.0, 1.2, 1.0), 6.5),
    "cutthroat": ((5.0, 4.0, 3.0, 2.2, 1.6, 1.0, 4.0, 1.2, 1.2), 7.0),
}


def table_shape(rules: RuleSet) -> str:
    """Which fitted model applies: partners or not, how many, and the kitty size."""
    if not rules.partnerships:
        return "cutthroat"
    if rules.kitty_size == 4:
        return "kitty4"
    if rules.kitty_size == 3:
        return "kitty3"
    return "partners6" if rules.players >= 6 else "partners4"


@dataclass(frozen=True)
class HandEstimate:
    """What a hand is worth if we name ``trump``: expected points and the sure part."""

    trump: int
    points: float                 # expected points for our side, partner and draw included
    sd: float                     # spread of the outcome around ``points``
    sure: int                     # points no one can take: top trumps in sequence (+5 for the 5)
    top: tuple[Card, ...]         # those sure trumps
    trumps: tuple[Card, ...]      # every trump held, highest first
    kings: tuple[Card, ...]       # side kings

    def chance_to_make(self, bid: int) -> float:
        """Chance of taking at least ``bid`` points (outcomes come in fives)."""
        if bid == 60:
            return self.chance_all_five()
        z = (bid - 2.5 - self.points) / self.sd
        return 0.5 * math.erfc(z / math.sqrt(2.0))

    def chance_all_five(self) -> float:
        """A rough chance of all five tricks (60 for 120): sure trumps carry almost all of it."""
        sure_tricks = len(self.top)
        if sure_tricks >= 5:
            return 1.0
        others = len(self.trumps) - sure_tricks
        return min(0.95, 0.04 * 4 ** max(0, sure_tricks - 1) * (1 + 0.6 * others)) if sure_tricks else 0.0


def trumps_held(hand: int, trump: int) -> list[Card]:
    """The trumps of a hand (bitmask), highest first."""
    ranks = TRUMP_RANK[trump]
    return sorted(cards_of(hand & TRUMP_MASK[trump]), key=ranks.__getitem__, reverse=True)


def sure_trumps(hand: int, trump: int) -> list[Card]:
    """The unbroken run of top trumps held from the 5 down: each takes a trick no one can stop."""
    out = []
    for card in TRUMP_ORDERS[trump]:
        if not (hand >> card) & 1:
            break
        out.append(card)
    return out


def sure_points(hand: int, trump: int) -> int:
    """5 = 10 sure points (trick and bonus), 5+J = 15, 5+J+A♥ = 20, ..."""
    run = len(sure_trumps(hand, trump))
    return 5 * run + (5 if run else 0)


def features(hand: int, trump: int) -> tuple[float, ...]:
    """The model's features of a hand for one trump suit."""
    order = TRUMP_ORDERS[trump]
    sure = one = two = mid = low = 0
    missing = 0
    held = 0
    for card in order:
        if (hand >> card) & 1:
            held += 1
            if missing == 0:
                sure += 1
            elif missing == 1:
                one += 1
            elif missing == 2:
                two += 1
            elif missing <= 5:
                mid += 1
            else:
                low += 1
        else:
            missing += 1
    kings = 0
    for suit in range(4):
        if suit != trump and (hand >> PLAIN_TOP[suit]) & 1:
            kings += 1
    five = 1 if (hand >> order[0]) & 1 else 0
    return (1.0, sure, one, two, mid, low, five, kings, max(0, held - 2))


def estimate(hand: int, trump: int, rules: RuleSet) -> HandEstimate:
    """Expected points for our side if we take the bid with ``hand`` and name ``trump``."""
    coefs, sd = MODELS[table_shape(rules)]
    feats = features(hand, trump)
    points = sum(c * f for c, f in zip(coefs, feats))
    top = tuple(sure_trumps(hand, trump))
    sure = 5 * len(top) + (5 if top else 0)
    kings = tuple(CARDS[PLAIN_TOP[s]] for s in range(4) if s != trump and (hand >> PLAIN_TOP[s]) & 1)
    return HandEstimate(trump, max(points, float(sure)), sd, sure, top,
                        tuple(trumps_held(hand, trump)), kings)


def best_estimate(hand: int, rules: RuleSet) -> HandEstimate:
    """The best trump for this hand: top cards first, then length (the A♥ counts in every suit)."""
    best = None
    for trump in range(4):
        est = estimate(hand, trump, rules)
        if best is None or (est.points, est.sure, len(est.trumps)) > (best.points, best.sure, len(best.trumps)):
            best = est
    assert best is not None
    return best


def keep_value(card: int, trump: int) -> float:
    """How much a card is worth keeping: trumps by rank, then kings, queens, and the rest."""
    if trump >= 0:
        rank = TRUMP_RANK[trump][card]
        if rank:
            return 100.0 + rank
    suit = SUIT_OF[card]
    from_top = PLAIN_LEN[suit] - PLAIN_RANK[card]
    if from_top == 0:
        return 40.0
    if from_top == 1:
        return 12.0
    return 10.0 - from_top * 0.5


def is_keeper(card: int, trump: int) -> bool:
    """In the draw: keep trumps and kings, throw everything else for a fresh card."""
    return keep_value(card, trump) >= 40.0


def describe_cards(cards) -> str:
    """``5♥, J♥ and A♥`` for reasons shown to people."""
    names = [Card(c).symbol() for c in cards]
    if not names:
        return "nothing"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def holds_ace_of_hearts(hand: int) -> bool:
    return bool((hand >> ACE_OF_HEARTS) & 1)
