"""The ``easy`` and ``normal`` players: one rule-based mind, two levels of care.

``normal`` remembers every card and every void and never slips.  ``easy`` plays the
same game as a casual player would: it sometimes bids 5 over its hand, grabs a trick
with its biggest card instead of the cheapest winner, keeps a queen in the draw, and
forgets some of the cards already played; its mistakes look human, not random.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.engine import Observation, Phase, PlayerAction

from .base import Decision
from .bidding import BidStyle, BidTuning, choose_auction, choose_trump
from .exchange import choose_call, choose_draw, choose_kitty_choice, choose_kitty_discard, choose_rob, choose_rob_pack
from .memory import CardMemory
from .personality import Personality
from .play import PlayStyle, choose_card
from .reasons import sentence


@dataclass(frozen=True)
class Skill:
    """What a level adds to a personality: slips, memory and inference."""

    slip_rate: float
    recall: float
    infer_voids: bool


SKILLS: dict[str, Skill] = {
    "easy": Skill(slip_rate=0.2, recall=0.85, infer_voids=False),
    "normal": Skill(slip_rate=0.0, recall=1.0, infer_voids=True),
}

STRICT = False  # tests switch this on: a decision that is not legal raises instead of falling back


class RuleBasedPlayer:
    """Decides every phase of every preset from the seat's observation alone."""

    def __init__(self, level: str = "normal", personality: Personality | None = None,
                 tuning: BidTuning | None = None) -> None:
        if level not in SKILLS:
            raise ValueError(f"rule-based levels are {', '.join(SKILLS)}, not {level!r}")
        self.level = level
        self.skill = SKILLS[level]
        self.personality = personality or Personality()
        self.tuning = tuning or BidTuning()
        self.name = f"{level}" if self.personality.name == "steady" else f"{level} ({self.personality.name})"

    def choose(self, observation: Observation, legal_actions: Sequence[PlayerAction],
               rng: random.Random) -> PlayerAction:
        """The action alone: a game between computer players needs no words."""
        if not legal_actions:
            raise ValueError(f"seat {observation.seat} has no legal action in the {observation.phase} phase")
        action = self._decide(observation, legal_actions, rng)
        if action not in legal_actions:
            if STRICT:
                raise AssertionError(f"{self.name} chose an illegal action {action} in {observation.phase}")
            return legal_actions[0]
        return action

    def decide(self, obs: Observation, legal: Sequence[PlayerAction], rng: random.Random) -> Decision:
        """The action and the reason for it, in the words a hint shows (``reasons.sentence``)."""
        action = self.choose(obs, legal, rng)
        return Decision(action, sentence(obs, action, advised=True))

    def _decide(self, obs: Observation, legal: Sequence[PlayerAction], rng: random.Random) -> PlayerAction:
        if len(legal) == 1 and obs.phase == Phase.AUCTION:
            return legal[0]   # (only here: elsewhere an easy player's memory draws from rng first)
        p = self.personality
        slip = min(1.0, self.skill.slip_rate + p.slip_rate)
        phase = obs.phase
        if phase == Phase.PLAY:
            mem = CardMemory(obs, self.skill.recall, rng, self.skill.infer_voids)
            style = PlayStyle(slip, p.trump_lead, p.renege_keenness, rng)
            return choose_card(obs, legal, mem, style)
        if phase in (Phase.AUCTION, Phase.TRUMP):
            bid_style = BidStyle(p.boldness, p.partner_trust, p.push, p.hold_eagerness, slip, rng, self.tuning)
            if phase == Phase.AUCTION:
                return choose_auction(obs, legal, bid_style)
            return choose_trump(obs, legal, bid_style)
        if phase == Phase.DRAW:
            return choose_draw(obs, legal, slip, rng)
        if phase == Phase.KITTY_DISCARD:
            return choose_kitty_discard(obs, legal)
        if phase == Phase.CALL:
            return choose_call(obs, legal)
        if phase == Phase.ROB_PACK:
            return choose_rob_pack(obs, legal)
        if phase == Phase.ROB:
            return choose_rob(obs, legal)
        if phase == Phase.KITTY_CHOICE:
            return choose_kitty_choice(obs, legal)
        raise ValueError(f"no decision is made in the '{phase}' phase")
