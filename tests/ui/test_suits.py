"""Suit symbols: an upside-down heart (as on a pip card's lower half) must never pass for a spade."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ui.core.suits import CLUBS, DIAMONDS, HEARTS, SPADES, suit_surface

pytestmark = pytest.mark.usefixtures("fresh_pygame")


def alpha(surface: pygame.Surface) -> list[list[int]]:
    return [[surface.get_at((x, y)).a for x in range(surface.get_width())] for y in range(surface.get_height())]


@pytest.mark.parametrize("size", [10, 12, 16, 24, 32])
def test_an_inverted_heart_and_a_spade_differ_in_their_bottom_halves(size: int) -> None:
    heart = alpha(pygame.transform.rotate(suit_surface(HEARTS, size, (0, 0, 0)), 180))
    spade = alpha(suit_surface(SPADES, size, (0, 0, 0)))
    rows = range(size // 2, size)
    differ = sum(abs(heart[y][x] - spade[y][x]) for y in rows for x in range(size))
    either = sum(max(heart[y][x], spade[y][x]) for y in rows for x in range(size))
    assert differ > 0.3 * either
    middle = (size - 1) // 2, size // 2
    foot = size - 1
    assert sum(spade[foot][x] for x in middle) > 2 * 120      # the spade stands on its stem
    assert sum(heart[foot][x] for x in middle) < 2 * 40       # the heart's cleft is empty


@pytest.mark.parametrize("size", [10, 16, 32])
def test_an_inverted_heart_has_less_point_than_a_spade(size: int) -> None:
    heart = alpha(pygame.transform.rotate(suit_surface(HEARTS, size, (0, 0, 0)), 180))
    spade = alpha(suit_surface(SPADES, size, (0, 0, 0)))
    top = range(0, size * 2 // 5)
    assert sum(map(sum, (heart[y] for y in top))) < 0.7 * sum(map(sum, (spade[y] for y in top)))


def test_symbols_keep_their_colour_and_fill_their_square() -> None:
    for suit in (SPADES, HEARTS, DIAMONDS, CLUBS):
        symbol = suit_surface(suit, 40, (200, 20, 44))
        assert symbol.get_size() == (40, 40)
        assert symbol.get_at((20, 20)) == pygame.Color(200, 20, 44, 255)
        assert symbol.get_at((0, 0)).a == 0
