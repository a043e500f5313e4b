"""Computer players and hints.  Never imports pygame: players see observations only.

    >>> from game.ai import make_player, LEVELS
    >>> make_player("normal").name
    'normal'

Levels: ``random`` (baseline), ``easy`` (human-like slips), ``normal`` (sound club play)
and ``expert`` (in ``game.ai.expert``, loaded only when asked for).
"""

from __future__ import annotations

from typing import Any, Mapping, Union

from .base import Decision, Player
from .hints import Hint, hint
from .personality import NAMED as PERSONALITIES
from .personality import Personality, resolve_personality
from .random_player import RandomPlayer
from .rulebased import RuleBasedPlayer

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "expert")


def make_player(level: str, personality: Union[Personality, Mapping[str, Any], str, None] = None) -> Player:
    """A player of ``level`` with an optional personality (instance, dict, or a named one)."""
    character = resolve_personality(personality)
    if level == "random":
        return RandomPlayer()
    if level in ("easy", "normal"):
        return RuleBasedPlayer(level, character)
    if level == "expert":
        try:
            from game.ai.expert import ExpertPlayer  # noqa: PLC0415 (written separately, loaded lazily)
        except ImportError as exc:
            raise ValueError(f"the expert level is not available yet ({exc})") from None
        try:
            return ExpertPlayer(personality=character)
        except TypeError:
            return ExpertPlayer()
    raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")


__all__ = ["Decision", "Hint", "LEVELS", "PERSONALITIES", "Personality", "Player", "RandomPlayer",
           "RuleBasedPlayer", "hint", "make_player"]
