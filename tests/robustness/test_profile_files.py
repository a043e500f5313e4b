"""Issue 12, part 1: no profile file can stop the game from starting.

The README: "A damaged file is kept as ``*.corrupt`` and the game starts fresh with a message."
Each case of the issue, in each of the four files (settings, statistics, practice progress,
the autosave): the profile loads, the file is kept aside as ``<name>.corrupt``, a message
names it, and what the game reads is fresh (or, for a file with some bad fields, what
survives).  The autosave is read the way the game resumes it (``Navigator.resume_autosave``:
``Profile.read_autosave`` then ``GameSession.from_save``, whose ``ValueError`` discards it).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from game.engine import preset
from game.profile.profile import PROGRESS_FILE, Profile
from game.profile.settings_store import AUTOSAVE_FILE, SETTINGS_FILE, STATS_FILE
from game.ui.table.session import GameSession, SeatConfig

if TYPE_CHECKING:
    from tests.ui.harness import AppHarness

DEEP = "[" * 100_000 + "]" * 100_000
DAMAGE = {
    "deep nesting": DEEP,
    "deep nesting in a field": '{"beaten": ' + DEEP + ', "games": ' + DEEP + ', "history": ' + DEEP + "}",
    "a 5000-digit integer": '{"players": ' + "9" * 5000 + ', "games": ' + "9" * 5000 + ', "seed": '
                            + "9" * 5000 + "}",
    "null": "null",
    "a list": "[1, 2, 3]",
    "not JSON": "{not json",
    "not UTF-8": "\udcff",   # written as the byte 0xff below
    "empty": "",
}
FILES = [SETTINGS_FILE, STATS_FILE, PROGRESS_FILE, AUTOSAVE_FILE]


def write(path: Path, text: str) -> None:
    if text == "\udcff":
        path.write_bytes(b"\xff\xfe{")
    else:
        path.write_text(text, encoding="utf-8")


def resume(profile: Profile) -> GameSession | None:
    """What the navigator does with the autosave when the game starts."""
    data = profile.read_autosave()
    if data is None:
        return None
    try:
        return GameSession.from_save(data)
    except ValueError as exc:
        profile.discard_autosave(str(exc))
        return None


def open_everything(folder: Path) -> tuple[Profile, GameSession | None, list[str]]:
    profile = Profile(folder)
    _ = profile.progress   # read on first use
    session = resume(profile)
    return profile, session, profile.take_messages()


@pytest.mark.parametrize("kind", sorted(DAMAGE))
@pytest.mark.parametrize("name", FILES)
def test_a_damaged_file_is_kept_aside_and_the_game_starts_fresh(tmp_path: Path, name: str, kind: str) -> None:
    write(tmp_path / name, DAMAGE[kind])
    profile, session, messages = open_everything(tmp_path)
    assert session is None
    assert [m for m in messages if name in m and ".corrupt" in m], messages
    assert (tmp_path / f"{name}.corrupt").exists()
    assert profile.settings.rules_preset == "classic" and profile.stats.games == 0
    assert profile.progress.beaten == []


def good_save() -> dict:
    session = GameSession(preset("classic", 4), 7, [SeatConfig("You", "human")] +
                          [SeatConfig(n, "random") for n in ("A", "B", "C")])
    session.deal_next()
    while session.state.current_player != 0:
        session.computer_step()
    session.human_action(session.state.legal_actions()[0])
    return session.to_save()


def autosave_cases() -> dict[str, dict]:
    base = good_save()
    cases = {
        "seed Infinity": dict(base, seed=float("inf")),
        "seed NaN": dict(base, seed=float("nan")),
        "seed 1.5": dict(base, seed=1.5),
        "seed text": dict(base, seed="seven"),
        "seed of 300 digits": dict(base, seed=10 ** 300),
        "a huge card number in the history": dict(base, history=base["history"] + ["play 99999999999999999H"]),
        "a number in the history": dict(base, history=base["history"] + [2 ** 53]),
        "a list in the history": dict(base, history=base["history"] + [[1]]),
        "an illegal action in the history": dict(base, history=base["history"] + ["bid 17"]),
        "the history is a string": dict(base, history="pass"),
        "no switches": {k: v for k, v in base.items() if k != "switches"},
        "switches null": dict(base, switches=None),
        "players as text": dict(base, switches=dict(base["switches"], players="4")),
        "target 2**63": dict(base, switches=dict(base["switches"], target=2 ** 63)),
        "too few seats": dict(base, seats=base["seats"][:2]),
        "a seat that is a number": dict(base, seats=[1, 2, 3, 4]),
        "a seat name of a megabyte": dict(base, seats=[dict(base["seats"][0], name="x" * 1_000_000)]
                                          + base["seats"][1:]),
        "a personality that is a list": dict(base, seats=base["seats"][:3]
                                             + [dict(base["seats"][3], personality=[1])]),
        "version 99": dict(base, version=99),
        "an unknown computer level": dict(base, seats=base["seats"][:3] + [dict(base["seats"][3], level="godlike")]),
        "a personality the players refuse": dict(base, seats=base["seats"][:3]
                                                 + [dict(base["seats"][3], personality={"boldness": "x"})]),
    }
    return cases


AUTOSAVES = autosave_cases()


@pytest.mark.parametrize("kind", sorted(AUTOSAVES))
def test_a_damaged_autosave_is_kept_aside_with_a_message(tmp_path: Path, kind: str) -> None:
    (tmp_path / AUTOSAVE_FILE).write_text(json.dumps(AUTOSAVES[kind]), encoding="utf-8")
    profile, session, messages = open_everything(tmp_path)
    assert session is None, kind
    assert (tmp_path / f"{AUTOSAVE_FILE}.corrupt").exists()
    assert len(messages) == 1 and AUTOSAVE_FILE in messages[0] and ".corrupt" in messages[0], messages
    assert len(messages[0]) < 400, "one short message, whatever the file held"


def test_a_good_autosave_still_resumes(tmp_path: Path) -> None:
    data = good_save()
    (tmp_path / AUTOSAVE_FILE).write_text(json.dumps(data), encoding="utf-8")
    profile, session, messages = open_everything(tmp_path)
    assert messages == [] and session is not None
    assert [str(a) for a in session.to_save()["history"]] == data["history"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("name", FILES)
def test_a_fifo_in_place_of_a_file_does_not_hang(tmp_path: Path, name: str) -> None:
    """Opening a FIFO for reading waits for a writer forever: it is refused as no regular file."""
    os.mkfifo(tmp_path / name)
    profile, session, messages = open_everything(tmp_path)
    assert session is None
    assert [m for m in messages if name in m], messages
    assert not (tmp_path / name).exists() or (tmp_path / name).is_file()


@pytest.mark.parametrize("name", FILES)
def test_a_folder_in_place_of_a_file(tmp_path: Path, name: str) -> None:
    (tmp_path / name).mkdir()
    profile, session, messages = open_everything(tmp_path)
    assert session is None and [m for m in messages if name in m], messages
    assert (tmp_path / f"{name}.corrupt").is_dir()


@pytest.mark.parametrize("text, kept", [
    ('{"beaten": 5, "solved": ["five-is-boss"]}', {"solved": ["five-is-boss"]}),
    ('{"beaten": ["legion-antigonish", 7], "trainer_best": {"t": -1}}', {"beaten": ["legion-antigonish"]}),
    ('{"trainer_best": [1, 2]}', {}),
    ('{"version": 99, "beaten": ["a"]}', {"beaten": ["a"]}),
])
def test_progress_of_the_wrong_shape_is_kept_aside_not_emptied_silently(tmp_path: Path, text: str,
                                                                         kept: dict) -> None:
    (tmp_path / PROGRESS_FILE).write_text(text, encoding="utf-8")
    profile, _, messages = open_everything(tmp_path)
    assert [m for m in messages if PROGRESS_FILE in m and ".corrupt" in m], messages
    assert (tmp_path / f"{PROGRESS_FILE}.corrupt").read_text(encoding="utf-8") == text
    assert profile.progress.beaten == kept.get("beaten", [])
    assert profile.progress.solved == kept.get("solved", [])
    # what survived is written back, so it is still there at the next start
    again = Profile(tmp_path)
    assert again.progress == profile.progress and again.take_messages() == []


@pytest.mark.parametrize("name, key", [(SETTINGS_FILE, "rules_preset"), (STATS_FILE, "games")])
def test_null_is_not_a_first_run(tmp_path: Path, name: str, key: str) -> None:
    """``null`` was taken for a missing file: the next save zeroed lifetime statistics."""
    (tmp_path / name).write_text("null", encoding="utf-8")
    profile, _, messages = open_everything(tmp_path)
    assert [m for m in messages if name in m], messages
    assert (tmp_path / f"{name}.corrupt").read_text(encoding="utf-8") == "null"


def test_a_bogus_preset_is_replaced_with_a_message(tmp_path: Path) -> None:
    (tmp_path / SETTINGS_FILE).write_text('{"rules_preset": "bogus", "players": 3}', encoding="utf-8")
    profile, _, messages = open_everything(tmp_path)
    assert profile.settings.rules_preset == "classic" and profile.settings.players == 4
    assert any("rules_preset = 'bogus'" in m for m in messages), messages


@pytest.mark.parametrize("name, content", [
    (AUTOSAVE_FILE, json.dumps(dict(AUTOSAVES["seed Infinity"]))),
    (AUTOSAVE_FILE, json.dumps(AUTOSAVES["a huge card number in the history"])),
    (PROGRESS_FILE, '{"beaten": 5}'),
    (STATS_FILE, "null"),
], ids=["seed-infinity", "huge-card", "progress-shape", "stats-null"])
def test_the_game_itself_starts_and_says_so(tmp_path: Path, app_harness: Callable[..., AppHarness], name: str,
                                            content: str) -> None:
    """The app end to end: it opens at a fresh table and shows the message naming the file."""
    (tmp_path / name).write_text(content, encoding="utf-8")
    h = app_harness(size="800x600")
    if name == PROGRESS_FILE:
        _ = h.app.profile.progress   # read when the ladder or drills are opened
        messages = h.app.profile.take_messages()
    else:
        h.frames(3)
        messages = [t.text for t in h.ctx.effects.toasts]
        assert h.ctx.session.state.history[:1] != [] and len(h.ctx.session.state.history) < 3
    assert any(name in m for m in messages), messages
    assert (tmp_path / f"{name}.corrupt").exists()
