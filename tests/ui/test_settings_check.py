"""Every settings field is checked against what really exists: presets, table sizes, house rules
the engine accepts, computer levels and ranges.  A bad value is replaced by its default and
named in the message; the good fields stay."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.ai import LEVELS
from game.engine import PRESET_NAMES, PRESET_TABLES
from game.profile.settings_check import (
    ANIMATION_SPEED_RANGE,
    COMMAND_LINE_SPEED_RANGE,
    MAX_NAMES,
    check_settings,
    describe,
)
from game.profile.settings_store import Settings, load_settings


def load(tmp_path: Path, text: str) -> tuple[Settings, str]:
    path = tmp_path / "settings.json"
    path.write_text(text, encoding="utf-8")
    settings, message = load_settings(path)
    assert message is not None and path.name in message
    return settings, message


def test_a_bogus_preset_becomes_classic_with_a_message(tmp_path: Path) -> None:
    settings, message = load(tmp_path, json.dumps({"rules_preset": "bogus", "volume": 0.25}))
    assert settings.rules_preset == "classic" and settings.volume == 0.25
    assert "rules_preset = 'bogus'" in message and "unknown rules preset" in message


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_every_real_preset_and_table_size_is_kept(name: str) -> None:
    for players in PRESET_TABLES[name]:
        values, problems = check_settings({"rules_preset": name, "players": players})
        assert problems == [] and values["players"] == players


def test_players_are_checked_against_the_preset() -> None:
    values, problems = check_settings({"rules_preset": "classic", "players": 5})
    assert values["players"] == 4 and [p.field for p in problems] == ["players"]
    assert "played by 4 or 6 players" in str(problems[0])
    values, problems = check_settings({"rules_preset": "forty-five", "players": 2})
    assert values["players"] == 2 and problems == []
    values, problems = check_settings({"rules_preset": "cutthroat", "players": 4})
    assert values["players"] == 5, "the preset's own table size, not 4"
    values, problems = check_settings({"rules_preset": "cutthroat"})
    assert values["players"] == 5 and problems == [], "absent: quietly the preset's size"
    values, problems = check_settings({"rules_preset": "bogus", "players": 6})
    assert values["players"] == 6, "checked against the default preset, classic"


def test_switches_the_engine_refuses_are_dropped_one_by_one() -> None:
    values, problems = check_settings({"switches": {"hold": False, "no_such_rule": True, "ticks": "3",
                                                    "renege": "sometimes", "name": "x", "top6": True,
                                                    "rob_pack": True}})
    assert values["switches"] == {"hold": False, "rob_pack": True}
    dropped = {p.field for p in problems}
    assert dropped == {"switches.no_such_rule", "switches.ticks", "switches.renege", "switches.name",
                       "switches.top6"}
    message = "; ".join(map(str, problems))
    assert "switches.no_such_rule = True (no such house rule)" in message
    assert "switches.ticks = '3' (expected a whole number)" in message
    assert "switches.top6 = True (invalid rules 'classic': Top 6 replaces the kitty" in message, \
        "the engine's own reason"


def test_switches_are_checked_for_the_preset_and_table() -> None:
    values, problems = check_settings({"rules_preset": "forty-five", "players": 2,
                                       "switches": {"kitty_size": 3, "target": 45}})
    assert "switches.kitty_size" in {p.field for p in problems}
    values, problems = check_settings({"switches": "hold"})
    assert values["switches"] == {} and problems[0].field == "switches"


def test_the_computer_level_must_be_a_real_one() -> None:
    for level in LEVELS:
        assert check_settings({"ai_level": level}) == ({"ai_level": level, "players": 4}, [])
    values, problems = check_settings({"ai_level": "hard"})
    assert "ai_level" not in values and "unknown computer level" in str(problems[0])


@pytest.mark.parametrize("field, bad", [
    ("animation_speed", "NaN"), ("animation_speed", "Infinity"), ("animation_speed", "1e308"),
    ("animation_speed", "-1"), ("animation_speed", "0"), ("animation_speed", "true"),
    ("volume", "NaN"), ("volume", "-Infinity"), ("volume", "-0.5"), ("volume", "1.5"), ("volume", "1e999"),
    ("volume", '"loud"'), ("window_size", "[10, 10]"), ("window_size", "[1600]"),
    ("window_size", "[1e9, 900]"), ("window_size", "[99999, 900]"),
    ("player_names", '["' + "x" * 200 + '"]'), ("player_names", "[]"),
    ("player_names", json.dumps(["Ann"] * (MAX_NAMES + 1))), ("player_names", '["tab\\there"]'),
    ("muted", "1"), ("players", "4.0"),
])
def test_bad_values_get_their_default_and_a_message(tmp_path: Path, field: str, bad: str) -> None:
    settings, message = load(tmp_path, f'{{"{field}": {bad}, "large_cards": true}}')
    assert getattr(settings, field) == getattr(Settings(), field)
    assert settings.large_cards is True, "the good fields are kept"
    assert f"{field} = " in message


def test_good_values_at_the_edges_are_kept() -> None:
    low, high = ANIMATION_SPEED_RANGE
    values, problems = check_settings({"animation_speed": low, "volume": 0, "window_size": [640, 480],
                                       "player_names": ["A"] * MAX_NAMES})
    assert problems == [] and values["animation_speed"] == low and values["volume"] == 0.0
    assert check_settings({"animation_speed": high, "volume": 1})[1] == []
    assert COMMAND_LINE_SPEED_RANGE[0] <= low and high <= COMMAND_LINE_SPEED_RANGE[1]


@pytest.mark.parametrize("value, text", [
    (None, "null"), ([], "[]"), ([1], "a list"), ({"a": 1}, "a table"), ("x" * 100, "'" + "x" * 36 + "..."),
])
def test_values_are_described_briefly(value: Any, text: str) -> None:
    assert describe(value) == text
