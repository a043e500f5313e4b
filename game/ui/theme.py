"""Fonts, colours and text drawing shared by every scene.

Fonts are pygame's bundled default (always present, no suit glyphs: suits in text
are drawn as shapes by ``rich_text``), cached per pixel size.  Sizes are given at
1080p and scaled with the window so text is crisp and readable from a sofa.
"""

from __future__ import annotations

from contextlib import contextmanager
from functools import lru_cache
from typing import Iterator, Optional, Sequence

import pygame

from game.ui import caches
from game.ui.suits import suit_surface

GOLD = (226, 186, 92)
GOLD_BRIGHT = (255, 222, 130)
CREAM = (250, 242, 222)
INK = (24, 24, 28)
WHITE = (255, 255, 255)
SHADOW = (0, 0, 0)
RED = (206, 46, 52)
GREEN_OK = (120, 220, 140)
BAD = (255, 120, 110)
MUTED = (190, 200, 190)
PANEL_DARK = (10, 26, 18)
SUIT_TEXT_COLOURS = {0: (235, 235, 235), 1: (255, 96, 96), 2: (255, 96, 96), 3: (235, 235, 235)}
FOUR_COLOUR_TEXT = {0: (235, 235, 235), 1: (255, 96, 96), 2: (110, 170, 255), 3: (120, 220, 140)}
SUIT_CHARS = {"♠": 0, "♥": 1, "♦": 2, "♣": 3}
LIGHT_BACKGROUND_SUITS = {False: {0: (28, 28, 34), 1: (200, 30, 40), 2: (200, 30, 40), 3: (28, 28, 34)},
                          True: {0: (28, 28, 34), 1: (200, 30, 40), 2: (30, 90, 200), 3: (20, 130, 60)}}

_scale = 1.0
_four_colour = False


@caches.register
def reset_caches() -> None:
    """Forget fonts and rendered text: needed after ``pygame.quit()`` invalidates fonts."""
    _font.cache_clear()
    _rich_text.cache_clear()
    _text_with_shadow.cache_clear()
    _panels.clear()


def set_scale(scale: float) -> None:
    """Window scale relative to 1080p (``layout.ui_scale``); fonts follow it."""
    global _scale
    _scale = max(0.45, scale)


@contextmanager
def scaled(scale: float) -> Iterator[None]:
    """Text and panels for an off-screen picture at another scale (the title's attract table is
    drawn small and enlarged at 4K); the window's own scale comes back after."""
    global _scale
    saved = _scale
    set_scale(scale)
    try:
        yield
    finally:
        _scale = saved


def set_four_colour(on: bool) -> None:
    global _four_colour
    _four_colour = on


def px(value: float) -> int:
    """A 1080p pixel measure at the current window scale."""
    return max(1, round(value * _scale))


@lru_cache(maxsize=64)
def _font(size: int, bold: bool) -> pygame.font.Font:
    font = pygame.font.Font(None, size)
    font.set_bold(bold)
    return font


def font(size_1080: float, bold: bool = False) -> pygame.font.Font:
    """The default font at a 1080p size, scaled to the window."""
    return _font(max(10, round(size_1080 * max(_scale, 0.72) * 1.3)), bold)


def suit_colour(suit: int) -> tuple[int, int, int]:
    return (FOUR_COLOUR_TEXT if _four_colour else SUIT_TEXT_COLOURS)[suit]


def rich_text(text: str, size_1080: float, colour: tuple[int, int, int] = CREAM, bold: bool = False,
              suit_colours: bool = True, light: bool = False) -> pygame.Surface:
    """Render text where ♠♥♦♣ become drawn suit shapes (the font has no suit glyphs).
    ``light``: the text sits on a light background, so black suits are drawn dark."""
    return _rich_text(text, round(size_1080 * 100), colour, bold, suit_colours, _scale, _four_colour, light)


def rich_text_size(text: str, size_1080: float, bold: bool = False) -> tuple[int, int]:
    """How big ``rich_text`` draws ``text`` (for layout; the rendering is cached and reused)."""
    return rich_text(text, size_1080, CREAM, bold).get_size()


@lru_cache(maxsize=512)
def _rich_text(text: str, size_key: int, colour: tuple[int, int, int], bold: bool,
               suit_colours: bool, scale: float, four: bool, light: bool = False) -> pygame.Surface:
    f = font(size_key / 100, bold)
    height = f.get_height()
    pieces: list[pygame.Surface] = []
    run = ""
    for ch in text:
        if ch in SUIT_CHARS:
            if run:
                pieces.append(f.render(run, True, colour))
                run = ""
            suit = SUIT_CHARS[ch]
            symbol = round(height * 0.62)
            col = suit_colour(suit) if suit_colours else colour
            if suit_colours and light:
                col = LIGHT_BACKGROUND_SUITS[four][suit]
            cell = pygame.Surface((round(symbol * 1.08), height), pygame.SRCALPHA)
            cell.blit(suit_surface(suit, symbol, col), (round(symbol * 0.04), round(height * 0.16)))
            pieces.append(cell)
        else:
            run += ch
    if run or not pieces:
        pieces.append(f.render(run, True, colour))
    width = sum(p.get_width() for p in pieces)
    out = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    x = 0
    for p in pieces:
        out.blit(p, (x, (height - p.get_height()) // 2))
        x += p.get_width()
    return out


def text_with_shadow(text: str, size_1080: float, colour=CREAM, bold: bool = False) -> pygame.Surface:
    """Text with a soft dark shadow so it reads on the felt (cached: labels repeat every frame)."""
    return _text_with_shadow(text, size_1080, tuple(colour), bold, _scale, _four_colour)


@lru_cache(maxsize=512)
def _text_with_shadow(text: str, size_1080: float, colour: tuple, bold: bool, scale: float,
                      four: bool) -> pygame.Surface:
    front = rich_text(text, size_1080, colour, bold)
    back = rich_text(text, size_1080, SHADOW, bold, suit_colours=False)
    offset = max(1, px(2))
    out = pygame.Surface((front.get_width() + offset, front.get_height() + offset), pygame.SRCALPHA)
    back.set_alpha(150)
    out.blit(back, (offset, offset))
    out.blit(front, (0, 0))
    return out


def blit_text(surface: pygame.Surface, text: str, size_1080: float, pos: tuple[float, float],
              colour=CREAM, anchor: str = "center", bold: bool = False, shadow: bool = True,
              alpha: int = 255) -> pygame.Rect:
    """Draw text anchored at ``pos`` ("center", "midleft", "topleft", "midright", ...)."""
    img = text_with_shadow(text, size_1080, colour, bold) if shadow else rich_text(text, size_1080, colour, bold)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(img, rect)
    return rect


def wrap(text: str, size_1080: float, max_width: int, bold: bool = False) -> list[str]:
    """Split text into lines no wider than ``max_width`` pixels."""
    f = font(size_1080, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= max_width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def blit_paragraph(surface: pygame.Surface, text: str, size_1080: float, rect: pygame.Rect,
                   colour=CREAM, line_gap: float = 1.15, align: str = "left", bold: bool = False,
                   shadow: bool = False) -> int:
    """Draw wrapped text inside ``rect``; returns the height used."""
    y = rect.y
    step = round(font(size_1080, bold).get_height() * line_gap)
    for line in wrap(text, size_1080, rect.w, bold):
        anchor = {"left": "topleft", "center": "midtop", "right": "topright"}[align]
        x = {"left": rect.x, "center": rect.centerx, "right": rect.right}[align]
        blit_text(surface, line, size_1080, (x, y), colour, anchor, bold, shadow)
        y += step
    return y - rect.y


_panels: dict[tuple, pygame.Surface] = {}


def rounded_panel(surface: pygame.Surface, rect: pygame.Rect, fill=(8, 22, 14, 215),
                  border: Optional[Sequence[int]] = GOLD, radius: Optional[int] = None,
                  width: int = 2) -> None:
    """A translucent rounded panel drawn onto ``surface`` (cached: panels repeat every frame)."""
    r = px(16) if radius is None else radius
    if len(fill) == 3 or fill[3] == 255:  # opaque: draw straight on, no layer to build
        pygame.draw.rect(surface, fill[:3], rect, border_radius=r)
        if border is not None:
            pygame.draw.rect(surface, border, rect, max(1, px(width)), border_radius=r)
        return
    key = (rect.w, rect.h, tuple(fill), tuple(border) if border is not None else None, r, px(width))
    layer = _panels.get(key)
    if layer is None:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=r)
        if border is not None:
            pygame.draw.rect(layer, border, layer.get_rect(), max(1, px(width)), border_radius=r)
        if len(_panels) > 400:
            _panels.clear()
        _panels[key] = layer
    surface.blit(layer, rect.topleft)
