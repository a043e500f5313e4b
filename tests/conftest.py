"""Test-wide settings: hypothesis runs the same examples every time (no flaky CI), with no
per-example deadline (the machines are shared and noisy; speed belongs in benchmarks/). And the
fixtures tests in several folders share: the headless app harness and pygame shut down after a
test (pygame is imported only when they are used: most tests never touch it)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

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


@pytest.fixture(autouse=True, scope="session")
def small_background_worker() -> Iterator[None]:
    """The app's background worker as a thread with a small analyst search: the app tests play
    hands by the hundred and must not spawn a process and search seconds for each.  The real
    worker process is tested on its own (tests/sim/test_background.py)."""
    from concurrent.futures import ThreadPoolExecutor

    from game.ai.accuracy import Analysis
    from game.sim import background
    made, analysis = background.MAKE_EXECUTOR, background.ANALYSIS
    background.MAKE_EXECUTOR = lambda: ThreadPoolExecutor(max_workers=1, thread_name_prefix="test-background")
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
