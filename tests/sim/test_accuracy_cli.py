"""``forty-fives sim accuracy RECORDS.jsonl``: every seat's accuracy in recorded hands, the result
on stdout, progress on stderr, and a file that is no record file said in one line naming it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.engine import GameState
from game.engine import actions as A
from game.engine.record import load_records
from game.sim.cli import main

QUICK = ["--budget", "0.05", "--worlds", "8", "--quiet"]


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("accuracy") / "hands.jsonl"
    assert main(["play", "--games", "1", "--agents", "normal", "--max-hands", "2", "--seed", "5",
                 "--record", str(path)]) == 0
    return path


def choices_per_seat(path: Path) -> dict[int, int]:
    """The decisions with more than one legal action, per seat, counted by replaying the file."""
    counts = {seat: 0 for seat in range(4)}
    for record in load_records(path):
        state = GameState(record.rules, seed=0, scores=record.scores_before)
        state.apply(A.dealer(record.dealer))
        state.apply(A.deal_action(int(card) for card in record.deck))
        for seat, text in record.actions:
            counts[seat] += len(state.legal_actions()) > 1
            state.apply(text)
    return counts


def test_every_seat_is_rated_over_the_file(records: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["accuracy", str(records), "--json", *QUICK]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["hands"] == 2 and len(result["by_hand"]) == 2
    counts = choices_per_seat(records)
    assert {seat["seat"]: seat["decisions"] for seat in result["seats"]} == counts
    for seat in result["seats"]:
        assert 0 < seat["accuracy"] <= 100
    moments = [m for hand in result["by_hand"] for m in hand["costly"]]
    assert sum(seat["costly"] for seat in result["seats"]) == len(moments)
    assert all(m["cost"] >= 1.0 for m in moments)


def test_one_seat_rates_the_same_as_in_the_whole(records: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["accuracy", str(records), "--json", *QUICK]) == 0
    whole = json.loads(capsys.readouterr().out)
    assert main(["accuracy", str(records), "--json", "--seat", "2", *QUICK]) == 0
    alone = json.loads(capsys.readouterr().out)
    assert alone["seats"] == [s for s in whole["seats"] if s["seat"] == 2]


def test_text_output_and_progress(records: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["accuracy", str(records), "--budget", "0.05", "--worlds", "8"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[0] == f"{records}: 2 hands"
    assert [line.split(":")[0] for line in out.splitlines()[1:5]] == [f"seat {s}" for s in range(4)]
    assert "hands 2/2" in err and "left" in err


def test_a_malformed_line_is_one_line_naming_the_file_and_line(records: Path, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.jsonl"
    first = records.read_text(encoding="utf-8").splitlines()[0]
    bad.write_text(first + "\n{not json\n", encoding="utf-8")
    assert main(["accuracy", str(bad), *QUICK]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1
    assert f"{bad}: line 2" in err and err.startswith("python -m game.sim accuracy: error:")


def test_a_record_with_an_illegal_action_names_its_line(records: Path, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(records.read_text(encoding="utf-8").splitlines()[0])
    data["actions"][0][1] = "bid 95"
    bad = tmp_path / "illegal.jsonl"
    bad.write_text(json.dumps(data) + "\n", encoding="utf-8")
    assert main(["accuracy", str(bad), *QUICK]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and f"{bad}: line 1: action 1" in err


def test_a_seat_the_table_lacks_and_a_missing_file(records: Path, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["accuracy", str(records), "--seat", "5", *QUICK]) == 2
    err = capsys.readouterr().err
    assert f"{records}: line 1: --seat 5" in err and len(err.strip().splitlines()) == 1
    assert main(["accuracy", str(tmp_path / "none.jsonl"), *QUICK]) == 2
    assert "none.jsonl: cannot read (no such file)" in capsys.readouterr().err
