"""Suit symbols drawn as antialiased vector shapes.

pygame's default font has no suit glyphs, so every suit is built from curves, circles and
polygons (the court figures that wear them are in ``court_art``).  The heart is the classic
full-lobed curve and the spade a slim pointed leaf on a stem, so the hearts turned upside down
below a pip card's middle never pass for spades.  Shapes are rasterised at ``SUPERSAMPLE`` times the
target size and smoothscaled
down, which gives clean antialiased edges from a tiny corner index to a full-card ace.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SUPERSAMPLE = 4

ColorLike = pygame.Color | tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

_cache: dict[tuple[int, int, tuple[int, int, int, int]], pygame.Surface] = {}


def _stem(
    surface: pygame.Surface, color: pygame.Color, scale: float, top: float, bottom: float, half_width: float
) -> None:
    """A flared stem whose concave sides echo traditional playing-card suits."""
    steps = 12
    left: list[Point] = []
    for index in range(steps + 1):
        t = index / steps
        flare = half_width * (0.12 + 0.88 * t**2.2)
        left.append((0.5 - flare, top + (bottom - top) * t))
    right = [(1.0 - x, y) for x, y in reversed(left)]
    _polygon(surface, color, scale, left + right)


def _polygon(surface: pygame.Surface, color: pygame.Color, scale: float, points: Iterable[Point]) -> None:
    pygame.draw.polygon(surface, color, [(x * scale, y * scale) for x, y in points])


def _heart_outline() -> list[Point]:
    """The classic heart curve: round full lobes, a clear cleft and convex sides to the point,
    so that a heart turned upside down (as pips below the middle are) never reads as a spade."""
    raw = []
    for index in range(96):
        t = 2 * math.pi * index / 96
        raw.append(
            (math.sin(t) ** 3, -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)) / 16)
        )
    xs, ys = [x for x, _ in raw], [y for _, y in raw]
    left, top, width, height = min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)
    return [(0.02 + 0.96 * (x - left) / width, 0.06 + 0.88 * (y - top) / height) for x, y in raw]


def _spade_outline() -> list[Point]:
    """A spade's leaf: a slim point whose sides start concave, then swell into two lobes."""
    right = [
        *_bezier((0.5, 0.02), (0.56, 0.18), (0.94, 0.3), (0.94, 0.56)),
        *_bezier((0.94, 0.56), (0.94, 0.78), (0.66, 0.8), (0.53, 0.67))[1:],
    ]
    return [*right, *[(1 - x, y) for x, y in reversed(right)]]


def _bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 16) -> list[Point]:
    points = []
    for index in range(steps + 1):
        t = index / steps
        u = 1 - t
        points.append(
            (
                u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
            )
        )
    return points


_HEART = _heart_outline()
_SPADE = _spade_outline()


def _draw_unit_suit(surface: pygame.Surface, suit: int, color: pygame.Color, small: bool = False) -> None:
    """Draw ``suit`` filling the square ``surface`` (coordinates in 0..1 units); ``small``
    symbols get sturdier stems so a spade or club keeps its foot at index size."""
    scale = surface.get_width()
    stem = 1.3 if small else 1.0
    if suit == HEARTS:
        _polygon(surface, color, scale, _HEART)
    elif suit == SPADES:
        _polygon(surface, color, scale, _SPADE)
        _stem(surface, color, scale, top=0.6, bottom=0.98, half_width=0.18 * stem)
    elif suit == DIAMONDS:
        steps = 10
        points: list[Point] = []
        corners = [(0.5, 0.02), (0.9, 0.5), (0.5, 0.98), (0.1, 0.5)]
        for corner_index, start in enumerate(corners):
            end = corners[(corner_index + 1) % 4]
            for step in range(steps):
                t = step / steps
                bow = 0.03 * math.sin(math.pi * t)  # gently concave sides
                mid_x = start[0] + (end[0] - start[0]) * t
                mid_y = start[1] + (end[1] - start[1]) * t
                toward_x, toward_y = 0.5 - mid_x, 0.5 - mid_y
                norm = math.hypot(toward_x, toward_y) or 1.0
                points.append((mid_x + toward_x / norm * bow, mid_y + toward_y / norm * bow))
        _polygon(surface, color, scale, points)
    elif suit == CLUBS:
        radius = 0.205
        for cx, cy in ((0.5, 0.25), (0.28, 0.57), (0.72, 0.57)):
            pygame.draw.circle(surface, color, (cx * scale, cy * scale), radius * scale)
        _polygon(surface, color, scale, [(0.5, 0.3), (0.33, 0.55), (0.5, 0.66), (0.67, 0.55)])
        _stem(surface, color, scale, top=0.5, bottom=0.98, half_width=0.17 * stem)
    else:
        raise ValueError(f"unknown suit {suit}")


def suit_surface(suit: int, size: int, color: ColorLike) -> pygame.Surface:
    """A cached ``size`` x ``size`` transparent surface holding one antialiased suit.

    The RGB of every pixel is ``color`` and only alpha varies, so smoothscaling and
    blending never darken the edges.
    """
    size = max(1, int(size))
    rgba = pygame.Color(color)
    key = (suit, size, (rgba.r, rgba.g, rgba.b, rgba.a))
    cached = _cache.get(key)
    if cached is not None:
        return cached
    big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    big.fill((rgba.r, rgba.g, rgba.b, 0))
    _draw_unit_suit(big, suit, pygame.Color(rgba.r, rgba.g, rgba.b, rgba.a), small=size < 24)
    result = pygame.transform.smoothscale(big, (size, size))
    _cache[key] = result
    return result


def draw_suit(surface: pygame.Surface, suit: int, rect: pygame.Rect, color: ColorLike) -> None:
    """Draw ``suit`` centred in ``rect``, as large as fits while staying square."""
    rect = pygame.Rect(rect)
    size = min(rect.width, rect.height)
    if size <= 0:
        return
    symbol = suit_surface(suit, size, color)
    surface.blit(symbol, symbol.get_rect(center=rect.center))


def clear_cache() -> None:
    """Drop cached symbols, e.g. after a big resolution change frees their memory."""
    _cache.clear()
