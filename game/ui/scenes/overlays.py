"""Overlays drawn over a frozen table: pause menu, rules and help, statistics."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.intents import Intent, IntentKind
from game.ui.rules_text import PAGES
from game.ui.scene import Scene
from game.ui.widgets import Button, ButtonGroup, dim


class Overlay(Scene):
    """Base overlay: dims what is beneath; BACK closes it."""

    is_overlay = True
    title = ""

    def __init__(self, app) -> None:
        self.app = app

    def handle(self, intent: Intent) -> None:
        if intent.kind in (IntentKind.BACK, IntentKind.PAUSE):
            self.stack.pop()

    def panel_rect(self, surface: pygame.Surface, width: float = 820, height: float = 700) -> pygame.Rect:
        w, h = surface.get_size()
        rect = pygame.Rect(0, 0, min(w - theme.px(40), theme.px(width)), min(h - theme.px(40), theme.px(height)))
        rect.center = (w // 2, h // 2)
        return rect

    def draw_frame(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        dim(surface, 160)
        theme.rounded_panel(surface, rect, (10, 28, 18, 245), theme.GOLD, radius=theme.px(24), width=3)
        if self.title:
            theme.blit_text(surface, self.title, 46, (rect.centerx, rect.y + theme.px(46)), theme.GOLD_BRIGHT, bold=True)


class PauseOverlay(Overlay):
    name = "pause"
    title = "Paused"

    def __init__(self, app, ctx) -> None:
        super().__init__(app)
        self.ctx = ctx
        self.menu = ButtonGroup(self._press, vertical=True)

    def on_enter(self) -> None:
        items = [Button("Resume", "resume", accent=True)]
        if self.ctx is not None and self.ctx.practice:
            items += [Button("Undo last decision", "undo"), Button("Replay this deal", "replay")]
        items += [Button("Settings", "settings"), Button("Rules and help", "help"),
                  Button("Statistics", "stats"), Button("Main menu", "menu"), Button("Quit", "quit")]
        self.menu.set_buttons(items, keep_focus=False)

    def _press(self, value: Any) -> None:
        if value == "resume":
            self.stack.pop()
        elif value == "undo":
            self.stack.pop()
            if self.ctx.session.undo():
                self.ctx.view.sync(self.ctx.session.state)
                self.ctx.toast("Undone: back to your last decision.")
        elif value == "replay":
            self.stack.pop()
            if self.ctx.session.replay_deal():
                from game.ui.scenes.deal import DealScene
                self.ctx.scored_hands = len(self.ctx.session.state.records)
                self.stack.replace(DealScene(self.app, self.ctx))
        elif value == "settings":
            from game.ui.scenes.settings import SettingsOverlay
            self.stack.push(SettingsOverlay(self.app, self.ctx))
        elif value == "help":
            self.stack.push(HelpOverlay(self.app))
        elif value == "stats":
            self.stack.push(StatsOverlay(self.app))
        elif value == "menu":
            if self.ctx is not None:
                self.app.autosave(self.ctx)
            self.app.go_to_title()
        elif value == "quit":
            self.app.quit()

    def handle(self, intent: Intent) -> None:
        if self.menu.handle(intent):
            return
        super().handle(intent)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        rect = self.panel_rect(surface, 520, 120 + 78 * len(self.menu.buttons))
        self.draw_frame(surface, rect)
        self.menu.layout_row((rect.centerx, rect.centery + theme.px(36)), theme.px(60), theme.px(16),
                             min_width=theme.px(360))
        self.menu.draw(surface, show_focus=not self.app.pointer_active)


class HelpOverlay(Overlay):
    name = "help"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.page = 0
        self.nav = ButtonGroup(self._press)

    def _press(self, value: Any) -> None:
        if value == "close":
            self.stack.pop()
        else:
            self.page = (self.page + value) % len(PAGES)

    def handle(self, intent: Intent) -> None:
        if intent.kind is IntentKind.NEXT_TAB:
            self.page = (self.page + 1) % len(PAGES)
            return
        if intent.kind is IntentKind.PREV_TAB:
            self.page = (self.page - 1) % len(PAGES)
            return
        if self.nav.handle(intent):
            return
        super().handle(intent)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        rect = self.panel_rect(surface, 1100, 760)
        self.title = PAGES[self.page][0]
        self.draw_frame(surface, rect)
        body = pygame.Rect(rect.x + theme.px(50), rect.y + theme.px(100), rect.w - theme.px(100), rect.h - theme.px(200))
        y = body.y
        for paragraph in PAGES[self.page][1].split("\n"):
            y += theme.blit_paragraph(surface, paragraph, 28, pygame.Rect(body.x, y, body.w, body.h), theme.CREAM)
            y += theme.px(14)
        theme.blit_text(surface, f"Page {self.page + 1} of {len(PAGES)}   (Tab / bumpers turn pages)", 22,
                        (rect.centerx, rect.bottom - theme.px(110)), theme.MUTED)
        self.nav.set_buttons([Button("Previous", -1), Button("Next", 1, accent=True), Button("Close", "close")])
        self.nav.layout_row((rect.centerx, rect.bottom - theme.px(56)), theme.px(56), theme.px(16),
                            min_width=theme.px(180))
        self.nav.draw(surface, show_focus=not self.app.pointer_active)


class StatsOverlay(Overlay):
    name = "statistics"
    title = "Statistics"

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        rect = self.panel_rect(surface, 640, 520)
        self.draw_frame(surface, rect)
        s = self.app.stats
        rate = f"{100 * s.wins / s.games:.0f}%" if s.games else "-"
        bids = s.bids_made + s.bids_set
        made_rate = f"{100 * s.bids_made / bids:.0f}%" if bids else "-"
        rows = [("Games played", s.games), ("Games won", f"{s.wins} ({rate})"), ("Hands played", s.hands_played),
                ("Bids made", f"{s.bids_made} ({made_rate})"), ("Bids set", s.bids_set)]
        y = rect.y + theme.px(120)
        for label, value in rows:
            theme.blit_text(surface, label, 30, (rect.x + theme.px(60), y), theme.CREAM, "midleft")
            theme.blit_text(surface, str(value), 30, (rect.right - theme.px(60), y), theme.GOLD_BRIGHT, "midright",
                            bold=True)
            y += theme.px(58)
        theme.blit_text(surface, "Esc or B to close", 22, (rect.centerx, rect.bottom - theme.px(30)), theme.MUTED)


class MessageOverlay(Overlay):
    """A short message with an OK button (errors loading files, and so on)."""

    name = "message"

    def __init__(self, app, title: str, text: str) -> None:
        super().__init__(app)
        self.title, self.text = title, text
        self.ok = ButtonGroup(lambda _v: self.stack.pop())
        self.ok.set_buttons([Button("OK", "ok", accent=True)])

    def handle(self, intent: Intent) -> None:
        if not self.ok.handle(intent):
            super().handle(intent)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        rect = self.panel_rect(surface, 820, 420)
        self.draw_frame(surface, rect)
        body = pygame.Rect(rect.x + theme.px(40), rect.y + theme.px(100), rect.w - theme.px(80), rect.h)
        theme.blit_paragraph(surface, self.text, 26, body, theme.CREAM)
        self.ok.layout_row((rect.centerx, rect.bottom - theme.px(50)), theme.px(56), 0, min_width=theme.px(160))
        self.ok.draw(surface, show_focus=not self.app.pointer_active)
