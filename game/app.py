"""The pygame-ce app: the window, the fixed-timestep loop, input, sound, and the host of the scenes.

``python main.py`` opens straight into a quick game (or resumes the one in progress).  The loop
follows "Fix Your Timestep!": fixed updates with an accumulator and a cap, drawing once per
frame with the leftover fraction.  Scenes talk to the app only through the narrow ``Host``
protocol (``game.ui.scenes.host``); which scene follows which is the navigator's business, and the
player's files are the profile's.  Frames are paced: nothing is redrawn while nothing moves.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
import warnings
from collections.abc import Hashable
from pathlib import Path
from typing import Any

warnings.filterwarnings("ignore", message=".*no fast renderer available.*")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# SDL's default "accelerated" window surface re-uploads the whole window on every present, even
# for a small dirty area (measured under X11: 32 ms a frame at 4K); the native X11/Windows
# surface honours the areas asked for.  Where there is no native surface SDL ignores this.
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")

import pygame

from game import resources
from game.engine import PRESET_NAMES, HandRecord
from game.logs import log_file, setup_logging
from game.profile import settings_store as store
from game.profile.catalogue import LevelCatalogue
from game.profile.profile import Profile
from game.profile.settings_check import clamp_window_size
from game.ui.art.card_art import SMOOTH_ROTATION_PIXELS_PER_FRAME, rotation_budget
from game.ui.core import allocator, caches
from game.ui.core.collector import collect_ahead
from game.ui.core.geometry import ui_scale
from game.ui.core.intents import InputTranslator, Intent, IntentKind
from game.ui.core.loop import FixedStepLoop
from game.ui.core.pacing import (
    NOTHING,
    AmbientClock,
    FrameLimiter,
    FramePlan,
    layout_changes,
    plan_animation,
    plan_frame,
)
from game.ui.core.persons import PadRoster
from game.ui.core.preparing import MoveHold, NewScreenHold
from game.ui.kit import backdrop, theme
from game.ui.kit.display import Display
from game.ui.kit.shutdown import crash_line, show_farewell, stop_signals
from game.ui.kit.sound import SoundBoard
from game.ui.navigator import Navigator, import_ahead, release_left_tables, screen
from game.ui.scenes.host import ContinueGame, GoToTitle, LaunchOptions, NavRequest, OpenHelp, StartGame
from game.ui.scenes.scene import Scene, SceneStack
from game.ui.table.analysis import Analyst
from game.ui.table.table_context import TableContext

log = logging.getLogger(__name__)

SCREENSHOT_DELAY = 0.6  # seconds of game time after a scene appears
WARM_UP_MARGIN = 0.002  # leave this much of a frame's spare time unused (the sleep is not exact)


def parse_args(argv: list[str] | None = None, prog: str = "python main.py") -> argparse.Namespace:
    """The game's options, each checked here (issue 12): a bad value is one line naming the
    option and exit code 2 before any window opens, never a game that cannot end
    (``--seconds nan``) or a crash at the first screenshot."""
    from game.profile import settings_check as check  # the ranges the settings themselves use
    parser = check.OneLineParser(prog=prog, description="Auction Forty-Fives")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", default=None, help="start full screen")
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    parser.add_argument("--size", default=None, type=check.size_arg, help="window size, e.g. 1920x1080")
    parser.add_argument("--rules", default=None, choices=PRESET_NAMES, help="rules preset")
    parser.add_argument("--players", type=check.players_arg, default=None, help="table size")
    parser.add_argument("--seed", type=check.seed_arg, default=None, help="seed: the same seed deals the same game")
    parser.add_argument("--demo", action="store_true", help="computer players in every seat")
    parser.add_argument("--practice", action="store_true", help="start a practice game (hints, undo)")
    parser.add_argument("--title", action="store_true", help="start at the title screen")
    parser.add_argument("--seconds", type=check.seconds_arg, default=None, help="quit after N seconds of game time")
    parser.add_argument("--screenshot", default=None, metavar="DIR", type=check.writable_folder,
                        help="save a PNG each time a new scene appears")
    parser.add_argument("--profile-dir", default=None, metavar="DIR", type=check.profile_folder,
                        help="where settings and saves live")
    parser.add_argument("--speed", type=check.speed_arg, default=None,
                        help="animation speed (0.5 to 3; tests go faster, up to 10)")
    parser.add_argument("--autoplay", type=check.delay_arg, default=None, metavar="SECONDS",
                        help="your seat plays itself (the hint's choice) after SECONDS: for screenshots")
    parser.add_argument("--fast-clock", action="store_true",
                        help="advance game time by whole frames without waiting (tests, screenshots)")
    args = parser.parse_args(argv)
    if args.rules and args.players is not None:
        try:
            check.players_for(args.rules, args.players)
        except check.FieldError as exc:
            parser.error(f"argument --players: {exc}")
    return args


UNKNOWN = object()   # a value not worked out yet


HELP_DRAW_SECONDS = 0.010   # spare time the help's page wants to be drawn out of sight (4K, cold)


class App:
    """Owns the window, the loop and the services scenes use; implements ``Host``."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        folder = store.profile_dir(args.profile_dir)
        check = store.check_folder(folder)   # once, before anything is read or written
        setup_logging(folder if check.writable else None)
        missing = resources.check_installation()
        if missing:   # a broken install is one clear error (game.cli prints it), not a silent game
            raise resources.DataMissingError("; ".join(missing))
        self.profile = Profile(folder, check)
        if not check.writable:   # the one warning on stderr; the screen says it too
            log.warning("%s", self.profile.unsaved_line)
        settings = self.profile.settings
        self._saved_speed = settings.animation_speed   # what quit() saves back: --speed is for this run only
        self._speed_override: float | None = None
        if args.speed is not None:   # --speed may go past the settings' range (tests, screenshots)
            low, high = store.COMMAND_LINE_SPEED_RANGE
            settings.animation_speed = self._speed_override = max(low, min(high, args.speed))
        self.options = LaunchOptions(demo=bool(args.demo), seed=args.seed, autoplay=args.autoplay)
        fullscreen = settings.fullscreen if args.fullscreen is None and not args.windowed else bool(args.fullscreen)
        size = args.size or tuple(settings.window_size)
        allocator.keep_freed_pictures()   # before the first pictures are made
        pygame.init()
        caches.reset_all()
        self.stack_backdrop = backdrop.OverlayBackdrop()
        self.stack = SceneStack(on_scene_shown=self._scene_shown, backdrop=self.stack_backdrop)
        self._changed = True     # draw everything on the next frame
        self.display = Display(window_size=size, fullscreen=fullscreen, on_resize=self._on_resize,
                               exact_size=args.size is not None)
        self.display.open()
        theme.configure(ui_scale(self.size), self.size[1], settings.text_size)
        caches.set_window(self.size)
        theme.set_four_colour(settings.four_colour)
        backdrop.prepare(self.size)
        rotation_budget.limit(SMOOTH_ROTATION_PIXELS_PER_FRAME)
        self.sound = SoundBoard(None, settings.volume, settings.muted)   # the shipped sounds (game.resources)
        self.input = InputTranslator(self.display.window_to_logical)
        self.input.start_devices()
        self.stack.resize(self.size)
        self.loop = FixedStepLoop()
        self.limiter = FrameLimiter()
        self.ambient_clock = AmbientClock()
        self.always_redraw = False    # benchmarks: draw every frame in full, whatever changed
        self.last_plan: FramePlan = FramePlan(full=True)
        self._moved: list[pygame.Rect] | None = None   # where moving things were drawn last frame
        self._version_drawn: tuple[int, int] = (0, 0)      # the top scene and its picture drawn last
        self._refined_seen = rotation_budget.refined   # stand-in turns redone smoothly, as last drawn
        # The window and style the help's first page was made for.
        self._help_warmed: tuple[tuple[int, int], bool, theme.TextStyle] | None = None
        self._layout_now: Any = UNKNOWN   # the layout ``plan`` saw this frame, if it asked
        self._settling = False            # the last frame drew changes: look again at the next
        # The top scene's layout (``Scene.layout_items``) when a frame was last drawn, by its id,
        # and the table it showed (``Scene.table_identity``).
        self._layout_drawn: tuple[int, dict[Hashable, tuple[Any, Hashable]] | None, Hashable | None] = \
            (0, None, None)
        self._navigated = False   # the stack changed since the last frame: new scenes, whole pictures
        self._new_screen = NewScreenHold()   # a new screen's first pictures made in spare time
        self._move_hold = MoveHold()          # and a computer's move's
        # Computer players and the practice analyst think on threads.  Python hands the
        # lock between threads every 5 ms by default, and a frame waits that long each time
        # it gives the lock up (a flip, a blit); 1 ms keeps frames smooth while they think
        # (``python benchmarks/frame_time.py --busy-thread`` measures it).
        sys.setswitchinterval(0.001)
        self._analyst = Analyst()
        self._levels = LevelCatalogue()
        self.navigator = Navigator(self, self.stack, self.options, args.rules, args.players, on_quit=self.quit,
                                   on_relayout=self._relayout, on_left_table=self._release_left_tables)
        self._collection_owed = False   # a table was left: collect it in the next spare time
        self._stop_requested = False   # a signal asked the game to stop
        self.shots = 0
        self.pending_shot: tuple[Scene, float] | None = None
        self.first_frame_at: float | None = None

    # ------------------------------------------------------------------ the host

    @property
    def size(self) -> tuple[int, int]:
        return self.display.size

    @property
    def pointer_active(self) -> bool:
        return self.input.pointer_active

    @property
    def roster(self) -> PadRoster:
        return self.input.roster

    @property
    def fullscreen(self) -> bool:
        return self.display.fullscreen

    @property
    def levels(self) -> LevelCatalogue:
        return self._levels

    @property
    def analyst(self) -> Analyst | None:
        return self._analyst

    def toggle_fullscreen(self) -> None:
        self.display.toggle_fullscreen()
        self.profile.settings.fullscreen = self.display.fullscreen
        self._changed = True

    def navigate(self, request: NavRequest) -> None:
        self.navigator.request(request)

    def record_hand(self, ctx: TableContext, record: HandRecord) -> None:
        """Statistics for the person's side, once per hand (never in demo games)."""
        session, scores = ctx.session, ctx.scores
        hand = record.hand_number
        if self.options.demo or not (session.keeps_records and session.human_seats) or hand in scores.counted_hands:
            return
        scores.counted_hands.add(hand)
        people = len(session.human_seats)
        stats = self.profile.stats_for(people)   # two people at one screen: their own record
        rules = session.rules
        mine = rules.side_of(session.home_seat)
        stats.hands_played += 1
        if record.bidder is not None and rules.side_of(record.bidder) == mine:
            if record.made:
                stats.bids_made += 1
            elif record.made is False:
                stats.bids_set += 1
        if session.is_over and not scores.game_recorded:
            scores.game_recorded = True
            stats.games += 1
            if session.snapshot.winner_side == mine:
                stats.wins += 1
            if ctx.mode.on_game_over is not None:
                ctx.mode.on_game_over(ctx)   # a ladder table checks its goal
        problem = self.profile.save_couch_stats() if people > 1 else self.profile.save_stats()
        if problem:
            ctx.toast(problem, 4.0, urgent=True, key="save")
        self.autosave(ctx)

    def autosave(self, ctx: TableContext) -> None:
        if self.options.demo or not (ctx.session.keeps_records and ctx.session.human_seats):
            return
        kind = ctx.mode.save_kind
        if ctx.session.is_over:
            self.profile.clear_autosave(kind)
            return
        problem = self.profile.write_autosave(self._save_data(ctx), kind)
        if problem:
            ctx.toast(problem, 4.0, urgent=True, key="save")

    @staticmethod
    def _save_data(ctx: TableContext) -> dict[str, Any]:
        data = ctx.session.to_save()
        data["practice"] = ctx.practice
        if ctx.mode.ladder_table_id is not None:
            data["ladder_table"] = ctx.mode.ladder_table_id   # a resumed ladder game still checks its goal
        return data

    # ------------------------------------------------------------------ window and screenshots

    def _relayout(self) -> None:
        """The text size changed: text pictures made at the old size are dropped, and every scene
        lays itself out again as if the window had changed."""
        caches.reset_all()
        self._on_resize(self.size)

    def _on_resize(self, size: tuple[int, int]) -> None:
        self.stack_backdrop.surface_shows = None   # a new window shows nothing yet
        theme.configure(ui_scale(size), size[1], self.profile.settings.text_size)
        caches.set_window(size)
        backdrop.prepare(size)
        self.stack.resize(size)
        self._changed = True

    def _scene_shown(self, scene: Scene) -> None:
        """Screenshot each new scene a moment after it appears, once it has something to show."""
        if self.args.screenshot:
            self.pending_shot = (scene, self.loop.game_time + SCREENSHOT_DELAY)

    def _take_pending_shot(self) -> None:
        pending = self.pending_shot
        if pending is None:
            return
        scene, due = pending
        if self.stack.top is not scene:
            self.pending_shot = None  # replaced before it settled; the new scene gets its own
            return
        if self.loop.game_time < due:
            return
        self.pending_shot = None
        self.shots += 1
        try:
            self.save_screenshot(f"{self.shots:03d}-{scene.name}")
        except (OSError, pygame.error) as exc:   # the disk full, the folder gone: the game goes on
            log.warning("could not save a screenshot in %s (%s); no more are taken", self.args.screenshot, exc)
            self.args.screenshot = None

    def save_screenshot(self, name: str) -> Path:
        """Save what is on screen as ``<--screenshot DIR>/<name>.png``."""
        return self.display.save_screenshot(Path(self.args.screenshot or ".") / f"{name}.png")

    # ------------------------------------------------------------------ running

    def start(self) -> None:
        # Import what the table needs now, not halfway through a trick (a visible hitch).
        import game.ai  # noqa: F401
        import game.levels.trainer  # noqa: F401  pyflakes: imported for its side effect
        args = self.args
        if args.title:
            self.navigate(GoToTitle())
        elif self.options.demo:
            self.navigate(StartGame("demo"))
        elif args.practice:
            self.navigate(StartGame("practice"))
        elif args.rules or args.seed is not None or args.players:
            self.navigate(StartGame("quick", fresh=True))   # the game the command line asked for
        else:
            self.navigate(ContinueGame())
        self.navigator.settle()
        self._prepare_first_picture()

    def _prepare_first_picture(self) -> None:
        """Make the first picture's parts while the game starts, not in its first frame: the
        players' portraits, the card backs and the table's still layer take 20-30 ms at 4K the
        first time.  The window is drawn into but not shown; the first frame draws it again from
        the pictures kept, as a loading screen's work is done before the loop runs."""
        if not self.stack.empty:
            self.stack.draw_all(self.display.surface, 0.0)

    def handle_events(self) -> None:
        if self._stop_requested:
            self._stop_requested = False
            self.quit()
        for event in pygame.event.get():
            if self.display.handle_event(event):
                self._changed = True
                continue
            for intent in self.input.translate(event):
                self.dispatch(intent)

    def dispatch(self, intent: Intent) -> None:
        self._changed = True   # any input may change what is shown (hover, focus)
        if intent.kind is IntentKind.QUIT:
            self.quit()
        elif intent.kind is IntentKind.TOGGLE_FULLSCREEN:
            self.toggle_fullscreen()
        elif intent.kind is IntentKind.HELP:   # F1 (Back on a pad) opens the rules from every screen
            top = self.stack.top
            if top is None or top.name != "help":
                self.navigate(OpenHelp(top.help_page() if top is not None else 0))
        else:
            self.stack.handle(intent)

    def update(self, dt: float) -> None:
        for intent in self.input.update(dt):
            self.dispatch(intent)
        self.stack.update(dt)
        if self.navigator.settle():
            self._navigated = True
        if self.args.seconds is not None and self.loop.game_time >= self.args.seconds:
            self.quit()

    def plan(self, id_drawn: int = 0, layout_drawn: dict[Hashable, tuple[Any, Hashable]] | None = None,
             table_drawn: Hashable | None = None) -> FramePlan:
        """What this frame must draw (see ``game.ui.core.pacing``): everything after input or a new
        scene, unless the new scene goes on at the same table (``table_drawn``: the table the
        scene drawn last showed); after a move or such a hand-over, the scene's layout as
        drawn last (``layout_drawn``, of the scene ``id_drawn``) and as it is now; while things
        move, where they are and where they were (all of it if the scene cannot say); the frame
        after they stop, their last places; otherwise the ambient areas when due."""
        visible = self.stack.visible_scenes()
        top = self.stack.top
        alone = top is not None and visible == [top]
        # Only the top scene updates: a table frozen beneath an overlay is not moving.
        animating = top is not None and top.animating
        moving = top.animated_rects() if top is not None and animating and alone else None
        moved, self._moved = self._moved, (moving if animating else [])
        refine = rotation_budget.refined != self._refined_seen   # smooth turns made since: show them
        self._refined_seen = rotation_budget.refined
        bounds = pygame.Rect((0, 0), self.size)
        version = (id(top), top.picture_version if top is not None else 0)
        changed, self._version_drawn = version != self._version_drawn, version
        navigated, self._navigated = self._navigated, False
        new_scene = changed and version[0] != id_drawn
        # The next scene of the same table (the auction after the deal): the felt, the cards and
        # the plates stay; what the two layouts differ in is redrawn.  Any other new scene, or a
        # change of the stack that leaves the top as it was (beneath an overlay), in full.
        handed_over = new_scene and alone and table_drawn is not None and top is not None \
            and top.table_identity() == table_drawn
        if self.always_redraw or self._changed or top is None or (new_scene and not handed_over) \
                or (navigated and not handed_over):
            return FramePlan(full=True)
        refined: list[pygame.Rect] = []
        if refine:   # stand-in turns were redone smoothly in spare time: where cards are, again
            turned = top.picture_rects() if alone else None
            if turned is None:
                return FramePlan(full=True)
            refined = turned
        settling, self._settling = self._settling, False
        if changed or animating or moved != [] or settling:
            # What came, went, moved or changed its look since the last frame drawn (where it was
            # and where it is), and what moves by itself now (None also when the scene has not
            # noted a change yet).  Once more the frame after: a word may fade out as all stops.
            now = self._layout_now = top.layout_items() if alone else None
            changes = layout_changes(layout_drawn, now) if now is not None and layout_drawn is not None else None
            if changed and changes is None:
                return FramePlan(full=True)
            current = moving if animating else top.animated_rects() if alone else None
            if current is None or moved is None:
                return FramePlan(full=True)
            self._settling = bool(changes)
            return plan_animation(current + refined + (changes or []), moved, bounds)
        ambient = top.ambient_rects()
        if refined:
            return plan_animation(ambient + refined, [], bounds)
        return plan_frame(False, False, ambient, bounds, self.ambient_clock.due(self.loop.game_time))

    def draw(self, alpha: float) -> None:
        if self.navigator.settle():
            self._navigated = True
        if self.stack.empty:  # every scene closed itself: the title is always there to return to
            self.navigate(GoToTitle())
            self.navigator.settle()
            self._changed = True
        id_drawn, layout_drawn, table_drawn = self._layout_drawn
        top = self.stack.top
        new_screen = self._new_screen.holds(top, id_drawn, table_drawn)
        if self._move_hold.holds(top, self._new_screen.spare_time_seen, self._changed, new_screen) or new_screen:
            self.last_plan = NOTHING   # the last picture stays while spare time makes the new one's
            return
        self._layout_now = UNKNOWN
        plan = self.last_plan = self.plan(id_drawn, layout_drawn, table_drawn)
        self._changed = False
        top = self.stack.top
        if plan.draws:   # where this frame leaves things, for the next change to wipe them
            if top is not None and self.stack.visible_scenes() == [top]:
                now = self._layout_now if self._layout_now is not UNKNOWN else top.layout_items()
                self._layout_drawn = (id(top), now, top.table_identity())
            else:
                self._layout_drawn = (id(top), None, None)
        rotation_budget.renew()
        surface = self.display.surface
        if plan.full:
            self.stack.draw_all(surface, alpha)
            self.display.present()
        elif plan.rects:
            for rect in plan.rects:
                surface.set_clip(rect)
                self.stack.draw_all(surface, alpha)
            surface.set_clip(None)
            self.display.present(plan.rects)
        # What the window now shows whole (drawn in full or in areas, or as it was): an overlay
        # opening over it next frame reuses the picture instead of drawing the scene again.
        alone = top is not None and self.stack.visible_scenes() == [top]
        self.stack_backdrop.surface_shows = id(top) if alone else None
        self._take_pending_shot()
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()

    def end_frame(self) -> None:
        """Use the frame's spare time for pictures wanted soon, then sleep out the rest of it
        (unless vsync paces frames already: a flip that waits)."""
        self.warm_up(self.limiter.deadline - WARM_UP_MARGIN)
        if not (self.display.vsync_active and self.last_plan.full):
            self.limiter.wait()

    def warm_up(self, deadline: float) -> None:
        if self._collection_owed:   # between screens (the new one held): 7-9 ms at 4K
            self._collection_owed = False
            release_left_tables()
        collect_ahead(deadline)   # first: a collection nearly due, before pictures take the time
        top = self.stack.top
        self._new_screen.prepare(top, self._scratch)
        self._move_hold.prepare(top, self._scratch)
        if top is not None:
            top.warm_up(deadline)
        self._warm_help(deadline)
        if time.perf_counter() < deadline and self.first_frame_at is not None:
            import_ahead()

    def _release_left_tables(self) -> None:
        """A table was left: its pictures are collected in the next frame's spare time when the
        loop gives frames spare time (the new screen's first frame is held meanwhile), else now."""
        if self._new_screen.spare_time_seen:
            self._collection_owed = True
        else:
            release_left_tables()

    def _scratch(self) -> pygame.Surface:
        """A window-sized surface no one is shown: the overlay's buffer, while none is open."""
        self.stack_backdrop.forget()
        return backdrop.buffer("overlay", self.size)

    def _warm_help(self, deadline: float) -> None:
        """With time still to spare, the help's first page's cards (H opens it at any moment;
        at 4K its faces would stop that frame for 0.1-0.2 s), then the page drawn once out of
        sight, so its words, panel and buttons are kept too (8 ms more at 4K).  Again after a
        resize or a change of text size or colours."""
        key = (self.size, self.profile.settings.four_colour, theme.text_style())
        if key == self._help_warmed or time.perf_counter() >= deadline:
            return
        if not screen("help", "warm_page")(0, self.size, key[1], deadline):
            return
        top = self.stack.top
        if deadline - time.perf_counter() < HELP_DRAW_SECONDS or (top is not None and top.is_overlay):
            return   # the next frame's spare time; or an overlay's, whose picture the buffer keeps
        overlay = screen("help", "HelpOverlay")(self)
        overlay.layout(self.size)
        overlay.draw(self._scratch(), 0.0)
        self._help_warmed = key

    def table_in_play(self) -> TableContext | None:
        """The table being played, wherever it lies in the stack (beneath the help, the
        statistics, the pause menu or the settings): what a quit must save."""
        for scene in reversed(self.stack.scenes):
            ctx = getattr(scene, "ctx", None)
            if isinstance(ctx, TableContext):
                return ctx
        return None

    def request_stop(self) -> None:
        """The system asks the game to stop (a signal): quit between ticks, as a closed window does."""
        self._stop_requested = True

    def crashed(self, error: BaseException) -> str:
        """An error nobody caught: the game saved if it can be, the traceback logged, and the one
        line the player reads (on the window, and on stderr) returned."""
        saved: bool | None = None
        ctx = self.table_in_play()
        if ctx is not None and not self.options.demo and ctx.session.keeps_records and ctx.session.human_seats:
            try:
                saved = self.profile.saves and self.profile.write_autosave(self._save_data(ctx),
                                                                           ctx.mode.save_kind) is None
            except Exception:   # the state itself may be what broke: the error below says so
                log.warning("the game could not be saved after the error", exc_info=True)
                saved = False
        path = log_file()
        line = crash_line(saved, str(path) if path else None)
        log.critical("%s", line, exc_info=error)
        show_farewell(line, wait=not (self.args.fast_clock or pygame.display.get_driver() in ("dummy", "offscreen")))
        return line

    def quit(self) -> None:
        ctx = self.table_in_play()
        if ctx is not None:
            self.autosave(ctx)
        settings = self.profile.settings
        if not self.display.fullscreen:   # a size the next start accepts (the window's own limits)
            settings.window_size = list(clamp_window_size(self.display.windowed_size))
        if self.args.speed is not None and settings.animation_speed == self._speed_override:
            settings.animation_speed = self._saved_speed     # unless the player chose a speed meanwhile
        self.profile.save_settings()
        self.loop.stop()

    def run(self, max_frames: int | None = None) -> None:
        self.start()
        fake = [0.0]

        def fake_clock() -> float:
            """One capped frame of game time per call: tests and screenshots need no waiting."""
            fake[0] += self.loop.step_seconds * self.loop.max_steps_per_frame
            return fake[0]
        fast = self.args.fast_clock
        self.loop.run(self.update, self.draw, poll_events=self.handle_events,
                      end_frame=None if fast else self.end_frame,
                      clock=fake_clock if fast else time.perf_counter, max_frames=max_frames)

    def fixed_frame(self, steps: int = 2, alpha: float = 0.5) -> None:
        """One frame without a clock: input, ``steps`` fixed updates, a draw (a 60 Hz frame is
        two steps); benchmarks and tests time or inspect frames this way."""
        self.handle_events()
        for _ in range(steps):
            self.update(self.loop.step_seconds)
            self.loop.game_time += self.loop.step_seconds
        self.draw(alpha)

    def step_frames(self, count: int, clock: Any) -> None:
        """Run ``count`` whole frames on ``clock`` (tests and tools drive the app this way)."""
        for _ in range(count):
            self.loop.run(self.update, self.draw, poll_events=self.handle_events, clock=clock,
                          max_frames=self.loop.frames + 1)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        app = App(args)
    except resources.DataError:
        raise   # a broken install: game.cli says so in one line
    except Exception as error:   # before the first frame: nothing to save, the traceback logged
        path = log_file()
        log.critical("%s", crash_line(None, str(path) if path else None), exc_info=error)
        pygame.quit()
        return 1
    try:
        with stop_signals(app.request_stop):
            app.run()
    except Exception as error:   # logged with its traceback, the game saved, one line shown
        app.crashed(error)
        return 1
    finally:
        pygame.quit()
    return 0


__all__ = ["App", "main", "parse_args"]
