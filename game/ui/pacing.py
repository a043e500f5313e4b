"""Frame pacing: draw only what changed, and never faster than the screen can show.

Each frame the app asks ``plan_frame`` what to draw: everything (input came, a scene changed,
something is animating), only small "ambient" areas (a pulsing name plate while the table
waits for you), or nothing at all.  ``FrameLimiter`` then sleeps out the rest of the frame,
so a table waiting for the player costs a few percent of a core instead of a whole one.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

DEFAULT_FPS = 60.0
AMBIENT_FPS = 30.0    # pulses and thinking dots need no more
MAX_AMBIENT_RECTS = 4  # more than this many areas: one bounding box is cheaper to redraw


@dataclass(frozen=True)
class FramePlan:
    """What this frame draws: everything, some areas, or nothing."""

    full: bool = False
    rects: tuple[pygame.Rect, ...] = ()

    @property
    def draws(self) -> bool:
        return self.full or bool(self.rects)


NOTHING = FramePlan()
EVERYTHING = FramePlan(full=True)


def merge_rects(rects: Sequence[pygame.Rect], bounds: pygame.Rect) -> tuple[pygame.Rect, ...]:
    """The areas clipped to the window, overlapping ones joined; many become their bounding box."""
    clipped = [r.clip(bounds) for r in rects]
    clipped = [r for r in clipped if r.w > 0 and r.h > 0]
    merged: list[pygame.Rect] = []
    for rect in clipped:
        rect = rect.copy()
        joined = True
        while joined:
            joined = False
            for other in merged:
                if other.colliderect(rect):
                    merged.remove(other)
                    rect.union_ip(other)
                    joined = True
                    break
        merged.append(rect)
    if len(merged) > MAX_AMBIENT_RECTS:
        box = merged[0].unionall(merged[1:])
        return (box,)
    return tuple(merged)


def plan_frame(changed: bool, animating: bool, ambient: Sequence[pygame.Rect], bounds: pygame.Rect,
               ambient_due: bool = True) -> FramePlan:
    """Decide what to draw: all of it after any change or while animating; the ambient areas
    when they are due; otherwise nothing (the last frame is still on screen)."""
    if changed or animating:
        return EVERYTHING
    if ambient and ambient_due:
        rects = merge_rects(ambient, bounds)
        if rects:
            return FramePlan(rects=rects)
    return NOTHING


class FrameLimiter:
    """Sleeps so frames come no faster than ``fps``: vsync is not there to pace a plain window."""

    def __init__(self, fps: float = DEFAULT_FPS, clock: Callable[[], float] = time.perf_counter,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        if not fps > 0:
            raise ValueError(f"frames per second must be positive, not {fps!r}")
        self.period = 1.0 / fps
        self.clock = clock
        self.sleep = sleep
        self._deadline = clock() + self.period

    @property
    def deadline(self) -> float:
        """When this frame's time is up (spare time before it may be used for work ahead)."""
        return self._deadline

    def wait(self) -> float:
        """Sleep until this frame's time is up; the seconds slept.  A late frame does not make
        the next ones hurry (the deadline moves on from now)."""
        now = self.clock()
        slept = 0.0
        if now < self._deadline:
            slept = self._deadline - now
            self.sleep(slept)
            self._deadline += self.period
        else:
            self._deadline = now + self.period
        return slept


class AmbientClock:
    """Says when the ambient areas are due again (``AMBIENT_FPS``), in game time."""

    def __init__(self, fps: float = AMBIENT_FPS) -> None:
        self.period = 1.0 / fps
        self._next = 0.0

    def due(self, now: float) -> bool:
        if now + 1e-9 >= self._next:
            self._next = now + self.period
            return True
        return False
