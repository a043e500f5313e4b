"""``docs/architecture.md`` keeps up with the tree: every file it names exists, and its table of
layers states the very arrows ``tests/test_import_graph.py`` enforces."""

from __future__ import annotations

import re
from glob import glob
from pathlib import Path

from tests.import_graph import LAYERS, UI_LAYERS

REPO = Path(__file__).resolve().parents[1]
DOC = REPO / "docs" / "architecture.md"


def layer_rows(text: str) -> dict[str, str]:
    """The table's rows: each layer named in the first column (``game.x``) -> what it may import."""
    rows = {}
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[0].startswith("`game."):
            for name in re.findall(r"`(game(?:\.\w+)+)`", cells[0]):
                rows[name] = cells[2]
    return rows


def arrows(cell: str) -> set[str]:
    """``ui.core, engine`` -> ``{"game.ui.core", "game.engine"}``; "nothing of the game" -> none."""
    if cell == "nothing of the game":
        return set()
    return {f"game.{part.strip()}" for part in cell.split(",")}


def test_every_file_the_page_names_exists() -> None:
    named = set(re.findall(r"`([\w./*-]+\.(?:py|toml|md))`", DOC.read_text(encoding="utf-8")))
    assert named, "the page names the files it talks about"
    assert sorted(p for p in named if not glob(str(REPO / p))) == []


def test_the_table_of_layers_states_the_enforced_arrows() -> None:
    rows = layer_rows(DOC.read_text(encoding="utf-8"))
    enforced = {**{name: allowed for name, allowed in LAYERS.items() if name != "game.ui"}, **UI_LAYERS}
    assert set(enforced) <= set(rows), "every layer has its row"
    assert {name: arrows(rows[name]) for name in enforced} == enforced
