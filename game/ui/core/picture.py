"""What a frame shows, found out from the drawing itself: one redraw mechanism no scene can get wrong.

Each frame the scenes draw onto a ``Recorder``, a stand-in for the window that keeps every
blit, fill and ``pygame.draw`` call (with where it lands) instead of touching pixels.  Two
recordings compared (``changed_areas``) give the areas whose pixels may differ: an operation
that came, went, moved, changed or changed places in the drawing order marks where it was and
where it is.  The frame then plays the recording back onto the window in just those areas
(``replay``), so the scenes' Python runs once a frame however many areas change.

A scene reports nothing by hand: whatever it draws is in the recording.  The one thing a
recording cannot see is a picture redrawn in place (a kept buffer such as the table's still
layer): its owner says so with ``repainted(surface, area)``, and blits of it count as new
there (the whole blit when the area is not said, or too many repaints ago to remember).
``tests/ui/test_redraw_pixels.py`` draws every scene after every kind of change and compares
the window with a full redraw, pixel for pixel.  ``game.ui.core.draw_calls`` makes a recording:
the ``pygame.draw`` and scaling calls kept while the scenes draw onto a recorder.
"""

from __future__ import annotations

import difflib
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

Key = tuple[Any, ...]

REPAINTS_KEPT = 32   # the areas of this many repaints of a picture are remembered


@dataclass
class Repaints:
    """How often a kept picture was drawn over in place, and where, lately."""

    count: int = 0
    areas: list[tuple[int, pygame.Rect | None]] = field(default_factory=list)   # (count after, where)

    def since(self, version: int, now: int) -> list[pygame.Rect] | None:
        """Where the picture was drawn over after ``version`` up to ``now`` (None: anywhere)."""
        if not self.areas or self.areas[0][0] > version + 1:
            return None
        found: list[pygame.Rect] = []
        for count, area in self.areas:
            if version < count <= now:
                if area is None:
                    return None
                found.append(area)
        return found


# The kept pictures drawn over in place, by id (a lookup by id is what each blit recorded costs;
# the weak reference tells a picture from a later one given the same id).
_versions: dict[int, tuple[weakref.ref[pygame.Surface], Repaints]] = {}


def _repaints(surface: pygame.Surface) -> Repaints | None:
    entry = _versions.get(id(surface))
    return entry[1] if entry is not None and entry[0]() is surface else None


def repainted(surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
    """``surface`` was drawn on in place (a kept buffer), within ``area`` (None: anywhere):
    blits of it show something new there."""
    repaints = _repaints(surface)
    if repaints is None:
        repaints = Repaints()
        _versions[id(surface)] = (weakref.ref(surface), repaints)
    repaints.count += 1
    repaints.areas.append((repaints.count, None if area is None else pygame.Rect(area)))
    del repaints.areas[:-REPAINTS_KEPT]


def version_of(surface: pygame.Surface) -> int:
    """How often ``surface`` was drawn over in place (0: never)."""
    repaints = _repaints(surface)
    return 0 if repaints is None else repaints.count


@dataclass(slots=True)
class Op:
    """One drawing operation: its identity (``key``), the window area it may change, the clip it
    was drawn under, and how to do it again on a real surface."""

    key: Key
    bounds: pygame.Rect
    clip: pygame.Rect
    run: Callable[[pygame.Surface], object]
    picture: pygame.Surface | None = None   # a blit's picture (the whole one, for a part of it)
    version: int = 0                         # how often that picture had been redrawn in place
    origin: tuple[int, int] = (0, 0)         # where the picture's top left corner lands
    shown: bool = False                      # already on the window this frame: not played back


@dataclass
class Recording:
    """A frame's drawing, in order; ``keys`` and ``areas`` side by side for fast comparison."""

    size: tuple[int, int]
    ops: list[Op] = field(default_factory=list)
    keys: list[Key] = field(default_factory=list)   # each op's key, with its picture's version

    def add(self, op: Op) -> None:
        self.ops.append(op)
        self.keys.append(op.key if op.picture is None else (*op.key, op.version))


class Recorder(pygame.Surface):
    """Stands in for the window while the scenes draw (see the module docstring).  It has the
    window's size and clip; ``stands_for`` is the real window, still showing the last frame."""

    def __init__(self, size: tuple[int, int], stands_for: pygame.Surface | None = None,
                 offset: tuple[int, int] = (0, 0), recording: Recording | None = None) -> None:
        super().__init__((1, 1))
        self._size = (int(size[0]), int(size[1]))
        self._offset = offset
        self._clip = pygame.Rect((0, 0), self._size)
        self.stands_for = stands_for
        self.recording = recording if recording is not None else Recording(self._size)

    # -- what drawing code asks of a surface ------------------------------------------------

    def get_size(self) -> tuple[int, int]:
        return self._size

    def get_width(self) -> int:
        return self._size[0]

    def get_height(self) -> int:
        return self._size[1]

    def get_rect(self, **placed: Any) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self._size)
        for name, value in placed.items():
            setattr(rect, name, value)
        return rect

    def get_clip(self) -> pygame.Rect:
        return self._clip.copy()

    def set_clip(self, rect: Any = None) -> None:
        whole = pygame.Rect((0, 0), self._size)
        self._clip = whole if rect is None else pygame.Rect(rect).clip(whole)

    def subsurface(self, *rect: Any) -> Recorder:
        area = pygame.Rect(*rect)
        child = Recorder(area.size, self.stands_for, (self._offset[0] + area.x, self._offset[1] + area.y),
                         self.recording)
        return child

    def get_offset(self) -> tuple[int, int]:
        return self._offset

    # -- drawing: kept, not done -------------------------------------------------------------

    def _window_clip(self) -> pygame.Rect:
        return self._clip.move(self._offset)

    def record(self, key: Key, local_bounds: pygame.Rect, run: Callable[[pygame.Surface], object],
               picture: pygame.Surface | None = None, version: int = 0,
               origin: tuple[int, int] = (0, 0)) -> pygame.Rect:
        """Keep one operation; the part of ``local_bounds`` it may change (as pygame returns)."""
        ox, oy = self._offset
        if ox or oy:
            clip = self._window_clip()
            bounds = local_bounds.move(ox, oy).clip(clip)
        else:   # the window itself (the usual case): no moving to and fro
            clip = self._clip
            bounds = local_bounds.clip(clip)
        if bounds.w > 0 and bounds.h > 0:
            self.recording.add(Op((*key, bounds.x, bounds.y, bounds.w, bounds.h), bounds, clip, run, picture,
                                  version, origin))
        return bounds.move(-ox, -oy)

    def mark_shown(self) -> None:
        """The operation just recorded is on the window already (its owner drew it there while
        it was being recorded): this frame does not play it back, later ones do as usual."""
        if self.recording.ops:
            self.recording.ops[-1].shown = True

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None, special_flags: int = 0) -> pygame.Rect:
        if isinstance(dest, pygame.Rect):
            x, y = dest.x, dest.y
        else:
            x, y = int(dest[0]), int(dest[1])
        if area is not None:
            area = pygame.Rect(area)
            local = area.clip(source.get_rect())
            size = local.size
            x += local.x - area.x
            y += local.y - area.y
            area = local
        else:
            size = source.get_size()
        parent = source.get_parent()
        picture = source if parent is None else parent   # a view into a picture: known by the picture
        inside = (0, 0) if parent is None else source.get_offset()
        alpha = source.get_alpha()
        ox, oy = self._offset
        at = (x + ox, y + oy)
        corner = at if area is None else (at[0] - area.x, at[1] - area.y)
        corner = (corner[0] - inside[0], corner[1] - inside[1])
        frozen_area = None if area is None else (area.x, area.y, area.w, area.h)

        def run(surface: pygame.Surface) -> None:
            now = source.get_alpha()
            if now != alpha:   # faded for that one blit, as drawn (the picture is shared)
                source.set_alpha(alpha)
                surface.blit(source, at, area, special_flags)
                source.set_alpha(now)
            else:
                surface.blit(source, at, area, special_flags)
        return self.record(("blit", id(picture), inside, source.get_size(), alpha, frozen_area, special_flags),
                           pygame.Rect((x, y), size), run, picture, version_of(picture), corner)

    def blits(self, blit_sequence: Any, doreturn: Any = True) -> Any:
        rects = [self.blit(*item) for item in blit_sequence]
        return rects if doreturn else None

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        local = self.get_rect() if rect is None else pygame.Rect(rect)
        colour = tuple(pygame.Color(color)) if not isinstance(color, int) else color
        where = local.move(self._offset)

        def run(surface: pygame.Surface) -> None:
            surface.fill(colour, where, special_flags)
        return self.record(("fill", colour, special_flags), local, run)


# ---------------------------------------------------------------------- pygame.draw, recorded

def changed_areas(before: Recording | None, now: Recording) -> list[pygame.Rect] | None:
    """Where the pixels of ``now`` may differ from those of ``before`` (None: everywhere, as when
    nothing was drawn before or the size changed): each operation that is not in both, in the
    same order, where it was and where it is."""
    if before is None or before.size != now.size:
        return None
    old, new = before.keys, now.keys
    if old == new:
        return []
    whole = now.size[0] * now.size[1]
    areas: list[pygame.Rect] = []
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        gone: dict[Key, list[Op]] = {}   # by what they draw, but for their pictures' versions
        for was in before.ops[i1:i2]:
            gone.setdefault(was.key, []).append(was)
        for op in now.ops[j1:j2]:
            kept = gone.get(op.key) if op.picture is not None else None
            if kept:   # the same blit of a picture drawn over in part: where it was drawn over
                areas += _repainted_areas(kept.pop(0), op)
            else:
                areas.append(op.bounds)
        areas += [was.bounds for ops in gone.values() for was in ops]
        if any(area.w * area.h >= whole for area in areas):
            return [pygame.Rect((0, 0), now.size)]   # the whole window (a new screen): no need to look further
    return areas


def _repainted_areas(was: Op, op: Op) -> list[pygame.Rect]:
    """Where a blit of a picture redrawn in place changed: its repaints since, as they land."""
    assert op.picture is not None
    repaints = _repaints(op.picture)
    found = None if repaints is None else repaints.since(was.version, op.version)
    if found is None:
        return [op.bounds]
    return [clipped for area in found
            if (clipped := area.move(op.origin).clip(op.bounds)).w > 0 and clipped.h > 0]


def replay(recording: Recording, surface: pygame.Surface, areas: Sequence[pygame.Rect] | None = None) -> None:
    """Draw ``recording`` onto ``surface``: all of it, or only within ``areas``."""
    ops = recording.ops
    window = surface.get_rect()
    if areas is None:
        for op in ops:
            if not op.shown:
                surface.set_clip(op.clip)
                op.run(surface)
        surface.set_clip(None)
        _shown_once(ops)
        return
    bounds = [op.bounds for op in ops]
    for area in areas:
        area = area.clip(window)
        if area.w <= 0 or area.h <= 0:
            continue
        for index in area.collidelistall(bounds):
            op = ops[index]
            if not op.shown:
                surface.set_clip(area.clip(op.clip))
                op.run(surface)
    surface.set_clip(None)
    _shown_once(ops)


def _shown_once(ops: list[Op]) -> None:
    for op in ops:
        op.shown = False
