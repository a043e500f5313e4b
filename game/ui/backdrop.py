"""Full-window pictures kept between frames: what lies beneath an overlay, the table beneath
the scoreboard.  Allocated once per window size (a fresh 4K surface costs tens of milliseconds
the first time it is touched), and handed out by name so the same memory is reused.
"""

from __future__ import annotations

import pygame

from typing import Any, Callable, Hashable

from game.ui import caches, theme
from game.ui.widgets import dim

NAMES = ("overlay", "under", "attract")
_buffers: dict[str, pygame.Surface] = {}
caches.register(_buffers.clear)


def buffer(name: str, size: tuple[int, int]) -> pygame.Surface:
    """The full-window picture called ``name`` at ``size``, made on first use (see ``prepare``)."""
    surface = _buffers.get(name)
    if surface is None or surface.get_size() != tuple(size):
        surface = pygame.Surface(size)
        display = pygame.display.get_surface()
        if display is not None:
            surface = surface.convert(display)
        surface.fill((0, 0, 0))   # touch every page now, not in the middle of a frame
        _buffers[name] = surface
    return surface


def prepare(size: tuple[int, int], names: tuple[str, ...] = ("overlay", "under")) -> None:
    """Make these buffers for this window size ahead of need (on start and on resize); any other
    kept at an old size is let go (the attract table's is made on first use, and never at 4K)."""
    for name in names:
        buffer(name, size)
    for name, surface in list(_buffers.items()):
        if name not in names and surface.get_size() != tuple(size):
            del _buffers[name]


class OverlayBackdrop:
    """What lies beneath an overlay, darkened, drawn once and reused: the scenes under an
    overlay are frozen (only the top scene updates), until the overlay changes them
    (``backdrop_version``) or the window resizes."""

    def __init__(self) -> None:
        self._key: tuple = ()

    def draw(self, surface: pygame.Surface, beneath: list[Any], top: Any, alpha: float) -> None:
        key = (tuple(id(s) for s in beneath), surface.get_size(), top.backdrop_dim, id(top), top.backdrop_version)
        whole = surface.get_clip() == surface.get_rect()
        if key == self._key and whole:
            surface.blit(buffer("overlay", surface.get_size()), (0, 0))
            return
        for scene in beneath:
            scene.draw(surface, alpha)
        if top.backdrop_dim:
            dim(surface, top.backdrop_dim)
        if whole:   # keep only a complete picture
            buffer("overlay", surface.get_size()).blit(surface, (0, 0))
            self._key = key


class StillBeneath:
    """The table beneath a board (the scoreboard, the game's end), dimmed: still once its cards
    have settled, so drawn once into the ``"under"`` buffer and reused every frame after."""

    def __init__(self) -> None:
        self._key: tuple = ()     # what the buffer holds (cache bookkeeping, not game state)

    def draw(self, surface: pygame.Surface, owner: Hashable, draw_beneath: Callable[[pygame.Surface], None],
             dim_alpha: int, settled: bool = True) -> None:
        size = surface.get_size()
        key = (size, theme.px(100), owner)
        if self._key == key:
            surface.blit(buffer("under", size), (0, 0))
            return
        draw_beneath(surface)
        dim(surface, dim_alpha)
        if settled and surface.get_clip() == surface.get_rect():   # keep only a complete picture
            buffer("under", size).blit(surface, (0, 0))
            self._key = key
