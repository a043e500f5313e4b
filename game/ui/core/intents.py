"""Player intents and the translator from raw pygame events.

Scenes never look at keys, buttons or sticks: they receive ``Intent`` values
("move focus left", "confirm", "click at x,y"), so keyboard, mouse and game
controller all drive the same code and key bindings live in one place.
"""

from __future__ import annotations

import contextlib
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

import pygame

from game.ui.core.persons import KEYBOARD_DEVICE, PadRoster

PointMapper = Callable[[tuple[int, int]], tuple[float, float]]


class IntentKind(Enum):
    CONFIRM = "confirm"
    SELECT = "confirm"  # alias: "select the focused thing" and "confirm" are one action
    BACK = "back"
    MOVE = "move"  # dx, dy in {-1, 0, 1}
    POINT = "point"  # mouse moved to x, y
    PRESS = "press"  # mouse button went down at x, y (for pressed-button visuals)
    CLICK = "click"  # mouse button released at x, y
    SCROLL = "scroll"  # dx, dy wheel steps; dy > 0 means away from the user
    HINT = "hint"
    PAUSE = "pause"
    UNDO = "undo"
    HELP = "help"
    TOGGLE_FULLSCREEN = "toggle_fullscreen"
    QUIT = "quit"
    NEXT_TAB = "next_tab"
    PREV_TAB = "prev_tab"
    DIGIT = "digit"  # amount = 0..9, quick keys for bids and menus
    TEXT = "text"  # typed text (from TEXTINPUT), for name entry


class InputSource(Enum):
    KEYBOARD = "keyboard"
    MOUSE = "mouse"
    CONTROLLER = "controller"
    SYSTEM = "system"


@dataclass(frozen=True)
class Intent:
    """One thing the player wants; only the fields relevant to ``kind`` are set."""

    kind: IntentKind
    dx: int = 0
    dy: int = 0
    x: float = 0.0
    y: float = 0.0
    button: int = 0
    amount: int = 0
    text: str = ""
    key: int = 0  # raw key for keyboard intents, so a text field can tell Backspace from Esc
    repeat: bool = False
    source: InputSource = InputSource.KEYBOARD
    device: int = KEYBOARD_DEVICE   # a pad's instance id, or the keyboard and mouse
    person: int | None = None       # whose device (two people at one TV); None: shared

    @property
    def pos(self) -> tuple[float, float]:
        return (self.x, self.y)


_MOVE_KEYS: dict[int, tuple[int, int]] = {
    pygame.K_UP: (0, -1), pygame.K_w: (0, -1), pygame.K_KP8: (0, -1),
    pygame.K_DOWN: (0, 1), pygame.K_s: (0, 1), pygame.K_KP2: (0, 1),
    pygame.K_LEFT: (-1, 0), pygame.K_a: (-1, 0), pygame.K_KP4: (-1, 0),
    pygame.K_RIGHT: (1, 0), pygame.K_d: (1, 0), pygame.K_KP6: (1, 0),
}
_ENTER_KEYS = {pygame.K_RETURN, pygame.K_KP_ENTER}
_PLAIN_KEYS: dict[int, IntentKind] = {
    pygame.K_RETURN: IntentKind.CONFIRM, pygame.K_KP_ENTER: IntentKind.CONFIRM,
    pygame.K_SPACE: IntentKind.CONFIRM,
    pygame.K_ESCAPE: IntentKind.BACK, pygame.K_BACKSPACE: IntentKind.BACK,
    pygame.K_h: IntentKind.HINT, pygame.K_p: IntentKind.PAUSE, pygame.K_u: IntentKind.UNDO,
    pygame.K_F1: IntentKind.HELP, pygame.K_F11: IntentKind.TOGGLE_FULLSCREEN,
    pygame.K_TAB: IntentKind.NEXT_TAB, pygame.K_PAGEDOWN: IntentKind.NEXT_TAB,
    pygame.K_PAGEUP: IntentKind.PREV_TAB,
}
_DIGIT_KEYS: dict[int, int] = {
    **{getattr(pygame, f"K_{n}"): n for n in range(10)},
    **{getattr(pygame, f"K_KP{n}"): n for n in (0, 1, 3, 5, 7, 9)},  # KP 2/4/6/8 move
}
_COMMAND_MODS = pygame.KMOD_CTRL | pygame.KMOD_META

_CONTROLLER_BUTTONS: dict[int, IntentKind] = {
    pygame.CONTROLLER_BUTTON_A: IntentKind.CONFIRM,
    pygame.CONTROLLER_BUTTON_B: IntentKind.BACK,
    pygame.CONTROLLER_BUTTON_Y: IntentKind.HINT,
    pygame.CONTROLLER_BUTTON_X: IntentKind.UNDO,
    pygame.CONTROLLER_BUTTON_START: IntentKind.PAUSE,
    pygame.CONTROLLER_BUTTON_BACK: IntentKind.HELP,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: IntentKind.PREV_TAB,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: IntentKind.NEXT_TAB,
}
_CONTROLLER_DPAD: dict[int, tuple[int, int]] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: (0, -1),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (0, 1),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (-1, 0),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (1, 0),
}
# Raw joystick fallback uses the common XInput button order (A, B, X, Y, LB, RB, Back, Start).
_JOYSTICK_BUTTONS: dict[int, IntentKind] = {
    0: IntentKind.CONFIRM, 1: IntentKind.BACK, 2: IntentKind.UNDO, 3: IntentKind.HINT,
    4: IntentKind.PREV_TAB, 5: IntentKind.NEXT_TAB, 6: IntentKind.HELP, 7: IntentKind.PAUSE,
}
_STICK_FULL_SCALE = 32767.0
_MOUSE_CLICK_BUTTONS = {1, 2, 3}


def _identity(pos: tuple[int, int]) -> tuple[float, float]:
    return (float(pos[0]), float(pos[1]))


def _stick_direction(x: float, y: float, dead_zone: float) -> tuple[int, int] | None:
    """The dominant stick direction, or None inside the dead zone."""
    if max(abs(x), abs(y)) < dead_zone:
        return None
    if abs(x) >= abs(y):
        return (1 if x > 0 else -1, 0)
    return (0, 1 if y > 0 else -1)


class InputTranslator:
    """Turns pygame events into Intents and synthesises auto-repeat for held directions.

    Call ``translate(event)`` for each event and ``update(dt)`` once per fixed
    step; both return lists of intents. ``pointer_active`` says whether the
    mouse is in use (scenes show a focus cursor when it is False).
    """

    def __init__(self, to_logical: PointMapper | None = None, repeat_delay: float = 0.35,
                 repeat_interval: float = 0.11, stick_dead_zone: float = 0.5) -> None:
        self.to_logical: PointMapper = to_logical or _identity
        self.repeat_delay = repeat_delay
        self.repeat_interval = repeat_interval
        self.stick_dead_zone = stick_dead_zone
        self.pointer_active = False
        self.controller_module_available = False
        self._held: OrderedDict[str, tuple[int, int, InputSource]] = OrderedDict()
        self._repeat_timer = 0.0
        self._sticks: dict[int, list[float]] = {}
        self._controllers: dict[int, Any] = {}  # instance_id -> Controller
        self._joysticks: dict[int, Any] = {}  # instance_id -> Joystick (fallback)
        self.roster = PadRoster()   # which person each pad (and the keyboard) belongs to

    # --- devices -----------------------------------------------------------------

    def start_devices(self) -> None:
        """Initialise controller support; connected pads then arrive as DEVICEADDED events."""
        try:
            from pygame._sdl2 import controller
            controller.init()
            self.controller_module_available = True
        except (ImportError, pygame.error, AttributeError):
            self.controller_module_available = False
        with contextlib.suppress(pygame.error):
            pygame.joystick.init()

    @property
    def device_count(self) -> int:
        return len(self._controllers) + len(self._joysticks)

    def _add_controller(self, device_index: int) -> None:
        try:
            from pygame._sdl2 import controller
            pad = controller.Controller(device_index)
            instance_id = pad.as_joystick().get_instance_id()
            self._controllers[instance_id] = pad
            self.roster.join(instance_id)
        except (ImportError, pygame.error, AttributeError, ValueError):
            self._add_joystick(device_index, force=True)

    def _add_joystick(self, device_index: int, force: bool = False) -> None:
        if not force and self.controller_module_available:
            try:
                from pygame._sdl2 import controller
                if controller.is_controller(device_index):
                    return  # a CONTROLLERDEVICEADDED event will follow for it
            except (ImportError, pygame.error):
                pass
        try:
            stick = pygame.joystick.Joystick(device_index)
            self._joysticks[stick.get_instance_id()] = stick
            self.roster.join(stick.get_instance_id())
        except pygame.error:
            pass

    def _remove_device(self, instance_id: int) -> None:
        for table in (self._controllers, self._joysticks):
            device = table.pop(instance_id, None)
            if device is not None:
                with contextlib.suppress(pygame.error):
                    device.quit()
        self._sticks.pop(instance_id, None)
        self.roster.leave(instance_id)
        device_sources = [s for s in self._held
                          if s.startswith(("dpad:", "stick:", "hat:"))
                          and s.split(":")[1] == str(instance_id)]
        for source in device_sources:
            self._release(source)

    # --- translation ---------------------------------------------------------------

    def translate_all(self, events: Iterable[Any]) -> list[Intent]:
        return [intent for event in events for intent in self.translate(event)]

    def translate(self, event: Any) -> list[Intent]:
        handler = self._HANDLERS.get(event.type)
        intents = handler(self, event) if handler is not None else []
        if intents:
            pad = getattr(event, "instance_id", KEYBOARD_DEVICE)
            intents = [self._stamped(i, pad if i.source is InputSource.CONTROLLER else KEYBOARD_DEVICE)
                       for i in intents]
        if any(i.source in (InputSource.KEYBOARD, InputSource.CONTROLLER)
               and i.kind not in (IntentKind.TOGGLE_FULLSCREEN, IntentKind.TEXT) for i in intents):
            self.pointer_active = False
        for intent in intents:
            if intent.source is not InputSource.SYSTEM:
                self.roster.used(intent.device)   # the words on screen name this device's keys
        return intents

    def _stamped(self, intent: Intent, device: int) -> Intent:
        """The intent with its device and that device's person (a pad first heard from joins)."""
        person = self.roster.join(device) if device != KEYBOARD_DEVICE else self.roster.person_of(device)
        return replace(intent, device=device, person=person)

    def _on_quit(self, event: Any) -> list[Intent]:
        return [Intent(IntentKind.QUIT, source=InputSource.SYSTEM)]

    def _on_focus_lost(self, event: Any) -> list[Intent]:
        self.release_all()
        return []

    def _on_key_down(self, event: Any) -> list[Intent]:
        key = getattr(event, "key", 0)
        mod = getattr(event, "mod", 0)
        if key in _ENTER_KEYS and mod & pygame.KMOD_ALT:
            return [Intent(IntentKind.TOGGLE_FULLSCREEN, key=key)]
        if mod & _COMMAND_MODS:
            if key == pygame.K_z:
                return [Intent(IntentKind.UNDO, key=key)]
            if key == pygame.K_q:
                return [Intent(IntentKind.QUIT, key=key)]
            return []
        if key in _MOVE_KEYS:
            source = f"key:{key}"
            if source in self._held:
                return []  # OS key repeat: our own repeat already handles held keys
            dx, dy = _MOVE_KEYS[key]
            self._hold(source, dx, dy, InputSource.KEYBOARD)
            return [Intent(IntentKind.MOVE, dx=dx, dy=dy, key=key)]
        if key == pygame.K_TAB and mod & pygame.KMOD_SHIFT:
            return [Intent(IntentKind.PREV_TAB, key=key)]
        if key in _PLAIN_KEYS:
            return [Intent(_PLAIN_KEYS[key], key=key)]
        if key in _DIGIT_KEYS:
            return [Intent(IntentKind.DIGIT, amount=_DIGIT_KEYS[key], key=key)]
        return []

    def _on_key_up(self, event: Any) -> list[Intent]:
        self._release(f"key:{getattr(event, 'key', 0)}")
        return []

    def _on_text(self, event: Any) -> list[Intent]:
        text = getattr(event, "text", "")
        return [Intent(IntentKind.TEXT, text=text)] if text else []

    def _mouse_pos(self, event: Any) -> tuple[float, float]:
        return self.to_logical(tuple(getattr(event, "pos", (0, 0))))

    def _on_mouse_motion(self, event: Any) -> list[Intent]:
        if tuple(getattr(event, "rel", (1, 1))) == (0, 0):
            return []  # synthetic motion (window focus, warps) is not the player
        self.pointer_active = True
        x, y = self._mouse_pos(event)
        return [Intent(IntentKind.POINT, x=x, y=y, source=InputSource.MOUSE)]

    def _on_mouse_button(self, event: Any) -> list[Intent]:
        button = getattr(event, "button", 1)
        if button not in _MOUSE_CLICK_BUTTONS:
            return []  # legacy wheel buttons 4-7: MOUSEWHEEL covers them
        self.pointer_active = True
        x, y = self._mouse_pos(event)
        kind = IntentKind.PRESS if event.type == pygame.MOUSEBUTTONDOWN else IntentKind.CLICK
        return [Intent(kind, x=x, y=y, button=button, source=InputSource.MOUSE)]

    def _on_wheel(self, event: Any) -> list[Intent]:
        dx, dy = int(getattr(event, "x", 0)), int(getattr(event, "y", 0))
        if dx == 0 and dy == 0:
            return []
        return [Intent(IntentKind.SCROLL, dx=dx, dy=dy, source=InputSource.MOUSE)]

    def _on_controller_added(self, event: Any) -> list[Intent]:
        self._add_controller(getattr(event, "device_index", 0))
        return []

    def _on_joystick_added(self, event: Any) -> list[Intent]:
        self._add_joystick(getattr(event, "device_index", 0))
        return []

    def _on_device_removed(self, event: Any) -> list[Intent]:
        self._remove_device(getattr(event, "instance_id", -1))
        return []

    def _on_controller_button(self, event: Any) -> list[Intent]:
        pad, button = getattr(event, "instance_id", 0), getattr(event, "button", -1)
        source = f"dpad:{pad}:{button}"
        if event.type == pygame.CONTROLLERBUTTONUP:
            self._release(source)
            return []
        if button in _CONTROLLER_DPAD:
            dx, dy = _CONTROLLER_DPAD[button]
            self._hold(source, dx, dy, InputSource.CONTROLLER)
            return [Intent(IntentKind.MOVE, dx=dx, dy=dy, source=InputSource.CONTROLLER)]
        if button in _CONTROLLER_BUTTONS:
            return [Intent(_CONTROLLER_BUTTONS[button], button=button,
                           source=InputSource.CONTROLLER)]
        return []

    def _on_controller_axis(self, event: Any) -> list[Intent]:
        axis = getattr(event, "axis", -1)
        if axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            return []
        value = max(-1.0, min(1.0, getattr(event, "value", 0) / _STICK_FULL_SCALE))
        component = 0 if axis == pygame.CONTROLLER_AXIS_LEFTX else 1
        return self._stick_moved(getattr(event, "instance_id", 0), component, value)

    def _on_joystick_button(self, event: Any) -> list[Intent]:
        if getattr(event, "instance_id", None) in self._controllers:
            return []  # the same press also arrives as a CONTROLLERBUTTON event
        if event.type == pygame.JOYBUTTONDOWN and event.button in _JOYSTICK_BUTTONS:
            return [Intent(_JOYSTICK_BUTTONS[event.button], button=event.button,
                           source=InputSource.CONTROLLER)]
        return []

    def _on_joystick_axis(self, event: Any) -> list[Intent]:
        instance_id = getattr(event, "instance_id", 0)
        if instance_id in self._controllers or getattr(event, "axis", -1) not in (0, 1):
            return []
        return self._stick_moved(instance_id, event.axis, float(event.value))

    def _on_joystick_hat(self, event: Any) -> list[Intent]:
        instance_id = getattr(event, "instance_id", 0)
        if instance_id in self._controllers:
            return []
        hat_x, hat_y = getattr(event, "value", (0, 0))
        source = f"hat:{instance_id}:{getattr(event, 'hat', 0)}"
        self._release(source)
        if hat_x == 0 and hat_y == 0:
            return []
        dx, dy = (hat_x, 0) if hat_x else (0, -hat_y)  # hat y is +1 for up
        self._hold(source, dx, dy, InputSource.CONTROLLER)
        return [Intent(IntentKind.MOVE, dx=dx, dy=dy, source=InputSource.CONTROLLER)]

    def _stick_moved(self, instance_id: int, component: int, value: float) -> list[Intent]:
        stick = self._sticks.setdefault(instance_id, [0.0, 0.0])
        source = f"stick:{instance_id}"
        old = self._held.get(source)
        stick[component] = value
        direction = _stick_direction(stick[0], stick[1], self.stick_dead_zone)
        if direction is None:
            self._release(source)
            return []
        if old is not None and (old[0], old[1]) == direction:
            return []
        self._release(source)
        self._hold(source, direction[0], direction[1], InputSource.CONTROLLER)
        return [Intent(IntentKind.MOVE, dx=direction[0], dy=direction[1],
                       source=InputSource.CONTROLLER)]

    _HANDLERS: dict[int, Callable[[InputTranslator, Any], list[Intent]]] = {
        pygame.QUIT: _on_quit,
        pygame.WINDOWFOCUSLOST: _on_focus_lost,
        pygame.KEYDOWN: _on_key_down,
        pygame.KEYUP: _on_key_up,
        pygame.TEXTINPUT: _on_text,
        pygame.MOUSEMOTION: _on_mouse_motion,
        pygame.MOUSEBUTTONDOWN: _on_mouse_button,
        pygame.MOUSEBUTTONUP: _on_mouse_button,
        pygame.MOUSEWHEEL: _on_wheel,
        pygame.CONTROLLERDEVICEADDED: _on_controller_added,
        pygame.CONTROLLERDEVICEREMOVED: _on_device_removed,
        pygame.CONTROLLERBUTTONDOWN: _on_controller_button,
        pygame.CONTROLLERBUTTONUP: _on_controller_button,
        pygame.CONTROLLERAXISMOTION: _on_controller_axis,
        pygame.JOYDEVICEADDED: _on_joystick_added,
        pygame.JOYDEVICEREMOVED: _on_device_removed,
        pygame.JOYBUTTONDOWN: _on_joystick_button,
        pygame.JOYBUTTONUP: _on_joystick_button,
        pygame.JOYAXISMOTION: _on_joystick_axis,
        pygame.JOYHATMOTION: _on_joystick_hat,
    }

    # --- auto-repeat -----------------------------------------------------------------

    def _hold(self, source: str, dx: int, dy: int, origin: InputSource) -> None:
        self._held.pop(source, None)
        self._held[source] = (dx, dy, origin)  # most recent press repeats
        self._repeat_timer = self.repeat_delay

    def _release(self, source: str) -> None:
        was_repeating = bool(self._held) and next(reversed(self._held)) == source
        if self._held.pop(source, None) is not None and was_repeating:
            self._repeat_timer = self.repeat_delay

    def release_all(self) -> None:
        """Forget held keys/buttons (focus lost: their KEYUP may never arrive)."""
        self._held.clear()
        for stick in self._sticks.values():
            stick[0] = stick[1] = 0.0

    def update(self, dt: float) -> list[Intent]:
        """Advance the repeat timer; return MOVE repeats for the most recent held direction."""
        if not self._held:
            return []
        source, (dx, dy, origin) = next(reversed(self._held.items()))
        device = int(source.split(":")[1]) if origin is InputSource.CONTROLLER else KEYBOARD_DEVICE
        self._repeat_timer -= dt
        repeats: list[Intent] = []
        while self._repeat_timer <= 0.0 and len(repeats) < 4:
            repeats.append(self._stamped(Intent(IntentKind.MOVE, dx=dx, dy=dy, repeat=True, source=origin), device))
            self._repeat_timer += self.repeat_interval
        if self._repeat_timer <= 0.0:
            self._repeat_timer = self.repeat_interval  # drop a backlog rather than burst
        if repeats and origin is not InputSource.MOUSE:
            self.pointer_active = False
        return repeats
