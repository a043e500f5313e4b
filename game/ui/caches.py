"""One switch for every picture cache: pygame-drawn surfaces and fonts die with ``pygame.quit()``.

Modules that keep rendered text, card faces or fonts register how to forget them here, so
the app can empty them all after the display is re-initialised without importing (and so
depending on) every module that caches something.
"""

from __future__ import annotations

from typing import Callable

_clearers: list[Callable[[], None]] = []


def register(clear: Callable[[], None]) -> Callable[[], None]:
    """Remember ``clear`` (call it to empty one cache); returns it, so it works as a decorator."""
    if clear not in _clearers:
        _clearers.append(clear)
    return clear


def reset_all() -> None:
    """Empty every registered cache (needed after ``pygame.quit()`` invalidates fonts)."""
    for clear in list(_clearers):
        clear()
