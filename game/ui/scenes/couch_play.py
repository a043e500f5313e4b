"""Two people at one screen, as every table scene shows it: the hand-off cover, whose hand is
out, which device may press, and the table turned to the person on turn.

Mixed into ``TableScene``; the rules of the couch are ``game.ui.table.couch`` (plain state), the
cover's look ``game.ui.table.handoff``.  With one person at the table (``ctx.couch`` is None)
every hook here does nothing.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from game.ui.core.intents import InputSource, Intent, IntentKind
from game.ui.core.persons import SHARED
from game.ui.table import handoff

if TYPE_CHECKING:  # pragma: no cover
    from game.engine import TableSnapshot
    from game.ui.scenes.host import Host
    from game.ui.table.couch import Couch
    from game.ui.table.session import GameSession
    from game.ui.table.table_context import TableContext
    from game.ui.table.table_view import TableView

log = logging.getLogger(__name__)

# These tell nothing of whether the mouse or the keys are in use (the app passes over them too).
TYPING = frozenset({IntentKind.TOGGLE_FULLSCREEN, IntentKind.TEXT})
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
        if couch is None:
            return False
        if intent.person is not None and intent.kind not in TYPING and intent.source is not InputSource.SYSTEM:
            couch.mouse_last[intent.person] = intent.source is InputSource.MOUSE
        if intent.kind in ANYONE:
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

    def mouse_in_use(self) -> bool:
        """The mouse is what the one on turn plays with now: focus rings hidden.  With two
        people on their own devices it is that person's own last input (the other's mouse never
        hides a pad person's ring, nor the other's keys show one); else the app's."""
        couch = self.couch
        if couch is not None:
            person = couch.person_at(self.snap.current_player)
            if person is not None and self.host.roster.device_of(person) != SHARED:
                return couch.mouse_last.get(person, False)
        return self.host.pointer_active

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
        """A press from the wrong device: whose turn it is, and what they play with."""
        name = self.session.seats[seat].name
        noun = handoff.DEVICE_NOUNS.get(self._device_at(seat), "controller")
        self.ctx.toast(f"It is {name}'s turn: {name}'s {noun}.", 3.0, urgent=True, key="whose-turn")

    def _device_at(self, seat: int) -> str:
        """What the person at ``seat`` plays with (``game.ui.core.persons``: pad, keyboard, shared)."""
        couch = self.couch
        person = couch.person_at(seat) if couch is not None else None
        return self.host.roster.device_of(person) if person is not None else SHARED

    # ------------------------------------------------------------------ the cover

    def _lay_out_cover(self) -> handoff.CoverLayout | None:
        couch = self.couch
        if couch is None or couch.named is None:
            return None
        seats = self.session.seats
        name = seats[couch.named].name
        others = [seats[s].name for s in couch.humans if s != couch.named]
        passing = couch.last_shown is not None and couch.last_shown != couch.named
        prompt = handoff.prompt_words(name, self._device_at(couch.named), passing)
        layout = self.view.layout
        return handoff.cover_layout(self.view.size, name, ", ".join(others) or None, prompt,
                                    handoff.task_words(self.snap), handoff.cover_area(layout),
                                    handoff.public_panels(layout))

    @property
    def cover_texts(self) -> tuple[str, ...]:
        """The cover's words as laid out, heading first (none while no cover shows)."""
        return () if self._cover_layout is None else tuple(line[0] for line in self._cover_layout.lines)

    def couch_covering(self) -> bool:
        """The cover shows (or fades): the table is drawn whole while it does."""
        couch = self.couch
        return couch is not None and couch.covered

    def draw_couch(self, surface: pygame.Surface) -> None:
        """The cover over everything, as it fades in or out (reads only)."""
        couch = self.couch
        if couch is None or self._cover_layout is None or couch.cover_alpha <= 0:
            return
        handoff.draw_cover(surface, self._cover_layout, couch.cover_alpha, self.view.static_layer)
