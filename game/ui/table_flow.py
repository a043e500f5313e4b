"""Which stage of the table the engine's phase calls for: a pure query, no side effects.

The phase scenes each show one ``Stage``; when the engine has moved on to another, the scene
asks the navigator for the table (``ShowTable``), which picks the scene for the new stage.
"""

from __future__ import annotations

from enum import Enum
from typing import Optional, Sequence

from game.engine import GameState

AUCTION_PHASES = frozenset({"auction", "trump", "call", "kitty_choice"})
DRAW_PHASES = frozenset({"kitty_discard", "draw", "rob_pack", "rob"})
DEAL_PHASES = frozenset({"dealer", "deal"})


class Stage(Enum):
    DEAL = "deal"
    AUCTION = "auction"
    DRAW = "draw"
    TRICK = "trick"
    SCOREBOARD = "scoreboard"


def unshown_redeals(records: Sequence[dict], scored_hands: int) -> int:
    """How many all-pass redeals, next in line after the hands already shown, were not yet told."""
    count = 0
    while scored_hands + count < len(records) and records[scored_hands + count].get("redeal"):
        count += 1
    return count


def stage_for(state: GameState, scored_hands: int) -> Optional[Stage]:
    """The stage to show: the scoreboard while a scored hand waits to be shown, else the phase's."""
    records = state.records
    if scored_hands < len(records) or state.is_terminal:
        return Stage.SCOREBOARD
    phase = state.phase
    if phase in DEAL_PHASES:
        return Stage.DEAL
    if phase in AUCTION_PHASES:
        return Stage.AUCTION
    if phase in DRAW_PHASES:
        return Stage.DRAW
    if phase == "play":
        return Stage.TRICK
    return None
