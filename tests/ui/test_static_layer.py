"""The table's still layer (``game.ui.table.static_layer``): made whole once, then each corner
panel redrawn only when what it shows changes, and kept on the view for the next scene."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.engine import Phase, preset
from game.ui.table import panels, static_layer
from game.ui.table.session import GameSession, quick_seats
from game.ui.table.table_flow import HandOnShow
from game.ui.table.table_view import TableView

pytestmark = pytest.mark.usefixtures("fresh_pygame")
SIZE = (1280, 720)


def table() -> tuple[GameSession, TableView]:
    session = GameSession(preset("classic", 4), 11, quick_seats(4, human=False, level="easy"))
    session.deal_next()
    view = TableView(4, session.viewer, SIZE)
    view.sync(session.snapshot, animate=False)
    return session, view


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The panels drawn, by name, as the layer is made."""
    names: list[str] = []

    def counted(name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def draw(*args: Any, **kw: Any) -> Any:
            names.append(name)
            return real(*args, **kw)
        return draw

    for name, panel in (("scores", "draw_score_panel"), ("contract", "draw_bidding_panel"),
                        ("last trick", "draw_last_trick")):
        monkeypatch.setattr(panels, panel, counted(name, getattr(panels, panel)))
    return names


def test_the_layer_is_made_whole_once_then_only_what_changed(drawn: list[str]) -> None:
    session, view = table()
    layer = static_layer.static_layer(view, session, None, SIZE)
    assert drawn == ["scores", "contract"], "no trick played yet: no last-trick panel"
    assert view.static_key == static_layer.static_key(session, None, SIZE)
    drawn.clear()
    assert static_layer.static_layer(view, session, None, SIZE) is layer and drawn == [], "nothing new"
    assert session.snapshot.phase == Phase.AUCTION and session.computer_step()
    static_layer.static_layer(view, session, None, SIZE)
    assert drawn == ["contract"], "a call changes the contract panel only"
    drawn.clear()
    static_layer.static_layer(view, session, None, SIZE, scores=(5, 0))
    assert drawn == ["scores"], "the scoreboard counting up redraws the score panel only"


def test_a_new_window_makes_the_whole_layer_again(drawn: list[str]) -> None:
    session, view = table()
    static_layer.static_layer(view, session, None, SIZE)
    drawn.clear()
    view.resize((1920, 1080))
    static_layer.static_layer(view, session, None, (1920, 1080))
    assert drawn == ["scores", "contract"]


def test_side_tricks_are_counted_only_while_a_hand_is_on_the_table() -> None:
    session, _ = table()
    assert static_layer.side_tricks(session.snapshot, None) is None, "the auction: no tricks to count"
    while session.snapshot.phase != Phase.PLAY:
        assert session.computer_step()
    assert static_layer.side_tricks(session.snapshot, None) == (0, 0)
    while sum(session.snapshot.tally.seat_tricks) < 2:
        assert session.computer_step()
    counted = static_layer.side_tricks(session.snapshot, None)
    assert counted is not None and sum(counted) == 2
    shown = HandOnShow(hand_number=0, dealer=0, scores=(0, 0), seat_tricks=(2, 1, 1, 1))
    assert static_layer.side_tricks(session.snapshot, shown) == (3, 2), "the scored hand still shown"
    key = static_layer.static_key(session, shown, SIZE)
    assert key.scores[0] == (0, 0) and key.scores[2] == 0, "the panel keeps to the hand on show"
