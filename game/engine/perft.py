"""Perft for Forty-Fives: count legal action sequences from a position (as chess perft does).

Golden counts for fixed seeded positions live in tests/engine/data/perft.json; any change
to what is legal shows up as a changed count.  The count stops at the end of the hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .actions import deal_action, dealer, parse, to_text
from .cards import CARD_TEXT, Card
from .protocol import CHANCE
from .rules import RuleSet
from .state import GameState


def perft(state: GameState, depth: int) -> int:
    """Number of legal action sequences of length ``depth`` (shorter where the hand ends)."""
    if depth == 0 or state.current_player == CHANCE or state.is_terminal:
        return 1
    legal = state.legal_actions()
    total = 0
    for action in legal:
        child = state.clone()
        child.apply(action)
        total += perft(child, depth - 1)
    return total


def position(rules: RuleSet, first_dealer: int, deck: Sequence[str], path: Sequence[str]) -> GameState:
    """The state after dealing ``deck`` (notation, top card first) and the given actions."""
    state = GameState(rules, seed=0)
    state.apply(dealer(first_dealer))
    state.apply(deal_action([int(Card.parse(c)) for c in deck]))
    for text in path:
        state.apply(parse(text))
    return state


def random_path(rules: RuleSet, seed: int, until_phase: str, extra: int = 0) -> tuple[int, list[str], list[str]]:
    """A seeded deal and path of legal actions to ``until_phase`` (+ ``extra`` more):
    (dealer, deck in notation, path)."""
    state = GameState(rules, seed=seed)
    state.advance_chance()
    dealer, deck = state.dealer, [CARD_TEXT[c] for c in state.deck]
    rng = random.Random(seed)
    path: list[str] = []
    while state.phase != until_phase:
        action = rng.choice(state.legal_actions())
        path.append(to_text(action))
        state.apply(action)
        if state.current_player == CHANCE:
            raise ValueError(f"hand ended before reaching {until_phase}")
    for _ in range(extra):
        action = rng.choice(state.legal_actions())
        path.append(to_text(action))
        state.apply(action)
    return dealer, deck, path
