"""The card painter: a card stays inside the area the frame pacer redraws for it, a card
faded for one blit leaves its kept picture as it was, and a moving card's pictures are made
ahead, in frames' spare time, not in the frames that show them."""

from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ui.core import caches
from game.ui.table.card_painter import TableCard, card_reach
from game.ui.table.table_view import TableView

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


def flying_card(view: TableView, card: int) -> TableCard:
    """A card dealt to your hand: it flies, grows, turns and is turned over on the way."""
    layout = view.layout
    sprite = TableCard(x=300, y=100, angle=0.0, face_up=False, card=card, height=layout.small_card[1])
    sprite.move_to(640, 600, 0.4, delay=0.05)
    sprite.rotate_to(-12.0, 0.4, delay=0.05)
    sprite.size_to(layout.hand_card[1], 0.4, delay=0.05)
    sprite.flip_to(True, 0.25, delay=0.3)
    view.sprites[card] = sprite
    return sprite


def pictures_made_while_drawing(look_ahead: bool, monkeypatch: pytest.MonkeyPatch) -> int:
    """Frames of one card's flight at 60 Hz: how many turns and scalings the drawing itself made."""
    pygame.display.set_mode((320, 200))
    view = TableView(4, 0, (1280, 720))
    sprite = flying_card(view, 30)
    view.warm_up(time.perf_counter() + 60)   # every face ahead, as the first frames' spare time does
    made = [0]
    real = {name: getattr(pygame.transform, name) for name in ("rotate", "rotozoom", "scale", "smoothscale")}

    def counting(name: str):
        def transform(*args, **kwargs):
            made[0] += 1
            return real[name](*args, **kwargs)
        return transform

    surface = pygame.Surface(view.size)
    while sprite.busy:
        sprite.update(1 / 60)
        for name in real:
            monkeypatch.setattr(pygame.transform, name, counting(name))
        view.painter.draw_cards(surface, view)
        for name in real:
            monkeypatch.setattr(pygame.transform, name, real[name])
        if look_ahead:
            view.warm_up(time.perf_counter() + 60)
    return made[0]


def test_a_moving_card_finds_its_next_frames_pictures_made_ahead(monkeypatch: pytest.MonkeyPatch) -> None:
    """At 4K a new turned card costs 0.3-1.3 ms and a deal has half a dozen in the air: the
    spare time after each frame makes what the next frames will show (``look_ahead``), from
    where each tween will have taken the card, squash and face included, so the frames
    themselves make nothing after the first."""
    without = pictures_made_while_drawing(False, monkeypatch)
    caches.reset_all()
    with_look_ahead = pictures_made_while_drawing(True, monkeypatch)
    assert without > 10, "the flight needs new pictures: the test would prove nothing"
    assert with_look_ahead <= 2, f"{with_look_ahead} pictures made in frames (without looking ahead: {without})"
