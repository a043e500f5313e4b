"""Logging for the game: a small rotating file in the profile folder, warnings also on stderr.

The file is what a player can send with a bug report, so every error the game recovers from is
logged there with its traceback instead of vanishing.  Setting up twice (a second ``App`` in
the tests) replaces this module's handlers rather than doubling them, and a profile folder that
cannot be written leaves logging on stderr, said once, never a crash.  No pygame here.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
from pathlib import Path
from typing import Optional, TextIO

LOG_FILE = "forty-fives.log"
MAX_BYTES = 256 * 1024
BACKUP_COUNT = 3
FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
CONSOLE_FORMAT = "%(levelname)s %(name)s: %(message)s"
DATE_FORMAT = "%Y-%m-%d %H:%M:%S"

log = logging.getLogger(__name__)

_MARK = "_forty_fives_handler"   # set on the handlers this module installs
_unwritable_told: set[str] = set()


class _StderrHandler(logging.StreamHandler):
    """Writes to whatever ``sys.stderr`` is at the time (tests swap it between cases)."""

    def __init__(self) -> None:
        super().__init__(sys.stderr)

    @property
    def stream(self) -> TextIO:  # type: ignore[override]
        return sys.stderr

    @stream.setter
    def stream(self, value: TextIO) -> None:
        pass


def _ours(handler: logging.Handler) -> bool:
    return bool(getattr(handler, _MARK, False))


def setup_logging(profile_dir: Optional[str | os.PathLike[str]], *, level: int = logging.INFO,
                  console_level: int = logging.WARNING) -> Optional[Path]:
    """Log ``level`` and up to ``<profile_dir>/forty-fives.log`` and ``console_level`` and up to
    stderr.  Returns the log file, or None when only stderr could be used (or no folder given)."""
    root = logging.getLogger()
    for handler in [h for h in root.handlers if _ours(h)]:
        root.removeHandler(handler)
        handler.close()
    console = _StderrHandler()
    console.setLevel(console_level)
    console.setFormatter(logging.Formatter(CONSOLE_FORMAT))
    setattr(console, _MARK, True)
    root.addHandler(console)
    root.setLevel(min(level, console_level))
    if profile_dir is None:
        return None
    path = Path(profile_dir) / LOG_FILE
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8")
    except OSError as exc:
        if str(path) not in _unwritable_told:
            _unwritable_told.add(str(path))
            log.warning("cannot write the log file %s (%s); logging to stderr only", path,
                        exc.strerror or exc)
        return None
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter(FORMAT, DATE_FORMAT))
    setattr(handler, _MARK, True)
    root.addHandler(handler)
    return path


def log_file() -> Optional[Path]:
    """Where the log is being written now (None: stderr only)."""
    for handler in logging.getLogger().handlers:
        if _ours(handler) and isinstance(handler, logging.FileHandler):
            return Path(handler.baseFilename)
    return None


def shutdown_logging() -> None:
    """Remove and close this module's handlers (tests; a clean exit)."""
    root = logging.getLogger()
    for handler in [h for h in root.handlers if _ours(h)]:
        root.removeHandler(handler)
        handler.close()


__all__ = ["LOG_FILE", "log_file", "setup_logging", "shutdown_logging"]
