"""The title's switch between one person at the TV and two (a new game seats them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.harness import AppHarness

pytestmark = pytest.mark.usefixtures("pygame_quit")   # pygame shut down after each test


def test_players_at_this_tv_switches_between_one_and_two(tmp_path: Path) -> None:
    harness = AppHarness(tmp_path, "--title")
    harness.frames(2)
    title = harness.top
    button = next(b for b in title.menu.buttons if b.value == "people")
    assert button.label == "Players at this TV: 1"
    harness.click(button.rect)
    assert harness.app.profile.settings.humans == 2 and button.label == "Players at this TV: 2"
    quick = next(b for b in title.menu.buttons if b.value == "quick")
    harness.click(quick.rect)
    harness.frames(3)
    ctx = harness.top.ctx
    assert ctx.couch is not None and len(ctx.session.human_seats) == 2
