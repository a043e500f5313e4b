"""The coach of a lesson at the real table: what it says, what it points at, what it waits for.

A lesson step is a position of the real engine (``game.levels.lessons``).  The coach waits for
the move the step teaches; another legal move is graded by what it costs (a fine alternative,
a weaker move or a blunder, with the reason in cards: ``game.levels.coaching``) and the table
waits for a retry; an illegal one goes on to the engine, which explains the rule.  The grade
needs the expert's figures, worked out once a step on the app's analyst thread as the step
begins; a wrong move made before they are in gets "Let me look at that…", replaced by the
grade when it comes, so no key press waits on a search.  The move it waits for is
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
from game.levels import coaching
from game.levels.lessons import Lesson, LessonStep, step_finished, table_move
from game.ui.core.control_words import key_name
from game.ui.core.intents import Intent, IntentKind
from game.ui.scenes.host import EndLesson, Host, OpenLessons, StartLesson
from game.ui.table.analysis import HINT_FIRST, Job
from game.ui.table.session import GameSession, SeatConfig, chosen_action, quick_seats
from game.ui.table.table_context import Pointing, TableContext, TableMode

log = logging.getLogger(__name__)

DECIDING, PLAYING, DONE = "deciding", "playing", "done"
NEXT_LABEL = "Next (Enter)"      # at the keyboard (``LessonGuide.next_label`` names the device in use)
LAST_LABEL = "Finish (Enter)"
WORD_SECONDS = 8.0      # the coach's grade of another move stays this long (or until the next)
LOOKING_SECONDS = 30.0  # "Let me look at that…" stays until the grade takes its place


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
        self.figures: Job | None = None     # the step's figures, worked out on the analyst thread
        self.waiting: int | None = None     # a wrong move whose grade waits for them
        self.last_grade: coaching.Grade | None = None

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
            return ("Well done", self.step.after, self.next_label)
        if self.state == PLAYING:
            return None   # the table speaks: who took the trick and why
        return (self.heading, self.step.say, None)

    @property
    def next_label(self) -> str:
        """The label of the button that goes on (the hand's board shows it in place of Next hand)."""
        word = "Finish" if self.last_step else "Next"
        return f"{word} ({key_name('confirm', self.host.roster.in_use)})"

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
            self.waiting = chosen
            if not self._grade_waiting(ctx):
                ctx.toast(coaching.LOOKING, LOOKING_SECONDS, key="lesson")
            return True
        self.waiting = None
        self.host.sound.play("made")
        ctx.effects.drop("lesson")
        self.tricks_before, self.hands_before = len(state.tricks), len(state.records)
        self.state = PLAYING
        return False

    def _ask_figures(self) -> None:
        """Have the step's figures worked out on the analyst thread (once; again if a new table
        cleared the analyst's queue before they were done)."""
        analyst = self.host.analyst
        if analyst is None or coaching.figures_ready(self.step):
            return
        if self.figures is None or (self.figures.cancelled and self.figures.error is None):
            step = self.step
            self.figures = analyst.submit(lambda: coaching.step_figures(step), HINT_FIRST)

    def _grade_waiting(self, ctx: TableContext) -> bool:
        """Say the grade of the wrong move waiting for one, if the figures are in (True: said)."""
        self._ask_figures()
        if self.waiting is None:
            return True
        job = self.figures if not coaching.figures_ready(self.step) else None
        if job is not None and not job.ready():
            return False
        if job is not None and job.value() is None:   # the analyst logged why: the cards alone grade it
            words = coaching.ungraded_words(self.step, self.waiting)
            self.last_grade = None
        else:   # (no analyst at all: worked out here, once)
            self.last_grade = coaching.grade_for(self.step, self.waiting)
            words = self.last_grade.words
        self.waiting = None
        ctx.toast(words, WORD_SECONDS, key="lesson")
        return True

    def update(self, ctx: TableContext, dt: float) -> int | None:
        if self.state == DECIDING:
            self._grade_waiting(ctx)
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
    mode = TableMode(intercept=guide.judge, guide=guide, hint_provider=lambda: guide.hint(session),
                     start_focus=lambda: step.focus_move if guide.state == DECIDING else None)
    return session, mode


__all__ = ["LessonGuide", "LessonPlayer", "LessonSession", "lesson_table"]
