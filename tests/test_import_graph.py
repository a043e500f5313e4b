"""The import graph of ``game/``: no cycles, and each layer imports only the layers below it.

Walks every module's source with ``ast`` (nothing is imported), so a cycle hidden in a
function-local import counts as much as one at the top of a file.  Imports under
``if TYPE_CHECKING:`` never run and do not form runtime cycles, but the layer rules count
them too: a scene that names ``App`` even for its type hints is coupled to the whole app.
"""

from __future__ import annotations

import ast
import functools
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
        found = targets(node)
        (typing_only if guarded else runtime).update(found)
        walk(node, guarded)

    walk(tree, False)
    runtime.discard(name)
    typing_only -= runtime
    typing_only.discard(name)
    return runtime, typing_only


@functools.cache   # the tree does not change during a run: parsed once for every test here
def import_graph() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
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
