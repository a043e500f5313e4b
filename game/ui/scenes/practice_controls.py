"""What practice adds over a table: the hint (what, then why) and a drill's question as banners
for the status strip, and small Hint / Undo buttons in the bottom-left corner, so mouse players
reach what H and U do.

``refresh`` (called from the scene's update) lays the buttons out; ``draw`` only reads them.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Protocol

import pygame

from game.engine.glossary import jargon_in
from game.ui.core.control_words import key_name
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.kit.widgets import Button, ButtonGroup
from game.ui.scenes.host import TableParts
from game.ui.table.analysis import glossary_note
from game.ui.table.status_strip import Banner


class HintingScene(TableParts, Protocol):
    """What the practice pieces need of their table scene (``TableScene`` is one)."""

    def hint_is_current(self) -> bool: ...

    def hint_panel_due(self) -> bool: ...

    def show_hint(self) -> None: ...

    def undo_decision(self) -> None: ...

    def why_button_rect(self) -> pygame.Rect | None: ...


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
    """The practice pieces of one table scene."""

    def __init__(self, scene: HintingScene) -> None:
        self.scene = scene
        self.buttons = ButtonGroup(self._press)
        self.why_hover = False
        self._shown_for: tuple[Hashable, ...] | None = None   # what the buttons were last built for

    def visible(self) -> bool:
        """The buttons belong to a hand in progress at a practice table (not the scoreboard)."""
        ctx, snap = self.scene.ctx, self.scene.snap
        return (ctx.practice and not snap.game_over and snap.current_player >= 0
                and ctx.scores.scored_hands >= snap.records_count)

    # ------------------------------------------------------------------ banners

    def hint_banner(self) -> Banner | None:
        """The hint on screen for your decision: what, and once asked for, why."""
        scene = self.scene
        text = scene.ctx.hints.text
        if text is None or not scene.hint_panel_due():
            return None
        what, why = text
        if scene.ctx.hints.why_open and why:
            return Banner("hint", "Hint:", why_text(what, why) + glossary_note(what, why))
        waiting = scene.ctx.hints.waiting
        device = scene.host.roster.in_use
        return Banner("hint", "Hint:", what, button=why_label(device) if why and not waiting else None)

    def hint_terms(self) -> tuple[str, ...]:
        """The glossary words of the hint on screen (none when no hint is showing)."""
        scene = self.scene
        text = scene.ctx.hints.text
        if text is None or not scene.hint_panel_due():
            return ()
        return jargon_in(" ".join(text))

    def note_banner(self) -> Banner | None:
        """A drill's question or a ladder table's goal: kept in view while nothing else is said."""
        ctx = self.scene.ctx
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
            return Banner("note", "Goal:", mode.goal_note)
        return None

    # ------------------------------------------------------------------ the corner buttons

    def refresh(self) -> None:
        """Rebuild the buttons when what they show changes (keeping hover between frames)."""
        scene = self.scene
        device = scene.host.roster.in_use   # the labels name its keys
        key = (self.visible(), scene.session.human_to_act(), scene.session.can_undo(), tuple(scene.host.size), device)
        if key == self._shown_for:
            return
        self._shown_for = key
        if not key[0]:
            self.buttons.set_buttons([])
            return
        buttons = [Button(f"Hint ({key_name('hint', device)})", "hint", enabled=scene.session.human_to_act())]
        if not scene.ctx.mode.is_drill:  # a drill's decision is never applied: nothing to undo
            buttons.append(Button(f"Undo ({key_name('undo', device)})", "undo", enabled=scene.session.can_undo()))
        self.buttons.set_buttons(buttons)
        corner = pygame.Rect(*scene.view.layout.corner_left.as_ints())
        height = round(scene.view.layout.plan.button_height * 0.8)
        self.buttons.layout_row((0, 0), height, theme.px(12), min_width=theme.px(150))
        x, bottom = corner.x, corner.bottom
        for button in self.buttons.buttons:
            button.rect.bottomleft = (x, bottom)
            x = button.rect.right + theme.px(12)

    # ------------------------------------------------------------------ input

    def handle_pointer(self, intent: Intent) -> bool:
        """Mouse over the buttons; True when a click was used (hover passes through to the table)."""
        why = self.scene.why_button_rect()
        if intent.kind is IntentKind.POINT:
            self.why_hover = why is not None and why.collidepoint(intent.pos)
        if intent.kind is IntentKind.CLICK and intent.button == 1 and why is not None \
                and self.scene.hint_is_current() and why.collidepoint(intent.pos):
            self._press("why")
            return True
        self.refresh()
        return self.buttons.handle(intent)

    def _press(self, value: Any) -> None:
        scene = self.scene
        scene.host.sound.play("click")
        if value == "hint" and scene.session.human_to_act():
            scene.show_hint()
        elif value == "why":
            scene.ctx.hints.why_open = True
        elif value == "undo":
            scene.undo_decision()
        self.refresh()

    def draw(self, surface: pygame.Surface) -> None:
        self.buttons.draw(surface, show_focus=False)
