"""Card tables the expert's inner loops index instead of calling functions.

Built once at import from the engine's ranking tables (game/engine/cards.py) so the
solver never re-derives "which card beats which" while searching.
"""

from __future__ import annotations

from game.engine.cards import (ACE_OF_HEARTS, FIVE_OF, JACK_OF, PLAIN_RANK, PRIVILEGED_MASK,
                               SUIT_OF, TRUMP_MASK, TRUMP_RANK)

TRUMP_POWER_BASE = 100


def _power_tables() -> list[list[list[int]]]:
    """POWER[trump][led_class][card]: strength of a card in a trick whose lead counts as
    ``led_class`` (the trump suit's index when a trump was led).  0 never wins."""
    out = []
    for trump in range(4):
        per_led = []
        for led in range(4):
            row = [0] * 52
            for card in range(52):
                if TRUMP_RANK[trump][card]:
                    row[card] = TRUMP_POWER_BASE + TRUMP_RANK[trump][card]
                elif SUIT_OF[card] == led and led != trump:
                    row[card] = PLAIN_RANK[card]
            per_led.append(row)
        out.append(per_led)
    return out


def _led_class() -> list[list[int]]:
    """LED_CLASS[trump][card]: the suit a lead of ``card`` calls for (trump for every trump)."""
    return [[t if TRUMP_RANK[t][c] else SUIT_OF[c] for c in range(52)] for t in range(4)]


def _rank_in_group() -> list[list[int]]:
    """GROUP_RANK[trump][card]: rank within the card's effective suit (trumps above plains)."""
    return [[TRUMP_RANK[t][c] if TRUMP_RANK[t][c] else PLAIN_RANK[c] for c in range(52)]
            for t in range(4)]


def _above_in_group(led_class: list[list[int]], group_rank: list[list[int]]) -> list[list[list[int]]]:
    """ABOVE_LIST[trump][card]: cards of the same effective suit ranked above, lowest first.

    Two cards of one hand are interchangeable when no outstanding card lies between them;
    walking this list finds the next outstanding card above."""
    out = []
    for t in range(4):
        rows = []
        for c in range(52):
            group = [d for d in range(52) if led_class[t][d] == led_class[t][c]
                     and group_rank[t][d] > group_rank[t][c]]
            group.sort(key=lambda d: group_rank[t][d])
            rows.append(group)
        out.append(rows)
    return out


POWER = _power_tables()
LED_CLASS = _led_class()
GROUP_RANK = _rank_in_group()
ABOVE_LIST = _above_in_group(LED_CLASS, GROUP_RANK)
FOLLOW_SUIT_MASK = [[0] * 4 for _ in range(4)]
for _t in range(4):
    for _s in range(4):
        FOLLOW_SUIT_MASK[_t][_s] = sum(1 << c for c in range(52)
                                       if SUIT_OF[c] == _s and not TRUMP_RANK[_t][c])


class Layout:
    """Cards renumbered for one trump so each effective suit is a run of bits in rank order.

    Plain suits come first (lowest card lowest), the trumps last, so "the next card up
    of the same suit" and "every trump above this one" are shifts, and walking a mask's
    bits upward visits cheap cards first."""

    def __init__(self, trump: int) -> None:
        groups = [[c for c in range(52) if LED_CLASS[trump][c] == s] for s in range(4) if s != trump]
        groups.append([c for c in range(52) if TRUMP_RANK[trump][c]])
        self.card_at: list[int] = []
        self.group_top: list[int] = []
        self.group_of_pos: list[int] = []
        for group in groups:
            group.sort(key=lambda c: GROUP_RANK[trump][c])
            top = len(self.card_at) + len(group) - 1
            for c in group:
                self.card_at.append(c)
                self.group_top.append(top)
                self.group_of_pos.append(LED_CLASS[trump][c])
        self.pos_of = [0] * 52
        for pos, c in enumerate(self.card_at):
            self.pos_of[c] = pos
        self.trump_count = len(groups[-1])
        self.first_trump = 52 - self.trump_count
        self.trump_bits = ((1 << 52) - 1) & ~((1 << self.first_trump) - 1)
        self.follow_bits = [self.to_bits(FOLLOW_SUIT_MASK[trump][s]) for s in range(4)]
        self.power = [[POWER[trump][led][self.card_at[p]] for p in range(52)] for led in range(4)]
        self.lead_power = [POWER[trump][LED_CLASS[trump][self.card_at[p]]][self.card_at[p]]
                           for p in range(52)]

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


def top_trumps(trump: int) -> list[int]:
    """The trumps from the highest down (5, J, A♥, ...)."""
    return sorted((c for c in range(52) if TRUMP_RANK[trump][c]), key=lambda c: -TRUMP_RANK[trump][c])


__all__ = ["ABOVE_LIST", "ACE_OF_HEARTS", "FIVE_OF", "FOLLOW_SUIT_MASK", "GROUP_RANK", "JACK_OF",
           "LED_CLASS", "POWER", "TRUMP_MASK", "TRUMP_RANK", "privileged_mask", "top_trumps"]
