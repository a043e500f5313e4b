"""How the game was asked to start: the command line's options, checked and frozen.

``game.cli`` parses ``forty-fives [GAME OPTIONS]`` (or ``python main.py ...``) into a
``StartConfig``; ``game.app.App`` reads it and never sees argparse.  Frozen, so nothing in the
running game can change what the player asked for; the defaults are the game started with no
options at all.  No pygame here, so a tool or a test can build one without a display.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class StartConfig:
    """The game's options; ``None`` means "what the settings say" (or "no limit")."""

    fullscreen: bool | None = None     # --fullscreen: True; else the settings decide (unless --windowed)
    windowed: bool = False
    size: tuple[int, int] | None = None   # --size WIDTHxHEIGHT: exactly this window
    rules: str | None = None           # a preset name (game.engine.PRESET_NAMES)
    players: int | None = None         # a table size the preset has
    seed: int | None = None            # the same seed deals the same game
    demo: bool = False                 # computer players in every seat
    practice: bool = False
    title: bool = False                # start at the title screen
    seconds: float | None = None       # quit after this much game time
    screenshot: str | None = None      # a folder: a PNG each time a new scene appears
    profile_dir: str | None = None     # where settings and saves live
    speed: float | None = None         # animation speed for this run only (never saved)
    autoplay: float | None = None      # the human seat plays the hint's choice after this delay
    fast_clock: bool = False           # whole frames of game time without waiting (tests, tools)


__all__ = ["StartConfig"]
