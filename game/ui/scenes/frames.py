"""Each frame, decided from what the scenes draw: everything, some areas, or nothing at all.

The one redraw mechanism (``game.ui.core.picture``): the visible scenes draw onto a recorder;
the recording compared with the last one shown says which areas changed; those are played back
onto the window and presented.  A scene says only whether it is ``animating`` (the frame is
looked at every frame then; otherwise after input, a change of screen, smoother pictures made in
spare time, and at the ambient rate, for a pulsing plate).  A new screen's first picture, and
a computer's move no one pressed for, may be held back a frame while spare time makes their
pictures (``game.ui.core.preparing``).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.art.card_art import rotation_budget
from game.ui.core.draw_calls import record, recording_draw_calls
from game.ui.core.pacing import EVERYTHING, NOTHING, AmbientClock, FramePlan, plan_areas
from game.ui.core.picture import Recorder, Recording, changed_areas, replay
from game.ui.core.preparing import MoveHold, NewScreenHold
from game.ui.kit.backdrop import OverlayBackdrop
from game.ui.kit.display import Display
from game.ui.scenes.scene import Scene, SceneStack

OVERLAY_STILL_LOOKS = 1   # an overlay found still this often is looked at again only when told


class Frames:
    """Draws and presents the stack's frames (see the module docstring)."""

    def __init__(self, stack: SceneStack, display: Display, backdrop: OverlayBackdrop) -> None:
        self.stack = stack
        self.display = display
        self.backdrop = backdrop
        self.always_redraw = False        # benchmarks: every frame drawn in full, whatever changed
        self.last_plan: FramePlan = EVERYTHING
        self.input_came = True            # input this frame: look at the picture, never hold it
        self.navigated = False            # the stack changed since the last frame
        self.window_changed = True        # the window's picture was lost (resized, exposed)
        self.ambient = AmbientClock()
        self.new_screen = NewScreenHold()
        self.move_hold = MoveHold()
        self._shown: Recording | None = None   # what the window shows, as recorded
        self._top_drawn = 0                    # the top scene drawn last (its id)
        self._refined_seen = rotation_budget.refined
        self._quiet = 0        # looks in a row, at the ambient rate, that found nothing changed

    def _ambient_look(self, game_time: float, overlay: bool) -> bool:
        """Whether a picture not animating is looked at again now: at the ambient rate (a pulsing
        plate, thinking dots, a bubble's last fade).  An overlay (a menu, a page over the table)
        changes only with input or while it animates: once a look has found it still, it waits
        for those (``tests/ui/test_redraw_pixels.py`` holds every overlay to this)."""
        if not self.ambient.due(game_time):
            return False
        return not overlay or self._quiet < OVERLAY_STILL_LOOKS

    def lost(self) -> None:
        """The window's picture is gone (a new size, fullscreen, an expose): draw it all next."""
        self.window_changed = True

    def draw(self, alpha: float, game_time: float) -> FramePlan:
        """This frame: held, nothing, some areas or all of it, drawn and presented."""
        top = self.stack.top
        new_screen = self.new_screen.holds(top, self._top_drawn)
        if self.move_hold.holds(top, self.new_screen.spare_time_seen, self.input_came, new_screen) or new_screen:
            self.last_plan = NOTHING   # the last picture stays while spare time makes the new one's
            return NOTHING
        refined = rotation_budget.refined != self._refined_seen   # smooth turns made in spare time
        self._refined_seen = rotation_budget.refined
        told = (self.input_came or self.navigated or self.window_changed or self.always_redraw or refined
                or self._shown is None or id(top) != self._top_drawn or (top is not None and top.animating))
        self.input_came = self.navigated = False
        if not told and not self._ambient_look(game_time, top is not None and top.is_overlay):
            self.last_plan = NOTHING
            return NOTHING
        rotation_budget.renew()
        surface = self.display.surface
        recording = record(surface.get_size(), lambda recorder: self.stack.draw_all(recorder, alpha), surface)
        whole = self.window_changed or self.always_redraw
        areas = None if whole else changed_areas(self._shown, recording)
        bounds = surface.get_rect()
        whole_beneath = any(op.bounds == bounds for op in recording.ops[:2])   # the still layer, a backdrop
        plan = EVERYTHING if areas is None else plan_areas(areas, bounds, whole_beneath)
        self.window_changed = False
        if plan.full:
            replay(recording, surface)
            self.display.present()
        elif plan.rects:
            replay(recording, surface, plan.rects)
            self.display.present(plan.rects)
        self._shown = recording
        self._top_drawn = id(top)
        self._quiet = 0 if told or plan.draws else self._quiet + 1
        # What the window now shows whole: an overlay opening over it next frame copies the
        # picture instead of drawing the scene again.
        alone = top is not None and self.stack.visible_scenes() == [top]
        self.backdrop.surface_shows = id(top) if alone else None
        self.last_plan = plan
        return plan

    def prepare(self, top: Scene | None, size: tuple[int, int]) -> None:
        """Spare time: a held screen or move drawn once out of sight, so its pictures are made."""
        def out_of_sight() -> pygame.Surface:
            return Recorder(size)
        with recording_draw_calls():
            self.new_screen.prepare(top, out_of_sight)
            self.move_hold.prepare(top, out_of_sight)


def draw_out_of_sight(size: tuple[int, int], draw: Callable[[pygame.Surface], None]) -> None:
    """Draw once onto nothing the player sees, so the pictures it wants are made and kept."""
    record(size, draw)
