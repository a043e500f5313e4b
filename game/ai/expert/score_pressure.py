"""Score pressure: near the target the auction is judged by the chance of winning the game.

From 0-0 a point is a point, and the learned tables value each call by the points it should
gain over passing.  Near the target that is the wrong currency.  docs/RULES.md: "Game: first side
to 120.  If both sides pass 120 on the same hand, the bidding side wins."  At 110 to 60 the
side at 110 goes out with any trick it takes, bidding or not, while the side at 60 must
either set a bid or take the contract away; at 100+ a side "may not bid below 20".  So for
spots where a side is within reach of the target the trainer (``tools/train_score_pressure.py``)
values every call by the chance of winning the game after the hand, from a table of win
chances by score, and the expert makes the call that raises that chance most.

The win chances come from value iteration over hands drawn from the outcomes of real
self-play hands (the bidding side's change and the defenders', either side bidding with
equal chance): a small Markov chain on the two scores, solved exactly on a 5-point grid.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.observation import Observation

# A side is "near" when one good hand (a 30 made) can take it out.
NEAR_MARGIN = 30
# Scores below this count as this (a side so far behind has practically no chance either way).
LOWEST_SCORE = -150
STEP = 5
PRESSURE_CLASSES = ("us", "them", "both")

Outcome = tuple[int, int, float]   # (bidding side's change, defending side's change, weight)


def pressure_class(obs: Observation) -> str | None:
    """Which side is within reach of the target at this hand ("us", "them", "both"), or None
    when neither is (the points tables apply).  Two sides only: cutthroat has none."""
    rules = obs.rules
    if not rules.partnerships or rules.side_count != 2:
        return None
    line = rules.target - NEAR_MARGIN
    us = obs.scores[obs.my_side] >= line
    them = obs.scores[1 - obs.my_side] >= line
    if us and them:
        return "both"
    return "us" if us else "them" if them else None


def game_result(target: int, us: int, them: int, we_bid: bool) -> float | None:
    """1 or 0 when the hand just scored ends the game (both out: the bidding side wins),
    None when play goes on."""
    if us >= target and them >= target:
        return 1.0 if we_bid else 0.0
    if us >= target:
        return 1.0
    if them >= target:
        return 0.0
    return None


@dataclass(frozen=True)
class WinChances:
    """Chance that the side at ``us`` wins against the side at ``them``, both below ``target``,
    at the start of a hand (grid from ``LOWEST_SCORE`` in steps of ``STEP``)."""

    target: int
    grid: tuple[tuple[float, ...], ...]

    def _index(self, score: int) -> int:
        return (max(score, LOWEST_SCORE) - LOWEST_SCORE) // STEP

    def chance(self, us: int, them: int) -> float:
        if max(us, them) >= self.target:
            raise ValueError(f"scores {us}-{them}: the game to {self.target} is already over")
        return self.grid[self._index(us)][self._index(them)]

    def after_hand(self, us: int, them: int, we_bid: bool) -> float:
        """Chance of winning once a hand has left the scores at ``us``-``them``."""
        result = game_result(self.target, us, them, we_bid)
        return result if result is not None else self.chance(us, them)

    def to_json(self) -> dict[str, Any]:
        return {"target": self.target, "lowest": LOWEST_SCORE, "step": STEP,
                "grid": [[round(p, 5) for p in row] for row in self.grid]}

    @classmethod
    def from_json(cls, data: dict[str, Any], where: str) -> WinChances:
        """Read a saved table; anything inconsistent is a ``ValueError`` naming ``where``."""
        try:
            target = int(data["target"])
            grid = tuple(tuple(float(p) for p in row) for row in data["grid"])
            lowest, step = int(data["lowest"]), int(data["step"])
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"{where}: the win-chance table is malformed ({exc!r})") from None
        size = (target - LOWEST_SCORE) // STEP
        if (lowest, step) != (LOWEST_SCORE, STEP) or len(grid) != size or any(len(r) != size for r in grid):
            raise ValueError(f"{where}: the win-chance table is not a {size}x{size} grid from "
                             f"{LOWEST_SCORE} in steps of {STEP}")
        if any(not 0.0 <= p <= 1.0 for row in grid for p in row):
            raise ValueError(f"{where}: a win chance lies outside 0..1")
        return cls(target, grid)


def win_chances(outcomes: Sequence[Outcome], target: int, tolerance: float = 1e-7,
                max_sweeps: int = 10_000) -> WinChances:
    """Solve the chance of winning from every score pair, hands drawn from ``outcomes``.

    Each hand either side bids with equal chance; scores below ``LOWEST_SCORE`` are held
    there (so the chain is finite).  Gauss-Seidel sweeps until no chance moves more than
    ``tolerance``; a set of outcomes that can never end a game is a ``ValueError``."""
    total = sum(w for _, _, w in outcomes)
    if not outcomes or total <= 0:
        raise ValueError("no hand outcomes to learn win chances from")
    if all(b <= 0 and d <= 0 for b, d, _ in outcomes):
        raise ValueError("no hand outcome adds points: these hands can never end a game")
    if any(d % STEP or b % STEP for b, d, _ in outcomes):
        raise ValueError(f"hand outcomes must be multiples of {STEP}")
    merged: dict[tuple[int, int], float] = {}
    for b, d, w in outcomes:
        merged[(b, d)] = merged.get((b, d), 0.0) + w
    moves = [(b, d, w / total / 2.0) for (b, d), w in sorted(merged.items())]
    size = (target - LOWEST_SCORE) // STEP
    scores = [LOWEST_SCORE + STEP * i for i in range(size)]
    grid = [[0.5] * size for _ in range(size)]

    def index(score: int) -> int:
        return (max(score, LOWEST_SCORE) - LOWEST_SCORE) // STEP

    for _ in range(max_sweeps):
        biggest = 0.0
        for i, us in enumerate(scores):
            row = grid[i]
            for j, them in enumerate(scores):
                value = 0.0
                for bid_change, defend_change, p in moves:
                    for we_bid, (mine, theirs) in ((True, (bid_change, defend_change)),
                                                   (False, (defend_change, bid_change))):
                        a, b = us + mine, them + theirs
                        end = game_result(target, a, b, we_bid)
                        value += p * (end if end is not None else grid[index(a)][index(b)])
                biggest = max(biggest, abs(value - row[j]))
                row[j] = value
        if biggest < tolerance:
            return WinChances(target, tuple(tuple(row) for row in grid))
    raise ValueError(f"win chances did not settle in {max_sweeps} sweeps: can these hands end a game?")
