"""Card tables the solver's inner loops index instead of calling functions.

Built once at import from the engine's ranking tables (game/engine/cards.py), never
changed afterwards (safe to share between threads), so the search never re-derives
"which card beats which".
"""

from __future__ import annotations

from game.engine.cards import FIVE_OF, PLAIN_RANK, PRIVILEGED_MASK, SUIT_OF, TRUMP_RANK

TRUMP_POWER_BASE = 100


def led_class(trump: int, card: int) -> int:
    """The suit a card counts as: the trump suit for every trump (the A♥ included)."""
    return trump if TRUMP_RANK[trump][card] else SUIT_OF[card]


def power(trump: int, led: int, card: int) -> int:
    """Strength of ``card`` in a trick whose lead counts as suit ``led``; 0 never wins."""
    if TRUMP_RANK[trump][card]:
        return TRUMP_POWER_BASE + TRUMP_RANK[trump][card]
    return PLAIN_RANK[card] if SUIT_OF[card] == led and led != trump else 0


def group_rank(trump: int, card: int) -> int:
    return TRUMP_RANK[trump][card] or PLAIN_RANK[card]


FOLLOW_SUIT_MASK = [[sum(1 << c for c in range(52) if SUIT_OF[c] == s and not TRUMP_RANK[t][c])
                     for s in range(4)] for t in range(4)]


class Layout:
    """Cards renumbered for one trump so each effective suit is a run of bits in rank order.

    Plain suits come first (lowest card lowest), the trumps last, so "the next card up
    of the same suit" and "every trump above this one" are shifts, and walking a mask's
    bits upward visits cheap cards first."""

    def __init__(self, trump: int) -> None:
        groups = [[c for c in range(52) if led_class(trump, c) == s] for s in range(4) if s != trump]
        groups.append([c for c in range(52) if TRUMP_RANK[trump][c]])
        self.card_at: list[int] = []
        self.group_top: list[int] = []
        self.group_of_pos: list[int] = []
        for group in groups:
            group.sort(key=lambda c: group_rank(trump, c))
            top = len(self.card_at) + len(group) - 1
            for c in group:
                self.card_at.append(c)
                self.group_top.append(top)
                self.group_of_pos.append(led_class(trump, c))
        self.pos_of = [0] * 52
        for pos, c in enumerate(self.card_at):
            self.pos_of[c] = pos
        self.trump_count = len(groups[-1])
        self.first_trump = 52 - self.trump_count
        self.trump_bits = ((1 << 52) - 1) & ~((1 << self.first_trump) - 1)
        self.follow_bits = [self.to_bits(FOLLOW_SUIT_MASK[trump][s]) for s in range(4)]
        self.power = [[power(trump, led, self.card_at[p]) for p in range(52)] for led in range(4)]
        self.lead_power = [power(trump, led_class(trump, c), c) for c in self.card_at]

    def to_bits(self, mask: int) -> int:
        out = 0
        while mask:
            low = mask & -mask
            mask ^= low
            out |= 1 << self.pos_of[low.bit_length() - 1]
        return out

    def to_cards(self, bits: int) -> int:
        out = 0
        while bits:
            low = bits & -bits
            bits ^= low
            out |= 1 << self.card_at[low.bit_length() - 1]
        return out


LAYOUTS = [Layout(t) for t in range(4)]


def privileged_mask(trump: int, renege: str) -> int:
    """Trumps that may renege under a variant ("five-only": just the 5)."""
    return (1 << FIVE_OF[trump]) if renege == "five-only" else PRIVILEGED_MASK[trump]
