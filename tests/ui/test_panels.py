"""The corner panels' words fit their panels whole at every window size: a wrapped line, never a
line cut short with "…" (issue 10: "nothing overflows")."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ui.core.geometry import ui_scale
from game.ui.kit import theme
from game.ui.table import panels
from game.ui.table.screen_plan import screen_plan

SIZES = [(1024, 600), (1280, 720), (1366, 768), (1920, 1080), (2560, 1080), (3840, 2160)]
IDS = [f"{w}x{h}" for w, h in SIZES]


pytestmark = pytest.mark.usefixtures("fresh_fonts")   # see tests/ui/conftest.py


def contract_box(size: tuple[int, int], score_rows: int = 2) -> pygame.Rect:
    theme.configure(ui_scale(size), size[1])
    plan = screen_plan(size, theme.line_height(panels.BODY), score_rows)
    r = plan.bidding
    inner = panels.panel_inner(pygame.Rect(round(r.x), round(r.y), round(r.w), round(r.h)))
    return panels.contract_text_box(inner, theme.text_width("Colleen was bagged at 20", panels.BODY))


def line(text: str, size: float = panels.BODY, bold: bool = False) -> panels.Line:
    return (text, theme.CREAM, size, bold)


def assert_whole(box: pygame.Rect, rows: list[panels.Line]) -> None:
    """Issue 25: "the contract panel breaks 'Diamonds ♦ / trump' over two lines": one row each,
    whole (a size smaller where it must be), and all of them inside the panel."""
    for text, _colour, size, bold in rows:
        assert theme.fitted(text, size, box.w, bold)[0] == text, f"{text!r} was cut at {box.w}px"
    assert len(rows) * theme.line_height(panels.BODY) <= box.h + 2, "the rows fit the panel's height"


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_forty_fives_turn_up_fits(size: tuple[int, int]) -> None:
    box = contract_box(size)
    rows = panels.fit_rows(box, [line("Diamonds ♦ trump", panels.BIG, True), line("Turned up Q♦"),
                                 line("Robbed by Colleen")])
    assert_whole(box, rows)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_a_cutthroat_contract_with_its_called_card_fits(size: tuple[int, int]) -> None:
    box = contract_box(size, score_rows=5)
    rows = panels.fit_rows(box, [line("Clubs ♣ trump", panels.BIG, True), line("Colleen bid 60 for 120"),
                                 line("Needs 25 more"), line("Called J♣: unknown")])
    assert_whole(box, rows)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_latest_calls_are_kept_whole_and_the_oldest_dropped(size: tuple[int, int]) -> None:
    box = contract_box(size)
    calls = ["Mary 15", "Angus Pass", "Colleen 20", "You Pass", "Mary 25", "Colleen 30"]
    shown = panels._latest_calls(calls, box.w)
    assert shown.endswith("Colleen 30")
    assert theme.text_width(shown, panels.BODY) <= box.w
    parts = shown.split(" · ")
    assert parts == calls[-len(parts):], "the newest calls, in the order they were made"


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_last_trick_stays_in_its_corner(size: tuple[int, int], players: int) -> None:
    """Six cards in the corner overlap more rather than spill onto the table (a frame drawn in
    areas redraws the corner alone, and left a sliver of the old trick beside it)."""
    from game.ui.table.table_view import TableView
    theme.configure(ui_scale(size), size[1])
    view = TableView(players, 0, size)
    corner = pygame.Rect(*view.layout.corner_right.as_ints())
    art = view.art_for(view.layout.small_card[1])
    cw = art.card_size[0]
    for count in range(1, players + 1):
        rect = panels.last_trick_rect(corner, art, count)
        assert corner.contains(rect), f"{count} cards: {rect} outside {corner}"
        for winner_at in range(count):
            xs = panels.last_trick_places(rect, cw, count, winner_at)
            assert rect.x < xs[0] and xs[-1] + cw < rect.right, f"{count} cards, the winner {winner_at}: {xs} in {rect}"
            assert all(a < b for a, b in zip(xs, xs[1:], strict=False)), "in play order, each card's corner showing"
            if winner_at < count - 1 and rect.w >= 2 * cw + theme.px(10) * 2 + (count - 2) * 2:
                assert xs[winner_at + 1] >= xs[winner_at] + cw, "the winner's face whole, clear of the next card"


def replayed(state, scores):
    """The same actions from other starting scores (the engine lets no one set a state's fields)."""
    from game.engine import GameState
    other = GameState(state.rules, seed=state.seed, scores=scores)
    for action in state.history:
        other.apply(action)
    return other


def test_before_the_first_bid_the_auction_panel_names_the_lowest_opening() -> None:
    """docs/RULES.md 2: "A side with 100 or more points may not bid below 20": before anyone has bid,
    the panel tells the seat to speak the lowest it may open with, then the high bid once made."""
    from game.engine import preset
    from game.engine.actions import PASS, bid
    from game.ui.table.session import GameSession, quick_seats
    session = GameSession(preset("classic", 4), 3, quick_seats(4, human=False, level="normal"))
    state = session.state
    state.apply(state.sample_chance())   # the deal
    speaker = state.current_player
    assert panels.auction_lead(session, session.snapshot) == "No bid yet · lowest 15"
    state.apply(PASS)
    # The same deal and the same pass, with the next speaker's side at 100.
    scores = [0, 0]
    scores[state.rules.side_of(state.current_player)] = 100
    state = session.state = replayed(state, scores)
    assert panels.auction_lead(session, session.snapshot) == "No bid yet · lowest 20"
    state.apply(bid(20))
    bidder = session.seats[(speaker + 1) % 4].name
    assert panels.auction_lead(session, session.snapshot) == f"High: 20 by {bidder}"


def test_two_people_on_opposite_sides_are_each_named() -> None:
    from game.engine import preset
    from game.ui.table.couch import couch_seats
    from game.ui.table.session import GameSession
    rules = preset("classic", 4)
    session = GameSession(rules, 1, couch_seats(rules, 1, "normal", ["Mary", "Angus"], ("Ann", "Ben")))
    assert [panels.side_name(session, side) for side in (0, 1)] == ["Ann's side", "Ben's side"]
    partners = GameSession(rules, 1, couch_seats(rules, 2, "normal", ["Mary", "Angus"], ("Ann", "Ben")))
    partners.bottom_seat = 2   # the table turned to Ben: their side is still the two of them
    assert [panels.side_name(partners, side) for side in (0, 1)] == ["Ann & Ben", "Them"]
    assert panels.side_players(partners, 0) == "Ann and Ben"
