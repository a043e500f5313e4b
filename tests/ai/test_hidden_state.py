"""Players read the seat's observation and nothing else: two states that look the same
from a seat (other hands, the kitty and the stock shuffled) get the same decision."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import hint, make_player
from game.engine import CHANCE, GameState, IllegalActionError, Observation, preset
from game.engine import actions as A
from game.engine.rules import RuleSet

TABLES = [preset("classic", 4), preset("classic", 6), preset("house-125", 4), preset("cutthroat", 5),
          preset("new-england", 4), preset("forty-five", 2), preset("forty-five", 4)]


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
    deck = list(state.history[deal_at])
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


@settings(max_examples=60, deadline=None)
@given(table=st.integers(0, len(TABLES) - 1), seed=st.integers(0, 10_000), steps=st.integers(0, 40),
       level=st.sampled_from(["random", "easy", "normal"]), shuffle_seed=st.integers(0, 1000))
def test_same_observation_same_decision(table: int, seed: int, steps: int, level: str,
                                        shuffle_seed: int) -> None:
    views = twin_views(advance(TABLES[table], seed, steps), shuffle_seed)
    if views is None:
        return
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


@settings(max_examples=40, deadline=None)
@given(table=st.integers(0, len(TABLES) - 1), seed=st.integers(0, 10_000), steps=st.integers(0, 40),
       shuffle_seed=st.integers(0, 1000))
def test_the_read_model_sees_no_hidden_card(table: int, seed: int, steps: int, shuffle_seed: int) -> None:
    """The read model is computed from what the seat may know: a twin that differs only in the
    cards the seat cannot see reads the same contract, tricks, tally, leaders, floors and labels;
    every card it names the seat has seen, and the cutthroat partner shows only once revealed."""
    state = advance(TABLES[table], seed, steps)
    if state.is_terminal or state.current_player == CHANCE:
        return
    for seat in range(state.rules.players):
        obs = state.observation(seat)
        disguised = disguise(state, seat, random.Random(shuffle_seed))
        twin = disguised.observation(seat) if disguised is not None else obs
        if obs == twin:
            assert read_model(obs) == read_model(twin)
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
