"""Practice mode data: the ladder of tables, the drills and the ranking trainer.

Pure Python (never pygame): the app loads data with ``load_ladder`` / ``load_drills``,
which report bad files instead of raising, and keeps the player's ``Progress``.

    >>> tables, problems = load_ladder()
    >>> drills, problems = load_drills()
    >>> open_tables = unlocked(tables, Progress())
"""

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .drills import Drill, check_answer, load_drills
    from .ladder import LadderTable, load_ladder
    from .positions import Position, PositionError, build_position
    from .progress import (
        GOAL_KINDS,
        GameSummary,
        Goal,
        Progress,
        goal_met,
        load_progress,
        save_progress,
        summarize_game,
        unlocked,
    )
    from .schema import DEFAULT_LEVELS_DIR, PLAYER_LEVELS
    from .trainer import TrickQuestion, explain_winner, make_question

# Each name and the module it lives in, imported on first use (PEP 562): a game starts with the
# player's progress but without the drills and the ladder, which are a tenth of its start-up.
_HOMES = {
    "Drill": "drills", "check_answer": "drills", "load_drills": "drills",
    "LadderTable": "ladder", "load_ladder": "ladder",
    "Position": "positions", "PositionError": "positions", "build_position": "positions",
    "GOAL_KINDS": "progress", "GameSummary": "progress", "Goal": "progress", "Progress": "progress",
    "goal_met": "progress", "load_progress": "progress", "save_progress": "progress",
    "summarize_game": "progress", "unlocked": "progress",
    "DEFAULT_LEVELS_DIR": "schema", "PLAYER_LEVELS": "schema",
    "TrickQuestion": "trainer", "explain_winner": "trainer", "make_question": "trainer",
}


def __getattr__(name: str) -> object:
    """A name of the package, from its module (``DEFAULT_LEVELS_DIR``, the shipped levels
    folder, is found through game.resources on use, so a missing folder raises only then)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{home}"), name)
    if name != "DEFAULT_LEVELS_DIR":
        globals()[name] = value
    return value


__all__ = [
    "DEFAULT_LEVELS_DIR", "Drill", "GOAL_KINDS", "GameSummary", "Goal", "LadderTable", "PLAYER_LEVELS",
    "Position", "PositionError", "Progress", "TrickQuestion", "build_position", "check_answer",
    "explain_winner", "goal_met", "load_drills", "load_ladder", "load_progress", "make_question",
    "save_progress", "summarize_game", "unlocked",
]
