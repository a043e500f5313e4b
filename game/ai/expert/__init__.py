"""The ``expert`` and ``master`` levels: Perfect Information Monte Carlo with an exact play solver.

    >>> from game.ai.expert import ExpertPlayer, expert_hint, is_mistake

``ExpertPlayer(time_budget_s=0.15, personality=None, max_worlds=40, seed=None)`` follows
the player protocol (``choose(observation, legal_actions, rng)``), and so does ``MasterPlayer``
(the same with ten times the search per card); ``expert_hint`` gives
the expected points of each option (near the target, an auction's options in the chance of
winning the game); ``is_mistake`` says whether a choice costs a point (or one game in a hundred).
"""

from collections.abc import Mapping
from typing import Any

from .hints import ChoiceReview, ExpertHint, OptionValue, expert_hint, is_mistake, review_choice
from .master import MasterPlayer
from .player import ExpertPlayer


def searching_player(level: str, personality: Any = None,
                     options: Mapping[str, Any] | None = None) -> ExpertPlayer:
    """The player of a searching level (``game.ai.SEARCHING_LEVELS``) with ``options`` for its
    constructor (a variant for the arena); a ``TypeError`` names an option it does not take."""
    kinds = {"expert": ExpertPlayer, "master": MasterPlayer}
    if level not in kinds:
        raise ValueError(f"{level!r} is not a searching level")
    return kinds[level](personality=personality, **dict(options or {}))


__all__ = [
    "ChoiceReview",
    "ExpertHint",
    "ExpertPlayer",
    "MasterPlayer",
    "OptionValue",
    "expert_hint",
    "is_mistake",
    "review_choice",
    "searching_player",
]
