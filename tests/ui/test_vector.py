"""The vector toolkit: curves end where they should, patches interpolate inside, pens map boxes."""

from __future__ import annotations

import os
from itertools import pairwise

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import math

import pygame

from game.ui.core.vector import Patch, Pen, bezier, curve, ellipse, mirrored, resample


def test_curves_start_and_end_at_their_ends() -> None:
    points = bezier((0, 0), (1, 0), (1, 1), (2, 1), 10)
    assert points[0] == (0, 0) and points[-1] == (2, 1) and len(points) == 11
    assert curve((0, 0), (1, 2), (2, 0), 4)[2] == (1.0, 1.0)
    assert all(math.isclose(math.dist(p, (0.5, 0.5)), 0.25) for p in ellipse((0.5, 0.5), 0.25, 0.25, 12))
    assert mirrored([(0.1, 0.2), (0.3, 0.4)]) == [(0.7, 0.4), (0.9, 0.2)]


def test_resample_spaces_points_evenly() -> None:
    points = resample([(0, 0), (1, 0), (1, 3)], 5)
    assert points[0] == (0, 0) and points[-1] == (1, 3)
    steps = [math.dist(a, b) for a, b in pairwise(points)]
    assert max(steps) - min(steps) < 1e-9


def test_patch_points_lie_between_its_edges() -> None:
    patch = Patch.between([(0, 0), (0, 1)], [(1, 0), (2, 1)], samples=5)
    assert patch.at(0, 0) == (0, 0) and patch.at(1, 1) == (2, 1)
    assert patch.at(0.5, 1.0) == (1.0, 1.0)
    assert len(patch.region(0.2, 0.4, 0.1, 0.9)) == 14


def test_pen_maps_the_unit_box_and_mirrors() -> None:
    surface = pygame.Surface((100, 100))
    pen = Pen(surface, (10, 20, 50))
    assert pen.px((0, 0)) == (10, 20) and pen.px((1, 1)) == (60, 70)
    flipped = Pen(surface, (10, 20, 50), flip=True)
    assert flipped.px((0, 0.5)) == (60, 45)
    big = pen.zoomed(2.0, (0.5, 0.5), (0.5, 0.5))
    assert big.px((0.5, 0.5)) == pen.px((0.5, 0.5)) and big.line_px == pen.line_px
    flipped_big = flipped.zoomed(2.0, (0.4, 0.5), (0.3, 0.5))
    assert flipped_big.px((0.4, 0.5)) == flipped.px((0.3, 0.5))
