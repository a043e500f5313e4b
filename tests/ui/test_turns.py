"""The computer seats' turns (``game.ui.table.turns``): one action per wait, the wait set by the
speed the player chose, nobody moving while it is the person's turn, and ``--autoplay``
playing the quick coach's move for the person after its own pause."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

from game.ai import SEARCHING_LEVELS, hint
from game.engine import preset
from game.ui.table.session import GameSession, SeatConfig, quick_seats
from game.ui.table.table_context import Pacing, TableContext
from game.ui.table.turns import AI_PACE_SECONDS, ComputerTurns


def dealt(human: bool) -> GameSession:
    session = GameSession(preset("classic", 4), 7, quick_seats(4, human=human, level="easy"))
    session.deal_next()
    return session


def table(session: GameSession) -> TableContext:
    """A stand-in table with only what the turns read of one: its session and its pacing."""
    return cast(TableContext, SimpleNamespace(session=session, pacing=Pacing(ai_wait=0.0)))


def test_a_computer_seat_acts_once_its_wait_is_over_then_waits_a_pace() -> None:
    session = dealt(human=False)
    ctx = table(session)
    turns = ComputerTurns(ctx, speed=lambda: 2.0)
    moves = len(session.moves)
    assert turns.step(0.01) and len(session.moves) == moves + 1
    assert ctx.pacing.ai_wait == AI_PACE_SECONDS / 2.0, "twice the speed, half the wait"
    assert not turns.step(AI_PACE_SECONDS / 4) and len(session.moves) == moves + 1, "still waiting"
    assert turns.step(AI_PACE_SECONDS / 4) and len(session.moves) == moves + 2


def test_the_pace_follows_the_speed_as_it_is_now_and_never_runs_away() -> None:
    speed = [1.0]
    turns = ComputerTurns(table(dealt(human=False)), speed=lambda: speed[0])
    assert turns.paced(1.2) == 1.2
    speed[0] = 4.0
    assert turns.paced(1.2) == 0.3
    speed[0] = 0.0   # a speed of nothing must not make the wait endless (or divide by zero)
    assert 0 < turns.paced(1.2) < float("inf")


def test_nobody_moves_for_the_person() -> None:
    session = GameSession(preset("classic", 4), 3, [SeatConfig("You", "human")] + quick_seats(4)[1:])
    session.deal_next()
    ctx = table(session)
    turns = ComputerTurns(ctx, speed=lambda: 1.0)
    for _ in range(200):
        if session.human_to_act():
            break
        turns.step(1.0)
    assert session.human_to_act(), "the computer seats play up to the person's turn"
    moves = len(session.moves)
    assert not turns.step(10.0) and len(session.moves) == moves
    assert turns.autoplay(10.0) is None, "without --autoplay the person plays"


def test_autoplay_takes_the_quick_coachs_move_after_its_pause() -> None:
    session = GameSession(preset("classic", 4), 3, [SeatConfig("You", "human")] + quick_seats(4)[1:])
    session.deal_next()
    ctx = table(session)
    turns = ComputerTurns(ctx, speed=lambda: 1.0, autoplay=lambda: 0.5)
    while not session.human_to_act():   # as a scene's update asks, step after step
        assert turns.autoplay(1.0) is None, "autoplay plays only the person's seat"
        turns.step(1.0)
    assert turns.autoplay(0.3) is None, "its pause is not over"
    chosen = turns.autoplay(0.3)
    assert chosen == hint(session.observe()).action and chosen in session.snapshot.legal_actions
    assert ctx.pacing.autoplay_wait == 0.5, "the next decision waits its pause again"


def test_every_searching_level_decides_off_the_frame_loop() -> None:
    """The expert and the master search for a good part of a second: a step hands the decision
    to a worker thread and returns at once; a later step applies it."""
    for level in SEARCHING_LEVELS:
        session = GameSession(preset("classic", 4), 7, quick_seats(4, human=False, level=level))
        session.deal_next()
        seat, moves = session.snapshot.current_player, len(session.moves)
        assert not session.computer_step(threaded=True), f"{level}: the step does not wait for the decision"
        assert len(session.moves) == moves and session.snapshot.current_player == seat, "nothing applied yet"
        assert session.await_decision(30.0) and session.computer_step(threaded=True)
        assert len(session.moves) == moves + 1
