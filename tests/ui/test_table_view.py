"""The table view's hand placements: asked several times a step, worked out once per change."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.engine import preset
from game.ui.table.session import GameSession, quick_seats
from game.ui.table.table_view import TableView

pytestmark = pytest.mark.usefixtures("fresh_pygame")


def dealt_session() -> GameSession:
    session = GameSession(preset("classic", 4), 3, quick_seats(4, human=False, level="normal"))
    session.deal_next()
    return session


def test_placements_are_kept_until_the_hand_the_choice_or_the_layout_changes() -> None:
    session = dealt_session()
    view = TableView(4, 0, (1280, 720))
    snap = session.snapshot
    first = view.hand_placements(snap, 0)
    assert len(first) == 5 and view.hand_placements(snap, 0) == first
    fresh = TableView(4, 0, (1280, 720))
    card = first[2][0]
    view.raised.add(card)
    fresh.raised.add(card)
    raised = view.hand_placements(snap, 0)
    assert raised != first and raised == fresh.hand_placements(snap, 0), "a raised card is placed anew"
    view.raised.clear()
    assert view.hand_placements(snap, 0) == first
    view.resize((1920, 1080))
    assert view.hand_placements(snap, 0) == TableView(4, 0, (1920, 1080)).hand_placements(snap, 0)
    assert view.hand_placements(snap, 1) == TableView(4, 0, (1920, 1080)).hand_placements(snap, 1)
    while session.snapshot.hands[0] == snap.hands[0]:
        assert session.computer_step()
    after = session.snapshot
    assert [c for c, _ in view.hand_placements(after, 0)] != [c for c, _ in first], "a new hand, new places"


def test_a_caller_cannot_spoil_what_is_kept() -> None:
    session = dealt_session()
    view = TableView(4, 0, (1280, 720))
    snap = session.snapshot
    got = view.hand_placements(snap, 0)
    got.clear()
    assert len(view.hand_placements(snap, 0)) == 5


def test_a_new_deal_never_shows_the_last_hands_trick() -> None:
    """The last trick of a hand is held in the middle until the trick scene sweeps it; when the
    game moves on before that (a fast speed, a skip), the next deal must not put those cards
    back in the middle: they belong to the new hands now (seen at speed 10: your own card on
    the table during the auction, and a gap in your hand)."""
    session = dealt_session()
    view = TableView(4, 0, (1280, 720))
    view.deal_in(session.snapshot, session.snapshot.dealer)
    first = session.snapshot.hand_number
    while session.snapshot.hand_number == first:
        assert session.computer_step()
        view.sync(session.snapshot)
    assert view.hold_trick is not None, "the last trick waits in the middle to be swept"
    session.deal_next()
    snap = session.snapshot
    view.deal_in(snap, snap.dealer)
    assert view.hold_trick is None
    dealt = {int(card) for hand in snap.hands for card in hand}
    assert set(view.sprites) == dealt
    for card, place in view.hand_placements(snap, 0):
        sprite = view.sprites[card]
        view.finish_animations()
        assert (sprite.x, sprite.y) == (place.x, place.y), f"{card} is not in your hand"
