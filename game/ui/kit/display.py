"""Window management: windowed/full-screen switching, resizes and coordinate mapping.

The game draws at the real window resolution (no fixed logical canvas that is
scaled up), so text and cards stay crisp at 4K; layout functions scale from
``Display.size``, the size of the canvas the scenes draw on.  The canvas is the window itself
unless the window is of a shape or size no table is laid out for (``geometry.fit_canvas``): a
portrait or ultra-wide window shows it between bars, a window smaller than the smallest table
shows it scaled down, and the pointer is mapped back onto it.  ``pygame.SCALED`` is deliberately not used: it blurs and,
under the dummy video driver, warns "no fast renderer available".

Vsync is off by default: asking pygame for it puts a renderer behind the window, which then
uploads the whole window on every present, even for a small area (measured in an X11 window at
4K: 32 ms and 150% of a core a frame).  The native window surface presents only the areas
redrawn, and the app's frame limiter keeps to 60 frames a second.
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pygame

from game import resources
from game.profile.settings_check import WINDOW_SIZE_MIN, clamp_window_size
from game.ui.core.geometry import CanvasFit, fit_canvas, ui_scale  # ui_scale re-exported: scenes size fonts with it

__all__ = ["Display", "ui_scale", "DEFAULT_WINDOW_SIZE", "MIN_WINDOW_SIZE"]

warnings.filterwarnings("ignore", message=".*no fast renderer available.*")
log = logging.getLogger(__name__)

DEFAULT_WINDOW_SIZE = (1600, 900)
MIN_WINDOW_SIZE = WINDOW_SIZE_MIN   # the window's minimum: the settings check and the saved size agree
BAR_COLOUR = (6, 16, 10)            # beside a canvas that does not fill the window
_RESIZE_EVENTS = {pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED,
                  pygame.WINDOWDISPLAYCHANGED}


def set_window_icon() -> bool:
    """The game's icon (``assets/icon/``, drawn by tools/make_icon.py) on the window and its
    taskbar entry.  A missing or unreadable icon is logged and the window keeps pygame's: the
    game plays as well without it.  Whether the icon was set."""
    try:
        with resources.icon_file(resources.WINDOW_ICON_SIZE).open("rb") as handle:
            icon = pygame.image.load(handle, "icon.png")
    except (resources.DataError, OSError, pygame.error) as exc:
        log.warning("the window keeps pygame's own icon: %s", exc)
        return False
    pygame.display.set_icon(icon)
    return True


class Display:
    """Owns the pygame window; call ``handle_event`` for every event before translating it."""

    def __init__(self, title: str = "Auction Forty-Fives",
                 window_size: tuple[int, int] = DEFAULT_WINDOW_SIZE,
                 fullscreen: bool = False, vsync: bool = False,
                 on_resize: Callable[[tuple[int, int]], None] | None = None,
                 exact_size: bool = False) -> None:
        self.title = title
        # An explicitly asked-for size (``--size``) is honoured as given, never shrunk to fit.
        self.exact_size = exact_size
        # Called with the new drawable size after any change (toggle or window resize),
        # typically SceneStack.resize so every scene re-runs its layout.
        self.on_resize = on_resize
        self._windowed_size = clamp_window_size(window_size)
        self._want_fullscreen = fullscreen
        self._want_vsync = vsync
        self._fullscreen = False
        self.vsync_active = False
        self._surface: pygame.Surface | None = None   # the window's own surface
        self._canvas: pygame.Surface | None = None    # what the scenes draw on
        self._fit: CanvasFit = fit_canvas(self._windowed_size)
        self._bars_shown = False     # the bars beside a canvas are painted in the window
        self._size = (0, 0)

    # --- opening and switching modes -------------------------------------------------

    def open(self) -> pygame.Surface:
        """Create the window (initialising pygame's display if needed)."""
        if not pygame.display.get_init():
            pygame.display.init()
        pygame.display.set_caption(self.title)
        set_window_icon()   # before the window is made: some platforms read it only then
        headless = pygame.display.get_driver() in ("dummy", "offscreen")
        if not self.exact_size and not headless:
            self._windowed_size = self._fit_to_desktop(self._windowed_size)
        return self.set_fullscreen(self._want_fullscreen, force=True)

    def set_fullscreen(self, fullscreen: bool, force: bool = False) -> pygame.Surface:
        """Switch modes; leaving full screen restores the previous window size."""
        if not force and fullscreen == self._fullscreen and self._surface is not None:
            return self._surface
        if fullscreen:
            if self._surface is not None and not self._fullscreen:
                self._windowed_size = pygame.display.get_window_size()
            # (0, 0) at desktop resolution gives borderless "desktop" full screen: no mode switch.
            surface = self._set_mode((0, 0), pygame.FULLSCREEN)
        else:
            surface = self._set_mode(self._windowed_size, pygame.RESIZABLE)
            self._set_minimum_size()
        self._fullscreen = fullscreen
        self._adopt(surface)
        return self.surface

    def toggle_fullscreen(self) -> pygame.Surface:
        return self.set_fullscreen(not self._fullscreen)

    def _set_mode(self, size: tuple[int, int], flags: int) -> pygame.Surface:
        if self._want_vsync and pygame.display.get_driver() in ("dummy", "offscreen"):
            # No screen to sync to, and SDL aborts after many vsync mode switches here.
            self._want_vsync = False
        if self._want_vsync:
            try:
                surface = pygame.display.set_mode(size, flags, vsync=1)
                self.vsync_active = True
                return surface
            except (pygame.error, TypeError):
                self._want_vsync = False  # no vsync-capable renderer: never ask again
        self.vsync_active = False
        return pygame.display.set_mode(size, flags)

    def _set_minimum_size(self) -> None:
        try:
            with warnings.catch_warnings():
                # Deprecated only as a way to draw through Window; setting limits is fine.
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = MIN_WINDOW_SIZE
        except (AttributeError, pygame.error, ValueError):
            pass  # older pygame: the layout still copes with small windows

    @staticmethod
    def _fit_to_desktop(size: tuple[int, int]) -> tuple[int, int]:
        """Shrink a requested window that would not fit on the desktop."""
        try:
            desktop_w, desktop_h = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return size
        if desktop_w <= 0 or desktop_h <= 0:
            return size
        if size[0] <= desktop_w and size[1] <= desktop_h * 0.95:
            return size
        shrink = min(desktop_w * 0.9 / size[0], desktop_h * 0.85 / size[1])
        return (max(MIN_WINDOW_SIZE[0], int(size[0] * shrink)),
                max(MIN_WINDOW_SIZE[1], int(size[1] * shrink)))

    # --- state --------------------------------------------------------------------------

    @property
    def surface(self) -> pygame.Surface:
        """The canvas the scenes draw on (the window itself, or a part of it, or a picture shown
        scaled into it)."""
        if self._canvas is None:
            raise RuntimeError("Display.open() has not been called")
        return self._canvas

    @property
    def size(self) -> tuple[int, int]:
        """The canvas's size in pixels: what layout functions should be given."""
        return self._size

    @property
    def fit(self) -> CanvasFit:
        """How the canvas sits in the window."""
        return self._fit

    @property
    def fullscreen(self) -> bool:
        return self._fullscreen

    @property
    def windowed_size(self) -> tuple[int, int]:
        """The size the window returns to when leaving full screen (saved in settings)."""
        return self._windowed_size

    @property
    def scale(self) -> float:
        return ui_scale(self._size)

    # --- events and drawing -------------------------------------------------------------

    def handle_event(self, event: Any) -> bool:
        """Track window size changes; return True when the drawable size changed."""
        if event.type not in _RESIZE_EVENTS or self._surface is None:
            return False
        current = pygame.display.get_surface()
        if current is None:
            return False
        if not self._fullscreen and event.type != pygame.WINDOWDISPLAYCHANGED:
            self._windowed_size = pygame.display.get_window_size()
        return self._adopt(current)

    def _adopt(self, window: pygame.Surface) -> bool:
        """Take the window's (new) surface and make the canvas for it; True when the canvas's
        size changed (the scenes are told, and lay themselves out again)."""
        self._surface = window
        fit = fit_canvas(window.get_size())
        if fit.whole_window:
            canvas = window
        elif fit.letterboxed:
            canvas = window.subsurface(pygame.Rect(fit.dest))
        elif self._canvas is not None and self._canvas is not self._surface \
                and self._canvas.get_parent() is None and self._canvas.get_size() == fit.canvas:
            canvas = self._canvas     # the same picture, shown in a window of another size
        else:
            canvas = pygame.Surface(fit.canvas).convert(window)
        self._fit, self._canvas, self._bars_shown = fit, canvas, False
        if fit.canvas == self._size:
            return False
        self._size = fit.canvas
        if self.on_resize is not None:
            self.on_resize(fit.canvas)
        return True

    def window_to_logical(self, pos: tuple[int, int]) -> tuple[float, float]:
        """Map mouse coordinates (window units) to canvas pixels: window units differ from
        drawable pixels on high-DPI screens, and the canvas may sit between bars or be scaled."""
        if self._surface is None:
            return (float(pos[0]), float(pos[1]))
        window_w, window_h = pygame.display.get_window_size()
        drawable_w, drawable_h = self._surface.get_size()
        if window_w > 0 and window_h > 0:
            return self._fit.to_canvas((pos[0] * drawable_w / window_w, pos[1] * drawable_h / window_h))
        return self._fit.to_canvas(pos)

    def flip(self) -> None:
        pygame.display.flip()

    def present(self, rects: Sequence[pygame.Rect] | None = None) -> None:
        """Show the frame: all of it, or only ``rects`` (the canvas's areas redrawn this frame)."""
        fit = self._fit
        if fit.whole_window:
            if rects is None:
                pygame.display.flip()
            elif rects:
                pygame.display.update(list(rects))
            return
        if rects is not None and not rects:
            return
        window = self._surface
        assert window is not None and self._canvas is not None
        dest = pygame.Rect(fit.dest)
        if not fit.letterboxed:   # a small window: the whole canvas, scaled to fit
            pygame.transform.smoothscale(self._canvas, dest.size, window.subsurface(dest))
            rects = None if rects is None else [pygame.Rect((0, 0), dest.size)]
        if rects is None or not self._bars_shown:
            self._paint_bars(window, dest)
            pygame.display.flip()
        else:
            pygame.display.update([r.move(dest.topleft).clip(dest) for r in rects])

    def _paint_bars(self, window: pygame.Surface, dest: pygame.Rect) -> None:
        """The window around the canvas: painted on a full present, never drawn over."""
        width, height = window.get_size()
        for bar in (pygame.Rect(0, 0, width, dest.top), pygame.Rect(0, dest.bottom, width, height - dest.bottom),
                    pygame.Rect(0, dest.top, dest.left, dest.h), pygame.Rect(dest.right, dest.top,
                                                                            width - dest.right, dest.h)):
            if bar.w > 0 and bar.h > 0:
                window.fill(BAR_COLOUR, bar)
        self._bars_shown = True

    def save_screenshot(self, path: str | Path) -> Path:
        """Write the current frame as PNG (used by ``--screenshot``): the whole window, as a
        player sees it."""
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self._surface if self._surface is not None else self.surface, str(target))
        return target
