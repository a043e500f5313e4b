"""Hints for the human seat: the ``normal`` player's choice, said in words.

A hint reads only the seat's observation (the same one a computer player gets), so it
never gives away a hidden card; the reason is grounded in the hand at hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine import Observation, PlayerAction

from .rulebased import RuleBasedPlayer


@dataclass(frozen=True)
class Hint:
    """A suggested action: what to do in one line, and why in plain words."""

    action: PlayerAction
    what: str
    why: str


_ADVISOR = RuleBasedPlayer("normal")


def hint(observation: Observation) -> Hint:
    """The suggested action for the seat whose turn it is, with the reason."""
    legal = observation.legal_actions
    if not legal:
        raise ValueError(f"no hint: it is not seat {observation.seat}'s turn to act")
    decision = _ADVISOR.decide(observation, legal, random.Random(0))
    return Hint(decision.action, describe_action(observation, decision.action), decision.why)


def describe_action(obs: Observation, action: PlayerAction) -> str:
    """One line for people: ``Bid 20``, ``Play the 5♥``, ``Discard 4♣ 7♦`` (``wording.label``)."""
    return obs.label(action)
