"""Logging for the game: a small rotating file in the profile folder, warnings also on stderr.

The file is what a player can send with a bug report, so every error the game recovers from is
logged there with its traceback instead of vanishing; stderr gets one line a warning, never a
traceback while the file takes them.  Setting up twice (a second ``App`` in the tests) replaces
this module's handlers rather than doubling them.  A log that cannot be used (a folder that
cannot be written, a FIFO or a device in the log's place, a full disk) leaves logging on
stderr, said once: never a crash, a hang at start or a page of "Logging error" tracebacks.
No pygame here.
"""

from __future__ import annotations

import contextlib
import logging
import logging.handlers
import os
import stat
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

LOG_FILE = "forty-fives.log"
MAX_BYTES = 256 * 1024
BACKUP_COUNT = 3
FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
DATE_FORMAT = "%Y-%m-%d %H:%M:%S"

log = logging.getLogger(__name__)

_MARK = "_forty_fives_handler"   # set on the handlers this module installs
_unwritable_told: set[str] = set()


if TYPE_CHECKING:
    _StreamHandler = logging.StreamHandler[TextIO]
else:   # generic in the stubs; at run time Python 3.10 may not take the subscript
    _StreamHandler = logging.StreamHandler


class _StderrHandler(_StreamHandler):
    """Writes to whatever ``sys.stderr`` is at the time (tests swap it between cases)."""

    def __init__(self) -> None:
        super().__init__(sys.stderr)

    @property
    def stream(self) -> TextIO:
        return sys.stderr

    @stream.setter
    def stream(self, value: TextIO) -> None:
        pass


class _ConsoleFormatter(logging.Formatter):
    """One line a record while the log file takes the tracebacks; the traceback of an error
    too when there is no file to keep it."""

    def format(self, record: logging.LogRecord) -> str:
        line = record.getMessage()
        text = f"{record.levelname} {record.name}: {line}"
        if record.exc_info and record.levelno >= logging.ERROR and log_file() is None:
            text += "\n" + self.formatException(record.exc_info)
        return text


class _LogFile(logging.handlers.RotatingFileHandler):
    """The log file, which gives up (said once on stderr) at its first failed write rather than
    printing a traceback for every record: a full disk made 284 lines of them in 3 seconds."""

    broken = False

    def emit(self, record: logging.LogRecord) -> None:
        if not self.broken:
            super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 (logging's name)
        if self.broken:
            return
        self.broken = True
        error = sys.exc_info()[1]
        reason = getattr(error, "strerror", None) or error.__class__.__name__
        with contextlib.suppress(OSError, ValueError):   # no stderr either (pythonw): nothing more to say
            sys.stderr.write(f"WARNING game.logs: the log file {self.baseFilename} can no longer be "
                             f"written ({reason}); logging to stderr only\n")


def _ours(handler: logging.Handler) -> bool:
    return bool(getattr(handler, _MARK, False))


def _not_a_log_file(path: Path) -> str | None:
    """Why ``path`` (following a link) cannot be the log: opening a FIFO to append waits for a
    reader forever, and a device (a link to /dev/full) takes nothing."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return None   # made on opening
    if not stat.S_ISREG(mode):
        return "it is not a regular file"
    return None


def setup_logging(profile_dir: str | os.PathLike[str] | None, *, level: int = logging.INFO,
                  console_level: int = logging.WARNING, quiet: bool = False) -> Path | None:
    """Log ``level`` and up to ``<profile_dir>/forty-fives.log`` and ``console_level`` and up to
    stderr.  Returns the log file, or None when only stderr could be used (or no folder given);
    ``quiet``: the caller has said why the folder cannot be used, so this says nothing more."""
    root = logging.getLogger()
    for old in [h for h in root.handlers if _ours(h)]:
        root.removeHandler(old)
        old.close()
    console = _StderrHandler()
    console.setLevel(console_level)
    console.setFormatter(_ConsoleFormatter())
    setattr(console, _MARK, True)
    root.addHandler(console)
    root.setLevel(min(level, console_level))
    if profile_dir is None:
        return None
    path = Path(profile_dir) / LOG_FILE
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        problem = _not_a_log_file(path)
        if problem is not None:
            raise OSError(problem)
        handler: logging.Handler = _LogFile(path, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT,
                                            encoding="utf-8")
    except OSError as exc:
        if str(path) not in _unwritable_told and not quiet:
            _unwritable_told.add(str(path))
            log.warning("cannot write the log file %s (%s); logging to stderr only", path,
                        exc.strerror or exc)
        return None
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter(FORMAT, DATE_FORMAT))
    setattr(handler, _MARK, True)
    root.addHandler(handler)
    return path


def log_file() -> Path | None:
    """Where the log is being written now (None: stderr only)."""
    for handler in logging.getLogger().handlers:
        if _ours(handler) and isinstance(handler, _LogFile) and not handler.broken:
            return Path(handler.baseFilename)
    return None


def shutdown_logging() -> None:
    """Remove and close this module's handlers (tests; a clean exit)."""
    root = logging.getLogger()
    for old in [h for h in root.handlers if _ours(h)]:
        root.removeHandler(old)
        old.close()


__all__ = ["LOG_FILE", "log_file", "setup_logging", "shutdown_logging"]
