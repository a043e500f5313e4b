"""Pure geometry the table is built from: rectangles, card placements, fans, hit-testing.

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
from collections.abc import Collection, Sequence
from dataclasses import dataclass

Point = tuple[float, float]
Size = tuple[float, float]

CARD_ASPECT = 2.5 / 3.5  # width / height of a poker-size card
REFERENCE_SIZE = (1920, 1080)
HAND_HEIGHT_FRACTION = 0.22  # the human's cards: ~22% of the window height, readable from a sofa
LARGE_HAND_HEIGHT_FRACTION = 0.27
MIN_FAN_STEP = 0.24  # of a card width: the corner index must stay visible
ARC_DEPTH = 0.06  # how far (in card heights) the outermost fanned card drops
HAND_MAX_DEGREES = 9.0
INDEX_FRACTION = (0.12, 0.165)   # a card's corner index over its height: ordinary, large (card_art)
MIN_TEXT_FRACTION = 0.022        # the shortest text (a card's index too) over the screen's height (theme)


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


# What the scenes lay out for (the canvas): never smaller than the smallest table the layout
# is tested at, and between a 5:4 monitor and a 21:9 one in shape.  A window outside that is
# shown the canvas scaled down (a small window) or with bars beside it (portrait, ultra-wide).
# (The window's own limits are the settings': ``game.profile.settings_check``.)
MIN_CANVAS = (1024, 600)
CANVAS_ASPECT = (5.0 / 4.0, 21.0 / 9.0)


@dataclass(frozen=True)
class CanvasFit:
    """How the scenes' canvas sits in a window: its size, and the part of the window it is
    shown in (``dest``: x, y, w, h); ``scale`` < 1 when it is shown smaller than drawn."""

    window: tuple[int, int]
    canvas: tuple[int, int]
    dest: tuple[int, int, int, int]

    @property
    def scale(self) -> float:
        return self.dest[2] / self.canvas[0]

    @property
    def whole_window(self) -> bool:
        """The canvas is the window itself: drawn straight into it."""
        return self.canvas == self.window and self.dest[:2] == (0, 0)

    @property
    def letterboxed(self) -> bool:
        """Drawn at the window's own pixels, in a part of it (bars beside or above it)."""
        return not self.whole_window and self.canvas == self.dest[2:]

    def to_canvas(self, point: Point) -> Point:
        """A window point (drawable pixels) in canvas pixels."""
        x, y, w, h = self.dest
        return ((point[0] - x) * self.canvas[0] / max(1, w), (point[1] - y) * self.canvas[1] / max(1, h))


def fit_canvas(window: Sequence[float]) -> CanvasFit:
    """The canvas for a window of any size: the largest part of the window whose shape is in
    ``CANVAS_ASPECT``, centred, drawn at least ``MIN_CANVAS`` big (so a 320x240 window shows a
    1024x768 table scaled down, and a 1080x1920 portrait window a 1080x864 table between bars).
    A window too small to hold that shape in whole pixels (1x1, 1x1000, where no window manager
    keeps to the minimum) still gets a canvas of a shape the tables are laid out for: its shape
    comes from the window's, kept in range, never from the rounded pixels."""
    width, height = max(1, int(window[0])), max(1, int(window[1]))
    low, high = CANVAS_ASPECT
    shape = min(max(width / height, low), high)
    shown_w, shown_h = width, height
    if width < height * low:
        shown_h = max(1, math.floor(width / low))
    elif width > height * high:
        shown_w = max(1, math.floor(height * high))
    if shown_w >= MIN_CANVAS[0] and shown_h >= MIN_CANVAS[1]:
        canvas = (shown_w, shown_h)
    else:   # drawn at the least size of this shape, shown scaled down
        canvas_w = max(MIN_CANVAS[0], math.ceil(MIN_CANVAS[1] * shape))
        canvas = _in_shape(canvas_w, max(MIN_CANVAS[1], math.ceil(canvas_w / shape)))
    dest = ((width - shown_w) // 2, (height - shown_h) // 2, shown_w, shown_h)
    return CanvasFit((width, height), canvas, dest)


def _in_shape(width: int, height: int) -> tuple[int, int]:
    """``width`` x ``height`` trimmed (by a pixel or so of rounding) into ``CANVAS_ASPECT``."""
    low, high = CANVAS_ASPECT
    if width < height * low:
        height = math.floor(width / low)
    elif width > height * high:
        width = math.floor(height * high)
    return width, height


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


def readable_card(size: Size, at_least: float) -> Size:
    """A card whose large corner index is no smaller than the shortest text: the last trick's
    cards and the board's (at least ``at_least`` high)."""
    height = max(at_least, math.ceil(MIN_TEXT_FRACTION * size[1] / INDEX_FRACTION[1]) + 1)
    return (height * CARD_ASPECT, height)


def large_index_needed(card_height: float, screen_height: float) -> bool:
    """Whether a card this high needs the large index to be read (the ordinary one would be
    smaller than the shortest text)."""
    return card_height * INDEX_FRACTION[0] < MIN_TEXT_FRACTION * screen_height


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
