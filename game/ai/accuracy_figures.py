"""A hand's or a game's accuracy from its weighed decisions: the figures, free of the search.

What the game's own process reads (the board, the result screen, the skill history) without
loading the expert that weighs the decisions (``game.ai.accuracy``, run in the background
worker): a weighed decision, a seat's decisions and their accuracy, ``100 / (1 + mean loss /
SCALE_POINTS)`` (docs/accuracy.md).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.engine.actions import to_text

if TYPE_CHECKING:  # pragma: no cover
    from .expert.hints import ChoiceReview

# One point: a player who gives away a mistake's worth (hints.MISTAKE_POINTS) on the average
# decision rates 50; a tenth of a point a decision rates 91, three points 25.
SCALE_POINTS = 1.0


@dataclass(frozen=True)
class RatedDecision:
    """One weighed decision: whose, which of the hand's actions (``turn``, from 0), and the review."""

    seat: int
    turn: int
    phase: str
    review: ChoiceReview

    @property
    def loss(self) -> float:
        """Expected points lost against the best choice (hundredths of a game near the target,
        counted as points: the review treats a point and a game in a hundred alike)."""
        return self.review.cost

    @property
    def costly(self) -> bool:
        return self.review.mistake


def accuracy(losses: Iterable[float]) -> float | None:
    """0 to 100 from the decisions' losses: ``100 / (1 + mean / SCALE_POINTS)``; None for none.
    Monotone: a larger mean loss never rates higher; no loss is 100."""
    values = list(losses)
    if not values:
        return None
    mean = max(0.0, math.fsum(values) / len(values))
    return 100.0 / (1.0 + mean / SCALE_POINTS)


@dataclass(frozen=True)
class SeatAccuracy:
    """One seat's rated decisions over a hand (or a game) and what they add up to."""

    seat: int
    decisions: tuple[RatedDecision, ...]

    @property
    def mean_loss(self) -> float | None:
        return math.fsum(d.loss for d in self.decisions) / len(self.decisions) if self.decisions else None

    @property
    def accuracy(self) -> float | None:
        return accuracy(d.loss for d in self.decisions)

    @property
    def costly(self) -> tuple[RatedDecision, ...]:
        """The mistakes, costliest first (ties in play order)."""
        return tuple(sorted((d for d in self.decisions if d.costly), key=lambda d: (-d.loss, d.turn)))


def by_seat(rated: Iterable[RatedDecision], seats: Sequence[int]) -> dict[int, SeatAccuracy]:
    """The rated decisions gathered per seat (every seat of ``seats``, even with none)."""
    gathered: dict[int, list[RatedDecision]] = {seat: [] for seat in seats}
    for decision in rated:
        if decision.seat in gathered:
            gathered[decision.seat].append(decision)
    return {seat: SeatAccuracy(seat, tuple(found)) for seat, found in gathered.items()}


def combined(parts: Iterable[SeatAccuracy]) -> dict[int, SeatAccuracy]:
    """Hands' accuracies joined per seat (a game's: the mean loss over all its decisions)."""
    joined: dict[int, list[RatedDecision]] = {}
    for part in parts:
        joined.setdefault(part.seat, []).extend(part.decisions)
    return {seat: SeatAccuracy(seat, tuple(found)) for seat, found in sorted(joined.items())}


def moment(decision: RatedDecision) -> dict[str, object]:
    """A costly moment as JSON: whose, when, what was chosen and what was better, and the cost."""
    review = decision.review
    return {"seat": decision.seat, "turn": decision.turn, "phase": decision.phase,
            "chosen": to_text(review.chosen), "best": to_text(review.best), "cost": review.cost,
            "unit": review.unit}


# Each computer level's own mean accuracy at classic four-handed, 200 hands each, rated by the
# analyst (benchmarks/results/accuracy.json; a test holds the two to each other).
LEVEL_ACCURACY: dict[str, float] = {"random": 26.51, "easy": 54.88, "normal": 65.96, "expert": 78.75,
                                    "master": 81.67}


def like_level(value: float) -> str:
    """The computer level whose own accuracy is nearest ``value``: what "you played like the
    expert" rests on (the master for anything above it)."""
    return min(LEVEL_ACCURACY, key=lambda level: (abs(LEVEL_ACCURACY[level] - value), -LEVEL_ACCURACY[level]))


__all__ = ["LEVEL_ACCURACY", "RatedDecision", "SCALE_POINTS", "SeatAccuracy", "accuracy", "by_seat", "combined",
           "like_level", "moment"]
