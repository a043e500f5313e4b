"""Hand valuation: what a hand is worth with a given trump, in points for our side.

The estimate is a small additive model over what a card player counts at a glance: which
of the three top trumps (5, J, A♥) are held, how many high and low trumps besides, and
side kings.  The constant is the help a bidder can expect from partner, the kitty and
the draw.  The numbers were fitted by least squares to ``normal`` self-play on contracts
forced on random hands (so the auction does not bias them), one constant per table shape
because a kitty of four or a third partner changes what a hand is worth.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from game.engine import RuleSet
from game.engine.cards import (
    CARDS,
    PLAIN_RANK,
    SUIT_OF,
    TRUMP_MASK,
    TRUMP_RANK,
    Card,
    cards_of,
    plain_order,
    trump_order,
)

TRUMP_ORDERS = tuple(tuple(trump_order(t)) for t in range(4))
PLAIN_TOP = tuple(plain_order(s)[0] for s in range(4))       # the kings
PLAIN_LEN = tuple(len(plain_order(s)) for s in range(4))

# Value of the top-trump pattern (5, J, A♥ held), fitted over every partnership table:
# index = 4*(holds the 5) + 2*(holds the J) + (holds the A♥).
PATTERN_VALUE = (0.0, 3.3, 4.2, 7.0, 6.3, 9.3, 10.2, 11.8)
PATTERN_VALUE_CUTTHROAT = (0.0, 3.8, 5.6, 9.9, 6.5, 10.6, 11.2, 11.8)
# Weight of each low trump below the high ones, best spot first (averages 1).
LOW_TRUMP_WEIGHT = (1.35, 1.25, 1.15, 1.05, 0.95, 0.85, 0.75, 0.65)

# Per table shape: (const, per high trump, per low trump, per side king), and the spread
# of the outcome for an average hand.  "high" trumps are the next three below the A♥.
MODELS: dict[str, tuple[tuple[float, float, float, float], float]] = {
    "partners4": ((13.7, 2.0, 0.8, 0.0), 7.6),
    "partners6": ((13.4, 2.0, 0.8, 0.0), 7.6),
    "kitty3": ((13.5, 2.0, 0.8, 0.0), 7.8),
    "kitty4": ((15.5, 2.0, 0.8, 0.0), 7.7),
    "cutthroat": ((12.0, 2.4, 0.5, 0.0), 8.4),
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
        """Chance of taking at least ``bid`` points (outcomes come in fives); 60 = all five tricks."""
        return chance_at_least(30 if bid == 60 else bid, self.points, self.sd)


def chance_at_least(points: int, mean: float, sd: float) -> float:
    """Chance of a take of at least ``points``, the spread being roughly normal."""
    z = (points - 2.5 - mean) / sd
    return 0.5 * math.erfc(z / math.sqrt(2.0))


def outcome_table(mean: float, sd: float) -> list[tuple[int, float]]:
    """(points taken, chance) for 0, 5, ... 30: the spread cut at the half-way marks."""
    out = []
    above = 1.0
    for x in range(0, 31, 5):
        rest = chance_at_least(x + 5, mean, sd) if x < 30 else 0.0
        out.append((x, above - rest))
        above = rest
    return out


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


def features(hand: int, trump: int) -> tuple[int, int, float, int]:
    """(top-trump pattern, high trumps, low trumps, side kings) of a hand for one trump suit."""
    order = TRUMP_ORDERS[trump]
    pattern = 4 * ((hand >> order[0]) & 1) + 2 * ((hand >> order[1]) & 1) + ((hand >> order[2]) & 1)
    high = sum((hand >> c) & 1 for c in order[3:6])
    # Low trumps by their place: the 2♠ is the best black spot, the 2♦ the worst red one.
    low = sum(LOW_TRUMP_WEIGHT[i] for i, c in enumerate(order[6:]) if (hand >> c) & 1)
    kings = sum(1 for s in range(4) if s != trump and (hand >> PLAIN_TOP[s]) & 1)
    return pattern, high, low, kings


def spread(points: float, base_sd: float) -> float:
    """Strong hands are surer: the spread narrows as the expected points rise."""
    return min(base_sd + 0.8, max(4.5, base_sd - 0.3 * max(0.0, points - 15.0)))


def estimate(hand: int, trump: int, rules: RuleSet) -> HandEstimate:
    """Expected points for our side if we take the bid with ``hand`` and name ``trump``."""
    shape = table_shape(rules)
    (const, per_high, per_low, per_king), base_sd = MODELS[shape]
    pattern, high, low, kings = features(hand, trump)
    values = PATTERN_VALUE_CUTTHROAT if shape == "cutthroat" else PATTERN_VALUE
    points = const + values[pattern] + per_high * high + per_low * low + per_king * kings
    top = tuple(sure_trumps(hand, trump))
    sure = 5 * len(top) + (5 if top else 0)
    points = max(points, sure + 1.0)
    kings_held = tuple(CARDS[PLAIN_TOP[s]] for s in range(4) if s != trump and (hand >> PLAIN_TOP[s]) & 1)
    return HandEstimate(trump, points, spread(points, base_sd), sure, top,
                        tuple(trumps_held(hand, trump)), kings_held)


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


def describe_cards(cards: Iterable[int]) -> str:
    """``5♥, J♥ and A♥`` for reasons shown to people."""
    names = [Card(c).symbol() for c in cards]
    if not names:
        return "nothing"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]
