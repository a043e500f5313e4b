"""Test-wide settings: hypothesis runs the same examples every time (no flaky CI), with no
per-example deadline (the machines are shared and noisy; speed belongs in benchmarks/)."""

import os

import pytest
from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

settings.register_profile("project", deadline=None, derandomize=True, print_blob=True)
settings.load_profile("project")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Building the standalone program or the wheel is slow by nature: those run with -m slow."""
    for item in items:
        if item.get_closest_marker("standalone") or item.get_closest_marker("packaging"):
            item.add_marker(pytest.mark.slow)
