"""The computer seats' turns, paced so a person can follow them, and ``--autoplay``.

A computer seat acts once its wait (``Pacing.ai_wait``) has run out, then waits ``pace()``
seconds before the next; a searching player decides on a worker thread
(``GameSession.computer_step(threaded=True)``), so the frame loop never waits for it.  With
``--autoplay`` the person's seat takes the quick coach's advice after its own pause
(screenshots and soak runs).  The scene calls these from ``update`` and shows what changed.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ai import hint as rule_hint
from game.engine.actions import PlayerAction
from game.profile.settings_check import COMMAND_LINE_SPEED_RANGE
from game.ui.table.table_context import TableContext

AI_PACE_SECONDS = 0.6


class ComputerTurns:
    """Runs the computer seats of one table (and the person's under ``--autoplay``)."""

    def __init__(self, ctx: TableContext, speed: Callable[[], float],
                 autoplay: Callable[[], float | None] = lambda: None) -> None:
        """``speed``: the animation speed the player chose, read as it is now; ``autoplay``:
        seconds before the person's seat plays the hint's choice (None: the person plays), read
        as it is now too (a tool may stop it for a moment and start it again)."""
        self.ctx = ctx
        self._speed = speed
        self._autoplay = autoplay

    def paced(self, seconds: float) -> float:
        """``seconds`` at normal speed, at the animation speed the player chose."""
        return seconds / max(COMMAND_LINE_SPEED_RANGE[0], self._speed())

    def pace(self) -> float:
        """Seconds between computer actions, so a person can follow them."""
        return self.paced(AI_PACE_SECONDS)

    def step(self, dt: float) -> bool:
        """Count down a computer seat's wait and let it act when the wait is over (its decision
        may still be on its way from the worker thread); True when an action was applied."""
        session, pacing = self.ctx.session, self.ctx.pacing
        if session.human_to_act() or session.snapshot.current_player < 0:
            return False
        pacing.ai_wait -= dt
        if pacing.ai_wait <= 0 and session.computer_step(threaded=True):
            pacing.ai_wait = self.pace()
            return True
        return False

    def autoplay(self, dt: float) -> PlayerAction | None:
        """``--autoplay``: the action the person's seat takes now (the quick coach's advice, once
        its pause is over); None while it waits, or when it is no one's turn of the person's."""
        delay, session, pacing = self._autoplay(), self.ctx.session, self.ctx.pacing
        if delay is None or not session.human_to_act():
            pacing.autoplay_wait = delay or 0.0
            return None
        pacing.autoplay_wait -= dt
        if pacing.autoplay_wait > 0:
            return None
        pacing.autoplay_wait = delay
        return rule_hint(session.observe()).action
