"""Settings/stats persistence: round trips, damage recovery, atomic writes."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.ui import settings_store as store
from game.ui.settings_store import (DEFAULT_PLAYER_NAMES, Settings, Stats, load_json,
                                    load_settings, load_stats, profile_dir, save_json_atomic,
                                    save_settings, save_stats)


def test_settings_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "profile" / "settings.json"
    original = Settings(ai_level="hard", animation_speed=2.0, players=6, volume=0.3, muted=True,
                        four_colour=True, large_cards=True, switches={"bid_30_for_60": True},
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
    assert message is not None and str(path) in message and "settings.json.corrupt" in message
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
    assert settings.volume == 1.0, "out-of-range numbers are clamped, not rejected"
    assert settings.animation_speed == 0.5
    assert settings.players == 4 and settings.muted is False
    assert settings.player_names == DEFAULT_PLAYER_NAMES
    assert message is not None and str(path) in message
    for name in ("players", "muted", "player_names"):
        assert name in message
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


def test_profile_dir_override_and_platforms(monkeypatch: pytest.MonkeyPatch,
                                            tmp_path: Path) -> None:
    assert profile_dir(str(tmp_path / "p")) == tmp_path / "p"
    monkeypatch.setattr(store.sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert profile_dir() == tmp_path / "xdg" / "auction-forty-fives"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")
    assert profile_dir() == Path.home() / ".local" / "share" / "auction-forty-fives"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert profile_dir() == Path.home() / ".local" / "share" / "auction-forty-fives"
    monkeypatch.setattr(store.sys, "platform", "darwin")
    assert profile_dir() == Path.home() / "Library" / "Application Support" / "auction-forty-fives"
    monkeypatch.setattr(store.sys, "platform", "win32")
    monkeypatch.setenv("APPDATA", str(tmp_path / "roaming"))
    assert profile_dir() == tmp_path / "roaming" / "auction-forty-fives"


def test_settings_from_dict_reports_rejections() -> None:
    settings, rejected = Settings.from_dict({"sort_hand": "yes", "switches": {"a": 1, "b": [1]}})
    assert rejected == ["sort_hand"] and settings.switches == {"a": 1}
    assert Settings.from_dict(None) == (Settings(), ["(whole file)"])
    assert os.path.basename(store.SETTINGS_FILE) == "settings.json"
