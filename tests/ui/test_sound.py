"""The sound board stays silent instead of failing; generated effects are valid WAVs."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import importlib.util
import struct
import wave
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from game import resources
from game.ui.kit.sound import EFFECT_NAMES, SoundBoard

REPO = Path(__file__).resolve().parents[2]
ASSETS = REPO / "assets"   # the repo's own folder: tools/make_sounds.py writes here


@pytest.fixture(autouse=True)
def pygame_ready() -> None:
    pygame.init()


def load_make_sounds() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", REPO / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def exercise(board: SoundBoard) -> None:
    for name in (*EFFECT_NAMES, "no-such-effect", ""):
        board.play(name)
    board.set_volume(0.3)
    board.set_volume(7)
    board.set_volume(-1)
    board.set_volume(float("nan"))
    board.set_muted(True)
    board.play("deal")
    board.set_muted(False)
    board.play("win")


def test_committed_sounds_load_and_play() -> None:
    board = SoundBoard(ASSETS)
    assert board.available  # the dummy audio driver provides a mixer
    assert set(board.loaded) == set(EFFECT_NAMES)
    exercise(board)


def test_by_default_the_board_plays_the_shipped_sounds() -> None:
    """No path: the sounds come through game.resources, as in an installed wheel."""
    board = SoundBoard()
    assert set(board.loaded) == set(EFFECT_NAMES) and board.problems == []
    assert str(board.source) == str(resources.sounds_dir())
    exercise(board)


def test_missing_shipped_sounds_are_an_error_to_show(monkeypatch: pytest.MonkeyPatch,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(resources, "ASSETS_PACKAGE", "game.data.no_such_assets")
    board = SoundBoard()
    assert board.loaded == () and len(board.problems) == 1
    assert "game.data.no_such_assets" in board.problems[0]
    assert any(r.levelname == "ERROR" and "no_such_assets" in r.getMessage() for r in caplog.records)
    exercise(board)


def test_effect_names_are_the_shipped_ones() -> None:
    assert EFFECT_NAMES == resources.SOUND_EFFECTS
    assert sorted(p.stem for p in (ASSETS / "sounds").glob("*.wav")) == sorted(EFFECT_NAMES)


def test_sounds_dir_may_be_passed_directly() -> None:
    assert set(SoundBoard(ASSETS / "sounds").loaded) == set(EFFECT_NAMES)


def test_missing_and_corrupt_files_are_silent_and_logged(tmp_path: Path,
                                                         caplog: pytest.LogCaptureFixture) -> None:
    (tmp_path / "sounds").mkdir()
    (tmp_path / "sounds" / "deal.wav").write_bytes(b"definitely not a wav file")
    board = SoundBoard(tmp_path, volume=0.5, muted=True)
    assert board.loaded == () and board.problems == [], "another folder's gaps are not the install's"
    exercise(board)
    exercise(SoundBoard(tmp_path / "does-not-exist"))
    assert "deal.wav could not be loaded" in caplog.text
    assert "the sound 'win' is missing" in caplog.text and "no sounds folder" in caplog.text


def test_no_audio_device_means_silent(monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    def broken_init(*_args: object, **_kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    board = SoundBoard(ASSETS)
    assert not board.available and board.loaded == ()
    exercise(board)
    assert "No available audio device" in caplog.text


def test_volume_is_clamped() -> None:
    board = SoundBoard(ASSETS, volume=3.0)
    assert board.volume == 1.0
    board.set_volume(-2)
    assert board.volume == 0.0


def check_wav(path: Path) -> None:
    with wave.open(str(path), "rb") as wav:
        assert wav.getnchannels() == 1
        assert wav.getsampwidth() == 2
        assert wav.getframerate() == 44_100
        frames = wav.getnframes()
        assert 0 < frames < 1.5 * 44_100
        data = wav.readframes(frames)
    samples = struct.unpack(f"<{frames}h", data)
    peak = max(abs(value) for value in samples)
    assert 3000 < peak < 32000  # audible, never clipped
    assert abs(sum(samples) / frames) < 100  # no DC offset


def test_make_sounds_names_match_the_board() -> None:
    assert tuple(load_make_sounds().EFFECT_NAMES) == EFFECT_NAMES


def test_make_sounds_writes_valid_small_wavs(tmp_path: Path) -> None:
    make_sounds = load_make_sounds()
    written = make_sounds.generate_all(tmp_path, ("play", "click", "error"))
    assert sorted(path.name for path in written) == ["click.wav", "error.wav", "play.wav"]
    for path in written:
        check_wav(path)


def test_committed_sounds_are_valid_and_reproducible(tmp_path: Path) -> None:
    for name in EFFECT_NAMES:
        path = ASSETS / "sounds" / f"{name}.wav"
        check_wav(path)
        assert path.stat().st_size < 200_000
    regenerated = load_make_sounds().generate_all(tmp_path, ("deal",))[0]
    assert regenerated.read_bytes() == (ASSETS / "sounds" / "deal.wav").read_bytes()
