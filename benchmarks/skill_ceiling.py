"""How much card-play skill a table allows: open-handed play against a level.

Side A plays its cards with every hand open, by the exact solver on the true deal, all
five tricks deep; its auction, trump, draw and rob are ``--a-level``'s (the expert's by
default).  No fair player beats that at the cards on average, so A's margin over ``--b``
on the duel's duplicate deals bounds the card-play edge any level can show over ``--b``
at that table (``game/sim/open_handed.py`` says more).  Run by hand:

    python benchmarks/skill_ceiling.py --rules forty-five --players 4 --deals 2000 --workers 2
    python benchmarks/skill_ceiling.py --rules cutthroat --deals 2000 --workers 2
    python benchmarks/skill_ceiling.py --rules cutthroat --deals 400 --clairvoyant-auction

``--clairvoyant-auction``: A's auction sees every card too (``ClairvoyantAuction``): each
legal call is played out to the hand's end and the best is made, bounding the auction's edge
as well as the cards'.

Prints one JSON object: A's points a hand minus B's with its 95% interval, the win rate over
deals, and the open-handed decisions with the solver's nodes per decision.  The deals are
``python -m game.sim duel``'s for the same seed, so the figure sits beside a duel's.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine import preset
from game.sim.open_handed import run_ceiling


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Open-handed card play against a level.")
    parser.add_argument("--rules", default="forty-five", help="preset name")
    parser.add_argument("--players", type=int, default=None, help="table size (the preset's default if omitted)")
    parser.add_argument("--deals", type=int, default=500, help="duplicate deals (each played twice)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--a-level", default="expert", help="who makes side A's decisions other than cards")
    parser.add_argument("--b", default="normal", help="the level measured against")
    parser.add_argument(
        "--both-open", action="store_true", help="B plays open-handed too (a check: 0 for equal levels)"
    )
    parser.add_argument(
        "--clairvoyant-auction",
        action="store_true",
        help="A's auction sees every card too: each call tried to the hand's end, the best made",
    )
    parser.add_argument("--workers", type=int, default=1, help="processes sharing the deals")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.workers < 1:
        parser.error("--deals and --workers must be at least 1")
    rules = preset(args.rules, args.players)
    print(
        json.dumps(
            run_ceiling(
                args.a_level,
                args.b,
                args.deals,
                args.seed,
                rules,
                args.workers,
                args.both_open,
                args.clairvoyant_auction,
            )
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
