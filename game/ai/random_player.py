"""The ``random`` level: a uniformly random legal action (the baseline for the arena)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.engine import Observation, PlayerAction


class RandomPlayer:
    """Picks any legal action with equal chance, from the injected rng only."""

    name = "random"

    def choose(self, observation: Observation, legal_actions: Sequence[PlayerAction],
               rng: random.Random) -> PlayerAction:
        return legal_actions[rng.randrange(len(legal_actions))]
