"""The progress line every long headless run shows on stderr: ``deals 40/2000, 1m05s gone, about
52m left``, at most every few seconds (stdout keeps the result)."""

from __future__ import annotations

import sys
import time


class ProgressLine:
    """Called with (done, total) as work finishes; prints ``<what> done/total, ... left``."""

    def __init__(self, what: str = "deals", every_s: float = 5.0) -> None:
        self.what = what
        self.started = time.monotonic()
        self.every_s = every_s
        self.shown = -every_s

    def __call__(self, done: int, total: int) -> None:
        gone = time.monotonic() - self.started
        if done < total and gone - self.shown < self.every_s:
            return
        self.shown = gone
        left = gone / done * (total - done) if done else 0.0
        print(f"{self.what} {done}/{total}, {clock(gone)} gone, about {clock(left)} left", file=sys.stderr, flush=True)


def clock(seconds: float) -> str:
    """``1h05m`` or ``3m07s``."""
    minutes, secs = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}h{minutes:02d}m" if hours else f"{minutes}m{secs:02d}s"
