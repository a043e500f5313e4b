"""Sitting down at a table: the rules the settings ask for, the seats, the session and its view.

Plain functions of the settings and the window size, shared by the app's navigator (quick,
practice, ladder and drill games) and the title's attract table, so every table is set up
the same way.
"""

from __future__ import annotations

import logging
import random

from game.engine import PRESET_TABLES, RulesError, RuleSet, preset
from game.profile.settings_store import Settings
from game.ui.table.couch import Couch, couch_seats, people_names
from game.ui.table.session import GameSession, SeatConfig, quick_seats
from game.ui.table.table_context import TableContext, TableMode
from game.ui.table.table_view import TableView

log = logging.getLogger(__name__)

SEED_RANGE = 1 << 30


def rules_from_settings(settings: Settings, rules_name: str | None = None,
                        players: int | None = None) -> tuple[RuleSet, str | None]:
    """The settings' rules (or the command line's), and a message if house rules were dropped."""
    name = rules_name or settings.rules_preset
    count = players or settings.players
    tables = PRESET_TABLES[name]
    if count not in tables:
        count = 4 if 4 in tables else tables[0]
    try:
        return preset(name, count, **settings.switches), None
    except RulesError as exc:
        log.warning("house rules ignored: %s", exc)
        return preset(name, count), f"House rules ignored: {exc}"


def new_seed(fixed: int | None = None) -> int:
    """The game's one seed: fixed on the command line (replays exactly) or fresh."""
    return fixed if fixed is not None else random.randrange(SEED_RANGE)


def new_session(settings: Settings, rules: RuleSet, seed: int, demo: bool = False,
                seats: list[SeatConfig] | None = None) -> GameSession:
    """A game at the settings' computer level with the settings' names (you in seat 0; with two
    players at the screen, the second where the settings seat them)."""
    if seats is None and settings.humans > 1 and not demo:
        seats = couch_seats(rules, settings.second_seat, settings.ai_level, list(settings.player_names),
                            people_names(settings.people))
    seats = seats or quick_seats(rules.players, human=not demo, level=settings.ai_level,
                                 names=list(settings.player_names))
    return GameSession(rules, seed, seats)


def seat_the_couch(session: GameSession, view: TableView, open_hands: bool) -> Couch | None:
    """Two or more people at this table: the couch that keeps each one's hand from the other,
    wired to the session (a seat acts once its person has taken over) and the view (which
    hands show).  None for one person (or none): the table as it always was."""
    humans = tuple(session.human_seats)
    if len(humans) < 2:
        return None
    couch = Couch(humans, open_hands=open_hands)
    session.may_act = couch.may_act
    session.bottom_seat = view.viewer = couch.bottom
    view.shown_seats = couch.shown_seats(session.snapshot.current_player)
    return couch


def open_table(session: GameSession, size: tuple[int, int], settings: Settings,
               mode: TableMode | None = None) -> TableContext:
    """The context of a table about to be shown: the view laid out for the window, cards placed."""
    view = TableView(session.rules.players, session.viewer, size, settings.four_colour, settings.large_cards,
                     session.rules.side_count)
    view.speed = settings.animation_speed
    ctx = TableContext(session, view, mode or TableMode())
    if ctx.mode.daily is not None:   # one book for the challenge's eight tables
        ctx.accuracy = ctx.mode.daily.book
    ctx.couch = seat_the_couch(session, view, settings.open_hands)
    ctx.scores.scored_hands = session.snapshot.records_count
    view.open_at(session.snapshot)
    return ctx
