"""Frame pacing: what a frame draws (everything, some areas, nothing) and how long it sleeps.

Issue 9: "A frame limiter when vsync is not active; when nothing moves and no input comes, the
app redraws nothing (or next to nothing)."
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.ui.core.intents import InputSource, Intent, IntentKind
from game.ui.core.pacing import (
    CLIPPED_PIXEL_COST,
    MAX_RECTS_TO_PAIR,
    NOTHING,
    PASS_COST_SHARE,
    AmbientClock,
    FrameLimiter,
    plan_areas,
)
from game.ui.scenes.scene import Scene
from tests.ui.app_parts import on_top
from tests.ui.harness import AppHarness

SCREEN = pygame.Rect(0, 0, 1920, 1080)


rects = st.builds(pygame.Rect, st.integers(-100, 2000), st.integers(-100, 1200), st.integers(0, 400),
                  st.integers(0, 400))


def test_the_limiter_sleeps_out_the_frame_and_a_late_frame_does_not_hurry_the_next() -> None:
    now = [0.0]
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds
    limiter = FrameLimiter(60.0, clock=lambda: now[0], sleep=sleep)
    now[0] += 0.004                       # a 4 ms frame
    assert limiter.wait() == pytest.approx(1 / 60 - 0.004)
    now[0] += 0.050                       # a slow frame: no sleep, and no catching up after it
    assert limiter.wait() == 0.0
    now[0] += 0.001
    assert limiter.wait() == pytest.approx(1 / 60 - 0.001)
    with pytest.raises(ValueError):
        FrameLimiter(0)


def test_the_ambient_clock_ticks_at_its_rate() -> None:
    clock = AmbientClock(fps=10)
    ticks = [clock.due(t / 100) for t in range(100)]
    assert sum(ticks) == 10 and ticks[0]


def _idle_at_your_turn(h: AppHarness) -> None:
    assert h.run_until(lambda: on_top(h.app, Scene).name in ("auction", "trick") and h.ctx.session.human_to_act()
                       and not on_top(h.app, Scene).animating, 3000)


def test_a_table_waiting_for_you_draws_only_its_pulse_and_input_is_drawn_at_once(app_harness) -> None:
    h = app_harness("--seed", "11", "--speed", "10", size="800x600")
    _idle_at_your_turn(h)
    # Cards that just landed may show quick stand-in rotations, refined over the next frames.
    assert h.run_until(lambda: not h.app.frames.last_plan.full, 30)
    plans = []
    for _ in range(60):
        h.frames(1)
        plans.append(h.app.frames.last_plan)
    assert not any(plan.full for plan in plans), "nothing moves: no full redraws"
    drawn = [plan for plan in plans if plan.rects]
    assert drawn, "your name plate's glow still pulses"
    area = sum(r.w * r.h for plan in drawn for r in plan.rects) / len(drawn)
    assert area < 0.05 * 800 * 600, "only the small pulsing areas are redrawn"
    h.app.dispatch(Intent(IntentKind.MOVE, dx=1, source=InputSource.KEYBOARD))
    h.frames(1)
    plan = h.app.frames.last_plan
    assert plan.rects and not plan.full, "input is answered at once, where the focus moved"


def test_the_app_sleeps_out_each_frame_it_does_not_need(app_harness) -> None:
    """Without vsync pacing the flips, the app's end of frame sleeps to 60 frames a second."""
    h = app_harness("--seed", "11", size="800x600")
    now = [0.0]
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds
    h.app.limiter = FrameLimiter(60.0, clock=lambda: now[0], sleep=sleep)
    for _ in range(5):
        now[0] += 0.002          # each frame's own work
        h.app.end_frame()
    assert not h.app.display.vsync_active
    assert slept == pytest.approx([1 / 60 - 0.002] * 5)


SMALL = pygame.Rect(0, 0, 1000, 1000)


def test_a_moved_card_is_drawn_where_it_is_and_where_it_was_as_one_area() -> None:
    card_now, card_before = pygame.Rect(100, 100, 60, 80), pygame.Rect(90, 95, 60, 80)
    plan = plan_areas([card_now, card_before], SMALL)
    assert not plan.full and plan.rects == (card_now.union(card_before),)
    assert plan_areas([], SMALL) is NOTHING
    halves = [pygame.Rect(0, 0, 1000, 480), pygame.Rect(0, 520, 1000, 480)]
    assert plan_areas(halves, SMALL).full, "as good as the whole window: drawn as one"


@given(st.lists(rects, max_size=20), st.lists(rects, max_size=20))
def test_animated_areas_cover_everything_that_moved_and_cost_less_than_a_full_frame(
        moving: list[pygame.Rect], moved: list[pygame.Rect]) -> None:
    plan = plan_areas(moving + moved, SCREEN)
    if plan.full:
        return
    screen = SCREEN.w * SCREEN.h
    assert len(plan.rects) <= MAX_RECTS_TO_PAIR
    cost = CLIPPED_PIXEL_COST * sum(r.w * r.h for r in plan.rects) + len(plan.rects) * PASS_COST_SHARE * screen
    assert cost < screen * (1 + PASS_COST_SHARE)
    for area in moving + moved:
        visible = area.clip(SCREEN)
        if visible.w and visible.h:
            assert any(r.contains(visible) for r in plan.rects), f"{visible} not redrawn"
    assert not any(a.colliderect(b) for i, a in enumerate(plan.rects) for b in plan.rects[i + 1:])


def test_neighbouring_areas_share_a_pass_when_the_pixels_between_cost_less() -> None:
    left, right = pygame.Rect(100, 100, 100, 100), pygame.Rect(210, 100, 100, 100)
    assert plan_areas([left, right], SCREEN).rects == (left.union(right),)
    far = pygame.Rect(1700, 900, 100, 100)
    assert len(plan_areas([left, far], SCREEN).rects) == 2, "a whole window apart: two passes"


