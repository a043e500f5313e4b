"""Frame time per scene and start-up time, headless (dummy video driver).

Drives the real app with a fake clock and measures the wall time of each frame (update, draw
and present), grouped by the scene on top: a demo game through every table scene, the title
with its attract table, and the overlays (pause, help, settings, statistics) over a table.
Every frame is drawn in full (``App.always_redraw``): the worst case, not the paced one.
Prints one JSON object:
    {"scenes": {"trick": {"median_ms": 1.2, "p99_ms": 2.9, "max_ms": 4.0, "frames": 900}, ...},
     "first_frame_s": 0.4, "size": "1920x1080", ...}
Run by hand:  python benchmarks/frame_time.py [--frames 3000] [--size 3840x2160] [--busy-thread]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

FRAME_SECONDS = 1 / 60
WARM_UP_MARGIN = 0.002
OVERLAY_FRAMES = 240
TITLE_FRAMES = 600


def first_frame_seconds(size: str) -> float:
    """Wall time from starting ``python main.py`` to its first drawn frame (a fresh process)."""
    code = ("import time,sys; t=time.perf_counter(); sys.argv=['main.py','--demo','--size','" + size +
            "','--profile-dir',sys.argv[1]]; import game.app as a; app=a.App(a.parse_args(sys.argv[1:])); "
            "app.start(); app.draw(0.0); print(time.perf_counter()-t)")
    with tempfile.TemporaryDirectory() as profile:
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code, profile], cwd=ROOT, capture_output=True, text=True,
                       env=dict(os.environ), check=True)
        return time.perf_counter() - start


def keep_a_thread_busy(stop: threading.Event) -> None:
    """Pure-Python work on another thread, as a thinking expert or practice analysis does."""
    total = 0
    while not stop.is_set():
        for i in range(10_000):
            total += i * i


def make_app(size: tuple[int, int], profile: str, *extra: str) -> Any:
    from game.app import App, parse_args
    app = App(parse_args(["--size", f"{size[0]}x{size[1]}", "--profile-dir", profile, "--seed", "7",
                          "--speed", "1.5", "--windowed", *extra]))
    app.always_redraw = True
    app.start()
    return app


def time_frames(app: Any, frames: int, timings: dict[str, list[float]],
                name_of: Callable[[Any], str] = lambda top: top.name if top is not None else "none") -> None:
    """Run ``frames`` frames of 60 Hz (two fixed steps each), timing each by the scene on top."""
    step = app.loop.step_seconds
    for _ in range(frames):
        name = name_of(app.stack.top)
        t0 = time.perf_counter()
        app.handle_events()
        for _ in range(2):
            app.update(step)
            app.loop.game_time += step
        app.draw(0.5)
        timings.setdefault(name, []).append((time.perf_counter() - t0) * 1000)
        app.warm_up(t0 + FRAME_SECONDS - WARM_UP_MARGIN)   # the frame's spare time, as the real loop uses it


def measure(frames: int, size: tuple[int, int], busy_thread: bool = False) -> dict:
    from game.ui.host import OpenHelp, OpenPause, OpenSettings, OpenStats
    stop = threading.Event()
    if busy_thread:
        threading.Thread(target=keep_a_thread_busy, args=(stop,), daemon=True).start()
    timings: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as profile:
        app = make_app(size, profile, "--demo")
        time_frames(app, frames, timings)
        ctx = app.stack.top.ctx
        for request, name in ((OpenPause(ctx), "pause"), (OpenHelp(), "help"), (OpenSettings(ctx), "settings"),
                              (OpenStats(), "statistics")):
            app.navigate(request)
            app.navigator.settle()
            time_frames(app, OVERLAY_FRAMES, timings, lambda top: name)
            while app.stack.top.is_overlay:
                app.stack.pop()
                app.stack.apply_requests()
    with tempfile.TemporaryDirectory() as profile:
        app = make_app(size, profile, "--title")
        time_frames(app, TITLE_FRAMES, timings)
    stop.set()
    out = {}
    for name, values in sorted(timings.items()):
        values.sort()
        out[name] = {"median_ms": round(statistics.median(values), 2),
                     "p99_ms": round(values[min(len(values) - 1, int(len(values) * 0.99))], 2),
                     "max_ms": round(values[-1], 2), "frames": len(values)}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--frames", type=int, default=3000, help="frames of the demo game")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--busy-thread", action="store_true",
                        help="keep another thread busy meanwhile (an expert thinking)")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    scenes = measure(args.frames, (w, h), args.busy_thread)
    worst = max(scenes.values(), key=lambda s: s["p99_ms"])
    print(json.dumps({"scenes": scenes, "worst_p99_ms": worst["p99_ms"],
                      "first_frame_s": round(first_frame_seconds(args.size), 3),
                      "size": args.size, "busy_thread": args.busy_thread, "driver": os.environ["SDL_VIDEODRIVER"]}))


if __name__ == "__main__":
    main()
