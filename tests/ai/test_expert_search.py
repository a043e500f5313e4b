"""The solver's inner search, piece by piece (game/ai/expert/search.py), and its values on
seeded positions against golden data.

tests/ai/data/expert_search_golden.json was written by running the solver as it stood before
``build_search`` was split into named pieces (commit 3754642): each row is (preset, players,
switches, seed, plays, horizon, values per legal card, ``solve()`` at a trick start). The split
must not change a single value, the greedy play past the horizon included (which brute force
cannot check, since it is not exact).
"""

from __future__ import annotations

import json
from pathlib import Path

from game.ai.expert.position import PlayPosition
from game.ai.expert.search import make_greedy_trick, make_two_left
from game.ai.expert.search_tables import SearchTables, make_legal, make_reduce
from game.ai.expert.solver import PlaySolver
from game.ai.expert.tables import LAYOUTS
from game.ai.expert.worlds import team_for
from game.engine import GameState, parse_cards, parse_suit, preset
from game.engine.seats import next_seats
from tests.ai.deals import play_position

GOLDEN = Path(__file__).parent / "data" / "expert_search_golden.json"
HEARTS = parse_suit("H")


def position_of(state: GameState, team_a: int) -> PlayPosition:
    return PlayPosition(trump=state.trump, hands=list(state.hands), next_seat=next_seats(state.active),
                        players_in_trick=sum(state.active), to_move=state.current_player,
                        team_a=team_a, trick=list(state.trick), trick_seats=list(state.trick_seats),
                        renege=state.rules.renege, called_card=state.called_card, partner=state.partner)


def bits(text: str, trump: int = HEARTS) -> int:
    """Cards in notation as layout bits for ``trump``."""
    return LAYOUTS[trump].to_bits(sum(1 << int(c) for c in parse_cards(text)))


def four_seats(hands: list[str]) -> tuple[SearchTables, list[int]]:
    """Hearts trump, four seats, seats 0 and 2 (team A) against 1 and 3."""
    cards = [sum(1 << int(c) for c in parse_cards(h)) for h in hands]
    pos = PlayPosition(trump=HEARTS, hands=cards, next_seat=next_seats([True] * 4), players_in_trick=4,
                       to_move=0, team_a=0b0101)
    return SearchTables.of(pos), [bits(h) for h in hands]


def test_solver_values_match_the_golden_values() -> None:
    rows = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert len(rows) > 300
    for name, players, switches, seed, plays, horizon, values, solved in rows:
        rules = preset(name, players, **switches)
        state = play_position(rules, seed, plays)
        assert state is not None
        team_a = team_for(rules, state.current_player, state.bidder, state.partner)
        got = PlaySolver(position_of(state, team_a), horizon).values()
        assert {str(c): v for c, v in got.items()} == values, (name, players, switches, seed, horizon)
        if solved is not None:
            assert PlaySolver(position_of(state, team_a), horizon).solve() == solved


def test_two_left_counts_the_last_two_tricks_exactly() -> None:
    """Hearts trump. Seat 0 holds the 5♥ (the top trump) and the Q♦; seat 1 the K♦, which it
    keeps for the Q♦ whichever seat 0 leads first: one trick for team A. Give the K♦ to
    seat 2, seat 0's partner, and team A takes both."""
    tables, hands = four_seats(["5H QD", "KD 2C", "3C 4C", "6C 7C"])
    two_left = make_two_left(tables, make_legal(tables))
    before = list(hands)
    assert two_left(hands, 0) == 1
    assert hands == before, "the hands are restored"
    tables, hands = four_seats(["5H QD", "3C 2C", "KD 4C", "6C 7C"])
    assert make_two_left(tables, make_legal(tables))(hands, 0) == 2


def test_greedy_trick_leads_high_and_beats_an_opponent_cheaply() -> None:
    """Past the horizon: the leader plays its highest card, the K♣; seat 1, an opponent, has
    no club above it (the A♣ ranks low in a black suit) and trumps with the 2♥; seat 2 must
    follow with the 3♣ and seat 3, seat 1's partner, throws its cheapest card. Seat 1 wins."""
    tables, hands = four_seats(["KC 2S", "AC 2H", "3C 4D", "6D 7D"])
    greedy = make_greedy_trick(tables, make_legal(tables))
    assert greedy(hands, 0) == 1
    assert hands == [bits("2S"), bits("AC"), bits("4D"), bits("7D")]


def test_reduce_keeps_one_of_touching_cards() -> None:
    """The 9♦ and 10♦ with no diamond between them still out win the same tricks: one is
    tried. The 9♦ and J♦ with the 10♦ still out elsewhere do not: both are."""
    tables, _ = four_seats(["9D TD", "", "", ""])
    reduce = make_reduce(tables)
    touching = bits("9D TD")
    assert reduce(touching, touching | bits("KD")).bit_count() == 1
    apart = bits("9D JD")
    assert reduce(apart, apart | bits("TD")) == apart
