"""Settings values checked against what really exists, so a hand-edited or old settings file can
never stop the game: the engine's presets and their table sizes, the switches a preset accepts
(the engine itself builds the rules), the computer levels of ``game.ai``, and sane ranges.

A bad value becomes a ``Problem`` naming the field and the value; the caller (``settings_store``)
puts the default in its place and tells the player.  No pygame here.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from game.engine import PRESET_NAMES, PRESET_TABLES, RuleSet, RulesError, preset

# One range each, used everywhere: the settings screen offers steps inside these.
ANIMATION_SPEED_RANGE = (0.5, 3.0)
# ``--speed`` alone may go past the settings' range: the app's tests and screenshot tools run
# tables at up to 10x.  Never saved (the settings file keeps ANIMATION_SPEED_RANGE).
COMMAND_LINE_SPEED_RANGE = (0.25, 10.0)
VOLUME_RANGE = (0.0, 1.0)
WINDOW_SIZE_MIN = (640, 480)    # game.ui.display.MIN_WINDOW_SIZE
WINDOW_SIZE_MAX = (16384, 16384)
MAX_NAME_LENGTH = 24
MAX_NAMES = max(n for tables in PRESET_TABLES.values() for n in tables) - 1   # computer seats
MAX_COUNT = 10 ** 9             # statistics: more games than anyone plays, short to show


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
    return value


def ai_level(value: Any) -> str:
    from game.ai import LEVELS   # the players' own registry (pure Python, no pygame)
    if value not in LEVELS:
        raise FieldError(f"unknown computer level; expected one of {', '.join(LEVELS)}")
    return value


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


def window_size(value: Any) -> list[int]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise FieldError("expected [width, height]")
    if not all(low <= v <= high for v, low, high in zip(value, WINDOW_SIZE_MIN, WINDOW_SIZE_MAX)):
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
    "auto_hints": flag,
    "player_names": names,
    "sort_hand": flag,
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


__all__ = [
    "ANIMATION_SPEED_RANGE", "COMMAND_LINE_SPEED_RANGE", "FieldError", "MAX_NAME_LENGTH", "MAX_NAMES",
    "Problem", "VOLUME_RANGE", "WINDOW_SIZE_MAX", "WINDOW_SIZE_MIN", "check_counts", "check_settings",
    "describe",
]
