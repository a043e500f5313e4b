"""Sitting down at a daily challenge: a code to a run, each hand's table, a moment reviewed.

The navigator asks these when a challenge starts, when a hand's board closes (the next hand is
dealt at a table of its own) and when the result's worst moment is opened again.
"""

from __future__ import annotations

import datetime

from game.engine import actions as A
from game.profile.profile import Profile
from game.sim.background import Background
from game.sim.challenge import HANDS, Challenge, ChallengeCodeError
from game.ui.table.analysis import review_line
from game.ui.table.daily_run import ChallengeSession, DailyRun
from game.ui.table.session import DEFAULT_NAMES, GameSession
from game.ui.table.table_context import TableContext, TableMode
from game.ui.table.table_flow import Stage


def daily_mode(run: DailyRun) -> TableMode:
    """How the hand being played now is played: practice once counted, the code and hand on screen."""
    words = "Daily challenge" if run.counted else "Daily challenge (practice: it counted before)"
    return TableMode(practice=not run.counted, daily=run,
                     goal_note=f"{words} {run.challenge.code} · hand {run.hand + 1} of {HANDS}")


def begin_daily(code: str, profile: Profile, background: Background | None,
                today: datetime.date | None = None) -> DailyRun | str:
    """A play of the challenge ``code`` names, its field started in the background; what is
    wrong with the code, in words, when it names none.  It counts unless counted before."""
    try:
        challenge = Challenge.from_code(code)
    except ChallengeCodeError as exc:
        return str(exc)
    today = today or datetime.date.today()
    if challenge.date > today:   # nobody sees a day's cards before the day
        return (f"The challenge {challenge.code} is for {challenge.date:%d %B %Y}: that day has not come yet. "
                "Today's and any past day's can be played.")
    counted = challenge.code not in profile.skill.challenges
    names = tuple(profile.settings.player_names[1:]) or DEFAULT_NAMES[1:]
    run = DailyRun(challenge, counted, names, today)
    if background is not None:
        run.start_field(background)
    return run


def daily_hand_over(ctx: TableContext, stage: Stage) -> bool:
    """A challenge hand is over and its board was closed (or it was redealt, with no board):
    the next hand of the challenge, not another deal at this table."""
    session = ctx.session
    return isinstance(session, ChallengeSession) and session.hand_over and stage is not Stage.SCOREBOARD


def review_table(run: DailyRun, hand: int, turn: int) -> tuple[GameSession, TableMode, str]:
    """A practice table at one decision of a challenge hand the person played: the hand dealt
    again and its actions up to that decision replayed; the words say what the analyst found."""
    session = ChallengeSession(run.challenge, hand, run.names)
    session.deal_next()
    record = run.records[hand]
    for seat_action in record.actions[:turn]:
        session.state.apply(A.parse(seat_action.action))
    session.hand_start = session.state.clone()
    words = f"Hand {hand + 1} of the challenge, at your decision."
    figures = run.book.hand(hand)
    seat = run.challenge.seat
    if figures is not None and figures.result is not None and seat in figures.result:
        for decision in figures.result[seat].decisions:
            if decision.turn == turn:
                words = f"Hand {hand + 1}: {review_line(decision.phase, decision.review)} Press H for the hint."
    mode = TableMode(practice=True, daily_review=run,
                     goal_note=f"Reviewing hand {hand + 1} of the challenge {run.challenge.code}")
    return session, mode, words


__all__ = ["begin_daily", "daily_hand_over", "daily_mode", "review_table"]
