"""Navigation in one place: each request leads to the scene it names, applied between ticks.

Issue 9: "Scenes talk to a narrow, typed host protocol ... instead of the whole App; navigation
(which scene follows which) lives in one place."
"""

from __future__ import annotations

import inspect
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import game.ui.scenes as scenes_package
from game.ui.scenes.attract import AttractHost
from game.ui.scenes.deal import DealScene
from game.ui.scenes.drills import DrillsScene
from game.ui.scenes.help import HelpOverlay
from game.ui.scenes.host import (
    BackToTitle,
    Close,
    GoToTitle,
    Host,
    OpenDrills,
    OpenHelp,
    OpenLadder,
    OpenPause,
    OpenSettings,
    OpenStats,
    OpenTrainer,
    ReplayDeal,
    ShowMessage,
    StartGame,
)
from game.ui.scenes.ladder import LadderScene
from game.ui.scenes.overlays import MessageOverlay, PauseOverlay
from game.ui.scenes.settings import SettingsOverlay
from game.ui.scenes.statistics import StatsOverlay
from game.ui.scenes.title import TitleScene
from game.ui.scenes.trainer import TrainerScene
from game.ui.table.table_flow import Stage
from tests.import_graph import import_graph
from tests.robustness.ill_typed import wrong
from tests.ui.harness import PracticeHarness


@pytest.fixture(autouse=True)
def _pygame():
    yield
    pygame.quit()


def host_members() -> set[str]:
    """What the protocol declares: its methods and properties, and its annotated attributes."""
    declared = {name for name, _ in inspect.getmembers(Host) if not name.startswith("_")}
    return declared | set(Host.__annotations__)


def test_the_app_and_the_attract_host_are_both_hosts(tmp_path) -> None:
    h = PracticeHarness(tmp_path)
    attract = h.top.attract.attract_host
    assert isinstance(attract, AttractHost)
    for member in host_members():
        assert hasattr(h.app, member), f"the app lacks {member}"
        assert hasattr(attract, member), f"the attract host lacks {member}"
    # 13: whose each device is (the roster) joined the mouse-in-use flag when two people shared a TV
    # 14: the background worker (a hand's accuracy, the daily challenge's field) joined the practice analyst
    assert len(host_members()) <= 14, "the host stays narrow"


def test_scenes_never_reach_past_the_host() -> None:
    """No scene imports the app or the navigator, or changes the scene stack itself: it asks the
    host.  (The attract table is a host of its own, with its own stack.)"""
    runtime, typing_only = import_graph()
    for name in runtime:
        if name.startswith("game.ui.scenes"):
            assert not {"game.app", "game.ui.navigator"} & (runtime[name] | typing_only[name]), name
    folder = Path(scenes_package.__file__).parent
    for path in folder.glob("*.py"):
        if path.name == "attract.py":
            continue
        text = path.read_text(encoding="utf-8")
        for call in (".stack.push(", ".stack.pop(", ".stack.replace(", ".stack.clear_to("):
            assert call not in text, f"{path.name} changes the stack itself instead of asking the host"


@pytest.mark.parametrize("request_, scene_type", [
    (OpenLadder(), LadderScene), (OpenDrills(), DrillsScene), (OpenTrainer(), TrainerScene),
    (OpenHelp(), HelpOverlay), (OpenStats(), StatsOverlay), (OpenSettings(), SettingsOverlay),
    (ShowMessage("Hello", "A message."), MessageOverlay),
])
def test_menu_requests_open_their_screens_over_the_title(tmp_path, request_, scene_type) -> None:
    h = PracticeHarness(tmp_path)
    h.app.navigate(request_)
    assert isinstance(h.top, TitleScene), "nothing happens until the requests are applied"
    h.app.navigator.settle()
    assert isinstance(h.top, scene_type)
    assert isinstance(h.app.stack.scenes[0], TitleScene)
    h.app.navigate(Close() if scene_type.is_overlay else BackToTitle())
    h.app.navigator.settle()
    assert isinstance(h.top, TitleScene) and len(h.app.stack) == 1


def test_back_to_title_from_a_screen_opened_elsewhere_opens_a_fresh_title(tmp_path) -> None:
    h = PracticeHarness(tmp_path)
    h.app.navigate(StartGame("quick"))
    h.app.navigator.settle()
    h.app.navigate(OpenDrills())          # from a table: the drills replace everything
    h.app.navigator.settle()
    assert isinstance(h.top, DrillsScene) and len(h.app.stack) == 1
    h.app.navigate(BackToTitle())
    h.app.navigator.settle()
    assert isinstance(h.top, TitleScene) and len(h.app.stack) == 1


def test_a_new_game_starts_at_the_deal_and_the_table_follows_the_engine(tmp_path) -> None:
    h = PracticeHarness(tmp_path, "--seed", "9", "--speed", "10", "--autoplay", "0.1")
    h.app.navigate(StartGame("practice"))
    h.frames(1)
    assert isinstance(h.top, DealScene) and h.top.ctx.practice
    stages: list[Stage] = []
    for _ in range(3000):
        h.frames(1)
        stage = getattr(h.top, "stage", None)
        if stage is not None and (not stages or stages[-1] is not stage):
            stages.append(stage)
        if len(stages) >= 5:
            break
    assert stages[:4] == [Stage.DEAL, Stage.AUCTION, Stage.DRAW, Stage.TRICK]


def test_pause_then_replay_closes_the_pause_and_deals_the_same_cards_again(tmp_path) -> None:
    h = PracticeHarness(tmp_path, "--seed", "9", "--speed", "10", "--autoplay", "0.1")
    h.app.navigate(StartGame("practice"))
    assert h.run_until(lambda: getattr(h.top, "stage", None) is Stage.TRICK, 3000)
    ctx = h.top.ctx
    hand_at_start = ctx.session.hand_start.hands[:]
    h.app.navigate(OpenPause(ctx))
    h.frames(1)
    assert isinstance(h.top, PauseOverlay)
    h.app.navigate(Close())
    h.app.navigate(ReplayDeal(ctx))
    h.app.navigator.settle()
    assert isinstance(h.top, DealScene) and len(h.app.stack) == 1
    assert ctx.session.state.hands == hand_at_start


def test_requests_are_values_and_a_stranger_is_refused(tmp_path) -> None:
    assert StartGame("quick") == StartGame("quick") and GoToTitle() == GoToTitle()
    h = PracticeHarness(tmp_path)
    with pytest.raises(TypeError):
        h.app.navigate(wrong("title"))   # not a request: refused at once


def test_a_request_loop_is_cut_off_and_logged(tmp_path, caplog, monkeypatch: pytest.MonkeyPatch) -> None:
    h = PracticeHarness(tmp_path)
    navigator = h.app.navigator
    monkeypatch.setattr(navigator, "_carry_out", lambda request: navigator.request(GoToTitle()))   # forever
    navigator.request(GoToTitle())
    navigator.settle()
    assert "did not settle" in caplog.text
    assert navigator.pending == ()


def test_a_game_starts_without_importing_the_menus_or_the_expert() -> None:
    """Issue 9: "first frame under 0.5 s at 1920x1080".  Importing the app is most of it, so the
    screens a game can start without (and the expert, which only practice hints ask, and the
    ladder and drills) load on first use; the navigator's requests above still lead to each."""
    import subprocess
    import sys
    code = ("import sys, game.app\n"
            "late = ['game.ai.expert', 'game.ui.scenes.help', 'game.ui.scenes.settings', 'game.ui.scenes.ladder',\n"
            "        'game.ui.scenes.drills', 'game.ui.scenes.trainer', 'game.levels.drills', 'game.levels.ladder']\n"
            "print([name for name in late if name in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parents[2], env={**os.environ, "SDL_VIDEODRIVER": "dummy"})
    assert out.stdout.strip() == "[]"


def test_screens_are_imported_ahead_one_a_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first opening of the settings spent 3-10 ms of its frame importing the screen: the
    frames' spare time imports each screen ahead, one at a time, then nothing more."""
    import sys

    import game.ui.scenes as scenes
    from game.ui import navigator
    for module in navigator.SCREENS_AHEAD:   # both put back afterwards: later tests patch the same modules
        monkeypatch.delitem(sys.modules, f"game.ui.scenes.{module}", raising=False)
        monkeypatch.delattr(scenes, module, raising=False)
    imported = []
    while navigator.import_ahead():
        imported.append(sorted(m for m in navigator.SCREENS_AHEAD if f"game.ui.scenes.{m}" in sys.modules))
    assert [len(step) for step in imported] == list(range(1, len(navigator.SCREENS_AHEAD) + 1))
    assert not navigator.import_ahead()
