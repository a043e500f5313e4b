"""Title: the menu over an attract table where computer players play a game behind it."""

from __future__ import annotations

import datetime
import logging
import math
from typing import Any

import pygame

from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.kit.widgets import Button, ButtonGroup
from game.ui.scenes.attract import AttractTable
from game.ui.scenes.daily import daily_state, title_label
from game.ui.scenes.host import (
    ContinueGame,
    Host,
    NavRequest,
    OpenDaily,
    OpenDrills,
    OpenHelp,
    OpenLadder,
    OpenLessons,
    OpenSettings,
    OpenStats,
    OpenTrainer,
    Quit,
    StartGame,
)
from game.ui.scenes.scene import Scene

MENU_REQUESTS: dict[str, NavRequest] = {
    "continue": ContinueGame(), "quick": StartGame("quick"), "practice": StartGame("practice"),
    "ladder": OpenLadder(), "drills": OpenDrills(), "trainer": OpenTrainer(), "settings": OpenSettings(),
    "help": OpenHelp(), "stats": OpenStats(), "quit": Quit(), "learn": OpenLessons(), "daily": OpenDaily(),
}
DAILY_LABEL = "Daily challenge"
log = logging.getLogger(__name__)
PANEL_COLOUR = (8, 22, 15)
TITLE_LINES = (("Auction", 64, theme.CREAM), ("Forty-Fives", 92, theme.GOLD_BRIGHT))


def people_label(humans: int) -> str:
    """The title's switch between one person at the screen and two."""
    return f"Players at this TV: {humans}"


def menu_panel(size: tuple[int, int]) -> pygame.Rect:
    """The menu's panel down the left of the window."""
    return pygame.Rect(0, 0, max(theme.px(620), int(size[0] * 0.36)), size[1])


def scenery_area(size: tuple[int, int]) -> pygame.Rect:
    """The window beside the menu, where the computer players' game is laid out and shown."""
    panel = menu_panel(size)
    line = max(1, theme.px(2))
    return pygame.Rect(panel.right + line, 0, max(1, size[0] - panel.right - line), size[1])


class TitleScene(Scene):
    name = "title"

    def __init__(self, host: Host) -> None:
        self.host = host
        self.menu = ButtonGroup(self._press, vertical=True)
        self.age = 0.0
        self.panel = menu_panel(host.size)
        self.attract = AttractTable(host, scenery_area(host.size))
        self.titles: list[tuple[pygame.Surface, int]] = []   # (title line, its top) as laid out
        self.tagline_y = 0

    def on_enter(self) -> None:
        items = []
        profile = self.host.profile
        newcomer = profile.is_new    # nothing played, nothing learned: learning comes first
        if newcomer:
            items.append(Button("Learn to play", "learn", accent=True))
        if profile.has_autosave():
            items.append(Button("Continue game", "continue", accent=not items))
        items.append(Button("Quick game", "quick", accent=not items))
        items.append(Button("Practice", "practice"))
        items.append(Button(self.daily_label(), "daily"))
        items.append(Button(people_label(profile.settings.humans), "people"))
        if not newcomer:
            items.append(Button("Learn to play", "learn"))
        items += [Button("Ladder", "ladder"), Button("Drills", "drills"),
                  Button("Ranking trainer", "trainer"), Button("Settings", "settings"),
                  Button("Rules and help", "help"), Button("Statistics", "stats"), Button("Quit", "quit")]
        self.menu.set_buttons(items, keep_focus=False)
        self.layout(self.host.size)

    def daily_label(self) -> str:
        """The entry with today's state: new, or the score, and the streak."""
        try:
            return title_label(daily_state(self.host.profile, datetime.date.today()))
        except ValueError:   # settings naming rules with no challenge: the entry still opens the screen
            log.exception("the daily challenge's state could not be read")
            return DAILY_LABEL

    def on_uncover(self) -> None:
        """Back from the daily screen (or any other): today's state may have changed."""
        for button in self.menu.buttons:
            if button.value == "daily":
                button.label = self.daily_label()
        self.layout(self.host.size)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.attract.resize(size, scenery_area(size))
        self.layout(size)

    def layout(self, size: tuple[int, int]) -> None:
        """The menu panel down the left: the title at the top, the buttons beneath."""
        w, h = size
        self.panel = menu_panel(size)
        top = round(h * 0.05)
        self.titles = []
        for text, font_size, colour in TITLE_LINES:
            img = theme.text_with_shadow(text, font_size, colour, bold=True)
            room = self.panel.w - theme.px(60)
            if img.get_width() > room:
                img = pygame.transform.smoothscale(
                    img, (room, max(1, round(img.get_height() * room / img.get_width())))
                )
            self.titles.append((img, top))
            top += img.get_height()
        self.tagline_y = top + theme.px(18)
        menu_top = top + theme.px(50)
        count = max(1, len(self.menu.buttons))
        gap = theme.px(10)
        height = min(theme.px(62), int((h - menu_top - theme.px(30)) / count) - gap)
        centre_y = menu_top + (h - menu_top - theme.px(20)) / 2
        self.menu.layout_row((self.panel.centerx, centre_y), max(24, height), gap, min_width=int(self.panel.w * 0.7))

    def _press(self, value: Any) -> None:
        if value == "people":   # one at the screen, or two sharing it (a new game seats them)
            settings = self.host.profile.settings
            settings.humans = 2 if settings.humans == 1 else 1
            self.host.sound.play("click")
            for button in self.menu.buttons:
                if button.value == "people":
                    button.label = people_label(settings.humans)
            return
        request = MENU_REQUESTS.get(value)
        if request is not None:
            self.host.sound.play("click")
            self.host.navigate(request)

    def handle(self, intent: Intent) -> None:
        if self.menu.handle(intent):
            return
        if intent.kind is IntentKind.HELP:
            self._press("help")

    def update(self, dt: float) -> None:
        self.age += dt
        self.attract.update(dt)

    def readable_items(self) -> list[tuple[Any, pygame.Rect]]:
        """The menu's buttons (the layout check keeps them apart and uncut)."""
        return [(("button", b.label), b.rect) for b in self.menu.buttons if b.rect.w]

    def warm_up(self, deadline: float) -> None:
        self.attract.warm_up(deadline)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        panel = self.panel
        w, h = surface.get_size()
        clip = surface.get_clip()
        self.attract.draw(surface, scenery_area((w, h)), alpha)  # the game beside the menu
        surface.fill(PANEL_COLOUR, panel.clip(clip))
        pygame.draw.line(surface, theme.GOLD, (panel.right, 0), (panel.right, h), max(1, theme.px(2)))
        bob = math.sin(self.age * 1.6) * theme.px(4)
        for img, top in self.titles:
            surface.blit(img, img.get_rect(midtop=(panel.centerx, round(top + bob))))
        theme.blit_text(
            surface, "5♥  J♥  A♥  ·  the game of the Maritimes", 24, (panel.centerx, self.tagline_y), theme.CREAM
        )
        self.menu.draw(surface, show_focus=not self.host.pointer_active)
