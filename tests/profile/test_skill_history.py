"""The rating's history in the profile (issue 42, part 4, and its constraint: "The rating, the
challenge results and their history live in the profile and survive a damaged file, a kill
mid-save and a folder that cannot be written, as the other profile files do")."""

from __future__ import annotations

import datetime
import os
import tempfile
from pathlib import Path
from typing import Any

import pytest

from game.profile import folder as profile_folder
from game.profile import skill_history
from game.profile.profile import Profile
from game.profile.rating import Rating
from game.profile.skill_history import SkillHistory, load_skill, save_skill
from game.profile.skill_records import Best, ChallengeResult, PersonalBests

D = datetime.date
FIELD = {"easy": 1.0, "normal": 0.75, "expert": 0.5, "master": 0.25}


def challenge(played: D, code: str | None = None, matchpoints: float = 62.5, on: D | None = None,
              preset: str = "classic") -> ChallengeResult:
    date = (on or played).isoformat()
    return ChallengeResult(date, played.isoformat(), preset, code or f"{preset}-{date}", matchpoints, 3.0, FIELD)


def played_on(*days: D) -> SkillHistory:
    history = SkillHistory()
    for day in days:
        assert history.record_challenge(challenge(day))
    return history


# ---------------------------------------------------------------------------- the streak

@pytest.mark.parametrize("days, today, streak", [
    ([D(2026, 1, 30), D(2026, 1, 31), D(2026, 2, 1)], D(2026, 2, 1), 3),        # a month's end
    ([D(2026, 12, 30), D(2026, 12, 31), D(2027, 1, 1)], D(2027, 1, 1), 3),      # a year's end
    ([D(2028, 2, 28), D(2028, 2, 29), D(2028, 3, 1)], D(2028, 3, 1), 3),        # a leap day
    ([D(2027, 2, 27), D(2027, 2, 28), D(2027, 3, 1)], D(2027, 3, 1), 3),        # no leap day
    ([D(2026, 12, 29), D(2026, 12, 31), D(2027, 1, 1)], D(2027, 1, 1), 2),      # a gap breaks it
    ([D(2026, 12, 30), D(2026, 12, 31)], D(2027, 1, 1), 2),                     # today still to play
    ([D(2026, 12, 30), D(2026, 12, 31)], D(2027, 1, 2), 0),                     # a day missed
    ([], D(2027, 1, 2), 0),
])
def test_the_streak_counts_days_in_a_row(days: list[D], today: D, streak: int) -> None:
    assert played_on(*days).streak(today) == streak


def test_a_past_days_challenge_played_by_its_code_does_not_fill_a_gap() -> None:
    history = played_on(D(2026, 12, 29), D(2026, 12, 31))
    assert history.record_challenge(challenge(D(2026, 12, 31), on=D(2026, 12, 30)))
    assert history.streak(D(2026, 12, 31)) == 1
    assert history.longest_streak() == 1


def test_the_longest_streak_is_kept_after_a_gap() -> None:
    history = played_on(D(2026, 11, 29), D(2026, 11, 30), D(2026, 12, 1), D(2026, 12, 5), D(2026, 12, 6))
    assert history.longest_streak() == 3 and history.streak(D(2026, 12, 6)) == 2


# ---------------------------------------------------------------------------- recording and bests

def test_a_challenge_counts_once_and_moves_the_rating() -> None:
    history = SkillHistory()
    assert history.record_challenge(challenge(D(2026, 12, 1), code="C1"))
    after = history.rating
    assert after.results == 4 and after.rating != Rating().rating
    assert not history.record_challenge(challenge(D(2026, 12, 1), code="C1", matchpoints=100.0)), "a replay"
    assert history.rating == after and history.challenges["C1"].matchpoints == 62.5
    assert history.challenge_on(D(2026, 12, 1), "classic") is not None
    assert history.challenge_on(D(2026, 12, 1), "nova_scotia") is None


def test_personal_bests_are_the_highest_and_the_day_they_came() -> None:
    history = SkillHistory()
    history.record_hand(D(2026, 12, 1), 71.0)
    history.record_hand(D(2026, 12, 1), 93.5)
    history.record_hand(D(2026, 12, 2), 93.5)     # equalled later: the first day stands
    history.record_hand(D(2026, 12, 2), None)     # not measured: nothing recorded
    history.record_game(D(2026, 12, 2), "expert", 1.0, 80.0)
    history.record_game(D(2026, 12, 3), "master", 0.0, 60.0)
    history.record_challenge(challenge(D(2026, 12, 3), matchpoints=87.5))
    history.record_challenge(challenge(D(2026, 12, 4), matchpoints=50.0))
    bests = history.bests()
    assert bests.hand_accuracy == Best(93.5, "2026-12-01")
    assert bests.game_accuracy is not None and bests.game_accuracy.value == 80.0
    assert bests.matchpoints == Best(87.5, "2026-12-03")
    assert bests.rating is not None and bests.rating.value == max(p.rating for p in history.rating.history)
    assert history.days["2026-12-01"].hands == 2 and history.days["2026-12-01"].hand_accuracy == pytest.approx(82.25)
    assert history.days["2026-12-02"].hands == 1, "an unmeasured hand is not counted"
    timeline = history.timeline()
    assert [p.date for p in timeline] == ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"]
    assert timeline[0].rating is None and timeline[1].rating is not None and timeline[0].game_accuracy is None


def test_nothing_recorded_has_no_bests() -> None:
    assert SkillHistory().bests() == PersonalBests()
    with pytest.raises(ValueError):
        SkillHistory().record_hand(D(2026, 12, 1), 101.0)


# ---------------------------------------------------------------------------- the file

def full_history() -> SkillHistory:
    history = played_on(D(2026, 12, 30), D(2026, 12, 31), D(2027, 1, 1))
    history.record_hand(D(2026, 12, 31), 88.0)
    history.record_game(D(2027, 1, 1), "normal", 1.0, 91.25)
    return history


def test_the_file_round_trips_through_the_profile(tmp_path: Path) -> None:
    profile = Profile(tmp_path)
    profile.skill.record_challenge(challenge(D(2026, 12, 1)))
    profile.skill.record_hand(D(2026, 12, 1), 77.0)
    assert profile.save_skill() is None
    again = Profile(tmp_path)
    assert again.skill == profile.skill and again.take_messages() == []
    assert not again.first_run, "a profile with only its rating history is a profile"
    save_skill(tmp_path / "other.jsonl", full_history())
    assert load_skill(tmp_path / "other.jsonl") == (full_history(), None)


def damage(path: Path, number: int, line: bytes) -> None:
    lines = path.read_bytes().split(b"\n")
    lines[number - 1] = line
    path.write_bytes(b"\n".join(lines))


def kinds(history: SkillHistory) -> list[str]:
    return [record["kind"] for record in history.lines()]


@pytest.mark.parametrize("line, named", [
    (b"\xff\xfe\x00garbage\x9c", "line 5: not text"),
    (b'{"kind": "challenge", "date": "2026-12-30", "played": "2026-12-30", "pre', "line 5: not a record"),
    (b'{"kind": "challenge", "date": "2026-12-30", "played": "2026-12-30", "preset": "classic", "code": "X", '
     b'"matchpoints": "lots", "points_vs_expert": 1.0}', "line 5, challenge.matchpoints = 'lots'"),
    (b'{"kind": "challenge", "date": "2026-13-30", "played": "2026-12-30", "preset": "classic", "code": "X", '
     b'"matchpoints": 50, "points_vs_expert": 1.0}', "line 5, challenge.date = '2026-13-30'"),
    (b'{"kind": "challenge", "date": "2026-12-30", "played": "2026-12-30", "preset": "classic", "code": "X", '
     b'"matchpoints": 50, "points_vs_expert": 1.0, "versus": {"easy": 2}}', "line 5, challenge.versus.easy = 2"),
    (b'{"kind": "day", "date": "2026-12-30", "hands": true}', "line 5, day.hands = True"),
    (b'[1, 2, 3]', "line 5, (whole line) = a list"),
    (b'{"kind": "trophy"}', "line 5, kind = 'trophy'"),
])
def test_a_damaged_line_loses_that_line_alone_and_is_named(tmp_path: Path, line: bytes, named: str) -> None:
    path = tmp_path / skill_history.SKILL_FILE
    good = full_history()
    save_skill(path, good)
    original = path.read_bytes()
    assert path.read_bytes().split(b"\n")[4].startswith(b'{"kind": "point"')
    damage(path, 5, line)
    profile = Profile(tmp_path)
    loaded = profile.skill
    [message] = profile.take_messages()
    assert "skill.jsonl" in message and named in message, message
    assert kinds(loaded).count("point") == kinds(good).count("point") - 1
    assert loaded.challenges == good.challenges and loaded.days == good.days
    assert loaded.rating.rating == good.rating.rating and loaded.rating.results == good.rating.results
    assert (tmp_path / "skill.jsonl.corrupt").read_bytes() != original, "the damaged file is kept aside"
    assert load_skill(path) == (loaded, None), "what survived was written back, whole"


def test_a_file_cut_short_keeps_every_whole_line(tmp_path: Path) -> None:
    path = tmp_path / skill_history.SKILL_FILE
    good = full_history()
    save_skill(path, good)
    path.write_bytes(path.read_bytes()[:-25])   # the last challenge cut off mid-line
    loaded, message = load_skill(path)
    assert message is not None and "skill.jsonl" in message and "not a record" in message
    last = max(good.challenges)
    assert set(loaded.challenges) == set(good.challenges) - {last} and loaded.days == good.days


def test_a_lost_rating_line_is_taken_from_the_last_days_point(tmp_path: Path) -> None:
    path = tmp_path / skill_history.SKILL_FILE
    good = full_history()
    save_skill(path, good)
    damage(path, 2, b'{"kind": "rating", "rating": "high", "results": 3}')
    loaded, message = load_skill(path)
    assert message is not None and "rating.rating = 'high'" in message
    assert loaded.rating == good.rating


def test_a_file_of_garbage_starts_afresh_and_says_so(tmp_path: Path) -> None:
    path = tmp_path / skill_history.SKILL_FILE
    path.write_bytes(bytes(range(256)) * 8)
    loaded, message = load_skill(path)
    assert loaded == SkillHistory()
    assert message is not None and message.startswith("Your rating history (skill.jsonl) could not be read")
    assert (tmp_path / "skill.jsonl.corrupt").exists() and not path.exists()


def test_a_folder_in_the_files_place_is_damage_not_a_crash(tmp_path: Path) -> None:
    (tmp_path / skill_history.SKILL_FILE).mkdir()
    loaded, message = load_skill(tmp_path / skill_history.SKILL_FILE)
    assert loaded == SkillHistory() and message is not None and "not a regular file" in message


def test_a_folder_that_cannot_be_written_plays_on_and_says_so_once(tmp_path: Path) -> None:
    read_only = profile_folder.FolderCheck(True, False, "Read-only file system")
    profile = Profile(tmp_path, read_only)
    profile.skill.record_challenge(challenge(D(2026, 12, 1)))
    assert profile.save_skill() is None and profile.save_skill() is None, "said once, at the start"
    assert [m for m in profile.take_messages() if "Nothing will be saved" in m] == [profile.unsaved_message]
    assert not (tmp_path / skill_history.SKILL_FILE).exists()


def test_a_save_that_fails_during_play_is_said_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    profile = Profile(tmp_path)
    profile.skill.record_challenge(challenge(D(2026, 12, 1)))

    def full(*_args: Any, **_kwargs: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(tempfile, "mkstemp", full)
    first = profile.save_skill()
    assert first is not None and "skill.jsonl" in first and "No space left on device" in first
    assert profile.save_skill() is None, "later failures are logged only"


def test_a_kill_mid_save_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The new text is written and synced to the temporary file; the process dies before the
    rename. The old file is whole, and the leftover goes at the next start."""
    path = tmp_path / skill_history.SKILL_FILE
    old = full_history()
    save_skill(path, old)
    before = path.read_bytes()
    newer = full_history()
    newer.record_hand(D(2027, 1, 2), 99.0)
    written: list[str] = []

    def killed(source: str, _target: Any) -> None:
        written.append(Path(source).read_text(encoding="utf-8"))
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        save_skill(path, newer)
    monkeypatch.undo()
    assert written and '"hands": 1, "hand_accuracy": 99.0' in written[0], "the temporary file held the new"
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == [path.name], "the temporary file is removed"
    (tmp_path / f".{path.name}.k1ll.tmp").write_text(written[0][:40], encoding="utf-8")   # a hard kill's leftover
    profile = Profile(tmp_path)
    assert profile.skill == old and profile.take_messages() == []
    assert sorted(os.listdir(tmp_path)) == [path.name]
    save_skill(path, newer)
    assert load_skill(path) == (newer, None), "or the new, whole"


# ---------------------------------------------------------------------------- a challenge left halfway

def a_hand_record() -> dict[str, Any]:
    import random

    from game.ai import make_player
    from game.engine import GameState, preset
    from game.sim.driver import play
    rules = preset("classic")
    players = [make_player("easy") for _ in range(rules.players)]
    state = play(GameState(rules, seed=4), [p.choose for p in players],
                 [random.Random(40 + i) for i in range(rules.players)], stop_at_hand=1)
    return state.records[0].to_json()


def test_a_challenge_in_progress_is_kept_until_it_is_counted(tmp_path: Path) -> None:
    from game.profile.skill_records import ChallengeProgress
    profile = Profile(tmp_path)
    result = challenge(D(2026, 12, 1), code="CL4-20261201-P")
    profile.skill.record_progress(ChallengeProgress(result.code, "2026-12-01", (a_hand_record(),) * 2))
    assert profile.save_skill() is None
    again = Profile(tmp_path)
    assert again.skill == profile.skill and len(again.skill.in_progress[result.code].hands) == 2
    assert again.skill.record_challenge(result)
    assert again.skill.in_progress == {}, "counted: nothing left to go on with"
    again.skill.record_progress(ChallengeProgress(result.code, "2026-12-01", ()))
    assert again.skill.in_progress == {}, "a counted challenge is never in progress again"


def test_a_damaged_hand_in_a_challenge_in_progress_is_named_and_the_rest_kept(tmp_path: Path) -> None:
    from game.profile.skill_records import ChallengeProgress
    history = full_history()
    hand = a_hand_record()
    history.record_progress(ChallengeProgress("CL4-20261202-X", "2026-12-02", (hand,)))
    path = tmp_path / skill_history.SKILL_FILE
    save_skill(path, history)
    text = path.read_text(encoding="utf-8").replace('"deck": [', '"deck": [99, ', 1)
    path.write_text(text, encoding="utf-8")
    profile = Profile(tmp_path)
    loaded = profile.skill
    [message] = profile.take_messages()
    assert "progress.hands.0" in message, message
    assert loaded.in_progress == {} and loaded.challenges == history.challenges and loaded.days == history.days
