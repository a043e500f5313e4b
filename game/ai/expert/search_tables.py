"""What the solver's inner search reads: one world's tables, and its follow rule.

``SearchTables.of(position)`` gathers, once per world, everything the search's closures
(``search.build_search``) read in their hot loops, in ``tables.Layout`` bit positions.

The follow rule lives once, in the engine (``game.engine.tricks.legal_mask``): the search
does not restate it but reads ``follow_rule(trump, renege)``, a table derived from
``legal_mask`` by probing it once per trump and renege variant. The table says, for the card
led and the reference trump (the highest trump played, under the "highest" renege variant;
otherwise the card led), which cards you must play one of if you hold any (``must``) and
which cards you may then play (``allowed``). tests/ai/test_expert_search_rule.py checks that
this "hold one of ``must``, play from ``allowed``" reading agrees with the engine's legal
actions on many random positions, so a change to the engine's rule that no longer fits it
fails there, not silently in the search.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from game.engine.tricks import legal_mask

from .position import PlayPosition
from .tables import LAYOUTS, privileged_mask

HAND_SIZE = 5
ALL_CARDS = (1 << 52) - 1
NO_CARD = -1            # "no card led yet" (and no reference): index -1 of the follow table

Requirement = tuple[int, int]                  # (must, allowed), as layout bits
LegalFn = Callable[[int, int, int, int], int]  # (seat, hand, led, ref) -> legal cards
ReduceFn = Callable[[int, int], int]           # (legal cards, cards still out) -> cards to try


def requirement(trick: list[int], trump: int, renege: str) -> Requirement:
    """``(must, allowed)`` for ``trick`` (card numbers, lead first), read off the engine.

    ``allowed``: what a player holding every other card may play. ``must``: the cards whose
    holder may not play a card outside ``allowed``, found by pairing each with one such card."""
    in_trick = 0
    for c in trick:
        in_trick |= 1 << c
    allowed = legal_mask(ALL_CARDS & ~in_trick, trick, trump, renege)
    outside = ALL_CARDS & ~allowed & ~in_trick
    must = 0
    if outside:
        probe = outside & -outside
        rest = allowed
        while rest:
            low = rest & -rest
            rest ^= low
            if not legal_mask(low | probe, trick, trump, renege) & probe:
                must |= low
    layout = LAYOUTS[trump]
    return layout.to_bits(must), layout.to_bits(allowed)


@cache
def follow_rule(trump: int, renege: str) -> tuple[tuple[Requirement, ...], ...]:
    """``rule[led][ref]``: the requirement on a player when ``led`` was led and ``ref`` is the
    reference trump, both layout positions; ``rule[NO_CARD][NO_CARD]`` leads (anything goes).

    Row and column 52 are reached as index -1 (``NO_CARD``). The search moves ``ref`` off the
    card led only under the "highest" variant, to a higher trump played; every other entry of
    a row repeats its card-led-alone requirement. Built once per trump and variant (cached;
    a repeated build in another thread gives the same table)."""
    layout = LAYOUTS[trump]
    lead_free = requirement([], trump, renege)
    rows: list[tuple[Requirement, ...]] = []
    for led in range(52):
        led_card = layout.card_at[led]
        alone = requirement([led_card], trump, renege)
        row = [alone] * 53
        if renege == "highest":
            for ref in range(max(led + 1, layout.first_trump), 52):
                row[ref] = requirement([led_card, layout.card_at[ref]], trump, renege)
        rows.append(tuple(row))
    rows.append((lead_free,) * 53)
    return tuple(rows)


@cache
def privileged_bits(trump: int, renege: str) -> int:
    """The trumps that may renege, as layout bits."""
    return LAYOUTS[trump].to_bits(privileged_mask(trump, renege))


@dataclass(slots=True)
class SearchTables:
    """One world's tables for the search, built once per solver (``of``); never changed
    afterwards (not frozen only because a frozen dataclass is slower to build, and a solver
    is built for every sampled world)."""

    power: list[list[int]]          # power[group of the card led][card]: 0 never wins
    lead_power: list[int]           # a card's power when it is led
    group_of: list[int]             # the suit each card counts as
    group_top: list[int]            # the highest position of each card's suit
    first_trump: int                # positions from here up are trumps
    rule: tuple[tuple[Requirement, ...], ...]   # follow_rule(trump, renege)
    priv: int                       # trumps that may renege, as bits
    by_highest: bool                # renege "highest": the reference is the highest trump played
    next_seat: list[int]
    n_in_trick: int
    team: list[int]                 # 1 for the seats whose tricks are counted
    called: int                     # cutthroat: the called card's position, or -1 ...
    called_bit: int
    partner: int                    # ... and its holder, or -1

    @classmethod
    def of(cls, pos: PlayPosition) -> SearchTables:
        layout = LAYOUTS[pos.trump]
        called = layout.pos_of[pos.called_card] if pos.called_card >= 0 else -1
        return cls(
            power=layout.power, lead_power=layout.lead_power, group_of=layout.group_of_pos,
            group_top=layout.group_top, first_trump=layout.first_trump,
            rule=follow_rule(pos.trump, pos.renege),
            priv=privileged_bits(pos.trump, pos.renege),
            by_highest=pos.renege == "highest", next_seat=pos.next_seat,
            n_in_trick=pos.players_in_trick,
            team=[(pos.team_a >> s) & 1 for s in range(len(pos.hands))],
            called=called, called_bit=(1 << called) if called >= 0 else 0,
            partner=pos.partner if called >= 0 else -1)


def make_legal(t: SearchTables) -> LegalFn:
    """The search's legal moves: ``legal(seat, hand, led, ref)`` (``led``/``ref``: NO_CARD on
    the lead), the engine's follow rule (``t.rule``) after cutthroat's called card: its holder
    keeps it through the first trick and must play it on the second."""
    rule = t.rule
    partner = t.partner
    called_bit = t.called_bit

    def legal(seat: int, hand: int, led: int, ref: int) -> int:
        if seat == partner and hand & called_bit:
            done = HAND_SIZE - hand.bit_count()
            if done == 1:
                return called_bit
            if done == 0 and hand != called_bit:
                hand ^= called_bit
        must, allowed = rule[led][ref]
        if hand & must:
            return hand & allowed
        return hand

    return legal


def make_reduce(t: SearchTables) -> ReduceFn:
    """``reduce(legal, outstanding)``: drop a card when the next card still out above it, in
    its suit, is ours to play too (they win and lose the same tricks). Never the called card,
    and never across the renege privilege, which sets the two apart."""
    group_top = t.group_top
    called = t.called
    priv = t.priv

    def reduce(mask: int, outstanding: int) -> int:
        out = mask
        m = mask
        while m:
            low = m & -m
            m ^= low
            p = low.bit_length() - 1
            rest = outstanding >> (p + 1)
            if rest:
                nxt = p + (rest & -rest).bit_length()
                if nxt <= group_top[p] and (mask >> nxt) & 1 and p != called and \
                        nxt != called and ((priv >> p) & 1) == ((priv >> nxt) & 1):
                    out ^= low
        return out

    return reduce


def trick_state(t: SearchTables, trick_bits: list[int]) -> tuple[int, int]:
    """``(led, ref)`` for a trick in progress (layout positions, lead first)."""
    if not trick_bits:
        return NO_CARD, NO_CARD
    led = trick_bits[0]
    ref = led
    if t.by_highest and led >= t.first_trump:
        ref = max(b for b in trick_bits if b >= t.first_trump)
    return led, ref
