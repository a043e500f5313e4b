"""Issue 40: the seams a newcomer met in the first hour, each checked at the real table.

"The focus starts on the card the step says to keep ... so Enter pressed at once plays the wrong
card.  Pointers must point at the card the words name and nothing else: a step about "red high,
black low" shows an up-arrow under one card and a down-arrow over another; some steps show a
stray yellow mark left of the hand."  "Greyed-out cards are never explained until one is
clicked, and the arrow keys skip them without a word."  "A glossary of the game's words ... and
every hint that uses one of them links to it."
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.engine import actions as A
from game.levels.lessons import load_lessons
from game.ui.core.intents import InputSource, Intent, IntentKind
from game.ui.scenes.hand_input import GREYED_TIP
from game.ui.scenes.host import SitDown, StartLesson
from game.ui.scenes.lesson_guide import DECIDING, LessonGuide
from game.ui.scenes.rules_text import glossary_page
from game.ui.table.analysis import glossary_note
from game.ui.table.pointers import place_pointers
from game.ui.table.table_context import TableMode
from tests.ui.app_parts import analyst_of
from tests.ui.harness import AppHarness

LESSONS = load_lessons()[0]
CARD_STEPS = [(lesson.id, i) for lesson in LESSONS for i, step in enumerate(lesson.steps)
              if step.position.phase in ("play", "auction", "trump")]


@pytest.fixture(autouse=True)
def _pygame():
    yield
    pygame.quit()


def at_decision(h: AppHarness, lesson_id: str, index: int) -> LessonGuide:
    h.navigate(StartLesson(lesson_id, index, intro=False))

    def ready() -> bool:
        guide = getattr(getattr(h.top, "ctx", None), "mode", None)
        guide = guide.guide if guide is not None else None
        return (isinstance(guide, LessonGuide) and guide.state == DECIDING and h.top.ctx.session.human_to_act()
                and not h.top.view.busy)
    assert h.run_until(ready, 3000)
    guide = h.top.ctx.mode.guide
    assert isinstance(guide, LessonGuide)
    return guide


def press(h: AppHarness, key: int, frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    h.frames(frames)


def focused(scene: Any) -> Any:
    """What Enter would choose now: the hand's focused card, or the focused button."""
    hand = getattr(scene, "hand", None)
    if hand is not None and hand.active:
        pairs = hand.cards_and_places()
        return A.play(pairs[hand.focus][0])
    buttons = scene.buttons
    return buttons.buttons[buttons.focus].value


@pytest.mark.parametrize(("lesson_id", "index"), CARD_STEPS, ids=[f"{a}-{b}" for a, b in CARD_STEPS])
def test_the_focus_starts_on_the_move_the_step_teaches(tmp_path: Path, lesson_id: str, index: int) -> None:
    h = AppHarness(tmp_path, "--title", "--speed", "10")
    guide = at_decision(h, lesson_id, index)
    h.frames(2)
    assert guide.step.accepts(focused(h.top)), f"Enter at once would choose {A.to_text(focused(h.top))!r}"
    history = len(h.top.ctx.session.state.history)
    press(h, pygame.K_RETURN, 3)
    made = h.top.ctx.session.state.history[history:]
    assert made and guide.step.accepts(made[0]) and guide.retries == 0, "Enter at once makes the taught move"


def test_greyed_cards_are_explained_the_first_time_and_never_again(tmp_path: Path) -> None:
    h = AppHarness(tmp_path, "--title", "--speed", "10")
    at_decision(h, "follow-or-trump", 0)          # spades trump, the K♦ led: the hearts and clubs are greyed
    assert h.top.view.dimmed, "the step shows greyed cards"
    assert h.run_until(lambda: "Greyed cards" in getattr(h.top.ctx.effects.shown_toast, "text", ""), 2000), \
        "the first greyed cards are explained"
    words = h.top.ctx.effects.shown_toast.text
    assert "Follow suit" in words and "K♦" in words, words
    progress = json.loads((tmp_path / "progress.json").read_text(encoding="utf-8"))
    assert GREYED_TIP in progress["tips"], "once, ever: the progress keeps it"
    at_decision(h, "follow-or-trump", 0)
    h.frames(400)
    assert not any("Greyed cards" in t.text for t in h.top.ctx.effects.toasts), "not twice"


def test_the_arrows_say_which_greyed_cards_they_pass_over(tmp_path: Path) -> None:
    h = AppHarness(tmp_path, "--title", "--speed", "10")
    at_decision(h, "follow-or-trump", 0)
    h.top.ctx.effects.toasts.clear()
    for _ in range(5):
        press(h, pygame.K_RIGHT)
        if any(t.text.startswith("Passed over the") for t in h.top.ctx.effects.toasts):
            break
    said = [t.text for t in h.top.ctx.effects.toasts if t.text.startswith("Passed over the")]
    assert said and "greyed" in said[0] and "Follow suit" in said[0], said


def test_the_coachs_arrows_come_from_one_side() -> None:
    """A hand card (free above and below) and a trick card free only below: both arrows come
    from below, not one up and one down."""
    window = pygame.Rect(0, 0, 1280, 720)
    hand_card = pygame.Rect(400, 400, 90, 130)
    trick_card = pygame.Rect(600, 200, 90, 130)
    plate_over_trick = pygame.Rect(560, 120, 180, 70)
    placed = place_pointers([(hand_card, False), (trick_card, False)], window, [plate_over_trick])
    assert [side for _, _, side in placed] == ["below", "below"]


def test_a_card_under_a_plate_still_gets_its_arrow_along_its_edge() -> None:
    """A plate over the middle of a card's top edge: the arrow slides along the edge, clear of it."""
    window = pygame.Rect(0, 0, 1280, 720)
    card = pygame.Rect(580, 520, 110, 160)
    plate = pygame.Rect(620, 460, 120, 40)
    (rect, ringed, side), = place_pointers([(card, False)], window, [plate, pygame.Rect(0, 690, 1280, 30)])
    assert side == "above" and not ringed and card.contains(rect) and rect.centerx < plate.left


def test_a_moved_arrow_is_redrawn_where_it_was(tmp_path: Path) -> None:
    """The frames redraw what the scene draws: an arrow that moves (the cards settling, a
    resize) has its old place redrawn, and leaves no stray mark."""
    h = AppHarness(tmp_path, "--title", "--speed", "10")
    at_decision(h, "top-cards", 1)
    scene = h.top
    assert scene.pointers, "the lesson points at a card"
    h.frames(2)
    rect, ringed, side = scene.pointers[0]
    scene.chrome.pointers[0] = (rect.move(40, 0), ringed, side)
    h.app.dispatch(Intent(IntentKind.POINT, x=1, y=1, source=InputSource.MOUSE))   # look at the frame now
    h.app.fixed_frame(steps=1, alpha=0.5)
    assert h.app.frames.last_plan.rects, "drawn in areas"
    again = pygame.Surface(h.app.display.surface.get_size()).convert(h.app.display.surface)
    h.app.stack.draw_all(again, 0.5)
    window = h.app.display.surface
    before = pygame.Rect(rect).inflate(40, 40).clip(window.get_rect())
    assert pygame.image.tobytes(window.subsurface(before), "RGB") == \
        pygame.image.tobytes(again.subsurface(before), "RGB")


def test_f1_with_a_hint_opens_the_glossary_page_of_its_word(tmp_path: Path) -> None:
    from tools.screenshots import position_table
    h = AppHarness(tmp_path, "--title", "--speed", "10")
    # the dealer, with four top diamonds, after "bid 20" and two passes: the hint is to hold
    h.navigate(SitDown(position_table("classic", 4, "auction", "5D JD AD KD 2C", ("bid 20", "pass", "pass"),
                                      dealer=0), TableMode(practice=True)))
    h.frames(30)
    scene = h.top
    scene.show_hint()
    analyst_of(h.app).wait_idle(30.0)
    h.frames(3)
    if scene.ctx.hints.text and scene.ctx.hints.text[1]:
        scene.show_hint()   # Why?
    h.frames(3)
    terms = scene.practice_controls.hint_terms()
    assert terms, f"the hint uses a word of the game: {scene.ctx.hints.text}"
    what, why = scene.ctx.hints.text
    assert scene.status.banner.text.endswith(glossary_note(what, why)), "its words, where the strip has room"
    h.send(IntentKind.HELP, source=InputSource.KEYBOARD)
    assert h.top.name == "help" and h.top.page == glossary_page(terms[0])


def test_while_a_trick_is_held_no_card_of_yours_looks_focused(tmp_path: Path) -> None:
    """"One of them means Enter does this": while the last trick lies on the table, Enter
    gathers it, so the hand shows no focused card beside the trick's winner."""
    h = AppHarness(tmp_path, "--practice", "--seed", "7", "--speed", "10")
    held_on_your_turn = 0
    for _ in range(20000):
        h.frames(1)
        scene = h.top
        view = getattr(scene, "view", None)
        if scene.name != "trick" or view is None:
            if getattr(scene, "ctx", None) is not None and scene.ctx.session.human_to_act() \
                    and view is not None and not view.busy:
                scene.send(scene.snap.legal_actions[0])   # the auction and the draw: anything legal
            elif scene.name == "scoreboard" and held_on_your_turn:
                break
            elif scene.name == "scoreboard":
                h.send(IntentKind.CONFIRM)   # the next hand
            continue
        if view.hold_trick is not None and not view.busy:
            held_on_your_turn += scene.session.human_to_act()
            assert view.focus_card is None, "a focused card while Enter would gather the trick"
        elif scene.session.human_to_act() and not view.busy:
            scene.send(scene.snap.legal_actions[0])
    assert held_on_your_turn, "a trick was held while you were next to play"


def pad_press(h: AppHarness) -> None:
    """A harmless press on a pad (down on the D-pad), read by the app's own translator."""
    for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=pygame.CONTROLLER_BUTTON_DPAD_DOWN, instance_id=0))
    h.frames(2)


def next_label(h: AppHarness, guide: LessonGuide) -> str | None:
    """The label of the coach's Next button, as its note says (None while it shows none)."""
    note = guide.note(h.top.ctx)
    return note[2] if note is not None else None


def test_the_coach_and_the_hint_name_the_keys_of_the_device_in_use(tmp_path: Path) -> None:
    """"Words that fit the device in use": Next (Enter) at the keyboard, Next (A) on a pad; the
    hint and undo buttons likewise."""
    h = AppHarness(tmp_path, "--title", "--speed", "10")
    guide = at_decision(h, "top-cards", 0)
    h.top.send(A.parse(guide.step.expect[0]))
    assert h.run_until(lambda: guide.state != DECIDING and next_label(h, guide) is not None, 3000)
    assert next_label(h, guide) == "Next (Enter)"
    pad_press(h)
    assert next_label(h, guide) == "Next (A)"
    h.navigate(SitDown(position_table_for_test(), TableMode(practice=True)))
    h.frames(10)
    labels = [b.label for b in h.top.practice_controls.buttons.buttons]
    assert labels == ["Hint (Y)", "Undo (X)"], labels
    press(h, pygame.K_LEFT)
    labels = [b.label for b in h.top.practice_controls.buttons.buttons]
    assert labels == ["Hint (H)", "Undo (U)"], labels


def position_table_for_test() -> Any:
    from tools.screenshots import position_table
    return position_table("classic", 4, "auction", "JH AH AC 7C JD", ("bid 15",), dealer=2)
