"""Layout geometry: property tests over window sizes and seat counts."""

from __future__ import annotations

import math
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.core.geometry import (
    CardPlacement,
    Rect,
    card_size,
    facing_angle,
    fan,
    hit_test,
    safe_area,
    seat_direction,
    ui_scale,
    union_bounds,
)
from game.ui.table.layout import hand_fan, plate_and_bubble_room, seat_anchors, table_layout, trick_slots

# Windows from the smallest the game allows (1024x600) to 4K, shaped like real screens (4:3 to 21:9).
heights = st.shared(st.integers(min_value=600, max_value=2160), key="height")
widths = heights.flatmap(
    lambda h: st.integers(min_value=max(1024, round(h * 1.25)), max_value=max(1024, min(3840, round(h * 2.4)))))
seat_counts = st.integers(min_value=2, max_value=6)
hand_counts = st.integers(min_value=1, max_value=13)
FAST = settings(max_examples=60, deadline=None)


def window(size: tuple[int, int]) -> Rect:
    return Rect(0, 0, size[0], size[1])


@FAST
@given(widths, heights, seat_counts, hand_counts, st.booleans())
def test_everything_lies_inside_the_window(width: int, height: int, seats: int, count: int,
                                           large: bool) -> None:
    size = (width, height)
    layout = table_layout(size, seats, large_cards=large)
    area = window(size)
    hand = layout.hand(count, raised=set(range(0, count, 2)))
    placements = hand + list(layout.trick_slots) + [layout.stock, layout.turn_up]
    placements += layout.kitty(3)
    for seat in range(1, seats):
        placements += layout.opponent_hand(seat, min(count, 8))
    for placement in placements:
        assert area.contains_rect(placement.bounds()), placement
    for label in layout.label_anchors:
        assert area.contains_point(label)


@FAST
@given(widths, heights, seat_counts, hand_counts, st.booleans())
def test_hand_fits_its_width_and_stays_clear_of_the_trick(width: int, height: int, seats: int,
                                                          count: int, large: bool) -> None:
    layout = table_layout((width, height), seats, large_cards=large)
    hand = layout.hand(count, raised=range(count))
    box = union_bounds(hand)
    assert box.w <= layout.hand_max_width * 1.08  # rotation adds a little beyond the step maths
    assert layout.safe.contains_rect(box.inflate(-1, -1))
    for slot in layout.trick_slots:
        assert not slot.bounds().intersects(box)
    # Cards run left to right, each one above (z) the previous, none hidden completely.
    xs = [p.x for p in hand]
    assert xs == sorted(xs) and [p.z for p in hand] == list(range(count))
    if count > 1:
        assert min(b - a for a, b in pairwise(xs)) >= hand[0].w * 0.2


@FAST
@given(widths, heights, seat_counts)
def test_seat_anchors_distinct_human_at_bottom_centre(width: int, height: int, seats: int) -> None:
    layout = table_layout((width, height), seats)
    anchors = layout.seat_anchors
    assert len(anchors) == seats == len(layout.trick_slots) == len(layout.label_anchors)
    human_x, human_y = anchors[0]
    assert human_x == pytest.approx(width / 2.0, abs=1.0)
    assert all(human_y > y for _, y in anchors[1:])
    min_gap = layout.small_card[0]
    for i in range(seats):
        for j in range(i + 1, seats):
            assert math.dist(anchors[i], anchors[j]) > min_gap
    # Opponent fans never overlap each other.
    boxes = [union_bounds(layout.opponent_hand(s, 8)) for s in range(1, seats)]
    for i in range(len(boxes)):
        for j in range(i + 1, len(boxes)):
            assert not boxes[i].intersects(boxes[j])


@FAST
@given(widths, heights, seat_counts)
def test_stock_is_clear_of_tricks_and_opponents_when_beside_the_pile(width: int, height: int,
                                                                     seats: int) -> None:
    layout = table_layout((width, height), seats)
    stock = layout.stock.bounds()
    if layout.stock.centre == layout.centre:
        return  # fallback: shares the centre, which is empty while the stock is in use
    for slot in layout.trick_slots:
        assert not stock.intersects(slot.bounds())
    for seat in range(1, seats):
        assert not stock.intersects(union_bounds(layout.opponent_hand(seat, 8)))
        # a call's speech bubble beside the seat's plate ("Bid 25" on the title's narrow table
        # sat on the stock's corner)
        for room in plate_and_bubble_room(layout.label_anchors[seat], layout.plan.line * 1.5,
                                          layout.safe.centre[0]):
            assert not stock.intersects(room)


def test_clockwise_order_bottom_left_top_right() -> None:
    size = (1920, 1080)
    bottom, left, top, right = seat_anchors(size, 4)
    centre_x = size[0] / 2
    assert left[0] < centre_x < right[0]
    assert top[1] < left[1] < bottom[1]
    assert left[1] == pytest.approx(right[1])
    assert top[0] == pytest.approx(centre_x)


def test_six_seats_positions_and_partners_opposite() -> None:
    layout = table_layout((1920, 1080), 6)
    a = layout.seat_anchors
    cx, _ = layout.centre
    assert a[1][0] < cx and a[1][1] > a[2][1], "seat 1 bottom-left, below seat 2"
    assert a[2][0] < cx and a[2][1] > a[3][1], "seat 2 top-left, below the top seat"
    assert a[3][0] == pytest.approx(cx), "seat 3 top"
    assert a[4][0] > cx and a[4][1] == pytest.approx(a[2][1]), "seat 4 top-right"
    assert a[5][0] > cx and a[5][1] == pytest.approx(a[1][1]), "seat 5 bottom-right"
    for seat in range(3):
        dx0, dy0 = seat_direction(seat, 6)
        dx1, dy1 = seat_direction(seat + 3, 6)
        assert (dx0 + dx1, dy0 + dy1) == pytest.approx((0.0, 0.0), abs=1e-9)


def test_trick_slots_are_nudged_toward_their_seat() -> None:
    for seats in (2, 4, 5, 6):
        layout = table_layout((1600, 900), seats)
        for seat, slot in enumerate(layout.trick_slots):
            dx, dy = seat_direction(seat, seats)
            ox, oy = slot.x - layout.centre[0], slot.y - layout.centre[1]
            assert ox * dx + oy * dy > 0


def test_opponent_cards_face_the_centre() -> None:
    layout = table_layout((1920, 1080), 4)
    assert layout.seat_angles[0] == 0.0
    assert layout.seat_angles[1] == pytest.approx(-90.0)
    assert abs(layout.seat_angles[2]) == pytest.approx(180.0)
    assert layout.seat_angles[3] == pytest.approx(90.0)
    assert facing_angle((0, 0), (0, -10)) == pytest.approx(0.0)


def test_card_size_readable_and_large_option_bigger() -> None:
    for size in ((1280, 720), (1920, 1080), (3840, 2160), (2560, 1080)):
        w, h = card_size(size)
        assert 0.20 <= h / size[1] <= 0.24
        assert w / h == pytest.approx(2.5 / 3.5)
        assert card_size(size, large_cards=True)[1] > h
    # A narrow 4:3 window caps the width but stays close to the target.
    assert card_size((1024, 768))[1] / 768 >= 0.19


def test_safe_area_and_ui_scale() -> None:
    area = safe_area((1920, 1080))
    assert 0 < area.x < 60 and area.right < 1920 and area.bottom < 1080
    assert ui_scale((1920, 1080)) == 1.0
    assert ui_scale((3840, 2160)) == 2.0
    assert ui_scale((2560, 1080)) == 1.0


def test_fan_shrinks_overlap_then_cards_to_fit() -> None:
    roomy = fan(5, (500, 500), (100, 140), max_width=1000)
    tight = fan(5, (500, 500), (100, 140), max_width=300)
    crushed = fan(20, (500, 500), (100, 140), max_width=300)
    assert roomy[1].x - roomy[0].x > tight[1].x - tight[0].x
    assert tight[0].w == 100
    assert crushed[0].w < 100
    assert (crushed[-1].x + crushed[-1].w / 2) - (crushed[0].x - crushed[0].w / 2) <= 300 + 1e-6
    assert fan(0, (0, 0), (10, 14), 100) == []
    single = fan(1, (50, 60), (10, 14), 100)[0]
    assert (single.x, single.y, single.angle) == (50, 60, 0.0)


def test_fan_is_symmetric_and_raised_cards_move_up() -> None:
    cards = fan(5, (500, 500), (100, 140), max_width=1000, raised={2}, raise_by=30)
    assert cards[0].angle == pytest.approx(-cards[4].angle) and cards[0].angle > 0
    assert cards[0].x - 500 == pytest.approx(500 - cards[4].x)
    assert cards[2].y == pytest.approx(470)
    plain = fan(5, (500, 500), (100, 140), max_width=1000)
    assert cards[1].y == plain[1].y


def test_hit_test_prefers_topmost_and_handles_rotation() -> None:
    placements = hand_fan(5, (1920, 1080))
    # A point on the right edge of card 1, where card 2 overlaps it, belongs to card 2.
    overlap = ((placements[1].x + placements[2].x) / 2 + placements[1].w * 0.3, placements[2].y)
    assert hit_test(overlap, placements) == 2
    assert hit_test((placements[0].x - placements[0].w * 0.4, placements[0].y), placements) == 0
    assert hit_test((5, 5), placements) is None
    tilted = CardPlacement(100, 100, 20, 100, angle=90.0)
    assert tilted.contains((140, 100)) and not tilted.contains((100, 140))
    assert tilted.bounds().w == pytest.approx(100) and tilted.bounds().h == pytest.approx(20)


def test_helpers_and_validation() -> None:
    assert len(trick_slots((1280, 720), 5)) == 5
    box = Rect.from_centre(10, 10, 4, 6)
    assert box.centre == (10, 10) and box.as_ints() == (8, 7, 4, 6)
    assert box.contains_point((10, 12)) and not box.contains_point((13, 10))
    with pytest.raises(ValueError):
        table_layout((1920, 1080), 7)
    layout = table_layout((1920, 1080), 4)
    assert layout.seat_hand(0, 5) == layout.hand(5)
    assert layout.seat_hand(2, 5) == layout.opponent_hand(2, 5)
