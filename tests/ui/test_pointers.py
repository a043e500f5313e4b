"""The coach's pointer: its arrow comes from where it covers no words and fewest cards."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from game.ui.table.pointers import arrow_area, arrow_side

WINDOW = pygame.Rect(0, 0, 1280, 720)
CARD = pygame.Rect(600, 300, 80, 112)


def test_the_arrow_comes_from_above_when_nothing_is_there() -> None:
    assert arrow_side(CARD, WINDOW, []) == "above"


def test_a_name_plate_above_sends_the_arrow_to_a_free_side() -> None:
    plate = arrow_area(CARD, "above").inflate(40, 0)
    side = arrow_side(CARD, WINDOW, [plate])
    assert side is not None and side != "above" and not arrow_area(CARD, side).colliderect(plate)


def test_words_are_never_covered_and_cards_as_little_as_can_be() -> None:
    """Above: a plate's words; left and right: the trick's other cards; below: free."""
    plate = arrow_area(CARD, "above")
    cards = [arrow_area(CARD, "left"), arrow_area(CARD, "right").move(arrow_area(CARD, "right").w - 6, 0), CARD]
    assert arrow_side(CARD, WINDOW, [plate], cards) == "below"
    assert arrow_side(CARD, WINDOW, [plate, arrow_area(CARD, "below")], cards) == "right"   # a corner only
    fan = [arrow_area(CARD, "left"), arrow_area(CARD, "right")]   # a card in the middle of a hand
    assert arrow_side(CARD, WINDOW, [plate, arrow_area(CARD, "below")], fan) is None, "faces are not covered"
    every_side = [arrow_area(CARD, side) for side in ("above", "below", "left", "right")]
    assert arrow_side(CARD, WINDOW, every_side) is None, "no free side: the ring alone"


def test_the_box_holding_the_thing_is_not_an_obstacle() -> None:
    row = CARD.inflate(400, 20)   # a row of buttons around the one pointed at
    assert arrow_side(CARD, WINDOW, [row]) == "above"


def test_the_arrow_stays_inside_the_window() -> None:
    top_card = pygame.Rect(600, 4, 80, 112)
    assert arrow_side(top_card, WINDOW, []) == "below"
    corner = pygame.Rect(2, 2, 80, 112)
    side = arrow_side(corner, WINDOW, [])
    assert side is not None and WINDOW.contains(arrow_area(corner, side))
