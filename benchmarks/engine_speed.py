"""Engine speed: full hands per second with uniformly random legal actions.

Classic rules, four players, one process.  Prints one JSON object.  Run by hand:
    python benchmarks/engine_speed.py [--seconds 5]
``hands_per_second`` counts hands played by the engine's play-out loop
(``game.engine.rollout``: the same rule functions, none of the protocol's per-call
checks); ``protocol_hands_per_second`` counts the same kind of game driven through
``legal_actions()`` / ``apply()`` one call at a time, by the game driver (``game.sim.driver``)
with a random mover that reads the state (no observations made).  ``snapshot_us`` is the mean cost of
``GameState.snapshot()`` (what the app reads after each engine change) over every state of
three random house-125 hands; the goal is well under 2,000 us (it once was a timed test).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine import GameState, PlayerAction, preset
from game.engine.rollout import random_hands_per_game
from game.sim.driver import OpenHand, Turn, play


def random_mover(rng: random.Random) -> OpenHand:
    """Every seat's move, uniformly at random from ``legal_actions()``: the engine alone is timed."""
    def move(state: GameState, _seat: int) -> PlayerAction:
        actions = state.legal_actions()
        return actions[int(rng.random() * len(actions))]
    return move


def protocol_game(state: GameState, rng: random.Random) -> int:
    """A game through ``legal_actions()`` / ``apply()``, one call at a time; hands played."""
    return play(state, (), (), stop_at_hand=200, open_hand=random_mover(rng)).hand_number


def hands_in(seconds: float, play_game: Callable[[GameState, random.Random], int],
             seed: int = 1) -> tuple[int, float]:
    """Random classic games for ``seconds``; (hands finished, seconds taken)."""
    rules = preset("classic", 4)
    rng = random.Random(seed)
    hands = 0
    start = time.perf_counter()
    while time.perf_counter() < start + seconds:
        hands += play_game(GameState(rules, seed=rng.randrange(1 << 30)), rng)
    return hands, time.perf_counter() - start


def random_hands(seconds: float) -> tuple[int, float]:
    return hands_in(seconds, protocol_game)


def rollout_hands(seconds: float) -> tuple[int, float]:
    return hands_in(seconds, random_hands_per_game)


def snapshot_microseconds(repeats: int = 5) -> float:
    """Mean microseconds per ``snapshot()`` over every state of three random hands (best of
    ``repeats`` passes, so a busy machine's worst moments do not count)."""
    rules = preset("house-125", 4)
    rng = random.Random(2)
    states: list[GameState] = []

    def keep(turn: Turn) -> None:
        states.append(turn.state.clone())
    play(GameState(rules, seed=2), (), (), stop_at_hand=3, open_hand=random_mover(rng), before=keep)
    best = float("inf")
    for _ in range(repeats):
        fresh = [st.clone() for st in states]   # a clone has no snapshot cached yet
        start = time.perf_counter()
        for st in fresh:
            st.snapshot()
        best = min(best, (time.perf_counter() - start) / len(fresh))
    return best * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    fast, fast_elapsed = rollout_hands(args.seconds)
    hands, elapsed = random_hands(args.seconds)
    print(json.dumps({"hands_per_second": round(fast / fast_elapsed),
                      "protocol_hands_per_second": round(hands / elapsed),
                      "snapshot_us": round(snapshot_microseconds(), 1),
                      "hands": fast + hands, "seconds": round(fast_elapsed + elapsed, 2),
                      "rules": "classic", "players": 4, "python": sys.version.split()[0]}))


if __name__ == "__main__":
    main()
