"""Accuracy (docs/accuracy.md): each decision weighed from its seat's own view as the expected
points lost against the best choice; a hand's accuracy ``100 / (1 + mean loss)``, forced
decisions not counted, the review's mistakes listed as the costly moments."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.ai.accuracy import (
    ANALYST_BUDGET_S,
    ANALYST_PLAY_WORLDS,
    Analysis,
    SeatAccuracy,
    accuracy,
    by_seat,
    rate_decision,
    rate_decisions,
    rate_record,
    record_decisions,
)
from game.ai.expert.hints import MISTAKE_POINTS
from game.ai.expert.master import MASTER_BUDGET_S, MASTER_MAX_WORLDS
from game.engine import GameState, RecordError, preset
from game.engine import actions as A
from game.engine.cards import Card
from game.engine.record import finalize
from game.sim.cli import make_agents, play_game
from tests.ai.deals import CLASSIC, deal, drive
from tests.ai.hidden import advance, twin_views
from tests.checked_cases import at_least, checked

SMALL = Analysis(budget_s=0.05, play_worlds=8)   # a quick analyst: the tests check the bookkeeping
LOSSES = st.lists(st.floats(0, 50, allow_nan=False), min_size=1, max_size=30)


@at_least(100)
@settings(max_examples=150, deadline=None)
@given(losses=LOSSES, extra=st.floats(0.001, 20, allow_nan=False), index=st.integers(0, 29))
def test_accuracy_is_within_0_to_100_and_falls_as_losses_grow(losses: list[float], extra: float, index: int) -> None:
    checked()
    score = accuracy(losses)
    assert score is not None and 0 < score <= 100
    worse = list(losses)
    worse[index % len(worse)] += extra
    worse_score = accuracy(worse)
    assert worse_score is not None and worse_score < score
    assert accuracy([0.0] * len(losses)) == 100


def test_accuracy_of_no_decisions_is_none_and_one_mistake_a_decision_is_50() -> None:
    assert accuracy([]) is None
    assert accuracy([MISTAKE_POINTS] * 4) == pytest.approx(50.0)
    assert accuracy([0.1]) == pytest.approx(100 / 1.1)


def test_the_analyst_out_searches_the_master() -> None:
    assert ANALYST_BUDGET_S > MASTER_BUDGET_S
    assert ANALYST_PLAY_WORLDS >= MASTER_MAX_WORLDS


def draw_after_naming_hearts() -> GameState:
    """Seat 0 bid 25 with the 5♥ J♥ A♥ K♥, named hearts, and now discards."""
    return drive(deal(CLASSIC, 3, {0: "5H JH AH KH 2C"}), "bid 25", "pass", "pass", "pass", "trump H")


def test_discarding_the_five_of_trumps_is_a_costly_moment() -> None:
    """Rule: the 5 of trumps is the highest card in the pack; throwing it away gives a sure trick up."""
    state = draw_after_naming_hearts()
    observation = state.observation(0)
    blunder = A.discard([int(Card.parse("5H"))])
    sound = A.discard([int(Card.parse("2C"))])
    rated = by_seat(rate_decisions([(5, observation, blunder), (5, observation, sound)], SMALL), [0])[0]
    lost = rated.decisions[0]
    assert lost.loss >= MISTAKE_POINTS and lost.costly
    assert rated.costly == (lost,)
    assert rated.decisions[1].loss == 0.0
    assert rated.accuracy is not None and rated.accuracy < 100


def test_the_best_choice_costs_nothing() -> None:
    state = advance(preset("classic", 4), seed=5, steps=12)
    observation = state.observation(state.current_player)
    assert observation.phase == "play" and len(observation.legal_actions) > 1
    for action in observation.legal_actions:
        review = rate_decision(observation, action, SMALL)
        assert review is not None
        best = rate_decision(observation, review.best, SMALL)
        assert best is not None and best.cost == 0.0 and not best.mistake


def played_hand(level: str = "normal", seed: int = 3):
    return finalize(play_game(preset("classic", 4), seed, make_agents(level, 4), 1))[0]


def test_forced_decisions_are_not_counted() -> None:
    """The last card of a hand (one legal action) and any other forced choice are left out."""
    record = played_hand()
    decisions = record_decisions(record)
    forced = [turn for turn, obs, _ in decisions if len(obs.legal_actions) == 1]
    assert forced, "a hand ends with forced plays: the last trick"
    last = decisions[-1]
    assert rate_decision(last[1], last[2], SMALL) is None
    rated = rate_record(record, analysis=SMALL)
    counted = sorted(d.turn for seat in rated.values() for d in seat.decisions)
    assert counted == [turn for turn, obs, _ in decisions if len(obs.legal_actions) > 1]


def test_a_record_is_rated_per_seat_the_same_way_twice() -> None:
    record = played_hand(seed=4)
    every = rate_record(record, analysis=SMALL)
    assert sorted(every) == [0, 1, 2, 3]
    assert all(isinstance(part, SeatAccuracy) for part in every.values())
    assert rate_record(record, [2], SMALL) == {2: every[2]}
    for part in every.values():
        assert all(d.seat == part.seat for d in part.decisions)
        assert all(d.costly for d in part.costly)
        assert [d.loss for d in part.costly] == sorted((d.loss for d in part.costly), reverse=True)


def test_a_record_the_engine_refuses_is_a_record_error() -> None:
    from dataclasses import replace

    from game.engine.recording import SeatAction
    record = played_hand()
    seat, _text = record.actions[0]
    broken = replace(record, actions=(SeatAction(seat, "bid 95"), *record.actions[1:]))
    with pytest.raises(RecordError, match="action 1"):
        record_decisions(broken)
    wrong_seat = replace(record, actions=(SeatAction((seat + 1) % 4, _text), *record.actions[1:]))
    with pytest.raises(RecordError, match="seat"):
        record_decisions(wrong_seat)


@at_least(12)
@settings(max_examples=24, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 30), shuffle_seed=st.integers(0, 1000),
       pick=st.integers(0, 1000))
def test_a_rating_reads_only_the_seats_own_view(seed: int, steps: int, shuffle_seed: int, pick: int) -> None:
    """Fair: two games that look the same from the deciding seat (the hidden cards dealt
    differently) give every choice the same rating."""
    views = twin_views(advance(preset("classic", 4), seed, steps), shuffle_seed)
    assume(views is not None)
    assert views is not None
    seen, twin_seen = views
    assume(len(seen.legal_actions) > 1)
    checked()
    action = seen.legal_actions[pick % len(seen.legal_actions)]
    assert rate_decision(seen, action, SMALL) == rate_decision(twin_seen, action, SMALL)


@pytest.mark.slow
def test_the_full_analyst_rates_the_five_of_trumps_blunder_and_is_deterministic() -> None:
    """With the analyst's own search (seconds), the blunder is still a mistake, and twice the same."""
    observation = draw_after_naming_hearts().observation(0)
    blunder = A.discard([int(Card.parse("5H"))])
    first = rate_decision(observation, blunder)
    assert first is not None and first.mistake and first.cost >= MISTAKE_POINTS
    assert rate_decision(observation, blunder) == first
