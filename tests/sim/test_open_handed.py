"""The skill-ceiling instrument: open-handed play is exact, mirrors to 0, and beats a level.

Forty-five (docs/RULES.md presets): "3 or 4 tricks score 5, all 5 tricks score 10", so a hand
is worth little.  Only the ceiling can say whether "+3 a hand" is there to be had."""

from __future__ import annotations

import random

import pytest

from game.ai import make_player
from game.ai.expert.solver import PlaySolver
from game.ai.expert.worlds import world_from_hands
from game.engine import GameState, preset
from game.engine import actions as A
from game.engine.protocol import Phase
from game.engine.state import shuffled_deck
from game.sim.duel import play_hand, run_duel
from game.sim.open_handed import ClairvoyantAuction, OpenHandedPlay, run_ceiling


def state_at_first_lead(rules_name: str, players: int, deal: int) -> GameState:
    """A hand dealt from a seeded deck, with normal players' rob (or auction) done."""
    rng = random.Random(deal)
    rules = preset(rules_name, players)
    state = GameState(rules, seed=0)
    state.apply(A.dealer(deal % players))
    state.apply(A.deal_action(shuffled_deck(rng)))
    normal = make_player("normal")
    while state.phase != Phase.PLAY:
        obs = state.observation(state.current_player)
        state.apply(normal.choose(obs, obs.legal_actions, rng))
    return state


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_seat_open_handed_takes_exactly_the_solved_tricks(players: int) -> None:
    """Best play all round, card by card, must end where the solver says the hand stands:
    the same score (3 and 4 tricks score alike, so the tricks themselves may differ)."""
    for deal in range(4):
        state = state_at_first_lead("forty-five", players, deal)
        seat = state.current_player
        world = world_from_hands(state.observation(seat), list(state.hands), state.partner, seat)
        solved = world.values[world.tricks_so_far + PlaySolver(world.position, horizon=5).solve()]
        oracle = OpenHandedPlay(set(range(players)))
        while state.hand_number == 0:
            action = oracle(state, state.current_player)
            assert action is not None and action in state.legal_actions()
            state.apply(action)
        assert state.last_score is not None
        change = state.last_score.score_change
        mine = state.rules.side_of(seat)
        assert change[mine] - change[1 - mine] == solved
        assert oracle.decisions > 0


def test_open_handed_answers_only_for_its_seats_in_the_play() -> None:
    state = state_at_first_lead("forty-five", 4, 1)
    seat = state.current_player
    assert OpenHandedPlay({(seat + 1) % 4})(state, seat) is None
    assert OpenHandedPlay({seat})(state, seat) in state.legal_actions()
    fresh = GameState(preset("forty-five", 4), seed=0)
    assert OpenHandedPlay({0, 1, 2, 3})(fresh, fresh.current_player) is None, "no card play yet"


def test_a_hook_that_always_declines_leaves_the_duel_unchanged() -> None:
    rules = preset("classic", 4)
    deck = shuffled_deck(random.Random(7))
    players = [make_player("normal") for _ in range(4)]
    plain = play_hand(rules, deck, 1, players, "k", [[], []], [0, 1, 0, 1])
    hooked = play_hand(rules, deck, 1, players, "k", [[], []], [0, 1, 0, 1], open_handed=lambda st, seat: None)
    assert hooked == plain


@pytest.mark.parametrize("rules,players", [("forty-five", 4), ("cutthroat", 5),
                                           pytest.param("classic", 6, marks=pytest.mark.slow)])
def test_both_sides_open_handed_mirror_to_zero(rules: str, players: int) -> None:
    result = run_ceiling("normal", "normal", 3, 2, preset(rules, players), both_open=True)
    assert result["mean"] == 0.0 and result["ci95"] == [0.0, 0.0]


def test_open_handed_play_beats_the_same_level_playing_fair() -> None:
    """The same rob decisions, the same deals: only seeing the cards differs."""
    rules = preset("forty-five", 4)
    ceiling = run_ceiling("normal", "normal", 40, 1, rules)
    assert ceiling["mean"] > 0 and ceiling["win_rate"] > 0.5
    assert run_duel("normal", "normal", 40, 1, rules)["mean"] == 0.0


def auction_state(rules_name: str, deal: int) -> GameState:
    """A freshly dealt hand, at its first call."""
    rules = preset(rules_name)
    state = GameState(rules, seed=0)
    state.apply(A.dealer(deal % rules.players))
    state.apply(A.deal_action(shuffled_deck(random.Random(deal))))
    assert state.phase == Phase.AUCTION
    return state


def test_a_clairvoyant_auction_tries_each_call_on_a_copy_and_makes_the_best() -> None:
    """Every call is played out on a copy (the hand itself is not touched), the one that
    leaves A furthest ahead is made, and B's seats and the draw are left to the players."""
    rules = preset("cutthroat")
    players = [make_player("normal") for _ in range(rules.players)]
    tried = 0
    for deal in range(6):
        state = auction_state("cutthroat", deal)
        seat = state.current_player
        seats_a = [seat, (seat + 2) % 5]
        seats_b = [s for s in range(5) if s not in seats_a]
        oracle = ClairvoyantAuction(rules, seats_a, seats_b, players, OpenHandedPlay(set(seats_a)))
        before = list(state.history)
        assert oracle(state, seats_b[0]) is None
        chosen = oracle(state, seat)
        assert state.history == before
        legal = state.legal_actions()
        assert chosen is not None and chosen in legal
        worth = {action: oracle._played_out(state, action) for action in legal}
        assert worth[chosen] == max(worth.values())
        tried += len(set(worth.values())) > 1
    assert tried > 0, "no deal where the calls differ: the test would prove nothing"


@pytest.mark.slow   # about a minute: 200 deals played twice
def test_a_clairvoyant_auction_beats_the_same_level_bidding_fair() -> None:
    """Open-handed cards either way; only the auction's sight differs, on the same deals."""
    rules = preset("cutthroat")
    fair = run_ceiling("normal", "normal", 12, 1, rules)
    clairvoyant = run_ceiling("normal", "normal", 12, 1, rules, clairvoyant_auction=True)
    assert clairvoyant["clairvoyant_auction_decisions"] > 0
    assert clairvoyant["mean"] > fair["mean"]
