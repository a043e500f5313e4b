"""Issue 40: "Pointers must point at the card the words name and nothing else": the lesson
loader refuses a step that points at what its words do not name, or names a card of yours it
does not point at; and ``LessonStep.focus_move`` is the move Enter should be harmless on."""

from __future__ import annotations

from pathlib import Path

from game.engine import Card
from game.engine import actions as A
from game.levels.lessons import call_named, card_named, load_lessons

STEP = '''version = 1
[[lessons]]
id = "t"
number = 1
title = "t"
topic = "ranking"
summary = "s"

[[lessons.steps]]
preset = "classic"
players = 4
dealer = 3
seat = 0
phase = "play"
trump = "D"
auction = ["bid 20", "pass", "pass", "pass"]
trick = ["9C", "10C", "6C"]
hands = { 0 = "2C 8C QH 4S 7H" }
say = "SAY"
point = POINT
expect = ["play 2C"]
play_on = "trick"
takes_trick = "you"
after = "Done."
'''


def problems(tmp_path: Path, say: str, point: str) -> list[str]:
    path = tmp_path / "t.toml"
    path.write_text(STEP.replace("SAY", say).replace("POINT", point), encoding="utf-8")
    return load_lessons(path)[1]


def test_a_card_pointed_at_but_not_named_is_refused(tmp_path: Path) -> None:
    """The "red high, black low" step pointed at the 2♣ and the 8♣ while its words named neither."""
    found = problems(tmp_path, "Which of your clubs beats the 6♣? Take the trick with it.", '["2C", "8C"]')
    assert any("point[0]: '2C' is pointed at, but the words do not name it" in p for p in found)
    assert any("point[1]: '8C' is pointed at, but the words do not name it" in p for p in found)
    assert problems(tmp_path, "Which of your clubs beats the 6♣? Take the trick with it.", '["6C"]') == []


def test_a_card_of_yours_named_but_not_pointed_at_is_refused(tmp_path: Path) -> None:
    found = problems(tmp_path, "Play your 2♣ and keep the 8♣.", '["2C"]')
    assert any("the words name your 8♣, but nothing points at it" in p for p in found)
    assert problems(tmp_path, "Play your 2♣ and keep the 8♣.", '["2C", "8C"]') == []


def test_places_and_calls_must_be_named_too(tmp_path: Path) -> None:
    found = problems(tmp_path, "Play your 2♣.", '["2C", "scores"]')
    assert any("'scores' is pointed at, but the words do not name it" in p for p in found)
    assert problems(tmp_path, "Play your 2♣ and watch the score.", '["2C", "scores"]') == []
    assert call_named("Bid 20.", A.bid(20)) and not call_named("Bid 25.", A.bid(20))
    assert call_named("Name diamonds.", A.trump("D")) and call_named("Hold.", A.HOLD)
    assert card_named("keep the five of hearts", Card.parse("5H")) and not card_named("the 10♥", Card.parse("10S"))


def test_every_shipped_step_points_only_at_what_it_names() -> None:
    assert load_lessons()[1] == []


def test_focus_move_is_the_first_move_taught() -> None:
    lessons = load_lessons()[0]
    for lesson in lessons:
        for step in lesson.steps:
            assert step.focus_move == A.parse(step.expect[0]) and step.accepts(step.focus_move)
