"""The records the rating history is made of, and each record's fields checked as the file is read.

A challenge counted, a day's accuracy, a chart point, a personal best: frozen values
(``skill_history`` keeps them and writes them one a line). Each field read back is checked against
its range; a bad one raises ``FieldError`` naming it, and the line is dropped with a ``Problem``
the player's message quotes. No pygame here.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from game.engine.recording import HandRecord, RecordError
from game.profile import rating as elo
from game.profile.settings_check import describe

ACCURACY_RANGE = (0.0, 100.0)
MAX_COUNT = 10 ** 9
MAX_LINES = 200_000          # a record a day for centuries; a bigger file is not ours
MAX_TEXT = 64                # presets and codes are short words
MAX_CURRENT_ACTIONS = 200    # a hand's decisions: far fewer at any table
MAX_PROGRESS_HANDS = 8       # a challenge's hands (game.sim.challenge.HANDS; the profile does not import the sims)



@dataclass(frozen=True)
class ChallengeResult:
    """A daily challenge counted for the rating (practice replays are never recorded)."""

    date: str                # the deals' day (ISO): today's, or a past day's played by its code
    played: str              # the day it was played: the streak counts a day's own challenge
    preset: str
    code: str                # the short code that plays exactly these deals elsewhere
    matchpoints: float       # 0..100: the share of the field beaten, ties half
    points_vs_expert: float  # the person's points minus the expert's in that seat, summed over the hands
    versus: Mapping[str, float] = field(default_factory=dict)   # each field level: the share beaten, 0..1


@dataclass(frozen=True)
class ChallengeProgress:
    """A counted challenge being played: the hands played so far (their records, as
    ``HandRecord.to_json`` gives them), so a run left halfway (the game closed, a crash) goes on
    where it stopped instead of being dealt again to a person who has seen its cards."""

    code: str
    played: str                            # the day it was begun
    hands: tuple[Mapping[str, Any], ...] = ()
    current: tuple[str, ...] = ()          # the hand being played when it was left: its actions so far


@dataclass(frozen=True)
class DayRecord:
    """One day's accuracy: how many hands and games were measured, their mean and the best."""

    date: str
    hands: int = 0
    hand_accuracy: float | None = None
    best_hand_accuracy: float | None = None
    games: int = 0
    game_accuracy: float | None = None
    best_game_accuracy: float | None = None

    def with_hand(self, accuracy: float) -> DayRecord:
        mean, best = _added(self.hand_accuracy, self.hands, self.best_hand_accuracy, accuracy)
        return replace(self, hands=self.hands + 1, hand_accuracy=mean, best_hand_accuracy=best)

    def with_game(self, accuracy: float) -> DayRecord:
        mean, best = _added(self.game_accuracy, self.games, self.best_game_accuracy, accuracy)
        return replace(self, games=self.games + 1, game_accuracy=mean, best_game_accuracy=best)


def _added(mean: float | None, number: int, best: float | None, value: float) -> tuple[float, float]:
    total = (mean or 0.0) * number + value
    return round(total / (number + 1), 3), value if best is None else max(best, value)


@dataclass(frozen=True)
class DayPoint:
    """A day on the chart: the rating at its end (None before the first rated result)."""

    date: str
    rating: float | None
    hand_accuracy: float | None
    game_accuracy: float | None


@dataclass(frozen=True)
class Best:
    value: float
    date: str


@dataclass(frozen=True)
class PersonalBests:
    """Each best and the day it came (None: nothing measured yet)."""

    hand_accuracy: Best | None = None
    game_accuracy: Best | None = None
    matchpoints: Best | None = None
    rating: Best | None = None



@dataclass(frozen=True)
class Problem:
    """Why a line (or the whole file) was dropped, as the player's message names it."""

    line: int | None          # None: the whole file
    reason: str
    field: str | None = None  # the record's field, e.g. challenge.matchpoints
    value: Any = None

    def __str__(self) -> str:
        where = "the whole file" if self.line is None else f"line {self.line}"
        if self.field is None:
            return f"{where}: {self.reason}"
        return f"{where}, {self.field} = {describe(self.value)} ({self.reason})"


class FieldError(ValueError):
    """One field of one record is not acceptable."""

    def __init__(self, name: str, value: Any, reason: str) -> None:
        super().__init__(f"{name}: {reason}")
        self.name, self.value, self.reason = name, value, reason


def date_of(text: str) -> datetime.date:
    return datetime.date.fromisoformat(text)


def day_text(record: Mapping[str, Any], name: str) -> str:
    value = record.get(name)
    try:
        if isinstance(value, str) and len(value) == 10 and date_of(value).isoformat() == value:
            return value
    except ValueError:
        pass
    raise FieldError(name, value, "expected a date like 2026-12-01")


def _number(record: Mapping[str, Any], name: str, low: float, high: float) -> float:
    value = record.get(name)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or not low <= value <= high:
        raise FieldError(name, value, f"expected a number from {low:g} to {high:g}")
    return float(value)


def maybe_accuracy(record: Mapping[str, Any], name: str) -> float | None:
    return None if record.get(name) is None else _number(record, name, *ACCURACY_RANGE)


def rating_value(record: Mapping[str, Any], name: str) -> float:
    return _number(record, name, *elo.RATING_RANGE)


def count(record: Mapping[str, Any], name: str) -> int:
    value = record.get(name)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
        raise FieldError(name, value, "expected a whole number, 0 or more")
    return value


def _text(record: Mapping[str, Any], name: str) -> str:
    value = record.get(name)
    if not (isinstance(value, str) and 0 < len(value) <= MAX_TEXT and value.isprintable()):
        raise FieldError(name, value, "expected a short word")
    return value


def checked_accuracy(value: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or not ACCURACY_RANGE[0] <= value <= ACCURACY_RANGE[1]:
        raise ValueError(f"an accuracy is a number from 0 to 100, not {value!r}")
    return float(value)


def negated(date: str) -> int:
    return -date_of(date).toordinal()


def check_day(record: Mapping[str, Any]) -> DayRecord:
    day = DayRecord(day_text(record, "date"), count(record, "hands"), maybe_accuracy(record, "hand_accuracy"),
                    maybe_accuracy(record, "best_hand_accuracy"), count(record, "games"),
                    maybe_accuracy(record, "game_accuracy"), maybe_accuracy(record, "best_game_accuracy"))
    for name, mean, best in (("hands", day.hand_accuracy, day.best_hand_accuracy),
                             ("games", day.game_accuracy, day.best_game_accuracy)):
        if (getattr(day, name) > 0) != (mean is not None) or (mean is None) != (best is None):
            raise FieldError(name, getattr(day, name), "does not agree with the day's accuracy")
    return day


def check_progress(record: Mapping[str, Any]) -> ChallengeProgress:
    """A challenge in progress; each hand's record checked by the engine's own reader."""
    hands = record.get("hands")
    if not isinstance(hands, list) or len(hands) > MAX_PROGRESS_HANDS:
        raise FieldError("hands", hands if not isinstance(hands, list) else len(hands),
                         f"expected a list of at most {MAX_PROGRESS_HANDS} hand records")
    for i, hand in enumerate(hands):
        if not isinstance(hand, Mapping):
            raise FieldError(f"hands.{i}", hand, "expected a hand record")
        try:
            HandRecord.from_json(hand)
        except (RecordError, ValueError) as error:
            raise FieldError(f"hands.{i}", "(a hand record)", str(error)) from None
    current = record.get("current", [])
    if (not isinstance(current, list) or len(current) > MAX_CURRENT_ACTIONS
            or not all(isinstance(a, str) and 0 < len(a) <= MAX_TEXT for a in current)):
        raise FieldError("current", current if not isinstance(current, list) else len(current),
                         f"expected at most {MAX_CURRENT_ACTIONS} actions in the game's notation")
    return ChallengeProgress(_text(record, "code"), day_text(record, "played"), tuple(hands), tuple(current))


def check_challenge(record: Mapping[str, Any]) -> ChallengeResult:
    versus = record.get("versus", {})
    if not isinstance(versus, Mapping) or len(versus) > len(elo.ANCHORS):
        raise FieldError("versus", versus, "expected a table of levels and shares")
    for level in versus:
        if level not in elo.ANCHORS:
            raise FieldError("versus", level, "not a computer level")
        try:
            _number(versus, level, 0.0, 1.0)
        except FieldError as error:
            raise FieldError(f"versus.{level}", error.value, error.reason) from None
    return ChallengeResult(day_text(record, "date"), day_text(record, "played"), _text(record, "preset"),
                           _text(record, "code"), _number(record, "matchpoints", 0.0, 100.0),
                           _number(record, "points_vs_expert", -1e6, 1e6),
                           {str(k): float(v) for k, v in versus.items()})
