"""Which person at the screen each input device belongs to (two people at one TV).

Game pads are handed out in the order they arrive: the first pad is person 0 (the first human,
South), the second pad person 1 (the other human).  The keyboard and mouse belong to the one
person without a pad when exactly one has none; with no pads, or a pad each, they are shared
(``None``: they act for whoever is on turn).  A pad unplugged frees its person, and the next pad
plugged in takes that person back, so a flat battery never swaps who is who.
"""

from __future__ import annotations

KEYBOARD_DEVICE = -1   # the keyboard and the mouse, as one device (SDL's pad instance ids are >= 0)
PAD, KEYBOARD, SHARED = "pad", "keyboard", "shared"   # what a person plays with (``PadRoster.device_of``)


class PadRoster:
    """Pads to persons, by order of arrival; the keyboard to the person left without one."""

    def __init__(self, persons: int = 2) -> None:
        self.persons = persons
        self._pads: dict[int, int] = {}   # pad instance id -> person
        self.in_use = KEYBOARD   # the device used last (PAD or KEYBOARD): the words on screen name its keys

    def used(self, device: int) -> None:
        """A device was used: the keyboard and mouse (``KEYBOARD_DEVICE``) or a pad."""
        self.in_use = KEYBOARD if device == KEYBOARD_DEVICE else PAD

    def join(self, device: int) -> int | None:
        """A pad is here (plugged in, or first heard from): its person, the lowest one free."""
        if device == KEYBOARD_DEVICE:
            return self.person_of(device)
        if device in self._pads:
            return self._pads[device]
        taken = set(self._pads.values())
        free = next((p for p in range(self.persons) if p not in taken), None)
        if free is not None:
            self._pads[device] = free
        return free

    def leave(self, device: int) -> None:
        """A pad was unplugged: its person is free for the next pad."""
        self._pads.pop(device, None)

    def person_of(self, device: int) -> int | None:
        """The person a device belongs to, or None when it is shared (or a pad beyond the persons)."""
        if device != KEYBOARD_DEVICE:
            return self._pads.get(device)
        without = [p for p in range(self.persons) if p not in self._pads.values()]
        return without[0] if len(without) == 1 else None

    def device_of(self, person: int) -> str:
        """What a person plays with, for the words on screen ("press A" or "press Enter"):
        ``PAD`` (their own pad), ``KEYBOARD`` (the keyboard and mouse, theirs alone) or
        ``SHARED`` (the keyboard and mouse, shared: nobody has a pad)."""
        if person in self._pads.values():
            return PAD
        return KEYBOARD if self.person_of(KEYBOARD_DEVICE) == person else SHARED

    @property
    def pads(self) -> dict[int, int]:
        """Each known pad's person (a copy: for the settings screen and tests)."""
        return dict(self._pads)
