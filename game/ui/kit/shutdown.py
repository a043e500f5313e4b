"""How the game ends when it is not the player who ends it: a stop asked by the system (SIGTERM,
SIGHUP: a logout, a shutdown, a closed terminal) and an error nobody caught.

Both keep the game in progress: a stop is turned into the same quit a closed window makes (the
autosave, the settings), between ticks; an error is logged with its traceback, the game is saved
if it can be, and the player reads one line that says where the details are before the window
closes.
"""

from __future__ import annotations

import contextlib
import logging
import signal
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any, Protocol

import pygame

from game import resources
from game.logs import log_file
from game.ui.kit import theme

log = logging.getLogger(__name__)

STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))
FAREWELL_SECONDS = 12.0   # the most the error's line waits for a key before the window closes


@contextlib.contextmanager
def stop_signals(request_stop: Callable[[], None]) -> Iterator[None]:
    """While the game runs, SIGTERM and SIGHUP ask it to stop as a closed window does (the
    handler only sets a flag: the quit itself happens between ticks).  Only the main thread
    may install handlers; elsewhere (a test's thread) nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous: dict[int, Any] = {}

    def handle(number: int, _frame: Any) -> None:
        log.info("asked to stop (%s): the game is saved and closed", signal.Signals(number).name)
        request_stop()

    for number in STOP_SIGNALS:
        previous[number] = signal.signal(number, handle)
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


def crash_line(saved: bool | None, log_path: str | None) -> str:
    """The one line a player reads after an error: what became of the game, where the details are."""
    game = {True: " Your game was saved.", False: " Your game could not be saved.", None: ""}[saved]
    where = f"Details are in {log_path}." if log_path else "No log could be written; the details are above."
    return f"Sorry: the game stopped on an error.{game} {where}"


def show_farewell(line: str, wait: bool) -> None:
    """The error's line on the window, until a key, a click or ``FAREWELL_SECONDS`` (``wait``
    False: headless runs and tests, where no one is looking, do not wait)."""
    surface = pygame.display.get_surface()
    if surface is None:
        return
    try:
        width, height = surface.get_size()
        surface.fill((12, 20, 16))
        lines, size = theme.wrap_to_fit(line, 30, int(width * 0.86), 4)
        step = theme.line_height(size) * 1.2
        top = height / 2 - step * len(lines) / 2
        for number, text in enumerate(lines):
            theme.blit_text(surface, text, size, (width / 2, top + step * (number + 0.5)), theme.CREAM, "center")
        theme.blit_text(surface, "Press any key to close", 22, (width / 2, top + step * (len(lines) + 1.2)),
                        theme.GOLD, "center")
        pygame.display.flip()
    except (pygame.error, ValueError, TypeError, AttributeError):   # the screen itself may be the fault
        log.warning("the error's message could not be drawn", exc_info=True)
        return
    deadline = time.monotonic() + FAREWELL_SECONDS
    while wait and time.monotonic() < deadline:
        for event in pygame.event.get():
            if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.JOYBUTTONDOWN,
                              pygame.CONTROLLERBUTTONDOWN):
                return
        time.sleep(0.03)


__all__ = ["FAREWELL_SECONDS", "STOP_SIGNALS", "crash_line", "show_farewell", "stop_signals"]


class Playable(Protocol):
    """What ``play`` runs: the app."""

    def run(self) -> None: ...

    def request_stop(self) -> None: ...

    def crashed(self, error: BaseException) -> str: ...


def play(make_app: Callable[[], Playable]) -> int:
    """Make the app and run it to its end; the exit status.  A broken installation is raised
    (the command line says so in one line); an error before the first frame is logged with
    nothing to save; one during play is logged with the game saved (``crashed``); pygame is
    shut down whatever happens."""
    try:
        app = make_app()
    except resources.DataError:
        raise
    except Exception as error:
        path = log_file()
        log.critical("%s", crash_line(None, str(path) if path else None), exc_info=error)
        pygame.quit()
        return 1
    try:
        with stop_signals(app.request_stop):
            app.run()
    except Exception as error:
        app.crashed(error)
        return 1
    finally:
        pygame.quit()
    return 0


def farewell(error: BaseException, saved: bool | None, wait: bool = True) -> str:
    """An error nobody caught: the traceback logged and the one line the player reads (on the
    window, and on stderr), which says whether the game was ``saved`` and where the log is; it
    waits for a key on a real window when ``wait``."""
    path = log_file()
    line = crash_line(saved, str(path) if path else None)
    log.critical("%s", line, exc_info=error)
    show_farewell(line, wait=wait and pygame.display.get_driver() not in ("dummy", "offscreen"))
    return line
