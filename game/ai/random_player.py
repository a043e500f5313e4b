"""The ``random`` level: a uniformly random legal action (the baseline for the arena)."""

from __future__ import annotations

import random
from typing import Sequence

from game.engine import Observation


class RandomPlayer:
    """Picks any legal action with equal chance, from the injected rng only."""

    name = "random"

    def choose(self, observation: Observation, legal_actions: Sequence[int], rng: random.Random) -> int:
        return legal_actions[rng.randrange(len(legal_actions))]
