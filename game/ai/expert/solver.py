"""Exact solver for the play of one hand with every hand open.

The score of a hand depends on the play only through the tricks each side takes: the
5-point bonus for the highest trump always goes to whoever holds it, since every card
in the hands is played (docs/RULES.md "Points").  So the solver finds, by alpha-beta with a
transposition table keyed on (cards still out, leader), how many of the remaining tricks
team A takes against best defence; any score rule that rises with those tricks (bid
made or set, 60 for 30, 60 for 120, forty-five's trick scoring) is then a table look-up
(see ``worlds.score_table``).  Minimax commutes with such monotone maps, so this is the
same as maximising the score itself.
"""

from __future__ import annotations

from collections.abc import Callable

from .position import PlayPosition
from .search import SearchAborted, build_search
from .search_tables import SearchTables, make_legal, trick_state
from .tables import LAYOUTS, privileged_mask

__all__ = ["PlayPosition", "PlaySolver", "SearchAborted", "solve_values"]


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
        self.table: dict[tuple[int, int], tuple[int, int]] = {}
        self.tables = SearchTables.of(position)
        self._legal_bits = make_legal(self.tables)
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
        """Legal cards as a card mask, by the search's own rule (``search_tables.make_legal``)."""
        layout = LAYOUTS[self.position.trump]
        led, ref = trick_state(self.tables, [layout.pos_of[c] for c in trick])
        return layout.to_cards(self._legal_bits(seat, layout.to_bits(hand), led, ref))

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
        ref = trick_state(self.tables, bits)[1]
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
        return build_search(self, self.tables, self._legal_bits)


def solve_values(position: PlayPosition) -> tuple[dict[int, int], int]:
    """Team A's tricks from the current trick on, per legal card, and the nodes searched."""
    solver = PlaySolver(position)
    values = solver.values()
    return values, solver.nodes
