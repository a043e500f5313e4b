"""Screenshots of each new scene (``--screenshot DIR``), and of any moment a tool names.

A new scene is shot a moment after it appears (``SCREENSHOT_DELAY`` of game time), once it has
something to show; one replaced before then gets none.  A failed save (the disk full, the folder
gone) is logged and ends the shots, never the game.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

import pygame

from game.ui.kit.display import Display
from game.ui.scenes.scene import Scene, SceneStack

log = logging.getLogger(__name__)

SCREENSHOT_DELAY = 0.6  # seconds of game time after a scene appears


class Screenshots:
    """Saves PNGs of what the window shows into ``folder`` (None: no automatic shots)."""

    def __init__(self, folder: str | None, stack: SceneStack, display: Display,
                 game_time: Callable[[], float]) -> None:
        self.folder = folder
        self.stack = stack
        self.display = display
        self.game_time = game_time
        self.shots = 0
        self.pending: tuple[Scene, float] | None = None

    def scene_shown(self, scene: Scene) -> None:
        """A new scene is on top: shoot it a moment from now."""
        if self.folder:
            self.pending = (scene, self.game_time() + SCREENSHOT_DELAY)

    def take_pending(self) -> None:
        """After a frame: the shot that is due, if its scene is still on top."""
        pending = self.pending
        if pending is None:
            return
        scene, due = pending
        if self.stack.top is not scene:
            self.pending = None  # replaced before it settled; the new scene gets its own
            return
        if self.game_time() < due:
            return
        self.pending = None
        self.shots += 1
        try:
            self.save(f"{self.shots:03d}-{scene.name}")
        except (OSError, pygame.error) as exc:
            log.warning("could not save a screenshot in %s (%s); no more are taken", self.folder, exc)
            self.folder = None

    def save(self, name: str, folder: str | Path | None = None) -> Path:
        """Save what is on screen as ``<folder>/<name>.png`` (this one's folder unless told)."""
        return self.display.save_screenshot(Path(folder or self.folder or ".") / f"{name}.png")
