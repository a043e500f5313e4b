"""What every table scene shares: the person's input to the engine, the step that moves the
table on, and the drawing of the table; the rest is handed to parts with one job each.

Phase scenes (deal, auction, draw, trick, scoreboard) subclass ``TableScene`` and add their
own controls through its hooks.  Each shows one ``Stage``; once the view is idle and the
engine has moved to a stage another scene shows, it asks the host for the table with that
stage worked out (``ShowTable.now``), and the navigator builds its scene.  The parts, each
given what it reads (the table's ``ctx``, the ``host``, the chrome), never the scene: the
scene calls them and acts on what they return (a press, a hint's suggested action), so calls
go one way, scene to part:

* ``chrome`` (``game.ui.table.chrome``): name plates, the status strip, the coach's
  pointers, and where prompts fit;
* ``turns`` (``game.ui.table.turns``): the computer seats' paced turns and ``--autoplay``;
* ``hinting`` (``game.ui.scenes.hinting``): hints and the practice review;
* ``practice_controls`` (``game.ui.scenes.practice_controls``): the Hint / Undo buttons;
* ``reads`` (``game.ui.scenes.table_reads``): what a player reads where (layout checks, arrows).
* ``hand`` (the trick's and the draw's, ``game.ui.scenes.hand_input``): choosing a card.

Layout is worked out in ``update`` and on resize; ``draw`` only reads it.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.engine import TableSnapshot
from game.engine.actions import PlayerAction
from game.ui.core.intents import Intent, IntentKind
from game.ui.scenes.couch_play import CouchPlay
from game.ui.scenes.hand_input import GREYED_KEY
from game.ui.scenes.hinting import TableHints
from game.ui.scenes.host import Host, OpenHelp, OpenPause, ShowTable
from game.ui.scenes.practice_controls import PracticeControls
from game.ui.scenes.rules_text import glossary_page
from game.ui.scenes.scene import Scene
from game.ui.scenes.table_reads import TableReads
from game.ui.table import hud, speech
from game.ui.table.chrome import TableChrome
from game.ui.table.hud import Plate
from game.ui.table.pointers import Side, card_rect, draw_pointer, place_pointers, pointer_rects
from game.ui.table.session import GameSession
from game.ui.table.static_layer import StaticKey, static_key, static_layer
from game.ui.table.status_strip import Banner, BannerLayout, draw_banner
from game.ui.table.table_context import TableContext
from game.ui.table.table_flow import Stage
from game.ui.table.table_view import TableView
from game.ui.table.turns import ComputerTurns


class TableScene(CouchPlay, Scene):
    """Base of the phase scenes: the table's input, step and picture; the phase's own controls
    come through the hooks (``layout_controls``, ``handle_table``, ``draw_controls``...)."""

    name = "table"
    stage: Stage | None = None

    def __init__(self, host: Host, ctx: TableContext) -> None:
        self.host = host
        self.ctx = ctx
        self.chrome = TableChrome(ctx)
        self.turns = ComputerTurns(ctx, lambda: host.profile.settings.animation_speed,
                                    lambda: host.options.autoplay)
        self.hinting = TableHints(ctx, host)
        self.practice_controls = PracticeControls(ctx, host, self.hinting, self.chrome)
        self.reads = TableReads(ctx, self.chrome, self.practice_controls)
        self._entered = False

    # ------------------------------------------------------------------ shortcuts

    @property
    def session(self) -> GameSession:
        return self.ctx.session

    @property
    def view(self) -> TableView:
        return self.ctx.view

    @property
    def snap(self) -> TableSnapshot:
        """The table as the engine last left it (the scenes read this, never raw state)."""
        return self.ctx.session.snapshot

    @property
    def plates(self) -> dict[int, Plate]:
        return self.chrome.plates

    @property
    def pointers(self) -> list[tuple[pygame.Rect, bool, Side | None]]:
        return self.chrome.pointers

    @property
    def status(self) -> BannerLayout | None:
        """What the status strip shows, laid out."""
        return self.chrome.status

    # ------------------------------------------------------------------ layout (in update, never in draw)

    def on_resize(self, size: tuple[int, int]) -> None:
        if tuple(size) != tuple(self.view.size):
            self.view.resize(size)
            self.view.sync(self.snap, animate=False)
        if self._entered:
            self.refresh_layout(force=True)

    def on_enter(self) -> None:
        self._entered = True
        self.view.speed = self.host.profile.settings.animation_speed
        self.refresh_layout(force=True)

    def refresh_layout(self, force: bool = False) -> None:
        """Work out what ``draw`` will show where: name plates, this scene's buttons, practice
        controls, the status strip, the coach's pointers.  Cheap when nothing changed."""
        force = self.follow_couch() or force   # two people: the table turned to the one on turn
        if self.chrome.lay_out_plates(force):
            self.layout_controls()
        self.practice_controls.refresh()
        self.refresh_status()
        guide = self.ctx.mode.guide
        pointed = pointer_rects(self, guide.pointing(self.ctx)) if guide is not None else []
        key = (tuple((tuple(rect), ringed) for rect, ringed in pointed), self.snap.move_count, self.view.size,
               self.chrome.status)
        if key == self.chrome.pointers_key:
            return   # the same things pointed at, in the same places: the same arrows
        self.chrome.pointers_key = key
        if pointed:   # a lesson: each arrow comes from where it covers no words and fewest cards
            window = pygame.Rect((0, 0), self.view.size)
            words = [rect for _, rect in self.readable_items()]
            cards = [card_rect(sprite) for sprite in self.view.sprites.values() if not sprite.leaving]
            self.chrome.pointers = place_pointers(pointed, window, words, cards)
        else:
            self.chrome.pointers = []

    def refresh_status(self) -> None:
        """Choose and lay out the status strip's banner (cheap when it did not change)."""
        controls = self.practice_controls
        self.chrome.refresh_status(controls.hint_banner(), controls.note_banner(), self.passing_banner())

    def passing_banner(self) -> Banner | None:
        """A passing word for the strip (why a trick was won, who deals): scenes override."""
        return None

    def why_button_rect(self) -> pygame.Rect | None:
        """Where the hint's Why? button is, while it is shown."""
        return self.chrome.why_button_rect()

    def layout_controls(self) -> None:
        """Place this scene's buttons (when what they show or the window changes)."""

    # ------------------------------------------------------------------ input

    def handle(self, intent: Intent) -> None:
        if self.couch_handle(intent):   # two people: the hand-off cover, another person's device
            return
        kind = intent.kind
        if kind in (IntentKind.CLICK, IntentKind.POINT):
            pressed = self.practice_controls.handle_pointer(intent)
            if pressed is not None:   # a practice button: what it asks for is done here
                if pressed == "hint" and self.session.human_to_act():
                    self.show_hint()
                elif pressed == "undo":
                    self.undo_decision()
                self.practice_controls.refresh()
                return
        guide = self.ctx.mode.guide
        if guide is not None and guide.handle(self.ctx, intent):   # the coach's Next
            return
        if kind in (IntentKind.PAUSE, IntentKind.BACK):
            self.host.navigate(OpenPause(self.ctx))
            return
        if kind is IntentKind.HELP:
            self.host.navigate(OpenHelp(self.help_page()))
            return
        if kind is IntentKind.UNDO and self.ctx.practice:
            self.undo_decision()
            return
        if kind is IntentKind.HINT and self.session.human_to_act():
            self.show_hint()
            return
        self.handle_table(intent)

    def help_page(self) -> int:
        """With a hint on screen, the glossary page that explains its first word of the game."""
        terms = self.practice_controls.hint_terms()
        return glossary_page(terms[0]) if terms else 0

    def handle_table(self, intent: Intent) -> None:
        """Scene-specific input."""

    def undo_decision(self) -> None:
        """Practice: back to the person's last decision (U, X on a controller, or the button)."""
        if self.couch_refuses_undo():   # two people: never back past the other's decision
            return
        if self.session.undo():
            self.view.sync(self.snap, animate=True)
            self.ctx.toast("Undone: back to your last decision.")
            self.ctx.hints.clear()
            self.after_state_change()

    def send(self, action: Any) -> bool:
        """Send the person's action to the engine; explain in words if it is illegal."""
        ctx = self.ctx
        ctx.effects.drop(GREYED_KEY)   # the person has moved on: what comes of the move is said at once
        if ctx.mode.intercept is not None and ctx.mode.intercept(ctx, action):
            return False
        noted = ctx.practice and self.session.human_to_act() and self.hinting.note_decision(action)
        error = self.session.human_action(action)
        if error:
            self.host.sound.play("error")
            ctx.toast(error, 4.5, urgent=True, key="refusal")
            if noted:
                ctx.hints.decisions.pop()
            return False
        if noted:
            ctx.hints.decisions[-1].pop("pending", None)
        ctx.hints.clear()
        self.view.focus_card = None  # the card has left the hand: no glow follows it
        self.after_state_change()
        return True

    def after_state_change(self) -> None:
        if not self.consume_events():
            self.view.sync(self.snap, animate=True)
        if self.session.human_to_act():
            self.ctx.effects.quiet(self.session.viewer)   # your controls come up where your last word sat
        self.refresh_layout()

    # ------------------------------------------------------------------ hints (see ``hinting``)

    def on_hint(self, action: PlayerAction) -> None:
        """Highlight the recommended action (scenes override)."""

    def show_hint(self) -> None:
        """The H key or the Hint button: the hint's next step (``TableHints.show_hint``)."""
        self.suggest(self.hinting.show_hint())

    def suggest(self, action: PlayerAction | None) -> None:
        """A hint came on screen with ``action`` suggested: this scene highlights it."""
        if action is not None:
            self.on_hint(action)

    def hint_is_current(self) -> bool:
        return self.hinting.hint_is_current()

    def hint_panel_due(self) -> bool:
        return self.hinting.hint_panel_due()

    # ------------------------------------------------------------------ ticking

    def update(self, dt: float) -> None:
        ctx = self.ctx
        ctx.clock += dt
        self.view.update(dt)
        ctx.effects.update(dt)
        self.step_couch(dt)
        self.consume_events()
        self.suggest(self.hinting.coach_tick())
        self.update_scene(dt)
        guide = ctx.mode.guide
        if guide is not None:   # a lesson's coach follows the table (and plays your forced last card)
            forced = guide.update(ctx, dt)
            if forced is not None and self.session.human_to_act() and not self.view.busy:
                self.send(forced)
        self.refresh_layout()
        if self.view.busy or self.holding() or (guide is not None and guide.holding(ctx)):
            return
        self.suggest(self.hinting.auto_hint())
        chosen = self.turns.autoplay(dt)
        if chosen is not None:
            self.send(chosen)
        if self.turns.step(dt):
            self.after_state_change()
        self.follow_the_engine()

    def update_scene(self, dt: float) -> None:
        """Scene-specific per-step work."""

    def holding(self) -> bool:
        """True while the scene wants the table to pause (a held trick, a flourish)."""
        return False

    def follow_the_engine(self) -> None:
        """Ask for the scene of the engine's stage when it is no longer this one's (the stage
        is worked out here, once: the request carries it)."""
        request = ShowTable.now(self.ctx)
        if request is not None and (request.stage is not self.stage or request.redeals):
            self.host.navigate(request)

    def consume_events(self) -> bool:
        """Show what the seats did since the last look (a bubble in the engine's words, a
        sound); the cards then follow the engine (once: a move's several events leave one
        state).  Whether there was anything."""
        events = self.session.pop_events()
        for event in events:
            sound = speech.say_action(self.ctx.effects, event)
            if sound is not None:
                self.host.sound.play(sound)
        if events:
            self.view.sync(self.snap, animate=True)
        return bool(events)

    # ------------------------------------------------------------------ what the frames and checks ask

    def control_rects(self) -> list[pygame.Rect]:
        """Where this scene's own prompts, buttons and panels are (``draw_controls``): a player
        reads them, so the layout check keeps words off them and a coach's arrows too."""
        return []

    @property
    def animating(self) -> bool:
        """Cards in flight, words fading, a trick held, the hand-off cover: looked at every frame."""
        return self.view.busy or self.ctx.effects.busy or self.holding() or self.couch_covering()

    def warm_up(self, deadline: float) -> None:
        self.view.warm_up(deadline)

    def readable_items(self) -> list[tuple[Hashable, pygame.Rect]]:
        return self.reads.readable_items(self.control_rects())

    def card_index_heights(self) -> list[float]:
        return self.reads.card_index_heights()

    def move_key(self) -> Hashable:
        """This scene, and the moves made at its table so far."""
        return (id(self), self.snap.move_count)

    def _static_key(self, size: tuple[int, int], scores: tuple[int, ...] | None = None) -> StaticKey:
        """What the still layer shows for a window ``size`` (see ``static_layer.static_key``)."""
        return static_key(self.session, self.chrome.on_show, size, scores)

    # ------------------------------------------------------------------ drawing (reads only)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.draw_table(surface)
        self.draw_bubbles(surface)
        self.draw_controls(surface)
        self.draw_hint(surface)
        self.draw_overlays(surface)
        self.draw_couch(surface)

    def draw_table(self, surface: pygame.Surface, scores: tuple[int, ...] | None = None) -> None:
        """The felt, the corner panels, the cards and the name plates (``scores``: what the
        score panel shows, when the scoreboard counts them up)."""
        view = self.view
        surface.blit(static_layer(view, self.session, self.chrome.on_show, surface.get_size(), scores), (0, 0))
        view.draw_cards(surface)
        hud.draw_plates(surface, self.chrome.plates, self.ctx.clock)

    def draw_bubbles(self, surface: pygame.Surface) -> None:
        """Speech bubbles, fading in and out."""
        speech.draw_bubbles(surface, self.chrome.bubble_places(surface.get_width()))

    def draw_controls(self, surface: pygame.Surface) -> None:
        """Scene-specific buttons and panels."""

    def draw_hint(self, surface: pygame.Surface) -> None:
        """A drill's question, the hint (what, then why) and the practice Hint/Undo buttons."""
        self.practice_controls.draw(surface)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """The status strip and pop-ups, above everything else."""
        for rect, ringed, side in self.chrome.pointers:
            draw_pointer(surface, rect, ringed, self.ctx.clock, side)
        status = self.chrome.status
        if status is not None:
            draw_banner(surface, status, self.practice_controls.why_hover and self.host.pointer_active)
        for pop in self.ctx.effects.popups:
            pop.draw(surface)
