"""Table background and UI chrome: green baize, translucent panels, buttons.

Everything is generated procedurally and cached per size.  Large surfaces are built
from small ones (smoothscaled gradients, tiled noise made with ``frombytes``), so
even a 4K felt costs a few milliseconds and never loops over pixels in Python.
"""

from __future__ import annotations

import math
import random

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


def _optimised(surface: pygame.Surface, alpha: bool) -> pygame.Surface:
    """Match the display's format when there is one, for fast per-frame blits."""
    if pygame.display.get_surface() is None:
        return surface
    return surface.convert_alpha() if alpha else surface.convert()


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
    """A radial light-to-dark multiplier, computed tiny and smoothscaled up."""
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
    return pygame.transform.smoothscale(small, size)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """Green baize: lit centre, darker rim, soft mottling and fine fibre grain."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    cached = _felt_cache.get(size)
    if cached is not None:
        return cached
    surface = pygame.Surface(size)
    surface.fill(FELT_CENTRE)
    mottle = pygame.transform.smoothscale(_grey_noise((24, 14), seed=7, amplitude=14), size)
    surface.blit(mottle, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    grain_light = _grey_noise((_NOISE_TILE, _NOISE_TILE), seed=11, amplitude=14)
    grain_dark = _grey_noise((_NOISE_TILE, _NOISE_TILE), seed=13, amplitude=14)
    _tile(surface, grain_light, pygame.BLEND_RGB_ADD)
    _tile(surface, grain_dark, pygame.BLEND_RGB_SUB)
    surface.blit(_vignette(size), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    edge = pygame.Surface(size)
    edge.fill(FELT_EDGE)
    surface.blit(edge, (0, 0), special_flags=pygame.BLEND_RGB_MAX)
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
