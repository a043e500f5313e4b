"""The look the practice screens share: the darkened felt with a heading, padlocks, ticks,
crosses, the right-or-wrong verdict panel, shortened titles and the quiet key-help line.

Pure drawing helpers (no scene state): the ladder, drills and trainer compose them.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.art.table_art import felt
from game.ui.core.geometry import safe_area
from game.ui.kit import theme
from game.ui.kit.widgets import dim

Colour = tuple[int, int, int]




def heading_top(size: tuple[int, int]) -> int:
    """Where a screen's heading starts: inside the rail and a TV's overscan."""
    return max(theme.px(24), round(safe_area(size).y))


def heading_bottom(size: tuple[int, int]) -> int:
    """Where a screen's heading and subtitle end: the screen's content starts below."""
    return heading_top(size) + theme.line_height(64, True) + theme.px(4) + theme.line_height(26)


def draw_backdrop(surface: pygame.Surface, title: str, subtitle: str = "") -> None:
    """The felt, darkened, with a heading: the practice screens share the table's look."""
    size = surface.get_size()
    clip = surface.get_clip()
    surface.blit(felt(size), clip, clip)
    dim(surface.subsurface(clip), 90)   # darkened as drawn: a kept copy would hold 32 MB at 4K
    w = surface.get_width()
    if not title:
        return
    head = theme.blit_text(surface, title, 64, (w // 2, heading_top(size)), theme.GOLD_BRIGHT, "midtop", bold=True)
    if subtitle:
        theme.blit_text(surface, subtitle, 26, (w // 2, head.bottom + theme.px(4)), theme.CREAM, "midtop")


def draw_lock(surface: pygame.Surface, centre: tuple[float, float], size: int, colour: Colour = theme.MUTED) -> None:
    """A small padlock (the font has no lock glyph)."""
    cx, cy = round(centre[0]), round(centre[1])
    body = pygame.Rect(0, 0, size, round(size * 0.72))
    body.midtop = (cx, cy - round(size * 0.12))
    shackle = pygame.Rect(0, 0, round(size * 0.66), round(size * 0.8))
    shackle.midbottom = (cx, body.top + round(size * 0.3))
    pygame.draw.rect(surface, colour, shackle, max(2, size // 7), border_radius=size // 2)
    pygame.draw.rect(surface, colour, body, border_radius=max(2, size // 6))
    pygame.draw.circle(surface, theme.PANEL_DARK, (cx, body.centery - size // 14), max(1, size // 9))


def _badge(surface: pygame.Surface, centre: tuple[float, float], size: int, colour: Colour) -> None:
    """A dark disc ringed in ``colour`` for a mark to sit on (over a card's corner)."""
    c = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, theme.PANEL_DARK, c, round(size * 0.62))
    pygame.draw.circle(surface, colour, c, round(size * 0.62), max(2, size // 14))


def draw_tick(surface: pygame.Surface, centre: tuple[float, float], size: int, colour: Colour = theme.GREEN_OK,
              badge: bool = False) -> None:
    """A check mark drawn with lines (the font has no ✓)."""
    if badge:
        _badge(surface, centre, size, colour)
        size = round(size * 0.7)
    cx, cy = centre
    points = [(cx - size * 0.42, cy + size * 0.02), (cx - size * 0.12, cy + size * 0.32),
              (cx + size * 0.45, cy - size * 0.34)]
    pygame.draw.lines(surface, colour, False, [(round(x), round(y)) for x, y in points], max(2, size // 5))


def draw_cross(surface: pygame.Surface, centre: tuple[float, float], size: int, colour: Colour = theme.BAD,
               badge: bool = False) -> None:
    """An X mark for a wrong answer."""
    if badge:
        _badge(surface, centre, size, colour)
        size = round(size * 0.7)
    cx, cy, r = centre[0], centre[1], size * 0.36
    width = max(2, size // 5)
    pygame.draw.line(surface, colour, (round(cx - r), round(cy - r)), (round(cx + r), round(cy + r)), width)
    pygame.draw.line(surface, colour, (round(cx - r), round(cy + r)), (round(cx + r), round(cy - r)), width)


def verdict_height(width: int, lines: Sequence[str]) -> int:
    """How tall ``draw_verdict`` will be at ``width`` (so screens can make room before drawing)."""
    return _verdict_layout(width, lines)[2]


def _verdict_layout(width: int, lines: Sequence[str]) -> tuple[list[list[str]], int, int]:
    wrapped = [theme.wrap(line, 26, width - theme.px(76)) for line in lines if line]  # suits draw a little wider
    line_h = round(theme.font(26).get_height() * 1.15)
    return wrapped, line_h, theme.px(76) + sum(len(w) * line_h + theme.px(8) for w in wrapped)


def draw_verdict(surface: pygame.Surface, rect: pygame.Rect, right: bool | None, headline: str,
                 lines: Sequence[str]) -> int:
    """Right or wrong and why, in a panel; the first line in gold (``right`` None: a plain
    panel in gold, no tick or cross: a welcome, a lesson's opening).  Returns the height used."""
    wrapped, line_h, height = _verdict_layout(rect.w, lines)
    panel = pygame.Rect(rect.x, rect.y, rect.w, height)
    colour = theme.GOLD if right is None else theme.GREEN_OK if right else theme.BAD
    theme.rounded_panel(surface, panel, (8, 22, 14, 245), colour, radius=theme.px(20))
    text_x = panel.x + theme.px(30)
    if right is not None:
        mark = draw_tick if right else draw_cross
        mark(surface, (panel.x + theme.px(40), panel.y + theme.px(38)), theme.px(40), colour)
        text_x = panel.x + theme.px(74)
    theme.blit_text(surface, headline, 36, (text_x, panel.y + theme.px(38)), theme.GOLD_BRIGHT if right is None
                    else colour, "midleft", bold=True)
    y = panel.y + theme.px(68)
    for i, block in enumerate(wrapped):
        for line in block:
            theme.blit_text(surface, line, 26, (panel.x + theme.px(30), y), theme.CREAM if i else theme.GOLD_BRIGHT,
                            "topleft")
            y += line_h
        y += theme.px(8)
    return height


def fit_text(text: str, size: float, width: int, bold: bool = True) -> str:
    """Shorten ``text`` with an ellipsis to fit ``width`` pixels."""
    font = theme.font(size, bold)
    if font.size(text)[0] <= width:
        return text
    theme.note_cut(text)
    while text and font.size(text + "...")[0] > width:
        text = text[:-1]
    return text.rstrip(" ,:") + "..."


KEY_HELP_TEXT = 22


def key_help_bottom(size: tuple[int, int]) -> int:
    """Where the key-help line ends: inside the rail and a TV's overscan."""
    return min(size[1] - theme.px(8), round(safe_area(size).bottom))


def key_help_top(size: tuple[int, int]) -> int:
    """Where the key-help line starts: what sits above it ends here."""
    return key_help_bottom(size) - theme.line_height(KEY_HELP_TEXT)


def key_help_rect(size: tuple[int, int], text: str) -> pygame.Rect:
    """Where ``draw_key_help`` puts ``text`` in a window of ``size``."""
    fitted, font_size = theme.fitted(text, KEY_HELP_TEXT, size[0] - theme.px(80))
    return theme.text_rect(fitted, font_size, (size[0] // 2, key_help_bottom(size)), theme.MUTED, "midbottom")


def draw_key_help(surface: pygame.Surface, text: str) -> None:
    """The controls, in one quiet line at the bottom."""
    size = surface.get_size()
    theme.blit_fitted(surface, text, KEY_HELP_TEXT, (size[0] // 2, key_help_bottom(size)), size[0] - theme.px(80),
                      theme.MUTED, "midbottom")


TAB_TEXT = 24


def tab_rects(labels: Sequence[str], centre_x: int, top: int, max_width: int) -> list[pygame.Rect]:
    """Pill tabs in a row centred on ``centre_x``, each as wide as its label (narrower text if the
    row would be wider than ``max_width``)."""
    gap = theme.px(12)
    pad = theme.px(40)
    height = max(theme.px(50), round(theme.line_height(TAB_TEXT, True) * 1.6))
    widths = [theme.text_width(label, TAB_TEXT, True) + pad for label in labels]
    total = sum(widths) + gap * (len(widths) - 1)
    if total > max_width:   # squeeze every tab alike; the labels are fitted when drawn
        share = (max_width - gap * (len(widths) - 1)) / max(1, sum(widths))
        widths = [max(pad, int(w * share)) for w in widths]
        total = sum(widths) + gap * (len(widths) - 1)
    x = centre_x - total // 2
    rects = []
    for width in widths:
        rects.append(pygame.Rect(x, top, width, height))
        x += width + gap
    return rects


def draw_tabs(surface: pygame.Surface, labels: Sequence[str], rects: Sequence[pygame.Rect], active: int,
              focused: bool = False) -> None:
    """Pill tabs in the controls' one visual language (``widgets.Look``): the active tab is the
    chosen one (lighter green, edged in ``theme.SELECTED``); when the keyboard is on
    the tab row it is the focus instead (the gold fill ringed in ``theme.FOCUS``)."""
    for i, (label, rect) in enumerate(zip(labels, rects, strict=True)):
        on = i == active
        lit = on and focused
        if lit:
            fill, edge = (*theme.FOCUS_FILL[0], 255), theme.GOLD_BRIGHT
        elif on:
            fill, edge = (*theme.SELECTED_FILL[0], 255), theme.SELECTED
        else:
            fill, edge = (12, 40, 26, 230), theme.GOLD
        theme.rounded_panel(surface, rect, fill, edge, radius=rect.h // 2, width=3 if on else 2)
        if lit:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(theme.px(10), theme.px(10)), max(2, theme.px(4)),
                             border_radius=rect.h // 2 + theme.px(5))
        theme.blit_fitted(surface, label, TAB_TEXT, rect.center, rect.w - theme.px(16),
                          theme.INK if lit else theme.CREAM, "center", bold=True, shadow=not lit)
