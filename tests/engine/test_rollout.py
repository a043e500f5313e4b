"""The play-out loop takes exactly the path the public protocol would with the same choices."""

from __future__ import annotations

import random

import pytest

from game.engine import CHANCE, GameState, all_tables
from game.engine.record import finalize, replay_game
from game.engine.rollout import play_out_hand


def protocol_hand(state: GameState, rng: random.Random) -> None:
    """One hand through legal_actions()/apply(), choosing legal[int(random() * len)]."""
    if state.current_player == CHANCE:
        state.apply(state.sample_chance())
    start = state.hand_number
    while state.hand_number == start and not state.is_terminal and state.current_player != CHANCE:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])


@pytest.mark.parametrize("rules", all_tables(), ids=lambda r: f"{r.name}-{r.players}")
def test_play_out_matches_the_protocol(rules) -> None:
    for seed in range(4):
        fast, slow = GameState(rules, seed=seed), GameState(rules, seed=seed)
        fast_rng, slow_rng = random.Random(seed), random.Random(seed)
        for _ in range(6):
            if fast.is_terminal:
                break
            play_out_hand(fast, fast_rng)
            protocol_hand(slow, slow_rng)
            assert fast.history == slow.history
            assert fast.scores == slow.scores
        assert replay_game(finalize(fast)) == []
