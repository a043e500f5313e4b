"""``game.engine.seats``: seat order, the first leader and the deal's order, once for everyone.

Each rule is checked against an oracle written from docs/RULES.md's words (not from the engine),
for every preset and table size, and with cutthroat seats that have gone out.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hst

from game.engine import (
    KITTY,
    TURN_UP,
    RuleSet,
    SeatError,
    all_tables,
    deal_batches,
    first_leader,
    preset,
    seat_order,
    seats_left_of,
)
from game.engine.actions import is_deal
from game.engine.seats import next_seat, next_seats

from .helpers import walk_game

TABLES: list[RuleSet] = all_tables() + [
    preset("cutthroat", 5, ticks=3),                       # seats go out the back door
    preset("classic", 4, first_lead="dealer-left"),
    preset("classic", 6, first_lead="bidder"),
    preset("house-125", 4, first_lead="bidder"),
    preset("classic", 4, deal_pattern="2-3"),
]
IDS = [f"{r.name}-{r.players}-{r.first_lead}-{i}" for i, r in enumerate(TABLES)]


def left_of(seat: int, active: Sequence[bool]) -> int:
    """The next seat clockwise that is still in the game."""
    n = len(active)
    s = (seat + 1) % n
    while not active[s]:
        s = (s + 1) % n
    return s


def oracle_first_leader(rules: RuleSet, dealer: int, bidder: int, active: Sequence[bool]) -> int:
    """docs/RULES.md 5: "the player left of the bidder leads the first trick"; new-england: "the
    bidder leads the first trick"; forty-five: "the dealer's left leads"."""
    if not rules.auction or rules.first_lead == "dealer-left":
        return left_of(dealer, active)
    if rules.name == "new-england" or rules.first_lead == "bidder":
        return bidder
    return left_of(bidder, active)


# ------------------------------------------------------------------ seat order


@pytest.mark.parametrize("players", [2, 4, 5, 6])
def test_seat_order_is_clockwise_from_the_start(players: int) -> None:
    active = [True] * players
    for start in range(players):
        assert seat_order(start, active) == [(start + k) % players for k in range(players)]
        assert seat_order(start, active, 2) == [start, (start + 1) % players]
        assert seats_left_of(start, active) == [(start + k) % players for k in range(1, players + 1)]


def test_seat_order_skips_cutthroat_seats_that_are_out() -> None:
    """docs/RULES.md Ticks: at 4 ticks "it is out ("out the back door"); in cutthroat the others play
    on until one wins" - a seat that is out is skipped in every order."""
    active = (True, False, True, True, False)
    assert seat_order(0, active) == [0, 2, 3]
    assert seat_order(3, active, 4) == [3, 0, 2, 3]
    assert seats_left_of(3, active) == [0, 2, 3]
    assert seats_left_of(1, active) == [2, 3, 0]            # a seat that is out is not in its own round
    assert next_seats(active) == [2, 2, 3, 0, 0]
    assert next_seat(3, active) == 0
    with pytest.raises(SeatError):
        seat_order(1, active)


@settings(max_examples=60, deadline=None, database=None)
@given(players=hst.integers(2, 6), start=hst.integers(0, 5), data=hst.data())
def test_seat_order_agrees_with_stepping_left(players: int, start: int, data: hst.DataObject) -> None:
    """Property: the order is the start, then each seat's next active seat, for any table."""
    active = data.draw(hst.lists(hst.booleans(), min_size=players, max_size=players).filter(any))
    start %= players
    if not active[start]:
        return
    order = seat_order(start, active)
    assert len(order) == sum(active) and sorted(order) == [s for s in range(players) if active[s]]
    for a, b in pairwise(order):
        assert b == left_of(a, active)
    assert seats_left_of(start, active) == [s for s in ((start + k) % players for k in range(1, players + 1))
                                            if active[s]]


# ------------------------------------------------------------------ first leader


@pytest.mark.parametrize("rules", TABLES, ids=IDS)
def test_first_leader_follows_rules_md_in_every_preset(rules: RuleSet) -> None:
    """docs/RULES.md 5: "the player left of the bidder leads the first trick; each trick's winner leads
    the next"; new-england: "the bidder leads the first trick"; forty-five: "the dealer's left
    leads".  Checked at the first lead of every hand of random games, seats out included."""
    firsts = 0
    for seed in range(4):
        for st in walk_game(rules, seed, max_hands=14 if rules.ticks else 4):
            if st.phase == "play" and not st.tricks and not st.trick:
                expected = oracle_first_leader(rules, st.dealer, st.bidder, st.active)
                assert st.current_player == expected
                assert first_leader(rules, st.dealer, st.bidder, st.active) == expected
                assert st.first_leader() == expected
                assert st.observation(st.current_player).first_leader == expected
                firsts += 1
    assert firsts >= 8


def test_first_leader_skips_a_seat_that_is_out() -> None:
    """Cutthroat: "the player left of the bidder leads" is the next seat still in the game."""
    rules = preset("cutthroat", 5, ticks=3)
    active = (True, True, False, True, True)
    assert first_leader(rules, dealer=0, bidder=1, active=active) == 3
    assert first_leader(rules, dealer=4, bidder=4, active=active) == 0
    assert first_leader(preset("forty-five", 2), dealer=1, bidder=-1, active=(True, True)) == 0
    assert first_leader(preset("new-england", 4), dealer=0, bidder=2, active=(True,) * 4) == 2


def test_cutthroat_games_really_put_seats_out() -> None:
    """The test above is only meaningful if random cutthroat games with ticks lose seats."""
    out = 0
    for seed in range(4):
        for st in walk_game(preset("cutthroat", 5, ticks=3), seed, max_hands=14):
            if st.phase == "play" and not all(st.active):
                out += 1
                break
    assert out >= 3


# ------------------------------------------------------------------ the deal


@pytest.mark.parametrize("rules", TABLES, ids=IDS)
def test_deal_batches_give_out_exactly_what_the_deal_gave(rules: RuleSet) -> None:
    """docs/RULES.md 1: "Five cards each, 3 then 2 (variant 2 then 3). A kitty, when the table uses one,
    is dealt between the two rounds", clockwise from the dealer's left; forty-five turns up the
    next card.  The batches, laid over the deck, rebuild every hand, the kitty and the turn-up."""
    for seed in range(3):
        for st in walk_game(rules, seed, max_hands=10 if rules.ticks else 3):
            if st.history and is_deal(st.history[-1]):
                hands = [0] * rules.players
                kitty, turn_up, pos = 0, -1, 0
                batches = deal_batches(rules, st.dealer, st.active)
                assert [to for to, _ in batches if isinstance(to, int)][:sum(st.active)] == \
                    seats_left_of(st.dealer, st.active)
                for to, count in batches:
                    chunk = st.deck[pos:pos + count]
                    pos += count
                    if to == KITTY:
                        kitty |= sum(1 << c for c in chunk)
                    elif to == TURN_UP:
                        turn_up = chunk[0]
                    else:
                        hands[to] |= sum(1 << c for c in chunk)
                assert kitty == st.kitty and turn_up == st.turn_up and hands == st.hands
                assert sum(n for _, n in batches) == rules.cards_dealt - 5 * (rules.players - sum(st.active))

