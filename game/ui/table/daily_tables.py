"""Sitting down at a daily challenge: a code to a run, each hand's table, a moment reviewed.

The navigator asks these when a challenge starts, when a hand's board closes (the next hand is
dealt at a table of its own) and when the result's worst moment is opened again.
"""

from __future__ import annotations

import datetime
import logging

from game.engine import HandRecord
from game.engine import actions as A
from game.engine.actions import PlayerAction
from game.profile.profile import Profile
from game.sim import background as background_module
from game.sim.background import Background, rate_hand
from game.sim.challenge import HANDS, Challenge, ChallengeCodeError
from game.ui.table.analysis import review_line
from game.ui.table.daily_run import ChallengeSession, DailyRun
from game.ui.table.session import DEFAULT_NAMES, GameSession
from game.ui.table.skill_book import HandFigures
from game.ui.table.table_context import TableContext, TableMode
from game.ui.table.table_flow import Stage

log = logging.getLogger(__name__)

def daily_mode(run: DailyRun) -> TableMode:
    """How the hand being played now is played: practice once counted, the code and hand on screen."""
    words = f"{run.challenge.code}, hand {run.hand + 1} of {HANDS}"
    if not run.counted:
        words += " (practice: it counted before)"
    return TableMode(practice=not run.counted, daily=run, goal_note=words)


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
    skill = profile.skill
    counted = challenge.code not in skill.challenges
    names = tuple(profile.settings.player_names[1:]) or DEFAULT_NAMES[1:]
    run = DailyRun(challenge, counted, names, today)
    left = skill.in_progress.get(challenge.code) if counted else None
    if left is not None:   # begun before: it goes on where it stopped (its cards were seen)
        run.go_on_from(left)
    if background is not None:
        run.start_field(background)
        for hand, record in enumerate(run.records):   # weighed again for the result (counted the first time)
            try:
                future = background.submit(rate_hand, record.to_json(), (challenge.seat,), background_module.ANALYSIS)
            except Exception:
                log.exception("the accuracy of a resumed challenge hand could not be started")
                continue
            run.book.add(HandFigures(hand, (challenge.seat,), future, counted=True))
    return run


def hand_done(run: DailyRun, record: HandRecord, profile: Profile) -> None:
    """A challenge hand is over: its points kept and, in a counted run, the run so far saved in the
    skill history (a problem saving it is logged, and the profile says it on screen once)."""
    run.finish_hand(record)
    if not run.counted or run.finished:
        return
    profile.skill.record_progress(run.progress())
    problem = profile.save_skill()
    if problem:
        log.warning("the challenge's progress was not saved: %s", problem)


def greeting(run: DailyRun) -> str:
    """What the table says as the run sits down."""
    if run.hand:
        return f"Welcome back to the challenge {run.challenge.code}: hand {run.hand + 1} of {HANDS}."
    if not run.counted:
        return f"The challenge {run.challenge.code} counted before: this play is practice (hints and undo are on)."
    return f"Daily challenge {run.challenge.code}: {HANDS} hands. Good luck!"


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
    better: PlayerAction | None = None
    figures = run.book.hand(hand)
    seat = run.challenge.seat
    if figures is not None and figures.result is not None and seat in figures.result:
        for decision in figures.result[seat].decisions:
            if decision.turn == turn:
                words = f"Hand {hand + 1}: {review_line(decision.phase, decision.review)} Press H for the hint."
                better = decision.review.best
    at_the_moment = len(session.moves)

    def focus() -> PlayerAction | None:
        """The better choice, where the focus starts at that decision (Enter then tries it, never
        the mistake again); later decisions start as usual."""
        return better if len(session.moves) == at_the_moment else None
    mode = TableMode(practice=True, daily_review=run, start_focus=focus,
                     goal_note=f"Reviewing hand {hand + 1} of the challenge {run.challenge.code}")
    return session, mode, words


__all__ = ["begin_daily", "daily_hand_over", "daily_mode", "greeting", "hand_done", "review_table"]
