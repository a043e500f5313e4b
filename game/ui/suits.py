"""Suit symbols (and court headgear) drawn as antialiased vector shapes.

pygame's default font has no suit glyphs, so every suit is built from circles and
polygons; the court cards' crowns live here too since they are drawn the same way.
Shapes are rasterised at ``SUPERSAMPLE`` times the target size and smoothscaled
down, which gives clean antialiased edges from a tiny corner index to a full-card ace.
"""

from __future__ import annotations

import math
from typing import Iterable

import pygame

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SUPERSAMPLE = 4

ColorLike = pygame.Color | tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

_cache: dict[tuple[int, int, tuple[int, int, int, int]], pygame.Surface] = {}


def _tangent_point(center: Point, radius: float, apex: Point, left: bool) -> Point:
    """Where a line from ``apex`` touches the circle, so lobes flow into the tip."""
    dx, dy = center[0] - apex[0], center[1] - apex[1]
    distance = math.hypot(dx, dy)
    base = math.atan2(dy, dx)
    offset = math.asin(min(1.0, radius / distance))
    angle = base + (offset if left else -offset)
    length = math.sqrt(max(0.0, distance * distance - radius * radius))
    return apex[0] + math.cos(angle) * length, apex[1] + math.sin(angle) * length


def _lobed_shape(surface: pygame.Surface, color: pygame.Color, scale: float,
                 lobe_y: float, lobe_dx: float, radius: float, apex: Point) -> None:
    """Two circular lobes joined to a pointed apex: a heart, or a spade if flipped."""
    left_center = (0.5 - lobe_dx, lobe_y)
    right_center = (0.5 + lobe_dx, lobe_y)
    apex_below = apex[1] > lobe_y
    left_touch = _tangent_point(left_center, radius, apex, left=not apex_below)
    right_touch = _tangent_point(right_center, radius, apex, left=apex_below)
    body = [left_touch, apex, right_touch, right_center, (0.5, lobe_y), left_center]
    _polygon(surface, color, scale, body)
    for center in (left_center, right_center):
        pygame.draw.circle(surface, color, (center[0] * scale, center[1] * scale), radius * scale)


def _stem(surface: pygame.Surface, color: pygame.Color, scale: float,
          top: float, bottom: float, half_width: float) -> None:
    """A flared stem whose concave sides echo traditional playing-card suits."""
    steps = 12
    left: list[Point] = []
    for index in range(steps + 1):
        t = index / steps
        flare = half_width * (0.12 + 0.88 * t ** 2.2)
        left.append((0.5 - flare, top + (bottom - top) * t))
    right = [(1.0 - x, y) for x, y in reversed(left)]
    _polygon(surface, color, scale, left + right)


def _polygon(surface: pygame.Surface, color: pygame.Color, scale: float,
             points: Iterable[Point]) -> None:
    pygame.draw.polygon(surface, color, [(x * scale, y * scale) for x, y in points])


def _draw_unit_suit(surface: pygame.Surface, suit: int, color: pygame.Color) -> None:
    """Draw ``suit`` filling the square ``surface`` (coordinates in 0..1 units)."""
    scale = surface.get_width()
    if suit == HEARTS:
        _lobed_shape(surface, color, scale, lobe_y=0.31, lobe_dx=0.225, radius=0.245,
                     apex=(0.5, 0.95))
    elif suit == SPADES:
        _lobed_shape(surface, color, scale, lobe_y=0.56, lobe_dx=0.215, radius=0.225,
                     apex=(0.5, 0.02))
        _stem(surface, color, scale, top=0.6, bottom=0.98, half_width=0.17)
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
        _stem(surface, color, scale, top=0.5, bottom=0.98, half_width=0.16)
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
    _draw_unit_suit(big, suit, pygame.Color(rgba.r, rgba.g, rgba.b, rgba.a))
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


# ------------------------------------------------------------ court emblems
# Headgear for the court cards, drawn like the suits so the deck needs no images.
# Coordinates are in a unit box scaled separately in x and y; radii follow height.

def _emblem_king(surface: pygame.Surface, metal: pygame.Color, jewel: pygame.Color,
                 sx: float, sy: float) -> None:
    body = [(0.12, 0.74), (0.07, 0.26), (0.31, 0.5), (0.5, 0.12), (0.69, 0.5), (0.93, 0.26),
            (0.88, 0.74)]
    pygame.draw.polygon(surface, metal, [(x * sx, y * sy) for x, y in body])
    pygame.draw.rect(surface, metal, pygame.Rect(0.08 * sx, 0.7 * sy, 0.84 * sx, 0.26 * sy),
                     border_radius=round(0.06 * sy))
    for x, y in ((0.07, 0.24), (0.5, 0.1), (0.93, 0.24)):
        pygame.draw.circle(surface, metal, (x * sx, y * sy), 0.1 * sy)
    for x in (0.27, 0.5, 0.73):
        pygame.draw.circle(surface, jewel, (x * sx, 0.83 * sy), 0.075 * sy)


def _emblem_queen(surface: pygame.Surface, metal: pygame.Color, jewel: pygame.Color,
                  sx: float, sy: float) -> None:
    def crest(x: float) -> float:
        peaks = ((0.5, 0.92, 0.13), (0.22, 0.6, 0.09), (0.78, 0.6, 0.09))
        return max(height * math.exp(-((x - at) / width) ** 2) for at, height, width in peaks)

    steps = 40
    outline = [(0.1 + 0.8 * i / steps, 0.8 - 0.7 * crest(0.1 + 0.8 * i / steps))
               for i in range(steps + 1)]
    pygame.draw.polygon(surface, metal, [(x * sx, y * sy) for x, y in
                                         [(0.1, 0.82), *outline, (0.9, 0.82)]])
    pygame.draw.rect(surface, metal, pygame.Rect(0.06 * sx, 0.74 * sy, 0.88 * sx, 0.2 * sy),
                     border_radius=round(0.08 * sy))
    for x in (0.5, 0.22, 0.78):
        pygame.draw.circle(surface, metal, (x * sx, (0.8 - 0.7 * crest(x) - 0.03) * sy), 0.08 * sy)
    pygame.draw.circle(surface, jewel, (0.5 * sx, 0.46 * sy), 0.11 * sy)
    for x in (0.28, 0.72):
        pygame.draw.circle(surface, jewel, (x * sx, 0.84 * sy), 0.055 * sy)


def _emblem_jack(surface: pygame.Surface, metal: pygame.Color, jewel: pygame.Color,
                 sx: float, sy: float) -> None:
    """A plumed cap: the page's hat, clearly humbler than the K's crown and Q's tiara."""
    steps = 24
    cap = [((0.4 - 0.3 * math.cos(math.pi * i / steps)) * sx,
            (0.76 - 0.56 * math.sin(math.pi * i / steps) ** 0.7) * sy) for i in range(steps + 1)]
    pygame.draw.polygon(surface, metal, cap)
    spine = [((0.62 + 0.34 * t) * sx, (0.66 - 0.64 * math.sin(t * math.pi / 2) ** 1.2) * sy)
             for t in (i / steps for i in range(steps + 1))]
    left, right = [], []
    for index, (x, y) in enumerate(spine):
        ahead, behind = spine[min(index + 1, steps)], spine[max(index - 1, 0)]
        dx, dy = ahead[0] - behind[0], ahead[1] - behind[1]
        length = math.hypot(dx, dy) or 1.0
        half_width = 0.15 * sy * math.sin(math.pi * min(0.96, 0.1 + index / steps)) ** 0.6
        left.append((x - dy / length * half_width, y + dx / length * half_width))
        right.append((x + dy / length * half_width, y - dx / length * half_width))
    pygame.draw.polygon(surface, metal, left + right[::-1])
    pygame.draw.lines(surface, jewel, False, spine[2:-2], max(1, round(0.035 * sy)))
    pygame.draw.rect(surface, metal, pygame.Rect(0.04 * sx, 0.7 * sy, 0.9 * sx, 0.22 * sy),
                     border_radius=round(0.08 * sy))
    pygame.draw.circle(surface, jewel, (0.62 * sx, 0.66 * sy), 0.1 * sy)
    for x in (0.18, 0.4):
        pygame.draw.circle(surface, jewel, (x * sx, 0.81 * sy), 0.05 * sy)


_EMBLEMS = {"K": _emblem_king, "Q": _emblem_queen, "J": _emblem_jack}
_emblem_cache: dict[tuple[object, ...], pygame.Surface] = {}


def emblem_surface(rank_label: str, size: tuple[int, int], metal: ColorLike,
                   shade: ColorLike, jewel: ColorLike) -> pygame.Surface:
    """Crown (K), tiara (Q) or plumed cap (J), with a darker relief edge, cached."""
    width, height = max(1, int(size[0])), max(1, int(size[1]))
    key = (rank_label, width, height, tuple(pygame.Color(metal)), tuple(pygame.Color(shade)),
           tuple(pygame.Color(jewel)))
    cached = _emblem_cache.get(key)
    if cached is not None:
        return cached
    sx, sy = width * SUPERSAMPLE, height * SUPERSAMPLE
    big = pygame.Surface((sx, sy), pygame.SRCALPHA)
    big.fill((*pygame.Color(shade)[:3], 0))
    draw = _EMBLEMS[rank_label]
    relief = pygame.Surface((sx, sy), pygame.SRCALPHA)
    relief.fill((0, 0, 0, 0))
    draw(relief, pygame.Color(shade), pygame.Color(shade), sx * 0.97, sy * 0.94)
    big.blit(relief, (sx * 0.02, sy * 0.055))
    draw(big, pygame.Color(metal), pygame.Color(jewel), sx * 0.97, sy * 0.94)
    result = pygame.transform.smoothscale(big, (width, height))
    _emblem_cache[key] = result
    return result


def clear_cache() -> None:
    """Drop cached symbols, e.g. after a big resolution change frees their memory."""
    _cache.clear()
    _emblem_cache.clear()
