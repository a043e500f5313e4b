"""Expert analysis for practice tables, worked out off the frame loop.

A practice hint says the expert's move in one plain sentence (``reasons.sentence``) and, on
"why", its figures in words ("About 2 points a hand better than the Q♥, the next best ...",
``expert.figures``); the hand review flags only choices that cost a point or more.  Each
of those takes a few tenths of a second of search, so one daemon worker thread does
them in order of urgency (the hint the person is waiting for before any review) and
the table polls for the answer each tick: the game never stutters while it thinks.

No pygame here: the worker and the wording are plain Python, tested on their own.
"""

from __future__ import annotations

import heapq
import itertools
import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypedDict

from game.ai.reasons import sentence
from game.engine.actions import Action, PlayerAction
from game.engine.glossary import jargon_in
from game.engine.observation import Observation
from game.engine.protocol import Phase

if TYPE_CHECKING:  # pragma: no cover
    from game.ai.expert import ChoiceReview, ExpertHint

log = logging.getLogger(__name__)


def _expert(module: str = "") -> ModuleType:
    """The expert (``game.ai.expert``, or one of its modules), imported on first use: a quick
    game never asks it anything, and importing it is about a tenth of the game's start-up."""
    return import_module("game.ai.expert" + (f".{module}" if module else ""))

HINT_BUDGET_S = 0.3     # search per hint (nominal: the expert counts nodes, not seconds)
# While the person thinks, the card hint is worked out again with the master's search per card
# (``game.ai.expert.master.MASTER_BUDGET_S``, kept equal by a test; not imported here: the expert
# loads on first use): asked for after that, it is the deeper one (every card weighed over up to
# 160 deals instead of 60).
DEEPER_HINT_BUDGET_S = 1.5
DEEPER_HINT_WORLDS = 160
REVIEW_BUDGET_S = 0.2   # search per reviewed decision
HINT_FIRST, HINT_DEEPER, REVIEW_LATER = 0, 1, 2
WHY_CHARS = 185         # a hint's "why" press whole in the strip's three lines at 1280x720 (tested)


@dataclass
class Job:
    """One piece of analysis: ``done`` is set once ``result`` (or ``error``) is in."""

    work: Callable[[], Any]
    done: threading.Event = field(default_factory=threading.Event)
    result: Any = None
    error: BaseException | None = None
    cancelled: bool = False
    stop_work: threading.Event | None = None   # set to end the work early (a search stops at once)

    def ready(self) -> bool:
        return self.done.is_set()

    def value(self) -> Any:
        """The result once ready (None before, or if the work failed or was cancelled)."""
        return self.result if self.done.is_set() and self.error is None and not self.cancelled else None

    def cancel(self) -> None:
        """No longer wanted: dropped if queued, stopped if running (its result never used)."""
        self.cancelled = True
        if self.stop_work is not None:
            self.stop_work.set()


class _ReviewFacts(TypedDict):
    turn: int                       # how many actions came before the choice
    prefix: tuple[Action, ...]      # those actions
    phase: Phase
    chosen: PlayerAction
    review: Job                     # its result: the expert's verdict (a ``Review``), once worked out


class ReviewEntry(_ReviewFacts, total=False):
    """One of the person's choices in the practice review (``PracticeCoach.review``); the scene
    adds the hand, whose choice it was, and ``pending`` until the engine accepts the action."""

    hand: int
    pending: bool
    seat: int


class Analyst:
    """A queue of analysis jobs and the daemon thread that works through it."""

    def __init__(self) -> None:
        self._queue: list[tuple[int, int, Job]] = []
        self._order = itertools.count()
        self._wake = threading.Condition()
        self._thread: threading.Thread | None = None
        self._busy = False
        self._running: Job | None = None

    def submit(self, work: Callable[[], Any], priority: int = REVIEW_LATER,
               stop_work: threading.Event | None = None) -> Job:
        job = Job(work, stop_work=stop_work)
        with self._wake:
            heapq.heappush(self._queue, (priority, next(self._order), job))
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="practice-analyst", daemon=True)
                self._thread.start()
            self._wake.notify_all()
        return job

    def cancel_all(self) -> None:
        """Drop queued work (a new game, undo): the job running now finishes unseen, or stops at
        once if it can (a deeper hint's search)."""
        with self._wake:
            running = self._running
            if running is not None and running.stop_work is not None:
                running.cancel()
            for _, _, job in self._queue:
                job.cancel()
                job.done.set()
            self._queue.clear()
            self._wake.notify_all()

    def pending(self) -> int:
        with self._wake:
            return len(self._queue) + int(self._busy)

    def wait_idle(self, timeout: float) -> bool:
        """Block until every job is done (headless runs and tests, whose frames take no
        real time); True when the worker is idle."""
        with self._wake:
            return self._wake.wait_for(lambda: not self._queue and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._wake:
                while not self._queue:
                    if not self._wake.wait(timeout=30.0):
                        self._thread = None   # idle: let the thread go; submit starts another
                        return
                _, _, job = heapq.heappop(self._queue)
                if job.cancelled:   # given up while it waited
                    job.done.set()
                    continue
                self._busy = True
                self._running = job
            try:
                job.result = job.work()
            except Exception as exc:  # handed to the table, which falls back to the quick hint
                log.exception("practice analysis failed; the quick coach answers instead")
                job.error = exc
            with self._wake:
                self._busy = False
                self._running = None
                job.done.set()
                self._wake.notify_all()

    # ------------------------------------------------------------------ the two kinds of job

    def hint(self, observation: Observation) -> Job:
        return self.submit(lambda: _expert().expert_hint(observation, HINT_BUDGET_S), HINT_FIRST)

    def deeper_hint(self, observation: Observation) -> Job:
        """The card hint again with the master's search, after the quick one (``Job.cancel``
        stops it at once when the person moves first)."""
        stop = threading.Event()
        return self.submit(lambda: _expert().expert_hint(observation, DEEPER_HINT_BUDGET_S,
                                                         play_worlds=DEEPER_HINT_WORLDS, cancel=stop),
                           HINT_DEEPER, stop_work=stop)

    def review(self, observation: Observation, action: PlayerAction) -> Job:
        return self.submit(lambda: _expert().review_choice(observation, action, REVIEW_BUDGET_S), REVIEW_LATER)


def hint_lines(observation: Observation, advice: ExpertHint) -> tuple[str, str]:
    """The hint's two parts: the move and its reason in one sentence (the first press), then
    the expert's figures in words, which never name the move again ("" when there is nothing
    to compare: no Why button then).  The "why" press shows both, so the figures say less
    (the options about as good counted, not named) where the whole would not fit the strip."""
    what = sentence(observation, advice.action, advised=True)
    figures = _expert("figures")
    for detail in (figures.FULL, figures.SHORT):
        why: str = figures.figures(advice, detail)
        if len(what) + 1 + len(why) + len(_explains(what, why)) <= WHY_CHARS:   # (room for the glossary's words)
            return what, why
    return what, figures.figures(advice, figures.BARE)


def glossary_note(what: str, why: str) -> str:
    """`` (F1 explains renege and set.)``: the why press's pointer to the help's glossary for the
    game's own words a hint uses ("" when it uses none a newcomer could trip on, or the strip
    has no room left for it: F1 opens the page all the same)."""
    note = _explains(what, why)
    return note if len(what) + 1 + len(why) + len(note) <= WHY_CHARS else ""


def _explains(what: str, why: str) -> str:
    terms = jargon_in(f"{what} {why}")
    if not terms:
        return ""
    lowered = [word.lower() for word in terms]
    listed = lowered[0] if len(lowered) == 1 else ", ".join(lowered[:-1]) + " and " + lowered[-1]
    return f" (F1 explains {listed}.)"


def review_line(phase: str, review: ChoiceReview) -> str:
    """One line of the hand review for a choice that cost points: ``In the play you chose the
    3♠; the J♠ was about 2 points a hand better.``"""
    words: str = _expert("figures").review_words(phase, review)
    return words


def review_heading(decisions: int, units: set[str], waiting: int, flagged: Sequence[str] = ()) -> str:
    """The review's first line.  ``units`` are those of the choices weighed so far, ``flagged``
    those of the choices that cost something: near the target an auction call is weighed in
    chances of winning the game, not points, and the line must say which was lost."""
    chance = _expert("hints").GAME_CHANCE
    if flagged:
        lost = {chance: "chances of winning"}
        kinds = sorted({lost.get(unit, "points") for unit in flagged}, key=lambda k: k != "points")
        head = "Review: where a choice cost " + " or ".join(kinds)
        if len(flagged) > 2:
            head += f" ({len(flagged)} choices; the two costliest)"
        return head + (f" · still weighing {waiting}" if waiting else "")
    if waiting:
        return f"Review: the expert is weighing your {decisions} decisions…"
    if not decisions:
        return "Review: nothing of yours to weigh this hand."
    lost_nothing = "a point, nor a game in a hundred," if chance in units else "a point"
    return f"Review: none of your {decisions} decisions cost {lost_nothing} against the expert's. Well played."


class PracticeCoach:
    """The expert's side of one practice table: the analysis of each decision the person
    faces (started as the turn comes, so a hint is usually ready when asked for) and a
    review of each choice they make."""

    def __init__(self, analyst: Analyst) -> None:
        self.analyst = analyst
        self._key: tuple[Action, ...] | None = None
        self._job: Job | None = None
        self._deeper: Job | None = None   # the card hint with the master's search, if the play

    def prepare(self, observe: Callable[[], Observation], history: tuple[Action, ...]) -> Job:
        """The analysis of this decision (``history`` names it), started now unless it
        already was; ``observe`` is called only when a new analysis starts.  In the play, the
        deeper analysis once it is in, else the quick one."""
        if self._key != history or self._job is None or self._job.cancelled:
            self._stop_deeper()
            observation = observe()
            self._key, self._job = history, self.analyst.hint(observation)
            if observation.phase == Phase.PLAY and len(observation.legal_actions) > 1:
                self._deeper = self.analyst.deeper_hint(observation)
        deeper = self._deeper
        if deeper is not None and deeper.value() is not None:
            return deeper
        return self._job

    def _stop_deeper(self) -> None:
        if self._deeper is not None:
            self._deeper.cancel()
            self._deeper = None

    def review(self, observation: Observation, history: tuple[Action, ...], action: PlayerAction) -> ReviewEntry:
        """A practice-review entry for ``action``, its verdict filled in by the worker (a deeper
        hint still being worked out for this decision is stopped: the choice is made)."""
        self._stop_deeper()
        return {"turn": len(history), "prefix": history, "phase": observation.phase, "chosen": action,
                "review": self.analyst.review(observation, action)}


def still_played(entry: ReviewEntry, history: Sequence[Action]) -> bool:
    """A reviewed choice stands (it was not undone or replayed away) when the game's
    history still starts with what was before it and the choice itself."""
    turn = entry["turn"]
    return len(history) > turn and history[turn] == entry["chosen"] and tuple(history[:turn]) == entry["prefix"]
