"""Round portraits for the seats: a friendly face in a ring of the seat's colour.

Each name always gets the same face (hair, hat, beard, glasses, skin, clothes and background
are picked from a hash of the name, not Python's salted ``hash``), so a partner called Margaret
looks the same every evening.  "You" gets a plain silhouette with a gold star instead of a face:
it is the player, whom the game has never seen.  Drawn in the unit box of ``vector.Pen`` at 3-4x
and smoothscaled, cached per (name, size, colour): crisp from 48 px to 240 px.
"""

from __future__ import annotations

import hashlib
import math
from typing import TypeVar

import pygame

from game.ui.core import caches
from game.ui.core.vector import INK, RGB, Pen, arc, bezier, curve, ellipse

YOU = "You"
SKINS: tuple[RGB, ...] = ((255, 226, 198), (243, 198, 160), (226, 174, 132), (198, 142, 100), (158, 106, 72),
                          (112, 74, 50))
HAIRS: tuple[RGB, ...] = ((44, 32, 28), (94, 58, 32), (158, 92, 44), (218, 180, 100), (190, 190, 186),
                          (238, 236, 230), (164, 62, 32))
CLOTHES: tuple[RGB, ...] = ((40, 72, 134), (136, 36, 44), (44, 104, 72), (196, 146, 56), (92, 62, 116), (62, 64, 74),
                            (176, 84, 40))
BACKDROPS: tuple[RGB, ...] = ((214, 226, 238), (238, 224, 202), (218, 234, 218), (240, 216, 214), (226, 220, 240),
                              (236, 232, 208))
HAIR_STYLES: tuple[str, ...] = ("short", "parted", "long", "curly", "bun", "bald")
HATS: tuple[str, ...] = ("none", "none", "none", "flat cap", "toque", "sou'wester")
WHITE = (255, 255, 255)
GOLD = (226, 186, 92)

_cache: dict[tuple[str, int, RGB], pygame.Surface] = {}
caches.register(_cache.clear)

T = TypeVar("T")


class _Picks:
    """The features of one name, read off its SHA-256 digest a byte at a time."""

    def __init__(self, name: str) -> None:
        self.digest = hashlib.sha256(name.strip().casefold().encode("utf-8")).digest()
        self.index = 0

    def pick(self, options: tuple[T, ...]) -> T:
        value = self.digest[self.index % len(self.digest)]
        self.index += 1
        return options[value % len(options)]

    def chance(self, percent: int) -> bool:
        value = self.digest[self.index % len(self.digest)]
        self.index += 1
        return value * 100 < percent * 256


def portrait(name: str, size: int, seat_colour: RGB) -> pygame.Surface:
    """A ``size`` x ``size`` round portrait (transparent outside the ring), cached."""
    size = max(8, int(size))
    drawn = pygame.Color(seat_colour)
    colour: RGB = (drawn.r, drawn.g, drawn.b)
    key = (name, size, colour)
    cached = _cache.get(key)
    if cached is not None:
        return cached
    scale = 4 if size <= 120 else 2    # (smoothscale by 3 leaves alpha at 253)
    big_size = size * scale
    figure = pygame.Surface((big_size, big_size), pygame.SRCALPHA)
    figure.fill((*WHITE, 0))
    pen = Pen(figure, (0, 0, big_size), line=0.012)
    if name.strip().casefold() == YOU.casefold():
        _you(pen, colour)
    else:
        _face_portrait(pen, _Picks(name), name.strip().split(" ")[0].casefold() in WOMEN)
    mask = pygame.Surface((big_size, big_size), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.circle(mask, (255, 255, 255, 255), (big_size / 2, big_size / 2), big_size * 0.44)
    figure.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big = pygame.Surface((big_size, big_size), pygame.SRCALPHA)
    big.fill((*colour, 0))
    centre = (big_size / 2, big_size / 2)
    pygame.draw.circle(big, _shade(colour, 0.55), centre, big_size * 0.5)
    pygame.draw.circle(big, colour, centre, big_size * 0.485)
    highlight = _shade(colour, 1.35)
    pygame.draw.arc(big, highlight, pygame.Rect(0, 0, big_size, big_size).inflate(-big_size * 0.05, -big_size * 0.05),
                    math.radians(40), math.radians(140), max(1, round(big_size * 0.02)))
    pygame.draw.circle(big, GOLD, centre, big_size * 0.452)
    big.blit(figure, (0, 0))
    result = pygame.transform.smoothscale(big, (size, size))
    if pygame.display.get_surface() is not None:
        result = result.convert_alpha()
    _cache[key] = result
    return result


def _shade(colour: RGB, factor: float) -> RGB:
    return tuple(max(0, min(255, round(c * factor + (40 if factor > 1 else 0)))) for c in colour)  # type: ignore


def _backdrop(pen: Pen, colour: RGB) -> None:
    """A softly lit disc: lighter above, like a studio photograph."""
    pen.fill(ellipse((0.5, 0.5), 0.45, 0.45, 48), _shade(colour, 0.86))
    pen.fill(ellipse((0.5, 0.42), 0.36, 0.32, 40), colour)


def _you(pen: Pen, seat: RGB) -> None:
    """The player: a cream silhouette on the seat's colour, a gold star on the chest."""
    _backdrop(pen, _shade(seat, 0.7))
    cream = (250, 242, 222)
    pen.fill([*bezier((0.12, 1.0), (0.14, 0.78), (0.3, 0.7), (0.5, 0.7), 12),
              *bezier((0.5, 0.7), (0.7, 0.7), (0.86, 0.78), (0.88, 1.0), 12)[1:]], cream)
    pen.fill(ellipse((0.5, 0.43), 0.145, 0.17, 32), cream)
    points = []
    for index in range(10):
        angle = -math.pi / 2 + index * math.pi / 5
        radius = 0.075 if index % 2 == 0 else 0.032
        points.append((0.5 + math.cos(angle) * radius, 0.85 + math.sin(angle) * radius))
    pen.shape(points, GOLD, width=0.008)


# The women's names the game ships (default seats, the ladder): no beard on Nan.  Other names
# (a player may type any) take their chances with the hash.
WOMEN = frozenset({"nan", "mary", "colleen", "bridget", "sadie", "theresa", "nora", "peggy", "maureen",
                   "bernadette", "effie", "flora", "siobhán", "marie", "eileen", "catherine"})


def _face_portrait(pen: Pen, picks: _Picks, woman: bool = False) -> None:
    skin: RGB = picks.pick(SKINS)
    hair: RGB = picks.pick(HAIRS)
    clothes: RGB = picks.pick(CLOTHES)
    backdrop: RGB = picks.pick(BACKDROPS)
    style: str = picks.pick(HAIR_STYLES)
    hat: str = picks.pick(HATS)
    beard = picks.pick(("none", "none", "moustache", "beard"))
    if woman:
        beard = "none"
    glasses = picks.chance(30)
    plaid = picks.chance(30)
    _backdrop(pen, backdrop)
    if style == "long" and hat != "sou'wester":
        pen.shape([*arc((0.5, 0.44), 0.2, 0.22, 180, 360, 16), (0.72, 0.8), (0.28, 0.8)], hair)
    _clothes(pen, clothes, skin, plaid)
    for side in (-1, 1):
        pen.shape(ellipse((0.5 + side * 0.148, 0.47), 0.028, 0.042, 12), skin)
    face = [*arc((0.5, 0.44), 0.15, 0.15, 180, 360, 16),
            *bezier((0.65, 0.44), (0.65, 0.56), (0.58, 0.63), (0.5, 0.63), 8)[1:],
            *bezier((0.5, 0.63), (0.42, 0.63), (0.35, 0.56), (0.35, 0.44), 8)[1:]]
    pen.shape(face, skin)
    if beard == "beard":
        pen.shape([*bezier((0.35, 0.47), (0.35, 0.6), (0.42, 0.68), (0.5, 0.68), 8),
                   *bezier((0.5, 0.68), (0.58, 0.68), (0.65, 0.6), (0.65, 0.47), 8)[1:],
                   *curve((0.62, 0.5), (0.5, 0.62), (0.38, 0.5), 10)[1:]], hair)
    _features(pen, skin, hair, beard != "none")
    if glasses:
        for side in (-1, 1):
            pen.stroke(ellipse((0.5 + side * 0.058, 0.475), 0.045, 0.036, 20), 0.012, INK, closed=True)
        pen.line((0.482, 0.47), (0.518, 0.47), 0.01)
    if hat == "none" or hat == "toque" and style == "bun":
        _hair(pen, style, hair)
    if hat != "none":
        _hat(pen, hat, picks)


def _clothes(pen: Pen, colour: RGB, skin: RGB, plaid: bool) -> None:
    pen.shape([(0.45, 0.58), (0.55, 0.58), (0.56, 0.72), (0.44, 0.72)], skin)
    body = [*bezier((0.08, 1.0), (0.1, 0.8), (0.26, 0.72), (0.42, 0.7), 12), (0.5, 0.76),
            *bezier((0.58, 0.7), (0.74, 0.72), (0.9, 0.8), (0.92, 1.0), 12)]
    pen.shape(body, colour)
    if plaid:            # a lumberjack check, the Maritimes' other national dress
        dark = _shade(colour, 0.6)
        for x in (0.22, 0.34, 0.66, 0.78):
            pen.line((x, 0.78), (x, 1.0), 0.03, dark)
        for y in (0.84, 0.94):
            pen.line((0.12, y), (0.88, y), 0.025, dark)
        pen.stroke(body, 0.012, INK, closed=False)
    collar_colour = _shade(colour, 1.3)
    for side in (-1, 1):
        pen.shape([(0.5 + side * 0.08, 0.7), (0.5, 0.77), (0.5 + side * 0.02, 0.83), (0.5 + side * 0.14, 0.74)],
                  collar_colour, width=0.01)


def _features(pen: Pen, skin: RGB, hair: RGB, moustache: bool) -> None:
    brow = tuple(max(0, c - 40) for c in hair)
    for side in (-1, 1):
        x = 0.5 + side * 0.058
        pen.dot((x, 0.475), 0.017, INK)
        pen.dot((x + 0.006, 0.469), 0.006, WHITE)
        pen.stroke(curve((x - 0.03, 0.435), (x, 0.42), (x + 0.03, 0.437), 6), 0.012, brow)  # type: ignore[arg-type]
        pen.dot((0.5 + side * 0.095, 0.535), 0.022, (min(255, skin[0] + 4), max(0, skin[1] - 40),
                                                     max(0, skin[2] - 40)))
    pen.stroke(curve((0.5, 0.49), (0.488, 0.53), (0.506, 0.54), 5), 0.01, _shade(skin, 0.7))
    pen.stroke(curve((0.455, 0.573), (0.5, 0.6), (0.545, 0.573), 8), 0.012, (150, 50, 50))
    if moustache:
        pen.shape([*curve((0.44, 0.575), (0.47, 0.55), (0.5, 0.56), 5), *curve((0.5, 0.56), (0.53, 0.55),
                                                                                (0.56, 0.575), 5)[1:],
                   (0.5, 0.57)], hair, width=0.008)


def _hair(pen: Pen, style: str, hair: RGB) -> None:
    if style == "bald":
        for side in (-1, 1):
            pen.shape(ellipse((0.5 + side * 0.14, 0.41), 0.03, 0.05, 12), hair, width=0.008)
        return
    if style == "curly":
        for index in range(9):
            angle = math.pi + index * math.pi / 8
            pen.shape(ellipse((0.5 + math.cos(angle) * 0.15, 0.42 + math.sin(angle) * 0.14), 0.05, 0.05, 14), hair,
                      width=0.008)
        return
    top = [*arc((0.5, 0.43), 0.165, 0.17, 180, 360, 18)]
    if style == "parted":
        fringe = [*curve((0.665, 0.43), (0.6, 0.33), (0.44, 0.36), 8), *curve((0.44, 0.36), (0.38, 0.38),
                                                                              (0.335, 0.46), 6)[1:]]
    else:
        fringe = curve((0.665, 0.43), (0.5, 0.32), (0.335, 0.43), 12)
    pen.shape([*top, *fringe[1:]], hair)
    if style == "bun":
        pen.shape(ellipse((0.5, 0.24), 0.06, 0.05, 16), hair)


def _hat(pen: Pen, hat: str, picks: _Picks) -> None:
    colour: RGB = picks.pick(CLOTHES)
    if hat == "flat cap":
        pen.shape([*arc((0.5, 0.41), 0.17, 0.14, 180, 360, 16), (0.7, 0.4), (0.3, 0.41)], colour)
        pen.shape([(0.33, 0.4), (0.7, 0.39), (0.74, 0.42), (0.4, 0.44)], _shade(colour, 0.7), width=0.01)
    elif hat == "toque":
        pen.shape([*arc((0.5, 0.4), 0.165, 0.18, 180, 360, 16), (0.665, 0.4)], colour)
        band = [(0.33, 0.36), (0.67, 0.36), (0.67, 0.42), (0.33, 0.42)]
        pen.shape(band, _shade(colour, 1.3), width=0.01)
        for index in range(1, 9):
            x = 0.33 + index * 0.034 / 0.9
            pen.line((x, 0.365), (x, 0.415), 0.006, _shade(colour, 0.8))
        pen.shape(ellipse((0.5, 0.2), 0.045, 0.045, 14), WHITE)
    else:  # a fisherman's sou'wester, brim turned down behind
        yellow = (244, 196, 40)
        pen.shape([(0.24, 0.5), *curve((0.3, 0.42), (0.5, 0.36), (0.7, 0.42), 8), (0.76, 0.5), (0.68, 0.47),
                   *curve((0.66, 0.44), (0.5, 0.41), (0.34, 0.44), 8), (0.32, 0.47)], yellow)
        pen.shape([*arc((0.5, 0.42), 0.16, 0.16, 180, 360, 16), *curve((0.66, 0.42), (0.5, 0.46), (0.34, 0.42), 8)[1:]],
                  yellow)
        pen.stroke(curve((0.36, 0.36), (0.5, 0.3), (0.64, 0.36), 8), 0.008)
