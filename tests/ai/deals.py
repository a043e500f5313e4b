"""Games built for the AI tests: deals card by card, moves driven in notation, and seeded
positions in the auction and the play. Plain helpers (not a test module) so that any test may
build the same positions without importing another test module."""

from __future__ import annotations

import random

from game.ai import make_player
from game.engine import CHANCE, Card, GameState, Observation, parse_cards, preset
from game.engine import actions as A
from game.engine.rules import RuleSet
from game.engine.state import shuffled_deck


def deal_plan(rules: RuleSet, dealer: int) -> list[int]:
    """Who receives each card off the top of the pack (-1 kitty), as docs/RULES.md deals them."""
    order = [(dealer + 1 + i) % rules.players for i in range(rules.players)]
    owners: list[int] = []
    for kind, count in rules.deal_batches:
        if kind == "hand":
            for seat in order:
                owners += [seat] * count
        else:
            owners += [-1] * count
    return owners


def deal(rules: RuleSet, dealer: int, hands: dict[int, str], kitty: str = "", stock: str = "",
         turn_up: str = "", seed: int = 0, scores: list[int] | None = None) -> GameState:
    """A state just after a deal that gives the named seats the named cards.

    ``stock`` lists the cards drawn first in the draw; unnamed cards come from a seeded shuffle.
    """
    named = {seat: [int(c) for c in parse_cards(text)] for seat, text in hands.items()}
    kitty_cards = [int(c) for c in parse_cards(kitty)]
    stock_cards = [int(c) for c in parse_cards(stock)]
    turn = [int(Card.parse(turn_up))] if turn_up else []
    used = {c for cards in named.values() for c in cards} | set(kitty_cards) | set(stock_cards) | set(turn)
    rest = [c for c in shuffled_deck(random.Random(seed)) if c not in used]
    deck: list[int] = []
    for owner in deal_plan(rules, dealer):
        pool = kitty_cards if owner < 0 else named.setdefault(owner, [])
        deck.append(pool.pop(0) if pool else rest.pop(0))
    deck += turn if rules.turn_up else []
    deck += stock_cards + rest
    state = GameState(rules, seed=0, scores=scores)
    state.apply(A.dealer(dealer))
    state.apply(A.deal_action(deck))
    return state


def drive(state: GameState, *moves: str) -> GameState:
    """``state`` after ``moves`` in the engine's notation (each one refused if illegal)."""
    for move in moves:
        state.apply(move)
    return state


def decide(state: GameState, level: str = "normal", seed: int = 0) -> A.PlayerAction:
    """What a ``level`` player chooses for the seat to move (seeded)."""
    obs = state.observation(state.current_player)
    return make_player(level).choose(obs, obs.legal_actions, random.Random(seed))


def text(state: GameState, level: str = "normal") -> str:
    """``decide``'s choice in notation, to compare with a quoted move."""
    return A.to_text(decide(state, level))


def observation(state: GameState) -> Observation:
    """What the seat to move sees."""
    return state.observation(state.current_player)


CLASSIC = preset("classic", 4)


def play_ready(hands: dict[int, str], trump: str = "H", bidder_moves: list[str] | None = None) -> GameState:
    """Classic, dealer 3: seat 0 bids 15 and names trump, nobody draws; seat 1 leads."""
    state = deal(CLASSIC, 3, hands)
    moves = bidder_moves or ["bid 15", "pass", "pass", "pass", f"trump {trump}"]
    return drive(state, *moves, "discard none", "discard none", "discard none", "discard none")


def play_position(rules: RuleSet, seed: int, plays: int) -> GameState | None:
    """A seeded random hand advanced into the play by ``plays`` cards (None if it ends)."""
    rng = random.Random(seed)
    state = GameState(rules, seed=seed)
    state.advance_chance()
    while state.phase != "play":
        state.apply(rng.choice(state.legal_actions()))
        if state.current_player == CHANCE:
            return None
    for _ in range(plays):
        state.apply(rng.choice(state.legal_actions()))
        if state.phase != "play":
            return None
    return state


def deck_with(hands: list[str], rest_seed: int = 0) -> list[int]:
    """A deck that deals ``hands`` (seat order from the dealer's left, 3 then 2) to a
    four-seat table with dealer 3, the rest shuffled."""
    parsed = [[int(c) for c in parse_cards(h)] for h in hands]
    used = {c for h in parsed for c in h}
    rest = [c for c in range(52) if c not in used]
    random.Random(rest_seed).shuffle(rest)
    deck = []
    for h in parsed:
        deck += h[:3]
    for h in parsed:
        deck += h[3:]
    return deck + rest


def classic_after(hands: list[str], actions: list[str]) -> GameState:
    """Classic for four, dealer 3, ``hands`` dealt (see ``deck_with``), then ``actions``."""
    state = GameState(preset("classic", 4), seed=0)
    state.apply(A.dealer(3))
    state.apply(A.deal_action(deck_with(hands)))
    for text in actions:
        state.apply(text)
    return state


def play_one_hand(rules: RuleSet, seed: int, players: list) -> GameState:
    """One seeded hand played by ``players`` (one per seat), each move checked legal."""
    rng = random.Random(seed)
    state = GameState(rules, seed=0)
    state.apply(A.dealer(rng.randrange(rules.players)))
    state.apply(A.deal_action(shuffled_deck(rng)))
    seat_rngs = [random.Random(f"{seed}:{s}") for s in range(rules.players)]
    while state.hand_number == 0 and not state.is_terminal:
        seat = state.current_player
        obs = state.observation(seat)
        action = players[seat].choose(obs, obs.legal_actions, seat_rngs[seat])
        assert action in obs.legal_actions
        state.apply(action)
    return state


def normal_positions(rules_name: str, hands: int, seed: int = 0) -> list[GameState]:
    """States at every play decision after the first card, all seats ``normal`` (the model)."""
    rules = preset(rules_name, 4)
    player = make_player("normal")
    out = []
    for hand in range(hands):
        rng = random.Random(f"{seed}:{hand}")
        state = GameState(rules, seed=0)
        state.apply(A.dealer(rng.randrange(4)))
        state.apply(A.deal_action(shuffled_deck(rng)))
        while state.hand_number == 0 and not state.is_terminal:
            if state.phase == "play" and (state.tricks or state.trick):
                out.append(state.clone())
            obs = state.observation(state.current_player)
            state.apply(player.choose(obs, obs.legal_actions, rng))
    return out
