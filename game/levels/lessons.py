"""Lessons: learning Forty-Fives at the real table, one idea a lesson, from a coach.

Data in ``levels/lessons/*.toml`` as ``[[lessons]]`` entries, each with ``[[lessons.steps]]``.
A step is a position written as a drill writes one (``preset``, ``seat``, ``phase``, ``hands``,
``auction``, ``tricks``...), what the coach says (``say``) and points at (``point``: cards,
the buttons of calls, the panels: only what ``say`` names, and every card of yours it names),
the move it teaches (``expect``), the coach's own line for a tempting other move (``wrong``:
the grade in front of it, and for every other move the words, come from what the move costs,
``game.levels.coaching``), and how far the table plays on once the move is made
(``play_on``: not at all, to the end of the trick, to the end of the hand) before the coach
sums it up (``after``).

Loading reaches every position through the engine and plays every step on exactly as the
table will (the other seats play the ``normal`` player's choice, which depends on nothing but
what they see), so a lesson that says "your five takes the trick" is checked to be true.
Pure Python (never pygame).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import resources
from game.ai import hint
from game.engine import PRESET_NAMES, ActionParseError, Card, GameState
from game.engine import actions as A
from game.engine.actions import PlayerAction

from .drills import check_actions, parse_position
from .ladder import ID_PATTERN
from .lesson_points import (
    CARD_IN_WORDS,
    PLACE_WORDS,
    PLACES,
    call_named,
    card_named,
    check_named,
    check_points,
    is_card,
)
from .positions import Position, build_position
from .schema import Checker, display_path, load_checked_file, load_unique, toml_files

TOPICS = ("ranking", "tricks", "points", "auction", "trump", "draw", "scoring", "kitty", "cutthroat",
          "forty-five")
PLAY_ON = ("none", "trick", "hand")
TRICK_TAKERS = ("you", "partner", "your side", "the other side")
STEP_POSITION_KEYS = ("preset", "players", "switches", "seat", "phase", "dealer", "hands", "kitty", "turn_up",
                      "trump", "auction", "call", "kitty_discard", "rob", "draw", "tricks", "trick", "leader",
                      "scores")
STEP_KEYS = STEP_POSITION_KEYS + ("title", "say", "point", "expect", "wrong", "after", "play_on",
                                  "takes_trick", "side_points", "bid_made")
LESSON_KEYS = ("id", "number", "title", "topic", "summary", "intro", "presets", "steps")
MAX_PLAY_ON = 40    # computer moves after yours before a step must have reached its end


class LessonError(ValueError):
    """A lesson step the table cannot play as written (said in words)."""


@dataclass(frozen=True)
class LessonStep:
    """One decision of yours, taught."""

    position: Position
    say: str
    expect: tuple[str, ...]                 # the moves this step teaches, in notation
    after: str                              # the coach's summing-up once the table has played on
    point: tuple[str, ...] = ()             # cards ("5S"), calls ("bid 20"), places ("scores")
    wrong: dict[str, str] = field(default_factory=dict)   # a tempting other move -> the coach's own line
    play_on: str = "none"
    takes_trick: str | None = None       # who the checker found takes the trick, if the step says
    title: str = ""

    @property
    def seat(self) -> int:
        return self.position.seat

    def build_state(self) -> GameState:
        """A fresh state at this step's decision."""
        return build_position(self.position)

    def accepts(self, action: str | int) -> bool:
        """Whether ``action`` is a move this step teaches."""
        try:
            chosen = A.parse(action) if isinstance(action, str) else int(action)
        except (ActionParseError, ValueError):
            return False
        return any(chosen == A.parse(text) for text in self.expect)

    def word_for(self, action: int) -> str | None:
        """The lesson's own line for another legal move (None: the coach words it from the
        move's grade, ``game.levels.coaching``)."""
        for text, word in self.wrong.items():
            if A.parse(text) == action:
                return word
        return None

    @property
    def focus_move(self) -> PlayerAction:
        """The move Enter should be harmless on when the step begins: the first move the step
        teaches (its card, its call's button), so a newcomer's first Enter plays it."""
        action = A.parse(self.expect[0])
        if not isinstance(action, PlayerAction):   # the loader takes only a seat's moves
            raise LessonError(f"{self.expect[0]!r} is not a seat's move")
        return action

    def pointed_cards(self) -> tuple[Card, ...]:
        return tuple(Card.parse(item) for item in self.point if is_card(item))

    def pointed_actions(self) -> tuple[PlayerAction, ...]:
        """The calls the coach points at (their buttons); the loader has checked each is one."""
        parsed = (A.parse(item) for item in self.point if not is_card(item) and item not in PLACES)
        return tuple(action for action in parsed if isinstance(action, PlayerAction))

    def pointed_places(self) -> tuple[str, ...]:
        return tuple(item for item in self.point if item in PLACES)


@dataclass(frozen=True)
class Lesson:
    """A short lesson: its steps, and the one line that sums it up at the end."""

    id: str
    number: int
    title: str
    topic: str
    summary: str
    steps: tuple[LessonStep, ...]
    intro: str = ""
    presets: tuple[str, ...] = ()      # empty: for every table; else that table's own lesson
    source: str = ""

    def for_preset(self, name: str) -> bool:
        """Whether this lesson belongs to the lessons shown at ``name``'s table."""
        return not self.presets or name in self.presets


def learning_path(lessons: list[Lesson], preset_name: str) -> list[Lesson]:
    """The lessons a newcomer at ``preset_name``'s table takes, in order: every table's, then
    that table's own (the kitty, the called partner, the turn-up)."""
    common = [lesson for lesson in lessons if not lesson.presets]
    own = [lesson for lesson in lessons if lesson.presets and preset_name in lesson.presets]
    return sorted(common, key=lambda lesson: lesson.number) + sorted(own, key=lambda lesson: lesson.number)


def lesson_move(state: GameState) -> int:
    """What a computer seat plays at a lesson's table: the ``normal`` player's choice from what
    that seat sees (no randomness), so the table plays on as the checker played it."""
    return hint(state.observation(state.current_player)).action


def play_step(step: LessonStep, action: str | int) -> tuple[GameState, int | None]:
    """Your move made at the step's position and the table carried on as far as the step says
    (``play_on``): the state then, and the seat that took the trick you played to (None when
    the step does not play on to its end).  ``LessonError`` when the table would need you
    again first, or never gets there."""
    state = step.build_state()
    tricks, hands = len(state.tricks), len(state.records)
    state.apply(A.parse(action) if isinstance(action, str) else action)
    return state, carry_on(state, step, tricks, hands)


def table_move(state: GameState, seat: int, play_on: str = "trick") -> int:
    """The next move while the table plays on: a computer seat's choice, or your own when it
    is forced (your last card plays itself); ``LessonError`` when it is a real decision of yours."""
    if state.current_player != seat:
        return lesson_move(state)
    legal = state.legal_actions()
    if len(legal) != 1:
        raise LessonError(f"the table cannot play on to the end of the {play_on} without you: "
                          "a decision of yours comes first")
    return legal[0]


def step_finished(state: GameState, step: LessonStep, tricks: int, hands: int) -> bool:
    """Whether the table has played on as far as the step says (``tricks``, ``hands``: how many
    were finished before your move)."""
    if step.play_on == "hand":
        return len(state.records) > hands
    if step.play_on == "trick":
        return len(state.tricks) > tricks or len(state.records) > hands
    return True


def carry_on(state: GameState, step: LessonStep, tricks: int, hands: int) -> int | None:
    """The computer seats play on (``lesson_move``) until ``step_finished``; who took the trick
    your move was part of (None when the step does not play on to the end of one)."""
    for _ in range(MAX_PLAY_ON):
        if step_finished(state, step, tricks, hands):
            break
        seat = state.current_player
        if state.is_terminal or seat < 0:
            raise LessonError(f"the hand stops before the end of the {step.play_on}")
        state.apply(table_move(state, step.seat, step.play_on))
    else:
        raise LessonError(f"the table never reaches the end of the {step.play_on}")
    return None if step.play_on == "none" else trick_taker(state, tricks, hands)


def trick_taker(state: GameState, tricks: int, hands: int) -> int | None:
    """Who took the trick that was the ``tricks``-th (from 0) of the hand being played when the
    step began: from the live hand, or from its record once the hand is over."""
    if len(state.records) > hands:
        finished = state.records[hands].tricks
        return finished[tricks].winner if tricks < len(finished) else None
    return state.tricks[tricks][2] if tricks < len(state.tricks) else None


def taker_words(state: GameState, seat: int, taker: int) -> str:
    """Who took a trick, from ``seat``'s side of the table (one of ``TRICK_TAKERS``)."""
    if taker == seat:
        return "you"
    rules = state.rules
    if rules.partnerships and rules.side_of(taker) == rules.side_of(seat):
        return "partner"
    return "the other side"


# ---------------------------------------------------------------------------- loading

def load_lessons(path: str | Path | None = None) -> tuple[list[Lesson], list[str]]:
    """All lessons in number order and the problems found; a file with any problem is skipped
    whole.  ``path``: a lesson file, a folder of them, or the ``levels/`` folder holding
    ``lessons/`` (default: the shipped levels)."""
    if path is None:
        try:
            files, problems = resources.lesson_files(), list[str]()
        except resources.DataError as exc:
            return [], [str(exc)]
    else:
        files, problems = lesson_files(Path(path))
    lessons, file_problems = load_unique(files, load_lesson_file)
    numbers: dict[int, str] = {}
    for lesson in lessons:
        if lesson.number in numbers:
            file_problems.append(f"{lesson.source}: lesson {lesson.id!r} has number {lesson.number}, "
                                 f"as {numbers[lesson.number]!r} has")
        numbers[lesson.number] = lesson.id
    return sorted(lessons, key=lambda lesson: lesson.number), problems + file_problems


def lesson_files(path: Path) -> tuple[list[Path], list[str]]:
    if path.is_file():
        return [path], []
    if (path / "lessons").is_dir():
        return toml_files(path / "lessons"), []
    if path.is_dir():
        return toml_files(path), []
    return [], [f"{display_path(path)}: no such file or folder"]


def load_lesson_file(path: Path) -> tuple[list[Lesson], list[str]]:
    return load_checked_file(path, parse_lessons)


def parse_lessons(data: dict[str, Any], checker: Checker) -> list[Lesson]:
    """Check a parsed lesson file: structure, every step reached and played on by the engine."""
    checker.known_keys(data, ("version", "title", "lessons"), "")
    checker.version(data)
    checker.text(data, "title", "", required=False)
    out: list[Lesson] = []
    for path, entry in checker.table_list(data, "lessons"):
        lesson = parse_lesson(entry, path, checker)
        if lesson is not None:
            out.append(lesson)
    return out


def parse_lesson(entry: dict[str, Any], path: str, checker: Checker) -> Lesson | None:
    before = len(checker.problems)
    checker.known_keys(entry, LESSON_KEYS, path)
    lesson_id = checker.text(entry, "id", path)
    if lesson_id is not None and not ID_PATTERN.match(lesson_id):
        checker.error(f"{path}.id", f"{lesson_id!r} must be lower-case words joined by '-' (it is saved in progress)")
    number = checker.number_in(entry, "number", path, 1, 99)
    title = checker.text(entry, "title", path)
    topic = checker.choice(entry.get("topic"), TOPICS, f"{path}.topic", "topic") if "topic" in entry else None
    if "topic" not in entry:
        checker.error(f"{path}.topic", f"missing: one of {', '.join(TOPICS)}")
    summary = checker.text(entry, "summary", path)
    intro = checker.text(entry, "intro", path, required=False, default="")
    presets = checker.field(entry, "presets", list, path, required=False, default=[])
    for i, name in enumerate(presets):
        checker.choice(name, PRESET_NAMES, f"{path}.presets[{i}]", "preset")
    steps: list[LessonStep] = []
    for step_path, step_entry in checker.table_list(entry, "steps") if "steps" in entry else []:
        step = parse_step(step_entry, f"{path}.{step_path}", checker, f"{lesson_id}:{len(steps)}")
        if step is not None:
            steps.append(step)
    if "steps" not in entry:
        checker.error(f"{path}.steps", "missing: a lesson needs at least one [[lessons.steps]]")
    if len(checker.problems) != before or not steps:
        return None
    for i, step in enumerate(steps):
        if presets and step.position.rules.name not in presets:
            checker.error(f"{path}.steps[{i}].preset", f"is {step.position.rules.name!r}: this lesson is for "
                          f"{', '.join(presets)}")
    if (len(checker.problems) != before or lesson_id is None or number is None or title is None or topic is None
            or summary is None):   # a missing field is one of the problems
        return None
    return Lesson(id=lesson_id, number=number, title=title, topic=topic, summary=summary, steps=tuple(steps),
                  intro=intro or "", presets=tuple(presets), source=checker.source)


def parse_step(entry: dict[str, Any], path: str, checker: Checker, seed_text: str) -> LessonStep | None:
    """One step: its position reached, its moves legal, its table played on as written."""
    before = len(checker.problems)
    checker.known_keys(entry, STEP_KEYS, path)
    say = checker.text(entry, "say", path)
    after = checker.text(entry, "after", path)
    title = checker.text(entry, "title", path, required=False, default="")
    play = checker.choice(entry.get("play_on", "none"), PLAY_ON, f"{path}.play_on", "play_on")
    takes = checker.choice(entry["takes_trick"], TRICK_TAKERS, f"{path}.takes_trick", "trick taker") \
        if "takes_trick" in entry else None
    expect = _texts(entry, "expect", path, checker, required=True)
    point = _texts(entry, "point", path, checker, required=False)
    wrong = checker.field(entry, "wrong", dict, path, required=False, default={})
    for key, word in wrong.items():
        if checker.typed(word, str, f"{path}.wrong.{key}") is not None and not word.strip():
            checker.error(f"{path}.wrong.{key}", "must not be empty")
    reached = parse_position({k: v for k, v in entry.items() if k in STEP_POSITION_KEYS}, path, checker, seed_text)
    if reached is None or len(checker.problems) != before or say is None or after is None:
        return None
    position, state = reached
    if state.current_player != position.seat:
        checker.error(f"{path}.seat", f"the position is not seat {position.seat}'s decision")
        return None
    check_actions(state, list(expect), f"{path}.expect", checker)
    check_actions(state, list(wrong), f"{path}.wrong", checker, keyed=True)
    if len(checker.problems) != before:
        return None
    accepted = {A.parse(text) for text in expect}
    legal = set(state.legal_actions())
    if len(legal) > 1 and legal <= accepted:   # (one move only is a rule to learn: the coach explains it)
        checker.error(f"{path}.expect", "every legal move is accepted: the step has nothing to teach")
    for key in wrong:
        if A.parse(key) in accepted:
            checker.error(f"{path}.wrong.{key}", "is a move the step teaches; 'wrong' is for the others")
    check_points(state, position, point, f"{path}.point", checker)
    check_named(state, position, say, point, f"{path}.point", checker)
    if len(checker.problems) != before:
        return None
    step = LessonStep(position=position, say=say, expect=tuple(A.to_text(A.parse(t)) for t in expect), after=after,
                      point=tuple(point), wrong=dict(wrong), play_on=play or "none",
                      takes_trick=takes, title=title or "")
    side_points = checker.field(entry, "side_points", int, path, required=False)
    bid_made = checker.field(entry, "bid_made", bool, path, required=False)
    if (side_points is not None or bid_made is not None) and step.play_on != "hand":
        checker.error(f"{path}.play_on", "side_points and bid_made are checked at the end of the hand: "
                      "play_on must be \"hand\"")
    for text in step.expect:   # the table plays on the same after every move the step accepts
        try:
            played, taker = play_step(step, text)
        except LessonError as exc:
            checker.error(f"{path}.play_on", f"after {text!r}: {exc}")
            continue
        if step.play_on == "hand":
            _check_hand_result(played, position, side_points, bid_made, f"{path}", text, checker)
        if takes is not None:
            found = taker_words(played, position.seat, taker) if taker is not None else None
            if found != takes and not (takes == "your side" and found in ("you", "partner")):
                checker.error(f"{path}.takes_trick", f"after {text!r} the trick is taken by {found or 'no one yet'}, "
                              f"not {takes}")
    return step if len(checker.problems) == before else None


def _check_hand_result(state: GameState, position: Position, side_points: int | None, bid_made: bool | None,
                       path: str, text: str, checker: Checker) -> None:
    """What the step says of the finished hand must be what the engine scored."""
    record = state.records[-1]
    rules = position.rules
    side = rules.side_of(position.seat)
    if side_points is not None and record.points[side] != side_points:
        checker.error(f"{path}.side_points", f"after {text!r} your side takes {record.points[side]} points, "
                      f"not {side_points}")
    if bid_made is not None and record.made is not bid_made:
        checker.error(f"{path}.bid_made", f"after {text!r} the bid is {'made' if record.made else 'set'}")


def _texts(entry: dict[str, Any], key: str, path: str, checker: Checker, required: bool) -> tuple[str, ...]:
    raw = checker.field(entry, key, list, path, required=required, default=[])
    if required and key in entry and not raw:
        checker.error(f"{path}.{key}", "must list at least one move")
    return tuple(item for i, item in enumerate(raw) if checker.typed(item, str, f"{path}.{key}[{i}]") is not None)


__all__ = ["CARD_IN_WORDS", "Lesson", "LessonError", "LessonStep", "PLACES", "PLACE_WORDS", "PLAY_ON", "TOPICS",
           "TRICK_TAKERS", "call_named", "card_named", "carry_on", "learning_path", "lesson_move", "load_lessons",
           "play_step", "step_finished", "table_move", "taker_words", "trick_taker"]
