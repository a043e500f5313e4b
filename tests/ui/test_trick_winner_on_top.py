"""Issue 40: "When a trick ends, the winning card can lie under the others (the A♥ under the 10♦;
the J♠ shows a corner).  The winner belongs on top at the trick's end (and in "Last trick")."

Each test finds a trick whose winner was played before a card that lies over it on the table,
then watches the order the cards' faces are drawn in: the winner's must come last among the
trick's, on the table while the trick is held and while it is gathered, in the small last-trick
picture in the corner and in the large one Tab opens.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.engine import preset
from game.engine.readmodel import Trick
from game.ui.art.card_art import CardArt
from game.ui.scenes.host import SitDown
from game.ui.table import panels, static_layer
from game.ui.table.card_painter import winner_last
from game.ui.table.session import GameSession, quick_seats
from game.ui.table.table_context import TableMode
from game.ui.table.table_view import TableView
from tests.ui.harness import AppHarness

SIZE = (1280, 720)
SEED = 1   # classic, four players: the hand's second trick is led by its winner (seat 3)


def covered_winner(view: TableView, trick: Trick) -> bool:
    """Whether the trick's winner was played before a card whose place on the table overlaps it."""
    slots = view.layout.trick_slots
    order = [play.seat for play in trick.plays]
    at = order.index(trick.winner)
    mine = slots[view.view_seat(trick.winner)].bounds()
    return any(slots[view.view_seat(seat)].bounds().intersects(mine) for seat in order[at + 1:])


def play_to_a_covered_winner(seed: int = SEED) -> tuple[GameSession, TableView]:
    """A four-handed game (you at seat 0, playing your first legal move) stopped just as a trick
    ends whose winner lies under a later card; the view has followed it, the trick held."""
    session = GameSession(preset("classic", 4), seed, quick_seats(4, human=True, level="normal"))
    session.deal_next()
    view = TableView(4, session.viewer, SIZE)
    view.open_at(session.snapshot)
    for _ in range(200):
        if session.needs_deal():
            break
        if session.human_to_act():
            assert session.human_action(session.state.legal_actions()[0]) is None
        else:
            assert session.computer_step()
        snap = session.snapshot
        view.sync(snap, animate=False)
        held = view.hold_trick
        if held is None:
            continue
        trick = snap.tricks[held[0]]
        if covered_winner(view, trick) and not session.needs_deal():
            return session, view
        view.sweep_trick(held[2])
        view.finish_animations()
    raise AssertionError("no trick with a covered winner in this hand")


def trick_faces_drawn(view: TableView, trick_cards: set[int]) -> list[int]:
    """The trick's faces in the order the painter draws them."""
    drawn: list[int] = []
    view.face_drawn = drawn.append
    view.draw_cards(pygame.Surface(SIZE))
    view.face_drawn = None
    return [card for card in drawn if card in trick_cards]


class RecordingArt:
    """A card art that notes each face asked of it, in order."""

    def __init__(self, art: CardArt) -> None:
        self.art = art
        self.faces: list[int] = []

    def face(self, card: int) -> pygame.Surface:
        self.faces.append(int(card))
        return self.art.face(card)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.art, name)


@pytest.mark.usefixtures("fresh_pygame")
def test_the_winner_lies_on_top_of_the_trick_while_held_and_gathered() -> None:
    pygame.display.set_mode((64, 64))
    session, view = play_to_a_covered_winner()
    _, pairs, winner = view.hold_trick or (0, [], -1)
    cards = {card for _, card in pairs}
    winning = view.winning_card
    assert winning is not None and pairs[-1][0] != winner, "a trick whose winner was not played last"
    drawn = trick_faces_drawn(view, cards)
    assert sorted(drawn) == sorted(cards), "every card of the trick is drawn, face up"
    assert drawn[-1] == winning, f"the winner {winning} lies under another card: drawn {drawn}"
    view.sweep_trick(winner)
    view.update(0.1)   # on its way to the winner's seat
    drawn = trick_faces_drawn(view, cards)
    assert drawn and drawn[-1] == winning, "gathered, the winner stays on top"


def test_the_order_is_as_played_with_the_winner_last() -> None:
    """Only the winner moves: the rest keep their play order (the lead under the second card...)."""
    plays = [(3, 30), (0, 27), (1, 33), (2, 28)]
    assert winner_last(plays, 3) == [(0, 27), (1, 33), (2, 28), (3, 30)]
    assert winner_last(plays, 1) == [(3, 30), (0, 27), (2, 28), (1, 33)]
    assert winner_last(plays, 2) == plays


@pytest.mark.usefixtures("fresh_pygame")
def test_the_corner_picture_of_the_last_trick_draws_the_winner_on_top() -> None:
    """The small last-trick picture overlaps its cards (each shows its left part): the winner's
    whole face shows, over the card played after it."""
    pygame.display.set_mode((64, 64))
    session, view = play_to_a_covered_winner()
    trick = session.snapshot.tricks[-1]
    art = RecordingArt(view.art_for(view.layout.mini_card[1]))
    layer = pygame.Surface(SIZE, pygame.SRCALPHA)
    panels.draw_last_trick(layer, static_layer.last_trick_rect(view, session), session, art)  # type: ignore[arg-type]
    winning = next(int(play.card) for play in trick.plays if play.seat == trick.winner)
    assert sorted(art.faces) == sorted(int(c) for c in trick.cards)
    assert art.faces[-1] == winning, f"drawn {art.faces}: the winner {winning} is under a later card"


def test_the_large_last_trick_draws_the_winner_on_top(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tab's large last trick, read the same way: the winner drawn last (and ringed)."""
    h = AppHarness(tmp_path)
    try:
        session, _ = play_to_a_covered_winner()
        h.navigate(SitDown(session, TableMode()), frames=3)
        assert h.run_until(lambda: h.top.name == "trick", 60), h.top.name
        scene = h.top
        scene.ctx.last_trick_open = True
        art: list[RecordingArt] = []
        real = scene.view.art_for

        def recording(height: float) -> RecordingArt:
            art.append(RecordingArt(real(height)))
            return art[-1]
        monkeypatch.setattr(scene.view, "art_for", recording)
        scene.draw_controls(pygame.Surface(scene.view.size))
        trick = scene.snap.tricks[-1]
        faces = [face for made in art for face in made.faces]
        assert sorted(faces) == sorted(int(c) for c in trick.cards), "the large last trick was drawn"
        winning = next(int(play.card) for play in trick.plays if play.seat == trick.winner)
        assert trick.plays[-1].seat != trick.winner, "still a trick whose winner was not played last"
        assert faces[-1] == winning, f"drawn {faces}: the winner {winning} is not on top"
    finally:
        pygame.quit()
