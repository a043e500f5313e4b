"""Practice mode data: the ladder of tables, the drills and the ranking trainer.

Pure Python (never pygame): the app loads data with ``load_ladder`` / ``load_drills``,
which report bad files instead of raising, and keeps the player's ``Progress``.

    >>> tables, problems = load_ladder()
    >>> drills, problems = load_drills()
    >>> open_tables = unlocked(tables, Progress())
"""

from .drills import Drill, check_answer, load_drills
from .ladder import LadderTable, load_ladder
from .positions import Position, PositionError, build_position
from .progress import (GOAL_KINDS, GameSummary, Goal, Progress, goal_met, load_progress, save_progress,
                       summarize_game, unlocked)
from .schema import PLAYER_LEVELS
from .trainer import TrickQuestion, explain_winner, make_question


def __getattr__(name: str) -> object:  # PEP 562: looked up on first use
    """``DEFAULT_LEVELS_DIR``: the shipped levels folder, found (through game.resources) on use."""
    if name == "DEFAULT_LEVELS_DIR":
        from .schema import DEFAULT_LEVELS_DIR
        return DEFAULT_LEVELS_DIR
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "DEFAULT_LEVELS_DIR", "Drill", "GOAL_KINDS", "GameSummary", "Goal", "LadderTable", "PLAYER_LEVELS",
    "Position", "PositionError", "Progress", "TrickQuestion", "build_position", "check_answer",
    "explain_winner", "goal_met", "load_drills", "load_ladder", "load_progress", "make_question",
    "save_progress", "summarize_game", "unlocked",
]
