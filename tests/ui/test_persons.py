"""PadRoster: pads belong to persons by arrival, the keyboard to the one left without a pad;
and the input layer stamps every intent with its device and person."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.ui.core.intents import InputTranslator, IntentKind
from game.ui.core.persons import KEYBOARD, KEYBOARD_DEVICE, PAD, SHARED, PadRoster


def pad_press(pad: int, button: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=button),
            pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=pad, button=button)]


def test_pads_take_persons_in_order_of_arrival() -> None:
    roster = PadRoster()
    assert roster.join(7) == 0
    assert roster.join(3) == 1
    assert roster.join(9) is None          # a third pad has no person
    assert roster.join(7) == 0             # joining again changes nothing
    assert roster.pads == {7: 0, 3: 1}


def test_the_keyboard_belongs_to_the_one_without_a_pad() -> None:
    roster = PadRoster()
    assert roster.person_of(KEYBOARD_DEVICE) is None     # no pads: shared
    roster.join(5)
    assert roster.person_of(KEYBOARD_DEVICE) == 1        # one pad (person 0): the keyboard is person 1
    roster.join(6)
    assert roster.person_of(KEYBOARD_DEVICE) is None     # a pad each: shared again


def test_a_pad_plugged_back_in_takes_its_person_back() -> None:
    roster = PadRoster()
    roster.join(1)
    roster.join(2)
    roster.leave(1)
    assert roster.person_of(1) is None
    assert roster.join(8) == 0             # the free person, not a new one
    assert roster.person_of(2) == 1


def test_intents_carry_their_pad_and_person() -> None:
    translator = InputTranslator()
    translator.roster.join(40)
    translator.roster.join(41)
    first = translator.translate_all(pad_press(40, pygame.CONTROLLER_BUTTON_A))
    second = translator.translate_all(pad_press(41, pygame.CONTROLLER_BUTTON_DPAD_LEFT))
    assert [(i.kind, i.device, i.person) for i in first] == [(IntentKind.CONFIRM, 40, 0)]
    assert [(i.kind, i.device, i.person) for i in second] == [(IntentKind.MOVE, 41, 1)]
    keys = translator.translate(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert [(i.device, i.person) for i in keys] == [(KEYBOARD_DEVICE, None)]


def test_a_pad_first_heard_from_joins_and_its_repeats_keep_its_person() -> None:
    translator = InputTranslator(repeat_delay=0.1, repeat_interval=0.05)
    translator.roster.join(12)             # plugged in first: person 0
    down = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=30, button=pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert [i.person for i in translator.translate(down)] == [1]
    repeats = translator.update(0.3)
    assert repeats and all(i.device == 30 and i.person == 1 and i.repeat for i in repeats)
    mouse = translator.translate(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))
    assert [(i.kind, i.person) for i in mouse] == [(IntentKind.CLICK, None)]   # a pad each: shared


def test_an_unplugged_pad_frees_its_person() -> None:
    translator = InputTranslator()
    translator.roster.join(50)
    translator.translate(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=50))
    assert translator.roster.pads == {}


def test_each_person_plays_with_their_own_pad_or_the_keyboard() -> None:
    roster = PadRoster()
    assert [roster.device_of(p) for p in (0, 1)] == [SHARED, SHARED]      # no pads: the keyboard passes
    roster.join(5)
    assert [roster.device_of(p) for p in (0, 1)] == [PAD, KEYBOARD]       # one pad: the keyboard is person 1's
    roster.join(6)
    assert [roster.device_of(p) for p in (0, 1)] == [PAD, PAD]
    roster.leave(5)
    assert [roster.device_of(p) for p in (0, 1)] == [KEYBOARD, PAD]       # person 0's pad went flat
