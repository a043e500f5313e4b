"""Fixed-step accumulator, catch-up cap, alpha range and a fake-clock run."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.core.loop import FixedStepLoop


def test_whole_steps_and_alpha() -> None:
    loop = FixedStepLoop(step_seconds=0.01, max_steps_per_frame=10)
    steps, alpha = loop.advance(0.035)
    assert steps == 3
    assert alpha == pytest.approx(0.5)
    steps, alpha = loop.advance(0.005)
    assert steps == 1 and alpha == pytest.approx(0.0, abs=1e-9)
    assert loop.game_time == pytest.approx(0.04)


def test_cap_drops_backlog_but_keeps_fraction() -> None:
    loop = FixedStepLoop(step_seconds=0.01, max_steps_per_frame=5, max_frame_seconds=1.0)
    steps, alpha = loop.advance(0.1234)
    assert steps == 5
    assert loop.dropped_steps == 7
    assert alpha == pytest.approx(0.34, abs=1e-6)
    assert loop.advance(0.0)[0] == 0, "no leftover backlog on the next frame"


def test_huge_frame_is_clamped_and_negative_ignored() -> None:
    loop = FixedStepLoop(step_seconds=0.01, max_steps_per_frame=100, max_frame_seconds=0.25)
    assert loop.advance(30.0)[0] == 25
    steps, alpha = loop.advance(-5.0)
    assert steps == 0 and alpha == pytest.approx(0.0)


def test_invalid_configuration() -> None:
    with pytest.raises(ValueError):
        FixedStepLoop(step_seconds=0.0)
    with pytest.raises(ValueError):
        FixedStepLoop(max_steps_per_frame=0)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(min_value=0.0, max_value=0.5, allow_nan=False), min_size=1, max_size=40))
def test_alpha_always_in_unit_interval_and_time_never_invented(frames: list[float]) -> None:
    loop = FixedStepLoop()
    total_steps = 0
    for frame in frames:
        steps, alpha = loop.advance(frame)
        assert 0 <= steps <= loop.max_steps_per_frame
        assert 0.0 <= alpha < 1.0
        total_steps += steps
    assert total_steps * loop.step_seconds <= sum(frames) + 1e-9
    assert loop.game_time == pytest.approx(total_steps * loop.step_seconds)


class FakeClock:
    def __init__(self, frame: float) -> None:
        self.now = 0.0
        self.frame = frame

    def __call__(self) -> float:
        return self.now

    def tick(self) -> None:
        self.now += self.frame


def test_run_with_fake_clock_calls_update_per_step_and_draw_per_frame() -> None:
    clock = FakeClock(frame=1.0 / 60.0)
    loop = FixedStepLoop(step_seconds=1.0 / 120.0)
    updates: list[float] = []
    draws: list[float] = []
    polls: list[int] = []
    loop.run(updates.append, draws.append, poll_events=lambda: polls.append(1),
             end_frame=clock.tick, clock=clock, max_frames=10)
    assert len(draws) == 10 and len(polls) == 10
    # The first frame measures 0 s; each later one measures 1/60 s = 2 steps.
    assert len(updates) == 18
    assert all(dt == loop.step_seconds for dt in updates)
    assert all(0.0 <= alpha < 1.0 for alpha in draws)
    assert loop.game_time == pytest.approx(18 / 120.0)
    assert not loop.running


def test_stop_from_update_ends_run() -> None:
    clock = FakeClock(frame=0.1)
    loop = FixedStepLoop(step_seconds=0.01)
    calls: list[float] = []

    def update(dt: float) -> None:
        calls.append(dt)
        if len(calls) == 7:
            loop.stop()

    loop.run(update, lambda alpha: None, end_frame=clock.tick, clock=clock, max_frames=100)
    assert len(calls) == 7 and not loop.running


def test_stop_from_event_poll_skips_the_frame() -> None:
    loop = FixedStepLoop()
    draws: list[float] = []
    loop.run(lambda dt: None, draws.append, poll_events=loop.stop, clock=lambda: 0.0)
    assert draws == []
