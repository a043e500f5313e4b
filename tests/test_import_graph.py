"""The import graph of ``game/``: no cycles, and each layer imports only the layers below it.

Walks every module's source with ``ast`` (nothing is imported), so a cycle hidden in a
function-local import counts as much as one at the top of a file, and so does a module named
to ``importlib.import_module`` by a literal (or a literal prefix: ``f"game.ui.scenes.{name}"``).
Imports under ``if TYPE_CHECKING:`` never run and do not form runtime cycles, but the layer
rules count them too: a scene that names ``App`` even for its type hints is coupled to the
whole app.  The same rules hold inside ``game.ui``, between its subpackages (``UI_LAYERS``),
and each subpackage's docstring says the same (``test_each_ui_docstring_names_its_arrows``).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.import_graph import (
    LAYERS,
    UI_LAYERS,
    all_modules,
    cycles,
    docstring_arrows,
    forbidden_imports,
    import_graph,
    imports_of,
    layer_of,
    owner,
)


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_type_checking_imports_are_told_apart(tmp_path: Path) -> None:
    source = ("from typing import TYPE_CHECKING\nimport game.x\nif TYPE_CHECKING:\n    import game.y\n"
              "def f():\n    from game import z\n")
    path = tmp_path / "m.py"
    path.write_text(source)
    modules = {"game.x": path, "game.y": path, "game.z": path, "game": path}
    runtime, typing_only = imports_of("game.m", path, modules)
    assert runtime == {"game.x", "game.z", "game"}
    assert typing_only == {"game.y"}


def test_import_module_with_a_literal_name_counts(tmp_path: Path) -> None:
    source = ("from importlib import import_module\nimport importlib\n"
              "def f(name):\n    import_module(f'game.x.{name}')\n    importlib.import_module('game.y')\n"
              "    import_module('game.z' + name)\n    import_module(name)\n")
    path = tmp_path / "m.py"
    path.write_text(source)
    modules = {"game.x": path, "game.y": path, "game.z": path, "game": path}
    runtime, typing_only = imports_of("game.m", path, modules)
    assert runtime == {"game.x", "game.y", "game.z"}
    assert typing_only == set()


def test_the_layer_checker_refuses_an_arrow_up_or_across() -> None:
    """A fake graph: each forbidden edge is named, type-only ones too; allowed ones are not."""
    runtime = {
        "game.ui.core.loop": {"game.ui.core.tween", "game.profile.settings", "game.ui.scenes.scene"},
        "game.ui.kit.theme": {"game.ui.core.caches", "game", "game.resources"},
        "game.ui.art.card_art": {"game.engine.cards"},
        "game.ui.table.view": {"game.ui.art.card_art", "game.ai"},
        "game.ui.scenes.title": {"game.ui.table.view", "game.ui.navigator"},
        "game.ui.navigator": {"game.ui.scenes.title"},
        "game.app": {"game.ui.navigator"},   # outside game.ui: not these rules' business
    }
    typing_only = {"game.ui.art.card_art": {"game.ui.table.view"}, "game.ui.kit.theme": {"game.ai.base"}}
    assert forbidden_imports(runtime, typing_only, UI_LAYERS) == [
        "game.ui.art.card_art -> game.ui.table.view",
        "game.ui.core.loop -> game.ui.scenes.scene",
        "game.ui.kit.theme -> game.ai.base",
        "game.ui.scenes.title -> game.ui.navigator",
    ]
    assert owner("game.ui.table.view", UI_LAYERS) == "game.ui.table"
    assert owner("game.ui.navigator", UI_LAYERS) == "game.ui.navigator"
    assert owner("game.engine.cards", UI_LAYERS) == "game.engine"


@pytest.mark.parametrize("layer", sorted(UI_LAYERS))
def test_each_ui_part_imports_only_the_parts_below_it(layer: str) -> None:
    runtime, typing_only = import_graph()
    mine = {name: targets for name, targets in runtime.items() if owner(name, UI_LAYERS) == layer}
    assert mine, f"no module of {layer}: the table of arrows names a part that is gone"
    assert forbidden_imports(mine, typing_only, UI_LAYERS) == []


def test_the_ui_package_has_no_module_outside_its_parts() -> None:
    """A new module straight under ``game/ui/`` would be under no arrow: it must join a part."""
    loose = [name for name in all_modules() if name.startswith("game.ui.") and owner(name, UI_LAYERS) not in UI_LAYERS]
    assert loose == []


def test_the_docstring_reader_finds_the_arrows() -> None:
    doc = '"""Things.\n\nMay import: ``game.ui.core`` and ``game.engine`` (cards);\nnever ``game.ui.table``."""\n'
    assert docstring_arrows(doc) == {"game.ui.core", "game.engine"}
    assert docstring_arrows('"""No arrows said."""') == set()


@pytest.mark.parametrize("layer", sorted(UI_LAYERS))
def test_each_ui_docstring_names_its_arrows(layer: str) -> None:
    """Each part of ``game.ui`` says what it holds and what it may import: exactly its arrows."""
    path = all_modules()[layer]
    assert docstring_arrows(path.read_text(encoding="utf-8")) == UI_LAYERS[layer]


def test_no_import_cycle_anywhere_under_game() -> None:
    """Type-only imports count: a circle drawn for the type checker is still a circle a reader
    must hold in their head (protocols or a shared module break them)."""
    runtime, typing_only = import_graph()
    both = {name: runtime[name] | typing_only[name] for name in runtime}
    assert cycles(both) == [], "modules that import each other in a circle"


@pytest.mark.parametrize("layer", sorted(LAYERS))
def test_each_layer_imports_only_the_layers_below_it(layer: str) -> None:
    runtime, typing_only = import_graph()
    allowed = LAYERS[layer] | {layer}
    wrong = sorted(f"{name} -> {target}" for name in runtime if layer_of(name) == layer
                   for target in runtime[name] | typing_only[name]
                   if layer_of(target) not in allowed and target != "game")
    assert wrong == []


def test_engine_and_players_never_import_pygame() -> None:
    offenders = []
    for name, path in all_modules().items():
        if layer_of(name) not in ("game.engine", "game.ai", "game.levels", "game.sim", "game.resources",
                                  "game.logs", "game.cli"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Import) and any(a.name.split(".")[0] == "pygame" for a in node.names)
                    or isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "pygame"):
                offenders.append(name)
    assert offenders == []
