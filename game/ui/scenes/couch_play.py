"""Two people at one screen, as every table scene shows it: the hand-off cover, whose hand is
out, which device may press, and the table turned to the person on turn.

Mixed into ``TableScene``; the rules of the couch are ``game.ui.table.couch`` (plain state), the
cover's look ``game.ui.table.handoff``.  With one person at the table (``ctx.couch`` is None)
every hook here does nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from game.ui.core.intents import Intent, IntentKind
from game.ui.table import handoff

if TYPE_CHECKING:  # pragma: no cover
    from game.engine import TableSnapshot
    from game.ui.scenes.host import Host
    from game.ui.table.couch import Couch
    from game.ui.table.session import GameSession
    from game.ui.table.table_context import TableContext
    from game.ui.table.table_view import TableView

log = logging.getLogger(__name__)

# Anyone's press goes through for these: they never move the table for the person on turn.
ANYONE = frozenset({IntentKind.PAUSE, IntentKind.BACK, IntentKind.HELP, IntentKind.TOGGLE_FULLSCREEN,
                    IntentKind.QUIT})
READY_AFTER = 0.45   # seconds the cover shows before a press takes it away (no double press slips through)


class CouchPlay:
    """Mixed into ``TableScene``: needs ``ctx``, ``session``, ``view``, ``snap``, ``host`` and
    ``holding``."""

    ctx: TableContext
    host: Host
    _cover_wait: float = 0.0
    _cover_age: float = 0.0
    _cover_layout: handoff.CoverLayout | None = None

    if TYPE_CHECKING:  # pragma: no cover
        @property
        def session(self) -> GameSession: ...

        @property
        def view(self) -> TableView: ...

        @property
        def snap(self) -> TableSnapshot: ...

        def holding(self) -> bool: ...

        def refresh_layout(self, force: bool = False) -> None: ...

    @property
    def couch(self) -> Couch | None:
        return self.ctx.couch

    def follow_couch(self) -> bool:
        """Follow the engine's seat to act: raise the cover, turn the table to the person on turn,
        show or put away hands.  True when the table turned or a hand was shown or put away (the
        calls and plates must be laid out anew: a person's calls show only once they took over).
        Called whenever the table may have changed, before anything is laid out or drawn."""
        couch = self.couch
        if couch is None:
            return False
        snap = self.snap
        acting = snap.current_player
        idle = not self.view.busy and not self.holding()
        was_covered = couch.cover
        turned = couch.follow(acting, idle)
        if couch.cover is not None and couch.cover != was_covered:
            self._cover_age = 0.0
            self.host.sound.play("click")
        if turned:
            self.session.bottom_seat = self.view.viewer = couch.bottom
            self.view.focus_card = None
        shown = couch.shown_seats(acting)
        changed = turned or shown != self.view.shown_seats
        if changed:
            self.view.shown_seats = shown
            self.view.sync(snap, animate=True)
        self._cover_layout = self._lay_out_cover() if couch.cover_alpha > 0 or couch.cover is not None else None
        return changed

    def step_couch(self, dt: float) -> None:
        """The cover's fade, and ``--autoplay`` pressing for the person (screenshots, demos)."""
        couch = self.couch
        if couch is None:
            return
        if couch.step(dt) and self._cover_layout is None:
            self._cover_layout = self._lay_out_cover()
        if couch.cover is None:
            self._cover_wait = 0.0
            return
        self._cover_age += dt
        delay = self.host.options.autoplay
        if delay is None:
            return
        self._cover_wait += dt
        if self._cover_wait >= max(delay, READY_AFTER):
            self._cover_wait = 0.0
            self._ready(None)

    def couch_handle(self, intent: Intent) -> bool:
        """True when the couch took the press (the cover's ready) or refused it (another
        person's device, an undo of the other person's decision): the scene does not see it."""
        couch = self.couch
        if couch is None or intent.kind in ANYONE:
            return False
        acting = self.snap.current_player
        if couch.cover is not None:
            pressed = intent.kind in (IntentKind.CONFIRM, IntentKind.CLICK) and self._cover_age >= READY_AFTER
            if pressed and not self._ready(intent.person):
                self._tell_whose_turn(couch.cover)
            return True
        if not couch.may_press(intent.person, acting):
            if intent.kind in (IntentKind.CONFIRM, IntentKind.CLICK, IntentKind.HINT, IntentKind.UNDO):
                self._tell_whose_turn(acting)
            return True
        return False

    def couch_refuses_undo(self) -> bool:
        """Undo goes back only to the person's own decision: refused (and said) when the other
        person has decided since (the key, the pad's X and the practice button alike)."""
        couch = self.couch
        acting = self.snap.current_player
        decider = self.session.last_decider()
        if couch is None or decider is None or decider == acting or decider not in couch.humans:
            return False
        name = self.session.seats[decider].name
        self.ctx.toast(f"Undo takes back only your own decisions: {name} has decided since.",
                       4.0, urgent=True, key="refusal")
        return True

    def _ready(self, person: int | None) -> bool:
        couch = self.couch
        if couch is None or not couch.ready(person):
            return False
        self.host.sound.play("click")
        self.refresh_layout(force=True)   # the hand out, the person's calls laid out
        return True

    def _tell_whose_turn(self, seat: int) -> None:
        name = self.session.seats[seat].name
        self.ctx.toast(f"It is {name}'s turn: {name}'s controller.", 3.0, urgent=True, key="whose-turn")

    # ------------------------------------------------------------------ the cover

    def _lay_out_cover(self) -> handoff.CoverLayout | None:
        couch = self.couch
        if couch is None or couch.named is None:
            return None
        seats = self.session.seats
        name = seats[couch.named].name
        others = [seats[s].name for s in couch.humans if s != couch.named]
        passing = couch.last_shown is not None and couch.last_shown != couch.named
        layout = self.view.layout
        return handoff.cover_layout(self.view.size, name, ", ".join(others) or None, passing,
                                    handoff.task_words(self.snap), handoff.cover_area(layout),
                                    handoff.public_panels(layout))

    def couch_covering(self) -> bool:
        """The cover shows (or fades): the table is drawn whole while it does."""
        couch = self.couch
        return couch is not None and couch.covered

    def couch_key(self) -> Hashable:
        """What the couch shows, in brief, for the frame pacer."""
        couch = self.couch
        if couch is None:
            return ()
        return (couch.cover, couch.named, round(couch.cover_alpha, 3), couch.revealed, couch.bottom,
                self._cover_layout)

    def draw_couch(self, surface: pygame.Surface) -> None:
        """The cover over everything, as it fades in or out (reads only)."""
        couch = self.couch
        if couch is None or self._cover_layout is None or couch.cover_alpha <= 0:
            return
        handoff.draw_cover(surface, self._cover_layout, couch.cover_alpha, self.view.static_layer)
