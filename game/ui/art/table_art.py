"""Table background and UI chrome: green baize in a wooden rail, translucent panels, buttons.

Everything is generated procedurally and cached per size.  Large surfaces are built
from small ones (smoothscaled gradients, tiled noise made with ``frombytes``), so
even a 4K felt costs a few milliseconds and never loops over pixels in Python.
"""

from __future__ import annotations

import math
import random
from itertools import pairwise

import pygame

FELT_CENTRE = (30, 112, 64)
FELT_EDGE = (8, 44, 24)
GOLD = (226, 186, 92)
GOLD_BRIGHT = (255, 222, 130)
CREAM = (250, 242, 222)
BUTTON_STATES = ("normal", "hover", "focused", "pressed", "disabled")

_felt_cache: dict[tuple[int, int], pygame.Surface] = {}
_panel_cache: dict[tuple[object, ...], pygame.Surface] = {}
_button_cache: dict[tuple[object, ...], pygame.Surface] = {}
_NOISE_TILE = 128
RAIL_FRACTION = 0.024    # the rail's width as a share of the window's shorter side


def _optimised(surface: pygame.Surface, alpha: bool) -> pygame.Surface:
    """Match the display's format when there is one, for fast per-frame blits (an opaque
    surface already in that format is kept: converting a 4K felt costs 20 ms for nothing)."""
    display = pygame.display.get_surface()
    if display is None:
        return surface
    if alpha:
        return surface.convert_alpha()
    same = (surface.get_bitsize() == display.get_bitsize() and surface.get_masks() == display.get_masks()
            and not surface.get_flags() & pygame.SRCALPHA)
    return surface if same else surface.convert()


def _grey_noise(size: tuple[int, int], seed: int, amplitude: int) -> pygame.Surface:
    """Random grey levels 0..amplitude, made from bytes via a palette (no pixel loop)."""
    rng = random.Random(seed)
    indexed = pygame.image.frombytes(rng.randbytes(size[0] * size[1]), size, "P")
    indexed.set_palette([(level * amplitude // 255,) * 3 for level in range(256)])
    rgb = pygame.Surface(size)
    rgb.blit(indexed, (0, 0))
    return rgb


def _tile(target: pygame.Surface, tile: pygame.Surface, flags: int) -> None:
    tile_width, tile_height = tile.get_size()
    for y in range(0, target.get_height(), tile_height):
        for x in range(0, target.get_width(), tile_width):
            target.blit(tile, (x, y), special_flags=flags)


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    """A radial light-to-dark multiplier, computed tiny (smoothscaled up by the caller)."""
    small_width = 48
    small_height = max(2, round(small_width * size[1] / max(1, size[0])))
    small = pygame.Surface((small_width, small_height))
    for y in range(small_height):
        for x in range(small_width):
            dx = (x + 0.5) / small_width * 2 - 1
            dy = ((y + 0.5) / small_height * 2 - 1) * 0.9
            distance = min(1.0, math.hypot(dx, dy) / math.sqrt(2) * 1.25)
            level = round(255 * (1 - 0.55 * distance ** 1.8))
            small.set_at((x, y), (level, level, level))
    return small


def rail_width(size: tuple[int, int]) -> int:
    """How wide the wooden rail round the felt is, in px: inside the screen's safe margin
    (``geometry.safe_area``), so cards and panels placed there never sit on the wood."""
    return max(3, round(min(size) * RAIL_FRACTION))


def _wood(t: float) -> tuple[int, int, int]:
    """The rail's colour across its width, ``t`` from the outer edge (0) to the felt (1):
    a rounded, polished cushion of dark walnut, lit along its crest, with a gold inlay."""
    for (t0, c0), (t1, c1) in pairwise(_WOOD_PROFILE):
        if t <= t1:
            f = (t - t0) / max(1e-9, t1 - t0)
            return tuple(round(a + (b - a) * f) for a, b in zip(c0, c1, strict=True))  # type: ignore[return-value]
    return _WOOD_PROFILE[-1][1]


_WOOD_PROFILE = ((0.0, (26, 12, 6)), (0.12, (62, 32, 16)), (0.34, (122, 70, 36)), (0.44, (146, 90, 48)),
                 (0.62, (98, 56, 28)), (0.8, (64, 34, 16)), (0.84, (196, 156, 78)), (0.88, (120, 86, 38)),
                 (0.9, (52, 28, 12)), (1.0, (30, 16, 8)))


def _shade_frame(size: tuple[int, int], rail: int, shrink: int) -> pygame.Surface:
    """The vignette times the rail's shadow on the felt, at 1/``shrink`` size (scaled up later)."""
    small_size = (max(2, size[0] // shrink), max(2, size[1] // shrink))
    shade = pygame.transform.smoothscale(_vignette(size), small_size)
    if not rail:
        return shade
    shadow = pygame.Surface(small_size)
    shadow.fill((255, 255, 255))
    reach = max(2, round(rail * 0.9 / shrink))
    start = max(0, rail // shrink - 1)
    radius = round(rail * 2.6 / shrink)
    for step in range(reach):
        level = round(255 - 150 * (1 - step / reach) ** 2)
        ring = shadow.get_rect().inflate(-2 * (start + step), -2 * (start + step))
        if ring.width > 4 and ring.height > 4:
            pygame.draw.rect(shadow, (level, level, level), ring, width=2,
                             border_radius=max(0, radius - (start + step) + rail // shrink))
    shade.blit(shadow, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return shade


def _profile_strip(rail: int, scale: int = 1) -> pygame.Surface:
    """The rail's cross-section as a 1-px-wide column, outer edge at the top."""
    strip = pygame.Surface((1, rail * scale))
    for index in range(rail * scale):
        strip.set_at((0, index), _wood((index + 0.5) / (rail * scale)))
    return strip


def _rail_corner(rail: int, radius: int) -> pygame.Surface:
    """The top-left corner of the rail, drawn 4x and smoothscaled so the curve is smooth;
    transparent inside the curve, where the felt shows."""
    scale = 4
    side = rail + radius
    big = pygame.Surface((side * scale, side * scale), pygame.SRCALPHA)
    big.fill((*_WOOD_PROFILE[-1][1], 0))
    big.fill(_WOOD_PROFILE[0][1])
    frame = pygame.Rect(0, 0, side * scale * 3, side * scale * 3)
    felt_hole = frame.inflate(-2 * rail * scale, -2 * rail * scale)
    pygame.draw.rect(big, (*_WOOD_PROFILE[-1][1], 0), felt_hole, border_radius=radius * scale)
    strip = _profile_strip(rail, scale)
    for index in range(rail * scale):
        pygame.draw.rect(big, strip.get_at((0, index)), frame.inflate(-2 * index, -2 * index), width=2,
                         border_radius=(radius + rail) * scale - index)
    corner = pygame.transform.smoothscale(big, (side, side))
    grain = pygame.transform.smoothscale(_grey_noise((12, 12), seed=19, amplitude=18), (side, side))
    corner.blit(grain, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    return corner


def _draw_rail(surface: pygame.Surface, rail: int) -> None:
    """The four straight lengths from the cross-section strip with grain along them, and four
    smooth rounded corners."""
    width, height = surface.get_size()
    radius = round(rail * 1.6)
    side = rail + radius
    strip = _profile_strip(rail)
    across = max(2, rail // 2)
    grain = _grey_noise((96, across), seed=17, amplitude=20)
    top = pygame.transform.scale(strip, (max(1, width - 2 * side), rail))
    top.blit(pygame.transform.smoothscale(grain, top.get_size()), (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    left = pygame.transform.rotate(pygame.transform.scale(strip, (max(1, height - 2 * side), rail)), 90)
    left.blit(pygame.transform.smoothscale(pygame.transform.rotate(grain, 90), left.get_size()), (0, 0),
              special_flags=pygame.BLEND_RGB_SUB)
    surface.blit(top, (side, 0))
    surface.blit(pygame.transform.flip(top, False, True), (side, height - rail))
    surface.blit(left, (0, side))
    surface.blit(pygame.transform.flip(left, True, False), (width - rail, side))
    corner = _rail_corner(rail, radius)
    for turn, at in ((0, (0, 0)), (270, (width - side, 0)), (180, (width - side, height - side)),
                     (90, (0, height - side))):
        surface.blit(pygame.transform.rotate(corner, turn), at)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """Green baize in a wooden rail: lit centre and darker rim, soft mottling, fine fibre
    grain, the rail's soft shadow on the cloth, and the rail itself (cached per size)."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    cached = _felt_cache.get(size)
    if cached is not None:
        return cached
    rail = rail_width(size) if min(size) >= 48 else 0
    shrink = 4 if min(size) >= 200 else 1
    # The broad light (colour, mottling, vignette, the rail's shadow) is made at a quarter size
    # and scaled up once; only the fibre grain is laid at full size.
    shade = _shade_frame(size, rail, shrink)
    base = pygame.Surface(shade.get_size())
    base.fill(FELT_CENTRE)
    mottle = pygame.transform.smoothscale(_grey_noise((24, 14), seed=7, amplitude=14), base.get_size())
    base.blit(mottle, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    base.blit(shade, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    surface = pygame.transform.smoothscale(base, size)
    grain_light = _grey_noise((_NOISE_TILE, _NOISE_TILE), seed=11, amplitude=12)
    grain_dark = _grey_noise((_NOISE_TILE, _NOISE_TILE), seed=13, amplitude=12)
    _tile(surface, grain_light, pygame.BLEND_RGB_ADD)
    _tile(surface, grain_dark, pygame.BLEND_RGB_SUB)
    surface.fill(FELT_EDGE, special_flags=pygame.BLEND_RGB_MAX)
    if rail:
        _draw_rail(surface, rail)
    result = _optimised(surface, alpha=False)
    _felt_cache[size] = result
    return result


def _supersampled_rounded(size: tuple[int, int], radius: int, fill: tuple[int, int, int, int],
                          border: tuple[int, int, int, int] | None, border_width: int,
                          scale: int = 2) -> pygame.Surface:
    """An antialiased rounded rectangle with optional border (drawn big, scaled down)."""
    width, height = size
    big = pygame.Surface((width * scale, height * scale), pygame.SRCALPHA)
    has_border = border is not None and border_width > 0
    # Transparent pixels carry the neighbouring colour so smoothscaled edges don't darken.
    big.fill((*(border if has_border and fill[3] == 0 else fill)[:3], 0))
    rect = big.get_rect()
    if border is not None and has_border:
        pygame.draw.rect(big, border, rect, border_radius=radius * scale)
        inner = rect.inflate(-2 * border_width * scale, -2 * border_width * scale)
        inner_radius = max(0, (radius - border_width) * scale)
        hole = (*border[:3], 0) if fill[3] == 0 else fill
        pygame.draw.rect(big, hole, inner, border_radius=inner_radius)
    else:
        pygame.draw.rect(big, fill, rect, border_radius=radius * scale)
    return pygame.transform.smoothscale(big, size)


def panel(size: tuple[int, int], radius: int = 16, alpha: int = 200) -> pygame.Surface:
    """A translucent dark-green rounded panel with a thin gold border, for HUD and menus."""
    size = (max(2, int(size[0])), max(2, int(size[1])))
    key = (size, radius, alpha)
    cached = _panel_cache.get(key)
    if cached is not None:
        return cached
    radius = max(0, min(radius, min(size) // 2))
    border_width = max(1, round(min(size) / 240) + 1)
    surface = _supersampled_rounded(size, radius, (8, 30, 20, alpha),
                                    (*GOLD, min(255, alpha + 30)), border_width)
    result = _optimised(surface, alpha=True)
    _panel_cache[key] = result
    return result


_BUTTON_LOOKS: dict[str, dict[str, tuple[int, int, int]]] = {
    "normal": {"top": (44, 92, 62), "bottom": (20, 56, 36), "border": GOLD, "text": CREAM},
    "hover": {"top": (60, 120, 82), "bottom": (28, 74, 48), "border": GOLD_BRIGHT,
              "text": (255, 250, 236)},
    "focused": {"top": (60, 120, 82), "bottom": (28, 74, 48), "border": GOLD_BRIGHT,
                "text": (255, 250, 236)},
    "pressed": {"top": (16, 46, 30), "bottom": (30, 70, 46), "border": GOLD, "text": CREAM},
    "disabled": {"top": (70, 76, 72), "bottom": (52, 56, 54), "border": (120, 124, 120),
                 "text": (150, 154, 150)},
}


def button_surface(size: tuple[int, int], text: str, font: pygame.font.Font,
                   state: str = "normal") -> pygame.Surface:
    """A rounded button with a vertical gradient and gold rim, per interaction state.

    ``focused`` adds a thick bright ring for keyboard/gamepad focus (readable on a TV);
    ``pressed`` inverts the gradient and nudges the label down.
    """
    if state not in _BUTTON_LOOKS:
        raise ValueError(f"unknown button state {state!r}; expected one of {BUTTON_STATES}")
    size = (max(8, int(size[0])), max(8, int(size[1])))
    key = (size, text, font, state)
    cached = _button_cache.get(key)
    if cached is not None:
        return cached
    look = _BUTTON_LOOKS[state]
    width, height = size
    radius = min(height // 2, max(6, height // 3))
    ring = max(3, height // 10) if state == "focused" else max(1, height // 24)
    gradient = pygame.transform.smoothscale(_two_row(look["top"], look["bottom"]), size)
    shape = _supersampled_rounded(size, radius, (255, 255, 255, 255), None, 0)
    body = gradient.convert_alpha() if pygame.display.get_surface() else _with_alpha(gradient)
    body.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    border = _supersampled_rounded(size, radius, (0, 0, 0, 0), (*look["border"], 255), ring)
    body.blit(border, (0, 0))
    if state != "disabled":
        highlight = _supersampled_rounded((width - 2 * ring - 4, max(2, height // 2 - ring)),
                                          max(0, radius - ring - 2), (255, 255, 255, 22), None, 0)
        body.blit(highlight, (ring + 2, ring + 1))
    room = max(1, width - 2 * radius)
    label = _fit_width(font.render(text, True, look["text"]), room)
    centre = (width // 2, height // 2 + (2 if state == "pressed" else 0))
    if state != "disabled":
        shadow = _fit_width(font.render(text, True, (0, 0, 0)), room)
        shadow.set_alpha(110)
        body.blit(shadow, shadow.get_rect(center=(centre[0] + 1, centre[1] + 2)))
    body.blit(label, label.get_rect(center=centre))
    result = _optimised(body, alpha=True)
    _button_cache[key] = result
    return result


def _fit_width(label: pygame.Surface, max_width: int) -> pygame.Surface:
    """Shrink an over-long label proportionally so it stays inside its button."""
    if label.get_width() <= max_width:
        return label
    height = max(1, round(label.get_height() * max_width / label.get_width()))
    return pygame.transform.smoothscale(label, (max_width, height))


def _two_row(top: tuple[int, int, int], bottom: tuple[int, int, int]) -> pygame.Surface:
    """A 1x2 surface that smoothscales into a vertical gradient."""
    strip = pygame.Surface((1, 2))
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    return strip


def _with_alpha(surface: pygame.Surface) -> pygame.Surface:
    copy = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    copy.blit(surface, (0, 0))
    return copy


def clear_caches() -> None:
    """Forget cached surfaces, e.g. after the window size or display mode changes."""
    _felt_cache.clear()
    _panel_cache.clear()
    _button_cache.clear()
