"""Personalities: the character of a computer player, loadable from a TOML table.

Skill comes from the level (``easy`` slips and forgets, ``normal`` does not); the
personality adds character on top, so a bold ``normal`` player still plays well but
bids a little over its hand.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Personality:
    """How a computer player likes to play; every field has a sensible default."""

    name: str = "steady"
    boldness: float = 0.0        # points added to its hand's worth before bidding (bold > 0)
    slip_rate: float = 0.0       # extra chance per decision of a human-like slip (added to the level's)
    partner_trust: float = 1.0   # share of partner's expected help it counts on (0 to 1.5)
    push: float = 1.0            # how hard it contests the bid when the other side nears the target
    hold_eagerness: float = 0.0  # dealer: points of extra courage to hold a bid
    renege_keenness: float = 0.5  # 0..1: how readily it keeps the 5/J/A♥ back on a low trump lead
    trump_lead: float = 1.0      # 0..1.5: how keen it is to pull trumps as the bidding side

    def __post_init__(self) -> None:
        problems = []
        if not isinstance(self.name, str) or not self.name:
            problems.append("name must be non-empty text")
        for field in dataclasses.fields(self):
            if field.name == "name":
                continue
            value = getattr(self, field.name)
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                problems.append(f"{field.name} must be a number, not {value!r}")
        if not problems:
            for key, low, high in (("boldness", -15, 15), ("slip_rate", 0, 1), ("partner_trust", 0, 2),
                                   ("push", 0, 3), ("hold_eagerness", -10, 10),
                                   ("renege_keenness", 0, 1), ("trump_lead", 0, 2)):
                value = getattr(self, key)
                if not low <= value <= high:
                    problems.append(f"{key} must be between {low} and {high}, not {value!r}")
        if problems:
            raise ValueError("personality: " + "; ".join(problems))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Personality:
        """Build from a plain dict (a TOML table); ``like = "bold"`` starts from a named one.

        Unknown keys are refused by name, so a typo in a level file is caught at load time.
        """
        if not isinstance(data, Mapping):
            raise ValueError(f"personality must be a table of settings, not {type(data).__name__}")
        known = {f.name for f in dataclasses.fields(cls)}
        values = dict(data)
        base = cls()
        if "like" in values:
            like = values.pop("like")
            if like not in NAMED:
                raise ValueError(f"personality: unknown 'like' {like!r}: choose one of {', '.join(NAMED)}")
            base = NAMED[like]
        for key in values:
            if key not in known:
                raise ValueError(f"personality: unknown key {key!r}: allowed keys are "
                                 f"{', '.join(sorted(known | {'like'}))}")
        return dataclasses.replace(base, **values)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


NAMED: dict[str, Personality] = {
    "steady": Personality("steady"),
    "bold": Personality("bold", boldness=3.0, partner_trust=1.2, push=1.5, hold_eagerness=2.0,
                        slip_rate=0.02, trump_lead=1.2),
    "cautious": Personality("cautious", boldness=-3.0, partner_trust=0.7, push=0.6,
                            hold_eagerness=-2.0, renege_keenness=0.8),
    "cagey": Personality("cagey", boldness=-1.0, partner_trust=0.9, push=1.2, hold_eagerness=3.0,
                         renege_keenness=1.0, trump_lead=0.8),
}


def resolve_personality(value: Personality | Mapping[str, Any] | str | None) -> Personality:
    """A ``Personality`` from an instance, a dict, a named personality, or None (steady)."""
    if value is None:
        return NAMED["steady"]
    if isinstance(value, Personality):
        return value
    if isinstance(value, str):
        if value not in NAMED:
            raise ValueError(f"unknown personality {value!r}: choose one of {', '.join(NAMED)}")
        return NAMED[value]
    return Personality.from_dict(value)
