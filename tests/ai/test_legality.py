"""Every level makes only legal moves, in every preset at every table size and with the
house-rule switches, over many seeded games; hints always name a legal action."""

from __future__ import annotations

import random

import pytest

from game.ai import hint, make_player, rulebased
from game.engine import CHANCE, GameState, all_tables, preset
from game.engine.rules import RuleSet

HANDS_PER_TABLE = 30

VARIANTS: list[RuleSet] = [
    preset("classic", 4, rob_pack=True),
    preset("classic", 4, renege="highest", hold_rebid="held"),
    preset("classic", 6, renege="five-only", all_pass="redeal"),
    preset("house-125", 4, top6=True, ticks=3),
    preset("cutthroat", 5, ticks=3),
    preset("forty-five", 4, scoring="trick-difference"),
]
TABLES = all_tables() + VARIANTS


@pytest.fixture(autouse=True)
def strict_players(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rulebased, "STRICT", True)


def play_hands(rules: RuleSet, levels: list[str], hands: int, seed: int, with_hints: bool = False) -> set[str]:
    """Play seeded games until ``hands`` hands are done; return the phases decided."""
    players = [make_player(levels[s % len(levels)]) for s in range(rules.players)]
    rngs = [random.Random(seed * 31 + s) for s in range(rules.players)]
    phases: set[str] = set()
    done, game = 0, 0
    while done < hands:
        state = GameState(rules, seed=seed * 1000 + game)
        game += 1
        while not state.is_terminal and done < hands:
            if state.current_player == CHANCE:
                state.apply(state.sample_chance())
                continue
            before = state.hand_number
            seat = state.current_player
            obs = state.observation(seat)
            action = players[seat].choose(obs, obs.legal_actions, rngs[seat])
            assert action in obs.legal_actions, f"{players[seat].name} chose {action} in {obs.phase}"
            if with_hints:
                advice = hint(obs)
                assert advice.action in obs.legal_actions
                assert advice.what.startswith(obs.label(advice.action) + ": "), advice.what
                assert advice.why == "", "the quick coach's hint is one sentence, with no why to press for"
            phases.add(obs.phase)
            state.apply(action)
            done += state.hand_number - before
    return phases


@pytest.mark.parametrize("rules", TABLES, ids=lambda r: f"{r.name}-{r.players}")
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_decision_is_legal(rules: RuleSet, level: str) -> None:
    play_hands(rules, [level], HANDS_PER_TABLE, seed=7)


@pytest.mark.parametrize("rules", all_tables(), ids=lambda r: f"{r.name}-{r.players}")
def test_mixed_tables_and_hints_are_legal(rules: RuleSet) -> None:
    """Levels side by side (and a hint at every turn) never produce an illegal action."""
    play_hands(rules, ["normal", "easy", "random"], 10, seed=3, with_hints=True)


def test_every_phase_is_decided() -> None:
    """Across the presets the players meet every kind of decision."""
    seen: set[str] = set()
    for rules in [preset("house-125", 4, top6=True), preset("cutthroat", 5),
                  preset("forty-five", 4), preset("classic", 4, rob_pack=True)]:
        seen |= play_hands(rules, ["normal"], 40, seed=11)
    # (the bagged dealer's kitty-or-top-6 choice is rare in play: test_situations builds one)
    assert seen >= {"auction", "trump", "call", "kitty_discard", "draw", "rob_pack", "rob", "play"}
