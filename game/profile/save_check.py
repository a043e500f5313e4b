"""The autosave's fields checked against what exists, so a damaged save is refused with its
problem named (a seed of Infinity, a history entry that is no action, a seat of the wrong
shape) instead of starting a game that breaks later.  The settings' own checks are
``settings_check``'s; this module shares its ``FieldError`` and ``describe``.  No pygame here.
"""

from __future__ import annotations

from typing import Any

from game.engine import Action, ActionParseError, RulesError, RuleSet
from game.engine.actions import parse as parse_action
from game.engine.state import MAX_SEED_BITS
from game.profile.settings_check import FieldError, ai_level, describe

SAVE_VERSION = 1
MAX_SAVED_NAME = 64          # seat names are short (the settings allow 24 letters)
MAX_SAVED_ACTIONS = 200_000  # thousands of hands: far past any game's end
SeatData = tuple[str, str, dict[str, Any] | None]   # name, level, personality (a TOML table)


def check_save(data: Any) -> tuple[RuleSet, int, list[SeatData], list[Action]]:
    """The rules, seed, seats (name, level, personality) and actions of a saved game, each
    checked against what exists; a ``FieldError`` (a ``ValueError``) names the first problem:
    a seed of Infinity, a history entry that is no action, a seat of the wrong shape..."""
    def damaged(what: str) -> FieldError:
        return FieldError(what)   # the profile's message says the save is damaged

    if not isinstance(data, dict):
        raise damaged("it is not a table")
    if data.get("version", SAVE_VERSION) != SAVE_VERSION:
        raise damaged(f"version {describe(data.get('version'))} is not {SAVE_VERSION}")
    try:
        rules = RuleSet.from_switches(data.get("switches"))
    except RulesError as exc:   # names the switch
        raise damaged(str(exc)) from None
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed.bit_length() > MAX_SEED_BITS:
        raise damaged(f"seed = {describe(seed)} (expected a whole number)")
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) != rules.players:
        raise damaged(f"{rules.name} needs {rules.players} seats, not {describe(seats)}")
    seat_data: list[SeatData] = []
    for number, seat in enumerate(seats):
        name, level, personality = (seat.get("name"), seat.get("level"), seat.get("personality")) \
            if isinstance(seat, dict) else (None, None, None)
        if not (isinstance(name, str) and 0 < len(name) <= MAX_SAVED_NAME and name.isprintable()
                and isinstance(level, str) and 0 < len(level) <= MAX_SAVED_NAME
                and (personality is None or isinstance(personality, dict))):
            raise damaged(f"seat {number} is not a name, a level and a personality")
        try:
            if level != "human":
                ai_level(level)
            if personality is not None:
                from game.ai.personality import Personality  # the players' own check
                Personality.from_dict(personality)
        except (FieldError, ValueError, TypeError) as exc:
            raise damaged(f"seat {number}: {str(exc)[:120]}") from None
        seat_data.append((name, level, personality))
    history = data.get("history")
    if not isinstance(history, list) or len(history) > MAX_SAVED_ACTIONS:
        raise damaged(f"history = {describe(history)} (expected a list of actions)")
    actions: list[Action] = []
    for number, text in enumerate(history):
        if not isinstance(text, str):
            raise damaged(f"action {number + 1} = {describe(text)} (expected an action like 'bid 20')")
        try:
            actions.append(parse_action(text))
        except ActionParseError as exc:
            raise damaged(f"action {number + 1}: {exc}") from None
    return rules, seed, seat_data, actions
