"""Hand records: one JSON object per hand, a game as JSON Lines, replayable through the engine."""

from __future__ import annotations

import json

import pytest

from game.engine import all_tables, play_random_game, preset
from game.engine.record import RecordError, finalize, read_jsonl, replay_file, replay_game, write_jsonl

REQUIRED = ("rules", "switches", "seats", "sides", "dealer", "auction", "bidder", "bid", "trump",
            "called_card", "hands", "tricks", "points", "score_change", "scores")


@pytest.mark.parametrize("rules", all_tables(), ids=lambda r: f"{r.name}-{r.players}")
def test_records_have_the_documented_keys_and_replay(rules, tmp_path) -> None:
    state = play_random_game(rules, seed=11, max_hands=15)
    records = finalize(state)
    assert records
    for rec in records:
        json.dumps(rec)
        if rec.get("redeal"):
            continue
        for key in REQUIRED:
            assert key in rec, key
        assert len(rec["hands"]) == rules.players
        assert all(len(h) == 5 for h in rec["hands"])
        assert len(rec["tricks"]) == 5
        assert len(rec["points"]) == len(rec["sides"]) == len(rec["score_change"]) == len(rec["scores"])
        assert (rec["bid"] is None) == (not rules.auction)
    path = tmp_path / "game.jsonl"
    write_jsonl(records, path)
    hands, problems = replay_file(path)
    assert hands == len(records) and problems == []


def test_replay_reports_a_divergence(tmp_path) -> None:
    state = play_random_game(preset("classic"), seed=3, max_hands=3)
    records = finalize(state)
    records[1]["score_change"] = [99, -99]
    problems = replay_game([dict(r, _line=i + 1) for i, r in enumerate(records)], "test")
    assert problems and "score_change differs" in problems[0]


def test_bad_record_file_names_file_and_line(tmp_path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"rules": "classic"}\nnot json\n')
    with pytest.raises(RecordError, match=r"bad.jsonl: line 2"):
        read_jsonl(path)


def test_simulator_cli_plays_records_and_replays(tmp_path, capsys) -> None:
    from game.sim.cli import main
    out = tmp_path / "sim.jsonl"
    assert main(["play", "--rules", "forty-five", "--players", "2", "--games", "3", "--seed", "5",
                 "--agents", "random", "--record", str(out)]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["games"] == 3 and summary["hands"] == len(out.read_text().splitlines())
    assert main(["replay", str(out)]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["divergences"] == 0
