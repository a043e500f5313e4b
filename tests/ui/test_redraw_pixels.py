"""One redraw mechanism no scene can get wrong: every frame, drawn in areas, looks as if drawn in full.

Issue 41: "What a scene shows is derived from what it draws ... A test draws every scene after
every kind of change and fails if any pixel differs from a full redraw."  The frames record
what the scenes draw and redraw only what changed (``game.ui.core.picture``); these tests drive
the real app through every screen and every kind of change (computer moves, a person's keys,
overlays opening and closing, a new screen, the window resized) and after each frame draw the
same moment again, in full, on a spare surface: the two pictures must be equal, pixel for pixel.

And the check can fail: with a buffer redrawn in place left unreported, or with the
``pygame.draw`` calls left out of the recording, the same runs find differing pixels.
"""

from __future__ import annotations

import dataclasses
import datetime
import random
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.profile.settings_store import SKILL_FILE
from game.profile.skill_history import SkillHistory, save_skill
from game.profile.skill_records import ChallengeResult
from game.sim import background
from game.sim.challenge import FIELD_LEVELS, Challenge, HandResult
from game.ui.art.card_art import rotation_budget
from game.ui.core import draw_calls, picture
from game.ui.core.intents import Intent, IntentKind
from game.ui.scenes.host import (
    OpenDaily,
    OpenDrills,
    OpenHelp,
    OpenLadder,
    OpenLessons,
    OpenPause,
    OpenSettings,
    OpenStats,
    OpenTrainer,
    StartDaily,
    StartLesson,
)
from game.ui.table import daily_run
from tests.ui.harness import AppHarness

Step = Callable[[App], None]


@pytest.fixture(autouse=True)
def smooth_turns_always() -> Iterator[None]:
    """Every card turned smoothly at once: the reference redraw makes the pictures the frame did
    (with the per-frame budget, a stand-in picture drawn in the frame would be smooth in the reference)."""
    per_frame = rotation_budget.per_frame
    rotation_budget.limit(10**12)
    yield
    rotation_budget.limit(per_frame)


def full_redraw(app: App) -> pygame.Surface:
    """The same moment drawn again, in full, on a spare surface."""
    window = app.display.surface
    again = pygame.Surface(window.get_size()).convert(window)
    app.stack.draw_all(again, 0.5)
    return again


class PixelCheck:
    """Frames of the app, each compared with a full redraw; what differed is kept."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.frames = 0
        self.drawn_in_areas = 0
        self.failures: list[str] = []
        self.scenes: set[str] = set()

    def frame(self, intent: Intent | None = None) -> None:
        app = self.app
        if intent is not None:
            app.dispatch(intent)
        app.fixed_frame(steps=4, alpha=0.5)
        self.frames += 1
        top = app.stack.top
        assert top is not None
        self.scenes.add(top.name)
        if app.frames.last_plan.rects:
            self.drawn_in_areas += 1
        window = app.display.surface
        again = full_redraw(app)
        if pygame.image.tobytes(window, "RGB") != pygame.image.tobytes(again, "RGB"):
            self.failures.append(f"frame {self.frames} ({top.name}, {app.frames.last_plan})")

    def run(self, count: int, intent: Intent | None = None) -> None:
        for i in range(count):
            self.frame(intent if i == 0 else None)

    def press(self, kind: IntentKind, dx: int = 0, dy: int = 0, frames: int = 6) -> None:
        self.run(frames, Intent(kind, dx=dx, dy=dy))


def key(kind: IntentKind, dx: int = 0, dy: int = 0) -> Intent:
    return Intent(kind, dx=dx, dy=dy)


def demo_game(check: PixelCheck, frames: int) -> None:
    """Computer players through deals, auctions, draws, tricks and scoreboards."""
    check.run(frames)
    if frames >= 900:   # every stage of the table on the way, not just one
        assert {"deal", "auction", "draw", "trick", "scoreboard"} <= check.scenes, check.scenes


def practice_game(check: PixelCheck) -> None:
    """A person at the table: moving the focus, a hint and its why, a move, an undo, the last
    trick's view, and the overlays over the table (pause, help, settings with a change that
    repaints the table beneath, statistics), each opened and closed."""
    app = check.app
    check.run(40)
    for _ in range(6):
        for kind, dx in ((IntentKind.MOVE, 1), (IntentKind.MOVE, -1), (IntentKind.HINT, 0),
                         (IntentKind.CONFIRM, 0), (IntentKind.UNDO, 0), (IntentKind.CONFIRM, 0)):
            check.press(kind, dx=dx, frames=8)
        check.run(30)
    ctx = getattr(app.stack.top, "ctx", None)
    assert ctx is not None, "a table is on top"
    for request in (OpenPause(ctx), OpenHelp(0), OpenSettings(ctx), OpenStats()):
        app.navigate(request)
        check.run(10)
        check.press(IntentKind.MOVE, dx=1)
        check.press(IntentKind.MOVE, dy=1)
        check.press(IntentKind.MOVE, dx=1)   # in the settings: a row changed (a rule, a colour)
        check.press(IntentKind.BACK, frames=12)
    check.run(30)


def menus(check: PixelCheck) -> None:
    """The title with its game behind, then every list screen, moved through and left."""
    check.run(30)
    for _ in range(4):
        check.press(IntentKind.MOVE, dy=1)
    for request in (OpenLadder(), OpenDrills(), OpenLessons(), OpenTrainer()):
        check.app.navigate(request)
        check.run(12)
        check.press(IntentKind.MOVE, dy=1)
        check.press(IntentKind.MOVE, dx=1)
        check.press(IntentKind.BACK, frames=12)


def lesson(check: PixelCheck) -> None:
    """A lesson at the real table: the coach's words and arrows, Next, the taught move."""
    check.app.navigate(StartLesson("top-cards"))
    check.run(20)
    assert any(getattr(scene, "ctx", None) is not None for scene in check.app.stack.scenes), "the lesson's table"
    for _ in range(12):
        check.press(IntentKind.CONFIRM, frames=15)


def resized(check: PixelCheck) -> None:
    """The window made smaller and larger again, while cards fly."""
    check.run(60)
    for size in ((900, 600), (1280, 720)):
        check.app.display.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1]))
        check.app.frames.lost()
        check.run(20)


SCENARIOS: dict[str, tuple[tuple[str, ...], Callable[[PixelCheck], None]]] = {
    "demo game": (("--demo", "--seed", "7"), lambda check: demo_game(check, 900)),
    "practice and overlays": (("--practice", "--seed", "5"), practice_game),
    "title and menus": (("--title",), menus),
    "a lesson": (("--title",), lesson),
    "window resized": (("--demo", "--seed", "3"), resized),
}


@pytest.mark.slow
def test_the_title_at_4k_enlarges_its_game_only_where_it_changed(app_harness: Callable[..., AppHarness]) -> None:
    """At 4K the game behind the title is drawn at half size and enlarged as it is played back
    (``picture._scale_where_shown``): only the parts shown, with the pixels of enlarging it all."""
    harness = app_harness("--title", "--speed", "4", size="3840x2160")
    check = PixelCheck(harness.app)
    check.run(90)
    check.press(IntentKind.MOVE, dy=1)
    assert not check.failures, check.failures[:5]
    assert check.drawn_in_areas >= 10


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_every_frame_drawn_in_areas_looks_exactly_as_if_drawn_in_full(name: str, app_harness: Callable[...,
                                                                       AppHarness]) -> None:
    options, scenario = SCENARIOS[name]
    harness = app_harness(*options, "--speed", "4", size="1024x600")
    check = PixelCheck(harness.app)
    scenario(check)
    assert not check.failures, f"{len(check.failures)} of {check.frames} frames differ: {check.failures[:5]}"
    # Not a run that drew everything in full (which would prove nothing about areas).
    assert check.drawn_in_areas >= max(10, check.frames // 20), (check.drawn_in_areas, check.frames)


class Forgetful(dict[int, object]):
    """A version registry that never hears of a buffer redrawn in place."""

    def __setitem__(self, key: int, value: object) -> None:
        pass


def test_the_check_fails_when_a_buffer_redrawn_in_place_goes_unreported(
        app_harness: Callable[..., AppHarness], monkeypatch: pytest.MonkeyPatch) -> None:
    """The table's still layer (felt and corner panels) is redrawn in place when a bid is made
    or a hand scored: with ``repainted`` forgotten, the panels on screen go stale."""
    monkeypatch.setattr(picture, "_versions", Forgetful())
    harness = app_harness("--demo", "--seed", "7", "--speed", "4", size="1024x600")
    check = PixelCheck(harness.app)
    demo_game(check, 600)
    assert check.failures, "a stale panel must be found"


def test_the_check_fails_when_draw_calls_are_left_out_of_the_recording(
        app_harness: Callable[..., AppHarness], monkeypatch: pytest.MonkeyPatch) -> None:
    """``pygame.draw`` calls onto the window (the plates' chips, the arrows, a panel's bars) not
    recorded: they are neither compared nor played back, and the frames lack them."""
    monkeypatch.setattr(draw_calls, "DRAW_CALLS", ())
    harness = app_harness("--demo", "--seed", "7", "--speed", "4", size="1024x600")
    check = PixelCheck(harness.app)
    demo_game(check, 120)
    assert check.failures, "the missing drawing must be found"


# ---------------------------------------------------------------- issue 42's screens


class HeldWork:
    """The background worker held: each job waits, its future not done, until the test lets it
    run (here, on the test's thread), so the screens are seen while their figures are coming in."""

    def __init__(self) -> None:
        self.jobs: list[tuple[Future[Any], Callable[..., Any], tuple[Any, ...]]] = []

    def submit(self, work: Callable[..., Any], *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        self.jobs.append((future, work, args))
        return future

    def waiting(self, work: Callable[..., Any]) -> int:
        return sum(1 for _, done_by, _ in self.jobs if done_by is work)

    def release(self, work: Callable[..., Any], count: int) -> None:
        """The first ``count`` jobs of ``work`` done (their results, or their errors, in the futures)."""
        for job in [job for job in self.jobs if job[1] is work][:count]:
            self.jobs.remove(job)
            future, _, args = job
            try:
                future.set_result(work(*args))
            except Exception as exc:   # as a pool hands an error back: the screen shows it
                future.set_exception(exc)

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        self.jobs.clear()


@pytest.fixture
def held_work(monkeypatch: pytest.MonkeyPatch) -> HeldWork:
    held = HeldWork()
    monkeypatch.setattr(background, "MAKE_EXECUTOR", lambda: held)
    return held


def cheap_field(day: str, preset: str, players: int, hand: int, level: str) -> HandResult:
    """A stand-in field (the real one is tested in tests/sim): each level scores a little more."""
    return HandResult(hand, level, 5 * FIELD_LEVELS.index(level), 1, 20, "H", True)


def frames_at_the_table(harness: AppHarness, until: Callable[[], bool], limit: int) -> None:
    """Frames (not compared) until ``until``; the computer seats' threads given time each frame."""
    for _ in range(limit):
        if until():
            return
        session = getattr(getattr(harness.top, "ctx", None), "session", None)
        if session is not None:
            session.await_decision(30.0)
        harness.frames(1)
    assert until(), f"never reached ({harness.top.name})"


def assert_every_frame_as_drawn_in_full(check: PixelCheck, least_in_areas: int = 10) -> None:
    assert not check.failures, f"{len(check.failures)} of {check.frames} frames differ: {check.failures[:5]}"
    assert check.drawn_in_areas >= least_in_areas, (check.drawn_in_areas, check.frames)


def test_the_daily_screen_and_its_code_entry(app_harness: Callable[..., AppHarness]) -> None:
    """The daily challenge's screen, its buttons gone through, and the code entry over it: typed
    characters, a box turned up and down, one refused, a box erased, a whole code, Esc."""
    harness = app_harness("--title", "--speed", "4", size="1024x600")
    check = PixelCheck(harness.app)
    check.run(20)
    harness.app.navigate(OpenDaily())
    check.run(12)
    assert harness.top.name == "daily"
    for dx in (1, 1, 1, -1, -1, -1):
        check.press(IntentKind.MOVE, dx=dx)
    check.press(IntentKind.MOVE, dx=1)
    check.press(IntentKind.MOVE, dx=1)          # "Enter a code"
    check.press(IntentKind.CONFIRM, frames=10)
    entry = harness.top
    assert entry.name == "code entry"
    code = Challenge.for_date(datetime.date(2026, 11, 20), "classic").code
    for intent in (Intent(IntentKind.TEXT, text="CL"),            # a new code over today's
                   Intent(IntentKind.TEXT, text="4"),
                   Intent(IntentKind.MOVE, dy=-1), Intent(IntentKind.MOVE, dy=-1),   # the year's box turned up
                   Intent(IntentKind.MOVE, dy=1),                 # and down
                   Intent(IntentKind.TEXT, text="X"),             # a letter where a digit goes: refused
                   Intent(IntentKind.MOVE, dx=-1), Intent(IntentKind.MOVE, dx=1),
                   Intent(IntentKind.BACK, key=pygame.K_BACKSPACE),
                   Intent(IntentKind.MOVE, dx=-1), Intent(IntentKind.MOVE, dx=-1), Intent(IntentKind.MOVE, dx=-1),
                   Intent(IntentKind.MOVE, dx=-1), Intent(IntentKind.TEXT, text=code)):   # a whole code: ready
        check.run(5, intent)
        if intent.text == "X":
            assert entry.refused, "a letter in a date's box is refused"
    assert entry.slots.text == code and entry.problem is None, entry.slots.text
    check.press(IntentKind.MOVE, dy=1)       # a box turned: the check no longer matches
    assert entry.problem is not None
    check.run(12, Intent(IntentKind.BACK, key=pygame.K_ESCAPE))
    assert harness.top.name == "daily"
    check.press(IntentKind.MOVE, dx=1)
    assert_every_frame_as_drawn_in_full(check)


def test_the_daily_result_while_its_figures_come_in_and_once_all_are_in(
        app_harness: Callable[..., AppHarness], held_work: HeldWork, monkeypatch: pytest.MonkeyPatch) -> None:
    """A past day's challenge played through (not compared), then its result screen compared
    frame by frame while the field's hands come in a few at a time, then each hand's accuracy,
    then with all in (the score, the rating, the costliest moment's button)."""
    monkeypatch.setattr(daily_run, "field_hand", cheap_field)
    harness = app_harness("--title", "--autoplay", "0.05", "--speed", "10", size="1024x600")
    harness.navigate(StartDaily(Challenge.for_date(datetime.date(2026, 11, 20), "classic").code))
    frames_at_the_table(harness, lambda: bool(harness.top.name == "daily-result"), 40000)
    result = harness.top
    check = PixelCheck(harness.app)
    check.run(15)
    assert result.animating and held_work.waiting(cheap_field) == 32, "the field still playing"
    for _ in range(4):        # the field, eight hands at a time
        held_work.release(cheap_field, 8)
        check.run(8)
    assert result.run.matchpoints() is not None
    weighed = held_work.waiting(background.rate_hand)
    assert weighed >= 1 and result.run.book.pending, "the accuracy still being worked out"
    for _ in range(weighed):   # each hand's accuracy
        held_work.release(background.rate_hand, 1)
        check.run(6)
    check.run(30)
    assert not result.animating and result.rating is not None, "all in, the rating counted"
    for dx in (1, 1, -1):
        check.press(IntentKind.MOVE, dx=dx)
    check.run(12, Intent(IntentKind.BACK))   # to the daily screen, today's result beneath
    assert harness.top.name == "daily"
    assert_every_frame_as_drawn_in_full(check)


def test_the_scoreboards_accuracy_line_from_being_worked_out_to_the_figure(
        app_harness: Callable[..., AppHarness], held_work: HeldWork) -> None:
    """A quick game's first hand played to its board (not compared); the board compared while the
    hand's accuracy is being worked out (its dots moving), and after the figure comes in."""
    harness = app_harness("--seed", "5", "--autoplay", "0.05", "--speed", "10", size="1024x600")
    app = harness.app
    frames_at_the_table(harness, lambda: bool(harness.top.name == "scoreboard"), 20000)
    app.options = dataclasses.replace(app.options, autoplay=None)   # the board stays up
    board = harness.top
    check = PixelCheck(app)
    check.run(40)
    said = board.accuracy_words()
    assert said is not None and "being worked out" in said[0] and held_work.waiting(background.rate_hand) == 1
    held_work.release(background.rate_hand, 1)
    check.run(30)
    said = board.accuracy_words()
    assert said is not None and said[0].startswith(("Your accuracy this hand", "Accuracy this hand")), said
    check.run(6, Intent(IntentKind.CONFIRM))   # on to the next hand
    assert_every_frame_as_drawn_in_full(check)


def a_history(today: datetime.date, days: int = 30, seed: int = 4) -> SkillHistory:
    """A month of hands, games and challenges, through the recording API."""
    rng = random.Random(seed)
    history = SkillHistory()
    for back in range(days - 1, -1, -1):
        day = today - datetime.timedelta(days=back)
        if back % 7 == 3:   # some days with nothing played
            continue
        for _ in range(rng.randint(1, 4)):
            history.record_hand(day, rng.uniform(40.0, 90.0))
        if rng.random() < 0.4:
            history.record_game(day, "normal", float(rng.random() < 0.5), rng.uniform(45.0, 85.0))
        versus = {level: round(rng.uniform(0.2, 0.8), 3) for level in FIELD_LEVELS}
        history.record_challenge(ChallengeResult(
            date=day.isoformat(), played=day.isoformat(), preset="classic", code=f"CL-{day:%y%m%d}",
            matchpoints=round(100 * sum(versus.values()) / len(versus), 1),
            points_vs_expert=round(rng.uniform(-20.0, 20.0), 1), versus=versus))
    return history


def test_the_statistics_skill_page_with_a_history(app_harness: Callable[..., AppHarness], tmp_path: Path) -> None:
    """Statistics over the title, its page turned to "Your skill" (the figures and the chart of a
    month's history), back and forth, then closed."""
    save_skill(tmp_path / SKILL_FILE, a_history(datetime.date.today()))
    harness = app_harness("--title", "--speed", "4", size="1024x600")
    assert harness.app.profile.skill.rating.results > 0, "the history is the profile's"
    check = PixelCheck(harness.app)
    check.run(20)
    harness.app.navigate(OpenStats())
    check.run(10)
    for dx in (1, 1, -1, 1):   # to the skill page, past its end, back and to it again
        check.press(IntentKind.MOVE, dx=dx, frames=8)
    assert harness.top.page == "skill" and harness.top.skill is not None
    check.press(IntentKind.BACK, frames=12)
    assert_every_frame_as_drawn_in_full(check, least_in_areas=4)   # a still page: few frames change at all
