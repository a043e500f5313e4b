"""The table's felt and rail, panels and buttons: sizes, caching, the look's broad strokes."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ui.art import table_art
from game.ui.core.geometry import safe_area

pytestmark = pytest.mark.usefixtures("fresh_pygame")


def test_felt_is_cached_per_size_and_green_with_a_vignette() -> None:
    felt = table_art.felt((640, 360))
    assert felt.get_size() == (640, 360) and table_art.felt((640, 360)) is felt
    assert table_art.felt((641, 360)) is not felt
    rail = table_art.rail_width((640, 360))
    centre = felt.get_at((320, 180))
    near_rail = felt.get_at((rail + 6, 180))
    assert centre.g > centre.r and centre.g > centre.b  # green baize
    assert sum(centre[:3]) > sum(near_rail[:3])          # vignette and the rail's shadow


def test_the_rail_is_wood_inside_the_safe_margin() -> None:
    size = (1280, 720)
    felt = table_art.felt(size)
    rail = table_art.rail_width(size)
    assert 0 < rail <= safe_area(size).x
    wood = felt.get_at((size[0] // 2, rail // 3))
    assert wood.r > wood.g > wood.b        # brown, not green
    cloth = felt.get_at((size[0] // 2, safe_area(size).y + 2))
    assert cloth.g > cloth.r


def test_felt_is_the_same_pixels_every_time() -> None:
    first = pygame.image.tobytes(table_art.felt((400, 300)), "RGB")
    table_art.clear_caches()
    assert pygame.image.tobytes(table_art.felt((400, 300)), "RGB") == first


@pytest.mark.parametrize("size", [(1, 1), (30, 20), (3840, 2160)])
def test_felt_at_odd_sizes(size: tuple[int, int]) -> None:
    assert table_art.felt(size).get_size() == size


def test_panel_and_buttons() -> None:
    box = table_art.panel((300, 120), radius=16, alpha=180)
    assert box.get_size() == (300, 120) and box.get_at((0, 0)).a < 60
    assert 150 <= box.get_at((150, 60)).a <= 200
    font = pygame.font.Font(None, 32)
    looks = {pygame.image.tobytes(table_art.button_surface((220, 56), "Deal", font, state), "RGBA")
             for state in table_art.BUTTON_STATES}
    assert len(looks) == len(table_art.BUTTON_STATES)
    with pytest.raises(ValueError):
        table_art.button_surface((220, 56), "Deal", font, "sparkly")
