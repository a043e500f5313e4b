"""Computer players and hints.  Never imports pygame: players see observations only.

    >>> from game.ai import make_player, LEVELS
    >>> make_player("normal").name
    'normal'

Levels, weakest first: ``random`` (baseline), ``easy`` (human-like slips), ``normal`` (sound
club play), ``expert`` and ``master`` (in ``game.ai.expert``, loaded only when asked for; the
master searches ten times as much per card).  ``SEARCHING_LEVELS`` take long enough to decide
that an app should run them off its frame loop (both are safe on a worker thread).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .base import Decision, Player
from .hints import Hint, hint
from .personality import NAMED as PERSONALITIES
from .personality import Personality, resolve_personality
from .random_player import RandomPlayer
from .rulebased import RuleBasedPlayer

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "expert", "master")
SEARCHING_LEVELS: tuple[str, ...] = ("expert", "master")  # slow enough to think on a worker thread


def make_player(level: str, personality: Personality | Mapping[str, Any] | str | None = None,
                options: Mapping[str, Any] | None = None) -> Player:
    """A player of ``level`` with an optional personality (instance, dict, or a named one).

    ``options``: keyword arguments for a searching level's constructor (``ExpertPlayer``'s),
    for measuring a variant in the arena (``python -m game.sim duel --a-options``)."""
    character = resolve_personality(personality)
    if options and level not in SEARCHING_LEVELS:
        raise ValueError(f"options are for the searching levels ({', '.join(SEARCHING_LEVELS)}), not {level!r}")
    if level == "random":
        return RandomPlayer()
    if level in ("easy", "normal"):
        return RuleBasedPlayer(level, character)
    if level in SEARCHING_LEVELS:
        try:
            from game.ai.expert import searching_player  # noqa: PLC0415 (loaded lazily)
        except ImportError as exc:
            raise ValueError(f"the {level} level is not available yet ({exc})") from None
        try:
            return searching_player(level, character, options or {})
        except TypeError as exc:  # an option the player does not take
            raise ValueError(f"bad options for the {level} level: {exc}") from None
    raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")


__all__ = ["Decision", "Hint", "LEVELS", "PERSONALITIES", "Personality", "Player", "RandomPlayer",
           "RuleBasedPlayer", "SEARCHING_LEVELS", "hint", "make_player"]
