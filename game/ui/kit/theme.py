"""Fonts, colours and text drawing shared by every scene.

Fonts are pygame's bundled default (always present, no suit glyphs: suits in text
are drawn as shapes by ``rich_text``, large and in their colours), cached per pixel size.
Sizes are given at 1080p and scaled with the window, and no text is ever shorter than
``MIN_TEXT_FRACTION`` of the screen's height: readable from a sofa three metres away.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache

import pygame

from game.ui.core import caches
from game.ui.core.suits import suit_surface

Colour = tuple[int, int, int]
# What every drawn text depends on besides its words and size: see ``text_style``.
TextStyle = tuple[float, float, bool, int]

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
FOCUS = (130, 215, 255)     # the keyboard's and the pad's focus ring, round a gold fill: "Enter does this"
# One visual language for controls on every screen (see ``widgets.Look``): the focus is a gold
# fill ringed in FOCUS; a suggestion (the hint's advice, the default not focused) is a gold
# outline and gold words on the plain green, never filled; a chosen thing is raised and ticked.
FOCUS_FILL = ((246, 210, 120), (200, 150, 60))       # top and bottom of the focus's gold fill
PLAIN_FILL = ((40, 110, 70), (22, 70, 42))           # a plain button's green
SELECTED_FILL = ((66, 150, 104), (38, 104, 70))      # a chosen one: lighter, raised, ticked
SELECTED = GREEN_OK                                  # its edge and tick
SUGGESTED = GOLD_BRIGHT                              # a suggestion's outline and words
PANEL_DARK = (10, 26, 18)
SUIT_TEXT_COLOURS = {0: (235, 235, 235), 1: (255, 96, 96), 2: (255, 96, 96), 3: (235, 235, 235)}
FOUR_COLOUR_TEXT = {0: (235, 235, 235), 1: (255, 96, 96), 2: (110, 170, 255), 3: (120, 220, 140)}
SUIT_CHARS = {"♠": 0, "♥": 1, "♦": 2, "♣": 3}
LIGHT_BACKGROUND_SUITS = {False: {0: (28, 28, 34), 1: (200, 30, 40), 2: (200, 30, 40), 3: (28, 28, 34)},
                          True: {0: (28, 28, 34), 1: (200, 30, 40), 2: (30, 90, 200), 3: (20, 130, 60)}}

BODY = 26                   # the ordinary size of text at the table (1080p units)
MIN_TEXT_FRACTION = 0.022   # the shortest line of text, as a share of the screen's height
SUIT_GLYPH = 0.8            # a suit in text is this share of the line's height

# Rendered text and translucent panels, bounded in bytes (least recently used out first).
# Their keys: the words, size and colour, then every setting the picture depends on.
_TEXT: caches.SurfaceCache[tuple[str, int, tuple[int, ...], bool, bool, float, float, bool, bool, int]] = \
    caches.SurfaceCache("text", 10)
_SHADOWED: caches.SurfaceCache[tuple[str, float, tuple[int, ...], bool, float, float, bool, int]] = \
    caches.SurfaceCache("text with shadow", 10)
_PANELS: caches.SurfaceCache[tuple[int, int, tuple[int, ...], tuple[int, ...] | None, int, int]] = \
    caches.SurfaceCache("panels", 12)
_WIDTHS: dict[tuple[str, int, bool], int] = {}   # text_width's answers, by font pixel size
MAX_KEPT_WIDTHS = 4096

_scale = 1.0
_screen_height = 1080
_text_size = 1.0
_four_colour = False


@caches.register
def reset_caches() -> None:
    """Forget fonts and rendered text: needed after ``pygame.quit()`` invalidates fonts."""
    _font.cache_clear()
    min_font_px.cache_clear()
    _TEXT.clear()
    _SHADOWED.clear()
    _PANELS.clear()
    _WRAPPED.clear()
    _WIDTHS.clear()


def configure(scale: float, screen_height: int, text_size: float = 1.0) -> None:
    """The window's scale relative to 1080p (``layout.ui_scale``), its height (the shortest text
    follows it) and the player's text size (Settings, Display).  The app calls this, and only the app."""
    global _scale, _screen_height, _text_size
    _scale = max(0.45, scale)
    _screen_height = max(1, int(screen_height))
    _text_size = min(2.0, max(0.5, text_size))


@contextmanager
def scaled(scale: float, screen_height: int) -> Iterator[None]:
    """Text and panels for an off-screen picture of another size (the title's attract table is
    drawn small and enlarged); the window's own settings come back after."""
    global _scale, _screen_height, _text_size
    saved = _scale, _screen_height, _text_size
    configure(scale, screen_height)
    try:
        yield
    finally:
        _scale, _screen_height, _text_size = saved


@lru_cache(maxsize=32)
def min_font_px(screen_height: int) -> int:
    """The smallest font size whose lines are at least ``MIN_TEXT_FRACTION`` of the screen high."""
    wanted = MIN_TEXT_FRACTION * screen_height
    size = max(8, int(wanted))
    while _font(size, False).get_height() < wanted:
        size += 1
    return size


def line_height(size_1080: float = 28, bold: bool = False) -> int:
    """How tall a line of text of this size is on this screen (for layout)."""
    return font(size_1080, bold).get_height()


def text_style() -> TextStyle:
    """What every drawn text depends on besides its words and size (for pictures cached with
    text in them): the scale, the Text size setting, the deck's colours, the window's height."""
    return (_scale, _text_size, _four_colour, _screen_height)


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


def font_px(size_1080: float) -> int:
    """The pixel size of the font for a 1080p size on this screen (never below the minimum)."""
    return max(min_font_px(_screen_height), round(size_1080 * _scale * _text_size * 1.3))


def at_minimum(size_1080: float) -> bool:
    """True when text of this size is already the smallest readable size."""
    return font_px(size_1080) <= min_font_px(_screen_height)


def font(size_1080: float, bold: bool = False) -> pygame.font.Font:
    """The default font at a 1080p size, scaled to the window, never below the readable minimum."""
    return _font(font_px(size_1080), bold)


def suit_colour(suit: int) -> tuple[int, int, int]:
    return (FOUR_COLOUR_TEXT if _four_colour else SUIT_TEXT_COLOURS)[suit]


def rich_text(text: str, size_1080: float, colour: tuple[int, int, int] = CREAM, bold: bool = False,
              suit_colours: bool = True, light: bool = False) -> pygame.Surface:
    """Render text where ♠♥♦♣ become drawn suit shapes (the font has no suit glyphs).
    ``light``: the text sits on a light background, so black suits are drawn dark."""
    key = (text, round(size_1080 * 100), tuple(colour), bold, suit_colours, _scale, _text_size, _four_colour,
           light, _screen_height)
    cached = _TEXT.get(key)
    if cached is None:
        cached = _TEXT.put(key, _rich_text(text, key[1], colour, bold, suit_colours, four=_four_colour, light=light))
    return cached


def rich_text_size(text: str, size_1080: float, bold: bool = False) -> tuple[int, int]:
    """How big ``rich_text`` draws ``text`` (for layout; the rendering is cached and reused)."""
    return rich_text(text, size_1080, CREAM, bold).get_size()


def _rich_text(text: str, size_key: int, colour: tuple[int, int, int], bold: bool,
               suit_colours: bool, four: bool, light: bool = False) -> pygame.Surface:
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
            symbol = round(height * SUIT_GLYPH)
            col = suit_colour(suit) if suit_colours else colour
            if suit_colours and light:
                col = LIGHT_BACKGROUND_SUITS[four][suit]
            cell = pygame.Surface((round(symbol * 1.12), height), pygame.SRCALPHA)
            glyph = suit_surface(suit, symbol, col)
            cell.blit(glyph, glyph.get_rect(center=(cell.get_width() // 2, height // 2)))
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


def text_with_shadow(text: str, size_1080: float, colour: Colour = CREAM, bold: bool = False) -> pygame.Surface:
    """Text with a soft dark shadow so it reads on the felt (cached: labels repeat every frame)."""
    key = (text, size_1080, tuple(colour), bold, _scale, _text_size, _four_colour, _screen_height)
    cached = _SHADOWED.get(key)
    if cached is None:
        cached = _SHADOWED.put(key, _text_with_shadow(text, size_1080, colour, bold))
    return cached


def _text_with_shadow(text: str, size_1080: float, colour: Colour, bold: bool) -> pygame.Surface:
    front = rich_text(text, size_1080, colour, bold)
    back = rich_text(text, size_1080, SHADOW, bold, suit_colours=False)
    offset = max(1, px(2))
    out = pygame.Surface((front.get_width() + offset, front.get_height() + offset), pygame.SRCALPHA)
    back.set_alpha(150)
    out.blit(back, (offset, offset))
    out.blit(front, (0, 0))
    return out


def blit_text(surface: pygame.Surface, text: str, size_1080: float, pos: tuple[float, float],
              colour: Colour = CREAM, anchor: str = "center", bold: bool = False, shadow: bool = True,
              alpha: int = 255) -> pygame.Rect:
    """Draw text anchored at ``pos`` ("center", "midleft", "topleft", "midright", ...)."""
    img = text_with_shadow(text, size_1080, colour, bold) if shadow else rich_text(text, size_1080, colour, bold)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(img, rect)
    return rect


def text_rect(text: str, size_1080: float, pos: tuple[float, float], colour: Colour = CREAM, anchor: str = "center",
              bold: bool = False, shadow: bool = True) -> pygame.Rect:
    """Where ``blit_text`` with the same arguments draws (its kept picture's size: no drawing)."""
    img = text_with_shadow(text, size_1080, colour, bold) if shadow else rich_text(text, size_1080, colour, bold)
    return img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})


def text_width(text: str, size_1080: float, bold: bool = False) -> int:
    """How wide ``rich_text`` draws ``text``: the font's runs plus the drawn suit shapes.  Kept:
    layout measures the same words again at every move (some twenty a move, 5 us each)."""
    key = (text, font_px(size_1080), bold)
    width = _WIDTHS.get(key)
    if width is None:
        if len(_WIDTHS) >= MAX_KEPT_WIDTHS:   # a long session's words: start again, never grow without end
            _WIDTHS.clear()
        width = _WIDTHS[key] = _measure(text, font(size_1080, bold))
    return width


def _measure(text: str, f: pygame.font.Font) -> int:
    cell = round(round(f.get_height() * SUIT_GLYPH) * 1.12)
    width, run = 0, ""
    for ch in text:
        if ch in SUIT_CHARS:
            width += (f.size(run)[0] if run else 0) + cell
            run = ""
        else:
            run += ch
    return width + (f.size(run)[0] if run else 0)


def wrap(text: str, size_1080: float, max_width: int, bold: bool = False, first_indent: int = 0) -> list[str]:
    """Split text into lines no wider than ``max_width`` pixels (a card like "A♦" is one word);
    the first line starts ``first_indent`` pixels in (after a title)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            room = max_width - (first_indent if not lines else 0)
            if text_width(trial, size_1080, bold) <= room or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def blit_paragraph(surface: pygame.Surface, text: str, size_1080: float, rect: pygame.Rect,
                   colour: Colour = CREAM, line_gap: float = 1.15, align: str = "left", bold: bool = False,
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




def rounded_panel(surface: pygame.Surface, rect: pygame.Rect, fill: Sequence[int] = (8, 22, 14, 215),
                  border: Sequence[int] | None = GOLD, radius: int | None = None,
                  width: int = 2) -> None:
    """A translucent rounded panel drawn onto ``surface`` (cached: panels repeat every frame)."""
    r = px(16) if radius is None else radius
    if len(fill) == 3 or fill[3] == 255:  # opaque: draw straight on, no layer to build
        pygame.draw.rect(surface, fill[:3], rect, border_radius=r)
        if border is not None:
            pygame.draw.rect(surface, border, rect, max(1, px(width)), border_radius=r)
        return
    key = (rect.w, rect.h, tuple(fill), tuple(border) if border is not None else None, r, px(width))
    layer = _PANELS.get(key)
    if layer is None:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=r)
        if border is not None:
            pygame.draw.rect(layer, border, layer.get_rect(), max(1, px(width)), border_radius=r)
        _PANELS.put(key, layer)
    surface.blit(layer, rect.topleft)


_cut_short: list[str] | None = None   # while a layout check listens: every text shortened to fit


@contextmanager
def listening_for_cuts() -> Iterator[list[str]]:
    """Collect every text that had to be shortened with an ellipsis to fit (the layout check:
    a player must never meet a cut word).  Layout is cached, so listen from the start."""
    global _cut_short
    saved, _cut_short = _cut_short, []
    try:
        yield _cut_short
    finally:
        _cut_short = saved


def note_cut(text: str) -> None:
    """A text was shortened to fit: told to a listening layout check (nothing else happens)."""
    if _cut_short is not None:
        _cut_short.append(text)


def fitted(text: str, size_1080: float, width: int, bold: bool = False) -> tuple[str, float]:
    """``text`` and a size that fits ``width`` pixels: the size shrinks first (down to the
    readable minimum), then the text is shortened with an ellipsis."""
    size = size_1080
    while text_width(text, size, bold) > width and not at_minimum(size):
        size *= 0.92
    if text_width(text, size, bold) <= width:
        return text, size
    note_cut(text)
    while text and text_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text.rstrip(" ,:·") + "…", size


def blit_fitted(surface: pygame.Surface, text: str, size_1080: float, pos: tuple[float, float], width: int,
                colour: Colour = CREAM, anchor: str = "center", bold: bool = False, shadow: bool = True) -> pygame.Rect:
    """``blit_text`` of text made to fit ``width`` (see ``fitted``)."""
    text, size = fitted(text, size_1080, width, bold)
    return blit_text(surface, text, size, pos, colour, anchor, bold, shadow)


# wrap_to_fit's answers (words, not pictures): by its arguments and the text style.
_WRAPPED: dict[tuple[str, float, int, int, bool, int, TextStyle], tuple[tuple[str, ...], float, bool]] = {}
_WRAPPED_LIMIT = 512


def wrap_to_fit(text: str, size_1080: float, width: int, max_lines: int,
                bold: bool = False, first_indent: int = 0) -> tuple[list[str], float]:
    """Lines of ``text`` no wider than ``width`` and at most ``max_lines`` of them: wrapped, the
    size shrunk if need be (down to the readable minimum), the last line ellipsised as a last resort.
    Kept: a prompt is laid out three times a frame (its lines, their places, drawing them)."""
    key = (text, size_1080, width, max_lines, bold, first_indent, text_style())
    answer = _WRAPPED.get(key)
    if answer is None:
        if len(_WRAPPED) >= _WRAPPED_LIMIT:
            _WRAPPED.clear()
        answer = _WRAPPED[key] = _wrap_to_fit(text, size_1080, width, max_lines, bold, first_indent)
    lines, size, cut = answer
    if cut:
        note_cut(text)   # every time, as the layout check counts what it sees cut
    return list(lines), size


def _wrap_to_fit(text: str, size_1080: float, width: int, max_lines: int, bold: bool,
                 first_indent: int) -> tuple[tuple[str, ...], float, bool]:
    size = size_1080
    while True:
        lines = wrap(text, size, width, bold, first_indent)
        if len(lines) <= max_lines or at_minimum(size):
            break
        size *= 0.92
    cut = len(lines) > max_lines
    if cut:
        lines = lines[:max_lines]
        room = width - (first_indent if max_lines == 1 else 0)
        lines[-1] = fitted(lines[-1] + " …", size, room, bold)[0]
    return tuple(lines), size, cut
