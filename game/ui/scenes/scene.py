"""Scenes and the scene stack (Game Programming Patterns: State, pushdown automaton).

Scenes never swap each other directly: ``push``/``pop``/``replace``/``clear_to``
only queue a request, and ``apply_requests()`` performs them between ticks, so
no scene is torn down while its own ``handle``/``update`` is still running.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from game.ui.core.intents import Intent

SceneListener = Callable[["Scene"], None]


class Backdrop(Protocol):
    """Draws the scenes beneath an overlay, darkened as the overlay asks (``backdrop_dim``)."""

    def draw(self, surface: Any, beneath: list[Scene], top: Scene, alpha: float) -> None: ...


class Scene:
    """Base class: override the hooks you need; all default to doing nothing.

    ``is_overlay`` scenes (pause menu, dialogs) let the scenes beneath them be
    drawn, frozen, underneath; only the top scene is updated and gets input.
    ``name`` is used for screenshot file names and debugging.
    """

    name: str = "scene"
    is_overlay: bool = False
    backdrop_dim: int = 0            # an overlay darkens what lies beneath it by this much
    backdrop_version: int = 0        # an overlay that changes what lies beneath bumps this
    stack: SceneStack | None = None  # set while the scene is on a stack
    touched: int = 0                 # input and steps this scene has had (the stack counts): a
    #                                  frozen scene's picture is the same while this stays

    def on_enter(self) -> None:
        """Called once when the scene is added to the stack."""

    def on_exit(self) -> None:
        """Called once when the scene leaves the stack: release resources here."""

    def on_cover(self) -> None:
        """Another scene was pushed on top of this one."""

    def on_uncover(self) -> None:
        """The scene above was popped; this scene is on top again."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute layout (every scene in the stack is told)."""

    def help_page(self) -> int:
        """Which page of the help F1 opens over this scene (a table with a hint: its glossary word)."""
        return 0

    def handle(self, intent: Intent) -> None:
        """React to one player intent (only called on the top scene)."""

    def update(self, dt: float) -> None:
        """Advance by one fixed step of ``dt`` seconds (only the top scene)."""

    def draw(self, surface: Any, alpha: float) -> None:
        """Draw the scene; ``alpha`` in [0, 1) is the fraction into the next step.
        Drawing only reads: layout and state are settled in ``update`` and the hooks above.
        What is drawn is all the frames need to know: they record it and redraw only what
        changed (``game.ui.scenes.frames``); a scene reports no areas of its own."""

    @property
    def animating(self) -> bool:
        """True while the picture changes by itself (cards flying, a timer): the frames look at
        it every frame then; otherwise after input and a few times a second (a pulsing plate)."""
        return False

    def warm_up(self, deadline: float) -> None:
        """Spare time at the end of a frame, until ``deadline`` (``time.perf_counter``): make
        pictures that will be wanted soon, so no later frame stops to make them."""

    def readable_items(self) -> list[tuple[Hashable, Any]]:
        """What on this scene a player reads (name, rect): the layout check keeps them apart."""
        return []

    def move_key(self) -> Hashable | None:
        """What the engine has done at this scene's table, in brief (None: no table).  A frame
        that first shows a new move with no input behind it may be held back one frame while
        spare time makes its pictures (``game.ui.core.preparing.MoveHold``)."""
        return None


class SceneAction(Enum):
    PUSH = "push"
    POP = "pop"
    REPLACE = "replace"
    CLEAR_TO = "clear_to"


@dataclass(frozen=True)
class SceneRequest:
    """A queued change to the stack: plain data, applied later."""

    action: SceneAction
    scene: Scene | None = None


class SceneStack:
    """Holds the active scenes; the last one is on top.

    Per frame the app should: ``handle`` intents, ``update`` for each fixed step
    (which applies requests after the step), then ``apply_requests()`` once more
    before ``draw_all`` so changes asked for by input land even on frames with
    no update step.
    """

    def __init__(self, on_scene_shown: SceneListener | None = None,
                 size: tuple[int, int] | None = None, backdrop: Backdrop | None = None) -> None:
        self._scenes: list[Scene] = []
        self._requests: list[SceneRequest] = []
        self._listeners: list[SceneListener] = []
        if on_scene_shown is not None:
            self._listeners.append(on_scene_shown)
        self._size = size
        self._announced: Scene | None = None
        self._backdrop = backdrop   # draws (and keeps) what lies beneath an overlay

    # --- requests (queued, never immediate) -----------------------------------

    def push(self, scene: Scene) -> None:
        self._requests.append(SceneRequest(SceneAction.PUSH, scene))

    def pop(self) -> None:
        self._requests.append(SceneRequest(SceneAction.POP))

    def replace(self, scene: Scene) -> None:
        self._requests.append(SceneRequest(SceneAction.REPLACE, scene))

    def clear_to(self, scene: Scene) -> None:
        """Drop every scene and start fresh with ``scene`` (e.g. back to the title)."""
        self._requests.append(SceneRequest(SceneAction.CLEAR_TO, scene))

    @property
    def pending(self) -> tuple[SceneRequest, ...]:
        return tuple(self._requests)

    def add_listener(self, listener: SceneListener) -> None:
        """``listener(scene)`` runs after the first frame that shows a new top scene."""
        self._listeners.append(listener)

    # --- state -----------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return tuple(self._scenes)

    @property
    def empty(self) -> bool:
        return not self._scenes

    def __len__(self) -> int:
        return len(self._scenes)

    def visible_scenes(self) -> list[Scene]:
        """From the highest non-overlay scene upwards: what one frame shows."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].is_overlay:
            start -= 1
        return self._scenes[max(start, 0):]

    # --- applying requests -----------------------------------------------------

    def apply_requests(self) -> bool:
        """Apply queued requests in order; return True if the stack changed.

        Requests queued by ``on_enter``/``on_exit`` hooks run in the same call.
        """
        changed = False
        for _ in range(100):  # guards against scenes that endlessly re-request
            if not self._requests:
                break
            batch, self._requests = self._requests, []
            for request in batch:
                changed = self._apply(request) or changed
        return changed

    def _apply(self, request: SceneRequest) -> bool:
        action, scene = request.action, request.scene
        if action is SceneAction.PUSH and scene is not None:
            if self._scenes:
                self._scenes[-1].on_cover()
            self._enter(scene)
            return True
        if action is SceneAction.POP:
            if not self._scenes:
                return False
            self._exit(self._scenes.pop())
            if self._scenes:
                self._scenes[-1].on_uncover()
            return True
        if action is SceneAction.REPLACE and scene is not None:
            if self._scenes:
                self._exit(self._scenes.pop())
            self._enter(scene)
            return True
        if action is SceneAction.CLEAR_TO and scene is not None:
            while self._scenes:
                self._exit(self._scenes.pop())
            self._enter(scene)
            return True
        return False

    def _enter(self, scene: Scene) -> None:
        scene.stack = self
        self._scenes.append(scene)
        if self._size is not None:
            scene.on_resize(self._size)
        scene.on_enter()

    def _exit(self, scene: Scene) -> None:
        scene.on_exit()
        scene.stack = None
        if self._announced is scene:   # hold nothing of a scene that is gone (its table's pictures)
            self._announced = None

    # --- per-tick dispatch -----------------------------------------------------

    def handle(self, intent: Intent) -> None:
        if self._scenes:
            top = self._scenes[-1]
            top.touched += 1
            top.handle(intent)

    def update(self, dt: float) -> None:
        """Update only the top scene, then apply requests made during the tick."""
        if self._scenes:
            top = self._scenes[-1]
            top.touched += 1
            top.update(dt)
        self.apply_requests()

    def resize(self, size: tuple[int, int]) -> None:
        """Pass a new window size to every scene, covered ones included."""
        self._size = size
        for scene in self._scenes:
            scene.on_resize(size)

    def draw_all(self, surface: Any, alpha: float) -> None:
        """Draw from the lowest opaque scene up, then announce a newly shown top scene.

        Scenes beneath an overlay are frozen (only the top scene updates), so their picture,
        darkened, is drawn once and reused until the overlay changes it or the window resizes."""
        visible = self.visible_scenes()
        top = self.top
        if len(visible) > 1 and top is not None and top.is_overlay and self._backdrop is not None:
            self._backdrop.draw(surface, visible[:-1], top, alpha)
            top.draw(surface, alpha)
        else:
            for scene in visible:
                scene.draw(surface, alpha)
        if top is not None and top is not self._announced:
            self._announced = top
            for listener in list(self._listeners):
                listener(top)
