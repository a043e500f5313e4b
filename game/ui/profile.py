"""The player's profile: settings, statistics, practice progress and the autosave, in one place.

Everything the game keeps about the person lives in one folder and passes through this class,
so a damaged file is handled the same way wherever it is read: kept aside as ``*.corrupt``,
a fresh start, and a message the game shows once.  Writes are atomic (``settings_store``).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, Optional

from game.levels import Progress, load_progress, save_progress
from game.ui import settings_store as store

log = logging.getLogger(__name__)

PROGRESS_FILE = "progress.json"


class Profile:
    """One player's files.  Loading never raises; saving reports a problem in words."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self._messages: list[str] = []
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
            save_progress(self.progress, self.progress_path)
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
        """The saved game's data, or None: none there, or unreadable (kept aside, with a message)."""
        path = self.autosave_path
        if not path.exists():
            return None
        data = store.load_json(path, None)
        if not isinstance(data, dict):
            self.discard_autosave("it could not be read")
            return None
        return data

    def discard_autosave(self, reason: str) -> None:
        """A save that cannot be used is kept as ``autosave.json.corrupt``; a new game starts."""
        path = self.autosave_path
        store.preserve_corrupt(path)
        self._note(f"The saved game in {path} is damaged ({reason}); it was kept as "
                   f"{path.name}.corrupt and a new game started.")

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
    """Progress from ``path``; a damaged file is kept as ``.corrupt`` and a fresh start explained."""
    if not path.exists():
        return Progress(), None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        problem = None if isinstance(data, dict) else "it does not hold practice progress"
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        problem = f"it is damaged ({exc.__class__.__name__})"
    if problem is None:
        return load_progress(path), None
    kept = store.preserve_corrupt(path)
    where = f" The old file was kept as {kept.name}." if kept else ""
    return Progress(), (f"Your practice progress in {path} could not be read: {problem}. "
                        f"Tables, drills and best times start afresh.{where}")
