"""A small vector toolkit for the drawn-in-code art: curves, patches and a unit-space pen.

The court figures, card backs and portraits are designed in a unit box (x across, y down) and
drawn by a ``Pen`` that maps that box onto a pixel rectangle of a supersampled surface, so one
design serves every card size.  Garments are ``Patch``es (a left and a right edge sampled top to
bottom) because stripes, chequers and dots can then be laid inside them by interpolation, with
no clipping masks: flat colours with fine black outlines, the way printed courts are made.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

import pygame

Point = tuple[float, float]
RGB = tuple[int, int, int]
INK = (22, 20, 26)


def lerp(a: Point, b: Point, t: float) -> Point:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 10) -> list[Point]:
    """A cubic Bézier curve as ``steps + 1`` points, ends included."""
    points = []
    for index in range(steps + 1):
        t = index / steps
        u = 1 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        points.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                       a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return points


def curve(p0: Point, control: Point, p1: Point, steps: int = 8) -> list[Point]:
    """A quadratic Bézier curve (one control point) as ``steps + 1`` points."""
    points = []
    for index in range(steps + 1):
        t = index / steps
        u = 1 - t
        points.append((u * u * p0[0] + 2 * u * t * control[0] + t * t * p1[0],
                       u * u * p0[1] + 2 * u * t * control[1] + t * t * p1[1]))
    return points


def arc(centre: Point, rx: float, ry: float, start_deg: float, end_deg: float,
        steps: int = 16) -> list[Point]:
    """Points on an ellipse from ``start_deg`` to ``end_deg`` (0° = right, 90° = down)."""
    points = []
    for index in range(steps + 1):
        angle = math.radians(start_deg + (end_deg - start_deg) * index / steps)
        points.append((centre[0] + rx * math.cos(angle), centre[1] + ry * math.sin(angle)))
    return points


def ellipse(centre: Point, rx: float, ry: float, steps: int = 24) -> list[Point]:
    return arc(centre, rx, ry, 0, 360, steps)[:-1]


def mirrored(points: Sequence[Point], axis_x: float = 0.5) -> list[Point]:
    """The same points reflected across the vertical line ``x = axis_x``, order reversed."""
    return [(2 * axis_x - x, y) for x, y in reversed(points)]


def resample(points: Sequence[Point], count: int) -> list[Point]:
    """``count`` points evenly spaced by arc length along a polyline."""
    lengths = [0.0]
    for a, b in pairwise(points):
        lengths.append(lengths[-1] + math.dist(a, b))
    total = lengths[-1] or 1.0
    result, segment = [], 0
    for index in range(count):
        target = total * index / max(1, count - 1)
        while segment < len(points) - 2 and lengths[segment + 1] < target:
            segment += 1
        span = (lengths[segment + 1] - lengths[segment]) or 1.0
        result.append(lerp(points[segment], points[segment + 1], (target - lengths[segment]) / span))
    return result


@dataclass(frozen=True)
class Patch:
    """A garment piece between two edges, each sampled from top to bottom.

    ``at(s, t)`` is the point ``s`` of the way across (0 = left edge) and ``t`` of the way
    down, so decorations fall inside the piece by construction."""

    left: tuple[Point, ...]
    right: tuple[Point, ...]

    @classmethod
    def between(cls, left: Sequence[Point], right: Sequence[Point], samples: int = 16) -> Patch:
        return cls(tuple(resample(left, samples)), tuple(resample(right, samples)))

    def _edge(self, edge: tuple[Point, ...], t: float) -> Point:
        position = min(max(t, 0.0), 1.0) * (len(edge) - 1)
        index = min(int(position), len(edge) - 2)
        return lerp(edge[index], edge[index + 1], position - index)

    def at(self, s: float, t: float) -> Point:
        return lerp(self._edge(self.left, t), self._edge(self.right, t), s)

    def outline(self) -> list[Point]:
        return [*self.left, *reversed(self.right)]

    def region(self, s0: float, s1: float, t0: float, t1: float, steps: int = 6) -> list[Point]:
        """The sub-piece between fractions ``s0..s1`` across and ``t0..t1`` down."""
        down = [t0 + (t1 - t0) * i / steps for i in range(steps + 1)]
        return ([self.at(s0, t) for t in down] + [self.at(s1, t) for t in reversed(down)])

    def sub(self, s0: float, s1: float, t0: float = 0.0, t1: float = 1.0, steps: int = 10) -> Patch:
        down = [t0 + (t1 - t0) * i / steps for i in range(steps + 1)]
        return Patch(tuple(self.at(s0, t) for t in down), tuple(self.at(s1, t) for t in down))


class Pen:
    """Draws unit-box shapes into ``rect`` of ``surface``: x and y both scale by the rect's width
    (so shapes keep their proportions), y measured from the rect's top; ``flip`` mirrors x."""

    def __init__(self, surface: pygame.Surface, rect: pygame.Rect | tuple[float, ...],
                 flip: bool = False, line: float = 0.008, line_scale: float = 1.0) -> None:
        self.surface = surface
        self.left, self.top, self.width = float(rect[0]), float(rect[1]), float(rect[2])
        self.flip = flip
        self.line_scale = line_scale      # stroke widths are multiplied by this (see ``zoomed``)
        self.line_px = max(1, round(line * self.width * line_scale))

    def zoomed(self, factor: float, source: Point, target: Point) -> Pen:
        """A pen drawing ``factor`` times larger, mapping unit point ``source`` onto ``target``;
        its lines keep this pen's thickness, so a scaled-up head is not drawn in heavier ink."""
        width = self.width * factor
        left = self.left + target[0] * self.width - source[0] * width
        if self.flip:   # mirror about the box's centre: keep x = 1 - target
            left = self.left + (1 - target[0]) * self.width - (1 - source[0]) * width
        top = self.top + target[1] * self.width - source[1] * width
        return Pen(self.surface, (left, top, width), self.flip, line_scale=self.line_scale / factor)

    def px(self, point: Point) -> tuple[float, float]:
        x = 1.0 - point[0] if self.flip else point[0]
        return self.left + x * self.width, self.top + point[1] * self.width

    def size(self, units: float) -> float:
        return units * self.width

    def fill(self, points: Sequence[Point], colour: RGB | tuple[int, int, int, int]) -> None:
        if len(points) >= 3:
            pygame.draw.polygon(self.surface, colour, [self.px(p) for p in points])

    def stroke(self, points: Sequence[Point], width: float | None = None, colour: RGB = INK,
               closed: bool = False) -> None:
        """A polyline with round joins where it turns sharply (pygame's thick joins notch)."""
        if len(points) < 2:
            return
        pixels = [self.px(p) for p in points]
        thickness = self.line_px if width is None else max(1, round(width * self.width * self.line_scale))
        pygame.draw.lines(self.surface, colour, closed, pixels, thickness)
        if thickness >= 3:
            radius = thickness / 2
            for index, point in enumerate(pixels):
                if closed or 0 < index < len(pixels) - 1:
                    before, after = pixels[index - 1], pixels[(index + 1) % len(pixels)]
                    turn = _turn(before, point, after)
                    if turn > 0.5:
                        pygame.draw.circle(self.surface, colour, point, radius)
            if not closed:
                for end in (pixels[0], pixels[-1]):
                    pygame.draw.circle(self.surface, colour, end, radius)

    def shape(self, points: Sequence[Point], colour: RGB, outline: bool = True,
              width: float | None = None) -> None:
        """Filled with ``colour`` and outlined in ink: the look of a printed court."""
        self.fill(points, colour)
        if outline:
            self.stroke(points, width, closed=True)

    def dot(self, centre: Point, radius: float, colour: RGB, outline: bool = False) -> None:
        x, y = self.px(centre)
        pygame.draw.circle(self.surface, colour, (x, y), max(0.5, radius * self.width))
        if outline:
            pygame.draw.circle(self.surface, INK, (x, y), max(0.5, radius * self.width),
                               self.line_px)

    def line(self, a: Point, b: Point, width: float | None = None, colour: RGB = INK) -> None:
        self.stroke([a, b], width, colour)


def _turn(a: tuple[float, float], b: tuple[float, float], c: tuple[float, float]) -> float:
    """The angle in radians by which a path bends at ``b``."""
    first = math.atan2(b[1] - a[1], b[0] - a[0])
    second = math.atan2(c[1] - b[1], c[0] - b[0])
    bend = abs(second - first) % (2 * math.pi)
    return min(bend, 2 * math.pi - bend)
