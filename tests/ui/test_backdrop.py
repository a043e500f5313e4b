"""What lies beneath an overlay is drawn once and kept (``game.ui.kit.backdrop``).

Issue 25: "opening an overlay takes a 10-21 ms frame" at 4K.  The darkened table beneath an
overlay is kept while the table is frozen; one overlay closed and another opened with no step of
the table between (the pause menu's "Rules and help") must reuse it, and anything that may have
changed the table (a step, a key press, an overlay that changes it, the kept buffer used as
scratch) must draw it again.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ui.kit import backdrop
from game.ui.scenes.scene import Scene, SceneStack

SIZE = (64, 48)


class Table(Scene):
    """Paints the window one colour; counts how often it is drawn."""

    name = "table"

    def __init__(self) -> None:
        self.colour = (40, 120, 60)
        self.draws = 0

    def update(self, dt: float) -> None:
        self.colour = (self.colour[0], (self.colour[1] + 7) % 256, self.colour[2])

    def draw(self, surface: Any, alpha: float) -> None:
        self.draws += 1
        surface.fill(self.colour)


class Menu(Scene):
    name = "menu"
    is_overlay = True
    backdrop_dim = 160

    def draw(self, surface: Any, alpha: float) -> None:
        pygame.draw.rect(surface, (200, 180, 40), pygame.Rect(20, 10, 24, 28))


@pytest.fixture
def stack() -> Iterator[tuple[SceneStack, Table, backdrop.OverlayBackdrop]]:
    pygame.init()
    keeper = backdrop.OverlayBackdrop()
    scenes = SceneStack(size=SIZE, backdrop=keeper)
    table = Table()
    scenes.push(table)
    scenes.apply_requests()
    yield scenes, table, keeper
    backdrop._buffers.clear()


def open_menu(scenes: SceneStack) -> Menu:
    menu = Menu()
    scenes.push(menu)
    scenes.apply_requests()
    return menu


def close_menu(scenes: SceneStack) -> None:
    scenes.pop()
    scenes.apply_requests()


def fresh_picture(table: Table, menu: Menu) -> pygame.Surface:
    """The same moment drawn from nothing: the table, darkened, the menu on top."""
    surface = pygame.Surface(SIZE)
    surface.fill(table.colour)
    surface.fill((255 - menu.backdrop_dim,) * 3, special_flags=pygame.BLEND_RGB_MULT)
    menu.draw(surface, 0.0)
    return surface


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_a_second_overlay_with_no_step_between_reuses_the_darkened_table(stack) -> None:
    scenes, table, _ = stack
    surface = pygame.Surface(SIZE)
    open_menu(scenes)
    scenes.draw_all(surface, 0.0)
    close_menu(scenes)
    second = open_menu(scenes)   # "Rules and help" from the pause menu: no frame of the table between
    drawn = table.draws
    scenes.draw_all(surface, 0.0)
    assert table.draws == drawn, "the table beneath was drawn again for the second overlay"
    assert same(surface, fresh_picture(table, second))


@pytest.mark.parametrize("change", ["step", "key press", "overlay changed it", "buffer used as scratch"])
def test_anything_that_may_change_the_table_draws_it_again(stack, change: str) -> None:
    scenes, table, keeper = stack
    surface = pygame.Surface(SIZE)
    open_menu(scenes)
    scenes.draw_all(surface, 0.0)
    close_menu(scenes)
    if change == "step":
        scenes.update(1 / 120)
    elif change == "key press":
        scenes.handle(object())
    elif change == "buffer used as scratch":
        keeper.forget()
        backdrop.buffer("overlay", SIZE).fill((255, 0, 255))
    second = open_menu(scenes)
    if change == "overlay changed it":
        second.backdrop_version += 1
    drawn = table.draws
    scenes.draw_all(surface, 0.0)
    assert table.draws == drawn + 1
    assert same(surface, fresh_picture(table, second))
