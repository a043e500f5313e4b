"""Engine speed: full hands per second with uniformly random legal actions.

Classic rules, four players, one process.  Prints one JSON object.  Run by hand:
    python benchmarks/engine_speed.py [--seconds 5]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine import CHANCE, GameState, preset  # noqa: E402


def random_hands(seconds: float, seed: int = 1) -> tuple[int, float]:
    """Play random games through the public protocol; count finished hands."""
    rules = preset("classic", 4)
    rng = random.Random(seed)
    hands = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = GameState(rules, seed=rng.randrange(1 << 30))
        while not state.is_terminal and state.hand_number < 200:
            if state.current_player == CHANCE:
                state.apply(state.sample_chance())
            else:
                actions = state.legal_actions()
                state.apply(actions[int(rng.random() * len(actions))])
        hands += state.hand_number
    return hands, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    hands, elapsed = random_hands(args.seconds)
    print(json.dumps({"hands_per_second": round(hands / elapsed), "hands": hands,
                      "seconds": round(elapsed, 2), "rules": "classic", "players": 4,
                      "python": sys.version.split()[0]}))


if __name__ == "__main__":
    main()
