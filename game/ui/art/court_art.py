"""The court cards' figures: kings, queens and jacks in the English pattern, double-ended.

Each figure is drawn once, waist up, in a unit box one unit wide whose bottom (y = 1) is the
card's centre line; that half is cut along a shallow diagonal and repeated turned 180°, as real
courts are.  The twelve differ as real decks do: what they hold (swords, an axe and an orb for
the kings, flowers and a sceptre for the queens, a spear, a leaf, a halberd and an arrow for the
jacks), which way they look, and how red, blue, yellow, black and white fall on their robes.
In the four-colour deck the diamonds' robes turn blue and the clubs' green, like their pips.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import pygame

from game.ui.art import court_items as items
from game.ui.art.court_heads import BLACK, BLUE, GREY_HAIR, HEAD, RED, SKIN, WHITE, YELLOW, HeadLook, draw_head
from game.ui.core.suits import CLUBS, DIAMONDS, HEARTS, SPADES, suit_surface
from game.ui.core.vector import INK, RGB, Patch, Pen, Point, bezier, curve, ellipse

GREEN = (30, 126, 70)
FOUR_COLOUR_SWAPS = {DIAMONDS: {RED: BLUE, BLUE: RED}, CLUBS: {BLUE: GREEN}}
DIAGONAL = 0.12          # how far the dividing line climbs across the panel (units per unit)


@dataclass(frozen=True)
class CourtStyle:
    """Everything that differs between the twelve figures."""

    head: HeadLook
    cloak: RGB               # the outer robe or shawl
    tunic: RGB               # the front panel
    band: RGB                # the front panel's central band
    sleeve: RGB
    trim: RGB                # hems and cuffs
    item: str                # what the main hand holds (see ``_held``)
    other: str = "none"      # what the other hand holds
    flip: bool = False       # mirror: item hand on the right
    pattern: str = "dots"    # the band's motif


def _king(turn: float, hair: RGB, cap: RGB, jewel: RGB) -> HeadLook:
    """A king's head: every king is bearded under a yellow crown band."""
    return HeadLook("K", turn, hair, beard=True, cap=cap, band=YELLOW, jewel=jewel)


def _styles() -> dict[tuple[str, int], CourtStyle]:
    return {
        ("K", SPADES): CourtStyle(_king(0.25, GREY_HAIR, cap=RED, jewel=BLUE), BLUE, YELLOW, RED,
                                  RED, WHITE, "sword", flip=False, pattern="chevrons"),
        ("K", HEARTS): CourtStyle(_king(-0.2, YELLOW, cap=BLUE, jewel=RED), RED, BLUE, YELLOW,
                                  YELLOW, WHITE, "sword_behind", flip=True, pattern="dots"),
        ("K", DIAMONDS): CourtStyle(_king(-0.5, GREY_HAIR, cap=RED, jewel=RED), YELLOW, RED, BLUE,
                                    BLUE, WHITE, "axe", flip=False, pattern="quatrefoil"),
        ("K", CLUBS): CourtStyle(_king(0.3, YELLOW, cap=RED, jewel=BLUE), BLUE, RED, YELLOW,
                                 YELLOW, WHITE, "sword", other="orb", flip=True, pattern="chequer"),
        ("Q", SPADES): CourtStyle(HeadLook("Q", 0.3, YELLOW, cap=BLACK, band=YELLOW, jewel=RED), BLUE, YELLOW, RED,
                                  RED, BLACK, "sceptre", other="rose", flip=False, pattern="chequer"),
        ("Q", HEARTS): CourtStyle(HeadLook("Q", -0.25, YELLOW, cap=BLUE, band=YELLOW, jewel=RED), RED, BLUE, YELLOW,
                                  YELLOW, WHITE, "rose", flip=True, pattern="dots"),
        ("Q", DIAMONDS): CourtStyle(HeadLook("Q", 0.25, BLACK, cap=RED, band=YELLOW, jewel=BLUE), YELLOW, RED, BLUE,
                                    BLUE, WHITE, "tulip", flip=False, pattern="chevrons"),
        ("Q", CLUBS): CourtStyle(HeadLook("Q", -0.3, YELLOW, cap=BLACK, band=YELLOW, jewel=BLUE), BLUE, YELLOW, RED,
                                 RED, BLACK, "tulip", flip=True, pattern="quatrefoil"),
        ("J", SPADES): CourtStyle(HeadLook("J", 0.5, YELLOW, cap=BLACK, band=YELLOW, jewel=RED, plume=RED), BLUE,
                                  YELLOW, RED, BLUE, BLACK, "spear", flip=True, pattern="chevrons"),
        ("J", HEARTS): CourtStyle(HeadLook("J", -0.5, YELLOW, cap=RED, band=YELLOW, jewel=BLUE, plume=WHITE), RED,
                                  BLUE, YELLOW, RED, WHITE, "leaf", flip=False, pattern="dots"),
        ("J", DIAMONDS): CourtStyle(HeadLook("J", 0.3, BLACK, cap=RED, band=YELLOW, jewel=BLUE, plume=BLUE), YELLOW,
                                    BLUE, RED, RED, WHITE, "halberd", flip=True, pattern="chequer"),
        ("J", CLUBS): CourtStyle(HeadLook("J", -0.3, YELLOW, cap=BLUE, band=YELLOW, jewel=RED, plume=YELLOW), RED,
                                 YELLOW, BLUE, BLUE, WHITE, "arrow", flip=False, pattern="quatrefoil"),
    }


STYLES = _styles()


def style_for(label: str, suit: int, four_colour: bool = False) -> CourtStyle:
    """The figure for a rank label and suit; the four-colour deck recolours diamonds and clubs."""
    style = STYLES[(label, suit)]
    swaps = FOUR_COLOUR_SWAPS.get(suit) if four_colour else None
    if not swaps:
        return style

    def swap(colour: RGB) -> RGB:
        return swaps.get(colour, colour)

    head = replace(style.head, cap=swap(style.head.cap), jewel=swap(style.head.jewel),
                   plume=swap(style.head.plume))
    return replace(style, head=head, cloak=swap(style.cloak), tunic=swap(style.tunic), band=swap(style.band),
                   sleeve=swap(style.sleeve), trim=swap(style.trim))


# ------------------------------------------------------------------ garments

def _pattern(pen: Pen, patch: Patch, kind: str, colour: RGB, rows: int = 6) -> None:
    """A motif repeated down the middle of ``patch``: the printed courts' busy robes."""
    for row in range(rows):
        t = (row + 0.5) / rows
        x, y = patch.at(0.5, t)
        size = _width_at(patch, t) * 0.22
        if kind == "dots":
            pen.dot((x, y), size * 0.9, colour, outline=True)
        elif kind == "quatrefoil":
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                pen.dot((x + dx * size * 0.8, y + dy * size * 0.8), size * 0.6, colour, outline=True)
            pen.dot((x, y), size * 0.35, INK)
        elif kind == "chequer":
            half = size * 1.1
            pen.shape([(x, y - half), (x + half, y), (x, y + half), (x - half, y)], colour, width=0.004)
            pen.dot((x, y), size * 0.3, INK)
        else:  # chevrons
            top, bottom = row / rows, (row + 1) / rows
            pen.stroke([patch.at(0.08, bottom), patch.at(0.5, top + 0.15 / rows), patch.at(0.92, bottom)], 0.012,
                       colour)


def _width_at(patch: Patch, t: float) -> float:
    """The patch's width at ``t`` (unit-box units)."""
    a, b = patch.at(0, t), patch.at(1, t)
    return abs(b[0] - a[0])


def _stripes(pen: Pen, patch: Patch, count: int, colour: RGB, across: bool = True) -> None:
    for index in range(1, count, 2):
        lo, hi = index / count, (index + 1) / count
        region = patch.region(0, 1, lo, hi) if across else patch.region(lo, hi, 0, 1)
        pen.shape(region, colour, width=0.004)


def _ermine(pen: Pen, patch: Patch, cols: int, rows: int) -> None:
    """White fur with the black tails of heraldic ermine."""
    pen.shape(patch.outline(), WHITE)
    for row in range(rows):
        for col in range(cols):
            s = (col + 0.5 + (0.5 if row % 2 else 0)) / (cols + 0.5)
            _ermine_tail(pen, patch.at(s, (row + 0.5) / rows))


def _ermine_tail(pen: Pen, at: Point) -> None:
    x, y = at
    pen.fill([(x - 0.006, y - 0.008), (x + 0.006, y - 0.008), (x + 0.002, y + 0.016), (x, y + 0.02),
              (x - 0.002, y + 0.016)], INK)
    pen.dot((x, y - 0.012), 0.0035, INK)


NECK_Y = 0.56
HEAD_ZOOM = 1.22
HEAD_AT = (0.5, 0.385)


def _body(pen: Pen, style: CourtStyle, rank: str) -> None:
    """Robe, front panel, collar and trim, from the shoulders to past the centre line."""
    shoulder = bezier((0.42, NECK_Y), (0.26, NECK_Y + 0.0), (0.06, NECK_Y + 0.01), (-0.04, NECK_Y + 0.08), 10)
    outline = [*shoulder, (-0.3, 1.3), (1.3, 1.3), *[(1 - x, y) for x, y in reversed(shoulder)]]
    pen.shape(outline, style.cloak)
    for side in (-1, 1):          # folds of the robe
        pen.stroke(curve((0.5 + side * 0.3, 0.7), (0.5 + side * 0.36, 0.85), (0.5 + side * 0.33, 1.1), 8), 0.005)
    pen.fill(ellipse((0.5, NECK_Y + 0.01), 0.06, 0.04, 12), SKIN)
    front = Patch.between(curve((0.38, NECK_Y + 0.03), (0.36, 0.84), (0.3, 1.2), 8),
                          curve((0.62, NECK_Y + 0.03), (0.64, 0.84), (0.7, 1.2), 8))
    pen.shape(front.outline(), style.tunic)
    band = front.sub(0.34, 0.66)
    pen.shape(band.outline(), style.band, width=0.005)
    _pattern(pen, band, style.pattern, style.tunic if style.tunic != style.band else WHITE, rows=6)
    for at in (0.0, 1.0):          # the robe's trimmed front edges
        edge = front.sub(at - 0.16 if at else 0.0, at if at else 0.16)
        if rank == "K":
            _ermine(pen, edge, 1, 7)
        else:
            pen.shape(edge.outline(), style.trim)
            _stripes(pen, edge, 9, style.band if style.band != style.trim else INK)
    if rank == "K":
        top = [*bezier((0.06, NECK_Y + 0.1), (0.12, NECK_Y + 0.0), (0.3, NECK_Y - 0.01), (0.5, NECK_Y - 0.01), 10),
               *bezier((0.5, NECK_Y - 0.01), (0.7, NECK_Y - 0.01), (0.88, NECK_Y), (0.94, NECK_Y + 0.1), 10)[1:]]
        hem = curve((0.94, NECK_Y + 0.1), (0.5, NECK_Y + 0.21), (0.06, NECK_Y + 0.1), 14)
        pen.shape([*top, *hem[1:]], WHITE)
        for index in range(9):
            s = (index + 0.5) / 9
            x = 0.1 + s * 0.8
            _ermine_tail(pen, (x, NECK_Y + 0.06 + 0.05 * (1 - (2 * s - 1) ** 2)))
    elif rank == "Q":
        pen.shape([(0.39, NECK_Y - 0.01), (0.61, NECK_Y - 0.01), (0.6, NECK_Y + 0.08), (0.4, NECK_Y + 0.08)], SKIN)
        pen.stroke([(0.36, NECK_Y + 0.08), (0.64, NECK_Y + 0.08)], 0.014, style.trim)
        pearls = curve((0.41, NECK_Y + 0.005), (0.5, NECK_Y + 0.09), (0.59, NECK_Y + 0.005), 9)
        for point in pearls:
            pen.dot(point, 0.008, WHITE, outline=True)
        pen.shape(ellipse((0.5, NECK_Y + 0.07), 0.014, 0.018, 10), style.head.jewel)
    else:
        ruff = curve((0.36, NECK_Y - 0.01), (0.5, NECK_Y + 0.06), (0.64, NECK_Y - 0.01), 12)
        lower = curve((0.67, NECK_Y + 0.02), (0.5, NECK_Y + 0.12), (0.33, NECK_Y + 0.02), 12)
        pen.shape([*ruff, *lower], WHITE)
        for index in range(1, 12):
            pen.line(ruff[index], lower[12 - index], 0.0035)
        for side in (-1, 1):       # a slashed yoke over the shoulders
            yoke = Patch.between(curve((0.5 + side * 0.16, NECK_Y + 0.01), (0.5 + side * 0.3, NECK_Y - 0.005),
                                       (0.5 + side * 0.48, NECK_Y + 0.04), 8),
                                 curve((0.5 + side * 0.15, NECK_Y + 0.07), (0.5 + side * 0.3, NECK_Y + 0.06),
                                       (0.5 + side * 0.5, NECK_Y + 0.1), 8))
            pen.shape(yoke.outline(), style.trim)
            for index in range(1, 8, 2):
                pen.shape(yoke.region(0, 1, index / 8, (index + 1) / 8, 2), style.band, width=0.004)
        belt = front.region(0, 1, 0.62, 0.7)
        pen.shape(belt, BLACK if style.tunic != BLACK else RED, width=0.005)
        buckle = front.at(0.5, 0.66)
        pen.shape(ellipse(buckle, 0.03, 0.022, 12), YELLOW, width=0.005)


def _arm(pen: Pen, hand: Point, sleeve: RGB, trim: RGB, stripes: RGB) -> None:
    """A forearm raised from the elbow (at the picture's edge, below) to the hand: a full sleeve
    gathered into a cuff at the wrist."""
    hx, hy = hand
    side = -1 if hx < 0.5 else 1
    wrist = (hx, hy + 0.035)
    elbow_top, elbow_bottom = (0.5 + side * 0.5, hy + 0.09), (0.5 + side * 0.48, hy + 0.25)
    outer = bezier((wrist[0] + side * 0.045, wrist[1]), (hx + side * 0.12, wrist[1] + 0.0),
                   (elbow_top[0] - side * 0.08, elbow_top[1] - 0.02), elbow_top, 8)
    inner = bezier((wrist[0] - side * 0.045, wrist[1]), (hx - side * 0.05, wrist[1] + 0.1),
                   (elbow_bottom[0] - side * 0.2, elbow_bottom[1] + 0.02), elbow_bottom, 8)
    forearm = Patch.between(outer, inner)
    pen.shape(forearm.outline(), sleeve)
    for t in (0.4, 0.7):
        pen.stroke([forearm.at(0.1, t), forearm.at(0.9, t - 0.08)], 0.005)
    pen.shape(forearm.region(0, 1, 0.0, 0.14), trim, width=0.004)
    pen.shape(forearm.region(0, 1, 0.14, 0.2), stripes, width=0.004)


def _item_positions(item: str) -> tuple[Point, Point]:
    """(hand, top of the held object)."""
    return {"sword": ((0.22, 0.8), (0.14, 0.04)), "sword_behind": ((0.24, 0.8), (0.76, 0.08)),
            "axe": ((0.22, 0.8), (0.15, 0.06)), "spear": ((0.22, 0.82), (0.16, 0.03)),
            "halberd": ((0.22, 0.82), (0.17, 0.03)), "arrow": ((0.22, 0.8), (0.19, 0.2)),
            "leaf": ((0.22, 0.8), (0.13, 0.3)), "sceptre": ((0.22, 0.8), (0.17, 0.22)),
            "rose": ((0.26, 0.8), (0.2, 0.62)), "tulip": ((0.26, 0.8), (0.19, 0.62))}[item]


def _held(pen: Pen, style: CourtStyle, item: str, hand: Point, top: Point) -> None:
    draw: dict[str, Callable[[], None]] = {
        "sword": lambda: items.sword(pen, hand, top, style.head.band),
        "sword_behind": lambda: items.sword(pen, hand, top, style.head.band),
        "axe": lambda: items.axe(pen, hand, top, style.head.band),
        "spear": lambda: items.spear(pen, hand, top, style.head.band),
        "halberd": lambda: items.halberd(pen, hand, top, style.sleeve),
        "arrow": lambda: items.arrow(pen, hand, top),
        "leaf": lambda: items.leaf(pen, hand, top),
        "sceptre": lambda: items.sceptre(pen, hand, top, YELLOW, style.head.jewel),
        "rose": lambda: items.flower(pen, hand, top, RED if style.tunic != RED else WHITE, YELLOW),
        "tulip": lambda: items.flower(pen, hand, top, RED if style.cloak != RED else YELLOW, YELLOW, tulip=True),
    }
    draw[item]()


def draw_figure(pen: Pen, style: CourtStyle, rank: str) -> None:
    """One half of the court, back to front."""
    item_hand, item_top = _item_positions(style.item)
    _body(pen, style, rank)
    if style.item == "sword_behind":
        _held(pen, style, style.item, item_hand, item_top)
    draw_head(pen.zoomed(HEAD_ZOOM, HEAD, HEAD_AT), style.head)
    _arm(pen, item_hand, style.sleeve, style.trim, style.band)
    if style.item != "sword_behind":
        _held(pen, style, style.item, item_hand, item_top)
    items.fist(pen, item_hand, SKIN, style.trim)
    other_hand = (0.72, 0.84)
    _arm(pen, other_hand, style.sleeve, style.trim, style.band)
    if style.other == "orb":
        items.orb(pen, (other_hand[0], other_hand[1] - 0.075), 0.05, YELLOW, style.head.jewel)
    elif style.other == "rose":
        items.flower(pen, other_hand, (other_hand[0] + 0.04, other_hand[1] - 0.17), RED, YELLOW)
    items.fist(pen, other_hand, SKIN, style.trim)


# ------------------------------------------------------------------ the panel

def court_panel(size: tuple[int, int], label: str, suit: int, pip_colour: RGB,
                four_colour: bool = False) -> pygame.Surface:
    """The framed, double-ended picture of one court card, ``size`` px, transparent outside."""
    width, height = max(8, size[0]), max(8, size[1])
    style = style_for(label, suit, four_colour)
    half = height / 2
    unit = min(width, half / 0.97)
    left = (width - unit) / 2
    top = half - unit
    figure = pygame.Surface((width, height), pygame.SRCALPHA)
    figure.fill((*WHITE, 0))
    pen = Pen(figure, (left, top, unit), flip=style.flip)
    pip_size = round(unit * 0.17)
    pip = suit_surface(suit, pip_size, pip_colour)
    corner = (pen.px((0.86, 0.0))[0], unit * 0.135)     # by the head, whatever the panel's shape
    figure.blit(pip, pip.get_rect(center=(round(corner[0]), round(corner[1]))))
    draw_figure(pen, style, label)
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    rise = DIAGONAL * width / 2
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(0, 0), (width, 0), (width, half - rise), (0, half + rise)])
    figure.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    panel = pygame.Surface((width, height), pygame.SRCALPHA)
    panel.fill((*WHITE, 255))
    panel.blit(figure, (0, 0))
    panel.blit(pygame.transform.rotate(figure, 180), (0, 0))
    line = max(1, round(unit * 0.008))
    pygame.draw.line(panel, INK, (0, half + rise), (width, half - rise), line)
    pygame.draw.rect(panel, INK, panel.get_rect(), line)
    return panel
