"""CPU use of the real frame loop (real clock, frame limiter), as a share of one core.

Two moments: a table waiting for you to play (nothing moves but your name plate's glow), and a
demo game animating.  The process's CPU time (all threads) over the wall time is printed as
one JSON object, with how the frames were drawn (in full, in part, not at all):
    {"waiting": {"cpu_percent": 2.1, "frames": 598, "full": 3, "partial": 300, "none": 295}, ...}

Run by hand, headless or in a real window:
    python benchmarks/cpu_use.py [--size 3840x2160] [--seconds 10]
    xvfb-run -s "-screen 0 3840x2160x24" env SDL_VIDEODRIVER=x11 python benchmarks/cpu_use.py --size 3840x2160
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def fast_forward(app: Any, done: Callable[[], bool], limit: int = 20000) -> None:
    """Step frames on a fake clock (no waiting) until ``done()``."""
    fake = [0.0]

    def clock() -> float:
        fake[0] += app.loop.step_seconds * 2
        return fake[0]
    for _ in range(limit):
        if done():
            return
        app.step_frames(1, clock)
    raise RuntimeError("never reached the moment to measure")


def measure(app: Any, seconds: float) -> dict:
    """Run the real loop for ``seconds`` of wall time and count CPU time and frame kinds.  The
    pictures the app makes once in its spare time (card faces, the help's cards) are made
    first: the figure is the steady cost of the moment, not a one-off."""
    app.warm_up(time.perf_counter() + 60.0)
    kinds = {"full": 0, "partial": 0, "none": 0}
    draw = app.draw

    def counted_draw(alpha: float) -> None:
        draw(alpha)
        plan = app.frames.last_plan
        kinds["full" if plan.full else "partial" if plan.rects else "none"] += 1
    app.quit_at = app.loop.game_time + seconds
    cpu0, wall0 = time.process_time(), time.perf_counter()
    app.loop.reset()
    app.loop.run(app.update, counted_draw, poll_events=app.handle_events, end_frame=app.end_frame,
                 clock=time.perf_counter)
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    return {"cpu_percent": round(100 * cpu / wall, 1), "wall_s": round(wall, 2), "frames": sum(kinds.values()),
            **kinds}


def make_app(size: str, profile: str, *extra: str) -> Any:
    from game.app import App
    from game.cli import parse_start
    app = App(parse_start(["--windowed", "--size", size, "--profile-dir", profile, *extra]))
    app.start()
    return app


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    import pygame
    out: dict[str, Any] = {"size": args.size, "driver": os.environ.get("SDL_VIDEODRIVER")}
    with tempfile.TemporaryDirectory() as profile:
        app = make_app(args.size, profile, "--seed", "11")

        def waiting() -> bool:
            top = app.stack.top
            ctx = getattr(top, "ctx", None)
            return (ctx is not None and top.name in ("auction", "trick") and ctx.session.human_to_act()
                    and not top.animating)
        fast_forward(app, waiting)
        out["waiting"] = measure(app, args.seconds)
        pygame.quit()
    with tempfile.TemporaryDirectory() as profile:
        app = make_app(args.size, profile, "--demo", "--seed", "7")
        fast_forward(app, lambda: getattr(app.stack.top, "name", "") == "auction")
        out["animating"] = measure(app, args.seconds)
        pygame.quit()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
