"""Settings: AI level, speed, rules preset and house rules, sound, screen, deck, names.

Rows change with left/right (or a click); rule switches are validated by building the
RuleSet, and an impossible combination is refused with the engine's own message.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Optional

import pygame

from game.engine import PRESET_NAMES, PRESET_TABLES, RulesError, preset
from game.ui import theme
from game.ui.host import Close, Host
from game.ui.intents import Intent, IntentKind
from game.ui.scenes.overlays import Overlay
from game.ui.settings_store import Settings

if TYPE_CHECKING:  # pragma: no cover
    from game.ui.table_context import TableContext

ROW_HEIGHT = 44
SPEEDS = [0.5, 0.75, 1.0, 1.5, 2.0, 3.0]
LEVELS = ["easy", "normal", "expert"]
SWITCH_ROWS: list[tuple[str, str, list[Any]]] = [
    ("Dealer may hold", "hold", [True, False]),
    ("When everyone passes", "all_pass", ["bag", "redeal"]),
    ("Renege judged against", "renege", ["led", "highest", "five-only"]),
    ("All five tricks score 60", "all_five_double", [False, True]),
    ("Dealer robs the pack", "rob_pack", [False, True]),
    ("Ticks (out after N sets)", "ticks", [0, 3, 4, 5]),
    ("Top 6 for a bagged dealer", "top6", [False, True]),
]
VALUE_NAMES = {True: "on", False: "off", "bag": "dealer bagged", "redeal": "redeal",
               "led": "the card led", "highest": "the highest trump", "five-only": "only the 5 reneges", 0: "off"}


@dataclass
class Row:
    label: str
    show: Callable[[], str]
    change: Callable[[int], None]


class SettingsOverlay(Overlay):
    name = "settings"
    title = "Settings"

    def __init__(self, host: Host, ctx: Optional["TableContext"] = None) -> None:
        super().__init__(host)
        self.ctx = ctx
        self.focus = 0
        self.scroll = 0
        self.visible_rows = 4
        self.error = ""
        self.editing_name: int = -1
        self.rows = self._build_rows()
        self.row_rects: list[pygame.Rect] = []

    @property
    def settings(self) -> Settings:
        return self.host.profile.settings

    def layout(self, size: tuple[int, int]) -> None:
        self.rect = self.panel_rect(size, 1000, 980)
        top = self.rect.y + theme.px(96)
        self.visible_rows = max(4, (self.rect.bottom - theme.px(90) - top) // theme.px(ROW_HEIGHT))
        self._scroll_to_focus()

    def _scroll_to_focus(self) -> None:
        """Keep the focused row in view and work out where each shown row sits."""
        if self.focus < self.scroll:
            self.scroll = self.focus
        elif self.focus >= self.scroll + self.visible_rows:
            self.scroll = self.focus - self.visible_rows + 1
        row_h = theme.px(ROW_HEIGHT)
        top = self.rect.y + theme.px(96)
        self.row_rects = [pygame.Rect(0, 0, 0, 0)] * len(self.rows)
        for n, i in enumerate(range(self.scroll, min(len(self.rows), self.scroll + self.visible_rows))):
            self.row_rects[i] = pygame.Rect(self.rect.x + theme.px(30), top + n * row_h,
                                            self.rect.w - theme.px(60), row_h - theme.px(4))

    # ------------------------------------------------------------------ rows

    def _build_rows(self) -> list[Row]:
        s = self.settings
        rows = [
            Row("Computer players", lambda: s.ai_level, lambda d: self._cycle("ai_level", LEVELS, d)),
            Row("Animation speed", lambda: f"{s.animation_speed:g}x", lambda d: self._cycle("animation_speed", SPEEDS, d)),
            Row("Rules", lambda: s.rules_preset, lambda d: self._preset(d)),
            Row("Players", lambda: str(s.players), lambda d: self._players(d)),
        ]
        for label, key, values in SWITCH_ROWS:
            rows.append(Row(label, self._switch_shower(key), self._switch_changer(key, values)))
        rows += [
            Row("Volume", lambda: f"{round(s.volume * 100)}%", lambda d: self._volume(d)),
            Row("Sound", lambda: "muted" if s.muted else "on", lambda d: self._toggle("muted")),
            Row("Full screen", lambda: "on" if self.host.fullscreen else "off", lambda d: self._fullscreen()),
            Row("Four-colour deck", lambda: "on" if s.four_colour else "off", lambda d: self._toggle("four_colour")),
            Row("Large cards", lambda: "on" if s.large_cards else "off", lambda d: self._toggle("large_cards")),
            Row("Hints without asking (practice)", lambda: "on" if s.auto_hints else "off",
                lambda d: self._toggle("auto_hints")),
        ]
        for i in range(5):
            rows.append(Row(f"Computer player {i + 1}", self._name_shower(i), self._name_editor(i)))
        return rows

    def _current_rules(self):
        s = self.settings
        return preset(s.rules_preset, s.players)

    def _switch_shower(self, key: str) -> Callable[[], str]:
        def show() -> str:
            value = self.settings.switches.get(key, getattr(self._current_rules(), key))
            if isinstance(value, bool) or not isinstance(value, int) or value == 0:
                return VALUE_NAMES.get(value, str(value))
            return str(value)
        return show

    def _switch_changer(self, key: str, values: list[Any]) -> Callable[[int], None]:
        def change(delta: int) -> None:
            s = self.settings
            current = s.switches.get(key, getattr(self._current_rules(), key))
            index = values.index(current) if current in values else 0
            new = values[(index + (delta or 1)) % len(values)]
            trial = dict(s.switches)
            trial[key] = new
            if new == getattr(self._current_rules(), key):
                trial.pop(key)
            try:
                preset(s.rules_preset, s.players, **trial)
            except RulesError as exc:
                self.error = f"Not with these rules: {exc}"
                return
            s.switches = trial
            self.error = "Rule changes apply to your next new game."
        return change

    def _name_shower(self, i: int) -> Callable[[], str]:
        def show() -> str:
            names = self.settings.player_names
            text = names[i] if i < len(names) else ""
            return text + ("_" if self.editing_name == i else "")
        return show

    def _name_editor(self, i: int) -> Callable[[int], None]:
        def edit(delta: int) -> None:
            if delta == 0:
                self.editing_name = -1 if self.editing_name == i else i
                if self.editing_name >= 0:
                    pygame.key.start_text_input()
                else:
                    pygame.key.stop_text_input()
        return edit

    def _cycle(self, attr: str, values: list[Any], delta: int) -> None:
        s = self.settings
        current = getattr(s, attr)
        index = values.index(current) if current in values else 0
        setattr(s, attr, values[(index + (delta or 1)) % len(values)])
        if attr == "animation_speed" and self.ctx is not None:
            self.ctx.view.speed = s.animation_speed

    def _preset(self, delta: int) -> None:
        s = self.settings
        names = list(PRESET_NAMES)
        s.rules_preset = names[(names.index(s.rules_preset) + (delta or 1)) % len(names)] if s.rules_preset in names else names[0]
        tables = PRESET_TABLES[s.rules_preset]
        if s.players not in tables:
            s.players = 4 if 4 in tables else tables[0]
        s.switches = {}
        self.error = "A new rule set starts with your next new game."

    def _players(self, delta: int) -> None:
        s = self.settings
        tables = list(PRESET_TABLES[s.rules_preset])
        index = tables.index(s.players) if s.players in tables else 0
        s.players = tables[(index + (delta or 1)) % len(tables)]

    def _volume(self, delta: int) -> None:
        s = self.settings
        s.volume = round(min(1.0, max(0.0, s.volume + 0.1 * (delta or 1))), 2)
        self.host.sound.set_volume(s.volume)
        self.host.sound.play("click")

    def _toggle(self, attr: str) -> None:
        s = self.settings
        setattr(s, attr, not getattr(s, attr))
        if attr == "muted":
            self.host.sound.set_muted(s.muted)
        if attr in ("four_colour", "large_cards"):
            self.backdrop_version += 1   # the table beneath is drawn anew
        if attr in ("four_colour", "large_cards") and self.ctx is not None:
            theme.set_four_colour(s.four_colour)
            view = self.ctx.view
            view.four_colour, view.large_cards = s.four_colour, s.large_cards
            view.resize(self.host.size)
            view.sync(self.ctx.session.snapshot, animate=False)

    def _fullscreen(self) -> None:
        self.host.toggle_fullscreen()

    # ------------------------------------------------------------------ input

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if self.editing_name >= 0:
            names = self.settings.player_names
            while len(names) <= self.editing_name:
                names.append(f"Player {len(names) + 1}")
            if kind is IntentKind.TEXT:
                names[self.editing_name] = (names[self.editing_name] + intent.text)[:14]
                return
            if kind is IntentKind.BACK and intent.key == pygame.K_BACKSPACE:
                names[self.editing_name] = names[self.editing_name][:-1]
                return
            if kind in (IntentKind.CONFIRM, IntentKind.BACK, IntentKind.CLICK):
                if not names[self.editing_name].strip():
                    names[self.editing_name] = f"Player {self.editing_name + 1}"
                self.editing_name = -1
                pygame.key.stop_text_input()
                return
            if kind is not IntentKind.POINT:
                return
        if kind is IntentKind.MOVE:
            if intent.dy:
                self.focus = (self.focus + intent.dy) % len(self.rows)
                self._scroll_to_focus()
            elif intent.dx:
                self.rows[self.focus].change(intent.dx)
            return
        if kind is IntentKind.CONFIRM:
            self.rows[self.focus].change(0)
            return
        if kind is IntentKind.SCROLL:
            self.focus = (self.focus - intent.dy) % len(self.rows)
            self._scroll_to_focus()
            return
        if kind in (IntentKind.POINT, IntentKind.CLICK):
            for i, rect in enumerate(self.row_rects):
                if rect.collidepoint(intent.pos):
                    self.focus = i
                    if kind is IntentKind.CLICK:
                        self.rows[i].change(0)
            return
        if kind in (IntentKind.BACK, IntentKind.PAUSE):
            problem = self.host.profile.save_settings()
            if problem and self.ctx is not None:
                self.ctx.toast(problem, 5.0, urgent=True)
            self.host.navigate(Close())
            return
        super().handle(intent)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        rect = self.rect
        self.draw_frame(surface, rect)
        for i, row in enumerate(self.rows):
            r = self.row_rects[i]
            if not r.w:
                continue
            if i == self.focus:
                theme.rounded_panel(surface, r, (60, 110, 70, 200), theme.GOLD_BRIGHT, radius=theme.px(10))
            theme.blit_text(surface, row.label, 26, (r.x + theme.px(16), r.centery), theme.CREAM, "midleft")
            theme.blit_text(surface, f"‹ {row.show()} ›" if i == self.focus else row.show(), 26,
                            (r.right - theme.px(16), r.centery), theme.GOLD_BRIGHT, "midright", bold=True)
        hint = self.error or "Up/down to choose, left/right or click to change, Esc to close"
        theme.blit_text(surface, hint, 22, (rect.centerx, rect.bottom - theme.px(40)), theme.MUTED)
