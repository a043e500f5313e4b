"""The four looks of a control (focus, selected, suggested, plain) and a button's picture in each.

One visual language on every screen: the focus ("Enter does this") is the gold fill ringed in
``theme.FOCUS``; a suggestion is a gold outline with corner marks, never filled; a chosen one is
raised and ticked.  Pictures are drawn once per look and size (rounded rectangles are slow at 4K).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

import pygame

from game.ui.core import caches
from game.ui.kit import theme


class Look(Enum):
    """How a control shows what it means; one visual language on every screen.

    FOCUS: Enter (A on a pad) does this: the gold fill ringed in ``theme.FOCUS``, one at most.
    SELECTED: chosen or switched on: raised, lighter, ticked, edged in ``theme.SELECTED``.
    SUGGESTED: the hint's advice, or the default while the focus is elsewhere: a gold outline,
    gold words and corner marks on the plain green, never filled, so never taken for the focus.
    PLAIN: the rest."""

    PLAIN = "plain"
    SUGGESTED = "suggested"
    SELECTED = "selected"
    FOCUS = "focus"


@dataclass(frozen=True)
class Highlight:
    """A control drawn with a look other than plain: what it says, where, and which look."""

    label: str
    rect: pygame.Rect
    look: Look


def _lighter(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A button's colour under the pointer: a little lighter, each channel capped."""
    red, green, blue = colour
    return min(255, red + 22), min(255, green + 22), min(255, blue + 22)


@lru_cache(maxsize=256)
def button_picture(label: str, size: tuple[int, int], enabled: bool, look: Look, hover: bool,
                    scale_key: int) -> tuple[pygame.Surface, int]:
    """The button's picture and how far its ring, marks and shadow reach outside its rect."""
    margin = theme.px(10)   # how far a button's picture reaches past its rect
    picture = pygame.Surface((size[0] + 2 * margin, size[1] + 2 * margin), pygame.SRCALPHA)
    rect = pygame.Rect(margin, margin, *size)
    radius = max(4, rect.h // 3)
    line = max(1, theme.px(2))
    (top, bottom), text_colour, edge, edge_width = theme.PLAIN_FILL, theme.CREAM, theme.GOLD, line
    if not enabled:
        (top, bottom), text_colour, edge = ((58, 70, 62), (46, 56, 50)), (140, 150, 140), (90, 100, 90)
    elif look is Look.FOCUS:
        (top, bottom), text_colour = theme.FOCUS_FILL, theme.INK
    elif look is Look.SELECTED:
        (top, bottom), edge, edge_width = theme.SELECTED_FILL, theme.SELECTED, max(2, theme.px(3))
    elif look is Look.SUGGESTED:
        text_colour, edge, edge_width = theme.SUGGESTED, theme.SUGGESTED, max(2, theme.px(4))
    if hover:
        top, bottom = _lighter(top), _lighter(bottom)
    drop = max(2, rect.h // 14)
    if look is Look.SELECTED and enabled:   # raised: lifted off a deeper shadow
        rect.move_ip(0, -max(2, theme.px(4)))
        drop += max(2, theme.px(4))
    pygame.draw.rect(picture, (0, 0, 0, 110), rect.move(0, drop), border_radius=radius)
    pygame.draw.rect(picture, bottom, rect, border_radius=radius)
    upper = pygame.Rect(rect.x, rect.y, rect.w, rect.h // 2 + radius // 2)
    pygame.draw.rect(picture, top, upper, border_top_left_radius=radius, border_top_right_radius=radius)
    pygame.draw.rect(picture, edge, rect, edge_width, border_radius=radius)
    if look is Look.FOCUS:   # the focus has its own ring: "Enter does this"
        ring = rect.inflate(theme.px(10), theme.px(10))
        pygame.draw.rect(picture, theme.FOCUS, ring, max(2, theme.px(4)), border_radius=radius + theme.px(5))
    elif look is Look.SUGGESTED and enabled:
        _corner_marks(picture, rect.inflate(theme.px(14), theme.px(14)), theme.SUGGESTED)
    room = rect.inflate(-theme.px(12), 0)
    if look is Look.SELECTED and enabled:   # the tick at the left, the words beside it
        tick = min(rect.h // 2, theme.px(30))
        _draw_tick(picture, (rect.x + theme.px(10) + tick // 2, rect.centery), tick, theme.SELECTED)
        left = rect.x + theme.px(14) + tick
        room = pygame.Rect(left, rect.y, rect.right - theme.px(6) - left, rect.h)
    font_size = 30 if rect.h >= theme.px(52) else 24
    img = theme.rich_text(label, font_size, text_colour, bold=True, light=look is Look.FOCUS and enabled)
    if img.get_width() > room.w:
        ratio = room.w / img.get_width()
        img = pygame.transform.smoothscale(img, (max(1, int(img.get_width() * ratio)),
                                                 max(1, int(img.get_height() * ratio))))
    picture.blit(img, img.get_rect(center=room.center))
    return picture, margin


def _corner_marks(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """Four corner brackets round a suggestion: a mark no ring or fill can be taken for."""
    arm = max(4, min(rect.h // 3, rect.w // 5))
    width = max(2, theme.px(3))
    for (x, y), (dx, dy) in (((rect.left, rect.top), (1, 1)), ((rect.right - 1, rect.top), (-1, 1)),
                             ((rect.left, rect.bottom - 1), (1, -1)), ((rect.right - 1, rect.bottom - 1), (-1, -1))):
        pygame.draw.line(surface, colour, (x, y), (x + dx * arm, y), width)
        pygame.draw.line(surface, colour, (x, y), (x, y + dy * arm), width)


def _draw_tick(surface: pygame.Surface, centre: tuple[float, float], size: int, colour: tuple[int, int, int]) -> None:
    """A check mark drawn with lines (the font has no ✓): a chosen control's mark."""
    cx, cy = centre
    points = [(cx - size * 0.42, cy + size * 0.02), (cx - size * 0.12, cy + size * 0.32),
              (cx + size * 0.45, cy - size * 0.34)]
    pygame.draw.lines(surface, colour, False, [(round(x), round(y)) for x, y in points], max(2, size // 5))


caches.register(button_picture.cache_clear)
