"""Pure table geometry: where the hands, the trick, the pack and the name plates go.

Everything is computed from the window size and the screen plan (``screen_plan``), so the same
code serves 1024x600 and 3840x2160 (and 4:3 or 21:9).  No pygame import: plain floats and
frozen dataclasses, so layouts are property-tested headless.

Conventions: points are (x, y) in window pixels with y down; placements give a card's
*centre*; angles are degrees counter-clockwise on screen, which is what
``pygame.transform.rotate`` expects.  Seats are *view* seats: 0 is the human at the bottom
centre and the numbers go clockwise (bottom -> left -> top -> right), the game's seat order;
the caller maps real seats to view seats.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from game.ui.core.geometry import (  # noqa: F401
    ARC_DEPTH,
    CARD_ASPECT,
    HAND_HEIGHT_FRACTION,
    HAND_MAX_DEGREES,
    LARGE_HAND_HEIGHT_FRACTION,
    MIN_FAN_STEP,
    REFERENCE_SIZE,
    CardPlacement,
    Point,
    Rect,
    Size,
    card_size,
    facing_angle,
    fan,
    hit_test,
    readable_card,
    safe_area,
    seat_direction,
    ui_scale,
    union_bounds,
)
from game.ui.table.screen_plan import ScreenPlan, screen_plan

FULLEST_HAND = 8  # 5 dealt + 3 from the kitty: the widest fan positions are planned for
# How far each card of the trick lies from the middle toward its player, in card widths across
# and card heights down: up to four seats, and five or six.
TRICK_SPREAD = {False: (0.8, 0.42), True: (1.15, 0.62)}


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
    mini_card: Size   # small face-up cards to read: the last trick, the board's tricks and hands
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
    plan: ScreenPlan  # the zones that are not cards: panels, the status strip
    controls: Rect  # above your name plate: the prompt and your calls
    corner_left: Rect  # beside your hand, left: the practice buttons
    corner_right: Rect  # beside your hand, right: the last trick

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


def _part_crowded_seats(seats: int, anchors: list[Point], boxes: list[Rect], clearance: float) -> None:
    """An upper seat pushed down onto the seat below it (six at a small table) moves in toward
    the top, step by step, until its fan and name clear every other seat."""
    step = clearance / 4.0
    for seat in range(1, seats):
        dx, dy = seat_direction(seat, seats)
        if dy >= 0 or abs(dx) < 0.3:
            continue
        for _ in range(200):
            box = boxes[seat].inflate(0, clearance)
            if not any(box.intersects(other.inflate(0, clearance)) for i, other in enumerate(boxes)
                       if i and i != seat):
                break
            move = step if dx < 0 else -step
            anchors[seat] = (anchors[seat][0] + move, anchors[seat][1])
            boxes[seat] = Rect(boxes[seat].x + move, boxes[seat].y, boxes[seat].w, boxes[seat].h)


PLATE_ROOM, BUBBLE_ROOM = 5.0, 4.0   # label heights: a name plate, and a call's speech bubble


def plate_and_bubble_room(anchor: Point, label_height: float, middle_x: float) -> list[Rect]:
    """Where a seat's name plate and its speech bubble ("Pass", "Bid 25", "Takes 4") may be:
    the bubble stands beside the plate, toward the table at the sides and to the right at the
    top, as the table scenes place it, so nothing laid out may sit there."""
    x, y = anchor
    plate = Rect.from_centre(x, y, label_height * PLATE_ROOM, label_height)
    bubble_w = label_height * BUBBLE_ROOM
    if x > middle_x + label_height:
        bubble = Rect(plate.x - bubble_w, plate.y, bubble_w, label_height)
    else:   # at the left, and at the top (never below a top seat: the trick lies there)
        bubble = Rect(plate.right, plate.y, bubble_w, label_height)
    return [plate, bubble]


def _free_stock_spot(centre: Point, trick_card: Size, along_x: float, safe: Rect,
                     obstacles: Sequence[Rect]) -> CardPlacement:
    """First spot beside the trick pile that is clear of everything; else the centre.

    (During the deal and the draw the trick pile is empty, so the centre is free then.)
    """
    for shrink in (1.0, 0.75, 0.55):
        w, h = trick_card[0] * shrink, trick_card[1] * shrink
        for distance in (1.45, 1.25, 1.05):
            for side in (1.0, -1.0):
                x = centre[0] + side * (trick_card[0] * (along_x + 0.5) + w * distance)
                for y in (centre[1], centre[1] - h * 0.5, centre[1] + h * 0.5):
                    spot = CardPlacement(x, y, w, h)
                    box = spot.bounds().inflate(w * 0.4, h * 0.3)  # room for the turn-up
                    if safe.contains_rect(box) and not any(box.intersects(o) for o in obstacles):
                        return spot
    return CardPlacement(centre[0], centre[1], trick_card[0], trick_card[1])


def table_layout(size: Size, seats: int, large_cards: bool = False,
                 plan: ScreenPlan | None = None) -> TableLayout:
    """Compute the whole table for ``seats`` (2-6) players in a ``size`` window, inside ``plan``
    (by default the plan for that size): the seats below the top band, the trick between the
    seats and the controls above your name plate, the hand at the bottom."""
    if not 2 <= seats <= 6:
        raise ValueError(f"seats must be 2..6, not {seats}")
    plan = plan or screen_plan(size)
    width, height = float(size[0]), float(size[1])
    scale = ui_scale(size)
    safe = plan.safe
    hand_card = card_size(size, large_cards)
    normal_card = card_size(size, False)
    small_card = (normal_card[0] * 0.55, normal_card[1] * 0.55)
    mini_card = readable_card(size, small_card[1])
    label_height = plan.line * 1.5
    gap = plan.gap
    raise_by = hand_card[1] * 0.15

    # Your hand at the bottom, room below for the fan's arc and its most tilted corners; your
    # name plate above it; the controls above the plate.
    tilt = math.radians(HAND_MAX_DEGREES)
    tilted_half_height = (hand_card[0] * math.sin(tilt) + hand_card[1] * math.cos(tilt)) / 2.0
    hand_centre = (safe.centre[0], safe.bottom - tilted_half_height - ARC_DEPTH * hand_card[1])
    hand_top = hand_centre[1] - hand_card[1] / 2.0 - raise_by
    own_label = (hand_centre[0], hand_top - gap - label_height / 2.0)
    play_top = plan.status.bottom + gap
    play_bottom = own_label[1] - label_height / 2.0 - gap
    controls = plan.controls(own_label[1] - label_height / 2.0)

    # The other seats on an ellipse around the middle of the play area, each fan kept inside it
    # (and, at the sides, below the corner panels).
    area = Rect(safe.x, play_top, safe.w, max(1.0, play_bottom - play_top))
    middle = (safe.centre[0], (play_top + play_bottom) / 2.0)
    radius_x = safe.w / 2.0 - small_card[1] / 2.0 - gap
    radius_y = middle[1] - (play_top + small_card[1] / 2.0)
    side_top = plan.panels_bottom + gap
    anchors: list[Point] = [hand_centre]
    angles: list[float] = [0.0]
    fan_boxes: list[Rect] = [Rect.from_centre(hand_centre[0], hand_centre[1], 0.0, 0.0)]
    labels: list[Point] = [own_label]
    for seat in range(1, seats):
        dx, dy = seat_direction(seat, seats)
        anchor = (middle[0] + radius_x * dx, middle[1] + radius_y * dy)
        angle = facing_angle(anchor, middle)
        box = union_bounds(_opponent_fan(anchor, angle, small_card, FULLEST_HAND))
        top = side_top if abs(dx) > 0.3 else area.y
        room = Rect(area.x, top, area.w, max(1.0, play_bottom - top - label_height - gap))
        shift_x, shift_y = _fit_inside(box, room)
        anchors.append((anchor[0] + shift_x, anchor[1] + shift_y))
        angles.append(angle)
        fan_boxes.append(Rect(box.x + shift_x, box.y + shift_y, box.w, box.h))
    _part_crowded_seats(seats, anchors, fan_boxes, gap + label_height * 2)
    for box in fan_boxes[1:]:
        labels.append((box.centre[0], box.bottom + gap / 2.0 + label_height / 2.0))

    # The trick: below every seat above the middle whose name would stand over it.  At five and
    # six seats the cards lie farther out, each toward the seat that played it (bunched in the
    # middle, who played what could not be told).
    along_x, along_y = TRICK_SPREAD[seats >= 5]
    reach = (along_x + 0.5) * normal_card[0] * 0.8 + gap   # the trick's half-width, at most
    trick_top = play_top
    for seat in range(1, seats):
        label_half = label_height * 3.0
        over = abs(labels[seat][0] - middle[0]) < reach + label_half
        if fan_boxes[seat].centre[1] < middle[1] and over:
            trick_top = max(trick_top, labels[seat][1] + label_height / 2.0 + gap)
    centre = (safe.centre[0], (trick_top + play_bottom) / 2.0)
    trick_h = min(normal_card[1] * (0.9 if large_cards else 0.8),
                  max(1.0, play_bottom - trick_top) / (1.0 + 2 * along_y))
    trick_card = (trick_h * CARD_ASPECT, trick_h)

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
        slots.append(CardPlacement(centre[0] + dx * trick_card[0] * along_x,
                                   centre[1] + dy * trick_card[1] * along_y,
                                   trick_card[0], trick_card[1], tilt, seat))
    obstacles = [slot.bounds() for slot in slots]
    obstacles.append(Rect.from_centre(hand_centre[0], (hand_top + safe.bottom) / 2.0,
                                      hand_max_width, safe.bottom - hand_top))
    obstacles.append(controls)
    obstacles += [plan.scores, plan.bidding, plan.status]
    for seat in range(1, seats):
        obstacles.append(fan_boxes[seat].inflate(gap, gap))
        obstacles += plate_and_bubble_room(labels[seat], label_height, safe.centre[0])
    stock = _free_stock_spot(centre, trick_card, along_x, safe, obstacles)
    turn_up = CardPlacement(stock.x + stock.w * 0.18, stock.y + stock.h * 0.12,
                            stock.w, stock.h, -8.0, 1)

    # The corners beside your hand: as wide as the fullest hand leaves free.
    widest = union_bounds(fan(FULLEST_HAND, hand_centre, hand_card, hand_max_width))
    corner_top = own_label[1] - label_height / 2.0
    corner_left = Rect(safe.x, corner_top, max(0.0, widest.x - gap - safe.x), safe.bottom - corner_top)
    corner_right = Rect(widest.right + gap, corner_top, max(0.0, safe.right - widest.right - gap),
                        safe.bottom - corner_top)

    return TableLayout(
        size=(width, height), seats=seats, scale=scale, safe=safe, hand_card=hand_card,
        small_card=small_card, mini_card=mini_card, trick_card=trick_card, centre=centre, hand_centre=hand_centre,
        hand_max_width=hand_max_width, raise_by=raise_by, label_height=label_height,
        seat_anchors=tuple(anchors), seat_angles=tuple(angles), trick_slots=tuple(slots),
        stock=stock, turn_up=turn_up, label_anchors=tuple(labels), plan=plan, controls=controls,
        corner_left=corner_left, corner_right=corner_right)


def trick_slots(size: Size, seats: int, large_cards: bool = False) -> tuple[CardPlacement, ...]:
    return table_layout(size, seats, large_cards).trick_slots


def seat_anchors(size: Size, seats: int, large_cards: bool = False) -> tuple[Point, ...]:
    return table_layout(size, seats, large_cards).seat_anchors


def hand_fan(count: int, size: Size, seats: int = 4, large_cards: bool = False,
             raised: Collection[int] = ()) -> list[CardPlacement]:
    return table_layout(size, seats, large_cards).hand(count, raised)
