"""The icon's committed files (issue 43) are what ``tools/make_icon.py`` draws now, and its .ico
and .icns hold every size as PNGs in the form Windows and macOS read."""

from __future__ import annotations

import struct
from pathlib import Path

import pygame

from game import resources
from game.ui.core import caches
from tests.tools.tool_modules import load_tool

REPO = Path(__file__).resolve().parents[2]
FOLDER = REPO / "assets" / "icon"




make_icon = load_tool("make_icon")


def test_the_committed_pngs_are_what_the_tool_draws(tmp_path: Path) -> None:
    """A change to app_icon.py without running the tool again would leave stale files."""
    pygame.init()
    caches.reset_all()   # fonts kept from before an earlier test's pygame.quit() are dead
    written = make_icon.write_all(tmp_path)
    assert {p.name for p in written} == {p.name for p in FOLDER.iterdir()}
    for size in resources.ICON_SIZES:
        fresh = pygame.image.load(str(tmp_path / make_icon.png_name(size)))
        kept = pygame.image.load(str(FOLDER / make_icon.png_name(size)))
        assert kept.get_size() == fresh.get_size() == (size, size)
        step = max(1, size // 32)
        worst = max(abs(a - b) for x in range(0, size, step) for y in range(0, size, step)
                    for a, b in zip(kept.get_at((x, y)), fresh.get_at((x, y)), strict=True))
        assert worst <= 8, f"assets/icon/{make_icon.png_name(size)} is stale: run python tools/make_icon.py"


def test_the_ico_lists_each_png_with_its_size_and_place() -> None:
    data = (FOLDER / "forty-fives.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(make_icon.ICO_SIZES))
    for index, size in enumerate(make_icon.ICO_SIZES):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        assert (width or 256, height or 256, planes, bits) == (size, size, 1, 32)
        assert make_icon.png_size(data[offset:offset + length]) == (size, size)


def test_the_icns_holds_each_type_at_its_size() -> None:
    data = (FOLDER / "forty-fives.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4].decode(), struct.unpack(">I", data[at + 4:at + 8])[0]
        found[kind] = make_icon.png_size(data[at + 8:at + length])[0]
        at += length
    assert found == dict(make_icon.ICNS_TYPES)
