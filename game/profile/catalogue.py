"""The level data the practice screens use: ladder tables, drills and lessons, loaded once on first use.

Loading never stops the game: a bad table or drill file is skipped, logged, and summed up in
one message the practice screens show once.  ``AUCTION45_LEVELS`` points at another levels
folder (for people writing new tables and drills).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING

import game.levels as levels  # its drills and ladder modules load on first use (game.levels)

if TYPE_CHECKING:  # pragma: no cover
    from game.levels import Drill, LadderTable
    from game.levels.lessons import Lesson

log = logging.getLogger(__name__)

LEVELS_DIR_ENV = "AUCTION45_LEVELS"
MAX_PROBLEMS_SHOWN = 3
MAX_PROBLEM_LENGTH = 170


class LevelCatalogue:
    """Ladder tables and drills from the shipped levels (or another folder)."""

    def __init__(self, levels_dir: Path | None = None) -> None:
        env = os.environ.get(LEVELS_DIR_ENV)
        self.levels_dir: Path | None = levels_dir or (Path(env) if env else None)
        self._ladder: list[LadderTable] | None = None
        self._drills: list[Drill] | None = None
        self._lessons: list[Lesson] | None = None
        self._unshown: list[tuple[str, str]] = []   # (title, text) not yet put in front of the player

    def use_levels_dir(self, path: Path | None) -> None:
        """Read tables and drills from ``path`` from now on (reloaded on next use)."""
        self.levels_dir = Path(path) if path is not None else None
        self._ladder = self._drills = self._lessons = None

    def ladder(self) -> list[LadderTable]:
        if self._ladder is None:
            self._ladder, problems = levels.load_ladder(self.levels_dir)
            self._report("Some ladder tables were skipped", problems)
        return self._ladder

    def drills(self) -> list[Drill]:
        if self._drills is None:
            self._drills, problems = levels.load_drills(self.levels_dir)
            self._report("Some drills were skipped", problems)
        return self._drills

    def lessons(self) -> list[Lesson]:
        """Every lesson, in number order (a table's own lessons among them)."""
        if self._lessons is None:
            from game.levels.lessons import load_lessons
            self._lessons, problems = load_lessons(self.levels_dir)
            self._report("Some lessons were skipped", problems)
        return self._lessons

    def lesson(self, lesson_id: str) -> Lesson | None:
        return next((lesson for lesson in self.lessons() if lesson.id == lesson_id), None)

    def ladder_index(self, table_id: str) -> int | None:
        """Where the table with this id stands in the ladder (None when it is gone)."""
        return next((i for i, t in enumerate(self.ladder()) if t.id == table_id), None)

    def take_messages(self) -> list[tuple[str, str]]:
        """(title, text) of load problems not yet shown; each is handed out once."""
        messages, self._unshown = self._unshown, []
        return messages

    def _report(self, title: str, problems: list[str]) -> None:
        if not problems:
            return
        for problem in problems:
            log.warning("level data: %s", problem)
        shown = [p if len(p) <= MAX_PROBLEM_LENGTH else p[:MAX_PROBLEM_LENGTH - 3] + "..."
                 for p in problems[:MAX_PROBLEMS_SHOWN]]
        more = len(problems) - len(shown)
        text = "The game skipped a file it could not use:\n" + "\n".join(shown)
        if more > 0:
            text += f"\n...and {more} more (listed in the log)."
        self._unshown.append((title, text))
