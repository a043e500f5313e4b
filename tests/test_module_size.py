"""No module in ``game/`` grows past ``LIMIT`` lines unless its docstring says why.

A newcomer should be able to read a module in one sitting; a long one is either two jobs that
want splitting, or one job that is genuinely long (a table of action kinds, say) and says so in a
docstring sentence starting with ``MARKER``. Nothing is imported: the source is read with ``ast``.
"""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
GAME = REPO / "game"
LIMIT = 450
MARKER = "One module on purpose:"


def line_count(path: Path) -> int:
    """Lines in the file, as ``wc -l`` counts them."""
    return path.read_text(encoding="utf-8").count("\n")


def states_a_reason(path: Path) -> bool:
    """True if the module's docstring holds a sentence that starts with ``MARKER`` and says more."""
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    _, found, reason = doc.partition(MARKER)
    return bool(found) and bool(reason.strip())


def too_long(root: Path) -> list[str]:
    """Each module under ``root`` over ``LIMIT`` lines with no stated reason, with its length."""
    return [f"{path.relative_to(root.parent)}: {lines} lines"
            for path in sorted(root.rglob("*.py"))
            if (lines := line_count(path)) > LIMIT and not states_a_reason(path)]


def test_the_checker_finds_a_long_module_and_accepts_a_stated_reason(tmp_path: Path) -> None:
    package = tmp_path / "game"
    package.mkdir()
    body = "x = 1\n" * LIMIT
    (package / "short.py").write_text('"""Short."""\n' + "x = 1\n" * (LIMIT - 1))
    (package / "long.py").write_text('"""Long, with no reason."""\n' + body)
    (package / "empty_reason.py").write_text(f'"""Long. {MARKER} """\n' + body)
    (package / "reasoned.py").write_text(f'"""Long.\n\n{MARKER} one table of kinds.\n"""\n' + body)
    assert too_long(package) == [f"game/empty_reason.py: {LIMIT + 1} lines",
                                 f"game/long.py: {LIMIT + 1} lines"]


def test_no_module_in_game_is_long_without_a_stated_reason() -> None:
    offenders = too_long(GAME)
    assert not offenders, (f"modules over {LIMIT} lines: split them at a natural seam, or say why "
                           f"they are one module in a docstring sentence starting {MARKER!r}:\n  "
                           + "\n  ".join(offenders))
