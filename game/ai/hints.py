"""Hints for the human seat: the ``normal`` player's choice, said in one plain sentence.

A hint reads only the seat's observation (the same one a computer player gets), so it
never gives away a hidden card; the sentence (``reasons.sentence``) names the move once
and gives one reason grounded in the hand at hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine import Observation, PlayerAction
from game.engine.glossary import terms_in

from .rulebased import RuleBasedPlayer


@dataclass(frozen=True)
class Hint:
    """A suggested action: what to do (the whole sentence a first press shows), and what a
    "why" press adds ("" when there is nothing more to say: no Why button then)."""

    action: PlayerAction
    what: str
    why: str
    terms: tuple[str, ...] = ()   # the glossary words the hint uses (``glossary.terms_in``): "See the glossary: F1"


_ADVISOR = RuleBasedPlayer("normal")


def hint(observation: Observation) -> Hint:
    """The quick coach's hint for the seat whose turn it is: the move and its reason in one
    sentence, and no "why" beyond it (the expert's figures are the practice table's); the glossary
    words it uses in ``terms``."""
    legal = observation.legal_actions
    if not legal:
        raise ValueError(f"no hint: it is not seat {observation.seat}'s turn to act")
    decision = _ADVISOR.decide(observation, legal, random.Random(0))
    return Hint(decision.action, decision.why, "", terms_in(decision.why))


def describe_action(obs: Observation, action: PlayerAction) -> str:
    """One line for people: ``Bid 20``, ``Play the 5♥``, ``Discard 4♣ 7♦`` (``wording.label``)."""
    return obs.label(action)
