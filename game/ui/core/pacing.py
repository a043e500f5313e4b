"""Frame pacing: draw only what changed, and never faster than the screen can show.

``plan_animation`` turns the areas that changed (``game.ui.core.picture.changed_areas``) into a
frame's plan: a few areas, joined where one pass costs less than two, or everything when they
cover most of the window.  ``FrameLimiter`` then sleeps out the rest of the frame, so a table
waiting for the player costs a few percent of a core instead of a whole one; ``AmbientClock``
says when a still picture is looked at again (a pulsing plate, thinking dots).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

DEFAULT_FPS = 60.0
AMBIENT_FPS = 30.0    # pulses and thinking dots need no more
# Each area is one pass playing the recording back (``picture.replay``): the operations that
# reach it, a few dozen, their Python a small share of a frame (about what redrawing a
# twenty-fifth of the window costs).  Two areas are drawn as one when the pixels their union adds
# cost less than the pass it saves.
PASS_COST_SHARE = 0.04
# Where a whole-window picture lies beneath (the table's still layer, an overlay's backdrop), a
# pixel redrawn in an area costs more than one redrawn with the whole window: the picture is
# copied row by row within an area but in one sweep whole (measured: 70% of a 1080p window
# 0.71 ms, all of it 0.30 ms; at 4K half of it 1.59 ms, all of it 1.72 ms).  Past about half the
# window, all of it is drawn then.
CLIPPED_PIXEL_COST = 1.8
MAX_RECTS_TO_PAIR = 16      # more areas than this are not worth pairing up: one bounding box


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


def _join_overlapping(rects: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    merged: list[pygame.Rect] = []
    for rect in rects:
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
    return merged


def _pair_up(rects: list[pygame.Rect], limit: int, worth: int = -1) -> list[pygame.Rect]:
    """Join the two areas whose union adds least until ``limit`` remain, and then while the
    pixels a union adds are fewer than ``worth`` (few areas, little waste)."""
    while len(rects) > 1:
        best: tuple[int, int, int] | None = None
        for i in range(len(rects)):
            for j in range(i + 1, len(rects)):
                union = rects[i].union(rects[j])
                waste = union.w * union.h - rects[i].w * rects[i].h - rects[j].w * rects[j].h
                if best is None or waste < best[0]:
                    best = (waste, i, j)
        assert best is not None
        waste, i, j = best
        if len(rects) <= limit and waste >= worth:
            break
        joined = rects[i].union(rects[j])
        rects = _join_overlapping([r for k, r in enumerate(rects) if k not in (i, j)] + [joined])
    return rects


def plan_areas(areas: Sequence[pygame.Rect], bounds: pygame.Rect, whole_beneath: bool = True) -> FramePlan:
    """The frame's plan for the areas that changed: nothing, those areas (overlapping ones
    joined, and neighbours joined while one pass costs less than two), or everything when
    redrawing them would cost more than redrawing the window (``whole_beneath``: a
    whole-window picture lies beneath, and costs more a pixel in areas)."""
    screen = bounds.w * bounds.h
    pass_pixels = round(PASS_COST_SHARE * screen)   # what one more pass costs, in pixels drawn
    clipped = [r.clip(bounds) for r in areas]
    rects = _join_overlapping([r for r in clipped if r.w > 0 and r.h > 0])
    if not rects:
        return NOTHING
    if len(rects) > MAX_RECTS_TO_PAIR:
        rects = [rects[0].unionall(rects[1:])]
    rects = _pair_up(rects, MAX_RECTS_TO_PAIR, pass_pixels)
    pixel_cost = CLIPPED_PIXEL_COST if whole_beneath else 1.0
    cost = len(rects) * pass_pixels + pixel_cost * sum(r.w * r.h for r in rects)
    if cost >= pass_pixels + screen:
        return EVERYTHING
    return FramePlan(rects=tuple(rects))


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
