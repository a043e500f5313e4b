"""The walls around ``GameState``: only the engine changes a state, and each field has one owner.

docs/architecture.md, "The engine": "Only the engine changes a GameState, through its own
methods; nothing outside game/engine assigns to its attributes, and inside the engine each
field has one owner (``fields.FIELD_OWNERS``).  Setting up a position goes through the
constructor (``GameState(rules, seed, scores=...)``)."

Two checks.  Statically, every module of the project (the game, its tools, benchmarks and
tests) is read with ``ast``: a write is an assignment, augmented assignment or ``del`` of
``<x>.<field>`` or ``<x>.<field>[...]``, or a mutating call (``<x>.<field>.append(...)``).
Outside ``game/engine`` no such write may name a state field unless ``<x>`` is ``self`` (a
class writing its own attribute of the same name); inside, only ``self`` may be written, and
only by the field's owner.  At run time, a state whose ``__setattr__`` notes its caller is
driven through a quick game of computer players, every drill and lesson position, and a
table session, and no write may come from outside the engine.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.engine import GameState, preset
from game.engine.fields import FIELD_OWNERS, StateFields

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "game" / "engine"
MUTATORS = {"append", "extend", "pop", "remove", "clear", "insert", "add", "update", "discard", "sort",
            "reverse", "setdefault", "popitem"}
# Writes of a field's name to something that is not a state: (file, the object written).
NOT_A_STATE = {
    ("game/sim/duel.py", "stats[label]"): "a duel's tally of auctions (hands counted)",
    ("game/sim/duel.py", "mine"): "the same tally (hands bagged)",
    ("game/ui/scenes/draw.py", "self.hand"): "the hand's card row widget",
    ("game/ui/scenes/draw.py", "self.buttons"): "the draw's button row",
    ("tests/engine/test_snapshot.py", "snap"): "a snapshot refusing a write (frozen)",
    ("tests/test_cli.py", "config"): "a frozen start-up configuration refusing a write",
    ("tests/ui/test_highlights.py", "group"): "a row of buttons set in or out of use",
}
# The methods that give every field its starting value (not an owner's later change).
STARTING_VALUES = {"_start_game", "_new_hand_fields"}


def project_files() -> Iterator[Path]:
    for folder in ("game", "tools", "benchmarks", "tests"):
        yield from sorted((ROOT / folder).rglob("*.py"))
    yield ROOT / "main.py"


def _field_target(node: ast.expr) -> tuple[ast.expr, str] | None:
    """(the object written, the field) when ``node`` is ``<x>.<field>`` or ``<x>.<field>[...]``."""
    while isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Attribute) and node.attr in FIELD_OWNERS:
        return node.value, node.attr
    return None


def field_writes(tree: ast.AST) -> Iterator[tuple[ast.expr, str, int, str]]:
    """Every write of a state field's name in ``tree``: (object, field, line, enclosing function)."""

    def visit(node: ast.AST, function: str) -> Iterator[tuple[ast.expr, str, int, str]]:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else function
            targets: list[ast.expr] = []
            if isinstance(child, ast.Assign):
                targets = [t for target in child.targets
                           for t in (target.elts if isinstance(target, ast.Tuple) else [target])]
            elif isinstance(child, (ast.AugAssign, ast.AnnAssign)) and child.value is not None:
                targets = [child.target]
            elif isinstance(child, ast.Delete):
                targets = list(child.targets)
            elif isinstance(child, ast.Call) and isinstance(child.func, ast.Attribute) \
                    and child.func.attr in MUTATORS:
                targets = [child.func.value]
            for target in targets:
                found = _field_target(target)
                if found is not None:
                    assert isinstance(child, (ast.stmt, ast.expr))   # a write is one of those
                    yield found[0], found[1], child.lineno, function
            yield from visit(child, inner)

    yield from visit(tree, "")


def _is_self(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id == "self"


def test_the_owner_table_names_every_field() -> None:
    declared = {name for cls in StateFields.__mro__ for name in getattr(cls, "__annotations__", {})}
    assert declared == set(FIELD_OWNERS), "every field declared in StateFields has an owner, and only those"
    state = GameState(preset("classic", 4), seed=1)
    state.advance_chance()
    assert all(hasattr(state, name) for name in FIELD_OWNERS), "every field has its starting value"
    with pytest.raises(AttributeError):
        state.trumps = 2  # type: ignore[attr-defined]  # a typo (trump) or a stray field: no room for it


def test_nothing_outside_the_engine_writes_a_state_field() -> None:
    offenders = []
    for path in project_files():
        if path.is_relative_to(ENGINE) or path == Path(__file__):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        name = path.relative_to(ROOT).as_posix()
        for target, field, line, _ in field_writes(tree):
            if not _is_self(target) and (name, ast.unparse(target)) not in NOT_A_STATE:
                offenders.append(f"{path.relative_to(ROOT)}:{line} writes .{field}")
    assert offenders == []


def test_inside_the_engine_each_field_is_written_by_its_owner_only() -> None:
    wrong = []
    for path in sorted(ENGINE.glob("*.py")):
        module = path.stem
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for target, field, line, function in field_writes(tree):
            where = f"game/engine/{path.name}:{line} ({function}) writes .{field}"
            if not _is_self(target):
                wrong.append(f"{where} of another object")
            elif module == "fields" and function in STARTING_VALUES:
                continue
            elif module not in FIELD_OWNERS[field]:
                wrong.append(f"{where}, owned by {', '.join(FIELD_OWNERS[field])}")
    assert wrong == []


def test_the_static_check_sees_each_kind_of_write() -> None:
    source = ("state.scores = [1]\nstate.scores[0] += 5\nstate.history.append(1)\ndel st.trick[0]\n"
              "self.trump = 2\nother.volume = 3\nx = state.scores\n")
    found = [(ast.unparse(obj), field) for obj, field, _, _ in field_writes(ast.parse(source))]
    assert found == [("state", "scores"), ("state", "scores"), ("state", "history"), ("st", "trick"),
                     ("self", "trump")]


class _Watched(GameState):
    """A state that notes each attribute write made from outside ``game.engine``."""

    outside: list[str] = []

    def __setattr__(self, name: str, value: object) -> None:
        caller = sys._getframe(1).f_globals.get("__name__", "")
        if not caller.startswith("game.engine"):
            _Watched.outside.append(f"{caller} set .{name}")
        super().__setattr__(name, value)


@pytest.fixture()
def watched(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every ``GameState`` the game makes is a ``_Watched`` one while a test runs."""
    import game.engine.state as state_module
    _Watched.outside = []
    for module in list(sys.modules.values()):
        if getattr(module, "GameState", None) is GameState and module.__name__.startswith("game"):
            monkeypatch.setattr(module, "GameState", _Watched)
    assert state_module.GameState is _Watched
    return _Watched.outside


def test_a_game_of_computer_players_writes_no_field_from_outside(watched: list[str]) -> None:
    import random

    from game.ai import make_player
    from game.engine import CHANCE
    state = _Watched(preset("classic", 4), seed=5)
    players = [make_player(level) for level in ("normal", "easy", "normal", "random")]
    rng = random.Random(5)
    while not state.is_terminal and state.hand_number < 2:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance())
        else:
            obs = state.observation(state.current_player)
            state.apply(players[state.current_player].choose(obs, obs.legal_actions, rng))
    assert state.clone().history == state.history
    assert watched == []


def test_drills_and_lessons_set_up_their_positions_through_the_constructor(watched: list[str]) -> None:
    """Every drill's position is built, and every lesson's steps are played through (the
    lesson checker plays each step on), without a write from outside the engine."""
    from game.levels.drills import load_drills
    from game.levels.lessons import load_lessons
    drills, problems = load_drills()
    lessons, lesson_problems = load_lessons()
    assert problems == [] and lesson_problems == []
    states = [drill.build_state() for drill in drills if drill.position is not None]
    states += [step.build_state() for lesson in lessons for step in lesson.steps]
    assert len(states) > 20 and all(isinstance(s, _Watched) for s in states)
    assert watched == []


def test_the_watcher_sees_a_write_from_outside(watched: list[str]) -> None:
    state = _Watched(preset("classic", 4), seed=1)
    assert watched == []     # the constructor's writes are the engine's own
    state.dealer = 2
    assert len(watched) == 1 and watched[0].endswith("set .dealer")
