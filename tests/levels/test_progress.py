"""Progress round trips and survives corrupt data; goals are judged from a game summary."""

from __future__ import annotations

import dataclasses
import json
import math
import random

import pytest

from game.engine import CHANCE, GameState, preset
from game.engine import actions as A
from game.levels import (
    GOAL_KINDS,
    GameSummary,
    Goal,
    Progress,
    goal_met,
    load_ladder,
    load_progress,
    save_progress,
    summarize_game,
    unlocked,
)


def test_round_trip():
    progress = Progress()
    progress.mark_beaten("legion-antigonish")
    progress.mark_beaten("legion-antigonish")
    progress.mark_solved("five-is-boss")
    assert progress.record_trainer_time("ten-tricks", 41.5)
    assert not progress.record_trainer_time("ten-tricks", 50.0)
    assert progress.record_trainer_time("ten-tricks", 39.0)
    again = Progress.from_dict(json.loads(json.dumps(progress.to_dict())))
    assert again == progress
    assert again.beaten == ["legion-antigonish"] and again.trainer_best == {"ten-tricks": 39.0}


@pytest.mark.parametrize("junk", [None, 3, "text", [], [1, 2], {"beaten": 5}, {"solved": {"a": 1}},
                                  {"trainer_best": [1, 2]}, {"beaten": [None, 3, "", "ok", "ok"]}])
def test_corrupt_data_gives_what_survives(junk):
    progress = Progress.from_dict(junk)
    assert isinstance(progress, Progress)
    assert all(isinstance(x, str) and x for x in progress.beaten + progress.solved)
    if isinstance(junk, dict) and junk.get("beaten") == [None, 3, "", "ok", "ok"]:
        assert progress.beaten == ["ok"]


def test_bad_trainer_times_are_dropped():
    progress = Progress.from_dict({"trainer_best": {"a": -1, "b": float("nan"), "c": True, "d": "9",
                                                    "e": 12.5, 7: 3.0, "f": math.inf}})
    assert progress.trainer_best == {"e": 12.5}
    assert not progress.record_trainer_time("x", float("nan"))
    assert not progress.record_trainer_time("x", 0)



def test_the_best_accuracy_at_each_ladder_table_is_kept_and_saved():
    """Issue 42: "The ladder's tables show your best accuracy there": a new best is kept (and
    said to be one), a lower figure is not, and the bests come back from the file."""
    progress = Progress()
    assert progress.record_table_accuracy("legion-antigonish", 71.5)
    assert not progress.record_table_accuracy("legion-antigonish", 64.0)
    assert not progress.record_table_accuracy("legion-antigonish", 71.5), "an equal figure is no new best"
    assert progress.record_table_accuracy("legion-antigonish", 84.25)
    assert progress.record_table_accuracy("kitchen-party", 0)
    assert progress.ladder_accuracy == {"legion-antigonish": 84.25, "kitchen-party": 0.0}
    for bad in (-0.5, 100.5, math.nan, math.inf, True):
        assert not progress.record_table_accuracy("kitchen-party", bad)
    assert not progress.record_table_accuracy("", 50.0)
    again, problems = Progress.check(json.loads(json.dumps(progress.to_dict())))
    assert again == progress and problems == []


def test_bad_ladder_accuracies_are_dropped_and_named():
    """Damaged entries go with a problem in words; the good ones stay; an old file without the
    field loads with no problem at all."""
    progress, problems = Progress.check({"ladder_accuracy": {"a": -1, "b": 100.01, "c": True, "d": "90",
                                                             "e": 84.0, 7: 50.0, "f": math.nan, "g": 100}})
    assert progress.ladder_accuracy == {"e": 84.0, "g": 100.0}
    assert problems == ["ladder_accuracy: 6 bad entries dropped"]
    progress, problems = Progress.check({"ladder_accuracy": [80, 90]})
    assert progress.ladder_accuracy == {} and problems == ["ladder_accuracy is a list, not a table of accuracies"]
    old, problems = Progress.check({"version": 1, "beaten": ["a"], "solved": [], "trainer_best": {}})
    assert old.ladder_accuracy == {} and problems == []

def test_save_and_load(tmp_path):
    path = tmp_path / "sub" / "progress.json"
    progress = Progress(beaten=["a"], solved=["b", "c"], trainer_best={"t": 3.25})
    save_progress(progress, path)
    assert load_progress(path) == (progress, [])
    assert not (tmp_path / "sub" / "progress.json.tmp").exists()


@pytest.mark.parametrize("content", [b"", b"{not json", b"\xff\xfe\x00", b"[1, 2, 3]", b'{"beaten": "x"}'])
def test_load_corrupt_file_gives_fresh_progress_and_says_why(tmp_path, content):
    """Issue 12: a damaged or wrong-shaped file is never emptied silently."""
    path = tmp_path / "progress.json"
    path.write_bytes(content)
    progress, problems = load_progress(path)
    assert progress == Progress() and problems and all(isinstance(p, str) and p for p in problems)


def test_load_missing_file(tmp_path):
    assert load_progress(tmp_path / "none.json") == (Progress(), [])


def test_unlocked_follows_the_ladder():
    tables, _ = load_ladder()
    progress = Progress()
    assert unlocked(tables, progress) == [True] + [False] * (len(tables) - 1)
    progress.mark_beaten(tables[0].id)
    progress.mark_beaten(tables[2].id)
    opened = unlocked(tables, progress)
    assert opened[:4] == [True, True, False, True]
    assert unlocked([], progress) == []


def summary(**fields) -> GameSummary:
    return dataclasses.replace(GameSummary(won=False, finished=True), **fields)


@pytest.mark.parametrize("goal, good, bad", [
    ({"kind": "win_game"}, summary(won=True), summary(won=False)),
    ({"kind": "win_by", "margin": 30}, summary(won=True, margin=35), summary(won=True, margin=25)),
    ({"kind": "win_clean"}, summary(won=True, bids_failed=0), summary(won=True, bids_failed=1)),
    ({"kind": "win_within", "hands": 8}, summary(won=True, hands_played=8), summary(won=True, hands_played=9)),
    ({"kind": "make_bids", "count": 3}, summary(bids_made=3), summary(bids_made=2)),
    ({"kind": "make_bids", "count": 2, "at_least": 25}, summary(bids_made=3, made_bid_values=(20, 25, 30)),
     summary(bids_made=3, made_bid_values=(20, 20, 25))),
    ({"kind": "make_bids", "count": 1, "and_win": True}, summary(won=True, bids_made=1),
     summary(won=False, bids_made=4)),
    ({"kind": "set_bidder", "count": 2}, summary(bids_set_by_us=2), summary(bids_set_by_us=1)),
    ({"kind": "score_at_least", "points": 60, "hands": 3}, summary(hand_points=(20, 25, 15, -30)),
     summary(hand_points=(20, 25, 10, 60))),
    ({"kind": "take_all_five", "count": 1}, summary(all_five_hands=1), summary(all_five_hands=0)),
])
def test_goal_met(goal, good, bad):
    assert goal_met(goal, good)
    assert goal_met(Goal.from_dict(goal), good)
    assert not goal_met(goal, bad)


def test_every_goal_kind_is_tested_and_unfinished_games_meet_nothing():
    assert set(GOAL_KINDS) == {"win_game", "win_by", "win_clean", "win_within", "make_bids", "set_bidder",
                               "score_at_least", "take_all_five"}
    assert not goal_met({"kind": "make_bids", "count": 1}, summary(finished=False, bids_made=3))
    assert not goal_met({"kind": "no_such_goal"}, summary(won=True))


def play_quiet_game(rules, seed: int) -> GameState:
    """Random play, but nobody bids (the dealer is bagged), so games end in a few dozen hands."""
    state = GameState(rules, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal and state.hand_number < 2000:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance())
            continue
        legal = state.legal_actions()
        state.apply(A.PASS if state.phase == "auction" and A.PASS in legal else rng.choice(legal))
    return state


@pytest.mark.parametrize("name, players", [("classic", 4), ("classic", 6), ("cutthroat", 5),
                                           ("forty-five", 2), ("house-125", 4)])
def test_summarize_a_finished_game(name, players):
    state = play_quiet_game(preset(name, players), seed=7)
    assert state.is_terminal
    result = summarize_game(state, seat=0)
    side = state.rules.side_of(0)
    assert result.finished
    assert result.won == (state.winner_side == side)
    assert result.our_score == state.scores[side] == sum(result.hand_points)
    assert result.margin == result.our_score - result.best_other_score
    assert result.bids_made == len(result.made_bid_values)
    if not state.rules.auction:
        assert result.bids_made == result.bids_failed == result.bids_set_by_us == 0
    assert goal_met({"kind": "win_game"}, result) == result.won


def test_summary_counts_every_bid_once():
    from game.engine.record import finalize
    state = play_quiet_game(preset("classic", 4), seed=11)
    result = summarize_game(state, seat=1)
    records = [r for r in finalize(state) if not r.redeal]
    ours = [r for r in records if r.bidder is not None and r.bidder % 2 == 1]
    theirs = [r for r in records if r.bidder is not None and r.bidder % 2 == 0]
    assert result.bids_made + result.bids_failed == len(ours)
    assert result.bids_set_by_us == sum(1 for r in theirs if r.made is False)
