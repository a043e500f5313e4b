"""The duplicate arena: mirrored play cancels the cards, so a level against itself scores 0."""

from __future__ import annotations

import json

import pytest

from game.engine import preset
from game.sim.duel import main, run_duel, seat_groups


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def test_same_level_gives_exactly_zero(capsys: pytest.CaptureFixture[str]) -> None:
    for level in ("easy", "random"):
        result = run(capsys, "--a", level, "--b", level, "--deals", "15", "--seed", "3")
        assert result["mean"] == 0.0 and result["ci95"] == [0.0, 0.0] and result["win_rate"] == 0.5


def test_report_shape(capsys: pytest.CaptureFixture[str]) -> None:
    result = run(capsys, "--a", "normal", "--b", "random", "--deals", "20", "--seed", "1",
                 "--rules", "classic", "--players", "4")
    assert set(result) == {"a", "b", "deals", "mean", "ci95", "win_rate", "latency_ms"}
    assert result["a"] == "normal" and result["b"] == "random" and result["deals"] == 20
    low, high = result["ci95"]
    assert low <= result["mean"] <= high
    assert result["mean"] > 0
    assert set(result["latency_ms"]) == {"a", "b"}
    assert set(result["latency_ms"]["a"]) == {"p50", "p99"}


@pytest.mark.parametrize("rules,players", [("cutthroat", 5), ("forty-five", 2), ("forty-five", 6),
                                           ("house-125", 4), ("new-england", 4)])
def test_other_tables_run_and_mirror(rules: str, players: int) -> None:
    result = run_duel("normal", "normal", 6, 2, preset(rules, players))
    assert result["mean"] == 0.0


def test_seat_groups() -> None:
    assert seat_groups(preset("classic", 4)) == ([0, 2], [1, 3])
    assert seat_groups(preset("classic", 6)) == ([0, 2, 4], [1, 3, 5])
    assert seat_groups(preset("cutthroat", 5)) == ([0, 2], [1, 3, 4])
    assert seat_groups(preset("forty-five", 2)) == ([0], [1])


def test_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--rules", "bridge"]) == 2
    assert main(["--a", "wizard"]) == 2
    assert main(["--rules", "cutthroat", "--players", "4"]) == 2
    assert "error" in capsys.readouterr().err
