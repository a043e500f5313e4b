"""Hand records: one JSON object per hand, a game as JSON Lines, replayable through the engine.

The engine hands out typed, frozen ``HandRecord``s; ``to_json``/``from_json`` are the file's form
(docs/hand-records.md), unchanged: ``data/hand_records_v1.jsonl`` was written by the code before
records were typed (dict records, ``record.write_jsonl``: full games of classic and two-handed
forty-five, a nova-scotia all-pass redeal, and a few hands of each other preset).
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hst

from game.engine import Card, HandRecord, all_tables, play_random_game, preset, trick_winner
from game.engine.record import (
    RecordError,
    finalize,
    load_records,
    read_jsonl,
    replay_file,
    replay_game,
    write_jsonl,
)

OLD_FILE = Path(__file__).parent / "data" / "hand_records_v1.jsonl"

REQUIRED = ("rules", "switches", "seats", "sides", "dealer", "auction", "bidder", "bid", "trump",
            "called_card", "hands", "tricks", "points", "score_change", "scores")


@pytest.mark.parametrize("rules", all_tables(), ids=lambda r: f"{r.name}-{r.players}")
def test_records_have_the_documented_keys_and_replay(rules, tmp_path) -> None:
    state = play_random_game(rules, seed=11, max_hands=15)
    typed = finalize(state)
    records = [r.to_json() for r in typed]
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
    write_jsonl(typed, path)
    hands, problems = replay_file(path)
    assert hands == len(records) and problems == []


def test_replay_reports_a_divergence(tmp_path) -> None:
    state = play_random_game(preset("classic"), seed=3, max_hands=3)
    records = [r.to_json() for r in finalize(state)]
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


# ------------------------------------------------------------------ the typed record and its JSON

def test_a_file_written_before_records_were_typed_loads_and_writes_back_byte_for_byte(tmp_path) -> None:
    lines = OLD_FILE.read_text(encoding="utf-8").splitlines()
    records = load_records(OLD_FILE)
    assert len(records) == len(lines) == 38
    assert [json.dumps(r.to_json(), ensure_ascii=False) for r in records] == lines
    copy = tmp_path / "copy.jsonl"
    write_jsonl(records, copy)
    assert copy.read_text(encoding="utf-8").splitlines() == lines
    assert replay_file(OLD_FILE) == (38, [])
    # what the file holds, read by field: an all-pass redeal, a game's winner, made and set bids
    redeals = [r for r in records if r.redeal]
    assert redeals and all(r.tricks == () and r.bidder is None and r.made is None for r in redeals)
    assert {r.winner for r in records if r.winner is not None} and {True, False} <= {r.made for r in records}


def test_each_trick_names_the_seat_that_took_it() -> None:
    """docs/RULES.md: "A trick is won by the highest trump in it; with no trump, by the highest card of
    the suit led"; the record's ``winner`` is the engine's ``trick_winner`` of its cards, seats counted
    from the leader."""
    for rec in load_records(OLD_FILE):
        for trick in rec.tricks:
            seats = [s for s in range(rec.rules.players) if rec.hands[s]]
            order = seats[seats.index(trick.leader):] + seats[:seats.index(trick.leader)]
            assert rec.trump is not None
            assert trick.winner == order[trick_winner(list(trick.cards), rec.trump)]
        if not rec.redeal:
            assert [rec.tricks_won_by(s) for s in range(rec.rules.players)] != [0] * rec.rules.players


@settings(max_examples=25, deadline=None)
@given(table=hst.sampled_from(all_tables()), seed=hst.integers(0, 10_000), hands=hst.integers(1, 4))
def test_any_finished_hand_round_trips_through_json_unchanged(table, seed, hands) -> None:
    for rec in finalize(play_random_game(table, seed=seed, max_hands=hands)):
        text = json.dumps(rec.to_json(), ensure_ascii=False)
        back = HandRecord.from_json(json.loads(text))
        assert back == rec
        assert json.dumps(back.to_json(), ensure_ascii=False) == text


def test_a_record_is_frozen_and_finalize_leaves_the_state_alone() -> None:
    state = play_random_game(preset("forty-five", 2), seed=2)
    assert state.is_terminal
    last = finalize(state)[-1]
    assert last.winner == state.winner_side and state.records[-1].winner is None
    with pytest.raises(dataclasses.FrozenInstanceError):
        last.made = True  # type: ignore[misc]
    assert isinstance(last.deck[0], Card) and len(last.deck) == 52


@pytest.mark.parametrize(("change", "words"), [
    ({"version": 2}, "'version' must be 1"),
    ({"switches": {"players": "four"}}, "bad 'switches'"),
    ({"seats": 5}, "'seats' is 5, but its switches say 4"),
    ({"deck": "AH"}, "not a hand record"),
    ({"dealer": None}, "not a hand record"),
])
def test_a_json_object_that_is_no_hand_record_is_a_record_error(change, words) -> None:
    good = load_records(OLD_FILE)[0].to_json()
    with pytest.raises(RecordError, match=words):
        HandRecord.from_json({**good, **change})
    missing = dict(good)
    del missing["scores"]
    with pytest.raises(RecordError, match="scores"):
        HandRecord.from_json(missing)


def test_load_records_names_the_line_of_a_bad_record(tmp_path) -> None:
    lines = OLD_FILE.read_text(encoding="utf-8").splitlines()[:3]
    bad = json.loads(lines[2])
    bad["tricks"] = [{"leader": 0}]
    path = tmp_path / "bad.jsonl"
    path.write_text("\n".join(lines[:2] + [json.dumps(bad)]) + "\n", encoding="utf-8")
    with pytest.raises(RecordError, match=r"bad.jsonl: line 3: not a hand record"):
        load_records(path)
