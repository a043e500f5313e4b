"""Every picture cache in one place: forgotten together, and each bounded in bytes.

pygame-drawn surfaces and fonts die with ``pygame.quit()``: modules that keep rendered text,
card faces or fonts register how to forget them here, so the app can empty them all after the
display is re-initialised without importing (and so depending on) every module that caches
something.  ``SurfaceCache`` is the cache itself: least recently used first out, bounded by
the bytes of its pictures (a card turned at 4K weighs sixteen times one at 720p, so a count of
entries bounds nothing), its budget growing with the window (``set_window``).
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

import pygame

_clearers: list[Callable[[], None]] = []
# Every cache whatever its keys (only their sizes are read here); a table's caches go with it.
_surface_caches: weakref.WeakSet[SurfaceCache[Any]] = weakref.WeakSet()
REFERENCE_AREA = 1920 * 1080
_window_factor = 1.0     # the window's area over 1080p's, within WINDOW_FACTOR_LIMITS
WINDOW_FACTOR_LIMITS = (0.5, 1.5)   # 4K (4x the pixels) gets half as much again as 1080p

K = TypeVar("K", bound=Hashable)


def register(clear: Callable[[], None]) -> Callable[[], None]:
    """Remember ``clear`` (call it to empty one cache); returns it, so it works as a decorator."""
    if clear not in _clearers:
        _clearers.append(clear)
    return clear


def reset_all() -> None:
    """Empty every registered cache (needed after ``pygame.quit()`` invalidates fonts)."""
    for clear in list(_clearers):
        clear()


def set_window(size: tuple[int, int]) -> None:
    """The window's size: picture caches may hold more for a bigger window (bigger pictures)."""
    low, high = WINDOW_FACTOR_LIMITS
    global _window_factor
    _window_factor = min(high, max(low, size[0] * size[1] / REFERENCE_AREA))
    for cache in list(_surface_caches):
        cache.trim()


def surface_bytes(surface: pygame.Surface) -> int:
    """What a picture holds in memory: its rows of pixels."""
    return surface.get_pitch() * surface.get_height()


class SurfaceCache(Generic[K]):
    """Pictures by key, the least recently used dropped first once their bytes pass the budget."""

    def __init__(self, name: str, budget_mib_at_1080p: float, shared: bool = True) -> None:
        """``shared``: a module's cache, emptied by ``reset_all``; one an object owns (a table's
        card pictures) goes when its owner does."""
        self.name = name
        self.budget_mib_at_1080p = budget_mib_at_1080p
        self._items: OrderedDict[K, pygame.Surface] = OrderedDict()
        self.bytes = 0
        _surface_caches.add(self)
        if shared:
            register(self.clear)

    @property
    def budget(self) -> int:
        return int(self.budget_mib_at_1080p * 2 ** 20 * _window_factor)

    def get(self, key: K) -> pygame.Surface | None:
        surface = self._items.get(key)
        if surface is not None:
            self._items.move_to_end(key)
        return surface

    def __contains__(self, key: K) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def put(self, key: K, surface: pygame.Surface) -> pygame.Surface:
        """Keep ``surface`` under ``key`` (returned, for ``return cache.put(key, make())``)."""
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self._items[key] = surface
        self.bytes += surface_bytes(surface)
        self.trim()
        return surface

    def trim(self) -> None:
        """Drop the least recently used pictures until within the budget (the newest always stays)."""
        budget = self.budget
        while self.bytes > budget and len(self._items) > 1:
            _key, surface = self._items.popitem(last=False)
            self.bytes -= surface_bytes(surface)

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


def report() -> dict[str, tuple[int, int]]:
    """Each bounded picture cache's (entries, bytes), summed by name (a benchmark reads this)."""
    out: dict[str, tuple[int, int]] = {}
    for cache in list(_surface_caches):
        entries, used = out.get(cache.name, (0, 0))
        out[cache.name] = (entries + len(cache), used + cache.bytes)
    return out


def total_bytes() -> int:
    return sum(cache.bytes for cache in list(_surface_caches))
