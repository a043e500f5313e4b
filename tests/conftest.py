"""Test-wide settings: hypothesis runs the same examples every time (no flaky CI), with no
per-example deadline (the machines are shared and noisy; speed belongs in benchmarks/). And the
fixtures tests in several folders share: the headless app harness and pygame shut down after a
test (pygame is imported only when they are used: most tests never touch it)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import settings

if TYPE_CHECKING:
    from tests.ui.harness import AppHarness

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

settings.register_profile("project", deadline=None, derandomize=True, print_blob=True)
settings.load_profile("project")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Building the standalone program or the wheel is slow by nature: those run with -m slow."""
    for item in items:
        if item.get_closest_marker("standalone") or item.get_closest_marker("packaging"):
            item.add_marker(pytest.mark.slow)


class InlineExecutor(Executor):
    """Runs each job as it is handed in, on the caller's thread: no work outlives the test that
    made it (a job still searching on a thread while pygame shuts down can hang that shutdown)."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as error:   # handed to the future, as a pool does
            future.set_exception(error)
        return future


@pytest.fixture(autouse=True, scope="session")
def small_background_worker() -> Iterator[None]:
    """The app's background worker run in place with a small analyst search: the app tests play
    hands by the hundred and must not spawn a process and search seconds for each, nor leave
    work running behind them.  The real worker process is tested on its own
    (tests/sim/test_background.py); figures still being worked out, with held work
    (tests/ui/test_redraw_pixels.py)."""
    from game.ai.accuracy import Analysis
    from game.sim import background
    made, analysis = background.MAKE_EXECUTOR, background.ANALYSIS
    background.MAKE_EXECUTOR = InlineExecutor
    background.ANALYSIS = Analysis(budget_s=0.01, play_worlds=4)
    yield
    background.MAKE_EXECUTOR, background.ANALYSIS = made, analysis


@pytest.fixture
def pygame_quit() -> Iterator[None]:
    """pygame shut down after the test, so the next one starts with no window or dead fonts."""
    yield
    import pygame
    pygame.quit()


@pytest.fixture
def app_harness(tmp_path: Path, pygame_quit: None) -> Callable[..., AppHarness]:
    """Make ``AppHarness(tmp_path, *args, size=...)``: the real app on a fake clock, its profile
    in the test's own folder, pygame shut down afterwards. Call it again for a second run of the
    app on the same profile."""
    from tests.ui.harness import AppHarness

    def make(*args: str, size: str = "1280x720") -> AppHarness:
        return AppHarness(tmp_path, *args, size=size)
    return make
