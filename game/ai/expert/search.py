"""The inner search of ``solver.PlaySolver``: closures over one world's tables.

Everything here works on ``tables.Layout`` bit positions, not card numbers, and is
built once per solver (one per sampled world) so the hot loops read local variables.
Three levels: ``play_from`` (alpha-beta inside a trick, with interchangeable cards
dropped and a cheap-first move order), ``trick_start`` (transposition table keyed on the
cards still out and the leader), and ``two_left`` (the last two tricks by plain
enumeration, where most of the positions are).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from .position import PlayPosition
from .tables import LAYOUTS, privileged_mask

HAND_SIZE = 5
EXACT_TAIL = 2          # the last tricks are always solved exactly: they are cheap


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


def build_search(solver: SolverState) -> tuple[Callable[..., int], Callable[..., int]]:
    """``(play_from, trick_start)`` for the solver's position."""
    pos = solver.position
    layout = LAYOUTS[pos.trump]
    power = layout.power
    lead_power = layout.lead_power
    group_of = layout.group_of_pos
    group_top = layout.group_top
    trump_bits = layout.trump_bits
    first_trump = layout.first_trump
    follow = layout.follow_bits
    priv = layout.to_bits(privileged_mask(pos.trump, pos.renege))
    by_highest = pos.renege == "highest"
    next_seat = pos.next_seat
    n_in_trick = pos.players_in_trick
    team = [(pos.team_a >> s) & 1 for s in range(len(pos.hands))]
    called = layout.pos_of[pos.called_card] if pos.called_card >= 0 else -1
    called_bit = (1 << called) if called >= 0 else 0
    partner = pos.partner if called >= 0 else -1
    table = solver.table
    node_limit = solver.node_limit
    greedy_from = solver.greedy_from

    def legal(seat: int, hand: int, led: int, ref: int) -> int:
        if seat == partner and hand & called_bit:
            done = HAND_SIZE - hand.bit_count()
            if done == 1:
                return called_bit
            if done == 0 and hand != called_bit:
                hand ^= called_bit
        if led < 0:
            return hand
        if led >= first_trump:
            trumps = hand & trump_bits
            if not trumps:
                return hand
            # renege: privileged trumps above the reference card may be kept back
            if trumps & ~(priv & (trump_bits >> (ref + 1) << (ref + 1))):
                return trumps
            return hand
        fol = hand & follow[group_of[led]]
        if fol:
            return fol | (hand & trump_bits)
        return hand

    def reduce(mask: int, outstanding: int) -> int:
        """Drop a card when the next outstanding card above it is ours to play too."""
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
            value = two_left(hands, leader)
            table[key] = (value, value)
            return value
        if remaining <= greedy_from and remaining > EXACT_TAIL:
            value = greedy_trick(hands, leader, alpha, beta)
            table[key] = (value, value)
            return value
        value = play_from(hands, leader, 0, -1, -1, -1, 0, -1, alpha, beta)
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

    def two_left(hands: list[int], leader: int) -> int:
        """Exact value of the last two tricks, without the general machinery: each
        player has two cards, so the tree is small and the last trick is forced."""
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

        solver.nodes += 1
        return lean(0, -1, -1, -1, -1)

    def greedy_trick(hands: list[int], leader: int, alpha: int, beta: int) -> int:
        """Past the horizon: everyone plays the first card of the move ordering."""
        seat = leader
        saved = list(hands)
        led, best_pow, best_seat, ref = -1, -1, -1, -1
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
        gain = team[best_seat]
        value = gain + trick_start(hands, best_seat, -1, 99)  # exact: it is stored as such
        hands[:] = saved
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
