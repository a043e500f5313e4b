"""After each hand a person played, the analyst weighs their decisions; the figures kept.

One question decides what is weighed (``measures``): a table with a person at it, not a demo,
a lesson or a drill (their positions are set, not dealt), and the "Accuracy after each hand"
setting on.  The hand's record goes to the background worker (``game.sim.background``: its own
process, so the frames never wait); ``update`` (each tick) takes in what came back, gives it to
the table's ``AccuracyBook`` for the scoreboard, and, where one person plays alone, records it
in the profile's skill history: each hand's accuracy, a finished rated game's result against the
computer level (quick and ladder games, not practice: hints and undo are no test), the game's
accuracy, and a ladder table's best.  Two people at one TV each get their own figure on the
board; neither is folded into the profile's rating, which is one person's.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine import HandRecord
from game.profile.profile import Profile
from game.sim import background as background_module
from game.sim.background import Background, rate_hand
from game.ui.table.daily_run import DailyRun
from game.ui.table.skill_book import HandFigures
from game.ui.table.table_context import TableContext

if TYPE_CHECKING:  # pragma: no cover
    from game.ai.accuracy import Analysis

log = logging.getLogger(__name__)


class SkillKeeper:
    """The app's one accuracy analyst (see the module docstring)."""

    def __init__(self, profile: Profile, background: Background, demo: bool = False,
                 analysis: Analysis | None = None, today: Callable[[], datetime.date] = datetime.date.today) -> None:
        self.profile = profile
        self.background = background
        self.demo = demo
        self.analysis = analysis or background_module.ANALYSIS
        self.today = today
        self._tables: list[TableContext] = []   # tables with figures still to take in

    def measures(self, ctx: TableContext) -> bool:
        mode = ctx.mode
        return (not self.demo and bool(ctx.session.human_seats) and mode.guide is None and not mode.is_drill
                and self.profile.settings.accuracy)

    def rated_alone(self, ctx: TableContext) -> bool:
        """One person at a table that keeps records (or plays a counted challenge): their
        figures go into their skill history."""
        daily = ctx.mode.daily
        keeps = ctx.session.keeps_records or (daily is not None and daily.counted)
        return not self.demo and len(ctx.session.human_seats) == 1 and keeps

    def hand_scored(self, ctx: TableContext, record: HandRecord) -> None:
        """A hand was scored (the scoreboard came up): weigh it, and rate a finished game."""
        book = ctx.accuracy
        key = book.key(record.hand_number)
        if ctx.session.is_over and not ctx.scores.game_rated:
            ctx.scores.game_rated = True
            self._rate_game(ctx)
        if book.hand(key) is not None or record.redeal:
            return
        if not self.measures(ctx):   # no figure for this hand: the board shows no line
            return
        seats = tuple(ctx.session.human_seats)
        try:
            future = self.background.submit(rate_hand, record.to_json(), seats, self.analysis)
        except Exception:   # no worker could be started: the board says the figure is missing
            log.exception("the accuracy analyst could not start")
            book.add(HandFigures(key, seats, None, failed=True))
            return
        book.add(HandFigures(key, seats, future))
        if ctx not in self._tables:
            self._tables.append(ctx)

    def _rate_game(self, ctx: TableContext) -> None:
        """A finished game, rated against the opponents' level (solo quick and ladder games)."""
        session = ctx.session
        if not self.rated_alone(ctx) or ctx.practice or ctx.mode.daily is not None:
            return
        rules = session.rules
        mine = rules.side_of(session.home_seat)
        levels = [seat.level for i, seat in enumerate(session.seats) if rules.side_of(i) != mine]
        level = levels[0] if levels else None
        winner = session.snapshot.winner_side
        if level is None or winner is None:
            return
        try:
            self.profile.skill.record_game(self.today(), level, 1.0 if winner == mine else 0.0, None)
        except ValueError:   # a level with no rating (a personality's own name): the game is not rated
            log.info("a game against %r is not rated", level)
            return
        self._save(ctx)

    def update(self) -> None:
        """Take in the figures that came back (each tick; nothing to do while nothing is pending)."""
        if not self._tables:
            return
        for ctx in list(self._tables):
            book = ctx.accuracy
            book.poll()
            for figures in list(book.hands.values()):   # whoever polled first: each counted once
                self._count_hand(ctx, figures)
            if not book.pending:
                self._tables.remove(ctx)
                self._count_game(ctx)

    def _count_hand(self, ctx: TableContext, figures: HandFigures) -> None:
        if figures.result is None or figures.counted or not self.rated_alone(ctx):
            return
        figures.counted = True
        value = figures.result[ctx.session.home_seat].accuracy
        if value is None:
            return
        self.profile.skill.record_hand(self.today(), value)
        self._save(ctx)

    def _count_game(self, ctx: TableContext) -> None:
        """Once a finished game's every hand is weighed: its accuracy, and a ladder table's best."""
        if not ctx.session.is_over or ctx.scores.game_accuracy_counted or not self.rated_alone(ctx):
            return
        game = ctx.accuracy.game()
        if game is None:
            return
        ctx.scores.game_accuracy_counted = True
        value = game[ctx.session.home_seat].accuracy if ctx.session.home_seat in game else None
        if value is None:
            return
        self.profile.skill.record_game(self.today(), None, None, value)
        table = ctx.mode.ladder_table_id
        if table is not None and self.profile.progress.record_table_accuracy(table, value):
            problem = self.profile.save_progress()
            if problem:
                ctx.toast(problem, 4.0, urgent=True, key="save")
        self._save(ctx)

    def _save(self, ctx: TableContext) -> None:
        problem = self.profile.save_skill()
        if problem:
            ctx.toast(problem, 4.0, urgent=True, key="save")

    def close(self) -> None:
        self.background.close()


def record_daily(profile: Profile, run: DailyRun) -> tuple[float, float] | None:
    """A counted challenge's result into the skill history, once, when it is all in: the rating
    (before, after) for the result screen to say; None when it is not in yet, is practice or was
    recorded before.  A problem saving is put to the profile's messages."""
    if not run.counted or run.recorded:
        return None
    result = run.result()
    if result is None:
        return None
    run.recorded = True
    skill = profile.skill
    before = skill.rating.rating
    if not skill.record_challenge(result):
        return None
    value = run.accuracy()
    if value is not None:
        skill.record_game(run.played_on, None, None, value)
    problem = profile.save_skill()
    if problem:
        log.warning("the challenge's result was not saved: %s", problem)
    run.rating = (before, skill.rating.rating)
    return run.rating


__all__ = ["SkillKeeper", "record_daily"]
