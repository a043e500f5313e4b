"""The expert's report per table, gathered from the duels' result files.

Issue 11: "Report per preset: before/after mean with CI, bid/make rates, hold rate, and
latencies, with the commands."  Every preset and table size must be in it, from a file that
says which of its entries is the figure now.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[2]
RESULTS = REPO / "benchmarks" / "results"


def _strength() -> ModuleType:
    spec = importlib.util.spec_from_file_location("expert_strength", REPO / "benchmarks" / "expert_strength.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("expert_strength", module)
    spec.loader.exec_module(module)
    return module


def _duel(mean: float) -> dict:
    return {"a": "expert", "b": "normal", "deals": 2000, "mean": mean, "ci95": [mean - 0.5, mean + 0.5],
            "win_rate": 0.55, "latency_ms": {"a": {"p50": 0.1, "p99": 120.0}, "b": {"p50": 0.1, "p99": 0.3}},
            "auction": {"a": {"bid_rate": 0.6, "make_rate": 0.75, "hold_chances": 10, "hold_rate": 0.4}}}


def test_the_shipped_results_report_every_preset_and_table_size() -> None:
    strength = _strength()
    found = strength.collected(sorted(str(p) for p in RESULTS.glob("expert_vs_normal_*.json")))
    assert list(found["tables"]) == strength.ALL_TABLES
    for table, result in found["tables"].items():
        assert result["a"] == "expert" and result["b"] == "normal", table
        low, high = result["ci95"]
        assert low <= result["mean"] <= high, table


def test_the_report_reads_entries_held_under_result_and_marks_the_goal(tmp_path: Path) -> None:
    strength = _strength()
    path = tmp_path / "expert_vs_normal_x.json"
    path.write_text(json.dumps({"report": [{"table": "classic:4", "before": "old", "now": "new"}],
                                "old": _duel(1.5), "new": {"command": "...", "result": _duel(3.25)}}))
    found = strength.collected([str(path)])
    assert found["tables"]["classic:4"]["mean"] == 3.25 and found["before"]["classic:4"]["mean"] == 1.5
    ceiling = {"tables": {"classic:4": {"open_handed_vs_normal": {"mean": 7.0, "ci95": [6.5, 7.5]}}}}
    row = strength.report_table(found, ceiling).splitlines()[2]
    assert row == ("| classic:4 | +1.50 [+1.00, +2.00] | +3.25 [+2.75, +3.75] (2,000) | met | 60% / 75% | 40% "
                   "| 0.1 / 120 | +7.00 [+6.50, +7.50] |")
    path.write_text(json.dumps({"report": [{"table": "classic:4", "now": "new"}], "new": _duel(2.9)}))
    assert "| not met |" in strength.report_table(strength.collected([str(path)]))


@pytest.mark.parametrize("content", ['{"old": {}}', '{"report": [{"table": "classic:4", "now": "missing"}]}',
                                     '{"report": [{"table": "classic:4", "now": "x"}], "x": {"mean": "high"}}',
                                     "not json"])
def test_a_result_file_without_a_usable_report_is_named(tmp_path: Path, content: str) -> None:
    path = tmp_path / "expert_vs_normal_broken.json"
    path.write_text(content)
    with pytest.raises(ValueError, match="expert_vs_normal_broken.json"):
        _strength().collected([str(path)])
