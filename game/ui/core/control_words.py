"""The controls named in the words on screen, for the device in use.

A keyboard player told "B to close" or "bumpers turn pages" has to guess; a pad player told
"Esc" has no such key.  Every on-screen hint names its control through ``key_name`` with the
device used last (``PadRoster.in_use``, which a scene reads as ``host.roster.in_use``), so the
words follow whoever holds what.  The names
here match the bindings in ``game.ui.core.intents`` (a test checks that each named key or
button does what its hint says).
"""

from __future__ import annotations

from game.ui.core.persons import PAD

#: What a control does -> (its name on the keyboard, its name on a pad).
CONTROLS: dict[str, tuple[str, str]] = {
    "confirm": ("Enter", "A"),
    "back": ("Esc", "B"),
    "pages": ("Tab", "LB/RB"),       # turn pages, change tabs and groups
    "hint": ("H", "Y"),
    "undo": ("U", "X"),
}


def on_pad(device: str) -> bool:
    """Whether the words should name a pad's buttons: ``device`` is what was used last
    (``persons.PAD``, or ``persons.KEYBOARD`` for the keyboard and the mouse alike)."""
    return device == PAD


def key_name(control: str, device: str) -> str:
    """The name of the key or button that does ``control`` on the device in use:
    ``key_name("pages", KEYBOARD)`` is "Tab", ``key_name("pages", PAD)`` "LB/RB"."""
    keyboard, pad = CONTROLS[control]
    return pad if on_pad(device) else keyboard
