"""Issue 24, part 1: learn to play at the real table, with a coach.

"The lesson waits for the move it teaches; a different legal move gets a friendly word and a
retry; an illegal one gets the engine's own reason.  Each lesson can be skipped, replayed, and
ends with one line that sums it up. ... progress is saved; keyboard, mouse and gamepad all work.
After the last lesson the player sits at a practice table with hints on."
"A test plays every lesson through the real app with the expected moves and with one wrong move
each."  "A first-run profile reaches the first lesson in one key press from the first screen."
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.engine import actions as A
from game.levels import coaching
from game.levels.lessons import load_lessons
from game.ui.core.intents import InputSource, IntentKind
from game.ui.scenes.host import StartLesson
from game.ui.scenes.lesson_guide import DECIDING, LessonGuide
from game.ui.table.pointers import arrow_area
from tests.ui.harness import AppHarness

LESSONS = load_lessons()[0]


@pytest.fixture(autouse=True)
def _pygame():
    yield
    pygame.quit()


def guide_of(h: AppHarness) -> LessonGuide | None:
    return h.lesson_guide()


def wait_for_decision(h: AppHarness, step_index: int) -> LessonGuide:
    return h.lesson_decision(step_index)


def strip_text(h: AppHarness) -> str:
    return h.strip_text()


def another_legal_move(guide: LessonGuide, state: Any) -> int | None:
    """A legal move the step does not teach (its own tempting one first)."""
    for text in guide.step.wrong:
        return coaching.move_code(text)
    return next((a for a in state.legal_actions() if not guide.step.accepts(a)), None)


def an_illegal_move(state: Any, seat: int) -> int | None:
    """A card in your hand you may not play now, if there is one."""
    if state.phase.name != "PLAY":
        return None
    hand = [c for c in range(52) if (state.hands[seat] >> c) & 1]
    return next((c for c in hand if c not in state.legal_actions()), None)


def play_step(h: AppHarness, step_index: int, wrong_first: bool) -> None:
    """One step: a wrong move (a friendly word, nothing played) and an illegal one (the engine's
    reason), then the move the step teaches, then Next once the coach has summed up."""
    guide = wait_for_decision(h, step_index)
    scene, step = h.top, guide.step
    state = scene.ctx.session.state
    assert step.say in strip_text(h), "the coach says what the step is about"
    assert scene.pointers or not step.point, "the coach points at what matters"
    words = [rect for _, rect in scene.readable_items()]
    for rect, ringed, side in scene.pointers:   # an arrow once sat on the name plate of the card it showed
        assert side is not None or ringed, "a pointer with no arrow is ringed"
        if side is None:
            continue
        covered = [w for w in words if not w.contains(rect) and arrow_area(rect, side).colliderect(w)]
        assert not covered, f"the arrow at {rect} from {side} covers words at {covered}"
    history = len(state.history)
    other = another_legal_move(guide, state)
    if wrong_first and other is not None:
        assert scene.send(other) is False
        analyst = h.app.analyst
        assert analyst is not None and analyst.wait_idle(60), "the step's figures are worked out"
        h.frames(2)
        assert len(state.history) == history, "a different legal move is not played"
        grade = coaching.grade_for(step, other)
        assert grade.kind in coaching.GRADES and grade.words in strip_text(h), "it gets the coach's grade"
        assert guide.last_grade == grade
        assert guide.state == DECIDING and guide.retries == 1
    illegal = an_illegal_move(state, step.seat)
    if wrong_first and illegal is not None:
        assert scene.send(illegal) is False
        h.frames(2)
        shown = h.top.ctx.effects.shown_toast
        assert shown is not None and shown.urgent and state.explain_illegal(A.to_text(illegal)) == shown.text
        assert len(state.history) == history
    assert scene.send(A.parse(step.expect[0])) is not False or step.play_on != "none"
    assert h.run_until(lambda: step.after in strip_text(h), 4000), f"the coach sums up: {strip_text(h)!r}"
    if step.play_on == "hand":
        assert h.top.name == "scoreboard", "the hand's board is shown, the coach's words above it"
    h.send(IntentKind.CONFIRM)


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_every_lesson_plays_through_the_real_app(tmp_path: Path, lesson: Any) -> None:
    h = AppHarness(tmp_path, "--title", "--speed", "10")
    h.navigate(StartLesson(lesson.id))
    assert h.top.name == "lesson-intro" and lesson.title in h.top.heading
    h.send(IntentKind.CONFIRM)                     # Start
    for index in range(len(lesson.steps)):
        play_step(h, index, wrong_first=True)
    assert h.run_until(lambda: h.top.name == "lesson-done", 200)
    assert lesson.summary in h.top.lines(), "the lesson ends with the line that sums it up"
    progress = json.loads((tmp_path / "progress.json").read_text(encoding="utf-8"))
    assert lesson.id in progress["learned"], "progress is saved"


def test_a_first_run_reaches_the_first_lesson_in_one_key_press(tmp_path: Path) -> None:
    h = AppHarness(tmp_path)                       # python main.py, nothing played yet
    h.frames(3)
    assert h.top.name == "welcome"
    h.send(IntentKind.CONFIRM)                     # one key
    h.frames(2)
    assert h.top.name == "lesson-intro" and h.top.lesson.id == LESSONS[0].id


def test_someone_who_has_played_is_not_asked_again(tmp_path: Path) -> None:
    (tmp_path / "stats.json").write_text(json.dumps({"games": 3, "hands_played": 30}), encoding="utf-8")
    h = AppHarness(tmp_path)
    h.frames(3)
    assert h.top.name == "deal"


def test_the_title_offers_learning_first_to_a_newcomer(tmp_path: Path) -> None:
    h = AppHarness(tmp_path, "--title")
    h.frames(2)
    first = h.top.menu.buttons[0]
    assert first.value == "learn" and first.accent
    h.send(IntentKind.CONFIRM)
    assert h.top.name == "lessons"
    h.send(IntentKind.CONFIRM)
    assert h.top.name == "lesson-intro" and h.top.lesson.id == LESSONS[0].id


def test_a_wrong_move_before_the_figures_are_in_waits_for_its_grade(tmp_path: Path, monkeypatch: Any) -> None:
    """Issue 40: the coach grades a wrong move by its cost without blocking the frame loop:
    "Let me look at that…" while the figures are worked out, then the grade in its place."""
    import threading
    h = AppHarness(tmp_path, "--title", "--speed", "10")
    lesson = next(lesson for lesson in LESSONS if lesson.id == "the-draw")
    gate = threading.Event()
    real = coaching.step_figures
    monkeypatch.setattr(coaching, "figures_ready", lambda step: False)
    monkeypatch.setattr(coaching, "step_figures", lambda step: gate.wait(30) and real(step))
    h.navigate(StartLesson(lesson.id))
    h.send(IntentKind.CONFIRM)
    guide = wait_for_decision(h, 0)
    blunder = A.parse("discard 5H")
    assert h.top.send(blunder) is False
    h.frames(2)
    assert coaching.LOOKING in strip_text(h) and guide.waiting == blunder
    gate.set()
    analyst = h.app.analyst
    assert analyst is not None and analyst.wait_idle(60)
    h.frames(2)
    text = strip_text(h)
    assert coaching.LOOKING not in text
    assert "A blunder. That throws away the 5♥, the best card in the game: keep it." in text


def test_the_keyboard_and_the_pad_play_a_lesson(tmp_path: Path) -> None:
    """Arrows and Enter choose the card the coach points at; A on a pad goes on."""
    h = AppHarness(tmp_path, "--title", "--speed", "10")
    lesson = LESSONS[0]
    h.navigate(StartLesson(lesson.id))
    h.send(IntentKind.CONFIRM)
    guide = wait_for_decision(h, 0)
    wanted = A.parse(guide.step.expect[0])
    scene = h.top
    for _ in range(8):
        focus = scene.hand.focus
        cards = [c for c, _ in scene.view.hand_placements(scene.snap, scene.session.viewer)]
        if 0 <= focus < len(cards) and cards[focus] == wanted:
            break
        h.send(IntentKind.MOVE, dx=1, dy=0, source=InputSource.KEYBOARD)
    h.send(IntentKind.CONFIRM, source=InputSource.KEYBOARD)
    assert wanted in scene.ctx.session.state.history
    assert h.run_until(lambda: guide.state == "done", 2000)
    h.send(IntentKind.CONFIRM, source=InputSource.CONTROLLER)
    wait_for_decision(h, 1)


def test_a_lesson_can_be_skipped_and_started_again_from_the_pause_menu(tmp_path: Path) -> None:
    h = AppHarness(tmp_path, "--title", "--speed", "10")
    lesson, following = LESSONS[0], LESSONS[1]
    h.navigate(StartLesson(lesson.id))
    h.send(IntentKind.CONFIRM)
    wait_for_decision(h, 0)
    h.send(IntentKind.PAUSE)
    labels = [b.label for b in h.top.menu.buttons]
    assert {"Start this lesson again", "Skip this lesson", "All lessons"} <= set(labels)
    h.top._press(("guide", labels.index("Skip this lesson") - 1))
    h.frames(2)
    assert h.top.name == "lesson-intro" and h.top.lesson.id == following.id
    assert not h.app.profile.progress.is_learned(lesson.id), "skipping is not learning"


def test_after_the_last_lesson_a_practice_table_with_hints_on(tmp_path: Path) -> None:
    from game.ui.scenes.lessons import LessonDoneOverlay
    h = AppHarness(tmp_path, "--title", "--speed", "10")
    last = LESSONS[5]    # the last on a classic table's path
    h.navigate(StartLesson(last.id))
    h.app.stack.push(LessonDoneOverlay(h.app, last, None))
    h.frames(1)
    h.send(IntentKind.CONFIRM)                   # Play a practice game
    h.frames(3)
    ctx = h.top.ctx
    assert ctx.practice and h.app.profile.settings.auto_hints
    assert any("Hints are on" in t.text for t in ctx.effects.toasts)


def test_the_last_lessons_words_are_true_of_the_table_they_taught(tmp_path: Path) -> None:
    """Issue 40: the lessons ended "That is the whole game" though forty-five, cutthroat and the
    kitty are taught only at their own tables: the ending names the table the path taught."""
    from game.engine.rules import PRESET_TITLES
    from game.levels.lessons import learning_path
    from game.ui.scenes.lessons import LessonDoneOverlay
    h = AppHarness(tmp_path, "--title")
    preset = h.app.profile.settings.rules_preset
    last = learning_path(LESSONS, preset)[-1]
    words = " ".join(LessonDoneOverlay(h.app, last, None).lines())
    assert "whole game" not in words and PRESET_TITLES[preset] in words


@pytest.mark.parametrize("size", [(1280, 720), (1024, 576)])
def test_every_word_of_the_coach_fits_the_strip(size: tuple[int, int]) -> None:
    """What the coach says is never shortened to fit ("shown in full")."""
    from game.ui.core import caches
    from game.ui.core.geometry import ui_scale
    from game.ui.kit import theme
    from game.ui.scenes.lesson_guide import LAST_LABEL
    from game.ui.table.layout import table_layout
    from game.ui.table.status_strip import Banner, banner_fits, layout_banner
    pygame.init()
    pygame.display.set_mode((64, 64))
    caches.reset_all()    # fonts of an earlier test's pygame are gone
    theme.configure(ui_scale(size), size[1], 1.0)
    for lesson in LESSONS:
        for number, step in enumerate(lesson.steps):
            strip = pygame.Rect(*table_layout(size, step.position.rules.players).plan.status.as_ints())
            heading = f"Lesson {lesson.number} ({number + 1} of {len(lesson.steps)}): {step.title or lesson.title}:"
            said = [(heading, step.say, None), ("Well done:", step.after, LAST_LABEL), ("", coaching.LOOKING, None)]
            state = step.build_state()
            said += [("", coaching.grade_for(step, action).words, None) for action in state.legal_actions()
                     if not step.accepts(action)]
            for title, text, button in said:
                layout = layout_banner(strip, Banner("coach", title, text, button=button))
                assert banner_fits(layout), f"{lesson.id} step {number + 1} at {size}: {text!r}"
