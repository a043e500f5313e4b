"""Heads for the court cards: faces, hair, beards, and the crown, tiara or hat that tells the rank.

Drawn in the unit box of ``court_art`` (the figure's half-panel, one unit wide, the centre line
of the card at y = 1), in the flat colours and fine black line of the English pattern.  The
headgear is deliberately bold, because it is what says K, Q or J across a room: a tall arched
crown, a small pearl-tipped coronet over a veil, and a brimmed cap with a feather.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.ui.core.vector import INK, RGB, Pen, arc, bezier, curve, ellipse, mirrored

SKIN = (252, 222, 194)
CHEEK = (246, 178, 160)
LIP = (204, 52, 60)
EYE_WHITE = (255, 255, 255)
IRIS = (44, 78, 150)
WHITE = (252, 251, 246)
RED = (200, 34, 44)
BLUE = (34, 70, 158)
YELLOW = (247, 198, 50)
BLACK = (30, 30, 36)
GREY_HAIR = (236, 234, 226)

HEAD = (0.5, 0.37)      # face centre
FACE_RX, FACE_RY = 0.1, 0.122


@dataclass(frozen=True)
class HeadLook:
    """What varies between the courts' heads."""

    rank: str                 # "K", "Q" or "J"
    turn: float = 0.0         # -1 looks left .. 1 looks right (a three-quarter face at ±0.5)
    hair: RGB = YELLOW
    beard: bool = False
    cap: RGB = RED            # crown's velvet cap, queen's veil, jack's hat
    band: RGB = YELLOW        # crown band / hat brim
    jewel: RGB = BLUE
    plume: RGB = WHITE


def draw_head(pen: Pen, look: HeadLook) -> None:
    """Back hair or veil, the face, then the beard and headgear on top."""
    if look.rank == "Q":
        _veil(pen, look)
    _hair(pen, look)
    _face(pen, look)
    if look.beard:
        _beard(pen, look)
    if look.rank == "K":
        _king_crown(pen, look)
    elif look.rank == "Q":
        _queen_crown(pen, look)
    else:
        _jack_hat(pen, look)


def _face(pen: Pen, look: HeadLook) -> None:
    cx, cy = HEAD
    t = look.turn
    chin = (cx + t * 0.018, cy + FACE_RY * 1.04)
    top = arc((cx, cy), FACE_RX, FACE_RY * 0.9, 180, 360, 12)
    right_jaw = bezier((cx + FACE_RX, cy), (cx + FACE_RX, cy + FACE_RY * 0.62),
                       (cx + FACE_RX * 0.5 + t * 0.02, cy + FACE_RY * 1.02), chin, 8)
    left_jaw = bezier(chin, (cx - FACE_RX * 0.5 + t * 0.02, cy + FACE_RY * 1.02),
                      (cx - FACE_RX, cy + FACE_RY * 0.62), (cx - FACE_RX, cy), 8)
    outline = [*top, *right_jaw[1:], *left_jaw[1:-1]]
    pen.shape(outline, SKIN)
    eye_y = cy - 0.004
    for side in (-1, 1):
        far = 1 - 0.28 * max(0.0, -side * t)          # the eye turned away looks narrower
        ex = cx + side * 0.043 * (1 - 0.25 * abs(t)) + t * 0.02
        half = 0.021 * far
        upper = curve((ex - half, eye_y), (ex, eye_y - 0.02), (ex + half, eye_y), 6)
        lower = curve((ex + half, eye_y), (ex, eye_y + 0.011), (ex - half, eye_y), 6)
        pen.fill(upper + lower[1:], EYE_WHITE)
        pen.dot((ex + t * 0.006, eye_y - 0.002), 0.0085 * far, IRIS)
        pen.dot((ex + t * 0.006, eye_y - 0.002), 0.0042 * far, INK)
        pen.stroke(upper, 0.0075)
        pen.stroke(lower, 0.004)
        if look.rank == "Q":
            for k in (0.2, 0.5, 0.8):
                x, y = upper[round(k * 6)]
                pen.line((x, y), (x + (k - 0.5) * 0.014 - 0.004 * side, y - 0.008), 0.0035)
        brow = curve((ex - half * 1.15, eye_y - 0.024), (ex, eye_y - 0.042),
                     (ex + half * 1.15, eye_y - 0.026), 6)
        pen.stroke(brow, 0.007)
        pen.dot((cx + side * 0.058 + t * 0.016, cy + 0.05), 0.013, CHEEK)
    nose_x = cx + t * 0.03
    side = 1 if t >= 0 else -1
    pen.stroke(curve((nose_x - side * 0.008, eye_y + 0.004), (nose_x + side * 0.006, cy + 0.03),
                     (nose_x + side * 0.012, cy + 0.052), 6), 0.005)
    pen.stroke(curve((nose_x + side * 0.012, cy + 0.052), (nose_x + side * 0.004, cy + 0.066),
                     (nose_x - side * 0.012, cy + 0.058), 5), 0.006)
    pen.dot((nose_x - side * 0.004, cy + 0.058), 0.0035, INK)
    mouth_y, mouth_x = cy + 0.086, cx + t * 0.026
    lips = [*curve((mouth_x - 0.024, mouth_y), (mouth_x - 0.01, mouth_y - 0.012), (mouth_x, mouth_y - 0.006), 4),
            *curve((mouth_x, mouth_y - 0.006), (mouth_x + 0.01, mouth_y - 0.012), (mouth_x + 0.024, mouth_y), 4)[1:],
            *curve((mouth_x + 0.024, mouth_y), (mouth_x, mouth_y + 0.02), (mouth_x - 0.024, mouth_y), 6)[1:]]
    pen.fill(lips, LIP)
    pen.stroke(curve((mouth_x - 0.026, mouth_y), (mouth_x, mouth_y + 0.004), (mouth_x + 0.026, mouth_y), 6),
               0.005)


def _curl_edge(start: tuple[float, float], end: tuple[float, float], curls: int,
               depth: float) -> list[tuple[float, float]]:
    """A scalloped edge of little arcs from ``start`` to ``end``: curly hair, ermine, clouds."""
    points = [start]
    for index in range(curls):
        a = (start[0] + (end[0] - start[0]) * index / curls, start[1] + (end[1] - start[1]) * index / curls)
        b = (start[0] + (end[0] - start[0]) * (index + 1) / curls,
             start[1] + (end[1] - start[1]) * (index + 1) / curls)
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        dx, dy = b[0] - a[0], b[1] - a[1]
        points.extend(curve(a, (mid[0] - dy * depth, mid[1] + dx * depth), b, 5)[1:])
    return points


def _hair(pen: Pen, look: HeadLook) -> None:
    """A mass of hair behind the face falling to the shoulders in curls; longest on the jack."""
    cx, cy = HEAD
    length = {"K": 0.16, "Q": 0.13, "J": 0.17}[look.rank]
    spread = {"K": 0.05, "Q": 0.035, "J": 0.06}[look.rank]
    right = [(cx, cy - FACE_RY * 1.05),
             *bezier((cx + FACE_RX * 0.9, cy - FACE_RY * 1.05), (cx + FACE_RX + spread, cy - 0.04),
                     (cx + FACE_RX + spread * 0.7, cy + 0.06), (cx + FACE_RX + spread, cy + length), 10)[1:]]
    curls = _curl_edge(right[-1], (cx + FACE_RX - 0.025, cy + length - 0.005), 3, 0.5)
    lock = [*right, *curls[1:], (cx + FACE_RX * 0.6, cy + 0.06)]
    outline = [*lock, *mirrored(lock[1:], cx)]
    pen.shape(outline, look.hair)
    for side in (-1, 1):            # flowing strands and a curl at each end
        for lane in (0.35, 0.7):
            x0 = cx + side * (FACE_RX + spread * lane * 0.6)
            strand = bezier((x0, cy - 0.05), (x0 + side * spread * 0.5, cy + 0.0),
                            (x0 - side * spread * 0.3, cy + 0.06), (x0 + side * spread * 0.25, cy + length - 0.03), 8)
            pen.stroke(strand, 0.0045)


def _beard(pen: Pen, look: HeadLook) -> None:
    """A full beard from the sideburns to a point, leaving the cheeks and lips bare; a moustache."""
    cx, cy = HEAD
    t = look.turn
    mouth_y, mouth_x = cy + 0.086, cx + t * 0.026
    tip = (cx + t * 0.02, cy + FACE_RY + 0.1)
    outer = [(cx + FACE_RX * 1.02, cy - 0.01),
             *bezier((cx + FACE_RX * 1.04, cy + 0.05), (cx + FACE_RX * 0.95, cy + 0.13),
                     (cx + 0.05, cy + FACE_RY + 0.07), tip, 10)]
    inner = [
        *curve(
            (cx + FACE_RX * 0.86, cy + 0.01), (cx + FACE_RX * 0.75, cy + 0.075), (mouth_x + 0.036, mouth_y + 0.004), 6
        ),
        *curve((mouth_x + 0.036, mouth_y + 0.004), (mouth_x, mouth_y + 0.05), (mouth_x - 0.036, mouth_y + 0.004), 8)[
            1:
        ],
        *curve(
            (mouth_x - 0.036, mouth_y + 0.004), (cx - FACE_RX * 0.75, cy + 0.075), (cx - FACE_RX * 0.86, cy + 0.01), 6
        )[1:],
    ]
    outline = [*outer, *mirrored(outer[:-1], cx + t * 0.01), *reversed(inner)]
    pen.shape(outline, look.hair)
    for row, y in enumerate((cy + 0.15, cy + 0.18, cy + 0.205)):
        width = 0.07 - row * 0.02
        for k in range(-2 + row % 2, 3, 2) if row % 2 else (-2, 0, 2):
            x = cx + t * 0.015 + width * k / 2
            pen.stroke(arc((x, y), 0.013, 0.012, 10, 190, 6), 0.004)
    for side in (-1, 1):
        pen.stroke(
            bezier(
                (cx + side * FACE_RX * 0.98, cy + 0.02),
                (cx + side * FACE_RX * 0.9, cy + 0.1),
                (cx + side * 0.05, cy + 0.14),
                (cx + side * 0.02, cy + 0.19),
                6,
            ),
            0.004,
        )
        wing = [
            (mouth_x, mouth_y - 0.016),
            *curve(
                (mouth_x + side * 0.01, mouth_y - 0.022),
                (mouth_x + side * 0.052, mouth_y - 0.024),
                (mouth_x + side * 0.064, mouth_y + 0.014),
                6,
            ),
            *curve(
                (mouth_x + side * 0.05, mouth_y - 0.002),
                (mouth_x + side * 0.03, mouth_y - 0.008),
                (mouth_x + side * 0.004, mouth_y - 0.004),
                5,
            ),
        ]
        pen.shape(wing, look.hair, width=0.005)


def _jewel_band(
    pen: Pen,
    left: float,
    right: float,
    top: float,
    height: float,
    sag: float,
    band: RGB,
    jewels: tuple[RGB, ...],
    count: int,
) -> None:
    """A curved metal band set with alternating stones (crown rims and hat brims)."""
    upper = curve((left, top), ((left + right) / 2, top + sag), (right, top), 10)
    lower = curve((right, top + height), ((left + right) / 2, top + height + sag), (left, top + height), 10)
    pen.shape(upper + lower, band)
    for index in range(count):
        s = (index + 0.5) / count
        x = left + (right - left) * s
        y = top + height / 2 + sag * 4 * s * (1 - s) * 1.0
        stone = jewels[index % len(jewels)]
        if index % 2:
            pen.dot((x, y), height * 0.2, WHITE, outline=True)
        else:
            pen.shape(ellipse((x, y), height * 0.28, height * 0.3, 10), stone)


def _king_crown(pen: Pen, look: HeadLook) -> None:
    """Velvet cap under gold arches, a jewelled rim, crosses and fleurs on the points."""
    cx, cy = HEAD
    rim_top = cy - FACE_RY * 0.98
    half = FACE_RX + 0.022
    cap = [
        (cx - half * 0.92, rim_top + 0.01),
        *arc((cx, rim_top + 0.005), half * 0.92, 0.13, 180, 360, 14),
        (cx + half * 0.92, rim_top + 0.01),
    ]
    pen.shape(cap, look.cap)
    for offset in (-0.5, 0.5):  # the gold arches over the cap
        arch = curve(
            (cx + offset * half * 1.7, rim_top), (cx + offset * half * 0.8, rim_top - 0.15), (cx, rim_top - 0.115), 8
        )
        pen.stroke(arch, 0.026)
        pen.stroke(arch, 0.014, look.band)
    pen.shape(ellipse((cx, rim_top - 0.133), 0.022, 0.022, 14), look.band)
    pen.shape(
        [
            (cx - 0.006, rim_top - 0.15),
            (cx - 0.006, rim_top - 0.172),
            (cx - 0.018, rim_top - 0.172),
            (cx - 0.018, rim_top - 0.184),
            (cx - 0.006, rim_top - 0.184),
            (cx - 0.006, rim_top - 0.198),
            (cx + 0.006, rim_top - 0.198),
            (cx + 0.006, rim_top - 0.184),
            (cx + 0.018, rim_top - 0.184),
            (cx + 0.018, rim_top - 0.172),
            (cx + 0.006, rim_top - 0.172),
            (cx + 0.006, rim_top - 0.15),
        ],
        look.band,
        width=0.004,
    )
    for index, x in enumerate((cx - half * 0.95, cx - half * 0.48, cx, cx + half * 0.48, cx + half * 0.95)):
        height = 0.045 if index % 2 == 0 else 0.03
        base = rim_top + 0.004
        if index % 2 == 0:  # fleur: three petals
            pen.shape(
                [
                    (x - 0.014, base),
                    *curve(
                        (x - 0.014, base - height * 0.6), (x - 0.03, base - height * 1.1), (x, base - height * 1.3), 6
                    ),
                    *curve(
                        (x, base - height * 1.3), (x + 0.03, base - height * 1.1), (x + 0.014, base - height * 0.6), 6
                    )[1:],
                    (x + 0.014, base),
                ],
                look.band,
                width=0.005,
            )
        else:  # point with a pearl
            pen.shape([(x - 0.014, base), (x, base - height), (x + 0.014, base)], look.band, width=0.005)
            pen.dot((x, base - height - 0.008), 0.009, WHITE, outline=True)
    _jewel_band(
        pen,
        cx - half,
        cx + half,
        rim_top - 0.004,
        0.042,
        0.012,
        look.band,
        (look.jewel, RED if look.jewel != RED else BLUE),
        5,
    )


def _veil(pen: Pen, look: HeadLook) -> None:
    """The queen's veil: a soft hood behind her head falling in folds to the shoulders, hemmed."""
    cx, cy = HEAD
    top = cy - FACE_RY * 0.95
    outer = [
        *bezier((cx, top), (cx + 0.1, top), (cx + 0.15, cy - 0.07), (cx + 0.15, cy + 0.04), 10),
        *bezier((cx + 0.155, cy + 0.04), (cx + 0.15, cy + 0.13), (cx + 0.2, cy + 0.18), (cx + 0.24, cy + 0.25), 8)[1:],
    ]
    hem = curve((cx + 0.24, cy + 0.25), (cx + 0.17, cy + 0.29), (cx + 0.1, cy + 0.21), 8)
    right = [*outer, *hem[1:], (cx, cy + 0.2)]
    outline = [*right, *mirrored(right[:-1], cx)]
    pen.shape(outline, look.cap)
    for side in (-1, 1):
        fold = ((cx + side * 0.13, cy + 0.02), (cx + side * 0.15, cy + 0.14), (cx + side * 0.19, cy + 0.22))
        pen.stroke(curve(*fold, 6), 0.004)
        edge = hem if side > 0 else mirrored(hem, cx)
        pen.stroke(edge, 0.02)
        pen.stroke(edge, 0.011, look.band)


def _queen_crown(pen: Pen, look: HeadLook) -> None:
    """A low coronet with pearl-tipped points, smaller than the king's and without arches."""
    cx, cy = HEAD
    rim_top = cy - FACE_RY * 0.86
    half = FACE_RX * 0.95
    base = rim_top + 0.004
    points = [(cx - half, base)]
    for index in range(7):
        x = cx - half + (index + 0.5) * 2 * half / 7
        tall = 0.06 if index == 3 else 0.04 if index % 2 else 0.05
        points += [(x, base - tall), (cx - half + (index + 1) * 2 * half / 7, base - 0.012)]
    points[-1] = (cx + half, base)
    pen.shape(points, look.band, width=0.005)
    for index in range(7):
        x = cx - half + (index + 0.5) * 2 * half / 7
        tall = 0.06 if index == 3 else 0.04 if index % 2 else 0.05
        pen.dot((x, base - tall - 0.006), 0.0085, WHITE, outline=True)
    _jewel_band(
        pen,
        cx - half * 1.04,
        cx + half * 1.04,
        rim_top - 0.004,
        0.034,
        0.01,
        look.band,
        (look.jewel, RED if look.jewel != RED else BLUE),
        3,
    )


def _jack_hat(pen: Pen, look: HeadLook) -> None:
    """A soft cap with a broad rolled brim tilted over one ear and a feather: plainly a hat."""
    cx, cy = HEAD
    tilt = 0.02
    brim_y = cy - FACE_RY * 0.88
    crown = [
        (cx - 0.1, brim_y + 0.01),
        *bezier(
            (cx - 0.12, brim_y - 0.08),
            (cx - 0.04, brim_y - 0.15),
            (cx + 0.09, brim_y - 0.13),
            (cx + 0.125, brim_y - 0.06),
            12,
        ),
        (cx + 0.11, brim_y + 0.0),
    ]
    stem = bezier(
        (cx + 0.08, brim_y - 0.03),
        (cx + 0.15, brim_y - 0.09),
        (cx + 0.19, brim_y - 0.16),
        (cx + 0.17, brim_y - 0.25),
        12,
    )
    upper, lower = [], []
    for index, (x, y) in enumerate(stem):
        t = index / (len(stem) - 1)
        width = 0.034 * math.sin(math.pi * min(1.0, 0.15 + t * 0.95)) ** 0.7
        upper.append((x + width, y + width * 0.25))
        lower.append((x - width * 0.8, y - width * 0.2))
    pen.shape([*upper, *reversed(lower)], look.plume)
    for index in range(2, len(stem) - 1):
        x, y = stem[index]
        pen.stroke([(x, y), (upper[index][0] - 0.004, upper[index][1] + 0.012)], 0.0035)
    pen.stroke(stem, 0.005)
    pen.shape(crown, look.cap)
    pen.stroke(curve((cx - 0.05, brim_y - 0.02), (cx - 0.02, brim_y - 0.11), (cx + 0.05, brim_y - 0.115), 6), 0.004)
    left, right = cx - 0.145, cx + 0.15
    upper = curve((left, brim_y + tilt), (cx, brim_y - 0.03), (right, brim_y - tilt), 12)
    lower = curve((right, brim_y - tilt + 0.045), (cx, brim_y + 0.03), (left, brim_y + tilt + 0.05), 12)
    pen.shape(upper + lower, look.band)
    for index in range(1, 12):
        top, bottom = upper[index], lower[12 - index]
        pen.stroke([top, (top[0] * 0.6 + bottom[0] * 0.4, (top[1] + bottom[1]) / 2 - 0.004), bottom], 0.004)
    pen.shape(ellipse(upper[5], 0.016, 0.02, 12), look.jewel)
