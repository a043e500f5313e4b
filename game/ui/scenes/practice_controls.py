"""What practice adds over a table: the hint (what, then why) and a drill's question as banners
for the status strip, and small Hint / Undo buttons in the bottom-left corner, so mouse players
reach what H and U do.

``refresh`` (called from the scene's update) lays the buttons out; ``draw`` only reads them.  A
press is returned to the scene (``handle_pointer``: "hint", "why" or "undo"), which acts on it:
this part never calls its scene.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, Literal

import pygame

from game.engine.glossary import jargon_in
from game.ui.core.control_words import key_name
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.kit.widgets import Button, ButtonGroup
from game.ui.scenes.hinting import TableHints
from game.ui.table.analysis import glossary_note
from game.ui.table.chrome import TableChrome
from game.ui.table.status_strip import Banner
from game.ui.table.table_context import TableContext

if TYPE_CHECKING:  # pragma: no cover
    from game.ui.scenes.host import Host

Press = Literal["hint", "why", "undo"]   # what a person asked for with the practice buttons


WHY_LABEL = "Why? (H)"   # at the keyboard; ``why_label`` names the device in use


def why_label(device: str) -> str:
    """The hint's Why button, naming the key that presses it on the device in use."""
    return f"Why? ({key_name('hint', device)})"


def why_text(what: str, why: str) -> str:
    """The "why" press's words: the first press's line and what "why" adds, the move named
    once (a drill's explanation that opens with the move, "Bid 20. A side with 100 ...", is
    shown alone)."""
    move = what.rstrip(".!?… ")
    if why.lower().startswith(move.lower()):
        return why
    return f"{what} {why}" if what.endswith((".", "!", "?", "…")) else f"{what}. {why}"


class PracticeControls:
    """The practice pieces of one table: reads the table (``ctx``), the host's window and
    devices, the hints and where the chrome put the Why? button."""

    def __init__(self, ctx: TableContext, host: Host, hints: TableHints, chrome: TableChrome) -> None:
        self.ctx = ctx
        self.host = host
        self.hints = hints
        self.chrome = chrome
        self.buttons = ButtonGroup(self._press)
        self.why_hover = False
        self._pressed: Press | None = None   # what the last click on the buttons asked for
        self._shown_for: tuple[Hashable, ...] | None = None   # what the buttons were last built for

    def visible(self) -> bool:
        """The buttons belong to a hand in progress at a practice table (not the scoreboard)."""
        ctx = self.ctx
        snap = ctx.session.snapshot
        return (ctx.practice and not snap.game_over and snap.current_player >= 0
                and ctx.scores.scored_hands >= snap.records_count)

    # ------------------------------------------------------------------ banners

    def hint_banner(self) -> Banner | None:
        """The hint on screen for your decision: what, and once asked for, why."""
        hints = self.ctx.hints
        text = hints.text
        if text is None or not self.hints.hint_panel_due():
            return None
        what, why = text
        if hints.why_open and why:
            return Banner("hint", "Hint:", why_text(what, why) + glossary_note(what, why))
        waiting = hints.waiting
        device = self.host.roster.in_use
        return Banner("hint", "Hint:", what, button=why_label(device) if why and not waiting else None)

    def hint_terms(self) -> tuple[str, ...]:
        """The glossary words of the hint on screen (none when no hint is showing)."""
        text = self.ctx.hints.text
        if text is None or not self.hints.hint_panel_due():
            return ()
        return jargon_in(" ".join(text))

    def note_banner(self) -> Banner | None:
        """A drill's question or a ladder table's goal: kept in view while nothing else is said."""
        ctx = self.ctx
        mode = ctx.mode
        if mode.guide is not None:
            said = mode.guide.note(ctx)
            if said is not None:
                heading, words, button = said
                return Banner("coach", f"{heading}:", words, button=button)
        if mode.coach_note:
            title, text = mode.coach_note
            return Banner("note", f"{title}:", text)
        if mode.goal_note:
            return Banner("note", "Challenge:" if mode.daily is not None or mode.daily_review is not None else "Goal:",
                          mode.goal_note)
        return None

    # ------------------------------------------------------------------ the corner buttons

    def refresh(self) -> None:
        """Rebuild the buttons when what they show changes (keeping hover between frames)."""
        session, view = self.ctx.session, self.ctx.view
        device = self.host.roster.in_use   # the labels name its keys
        key = (self.visible(), session.human_to_act(), session.can_undo(), tuple(self.host.size), device)
        if key == self._shown_for:
            return
        self._shown_for = key
        if not key[0]:
            self.buttons.set_buttons([])
            return
        buttons = [Button(f"Hint ({key_name('hint', device)})", "hint", enabled=session.human_to_act())]
        if not self.ctx.mode.is_drill:  # a drill's decision is never applied: nothing to undo
            buttons.append(Button(f"Undo ({key_name('undo', device)})", "undo", enabled=session.can_undo()))
        self.buttons.set_buttons(buttons)
        corner = pygame.Rect(*view.layout.corner_left.as_ints())
        height = round(view.layout.plan.button_height * 0.8)
        self.buttons.layout_row((0, 0), height, theme.px(12), min_width=theme.px(150))
        x, bottom = corner.x, corner.bottom
        for button in self.buttons.buttons:
            button.rect.bottomleft = (x, bottom)
            x = button.rect.right + theme.px(12)

    # ------------------------------------------------------------------ input

    def handle_pointer(self, intent: Intent) -> Press | None:
        """Mouse over the buttons: what a click asked for ("hint", "why", "undo"), for the
        scene to do; None when the click was not theirs (hover passes through to the table).
        "Why" opens the hint's reason here: it is the hint's own state."""
        why = self.chrome.why_button_rect()
        if intent.kind is IntentKind.POINT:
            self.why_hover = why is not None and why.collidepoint(intent.pos)
        if intent.kind is IntentKind.CLICK and intent.button == 1 and why is not None \
                and self.hints.hint_is_current() and why.collidepoint(intent.pos):
            self.host.sound.play("click")
            self.ctx.hints.why_open = True
            return "why"
        self.refresh()
        used = self.buttons.handle(intent)
        pressed = self._take_press()
        return pressed if used else None

    def _take_press(self) -> Press | None:
        pressed, self._pressed = self._pressed, None
        return pressed

    def _press(self, value: Any) -> None:
        self.host.sound.play("click")
        if value in ("hint", "undo"):
            self._pressed = value

    def draw(self, surface: pygame.Surface) -> None:
        self.buttons.draw(surface, show_focus=False)
