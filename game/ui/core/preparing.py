"""New pictures made in spare time, while the window still shows the last one: a new screen's
first frame (``NewScreenHold``), and the first frame of a move no one pressed for (``MoveHold``).

The first frame of a new screen (the title's "New game", a ladder table, back to the title) made
its portraits, card backs, words and still layer then: 16-25 ms at 4K, a visible hitch on a TV
(``benchmarks/frame_time.py``).  Instead the frame that opens the screen keeps the old picture
and the frame's spare time draws the new screen once, out of sight; the next frame draws it
from the pictures kept.  A press answers within two frames either way.  When no spare time comes
(tests stepping frames with no clock), nothing is held.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

MAX_HELD_FRAMES = 3   # a screen not ready by then is drawn anyway (a slow machine, no spare time)


class NewScreenHold:
    """Holds back the first frame of a new opaque screen until its pictures are made."""

    def __init__(self) -> None:
        self.spare_time_seen = False   # the loop gives frames spare time (``prepare`` is called)
        self._scene: Any = None        # the screen being made ready, while it is held
        self._ready = False
        self._held = 0

    def holds(self, top: Any, id_drawn: int) -> bool:
        """Whether this frame should keep the old picture: ``top`` is a new screen (not the one
        drawn last, not an overlay) and its pictures are not made."""
        if top is None or not self.spare_time_seen or top.is_overlay or id(top) == id_drawn:
            self._scene = None
            return False
        if top is not self._scene:
            self._scene, self._ready, self._held = top, False, 0
        if self._ready or self._held >= MAX_HELD_FRAMES:
            return False
        self._held += 1
        return True

    def prepare(self, top: Any, scratch: Callable[[], Any]) -> bool:
        """Spare time: draw the held screen once onto ``scratch()`` (a window-sized stand-in no one
        sees), so the pictures it wants are made and kept; whether it drew."""
        self.spare_time_seen = True
        if self._scene is None or self._ready or top is not self._scene:
            return False
        self._ready = True   # first: a failing draw is not tried again every frame
        self._scene.draw(scratch(), 0.0)
        return True


class MoveHold:
    """Holds back, by one frame, the first picture of a move made with no input behind it.

    A computer's move (or the next scene of the same table it leads to) makes new pictures as
    it is first drawn: name plates with new chips, the still layer's panels, a speech bubble.
    At 1080p those frames took 2.5-3.5 ms where the table's other frames take under 1.5
    (``benchmarks/frame_time.py``).  Held, the window shows the last picture one frame longer
    (17 ms, the cards' flight starts one frame on) while the frame's spare time draws the move
    once out of sight; the next frame draws it from the pictures kept.  Input is never held
    (a press answers at once), nor two frames in a row, nor anything when frames have no spare
    time (tests stepping frames with no clock)."""

    def __init__(self) -> None:
        self._last_key: Hashable | None = None   # the move shown or held last
        self._scene: Any = None                  # the scene to draw out of sight, while held
        self._held_last_frame = False

    def holds(self, top: Any, spare_time_seen: bool, input_came: bool, held_anyway: bool = False) -> bool:
        """Whether this frame should keep the last picture: ``top`` shows a move not shown
        before, with no input this frame and no hold the frame before (``held_anyway``: this
        frame is held for another reason, a new screen; the move is made ready with it)."""
        key = top.move_key() if top is not None and not top.is_overlay else None
        fresh = key is not None and key != self._last_key
        self._last_key = key
        held = fresh and spare_time_seen and not input_came and not self._held_last_frame and not held_anyway
        self._held_last_frame = held or held_anyway
        self._scene = top if held else None
        return held

    def prepare(self, top: Any, scratch: Callable[[], Any]) -> bool:
        """Spare time: draw the held move once onto ``scratch()``; whether it drew."""
        scene, self._scene = self._scene, None
        if scene is None or top is not scene:
            return False
        scene.draw(scratch(), 0.0)
        return True
