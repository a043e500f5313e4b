"""The table screen's plan: the panels, the status strip and the controls never cover a card.

Issue 10: "nothing overlaps, overflows or sits on what it talks about".  Pure geometry, over
every window from the smallest the game opens (1024x600) to 4K, at every table size.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.core.geometry import MIN_CANVAS, Rect, fit_canvas, union_bounds
from game.ui.kit.display import MIN_WINDOW_SIZE
from game.ui.table.layout import table_layout
from game.ui.table.screen_plan import MIN_PANEL_LINES, screen_plan

heights = st.shared(st.integers(min_value=600, max_value=2160), key="height")
widths = heights.flatmap(
    lambda h: st.integers(min_value=max(1024, round(h * 1.25)), max_value=max(1024, min(3840, round(h * 2.4)))))
FAST = settings(max_examples=80, deadline=None)


def zones(plan) -> list[Rect]:
    return [plan.scores, plan.status, plan.bidding]


@FAST
@given(widths, heights, st.integers(min_value=2, max_value=6))
def test_the_zones_lie_in_the_safe_area_apart_from_each_other(width: int, height: int, score_rows: int) -> None:
    plan = screen_plan((width, height), score_rows=score_rows)
    for zone in zones(plan):
        assert plan.safe.contains_rect(zone), zone
        assert zone.w > 0 and zone.h > 0
    assert not plan.scores.intersects(plan.status) and not plan.status.intersects(plan.bidding)
    assert plan.status.w >= plan.scores.w * 0.8, "the status strip keeps room for a sentence"


@FAST
@given(widths, heights)
def test_panels_are_never_too_narrow_for_their_lines(width: int, height: int) -> None:
    """The corner panels hold "Game to 120   Hand 12" and "Spades ♠ trump" at the smallest
    readable text, so they widen with the text rather than cut it."""
    plan = screen_plan((width, height))
    for panel in (plan.scores, plan.bidding):
        assert panel.w >= MIN_PANEL_LINES * plan.line - 1e-6


@FAST
@given(widths, heights, st.integers(min_value=2, max_value=6), st.booleans())
def test_no_card_sits_under_a_panel_or_the_status_strip(width: int, height: int, seats: int, large: bool) -> None:
    layout = table_layout((width, height), seats, large_cards=large)
    plan = layout.plan
    cards = list(layout.trick_slots) + [layout.stock, layout.turn_up] + layout.hand(8, raised={1, 3})
    for seat in range(1, seats):
        cards += layout.opponent_hand(seat, 8)
    for card in cards:
        box = card.bounds().inflate(-2, -2)
        for zone in zones(plan):
            assert not box.intersects(zone), (card, zone)


@FAST
@given(widths, heights, st.integers(min_value=2, max_value=6))
def test_name_plates_and_controls_stay_off_the_panels_and_the_hand(width: int, height: int, seats: int) -> None:
    layout = table_layout((width, height), seats)
    plan = layout.plan
    for label in layout.label_anchors:
        for zone in zones(plan):
            assert not zone.contains_point(label)
    hand = union_bounds(layout.hand(5))
    assert layout.controls.bottom <= hand.y + 1e-6, "your calls sit above your hand"
    for zone in zones(plan):
        assert not layout.controls.intersects(zone)


def test_the_smallest_canvas_is_the_smallest_tested() -> None:
    """A window may be as small as ``MIN_WINDOW_SIZE``; the table is never laid out smaller
    than ``MIN_CANVAS`` (a smaller window shows it scaled down), the least size tested here."""
    assert MIN_CANVAS == (1024, 600) and MIN_WINDOW_SIZE == (240, 240)
    assert fit_canvas(MIN_WINDOW_SIZE).canvas[1] >= MIN_CANVAS[1]
    layout = table_layout(MIN_CANVAS, 6)
    assert layout.trick_card[1] >= 600 * 0.08, "even at the smallest canvas a trick card reads"
