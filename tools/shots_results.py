"""Screenshots of the skill figures as a hand and a challenge end (issue 42): a hand's board with
its accuracy (and one while it is still being worked out), a game's end with the game's, and a
daily challenge's result (while the field still plays, and once all is in).

    python tools/shots_results.py --size 1280x720 --out /tmp/shots

The real app, the real analyst in its worker process and the real field: a challenge's result
takes a minute or two of the worker's time to fill in.
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from game.sim.challenge import Challenge
from game.ui.scenes.host import StartDaily
from tools.screenshots import Shooter

WAIT_S = 600.0   # the most a figure is waited for (the analyst's worker is one process)


def _keep_pace(s: Shooter) -> None:
    """A frame, with the computer players' thinking let finish as a real frame's time would."""
    session = getattr(getattr(s.top, "ctx", None), "session", None)
    if session is not None:
        session.await_decision(30.0)
    s.frames(1)


def _play_until(s: Shooter, scene: str, frames: int) -> None:
    """Frames at the pace of a real game until ``scene`` is on top (at most ``frames``)."""
    for _ in range(frames):
        _keep_pace(s)
        if s.top.name == scene:
            return


def _wait(s: Shooter, ready: object, seconds: float = WAIT_S) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if ready():   # type: ignore[operator]
            return True
        time.sleep(0.05)
        s.settle(1)
    return False


def hand_accuracy(size: str, out: Path, only: set[str] | None = None) -> None:
    """A quick game's first board: the figure being worked out, then in."""
    with tempfile.TemporaryDirectory() as profile:
        s = Shooter(size, out, profile, ["--seed", "7"], only=only)
        _play_until(s, "scoreboard", 20000)
        s.settle(90)
        s.shot("hand-accuracy-waiting")
        book = s.top.ctx.accuracy
        _wait(s, lambda: not book.pending)
        s.settle(2)
        s.shot("hand-accuracy")
        s.app.skill.close()
    pygame.quit()


def daily_result(size: str, out: Path, only: set[str] | None = None) -> None:
    """Yesterday's challenge played through (the hint's choices), then its result screen."""
    day = datetime.date.today() - datetime.timedelta(days=1)
    with tempfile.TemporaryDirectory() as profile:
        s = Shooter(size, out, profile, ["--title"], autoplay="0.3", speed="4", only=only)
        s.app.navigate(StartDaily(Challenge.for_date(day, "classic").code))
        _play_until(s, "daily-result", 60000)
        s.settle(40)
        s.shot("daily-result-waiting")
        run = s.top.run
        _wait(s, lambda: run.field() is not None and not run.book.pending and s.top.rating is not None)
        s.settle(40)
        s.shot("daily-result")
        s.app.skill.close()
    pygame.quit()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--out", default="docs/screenshots")
    parser.add_argument("--only", nargs="+", metavar="NAME")
    args = parser.parse_args()
    only = set(args.only) if args.only else None
    hand_accuracy(args.size, Path(args.out), only)
    daily_result(args.size, Path(args.out), only)


if __name__ == "__main__":
    main()
