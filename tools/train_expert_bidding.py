"""Learn the expert's auction and trump tables by self-play (writes the repo's game/ai/expert/data/).

The shipped classic table was made in two rounds, the second with the expert's side
bidding by the first table (its partner then bids as the expert does), fitted on both:

    python tools/train_expert_bidding.py --deals 8000 --seed 1 --workers 2 --save-samples /tmp/round1.json
    python tools/train_expert_bidding.py --deals 16000 --seed 3 --workers 2 --driver table \
        --extra-samples /tmp/round1.json

The nova-scotia table (kitty of 3, rounds until all pass, hold, redeal) the same way:

    python tools/train_expert_bidding.py --rules nova-scotia --deals 12000 --seed 1 --workers 2 \
        --save-samples /tmp/ns_round1.json
    python tools/train_expert_bidding.py --rules nova-scotia --deals 12000 --seed 3 --workers 2 \
        --driver table --extra-samples /tmp/ns_round1.json

The house-125 table (kitty of 4, rounds, hold) the same way, ``--rules house-125`` with the
seeds and deals above (12,000 each; ``kitty4`` must be in EXPERT_TABLE_SHAPES before the second
round, or its ``--driver table`` finds no table and bids as ``normal``).

The six-handed table the same way in two rounds, ``--rules classic --players 6 --deals 8000``,
seeds 1 and 3 (the second ``--driver table --extra-samples`` the first's rows).
The new-england table (kitty of 3, one time round, dealer forced) the same way as nova-scotia,
``--rules new-england`` with the seeds and deals above (its first table, one round of 4,000 deals,
gave +3.08 a hand over normal on the duel's 2,000 deals; see
``benchmarks/results/expert_vs_normal_new_england.json``).
Other tables (one round): ``--rules cutthroat --deals 16000 --seed 1``
(the first try, 8,000 deals, gained nothing measurable and was not shipped; this one took the
expert from +0.45 to +0.69 a hand over normal on the duel's 2,000 deals).  Cutthroat has no
partnerships, so its ``--driver table`` has every seat bid by the installed table.  A table applies to one kind
of table and auction
(``bidding_model.table_shape``); a new kind must be named in ``game.resources.EXPERT_TABLE_SHAPES``.

``--play expert`` values every option by the expert's own card play instead of ``normal``'s:
the recorded side (by the deal's parity) plays its cards by the expert's search, at
``--play-worlds`` sampled deals a card (12 by default; the arena's expert uses up to 40, and
counts solver nodes, so a seed still replays exactly), against ``normal``, as in the duel.
It costs about 20 times ``normal``'s playouts (0.7 s a deal at house-125 on one core).
``--correct-installed`` (with ``--play expert --driver table``) values the same spots with
``normal``'s play as well and adds what the expert's play changes, fitted on the paired
differences, to the installed table instead of refitting it.  At house-125 (8,000 deals, seed 5)
neither way beat the shipped table (paired over the duel's 2,000 deals: refit -0.60, correction
-0.31, a normal-play refit of the same deals -0.34; none significant), so none is shipped; see
``benchmarks/results/expert_vs_normal_house_125.json``.

For each deal the ``normal`` level plays the hand; at every auction call and every
choice of trump the hand is replayed once per legal option from that very position
(same cards, same stock), each continuation played by ``normal``, so the value of
every option is known on the same deal.  The gain of a call over passing, and the value
of a trump suit against the others, are then fitted by ridge regression on the hand's
features (``game.ai.expert.bidding_model.hand_features``), one small model per auction
spot.  Standard library only.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterable, Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
# The tables are written into the source tree, never into an installed copy of the game: the
# wheel ships them as package data built from this folder (and game.resources reads them).  A
# new kind of table must also be added to game.resources.EXPERT_TABLE_SHAPES.
SOURCE_DATA_DIR = REPO / "game" / "ai" / "expert" / "data"

from game.ai.base import Player
from game.ai.expert.bidding_model import FEATURES, action_key, best_suit, hand_features, spot_keys, table_shape
from game.engine import GameState, Observation, RuleSet, preset
from game.engine import actions as A
from game.engine.state import shuffled_deck
from game.sim.driver import Turn, dealt_hand
from game.sim.driver import play as play_forward  # ``play`` is the trainer's card-play option here

MIN_SAMPLES = 200
RIDGE = 2.0


def finish(state: GameState, key: str, players: Sequence[Player]) -> tuple[int, ...]:
    """Play the hand out with the given players; each side's score change."""
    rngs = [random.Random(f"{key}:{s}") for s in range(state.rules.players)]
    state = play_forward(state.clone(), [p.choose for p in players], rngs, stop_at_hand=1)
    if state.last_score is None:
        return tuple(0 for _ in range(state.rules.side_count))
    return tuple(state.last_score.score_change)


def side_value(rules: RuleSet, seat: int, change: tuple[int, ...]) -> float:
    mine = rules.side_of(seat)
    others = [c for s, c in enumerate(change) if s != mine]
    return change[mine] - sum(others) / len(others)


class TablePlayer:
    """The trainer's stand-in for the expert's side: the auction and trump from the installed
    expert table (or as ``normal`` bids, ``by_table=False``; near the target by the score-pressure
    table too with ``score_pressure=True``), everything else by the card
    player given (``normal``, or the expert's own search with ``--play expert``), so a table
    can be refitted against partners who bid by the table (run the trainer again to iterate)."""

    name = "table"

    def __init__(self, cards: Player | None = None, by_table: bool = True, score_pressure: bool = False) -> None:
        from game.ai import make_player

        self.cards = cards if cards is not None else make_player("normal")
        self.normal_bids: Player | None = None if by_table else make_player("normal")
        self.score_pressure = score_pressure  # off: train on the points tables alone

    def choose(self, obs: Observation, legal: Sequence[A.PlayerAction], rng: random.Random) -> A.PlayerAction:
        from game.ai.expert import bidding_model

        if obs.phase not in ("auction", "trump"):
            return self.cards.choose(obs, legal, rng)
        if self.normal_bids is not None:
            return self.normal_bids.choose(obs, legal, rng)
        choice = (
            bidding_model.choose_call(obs, legal, pressure=self.score_pressure)
            if obs.phase == "auction"
            else bidding_model.choose_trump(obs, legal)
        )
        return choice if choice is not None else self.cards.choose(obs, legal, rng)


def expert_cards(worlds: int) -> Player:
    """The expert's own play at a training budget: the arena's search (sampled deals solved
    exactly, a node budget rather than a clock, so a seed replays on any machine) with
    ``worlds`` deals per card, its node budget scaled from the arena's by the same ratio."""
    from game.ai.expert.player import ExpertPlayer

    arena = ExpertPlayer(time_budget_s=None)
    return ExpertPlayer(
        time_budget_s=None,
        max_worlds=worlds,
        min_worlds=max(1, worlds // 2),
        node_budget=arena.node_budget * worlds // arena.max_worlds,
    )


def training_seats(rules: RuleSet, deal: int, driver: str, play: str, worlds: int) -> tuple[list[Player], int]:
    """The players of one training deal, and the side whose spots are recorded (-1: every
    seat's).  The recorded side alternates with the deal's parity whenever it differs from
    the other (``--driver table`` or ``--play expert``), so each seat of the table is trained."""
    from game.ai import make_player

    split = (driver == "table" or play == "expert") and rules.partnerships
    table_side = deal % 2 if split else -1

    def recorded(seat: int) -> bool:
        if table_side < 0:  # no sides to split: every seat is trained, or (all normal) none differs
            return driver == "table" or play == "expert"
        return rules.side_of(seat) == table_side

    def recorded_player() -> Player:
        cards = expert_cards(worlds) if play == "expert" else make_player("normal")
        return TablePlayer(cards, by_table=driver == "table")

    return [recorded_player() if recorded(s) else make_player("normal") for s in range(rules.players)], table_side


def deal_samples(job: tuple[str, int | None, int, int, str, str, int]) -> tuple[list, list]:
    """Every auction and trump spot of one deal with the value of each option there.

    ``driver="normal"``: every seat bids as ``normal``.  ``driver="table"``: one side (by
    the deal's parity) bids by the installed table, as the expert does in the arena, and only
    its spots are recorded; without partnerships (cutthroat) every seat bids by it.
    ``play="expert"``: the recorded side plays its cards by the expert's search (at
    ``worlds`` deals a card), so each option is valued by what the expert makes of it, and
    only that side's spots are recorded; the other side stays ``normal``, as in the duel."""
    name, players, seed, deal, driver, play, worlds = job
    rules = preset(name, players)
    seats, table_side = training_seats(rules, deal, driver, play, worlds)
    rng = random.Random(f"train:{seed}:{deal}")
    state = dealt_hand(rules, rng.randrange(rules.players), shuffled_deck(rng))
    auction: list = []
    trumps: list = []
    point = 0

    def value_spot(turn: Turn) -> None:
        """Each option of a recorded seat's call, valued by playing the hand out after it."""
        nonlocal point
        seat, obs = turn.seat, turn.observation
        legal = list(obs.legal_actions)
        if len(legal) > 1 and (table_side < 0 or rules.side_of(seat) == table_side):
            values = {}
            for action in legal:
                child = turn.state.clone()
                child.apply(action)
                values[action] = side_value(rules, seat, finish(child, f"{seed}:{deal}:{point}", seats))
            spot = (obs, values) if KEEP_OBSERVATIONS else (None, values)
            (auction if turn.state.phase == "auction" else trumps).append(
                spot if KEEP_OBSERVATIONS else samples_of(obs, values)
            )
            point += 1

    play_forward(state, [p.choose for p in seats], [rng] * rules.players, stop_at_hand=1,
                 until=lambda st: st.phase not in ("auction", "trump"), before=value_spot)
    return auction, trumps


KEEP_OBSERVATIONS = False  # the analysis notebook flips this to keep whole observations


def samples_of(obs: Observation, values: dict[A.PlayerAction, float]) -> list:
    """Regression rows of one spot: (spot keys, option, features, gain over passing) in the
    auction, (features, value above the spot's mean) for trump."""
    hand = sum(1 << c for c in obs.hand)
    if obs.phase == "auction":
        features = hand_features(hand, best_suit(hand))
        return [(spot_keys(obs), action_key(a), features, values[a] - values[A.PASS]) for a in values if a != A.PASS]
    mean = sum(values.values()) / len(values)
    return [(hand_features(hand, A.suit_of(a)), v - mean) for a, v in values.items()]


def ridge_fit(rows: list[tuple[list[float], float]], ridge: float, centred: bool = False) -> list[float]:
    """Least squares with a ridge (the constant is not shrunk), by Gaussian elimination."""
    n = len(rows[0][0])
    ata = [[0.0] * n for _ in range(n)]
    aty = [0.0] * n
    for x, y in rows:
        for i in range(n):
            xi = x[i]
            if xi:
                aty[i] += xi * y
                row = ata[i]
                for j in range(n):
                    row[j] += xi * x[j]
    for i in range(n):
        ata[i][i] += ridge if (i or centred) else 1e-6
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(ata[r][col]))
        ata[col], ata[pivot] = ata[pivot], ata[col]
        aty[col], aty[pivot] = aty[pivot], aty[col]
        div = ata[col][col]
        if abs(div) < 1e-12:
            continue
        for r in range(n):
            if r != col and ata[r][col]:
                factor = ata[r][col] / div
                for j in range(col, n):
                    ata[r][j] -= factor * ata[col][j]
                aty[r] -= factor * aty[col]
    return [aty[i] / ata[i][i] if abs(ata[i][i]) > 1e-12 else 0.0 for i in range(n)]


def fit_tables(auction: list, trumps: list) -> dict:
    groups: dict[str, list] = {}
    for keys, act, features, gain in auction:
        for key in keys:
            groups.setdefault(f"{key}|{act}", []).append((features, gain))
    models = {
        key: [round(w, 4) for w in ridge_fit(rows, RIDGE)]
        for key, rows in sorted(groups.items())
        if len(rows) >= MIN_SAMPLES
    }
    out: dict[str, Any] = {
        "features": list(FEATURES),
        "auction": models,
        "counts": {key: len(rows) for key, rows in sorted(groups.items())},
    }
    if len(trumps) >= MIN_SAMPLES:
        centred = [([0.0] + f[1:], y) for f, y in trumps]
        out["trump"] = [round(w, 4) for w in ridge_fit(centred, RIDGE, centred=True)]
    return out


def collect_rows(jobs: list, workers: int, started: float) -> tuple[list, list]:
    """The regression rows of every deal, in deal order (so two runs on the same deals pair).
    One worker runs in this process: no fork (a fork from a process with threads, a test
    runner's for one, can leave the child stuck on a lock the parent's thread held)."""
    auction: list = []
    trumps: list = []

    def take(results: Iterable[tuple[list, list]]) -> None:
        for done, (a, t) in enumerate(results, 1):
            auction.extend(row for spot in a for row in spot)
            trumps.extend(row for spot in t for row in spot)
            if done % 500 == 0:
                print(
                    f"{done} deals, {len(auction)} auction samples, {time.time() - started:.0f}s",
                    file=sys.stderr,
                    flush=True,
                )

    if workers <= 1:
        take(map(deal_samples, jobs))
    else:
        with Pool(workers) as pool:
            take(pool.imap(deal_samples, jobs, chunksize=20))
    return auction, trumps


def fit_correction(normal: tuple[list, list], expert: tuple[list, list]) -> dict:
    """What the expert's own play changes in each call's value, fitted on the same spots
    valued twice (``normal``'s play, then the expert's).  The deal's luck cancels in each
    difference, so a few thousand deals fit it where the values themselves need tens of
    thousands.  Raises ``ValueError`` if the two runs' spots do not pair (another main line)."""
    (normal_auction, normal_trumps), (expert_auction, expert_trumps) = normal, expert
    if len(normal_auction) != len(expert_auction) or len(normal_trumps) != len(expert_trumps):
        raise ValueError("the normal and expert runs did not record the same spots")
    groups: dict[str, list] = {}
    for (keys, act, features, gain), (keys2, act2, features2, gain2) in zip(
        normal_auction, expert_auction, strict=True
    ):
        if (keys, act, features) != (keys2, act2, features2):
            raise ValueError(f"spot {keys[0]}|{act} does not pair with {keys2[0]}|{act2}")
        for key in keys:
            groups.setdefault(f"{key}|{act}", []).append((features, gain2 - gain))
    correction: dict[str, Any] = {
        "auction": {key: ridge_fit(rows, RIDGE) for key, rows in sorted(groups.items()) if len(rows) >= MIN_SAMPLES}
    }
    if len(normal_trumps) >= MIN_SAMPLES:
        rows = [
            ([0.0] + features[1:], value2 - value)
            for (features, value), (_, value2) in zip(normal_trumps, expert_trumps, strict=True)
        ]
        correction["trump"] = ridge_fit(rows, RIDGE, centred=True)
    return correction


def apply_correction(table: dict, correction: dict) -> dict:
    """The installed table with the correction added to every model both have."""
    out = json.loads(json.dumps(table))
    for key, delta in correction["auction"].items():
        if key in out["auction"]:
            out["auction"][key] = [round(w + d, 4) for w, d in zip(out["auction"][key], delta, strict=True)]
    if "trump" in correction and "trump" in out:
        out["trump"] = [round(w + d, 4) for w, d in zip(out["trump"], correction["trump"], strict=True)]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--deals", type=int, default=6000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument(
        "--driver",
        choices=("normal", "table"),
        default="normal",
        help="who bids on the recorded side: normal, or the installed table",
    )
    parser.add_argument(
        "--play",
        choices=("normal", "expert"),
        default="normal",
        help="who plays the recorded side's cards in every playout: normal, or the expert's search",
    )
    parser.add_argument(
        "--play-worlds",
        type=int,
        default=12,
        help="with --play expert: sampled deals a card (the arena's expert uses up to 40)",
    )
    parser.add_argument(
        "--correct-installed",
        action="store_true",
        help="with --play expert --driver table: value the same spots with normal's play too and "
        "add what the expert's play changes to the installed table, rather than refit it",
    )
    parser.add_argument(
        "--out", default=None, help="output file (default: the repo's game/ai/expert/data/bidding_<shape>.json)"
    )
    parser.add_argument("--save-samples", default=None, help="also write the regression rows here (JSON)")
    parser.add_argument("--extra-samples", nargs="*", default=[], help="rows saved by earlier rounds to fit on too")
    args = parser.parse_args(argv)
    rules = preset(args.rules, args.players)
    if args.correct_installed and (args.play != "expert" or args.driver != "table" or args.extra_samples):
        parser.error("--correct-installed needs --play expert --driver table (and no --extra-samples)")
    jobs = [
        (args.rules, args.players, args.seed, d, args.driver, args.play, args.play_worlds) for d in range(args.deals)
    ]
    started = time.time()
    auction, trumps = collect_rows(jobs, args.workers, started)
    if args.save_samples:
        Path(args.save_samples).write_text(
            json.dumps({"deals": args.deals, "auction": auction, "trump": trumps}), encoding="utf-8"
        )
    total_deals = args.deals
    for extra in args.extra_samples:
        saved = json.loads(Path(extra).read_text(encoding="utf-8"))
        total_deals += int(saved.get("deals", 0))
        auction += [tuple(row) for row in saved["auction"]]
        trumps += [tuple(row) for row in saved["trump"]]
    if args.correct_installed:
        return correct_installed(args, rules, jobs, (auction, trumps), started)
    table = fit_tables(auction, trumps)
    table["trained"] = {
        "rules": rules.name,
        "players": rules.players,
        "deals": total_deals,
        "seed": args.seed,
        "driver": args.driver,
        "play": args.play if args.play == "normal" else f"expert, {args.play_worlds} worlds a card",
        "extra_samples": [Path(p).name for p in args.extra_samples],
        "auction_samples": len(auction),
        "trump_samples": len(trumps),
    }
    out = Path(args.out) if args.out else SOURCE_DATA_DIR / f"bidding_{table_shape(rules)}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(
        json.dumps(
            {
                "out": str(out),
                **table["trained"],
                "models": len(table["auction"]),
                "seconds": round(time.time() - started),
            }
        )
    )
    return 0


def correct_installed(
    args: argparse.Namespace, rules: RuleSet, jobs: list, expert: tuple[list, list], started: float
) -> int:
    """``--correct-installed``: the installed table plus what the expert's play changes."""
    source = SOURCE_DATA_DIR / f"bidding_{table_shape(rules)}.json"
    installed = json.loads(source.read_text(encoding="utf-8"))
    normal_jobs = [job[:5] + ("normal",) + job[6:] for job in jobs]
    correction = fit_correction(collect_rows(normal_jobs, args.workers, started), expert)
    table = apply_correction(installed, correction)
    table["trained"] = dict(installed["trained"])
    table["trained"]["corrected_by_expert_play"] = {
        "deals": args.deals,
        "seed": args.seed,
        "driver": "table",
        "play": f"expert, {args.play_worlds} worlds a card",
        "models": len(correction["auction"]),
        "auction_samples": len(expert[0]),
        "trump_samples": len(expert[1]),
    }
    out = Path(args.out) if args.out else source
    out.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(
        json.dumps(
            {"out": str(out), **table["trained"]["corrected_by_expert_play"], "seconds": round(time.time() - started)}
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
