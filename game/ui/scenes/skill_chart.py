"""The skill chart on the statistics overlay: the rating day by day above, the day's accuracy
(hands and games, 0 to 100) below, sharing one line of dates.

``chart_layout`` works out every line, point and word from the days (pure: numbers and
rectangles, tested at every window size); ``draw_chart`` draws that and nothing else. The
computer levels' ratings (``ANCHORS``) are faint dashed lines across the rating chart, named at
its right ("Expert 1500"), so a player sees where they stand among the levels.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from game.profile.rating import ANCHORS
from game.profile.skill_records import DayPoint
from game.ui.kit import theme

AXIS, LEGEND = 24, 28          # 1080p text sizes: the axes' figures and dates, the charts' names
RATING_COLOUR = theme.GOLD_BRIGHT
HAND_COLOUR = (130, 200, 255)   # hands' accuracy: light blue, apart from the gold at a glance
GAME_COLOUR = theme.GREEN_OK    # games' accuracy
GRID_COLOUR = (40, 72, 52)      # faint: the eye finds the figures without reading the grid
ANCHOR_COLOUR = (120, 110, 70)  # fainter than any series
ANCHOR_TEXT = (176, 166, 120)
ANCHOR_REACH = 150.0            # a level this far past the ratings shown still widens the range to show it
RATING_SHARE = 0.56             # of the chart's height, the rest is accuracy's
DOTS_UP_TO = 14                 # every day is a dot while there are this few; past that, the last only
ACCURACY_TICKS = (0.0, 50.0, 100.0)
LEVEL_NAMES = {"random": "Beginner", "easy": "Easy", "normal": "Normal", "expert": "Expert", "master": "Master"}


@dataclass(frozen=True)
class Line:
    """One text of a layout: ``key`` names it for the layout check."""

    key: str
    text: str
    size: float
    colour: tuple[int, int, int]
    bold: bool
    pos: tuple[int, int]
    anchor: str

    def rect(self) -> pygame.Rect:
        return theme.text_rect(self.text, self.size, self.pos, self.colour, self.anchor, self.bold)


Point = tuple[int, int]
Segment = tuple[Point, Point]


@dataclass(frozen=True)
class Series:
    """One line of the chart: its points in order (days without a figure are left out)."""

    name: str
    colour: tuple[int, int, int]
    points: tuple[Point, ...]
    width: int
    dots: tuple[Point, ...]


@dataclass(frozen=True)
class ChartLayout:
    """The two plots, their grids and level lines, the series and every word."""

    rating_plot: pygame.Rect
    accuracy_plot: pygame.Rect
    grid: tuple[Segment, ...]
    anchors: tuple[Segment, ...]          # dashed, faint
    series: tuple[Series, ...]
    swatches: tuple[tuple[pygame.Rect, tuple[int, int, int]], ...]   # the legend's short lines
    lines: tuple[Line, ...]


# ---------------------------------------------------------------------------- pure geometry

def friendly_date(iso: str, year: bool = True) -> str:
    """"2026-12-01" as "1 Dec 2026" (or "1 Dec"): no reader stops to work out which is the month."""
    day = datetime.date.fromisoformat(iso)
    return f"{day.day} {day:%b}" + (f" {day.year}" if year else "")


def nice_step(span: float, most: int = 5) -> float:
    """The smallest round step (1, 2, 2.5 or 5 times a power of ten) giving at most ``most``
    steps over ``span``: gridlines a reader can count in."""
    raw = max(span, 1e-9) / max(1, most)
    power = 10.0 ** math.floor(math.log10(raw))
    return next(m * power for m in (1.0, 2.0, 2.5, 5.0, 10.0) if m * power >= raw - 1e-9)


def rating_range(ratings: Sequence[float], anchors: Mapping[str, float] = ANCHORS,
                 reach: float = ANCHOR_REACH) -> tuple[float, float, float]:
    """(low, high, step) of the rating axis: the ratings with a margin, widened to the nearest
    level below and above when it is within ``reach`` (so "Expert 1500" is on the chart of
    someone at 1450), and rounded out to whole steps."""
    low, high = min(ratings), max(ratings)
    below = [v for v in anchors.values() if low - reach <= v < low]
    above = [v for v in anchors.values() if high < v <= high + reach]
    low, high = max(below, default=low), min(above, default=high)   # the nearest level each way
    margin = max(10.0, 0.08 * (high - low))
    low, high = low - margin, high + margin
    step = nice_step(high - low, 4)
    return math.floor(low / step) * step, math.ceil(high / step) * step, step


def to_y(value: float, low: float, high: float, plot: pygame.Rect) -> int:
    """A value's row in ``plot``: ``high`` at the top, ``low`` at the bottom."""
    share = 0.5 if high <= low else (value - low) / (high - low)
    return round(plot.bottom - share * plot.h)


def to_x(date: str, first: str, last: str, plot: pygame.Rect) -> int:
    """A day's column: by the calendar, so a week away shows as a gap; one day alone sits mid-way."""
    d0, d1 = datetime.date.fromisoformat(first).toordinal(), datetime.date.fromisoformat(last).toordinal()
    if d1 <= d0:
        return plot.centerx
    return round(plot.x + (datetime.date.fromisoformat(date).toordinal() - d0) / (d1 - d0) * plot.w)


def spread(centres: Sequence[float], height: float, top: float, bottom: float) -> list[float]:
    """Label centres moved apart just enough that labels ``height`` high never overlap, kept
    between ``top`` and ``bottom`` where there is room (input in any order, output in the same)."""
    order = sorted(range(len(centres)), key=lambda i: centres[i])
    placed = [float(centres[i]) for i in order]
    for i in range(len(placed)):   # down from the top
        least = top + height / 2 if i == 0 else placed[i - 1] + height
        placed[i] = max(placed[i], least)
    for i in range(len(placed) - 1, -1, -1):   # then up from the bottom
        most = bottom - height / 2 if i == len(placed) - 1 else placed[i + 1] - height
        placed[i] = min(placed[i], most)
    out = [0.0] * len(centres)
    for slot, i in enumerate(order):
        out[i] = placed[slot]
    return out


def dashes(x0: int, x1: int, y: int, dash: int, gap: int) -> list[Segment]:
    """A dashed line from ``x0`` to ``x1`` at ``y``, as segments."""
    out: list[Segment] = []
    x = x0
    while x < x1:
        out.append(((x, y), (min(x + dash, x1), y)))
        x += dash + gap
    return out


def _series(name: str, colour: tuple[int, int, int], width: int, values: Sequence[tuple[str, float | None]],
            first: str, last: str, plot: pygame.Rect, low: float, high: float) -> Series:
    points = tuple((to_x(date, first, last, plot), to_y(value, low, high, plot)) for date, value in values
                   if value is not None)
    dots = points if len(points) <= DOTS_UP_TO else points[-1:]
    return Series(name, colour, points, width, dots)


def chart_layout(area: pygame.Rect, days: Sequence[DayPoint],
                 anchors: Mapping[str, float] = ANCHORS) -> ChartLayout:
    """The chart of ``days`` (at least one) filling ``area``: the rating's plot above, accuracy's
    below, figures on the left, the levels named on the right, the dates underneath."""
    shadow = theme.px(4)   # a text's picture is its line and its shadow
    axis_h, legend_h = theme.line_height(AXIS) + shadow, theme.line_height(LEGEND, True) + shadow
    ratings = [d.rating for d in days if d.rating is not None]
    low, high, step = rating_range(ratings, anchors) if ratings else (1300.0, 1600.0, 100.0)
    ticks = [low + i * step for i in range(round((high - low) / step) + 1)]
    shown = {name: value for name, value in anchors.items() if low <= value <= high}
    left_w = max(theme.text_width(f"{t:.0f}", AXIS) for t in [*ticks, *ACCURACY_TICKS]) + theme.px(14)
    names = {name: f"{LEVEL_NAMES.get(name, name.title())} {value:.0f}" for name, value in shown.items()}
    right_w = max([theme.text_width(text, AXIS) for text in names.values()] + [0]) + theme.px(16)
    gap = theme.px(14)
    room = area.h - 2 * (legend_h + gap) - axis_h - theme.px(24) - theme.px(8)   # 8: the dates' gap
    rating_h = round(room * RATING_SHARE)
    rating_plot = pygame.Rect(area.x + left_w, area.y + legend_h + gap, area.w - left_w - right_w, rating_h)
    top2 = rating_plot.bottom + theme.px(24) + legend_h + gap
    accuracy_plot = pygame.Rect(rating_plot.x, top2, rating_plot.w, room - rating_h)
    inset = theme.px(10)   # dots at the first and last day stay inside the frame
    rating_inner, accuracy_inner = rating_plot.inflate(-2 * inset, 0), accuracy_plot.inflate(-2 * inset, 0)

    lines: list[Line] = []
    grid: list[Segment] = []
    swatches: list[tuple[pygame.Rect, tuple[int, int, int]]] = []
    for key, plot, values, words in (("rating", rating_plot, ticks, [f"{t:.0f}" for t in ticks]),
                                     ("accuracy", accuracy_plot, list(ACCURACY_TICKS),
                                      [f"{t:.0f}" for t in ACCURACY_TICKS])):
        vlow, vhigh = (low, high) if key == "rating" else (0.0, 100.0)
        for value, text in zip(values, words, strict=True):
            y = to_y(value, vlow, vhigh, plot)
            grid.append(((plot.x, y), (plot.right, y)))
            lines.append(Line(f"chart {key} tick {text}", text, AXIS, theme.MUTED, False,
                              (plot.x - theme.px(10), y), "midright"))
    # each chart's name and legend above it, left-aligned
    lines += _legend("rating", [("Your rating", RATING_COLOUR)], (rating_plot.x, area.y + legend_h // 2), swatches)
    lines += _legend("accuracy", [("Accuracy: hands", HAND_COLOUR), ("games", GAME_COLOUR)],
                     (accuracy_plot.x, accuracy_plot.y - gap - legend_h // 2), swatches)
    if not ratings:
        text, size = theme.fitted("Rated once you finish a game or a daily challenge", LEGEND, rating_plot.w)
        lines.append(Line("chart rating none", text, size, theme.MUTED, False, rating_plot.center, "center"))

    anchor_lines: list[Segment] = []
    ordered = sorted(shown.items(), key=lambda kv: kv[1])
    ys = [to_y(value, low, high, rating_plot) for _, value in ordered]
    dash, blank = theme.px(12), theme.px(9)
    for y in ys:
        anchor_lines += dashes(rating_plot.x, rating_plot.right, y, dash, blank)
    placed = spread(ys, axis_h, rating_plot.y - axis_h // 2, rating_plot.bottom + axis_h // 2)
    for (name, _), centre in zip(ordered, placed, strict=True):
        lines.append(Line(f"chart level {name}", names[name], AXIS, ANCHOR_TEXT, False,
                          (rating_plot.right + theme.px(10), round(centre)), "midleft"))

    first, last = days[0].date, days[-1].date
    series = (
        _series("hands", HAND_COLOUR, max(2, theme.px(3)), [(d.date, d.hand_accuracy) for d in days],
                first, last, accuracy_inner, 0.0, 100.0),
        _series("games", GAME_COLOUR, max(2, theme.px(3)), [(d.date, d.game_accuracy) for d in days],
                first, last, accuracy_inner, 0.0, 100.0),
        _series("rating", RATING_COLOUR, max(2, theme.px(5)), [(d.date, d.rating) for d in days],
                first, last, rating_inner, low, high),
    )
    lines += _dates(days, accuracy_inner, accuracy_plot.bottom + theme.px(8))
    return ChartLayout(rating_plot, accuracy_plot, tuple(grid), tuple(anchor_lines), series, tuple(swatches),
                       tuple(lines))


def _legend(key: str, items: list[tuple[str, tuple[int, int, int]]], start: tuple[int, int],
            swatches: list[tuple[pygame.Rect, tuple[int, int, int]]]) -> list[Line]:
    """A chart's name as its legend: each series' short line in its colour, then its words."""
    x, y = start
    out: list[Line] = []
    for i, (text, colour) in enumerate(items):
        swatch = pygame.Rect(x, y - max(2, theme.px(5)) // 2, theme.px(34), max(2, theme.px(5)))
        swatches.append((swatch, colour))
        x = swatch.right + theme.px(10)
        out.append(Line(f"chart {key} legend {i}", text, LEGEND, colour, True, (x, y), "midleft"))
        x += theme.text_width(text, LEGEND, True) + theme.px(28)
    return out


def _dates(days: Sequence[DayPoint], plot: pygame.Rect, top: int) -> list[Line]:
    """The first and the last day under the chart (one day: that day, centred), and the middle
    day when it fits between them without touching either."""
    first, last = days[0].date, days[-1].date
    if first == last:
        return [Line("chart date first", friendly_date(first), AXIS, theme.MUTED, False, (plot.centerx, top),
                     "midtop")]
    out = [Line("chart date first", friendly_date(first), AXIS, theme.MUTED, False, (plot.x, top), "topleft"),
           Line("chart date last", friendly_date(last), AXIS, theme.MUTED, False, (plot.right, top), "topright")]
    middle = days[len(days) // 2].date
    if middle not in (first, last):
        line = Line("chart date middle", friendly_date(middle), AXIS, theme.MUTED, False,
                    (to_x(middle, first, last, plot), top), "midtop")
        room = out[0].rect().inflate(theme.px(40), 0), out[1].rect().inflate(theme.px(40), 0)
        if not any(line.rect().colliderect(r) for r in room):
            out.append(line)
    return out


# ---------------------------------------------------------------------------- drawing

def draw_chart(surface: pygame.Surface, plan: ChartLayout) -> None:
    """Draw the chart as laid out (reads ``plan`` only)."""
    thin = max(1, theme.px(1.5))
    for plot in (plan.rating_plot, plan.accuracy_plot):
        pygame.draw.rect(surface, (14, 38, 24), plot)
    for start, end in plan.grid:
        pygame.draw.line(surface, GRID_COLOUR, start, end, thin)
    for start, end in plan.anchors:
        pygame.draw.line(surface, ANCHOR_COLOUR, start, end, max(1, theme.px(2)))
    for swatch, colour in plan.swatches:
        pygame.draw.rect(surface, colour, swatch)
    for series in plan.series:
        if len(series.points) > 1:
            pygame.draw.lines(surface, series.colour, False, series.points, series.width)
        for dot in series.dots:
            pygame.draw.circle(surface, series.colour, dot, series.width + theme.px(3))
    for line in plan.lines:
        theme.blit_text(surface, line.text, line.size, line.pos, line.colour, line.anchor, line.bold)
