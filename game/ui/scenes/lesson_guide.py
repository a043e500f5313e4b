"""The coach of a lesson at the real table: what it says, what it points at, what it waits for.

A lesson step is a position of the real engine (``game.levels.lessons``).  The coach waits for
the move the step teaches; another legal move gets a friendly word and the table waits for a
retry, an illegal one goes on to the engine, which explains the rule.  The move it waits for is
played, the other seats play on as the step says (to the end of the trick, or of the hand, its
board shown), and the coach sums up; Enter (a click, A on a pad) goes on to the next step, and
after the last one the lesson's one-line summary.  The table's scenes ask the coach through the
``TableGuide`` protocol (``game.ui.table.table_context``); this module never draws.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from typing import Any

from game.ai.hints import Hint, describe_action
from game.engine import Observation
from game.engine import actions as A
from game.levels.lessons import Lesson, LessonStep, step_finished, table_move
from game.ui.core.intents import Intent, IntentKind
from game.ui.scenes.host import EndLesson, Host, OpenLessons, StartLesson
from game.ui.table.session import GameSession, SeatConfig, chosen_action, quick_seats
from game.ui.table.table_context import Pointing, TableContext, TableMode

log = logging.getLogger(__name__)

DECIDING, PLAYING, DONE = "deciding", "playing", "done"
NEXT_LABEL = "Next (Enter)"
LAST_LABEL = "Finish (Enter)"
WORD_SECONDS = 6.0      # a friendly word about another move stays this long (or until the next)


class LessonPlayer:
    """A computer seat at a lesson's table: the move the lesson's checker played there."""

    name = "lesson"

    def choose(self, observation: Observation, legal_actions: Sequence[A.PlayerAction],
               rng: random.Random) -> A.PlayerAction:
        from game.ai import hint
        return hint(observation).action


class LessonSession(GameSession):
    """A session set at a lesson step's position: never autosaved over the real game, never
    counted in the statistics."""

    keeps_records = False

    def __init__(self, step: LessonStep, names: list[str] | None = None) -> None:
        rules = step.position.rules
        seats = quick_seats(rules.players, human=False, level="normal", names=names)
        seats[step.seat] = SeatConfig("You", "human")
        super().__init__(rules, 0, seats, player_factory=lambda level, personality: LessonPlayer())
        self.lesson_seat = step.seat
        self.state = step.build_state()
        self.hand_start = None
        self.events.clear()



class LessonGuide:
    """One step of one lesson, at the table (see the module docstring)."""

    def __init__(self, host: Host, lesson: Lesson, step_index: int, next_lesson: str | None) -> None:
        self.host = host
        self.lesson = lesson
        self.index = step_index
        self.step: LessonStep = lesson.steps[step_index]
        self.next_lesson = next_lesson      # where "Finish" leads after the summary (None: practice)
        self.state = DECIDING
        self.tricks_before = 0
        self.hands_before = 0
        self.retries = 0

    # ------------------------------------------------------------------ what it says

    @property
    def heading(self) -> str:
        step = self.step
        count = len(self.lesson.steps)
        where = f" ({self.index + 1} of {count})" if count > 1 else ""
        return f"Lesson {self.lesson.number}{where}: {step.title or self.lesson.title}"

    @property
    def last_step(self) -> bool:
        return self.index + 1 >= len(self.lesson.steps)

    def note(self, ctx: TableContext) -> tuple[str, str, str | None] | None:
        board_up = self.step.play_on == "hand" and self._finished(ctx) and ctx.view.hold_trick is None \
            and not ctx.view.busy
        if self.state == DONE or (self.state == PLAYING and board_up):   # (summed up over the hand's board)
            return ("Well done", self.step.after, LAST_LABEL if self.last_step else NEXT_LABEL)
        if self.state == PLAYING:
            return None   # the table speaks: who took the trick and why
        return (self.heading, self.step.say, None)

    @property
    def next_label(self) -> str:
        """The label of the button that goes on (the hand's board shows it in place of Next hand)."""
        return LAST_LABEL if self.last_step else NEXT_LABEL

    def _finished(self, ctx: TableContext) -> bool:
        return step_finished(ctx.session.state, self.step, self.tricks_before, self.hands_before)

    def pointing(self, ctx: TableContext) -> Pointing:
        if self.state != DECIDING:
            return Pointing()
        step = self.step
        return Pointing(frozenset(int(c) for c in step.pointed_cards()), frozenset(step.pointed_actions()),
                        frozenset(step.pointed_places()))

    def hint(self, session: GameSession) -> Hint:
        """The lesson's own hint: the move it teaches, and the coach's words as the why."""
        action = chosen_action(self.step.expect[0])
        if action is None:   # the lesson checker lets a step teach only a seat's moves
            raise ValueError(f"lesson {self.lesson.id}: {self.step.expect[0]!r} is not a seat's move")
        return Hint(action, describe_action(session.observe(), action), self.step.say)

    # ------------------------------------------------------------------ what it waits for

    def judge(self, ctx: TableContext, action: Any) -> bool:
        if self.state != DECIDING:
            return self.state == DONE   # while the table plays on, your forced card is played
        chosen = chosen_action(action)
        state = ctx.session.state
        if chosen is None or chosen not in state.legal_actions():
            return False              # the engine explains the rule
        if not self.step.accepts(chosen):
            self.retries += 1
            self.host.sound.play("click")
            ctx.toast(self.step.word_for(chosen), WORD_SECONDS, key="lesson")
            return True
        self.host.sound.play("made")
        ctx.effects.toasts = [t for t in ctx.effects.toasts if t.key != "lesson"]
        self.tricks_before, self.hands_before = len(state.tricks), len(state.records)
        self.state = PLAYING
        return False

    def update(self, ctx: TableContext, dt: float) -> int | None:
        if self.state != PLAYING:
            return None
        state = ctx.session.state
        if self._finished(ctx):
            if self.step.play_on != "hand" and not ctx.view.busy and ctx.view.hold_trick is None:
                self.state = DONE     # the trick gathered: the coach sums up
            return None
        if state.current_player == self.step.seat:
            return table_move(state, self.step.seat, self.step.play_on)   # your last card plays itself
        return None

    def holding(self, ctx: TableContext) -> bool:
        return self.state == DONE

    def handle(self, ctx: TableContext, intent: Intent) -> bool:
        if self.state != DONE:
            return False
        if intent.kind is IntentKind.CONFIRM or (intent.kind is IntentKind.CLICK and intent.button == 1):
            self.go_on()
            return True
        return False

    def board_closed(self, ctx: TableContext) -> bool:
        """The hand's board was closed (its summing-up was in the strip above it): go on."""
        self.state = DONE
        self.go_on()
        return True

    def menu_items(self) -> list[tuple[str, Any]]:
        skip = StartLesson(self.next_lesson) if self.next_lesson else OpenLessons(self.lesson.id)
        return [("Start this lesson again", StartLesson(self.lesson.id, 0, intro=False)),
                ("Skip this lesson", skip), ("All lessons", OpenLessons(self.lesson.id))]

    # ------------------------------------------------------------------ going on

    def go_on(self) -> None:
        """The next step, or the end of the lesson: marked learned, its summary shown."""
        self.host.sound.play("click")
        if not self.last_step:
            self.host.navigate(StartLesson(self.lesson.id, self.index + 1, intro=False))
            return
        progress = self.host.profile.progress
        progress.mark_learned(self.lesson.id)
        self.host.navigate(EndLesson(self.lesson.id, self.next_lesson, self.host.profile.save_progress()))


def lesson_table(host: Host, lesson: Lesson, step_index: int,
                 next_lesson: str | None) -> tuple[GameSession, TableMode]:
    """The session and table mode of a lesson's step (its guide in the mode)."""
    step = lesson.steps[step_index]
    session = LessonSession(step, list(host.profile.settings.player_names))
    guide = LessonGuide(host, lesson, step_index, next_lesson)
    mode = TableMode(intercept=guide.judge, guide=guide, hint_provider=lambda: guide.hint(session))
    return session, mode


__all__ = ["LessonGuide", "LessonPlayer", "LessonSession", "lesson_table"]
