"""The statistics overlay: one person's record alone, and the two-person record in its own section
beside it once two people have played; every line whole, apart, inside the panel and big enough
to read from across the room, at every window size."""

from __future__ import annotations

import datetime
import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.profile.settings_check import TEXT_SIZE_RANGE
from game.profile.settings_store import Stats
from game.profile.skill_history import SkillHistory, save_skill
from game.profile.skill_records import ChallengeResult
from game.ui.core.geometry import ui_scale
from game.ui.core.intents import IntentKind
from game.ui.kit import theme
from game.ui.scenes.host import OpenStats
from game.ui.scenes.skill_chart import friendly_date
from game.ui.scenes.skill_page import rating_words, skill_view, standing_words, streak_words
from game.ui.scenes.statistics import StatsLayout, shows_couch, skill_layout, stat_rows, stats_layout
from tests.ui.harness import AppHarness
from tests.ui.layout_check import assert_inside_apart_and_readable, overlaps

SIZES = [(1024, 576), (1280, 720), (1366, 768), (1920, 1080), (2560, 1080), (3840, 2160)]
BIG = Stats(games=1234, wins=777, bids_made=4321, bids_set=1999, hands_played=98765)
TOGETHER = Stats(games=6, wins=4, bids_made=11, bids_set=5, hands_played=73)


pytestmark = pytest.mark.usefixtures("fresh_fonts")   # see tests/ui/conftest.py


def laid_out(size: tuple[int, int], couch: Stats | None) -> StatsLayout:
    theme.configure(ui_scale(size), size[1])
    return stats_layout(size, BIG, couch, "Bridget-Anne MacIsaac")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("couch", [None, BIG], ids=["alone", "two at one TV"])

def test_every_line_is_whole_apart_and_readable(size: tuple[int, int], couch: Stats | None) -> None:
    with theme.listening_for_cuts() as cuts:
        plan = laid_out(size, couch)
    assert cuts == [], "a line of the statistics was shortened"
    assert pygame.Rect((0, 0), size).contains(plan.panel)
    rects = [(line.key, line.rect()) for line in plan.lines]
    assert_inside_apart_and_readable(rects, plan.panel, size)
    if couch is not None:
        assert plan.divider is not None
        x = plan.divider[0][0]
        own = [rect for key, rect in rects if key.startswith("own")]
        two = [rect for key, rect in rects if key.startswith("couch")]
        assert own and two and all(r.right < x for r in own) and all(r.left > x for r in two), \
            "the two sections keep to their own side of the rule"


def test_the_two_person_section_shows_only_once_two_have_played() -> None:
    assert not shows_couch(Stats())
    assert shows_couch(Stats(hands_played=1))
    alone = laid_out((1280, 720), None)
    assert alone.divider is None and not any(line.key.startswith("couch") for line in alone.lines)
    assert not any("heading" in line.key for line in alone.lines), "one section needs no heading"


def test_the_rows_say_the_record_with_its_rates() -> None:
    assert stat_rows(TOGETHER) == [("Games played", "6"), ("Games won", "4 (67%)"), ("Hands played", "73"),
                                   ("Bids made", "11 (69%)"), ("Bids set", "5")]
    assert stat_rows(Stats()) == [("Games played", "0"), ("Games won", "0"), ("Hands played", "0"),
                                  ("Bids made", "0"), ("Bids set", "0")]


def texts(harness: AppHarness) -> dict[str, str]:
    """The statistics overlay's lines as it shows them, by their names."""
    top = harness.top
    assert top.name == "statistics"
    return {line.key: line.text for line in top.plan.lines}


def test_the_overlay_shows_each_file_in_its_own_section(tmp_path: Path) -> None:
    (tmp_path / "stats.json").write_text(json.dumps({"games": 3, "wins": 1, "hands_played": 30}))
    (tmp_path / "stats-two-players.json").write_text(json.dumps(TOGETHER.to_dict()))
    (tmp_path / "settings.json").write_text(json.dumps({"people": ["Nora", "Liam"]}))
    harness = AppHarness(tmp_path, "--title", size="1280x720")
    harness.navigate(OpenStats(), 3)
    shown = texts(harness)
    assert shown["couch heading"] == "Two at one TV" and shown["own heading"] == "On your own"
    assert shown["couch note"] == "Wins and bids: Nora's side"   # the record is kept for the first person's side
    assert [shown[f"couch {label} figure"] for label, _ in stat_rows(TOGETHER)] == ["6", "4 (67%)", "73",
                                                                                     "11 (69%)", "5"]
    assert [shown[f"own {label} figure"] for label in ("Games played", "Games won", "Hands played")] == \
        ["3", "1 (33%)", "30"]
    before = harness.top.plan
    harness.app.draw(0.0)
    assert harness.top.plan is before, "drawing laid nothing out"


def test_one_persons_profile_shows_one_section(tmp_path: Path) -> None:
    (tmp_path / "stats.json").write_text(json.dumps({"games": 2, "wins": 2, "hands_played": 17}))
    harness = AppHarness(tmp_path, "--title", size="1280x720")
    harness.navigate(OpenStats(), 3)
    shown = texts(harness)
    assert not any(key.startswith("couch") for key in shown)
    assert shown["own Games won figure"] == "2 (100%)"


# ---------------------------------------------------------------------------- the skill page (issue 42)

def full_history(today: datetime.date = datetime.date(2026, 12, 1)) -> SkillHistory:
    """Forty days of hands, games and daily challenges, recorded as the game records them."""
    history = SkillHistory()
    for back in range(39, -1, -1):
        day = today - datetime.timedelta(days=back)
        for i in range(3):
            history.record_hand(day, 40.0 + back % 17 + 10 * i)
        if back % 3 == 0:
            history.record_game(day, "expert", float(back % 2), 55.0 + back % 11)
        if back not in (5, 6):
            history.record_challenge(ChallengeResult(day.isoformat(), day.isoformat(), "classic", f"C{back}",
                                                     60.0 + back % 9, 3.0, {"normal": 0.6, "expert": 0.5}))
    return history


def skill_laid_out(size: tuple[int, int], history: SkillHistory) -> StatsLayout:
    theme.configure(ui_scale(size), size[1])
    return skill_layout(size, skill_view(history, datetime.date(2026, 12, 1)))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("full", [False, True], ids=["no history", "forty days"])
def test_the_skill_page_is_whole_apart_and_readable(size: tuple[int, int], full: bool) -> None:
    with theme.listening_for_cuts() as cuts:
        plan = skill_laid_out(size, full_history() if full else SkillHistory())
    assert cuts == [], "a line of the skill page was shortened"
    assert pygame.Rect((0, 0), size).contains(plan.panel)
    chart = plan.chart.lines if plan.chart is not None else ()
    rects = [(line.key, line.rect()) for line in (*plan.lines, *chart)]
    assert_inside_apart_and_readable(rects, plan.panel, size)
    if plan.chart is not None:
        words = [rect for key, rect in rects if key.startswith("skill ")]
        for plot in (plan.chart.rating_plot, plan.chart.accuracy_plot):
            assert plan.panel.contains(plot) and not any(plot.colliderect(r) for r in words)


def test_the_skill_page_says_the_rating_streak_and_bests() -> None:
    """Issue 42: "the streak of days played, and personal bests", each best with its day."""
    history = full_history()
    shown = {line.key: line.text for line in skill_laid_out((1920, 1080), history).lines}
    assert shown["skill rating"] == f"{history.rating.rating:.0f}"
    assert shown["skill rating note"].startswith("From ") and not history.rating.provisional
    assert shown["skill streak"] == "5 days in a row · best 33"   # two days missed, five and six days ago
    best = history.bests().hand_accuracy
    assert best is not None and shown["skill best Hand accuracy figure"] == f"{best.value:.0f}"
    assert shown["skill best Hand accuracy date"] == friendly_date(best.date)
    assert shown["skill best Highest rating date"].endswith("2026")


def test_with_no_history_the_page_invites_and_draws_no_empty_chart() -> None:
    plan = skill_laid_out((1280, 720), SkillHistory())
    shown = {line.key: line.text for line in plan.lines}
    assert plan.chart is None
    assert " ".join(text for key, text in shown.items() if key.startswith("skill invite ") and "note" not in key) \
        == "Play a daily challenge or a game to start your rating"
    assert shown["skill rating"] == "Not rated yet"
    assert shown["skill streak"] == "Play today's challenge to start one"
    assert shown["skill best Hand accuracy figure"] == "not yet"


def test_a_few_results_are_provisional_and_a_streak_reads_naturally() -> None:
    history = SkillHistory()
    history.record_game(datetime.date(2026, 12, 1), "normal", 1.0, None)
    view = skill_view(history, datetime.date(2026, 12, 1))
    assert rating_words(view) == (f"{history.rating.rating:.0f}", "Provisional: 1 result so far")
    assert streak_words(1, 1) == "1 day in a row · best 1"
    assert streak_words(0, 4) == "None running · best 4"
    assert standing_words(1470.0) == "Between Normal and Expert"
    assert standing_words(1600.0) == "Above the Master level"


def test_left_right_tab_and_a_click_turn_the_page(tmp_path: Path) -> None:
    save_skill(tmp_path / "skill.jsonl", full_history(datetime.date.today()))
    harness = AppHarness(tmp_path, "--title", size="1280x720")
    harness.navigate(OpenStats(), 3)
    overlay = harness.top
    assert overlay.page == "record" and ("couch heading",) not in dict(overlay.readable_items())
    harness.send(IntentKind.MOVE, dx=1)
    assert overlay.page == "skill" and overlay.plan.chart is not None
    names = {name for name, _ in overlay.readable_items()}
    assert ("chart level normal",) in names and ("skill streak",) in names, "the chart's words are read too"
    assert overlaps(overlay, "the skill page") == []
    harness.send(IntentKind.MOVE, dx=1)
    assert overlay.page == "skill", "Right on the last page stays there"
    harness.send(IntentKind.NEXT_TAB)
    assert overlay.page == "record"
    tab = overlay.plan.tab("skill")
    harness.click(tab)
    assert overlay.page == "skill"
    before = overlay.plan
    harness.app.draw(0.0)
    assert overlay.plan is before, "drawing laid nothing out"
    harness.send(IntentKind.BACK)
    harness.frames(2)
    assert harness.top.name != "statistics"


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)], ids=["1280x720", "3840x2160"])
def test_the_biggest_text_size_still_keeps_the_skill_page_inside_its_panel(size: tuple[int, int]) -> None:
    """The Text size setting at its largest: the column of figures shrinks rather than run
    over the footer and out of the panel."""
    theme.configure(ui_scale(size), size[1], TEXT_SIZE_RANGE[1])
    plan = skill_layout(size, skill_view(full_history(), datetime.date(2026, 12, 1)))
    rects = [(line.key, line.rect()) for line in plan.lines]
    footer = dict(rects)["footer"]
    for key, rect in rects:
        assert plan.panel.contains(rect), f"{key} leaves the panel"
        assert key == "footer" or not rect.colliderect(footer), f"{key} runs into the footer"
