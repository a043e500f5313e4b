"""Frame time per scene and start-up time, headless (dummy video driver).

Drives the real app with a fake clock and measures the wall time of each frame (input, update,
draw and present), grouped by the scene on top: a demo game through every table scene, the
title with its attract table, the overlays (pause, help, settings, statistics) over a table, and
new screens opening (the title's new game, back to the title, a practice table: their frames count
with their scenes', and ``openings`` keeps the first three after each press apart; "held" counts
those that kept the last picture while spare time made the new one's, ``game.ui.core.preparing``).

Two runs of the same frames:
- "paced": the app as it runs, drawing what its frame plan asks (everything after a change,
  only the moving cards' areas while they fly, nothing while the table is still).  Besides the
  per-frame numbers over every frame, ``drawn_p99_ms`` is over the frames that drew something
  and ``full_share`` is the share of frames drawn in full.  ``cpu_p99_ms`` is the frames' CPU
  time (of the drawing thread): on a shared virtual machine the host takes the processor away at
  times (``steal_share``, the share of processor time taken so during the run), and wall time
  then counts the wait too.
- "full_redraw": every frame drawn in full (``Frames.always_redraw``), the worst case.
Prints one JSON object:
    {"paced": {"trick": {"median_ms": 1.2, "p99_ms": 2.9, "max_ms": 4.0, "frames": 900,
                         "drawn_p99_ms": 3.1, "full_share": 0.02}, ...},
     "full_redraw": {...}, "openings": {"paced": {"max_ms": 3.3, "frames": 9, "held": 3}, ...},
     "worst_p99_ms": 2.9, "worst_max_ms": 4.0, "worst_full_redraw_p99_ms": 5.0,
     "first_frame_s": 0.4, "size": "1920x1080", ...}
``--analyst`` keeps the accuracy analyst weighing hands in its worker process all the while (issue
42: frames must be no worse with it than without); ``openings`` then counts the hands it weighed.
Run by hand:  python benchmarks/frame_time.py [--frames 3000] [--size 3840x2160] [--busy-thread] [--analyst]
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
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

FRAME_SECONDS = 1 / 60
WARM_UP_MARGIN = 0.002
OVERLAY_FRAMES = 240
TITLE_FRAMES = 600
OPENING_FRAMES = 30   # half a second from the press: the held frame, then the first drawn ones
FIRST_FRAMES = 3      # of those, kept apart as "openings"


def first_frame_seconds(size: str, launches: int = 5) -> float:
    """Wall time from launching ``python main.py`` to its first drawn frame (a fresh process,
    imports included; the process's exit is not), the median of a few launches."""
    code = ("import time,sys; launched=float(sys.argv[2]); sys.argv=['main.py','--demo','--size','" + size +
            "','--profile-dir',sys.argv[1]]; import game.app as a, game.cli as c; "
            "app=a.App(c.parse_start(sys.argv[1:])); "
            "app.start(); app.draw(0.0); print(time.time()-launched)")
    times = []
    for _ in range(launches):
        with tempfile.TemporaryDirectory() as profile:
            out = subprocess.run([sys.executable, "-c", code, profile, repr(time.time())], cwd=ROOT,
                                 capture_output=True, text=True, env=dict(os.environ), check=True)
            times.append(float(out.stdout.strip().splitlines()[-1]))
    return statistics.median(times)


def cpu_stolen() -> tuple[int, int]:
    """(stolen, total) clock ticks of all processors so far (Linux ``/proc/stat``; zeros
    elsewhere): on a shared virtual machine the host may take the processor away mid-frame."""
    try:
        fields = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return 0, 0
    return (fields[7] if len(fields) > 7 else 0), sum(fields[:8])


def keep_a_thread_busy(stop: threading.Event) -> None:
    """Pure-Python work on another thread, as a thinking expert or practice analysis does."""
    total = 0
    while not stop.is_set():
        for i in range(10_000):
            total += i * i


def keep_the_analyst_busy(stop: threading.Event, done: list[int]) -> None:
    """The accuracy analyst at work all through the run, as after each hand a person plays: the
    app's own background worker (a process of its own, lower priority) weighing recorded hands
    one after another with its full search (``game.sim.background``)."""
    import random

    from game.ai import make_player
    from game.engine import GameState, preset
    from game.sim.background import Background, rate_hand
    from game.sim.driver import play
    rules = preset("classic")
    players = [make_player("normal") for _ in range(rules.players)]
    state = play(GameState(rules, seed=5), [p.choose for p in players],
                 [random.Random(50 + i) for i in range(rules.players)], stop_at_hand=6)
    records = [record.to_json() for record in state.records if not record.redeal]
    background = Background()
    try:
        while not stop.is_set():
            background.submit(rate_hand, records[done[0] % len(records)], (0,)).result()
            done[0] += 1
    finally:
        background.close()


def make_app(size: tuple[int, int], profile: str, full_redraw: bool, *extra: str) -> Any:
    from game.app import App
    from game.cli import parse_start
    app = App(parse_start(["--size", f"{size[0]}x{size[1]}", "--profile-dir", profile, "--seed", "7",
                          "--speed", "1.5", "--windowed", *extra]))
    app.frames.always_redraw = full_redraw
    app.start()
    return app


Timings = dict[str, list[tuple[float, str, float]]]   # scene -> (wall ms, "full" / "areas" / "none", CPU ms)


def named(name: str) -> Callable[[Any], str]:
    """Every frame timed under ``name`` (an overlay's, whatever scene is on top)."""
    return lambda _top: name


def time_frames(app: Any, frames: int, timings: Timings,
                name_of: Callable[[Any], str] = lambda top: top.name if top is not None else "none") -> None:
    """Run ``frames`` frames of 60 Hz (two fixed steps each), timing each by the scene on top."""
    for _ in range(frames):
        name = name_of(app.stack.top)
        t0, c0 = time.perf_counter(), time.thread_time()
        app.fixed_frame(steps=2, alpha=0.5)
        cpu = (time.thread_time() - c0) * 1000
        plan = app.frames.last_plan
        kind = "full" if plan.full else "areas" if plan.rects else "none"
        timings.setdefault(name, []).append(((time.perf_counter() - t0) * 1000, kind, cpu))
        app.warm_up(t0 + FRAME_SECONDS - WARM_UP_MARGIN)   # the frame's spare time, as the real loop uses it


def percentile(values: list[float], share: float) -> float:
    return values[min(len(values) - 1, int(len(values) * share))]


def measure(frames: int, size: tuple[int, int], busy_thread: bool = False,
            full_redraw: bool = False, analyst: bool = False) -> tuple[dict[str, Any], dict[str, Any]]:
    """Per scene: the frames' median, p99 and maximum; and the new screens' first frames."""
    from game.ui.scenes.host import GoToTitle, OpenHelp, OpenPause, OpenSettings, OpenStats, StartGame
    stop = threading.Event()
    if busy_thread:
        threading.Thread(target=keep_a_thread_busy, args=(stop,), daemon=True).start()
    weighed = [0]
    if analyst:
        threading.Thread(target=keep_the_analyst_busy, args=(stop, weighed), daemon=True).start()
        time.sleep(3.0)   # the worker started and at work before the first frame
    timings: Timings = {}
    openings: list[tuple[float, str, float]] = []
    with tempfile.TemporaryDirectory() as profile:
        app = make_app(size, profile, full_redraw, "--demo")
        time_frames(app, frames, timings)
        ctx = app.stack.top.ctx
        for request, name in ((OpenPause(ctx), "pause"), (OpenHelp(), "help"), (OpenSettings(ctx), "settings"),
                              (OpenStats(), "statistics")):
            app.navigate(request)
            app.navigator.settle()
            time_frames(app, OVERLAY_FRAMES, timings, named(name))
            while app.stack.top.is_overlay:
                app.stack.pop()
                app.stack.apply_requests()
    with tempfile.TemporaryDirectory() as profile:
        app = make_app(size, profile, full_redraw, "--title")
        time_frames(app, TITLE_FRAMES, timings)
        # A new screen's opening: the title's "New game", back to the title, a practice table.
        # Its frames count with the scene's, as the deal's and the overlays' openings do; the
        # first few after each press are also kept apart ("openings") to show their maximum.
        for opening in (StartGame("quick", fresh=True), GoToTitle(), StartGame("practice", fresh=True)):
            app.navigate(opening)
            first: Timings = {}
            time_frames(app, FIRST_FRAMES, first)
            for name, frames_timed in first.items():
                timings.setdefault(name, []).extend(frames_timed)
                openings.extend(frames_timed)
            time_frames(app, OPENING_FRAMES - FIRST_FRAMES, timings)
    stop.set()
    out: dict[str, Any] = {}
    for name, frames_timed in sorted(timings.items()):
        values = sorted(ms for ms, _, _ in frames_timed)
        drawn = sorted(ms for ms, kind, _ in frames_timed if kind != "none")
        cpu = sorted(ms for _, _, ms in frames_timed)
        out[name] = {"median_ms": round(statistics.median(values), 2), "p99_ms": round(percentile(values, 0.99), 2),
                     "max_ms": round(values[-1], 2), "frames": len(values),
                     "drawn_p99_ms": round(percentile(drawn, 0.99), 2) if drawn else 0.0,
                     "full_share": round(sum(kind == "full" for _, kind, _ in frames_timed) / len(values), 3),
                     "cpu_p99_ms": round(percentile(cpu, 0.99), 2)}
    first_frames = {"max_ms": round(max(ms for ms, _, _ in openings), 2), "frames": len(openings),
                    "held": sum(kind == "none" for _, kind, _ in openings)}
    if analyst:
        first_frames["hands_weighed_meanwhile"] = weighed[0]
    return out, first_frames


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--frames", type=int, default=3000, help="frames of the demo game")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--busy-thread", action="store_true",
                        help="keep another thread busy meanwhile (an expert thinking)")
    parser.add_argument("--analyst", action="store_true",
                        help="keep the accuracy analyst's worker process weighing hands meanwhile")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    stolen_before, ticks_before = cpu_stolen()
    paced, paced_openings = measure(args.frames, (w, h), args.busy_thread, analyst=args.analyst)
    full, full_openings = measure(args.frames, (w, h), args.busy_thread, full_redraw=True, analyst=args.analyst)
    stolen, ticks = (a - b for a, b in zip(cpu_stolen(), (stolen_before, ticks_before), strict=True))
    print(json.dumps({"paced": paced, "full_redraw": full,
                      "openings": {"paced": paced_openings, "full_redraw": full_openings},
                      "worst_p99_ms": max(s["p99_ms"] for s in paced.values()),
                      "worst_max_ms": max(s["max_ms"] for s in paced.values()),
                      "worst_drawn_p99_ms": max(s["drawn_p99_ms"] for s in paced.values()),
                      "worst_full_redraw_p99_ms": max(s["p99_ms"] for s in full.values()),
                      "worst_cpu_p99_ms": max(s["cpu_p99_ms"] for s in paced.values()),
                      "steal_share": round(stolen / ticks, 3) if ticks else None,
                      "first_frame_s": round(first_frame_seconds(args.size), 3),
                      "size": args.size, "busy_thread": args.busy_thread, "analyst": args.analyst,
                      "driver": os.environ["SDL_VIDEODRIVER"]}))


if __name__ == "__main__":
    main()
