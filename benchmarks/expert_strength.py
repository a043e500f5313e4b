"""Expert strength: duplicate-deal duels (``game.sim.duel``) on every preset and table size.

For each table, the expert plays ``--deals`` duplicate deals against ``--b`` (normal by
default); the report gives the mean points a hand with its 95% interval, the win rate,
each level's bid, make, bagged and hold rates and decision latencies (CPU time of the
deciding thread).  Tables run one per worker process; the JSON report is rewritten after
each table, so a long run can be watched and a stopped one keeps what it finished.
Run by hand (2,000 deals a table take hours on two cores):

    python benchmarks/expert_strength.py --deals 2000 --seed 1 --workers 2 \
        --out benchmarks/results/expert_vs_normal_after.json
    python benchmarks/expert_strength.py --tables classic:4 cutthroat:5 --deals 200
    python benchmarks/expert_strength.py --table-of benchmarks/results/expert_vs_normal_before.json \
        benchmarks/results/expert_vs_normal_after.json     # the two reports side by side (Markdown)
    python benchmarks/expert_strength.py --collect benchmarks/results/expert_vs_normal_*.json

``--collect`` gathers the per-table result files the duels were written to by hand: each names,
under ``"report"``, its tables and which of its entries is the figure before issue 11's work and
which is the figure now (``{"table": "classic:4", "before": "start", "now": "after"}``); the
table printed is the issue's report, with the open-handed ceiling from ``skill_ceiling.json``.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import subprocess
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from game.engine import PRESET_NAMES, PRESET_TABLES, preset
from game.sim.duel import run_duel

ALL_TABLES = [f"{name}:{n}" for name in PRESET_NAMES for n in PRESET_TABLES[name]]


def git_commit() -> str | None:
    """The checkout's commit (and whether the tree had changes), if git can say."""
    try:
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=REPO, capture_output=True, text=True,
                              timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=REPO,
                               capture_output=True, text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return f"{head}{'+changes' if dirty else ''}" if head else None


def one_table(job: tuple[str, str, str, int, int]) -> dict[str, Any]:
    table, a, b, deals, seed = job
    name, players = table.split(":")
    rules = preset(name, int(players))
    started = time.time()
    result = run_duel(a, b, deals, seed, rules)
    result.update(table=table, seconds=round(time.time() - started))
    return result


def markdown(before: dict[str, Any], after: dict[str, Any]) -> str:
    """Before and after per table: mean with its 95% interval, then the expert's auction."""
    lines = ["| table | before: mean [95% CI] | after: mean [95% CI] | deals | bid / make (after) "
             "| hold rate (after) | duel latency p50 / p99 ms, every call (after) |", "|---|---|---|---|---|---|---|"]
    for table, new in after["tables"].items():
        old = before["tables"].get(table)
        bids, hold, latency = _auction_cells(new)
        lines.append(f"| {table} | {_cell(old)} | {_cell(new)} | {new['deals']} | {bids} | {hold} | {latency} |")
    return "\n".join(lines)


def _cell(result: dict | None) -> str:
    """``+3.20 [+2.65, +3.76]``: a mean with its 95% interval, or ``-`` where there is none."""
    return f"{result['mean']:+.2f} [{result['ci95'][0]:+.2f}, {result['ci95'][1]:+.2f}]" if result else "-"


def _auction_cells(result: dict[str, Any]) -> tuple[str, str, str]:
    """A's bid / make rates, its hold rate and its decision latency p50 / p99, as table cells."""
    auction = (result.get("auction") or {}).get("a")
    bids = f"{auction['bid_rate']:.0%} / {auction['make_rate']:.0%}" if auction else "no auction"
    hold = f"{auction['hold_rate']:.0%}" if auction and auction["hold_chances"] else "-"
    latency = result["latency_ms"]["a"]
    return bids, hold, f"{latency['p50']:.1f} / {latency['p99']:.0f}"


GOAL_POINTS = 3.0   # issue 11: "expert over normal at least +3 points a hand on every preset"


def collected(paths: list[str]) -> dict[str, Any]:
    """``{"tables": {table: now}, "before": {table: before}}`` from per-table result files; a file
    without a usable ``"report"`` is an error naming it (a report must not quietly drop a table)."""
    now: dict[str, Any] = {}
    before: dict[str, Any] = {}
    for path in paths:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
            entries = data["report"]
            for entry in entries:
                table = entry["table"]
                now[table] = _result(data[entry["now"]])
                if entry.get("before"):
                    before[table] = _result(data[entry["before"]])
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise ValueError(f"{path}: not a result file with a usable 'report' ({exc!r})") from None
    order = [t for t in ALL_TABLES if t in now] + sorted(t for t in now if t not in ALL_TABLES)
    return {"tables": {t: now[t] for t in order}, "before": before}


def _result(entry: dict[str, Any]) -> dict[str, Any]:
    """A duel's summary, whether the entry is the summary or holds it under ``result``."""
    result = entry.get("result", entry)
    if not isinstance(result.get("mean"), (int, float)) or len(result.get("ci95", ())) != 2:
        raise KeyError("mean and ci95")
    return result


def report_table(found: dict[str, Any], ceiling: dict[str, Any] | None = None) -> str:
    """The issue's report per table: before and now with 95% intervals, the goal, the expert's
    auction and latency now, and what open-handed card play gains over normal there."""
    lines = ["| table | before | now: mean [95% CI] (deals) | +3 a hand | bid / make | hold rate "
             "| latency p50 / p99 ms | open-handed play vs normal |", "|---|---|---|---|---|---|---|---|"]
    tables = (ceiling or {}).get("tables", {})
    for table, new in found["tables"].items():
        old = found["before"].get(table)
        bids, hold, latency = _auction_cells(new)
        goal = "met" if new["mean"] >= GOAL_POINTS else "not met"
        top = (tables.get(table) or {}).get("open_handed_vs_normal")
        lines.append(f"| {table} | {_cell(old)} | {_cell(new)} ({new['deals']:,}) | {goal} | {bids} | {hold} "
                     f"| {latency} | {_cell(top)} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--table-of", nargs=2, metavar=("BEFORE", "AFTER"), default=None,
                        help="print two reports side by side as a Markdown table, and stop")
    parser.add_argument("--collect", nargs="+", metavar="FILE", default=None,
                        help="print the per-table result files' report (before, now) as a Markdown table, and stop")
    parser.add_argument("--tables", nargs="*", default=ALL_TABLES, help="preset:players (default: all)")
    parser.add_argument("--a", default="expert")
    parser.add_argument("--b", default="normal")
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", default=None, help="write the JSON report here too")
    args = parser.parse_args(argv)
    if args.table_of:
        before, after = (json.loads(Path(p).read_text(encoding="utf-8")) for p in args.table_of)
        print(markdown(before, after))
        return 0
    if args.collect:
        try:
            found = collected(args.collect)
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        ceiling_file = REPO / "benchmarks" / "results" / "skill_ceiling.json"
        ceiling = json.loads(ceiling_file.read_text(encoding="utf-8")) if ceiling_file.exists() else None
        print(report_table(found, ceiling))
        return 0
    report: dict[str, Any] = {
        "command": "python " + " ".join([Path(sys.argv[0]).as_posix()] + sys.argv[1:]),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "git": git_commit(), "python": sys.version.split()[0], "machine": platform.machine(),
        "cpus": os.cpu_count(), "a": args.a, "b": args.b, "deals": args.deals, "seed": args.seed,
        "tables": {},
    }
    jobs = [(t, args.a, args.b, args.deals, args.seed) for t in args.tables]

    def save() -> None:
        if args.out:
            Path(args.out).parent.mkdir(parents=True, exist_ok=True)
            Path(args.out).write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")

    with Pool(max(1, args.workers)) as pool:
        for result in pool.imap_unordered(one_table, jobs):
            report["tables"][result["table"]] = result
            print(json.dumps(result), file=sys.stderr, flush=True)
            save()
    report["tables"] = {t: report["tables"][t] for t in args.tables if t in report["tables"]}
    save()
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
