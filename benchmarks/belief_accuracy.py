"""How well the expert's guesses place the hidden cards, with and without reading the play.

Plays hands with the expert on one side and ``normal`` on the other; at each of the
expert's card choices after the first card of the hand it guesses a batch of deals as the
search does (hard facts, the draw, the auction) and measures, over the batch weighted by
each model, the share of the hidden cards of the opponents (and of the partner) that the
guesses put in the right hand.  The true hands are read only to score the guesses, never
by the guesses.  Also the cost of the reading (CPU ms per batch) and how much of the batch
the weights keep (effective sample size as a share of the batch).  Run by hand:

    python benchmarks/belief_accuracy.py --rules classic --hands 20 --temperatures 0.1 0.25 0.5
    python benchmarks/belief_accuracy.py --rules nova-scotia --partner-temperatures 0.5

Prints one JSON object; progress goes to stderr.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import make_player
from game.ai.expert.belief import PlayModel, PlayReader
from game.ai.expert.knowledge import read_knowledge
from game.ai.expert.sampling import auction_weight, deal_hidden
from game.engine import GameState, preset
from game.engine.state import shuffled_deck
from game.sim.driver import Turn, dealt_hand, play

BATCH = 120   # the search's batch: 40 deals to solve, three times over


def placed_right(hands: Sequence[int], truth: Sequence[int], seats: Sequence[int]) -> float:
    """The share of ``seats``' cards that ``hands`` puts in the right hand."""
    total = sum(truth[s].bit_count() for s in seats)
    return sum((hands[s] & truth[s]).bit_count() for s in seats) / total if total else 0.0


class Tally:
    """Weighted accuracy sums for one model over the decisions measured."""

    def __init__(self) -> None:
        self.opponents = 0.0
        self.partner = 0.0
        self.kept = 0.0
        self.cpu = 0.0
        self.decisions = 0

    def add(self, weights: list[float], opp: list[float], par: list[float], cpu: float) -> None:
        total = sum(weights)
        self.opponents += sum(w * x for w, x in zip(weights, opp, strict=True)) / total
        self.partner += sum(w * x for w, x in zip(weights, par, strict=True)) / total
        self.kept += total * total / sum(w * w for w in weights) / len(weights)
        self.cpu += cpu
        self.decisions += 1

    def summary(self) -> dict[str, float]:
        n = max(1, self.decisions)
        return {"opponents_placed": round(self.opponents / n, 4), "partner_placed": round(self.partner / n, 4),
                "effective_share": round(self.kept / n, 3), "cpu_ms_per_batch": round(1000 * self.cpu / n, 1)}


def score_guesses(turn: Turn, rng: random.Random, models: dict[str, PlayModel | None],
                  tallies: dict[str, Tally]) -> None:
    """At an expert's play after the first card: how well each model's weights place the
    hidden cards of a batch of guessed deals (the driver's ``before`` hook; reads only)."""
    state, seat = turn.state, turn.seat
    if not (state.phase == "play" and seat % 2 == 0 and (state.tricks or state.trick)
            and len(turn.observation.legal_actions) > 1):
        return
    obs = turn.observation
    know = read_knowledge(obs)
    guesses = [h for h in (deal_hidden(obs, know, rng) for _ in range(BATCH)) if h is not None]
    partners = set(obs.partners())
    opponents = [s for s in range(4) if s != seat and s not in partners]
    opp = [placed_right(h, state.hands, opponents) for h in guesses]
    par = [placed_right(h, state.hands, sorted(partners)) for h in guesses]
    base = [auction_weight(obs, h, know) for h in guesses]
    for name, model in models.items():
        clock = time.thread_time()
        weights = base
        if model is not None:
            reader = PlayReader(obs, model)
            weights = [w * reader.weight(h) for w, h in zip(base, guesses, strict=True)]
        tallies[name].add(weights, opp, par, time.thread_time() - clock)


def measure(rules_name: str, hands: int, seed: int, models: dict[str, PlayModel | None]) -> dict[str, Any]:
    rules = preset(rules_name, 4)
    tallies = {name: Tally() for name in models}
    started = time.monotonic()
    for hand in range(hands):
        rng = random.Random(f"belief:{seed}:{hand}")
        state = dealt_hand(rules, rng.randrange(4), shuffled_deck(rng))
        players = [make_player("expert" if s % 2 == 0 else "normal") for s in range(4)]
        play(state, [p.choose for p in players],
             partial(_decision_rng, f"{seed}:{hand}"), stop_at_hand=1,
             before=partial(score_guesses, rng=rng, models=models, tallies=tallies))
        gone = time.monotonic() - started
        print(f"hands {hand + 1}/{hands}, {gone:.0f}s gone, about {gone / (hand + 1) * (hands - hand - 1):.0f}s left",
              file=sys.stderr, flush=True)
    return {"rules": rules_name, "hands": hands, "seed": seed, "batch": BATCH,
            "decisions": next(iter(tallies.values())).decisions,
            "models": {name: tally.summary() for name, tally in tallies.items()}}


def _decision_rng(key: str, state: GameState, _seat: int) -> random.Random:
    """A fresh generator per decision, keyed by the hand and how far it has gone."""
    return random.Random(f"{key}:{len(state.history)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rules", default="classic", help="a four-handed preset")
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--temperatures", type=float, nargs="*", default=[0.1, 0.25, 0.5, 1.0],
                        help="opponents' reading temperatures to compare (partners not read)")
    parser.add_argument("--partner-temperatures", type=float, nargs="*", default=[],
                        help="partner reading temperatures, on top of the opponents' at 0.25")
    args = parser.parse_args(argv)
    models: dict[str, PlayModel | None] = {"auction and draw only": None}
    for t in args.temperatures:
        models[f"opponents at {t}"] = PlayModel(temperature=t)
    for t in args.partner_temperatures:
        models[f"opponents at 0.25, partner at {t}"] = PlayModel(temperature=0.25, partner_temperature=t)
    print(json.dumps(measure(args.rules, args.hands, args.seed, models)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
