"""Issue 25: the layout check at every table, every size.

"A layout check that runs every scene of every preset and table size (2 to 6 seats) at 1024x576,
1280x720, 1920x1080 and 3840x2160 and fails when any two things a player must read overlap, or
a text is cut or wrapped where the design says one line, or any text is under 2.2% of the screen
height."  (See ``tests.ui.layout_check`` for what counts as read.)
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TypedDict

import pygame
import pytest

from game.ui.kit import theme
from tests.ui.harness import AppHarness
from tests.ui.layout_check import overlaps, small_card_indexes

TABLES = [("classic", 4), ("classic", 6), ("new-england", 4), ("house-125", 4), ("nova-scotia", 4),
          ("cutthroat", 5), ("forty-five", 2), ("forty-five", 4), ("forty-five", 6)]
SIZES = ["1024x576", "1280x720", "1920x1080", "3840x2160"]
# Every table at the tightest window before each commit; the bigger ones (the same layout with
# more room, and up to ten times slower to draw) run with -m slow, as CI does.
TABLE_SIZES = [size if size == "1024x576" else pytest.param(size, marks=pytest.mark.slow) for size in SIZES]


@pytest.fixture(autouse=True)
def _pygame():
    yield
    pygame.quit()


def stage(h: AppHarness) -> str:
    """The moment of the hand shown now, for the check (None: nothing new to look at)."""
    top = h.top
    ctx = getattr(top, "ctx", None)
    if ctx is None or top.view.busy:
        return ""
    session = ctx.session
    if top.name in ("auction", "draw") and session.human_to_act():
        return top.name
    if top.name == "trick":
        if top.view.hold_trick is not None:
            return "trick held"
        if session.human_to_act():
            return "trick, your lead" if not session.snapshot.trick else "trick, your play"
    if top.name == "scoreboard" and top.age > 1.0:
        return "scoreboard"
    return ""


def run_table(tmp_path: Path, rules: str, players: int, size: str) -> list[str]:
    findings: list[str] = []
    with theme.listening_for_cuts() as cuts:
        h = AppHarness(tmp_path, "--rules", rules, "--players", str(players), "--seed", "7", "--speed", "6",
                       "--autoplay", "0.6", size=size)
        height = int(size.split("x")[1])
        seen: set[str] = set()
        for _ in range(6000):
            h.frames(1)
            moment = stage(h)
            if moment and moment not in seen:
                seen.add(moment)
                where = f"{rules} {players} at {size}, {moment}"
                findings += overlaps(h.top, where)
                findings += small_card_indexes(h.top, height, where)
            if "scoreboard" in seen:
                break
        assert "scoreboard" in seen, f"never reached the board: {seen}"
    findings += [f"{rules} {players} at {size}: cut short: {text!r}" for text in dict.fromkeys(cuts)]
    return findings


class Decision(TypedDict):
    phase: str
    auction: list[str]
    trump: int | None


DECISIONS: dict[str, Callable[[int], Decision]] = {   # the calls the game may not reach by itself at a table
    "trump": lambda n: {"phase": "trump", "auction": ["bid 20"] + ["pass"] * (n - 1), "trump": None},
    "call": lambda n: {"phase": "call", "auction": ["bid 20"] + ["pass"] * (n - 1), "trump": 1},
}


def decision_session(rules_name: str, players: int, decision: str):
    """A table at your decision (naming trump, calling a partner), as the drills set one up."""
    from game.engine import Card, preset
    from game.levels.positions import Position, build_position
    from game.ui.table.session import GameSession, SeatConfig, quick_seats
    rules = preset(rules_name, players)
    spec = DECISIONS[decision](players)
    hand = tuple(Card.parse(c) for c in ("5S", "KH", "9D", "4C", "7S"))
    position = Position(rules=rules, seat=0, phase=spec["phase"], dealer=players - 1, hands={0: hand},
                        auction=tuple(spec["auction"]), trump=spec["trump"], seed_text=f"{rules_name}{players}")
    session = GameSession(rules, 0, quick_seats(players))
    session.seats[0] = SeatConfig("You", "human")
    session.state = build_position(position)
    session.hand_start = None
    session.events.clear()
    return session


def decisions_for(rules: str, players: int) -> list[str]:
    if rules == "forty-five":
        return []
    return ["trump", "call"] if rules == "cutthroat" else ["trump"]


@pytest.mark.parametrize("size", TABLE_SIZES)
@pytest.mark.parametrize("rules,players", TABLES, ids=[f"{r}-{p}" for r, p in TABLES])
def test_nothing_to_read_overlaps_or_is_cut(tmp_path: Path, rules: str, players: int, size: str) -> None:
    findings = run_table(tmp_path, rules, players, size)
    with theme.listening_for_cuts() as cuts:
        for decision in decisions_for(rules, players):
            from game.ui.scenes.host import SitDown
            from game.ui.table.table_context import TableMode
            h = AppHarness(tmp_path / decision, "--title", "--speed", "6", size=size)
            h.navigate(SitDown(decision_session(rules, players, decision), TableMode()), 30)
            findings += overlaps(h.top, f"{rules} {players} at {size}, {decision}")
            pygame.quit()
    findings += [f"{rules} {players} at {size}: cut short: {text!r}" for text in dict.fromkeys(cuts)]
    assert not findings, "\n".join(findings)


COUCH_RECORD = {"games": 1234, "wins": 777, "bids_made": 4321, "bids_set": 1999, "hands_played": 98765}
MENUS = ["title", "help", "settings", "statistics", "ladder", "drills", "trainer", "lessons", "drill", "daily",
         "code entry"]


@pytest.mark.parametrize("size", SIZES)
def test_the_menus_and_their_screens_at_every_size(tmp_path: Path, size: str) -> None:
    """The title, the overlays, the practice screens and a drill: nothing cut, nothing over
    another (a drill's "Back to drills" once covered its line of key help)."""
    from game.ui.scenes.code_entry import CodeEntryOverlay
    from game.ui.scenes.host import (
        GoToTitle,
        OpenDaily,
        OpenDrills,
        OpenHelp,
        OpenLadder,
        OpenLessons,
        OpenSettings,
        OpenStats,
        OpenTrainer,
        ShowOverlay,
        StartDrill,
    )
    findings: list[str] = []
    for name in ("stats.json", "stats-two-players.json"):   # big figures, and the two-person section shows
        (tmp_path / name).write_text(json.dumps(COUCH_RECORD))
    (tmp_path / "settings.json").write_text(json.dumps({"people": ["Bridget-Anne", "Seamus"]}))
    with theme.listening_for_cuts() as cuts:
        h = AppHarness(tmp_path, "--title", size=size)
        for request in (GoToTitle(), OpenHelp(), OpenSettings(), OpenStats(), OpenLadder(), OpenDrills(),
                        OpenTrainer(), OpenLessons(), StartDrill(0), OpenDaily(),
                        ShowOverlay(CodeEntryOverlay(h.app, "CL4-20261129-5"))):
            if not isinstance(request, ShowOverlay):   # the code entry opens over the daily screen
                h.navigate(GoToTitle())
            h.navigate(request, 4)
            while h.top.is_overlay and h.top.name == "message":   # a load problem first, if any
                h.app.stack.pop()
                h.app.stack.apply_requests()
            findings += overlaps(h.top, f"{h.top.name} at {size}")
            if h.top.name == "statistics":
                names = {name for name, _ in h.top.readable_items()}
                assert ("couch heading",) in names and ("couch Games won figure",) in names
    findings += [f"menus at {size}: cut short: {text!r}" for text in dict.fromkeys(cuts)]
    assert not findings, "\n".join(findings)
