"""The player's profile: settings, statistics, practice progress and the autosave, in one place.

Everything the game keeps about the person lives in one folder and passes through this class,
so a damaged file is handled the same way wherever it is read: kept aside as ``*.corrupt``,
a fresh start, and a message the game shows once.  Writes are atomic (``settings_store``).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Optional

from game.levels import Progress, load_progress
from game.ui import settings_store as store

log = logging.getLogger(__name__)

PROGRESS_FILE = "progress.json"


class Profile:
    """One player's files.  Loading never raises; saving reports a problem in words."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self._messages: list[str] = []
        for name in (store.SETTINGS_FILE, store.STATS_FILE, store.AUTOSAVE_FILE, PROGRESS_FILE):
            store.remove_stale_temp_files(self.folder / name)   # what an interrupted save left
        self.settings, message = store.load_settings(self.folder / store.SETTINGS_FILE)
        self._note(message)
        self.stats, message = store.load_stats(self.folder / store.STATS_FILE)
        self._note(message)
        self._progress: Optional[Progress] = None

    # ------------------------------------------------------------------ messages

    def _note(self, message: Optional[str]) -> None:
        if message:
            log.warning("%s", message)
            self._messages.append(message)

    def take_messages(self) -> list[str]:
        """Problems met while reading the profile, each handed out once (to be shown)."""
        messages, self._messages = self._messages, []
        return messages

    # ------------------------------------------------------------------ settings and statistics

    def save_settings(self) -> Optional[str]:
        return self._save("settings", lambda: store.save_settings(self.folder / store.SETTINGS_FILE,
                                                                  self.settings))

    def save_stats(self) -> Optional[str]:
        return self._save("statistics", lambda: store.save_stats(self.folder / store.STATS_FILE, self.stats))

    def _save(self, what: str, write: Any) -> Optional[str]:
        try:
            write()
        except OSError as exc:
            log.warning("could not save %s in %s", what, self.folder, exc_info=True)
            return f"Could not save your {what} to {self.folder}: {exc.strerror or exc}"
        return None

    # ------------------------------------------------------------------ practice progress

    @property
    def progress_path(self) -> Path:
        return self.folder / PROGRESS_FILE

    @property
    def progress(self) -> Progress:
        """Ladder tables beaten, drills solved, trainer times: read on first use."""
        if self._progress is None:
            self._progress, message = read_progress(self.progress_path)
            self._note(message)
        return self._progress

    def save_progress(self) -> Optional[str]:
        try:
            store.save_json_atomic(self.progress_path, self.progress.to_dict())
        except OSError as exc:
            log.warning("could not save practice progress to %s", self.progress_path, exc_info=True)
            return f"Could not save your practice progress to {self.progress_path}: {exc.strerror or exc}"
        return None

    # ------------------------------------------------------------------ the autosave

    @property
    def autosave_path(self) -> Path:
        return self.folder / store.AUTOSAVE_FILE

    def has_autosave(self) -> bool:
        return self.autosave_path.exists()

    def read_autosave(self) -> Optional[dict]:
        """The saved game's data, or None: none there, or unreadable (kept aside, with a message).
        Whether the data is a game that replays is ``GameSession.from_save``'s to say."""
        path = self.autosave_path
        store.remove_stale_temp_files(path)
        data, problem = store.read_json(path)
        if data is store.ABSENT:
            return None
        if problem is None and not isinstance(data, dict):
            problem = "it does not hold a saved game"
        if problem is not None:
            self.discard_autosave(problem)
            return None
        return data

    def discard_autosave(self, reason: str) -> None:
        """A save that cannot be used is kept as ``autosave.json.corrupt``; a new game starts."""
        path = self.autosave_path
        kept = store.preserve_corrupt(path)
        where = f"it was kept as {kept.name}" if kept else "it could not be kept aside"
        self._note(f"The saved game in {path} is damaged ({_short(reason)}); {where} and a new game started.")

    def write_autosave(self, data: dict) -> Optional[str]:
        path = self.autosave_path
        try:
            store.save_json_atomic(path, data)
        except OSError as exc:
            log.warning("could not save the game to %s", path, exc_info=True)
            return f"Could not save the game to {path}: {exc.strerror or exc}"
        return None

    def clear_autosave(self) -> None:
        """A finished game leaves nothing to continue."""
        try:
            self.autosave_path.unlink(missing_ok=True)
        except OSError:
            log.warning("could not remove the finished game's save %s", self.autosave_path, exc_info=True)


def read_progress(path: Path) -> tuple[Progress, Optional[str]]:
    """Progress from ``path``; a damaged file, or one with entries that had to be dropped, is kept
    as ``.corrupt``, what survived is written back, and the loss is explained."""
    store.remove_stale_temp_files(path)
    progress, problems = load_progress(path)
    if not problems:
        return progress, None
    kept = store.preserve_corrupt(path)
    where = f" The old file was kept as {kept.name}." if kept else ""
    if progress == Progress():
        return progress, (f"Your practice progress in {path} could not be read: {'; '.join(problems)}. "
                          f"Tables, drills and best times start afresh.{where}")
    try:
        store.save_json_atomic(path, progress.to_dict())
    except OSError:
        log.warning("could not write the repaired practice progress back to %s", path, exc_info=True)
    return progress, (f"Some of your practice progress in {path} was damaged and was dropped: "
                      f"{'; '.join(problems)}.{where}")


def _short(text: str, most: int = 160) -> str:
    """A reason as a message quotes it: one line, never a page."""
    line = " ".join(str(text).split())
    return line if len(line) <= most else line[:most - 3] + "..."
