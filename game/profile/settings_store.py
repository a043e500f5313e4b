"""Settings, statistics and autosave persistence that never loses the player's data.

Writes are atomic (temp file in the same directory, fsync, ``os.replace``) so a
crash or power cut leaves either the old or the new file, never half of one.
Reads never raise: an unreadable or damaged file is moved aside as
``<name>.corrupt``, valid fields are kept (each value is checked against what
really exists by ``settings_check``), and a human-readable message names the
file, the field and the bad value so the game can show it.  Which folder the
files live in, and whether it can be written, is ``folder``'s.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game.profile import settings_check as check
from game.profile.settings_check import (  # re-exported
    ANIMATION_SPEED_RANGE,
    COMMAND_LINE_SPEED_RANGE,
    MAX_NAME_LENGTH,
    Problem,
)

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.json"
STATS_FILE = "stats.json"
COUCH_STATS_FILE = "stats-two-players.json"   # games two people played at one screen, kept apart
AUTOSAVE_FILE = "autosave.json"
# Each kind of game keeps its own save, so starting one never throws another away.
AUTOSAVE_FILES = {"quick": AUTOSAVE_FILE, "practice": "autosave-practice.json", "ladder": "autosave-ladder.json"}
SKILL_FILE = "skill.jsonl"     # the rating and its history (``skill_history``)
PROFILE_FILES = (SETTINGS_FILE, STATS_FILE, COUCH_STATS_FILE, *AUTOSAVE_FILES.values(), "progress.json", SKILL_FILE)

DEFAULT_PLAYER_NAMES = ["Mary", "Angus", "Colleen", "Seamus", "Bridget"]
DEFAULT_PEOPLE = ["Player 1", "Player 2"]


def os_reason(error: OSError) -> str:
    """An operating-system error as a player reads it: "Permission denied", "No space left on
    device", never a traceback."""
    return error.strerror or error.__class__.__name__


# --- the records -------------------------------------------------------------------------

@dataclass
class Settings:
    """Player preferences; every field has a safe default (ranges: ``settings_check``)."""

    ai_level: str = "normal"
    animation_speed: float = 1.0  # ANIMATION_SPEED_RANGE: 0.5 (slow) .. 3.0 (fast)
    rules_preset: str = "classic"
    players: int = 4
    switches: dict[str, Any] = field(default_factory=dict)  # house-rule overrides
    volume: float = 0.8
    muted: bool = False
    fullscreen: bool = False
    four_colour: bool = False
    large_cards: bool = False
    text_size: float = 1.0        # TEXT_SIZE_RANGE: the player's text size, over the window's own
    auto_hints: bool = False
    accuracy: bool = True         # the analyst weighs each hand you play (its figure on the board)
    player_names: list[str] = field(default_factory=lambda: list(DEFAULT_PLAYER_NAMES))
    sort_hand: bool = True
    humans: int = 1               # players at this TV: 1, or 2 sharing the screen
    second_seat: int = 2          # where the second person sits, counted left from the first (2: across)
    open_hands: bool = False      # two people: both hands shown, no hand-off cover (teaching, learning)
    people: list[str] = field(default_factory=lambda: list(DEFAULT_PEOPLE))   # the two people's names
    window_size: list[int] = field(default_factory=lambda: [1600, 900])

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def check(cls, data: Any) -> tuple[Settings, list[Problem]]:
        """Build from loaded JSON keeping the acceptable fields; a problem for each bad one."""
        if not isinstance(data, dict):
            return cls(), [Problem("(whole file)", data, "expected a table of settings")]
        values, problems = check.check_settings(data)
        return cls(**values), problems

    @classmethod
    def from_dict(cls, data: Any) -> tuple[Settings, list[str]]:
        """Build from loaded JSON keeping valid fields; returns (settings, rejected names)."""
        settings, problems = cls.check(data)
        return settings, _names_of(problems)


@dataclass
class Stats:
    """Lifetime results shown on the statistics screen."""

    games: int = 0
    wins: int = 0
    bids_made: int = 0
    bids_set: int = 0
    hands_played: int = 0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def check(cls, data: Any) -> tuple[Stats, list[Problem]]:
        if not isinstance(data, dict):
            return cls(), [Problem("(whole file)", data, "expected a table of numbers")]
        values, problems = check.check_counts(data, [f.name for f in fields(cls)])
        return cls(**values), problems

    @classmethod
    def from_dict(cls, data: Any) -> tuple[Stats, list[str]]:
        stats, problems = cls.check(data)
        return stats, _names_of(problems)


def _names_of(problems: list[Problem]) -> list[str]:
    """The fields named by problems, once each (``switches.x`` counts as ``switches``)."""
    out: list[str] = []
    for problem in problems:
        name = problem.field.split(".")[0]
        if name not in out:
            out.append(name)
    return out


# --- files -----------------------------------------------------------------------------

def save_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write JSON so that readers see the old or the new file, never a torn one."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp",
                                         dir=str(target.parent))
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(data, stream, indent=2, ensure_ascii=False)
            stream.write("\n")
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, target)
    except BaseException as exc:  # any failure, even an interrupt: no temp file left behind
        log.info("writing %s failed (%s); the old file is unchanged", target, exc.__class__.__name__)
        try:
            os.unlink(temp_name)
        except OSError as error:
            log.info("could not remove the temporary file %s (%s)", temp_name, os_reason(error))
        raise
    _fsync_directory(target.parent)


def _fsync_directory(directory: Path) -> None:
    """Make the rename itself durable (POSIX only; best effort)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(str(directory), os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temp_files(path: str | os.PathLike[str]) -> list[Path]:
    """Delete what an interrupted save of ``path`` left: ``.<name>.*.tmp`` from ``save_json_atomic``,
    ``<name>.tmp`` from older versions and from ``levels.save_progress``."""
    target = Path(path)
    removed: list[Path] = []
    try:
        leftovers = sorted(target.parent.glob(f".{target.name}.*.tmp"))
        old_style = target.with_name(target.name + ".tmp")
        if old_style.is_file():
            leftovers.append(old_style)
    except OSError:
        return removed
    for leftover in leftovers:
        try:
            leftover.unlink()
        except OSError as error:
            log.warning("could not remove the leftover %s (%s)", leftover, os_reason(error))
            continue
        log.info("removed %s, left by a save that was interrupted", leftover)
        removed.append(leftover)
    return removed


ABSENT = _ABSENT = object()   # ``read_json``'s answer for a file that is not there


def read_json(path: str | os.PathLike[str]) -> tuple[Any, str | None]:
    """(data, None) on success, (ABSENT, None) if there is no file, (None, reason) if unusable.

    ``null`` is data (and not a settings table); a number too long to read, nesting too deep to
    parse, or something that is not a regular file (a folder; a FIFO, whose reading would wait
    for a writer forever) is damage like any other."""
    path = Path(path)
    try:
        regular = path.is_file()
    except OSError as error:   # e.g. a folder on the way that may not be searched
        return None, f"it could not be read ({error.__class__.__name__})"
    if not regular:
        if not os.path.lexists(path):
            return _ABSENT, None
        return None, "it is not a regular file"
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return _ABSENT, None
    except (OSError, UnicodeDecodeError) as error:
        return None, f"it could not be read ({error.__class__.__name__})"
    try:
        return json.loads(text), None
    except json.JSONDecodeError as error:
        return None, f"it is damaged (line {error.lineno}, column {error.colno})"
    except RecursionError:
        return None, "it is damaged (nested too deeply)"
    except ValueError:   # e.g. an integer of thousands of digits
        return None, "it is damaged (a number too long to read)"


def preserve_corrupt(path: str | os.PathLike[str]) -> Path | None:
    """Move a bad file aside as ``<name>.corrupt`` (or ``.corrupt-2``...); never overwrite."""
    source = Path(path)
    candidate = source.with_name(source.name + ".corrupt")
    number = 2
    try:
        while os.path.lexists(candidate):
            candidate = source.with_name(f"{source.name}.corrupt-{number}")
            number += 1
        os.replace(source, candidate)
    except OSError as error:   # a folder that may not be changed: the file stays where it is
        log.warning("could not keep the damaged %s aside as %s (%s)", source, candidate.name, os_reason(error))
        return None
    return candidate


def load_json(path: str | os.PathLike[str], default: Any = None) -> Any:
    """Load any JSON document (e.g. the autosave); a damaged file is set aside, default returned."""
    remove_stale_temp_files(path)
    data, problem = read_json(Path(path))
    if problem is not None:
        log.warning("%s: %s; kept aside", path, problem)
        preserve_corrupt(path)
        return default
    return default if data is _ABSENT or data is None else data


def _load_record(path: str | os.PathLike[str], cls: Any, what: str, repair: bool = True) -> tuple[Any, str | None]:
    """A record from ``path``: a damaged file is kept aside and the repaired record written back
    (``repair`` False: a folder that cannot be changed; the file is left as it is)."""
    target = Path(path)
    if repair:
        remove_stale_temp_files(target)
    data, problem = read_json(target)
    if data is _ABSENT:
        return cls(), None  # first run
    if problem is None and not isinstance(data, dict):
        problem = f"it does not contain the expected {what}"
    if problem is not None:
        kept = preserve_corrupt(target) if repair else None
        where = f" The old file was kept as {kept.name}." if kept else ""
        return cls(), (f"Your {what} file ({target.name}) could not be used: {problem}. "
                       f"Defaults are in use.{where}")
    record, problems = cls.check(data)
    if not problems:
        return record, None
    kept = preserve_corrupt(target) if repair else None
    try:
        if repair:
            save_json_atomic(target, record.to_dict())  # write back the repaired version
    except OSError as error:
        log.warning("could not write the repaired %s back to %s (%s)", what, target, os_reason(error))
    where = f" The original was kept as {kept.name}." if kept else ""
    log.info("%s in %s reset to their defaults: %s", what, target, "; ".join(str(p) for p in problems))
    return record, (f"Some {what} in {target.name} were reset to their defaults: {listing(problems)}.{where}")


def listing(problems: list[Any], most: int = 2) -> str:
    """Problems as a message lists them on screen: the first few, then how many more (the log
    has them all)."""
    shown = "; ".join(str(p) for p in problems[:most])
    more = len(problems) - most
    return shown + (f"; and {more} more (in the log)" if more > 0 else "")


def load_settings(path: str | os.PathLike[str], repair: bool = True) -> tuple[Settings, str | None]:
    """Return (settings, message); message is None unless something had to be repaired."""
    return _load_record(path, Settings, "settings", repair)


def save_settings(path: str | os.PathLike[str], settings: Settings) -> None:
    save_json_atomic(path, settings.to_dict())


def load_stats(path: str | os.PathLike[str], repair: bool = True) -> tuple[Stats, str | None]:
    return _load_record(path, Stats, "statistics", repair)


def save_stats(path: str | os.PathLike[str], stats: Stats) -> None:
    save_json_atomic(path, stats.to_dict())


__all__ = [
    "ABSENT",
    "ANIMATION_SPEED_RANGE",
    "AUTOSAVE_FILES",
    "os_reason",
    "AUTOSAVE_FILE",
    "COMMAND_LINE_SPEED_RANGE",
    "DEFAULT_PLAYER_NAMES",
    "MAX_NAME_LENGTH",
    "PROFILE_FILES",
    "SETTINGS_FILE",
    "SKILL_FILE",
    "STATS_FILE",
    "Settings",
    "Stats",
    "load_json",
    "load_settings",
    "load_stats",
    "preserve_corrupt",
    "read_json",
    "remove_stale_temp_files",
    "save_json_atomic",
    "save_settings",
    "save_stats",
]
