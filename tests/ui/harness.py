"""The real app, headless, stepped frame by frame on a fake clock: one harness for the tests that
drive whole screens (window sizes, quitting from every screen, random input).

Each frame is one capped frame of game time (no waiting, no real time passes).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.app import App
from game.cli import parse_start
from game.ui.core.intents import InputSource, Intent, IntentKind

KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE,
        pygame.K_ESCAPE, pygame.K_h, pygame.K_u, pygame.K_TAB, pygame.K_F1, pygame.K_1, pygame.K_p,
        pygame.K_PAGEDOWN, pygame.K_BACKSPACE)
PAD_BUTTONS = (pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_X,
               pygame.CONTROLLER_BUTTON_Y, pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
               pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN,
               pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)


class AppHarness:
    """An ``App`` built from a command line (``--fast-clock`` and ``--windowed`` added), stepped
    frame by frame on a fake clock; it notes each scene on top after a frame (``scenes``) and
    whether a game was seen over (``seen_over``)."""

    def __init__(self, profile: Path, *extra: str, size: str = "1280x720") -> None:
        self.app = App(parse_start(["--windowed", "--size", size, "--profile-dir", str(profile), "--fast-clock",
                                   *extra]))
        self.app.start()
        self.clock = 0.0
        self.scenes: set[str] = set()
        self.seen_over = False

    def fake_clock(self) -> float:
        loop = self.app.loop
        self.clock += loop.step_seconds * loop.max_steps_per_frame
        return self.clock

    def frames(self, count: int = 1) -> None:
        app = self.app
        for _ in range(count):
            app.loop.run(app.update, app.draw, poll_events=app.handle_events, end_frame=app.display.flip,
                         clock=self.fake_clock, max_frames=app.loop.frames + 1)
            top = app.stack.top
            assert top is not None, "the stack is never empty while the app runs"
            self.scenes.add(top.name)
            ctx = getattr(top, "ctx", None)
            if ctx is not None and ctx.session.is_over:
                self.seen_over = True

    def run_until(self, predicate: Callable[[], bool], limit: int) -> bool:
        """Frames until ``predicate`` holds (checked before each frame and after the last)."""
        for _ in range(limit):
            if predicate():
                return True
            self.frames(1)
        return predicate()

    @property
    def ctx(self) -> Any:
        """The table context of the scene on top (AttributeError off a table)."""
        top: Any = self.app.stack.top
        return top.ctx

    @property
    def top(self) -> Any:
        return self.app.stack.top

    def lesson_guide(self) -> Any:
        """The coach of the lesson at the table on top (None anywhere else)."""
        from game.ui.scenes.lesson_guide import LessonGuide
        ctx = getattr(self.top, "ctx", None)
        guide = ctx.mode.guide if ctx is not None else None
        return guide if isinstance(guide, LessonGuide) else None

    def lesson_decision(self, step_index: int, limit: int = 3000) -> Any:
        """Frames until the lesson's step ``step_index`` waits for the person's move: its coach."""
        from game.ui.scenes.lesson_guide import DECIDING

        def ready() -> bool:
            guide = self.lesson_guide()
            return (guide is not None and guide.index == step_index and guide.state == DECIDING
                    and self.top.ctx.session.human_to_act() and not self.top.view.busy)
        assert self.run_until(ready, limit), f"step {step_index} never waits for a move ({self.top.name})"
        return self.lesson_guide()

    def strip_text(self) -> str:
        """The status strip's words as shown (heading and text)."""
        status = getattr(self.top, "status", None)
        return "" if status is None else f"{status.banner.title} {status.banner.text}"

    def navigate(self, request: Any, frames: int = 2) -> None:
        self.app.navigate(request)
        self.frames(frames)

    def send(self, kind: IntentKind, **fields: Any) -> None:
        self.app.dispatch(Intent(kind, **fields))
        self.frames(1)

    def click(self, rect: pygame.Rect) -> None:
        self.app.dispatch(Intent(IntentKind.CLICK, x=rect.centerx, y=rect.centery, button=1,
                                 source=InputSource.MOUSE))
        self.frames(1)

    def random_input(self, rng: random.Random, events: int, quit_keys: bool = False) -> None:
        """``events`` random presses, clicks (anywhere in the window) and pad buttons, a frame
        after each; Escape and Backspace only when ``quit_keys`` (they would leave the screen)."""
        surface = pygame.display.get_surface()
        assert surface is not None, "the app opened its window"
        width, height = surface.get_size()
        keys = KEYS if quit_keys else tuple(k for k in KEYS if k not in (pygame.K_ESCAPE, pygame.K_BACKSPACE))
        for _ in range(events):
            roll = rng.random()
            if roll < 0.45:
                key = rng.choice(keys)
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
                pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
            elif roll < 0.85:
                pos = (rng.randrange(width), rng.randrange(height))
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            else:
                button = rng.choice(PAD_BUTTONS if quit_keys else PAD_BUTTONS[:1] + PAD_BUTTONS[2:])
                pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=0))
                pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button, instance_id=0))
            self.frames(1)


class PracticeHarness(AppHarness):
    """The harness as the practice tests start it: at the title, 800x600, one frame run."""

    def __init__(self, profile: Path, *extra: str) -> None:
        super().__init__(profile, "--title", *extra, size="800x600")
        self.frames(1)


def button(group: Any, value: Any) -> Any:
    """The button of ``group`` whose value is ``value`` (fails with what is there)."""
    for b in group.buttons:
        if b.value == value:
            return b
    raise AssertionError(f"no button {value!r} in {[b.value for b in group.buttons]}")
