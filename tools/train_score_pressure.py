"""Learn the expert's auction near the target by self-play (writes game/ai/expert/data/pressure_<shape>.json).

    python tools/train_score_pressure.py --rules classic --hands 20000 --deals 20000 --seed 1 --workers 2

The shipped tables were made by that command, and by the same with ``--rules nova-scotia``,
``--rules house-125``, ``--rules new-england`` (and ``--rules classic --players 6``).  What each
adds, in games won, is measured by ``benchmarks/score_pressure.py`` (results in
``benchmarks/results/score_pressure.json``).

The installed points table (``train_expert_bidding.py``) values a call by the points it
should gain, which is right from 0-0 and wrong near the target (``game.ai.expert.score_pressure``).
This trainer, for one kind of table with two sides:

1. plays ``--hands`` hands from 0-0, every seat bidding by the installed table and playing
   its cards as ``normal`` does, and keeps each hand's outcome (the bidding side's change,
   the defenders');
2. solves the chance of winning the game from every score pair with hands drawn from those
   outcomes (``score_pressure.win_chances``);
3. deals ``--deals`` training hands, each from a score pair drawn from games simulated with
   those outcomes at a moment when a side was within reach of the target (so each pair comes
   as often as it does in play), one side bidding by the installed tables (with this
   trainer's own file left out) and the other as ``normal``, as in the duel.  At every spot
   of the recorded side every legal call is played out on the same deal and valued by 100 x
   the chance of winning after the hand; one ridge model per (who is near, spot, call) maps
   the hand's features to the gain over passing.

A seed replays the same file.  Standard library only.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import TypeVar

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from game import resources
from game.ai.expert.bidding_model import action_key, best_suit, hand_features, spot_keys, table_shape
from game.ai.expert.score_pressure import NEAR_MARGIN, Outcome, WinChances, pressure_class, win_chances
from game.engine import GameState, RuleSet, preset
from game.engine import actions as A
from game.engine.state import shuffled_deck
from game.sim.driver import Turn, dealt_hand, play
from tools.train_expert_bidding import SOURCE_DATA_DIR, TablePlayer, fit_tables, training_seats

Job = TypeVar("Job")
Result = TypeVar("Result")
_CHANCES: WinChances | None = None   # set in each worker by ``_share`` (a pool initializer)


def _share(chances: WinChances | None) -> None:
    global _CHANCES
    _CHANCES = chances


def run_jobs(work: Callable[[Job], Result], jobs: Sequence[Job], workers: int,
             chances: WinChances | None, label: str, started: float) -> list[Result]:
    """``work`` over ``jobs`` in order; one worker runs in this process (no fork)."""
    results: list[Result] = []

    def take(done: Iterable[Result]) -> None:
        for count, item in enumerate(done, 1):
            results.append(item)
            if count % 1000 == 0:
                print(f"{label}: {count}/{len(jobs)}, {time.time() - started:.0f}s", file=sys.stderr, flush=True)

    if workers <= 1:
        _share(chances)
        take(map(work, jobs))
    else:
        with Pool(workers, initializer=_share, initargs=(chances,)) as pool:
            take(pool.imap(work, jobs, chunksize=20))
    return results


def play_out(state: GameState, key: str, seats: Sequence) -> tuple[tuple[int, ...] | None, int]:
    """Finish the hand from ``state`` (a copy): each side's change (None: redealt) and the
    bidding side (-1 none)."""
    rngs = [random.Random(f"{key}:{s}") for s in range(state.rules.players)]
    bidder = state.bidder

    def note_bidder(turn: Turn) -> None:   # the bidder of the hand: the next hand's start has none
        nonlocal bidder
        bidder = turn.state.bidder

    state = play(state.clone(), [p.choose for p in seats], rngs, stop_at_hand=1, before=note_bidder)
    side = state.rules.side_of(bidder) if bidder >= 0 else -1
    return (tuple(state.last_score.score_change) if state.last_score is not None else None), side


def hand_outcome(job: tuple[str, int | None, int, int]) -> Outcome | None:
    """One hand from 0-0, every seat bidding by the installed table: (bidder's change,
    defenders' change, 1), or None when it was redealt."""
    name, players, seed, hand = job
    rules = preset(name, players)
    rng = random.Random(f"outcomes:{seed}:{hand}")
    state = dealt_hand(rules, rng.randrange(rules.players), shuffled_deck(rng))
    change, side = play_out(state, f"outcomes:{seed}:{hand}", [TablePlayer() for _ in range(rules.players)])
    if change is None or side < 0:
        return None
    return change[side], change[1 - side], 1.0


def near_scores(outcomes: Sequence[Outcome], target: int, games: int, rng: random.Random) -> list[tuple[int, int]]:
    """Score pairs (side 0, side 1) at the start of hands where a side was within reach of the
    target, from ``games`` games of hands drawn from ``outcomes`` (each side bidding half the time)."""
    weights = [w for _, _, w in outcomes]
    line = target - NEAR_MARGIN
    found: list[tuple[int, int]] = []
    for _ in range(games):
        scores = [0, 0]
        while max(scores) < target:
            if max(scores) >= line:
                found.append((scores[0], scores[1]))
            bid_change, defend_change, _ = rng.choices(outcomes, weights)[0]
            bidder = rng.randrange(2)
            scores[bidder] += bid_change
            scores[1 - bidder] += defend_change
    return found


def pressure_samples(job: tuple[str, int | None, int, int, int, int]) -> list:
    """Every auction spot of the recorded side on one deal from the given scores, each legal
    call valued by 100 x the chance of winning the game after the hand."""
    name, players, seed, deal, side0, side1 = job
    assert _CHANCES is not None, "the win chances are shared with the workers first"
    rules = preset(name, players)
    seats, table_side = training_seats(rules, deal, "table", "normal", 0)
    rng = random.Random(f"pressure:{seed}:{deal}")
    state = dealt_hand(rules, rng.randrange(rules.players), shuffled_deck(rng), scores=(side0, side1))
    rows: list = []
    point = 0

    def value_spot(turn: Turn) -> None:
        """Each call of a recorded seat near the target, valued by the game's win chance after it."""
        nonlocal rows, point
        assert _CHANCES is not None, "the win chances are shared with the workers first"
        here, seat, obs = turn.state, turn.seat, turn.observation
        legal = list(obs.legal_actions)
        cls = pressure_class(obs)
        if len(legal) > 1 and rules.side_of(seat) == table_side and cls is not None:
            mine = rules.side_of(seat)
            values = {}
            for action in legal:
                child = here.clone()
                child.apply(action)
                change, bid_side = play_out(child, f"{seed}:{deal}:{point}", seats)
                us, them = here.scores[mine], here.scores[1 - mine]
                if change is None:
                    values[action] = 100.0 * _CHANCES.chance(us, them)
                else:
                    values[action] = 100.0 * _CHANCES.after_hand(us + change[mine], them + change[1 - mine],
                                                                 bid_side == mine)
            hand = sum(1 << c for c in obs.hand)
            features = hand_features(hand, best_suit(hand))
            keys = [f"{cls}|{key}" for key in spot_keys(obs)]
            rows += [(keys, action_key(a), features, values[a] - values[A.PASS]) for a in legal if a != A.PASS]
            point += 1

    play(state, [p.choose for p in seats], [rng] * rules.players, stop_at_hand=1,
         until=lambda st: st.phase != "auction", before=value_spot)
    return rows


def train(rules: RuleSet, hands: int, deals: int, seed: int, workers: int) -> dict:
    """The whole pressure file for ``rules`` (see the module's docstring)."""
    if table_shape(rules) not in resources.EXPERT_TABLE_SHAPES or not rules.partnerships:
        raise ValueError(f"{rules.name} x{rules.players}: score pressure needs two sides and an installed points table")
    started = time.time()
    name, players = rules.name, rules.players
    found = run_jobs(hand_outcome, [(name, players, seed, h) for h in range(hands)], workers, None,
                     "outcomes", started)
    counts: dict[tuple[int, int], int] = {}
    for item in found:
        if item is not None:
            counts[item[:2]] = counts.get(item[:2], 0) + 1
    outcomes = [(b, d, float(n)) for (b, d), n in sorted(counts.items())]
    chances = win_chances(outcomes, rules.target)
    rng = random.Random(f"pressure-scores:{seed}")
    pool = near_scores(outcomes, rules.target, max(200, deals // 4), rng)
    starts = [rng.choice(pool) for _ in range(deals)]
    jobs = [(name, players, seed, d, a, b) for d, (a, b) in enumerate(starts)]
    rows = [row for spot in run_jobs(pressure_samples, jobs, workers, chances, "deals", started) for row in spot]
    table = fit_tables(rows, [])
    return {"win_chances": chances.to_json(), "outcomes": [[b, d, int(n)] for b, d, n in outcomes],
            "auction": table["auction"], "counts": table["counts"], "features": table["features"],
            "trained": {"rules": name, "players": players, "hands": hands, "redeals": hands - sum(counts.values()),
                        "deals": deals, "seed": seed, "near_margin": NEAR_MARGIN, "auction_samples": len(rows),
                        "seconds": round(time.time() - started)}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--hands", type=int, default=20000, help="hands from 0-0 whose outcomes give the win chances")
    parser.add_argument("--deals", type=int, default=20000, help="training deals from scores near the target")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", default=None,
                        help="output file (default: the repo's game/ai/expert/data/pressure_<shape>.json)")
    args = parser.parse_args(argv)
    rules = preset(args.rules, args.players)
    data = train(rules, args.hands, args.deals, args.seed, args.workers)
    out = Path(args.out) if args.out else SOURCE_DATA_DIR / f"pressure_{table_shape(rules)}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(json.dumps({"out": str(out), **data["trained"], "models": len(data["auction"])}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
