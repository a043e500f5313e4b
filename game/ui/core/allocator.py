"""Keep freed picture memory for reuse instead of handing it back to the system.

A card turned or scaled in flight is a new picture of a megabyte or so at 4K, made in the middle
of a frame.  glibc's ``malloc`` maps blocks that large straight from the system and unmaps them
when freed, so every new one pays a page fault per 4 KiB page on first touch: measured at 4K, a
quick turn of a hand card took 0.68 ms with that and 0.41 ms with the memory kept
(``benchmarks/frame_time.py`` shows the frames).  Raising the mapping and trimming thresholds keeps
such blocks in the heap, where the next picture reuses them.  Full-window buffers (33 MB at 4K)
are above the threshold and still mapped: they live for the whole run.

Only glibc has these knobs; elsewhere (macOS, Windows, musl) this does nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import sys

log = logging.getLogger(__name__)

M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
MMAP_THRESHOLD_BYTES = 32 * 1024 * 1024    # glibc's largest allowed value on 64-bit systems
TRIM_THRESHOLD_BYTES = 128 * 1024 * 1024   # free heap kept before any is handed back

_tuned: bool | None = None


def keep_freed_pictures() -> bool:
    """Set the thresholds once per process; whether they were set (False off glibc)."""
    global _tuned
    if _tuned is not None:
        return _tuned
    _tuned = False
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError) as error:   # not glibc (musl has no mallopt): nothing to tune
        log.info("allocator left as it is: %s", error)
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    _tuned = bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES)) and \
        bool(mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD_BYTES))
    if not _tuned:
        log.info("allocator thresholds refused by mallopt; pictures are allocated as before")
    return _tuned
