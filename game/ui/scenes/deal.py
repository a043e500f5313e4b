"""Deal: the dealer shuffles and cards fly out in the preset's batches (3-2, kitty between)."""

from __future__ import annotations

from game.ui.core.intents import Intent, IntentKind
from game.ui.scenes.table_scene import TableScene
from game.ui.table.status_strip import Banner
from game.ui.table.table_flow import Stage

SOUND_FIRST_AT, SOUND_EVERY = 0.25, 0.16


class DealScene(TableScene):
    name = "deal"
    stage = Stage.DEAL

    remaining = 0.0   # seconds of dealing still to show

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
        self.ctx.pacing.ai_wait = self.turns.pace()

    def holding(self) -> bool:
        return self.remaining > 0

    def update_scene(self, dt: float) -> None:
        if self.remaining > 0:
            self.remaining -= dt
            self._sound_timer -= dt
            if self._sound_timer <= 0 and self.remaining > 0.5:
                self.host.sound.play("deal")
                self._sound_timer = self.turns.paced(SOUND_EVERY)

    def handle_table(self, intent: Intent) -> None:
        if intent.kind in (IntentKind.CONFIRM, IntentKind.CLICK):
            self.view.finish_animations()
            self.remaining = 0

    def passing_banner(self) -> Banner | None:
        """Who deals, while the cards fly (in the strip, where no card passes over it)."""
        if self.remaining <= 0:
            return None
        dealer = self.session.seats[self.snap.dealer].name
        hand = self.snap.hand_number + 1 + self.session.hands_before
        return Banner("info", f"Hand {hand}:", f"{dealer} {'deal' if dealer == 'You' else 'deals'}")
