"""A practice menu: entries listed on the left (numbered, ticked when done, padlocked when
closed), the chosen entry's details on the right, a primary button and Back.

Shared by the ladder and the drills.  Arrows, Enter, Esc, clicks and the wheel work the same
on every one.  ``layout`` places the list rows and buttons; ``draw`` only reads them.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.art import menu_art
from game.ui.art.card_art import CardArt
from game.ui.art.menu_art import draw_backdrop, draw_key_help, draw_lock, draw_tick, fit_text, key_help_rect
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.kit.widgets import Button, ButtonGroup
from game.ui.scenes.host import BackToTitle, Host, OpenHelp, ShowMessage
from game.ui.scenes.scene import Scene


def show_load_problems(host: Host) -> None:
    """Put problems met loading levels or progress in front of the player, once each."""
    for title, text in host.levels.take_messages():
        host.navigate(ShowMessage(title, text))
    for text in host.profile.take_messages():
        host.navigate(ShowMessage("Your practice files", text))


class ListScreen(Scene):
    """A practice menu: entries listed on the left (numbered, ticked when done, padlocked when
    closed), the chosen entry's details on the right, a primary button and Back.  Subclasses say
    what the entries are; arrows, Enter, Esc, clicks and the wheel work the same on every one."""

    title = ""
    primary_label = "Start"
    key_help = "Up / Down: choose    Enter: start    Esc: back"

    def __init__(self, host: Host) -> None:
        self.host = host
        self.selected = 0
        self.scroll = 0
        self.row_rects: list[tuple[pygame.Rect, int]] = []
        self.buttons = ButtonGroup(self._press)
        self._card_art: CardArt | None = None

    # -------------------------------------------------------------- what subclasses provide

    def entries(self) -> list[tuple[str, str, str]]:
        """(title, subtitle, state) per entry; state is "done", "open" or "locked"."""
        return []

    def subtitle(self) -> str:
        return ""

    def start(self) -> bool:
        """Open the selected entry; False when it cannot be (locked)."""
        return False

    def draw_detail(self, surface: pygame.Surface, rect: pygame.Rect, status_y: int) -> None:
        """The selected entry's panel contents (above ``status_y``)."""

    def list_top(self) -> int:
        return menu_art.heading_bottom(self.host.size) + theme.px(24)

    # -------------------------------------------------------------- geometry and input

    def on_enter(self) -> None:
        show_load_problems(self.host)
        self.select(self.selected)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.select(self.selected)

    def list_rect(self) -> pygame.Rect:
        w, h = self.host.size
        top = self.list_top()
        bottom = menu_art.key_help_top((w, h)) - theme.px(12)
        return pygame.Rect(theme.px(50), top, min(theme.px(660), round(w * 0.4)), bottom - top)

    def detail_rect(self) -> pygame.Rect:
        w, _ = self.host.size
        lst = self.list_rect()
        return pygame.Rect(lst.right + theme.px(30), lst.y, w - lst.right - theme.px(80), lst.h)

    def _name_width(self) -> int:
        area = self.list_rect()
        return area.w - theme.px(24) - theme.px(68) - theme.px(56)

    def name_lines(self) -> int:
        """A long name (a hall and its town) takes two lines rather than being cut, at every
        size; then every row is that tall, so the list stays even."""
        width = self._name_width()
        key = (self.host.size, width, tuple(name for name, _, _ in self.entries()), theme.font_px(28))
        if getattr(self, "_lines_key", None) != key:
            self._lines_key = key
            self._lines = max([1] + [min(2, len(theme.wrap(name, 28, width, bold=True)))
                                     for name, _, _ in self.entries()])
        return self._lines

    def row_height(self) -> int:
        return (theme.font(28, True).get_height() * self.name_lines() + theme.font(20).get_height()
                + theme.px(18))

    def visible_rows(self) -> int:
        return max(1, (self.list_rect().h - theme.px(20)) // self.row_height())

    def select(self, index: int) -> None:
        """Choose an entry (locked ones too: their panel says what opens them)."""
        count = len(self.entries())
        self.selected = max(0, min(count - 1, index)) if count else 0
        self.scroll = max(0, min(self.scroll, self.selected, max(0, count - self.visible_rows())))
        self.scroll = max(self.scroll, self.selected - self.visible_rows() + 1)
        entries = self.entries()
        ok = bool(entries) and entries[self.selected][2] != "locked"
        self.buttons.set_buttons([Button(self.primary_label, "start", enabled=ok, accent=ok), Button("Back", "back")],
                                 keep_focus=False)
        rect = self.detail_rect()
        self.buttons.layout_row((rect.centerx, rect.bottom - theme.px(50)), theme.px(62), theme.px(18),
                                min_width=theme.px(200))
        self.layout_rows()

    def layout_rows(self) -> None:
        """Where each visible entry sits in the list (for drawing and for clicks)."""
        area = self.list_rect()
        row_h = self.row_height()
        count = len(self.entries())
        self.row_rects = []
        for slot, index in enumerate(range(self.scroll, min(count, self.scroll + self.visible_rows()))):
            rect = pygame.Rect(area.x + theme.px(12), area.y + theme.px(10) + slot * row_h, area.w - theme.px(24),
                               row_h - theme.px(6))
            self.row_rects.append((rect, index))

    def _press(self, value: Any) -> None:
        if value == "start":
            self.start()
        elif value == "back":
            self.host.navigate(BackToTitle())

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind is IntentKind.CLICK and intent.button == 1:
            for rect, index in self.row_rects:
                if rect.collidepoint(intent.pos):
                    self.host.sound.play("click")
                    self.select(index)
                    return
        if kind in (IntentKind.CLICK, IntentKind.POINT) and self.buttons.handle(intent):
            return
        if kind is IntentKind.MOVE and intent.dy:
            self.select(self.selected + intent.dy)
        elif kind is IntentKind.SCROLL and intent.dy:
            most = max(0, len(self.entries()) - self.visible_rows())
            self.scroll = max(0, min(most, self.scroll - intent.dy))
            self.layout_rows()
        elif kind is IntentKind.CONFIRM:
            self.start()
        elif kind in (IntentKind.BACK, IntentKind.PAUSE):
            self.host.navigate(BackToTitle())
        elif kind is IntentKind.HELP:
            self.host.navigate(OpenHelp())

    # -------------------------------------------------------------- drawing

    def readable_items(self) -> list[tuple[Any, pygame.Rect]]:
        """The list, the buttons and the line of key help (the layout check keeps them apart)."""
        items: list[tuple[Any, pygame.Rect]] = [(("list",), self.list_rect())]
        items += [(("button", b.label), b.rect) for b in self.buttons.buttons if b.rect.w]
        items.append((("key help",), key_help_rect(self.host.size, self.key_help)))
        return items

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        draw_backdrop(surface, self.title, self.subtitle())
        self.draw_extra(surface)
        entries = self.entries()
        if entries:
            self._draw_list(surface, entries)
            rect = self.detail_rect()
            theme.rounded_panel(surface, rect, (10, 28, 18, 235), theme.GOLD, radius=theme.px(20), width=3)
            self.draw_detail(surface, rect, self.buttons.bounds().top - theme.px(34))
        else:
            theme.blit_text(surface, "Nothing could be loaded here.", 32, surface.get_rect().center, theme.BAD)
        self.buttons.draw(surface, show_focus=False)
        draw_key_help(surface, self.key_help)

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Anything above the list (the drills' topic tabs)."""

    def draw_card_row(self, surface: pygame.Surface, cards: list[int], label: str, room: pygame.Rect) -> None:
        """A labelled row of card faces, as big as ``room`` allows (a drill's trick or hand)."""
        label_h = theme.font(22, True).get_height() + theme.px(8)
        height = min(theme.px(190), room.h - label_h)
        if height < theme.px(70) or not cards:
            return
        if self._card_art is None or self._card_art.card_height != height:
            self._card_art = CardArt(height)
        cw = self._card_art.card_size[0]
        step = min(cw + theme.px(12), (room.w - cw) // max(1, len(cards) - 1))
        x = room.centerx - (step * (len(cards) - 1) + cw) // 2
        theme.blit_text(surface, label, 22, (room.centerx, room.y), theme.GOLD, "midtop", bold=True)
        for i, card in enumerate(cards):
            surface.blit(self._card_art.face(int(card)), (x + i * step, room.y + label_h))

    def _draw_list(self, surface: pygame.Surface, entries: list[tuple[str, str, str]]) -> None:
        area = self.list_rect()
        theme.rounded_panel(surface, area, (6, 18, 12, 215), theme.GOLD, radius=theme.px(20))
        name_h = theme.font(28, True).get_height()
        first, count = self.scroll, self.visible_rows()
        for rect, index in self.row_rects:
            if index >= len(entries):
                continue
            name, sub, state = entries[index]
            focus = index == self.selected   # Enter starts this one: the focus's gold fill and ring
            if focus:
                theme.rounded_panel(surface, rect, (*theme.FOCUS_FILL[0], 255), theme.GOLD_BRIGHT,
                                    radius=theme.px(14))
                pygame.draw.rect(surface, theme.FOCUS, rect.inflate(theme.px(8), theme.px(8)), max(2, theme.px(4)),
                                 border_radius=theme.px(18))
            disc = (rect.x + theme.px(32), rect.centery)
            done, locked = state == "done", state == "locked"
            pygame.draw.circle(surface, theme.GOLD if done else ((60, 70, 64) if locked else (40, 110, 70)), disc,
                               theme.px(22))
            theme.blit_text(surface, str(index + 1), 24, disc, theme.INK if done else theme.CREAM, bold=True,
                            shadow=False)
            lines, size = theme.wrap_to_fit(name, 28, rect.right - (rect.x + theme.px(68)) - theme.px(56),
                                            self.name_lines(), bold=True)
            x = rect.x + theme.px(68)
            top = rect.centery - (name_h * len(lines) + theme.font(20).get_height()) // 2
            name_colour = (90, 80, 56) if focus and locked else theme.INK if focus else \
                (130, 140, 132) if locked else theme.CREAM
            sub_colour = (80, 66, 40) if focus else (110, 120, 112) if locked else theme.MUTED
            for n, line in enumerate(lines):
                theme.blit_text(surface, line, size, (x, top + n * name_h), name_colour, "topleft", bold=True,
                                shadow=not focus)
            theme.blit_text(surface, fit_text(sub, 20, rect.right - x - theme.px(56), False), 20,
                            (x, top + name_h * len(lines)), sub_colour, "topleft", shadow=not focus)
            if done:
                draw_tick(surface, (rect.right - theme.px(30), rect.centery), theme.px(34), badge=focus)
            elif locked:
                draw_lock(surface, (rect.right - theme.px(30), rect.centery), theme.px(26),
                          (70, 60, 40) if focus else theme.MUTED)
        if first > 0 or first + count < len(entries):
            theme.blit_text(surface, f"{first + 1}-{min(len(entries), first + count)} of {len(entries)}", 20,
                            (area.centerx, area.bottom - theme.px(14)), theme.MUTED)
