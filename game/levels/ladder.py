"""The ladder: tables that unlock one after another, from a kitchen game against gentle
company to the expert players at the top.  Data in ``levels/ladder.toml`` (or several files
in ``levels/ladder/``, read in name order).

A table's rules are built by the engine's ``preset`` at load time, so a table the engine
cannot play is refused here, with the file and key, rather than when someone sits down.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import resources
from game.engine import RuleSet

from .progress import GOAL_KINDS, GOAL_PARAMETER_RANGES, Goal
from .schema import PLAYER_LEVELS, Checker, display_path, load_checked_file, toml_files

TABLE_KEYS = ("id", "name", "blurb", "preset", "players", "switches", "levels", "personalities",
              "names", "goal", "goal_text")
ID_PATTERN = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
HUMAN_SEAT = 0
SEAT_NAME_LENGTH = 24   # as the settings' player names: it fits beside a seat at the table


@dataclass(frozen=True)
class LadderTable:
    """One table of the ladder.  Seat 0 is the human; ``levels``, ``personalities`` and
    ``names`` are keyed by the other seats (in partnerships seat 2 is the partner)."""

    id: str
    name: str
    blurb: str
    preset: str
    players: int
    rules: RuleSet
    levels: dict[int, str]
    personalities: dict[int, dict[str, Any]]
    names: dict[int, str]
    goal: Goal
    goal_text: str
    switches: dict[str, Any] = field(default_factory=dict)
    source: str = ""

    @property
    def partner_seats(self) -> list[int]:
        """The human's partners (empty when each plays for themself)."""
        return [s for s in range(1, self.players) if self.rules.side_of(s) == self.rules.side_of(HUMAN_SEAT)]

    @property
    def opponent_seats(self) -> list[int]:
        return [s for s in range(1, self.players) if s not in self.partner_seats]


def load_ladder(path: str | Path | None = None) -> tuple[list[LadderTable], list[str]]:
    """The ladder's tables and the problems found; a bad file is skipped whole.

    ``path`` is ``ladder.toml``, a ``ladder/`` folder of TOML files, or the ``levels/``
    folder holding either (default: the shipped levels, see ``game.resources``).
    """
    from .schema import load_unique
    if path is None:
        try:
            files, problems = [resources.ladder_file()], list[str]()
        except resources.DataError as exc:   # a broken install: said, never a silent empty list
            return [], [str(exc)]
    else:
        files, problems = ladder_files(Path(path))
    tables, file_problems = load_unique(files, load_ladder_file)
    return tables, problems + file_problems


def ladder_files(path: Path) -> tuple[list[Path], list[str]]:
    """The ladder's files under ``path`` (see ``load_ladder``), or a problem if none."""
    if path.is_file():
        return [path], []
    if (path / "ladder.toml").is_file():
        return [path / "ladder.toml"], []
    if (path / "ladder").is_dir():
        return toml_files(path / "ladder"), []
    if path.is_dir() and path.name == "ladder":
        return toml_files(path), []
    return [], [f"{display_path(path)}: no ladder.toml or ladder/ folder here"]


def load_ladder_file(path: Path) -> tuple[list[LadderTable], list[str]]:
    """All tables of one file, or none and the problems."""
    return load_checked_file(path, parse_ladder)


def parse_ladder(data: dict[str, Any], checker: Checker) -> list[LadderTable]:
    """Check a parsed ladder file; problems go to ``checker``."""
    checker.known_keys(data, ("version", "title", "tables"), "")
    checker.version(data)
    checker.text(data, "title", "", required=False)
    tables = []
    ids: set[str] = set()
    for path, entry in checker.table_list(data, "tables"):
        table = parse_table(entry, path, checker)
        if table is None:
            continue
        if table.id in ids:
            checker.error(f"{path}.id", f"{table.id!r} is used by another table in this file")
        ids.add(table.id)
        tables.append(table)
    return tables


def parse_table(entry: dict[str, Any], path: str, checker: Checker) -> LadderTable | None:
    """One ``[[tables]]`` entry, or None (with problems) when it cannot be played."""
    before = len(checker.problems)
    checker.known_keys(entry, TABLE_KEYS, path)
    table_id = checker.text(entry, "id", path)
    if table_id is not None and not ID_PATTERN.match(table_id):
        checker.error(f"{path}.id", f"{table_id!r} must be lower-case words joined by '-' (it is saved in progress)")
    name = checker.text(entry, "name", path)
    blurb = checker.text(entry, "blurb", path)
    goal_text = checker.text(entry, "goal_text", path)
    rules = checker.rules(entry, path)
    if rules is None:
        return None
    seats = range(1, rules.players)
    levels: dict[int, str] = {}
    for seat, level in checker.seat_table(entry.get("levels"), f"{path}.levels", rules.players,
                                          seats, True).items():
        if checker.choice(level, PLAYER_LEVELS, f"{path}.levels.{seat}", "player level"):
            levels[seat] = level
    names: dict[int, str] = {}
    for seat, who in checker.seat_table(entry.get("names"), f"{path}.names", rules.players,
                                        seats, True).items():
        if checker.typed(who, str, f"{path}.names.{seat}") is not None:
            if not who.strip():
                checker.error(f"{path}.names.{seat}", "must not be empty")
            elif len(who) > SEAT_NAME_LENGTH:
                checker.error(f"{path}.names.{seat}", f"is {len(who)} characters long; at most {SEAT_NAME_LENGTH}")
            names[seat] = who
    if len(set(names.values())) != len(names):
        checker.error(f"{path}.names", "two seats share a name (the table talk would be confusing)")
    personalities: dict[int, dict[str, Any]] = {seat: {} for seat in seats}
    if "personalities" in entry:
        for seat, value in checker.seat_table(entry["personalities"], f"{path}.personalities",
                                              rules.players, seats, False).items():
            checked = checker.personality(value, f"{path}.personalities.{seat}")
            if checked is not None:
                personalities[seat] = checked
    goal = parse_goal(entry.get("goal"), f"{path}.goal", rules, checker)
    if (len(checker.problems) != before or goal is None or table_id is None or name is None or blurb is None
            or goal_text is None):   # a missing text is one of the problems
        return None
    return LadderTable(id=table_id, name=name, blurb=blurb, preset=rules.name, players=rules.players,
                       rules=rules, levels=levels, personalities=personalities, names=names,
                       goal=goal, goal_text=goal_text, switches=dict(entry.get("switches", {})),
                       source=checker.source)


def parse_goal(value: Any, path: str, rules: RuleSet, checker: Checker) -> Goal | None:
    """A structured goal such as ``{kind = "make_bids", count = 3}``."""
    if value is None:
        checker.error(path, 'missing: e.g. goal = {kind = "win_game"}')
        return None
    if not isinstance(value, dict):
        checker.error(path, f'must be a table like {{kind = "win_game"}}, not {value!r}')
        return None
    if "kind" not in value:
        checker.error(f"{path}.kind", f"missing: which goal ({', '.join(GOAL_KINDS)})")
        return None
    kind = checker.choice(value["kind"], tuple(GOAL_KINDS), f"{path}.kind", "goal")
    if kind is None:
        return None
    spec = GOAL_KINDS[kind]
    checker.known_keys(value, ("kind",) + spec.required + spec.optional, path)
    params: dict[str, Any] = {"kind": kind}
    for key in spec.required + spec.optional:
        if key == "and_win":
            params[key] = checker.field(value, key, bool, path, required=False, default=False)
            continue
        low, high = GOAL_PARAMETER_RANGES[key]
        number = checker.number_in(value, key, path, low, high, required=key in spec.required)
        if number is not None:
            params[key] = number
    if spec.needs_auction and not rules.auction:
        checker.error(f"{path}.kind", f"goal {kind!r} needs an auction, and {rules.name!r} has none")
    return Goal.from_dict(params)
