"""Which stage of the table the engine's phase calls for: a pure query, no side effects.

The phase scenes each show one ``Stage``; when the engine has moved on to another, the scene
asks the navigator for the table (``ShowTable``), which picks the scene for the new stage.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from game.engine import HandRecord, Phase, TableSnapshot
from game.engine.protocol import AUCTION_PHASES, DRAW_PHASES

DEAL_PHASES = frozenset({Phase.DEALER, Phase.DEAL})


class Stage(Enum):
    DEAL = "deal"
    AUCTION = "auction"
    DRAW = "draw"
    TRICK = "trick"
    SCOREBOARD = "scoreboard"
    GAME_OVER = "game-over"


def unshown_redeals(records: Sequence[HandRecord], scored_hands: int) -> int:
    """How many all-pass redeals, next in line after the hands already shown, were not yet told."""
    count = 0
    while scored_hands + count < len(records) and records[scored_hands + count].redeal:
        count += 1
    return count


def stage_for(snap: TableSnapshot, scored_hands: int) -> Stage | None:
    """The stage to show: the scoreboard while a scored hand waits to be shown, then game over
    once the game is, else the phase's."""
    if scored_hands < snap.records_count:
        return Stage.SCOREBOARD
    if snap.game_over:
        return Stage.GAME_OVER
    phase = snap.phase
    if phase in DEAL_PHASES:
        return Stage.DEAL
    if phase in AUCTION_PHASES:
        return Stage.AUCTION
    if phase in DRAW_PHASES:
        return Stage.DRAW
    if phase == Phase.PLAY:
        return Stage.TRICK
    return None


@dataclass(frozen=True)
class HandOnShow:
    """A finished hand the table still shows until its board is closed: the engine has scored
    it and moved on (new totals, the next dealer, "Hand 2"), but the player is still looking at
    its last trick and its board, so the panels and plates keep to it."""

    hand_number: int                 # from 0, as the engine counts
    dealer: int
    scores: tuple[int, ...]          # each side's total before this hand was scored
    seat_tricks: tuple[int, ...]     # tricks each seat took in it


def hand_on_show(snap: TableSnapshot, scored_hands: int) -> HandOnShow | None:
    """The scored hand whose board has not been closed yet, or None (the table shows the
    engine's hand as it is)."""
    records = snap.records
    if scored_hands >= len(records):
        return None
    record = records[scored_hands]
    tricks = tuple(record.tricks_won_by(seat) for seat in range(snap.rules.players))
    return HandOnShow(record.hand_number, record.dealer, record.scores_before, tricks)
