"""Test-wide settings: hypothesis runs the same examples every time (no flaky CI), with no
per-example deadline (the machines are shared and noisy; speed belongs in benchmarks/)."""

import os

from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

settings.register_profile("project", deadline=None, derandomize=True, print_blob=True)
settings.load_profile("project")
