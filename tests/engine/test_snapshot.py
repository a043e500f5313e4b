"""``game.engine.snapshot``: the app's immutable read model of the table.

A snapshot holds nothing mutable, shares nothing with the engine, changes nothing in it, is
cheap, and agrees with what each seat's observation says about the same moment.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from types import MappingProxyType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hst

from game.engine import CHANCE, KITTY, TURN_UP, GameState, Phase, RuleSet, TableSnapshot, Trick, all_tables, preset
from game.engine.actions import is_deal
from game.engine.cards import cards_of

from .helpers import state_fields, walk_game, walked_game

TABLES: list[RuleSet] = all_tables() + [
    preset("classic", 4, rob_pack=True), preset("house-125", 4, top6=True),
    preset("cutthroat", 5, ticks=3, top6=True),
]
IDS = [f"{r.name}-{r.players}-{i}" for i, r in enumerate(TABLES)]
SETTINGS = settings(max_examples=8, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
CACHES = ("rng", "_legal_mask_cache", "_legal_list", "_legal_list_at", "_built_records")


def reachable(value: Any) -> Iterator[Any]:
    """Every object inside a snapshot (dataclass fields, tuples, read-only mappings)."""
    yield value
    if dataclasses.is_dataclass(value) and not isinstance(value, type) and not isinstance(value, RuleSet):
        for field in dataclasses.fields(value):
            yield from reachable(getattr(value, field.name))
    elif isinstance(value, tuple):
        for item in value:
            yield from reachable(item)
    elif isinstance(value, MappingProxyType):
        for key, item in value.items():
            yield from reachable(key)
            yield from reachable(item)


def engine_data(st: GameState) -> dict:
    """The state's stored data, deeply copied (its caches left out)."""
    def copy(value: Any) -> Any:
        if isinstance(value, list):
            return [copy(v) for v in value]
        if isinstance(value, dict):
            return {k: copy(v) for k, v in value.items()}
        if isinstance(value, set):
            return set(value)
        return value
    return {k: copy(v) for k, v in state_fields(st).items() if k not in CACHES}


@pytest.mark.parametrize("rules", TABLES, ids=IDS)
def test_a_snapshot_is_immutable_and_shares_nothing_with_the_engine(rules: RuleSet) -> None:
    """Tuples, frozen values and read-only mappings only: the app cannot write into engine data,
    and taking a snapshot changes nothing the engine stores."""
    for st in walk_game(rules, seed=11, max_hands=3):
        before = engine_data(st)
        snap = st.snapshot()
        assert engine_data(st) == before
        for item in reachable(snap):
            assert not isinstance(item, (list, dict, set, bytearray)), type(item)
        with pytest.raises(dataclasses.FrozenInstanceError):
            snap.phase = Phase.OVER  # type: ignore[misc]
        if snap.records:
            with pytest.raises(dataclasses.FrozenInstanceError):
                snap.records[0].winner = 1  # type: ignore[misc]
            assert snap.records == st.records
        assert snap.records_count == len(st.records)


@pytest.mark.parametrize("rules", TABLES[:6], ids=IDS[:6])
def test_a_snapshot_stays_as_it_was_while_the_game_moves_on(rules: RuleSet) -> None:
    taken: list[tuple[TableSnapshot, GameState]] = []
    for i, st in enumerate(walk_game(rules, seed=7, max_hands=2)):
        if i % 5 == 0:
            taken.append((st.snapshot(), st.clone()))
    for snap, then in taken:
        assert snap == then.snapshot()


@SETTINGS
@given(table=hst.integers(0, len(TABLES) - 1), seed=hst.integers(0, 10_000))
def test_snapshot_and_observations_agree(table: int, seed: int) -> None:
    """Property: what the snapshot says in public is what every seat's observation says."""
    for st in walk_game(TABLES[table], seed, max_hands=2):
        snap = st.snapshot()
        assert snap.move_count == len(st.history) and snap.game_over == st.is_terminal
        if st.current_player == CHANCE or st.is_terminal:
            continue
        for seat in range(st.rules.players):
            obs = st.observation(seat)
            for name in ("phase", "current_player", "dealer", "hand_number", "scores", "ticks", "active",
                         "auction", "high_bid", "high_bidder", "passed", "trump", "robbed_by",
                         "stock_count", "announcements"):
                assert getattr(snap, name) == getattr(obs, name), name
            assert snap.hands[seat] == obs.hand and snap.hand_counts[seat] == len(obs.hand)
            assert snap.turn_up == (obs.turn_up if obs.turn_up >= 0 else None)
            assert snap.tricks == obs.finished_tricks and snap.trick == obs.trick_plays
            assert snap.tally == obs.tally
            assert snap.has_drawn == obs.drawn and snap.drawn_counts == obs.discard_counts
            if seat != st.partner:
                assert snap.contract == obs.contract
            if seat == st.current_player:
                assert snap.legal_actions == obs.legal_actions
                assert [snap.label(a) for a in snap.legal_actions] == [obs.label(a) for a in obs.legal_actions]
                if st.phase == "auction":
                    assert snap.bid_floor == obs.bid_floor(seat)
                if st.phase == "draw":
                    most = max(bin(a ^ (1 << 52)).count("1") for a in snap.legal_actions)
                    keeps_called = seat == st.partner and st.called_card in obs.hand
                    assert most == min(snap.draw_limit, len(obs.hand) - keeps_called)
            if st.phase == "rob_pack" and seat == st.dealer:
                assert snap.stock == obs.stock_view
            if st.phase == "play":
                assert snap.first_leader == obs.first_leader
        assert snap.stock == () or st.phase == "rob_pack"


@pytest.mark.parametrize("rules", TABLES, ids=IDS)
def test_the_deal_in_order_rebuilds_every_hand(rules: RuleSet) -> None:
    """The deal batches are what the engine gave out: laid over the hands they rebuild them, the
    kitty on the table and the turn-up."""
    dealt = 0
    for st in walk_game(rules, seed=5, max_hands=3):
        snap = st.snapshot()
        if not st.history or not is_deal(st.history[-1]):
            continue
        hands: dict[int, list] = {s: [] for s in range(rules.players)}
        kitty: list[int] = []
        turn_up = None
        for batch in snap.deal:
            if batch.to == KITTY:
                kitty += batch.cards
            elif batch.to == TURN_UP:
                turn_up = batch.cards[0]
            else:
                hands[batch.to] += batch.cards
        assert all(tuple(sorted(hands[s])) == snap.hands[s] for s in range(rules.players))
        assert tuple(sorted(kitty)) == snap.kitty and turn_up == snap.turn_up
        laid_out = [c for b in snap.deal for c in b.cards]
        assert laid_out == list(st.deck[:len(laid_out)])
        dealt += 1
    assert dealt >= 2


def test_between_hands_the_finished_hand_stays_on_the_table() -> None:
    """After the last trick the snapshot keeps the hand's tricks, tally and contract (the app shows
    them), but no deal to animate: the next dealer has not dealt yet."""
    st = walked_game(preset("classic", 4), seed=3, max_hands=1)
    snap = st.snapshot()
    assert snap.phase == "deal" and len(snap.tricks) == 5 and all(isinstance(t, Trick) for t in snap.tricks)
    assert snap.deal == () and snap.tally.tricks_played == 5 and snap.contract is not None
    assert snap.first_leader == snap.tricks[0].leader
    assert snap.records_count == 1 and snap.legal_actions == ()


def test_a_snapshot_is_a_pure_read() -> None:
    """The app takes a snapshot after each engine change (the session keeps it until the next),
    so taking one must not move the game: two reads agree and the state's next steps are the
    same.  Its cost is measured by ``benchmarks/engine_speed.py`` (``snapshot_us``), not here."""
    for st in walk_game(preset("house-125", 4), seed=2, max_hands=1):
        before = st.legal_actions() if st.current_player >= 0 else ()
        assert st.snapshot() == st.snapshot()
        assert (st.legal_actions() if st.current_player >= 0 else ()) == before


def test_the_kitty_shows_only_while_it_lies_untouched() -> None:
    for st in walk_game(preset("house-125", 4), seed=4, max_hands=1):
        snap = st.snapshot()
        if st.phase in ("auction", "trump"):
            assert snap.kitty == tuple(cards_of(st.kitty)) and len(snap.kitty) == 4
        elif st.phase in ("draw", "play"):
            assert snap.kitty == ()
