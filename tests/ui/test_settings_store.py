"""Settings/stats persistence: round trips, damage recovery, atomic writes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.profile import folder as profile_folder
from game.profile import settings_store as store
from game.profile.folder import profile_dir
from game.profile.settings_store import (
    DEFAULT_PLAYER_NAMES,
    Settings,
    Stats,
    load_json,
    load_settings,
    load_stats,
    save_json_atomic,
    save_settings,
    save_stats,
)


def test_settings_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "profile" / "settings.json"
    original = Settings(ai_level="expert", animation_speed=2.0, players=6, volume=0.3, muted=True,
                        four_colour=True, large_cards=True, switches={"hold": False, "ticks": 3},
                        player_names=["Ann", "Bob"], sort_hand=False)
    save_settings(path, original)
    loaded, message = load_settings(path)
    assert message is None
    assert loaded == original


def test_missing_file_gives_defaults_without_message(tmp_path: Path) -> None:
    settings, message = load_settings(tmp_path / "nope.json")
    assert settings == Settings() and message is None
    assert settings.player_names == DEFAULT_PLAYER_NAMES
    assert settings.player_names is not DEFAULT_PLAYER_NAMES


@pytest.mark.parametrize("content", ["{not json", "", "[1, 2, 3]", "\x00\x01", '"text"'])
def test_corrupt_file_falls_back_and_is_preserved(tmp_path: Path, content: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8")
    settings, message = load_settings(path)
    assert settings == Settings()
    assert message is not None and path.name in message and "settings.json.corrupt" in message
    kept = tmp_path / "settings.json.corrupt"
    assert kept.read_text(encoding="utf-8") == content
    assert not path.exists()


def test_non_utf8_file_is_preserved(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xff\xfe\xfa garbage")
    settings, message = load_settings(path)
    assert settings == Settings() and message is not None
    assert (tmp_path / "settings.json.corrupt").read_bytes() == b"\xff\xfe\xfa garbage"


def test_second_corruption_does_not_overwrite_first_backup(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{bad one", encoding="utf-8")
    load_settings(path)
    path.write_text("{bad two", encoding="utf-8")
    load_settings(path)
    assert (tmp_path / "settings.json.corrupt").read_text() == "{bad one"
    assert (tmp_path / "settings.json.corrupt-2").read_text() == "{bad two"


def test_wrong_typed_fields_keep_the_valid_ones(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    data = {"ai_level": "expert", "players": "four", "volume": 7, "muted": 1,
            "animation_speed": 0.1, "player_names": ["Ann", 3], "large_cards": True,
            "unknown_future_option": 42}
    path.write_text(json.dumps(data), encoding="utf-8")
    settings, message = load_settings(path)
    assert settings.ai_level == "expert" and settings.large_cards is True
    assert settings.volume == Settings().volume, "out of range: the default, with a message"
    assert settings.animation_speed == Settings().animation_speed
    assert settings.players == 4 and settings.muted is False
    assert settings.player_names == DEFAULT_PLAYER_NAMES
    assert message is not None and path.name in message
    # The screen lists the first two (a message must fit the status strip whole); the log has them all.
    assert "animation_speed = 0.1" in message and "volume = 7" in message and "and 3 more (in the log)" in message
    assert "unknown_future_option" not in message, "a newer version's option is not an error"
    assert json.loads((tmp_path / "settings.json.corrupt").read_text()) == data
    repaired, again = load_settings(path)
    assert again is None and repaired == settings, "the repaired file was written back"


def test_load_never_raises_on_unreadable_path(tmp_path: Path) -> None:
    directory = tmp_path / "settings.json"
    directory.mkdir()  # reading a directory raises IsADirectoryError / PermissionError
    settings, message = load_settings(directory)
    assert settings == Settings() and message is not None


def test_stats_round_trip_and_validation(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    save_stats(path, Stats(games=3, wins=2, bids_made=5, bids_set=1, hands_played=40))
    stats, message = load_stats(path)
    assert message is None and stats.wins == 2 and stats.hands_played == 40
    path.write_text(json.dumps({"games": -1, "wins": 2}), encoding="utf-8")
    stats, message = load_stats(path)
    assert stats.games == 0 and stats.wins == 2 and message is not None


def test_atomic_write_leaves_no_temp_files_and_replaces(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    save_json_atomic(path, {"round": 1})
    save_json_atomic(path, {"round": 2, "text": "Séamus"})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]
    assert json.loads(path.read_text(encoding="utf-8")) == {"round": 2, "text": "Séamus"}


def test_failed_write_keeps_old_file_and_cleans_up(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    save_json_atomic(path, {"round": 1})
    with pytest.raises(TypeError):
        save_json_atomic(path, {"bad": object()})
    assert json.loads(path.read_text()) == {"round": 1}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]


def test_load_json_default_and_corrupt_autosave(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    assert load_json(path, default={}) == {}
    save_json_atomic(path, {"hand": [1, 2]})
    assert load_json(path, None) == {"hand": [1, 2]}
    path.write_text("{trunc", encoding="utf-8")
    assert load_json(path, default="fresh") == "fresh"
    assert (tmp_path / "autosave.json.corrupt").exists()


def test_settings_from_dict_reports_rejections() -> None:
    settings, rejected = Settings.from_dict({"sort_hand": "yes", "switches": {"hold": False, "b": [1]}})
    assert rejected == ["sort_hand", "switches"] and settings.switches == {"hold": False}
    assert Settings.from_dict(None) == (Settings(), ["(whole file)"])
    assert os.path.basename(store.SETTINGS_FILE) == "settings.json"


# --- damaged files of every kind: kept aside, a fresh start, never a crash -----------------

DAMAGED = {
    "null": "null",
    "a list": "[1, 2, 3]",
    "a number": "42",
    "deep nesting": "[" * 100_000 + "]" * 100_000,
    "deep nesting in a field": '{"switches": ' + "[" * 100_000 + "]" * 100_000 + "}",
    "a 5000-digit integer": '{"players": ' + "9" * 5000 + "}",
}


@pytest.mark.parametrize("kind", sorted(DAMAGED))
@pytest.mark.parametrize("loader, name", [(load_settings, "settings.json"), (load_stats, "stats.json")])
def test_damaged_profile_files_are_kept_aside(tmp_path: Path, kind: str, loader, name: str) -> None:
    path = tmp_path / name
    path.write_text(DAMAGED[kind], encoding="utf-8")
    record, message = loader(path)
    assert record == type(record)()
    assert message is not None and name in message and f"{name}.corrupt" in message
    assert (tmp_path / f"{name}.corrupt").read_text(encoding="utf-8") == DAMAGED[kind]


def test_absurd_numbers_in_statistics_are_reset(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"games": 10 ** 4000, "wins": 3, "hands_played": 1.5}), encoding="utf-8")
    stats, message = load_stats(path)
    assert stats == Stats(wins=3)
    assert message is not None and "games = 1000000000" in message
    assert "hands_played = 1.5" in message


def test_leftover_temp_files_of_an_interrupted_save_are_removed(tmp_path: Path) -> None:
    save_settings(tmp_path / "settings.json", Settings(volume=0.5))
    for leftover in (".settings.json.abc123.tmp", ".stats.json.x.tmp", ".autosave.json.q.tmp"):
        (tmp_path / leftover).write_text("{half a fi", encoding="utf-8")
    (tmp_path / "notes.tmp").write_text("not ours", encoding="utf-8")
    settings, message = load_settings(tmp_path / "settings.json")
    assert settings.volume == 0.5 and message is None
    load_stats(tmp_path / "stats.json")
    assert load_json(tmp_path / "autosave.json", None) is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.tmp", "settings.json"]


# --- the profile folder -----------------------------------------------------------------------

@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A temporary home (and no XDG_DATA_HOME), as a fresh account has."""
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("HOME", str(folder))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    return folder


def test_profile_dir_override_wins(tmp_path: Path) -> None:
    assert profile_dir(str(tmp_path / "p")) == tmp_path / "p"
    assert profile_dir(tmp_path / "q") == tmp_path / "q"


@pytest.mark.skipif(sys.platform != "linux", reason="the XDG layout is Linux's")
def test_profile_dir_comes_from_sdl_and_is_created(home: Path, monkeypatch: pytest.MonkeyPatch,
                                                   tmp_path: Path) -> None:
    expected = home / ".local" / "share" / "auction-forty-fives"
    assert profile_dir() == expected and expected.is_dir()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert profile_dir() == tmp_path / "xdg" / "auction-forty-fives"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")   # the XDG spec: ignore it
    monkeypatch.chdir(tmp_path)
    assert profile_dir() == expected
    assert not (tmp_path / "relative").exists()
    assert os.environ["XDG_DATA_HOME"] == "relative/ignored", "the environment is left as it was"


@pytest.mark.skipif(sys.platform != "linux", reason="the XDG layout is Linux's")
def test_an_existing_profile_in_todays_folder_is_found_and_kept(home: Path) -> None:
    today = home / ".local" / "share" / "auction-forty-fives"
    save_settings(today / "settings.json", Settings(ai_level="expert"))
    save_stats(today / "stats.json", Stats(games=7))
    folder = profile_dir()
    assert folder == today == profile_folder.legacy_profile_dir()
    assert load_settings(folder / store.SETTINGS_FILE)[0].ai_level == "expert"
    assert load_stats(folder / store.STATS_FILE)[0].games == 7


def test_a_profile_in_the_old_folder_is_used_where_it_is(home: Path, monkeypatch: pytest.MonkeyPatch,
                                                         tmp_path: Path) -> None:
    """Where SDL's folder differs from the one earlier versions computed (a Windows whose
    %APPDATA% points elsewhere), the old profile is read there, never lost."""
    old, new = tmp_path / "old" / "auction-forty-fives", tmp_path / "new" / "auction-forty-fives"
    monkeypatch.setattr(profile_folder, "legacy_profile_dir", lambda: old)
    monkeypatch.setattr(profile_folder, "platform_profile_dir", lambda: new)
    assert profile_dir() == new, "nothing anywhere yet: the platform's folder"
    save_stats(old / "stats.json", Stats(games=3))
    assert profile_dir() == old
    save_settings(new / "settings.json", Settings())
    assert profile_dir() == new, "once the new folder has a profile, it is the one"
    assert (old / "stats.json").is_file(), "the old files are never deleted"


def test_profile_dir_without_sdl_falls_back_to_the_old_folder(monkeypatch: pytest.MonkeyPatch,
                                                              tmp_path: Path) -> None:
    monkeypatch.setattr(profile_folder, "legacy_profile_dir", lambda: tmp_path / "old")
    monkeypatch.setattr(profile_folder, "platform_profile_dir", lambda: None)
    assert profile_dir() == tmp_path / "old"


def test_platform_profile_dir_reports_an_sdl_failure(monkeypatch: pytest.MonkeyPatch,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    import pygame.system

    def refuse(org: str, app: str) -> str:
        raise pygame.error("Couldn't create directory")

    monkeypatch.setattr(pygame.system, "get_pref_path", refuse)
    assert profile_folder.platform_profile_dir() is None
    assert "could not find or create the profile folder" in caplog.text


# --- the game itself starts on a bad settings file ---------------------------------------------

def test_the_game_starts_with_a_bogus_preset(tmp_path: Path) -> None:
    """The issue's crash: ``"rules_preset": "bogus"`` was a KeyError in app.py at start."""
    (tmp_path / "settings.json").write_text(json.dumps({"rules_preset": "bogus", "players": 3,
                                                        "volume": "loud"}), encoding="utf-8")
    code = subprocess.run([sys.executable, "-m", "game.cli", "--demo", "--seconds", "1", "--windowed",
                           "--size", "640x480", "--profile-dir", str(tmp_path), "--fast-clock"],
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert code.returncode == 0, code.stderr
    settings, message = load_settings(tmp_path / "settings.json")
    assert message is None and settings.rules_preset == "classic" and settings.players == 4
    assert (tmp_path / "settings.json.corrupt").is_file()
