"""What every table scene shares: the session, the view, pacing of computer turns, bubbles.

Phase scenes (deal, auction, draw, trick, scoreboard) subclass ``TableScene`` and add their
own controls.  Each shows one ``Stage``; once the view is idle and the engine has moved to a
stage another scene shows, it asks the host for the table (``ShowTable``), and the navigator
picks the scene.  Layout (name plates, buttons) is worked out in ``update`` and on resize;
``draw`` only reads it.
"""

from __future__ import annotations

import logging
from collections.abc import Hashable
from dataclasses import replace
from typing import Any

import pygame

from game.ai import hint as rule_hint
from game.engine import Phase, TableSnapshot, wording
from game.engine import actions as A
from game.profile.settings_check import COMMAND_LINE_SPEED_RANGE
from game.ui.core.geometry import INDEX_FRACTION
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import backdrop, theme
from game.ui.kit.widgets import speech_bubble, speech_bubble_rect
from game.ui.scenes.couch_play import CouchPlay
from game.ui.scenes.hinting import HintingMixin
from game.ui.scenes.host import Host, OpenHelp, OpenPause, ShowTable
from game.ui.scenes.practice_controls import PracticeControls
from game.ui.scenes.scene import Scene
from game.ui.table import hud, panels
from game.ui.table.card_painter import card_reach
from game.ui.table.pointers import draw_pointer, pointer_reach, pointer_rects
from game.ui.table.session import ActionEvent, GameSession
from game.ui.table.status_strip import Banner, BannerLayout, choose_banner, draw_banner, layout_banner
from game.ui.table.table_context import Bubble, TableContext
from game.ui.table.table_flow import HandOnShow, Stage, hand_on_show, stage_for, unshown_redeals
from game.ui.table.table_view import TableView

log = logging.getLogger(__name__)

AI_PACE_SECONDS = 0.6
ACCENTED = frozenset({"bid", "hold", "trump", "call", "rob", "top6"})
SPEECH_SECONDS = {"trump": 2.6, "call": 3.0}
ACTION_SOUNDS = {"bid": "bid", "hold": "bid", "trump": "bid", "pass": "pass", "discard": "deal"}
FRESH_SECONDS = 0.1   # after a change the table counts as moving this long (drawn in areas after the first frame)
BUBBLE_TEXT = 30


def bubble_alpha(bubble: Bubble) -> int:
    """How opaque a speech bubble is drawn now: it fades in quickly and out at the end."""
    t = bubble.age
    return int(255 * min(1.0, t / 0.12, max(0.0, (bubble.seconds - t) / 0.3)))


class TableScene(CouchPlay, HintingMixin, Scene):
    """Base of the phase scenes: draws the table and paces the computer players."""

    name = "table"
    stage: Stage | None = None

    def __init__(self, host: Host, ctx: TableContext) -> None:
        self.host = host
        self.ctx = ctx
        self.practice_controls = PracticeControls(self)
        self.plates: dict[int, hud.Plate] = {}
        self.status: BannerLayout | None = None   # what the status strip shows, laid out
        self.on_show: HandOnShow | None = None     # a scored hand still on the table (its board not closed)
        self.pointers: list[tuple[pygame.Rect, bool]] = []   # what a lesson's coach points at (and rings)
        self._status_key: tuple = ()
        self._plates_key: tuple = ()
        self._entered = False
        self._picture_key: tuple = ()
        self._changed_at = 0.0

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
        controls.  Cheap when nothing changed; never called from ``draw``."""
        force = self.follow_couch() or force   # two people: the table turned to the one on turn
        self.on_show = hand_on_show(self.snap, self.ctx.scores.scored_hands)
        key = (self.snap.move_count, self.view.size, self.session.thinking_seat(), self.snap.phase, self.on_show)
        if force or key != self._plates_key:
            self._plates_key = key
            self.plates = hud.layout_plates(self.view, self.session, self.on_show)
            self.layout_controls()
        self.practice_controls.refresh()
        self._refresh_status()
        guide = self.ctx.mode.guide
        self.pointers = pointer_rects(self, guide.pointing(self.ctx)) if guide is not None else []

    def _refresh_status(self) -> None:
        """Choose and lay out the status strip's banner (cheap when it did not change)."""
        controls = self.practice_controls
        effects = self.ctx.effects
        toast = effects.shown_toast
        hint = controls.hint_banner()
        banner = choose_banner(toast, hint, controls.note_banner(), self.passing_banner())
        if toast is not None:   # its seconds run only while it is on screen
            toast.on_screen = toast.urgent or hint is None
        strip = pygame.Rect(*self.view.layout.plan.status.as_ints())
        key = (banner and replace(banner, alpha=1.0), tuple(strip))
        if key != self._status_key:
            self._status_key = key
            self.status = layout_banner(strip, banner) if banner is not None else None
        elif self.status is not None and banner is not None:
            self.status = replace(self.status, banner=banner)   # the same words, fading

    def passing_banner(self) -> Banner | None:
        """A passing word for the strip (why a trick was won, who deals): scenes override."""
        return None

    def why_button_rect(self) -> pygame.Rect | None:
        """Where the hint's Why? button is, while it is shown."""
        return self.status.button_rect if self.status is not None else None

    def layout_controls(self) -> None:
        """Place this scene's buttons (when what they show or the window changes)."""

    # ------------------------------------------------------------------ input

    def handle(self, intent: Intent) -> None:
        if self.couch_handle(intent):   # two people: the hand-off cover, another person's device
            return
        kind = intent.kind
        if kind in (IntentKind.CLICK, IntentKind.POINT) and self.practice_controls.handle_pointer(intent):
            return
        guide = self.ctx.mode.guide
        if guide is not None and guide.handle(self.ctx, intent):   # the coach's Next
            return
        if kind in (IntentKind.PAUSE, IntentKind.BACK):
            self.host.navigate(OpenPause(self.ctx))
            return
        if kind is IntentKind.HELP:
            self.host.navigate(OpenHelp())
            return
        if kind is IntentKind.UNDO and self.ctx.practice:
            self.undo_decision()
            return
        if kind is IntentKind.HINT and self.session.human_to_act():
            self.show_hint()
            return
        self.handle_table(intent)

    def undo_decision(self) -> None:
        """Practice: back to the person's last decision (U, X on a controller, or the button)."""
        if self.couch_refuses_undo():   # two people: never back past the other's decision
            return
        if self.session.undo():
            self.view.sync(self.snap, animate=True)
            self.ctx.toast("Undone: back to your last decision.")
            self.ctx.hints.clear()
            self.after_state_change()

    def handle_table(self, intent: Intent) -> None:
        """Scene-specific input."""

    def on_hint(self, action: int) -> None:
        """Highlight the recommended action (scenes override)."""

    def send(self, action: Any) -> bool:
        """Send the person's action to the engine; explain in words if it is illegal."""
        ctx = self.ctx
        if ctx.mode.intercept is not None and ctx.mode.intercept(ctx, action):
            return False
        noted = ctx.practice and self.session.human_to_act() and self._note_decision(action)
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
        self.refresh_layout()

    # ------------------------------------------------------------------ ticking

    def update(self, dt: float) -> None:
        ctx = self.ctx
        ctx.clock += dt
        self.view.update(dt)
        ctx.effects.update(dt)
        self.step_couch(dt)
        self.consume_events()
        self.coach_tick()
        self.update_scene(dt)
        guide = ctx.mode.guide
        if guide is not None:   # a lesson's coach follows the table (and plays your forced last card)
            forced = guide.update(ctx, dt)
            if forced is not None and self.session.human_to_act() and not self.view.busy:
                self.send(forced)
        self.refresh_layout()
        self._note_picture_changes()
        if self.view.busy or self.holding() or (guide is not None and guide.holding(ctx)):
            return
        self._auto_hint()
        self._autoplay(dt)
        if not self.session.human_to_act() and self.snap.current_player >= 0:
            ctx.pacing.ai_wait -= dt
            if ctx.pacing.ai_wait <= 0 and self.session.computer_step(threaded=True):
                ctx.pacing.ai_wait = self.pace()
                self.after_state_change()
                self._note_picture_changes()   # this frame may be drawn before the next step
        self.follow_the_engine()

    def follow_the_engine(self) -> None:
        """Ask for the scene of the engine's stage when it is no longer this one's."""
        ctx = self.ctx
        snap = self.snap
        scored = ctx.scores.scored_hands + unshown_redeals(snap.records, ctx.scores.scored_hands)
        wanted = stage_for(snap, scored)
        if wanted is not None and (wanted is not self.stage or scored != ctx.scores.scored_hands):
            self.host.navigate(ShowTable(ctx))

    def _autoplay(self, dt: float) -> None:
        """``--autoplay``: after a pause the person's seat takes the hint's advice (screenshots)."""
        delay = self.host.options.autoplay
        pacing = self.ctx.pacing
        if delay is None or not self.session.human_to_act():
            pacing.autoplay_wait = delay or 0.0
            return
        pacing.autoplay_wait -= dt
        if pacing.autoplay_wait <= 0:
            self.send(rule_hint(self.session.observe()).action)
            pacing.autoplay_wait = delay

    def controls_y(self, height: int) -> float:
        """Centre line for a row of buttons: the bottom of the controls band, over your plate
        (its drawn focus ring clear of the plate as it is laid out)."""
        band = self.view.layout.controls
        bottom = band.bottom
        own = self.plates.get(self.session.viewer)
        if own is not None:
            bottom = min(bottom, own.rect.top - theme.px(14))
        return bottom - height / 2

    def controls_span(self, top: float, bottom: float) -> tuple[int, int]:
        """The widest stretch across the middle, between ``top`` and ``bottom``, that no other
        seat's plate, nor a speech bubble still shown, reaches into: where prompts and calls go.
        (While you decide, nobody else speaks: the bubbles there now are all there will be.)"""
        width = self.view.size[0]
        left, right = round(self.view.layout.safe.x), round(self.view.layout.safe.right)
        gap = theme.px(12)
        window = pygame.Rect((0, 0), self.view.size)
        things = [plate.rect for seat, plate in self.plates.items() if seat != self.session.viewer]
        things += [speech_bubble_rect(window, bubble.text, anchor, pointing, BUBBLE_TEXT, bubble.accent)
                   for bubble, anchor, pointing in self._bubble_places(width) if bubble.seat != self.session.viewer]
        for rect in things:
            if rect.bottom < top or rect.top > bottom:
                continue
            if rect.centerx < width / 2:
                left = max(left, rect.right + gap)
            else:
                right = min(right, rect.left - gap)
        return left, max(left + 1, right)

    def prompt_lines(self, text: str, size: float, centre_y: float) -> tuple[list[str], float]:
        """A prompt over your calls, in the room between the side seats at its height: on one
        line, or two, smaller if it must be (never cut)."""
        line = theme.line_height(size, True)
        left, right = self.controls_span(centre_y - line, centre_y + line)
        return theme.wrap_to_fit(text, size, right - left, 2, bold=True)

    def prompt_rects(self, text: str, size: float, bottom_centre: tuple[float, float]) -> list[pygame.Rect]:
        """Where ``draw_prompt`` puts each line of ``text``, its last line's centre at ``bottom_centre``."""
        lines, fitted = self.prompt_lines(text, size, bottom_centre[1])
        step = theme.line_height(fitted, True)
        x, y = bottom_centre
        return [theme.text_rect(line, fitted, (x, y - (len(lines) - 1 - i) * step), theme.GOLD_BRIGHT, bold=True)
                for i, line in enumerate(lines)]

    def draw_prompt(self, surface: pygame.Surface, text: str, size: float, bottom_centre: tuple[float, float],
                    colour: tuple[int, int, int] = theme.GOLD_BRIGHT) -> None:
        lines, fitted = self.prompt_lines(text, size, bottom_centre[1])
        step = theme.line_height(fitted, True)
        x, y = bottom_centre
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, fitted, (x, y - (len(lines) - 1 - i) * step), colour, bold=True)

    def paced(self, seconds: float) -> float:
        """``seconds`` at normal speed, at the animation speed the player chose."""
        return seconds / max(COMMAND_LINE_SPEED_RANGE[0], self.host.profile.settings.animation_speed)

    def pace(self) -> float:
        """Seconds between computer actions, so a person can follow them."""
        return self.paced(AI_PACE_SECONDS)

    def holding(self) -> bool:
        """True while the scene wants the table to pause (a held trick, a flourish)."""
        return False

    def update_scene(self, dt: float) -> None:
        """Scene-specific per-step work."""

    def picture_key(self) -> tuple:
        """What the picture shows, in brief: when it changes without any input (a computer's
        move, a hint arriving), the next frame is drawn in full.  (Whether a seat is thinking
        is not part of it: a computer seat shows its thinking dots all its turn.)"""
        hints, view = self.ctx.hints, self.view
        return (self.snap.move_count, self.ctx.scores.scored_hands, hints.text, hints.why_open,
                self.hint_panel_due(), self.ctx.last_trick_open, view.size,
                view.focus_card, frozenset(view.selected), frozenset(view.dimmed),
                self.session.human_to_act(), self.scene_picture_key(), self.couch_key())

    def scene_picture_key(self) -> tuple:
        """What this scene's own controls show, in brief, where it can change with no move
        (words that wait for a trick to be gathered): scenes override."""
        return ()

    def _note_picture_changes(self) -> None:
        key = self.picture_key()
        if key != self._picture_key:
            self._picture_key = key
            self._changed_at = self.ctx.clock
            self.picture_version += 1

    @property
    def animating(self) -> bool:
        """Something on screen moves: the frame pacer draws every frame while this holds."""
        recently_changed = self.ctx.clock - self._changed_at < FRESH_SECONDS
        return recently_changed or self.view.busy or self.ctx.effects.busy or self.holding()

    def warm_up(self, deadline: float) -> None:
        self.view.warm_up(deadline)

    def ambient_rects(self) -> list[pygame.Rect]:
        """The active seat's pulsing plate and the thinking dots: all that moves while the table
        waits (for you, or for a computer player thinking it over)."""
        return hud.ambient_rects(self.plates) + [pointer_reach(rect) for rect, _ in self.pointers]

    def consume_events(self) -> bool:
        """Show what the seats did since the last look; the cards then follow the engine (once:
        a move's several events leave one state).  Whether there was anything."""
        events = self.session.pop_events()
        for event in events:
            self.on_action(event)
        if events:
            self.view.sync(self.snap, animate=True)
        return bool(events)

    def on_action(self, event: ActionEvent) -> None:
        """Show what a seat did: a speech bubble in the engine's words, and a sound."""
        verb = A.kind(event.action)
        if verb == "play":
            self.host.sound.play("play")
        else:
            self.ctx.effects.say(event.seat, wording.say(event.action, event.phase), accent=verb in ACCENTED,
                                 seconds=SPEECH_SECONDS.get(verb, 2.2))
            sound = ACTION_SOUNDS.get(verb)
            if sound is not None:
                self.host.sound.play(sound)

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
        surface.blit(self._static_layer(surface.get_size(), scores), (0, 0))
        view.draw_cards(surface)
        hud.draw_plates(surface, self.plates, self.ctx.clock)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """The status strip and pop-ups, above everything else."""
        for rect, ringed in self.pointers:
            draw_pointer(surface, rect, ringed, self.ctx.clock)
        if self.status is not None:
            draw_banner(surface, self.status, self.practice_controls.why_hover and self.host.pointer_active)
        for pop in self.ctx.effects.popups:
            pop.draw(surface)

    def stock_count(self) -> int:
        return self.snap.stock_count

    def _static_layer(self, size: tuple[int, int], scores: tuple[int, ...] | None = None) -> pygame.Surface:
        """Felt, the corner panels (the score, the contract, the last trick) and the stock, kept
        between frames: each is redrawn (on its own patch of felt) only when what it shows changes.
        A cache: what it holds follows from the state, so building it changes nothing a player
        sees."""
        view = self.view
        on_show = self.on_show
        shown = (self.snap.scores if on_show is None else on_show.scores) if scores is None else scores
        key = self._static_key(size, scores)
        old = view.static_key if isinstance(view.static_key, tuple) and len(view.static_key) == 5 else ((),) * 5
        layer, taken = backdrop.static_layer(view.background.get_size(), id(view))
        if taken or view.static_layer is not layer or old[0] != key[0]:
            layer.blit(view.background, (0, 0))
            old = (key[0], (), (), (), ())
        plan = view.layout.plan
        if old[1] != key[1]:
            area = pygame.Rect(*plan.scores.as_ints())
            layer.blit(view.background, area, area)
            panels.draw_score_panel(layer, area, self.session, shown, key[1][2], key[1][3])
        if old[2] != key[2]:
            area = pygame.Rect(*plan.bidding.as_ints())
            layer.blit(view.background, area, area)
            panels.draw_bidding_panel(layer, area, self.session)
        if old[3] != key[3]:
            area = pygame.Rect(*view.layout.corner_right.as_ints())
            layer.blit(view.background, area, area)
            if key[3] is not None:
                art = view.art_for(view.layout.mini_card[1])
                trick = self.snap.tricks[-1]
                rect = panels.last_trick_rect(area, art, len(trick.plays), self.session.seats[trick.winner].name)
                panels.draw_last_trick(layer, rect, self.session, art)
        if old[4] != key[4]:
            area = view.painter.stock_area()
            layer.blit(view.background, area, area)
            view.draw_stock(layer, key[4])
        view.static_layer, view.static_key = layer, key
        return layer

    def _static_key(self, size: tuple[int, int], scores: tuple[int, ...] | None = None) -> tuple:
        """What the static layer shows: the window; the score panel's, the contract panel's and
        the last trick's (during the play); the cards left in the stock."""
        snap, on_show = self.snap, self.on_show
        shown = (snap.scores if on_show is None else on_show.scores) if scores is None else scores
        bidding = snap.phase == Phase.AUCTION
        playing = snap.phase == Phase.PLAY or on_show is not None   # the last hand's tricks until its board closes
        last = snap.tricks[-1] if snap.tricks and playing else None
        hand = on_show.hand_number if on_show is not None else \
            snap.records[-1]["hand_number"] if snap.game_over and snap.records else snap.hand_number
        return ((tuple(size), theme.px(100)),
                (shown, snap.ticks, hand, self.side_tricks()),
                (snap.trump, snap.contract, snap.turn_up, snap.robbed_by,
                 snap.auction if bidding else (), snap.current_player if bidding else -1),
                None if last is None else (last.winner, tuple((p.seat, p.card) for p in last.plays),
                                           tuple(seat.name for seat in self.session.seats)),
                self.stock_count())

    def draw_controls(self, surface: pygame.Surface) -> None:
        """Scene-specific buttons and panels."""

    def _bubble_places(self, width: int) -> list[tuple[Bubble, tuple[int, int], str]]:
        """Each speech bubble with its anchor and the way its tail points: beside the speaker's
        name plate, on the side toward the table."""
        places = []
        for bubble in self.ctx.effects.bubbles:
            plate = self.plates.get(bubble.seat)
            if plate is None:
                continue
            rect = plate.rect
            gap = theme.px(6)
            if rect.centerx > width * 0.5 + theme.px(40) and self.view.view_seat(bubble.seat) != 0:
                places.append((bubble, (rect.left - gap, rect.centery), "right"))
            else:   # beside the plate, never below a seat at the top: the trick lies there
                places.append((bubble, (rect.right + gap, rect.centery), "left"))
        return places

    def draw_bubbles(self, surface: pygame.Surface) -> None:
        """Speech bubbles, fading in and out."""
        for bubble, anchor, pointing in self._bubble_places(surface.get_width()):
            speech_bubble(surface, bubble.text, anchor, pointing, BUBBLE_TEXT, bubble_alpha(bubble), bubble.accent)

    # ------------------------------------------------------------------ what moves (frame pacer)

    def animated_rects(self) -> list[pygame.Rect] | None:
        """Cards in flight, pop-ups and the plates' pulse: what moves by itself between two
        changes of the picture (words and panels that fade or change are told apart by
        ``layout_items``).  Right after a change, or while a scene shows something of its own
        it cannot place (``scene_animated_rects``), None."""
        if self.picture_key() != self._picture_key or self.couch_covering():
            return None
        extra = self.scene_animated_rects()
        if extra is None:
            return None
        rects = self.view.moving_rects() + hud.ambient_rects(self.plates) + extra
        rects += [r for r in (pop.bounds() for pop in self.ctx.effects.popups) if r is not None]
        if self.scene_control_items() is None:   # no layout to tell changes by: every word, every frame
            rects += [rect for key, (rect, _) in self._word_items().items() if key[0] != "static"]
            rects += self._stale_panels()
        return rects

    def _stale_panels(self) -> list[pygame.Rect]:
        """The corner panels (and the stock) the static layer will redraw: they show something new."""
        view = self.view
        old = view.static_key
        panels_now = {key: item for key, item in self._word_items().items() if key[0] == "static"}
        if view.static_layer is None or not isinstance(old, tuple) or len(old) != len(panels_now):
            return [pygame.Rect((0, 0), view.size)]
        shown = dict(zip([("static", "window"), *(("static", i) for i in range(len(old) - 1))], old, strict=True))
        return [rect for key, (rect, look) in panels_now.items() if shown.get(key) != look]

    def layout_items(self) -> dict[Hashable, tuple[pygame.Rect, Hashable]] | None:
        """Every card, plate, button, speech bubble and corner panel, the status strip and this
        scene's own words and panels, each with how it looks: what a move or a fade may change.
        None while the scene shows something it cannot place."""
        controls = self.scene_control_items()
        if controls is None or self.scene_animated_rects() is None or self.couch_covering():
            return None
        view = self.view
        items = self._word_items()
        for name, sprite in [*((("card", key), s) for key, s in view.sprites.items()),
                             *((("leaving", i), s) for i, s in enumerate(view.leaving))]:
            card = sprite.card
            items[name] = (card_reach(sprite), (
                card, sprite.face_up, round(sprite.angle), round(sprite.height), sprite.z, round(sprite.alpha, 3),
                round(sprite.flip, 3), card in view.dimmed, card in view.selected, card == view.focus_card,
                card is not None and card == view.winning_card))
        for seat, plate in self.plates.items():
            items[("plate", seat)] = (hud.plate_bounds(plate), plate)
        practice = self.practice_controls.buttons
        bounds = practice.drawn_bounds()
        if bounds is not None:
            items[("practice",)] = (bounds, practice.look())
        for i, (rect, look) in enumerate(controls):
            items[("control", i)] = (rect, look)
        return items

    def table_identity(self) -> Hashable:
        return id(self.ctx)

    def side_tricks(self) -> tuple[int, ...] | None:
        """Tricks each side has taken this hand, while it is played (or still on the table)."""
        snap = self.snap
        if self.on_show is not None:
            seats = self.on_show.seat_tricks
        elif snap.phase == Phase.PLAY:
            seats = snap.tally.seat_tricks
        else:
            return None
        rules = snap.rules
        totals = [0] * rules.side_count
        for seat, taken in enumerate(seats):
            totals[rules.side_of(seat)] += taken
        return tuple(totals)

    def card_index_heights(self) -> list[float]:
        """How high the corner index is on each size of face-up card this table shows (the
        layout check holds them to the shortest text's height)."""
        layout = self.view.layout
        heights = []
        for card in (layout.hand_card, layout.trick_card, layout.mini_card):
            art = self.view.art_for(card[1])
            heights.append(art.card_height * INDEX_FRACTION[1 if art.large_indices else 0])
        return heights

    def readable_items(self) -> list[tuple[Hashable, pygame.Rect]]:
        """Name plates, speech bubbles, the status strip, the corner panels, the stock's count,
        the practice buttons and this scene's own controls (the layout check keeps them apart)."""
        items: list[tuple[Hashable, pygame.Rect]] = []
        window = pygame.Rect((0, 0), self.view.size)
        for seat, plate in self.plates.items():
            items.append((("plate", seat), plate.rect))
        for bubble, anchor, pointing in self._bubble_places(window.w):
            if bubble_alpha(bubble) > 40:   # a bubble fading away is not read
                items.append((("bubble", bubble.text), speech_bubble_rect(window, bubble.text, anchor, pointing,
                                                                          BUBBLE_TEXT, bubble.accent)))
        if self.status is not None:
            items.append((("status",), self.status.panel))
        plan = self.view.layout.plan
        items.append((("panel", "scores"), pygame.Rect(*plan.scores.as_ints())))
        items.append((("panel", "contract"), pygame.Rect(*plan.bidding.as_ints())))
        key = self._static_key(self.view.size)
        if key[3] is not None:
            art = self.view.art_for(self.view.layout.mini_card[1])
            area = pygame.Rect(*self.view.layout.corner_right.as_ints())
            trick = self.snap.tricks[-1]
            items.append((("panel", "last trick"), panels.last_trick_rect(area, art, len(trick.plays),
                                                                          self.session.seats[trick.winner].name)))
        for button in self.practice_controls.buttons.buttons:
            if button.rect.w:
                items.append((("practice", button.label), button.rect))
        for i, (rect, _) in enumerate(self.scene_control_items() or []):
            items.append((("control", i), rect))
        return items

    def _word_items(self) -> dict[Hashable, tuple[pygame.Rect, Hashable]]:
        """Speech bubbles and the status strip as they look now (their words, how faded); the
        corner panels and the stock by what each shows (the static layer redraws one when that
        changes)."""
        window = pygame.Rect((0, 0), self.view.size)
        items: dict[Hashable, tuple[pygame.Rect, Hashable]] = {}
        for i, (bubble, anchor, pointing) in enumerate(self._bubble_places(window.w)):
            items[("bubble", i)] = (
                speech_bubble_rect(window, bubble.text, anchor, pointing, BUBBLE_TEXT, bubble.accent),
                (bubble.text, anchor, pointing, bubble.accent, bubble_alpha(bubble)),
            )
        if self.status is not None:
            items[("status",)] = (
                self.status.panel,
                (self.status, self.practice_controls.why_hover and self.host.pointer_active),
            )
        view, plan = self.view, self.view.layout.plan
        key = self._static_key(view.size)
        items[("static", "window")] = (window, key[0])  # a new window: the whole layer is made again
        areas = (
            pygame.Rect(*plan.scores.as_ints()),
            pygame.Rect(*plan.bidding.as_ints()),
            pygame.Rect(*view.layout.corner_right.as_ints()),
            view.painter.stock_area(),
        )
        for i, (area, shows) in enumerate(zip(areas, key[1:], strict=True)):
            items[("static", i)] = (area, shows)
        return items

    def picture_rects(self) -> list[pygame.Rect] | None:
        """Every card on the table (its pictures are the ones made within a budget)."""
        return self.view.card_rects()

    def scene_animated_rects(self) -> list[pygame.Rect] | None:
        """What this scene itself animates, beyond the table's cards and words ([] for nothing);
        None (the default) when it cannot say, so every frame is drawn in full."""
        return None

    def scene_control_items(self) -> list[tuple[pygame.Rect, Hashable]] | None:
        """This scene's own buttons, prompts and panels (``draw_controls``): where each is drawn
        and, in brief, how it looks; None (the default) when it cannot say, so a change of the
        picture is drawn in full."""
        return None

    def draw_hint(self, surface: pygame.Surface) -> None:
        """A drill's question, the hint (what, then why) and the practice Hint/Undo buttons."""
        self.practice_controls.draw(surface)
