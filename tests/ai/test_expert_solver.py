"""The exact play solver against brute force through the engine itself.

Brute force enumerates every legal play sequence with ``GameState.clone``/``apply`` and
minimaxes team A's tricks; the solver must agree for every legal card, at every table
(2, 4, 5 and 6 seats), with cutthroat's called card and the renege variants.
"""

from __future__ import annotations

import pytest

from game.ai.expert.position import PlayPosition
from game.ai.expert.solver import PlaySolver, SearchAborted
from game.ai.expert.worlds import score_table, team_for
from game.engine import GameState, preset
from game.engine.seats import next_seats
from tests.ai.deals import play_position


def position_of(state: GameState, team_a: int) -> PlayPosition:
    return PlayPosition(trump=state.trump, hands=list(state.hands), next_seat=next_seats(state.active),
                        players_in_trick=sum(state.active), to_move=state.current_player,
                        team_a=team_a, trick=list(state.trick), trick_seats=list(state.trick_seats),
                        renege=state.rules.renege, called_card=state.called_card,
                        partner=state.partner)


def brute_force(state: GameState, team_a: int) -> int:
    """Team A's tricks at the end of the hand with best play, by full enumeration."""
    if state.phase != "play":
        tricks = state._raw_records[-1]["tricks"]
        return sum(1 for _, _, winner in tricks if (team_a >> winner) & 1)
    maximise = (team_a >> state.current_player) & 1
    results = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        results.append(brute_force(child, team_a))
    return max(results) if maximise else min(results)


CASES = [
    ("classic", 4, {}, 9),
    ("classic", 4, {"renege": "highest"}, 8),
    ("classic", 4, {"renege": "five-only"}, 8),
    ("classic", 6, {}, 15),
    ("cutthroat", 5, {}, 9),
    ("forty-five", 2, {}, 2),
    ("forty-five", 4, {}, 9),
    ("house-125", 4, {}, 10),
    ("new-england", 4, {}, 8),
]


@pytest.mark.parametrize("name,players,switches,plays", CASES,
                         ids=[f"{c[0]}-{c[1]}-{'-'.join(c[2].values()) or 'default'}" for c in CASES])
def test_solver_matches_brute_force(name: str, players: int, switches: dict, plays: int) -> None:
    rules = preset(name, players, **switches)
    checked = 0
    for seed in range(40):
        state = play_position(rules, seed, plays)
        if state is None or len(state.legal_actions()) < 2:
            continue
        decider = state.current_player
        team_a = team_for(rules, decider, state.bidder, state.partner)
        solver = PlaySolver(position_of(state, team_a))
        values = solver.values()
        done = sum(state.tricks_won[s] for s in range(rules.players) if (team_a >> s) & 1)
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            assert values[action] + done == brute_force(child, team_a), (seed, action)
        checked += 1
        if checked == 2:
            break
    assert checked >= 2


def test_called_card_must_be_played_on_the_second_trick() -> None:
    rules = preset("cutthroat", 5)
    for seed in range(60):
        state = play_position(rules, seed, 5)
        if state is None or state.partner < 0 or state.current_player != state.partner:
            continue
        if not (state.hands[state.partner] >> state.called_card) & 1:
            continue
        solver = PlaySolver(position_of(state, team_for(rules, state.partner, state.bidder, state.partner)))
        assert solver.legal_cards() == [state.called_card]
        return
    pytest.skip("no seed put the partner on lead at the second trick")


def test_horizon_values_stay_in_range_and_node_limit_aborts() -> None:
    rules = preset("classic", 6)
    state = play_position(rules, 3, 0)
    assert state is not None
    team_a = team_for(rules, state.current_player, state.bidder, state.partner)
    values = PlaySolver(position_of(state, team_a), horizon=2).values()
    assert all(0 <= v <= 5 for v in values.values())
    with pytest.raises(SearchAborted):
        PlaySolver(position_of(state, team_a), node_limit=50).values()


def test_score_table_rises_with_tricks_and_sets_the_bid() -> None:
    rules = preset("classic", 4)
    values = score_table(rules, decider=0, team_a=0b0101, tricks_won=[0, 0, 0, 0], remaining=5,
                         high_seat=0, bidder=0, bid=25, partner=-1, active=[True] * 4)
    assert values == sorted(values)
    # made with 4 tricks and the top trump: 25 for us, 5 for them
    assert values[4] == 25 - 5
    # set with 3 tricks: -25 for us, 10 for them
    assert values[3] == -25 - 10
    # a bid of 30 made scores 60
    values_30 = score_table(rules, 0, 0b0101, [0] * 4, 5, 0, 0, 30, -1, [True] * 4)
    assert values_30[5] == 60
