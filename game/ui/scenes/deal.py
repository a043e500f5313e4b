"""Deal: the dealer shuffles and cards fly out in the preset's batches (3-2, kitty between)."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.intents import Intent, IntentKind
from game.ui.scenes.table_scene import TableScene
from game.ui.table_flow import Stage

SOUND_FIRST_AT, SOUND_EVERY = 0.25, 0.16


class DealScene(TableScene):
    name = "deal"
    stage = Stage.DEAL

    def on_enter(self) -> None:
        super().on_enter()
        session = self.session
        if session.needs_deal():
            session.deal_next()
            hand = self.snap.hand_number
            self.ctx.hints.decisions = [d for d in self.ctx.hints.decisions if d["hand"] >= hand - 1]
        self.ctx.effects.hush()
        self.host.sound.play("shuffle")
        self.remaining = self.view.deal_in(self.snap, self.snap.dealer)
        self._sound_timer = SOUND_FIRST_AT
        self.ctx.pacing.ai_wait = self.pace()

    def holding(self) -> bool:
        return self.remaining > 0

    def update_scene(self, dt: float) -> None:
        if self.remaining > 0:
            self.remaining -= dt
            self._sound_timer -= dt
            if self._sound_timer <= 0 and self.remaining > 0.5:
                self.host.sound.play("deal")
                self._sound_timer = self.paced(SOUND_EVERY)

    def handle_table(self, intent: Intent) -> None:
        if intent.kind in (IntentKind.CONFIRM, IntentKind.CLICK):
            self.view.finish_animations()
            self.remaining = 0

    def draw_controls(self, surface: pygame.Surface) -> None:
        if self.remaining > 0:
            dealer = self.session.seats[self.snap.dealer].name
            verb = "deal" if dealer == "You" else "deals"
            theme.blit_text(surface, f"{dealer} {verb}", 34, self.view.layout.centre, theme.CREAM, bold=True)
