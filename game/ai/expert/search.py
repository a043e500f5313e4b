"""The inner search of ``solver.PlaySolver``: closures over one world's tables.

Everything here works on ``tables.Layout`` bit positions, not card numbers. The tables come
from ``search_tables.SearchTables`` (built once per solver, one per sampled world) and each
piece is a closure over them, so the hot loops read local variables. The pieces:

- ``make_legal`` / ``make_reduce`` (search_tables.py): the follow rule, and interchangeable
  cards dropped;
- ``make_two_left``: the last two tricks by plain enumeration, where most positions are;
- ``make_greedy_trick``: past the horizon, one trick played by the move-ordering policy;
- ``build_search``: ``trick_start`` (transposition table keyed on the cards still out and
  the leader) and ``play_from`` (alpha-beta inside a trick, cheap-first move order), which
  call each other and so are built together.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from .position import PlayPosition
from .search_tables import HAND_SIZE, NO_CARD, LegalFn, SearchTables, make_legal, make_reduce

__all__ = ["EXACT_TAIL", "HAND_SIZE", "SearchAborted", "SolverState", "build_search",
           "make_greedy_trick", "make_two_left"]

EXACT_TAIL = 2          # the last tricks are always solved exactly: they are cheap

TailFn = Callable[[list[int], int], int]      # (hands, leader) -> team A's tricks, or the winner


class SolverState(Protocol):
    """What the search reads and counts on its solver (``solver.PlaySolver``), named here so
    the two modules do not import each other."""

    position: PlayPosition
    nodes: int
    node_limit: int
    greedy_from: int
    table: dict[tuple[int, int], tuple[int, int]]


class SearchAborted(Exception):
    """The node limit was reached; the world is abandoned, not half-solved."""


def make_two_left(t: SearchTables, legal: LegalFn) -> TailFn:
    """``two_left(hands, leader)``: team A's tricks from the last two, exactly. Each player
    holds two cards, so the tree is small and the last trick is forced: no table, no
    pruning beyond stopping at 0 or 2. ``hands`` is restored before it returns."""
    next_seat = t.next_seat
    team = t.team
    power = t.power
    lead_power = t.lead_power
    group_of = t.group_of
    by_highest = t.by_highest
    first_trump = t.first_trump

    def two_left(hands: list[int], leader: int) -> int:
        order = [leader]
        seat = next_seat[leader]
        while seat != leader:
            order.append(seat)
            seat = next_seat[seat]
        last_index = len(order) - 1

        last_seat = order[last_index]
        last_max = team[last_seat]

        def lean(i: int, led: int, best_pow: int, best_seat: int, ref: int) -> int:
            seat = order[i]
            hand = hands[seat]
            mask = legal(seat, hand, led, ref)
            maximise = team[seat]
            best = -1 if maximise else 99
            row = power[group_of[led]] if i else None
            pre_last = i + 1 == last_index
            while mask:
                low = mask & -mask
                mask ^= low
                p = low.bit_length() - 1
                hands[seat] = hand ^ low
                if row is None:
                    win_pow, win_seat, new_led, new_ref = lead_power[p], seat, p, p
                else:
                    q = row[p]
                    if q > best_pow:
                        win_pow, win_seat = q, seat
                    else:
                        win_pow, win_seat = best_pow, best_seat
                    new_led = led
                    new_ref = p if by_highest and p > ref and p >= first_trump else ref
                if pre_last:
                    # the last player of the trick, inline: then the last trick is forced
                    last_hand = hands[last_seat]
                    options = legal(last_seat, last_hand, new_led, new_ref)
                    last_row = power[group_of[new_led]]
                    value = -1 if last_max else 99
                    while options:
                        low2 = options & -options
                        options ^= low2
                        q = last_row[low2.bit_length() - 1]
                        first = last_seat if q > win_pow else win_seat
                        hands[last_seat] = last_hand ^ low2
                        lead2 = hands[first].bit_length() - 1
                        row2 = power[group_of[lead2]]
                        top, top_seat = row2[lead2], first
                        s2 = next_seat[first]
                        while s2 != first:
                            q = row2[hands[s2].bit_length() - 1]
                            if q > top:
                                top, top_seat = q, s2
                            s2 = next_seat[s2]
                        hands[last_seat] = last_hand
                        v = team[first] + team[top_seat]
                        if last_max:
                            if v > value:
                                value = v
                                if v == 2:
                                    break
                        elif v < value:
                            value = v
                            if v == 0:
                                break
                else:
                    value = lean(i + 1, new_led, win_pow, win_seat, new_ref)
                hands[seat] = hand
                if maximise:
                    if value > best:
                        best = value
                        if best == 2:
                            break
                elif value < best:
                    best = value
                    if best == 0:
                        break
            return best

        return lean(0, NO_CARD, -1, -1, NO_CARD)

    return two_left


def make_greedy_trick(t: SearchTables, legal: LegalFn) -> TailFn:
    """``greedy_trick(hands, leader)``: past the horizon, one trick played by the first card
    of the move ordering (the leader its highest card; a follower the cheapest card that
    beats an opponent's winning card, else its cheapest). Takes the cards out of ``hands``
    and returns the trick's winner."""
    next_seat = t.next_seat
    team = t.team
    power = t.power
    lead_power = t.lead_power
    group_of = t.group_of
    by_highest = t.by_highest
    first_trump = t.first_trump
    n_in_trick = t.n_in_trick

    def greedy_trick(hands: list[int], leader: int) -> int:
        seat = leader
        led, best_pow, best_seat, ref = NO_CARD, -1, -1, NO_CARD
        for count in range(n_in_trick):
            hand = hands[seat]
            mask = legal(seat, hand, led, ref)
            if count == 0:
                p = mask.bit_length() - 1
                led, ref, best_pow, best_seat = p, p, lead_power[p], seat
            else:
                row = power[group_of[led]]
                p = -1
                if team[best_seat] != team[seat]:
                    m = mask
                    while m:
                        low = m & -m
                        m ^= low
                        q = low.bit_length() - 1
                        if row[q] > best_pow:
                            p = q
                            break
                if p < 0:
                    p = (mask & -mask).bit_length() - 1
                if row[p] > best_pow:
                    best_pow, best_seat = row[p], seat
                if by_highest and p > ref and p >= first_trump:
                    ref = p
            hands[seat] = hand ^ (1 << p)
            seat = next_seat[seat]
        return best_seat

    return greedy_trick


def build_search(solver: SolverState, tables: SearchTables | None = None, legal: LegalFn | None = None
                 ) -> tuple[Callable[..., int], Callable[..., int]]:
    """``(play_from, trick_start)`` for the solver's position; both count ``solver.nodes``
    and store bounds in ``solver.table``.

    ``trick_start(hands, leader, alpha, beta)``: team A's tricks from a trick start, looked
    up by (cards still out, leader) with the bounds found so far; the last two tricks exact
    (``two_left``), tricks past the horizon greedy (``greedy_trick``), the rest searched.
    ``play_from(hands, seat, count, led, best_pow, best_seat, tmask, ref, alpha, beta)``:
    alpha-beta within a trick, ``count`` cards played, the winning card's power and seat so
    far, ``tmask`` the trick's cards; raises ``SearchAborted`` past the node limit.
    ``tables`` and ``legal``: the position's, when the solver has them already."""
    t = tables or SearchTables.of(solver.position)
    legal = legal or make_legal(t)
    reduce = make_reduce(t)
    two_left = make_two_left(t, legal)
    greedy_trick = make_greedy_trick(t, legal)
    power = t.power
    lead_power = t.lead_power
    group_of = t.group_of
    first_trump = t.first_trump
    by_highest = t.by_highest
    next_seat = t.next_seat
    n_in_trick = t.n_in_trick
    team = t.team
    table = solver.table
    node_limit = solver.node_limit
    greedy_from = solver.greedy_from

    def trick_start(hands: list[int], leader: int, alpha: int, beta: int) -> int:
        remaining = hands[leader].bit_count()
        if remaining == 0:
            return 0
        if alpha >= remaining:
            return remaining
        if beta <= 0:
            return 0
        solver.nodes += 1
        if remaining == 1:
            seat = leader
            led = hands[seat].bit_length() - 1
            row = power[group_of[led]]
            best_pow, best_seat = row[led], seat
            for _ in range(n_in_trick - 1):
                seat = next_seat[seat]
                p = row[hands[seat].bit_length() - 1]
                if p > best_pow:
                    best_pow, best_seat = p, seat
            return team[best_seat]
        rem = 0
        for h in hands:
            rem |= h
        key = (rem, leader)
        bounds = table.get(key)
        if bounds is not None:
            lo, hi = bounds
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo, hi = 0, remaining
        if remaining == 2:
            solver.nodes += 1           # the exact tail counts as one node more
            value = two_left(hands, leader)
            table[key] = (value, value)
            return value
        if remaining <= greedy_from and remaining > EXACT_TAIL:
            saved = hands[:]
            winner = greedy_trick(hands, leader)
            value = team[winner] + trick_start(hands, winner, -1, 99)  # exact: stored as such
            hands[:] = saved
            table[key] = (value, value)
            return value
        value = play_from(hands, leader, 0, NO_CARD, -1, -1, 0, NO_CARD, alpha, beta)
        if value <= alpha:
            if value < hi:
                hi = value
        elif value >= beta:
            if value > lo:
                lo = value
        else:
            lo = hi = value
        table[key] = (lo, hi)
        return value

    def play_from(hands: list[int], seat: int, count: int, led: int, best_pow: int,
                  best_seat: int, tmask: int, ref: int, alpha: int, beta: int) -> int:
        solver.nodes += 1
        if solver.nodes > node_limit:
            raise SearchAborted()
        hand = hands[seat]
        mask = legal(seat, hand, led, ref)
        maximise = team[seat]
        if mask & (mask - 1):
            rem = tmask
            for h in hands:
                rem |= h
            mask = reduce(mask, rem)
        order = []
        if count == 0:
            m = mask
            while m:
                p = m.bit_length() - 1
                order.append(p)
                m ^= 1 << p
            row = None
        else:
            row = power[group_of[led]]
            m = mask
            if team[best_seat] == maximise:
                while m:
                    low = m & -m
                    m ^= low
                    order.append(low.bit_length() - 1)
            else:
                losers = []
                while m:
                    low = m & -m
                    m ^= low
                    p = low.bit_length() - 1
                    if row[p] > best_pow:
                        order.append(p)
                    else:
                        losers.append(p)
                order += losers
        last = count + 1 == n_in_trick
        nxt = next_seat[seat]
        best = -1 if maximise else 99
        for p in order:
            bit = 1 << p
            hands[seat] = hand ^ bit
            if row is None:
                win_pow, win_seat, new_led, new_ref = lead_power[p], seat, p, p
            else:
                q = row[p]
                if q > best_pow:
                    win_pow, win_seat = q, seat
                else:
                    win_pow, win_seat = best_pow, best_seat
                new_led = led
                new_ref = p if by_highest and p > ref and p >= first_trump else ref
            if last:
                gain = team[win_seat]
                value = gain + trick_start(hands, win_seat, alpha - gain, beta - gain)
            else:
                value = play_from(hands, nxt, count + 1, new_led, win_pow, win_seat,
                                  tmask | bit, new_ref, alpha, beta)
            hands[seat] = hand
            if maximise:
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
            else:
                if value < best:
                    best = value
                    if value < beta:
                        beta = value
                        if alpha >= beta:
                            break
        return best

    return play_from, trick_start
