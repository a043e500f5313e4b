"""Frame time per scene and start-up time, headless (dummy video driver), 1920x1080.

Drives a demo game with a fake clock and measures update+draw wall time per frame,
grouped by the scene on top.  Prints one JSON object:
    {"scenes": {"trick": {"median_ms": 1.2, "p99_ms": 2.9, "frames": 900}, ...}, "first_frame_s": 0.4}
Run by hand:  python benchmarks/frame_time.py [--frames 3000] [--size 1920x1080] [--busy-thread]
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

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def first_frame_seconds(size: str) -> float:
    """Wall time from starting ``python main.py`` to its first drawn frame (a fresh process)."""
    code = ("import time,sys; t=time.perf_counter(); sys.argv=['main.py','--demo','--size','" + size +
            "','--profile-dir',sys.argv[1]]; import game.app as a; app=a.App(a.parse_args(sys.argv[1:])); "
            "app.start(); app.draw(0.0); app.display.flip(); print(time.perf_counter()-t)")
    with tempfile.TemporaryDirectory() as profile:
        start = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", code, profile], cwd=ROOT, capture_output=True, text=True,
                             env=dict(os.environ), check=True)
        total = time.perf_counter() - start
    del out
    return total


def keep_a_thread_busy(stop: threading.Event) -> None:
    """Pure-Python work on another thread, as a thinking expert or practice analysis does."""
    total = 0
    while not stop.is_set():
        for i in range(10_000):
            total += i * i


def measure(frames: int, size: tuple[int, int], busy_thread: bool = False) -> dict:
    from game.app import App, parse_args
    stop = threading.Event()
    if busy_thread:
        threading.Thread(target=keep_a_thread_busy, args=(stop,), daemon=True).start()
    with tempfile.TemporaryDirectory() as profile:
        app = App(parse_args(["--demo", "--size", f"{size[0]}x{size[1]}", "--profile-dir", profile,
                              "--seed", "7", "--speed", "1.5"]))
        app.start()
        timings: dict[str, list[float]] = {}
        step = app.loop.step_seconds
        for _ in range(frames):
            top = app.stack.top
            name = top.name if top is not None else "none"
            t0 = time.perf_counter()
            app.handle_events()
            for _ in range(2):  # a 60 Hz frame: two fixed steps at 120 Hz
                app.update(step)
                app.loop.game_time += step
            app.draw(0.5)
            timings.setdefault(name, []).append((time.perf_counter() - t0) * 1000)
            app.display.flip()
        out = {}
        for name, values in sorted(timings.items()):
            values.sort()
            out[name] = {"median_ms": round(statistics.median(values), 2),
                         "p99_ms": round(values[min(len(values) - 1, int(len(values) * 0.99))], 2),
                         "frames": len(values)}
        return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=3000)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--busy-thread", action="store_true",
                        help="keep another thread busy meanwhile (an expert thinking)")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    scenes = measure(args.frames, (w, h), args.busy_thread)
    print(json.dumps({"scenes": scenes, "first_frame_s": round(first_frame_seconds(args.size), 3),
                      "size": args.size, "busy_thread": args.busy_thread}))


if __name__ == "__main__":
    main()
