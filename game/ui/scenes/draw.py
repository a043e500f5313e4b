"""Kitty and draw: choose discards, watch replacements arrive, see what each player drew.

Also forty-five's robbing of the turn-up and the dealer robbing the pack.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import Phase
from game.engine import actions as A
from game.engine.cards import CARDS
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.kit.widgets import Button, ButtonGroup
from game.ui.scenes.hand_input import HandInput
from game.ui.scenes.table_scene import TableScene
from game.ui.table.table_flow import Stage

PICK_PANEL_COLUMNS = 12
WORDS_SIZE = 30
WAITING_WORDS = {Phase.DRAW: "is drawing", Phase.KITTY_DISCARD: "is sorting the kitty",
                 Phase.ROB_PACK: "is robbing the pack", Phase.ROB: "may rob the turn-up"}


class DrawScene(TableScene):
    name = "draw"
    stage = Stage.DRAW

    def on_enter(self) -> None:
        self.buttons = ButtonGroup(self._press)
        self.buttons.active = False   # the keys start in the hand: one focus, never the button's too
        self.hand = HandInput(self.ctx, self.host)
        self.selected: set[int] = set()
        self.pick_rects: list[tuple[pygame.Rect, int]] = []
        self.pick_panel: pygame.Rect | None = None
        self.ctx.effects.hush(older_than=1.0)   # the last phase's words give way to this one's
        super().on_enter()

    # ------------------------------------------------------------------ actions

    def _press(self, value: Any) -> None:
        action: A.PlayerAction | str
        if value == "discard":
            action = A.discard(self.selected)
        elif value == "rob":
            if len(self.selected) != 1:
                self.ctx.toast("Choose the one card you will give up for the turn-up.", urgent=True, key="refusal")
                return
            action = A.rob(next(iter(self.selected)))
        else:
            action = value
        if self.send(action):
            self.selected.clear()
            self.view.selected = set()
            self.layout_controls()

    def on_hint(self, action: A.PlayerAction) -> None:
        typed = A.typed_action(action)
        if isinstance(typed, A.Discard):
            self.selected = {int(card) for card in typed.cards}
        elif isinstance(typed, A.RobTurnUp):
            self.selected = {int(typed.card)}
        self.view.selected = set(self.selected)
        self.view.sync(self.snap)
        self.layout_controls()

    def need(self) -> int | None:
        snap = self.snap
        if snap.phase == Phase.KITTY_DISCARD:
            return snap.hand_counts[snap.current_player] - 5
        return None

    def layout_controls(self) -> None:
        """The discard/draw/rob buttons for what is selected, and the stock to pick from."""
        snap = self.snap
        buttons: list[Button] = []
        if self.session.human_to_act():
            n = len(self.selected)
            if snap.phase == Phase.KITTY_DISCARD:
                need = self.need()
                buttons.append(Button(f"Put away {n} of {need}" if n != need else f"Put away these {need}",
                                      "discard", enabled=n == need, accent=n == need))
            elif snap.phase == Phase.DRAW:
                limit = snap.draw_limit
                label = snap.label(A.discard(self.selected))
                ok = n <= limit
                buttons.append(Button(label, "discard", enabled=ok, accent=ok))
            elif snap.phase == Phase.ROB and snap.turn_up is not None:
                up = snap.turn_up.symbol()
                give = CARDS[next(iter(self.selected))].symbol() if n == 1 else "a card"
                buttons.append(Button(f"Rob: take {up}, give up {give}", "rob", enabled=n == 1, accent=n == 1))
                buttons.append(Button(snap.label(A.PASS), A.PASS))
        self.buttons.set_buttons(buttons)
        height = theme.px(60)
        y = self.chrome.controls_y(height)
        left, right = self.chrome.controls_span(y - height * 2, y + height / 2)   # clear of the side seats: wrapped
        self.buttons.layout_row(((left + right) / 2, y), height, theme.px(16), min_width=theme.px(220),
                                max_total=right - left)
        self._layout_pick_panel()

    def _layout_pick_panel(self) -> None:
        """Robbing the pack: the stock's cards in a grid, each a target to click."""
        snap = self.snap
        self.pick_rects, self.pick_panel = [], None
        if snap.phase != Phase.ROB_PACK or not self.session.human_to_act():
            return
        cards = [int(c) for c in snap.stock]
        if not cards:
            return
        art = self.view.art_for(self.view.layout.mini_card[1])
        cw, ch = art.card_size
        cols = min(PICK_PANEL_COLUMNS, len(cards))
        rows = (len(cards) + cols - 1) // cols
        gap = theme.px(6)
        rect = pygame.Rect(0, 0, cols * (cw + gap) + gap * 3, rows * (ch + gap) + gap * 3)
        rect.center = (self.host.size[0] // 2, round(self.view.layout.centre[1]))
        self.pick_panel = rect
        for i, card in enumerate(cards):
            r = pygame.Rect(rect.x + gap * 2 + (i % cols) * (cw + gap), rect.y + gap * 2 + (i // cols) * (ch + gap),
                            cw, ch)
            self.pick_rects.append((r, card))

    # ------------------------------------------------------------------ input

    def handle_table(self, intent: Intent) -> None:
        if not self.session.human_to_act():
            return
        snap = self.snap
        if snap.phase == Phase.ROB_PACK:
            self._handle_pick(intent)
            return
        if intent.kind is IntentKind.MOVE and intent.dy:   # the buttons lie above your hand: Up reaches them
            if self.hand.active and intent.dy < 0 and self.buttons.buttons:
                self.hand.active, self.buttons.active = False, True
            elif not self.hand.active and not self.buttons.handle(intent) and intent.dy > 0:
                self.hand.active, self.buttons.active = True, False
            return
        pointer = intent.kind in (IntentKind.CLICK, IntentKind.POINT)
        if (not self.hand.active or pointer) and self.buttons.handle(intent):
            return
        card = self.hand.handle(intent)
        if card is None:
            return
        if card in self.selected:
            self.selected.discard(card)
        else:
            if snap.phase == Phase.ROB:
                self.selected.clear()
            self.selected.add(card)
        self.host.sound.play("click")
        self.view.selected = set(self.selected)
        self.view.sync(snap)
        self.layout_controls()

    def _handle_pick(self, intent: Intent) -> None:
        if intent.kind is IntentKind.CLICK:
            for rect, card in self.pick_rects:
                if rect.collidepoint(intent.pos):
                    self.send(A.take(card))
                    return
        if intent.kind is IntentKind.MOVE and self.pick_rects:
            self.hand.focus = (self.hand.focus + intent.dx + intent.dy * PICK_PANEL_COLUMNS) % len(self.pick_rects)
        if intent.kind is IntentKind.CONFIRM and self.pick_rects:
            self.send(A.take(self.pick_rects[self.hand.focus % len(self.pick_rects)][1]))

    # ------------------------------------------------------------------ drawing

    def update_scene(self, dt: float) -> None:
        mouse = self.mouse_in_use()
        self.hand.show_focus(not mouse and self.session.human_to_act(), mouse)

    def _words(self) -> tuple[str, tuple[float, float], tuple[int, int, int]] | None:
        """The line this scene shows, where and in which colour: your prompt over your buttons,
        or who is drawing, in the middle of the table."""
        snap = self.snap
        if self.session.human_to_act():
            if self.buttons.buttons:
                bounds = self.buttons.bounds()
                above = bounds.top - theme.px(14) - theme.line_height(WORDS_SIZE, True) // 2
                return self._prompt(), (bounds.centerx, above), theme.GOLD_BRIGHT
            return self._prompt(), (self.view.size[0] / 2, self.view.layout.centre[1]), theme.GOLD_BRIGHT
        if snap.phase in WAITING_WORDS and snap.current_player >= 0:
            name = self.session.seats[snap.current_player].name
            return f"{name} {WAITING_WORDS[snap.phase]}", self.view.layout.centre, theme.CREAM
        return None

    def control_rects(self) -> list[pygame.Rect]:
        """The words above the hand, the draw's buttons and the pack's cards to rob from."""
        words = self._words()
        rects: list[pygame.Rect] = []
        if words is not None:
            lines = self.chrome.prompt_rects(words[0], WORDS_SIZE, words[1], words[2])
            rects.append(lines[0].unionall(lines[1:]))
        if self.session.human_to_act():
            rects += self.buttons.shown_rects()
            if self.snap.phase == Phase.ROB_PACK and self.pick_panel is not None:
                rects.append(self.pick_panel.unionall([rect.inflate(6, 6) for rect, _ in self.pick_rects]))
        return rects

    def draw_controls(self, surface: pygame.Surface) -> None:
        words = self._words()
        if words is not None:
            self.chrome.draw_prompt(surface, words[0], WORDS_SIZE, words[1], words[2])
        if self.session.human_to_act():
            self.buttons.draw(surface, show_focus=not self.mouse_in_use() and self.buttons.active)
            if self.snap.phase == Phase.ROB_PACK:
                self._draw_pick_panel(surface)

    def _prompt(self) -> str:
        snap = self.snap
        if snap.phase == Phase.KITTY_DISCARD:
            need = self.need()
            return f"Choose {need} card{'s' if need != 1 else ''} to put away"
        if snap.phase == Phase.DRAW:
            extra = " (keep at least one)" if snap.rules.keep_one_card else ""
            return f"Discard up to {snap.draw_limit}{extra} (stock: {snap.stock_count})"
        if snap.phase == Phase.ROB and snap.turn_up is not None:
            return f"You may rob the {snap.turn_up.symbol()}: pick a card to give up"
        if snap.phase == Phase.ROB_PACK:
            return f"Rob the pack: pick {snap.rob_picks_left} card(s) from the stock"
        return ""

    def _draw_pick_panel(self, surface: pygame.Surface) -> None:
        if self.pick_panel is None:
            return
        theme.rounded_panel(surface, self.pick_panel, (8, 22, 14, 235))
        art = self.view.art_for(self.view.layout.mini_card[1])
        focus = self.hand.focus % max(1, len(self.pick_rects))
        for i, (rect, card) in enumerate(self.pick_rects):
            surface.blit(art.face(card), rect)
            if i == focus and not self.mouse_in_use():
                pygame.draw.rect(surface, theme.GOLD_BRIGHT, rect.inflate(4, 4), 3, border_radius=6)
