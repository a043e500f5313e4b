"""The pygame-ce app: the window, the fixed-timestep loop and the scene stack, and the host of the scenes.

``python main.py`` opens straight into a quick game (or resumes the one in progress).  The loop
follows "Fix Your Timestep!": fixed updates with an accumulator and a cap, drawing once per
frame with the leftover fraction.  Scenes talk to the app only through the narrow ``Host``
protocol (``game.ui.scenes.host``).  Each other job has a module of its own: what a frame
draws (``game.ui.scenes.frames``), its spare time (``game.ui.spare_time``), the statistics and
saves a table keeps (``game.ui.table.records``), screenshots (``game.ui.scenes.screenshots``),
which scene follows which (``game.ui.navigator``), the options (``game.cli``, ``game.startup``).
"""

from __future__ import annotations

import logging
import os
import sys
import time
import warnings
from collections.abc import Callable

warnings.filterwarnings("ignore", message=".*no fast renderer available.*")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# SDL's "accelerated" window surface re-uploads the whole window on every present, even for a small
# area (X11: 32 ms a frame at 4K); the native X11/Windows surface presents just the areas asked for.
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")

import pygame

from game.engine import HandRecord
from game.profile.catalogue import LevelCatalogue
from game.profile.profile import open_profile
from game.profile.settings_check import clamp_window_size
from game.sim.background import Background
from game.startup import StartConfig
from game.ui.art.card_art import SMOOTH_ROTATION_PIXELS_PER_FRAME, rotation_budget
from game.ui.core import allocator, caches
from game.ui.core.intents import InputTranslator, Intent, IntentKind
from game.ui.core.loop import FixedStepLoop
from game.ui.core.pacing import FrameLimiter
from game.ui.core.persons import PadRoster
from game.ui.kit import backdrop, theme
from game.ui.kit.shutdown import farewell, play
from game.ui.kit.sound import SoundBoard
from game.ui.navigator import Navigator, first_screen
from game.ui.scenes.frames import draw_out_of_sight
from game.ui.scenes.host import GoToTitle, LaunchOptions, NavRequest, OpenHelp
from game.ui.scenes.scene import SceneStack
from game.ui.scenes.screenshots import Screenshots
from game.ui.scenes.window import Window
from game.ui.spare_time import SpareTime
from game.ui.table.analysis import Analyst
from game.ui.table.records import TableRecords, table_in_play
from game.ui.table.skill_keeper import SkillKeeper
from game.ui.table.table_context import TableContext

log = logging.getLogger(__name__)

WARM_UP_MARGIN = 0.002  # leave this much of a frame's spare time unused (the sleep is not exact)


class App:
    """Owns the window, the loop and the scene stack; the services scenes use (``Host``)."""

    def __init__(self, config: StartConfig) -> None:
        self.config = config   # frozen: what the player asked for (game.cli parsed it)
        self.quit_at = config.seconds   # game time to stop at; tools may move it
        self.profile = open_profile(config.profile_dir)   # the log set up, the installation checked
        self.profile.speed_for_this_run(config.speed)
        settings = self.profile.settings
        self.options = LaunchOptions(demo=config.demo, seed=config.seed, autoplay=config.autoplay)
        self.records = TableRecords(self.profile, config.demo)
        fullscreen = settings.fullscreen if config.fullscreen is None and not config.windowed \
            else bool(config.fullscreen)
        allocator.keep_freed_pictures()   # before the first pictures are made
        pygame.init()
        caches.reset_all()
        beneath = backdrop.OverlayBackdrop()
        self.stack = SceneStack(on_scene_shown=lambda scene: self.screenshots.scene_shown(scene), backdrop=beneath)
        self.window = Window(self.stack, beneath, config.size or clamp_window_size(settings.window_size), fullscreen,
                             config.size is not None, lambda: self.profile.settings.text_size)
        self.display, self.frames = self.window.display, self.window.frames
        theme.set_four_colour(settings.four_colour)
        rotation_budget.limit(SMOOTH_ROTATION_PIXELS_PER_FRAME)
        self.sound = SoundBoard(None, settings.volume, settings.muted)   # the shipped sounds (game.resources)
        self.input = InputTranslator(self.display.window_to_logical)
        self.input.start_devices()
        self.loop = FixedStepLoop()
        self.limiter = FrameLimiter()
        self.screenshots = Screenshots(config.screenshot, self.stack, self.display, lambda: self.loop.game_time)
        # Computer players and the analyst think on threads: Python hands the lock over every 5 ms
        # by default, a wait at each flip; 1 ms keeps frames smooth (frame_time.py --busy-thread).
        sys.setswitchinterval(0.001)
        self.analyst: Analyst | None = Analyst()
        self.background: Background | None = Background()   # its worker process starts on first use
        self.skill = SkillKeeper(self.profile, self.background, config.demo)
        self.levels = LevelCatalogue()
        self.first_frame_at: float | None = None
        self.spare_time = SpareTime(self, self.stack, self.frames, lambda: self.first_frame_at is not None)
        self.navigator = Navigator(self, self.stack, self.options, config.rules, config.players, on_quit=self.quit,
                                   on_relayout=self.window.relayout, on_left_table=self.spare_time.table_left)
        self._stop_requested = False   # a signal asked the game to stop

    # ------------------------------------------------------------------ the host

    @property
    def size(self) -> tuple[int, int]:
        return self.window.size

    @property
    def pointer_active(self) -> bool:
        return self.input.pointer_active

    @property
    def roster(self) -> PadRoster:
        return self.input.roster

    @property
    def fullscreen(self) -> bool:
        return self.display.fullscreen

    def toggle_fullscreen(self) -> None:
        self.profile.settings.fullscreen = self.window.toggle_fullscreen()

    def navigate(self, request: NavRequest) -> None:
        self.navigator.request(request)

    def record_hand(self, ctx: TableContext, record: HandRecord) -> None:
        self.records.record_hand(ctx, record)
        self.skill.hand_scored(ctx, record)

    def autosave(self, ctx: TableContext) -> None:
        self.records.autosave(ctx)

    # ------------------------------------------------------------------ running

    def start(self) -> None:
        # Import what the table needs now, not halfway through a trick (a visible hitch).
        import game.ai  # noqa: F401
        import game.levels.trainer  # noqa: F401  pyflakes: imported for its side effect
        config = self.config
        self.navigate(first_screen(config.title, config.demo, config.practice,
                                   asked_for_a_game=bool(config.rules or config.seed is not None or config.players)))
        self.navigator.settle()
        # The first picture's parts made now, not in its first frame (portraits, card backs and
        # the still layer take 20-30 ms at 4K), as a loading screen's work is done before the loop.
        if not self.stack.empty:
            draw_out_of_sight(self.size, lambda surface: self.stack.draw_all(surface, 0.0))

    def handle_events(self) -> None:
        if self._stop_requested:
            self._stop_requested = False
            self.quit()
        for event in pygame.event.get():
            if self.display.handle_event(event):
                self.frames.lost()
                continue
            for intent in self.input.translate(event):
                self.dispatch(intent)

    def dispatch(self, intent: Intent) -> None:
        self.frames.input_came = True   # any input may change what is shown (hover, focus): look now
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
        self.skill.update()
        if self.navigator.settle():
            self.frames.navigated = True
        if self.quit_at is not None and self.loop.game_time >= self.quit_at:
            self.quit()

    def draw(self, alpha: float) -> None:
        if self.navigator.settle():
            self.frames.navigated = True
        if self.stack.empty:  # every scene closed itself: the title is always there to return to
            self.navigate(GoToTitle())
            self.navigator.settle()
            self.frames.navigated = True
        self.frames.draw(alpha, self.loop.game_time)
        self.screenshots.take_pending()
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()

    def end_frame(self) -> None:
        """Use the frame's spare time for pictures wanted soon, then sleep out the rest of it
        (unless vsync paces frames already: a flip that waits)."""
        self.warm_up(self.limiter.deadline - WARM_UP_MARGIN)
        if not (self.display.vsync_active and self.frames.last_plan.full):
            self.limiter.wait()

    def warm_up(self, deadline: float) -> None:
        self.spare_time.use(deadline)

    def table_in_play(self) -> TableContext | None:
        return table_in_play(self.stack.scenes)

    def request_stop(self) -> None:
        """The system asks the game to stop (a signal): quit between ticks, as a closed window does."""
        self._stop_requested = True

    def crashed(self, error: BaseException) -> str:
        """An error nobody caught: the game saved if it can be, the traceback logged, and the one
        line the player reads (on the window, and on stderr) returned."""
        return farewell(error, self.records.save_after_error(self.table_in_play()), wait=not self.config.fast_clock)

    def quit(self) -> None:
        ctx = self.table_in_play()
        if ctx is not None:
            self.autosave(ctx)
        settings = self.profile.settings
        if not self.display.fullscreen:   # a size the next start accepts (the window's own limits)
            settings.window_size = list(clamp_window_size(self.display.windowed_size))
        self.profile.keep_own_speed()   # --speed was for this run only
        self.profile.save_settings()
        self.skill.close()
        self.loop.stop()

    def run(self, max_frames: int | None = None) -> None:
        self.start()
        fast = self.config.fast_clock
        self.loop.run(self.update, self.draw, poll_events=self.handle_events,
                      end_frame=None if fast else self.end_frame,
                      clock=self.loop.fake_clock() if fast else time.perf_counter, max_frames=max_frames)

    def fixed_frame(self, steps: int = 2, alpha: float = 0.5) -> None:
        """One frame without a clock (``FixedStepLoop.fixed_frame``): tests and benchmarks."""
        self.loop.fixed_frame(self.update, self.draw, self.handle_events, steps, alpha)

    def step_frames(self, count: int, clock: Callable[[], float]) -> None:
        """Run ``count`` whole frames on ``clock`` (tests and tools drive the app this way)."""
        for _ in range(count):
            self.loop.run(self.update, self.draw, poll_events=self.handle_events, clock=clock,
                          max_frames=self.loop.frames + 1)


def main(config: StartConfig) -> int:
    """Play the game ``game.cli`` parsed the options of; the exit status."""
    return play(lambda: App(config))


__all__ = ["App", "main"]
