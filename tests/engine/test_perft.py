"""Golden counts of legal action sequences from fixed seeded positions (chess-style perft).

The counts in data/perft.json were produced by the engine and checked by hand where small
enough (below); any change to what is legal changes a count.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.engine import preset
from game.engine.perft import perft, position

CASES = json.loads((Path(__file__).parent / "data" / "perft.json").read_text())


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c['rules']}-{c['players']}-{c['phase']}-{c['dealer']}")
def test_golden_perft(case: dict) -> None:
    state = position(preset(case["rules"], case["players"]), case["dealer"], case["deck"], case["path"])
    assert state.phase == case["phase"]
    for depth, expected in case["counts"].items():
        assert perft(state, int(depth)) == expected, f"depth {depth}"


def test_auction_counts_by_hand() -> None:
    """docs/RULES.md 2: "each bids a multiple of 5 above the current bid, up to 30, or passes".
    First call: pass, 15, 20, 25, 30 = 5.  Second: after a pass 5, after 15 four, after 20
    three, after 25 two, after 30 only a pass: 15.  With the dealer fourth, the hold adds one
    option for every three-call start that holds a bid (34 of 35): 70 + 34 = 104."""
    case = next(c for c in CASES if c["rules"] == "classic" and c["players"] == 4 and c["phase"] == "auction")
    state = position(preset("classic", 4), case["dealer"], case["deck"], case["path"])
    assert [perft(state, d) for d in (1, 2, 3, 4)] == [5, 15, 35, 104]


def test_kitty_discard_count_by_hand() -> None:
    """house-125: the bidder holds 5 + a kitty of 4 and "discards down to 5": C(9, 4) = 126."""
    case = next(c for c in CASES if c["phase"] == "kitty_discard")
    state = position(preset(case["rules"], case["players"]), case["dealer"], case["deck"], case["path"])
    assert perft(state, 1) == 126


def test_draw_count_by_hand() -> None:
    """docs/RULES.md 4: "each player discards 0 to 5 cards": 2**5 = 32 choices each."""
    case = next(c for c in CASES if c["phase"] == "draw" and c["players"] == 4)
    state = position(preset("classic", 4), case["dealer"], case["deck"], case["path"])
    assert perft(state, 1) == 32 and perft(state, 2) == 32 * 32
