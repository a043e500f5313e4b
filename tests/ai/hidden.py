"""Twins of a game that differ only in what a seat cannot see: the tools of the fairness tests
("players read the seat's observation and nothing else")."""

from __future__ import annotations

import random

from game.ai import make_player
from game.engine import CHANCE, GameState, IllegalActionError, Observation
from game.engine import actions as A
from game.engine.rules import RuleSet


def advance(rules: RuleSet, seed: int, steps: int) -> GameState:
    """A game played by ``normal`` players for ``steps`` decisions (within one hand)."""
    state = GameState(rules, seed=seed)
    player = make_player("normal")
    rng = random.Random(seed)
    taken = 0
    while True:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance())
            continue
        if taken >= steps or state.is_terminal:
            return state
        obs = state.observation(state.current_player)
        state.apply(player.choose(obs, obs.legal_actions, rng))
        taken += 1
        if state.current_player == CHANCE:
            return state  # the hand ended: stop before the next deal


def disguise(state: GameState, seat: int, rng: random.Random) -> GameState | None:
    """The same game from ``seat``'s chair, with everything it cannot see dealt differently.

    The cards it cannot see (the other hands, an unseen kitty, the stock) swap places in this
    hand's deck, and the game is replayed from its seed with that deck: the engine lets no one
    set a state's fields, so a twin is made the way a real game is.  None when the replay is
    not legal (another seat showed out of a suit it would now hold)."""
    if state.phase == "rob_pack" or state.current_player == CHANCE:
        return state.clone()
    pinned = set()
    if state.called_card >= 0 and state.partner >= 0 and state.partner != seat:
        pinned.add(state.called_card)            # the called card stays with the partner it makes
    if state.robbed >= 0 and state.robbed != seat:
        pinned.add(state.turn_up)                # the robbed turn-up is known to be there
    hidden_mask = sum(1 << c for c in state.stock)
    for s in range(state.rules.players):
        if s != seat:
            hidden_mask |= state.hands[s]
    if not state.kitty_seen:
        hidden_mask |= state.kitty
    hidden = [c for c in range(52) if (hidden_mask >> c) & 1 and c not in pinned]
    deal_at = max(i for i, action in enumerate(state.history) if isinstance(action, A.Deal))
    dealt = state.history[deal_at]
    assert isinstance(dealt, A.Deal)
    deck = list(dealt)
    places = [i for i, card in enumerate(deck) if card in hidden]
    cards = [deck[i] for i in places]
    rng.shuffle(cards)
    for place, card in zip(places, cards, strict=True):
        deck[place] = card
    twin = GameState(state.rules, seed=state.seed)
    try:
        for i, action in enumerate(state.history):
            twin.apply(A.deal_action(deck) if i == deal_at else action)
    except IllegalActionError:
        return None
    return twin


def twin_views(state: GameState, shuffle_seed: int, phase: str | None = None) -> tuple[Observation, Observation] | None:
    """The seat to move's view of ``state`` and of a disguised twin, when they are the same
    view (and the hand is in ``phase``, if given); None when there is nothing to compare: no seat
    to move, a replay the moved cards made illegal, or a disguise the seat could notice (rare,
    e.g. the legal list)."""
    if state.is_terminal or state.current_player == CHANCE or (phase is not None and state.phase != phase):
        return None
    seat = state.current_player
    twin = disguise(state, seat, random.Random(shuffle_seed))
    if twin is None:
        return None
    seen, twin_seen = state.observation(seat), twin.observation(seat)
    return (seen, twin_seen) if seen == twin_seen else None
