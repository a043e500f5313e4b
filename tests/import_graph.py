"""The import graph of ``game/`` read from source with ``ast`` (nothing imported), and the layer
tables it is held to: plain helpers shared by ``test_import_graph``, ``test_architecture_doc``
and the navigator's tests (a test module never imports another)."""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

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
    "game.ui": {"game.engine", "game.ai", "game.levels", "game.sim", "game.profile", "game.resources", "game.logs"},
}

# Inside ``game.ui``: which parts each subpackage (or the navigator) may import, itself always
# allowed.  Lower parts never import higher ones: the core knows nothing of the game, the kit
# and the art nothing of the table or the screens, the table nothing of the screens, and only
# the navigator (which the app drives) knows which screen follows which.
_GAME_BELOW_UI = {"game.engine", "game.ai", "game.levels", "game.sim", "game.profile", "game.resources",
                  "game.logs"}
UI_LAYERS: dict[str, set[str]] = {
    "game.ui.core": {"game.profile", "game.resources", "game.logs"},
    "game.ui.kit": {"game.ui.core", "game.profile", "game.resources", "game.logs"},
    "game.ui.art": {"game.ui.core", "game.ui.kit", "game.engine"},
    "game.ui.table": {"game.ui.core", "game.ui.kit", "game.ui.art"} | _GAME_BELOW_UI,
    "game.ui.scenes": {"game.ui.core", "game.ui.kit", "game.ui.art", "game.ui.table"} | _GAME_BELOW_UI,
    "game.ui.navigator": {"game.ui.core", "game.ui.kit", "game.ui.art", "game.ui.table", "game.ui.scenes"}
    | _GAME_BELOW_UI,
    "game.ui.spare_time": {"game.ui.core", "game.ui.kit", "game.ui.art", "game.ui.table", "game.ui.scenes",
                           "game.ui.navigator"} | _GAME_BELOW_UI,
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
