"""The recording the frames compare (``game.ui.core.picture``): what changed is where it was and where it is.

Issue 41: "what a scene shows is derived from what it draws ... not a list kept by hand".  A
recording keeps every blit, fill and ``pygame.draw`` call onto the stand-in window; two
recordings compared give the areas that may differ, and a recording played back within those
areas gives the same pixels as drawing the scene again.
"""

from __future__ import annotations

import os
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.ui.core.draw_calls import record
from game.ui.core.picture import Recorder, changed_areas, repainted, replay

SIZE = (200, 120)


def card(colour: tuple[int, int, int]) -> pygame.Surface:
    picture = pygame.Surface((30, 40), pygame.SRCALPHA)
    picture.fill(colour)
    return picture


RED, BLUE = card((200, 30, 30)), card((30, 30, 200))


Draw = Callable[[pygame.Surface], None]


def scene(red_at: tuple[int, int], blue_at: tuple[int, int], red_on_top: bool = False, chip: int = 5) -> Draw:
    """A tiny 'scene' drawn onto whatever surface it is given (a recorder or a real one)."""
    def draw(surface: pygame.Surface) -> None:
        surface.fill((0, 90, 40))
        order = [(BLUE, blue_at), (RED, red_at)] if red_on_top else [(RED, red_at), (BLUE, blue_at)]
        for picture, at in order:
            surface.blit(picture, at)
        pygame.draw.circle(surface, (250, 220, 60), (150, 20), chip)
    return draw


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def drawn(draw: Draw) -> pygame.Surface:
    surface = pygame.Surface(SIZE)
    draw(surface)
    return surface


def test_the_same_drawing_twice_changes_nothing() -> None:
    assert changed_areas(record(SIZE, scene((10, 10), (60, 10))), record(SIZE, scene((10, 10), (60, 10)))) == []


def test_a_moved_card_changes_where_it_was_and_where_it_is() -> None:
    before = record(SIZE, scene((10, 10), (60, 10)))
    now = record(SIZE, scene((14, 12), (60, 10)))
    areas = changed_areas(before, now)
    assert areas is not None
    assert sorted(map(tuple, areas)) == sorted([(10, 10, 30, 40), (14, 12, 30, 40)])


def test_a_change_in_the_drawing_order_is_a_change() -> None:
    """The same cards in the same places, the other one on top (the trick's winner raised)."""
    before = record(SIZE, scene((10, 10), (20, 15)))
    now = record(SIZE, scene((10, 10), (20, 15), red_on_top=True))
    areas = changed_areas(before, now)
    assert areas is not None
    overlap = pygame.Rect(10, 10, 30, 40).clip(pygame.Rect(20, 15, 30, 40))
    assert any(area.contains(overlap) for area in areas)


def test_draw_calls_are_recorded_with_where_they_draw() -> None:
    before = record(SIZE, scene((10, 10), (60, 10), chip=5))
    now = record(SIZE, scene((10, 10), (60, 10), chip=9))
    areas = changed_areas(before, now)
    assert areas and all(area.collidepoint(150, 20) for area in areas)
    assert pygame.Rect(150 - 9, 20 - 9, 18, 18).unionall(areas) == pygame.Rect(areas[0]).unionall(areas), \
        "the larger circle lies within what is redrawn"


def test_a_picture_redrawn_in_place_counts_as_new_once_reported() -> None:
    kept = pygame.Surface((30, 30))

    def draw(surface: pygame.Surface) -> None:
        surface.blit(kept, (5, 5))
    before = record(SIZE, draw)
    kept.fill((255, 0, 0))
    assert changed_areas(before, record(SIZE, draw)) == [], "unreported, a blit of the same picture looks the same"
    repainted(kept)
    assert changed_areas(before, record(SIZE, draw)) == [pygame.Rect(5, 5, 30, 30)]


def test_nothing_recorded_before_or_a_new_size_means_everything() -> None:
    now = record(SIZE, scene((10, 10), (60, 10)))
    assert changed_areas(None, now) is None
    assert changed_areas(record((100, 100), scene((10, 10), (60, 10))), now) is None


def test_the_recorder_keeps_the_clip_and_draws_nothing_outside_it() -> None:
    recorder = Recorder(SIZE)
    recorder.set_clip(pygame.Rect(0, 0, 20, 20))
    assert recorder.blit(RED, (10, 10)) == pygame.Rect(10, 10, 10, 10)
    assert recorder.blit(RED, (100, 100)).w == 0
    assert len(recorder.recording.ops) == 1


positions = st.tuples(st.integers(-20, 190), st.integers(-20, 110))


@given(positions, positions, positions, positions, st.booleans(), st.integers(1, 15))
def test_a_recording_played_back_where_it_changed_gives_the_pixels_of_a_full_redraw(
        red: tuple[int, int], blue: tuple[int, int], red2: tuple[int, int], blue2: tuple[int, int],
        on_top: bool, chip: int) -> None:
    """Any two frames of the little scene: the first on screen, the second played back only in
    the changed areas, equals the second drawn in full."""
    first, second = scene(red, blue), scene(red2, blue2, on_top, chip)
    window = drawn(first)
    before, now = record(SIZE, first), record(SIZE, second)
    areas = changed_areas(before, now)
    assert areas is not None
    replay(now, window, areas)
    assert pixels(window) == pixels(drawn(second))


def test_a_faded_blit_plays_back_faded_though_the_picture_was_set_back() -> None:
    """The card painter fades a shared picture for one blit and sets it back at once."""
    picture = pygame.Surface((20, 20))
    picture.fill((255, 255, 255))

    def draw(surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))
        picture.set_alpha(100)
        surface.blit(picture, (0, 0))
        picture.set_alpha(None)
    window = pygame.Surface(SIZE)
    replay(record(SIZE, draw), window)
    assert pixels(window) == pixels(drawn(draw))


def test_an_unknown_draw_call_is_refused_by_name() -> None:
    from game.ui.core import draw_calls
    with pytest.raises(ValueError, match="pygame.draw.bezier"):
        draw_calls._bounds_of("bezier", (), {})


def test_a_picture_redrawn_in_part_changes_only_that_part_where_it_lands() -> None:
    """The table's still layer has one corner panel redrawn when a bid is made: only that
    panel's area of the window is redrawn, not the whole felt."""
    kept = pygame.Surface((100, 60))

    def draw(surface: pygame.Surface) -> None:
        surface.blit(kept, (50, 40))
    before = record(SIZE, draw)
    kept.fill((9, 9, 9), pygame.Rect(10, 10, 20, 5))
    repainted(kept, pygame.Rect(10, 10, 20, 5))
    assert changed_areas(before, record(SIZE, draw)) == [pygame.Rect(60, 50, 20, 5)]
    for _ in range(40):   # more repaints than are remembered: the whole picture counts as new
        repainted(kept, pygame.Rect(0, 0, 1, 1))
    assert changed_areas(before, record(SIZE, draw)) == [pygame.Rect(50, 40, 100, 60)]


def test_an_operation_already_on_the_window_is_not_played_back_that_frame_only() -> None:
    """The overlay's backdrop darkens the window in place as it is recorded: that frame does not
    draw it again (a pass over a 4K window saved); a later frame drawing the same area does."""
    recorder = Recorder(SIZE)
    recorder.blit(RED, (0, 0))
    recorder.mark_shown()
    window = pygame.Surface(SIZE)
    replay(recorder.recording, window)
    assert window.get_at((5, 5))[:3] == (0, 0, 0), "not played back the frame it was shown"
    replay(recorder.recording, window, [pygame.Rect(0, 0, 10, 10)])
    assert window.get_at((5, 5))[:3] == (200, 30, 30), "played back as usual afterwards"
