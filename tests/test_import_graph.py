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
import functools
import re
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parents[1] / "game"

# Which top-level parts of ``game`` each part may import (itself always allowed).
LAYERS: dict[str, set[str]] = {
    "game.resources": set(),   # where the data files are: a leaf every layer may use
    "game.logs": set(),
    "game.engine": set(),
    "game.ai": {"game.engine", "game.resources"},   # the expert's learned tables
    "game.levels": {"game.engine", "game.ai", "game.resources"},
    "game.sim": {"game.engine", "game.ai", "game.resources", "game.logs"},
    "game.profile": {"game.engine", "game.ai", "game.levels", "game.resources", "game.logs"},
    "game.ui": {"game.engine", "game.ai", "game.levels", "game.profile", "game.resources", "game.logs"},
}

# Inside ``game.ui``: which parts each subpackage (or the navigator) may import, itself always
# allowed.  Lower parts never import higher ones: the core knows nothing of the game, the kit
# and the art nothing of the table or the screens, the table nothing of the screens, and only
# the navigator (which the app drives) knows which screen follows which.
_GAME_BELOW_UI = {"game.engine", "game.ai", "game.levels", "game.profile", "game.resources", "game.logs"}
UI_LAYERS: dict[str, set[str]] = {
    "game.ui.core": {"game.profile", "game.resources", "game.logs"},
    "game.ui.kit": {"game.ui.core", "game.profile", "game.resources", "game.logs"},
    "game.ui.art": {"game.ui.core", "game.ui.kit", "game.engine"},
    "game.ui.table": {"game.ui.core", "game.ui.kit", "game.ui.art"} | _GAME_BELOW_UI,
    "game.ui.scenes": {"game.ui.core", "game.ui.kit", "game.ui.art", "game.ui.table"} | _GAME_BELOW_UI,
    "game.ui.navigator": {"game.ui.core", "game.ui.kit", "game.ui.art", "game.ui.table", "game.ui.scenes"}
    | _GAME_BELOW_UI,
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(GAME.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(GAME.rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> tuple[set[str], set[str]]:
    """(runtime imports, type-checking-only imports) of one module, as module names in ``game``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    runtime: set[str] = set()
    typing_only: set[str] = set()

    def targets(node: ast.AST) -> set[str]:
        found: set[str] = set()
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in modules:
                    found.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target in modules:
                found.add(target)
            for alias in node.names:
                if f"{target}.{alias.name}" in modules:
                    found.add(f"{target}.{alias.name}")
        return found

    def named(node: ast.AST) -> set[str]:
        """``import_module("game.x")``, or a literal prefix of the name: the module it names."""
        if not (isinstance(node, ast.Call) and node.args and (
                isinstance(node.func, ast.Name) and node.func.id == "import_module"
                or isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")):
            return set()
        text = _literal_prefix(node.args[0])
        while text and text.rstrip(".") not in modules:
            text = text[:-1]
        return {text.rstrip(".")} if text else set()

    def walk(node: ast.AST, guarded: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                for inner in child.body:
                    walk_node(inner, True)
                for inner in child.orelse:
                    walk_node(inner, guarded)
                continue
            walk_node(child, guarded)

    def walk_node(node: ast.AST, guarded: bool) -> None:
        found = targets(node) | named(node)
        (typing_only if guarded else runtime).update(found)
        walk(node, guarded)

    walk(tree, False)
    runtime.discard(name)
    typing_only -= runtime
    typing_only.discard(name)
    return runtime, typing_only


def _literal_prefix(node: ast.expr) -> str:
    """The text a string expression starts with for certain: a literal, the literal head of an
    f-string, or the literal left of a ``+``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and node.values:
        return _literal_prefix(node.values[0])
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _literal_prefix(node.left)
    return ""


@functools.cache
def import_graph() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """(runtime imports, type-only imports) of every module; read once (callers only read it)."""
    modules = all_modules()
    runtime, typing_only = {}, {}
    for name, path in modules.items():
        runtime[name], typing_only[name] = imports_of(name, path, modules)
    return runtime, typing_only


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def layer_of(name: str) -> str:
    parts = name.split(".")
    return ".".join(parts[:2]) if len(parts) > 1 else name


def owner(name: str, layers: dict[str, set[str]]) -> str:
    """The layer ``name`` belongs to: the longest layer of ``layers`` it is or lies in, else its
    top-level part of ``game`` (``game.engine.cards`` is ``game.engine``)."""
    found = [layer for layer in layers if name == layer or name.startswith(layer + ".")]
    return max(found, key=len) if found else layer_of(name)


def forbidden_imports(runtime: dict[str, set[str]], typing_only: dict[str, set[str]],
                      layers: dict[str, set[str]]) -> list[str]:
    """Every import, type-only ones too, from a module of a layer in ``layers`` to one outside
    what that layer may import, as ``"importer -> imported"`` (the package ``game`` itself,
    empty, is no layer)."""
    wrong = []
    for name in sorted(runtime):
        layer = owner(name, layers)
        if layer not in layers:
            continue
        allowed = layers[layer] | {layer}
        for target in sorted(runtime[name] | typing_only.get(name, set())):
            if target != "game" and owner(target, layers) not in allowed:
                wrong.append(f"{name} -> {target}")
    return wrong


def docstring_arrows(source: str) -> set[str]:
    """The parts of ``game`` a docstring's "May import:" sentence names (up to "never" or the
    end of its paragraph), as ``game.x`` in double backquotes."""
    doc = ast.get_docstring(ast.parse(source)) or ""
    _, found, rest = doc.partition("May import:")
    if not found:
        return set()
    sentence = rest.split("\n\n")[0].split("never")[0]
    return set(re.findall(r"``(game(?:\.\w+)+)``", sentence))


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
