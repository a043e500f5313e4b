"""The duplicate arena: mirrored play cancels the cards, so a level against itself scores 0."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.engine import preset
from game.sim.duel import main, paired_gain, run_duel, seat_groups


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
    assert set(result) == {"a", "b", "deals", "mean", "ci95", "win_rate", "latency_ms", "auction"}
    assert result["a"] == "normal" and result["b"] == "random" and result["deals"] == 20
    low, high = result["ci95"]
    assert low <= result["mean"] <= high
    assert result["mean"] > 0
    assert set(result["latency_ms"]) == {"a", "b"}
    assert set(result["latency_ms"]["a"]) == {"p50", "p99"}


@pytest.mark.parametrize("rules,players", [("cutthroat", 5), ("forty-five", 2), ("forty-five", 6),
                                           ("house-125", 4), ("new-england", 4), ("nova-scotia", 4)])
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


def test_auction_report_counts_declarations_makes_and_holds(capsys: pytest.CaptureFixture[str]) -> None:
    """Each level's auction: how often it declared (won the auction) and made the bid, and how
    often the dealer held when docs/RULES.md 2 allowed it ("The dealer may instead hold")."""
    result = run(capsys, "--a", "normal", "--b", "easy", "--deals", "20", "--seed", "2")
    a, b = result["auction"]["a"], result["auction"]["b"]
    assert a["hands"] == b["hands"] == 40
    assert a["declared"] + b["declared"] == 40, "classic bags the dealer: every hand has a declarer"
    for side in (a, b):
        assert side["bid_rate"] == round(side["declared"] / side["hands"], 4)
        assert 0.0 <= side["make_rate"] <= 1.0 and 0 <= side["holds"] <= side["hold_chances"]
        assert side["hold_rate"] == (round(side["holds"] / side["hold_chances"], 4) if side["hold_chances"] else 0.0)
    assert a["hold_chances"] + b["hold_chances"] > 0


def test_redeals_leave_hands_without_a_declarer() -> None:
    """nova-scotia: "redeal on all pass" (issue 11): a redealt hand scores nothing."""
    result = run_duel("normal", "normal", 12, 4, preset("nova-scotia", 4))
    a, b = result["auction"]["a"], result["auction"]["b"]
    assert a["declared"] + b["declared"] <= a["hands"]
    assert a["bagged"] == b["bagged"] == 0


def test_forty_five_has_no_auction_report() -> None:
    assert run_duel("normal", "easy", 3, 1, preset("forty-five", 2))["auction"] is None


def test_expert_against_itself_is_exactly_zero() -> None:
    """Issue 11: "expert self-play exactly 0": every seat's rng comes from the deal and the seat."""
    result = run_duel("expert", "expert", 2, 5, preset("classic", 4))
    assert result["mean"] == 0.0 and result["ci95"] == [0.0, 0.0]
    assert result["auction"]["a"] == result["auction"]["b"]


def test_workers_share_the_deals_without_changing_the_figures() -> None:
    """Each deal depends only on the seed and its number, so splitting the deals between
    processes gives the same mean, interval, wins and auction counts as one process."""
    rules = preset("classic", 4)
    alone = run_duel("normal", "easy", 9, 4, rules)
    shared = run_duel("normal", "easy", 9, 4, rules, workers=2)
    for key in ("mean", "ci95", "win_rate", "auction"):
        assert shared[key] == alone[key], key
    assert alone["mean"] != 0.0


def test_workers_must_be_at_least_one(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--workers", "0"]) == 2
    assert "--workers" in capsys.readouterr().err


def test_paired_gain_is_the_deal_by_deal_difference() -> None:
    """The gain of a change is measured on the same deals: the luck of each deal cancels, so a
    steady gain shows even where each run's own interval is wide."""
    before = [10.0, -30.0, 5.0, 25.0, -12.0, 0.0]
    now = [x + 1.0 for x in before]
    assert paired_gain(now, before) == {"gain": 1.0, "ci95": [1.0, 1.0], "deals": 6}
    mixed = paired_gain([1.0, 3.0, 2.0, 2.0], [0.0, 0.0, 0.0, 0.0])
    assert mixed["gain"] == 2.0 and mixed["ci95"][0] < 2.0 < mixed["ci95"][1]
    with pytest.raises(ValueError, match="same deals"):
        paired_gain([1.0], [1.0, 2.0])


def test_per_deal_file_feeds_a_paired_run(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """``--per-deal`` keeps each deal's difference; ``--paired-with`` that file on the same duel
    reports the gain deal by deal (0 exactly for the same level), and never prints the list."""
    saved = tmp_path / "normal.json"
    first = run(capsys, "--a", "normal", "--b", "easy", "--deals", "12", "--seed", "5", "--per-deal", str(saved))
    kept = json.loads(saved.read_text(encoding="utf-8"))
    assert len(kept["per_deal"]) == 12 and kept["mean"] == first["mean"] and "per_deal" not in first
    assert sum(kept["per_deal"]) / 12 == pytest.approx(first["mean"], abs=1e-3)
    again = run(capsys, "--a", "normal", "--b", "easy", "--deals", "12", "--seed", "5", "--paired-with", str(saved))
    assert again["paired"]["gain"] == 0.0 and again["paired"]["ci95"] == [0.0, 0.0]
    other = run(capsys, "--a", "random", "--b", "easy", "--deals", "12", "--seed", "5", "--paired-with", str(saved))
    assert other["paired"]["gain"] == pytest.approx(other["mean"] - first["mean"], abs=2e-3)


def test_paired_with_another_duel_is_refused_naming_the_file(capsys: pytest.CaptureFixture[str],
                                                             tmp_path: Path) -> None:
    saved = tmp_path / "seed5.json"
    run(capsys, "--a", "normal", "--b", "easy", "--deals", "6", "--seed", "5", "--per-deal", str(saved))
    assert main(["--a", "normal", "--b", "easy", "--deals", "6", "--seed", "6", "--paired-with", str(saved)]) == 2
    err = capsys.readouterr().err
    assert "seed5.json" in err and "seed" in err
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert main(["--a", "normal", "--b", "easy", "--deals", "6", "--seed", "5", "--paired-with", str(broken)]) == 2
    assert "broken.json" in capsys.readouterr().err


def test_options_make_a_variant_of_a_searching_level(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """``--a-options`` passes keyword arguments to the expert's constructor: a variant measured
    on the same deals.  The options are reported and kept in the per-deal file; ones the level
    does not take, or bad JSON, are refused."""
    saved = tmp_path / "variant.json"
    options = '{"max_worlds": 3, "min_worlds": 2, "node_budget": 2000, "time_budget_s": null}'
    result = run(capsys, "--a", "expert", "--b", "normal", "--deals", "2", "--seed", "4", "--a-options", options,
                 "--per-deal", str(saved))
    assert result["a_options"] == json.loads(options)
    assert json.loads(saved.read_text(encoding="utf-8"))["a_options"] == json.loads(options)
    same = run_duel("expert", "expert", 2, 4, preset("classic", 4), a_options=json.loads(options),
                    b_options=json.loads(options))
    assert same["mean"] == 0.0
    for bad in ('{"worlds": 3}', "[1, 2]", "{not json"):
        assert main(["--a", "expert", "--deals", "1", "--a-options", bad]) == 2
        assert "options" in capsys.readouterr().err
    assert main(["--a", "normal", "--deals", "1", "--a-options", '{"max_worlds": 3}']) == 2
    assert "searching levels" in capsys.readouterr().err


def test_progress_goes_to_stderr_and_the_result_to_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    seen: list[tuple[int, int]] = []
    run_duel("normal", "easy", 25, 1, preset("classic", 4), progress=lambda done, total: seen.append((done, total)))
    assert seen == [(10, 25), (20, 25), (25, 25)]
    result = run(capsys, "--a", "normal", "--b", "easy", "--deals", "12", "--seed", "2")
    assert result["deals"] == 12
    assert main(["--a", "normal", "--b", "easy", "--deals", "12", "--seed", "2"]) == 0
    captured = capsys.readouterr()
    assert "deals 12/12" in captured.err and "left" in captured.err and "deals" not in captured.out.split("{")[0]
    assert main(["--a", "normal", "--b", "easy", "--deals", "3", "--quiet"]) == 0
    assert capsys.readouterr().err == ""
