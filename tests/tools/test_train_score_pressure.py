"""The score-pressure trainer: win chances from self-play, spots near the target valued by them.

Issue 11: "Learned auctions for every table shape and auction rule: ... score pressure near the
target. ... keep the training reproducible (`tools/`, a seed, the data as shipped files with
their provenance)."
"""

from __future__ import annotations

import json
import random

import pytest

from game.ai.expert.score_pressure import NEAR_MARGIN, WinChances, win_chances
from game.engine import preset
from tools import train_score_pressure as trainer


@pytest.fixture(scope="module")
def small_run() -> dict:
    return trainer.train(preset("classic"), hands=300, deals=40, seed=7, workers=1)


def test_a_run_writes_win_chances_models_and_its_provenance(small_run: dict) -> None:
    trained = small_run["trained"]
    assert (trained["rules"], trained["players"], trained["hands"], trained["deals"], trained["seed"]) == \
        ("classic", 4, 300, 40, 7)
    assert trained["near_margin"] == NEAR_MARGIN and trained["auction_samples"] > 100
    chances = WinChances.from_json(small_run["win_chances"], "run")
    assert chances.target == 120 and chances.chance(110, 0) > 0.9 > 0.1 > chances.chance(0, 110)
    assert sum(n for _, _, n in small_run["outcomes"]) + trained["redeals"] == 300
    # every spot was recorded with a side near the target: each key starts with who is near
    assert small_run["counts"] and all(key.split("|")[0] in ("us", "them", "both") for key in small_run["counts"])


@pytest.mark.slow   # a second training run
def test_the_same_seed_replays_the_same_file(small_run: dict) -> None:
    again = trainer.train(preset("classic"), hands=300, deals=40, seed=7, workers=1)
    again["trained"].pop("seconds"), small_run["trained"].pop("seconds", None)
    assert again == small_run


def test_the_training_scores_come_from_games_and_sit_near_the_target() -> None:
    outcomes = [(20, 10, 3.0), (-25, 10, 1.0), (60, 0, 0.2)]
    found = trainer.near_scores(outcomes, 120, 50, random.Random(1))
    assert found and all(max(pair) >= 120 - NEAR_MARGIN and max(pair) < 120 for pair in found)
    assert found == trainer.near_scores(outcomes, 120, 50, random.Random(1))


def test_each_call_is_valued_by_the_chance_of_winning_after_the_hand() -> None:
    """A call's gain over passing is 100 x (chance after it - chance after passing): within
    -100..100, and the same spot from the same deal replays."""
    trainer._share(WinChances.from_json(json.loads(json.dumps(
        win_chances([(20, 10, 3.0), (-25, 10, 1.0)], 120).to_json())), "test"))
    rows = trainer.pressure_samples(("classic", None, 3, 0, 100, 60))
    rows += trainer.pressure_samples(("classic", None, 3, 1, 100, 60))
    assert rows and all(-100.0 <= gain <= 100.0 for *_, gain in rows)
    assert any(gain != 0 for *_, gain in rows)
    assert rows[:3] == trainer.pressure_samples(("classic", None, 3, 0, 100, 60))[:3]


def test_tables_without_two_sides_or_a_points_table_are_refused() -> None:
    with pytest.raises(ValueError, match="two sides"):
        trainer.train(preset("cutthroat"), hands=10, deals=2, seed=1, workers=1)
    with pytest.raises(ValueError, match="points table"):
        trainer.train(preset("classic", 6, kitty_size=4), hands=10, deals=2, seed=1, workers=1)
