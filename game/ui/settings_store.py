"""Settings, statistics and autosave persistence that never loses the player's data.

Writes are atomic (temp file in the same directory, fsync, ``os.replace``) so a
crash or power cut leaves either the old or the new file, never half of one.
Reads never raise: an unreadable or damaged file is moved aside as
``<name>.corrupt``, valid fields are kept, and a human-readable message says
what happened so the game can show it.
"""

from __future__ import annotations

import json
import math
import os
import sys
import tempfile
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Callable

APP_DIR_NAME = "auction-forty-fives"
SETTINGS_FILE = "settings.json"
STATS_FILE = "stats.json"
AUTOSAVE_FILE = "autosave.json"

DEFAULT_PLAYER_NAMES = ["Mary", "Angus", "Colleen", "Seamus", "Bridget"]
ANIMATION_SPEED_RANGE = (0.5, 3.0)
PLAYER_COUNT_RANGE = (2, 6)
MAX_NAME_LENGTH = 24


def profile_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """Where settings and saves live: ``override`` (``--profile``) or the platform's data dir."""
    if override:
        return Path(override).expanduser()
    home = Path.home()
    if sys.platform == "win32":
        base = os.environ.get("APPDATA")
        return (Path(base) if base else home / "AppData" / "Roaming") / APP_DIR_NAME
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / APP_DIR_NAME
    xdg = os.environ.get("XDG_DATA_HOME", "")
    base_dir = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
    return base_dir / APP_DIR_NAME


@dataclass
class Settings:
    """Player preferences; every field has a safe default."""

    ai_level: str = "normal"
    animation_speed: float = 1.0  # 0.5 (slow) .. 3.0 (fast)
    rules_preset: str = "classic"
    players: int = 4
    switches: dict[str, Any] = field(default_factory=dict)  # house-rule overrides
    volume: float = 0.8
    muted: bool = False
    fullscreen: bool = False
    four_colour: bool = False
    large_cards: bool = False
    auto_hints: bool = False
    player_names: list[str] = field(default_factory=lambda: list(DEFAULT_PLAYER_NAMES))
    sort_hand: bool = True
    window_size: list[int] = field(default_factory=lambda: [1600, 900])

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> tuple[Settings, list[str]]:
        """Build from loaded JSON keeping valid fields; returns (settings, rejected names)."""
        return _from_dict(cls, data, _SETTINGS_VALIDATORS)


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
    def from_dict(cls, data: Any) -> tuple[Stats, list[str]]:
        return _from_dict(cls, data, {f.name: _count for f in fields(cls)})


# --- validation: each validator returns the cleaned value or raises ValueError ------

def _text(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValueError("expected non-empty text")
    return value.strip()


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("expected true/false")
    return value


def _number_in(low: float, high: float) -> Callable[[Any], float]:
    def check(value: Any) -> float:
        is_number = isinstance(value, (int, float)) and not isinstance(value, bool)
        if not is_number or not math.isfinite(value):
            raise ValueError("expected a number")
        return float(min(high, max(low, value)))
    return check


def _players(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError("expected a whole number")
    if not PLAYER_COUNT_RANGE[0] <= value <= PLAYER_COUNT_RANGE[1]:
        raise ValueError("player count out of range")
    return value


def _count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError("expected a whole number >= 0")
    return value


def _switches(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError("expected a mapping")
    scalar = (bool, int, float, str)
    return {key: item for key, item in value.items()
            if isinstance(key, str) and (item is None or isinstance(item, scalar))}


def _names(value: Any) -> list[str]:
    if not isinstance(value, list) or not value:
        raise ValueError("expected a list of names")
    names = [_text(name)[:MAX_NAME_LENGTH] for name in value]
    return names


def _window_size(value: Any) -> list[int]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise ValueError("expected [width, height]")
    return [max(640, min(16384, value[0])), max(480, min(16384, value[1]))]


_SETTINGS_VALIDATORS: dict[str, Callable[[Any], Any]] = {
    "ai_level": _text,
    "animation_speed": _number_in(*ANIMATION_SPEED_RANGE),
    "rules_preset": _text,
    "players": _players,
    "switches": _switches,
    "volume": _number_in(0.0, 1.0),
    "muted": _flag,
    "fullscreen": _flag,
    "four_colour": _flag,
    "large_cards": _flag,
    "auto_hints": _flag,
    "player_names": _names,
    "sort_hand": _flag,
    "window_size": _window_size,
}


def _from_dict(cls: Any, data: Any, validators: dict[str, Callable[[Any], Any]]) -> Any:
    if not isinstance(data, dict):
        return cls(), ["(whole file)"]
    values: dict[str, Any] = {}
    rejected: list[str] = []
    for name, validate in validators.items():
        if name not in data:
            continue  # missing fields (older file) quietly take their default
        try:
            values[name] = validate(data[name])
        except (ValueError, TypeError):
            rejected.append(name)
    return cls(**values), rejected


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
    except BaseException:
        try:
            os.unlink(temp_name)
        except OSError:
            pass
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


def _read_json(path: Path) -> tuple[Any, str | None]:
    """(data, None) on success, (None, None) if absent, (None, reason) if unreadable."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None, None
    except (OSError, UnicodeDecodeError) as error:
        return None, f"it could not be read ({error.__class__.__name__})"
    try:
        return json.loads(text), None
    except json.JSONDecodeError as error:
        return None, f"it is damaged (line {error.lineno}, column {error.colno})"


def preserve_corrupt(path: str | os.PathLike[str]) -> Path | None:
    """Move a bad file aside as ``<name>.corrupt`` (or ``.corrupt-2``...); never overwrite."""
    source = Path(path)
    candidate = source.with_name(source.name + ".corrupt")
    number = 2
    while candidate.exists():
        candidate = source.with_name(f"{source.name}.corrupt-{number}")
        number += 1
    try:
        os.replace(source, candidate)
    except OSError:
        return None
    return candidate


def load_json(path: str | os.PathLike[str], default: Any = None) -> Any:
    """Load any JSON document (e.g. the autosave); a damaged file is set aside, default returned."""
    data, problem = _read_json(Path(path))
    if problem is not None:
        preserve_corrupt(path)
        return default
    return default if data is None else data


def _load_record(path: str | os.PathLike[str], cls: Any, what: str) -> tuple[Any, str | None]:
    target = Path(path)
    data, problem = _read_json(target)
    if data is None and problem is None:
        return cls(), None  # first run
    if problem is None and not isinstance(data, dict):
        problem = "it does not contain the expected settings"
    if problem is not None:
        kept = preserve_corrupt(target)
        where = f" The old file was kept as {kept.name}." if kept else ""
        return cls(), (f"Your {what} file {target} could not be used: {problem}. "
                       f"Defaults are in use.{where}")
    record, rejected = cls.from_dict(data)
    if not rejected:
        return record, None
    kept = preserve_corrupt(target)
    try:
        save_json_atomic(target, record.to_dict())  # write back the repaired version
    except OSError:
        pass
    where = f" The original was kept as {kept.name}." if kept else ""
    return record, (f"Some {what} in {target} were invalid ({', '.join(rejected)}) "
                    f"and were reset to their defaults.{where}")


def load_settings(path: str | os.PathLike[str]) -> tuple[Settings, str | None]:
    """Return (settings, message); message is None unless something had to be repaired."""
    return _load_record(path, Settings, "settings")


def save_settings(path: str | os.PathLike[str], settings: Settings) -> None:
    save_json_atomic(path, settings.to_dict())


def load_stats(path: str | os.PathLike[str]) -> tuple[Stats, str | None]:
    return _load_record(path, Stats, "statistics")


def save_stats(path: str | os.PathLike[str], stats: Stats) -> None:
    save_json_atomic(path, stats.to_dict())
