"""Calibration: each computer level's own accuracy, rated by the analyst, at classic 4-handed.

    python benchmarks/accuracy.py --hands 200 --workers 16 --out benchmarks/results/accuracy.json

Every level plays the same duplicate deals (deck and dealer from ``--seed`` and the deal's
number, as the duel deals them), one hand from 0-0 with the level in every seat; the analyst
(``game.ai.accuracy``) rates one seat per hand, the seat turning with the deal so that each
position is rated as often (``--all-seats``: every seat; four times the analysis).  A level's
figure is the mean of its hands' accuracies with a 95% interval by the normal approximation
over hands (the hands are independent; 200 of them make the mean's sampling close to normal).
The check the issue asks for: random < easy < normal < expert < master strictly, and normal's
and expert's intervals apart.  Progress and time left on stderr; the JSON on stdout (and in
``--out``).  Cost measured on the 2-core development machine: see docs/accuracy.md.
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

from game.ai import LEVELS, make_player
from game.ai.accuracy import ANALYST, Analysis, Decision, accuracy, rate_decisions
from game.engine import GameState, PlayerAction, preset
from game.engine.state import shuffled_deck
from game.sim.driver import Turn, deals, play
from game.sim.progress import ProgressLine

RULES = preset("classic", 4)
ORDER = LEVELS   # weakest first: random, easy, normal, expert, master
CHUNK = 2        # hands per job


def deal(seed: int, number: int) -> tuple[list[int], int]:
    """The deck and dealer of deal ``number`` (the duel's duplicate deals)."""
    rng = random.Random(f"duel:{seed}:{number}")
    deck = shuffled_deck(rng)
    return deck, rng.randrange(RULES.players)


def hand_accuracy(level: str, seed: int, number: int, all_seats: bool, analysis: Analysis) -> list[float]:
    """The rated seats' accuracies on one hand played by ``level`` in every seat (none rated
    when a seat had no decision that counts)."""
    deck, dealer = deal(seed, number)
    rated = list(range(RULES.players)) if all_seats else [number % RULES.players]
    seen: list[Decision] = []

    def note(turn: Turn, action: PlayerAction, _cpu_ns: int) -> None:
        if turn.seat in rated:
            seen.append((len(seen), turn.observation, action))

    players = [make_player(level) for _ in range(RULES.players)]
    rngs = [random.Random(f"seat:{seed}:{number}:{seat}") for seat in range(RULES.players)]
    play(GameState(RULES, seed=0), [p.choose for p in players], rngs, stop_at_hand=1,
         chance=deals(dealer, lambda _hand: deck), after=note)
    decisions = rate_decisions(seen, analysis)
    scores = (accuracy(d.loss for d in decisions if d.seat == seat) for seat in rated)
    return [score for score in scores if score is not None]


def _job(job: tuple[str, int, int, int, bool, Analysis]) -> tuple[str, list[float], float]:
    level, seed, first, stop, all_seats, analysis = job
    started = time.perf_counter()
    scores = [score for number in range(first, stop)
              for score in hand_accuracy(level, seed, number, all_seats, analysis)]
    return level, scores, time.perf_counter() - started


def interval(values: list[float]) -> tuple[float, float, float]:
    """The mean and its 95% interval (normal approximation, kept within 0 to 100)."""
    n = len(values)
    mean = sum(values) / n if n else 0.0
    sd = math.sqrt(sum((x - mean) ** 2 for x in values) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n) if n else 0.0
    return mean, max(0.0, mean - half), min(100.0, mean + half)


def verdict(levels: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Whether the levels measured are strictly ordered weakest first, and normal's and expert's
    intervals apart (None when either was not measured)."""
    measured = [name for name in ORDER if name in levels]
    means = [levels[name]["mean"] for name in measured]
    ordered = all(a < b for a, b in zip(means, means[1:], strict=False))
    apart = None
    if "normal" in levels and "expert" in levels:
        apart = levels["normal"]["ci95"][1] < levels["expert"]["ci95"][0]
    return {"order": measured, "strictly_ordered": ordered, "normal_expert_apart": apart}


def run(levels: list[str], hands: int, seed: int, workers: int, all_seats: bool,
        analysis: Analysis = ANALYST) -> dict[str, Any]:
    """Play and rate; the JSON-ready result."""
    jobs = [(level, seed, first, min(first + CHUNK, hands), all_seats, analysis)
            for level in levels for first in range(0, hands, CHUNK)]
    scores: dict[str, list[float]] = {level: [] for level in levels}
    seconds: dict[str, float] = {level: 0.0 for level in levels}
    progress = ProgressLine("hand jobs")
    done = 0
    if workers <= 1:
        parts: Any = map(_job, jobs)
    else:
        from multiprocessing import Pool
        pool = Pool(workers)
        parts = pool.imap_unordered(_job, jobs)
    try:
        for level, part, spent in parts:
            scores[level] += part
            seconds[level] += spent
            done += 1
            progress(done, len(jobs))
    finally:
        if workers > 1:
            pool.close()
            pool.join()
    table: dict[str, dict[str, Any]] = {}
    for level in levels:
        mean, low, high = interval(scores[level])
        table[level] = {"mean": round(mean, 2), "ci95": [round(low, 2), round(high, 2)], "rated": len(scores[level]),
                        "seconds_per_hand": round(seconds[level] / hands, 2)}
    return {"rules": RULES.name, "players": RULES.players, "hands": hands, "seed": seed,
            "seats_rated": "all" if all_seats else "one per hand, turning",
            "analyst": {"budget_s": analysis.budget_s, "play_worlds": analysis.play_worlds},
            "interval": "95%, normal approximation over hands", "levels": table, **verdict(table)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=200, help="hands per level (default 200)")
    parser.add_argument("--levels", default=",".join(ORDER), help="comma-separated levels (default all five)")
    parser.add_argument("--seed", type=int, default=1, help="the duplicate deals' seed (default 1)")
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--all-seats", action="store_true", help="rate every seat, not one per hand")
    parser.add_argument("--budget", type=float, default=ANALYST.budget_s, help="the analyst's search, nominal s")
    parser.add_argument("--worlds", type=int, default=ANALYST.play_worlds, help="the analyst's deals per card")
    parser.add_argument("--out", default=None, help="also write the JSON here (e.g. benchmarks/results/accuracy.json)")
    args = parser.parse_args(argv)
    levels = [name.strip() for name in args.levels.split(",") if name.strip()]
    unknown = [name for name in levels if name not in ORDER]
    if unknown or args.hands < 1 or args.workers < 1:
        parser.error(f"levels must be among {', '.join(ORDER)}; --hands and --workers at least 1")
    levels.sort(key=ORDER.index)
    result = run(levels, args.hands, args.seed, args.workers, args.all_seats, Analysis(args.budget, args.worlds))
    text = json.dumps(result, indent=2)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
