"""The skill rating (issue 42, part 4): "One skill rating, Elo-like, anchored to the computer levels
(each level's rating measured from its own results)". Elo's properties, the K that shrinks over the
provisional period, and the anchors fitted back from head-to-head results."""

from __future__ import annotations

import datetime
import itertools
import math
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.ai import LEVELS
from game.profile import rating as elo
from game.profile.rating import (
    ANCHORS,
    K_SETTLED,
    K_START,
    MEASURED_DUELS,
    PROVISIONAL_RESULTS,
    HeadToHead,
    Rating,
    Result,
    anchors_from_results,
    change,
    expected_score,
    k_factor,
)
from tests.checked_cases import at_least, checked

ratings = st.floats(min_value=200.0, max_value=2800.0, allow_nan=False)
scores = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)
DAY = datetime.date(2026, 12, 1)


@at_least(90)
@given(ratings, ratings, st.floats(min_value=1.0, max_value=1200.0), st.integers(min_value=0, max_value=200))
def test_a_win_against_a_stronger_opponent_raises_more_than_against_a_weaker(
        rating: float, weaker: float, gap: float, results: int) -> None:
    checked()
    stronger = weaker + gap
    k = k_factor(results)
    assert change(rating, stronger, 1.0, k) > change(rating, weaker, 1.0, k) > 0.0
    assert change(rating, weaker, 0.0, k) < change(rating, stronger, 0.0, k) < 0.0, "a loss: the reverse"


@at_least(80)
@given(ratings, ratings, scores, st.integers(min_value=0, max_value=200))
def test_two_rated_players_with_the_same_k_exchange_points(a: float, b: float, score: float, results: int) -> None:
    checked()
    k = k_factor(results)
    assert change(a, b, score, k) + change(b, a, 1.0 - score, k) == pytest.approx(0.0, abs=1e-9)
    assert expected_score(a, b) + expected_score(b, a) == pytest.approx(1.0)


@at_least(40)
@given(ratings, ratings)
def test_scoring_half_again_and_again_converges_to_the_opponents_rating(start: float, opponent: float) -> None:
    checked()
    rated = Rating(start)
    gaps = [abs(start - opponent)]
    for number in range(400):
        rated = rated.updated([Result(opponent, 0.5)], DAY + datetime.timedelta(days=number))
        gaps.append(abs(rated.rating - opponent))
    assert all(later <= earlier + 0.01 for earlier, later in itertools.pairwise(gaps)), "never moves away"
    assert gaps[-1] <= 0.01 * gaps[0] + 0.05, gaps[-1]


def test_k_shrinks_over_the_provisional_period_then_holds() -> None:
    ks = [k_factor(n) for n in range(PROVISIONAL_RESULTS + 10)]
    assert ks[0] == K_START and ks[PROVISIONAL_RESULTS] == K_SETTLED == ks[-1]
    assert all(later < earlier for earlier, later in itertools.pairwise(ks[:PROVISIONAL_RESULTS + 1]))
    assert Rating(results=PROVISIONAL_RESULTS - 1).provisional and not Rating(results=PROVISIONAL_RESULTS).provisional


def test_a_newcomer_moves_further_than_a_settled_player_on_the_same_result() -> None:
    new = Rating(1400.0, 0).updated([Result(1500.0, 1.0)], DAY)
    settled = Rating(1400.0, 500).updated([Result(1500.0, 1.0)], DAY)
    assert new.rating - 1400.0 == pytest.approx(K_START * (1 - expected_score(1400, 1500)), abs=0.01)
    assert settled.rating - 1400.0 == pytest.approx(K_SETTLED * (1 - expected_score(1400, 1500)), abs=0.01)


def test_a_batch_is_rated_from_the_rating_before_it_in_any_order() -> None:
    """A challenge's field is one batch: the order its levels come in changes nothing."""
    field = elo.field_results({"easy": 1.0, "normal": 0.75, "expert": 0.5, "master": 0.25})
    forward = Rating().updated(field, DAY)
    backward = Rating().updated(list(reversed(field)), DAY)
    assert forward == backward
    assert forward.results == 4 and forward.history[-1].results == 4
    expected = Rating().rating + k_factor(0) * sum(r.score - expected_score(Rating().rating, r.opponent) for r in field)
    assert forward.rating == pytest.approx(expected, abs=0.01)


def test_the_history_keeps_one_point_a_day_the_last() -> None:
    rated = Rating()
    for day, score in ((DAY, 1.0), (DAY, 1.0), (DAY + datetime.timedelta(days=1), 0.0)):
        rated = rated.updated([elo.game_result("expert", score)], day)
    assert [p.date for p in rated.history] == ["2026-12-01", "2026-12-02"]
    assert rated.history[-1].rating == rated.rating and rated.history[-1].results == 3
    assert rated.history[0].rating > Rating().rating > rated.history[-1].rating - 100
    assert Rating().updated([], DAY) == Rating(), "no results: nothing changes, no point"


@pytest.mark.parametrize("score, opponent", [(1.5, 1500.0), (-0.1, 1500.0), (math.nan, 1500.0), (0.5, math.inf)])
def test_a_result_outside_zero_to_one_is_refused(score: float, opponent: float) -> None:
    with pytest.raises(ValueError):
        Result(opponent, score)


def test_an_unknown_level_has_no_rating() -> None:
    with pytest.raises(ValueError, match="grandmaster"):
        elo.game_result("grandmaster", 1.0)


# ---------------------------------------------------------------------------- the anchors

TRUE = {"random": 700.0, "easy": 1250.0, "normal": 1420.0, "expert": 1500.0, "master": 1570.0}


def test_anchors_fitted_from_exact_scores_recover_the_true_differences() -> None:
    pairs = [HeadToHead(a, b, expected_score(TRUE[a], TRUE[b]), 2000)
             for a, b in (("master", "expert"), ("expert", "normal"), ("normal", "easy"), ("easy", "random"),
                          ("expert", "easy"))]
    fitted = anchors_from_results(pairs)
    for level, value in TRUE.items():
        assert fitted[level] == pytest.approx(value, abs=0.5), level


def test_anchors_fitted_from_noisy_results_land_within_their_error() -> None:
    """Every pair of levels plays 4,000 games drawn from the true ratings (a seeded draw): the
    fit lands within 25 points (the noise of 4,000 games is about 11 points a pair)."""
    rng = random.Random(42)
    pairs = []
    for i, a in enumerate(LEVELS):
        for b in LEVELS[i + 1:]:
            p = expected_score(TRUE[a], TRUE[b])
            games = 4000
            wins = sum(rng.random() < p for _ in range(games))
            pairs.append(HeadToHead(a, b, wins / games, games))
    fitted = anchors_from_results(pairs)
    assert fitted["expert"] == 1500.0
    for level in ("easy", "normal", "master"):
        assert fitted[level] == pytest.approx(TRUE[level], abs=25), (level, fitted[level])
    assert fitted["random"] < fitted["easy"] - 300, "near-certain wins: far below, and finite"
    assert sorted(fitted, key=fitted.__getitem__) == list(LEVELS)


def test_anchors_read_the_duels_json_and_another_fixed_point() -> None:
    """``forty-fives duel`` prints {"a", "b", "deals", "mean", "ci95", "win_rate", ...}."""
    duel = {"a": "expert", "b": "normal", "deals": 2000, "mean": 3.2, "ci95": [2.65, 3.76], "win_rate": 0.576,
            "latency_ms": {}, "auction": None}
    fitted = anchors_from_results([duel])
    assert fitted["expert"] - fitted["normal"] == pytest.approx(400 * math.log10(0.576 / 0.424), abs=0.01)
    moved = anchors_from_results([duel], fixed="normal", rating=1000.0)
    assert moved["normal"] == 1000.0 and moved["expert"] == pytest.approx(fitted["expert"] - fitted["normal"] + 1000)


def test_anchors_need_a_chain_of_results_to_the_fixed_level() -> None:
    with pytest.raises(ValueError, match="random"):
        anchors_from_results([HeadToHead("expert", "normal", 0.6, 100), HeadToHead("easy", "random", 0.9, 100)])
    with pytest.raises(ValueError, match="expert"):
        anchors_from_results([HeadToHead("easy", "random", 0.9, 100)])
    with pytest.raises(ValueError, match="win_rate"):
        anchors_from_results([{"a": "expert", "b": "normal"}])


def test_the_shipped_anchors_are_the_fit_of_the_measured_duels_and_in_order() -> None:
    fitted = anchors_from_results(MEASURED_DUELS)
    assert set(ANCHORS) == set(LEVELS) == set(fitted)
    for level in LEVELS:
        assert ANCHORS[level] == pytest.approx(fitted[level], abs=1.0), level
    assert [ANCHORS[level] for level in LEVELS] == sorted(ANCHORS.values()), "random < easy < ... < master"
    assert ANCHORS["normal"] == elo.START_RATING
