"""Auction and trump: only legal calls are offered; computer calls appear in bubbles.

Also the steps right after the auction that belong to the bidder: naming trump, the
cutthroat call for a partner card, and a bagged dealer's kitty-or-top-6 choice.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import Phase
from game.engine import actions as A
from game.engine.cards import TRUMP_RANK
from game.engine.wording import contract_text
from game.ui import hud, theme
from game.ui.intents import Intent
from game.ui.scenes.table_scene import TableScene
from game.ui.table_flow import Stage
from game.ui.widgets import Button, ButtonGroup


class AuctionScene(TableScene):
    name = "auction"
    stage = Stage.AUCTION

    def on_enter(self) -> None:
        self.buttons = ButtonGroup(self._press)
        super().on_enter()

    def _press(self, value: Any) -> None:
        self.send(value)

    def layout_controls(self) -> None:
        """The calls you may make now, as buttons above your name plate, in the engine's words."""
        snap = self.snap
        if not self.session.human_to_act():
            self.buttons.set_buttons([])
            return
        hand = snap.hands[snap.current_player]
        buttons: list[Button] = []
        for action in snap.legal_actions:
            verb = A.kind(action)
            text = snap.label(action)
            if verb == "trump":   # how many of that suit would be trumps: the figure you weigh
                suit = action - A.TRUMP_BASE
                text += f" ({sum(1 for card in hand if TRUMP_RANK[suit][card])})"
            buttons.append(Button(text, action, accent=verb in ("hold", "kitty")))
        self.buttons.set_buttons(buttons, keep_focus=False)
        w, _ = self.host.size
        height = theme.px(60)
        self.buttons.layout_row((w / 2, self.controls_y(height)), height, theme.px(14), min_width=theme.px(120),
                                max_total=int(w * 0.94))
        if self.ctx.hints.action is not None:
            self.on_hint(self.ctx.hints.action)

    def on_hint(self, action: int) -> None:
        for i, b in enumerate(self.buttons.buttons):
            if b.value == action:
                self.buttons.focus = i

    def handle_table(self, intent: Intent) -> None:
        self.buttons.handle(intent)

    def draw_controls(self, surface: pygame.Surface) -> None:
        self._draw_auction_log(surface)
        if self.buttons.buttons:
            prompt = {"auction": "Your call", "trump": "Name trump", "call": "Call a card for a partner",
                      "kitty_choice": "You were bagged: the kitty or the top 6?"}.get(self.snap.phase, "")
            top = self.buttons.bounds().top
            theme.blit_text(surface, prompt, 32, (surface.get_width() / 2, top - theme.px(30)),
                            theme.GOLD_BRIGHT, bold=True)
            self.buttons.draw(surface, show_focus=not self.host.pointer_active)

    def _draw_auction_log(self, surface: pygame.Surface) -> None:
        snap = self.snap
        lay = self.view.layout
        entries = [(seat, snap.say(action)) for seat, action in snap.auction]
        title = "The auction"
        contract = snap.contract
        if snap.phase != Phase.AUCTION and contract is not None:
            who = self.session.seats[contract.bidder].name
            bid = contract_text(contract.bid)
            title = f"{hud.was(who)} bagged at {bid}" if contract.bagged else f"{who} took it at {bid}"
        rows = entries[-8:]
        line_h = theme.font(24).get_height() + theme.px(2)
        width = theme.px(360)
        row_count = max(2, (len(rows) + 1) // 2)  # the panel grows in steps, not with every call
        rect = pygame.Rect(0, 0, width, theme.px(52) + line_h * row_count)
        rect.center = (round(lay.centre[0]), round(lay.centre[1]))
        theme.rounded_panel(surface, rect, (8, 22, 14, 200))
        theme.blit_text(surface, title, 26, (rect.centerx, rect.y + theme.px(22)), theme.GOLD, bold=True)
        if not rows:
            first = self.session.seats[snap.current_player].name if snap.current_player >= 0 else ""
            theme.blit_text(surface, f"{first} to speak first", 22,
                            (rect.centerx, rect.y + theme.px(50) + line_h // 2), theme.MUTED)
        for i, (seat, text) in enumerate(rows):
            col, row = i % 2, i // 2
            x = rect.x + theme.px(18) + col * (width // 2)
            y = rect.y + theme.px(46) + row * line_h + line_h // 2
            name = self.session.seats[seat].name
            theme.blit_text(surface, f"{name}: {text}", 22, (x, y),
                            theme.MUTED if text == "Pass" else theme.CREAM, "midleft")
