"""Frame pacing: draw only what changed, and never faster than the screen can show.

Each frame the app asks ``plan_frame`` what to draw: everything (input came, a scene changed,
something is animating), only small "ambient" areas (a pulsing name plate while the table
waits for you), or nothing at all.  ``FrameLimiter`` then sleeps out the rest of the frame,
so a table waiting for the player costs a few percent of a core instead of a whole one.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass

import pygame

DEFAULT_FPS = 60.0
AMBIENT_FPS = 30.0    # pulses and thinking dots need no more
MAX_AMBIENT_RECTS = 4  # more than this many areas: one bounding box is cheaper to redraw
# While cards fly, each area is one clipped pass over the scene: the scene's Python (0.3-0.5 ms)
# plus the pixels.  Measured at 4K, a pass costs about what redrawing a tenth of the window does
# (a full redraw 4.6 ms, a pass over a tiny area 0.4 ms); at 1080p, about a fifth.  Two areas are
# drawn as one when the pixels their union adds cost less than the pass it saves.
PASS_COST_SHARE = 0.12
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


def merge_rects(rects: Sequence[pygame.Rect], bounds: pygame.Rect,
                limit: int = MAX_AMBIENT_RECTS) -> tuple[pygame.Rect, ...]:
    """The areas clipped to the window, overlapping ones joined; past ``limit``, the closest
    neighbours are joined (or, when there are very many, all become their bounding box)."""
    clipped = [r.clip(bounds) for r in rects]
    merged = _join_overlapping([r for r in clipped if r.w > 0 and r.h > 0])
    if len(merged) > max(limit, MAX_RECTS_TO_PAIR) or (len(merged) > limit and limit <= 1):
        return (merged[0].unionall(merged[1:]),)
    if len(merged) > limit:
        merged = _pair_up(merged, limit)
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


def layout_changes(before: Mapping[Hashable, tuple[pygame.Rect, Hashable]],
                   now: Mapping[Hashable, tuple[pygame.Rect, Hashable]]) -> list[pygame.Rect]:
    """The areas to redraw between two layouts (name -> (where, how it looks)): for every item
    that came, went, moved or changed its look, where it was and where it is."""
    rects = []
    for key in before.keys() | now.keys():
        old, new = before.get(key), now.get(key)
        if old != new:
            rects += [item[0] for item in (old, new) if item is not None]
    return rects


def plan_animation(moving: Sequence[pygame.Rect] | None, moved: Sequence[pygame.Rect] | None,
                   bounds: pygame.Rect) -> FramePlan:
    """While things move: redraw where they are now (``moving``) and where they were drawn last
    frame (``moved``, so the old picture is wiped), when the scene can say where; all of it when
    it cannot (None) or when the areas cover most of the window anyway."""
    if moving is None or moved is None:
        return EVERYTHING
    screen = bounds.w * bounds.h
    pass_pixels = round(PASS_COST_SHARE * screen)   # what one more pass costs, in pixels drawn
    clipped = [r.clip(bounds) for r in [*moving, *moved]]
    rects = _join_overlapping([r for r in clipped if r.w > 0 and r.h > 0])
    if not rects:
        return NOTHING
    if len(rects) > MAX_RECTS_TO_PAIR:
        rects = [rects[0].unionall(rects[1:])]
    rects = _pair_up(rects, MAX_RECTS_TO_PAIR, pass_pixels)
    cost = len(rects) * pass_pixels + sum(r.w * r.h for r in rects)
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
