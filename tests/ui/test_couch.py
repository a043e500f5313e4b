"""Couch: whose hand shows, when the hand-off cover comes, which person may press (no pygame)."""

from __future__ import annotations

import pytest

from game.engine import preset
from game.ui.table.couch import Couch, couch_seats, people_names, seat_words, second_seat


def test_the_first_turn_is_covered_then_the_hand_shows() -> None:
    couch = Couch((0, 2))
    assert couch.follow(3, idle=True) is False and couch.cover is None    # a computer's turn
    assert couch.shown_seats(3) == frozenset()
    couch.follow(0, idle=True)
    assert couch.cover == 0 and couch.shown_seats(0) == frozenset()       # nothing private until the press
    assert not couch.may_act(0)
    assert couch.ready(None)                                               # a shared device
    assert couch.shown_seats(0) == frozenset({0}) and couch.may_act(0)


def test_the_same_person_again_is_not_covered() -> None:
    couch = Couch((0, 2))
    couch.follow(0, idle=True)
    couch.ready(0)
    couch.follow(1, idle=True)
    assert couch.shown_seats(1) == frozenset()                              # put away on a computer's turn
    couch.follow(0, idle=True)
    assert couch.cover is None and couch.shown_seats(0) == frozenset({0})
    assert couch.covers_shown == [0]


def test_the_other_person_is_covered_and_the_table_turns() -> None:
    couch = Couch((0, 1))
    couch.follow(0, idle=True)
    couch.ready(None)
    assert couch.follow(1, idle=True) is True                              # seen from seat 1 now
    assert couch.cover == 1 and couch.bottom == 1 and couch.shown_seats(1) == frozenset()
    assert not couch.ready(0)                                              # the wrong person's press
    assert couch.cover == 1
    assert couch.ready(1)
    assert couch.shown_seats(1) == frozenset({1}) and couch.covers_shown == [0, 1]


def test_a_cover_waits_for_the_table_to_be_idle() -> None:
    couch = Couch((0, 2))
    couch.follow(2, idle=False)
    assert couch.cover is None
    couch.follow(2, idle=True)
    assert couch.cover == 2


def test_open_hands_show_both_and_never_cover() -> None:
    couch = Couch((0, 2), open_hands=True)
    for acting in (0, 1, 2, 3, 0, 2):
        couch.follow(acting, idle=True)
        assert couch.cover is None and couch.shown_seats(acting) == frozenset({0, 2})
    assert couch.covers_shown == []


def test_presses_belong_to_the_person_on_turn() -> None:
    couch = Couch((0, 2))
    couch.follow(2, idle=True)
    assert couch.may_press(1, 2) and not couch.may_press(0, 2) and couch.may_press(None, 2)
    couch.ready(1)
    assert couch.may_press(1, 2) and not couch.may_press(0, 2)
    assert couch.may_press(0, 3) and couch.may_press(1, 3)                 # a computer's turn: anyone


def test_the_cover_fades_in_and_out() -> None:
    couch = Couch((0, 2))
    couch.follow(0, idle=True)
    assert couch.step(0.1) and 0 < couch.cover_alpha < 1
    couch.step(1.0)
    assert couch.cover_alpha == 1.0 and not couch.step(0.1)
    couch.ready(0)
    couch.step(0.1)
    assert couch.covered and 0 < couch.cover_alpha < 1
    couch.step(1.0)
    assert not couch.covered


@pytest.mark.parametrize("name,players,wanted,seat", [
    ("classic", 4, 2, 2), ("classic", 4, 1, 1), ("classic", 6, 9, 3), ("cutthroat", 5, 4, 4),
    ("cutthroat", 5, 0, 1), ("forty-five", 2, 2, 1),
])
def test_the_second_seat_is_one_the_table_has(name: str, players: int, wanted: int, seat: int) -> None:
    assert second_seat(preset(name, players), wanted) == seat


def test_seats_are_named_from_the_first_persons_seat() -> None:
    classic = preset("classic", 4)
    assert seat_words(classic, 2) == "across, partner"
    assert seat_words(classic, 1) == "on the left, opponent"
    assert seat_words(preset("cutthroat", 5), 4) == "on the right"


def test_couch_seats_put_two_people_at_the_table() -> None:
    rules = preset("cutthroat", 5)
    seats = couch_seats(rules, 3, "easy", ["Mary", "Ann", "Angus"], people_names(["Ann", "ann"]))
    assert [(s.name, s.level) for s in seats] == [("Ann", "human"), ("Mary", "easy"), ("Angus", "easy"),
                                                  ("ann 2", "human"), ("Mary", "easy")]
