"""Navigation: the one place that knows which scene answers which request.

Scenes ask for a change of screen with a request value (``game.ui.scenes.host``); the navigator
queues it and, between ticks, turns it into scene-stack changes.  Starting a table (quick,
practice, demo, continued, ladder, drill) is done here too, so every table is set up alike.

May import: ``game.ui.scenes``, ``game.ui.table``, ``game.ui.art``, ``game.ui.kit``,
``game.ui.core``, ``game.engine``, ``game.ai``, ``game.levels``, ``game.sim``, ``game.profile``,
``game.resources`` and ``game.logs``; never the app, which drives it.
"""

from __future__ import annotations

import gc
import logging
import sys
from collections.abc import Callable
from importlib import import_module
from typing import Any, get_args

from game.ui.scenes.deal import DealScene
from game.ui.scenes.host import (
    AskFirst,
    BackToTitle,
    Close,
    ContinueGame,
    EndLesson,
    GoToTitle,
    Host,
    LaunchOptions,
    NavRequest,
    NewGameLike,
    OpenDaily,
    OpenDailyResult,
    OpenDrills,
    OpenHelp,
    OpenLadder,
    OpenLessons,
    OpenPause,
    OpenSettings,
    OpenStats,
    OpenTrainer,
    Quit,
    RelayOut,
    ReplayDeal,
    ReviewMoment,
    ShowMessage,
    ShowOverlay,
    ShowTable,
    SitDown,
    StartDaily,
    StartDrill,
    StartGame,
    StartLadderTable,
    StartLesson,
)
from game.ui.scenes.overlays import ChoiceOverlay, MessageOverlay, PauseOverlay
from game.ui.scenes.scene import Scene, SceneStack
from game.ui.scenes.statistics import StatsOverlay
from game.ui.scenes.table_scenes import scene_for_request, scene_for_table
from game.ui.scenes.title import TitleScene
from game.ui.table.daily_run import DailyRun
from game.ui.table.daily_tables import begin_daily, daily_hand_over, daily_mode, greeting, hand_done, review_table
from game.ui.table.records import saved_game_words
from game.ui.table.session import GameSession
from game.ui.table.table_context import TableContext, TableMode
from game.ui.table.tables import new_seed, new_session, open_table, rules_from_settings

log = logging.getLogger(__name__)


# Screens imported ahead, one per frame's spare time once a game runs: the first opening of
# the settings otherwise spent 3-10 ms of its frame importing (more where no .pyc is kept).
SCREENS_AHEAD = ("settings", "ladder", "drills", "trainer")


def import_ahead() -> bool:
    """Import the next screen of ``SCREENS_AHEAD`` not yet imported; whether one was."""
    for module in SCREENS_AHEAD:
        name = f"game.ui.scenes.{module}"
        if name not in sys.modules:
            import_module(name)
            return True
    return False


REQUEST_TYPES = get_args(NavRequest)   # the request classes, for the check in ``request``
MAX_SETTLE_ROUNDS = 50   # requests made while applying requests: a guard against a loop
WELCOME_BACK = "Welcome back: your game is just as you left it."


# Requests after which the table that was on screen is gone (its pictures with it).
LEAVES_THE_TABLE = (GoToTitle, BackToTitle, StartGame, ContinueGame, SitDown, NewGameLike, ReplayDeal,
                    StartLadderTable, StartDrill, StartLesson, StartDaily, OpenDailyResult,
                    ReviewMoment)


def release_left_tables() -> None:
    """A table left behind holds its card pictures and full-screen layers in reference cycles
    (scenes, view, context) that Python's collector may not visit for many minutes of play: an
    hour of games grew by a gigabyte at 4K that way.  Collecting now, between screens, costs a
    few milliseconds (``benchmarks/memory.py``)."""
    gc.collect()


class Navigator:
    """Turns navigation requests into scene-stack changes, between ticks."""

    def __init__(self, host: Host, stack: SceneStack, options: LaunchOptions,
                 rules_name: str | None = None, players: int | None = None,
                 on_quit: Callable[[], None] | None = None,
                 on_relayout: Callable[[], None] | None = None,
                 on_left_table: Callable[[], None] = release_left_tables) -> None:
        self.host = host
        self.stack = stack
        self.options = options
        self.rules_name = rules_name     # the command line's rules and table size, if any
        self.players = players
        self.on_quit = on_quit
        self.on_relayout = on_relayout
        self.on_left_table = on_left_table   # the app may collect in the next spare time instead
        self._queue: list[NavRequest] = []

    # ------------------------------------------------------------------ the queue

    def request(self, request: NavRequest) -> None:
        """Queue a request; it is carried out by ``settle`` between ticks."""
        if not isinstance(request, REQUEST_TYPES):
            raise TypeError(f"not a navigation request: {request!r}")
        self._queue.append(request)

    @property
    def pending(self) -> tuple[NavRequest, ...]:
        return tuple(self._queue)

    def settle(self) -> bool:
        """Carry out queued requests and the stack changes they make, until nothing is left
        (a scene entering may ask for more, e.g. a message); True if anything changed."""
        changed = False
        left_a_table = False
        for _ in range(MAX_SETTLE_ROUNDS):
            if not self._queue and not self.stack.pending:
                if left_a_table:
                    self.on_left_table()
                return changed
            batch, self._queue = self._queue, []
            for request in batch:
                # (the first screen of a run leaves nothing behind: no collection then)
                leaving = isinstance(request, LEAVES_THE_TABLE) and bool(self.stack.scenes)
                if leaving:
                    self._keep_the_table()
                left_a_table = left_a_table or leaving
                self._carry_out(request)
            changed = self.stack.apply_requests() or changed
        log.error("navigation did not settle after %d rounds; %d requests dropped",
                  MAX_SETTLE_ROUNDS, len(self._queue))
        self._queue.clear()
        return changed

    def _carry_out(self, request: NavRequest) -> None:
        """One request, by its type (each case typed: ``match`` narrows ``request``)."""
        match request:
            case GoToTitle():
                self._go_to_title(request)
            case BackToTitle():
                self._back_to_title(request)
            case StartGame():
                self._start_game(request)
            case ContinueGame():
                self._continue_game(request)
            case SitDown():
                self.start_table(request.session, request.mode, request.greeting)
            case NewGameLike():
                self._new_game_like(request)
            case ShowTable():
                daily = request.ctx.mode.daily
                if daily is not None and daily_hand_over(request.ctx, request.stage):   # each hand dealt anew
                    hand_done(daily, request.ctx.session.snapshot.records[0], self.host.profile)
                    self._sit_at_daily(daily)
                else:
                    self.stack.replace(scene_for_request(self.host, request))   # the stage it carries
            case ReplayDeal():
                self._replay_deal(request)
            case OpenPause():
                self.stack.push(PauseOverlay(self.host, request.ctx))
            case OpenSettings():
                from game.ui.scenes.settings import SettingsOverlay  # the menus: imported on first use
                self.stack.push(SettingsOverlay(self.host, request.ctx))
            case OpenHelp():
                from game.ui.scenes.help import HelpOverlay
                self.stack.push(HelpOverlay(self.host, request.page))
            case OpenStats():
                self.stack.push(StatsOverlay(self.host))
            case OpenLadder():
                from game.ui.scenes.ladder import LadderScene
                self._open_menu(LadderScene(self.host, request.selected))
            case OpenDrills():
                from game.ui.scenes.drills import DrillsScene
                self._open_menu(DrillsScene(self.host, request.selected))
            case OpenTrainer():
                from game.ui.scenes.trainer import TrainerScene
                self._open_menu(TrainerScene(self.host))
            case StartLadderTable():
                self._start_ladder_table(request)
            case StartDrill():
                self._start_drill(request)
            case OpenLessons():
                from game.ui.scenes.lessons import LessonsScene
                self._open_menu(LessonsScene(self.host, request.selected))
            case StartLesson():
                self._start_lesson(request)
            case EndLesson():
                self._end_lesson(request)
            case OpenDaily():
                from game.ui.scenes.daily import DailyScene
                self._open_menu(DailyScene(self.host))
            case StartDaily():
                self._start_daily(request)
            case OpenDailyResult():
                from game.ui.scenes.daily_result import DailyResultScene
                self.stack.clear_to(DailyResultScene(self.host, request.run))
            case ReviewMoment():
                session, mode, words = review_table(request.run, request.hand, request.turn)
                self.start_table(session, mode, words)
            case ShowMessage():
                self.stack.push(MessageOverlay(self.host, request.title, request.text))
            case AskFirst():
                self.stack.push(ChoiceOverlay(self.host, request.title, request.text, request.choices))
            case ShowOverlay():
                self.stack.push(request.scene)
            case Close():
                self.stack.pop()
            case RelayOut():
                if self.on_relayout is not None:
                    self.on_relayout()
            case Quit():
                if self.on_quit is not None:
                    self.on_quit()

    def _keep_the_table(self) -> None:
        """A table about to be left is saved as it stands, whatever leads away from it."""
        for scene in reversed(self.stack.scenes):
            ctx = getattr(scene, "ctx", None)
            if isinstance(ctx, TableContext):
                self.host.autosave(ctx)
                return

    # ------------------------------------------------------------------ screens

    def _go_to_title(self, _request: Any = None) -> None:
        self.stack.clear_to(TitleScene(self.host))

    def _back_to_title(self, _request: BackToTitle) -> None:
        scenes = self.stack.scenes
        if len(scenes) > 1 and isinstance(scenes[-2], TitleScene):
            self.stack.pop()
        else:
            self._go_to_title()

    def _open_menu(self, scene: Scene) -> None:
        """A practice screen: over the title (Back returns to it), else in place of everything."""
        if isinstance(self.stack.top, TitleScene):
            self.stack.push(scene)
        else:
            self.stack.clear_to(scene)

    # ------------------------------------------------------------------ tables

    def start_table(self, session: GameSession, mode: TableMode | None = None, greeting: str = "") -> TableContext:
        """Sit down at a table: the view laid out, messages shown, the scene for its stage."""
        analyst = self.host.analyst
        if analyst is not None:
            analyst.cancel_all()   # analysis of the last table is of no use now
        ctx = open_table(session, self.host.size, self.host.profile.settings, mode)
        for message in self.host.profile.take_messages():   # each in full, before the greeting
            ctx.toast(message, 8.0, urgent=True)
        if greeting:
            ctx.toast(greeting, 6.0)
        scene = scene_for_table(self.host, ctx)
        if scene is None:
            log.error("no scene for a table in phase %s", session.snapshot.phase)
            self._go_to_title()
        else:
            self.stack.clear_to(scene)
        return ctx

    def _start_game(self, request: StartGame) -> None:
        """A new game, but never one that throws away a game in progress unasked: a practice
        game in progress is sat back down at, a quick one is asked about first."""
        profile = self.host.profile
        if (not request.fresh and request.kind == "practice" and profile.has_autosave("practice")
                and self.resume_autosave("practice")):
            return
        if not request.fresh and request.kind == "quick" and profile.has_autosave("quick"):
            saved = saved_game_words(profile.read_autosave("quick"))
            self.stack.push(ChoiceOverlay(
                self.host, "A game in progress",
                f"Your {saved} in progress is saved. Start a new one, and that game ends?",
                (("Continue that game", ContinueGame("quick")),
                 ("Start a new game", StartGame("quick", request.greeting, fresh=True)))))
            return
        settings = profile.settings
        rules, message = rules_from_settings(settings, self.rules_name, self.players)
        session = new_session(settings, rules, new_seed(self.options.seed), demo=request.kind == "demo")
        ctx = self.start_table(session, TableMode(practice=request.kind == "practice"), request.greeting)
        if message:
            ctx.toast(message, 5.0)

    def _continue_game(self, request: ContinueGame) -> None:
        """The game left last time (of the kind asked for); else a quick game, offered first to
        a newcomer as lessons."""
        if self.resume_autosave(request.kind):
            return
        profile = self.host.profile
        newcomer = profile.first_run and profile.is_new
        self._start_game(StartGame("quick", fresh=True))
        if newcomer and self.host.levels.lessons():
            from game.ui.scenes.lessons import WelcomeOverlay  # imported on first use
            self.stack.push(WelcomeOverlay(self.host))

    def resume_autosave(self, kind: str | None = None) -> bool:
        """Sit back down at the saved game of ``kind`` (the one saved last, if None) as it was:
        practice or not, a ladder table's goal."""
        profile = self.host.profile
        kind = kind or profile.latest_autosave()
        if kind is None:
            return False
        data = profile.read_autosave(kind)
        if data is None:
            return False
        try:
            session = GameSession.from_save(data)
        except ValueError as exc:
            log.warning("the autosave does not load: %s", exc)
            profile.discard_autosave(str(exc), kind)
            return False
        table_id = data.get("ladder_table")
        index = self.host.levels.ladder_index(table_id) if isinstance(table_id, str) else None
        if index is not None:
            tables = self.host.levels.ladder()
            from game.ui.scenes.ladder import ladder_mode
            self.start_table(session, ladder_mode(self.host, tables, index),
                             f"Welcome back to {tables[index].name}. Goal: {tables[index].goal_text}")
        else:
            self.start_table(session, TableMode(practice=data.get("practice") is True), WELCOME_BACK)
        return True

    def _new_game_like(self, request: NewGameLike) -> None:
        old = request.ctx
        session = GameSession(old.session.rules, new_seed(), old.session.seats)
        self.start_table(session, old.mode)

    def _replay_deal(self, request: ReplayDeal) -> None:
        ctx = request.ctx
        if not ctx.session.replay_deal():
            return
        ctx.scores.scored_hands = ctx.session.snapshot.records_count
        ctx.hints.clear()
        ctx.view.sync(ctx.session.snapshot, animate=False)
        self.stack.replace(DealScene(self.host, ctx))

    def _start_ladder_table(self, request: StartLadderTable) -> None:
        """A ladder table: its game in progress if there is one; another table's game in
        progress is not thrown away unasked."""
        tables = self.host.levels.ladder()
        table = tables[request.index]
        profile = self.host.profile
        if not request.fresh and profile.has_autosave("ladder"):
            saved = profile.read_autosave("ladder") or {}
            if saved.get("ladder_table") == table.id and self.resume_autosave("ladder"):
                return
            other = self.host.levels.ladder_index(saved.get("ladder_table", ""))
            if other is not None:
                self.stack.push(ChoiceOverlay(
                    self.host, "A ladder game in progress",
                    f"Your game at {tables[other].name} is saved. Start {table.name}, and that game ends?",
                    (("Continue that game", ContinueGame("ladder")),
                     (f"Start {table.name}", StartLadderTable(request.index, fresh=True)))))
                return
        from game.ui.scenes.ladder import ladder_mode, ladder_seats
        session = GameSession(table.rules, new_seed(self.options.seed), ladder_seats(table))
        self.start_table(session, ladder_mode(self.host, tables, request.index),
                         f"{table.name}. Goal: {table.goal_text}")

    def _start_daily(self, request: StartDaily) -> None:
        """The challenge a code names, from its first hand or where it was left (a code that does
        not work: why)."""
        run = begin_daily(request.code, self.host.profile, self.host.background)
        if isinstance(run, str):
            self.stack.push(MessageOverlay(self.host, "That code does not work", run))
        else:
            self._sit_at_daily(run, greeting(run))

    def _sit_at_daily(self, run: DailyRun, words: str = "") -> None:
        """The run's next hand at a table of its own; after the last, the result."""
        if run.finished:
            self._carry_out(OpenDailyResult(run))
        else:
            self.start_table(run.session(), daily_mode(run), words)

    def _start_lesson(self, request: StartLesson) -> None:
        """A lesson's step at its table; before the first step, what the lesson is about."""
        from game.ui.scenes.lessons import LessonIntroOverlay, LessonsScene, next_lesson_id
        lesson = self.host.levels.lesson(request.lesson_id)
        if lesson is None or not 0 <= request.step < len(lesson.steps):
            log.error("no lesson %r with a step %d", request.lesson_id, request.step)
            self._open_menu(LessonsScene(self.host, None))
            return
        following = next_lesson_id(self.host, lesson.id)
        from game.ui.scenes.lesson_guide import lesson_table  # on first use: a game starts without the lessons
        session, mode = lesson_table(self.host, lesson, request.step, following)
        self.start_table(session, mode)
        if request.intro and request.step == 0:
            self.stack.push(LessonIntroOverlay(self.host, lesson, following))

    def _end_lesson(self, request: EndLesson) -> None:
        from game.ui.scenes.lessons import LessonDoneOverlay
        lesson = self.host.levels.lesson(request.lesson_id)
        if lesson is not None:
            self.stack.push(LessonDoneOverlay(self.host, lesson, request.next_lesson, request.problem))

    def _start_drill(self, request: StartDrill) -> None:
        drills = self.host.levels.drills()
        from game.ui.scenes.drills import drill_table
        opened = drill_table(self.host, drills, request.index)
        if isinstance(opened, str):
            self.stack.push(MessageOverlay(self.host, "This drill could not be set up", opened))
        elif isinstance(opened, tuple):
            self.start_table(*opened)
        else:
            self.stack.clear_to(opened)


def first_screen(title: bool, demo: bool, practice: bool, asked_for_a_game: bool) -> NavRequest:
    """What a start opens: the title when asked, a demo or practice game when asked, a new game
    when the command line set one up (rules, seed, table size), else the game in progress (or
    a new one)."""
    if title:
        return GoToTitle()
    if demo:
        return StartGame("demo")
    if practice:
        return StartGame("practice")
    if asked_for_a_game:
        return StartGame("quick", fresh=True)
    return ContinueGame()
