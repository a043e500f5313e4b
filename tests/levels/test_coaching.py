"""Issue 40: the coach grades a move the lesson step does not teach by what it costs.

"In the draw lesson, discarding the 5♥ (hearts trump: the best card in the game) got 'That is
a fair move, but not the one this step is about.' The coach must judge a different move by what
it costs: a fine alternative, a weaker one, or a blunder, each said with its reason ('That
throws away the 5♥, the best card in the game: keep it.')."
"""

from __future__ import annotations

import pytest

from game.engine import actions as A
from game.levels import coaching
from game.levels.coaching import BLUNDER, FINE, GRADES, TAUGHT, WEAKER, grade_for, kind_for, step_figures
from game.levels.lessons import LessonStep, load_lessons

LESSONS = load_lessons()[0]
STEPS = [(f"{lesson.id}:{i}", step) for lesson in LESSONS for i, step in enumerate(lesson.steps)]
# Words in a lesson's own line that say how good the move is: they must agree with its grade.
TONE = {FINE: ("works too", "is fine", "not bad", "just as good", "a fair move", "also good"),
        BLUNDER: ("never throw", "never play", "never give", "blunder", "the worst")}


def step_of(lesson_id: str, index: int = 0) -> LessonStep:
    return next(lesson for lesson in LESSONS if lesson.id == lesson_id).steps[index]


def test_throwing_away_the_five_of_trumps_in_the_draw_is_a_blunder_said_with_its_reason() -> None:
    step = step_of("the-draw")
    grade = grade_for(step, "discard 5H")
    assert grade.kind == BLUNDER and grade.cost is not None and grade.cost >= coaching.BLUNDER_FROM
    assert grade.words.startswith("A blunder. That throws away the 5♥, the best card in the game: keep it.")
    both = grade_for(step, "discard 5H AH")
    assert both.kind == BLUNDER and "the 5♥ and the A♥" in both.words


def test_a_move_without_its_own_line_is_worded_from_its_grade_and_cards() -> None:
    step = step_of("the-draw")
    grade = grade_for(step, "discard 9S")      # keeps two cards that will not win
    assert grade.kind == WEAKER and "keeps the 7♦ and the 4♣, which will hardly ever win" in grade.words
    assert grade_for(step, step.expect[0]) == coaching.Grade(TAUGHT, 0.0, "", grade.unit)


def test_a_small_trump_under_the_ace_is_graded_by_its_cost() -> None:
    step = step_of("top-cards", 1)      # the A♥ is on the trick: the 3♥ loses it, the J♥ takes it
    grade = grade_for(step, "play 3H")
    assert grade.kind == BLUNDER and grade.cost is not None and grade.cost >= coaching.BLUNDER_FROM


@pytest.mark.parametrize(("cost", "unit", "top", "kind"), [
    (-3.0, coaching.POINTS, False, FINE), (0.99, coaching.POINTS, False, FINE), (1.0, coaching.POINTS, False, WEAKER),
    (7.99, coaching.POINTS, False, WEAKER), (8.0, coaching.POINTS, False, BLUNDER),
    (0.0, coaching.POINTS, True, BLUNDER), (None, coaching.POINTS, True, BLUNDER),
    (9.0, coaching.GAME_CHANCE, False, BLUNDER), (0.5, coaching.GAME_CHANCE, False, FINE),
])
def test_grade_thresholds(cost: float | None, unit: str, top: bool, kind: str) -> None:
    assert kind_for(cost, unit, top) == kind


def test_the_grade_is_the_same_every_time() -> None:
    """Seeded by the position: a fresh load of the same step grades every move alike."""
    again = {lesson.id: lesson for lesson in load_lessons()[0]}
    for lesson_id, index in (("top-cards", 0), ("follow-or-trump", 1)):
        first, second = step_of(lesson_id, index), again[lesson_id].steps[index]
        assert first is not second
        assert step_figures(first) == step_figures(second)


@pytest.mark.parametrize(("where", "step"), STEPS, ids=[where for where, _ in STEPS])
def test_every_shipped_step_teaches_a_move_the_figures_agree_with(where: str, step: LessonStep) -> None:
    """A step may not teach a move the expert's figures put a point or more below another:
    the coach would have to call the better move "fine" while the lesson calls it wrong."""
    figures = step_figures(step)
    if figures.reference is None:
        return    # (the kitty's discard, the rob, the call: graded by the cards alone)
    best = max(figures.values, key=lambda a: figures.values[a])
    cost = figures.cost_of(best)
    assert cost is not None and cost > -coaching.FINE_WITHIN, \
        f"{where}: {A.to_text(best)} is worth {-(cost or 0):.1f} more than the move taught"


@pytest.mark.parametrize(("where", "step"), STEPS, ids=[where for where, _ in STEPS])
def test_every_other_move_gets_a_grade_and_words_that_agree_with_it(where: str, step: LessonStep) -> None:
    """No move is "a fair move" by default; the lesson's own lines speak in the tone of their grade."""
    state = step.build_state()
    for action in state.legal_actions():
        grade = grade_for(step, action)
        if step.accepts(action):
            assert grade.kind == TAUGHT
            continue
        assert grade.kind in GRADES and grade.words.startswith(coaching.OPENERS[grade.kind])
        assert "fair move" not in grade.words
        own = (step.word_for(action) or "").lower()
        for kind, words in TONE.items():
            said = [w for w in words if w in own]
            assert not said or kind == grade.kind, \
                f"{where}: the line for {A.to_text(action)!r} says {said} but the move is {grade.kind} ({grade.cost})"
