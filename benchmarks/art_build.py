"""How long the drawn-in-code art takes to build, headless: run by hand, not in the tests.

The table draws all 52 faces and the back at its largest card size when it opens (smaller sizes
are scaled from those) and builds the felt with its rail once per window size; both happen
while a table opens, so they must stay short.  Goals: the master deck under 0.25 s at 1920x1080
and 0.8 s at 3840x2160; the felt under 50 ms and 150 ms.  Prints one JSON object:
    {"1920x1080": {"master_height": 238, "master_deck_s": 0.05, "felt_s": 0.013, ...}, ...}
Run:  python benchmarks/art_build.py [--repeat 3] [--large-cards]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.ui.art import table_art
from game.ui.art.card_art import CardArt
from game.ui.art.portraits import portrait
from game.ui.core import caches, suits
from game.ui.core.geometry import card_size

SIZES = ((1920, 1080), (3840, 2160))


def master_deck_seconds(height: int, large: bool) -> float:
    """All 52 faces and the back drawn from nothing (no cached suit symbols)."""
    suits.clear_cache()
    art = CardArt(height, large_indices=large)
    started = time.perf_counter()
    for card in range(52):
        art.face(card)
    art.back()
    return time.perf_counter() - started


def felt_seconds(size: tuple[int, int]) -> float:
    table_art.clear_caches()
    started = time.perf_counter()
    table_art.felt(size)
    return time.perf_counter() - started


def portraits_seconds(size: int) -> float:
    caches.reset_all()
    started = time.perf_counter()
    for name in ("You", "Margaret", "Angus", "Colette", "Dougie", "Marie"):
        portrait(name, size, (200, 60, 60))
    return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3, help="best of this many runs")
    parser.add_argument("--large-cards", action="store_true")
    args = parser.parse_args(argv)
    pygame.init()
    pygame.display.set_mode((64, 64))   # surfaces are converted to the display's format, as in play
    report: dict[str, dict[str, float | int]] = {}
    for size in SIZES:
        height = round(card_size(size, args.large_cards)[1])
        decks = [master_deck_seconds(height, args.large_cards) for _ in range(args.repeat)]
        felts = [felt_seconds(size) for _ in range(args.repeat)]
        portrait_size = round(min(size) * 0.09)
        report[f"{size[0]}x{size[1]}"] = {
            "master_height": height,
            "master_deck_s": round(min(decks), 4), "master_deck_worst_s": round(max(decks), 4),
            "felt_s": round(min(felts), 4), "felt_worst_s": round(max(felts), 4),
            "portrait_px": portrait_size, "six_portraits_s": round(portraits_seconds(portrait_size), 4),
        }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
