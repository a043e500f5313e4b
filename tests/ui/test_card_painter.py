"""The card painter: a card stays inside the area the frame pacer redraws for it, and a card
faded for one blit leaves its kept picture as it was."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from game.ui.card_painter import card_reach  # noqa: E402
from game.ui.table_view import TableCard, TableView  # noqa: E402

pytestmark = pytest.mark.usefixtures("fresh_pygame")
FELT = (0, 160, 0)


def drawn(view: TableView, sprite: TableCard) -> pygame.Surface:
    surface = pygame.Surface(view.size)
    surface.fill(FELT)
    view.painter.draw_card(surface, sprite, view, shadow=False)
    return surface


@pytest.mark.parametrize("face_up", [True, False])
def test_a_fading_card_does_not_leave_its_picture_opaque(face_up: bool) -> None:
    """Found replaying a six-handed table frame by frame: a leaving card fades out, and the
    picture it shared with another card was then drawn as a box, corners and all."""
    pygame.display.set_mode((640, 360))
    view = TableView(4, 0, (640, 360))
    height = view.layout.hand_card[1]
    steady = TableCard(x=200, y=180, angle=-183.0, face_up=face_up, card=7, height=height)
    fading = TableCard(x=200, y=180, angle=-183.0, face_up=face_up, card=7, height=height, alpha=0.5)
    corner = (200 - round(height * 0.55), 180 - round(height * 0.55))
    before = drawn(view, steady)
    assert before.get_at(corner)[:3] == FELT, "a turned card leaves the felt at its bounding box's corner"
    drawn(view, fading)
    after = drawn(view, steady)
    assert after.get_at(corner)[:3] == FELT
    assert pygame.image.tobytes(after, "RGB") == pygame.image.tobytes(before, "RGB")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(angle=st.floats(-360, 360), height=st.sampled_from(["hand", "trick", "small", "between"]),
       moving=st.booleans(), face_up=st.booleans(), glowing=st.booleans())
def test_a_card_never_draws_outside_its_reach(angle: float, height: str, moving: bool, face_up: bool,
                                              glowing: bool) -> None:
    """Everything a card draws (picture, shadow, glow, ring) lies in ``card_reach``: the frame
    pacer redraws only there while it moves, so a pixel outside would be left behind."""
    pygame.display.set_mode((640, 480))
    view = TableView(4, 0, (1280, 720))
    layout = view.layout
    heights = {"hand": layout.hand_card[1], "trick": layout.trick_card[1], "small": layout.small_card[1],
               "between": (layout.hand_card[1] + layout.small_card[1]) / 2}
    sprite = TableCard(x=320, y=240, angle=angle, face_up=face_up, card=12, height=heights[height])
    if moving:
        sprite.move_to(330, 250, duration=1.0)
    view.focus_card = 12 if glowing else None
    view.selected = {12} if glowing else set()
    surface = pygame.Surface((640, 480))
    surface.fill(FELT)
    view.painter.draw_card(surface, sprite, view)
    inked = pygame.mask.from_threshold(surface, FELT, (1, 1, 1, 255))
    inked.invert()
    reach = card_reach(sprite)
    outside = inked.copy()
    outside.erase(pygame.mask.Mask(reach.size, fill=True), reach.topleft)
    assert inked.count() > 0
    assert outside.count() == 0, f"drawn outside {reach}: {outside.get_bounding_rects()[:3]}"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (3840, 2160)])
def test_the_stock_is_drawn_inside_its_area_at_every_count(size: tuple[int, int]) -> None:
    """The stock lives in the static layer and only its area is redrawn when its count
    changes: a pixel outside (the pile's shadow once reached 3 px past it) stays stale."""
    pygame.display.set_mode((320, 200))
    view = TableView(4, 0, size)
    area = view.painter.stock_area()
    for count in (1, 4, 5, 12, 27, 30, 52):
        surface = pygame.Surface(size)
        surface.fill(FELT)
        view.painter.draw_stock(surface, count)
        inked = pygame.mask.from_threshold(surface, FELT, (1, 1, 1, 255))
        inked.invert()
        inked.erase(pygame.mask.Mask(area.size, fill=True), area.topleft)
        assert inked.count() == 0, f"{count} cards: drawn outside {area} at {inked.get_bounding_rects()[:2]}"
