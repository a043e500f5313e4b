"""Hints and the practice review, shared by every table scene.

A hint shows the move and its reason in one sentence first, and the expert's figures on a
second request.  At a practice table the expert gives it; its analysis starts as the
person's turn comes (``coach_tick``), so it is usually ready when asked for, and a
"thinking" line fills the moment when it is not.  Drills bring their own answers; a
failed analysis falls back to the quick rule-based coach, so a hint never fails.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Protocol

from game.ai import hint as rule_hint
from game.engine.actions import PlayerAction
from game.ui.scenes.host import TableParts
from game.ui.table.analysis import Job, PracticeCoach, hint_lines
from game.ui.table.session import chosen_action

if TYPE_CHECKING:  # pragma: no cover
    from game.ai.expert import ExpertHint

log = logging.getLogger(__name__)

THINKING_SHOWN_AFTER = 0.25   # seconds: most answers come sooner, and a panel that flashes is noise
THINKING = ("Thinking it over…",
            "The expert is playing out deals consistent with what you have seen; the hint follows in a moment.")


class HintedTable(TableParts, Protocol):
    """What the hints need of their table scene (``TableScene`` is one)."""

    def on_hint(self, action: PlayerAction) -> None:
        """Highlight the recommended action (a scene's own buttons or cards)."""


class TableHints:
    """The hints and the practice review of one table scene."""

    def __init__(self, scene: HintedTable) -> None:
        self.scene = scene

    def coach(self) -> PracticeCoach | None:
        """The expert coach of a practice table (not a drill, which has its own answers)."""
        ctx = self.scene.ctx
        analyst = self.scene.host.analyst
        if not ctx.practice or ctx.mode.hint_provider is not None or ctx.mode.is_drill or analyst is None:
            return None
        if ctx.hints.coach is None:
            ctx.hints.coach = PracticeCoach(analyst)
        return ctx.hints.coach

    def coach_tick(self) -> None:
        """Start the analysis of the person's decision; show a hint that was waiting for it."""
        coach = self.coach()
        if coach is None or not self.scene.session.human_to_act():
            return
        job = self._analysis(coach)
        hints = self.scene.ctx.hints
        if hints.waiting and job.ready():
            hints.waiting = False
            if not self.hint_is_current():
                return
            advice = job.value()
            if advice is not None:
                self._show_expert(advice)
            else:
                hints.text = None
                self.show_hint()   # the expert failed: the quick coach answers

    def _analysis(self, coach: PracticeCoach) -> Job:
        session = self.scene.session
        return coach.prepare(session.observe, session.moves)

    def show_hint(self) -> None:
        """First request: what to do, highlighted.  Second: why (when there is more to say).
        Then: put the hint away."""
        scene = self.scene
        ctx, hints = scene.ctx, scene.ctx.hints
        if self.hint_is_current():
            more = hints.waiting or (hints.text is not None and bool(hints.text[1]))   # the expert may yet add it
            if not hints.why_open and more:
                hints.why_open = True
            else:
                hints.text = None
            return
        hints.turn = scene.snap.move_count
        hints.why_open = False
        coach = self.coach()
        if coach is not None:
            job = self._analysis(coach)
            if not job.ready():
                hints.waiting, hints.action, hints.text = True, None, THINKING
                hints.waiting_since = ctx.clock
                return
            expert = job.value()
            if expert is not None:
                self._show_expert(expert)
                return
        try:
            if ctx.mode.hint_provider is not None:
                advice = ctx.mode.hint_provider()
            else:
                advice = rule_hint(scene.session.observe())
        except Exception as exc:  # a hint must never crash the table
            log.exception("no hint for the decision at move %d", scene.snap.move_count)
            ctx.toast(f"No hint available ({exc}).")
            return
        hints.action = advice.action
        hints.text = (advice.what, advice.why)
        scene.on_hint(advice.action)

    def _show_expert(self, advice: ExpertHint) -> None:
        scene = self.scene
        hints = scene.ctx.hints
        hints.action = chosen_action(advice.action)
        hints.text = hint_lines(scene.session.observe(), advice)
        if hints.action is not None:
            scene.on_hint(hints.action)

    def hint_panel_due(self) -> bool:
        """The hint panel is drawn: a hint is current and is not a "thinking" line too new to show."""
        ctx = self.scene.ctx
        if not self.hint_is_current():
            return False
        return not ctx.hints.waiting or ctx.clock - ctx.hints.waiting_since >= THINKING_SHOWN_AFTER

    def hint_is_current(self) -> bool:
        """A hint is on screen for the decision the person faces now."""
        scene = self.scene
        hints = scene.ctx.hints
        return bool(hints.text) and hints.turn == scene.snap.move_count and scene.session.human_to_act()

    def auto_hint(self) -> None:
        """Practice with "automatic hints" on: offer the hint as each decision comes (never in drills)."""
        scene = self.scene
        ctx = scene.ctx
        if not (ctx.practice and scene.host.profile.settings.auto_hints) or ctx.mode.is_drill:
            return
        if scene.session.human_to_act() and ctx.hints.turn != scene.snap.move_count:
            ctx.hints.text, ctx.hints.turn = None, scene.snap.move_count  # once per decision, even if it fails
            self.show_hint()

    def note_decision(self, action: object) -> bool:
        """Practice review: the expert weighs each choice the person makes (off the frame loop).
        True when an entry was added (it is marked pending until the engine accepts the action)."""
        scene = self.scene
        snap = scene.snap
        chosen = chosen_action(action)
        if chosen is None:
            return False
        coach = self.coach()
        if coach is None or chosen not in snap.legal_actions:
            return False   # an illegal choice is refused with the rule; nothing to review
        entry = coach.review(scene.session.observe(), scene.session.moves, chosen)
        entry["hand"] = snap.hand_number
        entry["pending"] = True
        entry["seat"] = snap.current_player   # whose choice
        scene.ctx.hints.decisions.append(entry)
        return True
