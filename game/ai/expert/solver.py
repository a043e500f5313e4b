"""Exact solver for the play of one hand with every hand open.

The score of a hand depends on the play only through the tricks each side takes: the
5-point bonus for the highest trump always goes to whoever holds it, since every card
in the hands is played (RULES.md "Points").  So the solver finds, by alpha-beta with a
transposition table keyed on (cards still out, leader), how many of the remaining tricks
team A takes against best defence; any score rule that rises with those tricks (bid
made or set, 60 for 30, 60 for 120, forty-five's trick scoring) is then a table look-up
(see ``worlds.score_table``).  Minimax commutes with such monotone maps, so this is the
same as maximising the score itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from .tables import LAYOUTS, privileged_mask

HAND_SIZE = 5
EXACT_TAIL = 2          # the last tricks are always solved exactly: they are cheap


class SearchAborted(Exception):
    """The node limit was reached; the world is abandoned, not half-solved."""


@dataclass
class PlayPosition:
    """Every hand open: what the solver needs to finish the play of a hand."""

    trump: int
    hands: list[int]                 # per seat (0 for seats out of play)
    next_seat: list[int]             # clockwise among the seats in play
    players_in_trick: int
    to_move: int
    team_a: int                      # bitmask of the seats whose tricks are counted
    trick: list[int] = field(default_factory=list)        # lead first
    trick_seats: list[int] = field(default_factory=list)
    renege: str = "led"
    called_card: int = -1            # cutthroat: the called card ...
    partner: int = -1                # ... and its holder, who must play it on the 2nd trick


class PlaySolver:
    """Alpha-beta over team A's tricks for one open-handed position.

    One instance per sampled world: its transposition table is shared by the root
    candidates, which reach many of the same positions."""

    def __init__(self, position: PlayPosition, horizon: int = 5, node_limit: int = 1 << 62) -> None:
        """``horizon``: tricks searched exactly from the current one; later tricks (but the
        last two) are played out by the move-ordering policy, for the big tables.
        ``node_limit`` raises ``SearchAborted`` when passed (a deterministic safety cap)."""
        self.position = position
        self.nodes = 0
        self.node_limit = node_limit
        hand_now = position.hands[position.to_move].bit_count() + (1 if position.trick else 0)
        self.greedy_from = hand_now - horizon  # tricks left at which the horizon is reached
        self._table: dict[tuple[int, int], tuple[int, int]] = {}
        self._play_from, self._trick_start = self._build()

    # ------------------------------------------------------------------ public

    def legal_cards(self) -> list[int]:
        """The cards the player to move may play (the engine's rules, called card included)."""
        pos = self.position
        hand = pos.hands[pos.to_move]
        mask = self._legal(pos.to_move, hand, pos.trick)
        return [c for c in range(52) if (mask >> c) & 1]

    def value_after(self, card: int, alpha: int = -1, beta: int = 99) -> int:
        """Team A's tricks from the current trick on if the player to move plays ``card``."""
        return self._root(card, alpha, beta)

    def values(self) -> dict[int, int]:
        """Team A's tricks from the current trick on for every legal card.

        Cards with no outstanding card between them (in this world) share one search."""
        pos = self.position
        cards = self.legal_cards()
        legal = sum(1 << c for c in cards)
        layout = LAYOUTS[pos.trump]
        outstanding = 0
        for h in pos.hands:
            outstanding |= layout.to_bits(h)
        for c in pos.trick:
            outstanding |= 1 << layout.pos_of[c]
        legal_bits = layout.to_bits(legal)
        priv = layout.to_bits(privileged_mask(pos.trump, pos.renege))
        called = layout.pos_of[pos.called_card] if pos.called_card >= 0 else -1
        out: dict[int, int] = {}
        for card in sorted(cards, key=lambda c: -layout.pos_of[c]):
            p = layout.pos_of[card]
            rest = outstanding >> (p + 1)
            if rest and p != called:
                nxt = p + (rest & -rest).bit_length()
                if nxt <= layout.group_top[p] and (legal_bits >> nxt) & 1 and nxt != called and \
                        ((priv >> p) & 1) == ((priv >> nxt) & 1):
                    out[card] = out[layout.card_at[nxt]]
                    continue
            out[card] = self._root(card, -1, 99)
        return out

    def solve(self) -> int:
        """Team A's tricks from a trick start (no card played yet) with best play all round."""
        pos = self.position
        if pos.trick:
            return self.best_value()
        layout = LAYOUTS[pos.trump]
        hands = [layout.to_bits(h) for h in pos.hands]
        return self._trick_start(hands, pos.to_move, -1, 99)

    def best_value(self) -> int:
        """Team A's tricks from here when everyone plays well."""
        maximise = (self.position.team_a >> self.position.to_move) & 1
        vals = self.values().values()
        return max(vals) if maximise else min(vals)

    # ------------------------------------------------------------------ internals

    def _legal(self, seat: int, hand: int, trick: list[int]) -> int:
        pos = self.position
        called = pos.called_card
        if called >= 0 and seat == pos.partner and (hand >> called) & 1:
            done = HAND_SIZE - hand.bit_count()
            if done == 1:
                return 1 << called
            if done == 0 and hand != 1 << called:
                without = hand & ~(1 << called)
                return self._plain_legal(without, trick) or without
        return self._plain_legal(hand, trick)

    def _plain_legal(self, hand: int, trick: list[int]) -> int:
        if not trick:
            return hand
        from game.engine.tricks import legal_mask
        return legal_mask(hand, trick, self.position.trump, self.position.renege)

    def _root(self, card: int, alpha: int, beta: int) -> int:
        pos = self.position
        layout = LAYOUTS[pos.trump]
        seat = pos.to_move
        if not (self._legal(seat, pos.hands[seat], pos.trick) >> card) & 1:
            raise ValueError(f"card {card} is not legal for seat {seat}")
        hands = [layout.to_bits(h) for h in pos.hands]
        bits = [layout.pos_of[c] for c in pos.trick] + [layout.pos_of[card]]
        seats = pos.trick_seats + [seat]
        lead = bits[0]
        row = layout.power[layout.group_of_pos[lead]]
        best_i = 0
        for i in range(1, len(bits)):
            if row[bits[i]] > row[bits[best_i]]:
                best_i = i
        ref = lead
        if pos.renege == "highest" and lead >= layout.first_trump:
            ref = max(b for b in bits if b >= layout.first_trump)
        hands[seat] &= ~(1 << bits[-1])
        if len(bits) == pos.players_in_trick:
            winner = seats[best_i]
            gain = (pos.team_a >> winner) & 1
            return gain + self._trick_start(hands, winner, alpha - gain, beta - gain)
        tmask = 0
        for b in bits:
            tmask |= 1 << b
        return self._play_from(hands, pos.next_seat[seat], len(bits), lead,
                               row[bits[best_i]], seats[best_i], tmask, ref, alpha, beta)

    def _build(self) -> tuple[Callable[..., int], Callable[..., int]]:
        """The search as closures over local tables (attribute look-ups cost in Python).

        Everything inside works on ``Layout`` bit positions, not card numbers."""
        pos = self.position
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
        table = self._table
        solver = self
        node_limit = self.node_limit
        greedy_from = self.greedy_from

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

            def lean(i: int, led: int, best_pow: int, best_seat: int, ref: int) -> int:
                seat = order[i]
                hand = hands[seat]
                mask = legal(seat, hand, led, ref)
                maximise = team[seat]
                best = -1 if maximise else 99
                row = power[group_of[led]] if i else None
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
                    if i == last_index:
                        lead2 = hands[win_seat].bit_length() - 1
                        row2 = power[group_of[lead2]]
                        top, top_seat = row2[lead2], win_seat
                        s2 = next_seat[win_seat]
                        while s2 != win_seat:
                            q = row2[hands[s2].bit_length() - 1]
                            if q > top:
                                top, top_seat = q, s2
                            s2 = next_seat[s2]
                        value = team[win_seat] + team[top_seat]
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


def solve_values(position: PlayPosition) -> tuple[dict[int, int], int]:
    """Team A's tricks from the current trick on, per legal card, and the nodes searched."""
    solver = PlaySolver(position)
    values = solver.values()
    return values, solver.nodes
