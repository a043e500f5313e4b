"""Auction and trump: only legal calls are offered; computer calls appear in bubbles.

Also the steps right after the auction that belong to the bidder: naming trump, the
cutthroat call for a partner card, and a bagged dealer's kitty-or-top-6 choice.  Only the calls
of those phases are ever offered: once the engine has moved on (a lesson's coach holds this
scene to sum up the trump just named, while the engine is in the draw) there are no buttons.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import actions as A
from game.engine.cards import TRUMP_RANK
from game.engine.protocol import AUCTION_PHASES
from game.ui.core.intents import Intent
from game.ui.kit import theme
from game.ui.kit.widgets import Button, ButtonGroup
from game.ui.scenes.table_scene import TableScene
from game.ui.table.table_flow import Stage

PROMPT_SIZE = 32


class AuctionScene(TableScene):
    name = "auction"
    stage = Stage.AUCTION

    def on_enter(self) -> None:
        self.buttons = ButtonGroup(self._press)
        self.laid_for = -1   # the move count the calls were laid out for
        super().on_enter()

    def _press(self, value: Any) -> None:
        self.send(value)

    def offering(self) -> bool:
        """Your calls are offered while the engine is in a phase of this stage with you to act,
        and no coach holds the table to sum up the move just made."""
        guide = self.ctx.mode.guide
        return (self.snap.phase in AUCTION_PHASES and self.session.human_to_act()
                and not (guide is not None and guide.holding(self.ctx)))

    def layout_controls(self) -> None:
        """The calls you may make now, as buttons above your name plate, in the engine's words.
        The focus starts on a lesson's taught call (Enter at once does no harm), else on the
        dealer's hold (or the bagged dealer's kitty) where there is one;
        none of them is marked as advice until a hint gives some."""
        snap = self.snap
        if not self.offering():
            self.buttons.set_buttons([])
            return
        hand = snap.hands[snap.current_player]
        buttons: list[Button] = []
        for action in snap.legal_actions:
            text = snap.button_label(action)
            if isinstance(action, A.TrumpChoice):   # how many of that suit would be trumps: the figure you weigh
                text += f" ({sum(1 for card in hand if TRUMP_RANK[action.suit][card])})"
            buttons.append(Button(text, action))
        wanted = self.ctx.mode.start_focus() if self.ctx.mode.start_focus is not None else None
        start = wanted if any(b.value == wanted for b in buttons) else \
            next((b.value for b in buttons if A.kind(b.value) in ("hold", "kitty")), None)   # (a lesson's call first)
        same_decision = self.laid_for == snap.move_count   # a new window size: the focus stays put
        self.buttons.set_buttons(buttons, keep_focus=same_decision, start=start)
        self.laid_for = snap.move_count
        self.buttons.suggest(self._hinted())
        w, _ = self.host.size
        height = theme.px(60)
        y = self.chrome.controls_y(height)
        left, right = self.chrome.controls_span(y - height * 2, y + height / 2)   # clear of the side seats: wrapped
        self.buttons.layout_row(((left + right) / 2, y), height, theme.px(14), min_width=theme.px(120),
                                max_total=right - left)

    def _hinted(self) -> Any:
        """The call the hint on screen advises (None when no hint is showing)."""
        return self.ctx.hints.action if self.hint_is_current() else None

    def on_hint(self, action: A.PlayerAction) -> None:
        """The hint's call is marked as the suggestion, and the focus goes to it once, so Enter
        follows the advice; move the focus away and the suggestion stays where it was."""
        self.buttons.suggest(action)
        for i, b in enumerate(self.buttons.buttons):
            if b.value == action:
                self.buttons.focus = i

    def update_scene(self, dt: float) -> None:
        """Calls appear and go with the stage and the coach; the suggestion with the hint."""
        if self.offering() != bool(self.buttons.buttons):
            self.layout_controls()
        self.buttons.suggest(self._hinted())

    def handle_table(self, intent: Intent) -> None:
        self.buttons.handle(intent)

    def _prompt(self) -> tuple[str, tuple[float, float]]:
        """The words over your buttons, and where they go."""
        prompt = {"auction": "Your call", "trump": "Name trump", "call": "Call a card for a partner",
                  "kitty_choice": "You were bagged: the kitty or the top 6?"}.get(self.snap.phase, "")
        bounds = self.buttons.bounds()
        return prompt, (bounds.centerx, bounds.top - theme.px(14) - theme.line_height(PROMPT_SIZE, True) // 2)

    def control_rects(self) -> list[pygame.Rect]:
        """The calls on offer and the prompt above them."""
        buttons = self.buttons.shown_rects()
        if not buttons:
            return []
        prompt, pos = self._prompt()
        lines = self.chrome.prompt_rects(prompt, PROMPT_SIZE, pos)
        return [*buttons, lines[0].unionall(lines[1:])]

    def draw_controls(self, surface: pygame.Surface) -> None:
        if self.buttons.buttons:
            prompt, pos = self._prompt()
            self.chrome.draw_prompt(surface, prompt, PROMPT_SIZE, pos)
            self.buttons.draw(surface, show_focus=not self.mouse_in_use())
