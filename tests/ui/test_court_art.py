"""The court figures: twelve different pictures, recoloured in the four-colour deck, at any size."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ui.art.court_art import STYLES, court_panel, style_for
from game.ui.art.court_heads import BLUE, RED
from game.ui.core.suits import CLUBS, DIAMONDS, HEARTS, SPADES

INK = (24, 26, 34)


pytestmark = pytest.mark.usefixtures("fresh_pygame")


def picture(label: str, suit: int, size: tuple[int, int] = (120, 240), four: bool = False) -> bytes:
    return pygame.image.tobytes(court_panel(size, label, suit, INK, four), "RGBA")


def test_every_court_is_a_different_picture() -> None:
    pictures = {picture(label, suit) for label in "KQJ" for suit in range(4)}
    assert len(pictures) == 12


def test_the_figures_vary_between_suits_as_real_decks_do() -> None:
    for label in "KQJ":
        styles = [STYLES[(label, suit)] for suit in range(4)]
        assert len({(s.item, s.other) for s in styles}) >= 2 or label == "Q"
        assert len({s.cloak for s in styles}) >= 3
        assert len({s.flip for s in styles}) == 2          # some face left, some right
    assert {STYLES[("J", suit)].item for suit in range(4)} >= {"halberd", "leaf"}
    assert STYLES[("K", DIAMONDS)].item == "axe"


def test_the_picture_is_double_ended() -> None:
    panel = court_panel((100, 200), "K", SPADES, INK)
    turned = pygame.transform.rotate(panel, 180)
    same = sum(panel.get_at((x, y)) == turned.get_at((x, y)) for x in range(0, 100, 5) for y in range(0, 200, 5))
    assert same > 0.9 * 20 * 40


def test_four_colour_courts_recolour_diamonds_and_clubs_only() -> None:
    assert style_for("K", SPADES, True) == STYLES[("K", SPADES)]
    assert style_for("Q", HEARTS, True) == STYLES[("Q", HEARTS)]
    diamonds = style_for("K", DIAMONDS, True)
    assert diamonds.tunic == BLUE and STYLES[("K", DIAMONDS)].tunic == RED
    assert style_for("J", CLUBS, True) != STYLES[("J", CLUBS)]
    assert picture("K", DIAMONDS, four=True) != picture("K", DIAMONDS)


def test_same_pixels_every_time() -> None:
    assert picture("J", HEARTS) == picture("J", HEARTS)


@pytest.mark.parametrize("size", [(1, 1), (8, 16), (30, 61), (900, 1800)])
def test_any_size_draws(size: tuple[int, int]) -> None:
    panel = court_panel(size, "Q", CLUBS, INK)
    assert panel.get_size() == (max(8, size[0]), max(8, size[1]))
