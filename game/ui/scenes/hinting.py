"""Hints and the practice review, shared by every table scene.

A hint shows what to do first and why on a second request.  At a practice table the
expert gives it, with the expected points of each option; its analysis starts as the
person's turn comes (``coach_tick``), so it is usually ready when asked for, and a
"thinking" line fills the moment when it is not.  Drills bring their own answers; a
failed analysis falls back to the quick rule-based coach, so a hint never fails.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from game.engine import actions as A
from game.ui.analysis import PracticeCoach, hint_lines

if TYPE_CHECKING:  # pragma: no cover
    from game.ai.expert import ExpertHint
    from game.ui.scenes.table_scene import TableContext
    from game.ui.session import GameSession

THINKING_SHOWN_AFTER = 0.25   # seconds: most answers come sooner, and a panel that flashes is noise
THINKING = ("Thinking it over…",
            "The expert is playing out deals consistent with what you have seen; the hint follows in a moment.")


class HintingMixin:
    """Mixed into ``TableScene``: needs ``ctx``, ``session``, ``state``, ``app`` and ``on_hint``."""

    ctx: "TableContext"
    session: "GameSession"

    def coach(self) -> Optional[PracticeCoach]:
        """The expert coach of a practice table (not a drill, which has its own answers)."""
        ctx = self.ctx
        analyst = getattr(self.app, "analyst", None)
        if not ctx.practice or ctx.hint_provider is not None or ctx.intercept is not None or analyst is None:
            return None
        if ctx.coach is None:
            ctx.coach = PracticeCoach(analyst)
        return ctx.coach

    def coach_tick(self) -> None:
        """Start the analysis of the person's decision; show a hint that was waiting for it."""
        coach = self.coach()
        if coach is None or not self.session.human_to_act():
            return
        job = self._analysis(coach)
        if self.ctx.hint_waiting and job.ready():
            self.ctx.hint_waiting = False
            if not self.hint_is_current():
                return
            advice = job.value()
            if advice is not None:
                self._show_expert(advice)
            else:
                self.ctx.hint_text = None
                self.show_hint()   # the expert failed: the quick coach answers

    def _analysis(self, coach: PracticeCoach):
        st = self.state
        return coach.prepare(lambda: st.observation(st.current_player), tuple(st.history))

    def show_hint(self) -> None:
        """First request: what to do, highlighted.  Second: why.  Third: put the hint away."""
        ctx = self.ctx
        if self.hint_is_current():
            if not ctx.hint_why_open:
                ctx.hint_why_open = True
            else:
                ctx.hint_text = None
            return
        ctx.hint_turn = len(self.state.history)
        ctx.hint_why_open = False
        coach = self.coach()
        if coach is not None:
            job = self._analysis(coach)
            if not job.ready():
                ctx.hint_waiting, ctx.hint_action, ctx.hint_text = True, None, THINKING
                ctx.hint_waiting_since = ctx.clock
                return
            if job.value() is not None:
                self._show_expert(job.value())
                return
        try:
            if ctx.hint_provider is not None:
                advice = ctx.hint_provider()
            else:
                from game.ai import hint
                advice = hint(self.state.observation(self.state.current_player))
        except Exception as exc:  # a hint must never crash the table
            ctx.toast(f"No hint available ({exc}).")
            return
        ctx.hint_action = advice.action
        ctx.hint_text = (advice.what, advice.why)
        self.on_hint(advice.action)

    def _show_expert(self, advice: "ExpertHint") -> None:
        obs = self.state.observation(self.state.current_player)
        self.ctx.hint_action = advice.action
        self.ctx.hint_text = hint_lines(obs, advice)
        self.on_hint(advice.action)

    def hint_panel_due(self) -> bool:
        """The hint panel is drawn: a hint is current and is not a "thinking" line too new to show."""
        ctx = self.ctx
        if not self.hint_is_current():
            return False
        return not ctx.hint_waiting or ctx.clock - ctx.hint_waiting_since >= THINKING_SHOWN_AFTER

    def hint_is_current(self) -> bool:
        """A hint is on screen for the decision the person faces now."""
        ctx = self.ctx
        return bool(ctx.hint_text) and ctx.hint_turn == len(self.state.history) and self.session.human_to_act()

    def _auto_hint(self) -> None:
        """Practice with "automatic hints" on: offer the hint as each decision comes (never in drills)."""
        ctx = self.ctx
        if not (ctx.practice and self.app.settings.auto_hints) or ctx.intercept is not None:
            return
        if self.session.human_to_act() and ctx.hint_turn != len(self.state.history):
            ctx.hint_text, ctx.hint_turn = None, len(self.state.history)  # once per decision, even if it fails
            self.show_hint()

    def _note_decision(self, action: Any) -> None:
        """Practice review: the expert weighs each choice the person makes (off the frame loop)."""
        st = self.state
        try:
            chosen = A.parse(action) if isinstance(action, str) else int(action)
        except ValueError:
            return
        coach = self.coach()
        if coach is None or chosen not in st.legal_actions():
            return   # an illegal choice is refused with the rule; nothing to review
        entry = coach.review(st.observation(st.current_player), tuple(st.history), chosen)
        entry.update(hand=st.hand_number, pending=True)
        self.ctx.decisions.append(entry)
