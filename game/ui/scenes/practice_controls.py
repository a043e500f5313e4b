"""What practice adds over a table: a drill's question, the hint panel (what, then why) and
small Hint / Undo buttons, so mouse players reach what H and U do.

``refresh`` (called from the scene's update) lays everything out; ``draw`` only reads it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

import pygame

from game.ui import theme
from game.ui.intents import Intent, IntentKind
from game.ui.widgets import Button, ButtonGroup, draw_button

if TYPE_CHECKING:  # pragma: no cover
    from game.ui.scenes.table_scene import TableScene

PANEL_FILL = (12, 30, 22, 250)
NOTE_MAX_WIDTH, HINT_MAX_WIDTH = 900, 760


class PracticeControls:
    """The practice pieces of one table scene and their layout."""

    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self.buttons = ButtonGroup(self._press)
        self.why_button = Button("Why? (H)", "why")
        self.why_hover = False
        self.note_rect: Optional[pygame.Rect] = None
        self.note_lines: list[str] = []
        self.hint_rect: Optional[pygame.Rect] = None
        self.hint_lines: list[str] = []
        self._shown_for: Optional[tuple] = None   # what the layout was last built for

    def visible(self) -> bool:
        """The buttons belong to a hand in progress at a practice table (not the scoreboard)."""
        ctx, snap = self.scene.ctx, self.scene.snap
        return (ctx.practice and not snap.game_over and snap.current_player >= 0
                and ctx.scores.scored_hands >= snap.records_count)

    # ------------------------------------------------------------------ layout

    def refresh(self) -> None:
        """Rebuild the layout when what it shows changes (keeping hover between frames)."""
        scene = self.scene
        hints = scene.ctx.hints
        hint_shown = scene.hint_panel_due()
        key = (self.visible(), scene.session.human_to_act(), scene.session.can_undo(), tuple(scene.host.size),
               scene.ctx.mode.coach_note, hint_shown, hints.text if hint_shown else None, hints.why_open)
        if key == self._shown_for:
            return
        self._shown_for = key
        width, height = scene.host.size
        self._layout_note(width)
        self._layout_hint(width, hint_shown)
        if not key[0]:
            self.buttons.set_buttons([])
            return
        buttons = [Button("Hint (H)", "hint", enabled=scene.session.human_to_act())]
        if not scene.ctx.mode.is_drill:  # a drill's decision is never applied: nothing to undo
            buttons.append(Button("Undo (U)", "undo", enabled=scene.session.can_undo()))
        self.buttons.set_buttons(buttons)
        self.buttons.layout_row((0, 0), theme.px(48), theme.px(12), min_width=theme.px(150))
        x, bottom = theme.px(24), height - theme.px(22)
        for button in self.buttons.buttons:
            button.rect.bottomleft = (x, bottom)
            x = button.rect.right + theme.px(12)

    def _layout_note(self, screen_width: int) -> None:
        note = self.scene.ctx.mode.coach_note
        if not note:
            self.note_rect, self.note_lines = None, []
            return
        width = min(screen_width - theme.px(80), theme.px(NOTE_MAX_WIDTH))
        self.note_lines = theme.wrap(note[1], 24, width - theme.px(44))
        rect = pygame.Rect(0, 0, width, theme.px(58) + round(len(self.note_lines) * theme.font(24).get_height() * 1.15))
        rect.midtop = (screen_width // 2, theme.px(14))
        self.note_rect = rect

    def _layout_hint(self, screen_width: int, shown: bool) -> None:
        hints = self.scene.ctx.hints
        self.why_button.rect = pygame.Rect(0, 0, 0, 0)
        if not shown or hints.text is None:
            self.hint_rect, self.hint_lines = None, []
            return
        width = min(screen_width - theme.px(80), theme.px(HINT_MAX_WIDTH))
        text_width = width - theme.px(40)
        self.hint_lines = theme.wrap(hints.text[1], 24, text_width) if hints.why_open else []
        lines_h = round(len(self.hint_lines) * theme.font(24).get_height() * 1.15) + theme.px(10)
        rect = pygame.Rect(0, 0, width, theme.px(56) + (lines_h if self.hint_lines else 0))
        top = self.note_rect.bottom + theme.px(10) if self.note_rect is not None else theme.px(14)
        rect.midtop = (screen_width // 2, top)
        self.hint_rect = rect
        if not hints.why_open:
            button = self.why_button
            button.rect = pygame.Rect(0, 0, theme.font(24, True).size(button.label)[0] + theme.px(34), theme.px(40))
            button.rect.midright = (rect.right - theme.px(10), rect.y + theme.px(28))

    # ------------------------------------------------------------------ input

    def handle_pointer(self, intent: Intent) -> bool:
        """Mouse over the buttons; True when a click was used (hover passes through to the table)."""
        if intent.kind is IntentKind.POINT:
            self.why_hover = self.why_button.rect.collidepoint(intent.pos)
        if intent.kind is IntentKind.CLICK and intent.button == 1 and self.scene.hint_is_current() \
                and self.why_button.rect.collidepoint(intent.pos):
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

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        self._draw_note(surface)
        self._draw_hint(surface)
        self.buttons.draw(surface, show_focus=False)

    def _draw_note(self, surface: pygame.Surface) -> None:
        """A drill's question, kept on screen at the top of the table."""
        note, rect = self.scene.ctx.mode.coach_note, self.note_rect
        if not note or rect is None:
            return
        theme.rounded_panel(surface, rect, PANEL_FILL, theme.GOLD, radius=theme.px(18))
        theme.blit_text(surface, note[0], 26, (rect.x + theme.px(22), rect.y + theme.px(26)), theme.GOLD_BRIGHT,
                        "midleft", bold=True)
        y = rect.y + theme.px(46)
        step = round(theme.font(24).get_height() * 1.15)
        for line in self.note_lines:
            theme.blit_text(surface, line, 24, (rect.x + theme.px(22), y), theme.CREAM, "topleft", shadow=False)
            y += step

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """The "what" in gold with a Why? button; the "why" beneath once asked for."""
        scene, rect = self.scene, self.hint_rect
        text = scene.ctx.hints.text
        if rect is None or text is None or not scene.hint_panel_due():
            return
        theme.rounded_panel(surface, rect, PANEL_FILL, theme.GOLD_BRIGHT)
        header_y = rect.y + theme.px(28)
        label = theme.blit_text(surface, "Hint:", 28, (rect.x + theme.px(20), header_y), theme.CREAM, "midleft",
                                bold=True)
        theme.blit_text(surface, text[0], 28, (label.right + theme.px(10), header_y), theme.GOLD_BRIGHT, "midleft",
                        bold=True)
        y = rect.y + theme.px(54)
        step = round(theme.font(24).get_height() * 1.15)
        for line in self.hint_lines:
            theme.blit_text(surface, line, 24, (rect.x + theme.px(20), y), theme.CREAM, "topleft", shadow=False)
            y += step
        if self.why_button.rect.w:
            draw_button(surface, self.why_button, hover=self.why_hover and scene.host.pointer_active)
