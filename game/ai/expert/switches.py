"""Settings given as one option value, the way the duel's ``--a-options`` JSON gives them.

The expert's ``belief`` and ``late_play`` switches both take: the settings object itself, its
fields as a dict, True for the defaults, or None / False for off.  One reader for all of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

Settings = TypeVar("Settings")


def settings_from(option: object, kind: type[Settings], default: Settings, name: str) -> Settings | None:
    """``option`` as a ``kind`` (``default`` for True), or None for None or False; a TypeError
    naming the switch for anything else."""
    if option is None or option is False:
        return None
    if option is True:
        return default
    if isinstance(option, kind):
        return option
    if isinstance(option, Mapping):
        return kind(**dict(option))
    raise TypeError(f"{name} must be a {kind.__name__}, a dict of its fields, True, False or None, not {option!r}")
