"""Card-order pictures for the rules help: overlapping rows, cached, any length."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ui.art.card_art import CardArt
from game.ui.art.card_rows import card_row, row_size

TRUMP_ORDER = [17, 23, 13, 25, 24]     # 5, J, A, K, Q of hearts


pytestmark = pytest.mark.usefixtures("fresh_pygame")


def test_a_row_overlaps_the_cards_and_shows_the_last_whole() -> None:
    row = card_row(TRUMP_ORDER, 120)
    width, height = CardArt(120).card_size
    assert row.get_size() == row_size(5, 120)
    assert width * 2.5 < row.get_width() < width * 5 and height <= row.get_height() < height * 1.2
    assert row.get_at((width // 2, height // 2)).a == 255
    assert row.get_at((row.get_width() - 1, 0)).a == 0          # shadow margin, not card


def test_rows_are_cached_deterministic_and_differ_by_order_and_colours() -> None:
    row = card_row(TRUMP_ORDER, 100)
    assert card_row(TRUMP_ORDER, 100) is row
    assert card_row(list(TRUMP_ORDER), 100) is row
    as_bytes = pygame.image.tobytes(row, "RGBA")
    assert as_bytes != pygame.image.tobytes(card_row(TRUMP_ORDER[::-1], 100), "RGBA")
    diamonds = [2 * 13 + 4, 2 * 13 + 10]
    assert (pygame.image.tobytes(card_row(diamonds, 100), "RGBA")
            != pygame.image.tobytes(card_row(diamonds, 100, four_colour=True), "RGBA"))


@pytest.mark.parametrize("cards", [[], [0], [None, 51], list(range(13))])
@pytest.mark.parametrize("height", [1, 60, 700])
def test_any_row_draws(cards: list, height: int) -> None:
    row = card_row(cards, height)
    assert row.get_size() == row_size(len(cards), height)
