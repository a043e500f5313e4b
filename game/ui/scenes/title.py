"""Title: the menu over an attract table where computer players play a game behind it."""

from __future__ import annotations

import math
import random
from typing import Any

import pygame

from game.engine import preset
from game.ui import theme
from game.ui.intents import Intent, IntentKind
from game.ui.scene import Scene, SceneStack
from game.ui.settings_store import AUTOSAVE_FILE
from game.ui.widgets import Button, ButtonGroup, dim


class AttractApp:
    """The real app with the sound off and demo pacing, for the table behind the menu."""

    def __init__(self, app) -> None:
        self._app = app
        from game.app import SilentSound
        self.sound = SilentSound()
        self.demo = True

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)

    def open_pause(self, ctx) -> None:
        return None

    def record_hand(self, ctx, record) -> None:
        return None

    def autosave(self, ctx) -> None:
        return None

    def new_game_like(self, ctx) -> None:
        return None  # the title scene restarts its attract game itself


class TitleScene(Scene):
    name = "title"

    def __init__(self, app) -> None:
        self.app = app
        self.menu = ButtonGroup(self._press, vertical=True)
        self.age = 0.0
        self.attract = SceneStack()
        self.attract_app = AttractApp(app)

    def on_enter(self) -> None:
        items = []
        if (self.app.profile / AUTOSAVE_FILE).exists():
            items.append(Button("Continue game", "continue", accent=True))
        items.append(Button("Quick game", "quick", accent=not items))
        items.append(Button("Practice", "practice"))
        items += self.extra_items()
        items += [Button("Settings", "settings"), Button("Rules and help", "help"),
                  Button("Statistics", "stats"), Button("Quit", "quit")]
        self.menu.set_buttons(items, keep_focus=False)
        self.restart_attract()

    def extra_items(self) -> list[Button]:
        """Menu entries added by the levels module (ladder, drills, trainer)."""
        hook = getattr(self.app, "title_extra_items", None)
        return hook() if hook else []

    def restart_attract(self) -> None:
        from game.ui.scenes import scene_for
        from game.ui.scenes.table_scene import TableContext
        from game.ui.session import GameSession, quick_seats
        from game.ui.table_view import TableView
        rules = preset("classic", 4)
        session = GameSession(rules, random.randrange(1 << 30), quick_seats(4, human=False, level="normal"))
        view = TableView(4, 0, self.app.size)
        view.speed = 1.4
        view.reveal_all = False
        ctx = TableContext(session, view)
        self.attract = SceneStack(size=self.app.size)
        self.attract.clear_to(scene_for(self.attract_app, ctx)(self.attract_app, ctx))
        self.attract.apply_requests()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.attract.resize(size)

    def _press(self, value: Any) -> None:
        app = self.app
        if value == "continue":
            if not app.resume_autosave():
                app.quick_game()
        elif value == "quick":
            app.quick_game()
        elif value == "practice":
            app.practice_game()
        elif value == "settings":
            from game.ui.scenes.settings import SettingsOverlay
            self.stack.push(SettingsOverlay(app))
        elif value == "help":
            from game.ui.scenes.overlays import HelpOverlay
            self.stack.push(HelpOverlay(app))
        elif value == "stats":
            from game.ui.scenes.overlays import StatsOverlay
            self.stack.push(StatsOverlay(app))
        elif value == "quit":
            app.quit()
        else:
            handler = getattr(app, "title_action", None)
            if handler:
                handler(value)

    def handle(self, intent: Intent) -> None:
        if self.menu.handle(intent):
            return
        if intent.kind is IntentKind.BACK:
            return
        if intent.kind is IntentKind.HELP:
            self._press("help")

    def update(self, dt: float) -> None:
        self.age += dt
        try:
            self.attract.update(dt)
        except Exception:  # the attract table is decoration: never let it stop the menu
            self.restart_attract()
        top = self.attract.top
        ctx = getattr(top, "ctx", None)
        if ctx is not None and ctx.session.is_over:
            self.restart_attract()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.attract.apply_requests()
        self.attract.draw_all(surface, alpha)
        dim(surface, 140)
        w, h = surface.get_size()
        left = pygame.Rect(0, 0, max(theme.px(620), int(w * 0.36)), h)
        theme.rounded_panel(surface, left.inflate(0, theme.px(40)), (6, 18, 12, 230), None, radius=0)
        pygame.draw.line(surface, theme.GOLD, (left.right, 0), (left.right, h), max(1, theme.px(2)))
        bob = math.sin(self.age * 1.6) * theme.px(4)
        top = round(h * 0.05)
        for text, size, colour in (("Auction", 64, theme.CREAM), ("Forty-Fives", 92, theme.GOLD_BRIGHT)):
            img = theme.text_with_shadow(text, size, colour, bold=True)
            room = left.w - theme.px(60)
            if img.get_width() > room:
                img = pygame.transform.smoothscale(img, (room, max(1, round(img.get_height() * room / img.get_width()))))
            surface.blit(img, img.get_rect(midtop=(left.centerx, round(top + bob))))
            top += img.get_height()
        theme.blit_text(surface, "5♥  J♥  A♥  ·  the game of the Maritimes", 24, (left.centerx, top + theme.px(18)),
                        theme.CREAM)
        menu_top = top + theme.px(50)
        count = max(1, len(self.menu.buttons))
        gap = theme.px(10)
        height = min(theme.px(62), int((h - menu_top - theme.px(30)) / count) - gap)
        centre_y = menu_top + (h - menu_top - theme.px(20)) / 2
        self.menu.layout_row((left.centerx, centre_y), max(24, height), gap, min_width=int(left.w * 0.7))
        self.menu.draw(surface, show_focus=not self.app.pointer_active)
