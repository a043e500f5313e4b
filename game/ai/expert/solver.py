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
from typing import Callable, Optional

from game.engine.cards import TRUMPS_ABOVE

from .tables import ABOVE_LIST, FOLLOW_SUIT_MASK, GROUP_RANK, LED_CLASS, POWER, TRUMP_MASK, privileged_mask

HAND_SIZE = 5


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

    def __init__(self, position: PlayPosition) -> None:
        self.position = position
        self.nodes = 0
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
        """Team A's tricks from the current trick on for every legal card."""
        return {card: self._root(card, -1, 99) for card in self.legal_cards()}

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
        hands = list(pos.hands)
        seat = pos.to_move
        hand = hands[seat]
        if not (self._legal(seat, hand, pos.trick) >> card) & 1:
            raise ValueError(f"card {card} is not legal for seat {seat}")
        trump = pos.trump
        trick = pos.trick + [card]
        seats = pos.trick_seats + [seat]
        row = POWER[trump][LED_CLASS[trump][trick[0]]]
        best_i = 0
        for i in range(1, len(trick)):
            if row[trick[i]] > row[trick[best_i]]:
                best_i = i
        ref = trick[0]
        if pos.renege == "highest":
            trumps = [c for c in trick if (TRUMP_MASK[trump] >> c) & 1]
            ref = max(trumps, key=lambda c: POWER[trump][trump][c]) if trumps else trick[0]
        hands[seat] = hand & ~(1 << card)
        if len(trick) == pos.players_in_trick:
            winner = seats[best_i]
            gain = (pos.team_a >> winner) & 1
            return gain + self._trick_start(hands, winner, alpha - gain, beta - gain)
        tmask = 0
        for c in trick:
            tmask |= 1 << c
        return self._play_from(hands, pos.next_seat[seat], len(trick), trick[0],
                               row[trick[best_i]], seats[best_i], tmask, ref, alpha, beta)

    def _build(self) -> tuple[Callable[..., int], Callable[..., int]]:
        """The search as closures over local tables (attribute look-ups cost in Python)."""
        pos = self.position
        trump = pos.trump
        power = POWER[trump]
        led_class = LED_CLASS[trump]
        trump_mask = TRUMP_MASK[trump]
        follow = FOLLOW_SUIT_MASK[trump]
        above = TRUMPS_ABOVE[trump]
        priv = privileged_mask(trump, pos.renege)
        by_highest = pos.renege == "highest"
        above_list = ABOVE_LIST[trump]
        group_rank = GROUP_RANK[trump]
        next_seat = pos.next_seat
        n_in_trick = pos.players_in_trick
        team = [(pos.team_a >> s) & 1 for s in range(len(pos.hands))]
        called = pos.called_card
        partner = pos.partner
        table = self._table
        solver = self

        def legal(seat: int, hand: int, led: int, ref: int) -> int:
            if seat == partner and called >= 0 and (hand >> called) & 1:
                done = HAND_SIZE - hand.bit_count()
                if done == 1:
                    return 1 << called
                if done == 0 and hand != 1 << called:
                    hand &= ~(1 << called)
            if led < 0:
                return hand
            if (trump_mask >> led) & 1:
                trumps = hand & trump_mask
                if not trumps:
                    return hand
                if trumps & ~(priv & above[ref]):
                    return trumps
                return hand
            fol = hand & follow[led_class[led]]
            if fol:
                return fol | (hand & trump_mask)
            return hand

        def candidates(legal_mask: int, outstanding: int, row: Optional[list[int]],
                       best_pow: int, friendly_winning: bool) -> list[int]:
            """Legal cards minus interchangeable ones, in a good order for cut-offs."""
            keyed = []
            m = legal_mask
            while m:
                low = m & -m
                m ^= low
                c = low.bit_length() - 1
                if c != called:
                    nxt = -1
                    for d in above_list[c]:
                        if (outstanding >> d) & 1:
                            nxt = d
                            break
                    if nxt >= 0 and (legal_mask >> nxt) & 1 and nxt != called and \
                            ((priv >> c) & 1) == ((priv >> nxt) & 1):
                        continue  # the next card up of this run stands for it
                if row is None:
                    key = -power[led_class[c]][c]
                else:
                    p = row[c]
                    if friendly_winning:
                        key = p * 16 + group_rank[c]
                    elif p > best_pow:
                        key = p - 1000
                    else:
                        key = group_rank[c]
                keyed.append((key, c))
            keyed.sort()
            return [c for _, c in keyed]

        def trick_start(hands: list[int], leader: int, alpha: int, beta: int) -> int:
            remaining = hands[leader].bit_count()
            if remaining == 0:
                return 0
            if alpha >= remaining:
                return remaining
            if beta <= 0:
                return 0
            solver.nodes += 1
            rem = 0
            for h in hands:
                rem |= h
            if remaining == 1:
                seat = leader
                led = rem_card = hands[seat].bit_length() - 1
                row = power[led_class[led]]
                best_pow, best_seat = row[rem_card], seat
                for _ in range(n_in_trick - 1):
                    seat = next_seat[seat]
                    c = hands[seat].bit_length() - 1
                    if row[c] > best_pow:
                        best_pow, best_seat = row[c], seat
                return team[best_seat]
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
            value = play_from(hands, leader, 0, -1, -1, -1, 0, -1, alpha, beta)
            if value <= alpha:
                hi = min(hi, value)
            elif value >= beta:
                lo = max(lo, value)
            else:
                lo = hi = value
            table[key] = (lo, hi)
            return value

        def play_from(hands: list[int], seat: int, count: int, led: int, best_pow: int,
                      best_seat: int, tmask: int, ref: int, alpha: int, beta: int) -> int:
            solver.nodes += 1
            hand = hands[seat]
            mask = legal(seat, hand, led, ref)
            rem = tmask
            for h in hands:
                rem |= h
            maximise = team[seat]
            if count == 0:
                cards = candidates(mask, rem, None, 0, False)
            else:
                row = power[led_class[led]]
                cards = candidates(mask, rem, row, best_pow, team[best_seat] == maximise)
            last = count + 1 == n_in_trick
            nxt = next_seat[seat]
            best = -1 if maximise else 99
            for c in cards:
                bit = 1 << c
                hands[seat] = hand ^ bit
                if count == 0:
                    p = power[led_class[c]][c]
                    win_pow, win_seat, new_led, new_ref = p, seat, c, c
                else:
                    p = power[led_class[led]][c]
                    if p > best_pow:
                        win_pow, win_seat = p, seat
                    else:
                        win_pow, win_seat = best_pow, best_seat
                    new_led = led
                    new_ref = c if by_highest and (trump_mask >> c) & 1 and \
                        (ref < 0 or not (trump_mask >> ref) & 1 or (above[ref] >> c) & 1) else ref
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
