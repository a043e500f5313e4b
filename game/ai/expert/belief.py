"""Reading the play: how likely each guessed deal makes the cards the others have played.

The sampler (``sampling``) already bends its guesses by the draw (kept cards are trumps
and kings) and by the auction (a bid says "strong trumps").  The play says more: a sound
player wins a trick cheaply when an opponent holds it, does not waste a top trump, leads
the boss trump when its side bid, and so on.  So every other seat's past plays this hand
are scored under a model of a sound club player (the ``normal`` level's one-trick look-
ahead, ``game.ai.play``): for each play, the seat's hand at that moment is rebuilt from
the guessed deal (the cards it holds now plus the ones it has played since), the model
values every card it could legally have played, and a softmax with temperature turns
those values into the chance of the card it did play.  The product over plays weighs the
deal; a small floor keeps a deal alive when the model is simply wrong about a player.

Only the seat's own observation is read: the rebuilt view of another seat holds the
public cards and the guessed hand, never a real hidden card.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from game.ai.memory import CardMemory
from game.ai.play import (
    KEEP_WEIGHT,
    PlayStyle,
    chance_we_win,
    future_value,
    later_seats,
    lead_bonus,
    our_seats,
    trick_worth,
)
from game.engine.cards import CARDS, PRIVILEGED_MASK, TRUMP_MASK, TRUMPS_ABOVE
from game.engine.observation import Observation
from game.engine.tricks import legal_mask

from .switches import settings_from


@dataclass(frozen=True)
class PlayModel:
    """How the others' plays weigh a guessed deal (the defaults: the arena's best, ``READING``)."""

    temperature: float = 0.25    # points of the model's value per e-fold of probability
    floor: float = 0.1           # share of a uniform choice mixed in (the model's humility)
    partner_temperature: float | None = None   # None: partners' plays are not read


@dataclass(frozen=True)
class PastPlay:
    """One card another seat played this hand, with what was on the table before it."""

    trick_number: int
    seat: int
    card: int
    leader: int
    before: tuple[int, ...]        # cards already in the trick, lead first
    later_cards: int               # the seat's cards played after this one (a mask)


def past_plays(obs: Observation) -> list[PastPlay]:
    """Every card played this hand by a seat other than ``obs.seat``."""
    tricks = [(t.leader, [(p.seat, int(p.card)) for p in t.plays]) for t in obs.finished_tricks]
    if obs.trick:
        tricks.append((obs.trick_leader, [(p.seat, int(p.card)) for p in obs.trick_plays]))
    out: list[PastPlay] = []
    for number, (leader, plays) in enumerate(tricks):
        for i, (seat, card) in enumerate(plays):
            if seat == obs.seat:
                continue
            later = 0
            for _, later_plays in tricks[number + 1:]:
                for s, c in later_plays:
                    if s == seat:
                        later |= 1 << c
            out.append(PastPlay(number, seat, card, leader, tuple(c for _, c in plays[:i]), later))
    return out


def bits_of(mask: int) -> list[int]:
    """The cards of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        mask ^= low
        out.append(low.bit_length() - 1)
    return out


def _view_of(obs: Observation, play: PastPlay) -> Observation:
    """The seat's observation just before ``play``, without its hand (the guess supplies it)."""
    tricks = obs.tricks[:play.trick_number]
    won = [0] * obs.players
    for _, _, winner in tricks:
        won[winner] += 1
    return replace(obs, seat=play.seat, current_player=play.seat, hand=(),
                   tricks=tricks, tricks_seats=obs.tricks_seats[:play.trick_number],
                   trick_leader=play.leader, trick=tuple(CARDS[c] for c in play.before),
                   tricks_won=tuple(won), my_discards=(), kitty_seen=(), stock_view=(), legal_actions=())


STYLE = PlayStyle(0.0, 1.0, 0.5, random.Random(0))  # never slips, so its rng is never drawn


class _Spot:
    """What the model needs of one past play that does not depend on the guessed hand."""

    def __init__(self, obs: Observation, play: PastPlay) -> None:
        self.play = play
        self.view = view = _view_of(obs, play)
        self.memory = CardMemory(view)
        self.ours = our_seats(view)
        self.later = later_seats(view)
        self.tricks_after = 4 - len(view.tricks)
        self.worth = trick_worth(view)
        self.before = list(play.before)
        trump = view.trump
        self.privileged = 0
        if view.trick and (TRUMP_MASK[trump] >> view.trick[0]) & 1:
            self.privileged = PRIVILEGED_MASK[trump] & TRUMPS_ABOVE[trump][view.trick[0]]

    def values(self, hand: int, legal: list[int]) -> dict[int, float]:
        """The ``normal`` level's value of each legal card (``game.ai.play.choose_card``)."""
        view = self.view
        mem = self.memory.for_hand(view, hand)
        ours, later, worth, tricks_after = self.ours, self.later, self.worth, self.tricks_after
        privileged = self.privileged
        reneging = bool(privileged) and any(not (privileged >> c) & 1 for c in legal) and \
            any((privileged >> c) & 1 for c in legal)
        out = {}
        for card in legal:
            value = chance_we_win(view, mem, card, ours, later) * worth - KEEP_WEIGHT * future_value(
                view, mem, card, ours, tricks_after)
            if not view.trick:
                value += lead_bonus(view, mem, card, ours, STYLE)
            elif reneging and (privileged >> card) & 1:
                value -= (STYLE.renege_keenness - 0.5) * 2.0
            out[card] = value
        return out


class PlayReader:
    """Weighs guessed deals by the others' past plays this hand, for one decision.

    Built once per decision (the public part of every past play is worked out once); the
    chance of each play is remembered per hand held then, which many guesses share."""

    def __init__(self, obs: Observation, model: PlayModel) -> None:
        self.obs = obs
        self.model = model
        partners = set(obs.partners())
        self.spots: list[tuple[_Spot, float]] = []
        for play in past_plays(obs):
            if obs.called_card >= 0 and play.card == obs.called_card:
                continue  # cutthroat: the called card is played when the rules say
            temperature = model.partner_temperature if play.seat in partners else model.temperature
            if temperature is not None:
                self.spots.append((_Spot(obs, play), temperature))
        self.cache: dict[tuple[int, int], float] = {}

    def weight(self, hands: list[int]) -> float:
        """The likelihood of the others' past plays if ``hands`` is the deal (up to a constant)."""
        weight = 1.0
        for index, (spot, temperature) in enumerate(self.spots):
            play = spot.play
            hand = hands[play.seat] | play.later_cards | (1 << play.card)
            key = (index, hand)
            chance = self.cache.get(key)
            if chance is None:
                chance = self.cache[key] = self._chance(spot, hand, temperature)
            weight *= chance
        return weight

    def _chance(self, spot: _Spot, hand: int, temperature: float) -> float:
        """The model's chance that the seat, holding ``hand`` then, played the card it did."""
        obs = self.obs
        legal = bits_of(legal_mask(hand, spot.before, obs.trump, obs.rules.renege))
        card = spot.play.card
        if len(legal) < 2 or card not in legal:
            return 1.0
        values = spot.values(hand, legal)
        top = max(values.values())
        total = sum(math.exp((v - top) / temperature) for v in values.values())
        p = math.exp((values[card] - top) / temperature) / total
        return (1.0 - self.model.floor) * p + self.model.floor / len(legal)


BeliefOption = PlayModel | Mapping[str, Any] | bool | None


def play_model(belief: BeliefOption) -> PlayModel | None:
    """A ``PlayModel`` from itself or its fields as a dict; ``READING`` for True; None for
    None or False (the play not read)."""
    return settings_from(belief, PlayModel, READING, "belief")


# The reading the expert uses, and the tables where the arena measured that it pays
# (paired duels against ``normal`` on the same 2,000 deals: benchmarks/results/belief.json).
READING = PlayModel(temperature=0.25)
# A softer reading for new-england 4 (2026-11-28): +0.37 [+0.10, +0.64] at 0.5, where 0.25
# gave +0.23 [-0.02, +0.48].
SOFT_READING = PlayModel(temperature=0.5)
# classic 4 +0.47 [+0.14, +0.80] and nova-scotia 4 +0.42 [+0.08, +0.77] at 0.25; forty-five 4
# (2026-11-28): +0.10 [+0.003, +0.19]; forty-five 2 +0.13 [+0.06, +0.21]; house-125 4 (at 0.25
# and 0.5) and classic 6 (+0.22 [-0.18, +0.62]) gained nothing clear; cutthroat 5 -0.04
# [-0.16, +0.08]; at 0.5 against 0.25, classic 4 -0.30 [-0.59, +0.003], nova-scotia 4 -0.32
# [-0.65, +0.02], forty-five 4 +0.00.
READING_BY_TABLE: Mapping[tuple[str, int], PlayModel] = {
    ("classic", 4): READING,
    ("nova-scotia", 4): READING,
    ("forty-five", 4): READING,
    ("forty-five", 2): READING,
    ("new-england", 4): SOFT_READING,
}
