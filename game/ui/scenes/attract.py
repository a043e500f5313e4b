"""The table behind the title menu: four computer players at a classic game, forever.

It runs on its own scene stack with its own host, ``AttractHost``: silent, demo pacing,
nothing saved or counted, and the only navigation it answers is the table moving from
stage to stage (a new game starts when one ends).
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import HandRecord, preset
from game.ui.core import caches
from game.ui.core.geometry import REFERENCE_SIZE, ui_scale
from game.ui.core.persons import PadRoster
from game.ui.core.picture import repainted
from game.ui.kit import backdrop, theme
from game.ui.kit.sound import SilentSound
from game.ui.kit.widgets import dim
from game.ui.scenes.host import Host, LaunchOptions, NewGameLike, ShowTable
from game.ui.scenes.scene import SceneStack
from game.ui.scenes.table_scenes import scene_for_request, scene_for_table
from game.ui.table.session import GameSession, quick_seats
from game.ui.table.table_context import TableContext
from game.ui.table.tables import new_seed, open_table

if TYPE_CHECKING:  # pragma: no cover
    from game.profile.catalogue import LevelCatalogue
    from game.profile.profile import Profile
    from game.sim.background import Background
    from game.ui.table.analysis import Analyst

log = logging.getLogger(__name__)

ATTRACT_SPEED = 1.4
ATTRACT_FPS = 15   # the game behind the menu is redrawn this often (it is scenery)
DIM = 140
SMOOTH_ENLARGE_PIXELS = 2_500_000   # up to about 1440p the enlarged picture is smoothed
MAX_STALE_FRAMES = 2   # without spare time to draw it in (tests), the picture is drawn in the frame


class AttractHost:
    """The host of the attract table: the real window and profile, no sound, no saves."""

    def __init__(self, host: Host, stack: SceneStack, size: tuple[int, int]) -> None:
        self._host = host
        self._stack = stack
        self.size = size          # the attract table's own picture size (not the window's)
        self.sound = SilentSound()
        self.options = LaunchOptions(demo=True)
        self.restart_wanted = False

    @property
    def profile(self) -> Profile:
        return self._host.profile

    @property
    def pointer_active(self) -> bool:
        return True   # nobody steers the attract table: no focus rings on it

    @property
    def fullscreen(self) -> bool:
        return self._host.fullscreen

    @property
    def roster(self) -> PadRoster:
        return self._host.roster

    @property
    def levels(self) -> LevelCatalogue:
        return self._host.levels

    @property
    def analyst(self) -> Analyst | None:
        return None

    @property
    def background(self) -> Background | None:
        return None

    def toggle_fullscreen(self) -> None:
        """The attract table never changes the window."""

    def navigate(self, request: Any) -> None:
        if isinstance(request, ShowTable):
            self._stack.replace(scene_for_request(self, request))
        elif isinstance(request, NewGameLike):
            self.restart_wanted = True
        else:
            log.debug("the attract table ignores %r", request)

    def record_hand(self, ctx: TableContext, record: HandRecord) -> None:
        """A demo game behind the menu counts for nobody."""

    def autosave(self, ctx: TableContext) -> None:
        """Nothing to save: the attract game is never resumed."""


def _enlarge_smoothly(small: pygame.Surface, big: pygame.Surface) -> None:
    """Double ``small`` into ``big`` with smoothed edges (scale2x: a third of smoothscale's cost)."""
    if big.get_width() == 2 * small.get_width() and big.get_height() == 2 * small.get_height():
        pygame.transform.scale2x(small, big)
    else:
        pygame.transform.smoothscale(small, big.get_size(), big)


def render_factor(size: tuple[int, int]) -> int:
    """How much smaller than the window the attract table is drawn, then enlarged: half size from
    1080p up (it is darkened scenery behind the menu, and a quarter of the pixels keeps the title
    smooth), full size on small windows, where it costs little and halving would show."""
    scale = min(size[0] / REFERENCE_SIZE[0], size[1] / REFERENCE_SIZE[1])
    return 3 if scale >= 3 else 2 if scale >= 1 else 1


_KEPT: dict[tuple[int, int], pygame.Surface] = {}   # the last size's picture, for the next title
caches.register(_KEPT.clear)


def _kept_picture(size: tuple[int, int]) -> pygame.Surface:
    """The attract game's picture at ``size``, reused by each title that follows (a new one,
    made in the display's format, took 3 ms of the frame that returns to the title at 4K)."""
    picture = _KEPT.get(size)
    if picture is None:
        _KEPT.clear()
        picture = pygame.Surface(size)
        if pygame.display.get_surface() is not None:
            picture = picture.convert()
        _KEPT[size] = picture
    return picture


class AttractTable:
    """A demo game on its own stack, restarted whenever it ends (or fails)."""

    def __init__(self, host: Host, region: pygame.Rect) -> None:
        self.host = host
        self.clock = 0.0              # seconds the attract game has played
        self._drawn_frame = -1        # cache: the kept picture shows this frame of the game
        self._shown_frame = -1        # ... and the screen this one
        self._drawn_area: pygame.Rect | None = None
        self._last_area: pygame.Rect | None = None
        self._layout_for(host.size, region)
        self.stack = SceneStack(size=self.size)
        self.attract_host = AttractHost(host, self.stack, self.size)
        self.restart()

    def _layout_for(self, window: tuple[int, int], region: pygame.Rect) -> None:
        """The game is laid out for ``region`` (the window beside the menu), so no hand or panel
        hides under the menu; its picture is that region, ``factor`` times smaller."""
        self.factor = render_factor(window)
        self.region = pygame.Rect(region)
        self.size = (max(1, region.w // self.factor), max(1, region.h // self.factor))
        self.scale = ui_scale(self.size)
        self.picture = _kept_picture(self.size)
        self._drawn_frame = -1

    def restart(self) -> None:
        rules = preset("classic", 4)
        session = GameSession(rules, new_seed(), quick_seats(4, human=False, level="normal"))
        with theme.scaled(self.scale, self.size[1]):
            ctx = open_table(session, self.size, self.host.profile.settings)
            ctx.view.speed = ATTRACT_SPEED
            self.stack = SceneStack(size=self.size)
            self.attract_host = AttractHost(self.host, self.stack, self.size)
            first = scene_for_table(self.attract_host, ctx)
            if first is not None:
                self.stack.clear_to(first)
            self.stack.apply_requests()

    @property
    def ctx(self) -> TableContext | None:
        return getattr(self.stack.top, "ctx", None)

    def resize(self, size: tuple[int, int], region: pygame.Rect) -> None:
        factor = render_factor(size)
        if factor != self.factor or pygame.Rect(region) != self.region:
            self._layout_for(size, region)
            self.attract_host.size = self.size
            with theme.scaled(self.scale, self.size[1]):
                self.stack.resize(self.size)

    def update(self, dt: float) -> None:
        self.clock += dt
        try:
            with theme.scaled(self.scale, self.size[1]):
                self.stack.update(dt)
                self.stack.apply_requests()
        except Exception:  # the attract table is decoration: never let it stop the menu
            log.exception("the attract table failed; dealing a new game")
            self.restart()
            return
        ctx = self.ctx
        if self.attract_host.restart_wanted or (ctx is not None and ctx.session.is_over):
            self.restart()

    def warm_up(self, deadline: float) -> None:
        """Spare time: the next picture of the game when it is due, then card pictures."""
        area = self._last_area
        if area is not None and self._wanted_frame() != self._drawn_frame and time.perf_counter() < deadline:
            self.render(area, self.host.size)
        top = self.stack.top
        if top is not None:
            with theme.scaled(self.scale, self.size[1]):
                top.warm_up(deadline)

    @property
    def picture_due(self) -> bool:
        """A newer picture of the game is ready, or due, and not on screen yet."""
        return self._shown_frame != self._drawn_frame or self._wanted_frame() != self._drawn_frame

    def _wanted_frame(self) -> int:
        return int(self.clock * ATTRACT_FPS)

    def _areas(self, area: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """The part of the small picture that shows in ``area``, and where it goes enlarged."""
        f, origin = self.factor, self.region.topleft
        local = area.move(-origin[0], -origin[1])
        small = pygame.Rect(local.x // f, local.y // f, local.w // f, local.h // f).clip(self.picture.get_rect())
        return small, pygame.Rect(origin[0] + small.x * f, origin[1] + small.y * f, small.w * f, small.h * f)

    def _smooth(self, big: pygame.Rect) -> bool:
        return self.factor > 1 and big.w * big.h <= SMOOTH_ENLARGE_PIXELS

    def render(self, area: pygame.Rect, window: tuple[int, int], alpha: float = 0.0) -> None:
        """Draw the game, darkened, into the kept picture (and, enlarged smoothly, into its buffer)."""
        small, big = self._areas(area)
        picture = self.picture
        picture.set_clip(small)
        with theme.scaled(self.scale, self.size[1]):
            self.stack.draw_all(picture, alpha)
        dim(picture, DIM)
        picture.set_clip(None)
        repainted(picture)
        if self._smooth(big):   # soft, like a background out of focus: enlarged once, kept
            enlarged = backdrop.buffer("attract", window)
            _enlarge_smoothly(picture.subsurface(small), enlarged.subsurface(big))
            repainted(enlarged)
        self._drawn_frame, self._drawn_area = self._wanted_frame(), small

    def draw(self, surface: pygame.Surface, area: pygame.Rect, alpha: float) -> None:
        """The game, darkened, in ``area`` of ``surface``, from the kept picture: it is redrawn
        ``ATTRACT_FPS`` times a second in frames' spare time (``warm_up``), at 4K at half size."""
        clip = surface.get_clip()
        area = area.clip(clip)
        if area.w <= 0 or area.h <= 0:
            return
        small, big = self._areas(area)
        self._last_area = area
        stale = self._wanted_frame() - self._drawn_frame >= MAX_STALE_FRAMES
        if stale or self._drawn_area is None or not self._drawn_area.contains(small):
            self.render(area, surface.get_size(), alpha)   # no spare time came (or a new size): now
        if self.factor == 1:
            surface.blit(self.picture, big, small)
        elif self._smooth(big):
            surface.blit(backdrop.buffer("attract", surface.get_size()), big, big)
        else:   # 4K: enlarging afresh each frame costs less than keeping the enlarged picture
            pygame.transform.scale(self.picture.subsurface(small), big.size, surface.subsurface(big))
        for sliver in (pygame.Rect(big.right, area.y, area.right - big.right, area.h),
                       pygame.Rect(area.x, big.bottom, area.w, area.bottom - big.bottom)):
            if sliver.w > 0 and sliver.h > 0:   # an odd-sized window's last row or column
                surface.fill((0, 0, 0), sliver)
        self._shown_frame = self._drawn_frame   # bookkeeping of what is on screen, not game state
