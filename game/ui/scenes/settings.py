"""Settings in five groups (Game, Rules, Display, Sound, Names), one tab each.

Rows change with left/right (or a click); Tab or the bumpers (or a click) change the group.
Rule switches are validated by building the RuleSet, and an impossible combination is refused
with the engine's own message.  The focused row says what it does under the list.  What the
rows are and what a change does live in ``settings_rows.py``; this module lays them out, takes
input and draws.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.art import menu_art
from game.ui.core.control_words import key_name, on_pad
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.scenes.host import Close, Host
from game.ui.scenes.overlays import Overlay
from game.ui.scenes.settings_rows import GROUPS, Row, SettingsRows

if TYPE_CHECKING:  # pragma: no cover
    from game.ui.table.table_context import TableContext

ROW_HEIGHT = 52
ROW_TEXT, ABOUT_TEXT, FOOT_TEXT = 26, 22, 22




def key_help(device: str) -> str:
    """The keys of this screen, named for the device in use (a pad has no Tab, a keyboard no B)."""
    change = "Left/right" if on_pad(device) else "Left/right or click"
    return (f"Up/down: choose   {change}: change   {key_name('pages', device)}: next group   "
            f"{key_name('back', device)}: close")



class SettingsOverlay(Overlay):
    name = "settings"
    title = "Settings"

    def __init__(self, host: Host, ctx: TableContext | None = None) -> None:
        super().__init__(host)
        self.ctx = ctx
        self.group = 0
        self.focus = 0                # the row in the group; -1 is the tab row
        self.scroll = 0
        self.visible_rows = 4
        self.model = SettingsRows(host, ctx, self._redraw_beneath)
        self.groups = self.model.groups
        self.row_rects: list[pygame.Rect] = []
        self.tab_rects: list[pygame.Rect] = []
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.about_y = 0

    @property
    def error(self) -> str:
        """The last word on a change (a refused rule, when it applies), shown under the list."""
        return self.model.error

    @property
    def rows(self) -> list[Row]:
        return self.groups[self.group]

    def _redraw_beneath(self) -> None:
        self.backdrop_version += 1  # the table beneath is drawn anew


    def layout(self, size: tuple[int, int]) -> None:
        row_h = self.row_height
        head = theme.px(46) + theme.line_height(46, True)
        tabs_h = menu_art.tab_rects(GROUPS, 0, 0, size[0])[0].h + theme.px(16)
        foot = theme.line_height(FOOT_TEXT) + 2 * theme.line_height(ABOUT_TEXT) + theme.px(40)
        longest = max(len(rows) for rows in self.groups)
        self.rect = self.panel_rect(size, 1100, 980)       # as big as the window allows ...
        self.rect.h = min(self.rect.h, head + tabs_h + longest * row_h + foot)   # ... and no bigger than the rows
        self.rect.centery = size[1] // 2
        rect = self.rect
        self.tab_rects = menu_art.tab_rects(GROUPS, rect.centerx, rect.y + head, rect.w - theme.px(60))
        top = self.tab_rects[0].bottom + theme.px(16)
        self.list_rect = pygame.Rect(rect.x + theme.px(30), top, rect.w - theme.px(60), rect.bottom - foot - top)
        self.visible_rows = max(3, self.list_rect.h // row_h)
        self.list_rect.h = self.visible_rows * row_h
        self.about_y = self.list_rect.bottom + theme.px(12)
        self._scroll_to_focus()

    @property
    def row_height(self) -> int:
        return max(theme.px(ROW_HEIGHT), round(theme.line_height(ROW_TEXT) * 1.5))

    def _scroll_to_focus(self) -> None:
        """Keep the focused row in view and work out where each shown row sits."""
        focus = max(0, self.focus)
        if focus < self.scroll:
            self.scroll = focus
        elif focus >= self.scroll + self.visible_rows:
            self.scroll = focus - self.visible_rows + 1
        self.scroll = max(0, min(self.scroll, len(self.rows) - self.visible_rows))
        row_h = self.row_height
        scrollbar = theme.px(18) if len(self.rows) > self.visible_rows else 0
        self.row_rects = [pygame.Rect(0, 0, 0, 0)] * len(self.rows)
        for n, i in enumerate(range(self.scroll, min(len(self.rows), self.scroll + self.visible_rows))):
            self.row_rects[i] = pygame.Rect(self.list_rect.x, self.list_rect.y + n * row_h,
                                            self.list_rect.w - scrollbar, row_h - theme.px(4))

    def set_group(self, group: int) -> None:
        self.group = group % len(GROUPS)
        self.focus = min(self.focus, len(self.rows) - 1)
        self.scroll = 0
        self._scroll_to_focus()

    # ------------------------------------------------------------------ input

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if self.model.editing_name >= 0 and self.model.type_name(intent):
            return
        if kind in (IntentKind.NEXT_TAB, IntentKind.PREV_TAB):
            self.set_group(self.group + (1 if kind is IntentKind.NEXT_TAB else -1))
            return
        if kind is IntentKind.MOVE:
            if intent.dy:
                self.focus = max(-1, min(len(self.rows) - 1, self.focus + intent.dy))
                self._scroll_to_focus()
            elif intent.dx:
                if self.focus < 0:
                    self.set_group(self.group + intent.dx)
                else:
                    self.rows[self.focus].change(intent.dx)
            return
        if kind is IntentKind.CONFIRM:
            if self.focus >= 0:
                self.rows[self.focus].change(0)
            else:
                self.focus = 0
            return
        if kind is IntentKind.SCROLL:
            self.focus = max(0, min(len(self.rows) - 1, self.focus - intent.dy))
            self._scroll_to_focus()
            return
        if kind in (IntentKind.POINT, IntentKind.CLICK):
            self._point(intent)
            return
        if kind in (IntentKind.BACK, IntentKind.PAUSE):
            problem = self.host.profile.save_settings()
            if problem and self.ctx is not None:
                self.ctx.toast(problem, 5.0, urgent=True)
            self.host.navigate(Close())
            return
        super().handle(intent)

    def _point(self, intent: Intent) -> None:
        for i, rect in enumerate(self.tab_rects):
            if rect.collidepoint(intent.pos):
                if intent.kind is IntentKind.CLICK:
                    self.set_group(i)
                return
        for i, rect in enumerate(self.row_rects):
            if rect.collidepoint(intent.pos):
                self.focus = i
                if intent.kind is IntentKind.CLICK:
                    self.rows[i].change(0)
                return
    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        rect = self.rect
        self.draw_frame(surface, rect)
        menu_art.draw_tabs(
            surface, GROUPS, self.tab_rects, self.group, focused=self.focus < 0 and not self.host.pointer_active
        )
        value_room = self.list_rect.w // 2
        for i, row in enumerate(self.rows):
            r = self.row_rects[i]
            if not r.w:
                continue
            focused = i == self.focus
            if focused:
                theme.rounded_panel(surface, r, (60, 110, 70, 200), theme.GOLD_BRIGHT, radius=theme.px(10))
            value = f"‹ {row.show()} ›" if focused else row.show()
            value_rect = theme.blit_fitted(
                surface,
                value,
                ROW_TEXT,
                (r.right - theme.px(16), r.centery),
                value_room,
                theme.GOLD_BRIGHT,
                "midright",
                bold=True,
            )
            theme.blit_fitted(
                surface,
                row.label,
                ROW_TEXT,
                (r.x + theme.px(16), r.centery),
                value_rect.x - r.x - theme.px(40),
                theme.CREAM,
                "midleft",
            )
        self._draw_scrollbar(surface)
        about = self.rows[self.focus].about_text() if self.focus >= 0 else "Left/right: choose a group of settings."
        lines, size = theme.wrap_to_fit(self.error or about, ABOUT_TEXT, self.list_rect.w, 2)
        for n, line in enumerate(lines):
            theme.blit_text(
                surface,
                line,
                size,
                (rect.centerx, self.about_y + n * theme.line_height(size)),
                theme.GOLD if self.error else theme.CREAM,
                "midtop",
            )
        theme.blit_fitted(
            surface, key_help(self.host.roster.in_use), FOOT_TEXT, (rect.centerx, rect.bottom - theme.px(30)),
            rect.w - theme.px(40), theme.MUTED
        )

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        """Where the shown rows sit in the group, when it has more than fit."""
        count, shown = len(self.rows), self.visible_rows
        if count <= shown:
            return
        track = pygame.Rect(self.list_rect.right - theme.px(8), self.list_rect.y, theme.px(8), self.list_rect.h)
        pygame.draw.rect(surface, (30, 60, 40), track, border_radius=track.w // 2)
        thumb = pygame.Rect(
            track.x, track.y + track.h * self.scroll // count, track.w, max(track.w, track.h * shown // count)
        )
        pygame.draw.rect(surface, theme.GOLD, thumb, border_radius=track.w // 2)
