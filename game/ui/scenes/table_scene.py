"""What every table scene shares: the session, the view, pacing of computer turns, bubbles.

Phase scenes (deal, auction, draw, trick, scoreboard) subclass ``TableScene`` and add
their own controls.  Each checks, once the view is idle, whether the engine has moved
to a phase another scene shows, and asks the stack to replace it: scene changes are
requests, applied between ticks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Optional

import pygame

from game.engine import actions as A
from game.ui import hud, theme
from game.ui.analysis import PracticeCoach
from game.ui.intents import Intent, IntentKind
from game.ui.scene import Scene
from game.ui.scenes.hinting import HintingMixin
from game.ui.session import ActionEvent, GameSession
from game.ui.table_view import TableView
from game.ui.widgets import PopText, Toast, speech_bubble

if TYPE_CHECKING:  # pragma: no cover
    from game.app import App


@dataclass
class Bubble:
    seat: int
    text: str
    age: float = 0.0
    seconds: float = 2.2
    accent: bool = False


@dataclass
class TableContext:
    """State shared by the scenes of one game: survives scene changes."""

    session: GameSession
    view: TableView
    practice: bool = False
    level_index: Optional[int] = None
    bubbles: list[Bubble] = field(default_factory=list)
    popups: list[PopText] = field(default_factory=list)
    toasts: list[Toast] = field(default_factory=list)
    ai_wait: float = 0.4
    clock: float = 0.0
    hint_text: Optional[tuple[str, str]] = None
    hint_action: Optional[int] = None
    hint_turn: int = -1           # len(history) when the hint was asked for: stale hints are not drawn
    hint_why_open: bool = False   # the hint shows its "what" first; the "why" on a second request
    decisions: list[dict] = field(default_factory=list)   # practice review: your choices vs hints
    last_trick_open: bool = False
    scored_hands: int = 0         # hand records the scoreboard has shown
    game_recorded: bool = False   # statistics written for a finished game
    autoplay_wait: float = 0.0
    # Drills: sees the person's action first; returning True consumes it (not sent to the engine).
    intercept: Optional[Callable[[Any], bool]] = None
    # Called when a finished game's scoreboard appears (the ladder checks its goal here).
    on_game_over: Optional[Callable[["TableContext"], None]] = None
    # Drills: their question stays on screen (title, text), and their hint gives their own answer.
    coach_note: Optional[tuple[str, str]] = None
    hint_provider: Optional[Callable[[], Any]] = None
    coach: Optional[PracticeCoach] = None   # practice: the expert's analysis of your decisions
    hint_waiting: bool = False              # a hint was asked for and the expert is still thinking
    hint_waiting_since: float = 0.0         # ``clock`` when it was asked for

    def toast(self, text: str, seconds: float = 3.0, urgent: bool = False) -> None:
        self.toasts = [t for t in self.toasts if t.text != text][-2:]
        self.toasts.append(Toast(text, seconds, theme.CREAM, urgent))

    def say(self, seat: int, text: str, accent: bool = False, seconds: float = 2.2) -> None:
        self.bubbles = [b for b in self.bubbles if b.seat != seat]
        self.bubbles.append(Bubble(seat, text, 0.0, seconds, accent))


class TableScene(HintingMixin, Scene):
    """Base of the phase scenes: draws the table and paces the computer players."""

    name = "table"
    phases: tuple[str, ...] = ()

    def __init__(self, app: "App", ctx: TableContext) -> None:
        self.app = app
        self.ctx = ctx
        from game.ui.practice import PracticeControls
        self.practice_controls = PracticeControls(self)

    # ------------------------------------------------------------------ shortcuts

    @property
    def session(self) -> GameSession:
        return self.ctx.session

    @property
    def view(self) -> TableView:
        return self.ctx.view

    @property
    def state(self):
        return self.ctx.session.state

    def on_resize(self, size: tuple[int, int]) -> None:
        if tuple(size) != tuple(self.view.size):
            self.view.resize(size)
            self.view.sync(self.state, animate=False)
        if getattr(self, "_entered", False):
            self.layout_controls()

    def on_enter(self) -> None:
        self._entered = True
        self.view.speed = self.app.settings.animation_speed
        self.layout_controls()

    def layout_controls(self) -> None:
        """Place this scene's buttons (called on enter and on resize)."""

    # ------------------------------------------------------------------ input

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind in (IntentKind.CLICK, IntentKind.POINT) and self.practice_controls.handle_pointer(intent):
            return
        if kind in (IntentKind.PAUSE, IntentKind.BACK):
            self.app.open_pause(self.ctx)
            return
        if kind is IntentKind.HELP:
            self.app.open_help()
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
        if self.session.undo():
            self.view.sync(self.state, animate=True)
            self.ctx.toast("Undone: back to your last decision.")
            self.ctx.hint_text = None
            self.after_state_change()

    def handle_table(self, intent: Intent) -> None:
        """Scene-specific input."""

    def on_hint(self, action: int) -> None:
        """Highlight the recommended action (scenes override)."""

    def send(self, action: Any) -> bool:
        """Send the person's action to the engine; explain in words if it is illegal."""
        if self.ctx.intercept is not None and self.ctx.intercept(action):
            return False
        if self.ctx.practice and self.session.human_to_act():
            self._note_decision(action)
        error = self.session.human_action(action)
        if error:
            self.app.sound.play("error")
            self.ctx.toast(error, 4.5, urgent=True)
            if self.ctx.decisions and self.ctx.decisions[-1].get("pending"):
                self.ctx.decisions.pop()
            return False
        if self.ctx.decisions and self.ctx.decisions[-1].get("pending"):
            self.ctx.decisions[-1].pop("pending")
        self.ctx.hint_text = None
        self.ctx.hint_action = None
        self.ctx.hint_waiting = False
        self.view.focus_card = None  # the card has left the hand: no glow follows it
        self.after_state_change()
        return True

    def after_state_change(self) -> None:
        self.view.sync(self.state, animate=True)
        self.consume_events()

    # ------------------------------------------------------------------ ticking

    def update(self, dt: float) -> None:
        ctx = self.ctx
        ctx.clock += dt
        self.view.update(dt)
        for bubble in ctx.bubbles:
            bubble.age += dt
        ctx.bubbles = [b for b in ctx.bubbles if b.age < b.seconds]
        for pop in ctx.popups:
            pop.update(dt)
        ctx.popups = [p for p in ctx.popups if not p.done]
        for toast in ctx.toasts:
            toast.update(dt)
        ctx.toasts = [t for t in ctx.toasts if not t.done]
        self.consume_events()
        self.coach_tick()
        self.update_scene(dt)
        if self.view.busy or self.holding():
            return
        self._auto_hint()
        self._autoplay(dt)
        if not self.session.human_to_act() and self.session.state.current_player >= 0:
            ctx.ai_wait -= dt
            if ctx.ai_wait <= 0:
                if self.session.computer_step(threaded=True):
                    ctx.ai_wait = self.pace()
                    self.after_state_change()
        nxt = self.next_scene()
        if nxt is not None:
            self.stack.replace(nxt)

    def _autoplay(self, dt: float) -> None:
        """``--autoplay``: after a pause the person's seat takes the hint's advice (screenshots)."""
        delay = getattr(self.app.args, "autoplay", None) if hasattr(self.app, "args") else None
        if delay is None or not self.session.human_to_act():
            self.ctx.autoplay_wait = delay or 0.0
            return
        self.ctx.autoplay_wait -= dt
        if self.ctx.autoplay_wait <= 0:
            from game.ai import hint
            self.send(hint(self.state.observation(self.state.current_player)).action)
            self.ctx.autoplay_wait = delay

    def controls_y(self, height: int) -> float:
        """Centre line for a row of buttons: just above the person's name plate."""
        _, label_y = self.view.label_anchor(self.session.viewer)
        return label_y - self.view.layout.label_height * 0.6 - height / 2 - theme.px(10)

    def pace(self) -> float:
        """Seconds between computer actions, so a person can follow them."""
        return 0.6 / max(0.25, self.app.settings.animation_speed)

    def holding(self) -> bool:
        """True while the scene wants the table to pause (a held trick, a flourish)."""
        return False

    def update_scene(self, dt: float) -> None:
        """Scene-specific per-step work."""

    def consume_events(self) -> None:
        for event in self.session.pop_events():
            self.on_action(event)

    def on_action(self, event: ActionEvent) -> None:
        """Show what a seat did: a speech bubble and a sound."""
        verb = A.kind(event.action)
        ctx = self.ctx
        sound = self.app.sound
        if verb in ("bid", "pass", "hold"):
            ctx.say(event.seat, hud.call_text(event.action), accent=verb != "pass")
            sound.play("pass" if verb == "pass" else "bid")
        elif verb == "trump":
            ctx.say(event.seat, f"Trump {'♠♥♦♣'[event.action - A.TRUMP_BASE]}!", accent=True, seconds=2.6)
            sound.play("bid")
        elif verb == "call":
            ctx.say(event.seat, f"I call the {A.card_of(event.action).symbol()}", accent=True, seconds=3.0)
        elif verb == "discard" and event.phase == "draw":
            n = A.discard_mask(event.action).bit_count()
            ctx.say(event.seat, "Stands pat" if n == 0 else f"Takes {n}")
            sound.play("deal")
        elif verb == "rob":
            ctx.say(event.seat, "Robs the turn-up!", accent=True)
        elif verb == "top6":
            ctx.say(event.seat, "Top 6!", accent=True)
        elif verb == "play":
            sound.play("play")
        self.view.sync(self.state, animate=True)

    def next_scene(self) -> Optional[Scene]:
        """The scene the engine's phase calls for, if it is not this one."""
        from game.ui.scenes import scene_for
        target = scene_for(self.app, self.ctx)
        if target is None or isinstance(self, target):
            return None
        return target(self.app, self.ctx)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.draw_table(surface)
        self.draw_bubbles(surface)
        self.draw_controls(surface)
        self.draw_hint(surface)
        self.draw_overlays(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The felt, the cards and the name plates."""
        view = self.view
        surface.blit(self._static_layer(surface.get_size()), (0, 0))
        view.draw_stock(surface, self.stock_count())
        view.draw_cards(surface)
        hud.draw_seat_plates(surface, view, self.session, self.ctx.clock)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """Pop-ups and messages, above everything else."""
        for pop in self.ctx.popups:
            pop.draw(surface)
        self.draw_toasts(surface)

    def stock_count(self) -> int:
        st = self.state
        return len(st.stock) if st.deck and st.phase not in ("dealer",) else 0

    def _static_layer(self, size: tuple[int, int]) -> pygame.Surface:
        """Felt and the score panels, drawn once and reused until one of them changes."""
        view = self.view
        st = self.state
        key = (size, tuple(st.scores), st.hand_number, st.trump, st.bidder, st.bid, theme.px(100))
        if view.static_key != key or view.static_layer is None:
            layer = view.static_layer
            if layer is None or layer.get_size() != view.background.get_size():
                layer = view.background.copy()
            else:
                layer.blit(view.background, (0, 0))  # reuse the big surface: no new allocation
            hud.draw_score_panel(layer, self.session)
            hud.draw_contract(layer, self.session)
            view.static_layer, view.static_key = layer, key
        return view.static_layer

    def draw_controls(self, surface: pygame.Surface) -> None:
        """Scene-specific buttons and panels."""

    def draw_bubbles(self, surface: pygame.Surface) -> None:
        """Speech bubbles beside each speaker's name plate, on the side toward the table."""
        width = surface.get_width()
        for bubble in self.ctx.bubbles:
            plate = self.view.plate_rects.get(bubble.seat)
            if plate is None:
                continue
            gap = theme.px(6)
            if self.view.view_seat(bubble.seat) == 0 or plate.centerx < width * 0.5 - theme.px(40):
                pointing, anchor = "left", (plate.right + gap, plate.centery)
            elif plate.centerx > width * 0.5 + theme.px(40):
                pointing, anchor = "right", (plate.left - gap, plate.centery)
            else:
                pointing, anchor = "up", (plate.centerx, plate.bottom + gap)
            t = bubble.age
            alpha = int(255 * min(1.0, t / 0.12, max(0.0, (bubble.seconds - t) / 0.3)))
            speech_bubble(surface, bubble.text, anchor, pointing, 30, alpha, bubble.accent)

    def draw_hint(self, surface: pygame.Surface) -> None:
        """A drill's question, the hint (what, then why) and the practice Hint/Undo buttons."""
        self.practice_controls.draw(surface)

    def draw_toasts(self, surface: pygame.Surface) -> None:
        y = theme.px(16)
        for toast in self.ctx.toasts:
            y += toast.draw(surface, (surface.get_width() // 2, y), min(surface.get_width() - theme.px(700),
                                                                        theme.px(900))) + theme.px(8)
