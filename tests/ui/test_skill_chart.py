"""The skill chart's geometry (issue 42: "Statistics shows rating and accuracy over time as a
chart"): days to pixels by the calendar, a rating axis that shows the nearby levels, level names
that never sit on one another, and every word inside the chart's area at every window size."""

from __future__ import annotations

import datetime
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.profile.rating import ANCHORS
from game.profile.skill_records import DayPoint
from game.ui.core.geometry import ui_scale
from game.ui.kit import theme
from game.ui.scenes.skill_chart import (
    ChartLayout,
    chart_layout,
    dashes,
    friendly_date,
    nice_step,
    rating_range,
    spread,
    to_x,
    to_y,
)
from tests.ui.layout_check import assert_inside_apart_and_readable

pytestmark = pytest.mark.usefixtures("fresh_fonts")   # see tests/ui/conftest.py

SIZES = [(1024, 576), (1280, 720), (1920, 1080), (3840, 2160)]
PLOT = pygame.Rect(100, 50, 400, 200)


def days(count: int, start: str = "2026-11-01", gap: int = 1) -> list[DayPoint]:
    first = datetime.date.fromisoformat(start)
    return [DayPoint((first + datetime.timedelta(days=i * gap)).isoformat(), 1400.0 + 3 * i,
                     50.0 + i % 40, 60.0 if i % 3 == 0 else None) for i in range(count)]


def test_friendly_dates_name_the_month() -> None:
    assert friendly_date("2026-12-01") == "1 Dec 2026"
    assert friendly_date("2027-01-15", year=False) == "15 Jan"


@pytest.mark.parametrize(("span", "most", "step"), [(100, 4, 25), (180, 4, 50), (37, 5, 10), (1000, 5, 200),
                                                    (3, 5, 1)])
def test_steps_are_round_and_few(span: float, most: int, step: float) -> None:
    assert nice_step(span, most) == pytest.approx(step)
    assert span / nice_step(span, most) <= most


def test_the_rating_axis_reaches_the_nearest_level_each_way() -> None:
    """Someone at 1420-1440 sees Normal 1447 above and Easy 1360 below; Beginner 602, far
    below, does not squash the chart."""
    low, high, step = rating_range([1420.0, 1440.0])
    assert low <= ANCHORS["easy"] and high >= ANCHORS["normal"]
    assert low > ANCHORS["random"], "a level far away does not stretch the axis"
    assert low % step == 0 and high % step == 0
    low, high, _ = rating_range([1500.0])   # one day: still a range, round about it
    assert low < 1500.0 < high


def test_values_and_days_to_pixels() -> None:
    assert to_y(100, 0, 100, PLOT) == PLOT.top and to_y(0, 0, 100, PLOT) == PLOT.bottom
    assert to_y(50, 0, 100, PLOT) == PLOT.centery
    assert to_x("2026-11-01", "2026-11-01", "2026-11-11", PLOT) == PLOT.left
    assert to_x("2026-11-11", "2026-11-01", "2026-11-11", PLOT) == PLOT.right
    assert to_x("2026-11-06", "2026-11-01", "2026-11-11", PLOT) == PLOT.centerx, "by the calendar, not by count"
    assert to_x("2026-11-01", "2026-11-01", "2026-11-01", PLOT) == PLOT.centerx, "one day alone sits mid-way"


def test_labels_are_spread_apart_and_kept_inside() -> None:
    placed = spread([100, 104, 98, 300], 20, 50, 305)
    ordered = sorted(placed)
    assert all(b - a >= 20 - 1e-9 for a, b in zip(ordered, ordered[1:], strict=False))
    assert placed[3] <= 305 - 10, "the last stays above the bottom"
    assert spread([10, 400], 20, 0, 500) == [10.0, 400.0], "labels already apart stay where they are"


def test_dashes_cover_the_line_and_leave_gaps() -> None:
    parts = dashes(0, 100, 7, 12, 8)
    assert parts == [((0, 7), (12, 7)), ((20, 7), (32, 7)), ((40, 7), (52, 7)), ((60, 7), (72, 7)),
                     ((80, 7), (92, 7))]
    assert dashes(0, 30, 0, 12, 8)[-1] == ((20, 0), (30, 0)), "the last dash stops at the end"


def laid_out(size: tuple[int, int], points: list[DayPoint]) -> tuple[pygame.Rect, ChartLayout]:
    theme.configure(ui_scale(size), size[1])
    area = pygame.Rect(theme.px(500), theme.px(150), size[0] - theme.px(600), size[1] - theme.px(300))
    return area, chart_layout(area, points)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("count", [1, 2, 40, 400])
def test_every_word_of_the_chart_is_inside_apart_and_readable(size: tuple[int, int], count: int) -> None:
    with theme.listening_for_cuts() as cuts:
        area, plan = laid_out(size, days(count))
    assert cuts == []
    assert_inside_apart_and_readable([(line.key, line.rect()) for line in plan.lines], area, size)
    for series in plan.series:
        plot = plan.rating_plot if series.name == "rating" else plan.accuracy_plot
        assert all(plot.collidepoint(p) for p in series.points), f"{series.name} leaves its plot"


def test_the_series_follow_the_days() -> None:
    """The rating line rises with the rating; a day with no game has no point on the games' line;
    the level lines named are the levels in the axis' range, with their ratings."""
    points = days(10)
    _, plan = laid_out((1920, 1080), points)
    series = {s.name: s for s in plan.series}
    ys = [y for _, y in series["rating"].points]
    assert len(ys) == 10 and ys == sorted(ys, reverse=True), "a rising rating goes up the screen"
    assert len(series["games"].points) == sum(p.game_accuracy is not None for p in points)
    xs = [x for x, _ in series["hands"].points]
    assert xs == sorted(xs) and xs[0] < xs[-1]
    words = {line.key: line.text for line in plan.lines}
    assert words["chart level normal"] == "Normal 1447" and words["chart level easy"] == "Easy 1360"
    assert "chart level random" not in words
    assert words["chart date first"] == "1 Nov 2026" and words["chart date last"] == "10 Nov 2026"


def test_days_before_the_first_rated_result_leave_the_rating_line_empty() -> None:
    points = [DayPoint("2026-11-01", None, 70.0, None), DayPoint("2026-11-02", None, 72.0, None)]
    _, plan = laid_out((1280, 720), points)
    series = {s.name: s for s in plan.series}
    assert series["rating"].points == () and len(series["hands"].points) == 2
    assert any(line.key == "chart rating none" for line in plan.lines), "the empty rating chart says why"
