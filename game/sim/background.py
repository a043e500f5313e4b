"""Work the game hands to another process: a hand's accuracy, the daily challenge's field.

The accuracy analyst searches about 8 s of CPU for one person's hand, and the challenge's field
plays 32 hands with searching players: done on a thread of the game's own process they would
hold Python's lock against the frame loop.  A process of its own has its own lock and, on any
machine with two cores, its own core; it runs at a lower priority (``os.nice``) so the game is
served first where cores are few.  One worker, started on first use and kept for the session
(starting one costs about a second); ``spawn``, never ``fork``: the game's process has threads
(pygame, the computer players) that a fork would copy mid-step.

What a job needs travels as plain data (a hand record's JSON, a date and a preset), what comes
back is plain dataclasses: the results equal those of the same work done in place (tested).
No pygame here.
"""

from __future__ import annotations

import concurrent.futures
import datetime
import logging
import multiprocessing
import os
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, Future
from typing import TYPE_CHECKING, Any, TypeVar

from game.engine.recording import HandRecord

from .challenge import Challenge, HandResult, play_hand

if TYPE_CHECKING:  # pragma: no cover
    from game.ai.accuracy import Analysis, SeatAccuracy

log = logging.getLogger(__name__)

T = TypeVar("T")
NICENESS = 10   # below the game's own priority: a frame is never late for the analyst


def rate_hand(record_json: Mapping[str, Any], seats: Sequence[int],
              analysis: Analysis | None = None) -> dict[int, SeatAccuracy]:
    """Each of ``seats``' accuracy over the recorded hand (in the worker process), with the
    analyst's own search unless ``analysis`` says otherwise.  The analyst (and the expert it
    searches with) is imported here: the game's own process never needs it."""
    from game.ai.accuracy import ANALYST, rate_record
    return rate_record(HandRecord.from_json(record_json), list(seats), analysis or ANALYST)


def field_hand(day: str, preset: str, players: int, hand: int, level: str) -> HandResult:
    """One hand of a day's challenge with ``level`` in the person's seat (in the worker process)."""
    challenge = Challenge.for_date(datetime.date.fromisoformat(day), preset, players)
    return play_hand(challenge, hand, level)


def _lower_priority() -> None:
    try:
        os.nice(NICENESS)
    except (AttributeError, OSError):   # Windows has no nice; a refusal leaves the default
        log.debug("the background worker keeps its priority", exc_info=True)


class Background:
    """One worker process for the session's long jobs, started on first use.

    ``executor`` replaces the process (tests pass a thread pool: the same results, no start-up).
    A job that fails gives its future the error; the caller logs it and shows no figure."""

    def __init__(self, executor: Callable[[], Executor] | None = None) -> None:
        self._make = executor or (lambda: MAKE_EXECUTOR())
        self._executor: Executor | None = None

    def submit(self, work: Callable[..., T], *args: Any) -> Future[T]:
        if self._executor is None:
            self._executor = self._make()
        try:
            return self._executor.submit(work, *args)
        except (RuntimeError, concurrent.futures.BrokenExecutor):   # the worker died (killed, out of memory)
            log.warning("the background worker stopped; starting another", exc_info=True)
            self._executor = self._make()
            return self._executor.submit(work, *args)

    def close(self) -> None:
        """At the end of the run: queued jobs dropped, the worker told to stop (not waited for)."""
        executor, self._executor = self._executor, None
        if executor is None:
            return
        # A hand being weighed would hold the exit for seconds: its process is ended now (the
        # pool keeps its processes in a private table; a pool without one is simply shut down).
        processes = getattr(executor, "_processes", None) or {}
        executor.shutdown(wait=False, cancel_futures=True)
        for process in list(processes.values()):
            try:
                process.terminate()
            except (OSError, AttributeError):
                log.debug("a background process had ended already", exc_info=True)


def worker_process() -> Executor:
    """The one worker process (spawned: see the module docstring), at a lower priority."""
    return concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                                  initializer=_lower_priority)


# What a ``Background`` made without its own executor starts: the tests' conftest puts a thread
# pool here, so the hundreds of app tests never spawn a process each.
MAKE_EXECUTOR: Callable[[], Executor] = worker_process
# The analyst's search for the game's accuracy figures (None: its own; the tests' conftest
# makes it small).
ANALYSIS: Analysis | None = None


__all__ = ["ANALYSIS", "Background", "MAKE_EXECUTOR", "field_hand", "rate_hand", "worker_process"]
