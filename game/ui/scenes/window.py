"""The window, and all that follows its size: the display, the theme's scale, the kept full-window
buffers, every scene's layout and the frames' picture.

A new size (the player drags the window, full screen, a smaller canvas) or a new text size is
one call here; the scenes are told through ``SceneStack.resize`` and lay themselves out again.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui.core import caches
from game.ui.core.geometry import ui_scale
from game.ui.kit import backdrop, theme
from game.ui.kit.display import Display
from game.ui.scenes.frames import Frames
from game.ui.scenes.scene import SceneStack


class Window:
    """The game's window (see the module docstring); opened at once."""

    def __init__(self, stack: SceneStack, beneath: backdrop.OverlayBackdrop, size: tuple[int, int],
                 fullscreen: bool, exact_size: bool, text_size: Callable[[], float]) -> None:
        self.stack = stack
        self.text_size = text_size
        self.backdrop = beneath   # what lies beneath an overlay (the stack draws it)
        self.display = Display(window_size=size, fullscreen=fullscreen, on_resize=self.resized, exact_size=exact_size)
        self.frames = Frames(stack, self.display, self.backdrop)
        self.display.open()

    @property
    def size(self) -> tuple[int, int]:
        return self.display.size

    def resized(self, size: tuple[int, int]) -> None:
        """The canvas has a new size: everything made for the old one is made again."""
        self.backdrop.surface_shows = None   # a new window shows nothing yet
        theme.configure(ui_scale(size), size[1], self.text_size())
        caches.set_window(size)
        backdrop.prepare(size)
        self.stack.resize(size)
        self.frames.lost()

    def relayout(self) -> None:
        """The text size changed: text pictures made at the old size are dropped, and every scene
        lays itself out again as if the window had changed."""
        caches.reset_all()
        self.resized(self.size)

    def toggle_fullscreen(self) -> bool:
        """Full screen or a window, the other way round; whether it is full screen now."""
        self.display.toggle_fullscreen()
        self.frames.lost()
        return self.display.fullscreen
