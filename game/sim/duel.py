"""Duplicate-deal arena: ``forty-fives duel --a normal --b random --deals 2000``.

Each deal is played twice from scores 0-0, one hand each time, with the same shuffled
deck and the same first dealer; the second time the two levels swap seats.  Luck of
the cards cancels, so the mean difference measures play.  Every seat's rng is seeded
from (seed, deal, seat), never from who sits there, so ``--a X --b X`` gives exactly 0.

Seats: with partnerships A holds side 0's seats and B side 1's, then they swap.  In
cutthroat (five seats, each for themself) A holds seats 0 and 2 and B seats 1, 3 and 4,
then the roles swap; a side's result is the mean change per seat it holds.  Two-hand
forty-five puts A in seat 0, then seat 1.

Prints one JSON object: mean (A's points per hand minus B's), its 95% interval over
deals, A's win rate over deals (ties count half), each level's decision latency
(CPU time of the deciding thread, in milliseconds, so other programs competing for the
processor do not inflate it) and each level's auction: how often it declared (won the
auction, bagged included), made its bid, was bagged, and held when holding was allowed.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.engine import GameState, PlayerAction, RulesError, RuleSet, preset
from game.engine import actions as A
from game.engine.state import shuffled_deck

from .driver import OpenHand, Turn, deals, play
from .progress import ProgressLine
from .usage import CommandParser, UsageError, add_two_levels, span, whole_number

if TYPE_CHECKING:
    from game.ai.base import Player


def seat_groups(rules: RuleSet) -> tuple[list[int], list[int]]:
    """The seats A holds and the seats B holds in the first orientation."""
    if rules.partnerships:
        sides = rules.sides()
        return sides[0], sides[1]
    if rules.players == 2:
        return [0], [1]
    first = list(range(0, rules.players - 1, 2))
    return first, [s for s in range(rules.players) if s not in first]


Options = dict[str, Any] | None   # keyword arguments for a searching level (a variant)


def _make(level: str, personality: str | None, options: Options = None) -> Player:
    from game.ai import make_player  # the duel is loaded by the CLI before any player is needed
    return make_player(level, personality, options)


class AuctionStats:
    """One level's auction over the duel: declarations, bids made, bagged dealers, holds."""

    def __init__(self) -> None:
        self.hands = 0
        self.declared = 0
        self.made = 0
        self.bagged = 0
        self.bid_total = 0
        self.hold_chances = 0
        self.holds = 0

    def summary(self) -> dict[str, Any]:
        def rate(part: int, whole: int) -> float:
            return round(part / whole, 4) if whole else 0.0
        return {"hands": self.hands, "declared": self.declared,
                "bid_rate": rate(self.declared, self.hands),
                "make_rate": rate(self.made, self.declared),
                "bagged": self.bagged, "mean_bid": rate(self.bid_total, self.declared),
                "hold_chances": self.hold_chances, "holds": self.holds,
                "hold_rate": rate(self.holds, self.hold_chances)}


def play_hand(rules: RuleSet, deck: list[int], dealer: int, players: list[Player], seed_key: str,
              timings: list[list[int]], labels: list[int],
              stats: list[AuctionStats] | None = None,
              open_handed: OpenHand | None = None) -> tuple[int, ...]:
    """One hand from 0-0; returns each side's score change (``stats``: per label, filled).

    ``open_handed`` is for measuring instruments only (``benchmarks/skill_ceiling.py``):
    given the whole state and the seat to act, it returns that seat's action or ``None``
    to let the seat's player choose from its observation as usual."""
    def noted(turn: Turn, action: PlayerAction, cpu_ns: int) -> None:
        # CPU time (the driver's clock): a busy machine's scheduler must not pollute the figure
        timings[labels[turn.seat]].append(cpu_ns)
        if stats is not None and A.HOLD in turn.observation.legal_actions:
            stats[labels[turn.seat]].hold_chances += 1
            stats[labels[turn.seat]].holds += action == A.HOLD

    rngs = [random.Random(f"{seed_key}:{seat}") for seat in range(rules.players)]
    st = play(GameState(rules, seed=0), [p.choose for p in players], rngs, stop_at_hand=1,
              chance=deals(dealer, lambda _hand: deck), open_hand=open_handed, after=noted)
    if stats is not None and rules.auction:
        _count_auction(st, labels, stats)
    if st.last_score is None:
        return tuple(0 for _ in range(rules.side_count))  # a redeal: nothing scored
    return tuple(st.last_score.score_change)


def _count_auction(st: GameState, labels: list[int], stats: list[AuctionStats]) -> None:
    for label in set(labels):
        stats[label].hands += 1
    if st.last_score is None or st.bidder < 0:
        return
    mine = stats[labels[st.bidder]]
    mine.declared += 1
    mine.made += bool(st.last_score.made)
    mine.bagged += st.bagged
    mine.bid_total += st.bid


def _percentile(values: list[int], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[index] / 1e6


class DealResults:
    """What a run of deals leaves: each deal's difference, wins, decision times, auctions."""

    def __init__(self) -> None:
        self.per_deal: list[float] = []
        self.wins = 0.0
        self.timings: list[list[int]] = [[], []]
        self.stats = [AuctionStats(), AuctionStats()]

    def merge(self, other: DealResults) -> None:
        self.per_deal += other.per_deal
        self.wins += other.wins
        for mine, theirs in zip(self.timings, other.timings, strict=True):
            mine += theirs
        for my_stats, their_stats in zip(self.stats, other.stats, strict=True):
            for name, value in vars(their_stats).items():
                setattr(my_stats, name, getattr(my_stats, name) + value)


Orientation = tuple[list[int], list[int], list[int]]   # A's seats, B's seats, each seat's label


def duplicate_deals(rules: RuleSet, seed: int, first: int,
                    stop: int) -> Iterator[tuple[list[int], int, str, tuple[Orientation, Orientation]]]:
    """Deals ``first`` to ``stop - 1`` of a duel: the deck, the dealer, the seats' rng key, and
    the two orientations (A and B swapping seats).  Each deal depends only on (seed, deal), so
    any split of the deals gives the same results, and every arena on one seed plays the same."""
    group_a, group_b = seat_groups(rules)
    n = rules.players
    for deal in range(first, stop):
        deal_rng = random.Random(f"duel:{seed}:{deal}")
        deck = shuffled_deck(deal_rng)
        dealer = deal_rng.randrange(n)
        first_way = (group_a, group_b, [0 if seat in group_a else 1 for seat in range(n)])
        swapped = (group_b, group_a, [0 if seat in group_b else 1 for seat in range(n)])
        yield deck, dealer, f"seat:{seed}:{deal}", (first_way, swapped)


def play_deals(a: str, b: str, first: int, stop: int, seed: int, rules: RuleSet,
               a_personality: str | None = None, b_personality: str | None = None,
               a_options: Options = None, b_options: Options = None) -> DealResults:
    """Deals ``first`` to ``stop - 1`` of the duel, each played twice (A and B swapping seats)."""
    out = DealResults()
    for deck, dealer, seed_key, orientations in duplicate_deals(rules, seed, first, stop):
        total = 0.0
        for seats_a, seats_b, labels in orientations:
            players = [_make(a, a_personality, a_options) if label == 0 else _make(b, b_personality, b_options)
                       for label in labels]
            change = play_hand(rules, deck, dealer, players, seed_key, out.timings, labels, out.stats)
            total += side_difference(rules, change, seats_a, seats_b)
        out.per_deal.append(total / 2)
        out.wins += 1.0 if total > 0 else 0.5 if total == 0 else 0.0
    return out


def side_difference(rules: RuleSet, change: Sequence[int], seats_a: Sequence[int],
                    seats_b: Sequence[int]) -> float:
    """A's points minus B's for one hand: the mean change of the sides each holds."""
    a_sides = sorted({rules.side_of(s) for s in seats_a})
    b_sides = sorted({rules.side_of(s) for s in seats_b})
    return (sum(change[s] for s in a_sides) / len(a_sides)
            - sum(change[s] for s in b_sides) / len(b_sides))


def mean_interval(per_deal: Sequence[float]) -> tuple[float, float, float]:
    """The mean of the deals' differences and its 95% interval (normal approximation)."""
    mean = sum(per_deal) / len(per_deal) if per_deal else 0.0
    sd = math.sqrt(sum((x - mean) ** 2 for x in per_deal) / (len(per_deal) - 1)) if len(per_deal) > 1 else 0.0
    half = 1.96 * sd / math.sqrt(len(per_deal)) if per_deal else 0.0
    return mean, mean - half, mean + half


def _play_deals_star(args: tuple[Any, ...]) -> DealResults:
    return play_deals(*args)


CHUNK = 10   # deals per job: each job's results arrive in deal order, for the progress line


def run_duel(a: str, b: str, deals: int, seed: int, rules: RuleSet,
             a_personality: str | None = None, b_personality: str | None = None,
             workers: int = 1, keep_per_deal: bool = False, a_options: Options = None,
             b_options: Options = None, progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Play ``deals`` duplicate deals and summarise A against B (``workers`` processes share
    the deals; the figures do not depend on how many, the decision times aside).
    ``keep_per_deal``: also return each deal's difference, in deal order, so two versions of
    a level run on the same deals can be compared deal by deal (``paired_gain``).
    ``a_options``/``b_options``: keyword arguments for a searching level (a variant to measure).
    ``progress(done, deals)`` is called as deals finish."""
    workers = max(1, min(workers, deals))
    bounds = list(range(0, deals, CHUNK)) + [deals]
    jobs = [(a, b, bounds[i], bounds[i + 1], seed, rules, a_personality, b_personality, a_options, b_options)
            for i in range(len(bounds) - 1)]
    results = DealResults()
    done = 0

    def take(part: DealResults) -> None:
        nonlocal done
        results.merge(part)
        done += len(part.per_deal)
        if progress is not None:
            progress(done, deals)

    if workers == 1:
        for job in jobs:
            take(_play_deals_star(job))
    else:
        from multiprocessing import Pool
        with Pool(workers) as pool:
            for part in pool.imap(_play_deals_star, jobs):
                take(part)
    per_deal, wins, timings, stats = results.per_deal, results.wins, results.timings, results.stats
    mean, low, high = mean_interval(per_deal)
    summary = {
        "a": a, "b": b, "deals": deals,
        "mean": round(mean, 3),
        "ci95": [round(low, 3), round(high, 3)],
        "win_rate": round(wins / deals, 4) if deals else 0.0,
        "latency_ms": {
            "a": {"p50": round(_percentile(timings[0], 0.50), 4), "p99": round(_percentile(timings[0], 0.99), 4)},
            "b": {"p50": round(_percentile(timings[1], 0.50), 4), "p99": round(_percentile(timings[1], 0.99), 4)},
        },
        "auction": {"a": stats[0].summary(), "b": stats[1].summary()} if rules.auction else None,
    }
    for side, options in (("a_options", a_options), ("b_options", b_options)):
        if options:
            summary[side] = options
    if keep_per_deal:
        summary["per_deal"] = per_deal
    return summary


def paired_gain(now: Sequence[float], before: Sequence[float]) -> dict[str, Any]:
    """How much a change to A gained, deal by deal: the mean of (now - before) over the same
    duplicate deals with its 95% interval.  The deals' luck cancels in the difference, so
    the interval is far narrower than the two runs' own intervals suggest."""
    if len(now) != len(before):
        raise ValueError(f"paired runs must cover the same deals: {len(now)} against {len(before)}")
    mean, low, high = mean_interval([x - y for x, y in zip(now, before, strict=True)])
    return {"gain": round(mean, 3), "ci95": [round(low, 3), round(high, 3)], "deals": len(now)}


def _same_duel(saved: dict[str, Any], expected: dict[str, Any], source: str) -> list[float]:
    """The saved run's per-deal differences, refused (naming the file) unless it is the same duel."""
    for key, value in expected.items():
        if saved.get(key) != value:
            raise ValueError(f"{source}: not the same duel ({key} is {saved.get(key)!r}, this run's {value!r})")
    per_deal = saved.get("per_deal")
    if not isinstance(per_deal, list) or not all(isinstance(x, (int, float)) for x in per_deal):
        raise ValueError(f"{source}: no per-deal results (write them with --per-deal)")
    return [float(x) for x in per_deal]


def _options(text: str | None, flag: str) -> Options:
    """A JSON object of keyword arguments, or None; a ValueError names the flag."""
    if not text:
        return None
    try:
        value = json.loads(text)
    except ValueError as exc:
        raise ValueError(f"{flag}: not JSON ({exc})") from None
    if not isinstance(value, dict):
        raise ValueError(f"{flag}: expected a JSON object of keyword arguments")
    return value


DESCRIPTION = "Duplicate-deal arena between two computer levels: one JSON object of results."
DEALS_RANGE = (1, 10_000_000)
WORKERS_RANGE = (1, 1024)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The duel's options (``forty-fives duel`` and ``forty-fives sim duel`` alike)."""
    add_two_levels(parser, "cards")
    parser.add_argument("--deals", type=whole_number(*DEALS_RANGE), default=2000,
                        help=f"duplicate deals, each played twice, {span(*DEALS_RANGE)} (default 2000)")
    parser.add_argument("--a-personality", default=None, metavar="NAME",
                        help="named personality for A (steady, bold, ...)")
    parser.add_argument("--b-personality", default=None, metavar="NAME", help="named personality for B")
    parser.add_argument("--a-options", default=None, metavar="JSON",
                        help='keyword arguments for a searching level A, e.g. \'{"belief": {"temperature": 0.5}}\'')
    parser.add_argument("--b-options", default=None, metavar="JSON", help="the same for B")
    parser.add_argument("--quiet", action="store_true", help="no progress line on stderr")
    parser.add_argument("--workers", type=whole_number(*WORKERS_RANGE), default=1,
                        help=f"processes sharing the deals, {span(*WORKERS_RANGE)} "
                             "(the same results, sooner on several cores; default 1)")
    parser.add_argument("--per-deal", default=None, metavar="FILE",
                        help="also write each deal's difference here (JSON), for a later --paired-with")
    parser.add_argument("--paired-with", default=None, metavar="FILE",
                        help="a --per-deal file of the same duel by another version of A: report the gain deal by deal")


def main(argv: Sequence[str], prog: str = "python -m game.sim.duel") -> int:
    """``python -m game.sim.duel``: the arena on its own (``forty-fives duel`` is built by game.cli)."""
    parser = CommandParser(prog=prog, description=DESCRIPTION)
    add_arguments(parser)
    try:
        return run(parser.parse_args(list(argv)))
    except SystemExit as stop:   # --help, or a bad argument already said in one line
        return stop.code if isinstance(stop.code, int) else 2
    except UsageError as exc:
        print(f"{prog}: error: {exc}", file=sys.stderr)
        return 2


def run(args: argparse.Namespace) -> int:
    """Run the arena and print one JSON object; a ``UsageError`` for what cannot be run."""
    try:
        rules = preset(args.rules, args.players)
    except RulesError as exc:   # --rules is one of the presets: the table size is what does not fit
        raise UsageError(f"argument --players: {exc}") from None
    try:
        a_options, b_options = _options(args.a_options, "--a-options"), _options(args.b_options, "--b-options")
    except ValueError as exc:
        raise UsageError(f"argument {exc}") from None
    for side, level, character, options in (("a", args.a, args.a_personality, a_options),
                                            ("b", args.b, args.b_personality, b_options)):
        try:
            _make(level, character, options)
        except ValueError as exc:   # a personality or an option the level does not take
            raise UsageError(f"player {side.upper()} (--{side}-personality, --{side}-options): {exc}") from None
    identity = {
        "b": args.b,
        "b_personality": args.b_personality,
        "deals": args.deals,
        "seed": args.seed,
        "rules": rules.name,
        "players": rules.players,
    }
    if b_options:
        identity["b_options"] = b_options
    before = None
    if args.paired_with:
        try:
            saved = json.loads(Path(args.paired_with).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise UsageError(f"--paired-with {args.paired_with}: not a readable --per-deal file ({exc})") from None
        try:
            before = _same_duel(saved if isinstance(saved, dict) else {}, identity, args.paired_with)
        except ValueError as exc:
            raise UsageError(f"--paired-with: {exc}") from None
    keep = bool(args.per_deal) or before is not None
    result = run_duel(
        args.a,
        args.b,
        args.deals,
        args.seed,
        rules,
        args.a_personality,
        args.b_personality,
        args.workers,
        keep_per_deal=keep,
        a_options=a_options,
        b_options=b_options,
        progress=None if args.quiet else ProgressLine(),
    )
    per_deal = result.pop("per_deal", None)
    if before is not None and per_deal is not None:
        result["paired"] = {"against": args.paired_with, **paired_gain(per_deal, before)}
    if args.per_deal and per_deal is not None:
        Path(args.per_deal).write_text(
            json.dumps({**identity, "a": args.a, "a_options": a_options, "mean": result["mean"], "per_deal": per_deal})
            + "\n",
            encoding="utf-8",
        )
    print(json.dumps(result))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
