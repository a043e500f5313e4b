"""The daily challenge's screen and the title's entry (issue 42, "Where people find it"): what
they say about today (not played, your score, the streak), the code to give a friend, and the
buttons that sit down at today's or yesterday's challenge."""

from __future__ import annotations

import datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from game.profile.settings_store import SKILL_FILE
from game.profile.skill_history import SkillHistory, save_skill
from game.profile.skill_records import ChallengeResult
from game.sim.challenge import FIELD_LEVELS, Challenge
from game.ui.core.intents import IntentKind
from game.ui.scenes.code_entry import date_words
from game.ui.scenes.daily import DailyScene, daily_rules
from game.ui.scenes.host import BackToTitle, OpenDaily, StartDaily
from game.ui.scenes.title import TitleScene
from tests.ui.app_parts import on_top
from tests.ui.harness import AppHarness, button

pytestmark = pytest.mark.usefixtures("pygame_quit")

TODAY = datetime.date.today()   # the app's own "today": the screens read the real date


def played(day: datetime.date, matchpoints: float = 62.4, vs_expert: float = 12.0) -> ChallengeResult:
    code = Challenge.for_date(day, "classic", 4).code
    return ChallengeResult(day.isoformat(), day.isoformat(), "classic", code, matchpoints, vs_expert,
                           dict.fromkeys(FIELD_LEVELS, 0.5))


def seeded(folder: Path, *days_ago: int) -> Path:
    """A profile folder whose skill file holds the classic challenges of those days, each played
    on its own day."""
    history = SkillHistory()
    for back in days_ago:
        history.record_challenge(played(TODAY - datetime.timedelta(days=back)))
    save_skill(folder / SKILL_FILE, history)
    return folder


def at_title(folder: Path) -> AppHarness:
    h = AppHarness(folder, "--title", "--rules", "classic", "--players", "4")
    h.frames(2)
    return h


def daily_label(h: AppHarness) -> str:
    label: str = button(on_top(h.app, TitleScene).menu, "daily").label
    return label


def open_daily(h: AppHarness) -> DailyScene:
    h.navigate(OpenDaily())
    return on_top(h.app, DailyScene)


def texts(scene: DailyScene) -> list[str]:
    return [line.text for line in scene.lines]


def recorded(h: AppHarness, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """What the scenes ask the host for from now on (the requests are kept, not carried out)."""
    sent: list[Any] = []
    monkeypatch.setattr(h.app, "navigate", sent.append)
    return sent


def test_not_played_yet_is_said_on_the_title_and_the_screen(tmp_path: Path) -> None:
    h = at_title(tmp_path)
    assert daily_label(h) == "Daily challenge · new today"
    scene = open_daily(h)
    shown = texts(scene)
    assert "Not played yet" in shown and "None yet" in shown
    assert scene.subtitle().startswith(date_words(TODAY))
    assert "Classic auction, 4 players" in scene.subtitle()
    assert button(scene.buttons, "today").label == "Play today's challenge"
    code = Challenge.for_date(TODAY, "classic", 4).code
    assert "".join(ch for ch, _ in scene.code_chars).replace("-", "") == code.replace("-", "")


def test_a_played_challenge_shows_its_score_and_the_streak(tmp_path: Path) -> None:
    h = at_title(seeded(tmp_path, 2, 1, 0))
    assert daily_label(h) == "Daily challenge · 62% · 3-day streak"
    scene = open_daily(h)
    shown = " ".join(texts(scene))
    assert "62% of the field beaten" in shown
    assert "12 points ahead of the expert" in shown
    assert "3 days in a row" in shown and "Longest: 3 days." in shown
    assert button(scene.buttons, "today").label == "Play again (practice)"


def test_a_streak_up_to_yesterday_still_stands_and_asks_to_be_kept(tmp_path: Path) -> None:
    h = at_title(seeded(tmp_path, 2, 1))
    assert daily_label(h) == "Daily challenge · new today · 2-day streak"
    shown = " ".join(texts(open_daily(h)))
    assert "Not played yet" in shown and "Play it to keep your 2-day streak." in shown


def test_enter_plays_today_and_the_next_button_yesterday(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    h = at_title(seeded(tmp_path, 1))
    open_daily(h)
    sent = recorded(h, monkeypatch)
    h.send(IntentKind.CONFIRM)
    assert sent == [StartDaily(Challenge.for_date(TODAY, "classic", 4).code)]
    h.send(IntentKind.MOVE, dx=1)
    scene = on_top(h.app, DailyScene)
    assert "played already, so this is practice" in scene.note()   # yesterday's was counted
    h.send(IntentKind.CONFIRM)
    assert sent[-1] == StartDaily(Challenge.for_date(TODAY - datetime.timedelta(days=1), "classic", 4).code)
    h.send(IntentKind.BACK)
    assert sent[-1] == BackToTitle()


def test_enter_a_code_opens_the_entry_on_todays_code(tmp_path: Path) -> None:
    h = at_title(tmp_path)
    scene = open_daily(h)
    h.click(button(scene.buttons, "code").rect)
    h.frames(1)
    assert h.top.name == "code entry"
    assert h.top.slots.text == Challenge.for_date(TODAY, "classic", 4).code


def test_esc_goes_back_to_the_title(tmp_path: Path) -> None:
    h = at_title(tmp_path)
    open_daily(h)
    h.send(IntentKind.BACK)
    h.frames(1)
    on_top(h.app, TitleScene)


@pytest.mark.parametrize("preset,players,expected", [
    ("classic", 6, ("classic", 6)), ("classic", 5, ("classic", 4)), ("cutthroat", 4, ("cutthroat", 5)),
    ("no-such-rules", 4, ("classic", 4)),
])
def test_the_rules_come_from_the_settings_at_a_size_the_preset_is_played(
        preset: str, players: int, expected: tuple[str, int]) -> None:
    profile: Any = SimpleNamespace(settings=SimpleNamespace(rules_preset=preset, players=players))
    assert daily_rules(profile) == expected


def test_the_date_is_in_words_whatever_the_locale() -> None:
    assert date_words(datetime.date(2026, 11, 29)) == "Sunday 29 November 2026"
    assert date_words(datetime.date(2027, 1, 1)) == "Friday 1 January 2027"


def test_a_challenge_left_halfway_says_where_it_goes_on(tmp_path: Path) -> None:
    from game.profile.skill_records import ChallengeProgress
    history = SkillHistory()
    code = Challenge.for_date(TODAY, "classic", 4).code
    history.record_progress(ChallengeProgress(code, TODAY.isoformat(), (), ("bid 20",)))
    save_skill(tmp_path / SKILL_FILE, history)
    h = at_title(tmp_path)
    assert daily_label(h) == "Daily challenge · hand 1 of 8"
    scene = open_daily(h)
    assert button(scene.buttons, "today").label == "Go on: hand 1 of 8"
    assert "0 of 8 hands played" in texts(scene)
    assert "goes on from there, and still counts" in scene.note()
