"""What the seats say: each thing a seat does as a speech bubble in the engine's words (a card
played speaks for itself), where the bubbles sit beside their speakers' name plates, and how
faded each is drawn now.

Every table scene shows the same bubbles the same way, so this is table furniture, not a
scene's: ``say_action`` changes the table's effects (called from update); the rest only reads.
"""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.engine import wording
from game.ui.kit import theme
from game.ui.kit.bubbles import speech_bubble, speech_bubble_rect
from game.ui.table.hud import Plate
from game.ui.table.session import ActionEvent
from game.ui.table.table_context import Bubble, Effects
from game.ui.table.table_view import TableView

ACCENTED = frozenset({"bid", "hold", "trump", "call", "rob", "top6"})
SPEECH_SECONDS = {"trump": 2.6, "call": 3.0}
ACTION_SOUNDS = {"bid": "bid", "hold": "bid", "trump": "bid", "pass": "pass", "discard": "deal"}
BUBBLE_TEXT = 30

#: A bubble as placed: the bubble, its anchor beside the plate, and the way its tail points.
BubblePlace = tuple[Bubble, tuple[int, int], str]


def bubble_alpha(bubble: Bubble) -> int:
    """How opaque a speech bubble is drawn now: it fades in quickly and out at the end."""
    t = bubble.age
    return int(255 * min(1.0, t / 0.12, max(0.0, (bubble.seconds - t) / 0.3)))


def say_action(effects: Effects, event: ActionEvent) -> str | None:
    """Show what a seat did, as a bubble in the engine's words (a card played only makes a
    sound); the name of the sound to play, if any."""
    verb = A.kind(event.action)
    if verb == "play":
        return "play"
    effects.say(event.seat, wording.say(event.action, event.phase), accent=verb in ACCENTED,
                seconds=SPEECH_SECONDS.get(verb, 2.2))
    return ACTION_SOUNDS.get(verb)


def bubble_places(bubbles: list[Bubble], plates: dict[int, Plate], view: TableView,
                  width: int) -> list[BubblePlace]:
    """Each speech bubble with its anchor and the way its tail points: beside the speaker's
    name plate, on the side toward the table."""
    places = []
    for bubble in bubbles:
        plate = plates.get(bubble.seat)
        if plate is None:
            continue
        rect = plate.rect
        gap = theme.px(6)
        if rect.centerx > width * 0.5 + theme.px(40) and view.view_seat(bubble.seat) != 0:
            places.append((bubble, (rect.left - gap, rect.centery), "right"))
        else:   # beside the plate, never below a seat at the top: the trick lies there
            places.append((bubble, (rect.right + gap, rect.centery), "left"))
    return places


def bubble_rect(window: pygame.Rect, place: BubblePlace) -> pygame.Rect:
    """Where a placed bubble is drawn (kept inside ``window``)."""
    bubble, anchor, pointing = place
    return speech_bubble_rect(window, bubble.text, anchor, pointing, BUBBLE_TEXT, bubble.accent)


def draw_bubbles(surface: pygame.Surface, places: list[BubblePlace]) -> None:
    """Speech bubbles, fading in and out."""
    for bubble, anchor, pointing in places:
        speech_bubble(surface, bubble.text, anchor, pointing, BUBBLE_TEXT, bubble_alpha(bubble), bubble.accent)
