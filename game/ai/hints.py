"""Hints for the human seat: the ``normal`` player's choice, said in words.

A hint reads only the seat's observation (the same one a computer player gets), so it
never gives away a hidden card; the reason is grounded in the hand at hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine import Observation
from game.engine import actions as A
from game.engine.cards import CARDS, SUIT_NAMES, SUIT_SYMBOLS, cards_of

from .rulebased import RuleBasedPlayer


@dataclass(frozen=True)
class Hint:
    """A suggested action: what to do in one line, and why in plain words."""

    action: int
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


def describe_action(obs: Observation, action: int) -> str:
    """One line for people: ``Bid 20``, ``Play the 5♥``, ``Discard 4♣ 7♦`` ..."""
    verb = A.kind(action)
    if verb == "play":
        return f"Play the {CARDS[action].symbol()}"
    if verb == "bid":
        value = action - A.BID_BASE
        return "Bid 60 for 120" if value == 60 else f"Bid {value}"
    if verb == "pass":
        return "Pass" if obs.phase == "auction" else "Keep your cards"
    if verb == "hold":
        return f"Hold at {obs.high_bid}"
    if verb == "trump":
        suit = action - A.TRUMP_BASE
        return f"Name {SUIT_NAMES[suit]} {SUIT_SYMBOLS[suit]} trump"
    if verb == "discard":
        cards = cards_of(A.discard_mask(action))
        if not cards:
            return "Stand pat: discard nothing"
        return "Discard " + " ".join(c.symbol() for c in cards)
    if verb == "call":
        return f"Call the {CARDS[action - A.CALL_BASE].symbol()}"
    if verb == "take":
        return f"Take the {CARDS[action - A.TAKE_BASE].symbol()} from the stock"
    if verb == "rob":
        return f"Rob the {CARDS[obs.turn_up].symbol()}, giving up the {CARDS[action - A.ROB_BASE].symbol()}"
    if verb == "kitty":
        return "Take the kitty"
    if verb == "top6":
        return "Take the top six"
    return A.to_text(action)
