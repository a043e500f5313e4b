"""Decisions sampled from seeded games of the ``normal`` player at every table, and the tester's
auction hands: the corpora the hint and glossary tests read (cached, built once a run)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from game.ai import make_player
from game.engine import CHANCE, GameState, Observation, PlayerAction, preset
from game.engine.rules import RuleSet, all_tables
from tests.ai.deals import deal, drive

OTHER_MOVES = 3          # legal moves besides the rule player's choice, per decision
PER_TABLE = 34           # decisions kept per table (every preset at every size: about 300 in all)


@dataclass(frozen=True)
class Position:
    """One decision: the seat's observation, the real hands behind it, the moves to explain."""

    obs: Observation
    hands: tuple[int, ...]          # every seat's real hand (bit masks), for checking claims
    choice: PlayerAction            # the rule player's move
    moves: tuple[PlayerAction, ...]         # the choice first, then a few other legal moves


def table_id(rules: RuleSet) -> str:
    return f"{rules.name}-{rules.players}"


@cache
def positions(name: str, players: int, per_table: int = PER_TABLE, seed: int = 7) -> tuple[Position, ...]:
    """Decisions of seeded games of normal play, spread over the hands (every phase met)."""
    rules = preset(name, players)
    player = make_player("normal")
    pick = random.Random(seed)
    out: list[Position] = []
    game = 0
    while len(out) < per_table and game < 6:
        state = GameState(rules, seed=seed * 100 + game)
        rng = random.Random(game)
        game += 1
        while not state.is_terminal and state.hand_number < 3 and len(out) < per_table:
            if state.current_player == CHANCE:
                state.apply(state.sample_chance())
                continue
            obs = state.observation(state.current_player)
            choice = player.choose(obs, obs.legal_actions, rng)
            if len(obs.legal_actions) > 1 or pick.random() < 0.2:
                others = [a for a in obs.legal_actions if a != choice]
                extra = tuple(pick.sample(others, min(OTHER_MOVES, len(others))))
                out.append(Position(obs, tuple(state.hands), choice, (choice,) + extra))
            state.apply(choice)
    return tuple(out)


def all_positions() -> list[Position]:
    return [p for rules in all_tables() for p in positions(rules.name, rules.players)]


def pass_with_two_top_hearts() -> Observation:
    """The tester's hand, J♥ A♥ A♣ 7♣ J♦, after the other side's 15, partner still to speak."""
    return drive(deal(preset("classic", 4), 3, {1: "JH AH AC 7C JD"}), "bid 15").observation(1)


def bid_on_nineteen() -> Observation:
    """K♥ Q♥ 9♥ 3♣ 2♠ after the other side's 15: the plain count is 19, the least bid 20."""
    return drive(deal(preset("classic", 4), 3, {1: "KH QH 9H 3C 2S"}), "bid 15").observation(1)


@cache
def auctions(per_table: int = 40, seed: int = 11) -> tuple[Observation, ...]:
    """Auction and naming-trump decisions of seeded normal games at every table (a few hundred)."""
    out: list[Observation] = []
    player = make_player("normal")
    for rules in all_tables():
        found = 0
        for game in range(6):
            state, rng = GameState(rules, seed=seed * 100 + game), random.Random(game)
            while not state.is_terminal and state.hand_number < 4 and found < per_table:
                if state.current_player == CHANCE:
                    state.apply(state.sample_chance())
                    continue
                obs = state.observation(state.current_player)
                if obs.phase in ("auction", "trump") and len(obs.legal_actions) > 1:
                    out.append(obs)
                    found += 1
                state.apply(player.choose(obs, obs.legal_actions, rng))
    return tuple(out)
