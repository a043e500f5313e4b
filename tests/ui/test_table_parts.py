"""A table scene's parts are handed what they read and never their scene (calls go one way,
scene to part), and the stage a table moves to is worked out once, where the table is asked
for: the navigator shows the stage the ``ShowTable`` request carries."""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable
from types import FunctionType, ModuleType
from typing import Any

import pytest

from game.engine import actions as A
from game.engine.rules import preset
from game.ui.scenes.host import ShowTable, StartGame
from game.ui.scenes.table_scene import TableScene
from game.ui.table import table_flow
from game.ui.table.session import GameSession, quick_seats
from game.ui.table.table_context import TableMode
from game.ui.table.table_flow import Stage
from game.ui.table.tables import new_session, rules_from_settings
from tests.ui.harness import AppHarness, PracticeHarness

pytestmark = pytest.mark.usefixtures("pygame_quit")

PARTS = ("chrome", "turns", "hinting", "practice_controls", "reads", "hand")


def reaches(start: object, target: object, stop: set[int]) -> bool:
    """Whether ``target`` can be reached from ``start`` through what it holds: attributes,
    containers, bound methods and closures (never through ``stop`` objects, classes, modules
    or a function's module globals)."""
    seen: set[int] = set()
    todo: list[object] = [start]
    while todo:
        obj = todo.pop()
        if obj is target:
            return True
        if id(obj) in seen or id(obj) in stop or isinstance(obj, (type, ModuleType)):
            continue
        seen.add(id(obj))
        if isinstance(obj, FunctionType):   # only what it closes over, not its module
            todo.extend(cell.cell_contents for cell in obj.__closure__ or ())
            todo.extend(obj.__defaults__ or ())
            continue
        todo.extend(gc.get_referents(obj))
    return False


def at_a_hand_decision(h: PracticeHarness) -> Any:
    """A practice table stepped until the person chooses a card (the trick or the draw: the
    scenes with every part, the hand's input too); the scene."""
    app = h.app
    settings = app.profile.settings
    rules, _ = rules_from_settings(settings)
    app.navigator.start_table(new_session(settings, rules, 11), TableMode(practice=True))

    def ready() -> bool:
        top = h.top
        return (top.name in ("trick", "draw") and top.ctx.session.human_to_act() and not top.view.busy)

    def play_on() -> None:   # the auction's first call, so the hand moves on to cards
        top = h.top
        if top.name == "auction" and top.ctx.session.human_to_act() and not top.view.busy:
            top.send(top.ctx.session.snapshot.legal_actions[0])

    for _ in range(6000):
        if ready():
            return h.top
        play_on()
        h.frames(1)
    raise AssertionError("the person never got a card to choose")


def test_no_part_of_a_table_scene_holds_its_scene(tmp_path) -> None:
    """Each part is given the table, the host and the chrome it reads, never the scene: nothing
    a part holds leads back to the scene (a hint press is not button, scene, part, scene)."""
    h = PracticeHarness(tmp_path)
    scene = at_a_hand_decision(h)
    assert isinstance(scene, TableScene)
    stop = {id(scene.ctx), id(scene.host)}   # shared by all: the app's stack holds the scene
    parts = {name: getattr(scene, name) for name in PARTS if hasattr(scene, name)}
    assert {"hinting", "practice_controls", "hand"} <= set(parts), sorted(parts)
    held = [name for name, part in parts.items() if reaches(part, scene, stop)]
    assert held == [], f"these parts reach back to their scene: {held}"


def test_the_walk_finds_a_reference_back() -> None:
    """The check above can fail: a part that keeps its scene, or a callback into it, is found."""
    class Scene:
        def press(self) -> None:
            """A method of the scene, handed out as a callback."""

    class Part:
        def __init__(self, keep: object) -> None:
            self.keep = keep

    scene = Scene()
    assert reaches(Part(scene), scene, set())
    assert reaches(Part([{"on_press": scene.press}]), scene, set())
    assert reaches(Part(lambda: scene), scene, set())
    assert not reaches(Part(Scene()), scene, set())


def counting_stage_for(monkeypatch: pytest.MonkeyPatch) -> Callable[[], int]:
    """Count ``stage_for`` calls made wherever it was imported; the count so far."""
    original = table_flow.stage_for
    calls = [0]

    def counted(*args: Any) -> Any:
        calls[0] += 1
        return original(*args)

    for module in list(sys.modules.values()):
        if getattr(module, "stage_for", None) is original:
            monkeypatch.setattr(module, "stage_for", counted)
    return lambda: calls[0]


def test_the_navigator_shows_the_stage_the_request_carries(tmp_path, monkeypatch) -> None:
    """A table's stage is worked out once per change, where the table is asked for: carrying
    out a ``ShowTable`` never works it out again, and shows the stage the request names."""
    h = AppHarness(tmp_path, "--title", "--seed", "3", "--speed", "10", "--autoplay", "0.05", size="800x600")
    count = counting_stage_for(monkeypatch)
    navigator = h.app.navigator
    settle = navigator.settle
    carried: list[tuple[str, int]] = []   # (the scene shown, stage_for calls while carrying it out)

    def watched_settle() -> bool:
        asked = [r for r in navigator.pending if isinstance(r, ShowTable)]
        before = count()
        changed = settle()
        if asked:
            top = h.app.stack.top
            carried.append((getattr(top, "name", ""), count() - before))
            stage = getattr(top, "stage", None)
            assert stage is asked[-1].stage, f"asked for {asked[-1].stage}, shown {stage}"
        return changed

    monkeypatch.setattr(navigator, "settle", watched_settle)
    h.navigate(StartGame("quick", fresh=True))
    h.run_until(lambda: {"auction", "trick", "scoreboard"} <= {name for name, _ in carried}, 20000)
    shown = {name for name, _ in carried}
    assert {"auction", "trick", "scoreboard"} <= shown, f"the table only moved through {shown}"
    assert all(calls == 0 for _, calls in carried), f"the stage was worked out again: {carried}"


def test_a_redeal_request_carried_out_twice_skips_one_hand(tmp_path) -> None:
    """docs/RULES.md 2: "Variant: redeal by the next dealer."  The table moves past an all-pass
    deal (told once) to the next deal; the request names the count of hands shown after it, so
    the same request carried out twice never skips a hand that was not redealt."""
    h = PracticeHarness(tmp_path)
    session = GameSession(preset("classic", 4, all_pass="redeal"), 5, quick_seats(4))
    ctx = h.app.navigator.start_table(session, TableMode())
    session.deal_next()
    for _ in range(4):   # everyone passes (the engine's own moves, whoever's turn)
        session.state.apply(A.PASS)
    assert [record.redeal for record in session.snapshot.records] == [True]
    request = ShowTable.now(ctx)
    assert request is not None and request.stage is Stage.DEAL and request.redeals == 1
    h.navigate(request, 1)
    h.navigate(request, 1)
    assert ctx.scores.scored_hands == 1, "one all-pass deal, one hand moved past"
    assert h.top.name == "deal"
