"""The player's profile: settings, statistics, practice progress, the rating and the autosave, in one place.

Everything the game keeps about the person lives in one folder and passes through this class,
so a damaged file is handled the same way wherever it is read: kept aside as ``*.corrupt``,
a fresh start, and a message the game shows once.  Writes are atomic (``settings_store``).

A folder that cannot keep the files (read-only, someone else's, a full disk, a name too long)
is found out once, before anything is read (``folder.check_folder``): the game plays
on with what it could read, says once that nothing will be saved and why, and tries no write
that would only fail.  A save that fails later (the disk filled during play) is said once too.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from game import resources
from game.levels import Progress, load_progress
from game.logs import setup_logging
from game.profile import folder as profile_folder
from game.profile import settings_store as store
from game.profile.skill_history import SkillHistory, load_skill, save_skill

log = logging.getLogger(__name__)

PROGRESS_FILE = "progress.json"


class Profile:
    """One player's files.  Loading never raises; saving reports a problem in words."""

    def __init__(self, folder: Path, check: profile_folder.FolderCheck | None = None) -> None:
        self.folder = Path(folder)
        self.check = check if check is not None else profile_folder.check_folder(self.folder)
        self._messages: list[str] = []
        self._save_failure_told = False
        # The very first start here: none of the player's files were there (a damaged one counts).
        self.first_run = self.check.readable and not any(_exists(self.folder / name) for name in store.PROFILE_FILES)
        if not self.check.writable:   # said on stderr by whoever checked; said on screen here
            self._note(self.unsaved_message, quiet=True)
        else:
            for name in (store.SETTINGS_FILE, store.STATS_FILE, store.COUCH_STATS_FILE,
                         *store.AUTOSAVE_FILES.values(), PROGRESS_FILE, store.SKILL_FILE):
                store.remove_stale_temp_files(self.folder / name)   # what an interrupted save left
        self.settings, self.stats = store.Settings(), store.Stats()
        self.couch_stats = store.Stats()   # games two people played at one screen: never mixed with one's own
        if self.check.readable:
            self.settings, message = store.load_settings(self.folder / store.SETTINGS_FILE, repair=self.saves)
            self._note(message)
            self.stats, message = store.load_stats(self.folder / store.STATS_FILE, repair=self.saves)
            self._note(message)
            if _exists(self.folder / store.COUCH_STATS_FILE):
                self.couch_stats, message = store.load_stats(self.folder / store.COUCH_STATS_FILE, repair=self.saves)
                self._note(message)
        self._progress: Progress | None = None
        self._skill: SkillHistory | None = None
        self._own_speed: float = self.settings.animation_speed   # see ``speed_for_this_run``
        self._run_speed: float | None = None

    @property
    def is_new(self) -> bool:
        """Someone who has played nothing and learned nothing here yet (a first run): the game
        offers to teach them first."""
        stats = self.stats
        return not (stats.games or stats.hands_played or self.progress.learned or self.progress.solved
                    or self.progress.beaten)

    @property
    def saves(self) -> bool:
        """Whether the player's files are kept (the folder could be written at start)."""
        return self.check.writable

    @property
    def unsaved_message(self) -> str:
        """The one plain sentence a player reads when nothing can be kept (on screen, where a long
        folder is shortened to its last parts; ``unsaved_line`` names it whole, for stderr)."""
        return (f"Nothing will be saved this time (settings, statistics, your game): the folder "
                f"{shown_path(self.folder)} cannot be used ({self.check.reason}).")

    @property
    def unsaved_line(self) -> str:
        return (f"Nothing will be saved this time (settings, statistics, your game): the folder "
                f"{self.folder} cannot be used ({self.check.reason}).")

    # ------------------------------------------------------------------ messages

    def _note(self, message: str | None, quiet: bool = False) -> None:
        """A message for the screen (it names the file); the log says which folder, too."""
        if message:
            if not quiet:
                log.warning("%s [in %s]", message, self.folder)
            self._messages.append(message)

    def _failed(self, what: str, path: Path, error: OSError) -> str | None:
        """A write that failed: said to the player the first time, logged (one line) after."""
        reason = store.os_reason(error)
        if self._save_failure_told:
            log.info("could not save %s to %s (%s)", what, path, reason)
            return None
        self._save_failure_told = True
        log.warning("could not save %s to %s (%s); later failures are logged only", what, path, reason)
        return f"Could not save your {what} ({path.name}): {reason}."

    def take_messages(self) -> list[str]:
        """Problems met while reading the profile, each handed out once (to be shown)."""
        messages, self._messages = self._messages, []
        return messages

    # ------------------------------------------------------------------ settings and statistics

    def save_settings(self) -> str | None:
        return self._save("settings", lambda: store.save_settings(self.folder / store.SETTINGS_FILE,
                                                                  self.settings))

    def speed_for_this_run(self, speed: float | None) -> None:
        """``--speed``: the animation speed for this run only (it may pass the settings' range:
        tests and screenshots go faster); ``keep_own_speed`` puts the player's back before a save."""
        self._own_speed, self._run_speed = self.settings.animation_speed, None
        if speed is not None:
            low, high = store.COMMAND_LINE_SPEED_RANGE
            self.settings.animation_speed = self._run_speed = max(low, min(high, speed))

    def keep_own_speed(self) -> None:
        """Before the last save: the player's own speed back, unless they chose one meanwhile."""
        if self._run_speed is not None and self.settings.animation_speed == self._run_speed:
            self.settings.animation_speed = self._own_speed


    def save_stats(self) -> str | None:
        return self._save("statistics", lambda: store.save_stats(self.folder / store.STATS_FILE, self.stats))

    def stats_for(self, people: int) -> store.Stats:
        """The statistics a game with ``people`` at the screen counts in (two: their own record)."""
        return self.couch_stats if people > 1 else self.stats

    def save_couch_stats(self) -> str | None:
        return self._save("statistics", lambda: store.save_stats(self.folder / store.COUCH_STATS_FILE,
                                                                 self.couch_stats))

    def _save(self, what: str, write: Any, path: Path | None = None) -> str | None:
        if not self.saves:
            return None   # said once at the start
        try:
            write()
        except OSError as exc:
            return self._failed(what, path or self.folder, exc)
        return None

    # ------------------------------------------------------------------ practice progress

    @property
    def progress_path(self) -> Path:
        return self.folder / PROGRESS_FILE

    @property
    def progress(self) -> Progress:
        """Ladder tables beaten, drills solved, trainer times: read on first use."""
        if self._progress is None:
            if self.check.readable:
                self._progress, message = read_progress(self.progress_path, repair=self.saves)
                self._note(message)
            else:
                self._progress = Progress()
        return self._progress

    def save_progress(self) -> str | None:
        return self._save("practice progress", lambda: store.save_json_atomic(self.progress_path,
                                                                              self.progress.to_dict()),
                          self.progress_path)

    # ------------------------------------------------------------------ the rating and its history

    @property
    def skill_path(self) -> Path:
        return self.folder / store.SKILL_FILE

    @property
    def skill(self) -> SkillHistory:
        """The rating, each day's accuracy, the challenges counted: read on first use."""
        if self._skill is None:
            if self.check.readable:
                self._skill, message = load_skill(self.skill_path, repair=self.saves)
                self._note(message)
            else:
                self._skill = SkillHistory()
        return self._skill

    def save_skill(self) -> str | None:
        return self._save("rating and challenge results", lambda: save_skill(self.skill_path, self.skill),
                          self.skill_path)

    # ------------------------------------------------------------------ the saved games

    def autosave_path(self, kind: str = "quick") -> Path:
        """The saved game of one kind (quick, practice, a ladder table): each has its own file."""
        return self.folder / store.AUTOSAVE_FILES[kind]

    def has_autosave(self, kind: str | None = None) -> bool:
        """Whether a game of ``kind`` (any kind, if None) waits to be continued."""
        kinds = [kind] if kind is not None else list(store.AUTOSAVE_FILES)
        try:
            return self.check.readable and any(self.autosave_path(k).exists() for k in kinds)
        except OSError:
            return False

    def latest_autosave(self) -> str | None:
        """The kind of the game saved last (the one ``python main.py`` sits back down at)."""
        newest: tuple[float, str] | None = None
        for kind in store.AUTOSAVE_FILES:
            try:
                when = self.autosave_path(kind).stat().st_mtime
            except OSError:
                continue
            if newest is None or when > newest[0]:
                newest = (when, kind)
        return None if newest is None else newest[1]

    def read_autosave(self, kind: str = "quick") -> dict[str, Any] | None:
        """The saved game's data, or None: none there, or unreadable (kept aside, with a message).
        Whether the data is a game that replays is ``GameSession.from_save``'s to say."""
        if not self.check.readable:
            return None
        path = self.autosave_path(kind)
        if self.saves:
            store.remove_stale_temp_files(path)
        data, problem = store.read_json(path)
        if data is store.ABSENT:
            return None
        if problem is None and not isinstance(data, dict):
            problem = "it does not hold a saved game"
        if problem is not None:
            self.discard_autosave(problem, kind)
            return None
        saved: dict[str, Any] = data   # a JSON object: its keys are text
        return saved

    def discard_autosave(self, reason: str, kind: str = "quick") -> None:
        """A save that cannot be used is kept as ``<file>.corrupt``; a new game starts."""
        path = self.autosave_path(kind)
        kept = store.preserve_corrupt(path) if self.saves else None
        where = f"it was kept as {kept.name}" if kept else "it was left where it is"
        self._note(f"The saved game ({path.name}) was damaged ({_short(reason, 80)}): {where}, and a new game "
                   f"started.")

    def write_autosave(self, data: dict[str, Any], kind: str = "quick") -> str | None:
        path = self.autosave_path(kind)
        return self._save("game", lambda: store.save_json_atomic(path, data), path)

    def clear_autosave(self, kind: str = "quick") -> None:
        """A finished game leaves nothing to continue."""
        if not self.saves:
            return
        path = self.autosave_path(kind)
        try:
            path.unlink(missing_ok=True)
        except OSError as error:
            log.warning("could not remove the finished game's save %s (%s)", path, store.os_reason(error))


def _exists(path: Path) -> bool:
    """Whether anything is at ``path`` (a file, a link, a folder): a damaged file was a profile."""
    try:
        return os.path.lexists(path)
    except OSError:
        return True


def read_progress(path: Path, repair: bool = True) -> tuple[Progress, str | None]:
    """Progress from ``path``; a damaged file, or one with entries that had to be dropped, is kept
    as ``.corrupt``, what survived is written back, and the loss is explained (``repair``
    False: a folder that cannot be changed; the file is left as it is)."""
    if repair:
        store.remove_stale_temp_files(path)
    progress, problems = load_progress(path)
    if not problems:
        return progress, None
    kept = store.preserve_corrupt(path) if repair else None
    where = f" The old file was kept as {kept.name}." if kept else ""
    if progress == Progress():
        return progress, (f"Your practice progress ({path.name}) could not be read: {store.listing(problems)}. "
                          f"Tables, drills, lessons and best times start afresh.{where}")
    try:
        if repair:
            store.save_json_atomic(path, progress.to_dict())
    except OSError as error:
        log.warning("could not write the repaired practice progress back to %s (%s)", path, store.os_reason(error))
    return progress, (f"Some of your practice progress ({path.name}) was damaged and was dropped: "
                      f"{store.listing(problems)}.{where}")


def shown_path(folder: Path, most: int = 60) -> str:
    """A folder as a message on screen shows it: whole when short, else its last parts."""
    text = str(folder)
    if len(text) <= most:
        return text
    parts = folder.parts
    tail = str(Path(*parts[-2:])) if len(parts) >= 2 else parts[-1]
    return "…" + ("/" if not tail.startswith("/") else "") + tail[-(most - 2):]


def _short(text: str, most: int = 160) -> str:
    """A reason as a message quotes it: one line, never a page."""
    line = " ".join(str(text).split())
    return line if len(line) <= most else line[:most - 3] + "..."


def open_profile(folder_arg: str | None) -> Profile:
    """The player's profile in ``folder_arg`` (None: the usual place), after the one check of
    the folder, with the log set up there (or on stderr alone when it cannot be written)."""
    folder = profile_folder.profile_dir(folder_arg)
    check = profile_folder.check_folder(folder)   # once, before anything is read or written
    setup_logging(folder if check.writable else None)
    missing = resources.check_installation()
    if missing:   # a broken install is one clear error (game.cli prints it), not a silent game
        raise resources.DataMissingError("; ".join(missing))
    profile = Profile(folder, check)
    if not check.writable:   # the one warning on stderr; the screen says it too
        log.warning("%s", profile.unsaved_line)
    return profile
