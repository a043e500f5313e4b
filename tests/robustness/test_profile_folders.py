"""Issue 29, part 4: profile folders that cannot be used never stop or hang the game.

"Profile folders: any folder that cannot be read or written, any file in it that is a FIFO, a
device, a link or a folder, a full disk, a name too long: the game starts (or refuses up front
with one line naming the path, exit code 2), never hangs, never crashes, says once and plainly
on screen that progress will not be saved and why, and writes nothing but that one warning to
stderr (no tracebacks for expected I/O errors; the traceback of a real bug goes to the log when
the log can be written)."

Permissions do not stop root, so the cases that need them run the real game as the user
``nobody`` (``setpriv``), keeping only the right to read files (the interpreter lives under
/root); they are skipped, with the reason, where the machine cannot make the case.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import logs
from game.cli import parse_start
from game.profile import folder as profile_folder
from game.profile import settings_store as store
from game.profile.profile import Profile
from tests.ui.harness import AppHarness

REPO = Path(__file__).resolve().parents[2]
NOBODY = 65534
IS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
CAN_DROP = IS_ROOT and shutil.which("setpriv") is not None and sys.platform.startswith("linux")
needs_nobody = pytest.mark.skipif(not CAN_DROP, reason="needs root and setpriv to run the game as another user "
                                                       "(permissions do not stop root)")


@pytest.fixture(autouse=True)
def _clean():
    yield
    pygame.quit()
    logs.shutdown_logging()


def run_game(profile: Path, *extra: str, as_nobody: bool = False, env: dict[str, str] | None = None,
             seconds: str = "3") -> subprocess.CompletedProcess[str]:
    """The real game, headless, for a few seconds of game time, with a timeout: a hang fails."""
    command = [sys.executable, "main.py", "--fast-clock", "--seconds", seconds, "--windowed", "--size", "1024x600",
               *(["--profile-dir", str(profile)] if profile else []), *extra]
    if as_nobody:
        command = ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups",
                   "--inh-caps=+dac_read_search", "--ambient-caps=+dac_read_search", *command]
    environment = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "HOME": "/tmp",
                   **(env or {})}
    return subprocess.run(command, cwd=REPO, env=environment, capture_output=True, text=True, timeout=120)


def stderr_lines(result: subprocess.CompletedProcess[str]) -> list[str]:
    return [line for line in result.stderr.splitlines() if line.strip()]


def assert_one_warning(result: subprocess.CompletedProcess[str], *words: str) -> None:
    lines = stderr_lines(result)
    assert result.returncode == 0, result.stderr
    assert len(lines) == 1, f"one warning on stderr, not {lines}"
    assert "Traceback" not in result.stderr
    for word in words:
        assert word in lines[0], lines[0]


@needs_nobody
@pytest.mark.parametrize("case", ["mode 000", "read-only", "someone else's"])
def test_a_folder_that_cannot_be_written_plays_and_says_so_once(tmp_path: Path, case: str) -> None:
    folder = tmp_path / "profile"
    folder.mkdir()
    (folder / "settings.json").write_text('{"volume": 0.3}', encoding="utf-8")
    tmp_path.chmod(0o755)
    folder.chmod({"mode 000": 0o000, "read-only": 0o555, "someone else's": 0o755}[case])
    try:
        result = run_game(folder, as_nobody=True)
    finally:
        folder.chmod(0o755)
    assert_one_warning(result, "Nothing will be saved", str(folder))
    assert sorted(p.name for p in folder.iterdir()) == ["settings.json"], "nothing written, nothing moved"


@needs_nobody
def test_the_platform_folder_that_cannot_be_made_plays_and_says_so_once(tmp_path: Path) -> None:
    """No --profile-dir: the platform's folder (under $XDG_DATA_HOME) cannot be made."""
    data = tmp_path / "data"
    data.mkdir(mode=0o555)
    tmp_path.chmod(0o755)
    result = run_game(Path(""), as_nobody=True, env={"XDG_DATA_HOME": str(data)})
    assert_one_warning(result, "Nothing will be saved")


@needs_nobody
def test_a_folder_on_the_way_that_may_not_be_searched_is_one_line_and_exit_2(tmp_path: Path) -> None:
    """The argument check runs as ``nobody`` with no rights at all (in this process: the check
    uses only what is already imported)."""
    blocked = tmp_path / "blocked"
    blocked.mkdir(mode=0o000)
    tmp_path.chmod(0o755)
    err = io.StringIO()
    os.setegid(NOBODY)
    os.seteuid(NOBODY)
    try:
        with contextlib.redirect_stderr(err), pytest.raises(SystemExit) as stopped:
            parse_start(["--profile-dir", str(blocked / "profile")])
    finally:
        os.seteuid(0)
        os.setegid(0)
        blocked.chmod(0o755)
    assert stopped.value.code == 2
    lines = err.getvalue().splitlines()
    assert len(lines) == 1 and str(blocked / "profile") in lines[0] and "Permission denied" in lines[0], lines


def test_a_folder_name_too_long_is_one_line_and_exit_2(tmp_path: Path) -> None:
    result = run_game(tmp_path / ("a" * 300))
    lines = stderr_lines(result)
    assert result.returncode == 2 and len(lines) == 1, result.stderr
    assert "profile" in lines[0] and "aaaa" in lines[0] and len(lines[0]) < 300


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_in_the_logs_place_does_not_hang_the_game(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / logs.LOG_FILE)
    result = run_game(tmp_path)   # a hang is a timeout
    assert_one_warning(result, "cannot write the log file", "not a regular file")
    assert (tmp_path / "settings.json").exists(), "the game itself is saved as ever"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_a_log_that_is_a_link_to_a_full_device_is_said_once(tmp_path: Path) -> None:
    (tmp_path / logs.LOG_FILE).symlink_to("/dev/full")
    result = run_game(tmp_path)
    assert_one_warning(result, "cannot write the log file")
    assert "Logging error" not in result.stderr


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize("name", [store.SETTINGS_FILE, store.STATS_FILE, store.AUTOSAVE_FILE])
def test_a_profile_file_that_is_a_link_to_a_device_is_kept_aside(tmp_path: Path, name: str) -> None:
    (tmp_path / name).symlink_to("/dev/full")
    result = run_game(tmp_path)
    assert result.returncode == 0 and "Traceback" not in result.stderr
    assert (tmp_path / f"{name}.corrupt").is_symlink(), "the link itself is kept aside, the device untouched"


@contextlib.contextmanager
def full_disk(tmp_path: Path) -> Iterator[Path]:
    """A tiny file system, filled up (needs the right to mount one)."""
    mount = tmp_path / "full"
    mount.mkdir()
    made = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mount)], capture_output=True)
    if made.returncode != 0:
        pytest.skip(f"cannot mount a small file system here ({made.stderr.decode(errors='replace').strip()})")
    try:
        with contextlib.suppress(OSError), open(mount / "filler", "wb") as filler:
            while True:
                filler.write(b"\0" * 4096)
                filler.flush()
        yield mount
    finally:
        subprocess.run(["umount", str(mount)], capture_output=True)


@pytest.mark.skipif(not IS_ROOT or not shutil.which("mount"), reason="mounting a small file system needs root")
def test_a_full_disk_plays_and_says_so_once(tmp_path: Path) -> None:
    with full_disk(tmp_path) as mount:
        result = run_game(mount)
        assert_one_warning(result, "Nothing will be saved", "No space left on device")


def test_a_log_that_fails_to_take_a_record_is_said_once_without_tracebacks(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch,
                                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """A full disk during play: 'on a full disk one 3-second run prints 284 lines of tracebacks'."""
    path = logs.setup_logging(tmp_path)
    assert path is not None

    class FullDisk(io.StringIO):
        def write(self, _text: str) -> int:
            raise OSError(28, "No space left on device")

    handler = next(h for h in logging.getLogger().handlers if isinstance(h, logs._LogFile))
    monkeypatch.setattr(handler, "stream", FullDisk())
    for number in range(50):
        logging.getLogger("game.test").warning("record %d", number)
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert err.count("can no longer be written (No space left on device)") == 1
    assert logs.log_file() is None, "the log is given up"


def test_the_read_only_message_is_shown_on_screen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29: "a read-only profile folder: the game plays and names the folder, but each failed
    save prints a full traceback on stderr and nothing is shown on screen in 300 frames"."""
    read_only = profile_folder.FolderCheck(True, False, "Read-only file system")
    monkeypatch.setattr(profile_folder, "check_folder", lambda folder: read_only)
    h = AppHarness(tmp_path, "--seed", "3", "--speed", "8", "--autoplay", "0.05")
    shown: list[str] = []
    for _ in range(300):
        h.frames(1)
        status = getattr(h.top, "status", None)   # what the status strip shows this frame
        if status is not None and status.banner.text not in shown:
            shown.append(status.banner.text)
    unsaved = Profile(tmp_path, profile_folder.FolderCheck(True, False, "Read-only file system")).unsaved_message
    assert unsaved in shown, shown
    assert not (tmp_path / "autosave.json").exists() and not (tmp_path / "settings.json").exists()
