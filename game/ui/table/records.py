"""What a table keeps for the player: statistics once a hand, the autosave, the save after an error.

One question decides all three, asked here only: does this table keep records?  Not in a demo
game (computer players in every seat), not at a table with no person, not where the session
keeps none (a drill, a lesson).  The scenes ask through the host (``record_hand``,
``autosave``); the app asks when it quits or stops on an error.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from game.engine import HandRecord
from game.profile.profile import Profile
from game.ui.table.daily_run import ChallengeSession, DailyRun
from game.ui.table.table_context import TableContext

log = logging.getLogger(__name__)


class TableRecords:
    """The player's statistics and saved games, as tables are played (see the module docstring)."""

    def __init__(self, profile: Profile, demo: bool) -> None:
        self.profile = profile
        self.demo = demo

    def keeps_records(self, ctx: TableContext) -> bool:
        """The one question: are this table's hands counted and its game saved?"""
        session = ctx.session
        return not self.demo and session.keeps_records and bool(session.human_seats)

    def record_hand(self, ctx: TableContext, record: HandRecord) -> None:
        """Statistics for the person's side, once per hand; then the game is saved."""
        session, scores = ctx.session, ctx.scores
        hand = record.hand_number
        if not self.keeps_records(ctx) or hand in scores.counted_hands:
            return
        scores.counted_hands.add(hand)
        people = len(session.human_seats)
        stats = self.profile.stats_for(people)   # two people at one screen: their own record
        rules = session.rules
        mine = rules.side_of(session.home_seat)
        stats.hands_played += 1
        if record.bidder is not None and rules.side_of(record.bidder) == mine:
            if record.made:
                stats.bids_made += 1
            elif record.made is False:
                stats.bids_set += 1
        if session.is_over and not scores.game_recorded:
            scores.game_recorded = True
            stats.games += 1
            if session.snapshot.winner_side == mine:
                stats.wins += 1
            if ctx.mode.on_game_over is not None:
                ctx.mode.on_game_over(ctx)   # a ladder table checks its goal
        problem = self.profile.save_couch_stats() if people > 1 else self.profile.save_stats()
        if problem:
            ctx.toast(problem, 4.0, urgent=True, key="save")
        self.autosave(ctx)

    def autosave(self, ctx: TableContext) -> None:
        """The game in progress saved (a finished one's save cleared), its problem said on screen;
        a counted daily challenge keeps the hand being played in the skill history instead."""
        run = ctx.mode.daily
        if run is not None and run.counted and not self.demo:
            self._keep_challenge_hand(ctx, run)
            return
        if not self.keeps_records(ctx):
            return
        kind = ctx.mode.save_kind
        if ctx.session.is_over:
            self.profile.clear_autosave(kind)
            return
        problem = self.profile.write_autosave(save_data(ctx), kind)
        if problem:
            ctx.toast(problem, 4.0, urgent=True, key="save")

    def _keep_challenge_hand(self, ctx: TableContext, run: DailyRun) -> None:
        session = ctx.session
        if run.finished or (isinstance(session, ChallengeSession) and session.hand_over):
            return   # a finished hand is kept with its record, as the next one is dealt
        self.profile.skill.record_progress(run.progress(run.actions_in_hand(session)))
        problem = self.profile.save_skill()
        if problem:
            ctx.toast(problem, 4.0, urgent=True, key="save")

    def save_after_error(self, ctx: TableContext | None) -> bool | None:
        """After an error nobody caught: whether the game was saved (None: nothing to save)."""
        run = ctx.mode.daily if ctx is not None else None
        if ctx is not None and run is not None and run.counted and not self.demo:
            try:
                self._keep_challenge_hand(ctx, run)
            except Exception:   # the state itself may be what broke: the error line says so
                log.warning("the challenge could not be kept after the error", exc_info=True)
                return False
            return self.profile.saves
        if ctx is None or not self.keeps_records(ctx):
            return None
        try:
            return self.profile.saves and self.profile.write_autosave(save_data(ctx), ctx.mode.save_kind) is None
        except Exception:   # the state itself may be what broke: the error line says so
            log.warning("the game could not be saved after the error", exc_info=True)
            return False


def table_in_play(scenes: Sequence[object]) -> TableContext | None:
    """The table being played, wherever it lies in the stack of ``scenes`` (beneath the help, the
    statistics, the pause menu or the settings): what a quit must save."""
    for scene in reversed(scenes):
        ctx = getattr(scene, "ctx", None)
        if isinstance(ctx, TableContext):
            return ctx
    return None


def save_data(ctx: TableContext) -> dict[str, Any]:
    """What a saved game holds: the session, practice or not, and the ladder table it is for."""
    data = ctx.session.to_save()
    data["practice"] = ctx.practice
    if ctx.mode.ladder_table_id is not None:
        data["ladder_table"] = ctx.mode.ladder_table_id   # a resumed ladder game still checks its goal
    return data


def saved_game_words(data: dict[str, Any] | None) -> str:
    """The saved game as its player knows it, from what the save holds (the quick slot keeps a
    game for one at the screen or for two at one TV): "quick game", "game for two at one TV",
    "practice game", "ladder game"."""
    if not data:
        return "game"
    if isinstance(data.get("ladder_table"), str):
        return "ladder game"
    if data.get("practice") is True:
        return "practice game"
    seats = data.get("seats")
    people = sum(1 for seat in seats if isinstance(seat, dict) and seat.get("level") == "human") \
        if isinstance(seats, list) else 1
    return "game for two at one TV" if people > 1 else "quick game"
