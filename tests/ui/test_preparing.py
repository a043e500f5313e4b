"""A new screen's first pictures are made in spare time while the old picture stays
(``game.ui.core.preparing``).

Issue 25: "4K: every frame of ``benchmarks/frame_time.py``, scene openings and overlays included,
under 12 ms".  The title's "New game" took an 83 ms frame at 4K (the felt, the portraits, the card
backs, the still layer and a collection of the table left), going back to the title 23 ms.
"""

from __future__ import annotations

import os
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.app import App
from game.cli import parse_start
from game.ui.core.preparing import MAX_HELD_FRAMES, MoveHold, NewScreenHold
from game.ui.scenes.host import GoToTitle, NavRequest, StartGame
from game.ui.scenes.scene import Scene
from game.ui.scenes.table_scene import TableScene
from tests.ui.app_parts import on_top


class Screen:
    is_overlay = False

    def __init__(self, table: object = None) -> None:
        self.table = table
        self.drawn_on: list[Any] = []

    def draw(self, surface: Any, alpha: float) -> None:
        self.drawn_on.append(surface)


def test_nothing_is_held_until_the_loop_gives_spare_time() -> None:
    hold = NewScreenHold()
    assert not hold.holds(Screen(), id_drawn=0), "tests stepping frames never wait"


def test_a_new_screen_is_held_until_spare_time_has_drawn_it_once() -> None:
    hold = NewScreenHold()
    hold.prepare(None, lambda: None)    # the loop has spare time
    screen, scratch = Screen(), object()
    assert hold.holds(screen, id_drawn=0)
    assert hold.prepare(screen, lambda: scratch)
    assert screen.drawn_on == [scratch]
    assert not hold.holds(screen, id_drawn=0)
    assert not hold.prepare(screen, lambda: scratch), "drawn out of sight once only"


def test_no_screen_waits_more_than_a_few_frames() -> None:
    hold = NewScreenHold()
    hold.prepare(None, lambda: None)
    screen = Screen()
    held = 0
    while hold.holds(screen, id_drawn=0):
        held += 1
        assert held <= MAX_HELD_FRAMES
    assert held == MAX_HELD_FRAMES


@pytest.mark.parametrize("case", ["shown already", "overlay"])
def test_what_is_never_held(case: str) -> None:
    hold = NewScreenHold()
    hold.prepare(None, lambda: None)
    table = object()
    screen = Screen(table)
    if case == "overlay":
        screen.is_overlay = True
    id_drawn = id(screen) if case == "shown already" else 0
    assert not hold.holds(screen, id_drawn=id_drawn)


def spare_frame(app: App) -> None:
    """One frame as the real loop runs it: the frame, then its spare time."""
    app.fixed_frame()
    app.warm_up(time.perf_counter() + 0.05)


@pytest.mark.parametrize("request_name", ["new game", "back to the title", "practice"])
def test_a_new_screen_opens_with_its_pictures_made(tmp_path, pictures_made: list[str], request_name: str) -> None:
    app = App(parse_start(["--windowed", "--size", "1280x720", "--profile-dir", str(tmp_path), "--seed", "7",
                          "--title"]))
    app.start()
    for _ in range(5):
        spare_frame(app)
    if request_name != "new game":
        app.navigate(StartGame("quick", fresh=True))
        for _ in range(40):
            spare_frame(app)
    requests: dict[str, NavRequest] = {"new game": StartGame("quick", fresh=True), "back to the title": GoToTitle(),
                                       "practice": StartGame("practice", fresh=True)}
    request = requests[request_name]
    app.navigate(request)
    before = app.stack.top
    app.draw(0.0)   # the frame of the press: the new screen is made, the old picture stays
    assert app.stack.top is not before and not app.frames.last_plan.draws
    app.warm_up(time.perf_counter() + 0.05)
    made = pictures_made
    made.clear()
    app.draw(0.0)
    assert app.frames.last_plan.full
    assert made == []


def test_a_table_left_is_collected_in_the_next_spare_time(tmp_path) -> None:
    """Collecting the table left behind (7-9 ms at 4K) waits for the held frame's spare time
    instead of stopping the frame of the press; it is still done at once, not whenever Python's
    collector gets round to it."""
    import gc
    import weakref
    app = App(parse_start(["--windowed", "--size", "1280x720", "--profile-dir", str(tmp_path), "--seed", "7",
                          "--title"]))
    app.start()
    app.navigate(StartGame("quick", fresh=True))
    for _ in range(10):
        spare_frame(app)
    table = weakref.ref(on_top(app, TableScene).ctx)
    gc.disable()
    try:
        app.navigate(GoToTitle())
        app.draw(0.0)
        assert table() is not None, "collected in the frame of the press"
        app.warm_up(time.perf_counter() + 0.05)
        assert table() is None
    finally:
        gc.enable()


class Table(Screen):
    """A table scene in brief: the moves made at it so far."""

    def __init__(self) -> None:
        super().__init__(object())
        self.moves = 0

    def move_key(self) -> object:
        return (id(self), self.moves)


def test_a_computers_move_is_held_one_frame_and_drawn_out_of_sight() -> None:
    hold, table, scratch = MoveHold(), Table(), object()
    assert not hold.holds(table, spare_time_seen=True, input_came=True), "shown with the press"
    table.moves += 1
    assert hold.holds(table, spare_time_seen=True, input_came=False)
    assert hold.prepare(table, lambda: scratch) and table.drawn_on == [scratch]
    assert not hold.holds(table, spare_time_seen=True, input_came=False), "the next frame shows it"
    assert not hold.prepare(table, lambda: scratch), "drawn out of sight once only"


@pytest.mark.parametrize("case", ["no spare time", "input", "two frames running", "overlay", "new screen held"])
def test_what_a_move_never_holds(case: str) -> None:
    hold, table = MoveHold(), Table()
    hold.holds(table, spare_time_seen=True, input_came=True)
    table.moves += 1
    if case == "two frames running":
        assert hold.holds(table, spare_time_seen=True, input_came=False)
        table.moves += 1   # another move in the very next frame: drawn, not held again
    if case == "overlay":
        table.is_overlay = True
    assert not hold.holds(table, spare_time_seen=case != "no spare time", input_came=case == "input",
                          held_anyway=case == "new screen held")
    if case == "new screen held":
        table.moves += 1
        assert not hold.holds(table, spare_time_seen=True, input_came=False), "never two held frames running"


def test_a_held_move_is_drawn_from_pictures_made_ahead(tmp_path, pictures_made: list[str]) -> None:
    """A demo game at 1080p: each computer move's first frame is held, spare time draws it,
    and the frame that shows it makes no picture of its own (unless something else changed
    meanwhile: another move, or the status strip's line, which follows the seat to think)."""
    app = App(parse_start(["--windowed", "--size", "1920x1080", "--profile-dir", str(tmp_path), "--seed", "7",
                          "--demo", "--speed", "1.5"]))
    app.start()
    checked = 0
    for _ in range(400):
        before = on_top(app, Scene).move_key()
        app.fixed_frame()
        top = on_top(app, Scene)
        held = not app.frames.last_plan.draws and top.move_key() != before and top.move_key() is not None
        app.warm_up(time.perf_counter() + 0.05)
        if held:
            assert isinstance(top, TableScene), "a move is held at a table"
            pictures_made.clear()
            key, status = top.move_key(), top.chrome.status
            app.fixed_frame()
            if app.stack.top is top and top.move_key() == key and top.chrome.status == status:
                assert app.frames.last_plan.draws, "held one frame only"
                assert pictures_made == [], f"made in the frame that showed move {key}"
                checked += 1
            app.warm_up(time.perf_counter() + 0.05)
    assert checked >= 10
