"""Drawing never changes state: a scene drawn twice in a row leaves every public attribute of
the scene, its table (context, view, sprites, buttons) and the engine exactly as they were.

Private attributes (``_name``) may hold caches of pictures; everything a player could see
change, or a later update could read, must be settled in ``update`` and the layout hooks.
"""

from __future__ import annotations

import dataclasses
import datetime
import enum
import os
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.engine import GameState
from game.profile.settings_store import SKILL_FILE
from game.profile.skill_history import save_skill
from game.sim import background
from game.sim.challenge import Challenge
from game.ui.core.intents import IntentKind
from game.ui.scenes.host import OpenDaily, OpenHelp, OpenPause, OpenSettings, OpenStats, StartDaily, StartGame
from game.ui.table import daily_run
from tests.ui.app_parts import analyst_of
from tests.ui.harness import PracticeHarness, button
from tests.ui.test_redraw_pixels import HeldWork, a_history, cheap_field, frames_at_the_table

SKIP = {"host", "stack", "attract_host", "on_press", "scene"}   # the world around, not the scene's own
ATOMS = (int, float, str, bool, bytes, type(None), enum.Enum)


def fingerprint(value: Any, seen: set[int], depth: int = 0) -> Any:
    """A plain, comparable picture of ``value``'s public state (pictures by identity only)."""
    if isinstance(value, ATOMS):
        return value
    if isinstance(value, pygame.Rect):
        return ("rect", tuple(value))
    if isinstance(value, pygame.Surface):
        return ("surface", id(value))
    if isinstance(value, GameState):
        return ("state", tuple(value.history), value.phase, value.current_player)
    if depth > 12 or id(value) in seen:
        return ("seen", id(value))
    seen.add(id(value))
    if isinstance(value, (list, tuple)):
        return tuple(fingerprint(v, seen, depth + 1) for v in value)
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted(repr(fingerprint(v, seen, depth + 1)) for v in value)))
    if isinstance(value, dict):
        return ("dict", tuple((repr(k), fingerprint(v, seen, depth + 1)) for k, v in value.items()))
    if callable(value) and not hasattr(value, "__dict__"):
        return ("callable", id(value))
    fields = vars(value) if hasattr(value, "__dict__") else (
        {f.name: getattr(value, f.name) for f in dataclasses.fields(value)} if dataclasses.is_dataclass(value) else {})
    return (type(value).__name__, tuple((name, fingerprint(v, seen, depth + 1)) for name, v in sorted(fields.items())
                                        if not name.startswith("_") and name not in SKIP))


def draw_twice_changes_nothing(h: PracticeHarness) -> None:
    surface = h.app.display.surface
    scenes = h.app.stack.visible_scenes()
    # The practice analyst finishes its reviews on its own thread, whenever: the state compared
    # is the one drawing alone could change, so no review may come in between the two looks.
    analyst_of(h.app).wait_idle(60.0)
    before = [fingerprint(scene, set()) for scene in scenes]
    for _ in range(2):
        h.app.stack.draw_all(surface, 0.5)
    after = [fingerprint(scene, set()) for scene in scenes]
    for scene, old, new in zip(scenes, before, after, strict=True):
        assert old == new, f"drawing the {scene.name} scene changed its state"


@pytest.fixture(autouse=True)
def _pygame():
    yield
    pygame.quit()


def test_the_fingerprint_sees_a_change() -> None:
    class Thing:
        def __init__(self) -> None:
            self.cards = [1, 2]
            self._cache: dict[str, int] = {}
    thing = Thing()
    before = fingerprint(thing, set())
    thing._cache["x"] = 1
    assert fingerprint(thing, set()) == before, "private caches may change"
    thing.cards.append(3)
    assert fingerprint(thing, set()) != before


def test_the_title_and_practice_screens_draw_without_changing(tmp_path) -> None:
    h = PracticeHarness(tmp_path, "--seed", "3")
    h.frames(20)
    draw_twice_changes_nothing(h)
    for entry in ("ladder", "drills", "trainer"):
        h.click(button(h.top.menu, entry).rect)
        h.frames(2)
        while h.top.is_overlay:   # a load message first, if any
            h.send(IntentKind.CONFIRM)
        draw_twice_changes_nothing(h)
        h.send(IntentKind.BACK)


def test_every_table_scene_and_overlay_draws_without_changing(tmp_path) -> None:
    h = PracticeHarness(tmp_path, "--seed", "5", "--speed", "4", "--autoplay", "0.2")
    h.app.navigate(StartGame("practice"))
    seen: set[str] = set()
    for _ in range(4000):
        h.frames(1)
        top = h.top
        if top.name in ("deal", "auction", "draw", "trick", "scoreboard") and top.name not in seen:
            h.frames(3)
            draw_twice_changes_nothing(h)
            seen.add(top.name)
            if top.name == "trick":
                ctx = top.ctx
                for request in (OpenPause(ctx), OpenHelp(), OpenSettings(ctx), OpenStats()):
                    h.app.navigate(request)
                    h.frames(1)
                    draw_twice_changes_nothing(h)
                    while h.top.is_overlay:
                        h.app.stack.pop()
                        h.app.stack.apply_requests()
        if seen >= {"deal", "auction", "draw", "trick", "scoreboard"}:
            break
    assert seen >= {"deal", "auction", "trick", "scoreboard"}


def test_the_daily_screens_and_the_skill_page_draw_without_changing(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 42's screens: the daily challenge's, its code entry, the Statistics' skill page
    with a history, and a challenge's result while its field and accuracy are still coming in
    (the futures are only read in drawing: taken in by ``update``) and once all are in."""
    held = HeldWork()
    monkeypatch.setattr(background, "MAKE_EXECUTOR", lambda: held)
    monkeypatch.setattr(daily_run, "field_hand", cheap_field)
    save_skill(tmp_path / SKILL_FILE, a_history(datetime.date.today()))
    h = PracticeHarness(tmp_path, "--autoplay", "0.05", "--speed", "10")
    h.navigate(OpenDaily())
    draw_twice_changes_nothing(h)
    h.send(IntentKind.MOVE, dx=1)
    h.send(IntentKind.MOVE, dx=1)
    h.send(IntentKind.CONFIRM)
    assert h.top.name == "code entry"
    h.send(IntentKind.TEXT, text="C")
    draw_twice_changes_nothing(h)
    h.send(IntentKind.BACK)
    h.navigate(OpenStats())
    h.send(IntentKind.MOVE, dx=1)
    assert h.top.page == "skill"
    draw_twice_changes_nothing(h)
    h.send(IntentKind.BACK)
    h.navigate(StartDaily(Challenge.for_date(datetime.date(2026, 11, 20), "classic").code))
    frames_at_the_table(h, lambda: bool(h.top.name == "daily-result"), 40000)
    held.release(cheap_field, 12)   # part of the field in, not yet taken in by an update
    draw_twice_changes_nothing(h)
    h.frames(1)
    draw_twice_changes_nothing(h)
    held.release(cheap_field, 32)
    held.release(background.rate_hand, 32)
    h.frames(20)
    assert not h.top.animating
    draw_twice_changes_nothing(h)
