"""Settings values checked against what really exists, so a hand-edited or old settings file can
never stop the game: the engine's presets and their table sizes, the switches a preset accepts
(the engine itself builds the rules), the computer levels of ``game.ai``, and sane ranges; and
the command line's values, each with its range said once.  The autosave's fields are
checked by ``save_check``.

A bad value becomes a ``Problem`` naming the field and the value; the caller (``settings_store``)
puts the default in its place and tells the player.  No pygame here.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine import PRESET_NAMES, PRESET_TABLES, RulesError, RuleSet, preset
from game.engine.state import MAX_SEED_BITS

# One range each, used everywhere: the settings screen offers steps inside these.
ANIMATION_SPEED_RANGE = (0.5, 3.0)
# ``--speed`` alone may go past the settings' range: the app's tests and screenshot tools run
# tables at up to 10x.  Never saved (the settings file keeps ANIMATION_SPEED_RANGE).
COMMAND_LINE_SPEED_RANGE = (0.25, 10.0)
VOLUME_RANGE = (0.0, 1.0)
TEXT_SIZE_RANGE = (0.8, 1.6)    # game.ui.scenes.settings_rows.TEXT_SIZES
# The window: one range everywhere (the window's minimum, this check, what is saved).
WINDOW_SIZE_MIN = (240, 240)
WINDOW_SIZE_MAX = (16384, 16384)
MAX_NAME_LENGTH = 24
MAX_NAMES = max(n for tables in PRESET_TABLES.values() for n in tables) - 1   # computer seats
MAX_COUNT = 10 ** 9             # statistics: more games than anyone plays, short to show


def clamp_window_size(size: Any) -> tuple[int, int]:
    """A window size inside ``WINDOW_SIZE_MIN``..``WINDOW_SIZE_MAX`` (what the settings keep)."""
    return (min(max(int(size[0]), WINDOW_SIZE_MIN[0]), WINDOW_SIZE_MAX[0]),
            min(max(int(size[1]), WINDOW_SIZE_MIN[1]), WINDOW_SIZE_MAX[1]))


class FieldError(ValueError):
    """One settings value is not acceptable; the message says why."""


@dataclass(frozen=True)
class Problem:
    """A field whose value was replaced (or, for switches, partly dropped)."""

    field: str
    value: Any
    reason: str

    def __str__(self) -> str:
        return f"{self.field} = {describe(self.value)} ({self.reason})"


def describe(value: Any) -> str:
    """A value as a message quotes it: short, and safe for anything JSON can hold."""
    if isinstance(value, dict):
        return "a table" if value else "{}"
    if isinstance(value, list):
        return "a list" if value else "[]"
    try:
        text = "null" if value is None else repr(value)
    except ValueError:   # an integer too long to print
        return "a huge number"
    return text if len(text) <= 40 else text[:37] + "..."


# ---------------------------------------------------------------------------- single values

def flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise FieldError("expected true or false")
    return value


def number_in(low: float, high: float) -> Callable[[Any], float]:
    def check(value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise FieldError("expected a number")
        if isinstance(value, float) and not math.isfinite(value):
            raise FieldError("expected a finite number")
        if not low <= value <= high:
            raise FieldError(f"expected {low:g} to {high:g}")
        return float(value)
    return check


def count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
        raise FieldError(f"expected a whole number from 0 to {MAX_COUNT}")
    return value


def rules_preset(value: Any) -> str:
    if value not in PRESET_NAMES:
        raise FieldError(f"unknown rules preset; expected one of {', '.join(PRESET_NAMES)}")
    name: str = value   # one of the presets' names
    return name


def ai_level(value: Any) -> str:
    from game.ai import LEVELS  # the players' own registry (pure Python, no pygame)
    if value not in LEVELS:
        raise FieldError(f"unknown computer level; expected one of {', '.join(LEVELS)}")
    level: str = value   # one of the levels' names
    return level


def names(value: Any) -> list[str]:
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_NAMES:
        raise FieldError(f"expected a list of 1 to {MAX_NAMES} names")
    out = []
    for name in value:
        if not isinstance(name, str) or not name.strip() or not name.isprintable():
            raise FieldError("every name must be text")
        if len(name.strip()) > MAX_NAME_LENGTH:
            raise FieldError(f"a name is longer than {MAX_NAME_LENGTH} letters")
        out.append(name.strip())
    return out


def humans(value: Any) -> int:
    if isinstance(value, bool) or value not in (1, 2):
        raise FieldError("expected 1 or 2 players at the screen")
    return int(value)


def second_seat(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 5:
        raise FieldError("expected a seat from 1 to 5")
    return value


def two_names(value: Any) -> list[str]:
    checked = names(value)
    if len(checked) != 2:
        raise FieldError("expected the two people's names")
    return checked


def window_size(value: Any) -> list[int]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise FieldError("expected [width, height]")
    if not all(low <= v <= high for v, low, high in zip(value, WINDOW_SIZE_MIN, WINDOW_SIZE_MAX, strict=True)):
        raise FieldError(f"expected from {WINDOW_SIZE_MIN[0]}x{WINDOW_SIZE_MIN[1]} "
                         f"to {WINDOW_SIZE_MAX[0]}x{WINDOW_SIZE_MAX[1]}")
    return list(value)


SIMPLE_FIELDS: dict[str, Callable[[Any], Any]] = {
    "ai_level": ai_level,
    "animation_speed": number_in(*ANIMATION_SPEED_RANGE),
    "volume": number_in(*VOLUME_RANGE),
    "muted": flag,
    "fullscreen": flag,
    "four_colour": flag,
    "large_cards": flag,
    "text_size": number_in(*TEXT_SIZE_RANGE),
    "auto_hints": flag,
    "accuracy": flag,
    "player_names": names,
    "sort_hand": flag,
    "humans": humans,
    "second_seat": second_seat,
    "open_hands": flag,
    "people": two_names,
    "window_size": window_size,
}


# ---------------------------------------------------------------------------- the rules

def default_players(name: str) -> int:
    """The table size a preset is played at when the settings do not say."""
    return preset(name).players


def players_for(name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise FieldError("expected a whole number")
    if value not in PRESET_TABLES[name]:
        sizes = " or ".join(map(str, PRESET_TABLES[name]))
        raise FieldError(f"{name!r} is played by {sizes} players")
    return value


_SWITCHES = {f.name: f for f in dataclasses.fields(RuleSet)}


def switches_for(name: str, players: int, value: Any) -> tuple[dict[str, Any], list[Problem]]:
    """The switches the engine accepts for this preset and table; each one dropped is a problem."""
    if not isinstance(value, dict):
        return {}, [Problem("switches", value, "expected a table of house rules")]
    kept: dict[str, Any] = {}
    problems: list[Problem] = []
    for key, item in value.items():
        where = f"switches.{key}"
        if key in ("name", "players") or key not in _SWITCHES:
            problems.append(Problem(where, item, "no such house rule"))
            continue
        expected = type(getattr(RuleSet(), key))
        if isinstance(item, bool) != (expected is bool) or not isinstance(item, expected):
            problems.append(Problem(where, item, f"expected {_KIND_WORDS.get(expected, expected.__name__)}"))
            continue
        try:
            preset(name, players, **{key: item})
        except RulesError as exc:
            problems.append(Problem(where, item, str(exc)))
            continue
        kept[key] = item
    if kept:
        try:
            preset(name, players, **kept)
        except RulesError as exc:
            problems.append(Problem("switches", kept, f"these house rules do not go together: {exc}"))
            kept = {}
    return kept, problems


_KIND_WORDS = {bool: "true or false", int: "a whole number", str: "text", float: "a number"}


# ---------------------------------------------------------------------------- the whole record

def check_settings(data: Mapping[str, Any]) -> tuple[dict[str, Any], list[Problem]]:
    """The acceptable fields of ``data`` (absent or bad ones left out for their defaults) and
    a problem for every bad value.  Unknown keys (a newer version's) are ignored quietly."""
    values: dict[str, Any] = {}
    problems: list[Problem] = []
    for key, check in SIMPLE_FIELDS.items():
        if key in data:
            _checked(values, problems, key, data[key], check)
    name = "classic"
    if "rules_preset" in data:
        name = _checked(values, problems, "rules_preset", data["rules_preset"], rules_preset) or name
    players = default_players(name)
    if "players" in data:
        players = _checked(values, problems, "players", data["players"], lambda v: players_for(name, v)) or players
    values["players"] = players
    if "switches" in data:
        values["switches"], dropped = switches_for(name, players, data["switches"])
        problems += dropped
    return values, problems


def check_counts(data: Mapping[str, Any], keys: list[str]) -> tuple[dict[str, Any], list[Problem]]:
    """Statistics: whole numbers, never negative, never absurd."""
    values: dict[str, Any] = {}
    problems: list[Problem] = []
    for key in keys:
        if key in data:
            _checked(values, problems, key, data[key], count)
    return values, problems


def _checked(values: dict[str, Any], problems: list[Problem], key: str, value: Any,
             check: Callable[[Any], Any]) -> Any:
    try:
        values[key] = check(value)
    except FieldError as exc:
        problems.append(Problem(key, value, str(exc)))
        return None
    return values[key]


# ---------------------------------------------------------------------------- the command line
# ``game.cli`` checks the game's options with these (argparse ``type=`` functions): a bad value
# is one line naming the option, exit code 2, before any window opens.  Each range is said once,
# in a ``*_SPAN`` that the option's help and its error both quote.

def span(low: float, high: float) -> str:
    """A range as the help and the error both say it: ``from 0.25 to 10``."""
    return f"from {low:g} to {high:g}"


MAX_SECONDS = 7 * 24 * 3600.0   # a week of game time: a run with --seconds is a test or a demo
AUTOPLAY_RANGE = (0.0, 60.0)    # --autoplay: at once, up to a minute
SECONDS_SPAN = f"more than 0 and at most {MAX_SECONDS:g}"
SPEED_SPAN = span(*COMMAND_LINE_SPEED_RANGE)
AUTOPLAY_SPAN = span(*AUTOPLAY_RANGE)
SIZE_SPAN = f"from {WINDOW_SIZE_MIN[0]}x{WINDOW_SIZE_MIN[1]} to {WINDOW_SIZE_MAX[0]}x{WINDOW_SIZE_MAX[1]}"
TABLE_SIZES = sorted({n for tables in PRESET_TABLES.values() for n in tables})   # some preset's table
PLAYERS_SPAN = "one of " + ", ".join(map(str, TABLE_SIZES))
SEED_SPAN = f"a whole number of at most {MAX_SEED_BITS} bits"


def _number(text: str, low: float, high: float, what: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{what} must be a number {span(low, high)}, not {text[:30]!r}") from None
    if not math.isfinite(value) or not low <= value <= high:
        raise argparse.ArgumentTypeError(f"{what} must be {span(low, high)}, not {text[:30]!r}")
    return value


def seconds_arg(text: str) -> float:
    """``--seconds``: a finite positive number (``nan`` never compares greater, so never quit)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or not 0 < value <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(f"seconds must be {SECONDS_SPAN}, not {text[:30]!r}")
    return value


def delay_arg(text: str) -> float:
    """``--autoplay``: seconds ``AUTOPLAY_SPAN``."""
    return _number(text, *AUTOPLAY_RANGE, "the autoplay delay")


def speed_arg(text: str) -> float:
    """``--speed``: within ``COMMAND_LINE_SPEED_RANGE`` (it once took nan, and saved 10)."""
    return _number(text, *COMMAND_LINE_SPEED_RANGE, "speed")


def size_arg(text: str) -> tuple[int, int]:
    """``--size``: ``WIDTHxHEIGHT`` within the window sizes the settings accept."""
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.isascii() and p.isdecimal() and len(p) <= 6 for p in parts):
        raise argparse.ArgumentTypeError(f"must look like 1920x1080, {SIZE_SPAN}, not {text[:30]!r}")
    try:
        width, height = window_size([int(p) for p in parts])
    except FieldError:
        raise argparse.ArgumentTypeError(f"must be {SIZE_SPAN}, not {text[:30]!r}") from None
    return width, height


def seed_arg(text: str) -> int:
    """``--seed``: a whole number the engine takes (at most 64 bits)."""
    try:
        value = int(text)
    except ValueError:
        value = None
    if value is None or value.bit_length() > MAX_SEED_BITS:
        raise argparse.ArgumentTypeError(f"must be {SEED_SPAN}, not {text[:30]!r}")
    return value


def players_arg(text: str) -> int:
    """``--players``: a table size some preset has."""
    try:
        value = int(text)
    except ValueError:
        value = None
    if value not in TABLE_SIZES:
        raise argparse.ArgumentTypeError(f"must be {PLAYERS_SPAN}, not {text[:30]!r}")
    return int(text)


def _folder(text: str, what: str) -> Path:
    """``text`` as a folder that exists or has just been made; else one line saying why not."""
    folder = Path(text).expanduser()
    try:
        if folder.exists() and not folder.is_dir():
            raise argparse.ArgumentTypeError(f"{text!r} is a file, not a folder")
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:   # a folder on the way that may not be searched, a name too long...
        raise argparse.ArgumentTypeError(f"cannot use {what} {_shown(text)} ({exc.strerror or exc})") from None
    return folder


def _shown(text: str, most: int = 120) -> str:
    """A path as one line of an error quotes it: a 300-letter name is cut in the middle."""
    quoted = repr(text)
    return quoted if len(quoted) <= most else f"{quoted[:most // 2]}...{quoted[-most // 2:]}"


def writable_folder(text: str) -> str:
    """``--screenshot``: a folder that exists or can be made, and can be written: checked before
    the game starts, so a bad one is a message now and not a crash at the first picture."""
    folder = _folder(text, "the folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"cannot write in the folder {text!r}")
    return text


def profile_folder(text: str) -> str:
    """``--profile-dir``: a folder, or one that can be made (a read-only one is fine: the profile
    then says each save failed, and loses nothing)."""
    _folder(text, "the profile folder")
    return text


__all__ = [
    "ANIMATION_SPEED_RANGE", "COMMAND_LINE_SPEED_RANGE", "FieldError", "MAX_NAME_LENGTH", "MAX_NAMES",
    "Problem", "VOLUME_RANGE", "WINDOW_SIZE_MAX", "WINDOW_SIZE_MIN", "check_counts",
    "clamp_window_size",
    "check_settings", "delay_arg", "describe", "players_arg", "profile_folder", "seconds_arg", "seed_arg",
    "size_arg", "span", "speed_arg", "writable_folder",
]
