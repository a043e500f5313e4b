"""The ``expert`` level: Perfect Information Monte Carlo play, learned auction tables.

Thread-safe by construction: each ``choose`` builds its own searches and tables; the
only shared objects are the cancel flag (a ``threading.Event``) and a lock around the
optional private rng.  Deterministic given the ``random.Random`` it is passed: the time
budget is turned into a budget of solver nodes at a fixed nominal rate, so results never
depend on the machine's speed or load.  The clock is only a safety cap (a few budgets of
the deciding thread's CPU time, which other programs cannot inflate), and ``cancel()``
stops a decision at once for an app that must move on.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from game.engine.actions import PlayerAction
from game.engine.observation import Observation
from game.engine.protocol import Phase
from game.engine.rules import RuleSet

from .belief import BeliefOption
from .decisions import DEFAULT_TUNING, decide
from .late_play import LatePlayOption, late_play_settings, without_fusion
from .play import SearchLimits, evaluate_plays
from .sampling import InferenceModel, inference_model, play_inference

NOMINAL_NODES_PER_SECOND = 200_000  # converts the time budget into a node budget, machine-free
SAFETY_FACTOR = 3.0                 # the CPU-time cap is this many budgets

# Where more card search was measured to pay, the expert searches this many times over (its node
# budget, its deals and its clock cap).  Forty-five four-handed, twice: +0.15 [+0.09, +0.21] a hand
# over the duel's deals of seeds 1 to 3 (6,000; benchmarks/results/search_trials.json); three times
# gained more but broke the p50 < 50 ms goal.  At classic twice gained -0.06 [-0.42, +0.30], so
# elsewhere the search stays as it is.
SEARCH_SCALE_BY_TABLE: Mapping[tuple[str, int], float] = {("forty-five", 4): 2.0}


class ExpertPlayer:
    """Cards by Perfect Information Monte Carlo with an exact solver; the auction and trump
    from tables learned by playing options out; the draw by the strong players' habit.

    ``time_budget_s`` (default 0.15 s) sets the work per decision through a node budget
    (``node_budget`` overrides it); ``max_worlds`` caps the sampled deals per card choice
    and ``min_worlds`` are solved before the search may stop because one card clearly
    leads.  ``seed``: draw randomness from a private rng instead of the one passed in."""

    def __init__(self, time_budget_s: float | None = 0.15, personality: Any = None,
                 max_worlds: int = 40, seed: int | None = None,
                 node_budget: int | None = None, hard_cap: bool = True, min_worlds: int = 20,
                 score_pressure: bool = True, belief: BeliefOption = None,
                 late_play: LatePlayOption = None, table_search: bool = True) -> None:
        """``time_budget_s=None`` with ``node_budget`` or ``max_worlds`` set: no clock at all.
        ``personality`` is accepted for the common ``make_player`` call; an expert has none
        beyond its search (a dict or ``Personality`` is kept for display only).
        ``score_pressure=False`` bids by points at every score (for measuring what it adds).
        ``belief``: how the others' past plays weigh the guessed deals in the card play: ``None``
        as measured best for the table (``sampling.play_inference``), ``False`` not at all (the
        auction and the draw only), or a ``belief.PlayModel`` (or its fields as a dict) everywhere.
        ``late_play``: play the late tricks out without strategy fusion (``late_play.LatePlay``, its
        fields as a dict, or True for its defaults); off unless given (it did not pay in the arena).
        ``table_search``: scale the search at the tables where more of it paid
        (``SEARCH_SCALE_BY_TABLE``); False searches the same everywhere."""
        self.name = "expert"
        self.time_budget_s = time_budget_s
        self.personality = personality
        self.max_worlds = max_worlds
        self.min_worlds = min_worlds
        budget = time_budget_s if time_budget_s is not None else 0.15
        self.node_budget = node_budget if node_budget is not None else int(budget * NOMINAL_NODES_PER_SECOND)
        self.hard_cap = hard_cap and time_budget_s is not None
        self._own_rng = random.Random(seed) if seed is not None else None
        self._cancel = threading.Event()
        self._lock = threading.Lock()
        self.last_report: object | None = None  # the last card search (for tools and tests)
        self.tuning = DEFAULT_TUNING if score_pressure else replace(DEFAULT_TUNING, score_pressure=False)
        self.belief = belief
        self.late_play = late_play_settings(late_play)
        self.table_search = table_search

    def inference(self, observation: Observation) -> InferenceModel:
        """How this player reads the hidden cards at ``observation``'s table."""
        if self.belief is None:
            return play_inference(observation.rules)
        return inference_model(self.belief)

    def cancel(self) -> None:
        """Stop the decision in progress (or the one about to start): it returns at once
        with the best action found so far.  The flag clears when that decision ends."""
        self._cancel.set()

    def search_scale(self, rules: RuleSet) -> float:
        """How many times its usual search this player spends at ``rules``' table."""
        if not self.table_search:
            return 1.0
        return SEARCH_SCALE_BY_TABLE.get((rules.name, rules.players), 1.0)

    def limits(self, rules: RuleSet) -> SearchLimits:
        """The work one decision may do (at ``rules``' table, scaled where that paid)."""
        scale = self.search_scale(rules)
        deadline = None
        if self.hard_cap and self.time_budget_s is not None:
            deadline = time.thread_time() + self.time_budget_s * scale * SAFETY_FACTOR
        return SearchLimits(max_worlds=round(self.max_worlds * scale), min_worlds=round(self.min_worlds * scale),
                            node_budget=int(self.node_budget * scale),
                            deadline=deadline, cancel=self._cancel)

    def choose(self, observation: Observation, legal_actions: Sequence[PlayerAction],
               rng: random.Random) -> PlayerAction:
        legal = list(legal_actions)
        if not legal:
            raise ValueError(f"seat {observation.seat} has no legal action in the {observation.phase} phase")
        if len(legal) == 1:
            return legal[0]
        try:
            if self._own_rng is not None:
                with self._lock:
                    rng = random.Random(self._own_rng.getrandbits(64))
            limits = self.limits(observation.rules)
            if observation.phase == Phase.PLAY:
                model = self.inference(observation)
                report = evaluate_plays(observation, legal, rng, limits, model)
                if self.late_play is not None:
                    report = without_fusion(observation, legal, report, rng, model, self.late_play, limits=limits)
                self.last_report = report
                action = report.action
            else:
                action = decide(observation, legal, rng, limits, self.tuning)
        finally:
            self._cancel.clear()
        return action if action in legal else legal[0]
