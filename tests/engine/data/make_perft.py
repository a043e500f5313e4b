"""Regenerate perft.json (golden counts) after an intended rules change:
    python tests/engine/data/make_perft.py
Review the diff: every changed count is a changed set of legal actions."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from game.engine import preset
from game.engine.perft import perft, position, random_path

SPECS = [  # preset, players, seed, phase to reach, extra random steps, depths
    ("classic", 4, 1, "auction", 0, [1, 2, 3, 4, 5]),
    ("classic", 6, 2, "auction", 0, [1, 2, 3, 4]),
    ("new-england", 4, 3, "auction", 0, [1, 2, 3, 4]),
    ("house-125", 4, 4, "kitty_discard", 0, [1, 2]),
    ("cutthroat", 5, 5, "call", 0, [1, 2]),
    ("classic", 4, 6, "draw", 0, [1, 2]),
    ("classic", 6, 7, "draw", 5, [1, 2]),
    ("classic", 4, 8, "play", 0, [1, 2, 3, 4, 5, 6]),
    ("classic", 4, 9, "play", 12, [1, 2, 3, 4, 5, 6, 7, 8]),
    ("forty-five", 2, 10, "play", 0, [1, 2, 3, 4, 5, 6]),
    ("cutthroat", 5, 11, "play", 0, [1, 2, 3, 4, 5]),
    ("forty-five", 6, 12, "play", 0, [1, 2, 3, 4, 5]),
]


def main() -> None:
    out = []
    for name, players, seed, phase, extra, depths in SPECS:
        rules = preset(name, players)
        for s in range(seed, seed + 50):
            try:
                dealer, deck, path = random_path(rules, s, phase, extra)
                break
            except ValueError:
                continue
        state = position(rules, dealer, deck, path)
        counts = {str(d): perft(state, d) for d in depths}
        print(name, players, phase, counts)
        out.append({"rules": name, "players": players, "dealer": dealer, "deck": deck, "path": path,
                    "phase": state.phase, "counts": counts})
    target = Path(__file__).with_name("perft.json")
    target.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
