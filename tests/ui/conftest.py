"""Shared fixtures of the drawing tests."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.ui.core import caches
from game.ui.kit import theme


@pytest.fixture
def fresh_pygame() -> None:
    """pygame initialised, with no picture or font cached before an earlier test's
    ``pygame.quit()`` (such fonts are dead), and the theme at its default scale (an earlier
    test may have left it at 4K's)."""
    caches.reset_all()
    theme.configure(1.0, 1080)
    pygame.init()


@pytest.fixture
def fresh_fonts() -> Iterator[None]:
    """As ``fresh_pygame``, and afterwards the theme back at its default scale and pygame shut
    down, for tests that lay text out at several window sizes."""
    pygame.init()
    caches.reset_all()     # fonts made before an earlier pygame.quit() are dead
    yield
    theme.configure(1.0, 1080)
    pygame.quit()


@pytest.fixture
def pictures_made(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every picture put into a kept cache from now on ("cache: key"), to show that a frame
    made none (its pictures were made ahead); clear it before the frame that matters."""
    made: list[str] = []
    original = caches.SurfaceCache.put

    def counting_put(cache: caches.SurfaceCache, key: object, surface: pygame.Surface) -> pygame.Surface:
        made.append(f"{cache.name}: {str(key)[:60]}")
        return original(cache, key, surface)

    monkeypatch.setattr(caches.SurfaceCache, "put", counting_put)
    return made
