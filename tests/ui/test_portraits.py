"""Seat portraits: round, cached, the same face for the same name, different for different names."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ui.art.portraits import YOU, portrait
from game.ui.core import caches

RED, BLUE = (210, 60, 60), (60, 110, 210)


pytestmark = pytest.mark.usefixtures("fresh_pygame")


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("size", [48, 96, 240])
def test_portraits_are_round_and_the_requested_size(size: int) -> None:
    face = portrait("Margaret", size, RED)
    assert face.get_size() == (size, size)
    assert face.get_at((0, 0)).a == 0 and face.get_at((size - 1, size - 1)).a == 0
    assert face.get_at((size // 2, size // 2)).a == 255
    ring = face.get_at((size // 2, 1 + size // 100))
    assert ring.r > ring.b                                     # the seat's colour rings it


def test_cached_and_deterministic() -> None:
    first = portrait("Angus", 96, BLUE)
    assert portrait("Angus", 96, BLUE) is first
    caches.reset_all()
    assert pixels(portrait("Angus", 96, BLUE)) == pixels(first)


def test_names_and_seat_colours_change_the_picture() -> None:
    names = ("Margaret", "Angus", "Colette", "Dougie", "Marie", "Ronnie", "Fiona", "Hector")
    assert len({pixels(portrait(name, 96, RED)) for name in names}) == len(names)
    assert pixels(portrait("Fiona", 96, RED)) != pixels(portrait("Fiona", 96, BLUE))
    assert pixels(portrait(YOU, 96, RED)) != pixels(portrait("Margaret", 96, RED))


@pytest.mark.parametrize("name", ["", " ", "Éloïse", "名前", "x" * 300])
def test_any_name_and_tiny_sizes_draw(name: str) -> None:
    assert portrait(name, 1, RED).get_size() == (8, 8)
    assert portrait(name, 64, RED).get_size() == (64, 64)
