"""The statistics overlay's "Your skill" page: the rating now, the daily challenge's streak and
the personal bests on the left, the chart of the rating and accuracy day by day on the right.

``skill_view`` takes what the page shows from the history once (when the overlay opens: drawing
never reads the profile); ``skill_body`` lays it out in the panel's body (pure: words and
rectangles, tested at every window size). With nothing recorded yet the chart's place holds an
invitation, never an empty frame.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

import pygame

from game.profile.rating import ANCHORS, START_RATING
from game.profile.skill_history import SkillHistory
from game.profile.skill_records import Best, DayPoint, PersonalBests
from game.ui.kit import theme
from game.ui.scenes.skill_chart import LEVEL_NAMES, ChartLayout, Line, chart_layout, friendly_date

LABEL, FIGURE, UNRATED, NOTE, HEADING, ROW, DATE = 32, 84, 48, 27, 38, 32, 26
SECTION_GAP = 34    # 1080p pixels between the rating, the streak and the bests
COLUMN = 470        # 1080p width of the left column
GUTTER = 60         # between it and the chart
INVITE = "Play a daily challenge or a game to start your rating"
INVITE_NOTE = "Your rating, your accuracy day by day and your best days will be drawn here."


@dataclass(frozen=True)
class SkillView:
    """What the page shows, taken from the history when the overlay opens (frozen: the chart
    is cached by it)."""

    rating: float
    results: int
    provisional: bool
    days: tuple[DayPoint, ...]
    streak: int
    longest: int
    bests: PersonalBests


@dataclass(frozen=True)
class SkillBody:
    """The page's words and its chart (None: nothing recorded, the invitation instead)."""

    lines: tuple[Line, ...]
    chart: ChartLayout | None


def tall(size: float, bold: bool = False) -> int:
    """A line's height with its text's shadow (what the layout check measures)."""
    return theme.line_height(size, bold) + theme.px(3)


def skill_view(history: SkillHistory, today: datetime.date) -> SkillView:
    rating = history.rating
    return SkillView(rating.rating, rating.results, rating.provisional, tuple(history.timeline()),
                     history.streak(today), history.longest_streak(), history.bests())


def rating_words(view: SkillView) -> tuple[str, str]:
    """The big figure and the line under it: the rating and what it rests on, or where a
    newcomer starts."""
    if view.results == 0:
        return "Not rated yet", f"You start at {START_RATING:.0f}, the Normal level"
    rests = f"{view.results} result{'s' if view.results != 1 else ''}"
    note = f"Provisional: {rests} so far" if view.provisional else f"From {rests}"
    return f"{view.rating:.0f}", note


def standing_words(rating: float) -> str:
    """Where the rating stands among the computer levels ("Between Normal and Expert")."""
    ordered = sorted(ANCHORS.items(), key=lambda kv: kv[1])
    below = [name for name, value in ordered if value <= rating]
    above = [name for name, value in ordered if value > rating]
    if not below:
        return f"Below the {LEVEL_NAMES[above[0]]} level"
    if not above:
        return f"Above the {LEVEL_NAMES[below[-1]]} level"
    return f"Between {LEVEL_NAMES[below[-1]]} and {LEVEL_NAMES[above[0]]}"


def streak_words(streak: int, longest: int) -> str:
    """"3 days in a row · best 7": the streak of days the day's own challenge was played."""
    if longest == 0:
        return "Play today's challenge to start one"
    best = f"best {longest}"
    if streak == 0:
        return f"None running · {best}"
    return f"{streak} day{'s' if streak != 1 else ''} in a row · {best}"


def best_rows(bests: PersonalBests) -> list[tuple[str, str, str]]:
    """Each personal best: (what, the figure, the day it came), "not yet" while unmeasured."""
    def row(label: str, best: Best | None) -> tuple[str, str, str]:
        return (label, "not yet", "") if best is None else (label, f"{best.value:.0f}", friendly_date(best.date))
    return [row("Hand accuracy", bests.hand_accuracy), row("Game accuracy", bests.game_accuracy),
            row("Challenge matchpoints", bests.matchpoints), row("Highest rating", bests.rating)]


def skill_body(area: pygame.Rect, view: SkillView) -> SkillBody:
    """The left column (rating, streak, bests) and the chart or the invitation beside it."""
    column = min(theme.px(COLUMN), area.w // 3)
    left = pygame.Rect(area.x, area.y, column, area.h)
    right = pygame.Rect(left.right + theme.px(GUTTER), area.y, area.right - left.right - theme.px(GUTTER), area.h)
    for shrink in (1.0, 0.92, 0.85, 0.78, 0.7):   # a big Text size setting: smaller, never past the panel
        lines, bottom = _column(left, view, shrink)
        if bottom <= left.bottom:
            break
    if not view.days:
        return SkillBody(tuple(lines + _invitation(right)), None)
    return SkillBody(tuple(lines), chart_layout(right, view.days))


def _column(area: pygame.Rect, view: SkillView, shrink: float = 1.0) -> tuple[list[Line], int]:
    """The rating, the streak and the bests, top down, each text ``shrink`` times its size (and
    the gaps too); and where the column ends."""
    out: list[Line] = []
    y = area.y

    def add(key: str, text: str, size: float, colour: tuple[int, int, int], bold: bool = False,
            after: int = 0) -> None:
        nonlocal y
        fitted, fitted_size = theme.fitted(text, size * shrink, area.w, bold)
        h = tall(fitted_size, bold)
        out.append(Line(key, fitted, fitted_size, colour, bold, (area.x, y + h // 2), "midleft"))
        y += h + theme.px(after)

    figure, note = rating_words(view)
    add("skill rating label", "Your rating", LABEL, theme.CREAM, after=2)
    add("skill rating", figure, FIGURE if view.results else UNRATED, theme.GOLD_BRIGHT, True, after=2)
    add("skill rating note", note, NOTE, theme.MUTED, after=2)
    if view.results:
        add("skill standing", standing_words(view.rating), NOTE, theme.MUTED)
    y += theme.px(SECTION_GAP * shrink)
    add("skill streak heading", "Daily challenge streak", HEADING, theme.GOLD_BRIGHT, True, after=6)
    add("skill streak", streak_words(view.streak, view.longest), ROW, theme.CREAM)
    y += theme.px(SECTION_GAP * shrink)
    add("skill bests heading", "Personal bests", HEADING, theme.GOLD_BRIGHT, True, after=6)
    gap, row, date_size = theme.px(18), ROW * shrink, DATE * shrink
    for label, value, date in best_rows(view.bests):
        h = tall(row)
        value_w = theme.text_width(value, row, bool(date))
        text, size = theme.fitted(label, row, area.w - value_w - gap)
        centre = y + h // 2
        out.append(Line(f"skill best {label}", text, size, theme.CREAM, False, (area.x, centre), "midleft"))
        out.append(Line(f"skill best {label} figure", value, row, theme.GOLD_BRIGHT if date else theme.MUTED,
                        bool(date), (area.right, centre), "midright"))
        y += h
        if date:
            dh = tall(date_size)
            out.append(Line(f"skill best {label} date", date, date_size, theme.MUTED, False,
                            (area.right, y + dh // 2), "midright"))
            y += dh
        y += theme.px(14 * shrink)
    return out, y - theme.px(14 * shrink)


def _invitation(area: pygame.Rect) -> list[Line]:
    """Nothing recorded yet: what to do to fill the chart, in big words, centred in its place."""
    rows, size = theme.wrap_to_fit(INVITE, HEADING + 6, round(area.w * 0.8), 3, True)
    notes, note_size = theme.wrap_to_fit(INVITE_NOTE, ROW, round(area.w * 0.8), 3)
    big, small = tall(size, True), tall(note_size)
    y = area.centery - (big * len(rows) + theme.px(20) + small * len(notes)) // 2
    out: list[Line] = []
    for i, text in enumerate(rows):
        out.append(Line(f"skill invite {i}", text, size, theme.GOLD_BRIGHT, True, (area.centerx, y + big // 2),
                        "center"))
        y += big
    y += theme.px(20)
    for i, text in enumerate(notes):
        out.append(Line(f"skill invite note {i}", text, note_size, theme.CREAM, False,
                        (area.centerx, y + small // 2), "center"))
        y += small
    return out
