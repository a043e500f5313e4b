"""Pure table geometry: card sizes, seats, hand fans, trick slots and hit-testing.

Everything is computed from the window size, so the same code serves 1280x720
and 3840x2160 (and 4:3 or 21:9).  No pygame import: plain floats and frozen
dataclasses, so layouts are property-tested headless.

Conventions: points are (x, y) in window pixels with y down; placements give a
card's *centre*; angles are degrees counter-clockwise on screen, which is what
``pygame.transform.rotate`` expects.  Seats are *view* seats: 0 is the human at
the bottom centre and the numbers go clockwise (bottom -> left -> top -> right),
the game's seat order; the caller maps real seats to view seats.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Collection, Sequence

Point = tuple[float, float]
Size = tuple[float, float]

CARD_ASPECT = 2.5 / 3.5  # width / height of a poker-size card
REFERENCE_SIZE = (1920, 1080)
HAND_HEIGHT_FRACTION = 0.22  # the human's cards: ~22% of the window height, readable from a sofa
LARGE_HAND_HEIGHT_FRACTION = 0.27
MIN_FAN_STEP = 0.24  # of a card width: the corner index must stay visible
ARC_DEPTH = 0.06  # how far (in card heights) the outermost fanned card drops
HAND_MAX_DEGREES = 9.0
FULLEST_HAND = 8  # 5 dealt + 3 from the kitty: the widest fan positions are planned for


@dataclass(frozen=True)
class Rect:
    """Axis-aligned rectangle (x, y = top-left) in float pixels."""

    x: float
    y: float
    w: float
    h: float

    @classmethod
    def from_centre(cls, cx: float, cy: float, w: float, h: float) -> Rect:
        return cls(cx - w / 2.0, cy - h / 2.0, w, h)

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def centre(self) -> Point:
        return (self.x + self.w / 2.0, self.y + self.h / 2.0)

    def contains_point(self, point: Point) -> bool:
        return self.x <= point[0] <= self.right and self.y <= point[1] <= self.bottom

    def contains_rect(self, other: Rect, tolerance: float = 1e-6) -> bool:
        return (other.x >= self.x - tolerance and other.y >= self.y - tolerance
                and other.right <= self.right + tolerance
                and other.bottom <= self.bottom + tolerance)

    def intersects(self, other: Rect) -> bool:
        return (self.x < other.right and other.x < self.right
                and self.y < other.bottom and other.y < self.bottom)

    def inflate(self, dx: float, dy: float) -> Rect:
        return Rect(self.x - dx / 2.0, self.y - dy / 2.0, self.w + dx, self.h + dy)

    def as_ints(self) -> tuple[int, int, int, int]:
        """For pygame.Rect(...)."""
        return (round(self.x), round(self.y), round(self.w), round(self.h))


@dataclass(frozen=True)
class CardPlacement:
    """Where to draw one card: centre, unrotated drawn size, rotation and stacking order."""

    x: float
    y: float
    w: float
    h: float
    angle: float = 0.0
    z: int = 0

    @property
    def centre(self) -> Point:
        return (self.x, self.y)

    def bounds(self) -> Rect:
        """Axis-aligned box around the rotated card."""
        rad = math.radians(self.angle)
        cos_a, sin_a = abs(math.cos(rad)), abs(math.sin(rad))
        return Rect.from_centre(self.x, self.y, self.w * cos_a + self.h * sin_a,
                                self.w * sin_a + self.h * cos_a)

    def contains(self, point: Point) -> bool:
        """Exact test against the rotated card (point moved into the card's frame)."""
        rad = math.radians(self.angle)
        dx, dy = point[0] - self.x, point[1] - self.y
        local_x = dx * math.cos(rad) - dy * math.sin(rad)
        local_y = dx * math.sin(rad) + dy * math.cos(rad)
        return abs(local_x) <= self.w / 2.0 and abs(local_y) <= self.h / 2.0


def ui_scale(size: Size) -> float:
    """How much to scale 1080p-designed UI (fonts, buttons): min(w/1920, h/1080)."""
    return min(size[0] / REFERENCE_SIZE[0], size[1] / REFERENCE_SIZE[1])


def safe_area(size: Size, fraction: float = 0.03) -> Rect:
    """The window minus a margin that keeps cards clear of edges and TV overscan."""
    margin = round(min(size) * fraction)
    return Rect(margin, margin, size[0] - 2 * margin, size[1] - 2 * margin)


def card_size(size: Size, large_cards: bool = False) -> Size:
    """The human's hand card (w, h): a fraction of the height, capped by narrow windows."""
    fraction = LARGE_HAND_HEIGHT_FRACTION if large_cards else HAND_HEIGHT_FRACTION
    height = size[1] * fraction
    max_width = safe_area(size).w * (0.14 if large_cards else 0.12)
    height = min(height, max_width / CARD_ASPECT)
    return (height * CARD_ASPECT, height)


def seat_direction(seat: int, seats: int) -> Point:
    """Unit vector from the table centre toward a view seat (0 = straight down)."""
    phi = math.pi / 2.0 + 2.0 * math.pi * seat / seats
    return (math.cos(phi), math.sin(phi))


def facing_angle(from_point: Point, to_point: Point) -> float:
    """Rotation that makes a card's top point from ``from_point`` toward ``to_point``."""
    vx, vy = to_point[0] - from_point[0], to_point[1] - from_point[1]
    return math.degrees(math.atan2(-vx, -vy))


def fan(count: int, centre: Point, card: Size, max_width: float, *, angle: float = 0.0,
        preferred_step: float = 0.78, degrees_per_card: float = 2.5,
        max_degrees: float = HAND_MAX_DEGREES,
        arc_depth: float = ARC_DEPTH, raised: Collection[int] = (),
        raise_by: float = 0.0) -> list[CardPlacement]:
    """Cards spread along a gentle arc, centred on ``centre``, the whole fan turned by ``angle``.

    The step between cards shrinks to fit ``max_width``; below MIN_FAN_STEP the
    cards themselves shrink.  ``raised`` indices move ``raise_by`` pixels toward
    the fan's top (the table centre).  Later cards are drawn on top (z = index).
    """
    if count <= 0:
        return []
    width, height = card
    step = width * preferred_step
    if count > 1:
        step = min(step, (max_width - width) / (count - 1))
        if step < width * MIN_FAN_STEP:
            shrink = max_width / (width * (1.0 + MIN_FAN_STEP * (count - 1)))
            width, height = width * shrink, height * shrink
            step = width * MIN_FAN_STEP
    elif width > max_width:
        width, height = max_width, max_width / CARD_ASPECT
    rad = math.radians(angle)
    along = (math.cos(rad), -math.sin(rad))  # the card's local +x on screen
    down = (math.sin(rad), math.cos(rad))  # the card's local +y (toward its bottom)
    middle = (count - 1) / 2.0
    tilt_per_card = min(degrees_per_card, max_degrees / middle) if middle else 0.0
    placements = []
    for index in range(count):
        offset = (index - middle) * step
        tilt = tilt_per_card * (middle - index)
        # Outer cards sit lower, like a hand held in a fan; bounded by the card height.
        drop = arc_depth * height * (tilt / max_degrees) ** 2 if max_degrees else 0.0
        if index in raised:
            drop -= raise_by
        placements.append(CardPlacement(
            centre[0] + along[0] * offset + down[0] * drop,
            centre[1] + along[1] * offset + down[1] * drop,
            width, height, angle + tilt, index))
    return placements


def union_bounds(placements: Sequence[CardPlacement]) -> Rect:
    boxes = [p.bounds() for p in placements]
    left, top = min(b.x for b in boxes), min(b.y for b in boxes)
    return Rect(left, top, max(b.right for b in boxes) - left, max(b.bottom for b in boxes) - top)


def hit_test(point: Point, placements: Sequence[CardPlacement]) -> int | None:
    """Index (into ``placements``) of the topmost card under ``point``, or None."""
    order = sorted(range(len(placements)), key=lambda i: (placements[i].z, i), reverse=True)
    for index in order:
        if placements[index].contains(point):
            return index
    return None


@dataclass(frozen=True)
class TableLayout:
    """Every fixed position on the table for one window size and seat count.

    Build with ``table_layout(size, seats)``; recompute on resize.  The fan
    methods take the current card counts because those change every trick.
    """

    size: Size
    seats: int
    scale: float
    safe: Rect
    hand_card: Size
    small_card: Size  # opponents' face-down cards
    trick_card: Size
    centre: Point  # middle of the playing area (above the human's hand)
    hand_centre: Point
    hand_max_width: float
    raise_by: float
    label_height: float
    seat_anchors: tuple[Point, ...]  # seat 0: the hand's centre; others: their fan's centre
    seat_angles: tuple[float, ...]  # card rotation so each seat's cards face the centre
    trick_slots: tuple[CardPlacement, ...]  # where each seat's played card lands
    stock: CardPlacement  # the undealt pack
    turn_up: CardPlacement  # a card turned up on the pack
    label_anchors: tuple[Point, ...]  # centre point for each seat's name / bid bubble

    def hand(self, count: int, raised: Collection[int] = ()) -> list[CardPlacement]:
        """The human's fan, nudged up if rotation would push a corner off the safe area."""
        placements = fan(count, self.hand_centre, self.hand_card, self.hand_max_width,
                         raised=raised, raise_by=self.raise_by)
        if not placements:
            return []
        overflow = max(p.bounds().bottom for p in placements) - self.safe.bottom
        if overflow > 0:
            placements = [CardPlacement(p.x, p.y - overflow, p.w, p.h, p.angle, p.z)
                          for p in placements]
        return placements

    def opponent_hand(self, seat: int, count: int) -> list[CardPlacement]:
        """A small face-down fan for a computer player, its cards facing the centre."""
        return _opponent_fan(self.seat_anchors[seat], self.seat_angles[seat], self.small_card,
                             count)

    def kitty(self, count: int = 3) -> list[CardPlacement]:
        """Face-down kitty (widow) cards in the middle while nobody has played yet."""
        return fan(count, self.centre, self.trick_card, self.trick_card[0] * 2.2,
                   preferred_step=0.35, degrees_per_card=3.0)

    def seat_hand(self, seat: int, count: int, raised: Collection[int] = ()) -> list[CardPlacement]:
        return self.hand(count, raised) if seat == 0 else self.opponent_hand(seat, count)


def _opponent_fan(anchor: Point, angle: float, small_card: Size, count: int) -> list[CardPlacement]:
    return fan(count, anchor, small_card, small_card[0] * 3.2, angle=angle, preferred_step=0.3,
               degrees_per_card=4.0, max_degrees=12.0)


def _fit_inside(box: Rect, area: Rect) -> tuple[float, float]:
    """The smallest shift that moves ``box`` inside ``area`` (if it can fit)."""
    shift_x = max(0.0, area.x - box.x) - max(0.0, box.right - area.right)
    shift_y = max(0.0, area.y - box.y) - max(0.0, box.bottom - area.bottom)
    return shift_x, shift_y


def _label_anchors(fan_boxes: Sequence[Rect], hand_centre: Point, hand_top: float,
                   gap: float, label_height: float) -> tuple[Point, ...]:
    """Names sit just under each opponent's (fullest) fan and just above the human's hand."""
    labels: list[Point] = [(hand_centre[0], hand_top - gap - label_height / 2.0)]
    for box in fan_boxes[1:]:
        labels.append((box.centre[0], box.bottom + gap / 2.0 + label_height / 2.0))
    return tuple(labels)


def _free_stock_spot(centre: Point, trick_card: Size, spread: float, safe: Rect,
                     obstacles: Sequence[Rect]) -> CardPlacement:
    """First spot beside the trick pile that is clear of everything; else the centre.

    (During the deal and the draw the trick pile is empty, so the centre is free then.)
    """
    for shrink in (1.0, 0.75, 0.55):
        w, h = trick_card[0] * shrink, trick_card[1] * shrink
        for distance in (1.45, 1.25, 1.05):
            for side in (1.0, -1.0):
                x = centre[0] + side * (trick_card[0] * (0.8 * spread + 0.5) + w * distance)
                for y in (centre[1], centre[1] - h * 0.5, centre[1] + h * 0.5):
                    spot = CardPlacement(x, y, w, h)
                    box = spot.bounds().inflate(w * 0.4, h * 0.3)  # room for the turn-up
                    if safe.contains_rect(box) and not any(box.intersects(o) for o in obstacles):
                        return spot
    return CardPlacement(centre[0], centre[1], trick_card[0], trick_card[1])


def table_layout(size: Size, seats: int, large_cards: bool = False) -> TableLayout:
    """Compute the whole table for ``seats`` (2-6) players in a ``size`` window."""
    if not 2 <= seats <= 6:
        raise ValueError(f"seats must be 2..6, not {seats}")
    width, height = float(size[0]), float(size[1])
    scale = ui_scale(size)
    safe = safe_area(size)
    hand_card = card_size(size, large_cards)
    normal_card = card_size(size, False)
    small_card = (normal_card[0] * 0.55, normal_card[1] * 0.55)
    label_height = max(14.0, 38.0 * scale)
    gap = max(4.0, 0.012 * height)
    raise_by = hand_card[1] * 0.15

    # Leave room below for the fan's arc and the corners of its most tilted cards.
    tilt = math.radians(HAND_MAX_DEGREES)
    tilted_half_height = (hand_card[0] * math.sin(tilt) + hand_card[1] * math.cos(tilt)) / 2.0
    hand_centre = (safe.centre[0], safe.bottom - tilted_half_height - ARC_DEPTH * hand_card[1])
    hand_top = hand_centre[1] - hand_card[1] / 2.0 - raise_by
    top_anchor_y = safe.y + small_card[1] / 2.0
    play_top = safe.y + small_card[1] + label_height + gap
    play_bottom = hand_top - label_height - gap
    centre = (safe.centre[0], (play_top + play_bottom) / 2.0)

    spread = 1.25 if seats >= 5 else 1.0  # more seats: spread the trick pile wider
    trick_h = min(normal_card[1] * (0.9 if large_cards else 0.8),
                  (play_bottom - play_top) / (1.0 + 0.84 * spread))
    trick_card = (trick_h * CARD_ASPECT, trick_h)

    radius_x = safe.w / 2.0 - small_card[1] / 2.0 - gap
    radius_y = centre[1] - top_anchor_y
    anchors: list[Point] = [hand_centre]
    angles: list[float] = [0.0]
    fan_boxes: list[Rect] = [Rect.from_centre(hand_centre[0], hand_centre[1], 0.0, 0.0)]
    for seat in range(1, seats):
        dx, dy = seat_direction(seat, seats)
        anchor = (centre[0] + radius_x * dx, centre[1] + radius_y * dy)
        angle = facing_angle(anchor, centre)
        box = union_bounds(_opponent_fan(anchor, angle, small_card, FULLEST_HAND))
        shift_x, shift_y = _fit_inside(box, safe)
        anchors.append((anchor[0] + shift_x, anchor[1] + shift_y))
        angles.append(angle)
        fan_boxes.append(Rect(box.x + shift_x, box.y + shift_y, box.w, box.h))
    labels = _label_anchors(fan_boxes, hand_centre, hand_top, gap, label_height)

    # The hand must not run under seats placed low at the sides (5 and 6 players).
    hand_max_width = safe.w * 0.9
    for seat in range(1, seats):
        low_edge = labels[seat][1] + label_height / 2.0
        if low_edge > hand_top:
            clearance = abs(fan_boxes[seat].centre[0] - centre[0]) - fan_boxes[seat].w / 2.0 - gap
            hand_max_width = min(hand_max_width, 2.0 * clearance)
    hand_max_width = max(hand_max_width, hand_card[0])

    slots = []
    for seat in range(seats):
        dx, dy = seat_direction(seat, seats)
        tilt = ((seat * 37) % 11 - 5) * 1.2  # a fixed, slightly casual tilt per seat
        slots.append(CardPlacement(centre[0] + dx * trick_card[0] * 0.8 * spread,
                                   centre[1] + dy * trick_card[1] * 0.42 * spread,
                                   trick_card[0], trick_card[1], tilt, seat))
    obstacles = [slot.bounds() for slot in slots]
    obstacles.append(Rect.from_centre(hand_centre[0], (hand_top + safe.bottom) / 2.0,
                                      hand_max_width, safe.bottom - hand_top))
    for seat in range(1, seats):
        obstacles.append(fan_boxes[seat].inflate(gap, gap))
        obstacles.append(Rect.from_centre(*labels[seat], label_height * 5, label_height))
    stock = _free_stock_spot(centre, trick_card, spread, safe, obstacles)
    turn_up = CardPlacement(stock.x + stock.w * 0.18, stock.y + stock.h * 0.12,
                            stock.w, stock.h, -8.0, 1)

    return TableLayout(
        size=(width, height), seats=seats, scale=scale, safe=safe, hand_card=hand_card,
        small_card=small_card, trick_card=trick_card, centre=centre, hand_centre=hand_centre,
        hand_max_width=hand_max_width, raise_by=raise_by, label_height=label_height,
        seat_anchors=tuple(anchors), seat_angles=tuple(angles), trick_slots=tuple(slots),
        stock=stock, turn_up=turn_up, label_anchors=labels)


def trick_slots(size: Size, seats: int, large_cards: bool = False) -> tuple[CardPlacement, ...]:
    return table_layout(size, seats, large_cards).trick_slots


def seat_anchors(size: Size, seats: int, large_cards: bool = False) -> tuple[Point, ...]:
    return table_layout(size, seats, large_cards).seat_anchors


def hand_fan(count: int, size: Size, seats: int = 4, large_cards: bool = False,
             raised: Collection[int] = ()) -> list[CardPlacement]:
    return table_layout(size, seats, large_cards).hand(count, raised)
