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

from collections.abc import Callable, Iterator

import pygame
import pytest

from game.app import App
from game.ui.art.card_art import rotation_budget
from game.ui.core import draw_calls, picture
from game.ui.core.intents import Intent, IntentKind
from game.ui.scenes.host import (
    OpenDrills,
    OpenHelp,
    OpenLadder,
    OpenLessons,
    OpenPause,
    OpenSettings,
    OpenStats,
    OpenTrainer,
    StartLesson,
)
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
