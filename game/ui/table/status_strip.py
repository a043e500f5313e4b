"""The status strip at the top of the table: one message at a time, in its own zone.

Messages, hints, a drill's question, a ladder table's goal, why the last trick was won, who
deals: whatever matters most right now is shown in the strip the screen plan reserves (never
over a hand or the trick), its text made to fit (wrapped, then smaller, then shortened).
``choose_banner`` picks it; ``layout_banner`` lays it out (no drawing); ``draw_banner`` draws.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui.core import caches
from game.ui.kit import theme
from game.ui.kit.bubbles import Toast
from game.ui.kit.widgets import Button, draw_button

TITLE, TEXT = 28, 26
MAX_LINES = 3
STYLES = {   # fill, border, title colour
    "urgent": ((70, 18, 18, 250), theme.BAD, theme.BAD),
    "hint": ((12, 34, 24, 250), theme.GOLD_BRIGHT, theme.GOLD_BRIGHT),
    "note": ((14, 30, 36, 250), (140, 190, 230), (170, 210, 245)),
    "info": ((10, 28, 18, 245), theme.GOLD, theme.GOLD),
    "why": ((10, 28, 18, 245), theme.GOLD, theme.GOLD_BRIGHT),
    "coach": ((16, 24, 44, 250), (150, 200, 255), (190, 220, 255)),
}


@dataclass(frozen=True)
class Banner:
    """One message for the strip."""

    style: str               # a key of STYLES
    title: str               # e.g. "Hint:" (may be empty)
    text: str
    alpha: float = 1.0
    button: str | None = None   # a button's label at the right, e.g. "Why? (H)"


@dataclass(frozen=True)
class BannerLayout:
    banner: Banner
    panel: pygame.Rect
    lines: tuple[str, ...]
    size: float
    title_width: int
    button_rect: pygame.Rect | None


def choose_banner(toast: Toast | None, hint: Banner | None, note: Banner | None,
                  passing: Banner | None) -> Banner | None:
    """What the strip shows now: the message whose turn it is if urgent, then the hint, then
    that message, then a passing word (why the trick was won, who deals), then a drill's
    question or a goal."""
    if toast is not None and toast.urgent:
        return _toast_banner(toast, "urgent")
    if hint is not None:
        return hint
    if toast is not None:
        return _toast_banner(toast, "info")
    return passing or note


def _toast_banner(toast: Toast, style: str) -> Banner:
    return Banner(style, "", toast.text, toast.opacity)


def layout_banner(strip: pygame.Rect, banner: Banner) -> BannerLayout:
    """Fit the banner into the strip: the title starts the first line, the text wraps after it."""
    pad = theme.px(14)
    inner_w = max(1, strip.w - 2 * pad)   # a strip narrower than its padding (a tiny window) still lays out
    button_rect = None
    if banner.button:
        bw = theme.text_width(banner.button, 24, True) + theme.px(34)
        button_rect = pygame.Rect(0, 0, bw, max(theme.line_height(24, True) + theme.px(10), theme.px(40)))
        inner_w = max(1, inner_w - bw - pad)
    title_w = theme.text_width(banner.title, TITLE, True) + theme.px(10) if banner.title else 0
    lines, size = theme.wrap_to_fit(banner.text, TEXT, inner_w, MAX_LINES, first_indent=title_w)
    line_h = round(theme.line_height(size) * 1.12)
    height = max(len(lines), 1) * line_h + 2 * pad
    panel = pygame.Rect(strip.x, strip.y, max(1, strip.w),
                        max(1, min(strip.h, max(height, theme.line_height(TITLE) + 2 * pad))))
    if button_rect is not None:
        button_rect.midright = (panel.right - pad, panel.y + pad + line_h // 2)
    return BannerLayout(banner, panel, tuple(lines), size, title_w, button_rect)


def banner_fits(layout: BannerLayout) -> bool:
    """Whether the banner's words are all there (not shortened with an ellipsis to fit)."""
    shown = " ".join(" ".join(layout.lines).split())
    return shown == " ".join(layout.banner.text.split())


def draw_banner(surface: pygame.Surface, layout: BannerLayout, hover: bool = False) -> None:
    """Draw the banner (its picture is made once per text and size; each frame only fades it)."""
    banner = layout.banner
    alpha = max(0, min(255, round(255 * banner.alpha)))
    if alpha <= 0:
        return
    layer = _banner_picture(
        banner.style,
        banner.title,
        banner.button,
        layout.panel.size,
        layout.lines,
        layout.size,
        layout.title_width,
        tuple(layout.button_rect.move(-layout.panel.x, -layout.panel.y)) if layout.button_rect else None,
        hover,
        theme.px(100),
    )
    layer.set_alpha(alpha)
    surface.blit(layer, layout.panel)


@lru_cache(maxsize=16)
def _banner_picture(
    style: str,
    title: str,
    button: str | None,
    size: tuple[int, int],
    lines: tuple[str, ...],
    text_size: float,
    title_width: int,
    button_rect: tuple[int, int, int, int] | None,
    hover: bool,
    scale_key: int,
) -> pygame.Surface:
    fill, border, title_colour = STYLES.get(style, STYLES["info"])
    layer = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
    theme.rounded_panel(layer, layer.get_rect(), fill, border, radius=theme.px(18), width=2)
    pad = theme.px(14)
    line_h = round(theme.line_height(text_size) * 1.12)
    y = pad
    for i, line in enumerate(lines):
        x = pad
        if i == 0 and title:
            theme.blit_text(layer, title, TITLE, (x, y + line_h // 2), title_colour, "midleft", bold=True)
            x += title_width
        theme.blit_text(layer, line, text_size, (x, y + line_h // 2), theme.CREAM, "midleft")
        y += line_h
    if button_rect is not None and button:
        draw_button(layer, Button(button, "why", rect=pygame.Rect(button_rect)), hover=hover)
    return layer


caches.register(_banner_picture.cache_clear)
