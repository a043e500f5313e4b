"""Players read the seat's observation and nothing else: two states that look the same
from a seat (other hands, the kitty and the stock shuffled) get the same decision."""

from __future__ import annotations

import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.ai import hint, make_player
from game.engine import CHANCE, preset
from tests.ai.hidden import advance, disguise, twin_views
from tests.checked_cases import at_least, checked

TABLES = [preset("classic", 4), preset("classic", 6), preset("house-125", 4), preset("cutthroat", 5),
          preset("new-england", 4), preset("forty-five", 2), preset("forty-five", 4)]


@at_least(40)
@settings(max_examples=60, deadline=None)
@given(table=st.integers(0, len(TABLES) - 1), seed=st.integers(0, 10_000), steps=st.integers(0, 40),
       level=st.sampled_from(["random", "easy", "normal"]), shuffle_seed=st.integers(0, 1000))
def test_same_observation_same_decision(table: int, seed: int, steps: int, level: str,
                                        shuffle_seed: int) -> None:
    views = twin_views(advance(TABLES[table], seed, steps), shuffle_seed)
    assume(views is not None)
    assert views is not None
    checked()
    seen, twin_seen = views
    player = make_player(level)
    for rng_seed in (0, 1, 2):
        assert player.choose(seen, seen.legal_actions, random.Random(rng_seed)) == \
            player.choose(twin_seen, twin_seen.legal_actions, random.Random(rng_seed))
    assert hint(seen) == hint(twin_seen)


def test_disguise_really_changes_hidden_cards() -> None:
    """The test above is only meaningful if the disguise moves hidden cards but not the view."""
    changed = 0
    for seed in range(20):
        state = advance(preset("classic", 4), seed, 12)
        if state.current_player == CHANCE:
            continue
        seat = state.current_player
        twin = disguise(state, seat, random.Random(seed))
        if twin is None:
            continue
        assert state.observation(seat) == twin.observation(seat)
        changed += any(state.hands[s] != twin.hands[s] for s in range(4) if s != seat)
    assert changed >= 15


def read_model(obs) -> tuple:
    """Everything a player may read beyond the observation's fields (issue 9's read model)."""
    seats = range(obs.rules.players)
    return (obs.finished_tricks, obs.trick_plays, obs.tally, obs.contract, obs.first_leader,
            tuple(obs.bid_floor(s) for s in seats),
            tuple(tuple(obs.seat_order(s)) for s in seats if obs.active[s]),
            tuple(obs.label(a) for a in obs.legal_actions))


@at_least(25)
@settings(max_examples=40, deadline=None)
@given(table=st.integers(0, len(TABLES) - 1), seed=st.integers(0, 10_000), steps=st.integers(0, 40),
       shuffle_seed=st.integers(0, 1000))
def test_the_read_model_sees_no_hidden_card(table: int, seed: int, steps: int, shuffle_seed: int) -> None:
    """The read model is computed from what the seat may know: a twin that differs only in the
    cards the seat cannot see reads the same contract, tricks, tally, leaders, floors and labels;
    every card it names the seat has seen, and the cutthroat partner shows only once revealed."""
    state = advance(TABLES[table], seed, steps)
    assume(not state.is_terminal and state.current_player != CHANCE)
    twins = 0
    for seat in range(state.rules.players):
        obs = state.observation(seat)
        disguised = disguise(state, seat, random.Random(shuffle_seed))
        twin = disguised.observation(seat) if disguised is not None else obs
        if disguised is not None and obs == twin:
            assert read_model(obs) == read_model(twin)
            twins += 1
        known = obs.known_cards()
        named = [p.card for t in obs.finished_tricks for p in t.plays] + [p.card for p in obs.trick_plays]
        if obs.tally.high_trump is not None:
            named.append(obs.tally.high_trump.card)
        assert set(named) <= known
        contract = obs.contract
        if contract is not None and contract.partner >= 0:
            assert state.partner_revealed or seat == state.partner
        if contract is not None and state.rules.called_card and not state.partner_revealed \
                and seat != state.partner:
            assert contract.team == (state.bidder,)     # its points so far are the bidder's alone
    if twins:
        checked()               # a twin was compared, not only the seat's own known cards
