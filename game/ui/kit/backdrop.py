"""Full-window pictures kept between frames: what lies beneath an overlay, the table beneath
the scoreboard.  Allocated once per window size (a fresh 4K surface costs tens of milliseconds
the first time it is touched), and handed out by name so the same memory is reused.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.ui.core import caches
from game.ui.core.picture import Recorder, repainted
from game.ui.kit import theme
from game.ui.kit.widgets import dim

NAMES = ("overlay", "under", "attract")
_buffers: dict[str, pygame.Surface] = {}
caches.register(_buffers.clear)
caches.register(lambda: _static_owners.clear())


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


_static_owners: dict[tuple[int, int], int] = {}   # which table's layer each size's buffer holds now


def static_layer(size: tuple[int, int], owner: int) -> tuple[pygame.Surface, bool]:
    """The table's still layer (felt and corner panels) for a window ``size``: one buffer a size,
    made ahead of need (``prepare``), so a new table's first frame never waits for a fresh 4K
    surface (20 ms there).  Also whether it was another table's (its picture must be made again)."""
    surface = buffer(f"static {size[0]}x{size[1]}", size)
    key = (size[0], size[1])   # a list or a Vector2 would not be a key
    mine = _static_owners.get(key) == owner
    _static_owners[key] = owner
    return surface, not mine


def prepare(size: tuple[int, int], names: tuple[str, ...] = ("overlay", "under")) -> None:
    """Make these buffers for this window size ahead of need (on start and on resize); any other
    kept at an old size is let go (the attract table's is made on first use, and never at 4K)."""
    still = f"static {size[0]}x{size[1]}"
    for name in (*names, still):
        buffer(name, size)
    for name, surface in list(_buffers.items()):
        if name not in names and name != still and surface.get_size() != tuple(size):
            del _buffers[name]


class OverlayBackdrop:
    """What lies beneath an overlay, darkened, drawn once into the ``"overlay"`` buffer and reused:
    the scenes under an overlay are frozen (only the top scene updates and has input: ``touched``),
    until the overlay changes them (``backdrop_version``) or the window resizes."""

    def __init__(self) -> None:
        self._key: tuple[Hashable, ...] = ()
        # The scene the window shows whole right now (the frames say so after each frame): an
        # overlay opening over it copies its picture from the window instead of drawing it again
        # (at 4K that redraw made the overlay's first frame the slowest of all).
        self.surface_shows: int | None = None

    def forget(self) -> None:
        """Keep nothing: the next overlay draws what lies beneath it afresh."""
        self._key = ()

    def draw(self, surface: pygame.Surface, beneath: list[Any], top: Any, alpha: float) -> None:
        # Not which overlay: one closed and another opened, with no step of the scenes beneath
        # between, finds their darkened picture kept (the pause menu's "Help", say).
        size = surface.get_size()
        key = (tuple((id(s), s.touched) for s in beneath), size, top.backdrop_dim, top.backdrop_version)
        picture = buffer("overlay", size)
        on_window = False   # made on the window itself, then kept from there
        if key != self._key:
            window = surface.stands_for if isinstance(surface, Recorder) else None
            if window is not None and window.get_size() == size:
                # Drawn where the frame shows it (the whole window is drawn anew this frame), and
                # kept from there: one pass fewer over a 4K window than drawing a copy and showing
                # that.  The window may show the scene already, whole: then it is only darkened.
                if not (len(beneath) == 1 and id(beneath[0]) == self.surface_shows and not top.backdrop_version):
                    for scene in beneath:
                        scene.draw(window, alpha)
                if top.backdrop_dim:
                    dim(window, top.backdrop_dim)
                picture.blit(window, (0, 0))
                on_window = True
            else:
                for scene in beneath:
                    scene.draw(picture, alpha)
                if top.backdrop_dim:
                    dim(picture, top.backdrop_dim)
            repainted(picture)
            self._key = key
        surface.blit(picture, (0, 0))
        if on_window and isinstance(surface, Recorder):
            surface.mark_shown()


class StillBeneath:
    """The table beneath a board (the scoreboard, the game's end), dimmed: still once its cards
    have settled, so drawn once into the ``"under"`` buffer and reused every frame after."""

    def __init__(self) -> None:
        self._key: tuple[Hashable, ...] = ()     # what the buffer holds (cache bookkeeping, not game state)

    def draw(self, surface: pygame.Surface, owner: Hashable, draw_beneath: Callable[[pygame.Surface], None],
             dim_alpha: int, settled: bool = True) -> None:
        size = surface.get_size()
        key = (size, theme.px(100), owner)
        picture = buffer("under", size)
        if self._key != key:
            draw_beneath(picture)
            dim(picture, dim_alpha)
            repainted(picture)
            self._key = key if settled else ()   # cards still moving: drawn again next frame
        surface.blit(picture, (0, 0))
