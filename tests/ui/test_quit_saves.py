"""Issue 29: the game in progress is saved at quit from every screen and overlay, when the system
asks the game to stop, and when an error nobody caught ends it.

"The game in progress is saved at quit from every screen and overlay, and whenever the window is
closed or the process is asked to stop (SIGTERM, SIGHUP), not only from the table."
"An uncaught exception is written to the log with its traceback, the autosave is written if it
can be, and the player sees a one-line message with the log's path before the window closes."
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game import app as app_module
from game.cli import parse_start
from game.logs import LOG_FILE, shutdown_logging
from game.ui.kit.display import Display
from game.ui.kit.shutdown import STOP_SIGNALS, crash_line, stop_signals
from game.ui.scenes.host import OpenHelp, OpenPause, OpenSettings, OpenStats
from tests.ui.harness import AppHarness

REPO = Path(__file__).resolve().parents[2]
TABLE_STAGES = ("deal", "auction", "draw", "trick", "scoreboard")
OVERLAYS = {"pause": OpenPause, "help": lambda ctx: OpenHelp(), "settings": OpenSettings,
            "statistics": lambda ctx: OpenStats()}


@pytest.fixture(autouse=True)
def _pygame():
    yield
    pygame.quit()
    shutdown_logging()


def saved_history(profile: Path) -> list[str]:
    return json.loads((profile / "autosave.json").read_text(encoding="utf-8"))["history"]


def reach(h: AppHarness, stage: str) -> None:
    """The first ``stage`` of the game with some moves made (the deal: of the second hand)."""
    assert h.run_until(lambda: h.top.name == stage and len(h.top.ctx.session.state.history) > 2, 4000), stage
    (h.app.profile.folder / "autosave.json").unlink(missing_ok=True)   # only the quit may write it now


def quit_by_closing_the_window(h: AppHarness) -> None:
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    h.frames(1)
    assert not h.app.loop.running


@pytest.mark.parametrize("screen", [*TABLE_STAGES, *OVERLAYS])
def test_closing_the_window_saves_the_game_from_every_screen(tmp_path: Path, screen: str) -> None:
    h = AppHarness(tmp_path, "--seed", "7", "--speed", "8", "--autoplay", "0.05")
    reach(h, screen if screen in TABLE_STAGES else "trick")
    ctx = h.top.ctx
    if screen in OVERLAYS:
        h.navigate(OVERLAYS[screen](ctx))
        assert h.top.name == screen and h.top.is_overlay
    history = [str(action) for action in ctx.session.to_save()["history"]]
    quit_by_closing_the_window(h)
    assert saved_history(tmp_path) == history, f"the game as it stood under the {screen} screen"


@pytest.mark.parametrize("overlay", ["help", "statistics"])
def test_running_out_of_seconds_under_an_overlay_saves_the_game(tmp_path: Path, overlay: str) -> None:
    """Issue 29, 3: "Closing the window (or --seconds running out) while either is open skips the
    autosave: 20 moves played, no autosave.json"."""
    h = AppHarness(tmp_path, "--seed", "4", "--speed", "8", "--autoplay", "0.05", "--seconds", "600")
    reach(h, "trick")
    h.navigate(OVERLAYS[overlay](h.top.ctx))
    h.app.quit_at = h.app.loop.game_time   # time is up now
    h.frames(1)
    assert not h.app.loop.running and len(saved_history(tmp_path)) > 2


def test_quitting_from_the_title_menus_keeps_the_settings(tmp_path: Path) -> None:
    h = AppHarness(tmp_path, "--title")
    h.navigate(OpenSettings())
    h.app.profile.settings.volume = 0.25
    quit_by_closing_the_window(h)
    assert json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["volume"] == 0.25


@pytest.mark.skipif(not STOP_SIGNALS, reason="this platform has no SIGTERM or SIGHUP")
@pytest.mark.parametrize("number", STOP_SIGNALS, ids=lambda n: signal.Signals(n).name)
def test_a_stop_signal_saves_the_game_between_ticks(tmp_path: Path, number: int) -> None:
    h = AppHarness(tmp_path, "--seed", "5", "--speed", "8", "--autoplay", "0.05")
    reach(h, "trick")
    h.navigate(OpenHelp())
    with stop_signals(h.app.request_stop):
        os.kill(os.getpid(), number)
        deadline = time.monotonic() + 5
        while not h.app._stop_requested and time.monotonic() < deadline:   # delivered between bytecodes
            time.sleep(0.01)
        table = h.app.table_in_play()
        assert table is not None, "a game is in play"
        history = [str(a) for a in table.session.to_save()["history"]]
        h.frames(1)
    assert not h.app.loop.running
    assert saved_history(tmp_path) == history
    assert signal.getsignal(number) is not None, "the old handler is back"


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or os.name != "posix", reason="needs POSIX signals")
def test_the_real_game_saves_on_sigterm(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    game = subprocess.Popen([sys.executable, "main.py", "--profile-dir", str(tmp_path), "--autoplay", "0.05",
                             "--speed", "6", "--seed", "3", "--windowed", "--size", "1024x600"],
                            cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    log = tmp_path / LOG_FILE
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and "sounds loaded" not in (log.read_text() if log.exists() else ""):
        time.sleep(0.1)
    time.sleep(1.5)    # some moves made, no hand finished yet
    game.send_signal(signal.SIGTERM)
    _, err = game.communicate(timeout=60)
    assert game.returncode == 0, err
    assert saved_history(tmp_path), "the game was saved"
    assert b"Traceback" not in err


def test_an_error_nobody_caught_is_logged_saves_the_game_and_says_where(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch,
                                                                          capsys: pytest.CaptureFixture[str]) -> None:
    started: list[app_module.App] = []
    real_start = app_module.App.start

    def start(self: app_module.App) -> None:
        started.append(self)
        real_start(self)

    def update(self: app_module.App, dt: float) -> None:
        real_update(self, dt)
        ctx = self.table_in_play()
        if ctx is not None and len(ctx.session.state.history) > 3:
            raise RuntimeError("a bug in the game")

    real_update = app_module.App.update
    monkeypatch.setattr(app_module.App, "start", start)
    monkeypatch.setattr(app_module.App, "update", update)
    code = app_module.main(parse_start(["--profile-dir", str(tmp_path), "--fast-clock", "--autoplay", "0.05",
                                        "--speed", "8", "--seed", "2", "--seconds", "120", "--windowed",
                                        "--size", "1024x600"]))
    assert code == 1
    log = (tmp_path / LOG_FILE).read_text(encoding="utf-8")
    assert "Traceback" in log and "RuntimeError: a bug in the game" in log
    assert len(saved_history(tmp_path)) > 3, "the game was saved"
    err = capsys.readouterr().err
    assert crash_line(True, str(tmp_path / LOG_FILE)) in err
    assert "Traceback" not in err, "stderr: one line; the traceback is in the log"
    expected = f"CRITICAL game.ui.kit.shutdown: {crash_line(True, str(tmp_path / LOG_FILE))}"
    assert [line for line in err.splitlines() if line.strip()] == [expected]
    assert started, "the game ran"


def test_an_error_before_the_first_frame_is_logged_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("no screen today")

    monkeypatch.setattr(Display, "open", broken)
    assert app_module.main(parse_start(["--profile-dir", str(tmp_path), "--fast-clock", "--seconds", "1"])) == 1
    assert "RuntimeError: no screen today" in (tmp_path / LOG_FILE).read_text(encoding="utf-8")
    assert "Traceback" not in capsys.readouterr().err
