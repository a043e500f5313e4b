"""Validation helpers for the level files (TOML): every problem names the file, the key path
and what is wrong, e.g. ``levels/ladder.toml: tables[3].goal.kind: unknown goal 'win_big'``.

The loaders collect problems instead of raising, so one bad file is reported and skipped
while the rest of the ladder and the drills still load.
"""

from __future__ import annotations

import dataclasses
import difflib
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol, TypeVar, cast, overload

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: the same parser as a package (a declared dependency there)
    import tomli as tomllib

from game import resources
from game.engine import PRESET_NAMES, PRESET_TABLES, RulesError, RuleSet, preset

T = TypeVar("T")


class Identified(Protocol):
    """A level entry: what ``load_unique`` needs to tell two files' entries apart."""

    @property
    def id(self) -> str: ...

    @property
    def source(self) -> str: ...


Item = TypeVar("Item", bound=Identified)

# ``DEFAULT_LEVELS_DIR`` (the shipped levels, found through game.resources) is looked up when
# first used, not at import: a missing folder is then a problem the loaders report, and the
# tools that check other folders still work.

# The computer levels of game.ai.make_player (kept here so a level file is checked without
# importing the players themselves).
PLAYER_LEVELS = ("random", "easy", "normal", "expert", "master")

_TYPE_WORDS = {str: "text", int: "a whole number", bool: "true or false", list: "a list",
               dict: "a table", float: "a number"}

#: The level file format this game reads; a file of another version is refused, not half read.
LEVELS_VERSION = 1
#: Text limits: ids are saved in progress, names and titles fit one line of a menu, and the
#: longest prose (a blurb, a prompt, an explanation) is a paragraph.  A megabyte is a mistake.
TEXT_LIMITS = {"id": 64, "name": 80, "title": 80}
MAX_TEXT = 2000


def __getattr__(name: str) -> Any:
    if name == "DEFAULT_LEVELS_DIR":
        return resources.levels_dir()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def shipped_levels_dir() -> tuple[Path | None, list[str]]:
    """(the shipped levels folder, []) or (None, [why it is missing]) for the loaders."""
    try:
        return resources.levels_dir(), []
    except resources.DataError as exc:
        return None, [str(exc)]


def display_path(path: Path) -> str:
    """A short name for messages: ``levels/ladder.toml`` for a shipped file (wherever the game
    is installed), else relative to the current folder when inside it."""
    resolved = Path(path).resolve()
    shipped, _ = shipped_levels_dir()
    bases = [(shipped.resolve(), shipped.name + "/")] if shipped is not None else []
    for base, prefix in bases + [(Path.cwd().resolve(), "")]:
        try:
            inner = resolved.relative_to(base).as_posix()
        except ValueError:
            continue
        return prefix + inner if inner != "." else (prefix.rstrip("/") or ".")
    return Path(path).as_posix()


def describe(value: Any) -> str:
    """A value as a message quotes it (short, TOML-ish)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


class Checker:
    """Collects problems for one file; each helper checks one value and reports in place."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.problems: list[str] = []

    def error(self, path: str, message: str) -> None:
        where = f"{self.source}: {path}: " if path else f"{self.source}: "
        self.problems.append(where + message)

    @property
    def ok(self) -> bool:
        return not self.problems

    # ---------------------------------------------------------------- single values

    def typed(self, value: Any, kind: type[T], path: str) -> T | None:
        """``value`` if it has type ``kind`` (a bool is not a number here), else None."""
        good = isinstance(value, kind) and not (kind in (int, float) and isinstance(value, bool))
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            good = True
        if not good:
            self.error(path, f"must be {_TYPE_WORDS.get(kind, kind.__name__)}, not {describe(value)}")
            return None
        if kind is str and len(value) > MAX_TEXT:
            self.error(path, f"is {len(value)} characters long; at most {MAX_TEXT}")
            return None
        return cast(T, value)   # isinstance(value, kind) was checked above

    @overload
    def field(self, table: Mapping[str, Any], key: str, kind: type[T], path: str,
              required: bool = True, *, default: T) -> T: ...

    @overload
    def field(self, table: Mapping[str, Any], key: str, kind: type[T], path: str,
              required: bool = True, default: T | None = None) -> T | None: ...

    def field(self, table: Mapping[str, Any], key: str, kind: type[T], path: str,
              required: bool = True, default: T | None = None) -> T | None:
        """``table[key]`` checked against ``kind``; a missing required key is a problem."""
        where = f"{path}.{key}" if path else key
        if key not in table:
            if required:
                self.error(where, f"missing (required, {_TYPE_WORDS.get(kind, kind.__name__)})")
            return default
        value = self.typed(table[key], kind, where)
        return default if value is None else value

    def text(self, table: Mapping[str, Any], key: str, path: str, required: bool = True,
             default: str | None = None) -> str | None:
        """Non-empty text (an empty prompt or explanation teaches nothing)."""
        value = self.field(table, key, str, path, required, default)
        where = f"{path}.{key}" if path else key
        if isinstance(value, str) and key in table and not value.strip():
            self.error(where, "must not be empty")
            return default
        limit = TEXT_LIMITS.get(key, MAX_TEXT)
        if isinstance(value, str) and len(value) > limit:
            self.error(where, f"is {len(value)} characters long; at most {limit}")
            return default
        return value

    def version(self, data: Mapping[str, Any]) -> None:
        """``version``, when given, must be the one this game reads (``LEVELS_VERSION``)."""
        value = self.field(data, "version", int, "", required=False)
        if value is not None and value != LEVELS_VERSION:
            self.error("version", f"{describe(value)} is not a version this game reads (it reads {LEVELS_VERSION})")

    def number_in(self, table: Mapping[str, Any], key: str, path: str, low: int, high: int,
                  required: bool = True, default: int | None = None) -> int | None:
        value = self.field(table, key, int, path, required, default)
        if key in table and isinstance(value, int) and not low <= value <= high:
            self.error(f"{path}.{key}" if path else key, f"must be between {low} and {high}, not {value}")
            return default
        return value

    def choice(self, value: Any, allowed: Sequence[str], path: str, what: str) -> str | None:
        """One of ``allowed``; the message lists them and suggests the closest."""
        if not isinstance(value, str):
            self.error(path, f"must be text (one of {', '.join(allowed)}), not {describe(value)}")
            return None
        if value not in allowed:
            self.error(path, f"unknown {what} {value!r} (expected one of {', '.join(allowed)})"
                       + _suggestion(value, allowed))
            return None
        return value

    def known_keys(self, table: Mapping[str, Any], allowed: Iterable[str], path: str) -> None:
        """Refuse keys a reader would silently ignore (a typo should not vanish)."""
        allowed = sorted(allowed)
        for key in table:
            if key not in allowed:
                where = f"{path}.{key}" if path else key
                self.error(where, f"unknown key {key!r} (expected one of {', '.join(allowed)})"
                           + _suggestion(key, allowed))

    def table_list(self, data: Mapping[str, Any], key: str) -> list[tuple[str, dict[str, Any]]]:
        """``[[key]]`` entries with their paths (``tables[0]``); non-tables are reported."""
        raw = data.get(key)
        if raw is None:
            self.error(key, f"missing: the file needs at least one [[{key}]] entry")
            return []
        if not isinstance(raw, list):
            self.error(key, f"must be a list of tables ([[{key}]]), not {describe(raw)}")
            return []
        out = []
        for i, entry in enumerate(raw):
            if isinstance(entry, dict):
                out.append((f"{key}[{i}]", entry))
            else:
                self.error(f"{key}[{i}]", f"must be a table, not {describe(entry)}")
        return out

    def seat_table(self, value: Any, path: str, players: int, seats: Iterable[int],
                   need_all: bool) -> dict[int, Any]:
        """A table keyed by seat number (``{1 = "easy", 2 = "normal"}``) as ``{1: ..., 2: ...}``."""
        if not isinstance(value, dict):
            self.error(path, f"must be a table keyed by seat number, like {{1 = ...}}, not {describe(value)}")
            return {}
        allowed = set(seats)
        out: dict[int, Any] = {}
        for key, item in value.items():
            seat = int(key) if key.isdigit() else None
            if seat is None or seat not in allowed:
                self.error(f"{path}.{key}", f"not a seat here (seats {', '.join(map(str, sorted(allowed)))}"
                           f" of a {players}-player table)")
                continue
            out[seat] = item
        if need_all:
            for seat in sorted(allowed - set(out)):
                self.error(f"{path}.{seat}", "missing: give every computer seat")
        return out

    # ---------------------------------------------------------------- compound values

    def rules(self, table: Mapping[str, Any], path: str) -> RuleSet | None:
        """``preset``, ``players`` and ``switches`` built into a real ``RuleSet`` by the engine."""
        name = self.field(table, "preset", str, path)
        players = self.field(table, "players", int, path)
        switches = self.field(table, "switches", dict, path, required=False, default={})
        where = f"{path}." if path else ""
        if name is not None and self.choice(name, PRESET_NAMES, f"{where}preset", "preset") is None:
            return None
        if name is None or players is None:
            return None
        if players not in PRESET_TABLES[name]:
            seats = " or ".join(map(str, PRESET_TABLES[name]))
            self.error(f"{where}players", f"preset {name!r} is played by {seats} players, not {players}")
            return None
        fields = {f.name: f for f in dataclasses.fields(RuleSet)}
        clean: dict[str, Any] = {}
        for key, value in switches.items():
            spot = f"{where}switches.{key}"
            if key in ("name", "players"):
                own = "preset" if key == "name" else "players"
                self.error(spot, f"{key!r} is not a switch: the table's own {own!r} key sets it")
                continue
            if key not in fields:
                self.error(spot, f"unknown rule switch {describe(key)}" + _suggestion(key, sorted(fields)))
                continue
            expected = type(getattr(RuleSet(), key))
            if self.typed(value, expected, spot) is not None:
                clean[key] = value
        if len(clean) != len(switches):
            return None
        try:
            return preset(name, players, **clean)
        except RulesError as exc:
            self.error(f"{where}switches" if clean else f"{where}preset", str(exc))
            return None

    def personality(self, value: Any, path: str) -> dict[str, Any] | None:
        """A computer player's personality table, checked by game.ai when it is available."""
        if not isinstance(value, dict):
            self.error(path, f"must be a table of settings, not {describe(value)}")
            return None
        for key, item in value.items():
            if isinstance(item, (dict, list)) or not isinstance(item, (str, int, float, bool)):
                self.error(f"{path}.{key}", f"must be a number, text or true/false, not {describe(item)}")
                return None
        checker = _personality_checker()
        if checker is not None:
            try:
                checker(value)
            except (ValueError, TypeError) as exc:
                self.error(path, str(exc))
                return None
        return dict(value)


def _personality_checker() -> Callable[[dict[str, Any]], object] | None:
    """``Personality.from_dict`` from game.ai, or None while that module does not exist."""
    try:
        from game.ai.personality import Personality
    except ImportError:
        return None
    return Personality.from_dict


def _suggestion(word: str, options: Sequence[str]) -> str:
    """"; did you mean 'x'?" for the closest other option (never the word itself), or ""."""
    if len(word) > 64:   # difflib on a megabyte of text takes minutes and suggests nothing
        return ""
    close = difflib.get_close_matches(word, [o for o in options if o != word], n=1)
    return f"; did you mean {close[0]!r}?" if close else ""


def read_toml(path: Path, checker: Checker) -> dict[str, Any] | None:
    """The parsed file, or None with a problem naming the line of a syntax error (or why the
    file cannot be read at all: not a regular file, not UTF-8, nested too deeply)."""
    try:
        if not Path(path).is_file():   # a FIFO would wait for a writer forever
            checker.error("", "cannot read: not a regular file")
            return None
        with open(path, "rb") as fh:
            data: dict[str, Any] = tomllib.load(fh)
            return data
    except tomllib.TOMLDecodeError as exc:
        checker.error("", f"not valid TOML: {exc}")
    except UnicodeDecodeError as exc:
        checker.error("", f"not UTF-8 text: {exc.reason}")
    except RecursionError:
        checker.error("", "not a level file: nested too deeply")
    except ValueError as exc:   # e.g. an integer of thousands of digits
        checker.error("", f"not a level file: {str(exc)[:80]}")
    except OSError as exc:
        checker.error("", f"cannot read: {exc.strerror or exc}")
    return None


def load_checked_file(path: Path, parse: Callable[[dict[str, Any], Checker], list[Item]]
                      ) -> tuple[list[Item], list[str]]:
    """All entries of one level file as ``parse`` reads them, or none and the problems
    (each naming the file): a file with any problem is never half loaded."""
    checker = Checker(display_path(path))
    data = read_toml(path, checker)
    if data is None:
        return [], checker.problems
    entries = parse(data, checker)
    return (entries, []) if checker.ok else ([], checker.problems)


def load_unique(files: Iterable[Path], load_file: Callable[[Path], tuple[list[Item], list[str]]]
                ) -> tuple[list[Item], list[str]]:
    """Load every file with ``load_file(path) -> (items, problems)``; a file with a problem,
    or an ``id`` another file already used, is skipped whole (the rest still load)."""
    items: list[Item] = []
    problems: list[str] = []
    seen: dict[str, str] = {}
    for file in files:
        loaded, file_problems = load_file(file)
        for item in loaded:
            if item.id in seen:
                file_problems.append(f"{item.source}: id {item.id!r} is already used in {seen[item.id]}")
        if file_problems:
            problems += file_problems
            continue
        for item in loaded:
            seen[item.id] = item.source
        items += loaded
    return items, problems


def toml_files(folder: Path) -> list[Path]:
    """The ``*.toml`` files of a folder in name order (the order players meet them)."""
    return sorted(p for p in folder.glob("*.toml") if p.is_file())
