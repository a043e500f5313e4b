"""The table's still layer: the felt, the corner panels (the score, the contract, the last
trick) and the stock, kept between frames on the table's view.

Each panel is redrawn, on its own patch of felt, only when what it shows changes, so the
layer is a cache: what it holds follows from the engine's snapshot, and making it changes
nothing a player sees.  ``static_key`` says in brief what each part shows; the frame pacer
compares it with the one the layer was last made for to tell which panels are stale.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import NamedTuple

import pygame

from game.engine import Phase, TableSnapshot
from game.ui.core.picture import repainted
from game.ui.kit import backdrop, theme
from game.ui.table import panels
from game.ui.table.session import GameSession
from game.ui.table.table_flow import HandOnShow
from game.ui.table.table_view import TableView


class StaticKey(NamedTuple):
    """What the still layer shows, part by part (each compared on its own)."""

    window: tuple[tuple[int, int], int]             # the window's size and the text scale
    scores: tuple[tuple[int, ...], tuple[int, ...], int, tuple[int, ...] | None]   # shown, ticks, hand, tricks
    contract: Hashable                             # trump, contract, turn-up, robber, the auction
    last_trick: Hashable | None                    # during the play (None: no panel)
    stock: int                                     # cards left in the stock


#: The parts of the layer in ``StaticKey`` order after the window, as the pacer names them.
PANELS = ("scores", "contract", "last trick", "stock")


def side_tricks(snap: TableSnapshot, on_show: HandOnShow | None) -> tuple[int, ...] | None:
    """Tricks each side has taken this hand, while it is played (or still on the table)."""
    if on_show is not None:
        seats = on_show.seat_tricks
    elif snap.phase == Phase.PLAY:
        seats = snap.tally.seat_tricks
    else:
        return None
    rules = snap.rules
    totals = [0] * rules.side_count
    for seat, taken in enumerate(seats):
        totals[rules.side_of(seat)] += taken
    return tuple(totals)


def shown_scores(snap: TableSnapshot, on_show: HandOnShow | None,
                 scores: tuple[int, ...] | None = None) -> tuple[int, ...]:
    """What the score panel shows: ``scores`` when given (the scoreboard counts them up), else
    the scores of the hand still on the table, else the engine's."""
    if scores is not None:
        return scores
    return snap.scores if on_show is None else on_show.scores


def static_key(session: GameSession, on_show: HandOnShow | None, size: tuple[int, int],
               scores: tuple[int, ...] | None = None) -> StaticKey:
    """What the static layer shows: the window; the score panel's, the contract panel's and
    the last trick's (during the play); the cards left in the stock."""
    snap = session.snapshot
    bidding = snap.phase == Phase.AUCTION
    playing = snap.phase == Phase.PLAY or on_show is not None   # the last hand's tricks until its board closes
    last = snap.tricks[-1] if snap.tricks and playing else None
    hand = on_show.hand_number if on_show is not None else \
        snap.records[-1].hand_number if snap.game_over and snap.records else snap.hand_number
    return StaticKey(
        ((size[0], size[1]), theme.px(100)),
        (shown_scores(snap, on_show, scores), snap.ticks, hand, side_tricks(snap, on_show)),
        (snap.trump, snap.contract, snap.turn_up, snap.robbed_by,
         snap.auction if bidding else (), snap.current_player if bidding else -1),
        None if last is None else (last.winner, tuple((p.seat, p.card) for p in last.plays),
                                   tuple(seat.name for seat in session.seats)),
        snap.stock_count)


def panel_areas(view: TableView) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]:
    """Where each part after the window is drawn, in ``PANELS`` order."""
    plan = view.layout.plan
    return (pygame.Rect(*plan.scores.as_ints()), pygame.Rect(*plan.bidding.as_ints()),
            pygame.Rect(*view.layout.corner_right.as_ints()), view.painter.stock_area())


def last_trick_rect(view: TableView, session: GameSession) -> pygame.Rect:
    """Where the last trick's panel is drawn in its corner (while there is one)."""
    art = view.art_for(view.layout.mini_card[1])
    area = pygame.Rect(*view.layout.corner_right.as_ints())
    trick = session.snapshot.tricks[-1]
    return panels.last_trick_rect(area, art, len(trick.plays), session.seats[trick.winner].name)


def static_layer(view: TableView, session: GameSession, on_show: HandOnShow | None, size: tuple[int, int],
                 scores: tuple[int, ...] | None = None) -> pygame.Surface:
    """The still layer for now, each part redrawn only if it shows something new (see the
    module's docstring); kept on ``view`` for the next frame and the next scene of the table."""
    key = static_key(session, on_show, size, scores)
    old = view.static_key if isinstance(view.static_key, StaticKey) else None
    layer, taken = backdrop.static_layer(view.background.get_size(), id(view))
    if taken or old is None or view.static_layer is not layer or old.window != key.window:
        layer.blit(view.background, (0, 0))
        repainted(layer)   # drawn over in place, all of it: what the frames show of it is new
        old = None
    scores_area, contract_area, corner, stock_area = panel_areas(view)
    if old is None or old.scores != key.scores:
        layer.blit(view.background, scores_area, scores_area)
        repainted(layer, scores_area)
        shown, _, hand, tricks = key.scores
        panels.draw_score_panel(layer, scores_area, session, shown, hand, tricks)
    if old is None or old.contract != key.contract:
        layer.blit(view.background, contract_area, contract_area)
        repainted(layer, contract_area)
        panels.draw_bidding_panel(layer, contract_area, session)
    if old is None or old.last_trick != key.last_trick:
        layer.blit(view.background, corner, corner)
        repainted(layer, corner)
        if key.last_trick is not None:
            art = view.art_for(view.layout.mini_card[1])
            panels.draw_last_trick(layer, last_trick_rect(view, session), session, art)
    if old is None or old.stock != key.stock:
        layer.blit(view.background, stock_area, stock_area)
        repainted(layer, stock_area)
        view.draw_stock(layer, key.stock)
    view.static_layer, view.static_key = layer, key
    return layer
