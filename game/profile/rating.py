"""The player's skill rating: Elo, anchored to the computer levels.

A person plays no one else here, so the rating is only meaningful against the levels: each level
has a rating (``ANCHORS``) and every result is a score from 0 to 1 against an opponent of known
rating. A daily challenge gives one result per level of the field (the person's share of the
hands where their points beat that level's on the same deal, ties half: their matchpoints
against that level, ``field_results``); a rated game gives one against the opponents' level
(won 1, lost 0, ``game_result``). Elo's expected score is ``1 / (1 + 10 ** ((opponent - rating)
/ 400))``; after a batch of results the rating moves by ``K * sum(score - expected)``, K large
while the person has few results (a newcomer finds their level in a few days) and shrinking to
``K_SETTLED`` (one good day does not undo a month). Everything is deterministic: the same
results in the same order give the same rating on any machine.

The anchors are the levels' own Elo differences, fitted by ``anchors_from_results`` from
head-to-head scores between levels (a duel's ``win_rate``: A's share of duplicate deals won, ties
half) with the expert fixed at ``ANCHOR_RATING``. ``MEASURED_DUELS`` holds the duels they come
from (classic four-handed, 2,000 duplicate deals, seed 1) and a test checks that the table is their
fit. They are provisional: one table size, one preset, and single hands from 0-0 (a whole
game separates the levels further than a hand does, so a rated game's win moves the rating a
little more than it should). Re-measure them at every table from the levels' results (the
daily challenge's field, ``benchmarks/accuracy.py``) and replace the duels here. No pygame.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any

ELO_SCALE = 400.0          # a difference of 400 points: 10 to 1 expected
ANCHOR_LEVEL = "expert"     # the level whose rating is fixed; the others are measured from it
ANCHOR_RATING = 1500.0
RATING_RANGE = (0.0, 4000.0)   # far past any level; a stored rating outside it is damage
K_START = 48.0              # a newcomer's first results: large steps
K_SETTLED = 16.0            # after the provisional period
PROVISIONAL_RESULTS = 30    # results over which K shrinks from K_START to K_SETTLED


@dataclass(frozen=True)
class HeadToHead:
    """A's score against B over ``games`` games (or deals): a share from 0 to 1, ties half."""

    a: str
    b: str
    score: float
    games: float = 1.0

    def __post_init__(self) -> None:
        if not (self.a and self.b and self.a != self.b):
            raise ValueError(f"a head-to-head needs two different players, not {self.a!r} and {self.b!r}")
        if not (math.isfinite(self.score) and 0.0 <= self.score <= 1.0):
            raise ValueError(f"{self.a} against {self.b}: a score from 0 to 1, not {self.score!r}")
        if not (math.isfinite(self.games) and self.games > 0):
            raise ValueError(f"{self.a} against {self.b}: a number of games above 0, not {self.games!r}")

    @classmethod
    def from_duel(cls, summary: Mapping[str, Any]) -> HeadToHead:
        """From the JSON ``forty-fives duel`` prints: its levels, ``win_rate`` and ``deals``."""
        try:
            return cls(str(summary["a"]), str(summary["b"]), float(summary["win_rate"]), float(summary["deals"]))
        except (KeyError, TypeError) as exc:
            raise ValueError(f"not a duel's summary (a, b, win_rate, deals): {exc}") from None


# The duels the anchors were fitted from: ``forty-fives duel --a A --b B --deals 2000 --seed 1
# --rules classic`` (expert v normal: benchmarks/results/expert_vs_normal_classic4.json "now";
# master v expert: benchmarks/results/master.json; the others run for this table, 2026-12).
MEASURED_DUELS: tuple[HeadToHead, ...] = (
    HeadToHead("master", "expert", 0.524, 2000),
    HeadToHead("expert", "normal", 0.576, 2000),
    HeadToHead("normal", "easy", 0.6222, 2000),
    HeadToHead("normal", "random", 0.9925, 2000),
    HeadToHead("easy", "random", 0.9872, 2000),
)

# Provisional until measured at every table (see the module's docstring): the fit of MEASURED_DUELS.
ANCHORS: Mapping[str, float] = MappingProxyType({
    "random": 602.0,
    "easy": 1360.0,
    "normal": 1447.0,
    "expert": ANCHOR_RATING,
    "master": 1517.0,
})
START_RATING = ANCHORS["normal"]   # a newcomer is taken for a sound, plain player until shown otherwise


def expected_score(rating: float, opponent: float) -> float:
    """Elo's expected score against ``opponent``: 0.5 when equal, 10 to 1 at 400 points."""
    return 1.0 / (1.0 + math.pow(10.0, (opponent - rating) / ELO_SCALE))


def k_factor(results: int) -> float:
    """The step for someone with ``results`` rated results so far: from ``K_START`` down to
    ``K_SETTLED`` in a straight line over ``PROVISIONAL_RESULTS`` results."""
    left = max(0.0, 1.0 - max(0, results) / PROVISIONAL_RESULTS)
    return K_SETTLED + (K_START - K_SETTLED) * left


def change(rating: float, opponent: float, score: float, k: float) -> float:
    """One result's change: ``k * (score - expected)``. Two rated players with the same ``k``
    exchange points: the other's change, for ``1 - score``, is exactly the opposite."""
    return k * (score - expected_score(rating, opponent))


@dataclass(frozen=True)
class Result:
    """A score from 0 to 1 (won 1, tied 0.5, lost 0, or a share) against an opponent's rating."""

    opponent: float
    score: float

    def __post_init__(self) -> None:
        if not (math.isfinite(self.opponent) and math.isfinite(self.score) and 0.0 <= self.score <= 1.0):
            raise ValueError(f"a result is a score from 0 to 1 against a rating, not {self.score!r} "
                             f"against {self.opponent!r}")


def game_result(level: str, score: float) -> Result:
    """A rated game against the computer side of ``level``: 1 won, 0 lost."""
    return Result(level_rating(level), score)


def field_results(versus: Mapping[str, float]) -> list[Result]:
    """A daily challenge: the person's matchpoints against each level of the field (0 to 1)."""
    return [Result(level_rating(level), score) for level, score in sorted(versus.items())]


def level_rating(level: str) -> float:
    if level not in ANCHORS:
        raise ValueError(f"no rating for the level {level!r}: one of {', '.join(ANCHORS)}")
    return ANCHORS[level]


@dataclass(frozen=True)
class RatingPoint:
    """The rating at the end of a day on which rated results came (for the chart)."""

    date: str          # ISO, YYYY-MM-DD
    rating: float
    results: int


@dataclass(frozen=True)
class Rating:
    """A rating, how many rated results it rests on, and its history (one point a day)."""

    rating: float = START_RATING
    results: int = 0
    history: tuple[RatingPoint, ...] = ()

    @property
    def provisional(self) -> bool:
        """Still finding the person's level (the chart may say so)."""
        return self.results < PROVISIONAL_RESULTS

    def updated(self, results: Sequence[Result], day: datetime.date) -> Rating:
        """After a batch of results on ``day`` (a challenge's field, one game): each expected
        score taken from the rating before the batch, so the batch's order does not matter."""
        if not results:
            return self
        k = k_factor(self.results)
        delta = sum(change(self.rating, result.opponent, result.score, k) for result in results)
        low, high = RATING_RANGE
        rating = round(min(high, max(low, self.rating + delta)), 2)
        count = self.results + len(results)
        point = RatingPoint(day.isoformat(), rating, count)
        kept = self.history[:-1] if self.history and self.history[-1].date == point.date else self.history
        return replace(self, rating=rating, results=count, history=(*kept, point))


# ---------------------------------------------------------------------------- the anchors

_LN10 = math.log(10.0) / ELO_SCALE


def anchors_from_results(results: Iterable[HeadToHead | Mapping[str, Any]], fixed: str = ANCHOR_LEVEL,
                         rating: float = ANCHOR_RATING) -> dict[str, float]:
    """Each player's Elo rating fitted to head-to-head scores (``HeadToHead``s, or duel summaries
    as ``forty-fives duel`` prints them), with ``fixed`` at ``rating``: the ratings under which
    the scores seen are most likely (a weighted Bradley-Terry fit by Newton's method). A score of
    0 or 1 would put a player infinitely far away, so each is taken as half a game short of it.
    A ``ValueError`` when ``fixed`` is missing or a player has no chain of results to it."""
    pairs = [r if isinstance(r, HeadToHead) else HeadToHead.from_duel(r) for r in results]
    names = sorted({p.a for p in pairs} | {p.b for p in pairs})
    if fixed not in names:
        raise ValueError(f"no results for {fixed!r}, whose rating is fixed")
    _check_connected(pairs, names, fixed)
    free = [n for n in names if n != fixed]
    index = {name: i for i, name in enumerate(free)}
    values = {name: 0.0 for name in names}   # differences from ``fixed``
    for _ in range(200):
        gradient = [0.0] * len(free)
        hessian = [[0.0] * len(free) for _ in free]
        for pair in pairs:
            short = 0.5 / max(pair.games, 1.0)
            score = min(1.0 - short, max(short, pair.score))
            p = 1.0 / (1.0 + math.exp(-_LN10 * (values[pair.a] - values[pair.b])))
            g, w = pair.games * _LN10 * (score - p), pair.games * _LN10 * _LN10 * p * (1.0 - p)
            for name, sign in ((pair.a, 1.0), (pair.b, -1.0)):
                if name in index:
                    gradient[index[name]] += sign * g
                    hessian[index[name]][index[name]] += w
            if pair.a in index and pair.b in index:
                hessian[index[pair.a]][index[pair.b]] -= w
                hessian[index[pair.b]][index[pair.a]] -= w
        step = _solve(hessian, gradient)
        for name, delta in zip(free, step, strict=True):
            values[name] += max(-ELO_SCALE, min(ELO_SCALE, delta))   # damped: never a wild first step
        if max((abs(d) for d in step), default=0.0) < 1e-9:
            break
    return {name: rating + value for name, value in values.items()}


def _check_connected(pairs: list[HeadToHead], names: list[str], fixed: str) -> None:
    reached, frontier = {fixed}, [fixed]
    while frontier:
        name = frontier.pop()
        for pair in pairs:
            for one, other in ((pair.a, pair.b), (pair.b, pair.a)):
                if one == name and other not in reached:
                    reached.add(other)
                    frontier.append(other)
    unreached = [n for n in names if n not in reached]
    if unreached:
        raise ValueError(f"no chain of results links {', '.join(unreached)} to {fixed}")


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix @ x = vector`` by Gaussian elimination with partial pivoting (a handful of levels)."""
    size = len(vector)
    rows = [list(row) + [value] for row, value in zip(matrix, vector, strict=True)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        if abs(rows[pivot][col]) < 1e-300:
            raise ValueError("the results do not fix every rating")
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(col + 1, size):
            factor = rows[r][col] / rows[col][col]
            for c in range(col, size + 1):
                rows[r][c] -= factor * rows[col][c]
    out = [0.0] * size
    for r in range(size - 1, -1, -1):
        out[r] = (rows[r][size] - sum(rows[r][c] * out[c] for c in range(r + 1, size))) / rows[r][r]
    return out
