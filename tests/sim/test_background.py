"""The background worker: a real process (spawned) gives what the same work done in place gives,
and a dead or closed worker never takes the game with it."""

from __future__ import annotations

import datetime
from concurrent.futures import ThreadPoolExecutor

import pytest

from game.ai.accuracy import Analysis, rate_record
from game.engine import GameState, preset
from game.engine.recording import HandRecord
from game.sim.background import Background, field_hand, rate_hand, worker_process
from game.sim.challenge import Challenge, play_hand
from game.sim.driver import play

SMALL = Analysis(budget_s=0.01, play_worlds=4)


def a_hand(seed: int = 3) -> HandRecord:
    import random

    from game.ai import make_player
    rules = preset("classic")
    players = [make_player("easy") for _ in range(rules.players)]
    state = play(GameState(rules, seed=seed), [p.choose for p in players],
                 [random.Random(seed * 10 + i) for i in range(rules.players)], stop_at_hand=1)
    return state.records[0]


def test_a_hand_weighed_in_the_worker_process_equals_the_same_work_in_place() -> None:
    record = a_hand()
    background = Background(worker_process)   # the real thing: a spawned process
    try:
        away = background.submit(rate_hand, record.to_json(), (0, 2), SMALL).result(timeout=120)
        field = background.submit(field_hand, "2026-12-01", "classic", 4, 0, "easy").result(timeout=120)
    finally:
        background.close()
    here = rate_record(record, [0, 2], SMALL)
    assert {seat: [(d.turn, d.loss) for d in acc.decisions] for seat, acc in away.items()} == \
        {seat: [(d.turn, d.loss) for d in acc.decisions] for seat, acc in here.items()}
    assert away[0].accuracy == here[0].accuracy and away[0].decisions, "seat 0 made decisions to weigh"
    assert field == play_hand(Challenge.for_date(datetime.date(2026, 12, 1), "classic"), 0, "easy")


def test_a_worker_that_cannot_take_work_is_replaced() -> None:
    """A worker killed under the game (out of memory, a user's task manager) must not end the
    game's accuracy for good: the next job starts another."""
    made: list[ThreadPoolExecutor] = []

    def make() -> ThreadPoolExecutor:
        made.append(ThreadPoolExecutor(max_workers=1))
        return made[-1]
    background = Background(make)
    assert background.submit(sum, [1, 2]).result() == 3
    made[0].shutdown()                      # as if the worker died: it refuses new work
    assert background.submit(sum, [3, 4]).result() == 7
    assert len(made) == 2
    background.close()
    background.close()                      # closing twice is harmless


def test_a_job_that_fails_hands_its_error_to_the_future() -> None:
    background = Background(lambda: ThreadPoolExecutor(max_workers=1))
    try:
        with pytest.raises(ValueError):
            background.submit(rate_hand, {"version": 999}, (0,), SMALL).result(timeout=30)
    finally:
        background.close()
