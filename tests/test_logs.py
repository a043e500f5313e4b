"""The game's log: a small rotating file in the profile folder, warnings on stderr too, set up
twice without doubling, and an unwritable folder is said once and never a crash."""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import logs


@pytest.fixture(autouse=True)
def clean() -> Iterator[None]:
    logs.shutdown_logging()
    level = logging.getLogger().level
    yield
    logs.shutdown_logging()
    logging.getLogger().setLevel(level)


def ours() -> list[logging.Handler]:
    return [h for h in logging.getLogger().handlers if getattr(h, "_forty_fives_handler", False)]


def test_the_log_goes_to_a_small_rotating_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = logs.setup_logging(tmp_path / "profile")
    assert path == tmp_path / "profile" / logs.LOG_FILE and logs.log_file() == path
    logging.getLogger("game.test").info("an ordinary event")
    logging.getLogger("game.test").warning("something to look at")
    text = path.read_text(encoding="utf-8")
    assert "INFO    game.test: an ordinary event" in text and "WARNING game.test: something to look at" in text
    err = capsys.readouterr().err
    assert "something to look at" in err and "ordinary" not in err, "stderr: warnings and up only"
    rotating = [h for h in ours() if isinstance(h, logging.handlers.RotatingFileHandler)]
    assert rotating[0].maxBytes == logs.MAX_BYTES and rotating[0].backupCount == logs.BACKUP_COUNT


def test_setting_up_twice_does_not_double_the_handlers(tmp_path: Path) -> None:
    logs.setup_logging(tmp_path / "a")
    logs.setup_logging(tmp_path / "b")
    assert len(ours()) == 2
    assert logs.log_file() == tmp_path / "b" / logs.LOG_FILE
    logging.getLogger("game.test").warning("once")
    assert (tmp_path / "b" / logs.LOG_FILE).read_text().count("once") == 1
    assert "once" not in (tmp_path / "a" / logs.LOG_FILE).read_text()


def test_an_unwritable_folder_leaves_stderr_and_says_so_once(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the profile folder should be")
    assert logs.setup_logging(blocker) is None
    assert logs.setup_logging(blocker) is None
    err = capsys.readouterr().err
    assert err.count("cannot write the log file") == 1 and "logging to stderr only" in err
    logging.getLogger("game.test").error("still heard")
    assert "still heard" in capsys.readouterr().err


@pytest.mark.skipif(os.name != "posix" or (hasattr(os, "geteuid") and os.geteuid() == 0),
                    reason="permissions do not stop root")
def test_a_read_only_folder_is_not_a_crash(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        assert logs.setup_logging(folder) is None
    finally:
        folder.chmod(0o700)


def test_stderr_is_looked_up_when_writing(capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests (and pythonw) swap sys.stderr: the handler must not hold on to an old one."""
    logs.setup_logging(None)
    import io
    swapped = io.StringIO()
    monkeypatch.setattr(sys, "stderr", swapped)
    logging.getLogger("game.test").warning("to the new stderr")
    assert "to the new stderr" in swapped.getvalue()


def test_the_sound_board_logs_instead_of_swallowing(tmp_path: Path) -> None:
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame
    pygame.init()
    from game.ui.kit.sound import SoundBoard
    path = logs.setup_logging(tmp_path)
    assert path is not None
    SoundBoard(tmp_path / "nowhere")
    assert "no sounds folder" in path.read_text(encoding="utf-8")
