"""The statistics overlay: one person's record alone, and the two-person record in its own section
beside it once two people have played; every line whole, apart, inside the panel and big enough
to read from across the room, at every window size."""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.profile.settings_store import Stats
from game.ui.core.geometry import ui_scale
from game.ui.kit import theme
from game.ui.scenes.host import OpenStats
from game.ui.scenes.statistics import StatsLayout, shows_couch, stat_rows, stats_layout
from tests.ui.harness import AppHarness

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
    for key, rect in rects:
        assert plan.panel.contains(rect), f"{key} leaves the panel"
        assert rect.h >= size[1] * theme.MIN_TEXT_FRACTION * 0.9, f"{key} is too small to read"
    for i, (key, rect) in enumerate(rects):
        for other, other_rect in rects[i + 1:]:
            assert not rect.colliderect(other_rect), f"{key} overlaps {other}"
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
