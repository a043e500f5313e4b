"""The table behind the title menu: four computer players at a classic game, forever.

It runs on its own scene stack with its own host, ``AttractHost``: silent, demo pacing,
nothing saved or counted, and the only navigation it answers is the table moving from
stage to stage (a new game starts when one ends).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Optional

import pygame

from game.engine import preset
from game.ui.host import Host, LaunchOptions, NewGameLike, ShowTable
from game.ui.scene import SceneStack
from game.ui.scenes.table_scenes import scene_for_table
from game.ui.sound import SilentSound
from game.ui.session import GameSession, quick_seats
from game.ui.table_context import TableContext
from game.ui.tables import new_seed, open_table

if TYPE_CHECKING:  # pragma: no cover
    from game.ui.analysis import Analyst
    from game.ui.catalogue import LevelCatalogue
    from game.ui.profile import Profile

log = logging.getLogger(__name__)

ATTRACT_SPEED = 1.4


class AttractHost:
    """The host of the attract table: the real window and profile, no sound, no saves."""

    def __init__(self, host: Host, stack: SceneStack) -> None:
        self._host = host
        self._stack = stack
        self.sound = SilentSound()
        self.options = LaunchOptions(demo=True)
        self.restart_wanted = False

    @property
    def profile(self) -> "Profile":
        return self._host.profile

    @property
    def size(self) -> tuple[int, int]:
        return self._host.size

    @property
    def pointer_active(self) -> bool:
        return True   # nobody steers the attract table: no focus rings on it

    @property
    def fullscreen(self) -> bool:
        return self._host.fullscreen

    @property
    def levels(self) -> "LevelCatalogue":
        return self._host.levels

    @property
    def analyst(self) -> Optional["Analyst"]:
        return None

    def toggle_fullscreen(self) -> None:
        """The attract table never changes the window."""

    def navigate(self, request: Any) -> None:
        if isinstance(request, ShowTable):
            scene = scene_for_table(self, request.ctx)
            if scene is not None:
                self._stack.replace(scene)
        elif isinstance(request, NewGameLike):
            self.restart_wanted = True
        else:
            log.debug("the attract table ignores %r", request)

    def record_hand(self, ctx: TableContext, record: dict) -> None:
        """A demo game behind the menu counts for nobody."""

    def autosave(self, ctx: TableContext) -> None:
        """Nothing to save: the attract game is never resumed."""


class AttractTable:
    """A demo game on its own stack, restarted whenever it ends (or fails)."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.stack = SceneStack(size=host.size)
        self.attract_host = AttractHost(host, self.stack)
        self.restart()

    def restart(self) -> None:
        rules = preset("classic", 4)
        session = GameSession(rules, new_seed(), quick_seats(4, human=False, level="normal"))
        ctx = open_table(session, self.host.size, self.host.profile.settings)
        ctx.view.speed = ATTRACT_SPEED
        self.stack = SceneStack(size=self.host.size)
        self.attract_host = AttractHost(self.host, self.stack)
        first = scene_for_table(self.attract_host, ctx)
        if first is not None:
            self.stack.clear_to(first)
        self.stack.apply_requests()

    @property
    def ctx(self) -> Optional[TableContext]:
        return getattr(self.stack.top, "ctx", None)

    def resize(self, size: tuple[int, int]) -> None:
        self.stack.resize(size)

    def update(self, dt: float) -> None:
        try:
            self.stack.update(dt)
            self.stack.apply_requests()
        except Exception:  # the attract table is decoration: never let it stop the menu
            log.exception("the attract table failed; dealing a new game")
            self.restart()
            return
        ctx = self.ctx
        if self.attract_host.restart_wanted or (ctx is not None and ctx.session.is_over):
            self.restart()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.stack.draw_all(surface, alpha)

