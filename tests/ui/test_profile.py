"""The player's profile in one place: settings, statistics, progress and the autosave.

Issue 9: "the game's profile (settings, stats, progress, autosave) in one place"; the README:
"A damaged file is kept as ``*.corrupt`` and the game starts fresh with a message."
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.profile.profile import PROGRESS_FILE, Profile
from game.profile.settings_store import AUTOSAVE_FILE, SETTINGS_FILE, STATS_FILE


def test_a_new_profile_has_defaults_and_no_messages(tmp_path: Path) -> None:
    profile = Profile(tmp_path)
    assert profile.settings.rules_preset == "classic"
    assert profile.stats.games == 0 and profile.progress.beaten == []
    assert not profile.has_autosave() and profile.read_autosave() is None
    assert profile.take_messages() == []


def test_everything_saved_is_read_back(tmp_path: Path) -> None:
    profile = Profile(tmp_path)
    profile.settings.animation_speed = 2.0
    profile.stats.games = 3
    profile.progress.mark_beaten("legion-antigonish")
    assert profile.save_settings() is None and profile.save_stats() is None and profile.save_progress() is None
    assert profile.write_autosave({"version": 1, "seed": 5}) is None
    again = Profile(tmp_path)
    assert again.settings.animation_speed == 2.0 and again.stats.games == 3
    assert again.progress.is_beaten("legion-antigonish")
    assert again.read_autosave() == {"version": 1, "seed": 5}
    again.clear_autosave()
    assert not again.has_autosave()


@pytest.mark.parametrize("name", [SETTINGS_FILE, STATS_FILE, PROGRESS_FILE, AUTOSAVE_FILE])
def test_a_damaged_file_is_kept_aside_with_a_message_each_time_once(tmp_path: Path, name: str) -> None:
    (tmp_path / name).write_text("{not json", encoding="utf-8")
    profile = Profile(tmp_path)
    _ = profile.progress   # read on first use
    profile.read_autosave()
    messages = profile.take_messages()
    assert any(name in m for m in messages), messages
    assert (tmp_path / f"{name}.corrupt").exists()
    assert profile.take_messages() == [], "each message is handed out once"


def test_a_save_that_cannot_be_written_says_so_in_words(tmp_path: Path) -> None:
    folder = tmp_path / "profile"
    profile = Profile(folder)
    folder.mkdir(exist_ok=True)
    (folder / SETTINGS_FILE).mkdir()   # a folder where the file should go: the write fails
    problem = profile.save_settings()
    assert problem is not None and "settings" in problem


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root may write anywhere")
def test_a_read_only_folder_loses_nothing(tmp_path: Path) -> None:
    profile = Profile(tmp_path)
    profile.stats.games = 2
    assert profile.save_stats() is None
    tmp_path.chmod(0o500)
    try:
        profile.stats.games = 9
        assert profile.save_stats() is not None
    finally:
        tmp_path.chmod(0o700)
    assert json.loads((tmp_path / STATS_FILE).read_text(encoding="utf-8"))["games"] == 2


def test_leftovers_of_an_interrupted_save_are_cleaned_at_the_next_start(tmp_path: Path) -> None:
    """Issue 12: "Leftover ``*.tmp`` files from an interrupted save are cleaned at the next start"
    (both the atomic writer's ``.<name>.*.tmp`` and the older ``<name>.tmp``)."""
    leftovers = []
    for name in (SETTINGS_FILE, STATS_FILE, AUTOSAVE_FILE, PROGRESS_FILE):
        for leftover in (tmp_path / f".{name}.x1y2.tmp", tmp_path / f"{name}.tmp"):
            leftover.write_text("{half a", encoding="utf-8")
            leftovers.append(leftover)
    keep = tmp_path / "notes.tmp"          # not ours: left alone
    keep.write_text("mine", encoding="utf-8")
    profile = Profile(tmp_path)
    assert [p.name for p in leftovers if p.exists()] == []
    assert keep.exists()
    assert profile.take_messages() == [], "a leftover is no damage: nothing to tell the player"
