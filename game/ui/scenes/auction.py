"""Auction and trump: only legal calls are offered; computer calls appear in bubbles.

Also the steps right after the auction that belong to the bidder: naming trump, the
cutthroat call for a partner card, and a bagged dealer's kitty-or-top-6 choice.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import actions as A
from game.engine.cards import SUIT_NAMES, TRUMP_MASK, CARDS
from game.engine.phases import bid_floor
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
        """The calls you may make now, as buttons above your name plate."""
        st = self.state
        if not self.session.human_to_act():
            self.buttons.set_buttons([])
            return
        seat = st.current_player
        legal = st.legal_actions()
        buttons: list[Button] = []
        if st.phase == "auction":
            for action in legal:
                verb = A.kind(action)
                if verb == "pass":
                    everyone_passed = st.high_bid == 0 and all(
                        st.passed[s] for s in range(st.rules.players) if s != seat)
                    label = "Pass"
                    if seat == st.dealer and everyone_passed and st.rules.all_pass == "bag":
                        label = f"Pass (bagged at {bid_floor(st, seat)})"
                    buttons.append(Button(label, action))
                elif verb == "hold":
                    buttons.append(Button(f"Hold {st.high_bid}", action, accent=True))
                else:
                    value = action - A.BID_BASE
                    buttons.append(Button("60 for 120" if value == 60 else f"Bid {value}", action))
        elif st.phase == "trump":
            hand = st.hands[seat]
            for action in legal:
                suit = action - A.TRUMP_BASE
                count = (hand & TRUMP_MASK[suit]).bit_count()
                buttons.append(Button(f"{'♠♥♦♣'[suit]} {SUIT_NAMES[suit].capitalize()} ({count})", action))
        elif st.phase == "call":
            for action in legal:
                buttons.append(Button(CARDS[action - A.CALL_BASE].symbol(), action))
        elif st.phase == "kitty_choice":
            buttons = [Button("Take the kitty", A.KITTY, accent=True), Button("Top 6 from the pack", A.TOP6)]
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
                      "kitty_choice": "You were bagged: the kitty or the top 6?"}.get(self.state.phase, "")
            top = self.buttons.bounds().top
            theme.blit_text(surface, prompt, 32, (surface.get_width() / 2, top - theme.px(30)),
                            theme.GOLD_BRIGHT, bold=True)
            self.buttons.draw(surface, show_focus=not self.host.pointer_active)

    def _draw_auction_log(self, surface: pygame.Surface) -> None:
        st = self.state
        lay = self.view.layout
        entries = [(seat, hud.call_text(a)) for seat, a in st.auction]
        title = "The auction"
        if st.phase != "auction" and st.bidder >= 0:
            who = self.session.seats[st.bidder].name
            bid = st.bid if st.bid != 60 else "60 for 120"
            title = f"{hud.was(who)} bagged at {bid}" if st.bagged else f"{who} took it at {bid}"
        rows = entries[-8:]
        line_h = theme.font(24).get_height() + theme.px(2)
        width = theme.px(360)
        row_count = max(2, (len(rows) + 1) // 2)  # the panel grows in steps, not with every call
        rect = pygame.Rect(0, 0, width, theme.px(52) + line_h * row_count)
        rect.center = (round(lay.centre[0]), round(lay.centre[1]))
        theme.rounded_panel(surface, rect, (8, 22, 14, 200))
        theme.blit_text(surface, title, 26, (rect.centerx, rect.y + theme.px(22)), theme.GOLD, bold=True)
        if not rows:
            first = self.session.seats[st.current_player].name if st.current_player >= 0 else ""
            theme.blit_text(surface, f"{first} to speak first", 22,
                            (rect.centerx, rect.y + theme.px(50) + line_h // 2), theme.MUTED)
        for i, (seat, text) in enumerate(rows):
            col, row = i % 2, i // 2
            x = rect.x + theme.px(18) + col * (width // 2)
            y = rect.y + theme.px(46) + row * line_h + line_h // 2
            name = self.session.seats[seat].name
            theme.blit_text(surface, f"{name}: {text}", 22, (x, y),
                            theme.MUTED if text == "Pass" else theme.CREAM, "midleft")
