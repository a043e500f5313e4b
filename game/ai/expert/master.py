"""The ``master`` level: the expert's play with a bigger search on top.

Everything the expert does (the learned auction, score pressure, the draw habit, reading
the hidden cards) and the same Perfect Information Monte Carlo card play, but each card
choice may solve ten times as many guessed deals, with ten times the solver's work (about
1 s a card), and does not stop early until more of
them agree.  The work is still counted in solver nodes, so a seed gives the same choice on
any machine; the clock is only a safety cap.  Like the expert it is safe to run on a worker
thread (each ``choose`` builds its own search; ``cancel()`` stops one at once).
"""

from __future__ import annotations

from typing import Any

from .belief import BeliefOption
from .late_play import LatePlayOption
from .player import ExpertPlayer

# Ten times the expert's search: the "about 1 s per card decision" (p99 0.86 s of CPU on
# the duel's classic deals; four times, 0.6 s, gained +0.35 [-0.17, +0.86] less a hand on the same
# deals: benchmarks/results/master.json).
MASTER_BUDGET_S = 1.5      # the expert's 0.15 s ten times over (as solver nodes at the nominal rate)
MASTER_MAX_WORLDS = 400    # the expert's 40, ten times over
MASTER_MIN_WORLDS = 150    # solved before "one card clearly leads" may stop the search


class MasterPlayer(ExpertPlayer):
    """The expert with ten times the search per card (``MASTER_*``); the same player otherwise."""

    def __init__(self, time_budget_s: float | None = MASTER_BUDGET_S, personality: Any = None,
                 max_worlds: int = MASTER_MAX_WORLDS, seed: int | None = None,
                 node_budget: int | None = None, hard_cap: bool = True,
                 min_worlds: int = MASTER_MIN_WORLDS, score_pressure: bool = True,
                 belief: BeliefOption = None, late_play: LatePlayOption = None,
                 table_search: bool = False) -> None:
        """As ``ExpertPlayer``; ``table_search`` is off: its search is ten times the expert's at
        every table (where the expert searches more, forty-five four-handed, it is still five)."""
        super().__init__(time_budget_s, personality, max_worlds, seed, node_budget, hard_cap, min_worlds,
                         score_pressure, belief, late_play, table_search)
        self.name = "master"
