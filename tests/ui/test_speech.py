"""What the seats say (``game.ui.table.speech``): a call becomes a bubble in the engine's words
and a sound, a card played only a sound; bubbles fade in and out and sit beside their plates,
on the side toward the table."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.engine import actions as A
from game.engine import wording
from game.ui.table import speech
from game.ui.table.hud import Plate
from game.ui.table.session import ActionEvent
from game.ui.table.table_context import Bubble, Effects
from game.ui.table.table_view import TableView

pytestmark = pytest.mark.usefixtures("fresh_pygame")


def event(action: A.PlayerAction, phase: str = "auction", seat: int = 2) -> ActionEvent:
    return ActionEvent(seat, action, phase, hand_number=0, trick_count=0)


def test_a_bid_is_said_in_the_engines_words_accented_with_its_sound() -> None:
    effects = Effects()
    assert speech.say_action(effects, event(A.bid(20))) == "bid"
    [bubble] = effects.bubbles
    assert (bubble.seat, bubble.text, bubble.accent) == (2, wording.say(A.bid(20), "auction"), True)


def test_a_pass_is_said_quietly_and_a_card_played_is_only_heard() -> None:
    effects = Effects()
    assert speech.say_action(effects, event(A.PASS)) == "pass"
    assert not effects.bubbles[0].accent
    assert speech.say_action(effects, event(A.play(5), "play", seat=3)) == "play"
    assert [b.seat for b in effects.bubbles] == [2], "a played card says nothing"


def test_a_bubble_fades_in_then_out() -> None:
    bubble = Bubble(0, "Pass", seconds=2.0)
    alphas = []
    for age in (0.0, 0.06, 0.5, 1.85, 2.0):
        bubble.age = age
        alphas.append(speech.bubble_alpha(bubble))
    assert alphas[0] == 0 and 0 < alphas[1] < 255 and alphas[2] == 255 and 0 < alphas[3] < 255
    assert alphas[4] == 0


def test_bubbles_sit_beside_their_plates_toward_the_table() -> None:
    view = TableView(4, 0, (1280, 720))
    def plate(seat: int, rect: pygame.Rect) -> Plate:
        return Plate(seat, rect, "Mary", (200, 200, 200), (), None, False, False)
    plates = {1: plate(1, pygame.Rect(40, 300, 160, 40)), 3: plate(3, pygame.Rect(1080, 300, 160, 40))}
    bubbles = [Bubble(1, "Pass"), Bubble(3, "Bid 20"), Bubble(2, "no plate: not shown")]
    places = speech.bubble_places(bubbles, plates, view, 1280)
    assert [(b.seat, pointing) for b, _, pointing in places] == [(1, "left"), (3, "right")]
    (_, left_anchor, _), (_, right_anchor, _) = places
    assert left_anchor[0] > plates[1].rect.right and right_anchor[0] < plates[3].rect.left
    window = pygame.Rect(0, 0, 1280, 720)
    assert all(window.contains(speech.bubble_rect(window, place)) for place in places)
