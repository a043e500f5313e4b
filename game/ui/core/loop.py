"""Fixed-timestep game loop ("Fix Your Timestep!").

The simulation always advances in equal ``step_seconds`` slices so animation
and AI pacing do not depend on the frame rate; drawing happens once per frame
with ``alpha`` (the leftover fraction of a step) for smooth interpolation.
A cap on catch-up steps stops a slow frame from snowballing (the "spiral of
death"): excess whole steps are dropped, the fractional remainder kept.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

_ALPHA_CEILING = math.nextafter(1.0, 0.0)


class FixedStepLoop:
    """Accumulator-driven loop whose ``advance`` is pure arithmetic, so it is testable."""

    def __init__(self, step_seconds: float = 1.0 / 120.0, max_steps_per_frame: int = 5,
                 max_frame_seconds: float = 0.25) -> None:
        if step_seconds <= 0:
            raise ValueError("step_seconds must be positive")
        if max_steps_per_frame < 1:
            raise ValueError("max_steps_per_frame must be at least 1")
        self.step_seconds = step_seconds
        self.max_steps_per_frame = max_steps_per_frame
        # A frame longer than this (debugger pause, window drag) is treated as this long.
        self.max_frame_seconds = max_frame_seconds
        self.accumulator = 0.0
        self.game_time = 0.0
        self.total_steps = 0
        self.dropped_steps = 0
        self.frames = 0
        self.running = False

    def advance(self, frame_seconds: float) -> tuple[int, float]:
        """Bank ``frame_seconds`` of real time; return (steps to simulate, alpha in [0, 1))."""
        frame_seconds = min(max(0.0, frame_seconds), self.max_frame_seconds)
        self.accumulator += frame_seconds
        # The epsilon keeps a frame of exactly N steps (60 Hz vsync, 120 Hz step)
        # from counting N-1 because of binary rounding, which would cause judder.
        due = int((self.accumulator + self.step_seconds * 1e-7) // self.step_seconds)
        self.accumulator -= due * self.step_seconds
        if self.accumulator < 0.0:  # float rounding can leave a tiny negative
            self.accumulator = 0.0
        steps = min(due, self.max_steps_per_frame)
        self.dropped_steps += due - steps
        self.total_steps += steps
        self.game_time = self.total_steps * self.step_seconds
        alpha = min(self.accumulator / self.step_seconds, _ALPHA_CEILING)
        return steps, alpha

    def reset(self) -> None:
        """Forget banked time (e.g. after loading), keeping game_time."""
        self.accumulator = 0.0

    def stop(self) -> None:
        """Ask ``run`` to return after the current step/frame."""
        self.running = False

    def run(self, update: Callable[[float], None], draw: Callable[[float], None], *,
            poll_events: Callable[[], None] | None = None,
            end_frame: Callable[[], None] | None = None,
            clock: Callable[[], float] = time.perf_counter,
            max_frames: int | None = None) -> None:
        """Run until ``stop()`` (or ``max_frames``, for tests and benchmarks).

        Per frame: ``poll_events()``; ``update(step_seconds)`` for each due step;
        ``draw(alpha)`` once; ``end_frame()`` (flip the display / pace the frame).
        ``clock`` returns seconds and is injected so tests can drive fake time.
        """
        self.running = True
        previous = clock()
        while self.running:
            if max_frames is not None and self.frames >= max_frames:
                break
            now = clock()
            frame_seconds, previous = now - previous, now
            if poll_events is not None:
                poll_events()
                if not self.running:
                    break
            steps, alpha = self.advance(frame_seconds)
            for _ in range(steps):
                update(self.step_seconds)
                if not self.running:
                    return
            draw(alpha)
            if end_frame is not None:
                end_frame()
            self.frames += 1
        self.running = False

    def fake_clock(self) -> Callable[[], float]:
        """A clock that moves one capped frame of game time per call: tests, tools and screenshots
        run whole frames without waiting (``--fast-clock``)."""
        now = [0.0]

        def clock() -> float:
            now[0] += self.step_seconds * self.max_steps_per_frame
            return now[0]
        return clock

    def fixed_frame(self, update: Callable[[float], None], draw: Callable[[float], None],
                    poll_events: Callable[[], None], steps: int = 2, alpha: float = 0.5) -> None:
        """One frame without a clock: input, ``steps`` fixed updates, a draw (a 60 Hz frame is two
        steps); benchmarks and tests time or inspect frames this way."""
        poll_events()
        for _ in range(steps):
            update(self.step_seconds)
            self.game_time += self.step_seconds
        draw(alpha)
