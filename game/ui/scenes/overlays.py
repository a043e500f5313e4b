"""Overlays drawn over a frozen table: pause menu, messages, questions (the statistics are
``game.ui.scenes.statistics``).

Each overlay lays itself out when it opens and when the window changes (``layout``);
``draw`` only reads that layout.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.kit.widgets import Button, ButtonGroup
from game.ui.scenes.host import (
    Close,
    GoToTitle,
    Host,
    OpenDailyResult,
    OpenHelp,
    OpenSettings,
    OpenStats,
    Quit,
    ReplayDeal,
)
from game.ui.scenes.scene import Scene

if TYPE_CHECKING:  # pragma: no cover
    from game.ui.table.table_context import TableContext

PANEL_FILL = (10, 28, 18, 255)   # opaque: a big translucent panel costs milliseconds a frame at 4K


class Overlay(Scene):
    """Base overlay: dims what is beneath; BACK closes it."""

    is_overlay = True
    backdrop_dim = 160
    title = ""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.rect = pygame.Rect(0, 0, 0, 0)

    def on_enter(self) -> None:
        self.layout(self.host.size)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout(size)

    def layout(self, size: tuple[int, int]) -> None:
        """Place the panel and its buttons for this window size."""
        self.rect = self.panel_rect(size)

    def handle(self, intent: Intent) -> None:
        """Esc (B, Start) closes an overlay; F1 opens the rules from any of them."""
        if intent.kind in (IntentKind.BACK, IntentKind.PAUSE):
            self.host.navigate(Close())
        elif intent.kind is IntentKind.HELP and self.name != "help":
            self.host.navigate(OpenHelp())

    def panel_rect(self, size: tuple[int, int], width: float = 820, height: float = 700) -> pygame.Rect:
        w, h = size
        rect = pygame.Rect(0, 0, min(w - theme.px(40), theme.px(width)), min(h - theme.px(40), theme.px(height)))
        rect.center = (w // 2, h // 2)
        return rect

    def draw_frame(self, surface: pygame.Surface, rect: pygame.Rect, title: str | None = None) -> None:
        theme.rounded_panel(surface, rect, PANEL_FILL, theme.GOLD, radius=theme.px(24), width=3)
        title = self.title if title is None else title
        if title:
            theme.blit_text(surface, title, 46, (rect.centerx, rect.y + theme.px(46)), theme.GOLD_BRIGHT, bold=True)


class PauseOverlay(Overlay):
    name = "pause"
    title = "Paused"

    def __init__(self, host: Host, ctx: TableContext) -> None:
        super().__init__(host)
        self.ctx = ctx
        self.menu = ButtonGroup(self._press, vertical=True)
        items = [Button("Resume", "resume", accent=True)]
        self.guide_requests = dict(enumerate(request for _, request in ctx.mode.guide.menu_items())) \
            if ctx.mode.guide is not None else {}
        items += [Button(label, ("guide", i)) for i, (label, _) in
                  enumerate(ctx.mode.guide.menu_items() if ctx.mode.guide is not None else [])]
        if ctx.mode.daily_review is not None:   # a challenge's moment looked at again: back to its result
            items.append(Button("Back to the result", "result"))
        if ctx.practice:
            items += [Button("Undo last decision", "undo"), Button("Replay this deal", "replay")]
        items += [Button("Settings", "settings"), Button("Rules and help", "help"),
                  Button("Statistics", "stats"), Button("Main menu", "menu"), Button("Quit", "quit")]
        self.menu.set_buttons(items, keep_focus=False)

    def layout(self, size: tuple[int, int]) -> None:
        self.rect = self.panel_rect(size, 520, 120 + 78 * len(self.menu.buttons))
        self.menu.layout_row((self.rect.centerx, self.rect.centery + theme.px(36)), theme.px(60), theme.px(16),
                             min_width=theme.px(360))

    def _press(self, value: Any) -> None:
        host, ctx = self.host, self.ctx
        if isinstance(value, tuple) and value[0] == "guide":   # a lesson's own: again, skip, the list
            host.navigate(self.guide_requests[value[1]])
        elif value == "resume":
            host.navigate(Close())
        elif value == "result" and ctx.mode.daily_review is not None:
            host.navigate(OpenDailyResult(ctx.mode.daily_review))
        elif value == "undo":
            host.navigate(Close())
            if ctx.session.undo():
                ctx.view.sync(ctx.session.snapshot)
                ctx.hints.clear()
                ctx.toast("Undone: back to your last decision.")
        elif value == "replay":
            host.navigate(Close())
            host.navigate(ReplayDeal(ctx))
        elif value == "settings":
            host.navigate(OpenSettings(ctx))
        elif value == "help":
            host.navigate(OpenHelp())
        elif value == "stats":
            host.navigate(OpenStats())
        elif value == "menu":
            host.autosave(ctx)
            host.navigate(GoToTitle())
        elif value == "quit":
            host.navigate(Quit())

    def handle(self, intent: Intent) -> None:
        if self.menu.handle(intent):
            return
        super().handle(intent)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.draw_frame(surface, self.rect)
        self.menu.draw(surface, show_focus=not self.host.pointer_active)


class MessageOverlay(Overlay):
    """A short message with an OK button (errors loading files, and so on)."""

    name = "message"

    def __init__(self, host: Host, title: str, text: str) -> None:
        super().__init__(host)
        self.title, self.text = title, text
        self.ok = ButtonGroup(lambda _value: self.host.navigate(Close()))
        self.ok.set_buttons([Button("OK", "ok", accent=True)])

    def layout(self, size: tuple[int, int]) -> None:
        self.rect = self.panel_rect(size, 820, 420)
        self.ok.layout_row((self.rect.centerx, self.rect.bottom - theme.px(50)), theme.px(56), 0,
                           min_width=theme.px(160))

    def handle(self, intent: Intent) -> None:
        if not self.ok.handle(intent):
            super().handle(intent)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        rect = self.rect
        self.draw_frame(surface, rect)
        body = pygame.Rect(rect.x + theme.px(40), rect.y + theme.px(100), rect.w - theme.px(80), rect.h)
        theme.blit_paragraph(surface, self.text, 26, body, theme.CREAM)
        self.ok.draw(surface, show_focus=not self.host.pointer_active)


class ChoiceOverlay(Overlay):
    """A question with its answers as buttons (the first is Enter's); Esc answers the last."""

    name = "question"

    def __init__(self, host: Host, title: str, text: str, choices: tuple[tuple[str, Any], ...]) -> None:
        super().__init__(host)
        self.title, self.text, self.choices = title, text, choices
        self.buttons = ButtonGroup(self._press)
        self.buttons.set_buttons([Button(label, i, accent=i == 0) for i, (label, _) in enumerate(choices)],
                                 keep_focus=False)

    def _press(self, value: Any) -> None:
        self.host.sound.play("click")
        self.host.navigate(Close())
        self.host.navigate(self.choices[value][1])

    def layout(self, size: tuple[int, int]) -> None:
        self.rect = self.panel_rect(size, 900, 420)
        self.buttons.layout_row((self.rect.centerx, self.rect.bottom - theme.px(56)), theme.px(60), theme.px(18),
                                min_width=theme.px(220), max_total=self.rect.w - theme.px(40))

    def handle(self, intent: Intent) -> None:
        if intent.kind in (IntentKind.BACK, IntentKind.PAUSE):
            self._press(len(self.choices) - 1)
            return
        self.buttons.handle(intent)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        rect = self.rect
        self.draw_frame(surface, rect)
        body = pygame.Rect(rect.x + theme.px(40), rect.y + theme.px(100), rect.w - theme.px(80), rect.h)
        theme.blit_paragraph(surface, self.text, 26, body, theme.CREAM)
        self.buttons.draw(surface, show_focus=not self.host.pointer_active)
