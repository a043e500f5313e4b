"""Issue 40: the scripted newcomer plays every lesson and two practice hands at the keyboard.

"A scripted newcomer in the test suite: it plays all nine lessons and two practice hands through
the real input layer as a newcomer does (Enter first on every step, then the arrows, then a wrong
card, then the right one) and fails on: buttons that overlap each other or a plate or a card, more
than one "Enter does this" highlight, a pointer not on something the words name, cut or
overlapping text, a coach reply whose grade disagrees with the move's cost, and an auction hint
whose words contradict its own figures.  Run it at 1280x720 and 3840x2160."
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.engine import actions as A
from game.engine.cards import CARDS
from game.levels.lessons import Lesson, LessonStep, load_lessons
from game.ui.kit import theme
from game.ui.scenes.host import StartLesson
from game.ui.scenes.lesson_guide import LessonGuide
from tests.ui.app_parts import analyst_of
from tests.ui.harness import AppHarness
from tests.ui.newcomer import Newcomer

LESSONS = load_lessons()[0]
SIZES = [pytest.param("1280x720", id="720p"), pytest.param("3840x2160", id="4k", marks=pytest.mark.slow)]


@pytest.fixture(autouse=True)
def _pygame():
    yield
    pygame.quit()


def strip_text(n: Newcomer) -> str:
    return n.h.strip_text()


def start_step(n: Newcomer, lesson: Lesson, index: int) -> LessonGuide:
    n.h.navigate(StartLesson(lesson.id, index, intro=False))
    guide = n.h.lesson_decision(index)
    n.where_label = f"lesson {lesson.number} step {index + 1} ({lesson.steps[index].title or lesson.title})"
    assert isinstance(guide, LessonGuide)
    return guide


def pointer_problems(n: Newcomer, step: LessonStep) -> list[str]:
    """Each pointer sits on a thing the coach's words name, and every card it names in your
    hand or the trick is pointed at."""
    scene, where = n.top, n.where()
    found = []
    say = step.say
    for card in step.pointed_cards():
        if card.symbol() not in say:
            found.append(f"{where}: a pointer on the {card.symbol()}, which the words do not name")
    targets = [pygame.Rect(rect) for rect, _ in _target_rects(scene, step)]
    for rect, _, _ in scene.pointers:
        if not any(rect.colliderect(t) for t in targets):
            found.append(f"{where}: a pointer at {tuple(rect)} points at nothing the step names")
    return found


def _target_rects(scene: Any, step: LessonStep) -> list[tuple[pygame.Rect, str]]:
    from game.ui.table.pointers import pointer_rects
    return [(rect, "") for rect, _ in pointer_rects(scene, scene.ctx.mode.guide.pointing(scene.ctx))]


def other_legal_move(guide: LessonGuide, state: Any) -> A.PlayerAction | None:
    """A legal move the step does not teach: its own tempting one first, else any."""
    legal: list[A.PlayerAction] = state.legal_actions()
    tempting = [action for text in guide.step.wrong for action in legal if action == A.parse(text)]
    return tempting[0] if tempting else next((a for a in legal if not guide.step.accepts(a)), None)


def play_lesson_step(n: Newcomer, lesson: Lesson, index: int) -> None:
    step = lesson.steps[index]
    # 1. Enter at once, as a newcomer does: it must do no harm (the taught move, or nothing played).
    guide = start_step(n, lesson, index)
    state = n.top.ctx.session.state
    history = len(state.history)
    n.look()
    n.problems += pointer_problems(n, step)
    n.press(pygame.K_RETURN, frames=3)
    if len(state.history) > history:
        made = state.history[history]
        if not step.accepts(made):
            n.problems.append(f"{n.where()}: Enter at once played {A.to_text(made)!r}, not the move taught")
    elif guide.retries:
        n.problems.append(f"{n.where()}: Enter at once made a move the coach had to answer: {strip_text(n)!r}")
    # 2. The step again: arrows to look around, a wrong move, then the right one, all by keys.
    guide = start_step(n, lesson, index)
    state = n.top.ctx.session.state
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT):
        n.press(key)
        n.look()
    wrong = other_legal_move(guide, state)
    if wrong is not None:
        history = len(state.history)
        assert n.make_move(wrong), n.problems
        n.h.frames(3)
        if len(state.history) != history:
            n.problems.append(f"{n.where()}: the wrong move {A.to_text(wrong)!r} was played")
        n.problems += coach_reply_problems(n, step, wrong)
        n.look()
    guide = start_step(n, lesson, index)   # (a wrong discard leaves cards chosen: start clean)
    assert n.make_move(A.parse(step.expect[0])), n.problems
    assert n.wait(lambda: step.after in strip_text(n), 4000), f"{n.where()}: the coach never sums up"
    n.look()


def coach_reply_problems(n: Newcomer, step: LessonStep, action: A.PlayerAction) -> list[str]:
    """The coach's answer to a move it does not teach: shown, and graded as the move's cost says."""
    from game.levels.coaching import LOOKING, grade_for
    grade = grade_for(step, action)
    analyst_of(n.h.app).wait_idle(60.0)   # "Let me look at that…" while the expert weighs the step
    n.wait(lambda: LOOKING not in strip_text(n), 600)
    shown = strip_text(n)
    found = []
    if grade.words not in shown:
        found.append(f"{n.where()}: after {A.to_text(action)!r} the strip says {shown!r}, not the coach's "
                     f"{grade.words!r}")
    disagreement = grade_disagrees(step, action, grade)
    if disagreement:
        found.append(f"{n.where()}: {A.to_text(action)!r} {disagreement}")
    return found


def grade_disagrees(step: LessonStep, action: A.PlayerAction, grade: Any) -> str:
    """Why the grade does not fit the move's cost ("" when it does): a fine move costs less than
    the coach's line for fine, a weaker one less than a blunder's, and a blunder costs that much
    or throws away a top trump (the 5 or jack of trumps, the A♥: "the three best cards")."""
    from game.levels import coaching
    cost = grade.cost
    if grade.kind == coaching.BLUNDER and throws_a_top_trump(step, action):
        return ""
    if cost is None:
        return "" if grade.kind in coaching.GRADES else f"has no grade ({grade.kind})"
    limits = {coaching.FINE: (-1e9, coaching.FINE_WITHIN),
              coaching.WEAKER: (coaching.FINE_WITHIN, coaching.BLUNDER_FROM),
              coaching.BLUNDER: (coaching.BLUNDER_FROM, 1e9)}
    if grade.unit != coaching.POINTS:
        limits = {coaching.FINE: (-1e9, coaching.FINE_WITHIN_CHANCE),
                  coaching.WEAKER: (coaching.FINE_WITHIN_CHANCE, coaching.BLUNDER_FROM_CHANCE),
                  coaching.BLUNDER: (coaching.BLUNDER_FROM_CHANCE, 1e9)}
    low, high = limits.get(grade.kind, (1e9, -1e9))
    if not low <= cost < high:
        return f"is called {grade.kind} but costs {cost:.1f} {grade.unit}"
    return ""


def throws_a_top_trump(step: LessonStep, action: int) -> bool:
    """A discard (or a rob) that gives up the 5 or jack of trumps or the A♥, read from the cards."""
    state = step.build_state()
    typed = A.typed_action(action)
    given = [int(c) for c in typed.cards] if isinstance(typed, A.Discard) else \
        [int(typed.card)] if isinstance(typed, A.RobTurnUp) else []
    trump = state.trump
    if trump is None or trump < 0:
        return False
    tops = {f"5{'SHDC'[trump]}", f"J{'SHDC'[trump]}", "AH"}   # (suits in SUIT_NAMES order)
    return any(str(CARDS[c]) in tops for c in given)


@pytest.mark.parametrize("size", SIZES)
def test_a_newcomer_plays_every_lesson_at_the_keyboard(tmp_path: Path, size: str) -> None:
    h = AppHarness(tmp_path, "--title", "--speed", "10", size=size)
    n = Newcomer(h, size)
    assert len(LESSONS) == 9, "all nine lessons"
    with theme.listening_for_cuts() as cuts:
        for lesson in LESSONS:
            for index in range(len(lesson.steps)):
                play_lesson_step(n, lesson, index)
    n.problems += [f"{size}: text cut short: {text!r}" for text in cuts]
    assert not n.problems, "\n".join(n.problems)



# ---------------------------------------------------------------------------- two practice hands

AUCTION_VERBS = ("bid", "pass", "hold")


def hint_shown(n: Newcomer) -> bool:
    from game.ui.scenes.hinting import THINKING
    hints = n.top.ctx.hints
    return bool(hints.text) and hints.text != THINKING and hints.action is not None


def practice_decision(n: Newcomer) -> None:
    """One decision of a practice hand: H for the hint, H again for why, the hint's words
    checked against its own figures (in the auction), then the advised move made by keys."""
    from game.ai.hint_check import auction_hint_problems
    scene = n.top
    session = scene.ctx.session
    n.where_label = f"practice hand {scene.snap.hand_number + 1}, move {scene.snap.move_count} ({scene.snap.phase})"
    n.look()
    n.press(pygame.K_h)
    analyst_of(n.h.app).wait_idle(60.0)   # the expert weighs the decision on its own thread
    assert n.wait(lambda: hint_shown(n), 2000), f"{n.where()}: no hint came"
    hints = n.top.ctx.hints
    if hints.text is not None and hints.text[1]:
        n.press(pygame.K_h)   # Why?
    what, why = n.top.ctx.hints.text or ("", "")
    action = n.top.ctx.hints.action
    observation = session.observe()
    if A.kind(action) in AUCTION_VERBS:
        n.problems += [f"{n.where()}: {problem}" for problem in auction_hint_problems(observation, what, why, action)]
    n.look()
    moves = len(session.state.history)
    assert n.make_move(action), n.problems
    assert n.wait(lambda: len(session.state.history) > moves, 200), f"{n.where()}: the hint's move was not made"


def test_a_newcomer_plays_two_practice_hands_with_hints(tmp_path: Path) -> None:
    h = AppHarness(tmp_path, "--practice", "--seed", "7", "--speed", "10")
    n = Newcomer(h)
    boards = 0
    with theme.listening_for_cuts() as cuts:
        for _ in range(200):
            assert n.wait(lambda: n.top.name == "scoreboard" or (
                getattr(n.top, "ctx", None) is not None and n.top.ctx.session.human_to_act()
                and not n.top.view.busy and n.top.view.hold_trick is None   # (Enter would gather the last trick)
                and n.top.name in ("auction", "draw", "trick")), 6000), n.top.name
            if n.top.name == "scoreboard":
                boards += 1
                n.where_label = f"the board of hand {boards}"
                n.look()
                if boards == 2:
                    break
                n.press(pygame.K_RETURN, frames=4)
                assert n.wait(lambda: n.top.name != "scoreboard", 600)
                continue
            practice_decision(n)
    assert boards == 2, "two hands played"
    n.problems += [f"practice: text cut short: {text!r}" for text in cuts]
    assert not n.problems, "\n".join(n.problems)
