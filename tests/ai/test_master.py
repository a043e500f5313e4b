"""The ``master`` level: the expert with a bigger search; fair, reproducible, thread-safe."""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.ai import LEVELS, SEARCHING_LEVELS, make_player
from game.ai.expert import ExpertPlayer, MasterPlayer
from game.ai.expert.master import MASTER_BUDGET_S, MASTER_MAX_WORLDS, MASTER_MIN_WORLDS
from game.engine import preset
from game.sim.duel import run_duel
from tests.ai.deals import play_one_hand, play_position
from tests.ai.hidden import advance, twin_views
from tests.checked_cases import at_least, checked


def small() -> MasterPlayer:
    """A master on a test budget (no clock: the same work on any machine)."""
    return MasterPlayer(time_budget_s=None, max_worlds=8, min_worlds=4, node_budget=6000)


def test_master_is_a_level_above_the_expert() -> None:
    assert LEVELS[-2:] == ("expert", "master")
    assert "master" in SEARCHING_LEVELS
    master, expert = make_player("master"), make_player("expert")
    assert isinstance(master, MasterPlayer) and master.name == "master"
    assert isinstance(expert, ExpertPlayer) and not isinstance(expert, MasterPlayer)
    assert master.node_budget == 10 * expert.node_budget
    assert (master.max_worlds, master.min_worlds) == (MASTER_MAX_WORLDS, MASTER_MIN_WORLDS)
    assert master.max_worlds > expert.max_worlds and master.min_worlds > expert.min_worlds
    assert master.time_budget_s == MASTER_BUDGET_S
    assert master.belief is expert.belief is None   # the same reading of the hidden cards
    assert make_player("master", "bold").name == "master"


def test_options_reach_the_searching_levels_only() -> None:
    variant = make_player("master", options={"max_worlds": 9})
    assert isinstance(variant, MasterPlayer) and variant.max_worlds == 9
    with pytest.raises(ValueError, match="bad options for the master level"):
        make_player("master", options={"worlds": 9})
    with pytest.raises(ValueError, match="searching levels"):
        make_player("normal", options={"max_worlds": 9})


@pytest.mark.parametrize("name,players", [("classic", 4), ("nova-scotia", 4), ("cutthroat", 5)])
def test_master_plays_a_legal_hand(name: str, players: int) -> None:
    rules = preset(name, players)
    state = play_one_hand(rules, 2, [small() for _ in range(rules.players)])
    assert state.hand_number == 1


def test_master_is_reproducible_by_seed() -> None:
    """The work is counted in nodes, not seconds: the same rng gives the same card, and the
    arena's master against itself is exactly 0."""
    state = play_position(preset("classic", 4), 3, 6)
    assert state is not None
    obs = state.observation(state.current_player)
    player = MasterPlayer(hard_cap=False)
    first = player.choose(obs, obs.legal_actions, random.Random(7))
    assert all(MasterPlayer(hard_cap=False).choose(obs, obs.legal_actions, random.Random(7)) == first
               for _ in range(2))
    result = run_duel("master", "master", 1, 3, preset("classic", 4))
    assert result["mean"] == 0.0 and result["ci95"] == [0.0, 0.0]


@at_least(8)
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(6, 30), shuffle_seed=st.integers(0, 1000))
def test_master_reads_only_its_observation(seed: int, steps: int, shuffle_seed: int) -> None:
    """Fair: two states that look the same from the seat (the hidden cards dealt differently)
    get the same decision."""
    views = twin_views(advance(preset("nova-scotia", 4), seed, steps), shuffle_seed)
    assume(views is not None)
    assert views is not None
    checked()
    seen, twin_seen = views
    player = small()
    assert player.choose(seen, seen.legal_actions, random.Random(2)) == \
        player.choose(twin_seen, twin_seen.legal_actions, random.Random(2))

