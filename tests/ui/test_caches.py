"""Picture caches are bounded in bytes, and a table left behind lets its pictures go.

Issue 12, part 5: "The image caches are capped by entry count ..., not by bytes. Goal: image
caches bounded in bytes" (the RSS over an hour is ``benchmarks/memory.py``'s to measure).
"""

from __future__ import annotations

import gc
import os
import weakref
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ui.core import caches
from game.ui.scenes.host import GoToTitle, StartGame
from tests.ui.harness import PracticeHarness

MIB = 2 ** 20


@pytest.fixture(autouse=True)
def _window():
    caches.set_window((1920, 1080))
    yield
    caches.set_window((1920, 1080))
    pygame.quit()


def picture(mib: float) -> pygame.Surface:
    side = int((mib * MIB / 4) ** 0.5)
    return pygame.Surface((side, side), pygame.SRCALPHA)


def test_the_oldest_pictures_go_once_the_bytes_pass_the_budget() -> None:
    cache: caches.SurfaceCache[int] = caches.SurfaceCache("test pictures", 4, shared=False)
    for key in range(10):
        cache.put(key, picture(1))
        assert cache.bytes <= cache.budget
    assert len(cache) < 10 and 9 in cache and 0 not in cache
    kept = [cache.get(k) for k in range(10) if k in cache]
    assert cache.bytes == sum(caches.surface_bytes(p) for p in kept if p is not None) and None not in kept


def test_a_picture_used_again_is_kept_over_an_older_one() -> None:
    cache: caches.SurfaceCache[str] = caches.SurfaceCache("test pictures", 3.5, shared=False)
    cache.put("felt", picture(1))
    cache.put("a", picture(1))
    cache.put("b", picture(1))
    assert cache.get("felt") is not None       # used: now the newest
    cache.put("c", picture(1))
    assert "felt" in cache and "a" not in cache


def test_one_picture_bigger_than_the_budget_is_still_kept() -> None:
    cache: caches.SurfaceCache[str] = caches.SurfaceCache("test pictures", 1, shared=False)
    big = cache.put("big", picture(3))
    assert cache.get("big") is big and len(cache) == 1


def test_a_bigger_window_gets_a_bigger_budget_within_limits() -> None:
    cache: caches.SurfaceCache[int] = caches.SurfaceCache("test pictures", 10, shared=False)
    at_1080 = cache.budget
    caches.set_window((3840, 2160))
    assert at_1080 < cache.budget <= at_1080 * caches.WINDOW_FACTOR_LIMITS[1]
    caches.set_window((1024, 600))
    assert cache.budget < at_1080


def test_shared_caches_empty_on_reset_and_owned_ones_go_with_their_owner() -> None:
    shared: caches.SurfaceCache[int] = caches.SurfaceCache("test shared", 4)
    shared.put(1, picture(0.5))
    caches.reset_all()
    assert len(shared) == 0
    owned: caches.SurfaceCache[int] = caches.SurfaceCache("test owned", 4, shared=False)
    owned.put(1, picture(0.5))
    assert "test owned" in caches.report()
    del owned
    gc.collect()
    assert "test owned" not in caches.report()


def test_a_table_left_for_the_title_is_let_go_at_once(tmp_path: Path) -> None:
    """The table's scenes, view and context hold each other in cycles, with its card pictures:
    leaving it collects them then, not whenever Python's collector gets round to it."""
    h = PracticeHarness(tmp_path)
    h.app.navigate(StartGame("quick"))
    h.frames(3)
    table = weakref.ref(h.top.ctx)
    gc.disable()            # only the navigator's own collection may free it
    try:
        h.app.navigate(GoToTitle())
        h.frames(2)
        assert table() is None
    finally:
        gc.enable()


def test_text_widths_are_kept_per_font_size_and_stay_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Layout measures the same words at every move; a width is measured once per text, font
    pixel size and weight, agrees with the font, and the kept widths never grow without end."""
    from game.ui.kit import theme
    pygame.init()
    theme.reset_caches()
    measured: list[str] = []
    measure = theme._measure

    def counted(text: str, font: pygame.font.Font) -> int:
        measured.append(text)
        return measure(text, font)

    monkeypatch.setattr(theme, "_measure", counted)
    width = theme.text_width("Mary drew 4", 24, True)
    assert width == theme.font(24, True).size("Mary drew 4")[0]
    assert theme.text_width("Mary drew 4", 24, True) == width and measured == ["Mary drew 4"]
    assert theme.text_width("Mary drew 4", 24) != width, "bold is measured apart"
    theme.configure(2.0, 2160)   # 4K: another font size, measured again
    try:
        assert theme.text_width("Mary drew 4", 24, True) > width and len(measured) == 3
    finally:
        theme.configure(1.0, 1080)
    monkeypatch.setattr(theme, "MAX_KEPT_WIDTHS", 5)
    for i in range(12):
        theme.text_width(f"word {i}", 24)
    assert len(theme._WIDTHS) <= 5
    theme.reset_caches()
    assert not theme._WIDTHS
