"""What the court figures hold: swords, an axe, an orb, flowers, a sceptre, a halberd, a spear,
an arrow and a leaf, as real English-pattern decks give them, so the suits' courts differ.

Each takes the hand's position in the figure's unit box (see ``court_art``); long objects run
from below the hand to ``top``.  The shafts are drawn here and the fist over them by the caller.
"""

from __future__ import annotations

import math

from game.ui.art.court_heads import BLUE, RED, WHITE, YELLOW
from game.ui.core.vector import RGB, Pen, Point, curve, ellipse

STEEL = (226, 230, 238)
LEAF_GREEN = (70, 140, 76)


def _along(a: Point, b: Point, t: float, side: float = 0.0) -> Point:
    """The point ``t`` of the way from ``a`` to ``b``, pushed ``side`` units to its left."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    return a[0] + dx * t - dy / length * side, a[1] + dy * t + dx / length * side


def _shaft(pen: Pen, bottom: Point, top: Point, width: float, colour: RGB) -> None:
    pen.shape([_along(bottom, top, 0, width), _along(bottom, top, 1, width),
               _along(bottom, top, 1, -width), _along(bottom, top, 0, -width)], colour, width=0.005)


def sword(pen: Pen, hand: Point, top: Point, hilt: RGB = YELLOW) -> None:
    """A straight double-edged blade rising from the fist, crossguard just above it."""
    bottom = _along(hand, top, -0.16)
    guard = _along(hand, top, 0.09)
    tip = top
    pen.shape([_along(guard, tip, 0, 0.022), _along(guard, tip, 0.93, 0.018), tip,
               _along(guard, tip, 0.93, -0.018), _along(guard, tip, 0, -0.022)], STEEL, width=0.005)
    pen.line(_along(guard, tip, 0.05), _along(guard, tip, 0.85), 0.004)
    _shaft(pen, bottom, guard, 0.011, hilt)
    pen.shape([_along(guard, tip, 0, 0.06), _along(guard, tip, 0.04, 0.06), _along(guard, tip, 0.04, -0.06),
               _along(guard, tip, 0, -0.06)], hilt, width=0.005)
    for side in (0.06, -0.06):
        pen.dot(_along(guard, tip, 0.02, side), 0.012, hilt, outline=True)
    pen.dot(_along(bottom, guard, -0.05), 0.016, hilt, outline=True)


def _from_top(top: Point, bottom: Point, down: float, side: float = 0.0) -> Point:
    """The point ``down`` units below ``top`` along a pole and ``side`` units to its left,
    in absolute units (a blade keeps its size whatever the pole's length)."""
    dx, dy = bottom[0] - top[0], bottom[1] - top[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    return top[0] + ux * down + uy * side, top[1] + uy * down - ux * side


def axe(pen: Pen, hand: Point, top: Point, pole: RGB = YELLOW, blade: RGB = STEEL) -> None:
    """A battle-axe: a long haft, a broad crescent blade near the top, a spike behind it."""
    bottom = _along(hand, top, -0.25)
    _shaft(pen, bottom, top, 0.012, pole)
    edge = []
    for index in range(13):
        a = -math.pi / 2 + math.pi * index / 12
        edge.append(_from_top(top, bottom, 0.13 + 0.1 * math.sin(a), 0.085 + 0.03 * math.cos(a)))
    pen.shape([_from_top(top, bottom, 0.1, 0.01), _from_top(top, bottom, 0.04, 0.05), *edge,
               _from_top(top, bottom, 0.22, 0.05), _from_top(top, bottom, 0.16, 0.01)], blade, width=0.005)
    pen.stroke([_from_top(top, bottom, 0.05, 0.075), _from_top(top, bottom, 0.13, 0.1),
                _from_top(top, bottom, 0.21, 0.075)], 0.004)
    pen.shape([_from_top(top, bottom, 0.1, -0.01), _from_top(top, bottom, 0.13, -0.05),
               _from_top(top, bottom, 0.16, -0.01)], blade, width=0.005)
    pen.shape([_from_top(top, bottom, 0.0, -0.012), _from_top(top, bottom, -0.05, 0.0),
               _from_top(top, bottom, 0.0, 0.012)], blade, width=0.005)


def halberd(pen: Pen, hand: Point, top: Point, pole: RGB = RED) -> None:
    """A pole arm: a spear point, an axe blade one side and a hook the other, with a tassel."""
    bottom = _along(hand, top, -0.25)
    _shaft(pen, bottom, top, 0.01, pole)
    pen.shape([_from_top(top, bottom, 0.07, 0.01), _from_top(top, bottom, 0.06, 0.075),
               _from_top(top, bottom, 0.17, 0.085), _from_top(top, bottom, 0.15, 0.01)], STEEL, width=0.005)
    pen.shape([_from_top(top, bottom, 0.08, -0.01), _from_top(top, bottom, 0.05, -0.06),
               _from_top(top, bottom, 0.12, -0.01)], STEEL, width=0.005)
    pen.shape(
        [
            _from_top(top, bottom, 0.08, 0.012),
            _from_top(top, bottom, 0.04, 0.024),
            _from_top(top, bottom, -0.04, 0),
            _from_top(top, bottom, 0.04, -0.024),
            _from_top(top, bottom, 0.08, -0.012),
        ],
        STEEL,
        width=0.005,
    )
    tassel = _from_top(top, bottom, 0.2)
    pen.shape(ellipse((tassel[0], tassel[1] + 0.03), 0.014, 0.03, 10), YELLOW, width=0.004)


def spear(pen: Pen, hand: Point, top: Point, pole: RGB = YELLOW) -> None:
    """A leaf-bladed spear with a tasselled collar."""
    bottom = _along(hand, top, -0.25)
    _shaft(pen, bottom, top, 0.009, pole)
    base = _along(bottom, top, 0.86)
    pen.shape(
        [base, _along(base, top, 0.35, 0.035), _along(top, base, -0.18, 0), _along(base, top, 0.35, -0.035)],
        STEEL,
        width=0.005,
    )
    pen.line(_along(base, top, 0.1), _along(base, top, 0.8), 0.004)
    for side in (-1, 1):
        pen.shape(ellipse(_along(base, top, -0.04, side * 0.03), 0.012, 0.028, 10), RED, width=0.004)


def arrow(pen: Pen, hand: Point, top: Point) -> None:
    """An arrow held point up, feathered below the hand."""
    bottom = _along(hand, top, -0.3)
    _shaft(pen, bottom, top, 0.006, YELLOW)
    pen.shape(
        [
            _along(top, bottom, -0.08, 0),
            _along(top, bottom, 0.06, 0.028),
            _along(top, bottom, 0.04, 0),
            _along(top, bottom, 0.06, -0.028),
        ],
        STEEL,
        width=0.005,
    )
    for t in (0.0, 0.06, 0.12):
        for side in (-1, 1):
            pen.shape(
                [
                    _along(bottom, top, t, 0),
                    _along(bottom, top, t - 0.02, side * 0.035),
                    _along(bottom, top, t + 0.06, side * 0.035),
                    _along(bottom, top, t + 0.07, 0),
                ],
                RED if side < 0 else WHITE,
                width=0.004,
            )


def leaf(pen: Pen, hand: Point, top: Point, colour: RGB = LEAF_GREEN) -> None:
    """The jack of hearts' leaf: a broad leaf on a short stem, veined."""
    stem_top = _along(hand, top, 0.25)
    pen.line(_along(hand, top, -0.12), stem_top, 0.012)
    pen.line(_along(hand, top, -0.12), stem_top, 0.006, YELLOW)
    outline = [stem_top]
    for index in range(1, 13):
        t = index / 12
        outline.append(_along(stem_top, top, t, 0.11 * math.sin(math.pi * t) ** 0.8))
    for index in range(11, 0, -1):
        t = index / 12
        outline.append(_along(stem_top, top, t, -0.11 * math.sin(math.pi * t) ** 0.8))
    pen.shape(outline, colour)
    pen.line(stem_top, _along(stem_top, top, 0.9), 0.004)
    for t in (0.2, 0.38, 0.56, 0.74):
        for side in (-1, 1):
            pen.stroke([_along(stem_top, top, t), _along(stem_top, top, t + 0.1, side * 0.07)], 0.0035)


def orb(pen: Pen, centre: Point, radius: float = 0.05, metal: RGB = YELLOW, band: RGB = RED) -> None:
    """The king's orb: a gold globe with a jewelled band and a cross on top."""
    x, y = centre
    pen.shape(ellipse(centre, radius, radius, 20), metal)
    pen.shape(
        [(x - radius, y - 0.008), (x + radius, y - 0.008), (x + radius, y + 0.008), (x - radius, y + 0.008)],
        band,
        width=0.004,
    )
    pen.shape(
        [(x - 0.007, y - 0.008), (x + 0.007, y - 0.008), (x + 0.007, y - radius * 1.9), (x - 0.007, y - radius * 1.9)],
        band,
        width=0.004,
    )
    pen.shape(
        [
            (x - 0.02, y - radius * 1.55),
            (x + 0.02, y - radius * 1.55),
            (x + 0.02, y - radius * 1.4),
            (x - 0.02, y - radius * 1.4),
        ],
        metal,
        width=0.004,
    )


def flower(
    pen: Pen, stem_bottom: Point, head: Point, petals: RGB = RED, heart: RGB = YELLOW, tulip: bool = False
) -> None:
    """A rose (round, petalled) or a tulip (cupped), with a leafy stem."""
    pen.stroke(
        curve(stem_bottom, ((stem_bottom[0] + head[0]) / 2 + 0.03, (stem_bottom[1] + head[1]) / 2), head, 8), 0.009
    )
    mid = ((stem_bottom[0] + head[0]) / 2 + 0.018, (stem_bottom[1] + head[1]) / 2)
    for side in (-1, 1):
        pen.shape(
            [mid, (mid[0] + side * 0.05, mid[1] - 0.03), (mid[0] + side * 0.06, mid[1] - 0.005)],
            LEAF_GREEN,
            width=0.004,
        )
    x, y = head
    if tulip:
        cup = [
            (x - 0.05, y - 0.045),
            (x - 0.025, y - 0.012),
            (x, y - 0.058),
            (x + 0.025, y - 0.012),
            (x + 0.05, y - 0.045),
            *curve((x + 0.053, y), (x + 0.038, y + 0.05), (x, y + 0.05), 6),
            *curve((x, y + 0.05), (x - 0.038, y + 0.05), (x - 0.053, y), 6)[1:],
        ]
        pen.shape(cup, petals)
        pen.stroke(curve((x, y - 0.05), (x - 0.016, y), (x, y + 0.045), 6), 0.004)
        return
    for index in range(5):
        angle = index * 2 * math.pi / 5 - math.pi / 2
        pen.shape(
            ellipse((x + math.cos(angle) * 0.034, y + math.sin(angle) * 0.034), 0.03, 0.03, 12), petals, width=0.004
        )
    pen.shape(ellipse(head, 0.022, 0.022, 12), heart, width=0.004)
    pen.dot(head, 0.008, petals)


def sceptre(pen: Pen, hand: Point, top: Point, metal: RGB = YELLOW, jewel: RGB = BLUE) -> None:
    """A short gold rod with a fleur head."""
    bottom = _along(hand, top, -0.2)
    _shaft(pen, bottom, top, 0.009, metal)
    for t in (0.3, 0.6):
        pen.dot(_along(bottom, top, t), 0.014, metal, outline=True)
    x, y = top
    pen.shape(
        [
            (x - 0.01, y),
            *curve((x - 0.012, y - 0.02), (x - 0.045, y - 0.03), (x, y - 0.07), 6),
            *curve((x, y - 0.07), (x + 0.045, y - 0.03), (x + 0.012, y - 0.02), 6)[1:],
            (x + 0.01, y),
        ],
        metal,
        width=0.005,
    )
    pen.dot((x, y - 0.025), 0.009, jewel)


def fist(pen: Pen, centre: Point, skin: RGB, cuff: RGB) -> None:
    """A closed hand seen from the front, knuckles to the viewer, with a cuff below."""
    x, y = centre
    pen.shape(
        [(x - 0.042, y + 0.02), (x + 0.042, y + 0.02), (x + 0.038, y + 0.045), (x - 0.038, y + 0.045)],
        cuff,
        width=0.005,
    )
    pen.shape(ellipse((x, y), 0.036, 0.028, 16), skin)
    for offset in (-0.018, 0.0, 0.018):
        pen.stroke(
            curve((x + offset - 0.008, y - 0.02), (x + offset, y - 0.026), (x + offset + 0.008, y - 0.02), 4), 0.004
        )
        pen.line((x + offset + 0.009, y - 0.02), (x + offset + 0.009, y + 0.004), 0.0035)
