"""Choosing a card by Perfect Information Monte Carlo.

Sample deals consistent with what the seat has seen, solve each one exactly with the
hands open, and average what every candidate card is worth over the same deals (paired
comparisons: the luck of a deal is shared by all candidates).  Work is counted in solver
nodes, not seconds, so a seed gives the same choice on any machine; wall time is only a
safety cap.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.engine import actions as A
from game.engine.actions import PlayerAction
from game.engine.cards import TRUMP_RANK
from game.engine.observation import Observation

from .heuristics import quick_card
from .knowledge import read_knowledge
from .sampling import DEFAULT_MODEL, InferenceModel, sample_deals
from .solver import PlaySolver, SearchAborted
from .worlds import team_for, world_from_hands

EQUAL_EPSILON = 1e-9


@dataclass
class SearchLimits:
    """How much work one decision may do."""

    max_worlds: int = 40
    min_worlds: int = 20           # before the "clearly leads" test may stop the search
    node_budget: int = 12_000      # deterministic work cap (about 0.1 s on a slow machine)
    deadline: float | None = None   # time.thread_time() value: the safety cap
    cancel: threading.Event | None = None
    clear_margin: float = 0.4      # points a leader must be ahead by ...
    clear_z: float = 2.5           # ... and by this many standard errors, to stop early

    def out_of_time(self) -> bool:
        if self.cancel is not None and self.cancel.is_set():
            return True
        return self.deadline is not None and time.thread_time() > self.deadline


@dataclass
class PlayReport:
    """What the search found: each candidate's mean value over the worlds solved."""

    action: PlayerAction
    means: dict[PlayerAction, float]
    worlds: int
    nodes: int
    stopped: str
    samples: dict[PlayerAction, list[float]] = field(default_factory=dict)
    deals: list[tuple[list[int], int]] = field(default_factory=list)   # the deals solved, with multiplicity


LATE_IN_THE_FIRST_TRICK = 3   # cards already down before a big table's first trick is searched deeper


def horizon_for(players: int, tricks_done: int, cards_in_trick: int = 0) -> int:
    """Tricks searched exactly before the move ordering plays on (the last two are always exact).

    The solver counts a follower's tricks one longer than the leader's (``PlaySolver``'s
    ``hand_now``), so on the first trick a follower reaches one trick less far than the leader:
    at four seats the leader's search is exact and a follower's third trick is played by the
    ordering; at five and six seats the leader looks two tricks ahead, a follower one, and two
    once most of the trick is down.  These are the measured settings: exact followers at four
    seats gained nothing and deeper followers at six lost (benchmarks/results/search_trials.json)."""
    if tricks_done >= 1:
        return 5
    if players <= 4 or cards_in_trick >= LATE_IN_THE_FIRST_TRICK:
        return 3
    return 2


def partner_in_world(obs: Observation, hands: list[int]) -> int:
    """Cutthroat: the called card's holder, as this guessed deal has it."""
    if obs.called_card < 0:
        return -1
    if obs.partner >= 0:
        return obs.partner
    if len(obs.tricks) >= 2:
        return -1  # the partner plays the called card on the second trick: there was none
    for seat, hand in enumerate(hands):
        # the seat deciding knows it is not the partner (else obs.partner would say so):
        # it drew the called card from the stock after the call
        if seat not in (obs.bidder, obs.seat) and (hand >> obs.called_card) & 1:
            return seat
    return -1


def evaluate_plays(obs: Observation, legal: Sequence[PlayerAction], rng: random.Random,
                   limits: SearchLimits, model: InferenceModel = DEFAULT_MODEL) -> PlayReport:
    """Mean value (score difference for the seat's side) of every legal card."""
    know = read_knowledge(obs)
    deals = sample_deals(obs, know, rng, limits.max_worlds, model)
    samples: dict[PlayerAction, list[float]] = {a: [] for a in legal}
    weights: list[int] = []
    solved: list[tuple[list[int], int]] = []
    nodes = 0
    stopped = "worlds"
    horizon = horizon_for(sum(obs.active), len(obs.tricks), len(obs.trick))
    for hands, times in deals:
        if limits.out_of_time():
            stopped = "time"  # cancelled or past the cap: the best so far (or the quick play)
            break
        world = world_from_hands(obs, hands, partner_in_world(obs, hands), obs.seat)
        solver = PlaySolver(world.position, horizon, node_limit=max(limits.node_budget * 3, 5000))
        try:
            values = solver.values()
        except SearchAborted:
            nodes += solver.nodes
            stopped = "aborted"
            break
        nodes += solver.nodes
        if any(a not in values for a in legal):
            continue  # this guess breaks a rule the engine knows (it cannot happen, but be safe)
        for a in legal:
            samples[a].append(world.values[world.tricks_so_far + values[a]])
        weights.append(times)
        solved.append((hands, times))
        if nodes >= limits.node_budget:
            stopped = "budget"
            break
        if sum(weights) >= limits.min_worlds and _settled(samples, weights, limits):
            stopped = "clear"
            break
    means = {a: _mean(samples[a], weights) for a in legal}
    return PlayReport(pick_play(obs, legal, means), means, sum(weights), nodes, stopped, samples, solved)


def _mean(values: list[float], weights: list[int]) -> float:
    if not values:
        return 0.0
    # A cancelled search may have solved a card on fewer deals than it weighed: zip stops at the shorter.
    return sum(v * w for v, w in zip(values, weights, strict=False)) / sum(weights[:len(values)])


def _settled(samples: dict[PlayerAction, list[float]], weights: list[int], limits: SearchLimits) -> bool:
    """True when one card clearly leads the runner-up, or every card is worth the same."""
    ranked = sorted(samples, key=lambda a: -_mean(samples[a], weights))
    if len(ranked) < 2:
        return True
    best, second = samples[ranked[0]], samples[ranked[1]]
    diffs = [x - y for x, y in zip(best, second, strict=True)]
    total = sum(weights)
    mean = sum(d * w for d, w in zip(diffs, weights, strict=True)) / total
    if all(abs(x - y) < EQUAL_EPSILON for a in ranked[1:] for x, y in zip(best, samples[a], strict=True)):
        return True
    var = sum(w * (d - mean) ** 2 for d, w in zip(diffs, weights, strict=True)) / max(1, total - 1)
    return mean > limits.clear_margin and mean > limits.clear_z * math.sqrt(var / total)


def pick_play(obs: Observation, legal: Sequence[PlayerAction], means: dict[PlayerAction, float]) -> PlayerAction:
    """The best card; among equals, the one a careful player would choose (cheap win or low)."""
    best = max(means.values()) if means else 0.0
    tied = [a for a in legal if means.get(a, best) >= best - 1e-6]
    if len(tied) == 1:
        return tied[0]
    friends = team_for(obs.rules, obs.seat, obs.bidder, obs.partner)
    hand = sum(1 << c for c in tied)
    trick = [int(c) for c in obs.trick]
    choice = quick_card(hand, trick, obs.trick_seats(), obs.trump, obs.rules.renege, friends) \
        if trick else min(tied, key=lambda c: (TRUMP_RANK[obs.trump][c] > 0, c % 13))
    return A.play(choice) if choice in tied else tied[0]
