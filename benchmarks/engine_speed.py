"""Engine speed: full hands per second with uniformly random legal actions.

Classic rules, four players, one process.  Prints one JSON object.  Run by hand:
    python benchmarks/engine_speed.py [--seconds 5]
``hands_per_second`` counts hands played by the engine's play-out loop
(``game.engine.rollout``: the same rule functions, none of the protocol's per-call
checks); ``protocol_hands_per_second`` counts the same kind of game driven through
``legal_actions()`` / ``apply()`` one call at a time.
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
from game.engine.rollout import random_hands_per_game  # noqa: E402


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


def rollout_hands(seconds: float, seed: int = 1) -> tuple[int, float]:
    """The same random games through ``play_out_hand`` (the engine's own play-out loop)."""
    rules = preset("classic", 4)
    rng = random.Random(seed)
    hands = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = GameState(rules, seed=rng.randrange(1 << 30))
        hands += random_hands_per_game(state, rng)
    return hands, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    fast, fast_elapsed = rollout_hands(args.seconds)
    hands, elapsed = random_hands(args.seconds)
    print(json.dumps({"hands_per_second": round(fast / fast_elapsed),
                      "protocol_hands_per_second": round(hands / elapsed),
                      "hands": fast + hands, "seconds": round(fast_elapsed + elapsed, 2),
                      "rules": "classic", "players": 4, "python": sys.version.split()[0]}))


if __name__ == "__main__":
    main()
