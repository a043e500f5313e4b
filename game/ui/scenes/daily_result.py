"""The daily challenge's result: the person against the field, hand by hand.

At the top the score (the share of the field beaten, ties half: matchpoints), the points against
the expert, the accuracy and what the rating did; beneath, a table of the eight hands (the
contract, the person's points, each level's points in that seat on the same cards, the hand's
matchpoints and accuracy); then the costliest moment, with a button that opens it again at the
table.  The field and the accuracy come from the background worker: while they are still being
worked out the screen says how far along they are, and fills in as they come.

``result_layout`` works out where everything goes (pure: tested at every size); ``draw`` reads.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

import pygame

from game.ai.accuracy_figures import like_level
from game.engine.rules import PRESET_TITLES
from game.sim.challenge import FIELD_LEVELS, HANDS
from game.ui.art.menu_art import draw_backdrop, draw_key_help, heading_bottom, key_help_rect, key_help_top
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.kit.widgets import Button, ButtonGroup
from game.ui.scenes.host import GoToTitle, Host, OpenDaily, OpenHelp, ReviewMoment
from game.ui.scenes.scene import Scene
from game.ui.table.analysis import review_line
from game.ui.table.daily_run import DailyRun, HandRow
from game.ui.table.skill_book import figure_text
from game.ui.table.skill_keeper import record_daily

FIGURE, LABEL, ROW, HEADER, NOTE = 64, 24, 28, 22, 26
COLUMNS = ("Hand", "Contract", "You", *(level.capitalize() for level in FIELD_LEVELS), "Beaten", "Accuracy")
# Each column's share of the table's width (the contract needs the most).
SHARES = (0.07, 0.27, 0.08, 0.08, 0.09, 0.08, 0.09, 0.11, 0.13)
KEY_HELP = "Left / Right: choose    Enter: press    Esc: daily challenge"


def day_words(day: datetime.date) -> str:
    """"Tuesday 1 December 2026": a date as people say it."""
    return f"{day:%A} {day.day} {day:%B %Y}"


def points_text(points: int | None) -> str:
    return "…" if points is None else f"{points:+d}" if points else "0"


@dataclass(frozen=True)
class ResultLayout:
    """The summary's four figures (centres), the table (its rows' centres and its columns'
    left edges), the costliest moment's line and the buttons' row."""

    summary: pygame.Rect
    figures: tuple[tuple[int, int], ...]
    table: pygame.Rect
    columns: tuple[int, ...]
    header_y: int
    rows_y: tuple[int, ...]
    moment: pygame.Rect
    buttons_y: int


def result_layout(size: tuple[int, int], button_h: int) -> ResultLayout:
    """Everything placed from the window size and the text sizes (pure): the rows as tall as the
    room allows (up to twice a line), the whole block centred between the heading and the buttons."""
    w, _ = size
    top = heading_bottom(size) + theme.px(12)
    width = min(w - 2 * theme.px(40), theme.px(1700))
    left = (w - width) // 2
    bottom = key_help_top(size) - theme.px(12)
    buttons_y = bottom - button_h // 2
    figure_h = theme.px(14) + theme.line_height(FIGURE, True) + theme.px(4) + theme.line_height(LABEL) + theme.px(14)
    moment_h = 2 * theme.line_height(NOTE) + theme.px(8)
    header_h = theme.line_height(HEADER, True) + theme.px(10)
    gap = theme.px(14)
    room = buttons_y - button_h // 2 - gap - top          # for the summary, the table and the moment
    fixed = figure_h + gap + header_h + theme.px(12) + gap + moment_h
    line = theme.line_height(ROW)
    pitch = max(line + theme.px(2), min(round(line * 2.0), (room - fixed) // HANDS))
    block = fixed + pitch * HANDS
    y = top + max(0, (room - block) // 2)
    summary = pygame.Rect(left, y, width, figure_h)
    figure_y = y + theme.px(14) + theme.line_height(FIGURE, True) // 2
    figures = tuple((left + round(width * (i + 0.5) / 4), figure_y) for i in range(4))
    table = pygame.Rect(left, summary.bottom + gap, width, header_h + pitch * HANDS + theme.px(12))
    moment = pygame.Rect(left, table.bottom + gap, width, moment_h)
    columns, x = [], table.x + theme.px(16)
    inner = table.w - 2 * theme.px(16)
    for share in SHARES:
        columns.append(x)
        x += round(inner * share)
    header_y = table.y + theme.px(6) + header_h // 2
    rows_y = tuple(table.y + header_h + pitch * i + pitch // 2 for i in range(HANDS))
    return ResultLayout(summary, figures, table, tuple(columns), header_y, rows_y, moment, buttons_y)


class DailyResultScene(Scene):
    """The result of one play of a challenge (see the module docstring)."""

    name = "daily-result"

    def __init__(self, host: Host, run: DailyRun) -> None:
        self.host = host
        self.run = run
        self.buttons = ButtonGroup(self._press)
        self.plan: ResultLayout | None = None
        self.age = 0.0
        self._seen: tuple[int, int, bool] | None = None   # what had come in when last read and laid out
        self._moved = False   # the person moved the focus: a button coming in does not take it
        # What the screen shows, read from the run in ``update`` (the field's futures finish on
        # another process's time: drawing reads this copy, never them).
        self.shown: tuple[list[tuple[str, str, tuple[int, int, int]]], list[list[str]], str] = ([], [], "")

    def on_enter(self) -> None:
        self.layout(self.host.size)
        self._read()

    @property
    def rating(self) -> tuple[float, float] | None:
        """The rating before and after the run counted (None until then, and for practice)."""
        return self.run.rating

    def _read(self) -> None:
        self.shown = (self.summary_figures(), [self.row_cells(row) for row in self.run.rows()], self.moment_words())

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout(size)

    def layout(self, size: tuple[int, int]) -> None:
        buttons = []
        if self.run.book.worst(self.run.challenge.seat) is not None:
            buttons.append(Button("Review the costliest moment", "review", accent=True))
        buttons += [Button("Daily challenge", "daily", accent=not buttons), Button("Main menu", "menu")]
        self.buttons.set_buttons(buttons, keep_focus=self._moved)
        button_h = theme.px(62)
        self.plan = result_layout(size, button_h)
        self.buttons.layout_row((size[0] / 2, self.plan.buttons_y), button_h, theme.px(18), min_width=theme.px(260),
                                max_total=int(size[0] * 0.94))

    # ------------------------------------------------------------------ input and time

    def _press(self, value: Any) -> None:
        if value == "review":
            worst = self.run.book.worst(self.run.challenge.seat)
            if worst is not None:
                self.host.navigate(ReviewMoment(self.run, worst[0], worst[1].turn))
        elif value == "daily":
            self.host.navigate(OpenDaily())
        elif value == "menu":
            self.host.navigate(GoToTitle())

    def handle(self, intent: Intent) -> None:
        if intent.kind is IntentKind.MOVE:
            self._moved = True
        if self.buttons.handle(intent):
            return
        if intent.kind in (IntentKind.BACK, IntentKind.PAUSE):
            self._press("daily")
        elif intent.kind is IntentKind.HELP:
            self.host.navigate(OpenHelp())

    def update(self, dt: float) -> None:
        self.age += dt
        run = self.run
        run.book.poll()   # a resumed run's earlier hands, weighed again here (the keeper counts the rest)
        if run.rating is None:
            record_daily(self.host.profile, run)
        weighed = sum(1 for figures in run.book.hands.values() if not figures.pending)
        seen = (run.field_progress()[0], weighed, run.rating is not None)
        if seen == self._seen:   # nothing came in: the copy drawn stands
            return
        self._seen = seen
        self.layout(self.host.size)   # a worst moment may have come in: its button
        self._read()

    @property
    def animating(self) -> bool:
        """The field or the accuracy still coming in: the dots move and the figures fill in."""
        done, total = self.run.field_progress()
        return self.age < 0.6 or done < total or self.run.book.pending

    # ------------------------------------------------------------------ drawing

    def summary_figures(self) -> list[tuple[str, str, tuple[int, int, int]]]:
        """(figure, what it is, colour) for the four at the top."""
        run = self.run
        done, total = run.field_progress()
        score = run.matchpoints()
        found = run.field()
        if score is None:
            shown = f"{round(100 * done / total)}%" if not run.field_failed else "—"
            said = "of the field played: your score then" if not run.field_failed else "the field failed (see the log)"
            first = (shown, said, theme.MUTED)
        else:
            first = (f"{score:.0f}%", "of the field beaten", theme.GOLD_BRIGHT)
        gap = sum(p - e for p, e in zip(run.points, found.baseline, strict=True)) if found else None
        second = (points_text(gap), "points against the expert", theme.CREAM if gap is None or gap >= 0 else theme.BAD)
        value = run.accuracy()
        if run.book.pending:
            third = ("…", "accuracy being worked out", theme.MUTED)
        else:
            third = (figure_text(value), f"accuracy: like {like_level(value)}" if value is not None else "accuracy",
                     theme.CREAM)
        if not run.counted:
            fourth = ("—", "practice: counted before", theme.MUTED)
        elif run.rating is None:
            fourth = ("…", "rating, once all is in", theme.MUTED)
        else:
            before, after = run.rating
            fourth = (f"{after:.0f}", f"rating ({after - before:+.0f})", theme.GOLD_BRIGHT)
        return [first, second, third, fourth]

    def row_cells(self, row: HandRow) -> list[str]:
        field = [points_text(row.field.get(level)) for level in FIELD_LEVELS]
        score = "…" if row.matchpoints is None else f"{row.matchpoints:.0f}%"
        accuracy = figure_text(row.accuracy) if row.accuracy is not None else "…" if self.run.book.pending else "—"
        return [str(row.hand + 1), row.contract, points_text(row.points), *field, score, accuracy]

    def moment_words(self) -> str:
        worst = self.run.book.worst(self.run.challenge.seat)
        if worst is None:
            if self.run.book.pending:
                return "The analyst is weighing your decisions…"
            return "No decision of yours cost a point against the analyst's best. Well played."
        hand, decision = worst
        return f"Costliest moment, hand {hand + 1}: {review_line(decision.phase, decision.review)}"

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        run, plan = self.run, self.plan
        ch = run.challenge
        title = "Daily challenge: your result" if run.counted else "Daily challenge (practice)"
        draw_backdrop(surface, title, f"{day_words(ch.date)}  ·  {PRESET_TITLES.get(ch.preset, ch.preset)}  ·  "
                                      f"code {ch.code}")
        if plan is None:
            return
        theme.rounded_panel(surface, plan.summary, (10, 28, 18, 235), theme.GOLD, radius=theme.px(20), width=3)
        slot = plan.summary.w // 4 - theme.px(20)
        figures, cells, moment = self.shown
        for (figure, label, colour), (x, y) in zip(figures, plan.figures, strict=False):
            theme.blit_fitted(surface, figure, FIGURE, (x, y), slot, colour, bold=True)
            label_y = y + theme.line_height(FIGURE, True) // 2 + theme.px(4) + theme.line_height(LABEL) // 2
            theme.blit_fitted(surface, label, LABEL, (x, label_y), slot, theme.CREAM)
        theme.rounded_panel(surface, plan.table, (8, 22, 14, 235), theme.GOLD, radius=theme.px(16), width=2)
        widths = [b - a - theme.px(8) for a, b in zip(plan.columns, (*plan.columns[1:], plan.table.right), strict=True)]
        for name, x, width in zip(COLUMNS, plan.columns, widths, strict=True):
            theme.blit_fitted(surface, name, HEADER, (x, plan.header_y), width, theme.GOLD, "midleft", bold=True)
        for row_cells, y in zip(cells, plan.rows_y, strict=False):
            for i, (cell, x, width) in enumerate(zip(row_cells, plan.columns, widths, strict=True)):
                colour = theme.GOLD_BRIGHT if i == 2 else theme.CREAM if i != 1 else theme.MUTED
                theme.blit_fitted(surface, cell, ROW, (x, y), width, colour, "midleft", bold=i == 2)
        lines, size = theme.wrap_to_fit(moment, NOTE, plan.moment.w, 2)
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, size, (plan.moment.centerx, plan.moment.y + theme.line_height(size) * i),
                            theme.CREAM, "midtop")
        self.buttons.draw(surface, show_focus=not self.host.pointer_active)
        draw_key_help(surface, KEY_HELP)

    def readable_items(self) -> list[tuple[Any, pygame.Rect]]:
        plan = self.plan
        if plan is None:
            return []
        items: list[tuple[Any, pygame.Rect]] = [(("summary",), plan.summary), (("table",), plan.table),
                                                (("moment",), plan.moment)]
        items += [(("button", b.label), b.rect) for b in self.buttons.buttons if b.rect.w]
        items.append((("key help",), key_help_rect(self.host.size, KEY_HELP)))
        return items
