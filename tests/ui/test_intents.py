"""InputTranslator: keyboard, mouse, controller and joystick events become intents."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ui.core.intents import InputSource, InputTranslator, Intent, IntentKind


def key_down(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod)


def key_up(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key, mod=mod)


def kinds(intents: list[Intent]) -> list[IntentKind]:
    return [intent.kind for intent in intents]


@pytest.fixture
def translator() -> InputTranslator:
    return InputTranslator(repeat_delay=0.3, repeat_interval=0.1)


@pytest.mark.parametrize("key,expected", [
    (pygame.K_RETURN, IntentKind.CONFIRM),
    (pygame.K_KP_ENTER, IntentKind.CONFIRM),
    (pygame.K_SPACE, IntentKind.CONFIRM),
    (pygame.K_ESCAPE, IntentKind.BACK),
    (pygame.K_BACKSPACE, IntentKind.BACK),
    (pygame.K_h, IntentKind.HINT),
    (pygame.K_p, IntentKind.PAUSE),
    (pygame.K_u, IntentKind.UNDO),
    (pygame.K_F11, IntentKind.TOGGLE_FULLSCREEN),
    (pygame.K_TAB, IntentKind.NEXT_TAB),
    (pygame.K_F1, IntentKind.HELP),
])
def test_plain_keys(translator: InputTranslator, key: int, expected: IntentKind) -> None:
    intents = translator.translate(key_down(key))
    assert kinds(intents) == [expected]
    assert intents[0].key == key and intents[0].source is InputSource.KEYBOARD


def test_select_is_an_alias_of_confirm() -> None:
    assert IntentKind.SELECT is IntentKind.CONFIRM  # type: ignore[comparison-overlap]  # an alias, the point


@pytest.mark.parametrize("key,delta", [
    (pygame.K_UP, (0, -1)), (pygame.K_w, (0, -1)),
    (pygame.K_DOWN, (0, 1)), (pygame.K_s, (0, 1)),
    (pygame.K_LEFT, (-1, 0)), (pygame.K_a, (-1, 0)),
    (pygame.K_RIGHT, (1, 0)), (pygame.K_d, (1, 0)),
])
def test_arrows_and_wasd_move(translator: InputTranslator, key: int,
                              delta: tuple[int, int]) -> None:
    (intent,) = translator.translate(key_down(key))
    assert intent.kind is IntentKind.MOVE and (intent.dx, intent.dy) == delta
    assert not intent.repeat


def test_modifier_combinations(translator: InputTranslator) -> None:
    assert kinds(translator.translate(key_down(pygame.K_RETURN, pygame.KMOD_LALT))) == [
        IntentKind.TOGGLE_FULLSCREEN]
    assert kinds(translator.translate(key_down(pygame.K_z, pygame.KMOD_LCTRL))) == [IntentKind.UNDO]
    assert kinds(translator.translate(key_down(pygame.K_z, pygame.KMOD_LMETA))) == [IntentKind.UNDO]
    assert kinds(translator.translate(key_down(pygame.K_TAB, pygame.KMOD_LSHIFT))) == [
        IntentKind.PREV_TAB]
    assert kinds(translator.translate(key_down(pygame.K_q, pygame.KMOD_CTRL))) == [IntentKind.QUIT]
    assert translator.translate(key_down(pygame.K_h, pygame.KMOD_CTRL)) == []
    # Num Lock / Caps Lock must not disturb ordinary keys.
    assert kinds(translator.translate(key_down(pygame.K_RETURN, pygame.KMOD_NUM))) == [
        IntentKind.CONFIRM]


def test_digits_and_unmapped_keys(translator: InputTranslator) -> None:
    (intent,) = translator.translate(key_down(pygame.K_3))
    assert intent.kind is IntentKind.DIGIT and intent.amount == 3
    assert translator.translate(key_down(pygame.K_LSHIFT)) == []
    assert translator.translate(key_down(pygame.K_x)) == []


def test_key_events_without_mod_attribute(translator: InputTranslator) -> None:
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN)
    assert kinds(translator.translate(event)) == [IntentKind.CONFIRM]


def test_quit_event_and_text(translator: InputTranslator) -> None:
    assert kinds(translator.translate(pygame.event.Event(pygame.QUIT))) == [IntentKind.QUIT]
    (text,) = translator.translate(pygame.event.Event(pygame.TEXTINPUT, text="é"))
    assert text.kind is IntentKind.TEXT and text.text == "é"


def test_held_arrow_repeats_after_delay_then_at_rate(translator: InputTranslator) -> None:
    translator.translate(key_down(pygame.K_RIGHT))
    assert translator.update(0.25) == []
    first = translator.update(0.05)
    assert len(first) == 1 and first[0].repeat and (first[0].dx, first[0].dy) == (1, 0)
    assert translator.update(0.05) == []
    assert len(translator.update(0.05)) == 1
    translator.translate(key_up(pygame.K_RIGHT))
    assert translator.update(1.0) == []


def test_os_key_repeat_is_ignored_and_latest_key_wins(translator: InputTranslator) -> None:
    translator.translate(key_down(pygame.K_RIGHT))
    assert translator.translate(key_down(pygame.K_RIGHT)) == []  # pygame.key.set_repeat echo
    translator.translate(key_down(pygame.K_DOWN))
    (repeat,) = translator.update(0.3)
    assert (repeat.dx, repeat.dy) == (0, 1)
    translator.translate(key_up(pygame.K_DOWN))
    assert translator.update(0.29) == [], "falling back to the older key restarts the delay"
    (older,) = translator.update(0.02)
    assert (older.dx, older.dy) == (1, 0)


def test_large_dt_does_not_burst(translator: InputTranslator) -> None:
    translator.translate(key_down(pygame.K_LEFT))
    assert len(translator.update(10.0)) <= 4


def test_focus_loss_releases_held_keys(translator: InputTranslator) -> None:
    translator.translate(key_down(pygame.K_UP))
    translator.translate(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert translator.update(1.0) == []


def test_mouse_motion_click_and_mapping() -> None:
    translator = InputTranslator(to_logical=lambda pos: (pos[0] * 2.0, pos[1] * 2.0))
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 20), rel=(1, 0))
    (point,) = translator.translate(motion)
    assert point.kind is IntentKind.POINT and point.pos == (20.0, 40.0)
    assert point.source is InputSource.MOUSE
    (press,) = translator.translate(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=1))
    assert press.kind is IntentKind.PRESS
    (click,) = translator.translate(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 6), button=3))
    assert click.kind is IntentKind.CLICK and click.pos == (10.0, 12.0) and click.button == 3
    wheel_button = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 6), button=4)
    assert translator.translate(wheel_button) == []
    (scroll,) = translator.translate(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2))
    assert scroll.kind is IntentKind.SCROLL and scroll.dy == -2


def test_pointer_active_follows_the_last_device_used(translator: InputTranslator) -> None:
    assert translator.pointer_active is False
    translator.translate(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(3, 0)))
    assert translator.pointer_active is True
    translator.translate(key_down(pygame.K_LEFT))
    assert translator.pointer_active is False
    translator.translate(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0)))
    assert translator.pointer_active is False, "synthetic zero-motion events don't count"
    translator.translate(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(1, 1), button=1))
    assert translator.pointer_active is True
    translator.translate(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0,
                                            button=pygame.CONTROLLER_BUTTON_A))
    assert translator.pointer_active is False


@pytest.mark.parametrize("button,expected", [
    (pygame.CONTROLLER_BUTTON_A, IntentKind.CONFIRM),
    (pygame.CONTROLLER_BUTTON_B, IntentKind.BACK),
    (pygame.CONTROLLER_BUTTON_Y, IntentKind.HINT),
    (pygame.CONTROLLER_BUTTON_X, IntentKind.UNDO),
    (pygame.CONTROLLER_BUTTON_START, IntentKind.PAUSE),
    (pygame.CONTROLLER_BUTTON_LEFTSHOULDER, IntentKind.PREV_TAB),
    (pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, IntentKind.NEXT_TAB),
])
def test_controller_buttons(translator: InputTranslator, button: int, expected: IntentKind) -> None:
    (intent,) = translator.translate(
        pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=button))
    assert intent.kind is expected and intent.source is InputSource.CONTROLLER
    assert translator.translate(
        pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=button)) == []


def test_controller_dpad_moves_and_repeats(translator: InputTranslator) -> None:
    down = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=2,
                              button=pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    (intent,) = translator.translate(down)
    assert (intent.kind, intent.dx, intent.dy) == (IntentKind.MOVE, -1, 0)
    assert len(translator.update(0.31)) == 1
    translator.translate(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=2,
                                            button=pygame.CONTROLLER_BUTTON_DPAD_LEFT))
    assert translator.update(1.0) == []


def axis(value: int, which: int = pygame.CONTROLLER_AXIS_LEFTX) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=which, value=value)


def test_left_stick_dead_zone_direction_changes_and_repeat(translator: InputTranslator) -> None:
    assert translator.translate(axis(8000)) == []  # inside the dead zone
    (right,) = translator.translate(axis(30000))
    assert (right.dx, right.dy) == (1, 0)
    assert translator.translate(axis(32767)) == [], "still right: no new move"
    assert len(translator.update(0.31)) == 1, "held stick repeats"
    assert translator.translate(axis(32767, pygame.CONTROLLER_AXIS_LEFTY)) == [], "tie: x wins"
    (down,) = translator.translate(axis(0))
    assert (down.dx, down.dy) == (0, 1)
    translator.translate(axis(0, pygame.CONTROLLER_AXIS_LEFTY))
    assert translator.update(1.0) == [], "centred stick stops repeating"
    (up,) = translator.translate(axis(-32768, pygame.CONTROLLER_AXIS_LEFTY))
    assert (up.dx, up.dy) == (0, -1)
    assert translator.translate(axis(20000, pygame.CONTROLLER_AXIS_TRIGGERLEFT)) == []


def test_raw_joystick_fallback(translator: InputTranslator) -> None:
    (confirm,) = translator.translate(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=5,
                                                         joy=0, button=0))
    assert confirm.kind is IntentKind.CONFIRM
    (hat,) = translator.translate(pygame.event.Event(pygame.JOYHATMOTION, instance_id=5, joy=0,
                                                     hat=0, value=(0, 1)))
    assert (hat.dx, hat.dy) == (0, -1), "hat y=+1 is up"
    translator.translate(pygame.event.Event(pygame.JOYHATMOTION, instance_id=5, joy=0, hat=0,
                                            value=(0, 0)))
    assert translator.update(1.0) == []
    (stick,) = translator.translate(pygame.event.Event(pygame.JOYAXISMOTION, instance_id=5, joy=0,
                                                       axis=0, value=-0.9))
    assert (stick.dx, stick.dy) == (-1, 0)


def test_device_events_without_hardware_do_not_crash(translator: InputTranslator) -> None:
    translator.start_devices()
    assert translator.translate(pygame.event.Event(pygame.CONTROLLERDEVICEADDED,
                                                   device_index=7)) == []
    assert translator.translate(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=7)) == []
    translator.translate(key_down(pygame.K_UP))
    assert translator.translate(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED,
                                                   instance_id=7)) == []
    assert translator.device_count == 0
    assert len(translator.update(0.31)) == 1, "removing a pad leaves keyboard holds alone"


def test_removed_pad_stops_its_repeat(translator: InputTranslator) -> None:
    translator.translate(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=3,
                                            button=pygame.CONTROLLER_BUTTON_DPAD_UP))
    translator.translate(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=3))
    assert translator.update(1.0) == []


def test_translate_all_and_unknown_events(translator: InputTranslator) -> None:
    events = [key_down(pygame.K_RETURN), pygame.event.Event(pygame.USEREVENT), key_down(pygame.K_h)]
    assert kinds(translator.translate_all(events)) == [IntentKind.CONFIRM, IntentKind.HINT]
