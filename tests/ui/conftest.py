"""Shared fixtures of the drawing tests."""

from __future__ import annotations

import pygame
import pytest

from game.ui.core import caches


@pytest.fixture
def fresh_pygame() -> None:
    """pygame initialised, with no picture or font cached before an earlier test's
    ``pygame.quit()`` (such fonts are dead)."""
    caches.reset_all()
    pygame.init()
