"""Memory over a long session: resident set size (RSS) as game time passes, headless.

Drives the real app with a fake clock through demo games at a raised animation speed (so an
hour of play takes minutes), every frame drawn in full, with a visit to the menus, the help,
the settings and the ladder every few game minutes, as a player would.  Samples RSS and the
picture caches' sizes (``game.ui.core.caches.report``) as it goes.  Issue 12's goal: under 300 MiB
at 1920x1080 and under 600 MiB at 3840x2160 after an hour of play.
Prints one JSON object:
    {"size": "1920x1080", "samples": [{"game_minutes": 5.0, "rss_mib": 140.2, "caches_mib": 31.5}, ...],
     "peak_rss_mib": 151.0, "goal_mib": 300, "within_goal": true, "largest_caches": {...}}
Run by hand:  python benchmarks/memory.py [--size 3840x2160] [--minutes 60] [--speed 8]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

GOALS_MIB = {(1920, 1080): 300, (3840, 2160): 600}
MENU_TRIP_EVERY = 5.0     # minutes of play between visits to the menus


def rss_mib() -> float:
    """The process's resident set size now (Linux /proc), else its peak (getrusage)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2 ** 20
    except (OSError, ValueError, IndexError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2 ** 20 if sys.platform == "darwin" else peak / 2 ** 10


def run_frames(app: Any, frames: int) -> None:
    step = app.loop.step_seconds
    for _ in range(frames):
        app.handle_events()
        for _ in range(2):
            app.update(step)
            app.loop.game_time += step
        app.navigator.settle()
        app.draw(0.5)
        app.warm_up(time.perf_counter() + 0.004)


def menu_trip(app: Any) -> None:
    """The title, the help (every page), the settings, the statistics, the ladder, then a new demo game."""
    from game.ui.scenes.host import BackToTitle, Close, OpenHelp, OpenLadder, OpenSettings, OpenStats, StartGame
    app.navigate(BackToTitle())
    run_frames(app, 60)
    app.navigate(OpenHelp())
    run_frames(app, 2)
    for _ in range(8):
        app.stack.top.turn(1)
        run_frames(app, 10)
    for request in (Close(), OpenSettings(), Close(), OpenStats(), Close(), OpenLadder()):
        app.navigate(request)
        run_frames(app, 20)
    app.navigate(BackToTitle())
    run_frames(app, 5)
    app.navigate(StartGame("quick"))
    run_frames(app, 5)


def sample(played: float) -> dict[str, float]:
    from game.ui.core import caches
    return {"game_minutes": round(played, 1), "rss_mib": round(rss_mib(), 1),
            "caches_mib": round(caches.total_bytes() / 2 ** 20, 1)}


def measure(size: tuple[int, int], minutes: float, speed: float) -> dict[str, Any]:
    from game.app import App
    from game.cli import parse_start
    from game.ui.core import caches
    samples = []
    with tempfile.TemporaryDirectory() as profile:
        app = App(parse_start(["--size", f"{size[0]}x{size[1]}", "--profile-dir", profile, "--seed", "11",
                              "--speed", str(speed), "--windowed", "--demo"]))
        app.frames.always_redraw = True
        app.start()
        step_minutes = app.loop.step_seconds * 2 / 60                # game minutes a frame plays
        interval = max(1.0, minutes / 12)                              # play minutes between samples
        frames_per_sample = max(1, round(interval / speed / step_minutes))
        trips_per_sample = max(1, round(interval / MENU_TRIP_EVERY))
        played = 0.0
        started = time.perf_counter()
        samples.append(sample(0.0))
        while played < minutes:
            for _ in range(trips_per_sample):
                run_frames(app, frames_per_sample // trips_per_sample)
                menu_trip(app)
            played += interval
            samples.append(sample(played))
        largest = sorted(caches.report().items(), key=lambda item: -item[1][1])[:8]
        wall = time.perf_counter() - started
    peak = max(s["rss_mib"] for s in samples)
    goal = GOALS_MIB.get(size)
    return {"size": f"{size[0]}x{size[1]}", "speed": speed, "samples": samples, "peak_rss_mib": peak,
            "goal_mib": goal, "within_goal": None if goal is None else peak < goal,
            "largest_caches": {name: {"entries": n, "mib": round(b / 2 ** 20, 1)} for name, (n, b) in largest},
            "wall_seconds": round(wall, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--minutes", type=float, default=60.0, help="minutes of play at normal speed")
    parser.add_argument("--speed", type=float, default=8.0, help="animation speed (up to 10): faster play")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    print(json.dumps(measure((w, h), args.minutes, args.speed)))


if __name__ == "__main__":
    main()
