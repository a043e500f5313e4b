"""Quick judgements the expert uses where a search would cost too much.

A hand-strength count (what an auction bid says about a hand), the draw habit it
assumes of every player (keep trumps, throw the rest), and a one-look card play used
only as a fallback when the time budget is gone before a single world was solved.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.cards import KING, PLAIN_RANK, TRUMP_MASK, TRUMP_RANK
from game.engine.tricks import legal_mask, winner_index

# Tricks a trump is worth by its place from the top (5, J, A♥, A, K, Q, ...).
TRUMP_PLACE_WORTH = (1.0, 0.95, 0.85, 0.7, 0.55, 0.45, 0.35, 0.3, 0.28, 0.26, 0.24, 0.22, 0.2, 0.2)
SIDE_KING_WORTH = 0.2


def trump_place(card: int, trump: int) -> int:
    """0 for the top trump (the 5), 1 for the J, ...; -1 for a card that is not a trump."""
    rank = TRUMP_RANK[trump][card]
    if not rank:
        return -1
    top = 14 if trump != 1 else 13
    return top - rank


def strength(hand: int, trump: int) -> float:
    """Rough tricks a hand takes with ``trump``: the count a bidder makes at a glance."""
    total = 0.0
    m = hand
    while m:
        low = m & -m
        m ^= low
        c = low.bit_length() - 1
        place = trump_place(c, trump)
        if place >= 0:
            total += TRUMP_PLACE_WORTH[place]
        elif c % 13 == KING:  # a side king (trumps were counted above)
            total += SIDE_KING_WORTH
    return total


def best_strength(hand: int) -> tuple[float, int]:
    """The strongest trump for a hand and its strength."""
    return max((strength(hand, t), t) for t in range(4))


def keep_value(card: int, trump: int) -> float:
    """How much a card is worth keeping in the draw: trumps by rank, then side kings."""
    rank = TRUMP_RANK[trump][card]
    if rank:
        return 100.0 + rank
    return float(PLAIN_RANK[card])


def draw_discard(hand: int, trump: int, limit: int, keep_one: bool, forbidden: int = 0,
                 keep_kings: bool = False) -> int:
    """The habit assumed of every player: keep the trumps (and maybe a side king), throw the
    rest, as many as the stock allows; the weakest cards go first."""
    ranked = sorted((keep_value(c, trump), c) for c in range(52) if (hand >> c) & 1)
    throw = 0
    count = 0
    for value, c in ranked:
        if value >= 100.0 or (forbidden >> c) & 1:
            continue
        if keep_kings and c % 13 == KING:
            continue
        throw |= 1 << c
        count += 1
    if keep_one and count == hand.bit_count():
        top = ranked[-1][1]
        throw &= ~(1 << top)
        count -= 1
    while count > limit:
        highest = max((keep_value(c, trump), c) for c in range(52) if (throw >> c) & 1)[1]
        throw &= ~(1 << highest)
        count -= 1
    return throw


def quick_card(hand: int, trick: Sequence[int], trick_seats: Sequence[int], trump: int,
               renege: str, friends: int) -> int:
    """A one-look play: win cheaply when an opponent is winning, else play low."""
    legal = legal_mask(hand, list(trick), trump, renege)
    cards = [c for c in range(52) if (legal >> c) & 1]
    ranks = TRUMP_RANK[trump]

    def power(c: int) -> int:
        return 100 + ranks[c] if ranks[c] else PLAIN_RANK[c]

    if not trick:
        return max(cards, key=power)
    win_seat = trick_seats[winner_index(list(trick), trump)]
    if (friends >> win_seat) & 1:
        return min(cards, key=power)
    winners = [c for c in cards if winner_index(list(trick) + [c], trump) == len(trick)]
    if winners:
        return min(winners, key=power)
    return min(cards, key=power)


def trumps_in(hand: int, trump: int) -> int:
    return hand & TRUMP_MASK[trump]
