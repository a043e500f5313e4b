"""Hints and the practice review, shared by every table scene.

The scene asks and this part answers: each call that puts a hint on screen returns the action
it suggests, so the scene highlights it (``TableScene.on_hint``); the part never calls back.

A hint shows the move and its reason in one sentence first, and the expert's figures on a
second request.  At a practice table the expert gives it; its analysis starts as the
person's turn comes (``coach_tick``), so it is usually ready when asked for, and a
"thinking" line fills the moment when it is not.  Drills bring their own answers; a
failed analysis falls back to the quick rule-based coach, so a hint never fails.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from game.ai import hint as rule_hint
from game.engine.actions import PlayerAction
from game.ui.table.analysis import Job, PracticeCoach, hint_lines
from game.ui.table.session import GameSession, chosen_action
from game.ui.table.table_context import TableContext

if TYPE_CHECKING:  # pragma: no cover
    from game.ai.expert import ExpertHint
    from game.ui.scenes.host import Host

log = logging.getLogger(__name__)

THINKING_SHOWN_AFTER = 0.25   # seconds: most answers come sooner, and a panel that flashes is noise
THINKING = ("Thinking it over…",
            "The expert is playing out deals consistent with what you have seen; the hint follows in a moment.")


class TableHints:
    """The hints and the practice review of one table: reads the table (``ctx``) and the
    host's analyst and settings; writes only ``ctx.hints``."""

    def __init__(self, ctx: TableContext, host: Host) -> None:
        self.ctx = ctx
        self.host = host

    @property
    def session(self) -> GameSession:
        return self.ctx.session

    def coach(self) -> PracticeCoach | None:
        """The expert coach of a practice table (not a drill, which has its own answers)."""
        ctx = self.ctx
        analyst = self.host.analyst
        if not ctx.practice or ctx.mode.hint_provider is not None or ctx.mode.is_drill or analyst is None:
            return None
        if ctx.hints.coach is None:
            ctx.hints.coach = PracticeCoach(analyst)
        return ctx.hints.coach

    def coach_tick(self) -> PlayerAction | None:
        """Start the analysis of the person's decision; show a hint that was waiting for it
        (its suggested action, for the scene to highlight)."""
        coach = self.coach()
        if coach is None or not self.session.human_to_act():
            return None
        job = self._analysis(coach)
        hints = self.ctx.hints
        if hints.waiting and job.ready():
            hints.waiting = False
            if not self.hint_is_current():
                return None
            advice = job.value()
            if advice is not None:
                return self._show_expert(advice)
            hints.text = None
            return self.show_hint()   # the expert failed: the quick coach answers
        return None

    def _analysis(self, coach: PracticeCoach) -> Job:
        session = self.session
        return coach.prepare(session.observe, session.moves)

    def show_hint(self) -> PlayerAction | None:
        """First request: what to do (the action returned, for the scene to highlight).
        Second: why (when there is more to say).  Then: put the hint away."""
        ctx, hints = self.ctx, self.ctx.hints
        if self.hint_is_current():
            more = hints.waiting or (hints.text is not None and bool(hints.text[1]))   # the expert may yet add it
            if not hints.why_open and more:
                hints.why_open = True
            else:
                hints.text = None
            return None
        move_count = self.session.snapshot.move_count
        hints.turn = move_count
        hints.why_open = False
        coach = self.coach()
        if coach is not None:
            job = self._analysis(coach)
            if not job.ready():
                hints.waiting, hints.action, hints.text = True, None, THINKING
                hints.waiting_since = ctx.clock
                return None
            expert = job.value()
            if expert is not None:
                return self._show_expert(expert)
        try:
            if ctx.mode.hint_provider is not None:
                advice = ctx.mode.hint_provider()
            else:
                advice = rule_hint(self.session.observe())
        except Exception as exc:  # a hint must never crash the table
            log.exception("no hint for the decision at move %d", move_count)
            ctx.toast(f"No hint available ({exc}).")
            return None
        hints.action = advice.action
        hints.text = (advice.what, advice.why)
        return advice.action

    def _show_expert(self, advice: ExpertHint) -> PlayerAction | None:
        hints = self.ctx.hints
        hints.action = chosen_action(advice.action)
        hints.text = hint_lines(self.session.observe(), advice)
        return hints.action

    def hint_panel_due(self) -> bool:
        """The hint panel is drawn: a hint is current and is not a "thinking" line too new to show."""
        ctx = self.ctx
        if not self.hint_is_current():
            return False
        return not ctx.hints.waiting or ctx.clock - ctx.hints.waiting_since >= THINKING_SHOWN_AFTER

    def hint_is_current(self) -> bool:
        """A hint is on screen for the decision the person faces now."""
        hints = self.ctx.hints
        return bool(hints.text) and hints.turn == self.session.snapshot.move_count and self.session.human_to_act()

    def auto_hint(self) -> PlayerAction | None:
        """Practice with "automatic hints" on: offer the hint as each decision comes (never in
        drills); the action it suggests, as ``show_hint``."""
        ctx = self.ctx
        if not (ctx.practice and self.host.profile.settings.auto_hints) or ctx.mode.is_drill:
            return None
        move_count = self.session.snapshot.move_count
        if self.session.human_to_act() and ctx.hints.turn != move_count:
            ctx.hints.text, ctx.hints.turn = None, move_count  # once per decision, even if it fails
            return self.show_hint()
        return None

    def note_decision(self, action: object) -> bool:
        """Practice review: the expert weighs each choice the person makes (off the frame loop).
        True when an entry was added (it is marked pending until the engine accepts the action)."""
        session = self.session
        snap = session.snapshot
        chosen = chosen_action(action)
        if chosen is None:
            return False
        coach = self.coach()
        if coach is None or chosen not in snap.legal_actions:
            return False   # an illegal choice is refused with the rule; nothing to review
        entry = coach.review(session.observe(), session.moves, chosen)
        entry["hand"] = snap.hand_number
        entry["pending"] = True
        entry["seat"] = snap.current_player   # whose choice
        self.ctx.hints.decisions.append(entry)
        return True
