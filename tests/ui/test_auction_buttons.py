"""Issue 40: "No screen may ever show the engine's raw list of actions."

After naming trump in the auction lesson the engine is already in the draw, and the auction scene
(held by the coach to sum up) once made a button of every discard set: about thirty overlapping
buttons over the table and a name plate.  The auction scene offers only the calls of its own
phases (the auction, trump, the call for a partner, the kitty choice), and not while the coach
holds the table after the move.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.engine import actions as A
from game.engine.protocol import AUCTION_PHASES
from game.levels.lessons import load_lessons
from game.ui.core.intents import IntentKind
from game.ui.scenes.host import StartLesson
from game.ui.table.pointers import card_rect
from tests.ui.harness import AppHarness

LESSON = next(lesson for lesson in load_lessons()[0] if lesson.id == "the-auction")
NAME_TRUMP = next(i for i, step in enumerate(LESSON.steps) if step.position.phase == "trump")   # "Name your trump"


@pytest.fixture(autouse=True)
def _pygame():
    yield
    pygame.quit()


def strip_text(h: AppHarness) -> str:
    return h.strip_text()


def overlapping(rects: list[tuple[str, pygame.Rect]], others: list[tuple[str, pygame.Rect]]) -> list[str]:
    """Each pair of a button and something else (a button, a plate, a card) that overlap."""
    found = []
    for i, (name, rect) in enumerate(rects):
        for other, other_rect in rects[i + 1:] + others:
            if rect.colliderect(other_rect):
                found.append(f"{name} over {other}")
    return found


@pytest.mark.parametrize("size", ["1280x720", "3840x2160"])
def test_after_naming_trump_in_the_lesson_no_draw_buttons_and_none_overlap(tmp_path: Path, size: str) -> None:
    h = AppHarness(tmp_path, "--title", "--speed", "10", size=size)
    h.navigate(StartLesson(LESSON.id, NAME_TRUMP, intro=False))
    guide = h.lesson_decision(NAME_TRUMP)
    scene = h.top
    assert scene.name == "auction" and scene.buttons.buttons, "the trump calls are offered"
    assert scene.send(A.parse(guide.step.expect[0]))
    assert h.run_until(lambda: guide.step.after in strip_text(h), 4000), strip_text(h)
    h.frames(5)
    scene = h.top
    snap = scene.ctx.session.snapshot
    assert snap.phase not in AUCTION_PHASES, "the engine has moved on to the draw"
    buttons = getattr(scene, "buttons", None)
    shown = [b for b in buttons.buttons if b.rect.w] if buttons is not None else []
    draws = [b.label for b in shown if A.kind(b.value) == "discard"]
    assert not draws, f"the draw's actions shown as buttons: {draws}"
    plates = [(f"plate {seat}", pygame.Rect(plate.rect)) for seat, plate in scene.plates.items()]
    cards = [(f"card {sprite.card}", card_rect(sprite)) for sprite in scene.view.sprites.values()
             if not sprite.leaving]
    clashes = overlapping([(b.label, b.rect) for b in shown], plates + cards)
    assert not clashes, clashes
    h.send(IntentKind.CONFIRM)                     # the coach's Finish: on, with no wall of buttons behind it
    assert h.run_until(lambda: h.top.name == "lesson-done", 400)
