"""Pictures of cards in a neat overlapping row, for the rules help ("trump order: 5, J, A♥, ...").

Each card overlaps the one before it but leaves its top-left index showing, the last shows
whole, and each casts a soft shadow down and to the right.  Cached by cards, height, deck
colours and overlap, since a help page shows the same rows every frame.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import pygame

from game.ui.art.card_art import CardArt
from game.ui.core import caches

ROW_STEP = 0.42          # each card starts this share of a card's width after the one before
# Bounded in bytes.  Room for two help pages' rows (the page read and the next, made ahead): at
# 4K a row is 3.5 MB, and with room for three the page drawn and the page made ahead took turns
# to push each other out, a row made again in every other frame (10-20 ms frames at 4K).
_rows: caches.SurfaceCache[tuple[object, ...]] = caches.SurfaceCache("card rows", 12)
_arts: dict[tuple[int, bool], CardArt] = {}
caches.register(_arts.clear)
MAX_ARTS = 2          # the help shows one or two row heights at a time


def _art(height: int, four_colour: bool) -> CardArt:
    key = (height, four_colour)
    art = _arts.get(key)
    if art is None:
        if len(_arts) >= MAX_ARTS:
            _arts.clear()
        art = _arts[key] = CardArt(height, four_colour=four_colour)
    return art


def row_size(count: int, height: int, step: float = ROW_STEP) -> tuple[int, int]:
    """The size of ``card_row``'s picture for ``count`` cards, shadows included."""
    art_width = max(14, round(max(20, int(height)) * 2.5 / 3.5))
    pad = _shadow_pad(height)
    if count <= 0:
        return 1, 1
    return round(art_width + art_width * step * (count - 1)) + pad, max(20, int(height)) + pad


def _shadow_pad(height: int) -> int:
    return max(2, round(max(20, int(height)) * 0.07))


def warm_row(cards: Sequence[int | None], height: int, four_colour: bool, deadline: float,
             clock: Callable[[], float] = time.perf_counter) -> bool:
    """Make the card pictures ``card_row`` will want, while ``clock()`` is before ``deadline``;
    True once all are made (a row is then only blitted together)."""
    height = max(20, int(height))
    art = _art(height, four_colour)
    for card in (None, *cards):   # the shadow with the back
        if clock() >= deadline:
            return False
        if card is None:
            art.back()
            art.shadow()
        else:
            art.face(card)
    return True


def card_row(cards: Sequence[int | None], height: int, four_colour: bool = False,
             step: float = ROW_STEP) -> pygame.Surface:
    """``cards`` (0..51, or None for a back) left to right, each ``height`` px tall, overlapping
    by ``1 - step`` of a card; the first card's top-left corner is at (0, 0)."""
    height = max(20, int(height))
    key = (tuple(cards), height, four_colour, round(step, 4))
    cached = _rows.get(key)
    if cached is not None:
        return cached
    art = _art(height, four_colour)
    surface = pygame.Surface(row_size(len(cards), height, step), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    card_width, card_height = art.card_size
    shadow = art.shadow()
    offset = art.shadow_offset
    for index, card in enumerate(cards):
        left = round(index * card_width * step)
        centre = (left + card_width / 2, card_height / 2)
        surface.blit(shadow, shadow.get_rect(center=(round(centre[0] + offset[0]), round(centre[1] + offset[1]))))
        surface.blit(art.back() if card is None else art.face(card), (left, 0))
    if pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    _rows.put(key, surface)
    return surface
