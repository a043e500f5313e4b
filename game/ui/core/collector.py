"""Python's cycle collector, run in a frame's spare time before it would run in a frame.

The collector starts whenever allocations pass its threshold, wherever that happens to be: a
collection of the middle generation took 0.95 ms at 1080p, in the middle of a frame of the draw
(``benchmarks/frame_time.py``; the frames there have 3 ms).  In the spare time after a frame, the
collection that is nearly due is made ahead, so the frames rarely meet one.  Automatic collection
stays on: if spare time never comes (a slow machine), nothing piles up.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

AHEAD_SHARE = 0.5               # collect once the youngest generation is half way to its threshold
FULL_COLLECTION_SECONDS = 0.008  # room a collection of every generation needs (5 ms seen at 1080p)


def collect_ahead(deadline: float, clock: Callable[[], float] = time.perf_counter) -> int | None:
    """Collect the generation the collector would collect next, if it is nearly due and the
    frame's time (until ``deadline``) allows; which generation, or None."""
    if not gc.isenabled() or clock() >= deadline:
        return None
    counts, thresholds = gc.get_count(), gc.get_threshold()
    if thresholds[0] <= 0 or counts[0] < thresholds[0] * AHEAD_SHARE:
        return None
    generation = 0
    if counts[1] + 1 >= thresholds[1]:
        generation = 1
        if counts[2] + 1 >= thresholds[2] and deadline - clock() > FULL_COLLECTION_SECONDS:
            generation = 2
    gc.collect(generation)
    return generation
