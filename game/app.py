"""The pygame-ce app: window, fixed-timestep loop, scene stack, input, sound, saves.

``python main.py`` opens straight into a quick game (or resumes the one in progress).
The loop follows "Fix Your Timestep!": fixed updates with an accumulator and a cap,
drawing once per frame with the leftover fraction; scene changes are applied between ticks.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
import warnings
from pathlib import Path
from typing import Optional

warnings.filterwarnings("ignore", message=".*no fast renderer available.*")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.engine import PRESET_NAMES, PRESET_TABLES, RulesError, preset  # noqa: E402
from game.ui import settings_store as store  # noqa: E402
from game.ui.analysis import Analyst  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.display import Display  # noqa: E402
from game.ui.intents import InputTranslator, IntentKind  # noqa: E402
from game.ui.loop import FixedStepLoop  # noqa: E402
from game.ui.scene import Scene, SceneStack  # noqa: E402
from game.ui.session import GameSession, SeatConfig, quick_seats  # noqa: E402
from game.ui.sound import SoundBoard  # noqa: E402
from game.ui.table_view import TableView  # noqa: E402

ASSETS = Path(__file__).resolve().parent.parent / "assets"
SCREENSHOT_DELAY = 0.6  # seconds of game time after a scene appears


def parse_args(argv: Optional[list[str]] = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python main.py", description="Auction Forty-Fives")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", default=None, help="start full screen")
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    parser.add_argument("--size", default=None, help="window size, e.g. 1920x1080")
    parser.add_argument("--rules", default=None, choices=PRESET_NAMES, help="rules preset")
    parser.add_argument("--players", type=int, default=None, help="table size")
    parser.add_argument("--seed", type=int, default=None, help="seed: the same seed deals the same game")
    parser.add_argument("--demo", action="store_true", help="computer players in every seat")
    parser.add_argument("--practice", action="store_true", help="start a practice game (hints, undo)")
    parser.add_argument("--title", action="store_true", help="start at the title screen")
    parser.add_argument("--seconds", type=float, default=None, help="quit after N seconds of game time")
    parser.add_argument("--screenshot", default=None, metavar="DIR",
                        help="save a PNG each time a new scene appears")
    parser.add_argument("--profile-dir", default=None, metavar="DIR", help="where settings and saves live")
    parser.add_argument("--speed", type=float, default=None, help="animation speed (0.5 to 3; tests go faster)")
    parser.add_argument("--autoplay", type=float, default=None, metavar="SECONDS",
                        help="your seat plays itself (the hint's choice) after SECONDS: for screenshots")
    parser.add_argument("--fast-clock", action="store_true",
                        help="advance game time by whole frames without waiting (tests, screenshots)")
    args = parser.parse_args(argv)
    if args.size:
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
            args.size = (w, h)
        except ValueError:
            parser.error(f"--size must look like 1920x1080, not {args.size!r}")
    return args


class SilentSound:
    """Sound stand-in for the attract table behind the menu."""

    available = False

    def play(self, name: str) -> None:
        return None


class App:
    """Owns the window, the loop and the services scenes use."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.profile = store.profile_dir(args.profile_dir)
        self.messages: list[str] = []
        self.settings, msg = store.load_settings(self.profile / store.SETTINGS_FILE)
        if msg:
            self.messages.append(msg)
        self.stats, msg = store.load_stats(self.profile / store.STATS_FILE)
        if msg:
            self.messages.append(msg)
        if args.speed is not None:
            self.settings.animation_speed = max(0.25, min(10.0, args.speed))
        self.demo = bool(args.demo)
        fullscreen = self.settings.fullscreen if args.fullscreen is None and not args.windowed else bool(args.fullscreen)
        size = args.size or tuple(self.settings.window_size)
        pygame.init()
        theme.reset_caches()
        self.stack = SceneStack(on_scene_shown=self._scene_shown)
        self.display = Display(window_size=size, fullscreen=fullscreen, on_resize=self._on_resize,
                               exact_size=args.size is not None)
        self.surface = self.display.open()
        self.size = self.display.size
        theme.set_scale(min(self.size[0] / 1920, self.size[1] / 1080))
        theme.set_four_colour(self.settings.four_colour)
        self.sound = SoundBoard(ASSETS, self.settings.volume, self.settings.muted)
        self.input = InputTranslator(self.display.window_to_logical)
        self.input.start_devices()
        self.stack.resize(self.size)
        self.loop = FixedStepLoop()
        # Computer players and the practice analyst think on threads.  Python hands the
        # lock between threads every 5 ms by default, and a frame waits that long each time
        # it gives the lock up (a flip, a blit); 1 ms keeps frames smooth while they think
        # (``python benchmarks/frame_time.py --busy-thread`` measures it).
        sys.setswitchinterval(0.001)
        self.analyst = Analyst()   # practice hints and reviews by the expert, off the frame loop
        self.shots = 0
        self.pending_shot: Optional[tuple[Scene, float]] = None
        self.first_frame_at: Optional[float] = None

    # ------------------------------------------------------------------ services

    @property
    def pointer_active(self) -> bool:
        return self.input.pointer_active

    def _on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        theme.set_scale(min(size[0] / 1920, size[1] / 1080))
        self.stack.resize(size)
        if not self.display.fullscreen:
            self.settings.window_size = [int(size[0]), int(size[1])]

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
        self.save_screenshot(f"{self.shots:03d}-{scene.name}")

    def save_screenshot(self, name: str) -> Path:
        """Save what is on screen as ``<--screenshot DIR>/<name>.png``."""
        folder = Path(self.args.screenshot or ".")
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{name}.png"
        pygame.image.save(self.display.surface, str(path))
        return path

    def save_settings(self) -> None:
        try:
            store.save_settings(self.profile / store.SETTINGS_FILE, self.settings)
        except OSError as exc:
            self.messages.append(f"Could not save settings to {self.profile}: {exc.strerror}")

    # ------------------------------------------------------------------ games

    def rules_from_settings(self):
        name = self.args.rules or self.settings.rules_preset
        players = self.args.players or self.settings.players
        if players not in PRESET_TABLES.get(name, ()):
            players = PRESET_TABLES[name][0] if name != "forty-five" else 4
        try:
            return preset(name, players, **self.settings.switches)
        except RulesError as exc:
            self.messages.append(f"House rules ignored: {exc}")
            return preset(name, players)

    def make_session(self, demo: bool = False, rules=None, seats: Optional[list[SeatConfig]] = None,
                     seed: Optional[int] = None) -> GameSession:
        rules = rules or self.rules_from_settings()
        seed = seed if seed is not None else (self.args.seed if self.args.seed is not None else random.randrange(1 << 30))
        names = list(self.settings.player_names)
        seats = seats or quick_seats(rules.players, human=not demo, level=self.settings.ai_level, names=names)
        return GameSession(rules, seed, seats)

    def start_table(self, session: GameSession, practice: bool = False, level_index: Optional[int] = None) -> None:
        from game.ui.scenes import scene_for
        from game.ui.scenes.table_scene import TableContext
        view = TableView(session.rules.players, session.viewer, self.size, self.settings.four_colour,
                         self.settings.large_cards)
        view.speed = self.settings.animation_speed
        self.analyst.cancel_all()   # analysis of the last table is of no use now
        ctx = TableContext(session, view, practice=practice, level_index=level_index)
        ctx.scored_hands = len(session.state.records)
        for message in self.messages:
            ctx.toast(message, 5.0)
        self.messages.clear()
        view.sync(session.state, animate=False)
        self.stack.clear_to(scene_for(self, ctx)(self, ctx))

    def quick_game(self) -> None:
        self.start_table(self.make_session())

    def practice_game(self) -> None:
        self.start_table(self.make_session(), practice=True)

    def new_game_like(self, ctx) -> None:
        """A fresh game with the same table (rules, seats) as ``ctx``'s."""
        old = ctx.session
        seed = random.randrange(1 << 30)
        self.start_table(GameSession(old.rules, seed, old.seats), practice=ctx.practice, level_index=ctx.level_index)
        self.stack.apply_requests()
        new_ctx = getattr(self.stack.top, "ctx", None)
        if new_ctx is not None:
            new_ctx.on_game_over = ctx.on_game_over  # a ladder table keeps checking its goal

    def go_to_title(self) -> None:
        from game.ui.scenes.title import TitleScene
        self.stack.clear_to(TitleScene(self))

    def open_pause(self, ctx) -> None:
        from game.ui.scenes.overlays import PauseOverlay
        self.stack.push(PauseOverlay(self, ctx))

    def open_help(self) -> None:
        from game.ui.scenes.overlays import HelpOverlay
        self.stack.push(HelpOverlay(self))

    # ------------------------------------------------------------------ saves and stats

    def autosave(self, ctx) -> None:
        if self.demo or not ctx.session.human_seats:
            return
        path = self.profile / store.AUTOSAVE_FILE
        try:
            if ctx.session.is_over:
                path.unlink(missing_ok=True)
            else:
                data = ctx.session.to_save()
                data["practice"] = ctx.practice
                table_id = getattr(ctx.on_game_over, "table_id", None)
                if table_id is not None:
                    data["ladder_table"] = table_id   # a resumed ladder game still checks its goal
                store.save_json_atomic(path, data)
        except OSError as exc:
            ctx.toast(f"Could not save the game to {path}: {exc.strerror}", 4.0, urgent=True)

    def resume_autosave(self) -> bool:
        """Sit back down at the saved game as it was: practice or not, a ladder table's goal."""
        loaded = self.load_autosave()
        if loaded is None:
            return False
        session, saved = loaded
        table_id = saved.get("ladder_table")
        from game.ui.scenes.ladder import resume_ladder_table
        if not (isinstance(table_id, str) and resume_ladder_table(self, session, table_id)):
            self.start_table(session, practice=saved.get("practice") is True)
            self.stack.pending[-1].scene.ctx.toast("Welcome back: your game is just as you left it.", 3.5)
        return True

    def load_autosave(self) -> Optional[tuple[GameSession, dict]]:
        """The saved game and the save's own data; None (with a message, the damaged file
        kept aside) when there is none or it cannot be read."""
        path = self.profile / store.AUTOSAVE_FILE
        if not path.exists():
            return None
        data = store.load_json(path, None)
        if not isinstance(data, dict):
            store.preserve_corrupt(path)
            self.messages.append(f"The saved game in {path} could not be read; it was kept as "
                                 f"{path.name}.corrupt and a new game started.")
            return None
        try:
            return GameSession.from_save(data), data
        except ValueError as exc:
            store.preserve_corrupt(path)
            self.messages.append(f"The saved game in {path} is damaged ({exc}); it was kept as "
                                 f"{path.name}.corrupt and a new game started.")
            return None

    def record_hand(self, ctx, record: dict) -> None:
        """Statistics for the person's side, once per hand (never in demo games)."""
        session = ctx.session
        if self.demo or not session.human_seats or record.get("_counted"):
            return
        record["_counted"] = True
        rules = session.rules
        mine = rules.side_of(session.viewer)
        self.stats.hands_played += 1
        if record.get("bidder") is not None and rules.side_of(record["bidder"]) == mine:
            if record.get("made"):
                self.stats.bids_made += 1
            elif record.get("made") is False:
                self.stats.bids_set += 1
        if session.is_over and not ctx.game_recorded:
            ctx.game_recorded = True
            self.stats.games += 1
            if session.state.winner_side == mine:
                self.stats.wins += 1
            self.on_game_finished(ctx)
        try:
            store.save_stats(self.profile / store.STATS_FILE, self.stats)
        except OSError:
            pass
        self.autosave(ctx)

    def on_game_finished(self, ctx) -> None:
        """A finished game may meet a ladder table's goal: the table's context decides."""
        if ctx.on_game_over is not None:
            ctx.on_game_over(ctx)

    def title_extra_items(self):
        """The title menu's practice entries (ladder, drills, trainer)."""
        from game.ui.practice import title_items
        return title_items(self)

    def title_action(self, value) -> None:
        from game.ui.practice import title_action
        title_action(self, value)

    # ------------------------------------------------------------------ running

    def start(self) -> None:
        # Import what the table needs now, not halfway through a trick (a visible hitch).
        import game.ai  # noqa: F401
        import game.levels.trainer  # noqa: F401  pyflakes: imported for its side effect
        args = self.args
        if args.title:
            self.go_to_title()
        elif self.demo:
            self.start_table(self.make_session(demo=True))
        elif args.practice:
            self.practice_game()
        else:
            fresh = bool(args.rules or args.seed is not None or args.players)
            if fresh or not self.resume_autosave():
                self.quick_game()
        self.stack.apply_requests()

    def handle_events(self) -> None:
        for event in pygame.event.get():
            if self.display.handle_event(event):
                continue
            for intent in self.input.translate(event):
                self.dispatch(intent)

    def dispatch(self, intent) -> None:
        if intent.kind is IntentKind.QUIT:
            self.quit()
        elif intent.kind is IntentKind.TOGGLE_FULLSCREEN:
            self.display.toggle_fullscreen()
            self.settings.fullscreen = self.display.fullscreen
        else:
            self.stack.handle(intent)

    def update(self, dt: float) -> None:
        for intent in self.input.update(dt):
            self.stack.handle(intent)
        self.stack.update(dt)
        if self.args.seconds is not None and self.loop.game_time >= self.args.seconds:
            self.quit()

    def draw(self, alpha: float) -> None:
        self.stack.apply_requests()
        if self.stack.empty:  # every scene closed itself: the title is always there to return to
            self.go_to_title()
            self.stack.apply_requests()
        surface = self.display.surface
        if surface.get_size() != self.size:
            self._on_resize(surface.get_size())
        self.stack.draw_all(surface, alpha)
        self._take_pending_shot()
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()

    def quit(self) -> None:
        top = self.stack.top
        ctx = getattr(top, "ctx", None)
        if ctx is not None and not self.demo:
            self.autosave(ctx)
        self.save_settings()
        self.loop.stop()

    def run(self, max_frames: Optional[int] = None) -> None:
        self.start()
        fake = [0.0]

        def fake_clock() -> float:
            """One capped frame of game time per call: tests and screenshots need no waiting."""
            fake[0] += self.loop.step_seconds * self.loop.max_steps_per_frame
            return fake[0]
        clock = fake_clock if self.args.fast_clock else time.perf_counter
        self.loop.run(self.update, self.draw, poll_events=self.handle_events, end_frame=self.display.flip,
                      clock=clock, max_frames=max_frames)


def main(argv: Optional[list[str]] = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    app = App(args)
    try:
        app.run()
    finally:
        pygame.quit()
    return 0


__all__ = ["App", "main", "parse_args", "SilentSound"]
