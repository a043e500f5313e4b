"""Rules and help: pages of short paragraphs, with rows of cards where a picture says it better.

The page is laid out when it opens, turns or the window changes (``help_layout``, pure):
the text first, then the card rows as tall as the rest of the panel allows, so the same
page reads on a laptop and from across the room on a TV.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.art.card_rows import ROW_STEP, card_row, row_size, warm_row
from game.ui.core.control_words import key_name
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.kit.widgets import Button, ButtonGroup
from game.ui.scenes.host import Close, Host
from game.ui.scenes.overlays import Overlay
from game.ui.scenes.rules_text import PAGES, HelpPage

TEXT, BIG_TEXT, CAPTION, FOOT = 28, 38, 24, 22
CARD_LIMIT = 0.2          # a row's cards are at most this share of the screen's height


@dataclass(frozen=True)
class PageLayout:
    """Where a page's pieces go: the paragraphs' lines, each figure's caption and its cards."""

    lines: tuple[tuple[str, int], ...]                 # (line, top) of the wrapped paragraphs
    figures: tuple[tuple[str, int, int, int], ...]     # (caption, caption top, cards' left, cards' top)
    card_height: int
    text_size: float = 28


def _wrap_page(page: HelpPage, body: pygame.Rect, size: float) -> tuple[list[tuple[str, int]], int]:
    """The paragraphs' lines at ``size`` with their tops, and where the text ends."""
    line_step = round(theme.line_height(size) * 1.12)
    lines: list[tuple[str, int]] = []
    y = body.y
    for paragraph in page.paragraphs:
        for line in theme.wrap(paragraph, size, body.w):
            lines.append((line, y))
            y += line_step
        y += theme.px(12)
    return lines, y


def text_size(page: HelpPage, body: pygame.Rect) -> float:
    """A page of words alone is set as large as fits (easier from the sofa); one with cards at
    the ordinary size, leaving the room to the cards."""
    if page.figures:
        return TEXT
    for size in (BIG_TEXT, 34, 31):
        if _wrap_page(page, body, size)[1] <= body.bottom:
            return size
    return TEXT


def help_layout(page: HelpPage, body: pygame.Rect, screen_height: int) -> PageLayout:
    """Wrap the text into ``body``; give the figures the height that is left, centred."""
    size = text_size(page, body)
    lines, y = _wrap_page(page, body, size)
    if not page.figures:
        return PageLayout(tuple(lines), (), 0, size)
    caption_h = theme.line_height(CAPTION, bold=True)
    gap = theme.px(26)
    room = body.bottom - y - gap * len(page.figures)
    tall_by_room = room // len(page.figures) - caption_h
    widest = max(len(figure.cards) for figure in page.figures)
    one_card_w = row_size(1, 1000)[0] / 1000           # a card's width for each pixel of its height
    tall_by_width = int(body.w / (one_card_w * (1 + ROW_STEP * (widest - 1)) * 1.03))
    height = max(20, min(tall_by_room, tall_by_width, round(screen_height * CARD_LIMIT)))
    used = len(page.figures) * (caption_h + height + gap)
    y += max(0, (body.bottom - y - used) // 2)
    figures = []
    for figure in page.figures:
        width = row_size(len(figure.cards), height)[0]
        figures.append((figure.caption, y, body.centerx - width // 2, y + caption_h))
        y += caption_h + height + gap
    return PageLayout(tuple(lines), tuple(figures), height, size)


def help_frame(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect, int]:
    """The help panel in a window of ``size``, the body its pages fill, and its buttons' height."""
    w, h = size
    margin = theme.px(20)
    rect = pygame.Rect(0, 0, min(w - 2 * margin, theme.px(1400)), h - 2 * margin)
    rect.center = (w // 2, h // 2)
    button_h = max(theme.px(56), round(theme.line_height(26) * 1.7))
    foot_top = rect.bottom - margin - button_h - theme.px(12) - theme.line_height(FOOT)
    head = theme.px(46) + theme.line_height(46, bold=True)
    pad = max(theme.px(50), round(w * 0.02))
    body = pygame.Rect(rect.x + pad, rect.y + head, rect.w - 2 * pad, foot_top - theme.px(10) - rect.y - head)
    return rect, body, button_h


def warm_page(index: int, size: tuple[int, int], four_colour: bool, deadline: float) -> bool:
    """Make page ``index``'s card pictures, one card at a time, until ``deadline``
    (``time.perf_counter``); True once they are all made.  Spare time is used so: opening the
    help at 4K would otherwise stop a frame for its two dozen faces (0.1-0.2 s)."""
    page = PAGES[index]
    if not page.figures:
        return True
    _, body, _ = help_frame(size)
    height = help_layout(page, body, size[1]).card_height
    for figure in page.figures:
        if not warm_row(figure.cards, height, four_colour, deadline):
            return False
        if time.perf_counter() >= deadline:
            return False
        card_row(figure.cards, height, four_colour)   # the row put together too (kept; a few ms at 4K)
    return True


class HelpOverlay(Overlay):
    name = "help"

    def __init__(self, host: Host, page: int = 0) -> None:
        super().__init__(host)
        self.page = page % len(PAGES)
        self.nav = ButtonGroup(self._press)
        self.nav.set_buttons([Button("Previous", -1), Button("Next", 1, accent=True), Button("Close", "close")])
        self.body = pygame.Rect(0, 0, 0, 0)
        self.page_layout = PageLayout((), (), 0)
        # (page, window, colours, text style) whose cards are made
        self._warmed: set[tuple[int, tuple[int, int], bool, theme.TextStyle]] = set()

    def layout(self, size: tuple[int, int]) -> None:
        self.rect, self.body, button_h = help_frame(size)
        margin = theme.px(20)
        self.nav.layout_row((self.rect.centerx, self.rect.bottom - margin - button_h // 2), button_h, theme.px(16),
                            min_width=theme.px(180))
        self.page_layout = help_layout(PAGES[self.page], self.body, size[1])

    def warm_up(self, deadline: float) -> None:
        """The next page's cards, made while this one is read (turning pages then never waits)."""
        width, height = self.host.size
        key = ((self.page + 1) % len(PAGES), (width, height), self.host.profile.settings.four_colour,
               theme.text_style())
        if key not in self._warmed and warm_page(key[0], key[1], key[2], deadline):
            self._warmed.add(key)

    def turn(self, step: int) -> None:
        self.page = (self.page + step) % len(PAGES)
        self.page_layout = help_layout(PAGES[self.page], self.body, self.host.size[1])

    def _press(self, value: Any) -> None:
        if value == "close":
            self.host.navigate(Close())
        else:
            self.turn(value)

    def handle(self, intent: Intent) -> None:
        if intent.kind is IntentKind.NEXT_TAB:
            self.turn(1)
            return
        if intent.kind is IntentKind.PREV_TAB:
            self.turn(-1)
            return
        if self.nav.handle(intent):
            return
        super().handle(intent)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        rect = self.rect
        page = PAGES[self.page]
        self.draw_frame(surface, rect, page.title)
        layout = self.page_layout
        for line, top in layout.lines:
            theme.blit_text(surface, line, layout.text_size, (self.body.x, top), theme.CREAM, "topleft")
        four_colour = self.host.profile.settings.four_colour
        for figure, (caption, caption_top, left, top) in zip(page.figures, layout.figures, strict=True):
            theme.blit_text(surface, caption, CAPTION, (self.body.centerx, caption_top), theme.GOLD, "midtop",
                            bold=True)
            surface.blit(card_row(figure.cards, layout.card_height, four_colour), (left, top))
        foot_y = self.nav.buttons[0].rect.y - theme.px(12) - theme.line_height(FOOT) // 2
        pages = key_name("pages", self.host.roster.in_use)   # the device in use: "Tab", or a pad's "LB/RB"
        theme.blit_text(surface, f"Page {self.page + 1} of {len(PAGES)}   {pages}: turn pages", FOOT,
                        (rect.centerx, foot_y), theme.MUTED)
        self.nav.draw(surface, show_focus=not self.host.pointer_active)
