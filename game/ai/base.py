"""The player protocol shared by every computer level (and the hint giver).

A player sees one seat's ``Observation`` and nothing else, so it cannot cheat, and it
draws any randomness from the ``random.Random`` it is handed, so a seeded game replays.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from game.engine import Observation, PlayerAction


@runtime_checkable
class Player(Protocol):
    """Anything that picks one of the legal actions for the seat it is shown."""

    name: str

    def choose(self, observation: Observation, legal_actions: Sequence[PlayerAction],
               rng: random.Random) -> PlayerAction:
        ...


@dataclass(frozen=True)
class Decision:
    """An action with the plain reason behind it (hints show the reason to people)."""

    action: PlayerAction
    why: str
