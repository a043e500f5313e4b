"""The house-rule switches in a line each, for people choosing them on the settings screen.

Worded from docs/RULES.md "Optional rules" and the seeds they come from, kept beside the
rules so no screen describes a switch apart from the engine that plays it (the presets have
their own lines: ``rules.PRESET_BLURBS``).
"""

from __future__ import annotations

SWITCH_TEXT: dict[str, str] = {
    "hold": "The dealer may say \"I hold\" and take the high bid at its value.",
    "all_pass": "If everyone passes: the dealer is bagged at the lowest bid, or the hand is dealt again.",
    "renege": "Which trump led lets the 5, the jack and the A♥ be kept back (reneged).",
    "all_five_double": "A bidding side that takes all five tricks scores 60, whatever it bid.",
    "rob_pack": "The dealer, drawing last, picks the replacements from the stock.",
    "ticks": "A side that fails a bid gets a tick; at this many ticks it is out.",
    "top6": "A bagged dealer may take the top 6 of the stock instead of the kitty, keep five, draw no more.",
}


def switch_text(key: str) -> str:
    """The switch in a line ("" for one without a line)."""
    return SWITCH_TEXT.get(key, "")
