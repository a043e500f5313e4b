"""Issue 40: "A window made smaller than the minimum where no window manager enforces it (1x1,
1x1000) crashes the title: ``fit_canvas`` gives a square 1024x1024 canvas outside the aspect range
and the attract table's status strip gets a negative width ("Invalid resolution for Surface").
At any size the game draws or waits; it never stops."

The window is resized under the real app (the dummy driver enforces no minimum, as some window
managers do not) on the title, at a table, over the help and the settings, with frames drawn at
each size.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

import pygame
import pytest

from game.ui.core.geometry import CANVAS_ASPECT, MIN_CANVAS, fit_canvas
from game.ui.scenes.host import GoToTitle, OpenHelp, OpenSettings, StartGame
from game.ui.table import status_strip
from game.ui.table.status_strip import Banner
from tests.ui.harness import AppHarness

TINY = ((1, 1), (1, 1000), (1000, 1), (3, 2), (5, 5), (2, 1), (1, 2))


@pytest.fixture(autouse=True)
def _pygame():
    yield
    pygame.quit()


@pytest.mark.parametrize("window", TINY + ((1, 5000), (5000, 1), (7, 3), (240, 320)))
def test_a_tiny_window_gets_a_canvas_of_a_shape_the_tables_are_laid_out_for(window: tuple[int, int]) -> None:
    """The canvas's shape comes from the window's, kept in range: never the rounded pixels'
    (a 1x1 window rounded to a square, a shape no table is laid out for)."""
    fit = fit_canvas(window)
    width, height = fit.canvas
    assert width >= MIN_CANVAS[0] and height >= MIN_CANVAS[1]
    assert CANVAS_ASPECT[0] <= width / height <= CANVAS_ASPECT[1], f"{window}: a {width}x{height} canvas"
    x, y, w, h = fit.dest
    assert w >= 1 and h >= 1 and x + w <= max(1, window[0]) and y + h <= max(1, window[1])


@pytest.mark.usefixtures("fresh_pygame")
@pytest.mark.parametrize("width", [-40, 0, 1, 20])
def test_the_status_strip_lays_out_and_draws_in_any_width(width: int) -> None:
    """The strip's picture is never asked for a size no surface can have."""
    banner = Banner("hint", "Hint:", "Play the five of hearts: it is the best card in the game.", button="Why? (H)")
    layout = status_strip.layout_banner(pygame.Rect(10, 10, width, 60), banner)
    assert layout.panel.w >= 1 and layout.panel.h >= 1
    status_strip.draw_banner(pygame.Surface((200, 100)), layout)


def resize(h: AppHarness, size: tuple[int, int], frames: int = 3) -> None:
    """The window made ``size`` as a window manager would, and frames drawn at that size."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    h.frames(frames)
    fit = h.app.display.fit
    assert fit.window == size, f"the app did not see the window made {size}"
    width, height = h.app.display.size
    assert CANVAS_ASPECT[0] <= width / height <= CANVAS_ASPECT[1]


def through_tiny_sizes(h: AppHarness) -> None:
    for size in TINY:
        resize(h, size)
    resize(h, (1280, 720))


def test_every_screen_draws_through_windows_below_the_minimum(tmp_path: Path) -> None:
    h = AppHarness(tmp_path, "--title", "--seed", "5", "--speed", "10", "--autoplay", "0.05")
    h.frames(3)
    assert h.top.name == "title"
    through_tiny_sizes(h)
    assert h.top.name == "title"
    for request, name in ((OpenHelp(), "help"), (OpenSettings(), "settings")):
        h.navigate(GoToTitle())
        h.navigate(request)
        assert h.top.name == name
        through_tiny_sizes(h)
        assert h.top.name == name, "still on the same screen: nothing stopped"
    h.navigate(GoToTitle())
    h.navigate(StartGame("practice"))
    assert h.run_until(lambda: h.top.name in ("auction", "draw", "trick"), 600), h.top.name
    before = h.top.ctx.session.state.history
    moves = len(before)
    through_tiny_sizes(h)
    h.frames(200)
    assert len(h.top.ctx.session.state.history) > moves, "the game goes on after the window came back"
