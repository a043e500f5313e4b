"""Expert speed: decision time per decision type, and the play solver's nodes per second.

Plays whole hands with the expert in every seat (default settings, the same budget as
``make_player("expert")``; ``--level master``: the master, four times the search) and times
each decision in CPU time of the deciding thread, so other programs on the machine do not
inflate the figures.  Prints one JSON object.
Run by hand:
    python benchmarks/expert_speed.py [--hands 12] [--rules classic] [--players 4] [--level master]
    python benchmarks/expert_speed.py --all --hands 40 --out benchmarks/results/expert_speed.json

``--all`` measures every preset at every table size it supports (one JSON object per
table under ``tables``) and gives the decision-time goals' verdict: p50 under 50 ms and
p99 under 250 ms over every decision with a choice (the expert's goals: for the master,
which searches four times as much on purpose, ``goals_met`` is null).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import make_player
from game.ai.expert.position import PlayPosition
from game.ai.expert.solver import PlaySolver
from game.ai.expert.worlds import team_for
from game.engine import PRESET_NAMES, PRESET_TABLES, GameState, PlayerAction, preset
from game.engine.seats import next_seats
from game.engine.state import shuffled_deck
from game.sim.driver import Turn, dealt_hand, play


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def decision_times(
    rules, hands: int, seed: int, level: str = "expert"
) -> tuple[dict[str, list[float]], list[GameState]]:
    """CPU milliseconds per decision, keyed by phase (play split by trick), and the states
    at each first lead (for the solver figure)."""
    times: dict[str, list[float]] = {}
    leads: list[GameState] = []

    def note_lead(turn: Turn) -> None:
        state = turn.state
        if state.phase == "play" and not state.tricks and not state.trick:
            leads.append(state.clone())

    def timed(turn: Turn, _action: PlayerAction, cpu_ns: int) -> None:
        obs = turn.observation
        if len(obs.legal_actions) > 1:
            key = f"play_trick{len(obs.tricks) + 1}" if obs.phase == "play" else obs.phase
            times.setdefault(key, []).append(cpu_ns / 1e6)
            times.setdefault("all", []).append(cpu_ns / 1e6)

    for hand in range(hands):
        rng = random.Random(f"bench:{seed}:{hand}")
        state = dealt_hand(rules, rng.randrange(rules.players), shuffled_deck(rng))
        players = [make_player(level) for _ in range(rules.players)]
        seat_rngs = [random.Random(f"bench:{seed}:{hand}:{s}") for s in range(rules.players)]
        play(state, [p.choose for p in players], seat_rngs, stop_at_hand=1, before=note_lead, after=timed)
    return times, leads


def solver_rate(leads: list[GameState]) -> dict[str, float]:
    """Exact solves of the true deal at the first lead: nodes per second."""
    nodes = 0
    start = time.thread_time()
    for state in leads:
        team_a = team_for(state.rules, state.current_player, state.bidder, state.partner)
        position = PlayPosition(
            trump=state.trump,
            hands=list(state.hands),
            next_seat=next_seats(state.active),
            players_in_trick=sum(state.active),
            to_move=state.current_player,
            team_a=team_a,
            renege=state.rules.renege,
            called_card=state.called_card,
            partner=state.partner,
        )
        solver = PlaySolver(position)
        solver.values()
        nodes += solver.nodes
    elapsed = max(1e-9, time.thread_time() - start)
    return {
        "full_solves": len(leads),
        "nodes": nodes,
        "nodes_per_second": round(nodes / elapsed),
        "ms_per_full_solve": round(1000.0 * elapsed / max(1, len(leads)), 2),
    }


P50_GOAL_MS = 50.0
P99_GOAL_MS = 250.0


def measure(rules, hands: int, seed: int, level: str = "expert") -> dict:
    """One table's decision times by phase, the solver's speed, and the goals' verdict."""
    times, leads = decision_times(rules, hands, seed, level)
    summary = {
        key: {
            "count": len(v),
            "p50_ms": round(percentile(v, 0.5), 2),
            "p99_ms": round(percentile(v, 0.99), 2),
            "max_ms": round(max(v), 2),
        }
        for key, v in sorted(times.items())
    }
    every = summary.get("all", {"p50_ms": 0.0, "p99_ms": 0.0})
    return {
        "rules": rules.name,
        "players": rules.players,
        "level": level,
        "hands": hands,
        "decisions": summary,
        "solver": solver_rate(leads) if leads else {},
        "goals_met": every["p50_ms"] < P50_GOAL_MS and every["p99_ms"] < P99_GOAL_MS if level == "expert" else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--all", action="store_true", help="every preset at every table size")
    parser.add_argument("--level", default="expert", choices=("expert", "master"))
    parser.add_argument("--out", default=None, help="write the JSON report here too")
    args = parser.parse_args()
    if args.all:
        tables = [preset(name, n) for name in PRESET_NAMES for n in PRESET_TABLES[name]]
        report: dict[str, Any] = {
            "command": "python " + " ".join(["benchmarks/expert_speed.py"] + sys.argv[1:]),
            "python": sys.version.split()[0],
            "p50_goal_ms": P50_GOAL_MS,
            "p99_goal_ms": P99_GOAL_MS,
            "tables": {f"{r.name}:{r.players}": measure(r, args.hands, args.seed, args.level) for r in tables},
        }
        report["goals_met"] = all(t["goals_met"] for t in report["tables"].values()) if args.level == "expert" else None
    else:
        report = measure(preset(args.rules, args.players), args.hands, args.seed, args.level)
        report["python"] = sys.version.split()[0]
    text = json.dumps(report)
    if args.out:
        Path(args.out).write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
