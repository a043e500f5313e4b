"""What the score-pressure auction adds: games won with it against the same player without it.

Both sides are the same player and differ only in the auction when a side is within reach
of the target (``game.ai.expert.score_pressure``), so the match's duplicate game pairs run
alike until then and the difference is the pressure table's alone.  Run by hand:

    python benchmarks/score_pressure.py --rules classic --games 3000 --workers 2
    python benchmarks/score_pressure.py --rules classic --games 300 --workers 2 --cards expert

``--cards normal`` (default): both sides bid by the expert's learned tables and play their
cards as ``normal`` does (the trainer's seat, cheap: thousands of games in minutes).
``--cards expert``: both sides are the expert itself, with and without score pressure.

Prints one JSON object: the match's figures (A is the side with score pressure; its share
of the games won with the 95% interval over game pairs) and the seconds taken.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from functools import partial
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from game.engine import preset
from game.sim.match import run_match


def table_bidder(score_pressure: bool):
    """Bids by the learned tables, plays cards as ``normal`` (the trainer's seat)."""
    from tools.train_expert_bidding import TablePlayer
    return TablePlayer(score_pressure=score_pressure)


def expert(score_pressure: bool):
    from game.ai.expert.player import ExpertPlayer
    return ExpertPlayer(score_pressure=score_pressure)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Score pressure on against off, in whole games.")
    parser.add_argument("--rules", default="classic", help="preset name")
    parser.add_argument("--players", type=int, default=None, help="table size (the preset's default if omitted)")
    parser.add_argument("--games", type=int, default=3000, help="game pairs (each game played twice)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--cards", choices=("normal", "expert"), default="normal",
                        help="who plays the cards on both sides")
    args = parser.parse_args(argv)
    make = table_bidder if args.cards == "normal" else expert
    started = time.perf_counter()
    summary = run_match(partial(make, True), partial(make, False), args.games, args.seed,
                        preset(args.rules, args.players), args.workers)
    summary.pop("per_pair")
    print(json.dumps({"benchmark": "score_pressure", "cards": args.cards, "a": "with score pressure",
                      "b": "without", **summary, "seconds": round(time.perf_counter() - started, 1)}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
