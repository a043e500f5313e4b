"""A frame's spare time: the work done after a frame is shown and before the next is due.

In order: a table left behind collected (7-9 ms at 4K, kept for the held frame of the next
screen), a garbage collection nearly due, a held screen or move drawn out of sight
(``game.ui.scenes.frames``), the top scene's own pictures wanted soon (``Scene.warm_up``), the
help's first page made ready (F1 opens it at any moment), and the screens not yet imported.

May import: ``game.ui.navigator``, ``game.ui.scenes``, ``game.ui.table``, ``game.ui.art``,
``game.ui.kit``, ``game.ui.core``, ``game.engine``, ``game.ai``, ``game.levels``, ``game.sim``,
``game.profile``, ``game.resources`` and ``game.logs``; never the app, which calls it.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from game.ui.core.collector import collect_ahead
from game.ui.kit import theme
from game.ui.navigator import import_ahead, release_left_tables
from game.ui.scenes.frames import Frames, draw_out_of_sight
from game.ui.scenes.host import Host
from game.ui.scenes.scene import SceneStack

HELP_DRAW_SECONDS = 0.010   # spare time the help's page wants to be drawn out of sight (4K, cold)


class SpareTime:
    """Uses each frame's spare time (see the module docstring)."""

    def __init__(self, host: Host, stack: SceneStack, frames: Frames, started: Callable[[], bool]) -> None:
        self.host = host
        self.stack = stack
        self.frames = frames
        self.started = started   # whether a frame has been shown (screens are imported after that)
        self._collection_owed = False   # a table was left: collect it in the next spare time
        # The window and style the help's first page, and the settings, were made for.
        self._help_warmed: tuple[tuple[int, int], bool, theme.TextStyle] | None = None
        self._settings_warmed: tuple[tuple[int, int], bool, theme.TextStyle] | None = None

    def use(self, deadline: float) -> None:
        """Work until ``deadline`` (``time.perf_counter``), most urgent first."""
        if self._collection_owed:   # between screens (the new one held)
            self._collection_owed = False
            release_left_tables()
        collect_ahead(deadline)   # first: a collection nearly due, before pictures take the time
        top = self.stack.top
        self.frames.prepare(top, self.host.size)
        if top is not None:
            top.warm_up(deadline)
        self._warm_help(deadline)
        self._warm_settings(deadline)
        if time.perf_counter() < deadline and self.started():
            import_ahead()

    def table_left(self) -> None:
        """A table was left: its pictures are collected in the next frame's spare time when the
        loop gives frames spare time (the new screen's first frame is held meanwhile), else now."""
        if self.frames.new_screen.spare_time_seen:
            self._collection_owed = True
        else:
            release_left_tables()

    def _warm_help(self, deadline: float) -> None:
        """With time still to spare, the help's first page's cards (at 4K its faces would stop
        that frame for 0.1-0.2 s), then the page drawn once out of sight, so its words, panel and
        buttons are kept too (8 ms more at 4K).  Again after a resize or a change of text size or
        colours."""
        size = self.host.size
        key = (size, self.host.profile.settings.four_colour, theme.text_style())
        if key == self._help_warmed or time.perf_counter() >= deadline:
            return
        from game.ui.scenes.help import HelpOverlay, warm_page  # imported on first use: a quicker start
        if not warm_page(0, size, key[1], deadline):
            return
        top = self.stack.top
        if deadline - time.perf_counter() < HELP_DRAW_SECONDS or (top is not None and top.is_overlay):
            return   # the next frame's spare time; or an overlay's, whose picture the buffer keeps
        overlay = HelpOverlay(self.host)
        overlay.layout(size)
        draw_out_of_sight(size, lambda surface: overlay.draw(surface, 0.0))
        self._help_warmed = key

    def _warm_settings(self, deadline: float) -> None:
        """With time still to spare once a game runs, the settings drawn once out of sight, so
        their first frame (Esc, Settings) makes no pictures of its own: 2-3 ms at 4K.  Again
        after a resize or a change of text size or colours."""
        size = self.host.size
        key = (size, self.host.profile.settings.four_colour, theme.text_style())
        top = self.stack.top
        if (key == self._settings_warmed or not self.started() or top is None or top.is_overlay
                or deadline - time.perf_counter() < HELP_DRAW_SECONDS):
            return
        from game.ui.scenes.settings import SettingsOverlay  # imported on first use: a quicker start
        overlay = SettingsOverlay(self.host, getattr(top, "ctx", None))
        overlay.layout(size)
        draw_out_of_sight(size, lambda surface: overlay.draw(surface, 0.0))
        self._settings_warmed = key
