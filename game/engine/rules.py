"""Rule switches and the named presets of docs/RULES.md.

``RuleSet`` is frozen so a game's rules cannot drift mid-game; ``with_switches``
makes a changed copy and re-validates, so an impossible table (five players in
partnerships, a kitty without an auction, ...) is refused with a clear message.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

from .checks import SeatError
from .checks import describe as _describe


class RulesError(ValueError):
    """An invalid rule combination or an unknown preset or switch."""


RENEGE_VARIANTS = ("led", "highest", "five-only")
ALL_PASS_VARIANTS = ("bag", "redeal")
FIRST_LEAD_VARIANTS = ("bidder-left", "bidder", "dealer-left")
HOLD_REBID_VARIANTS = ("all", "held")
TIE_RULES = ("bidder", "higher")
SCORING_VARIANTS = ("points", "tricks", "trick-difference")


@dataclass(frozen=True)
class RuleSet:
    """Every switch of docs/RULES.md.  Defaults are the ``classic`` preset for four players."""

    name: str = "classic"
    players: int = 4
    partnerships: bool = True          # False: each for themself (cutthroat, 2-hand)
    deal_pattern: str = "3-2"          # batches: "3" = three to each player, "K2" = two to the kitty
    kitty_size: int = 0
    auction: bool = True               # False: forty-five, trump turned up
    min_bid: int = 15
    hold: bool = True
    hold_rebid: str = "all"            # after a hold: everyone still in may raise / only the held bidder
    one_round: bool = False            # new-england: one time around only
    all_pass: str = "bag"              # dealer bagged at the minimum / redeal by the next dealer
    min_bid_at_100: int = 20           # a side with 100+ may not bid below this (0 = off)
    sixty_for_120: bool = False        # house-125: "60 for 120" for a side below zero
    draw: bool = True
    draw_first_round: int = 0          # house-125: at most 3 on the first pass of the draw (0 = all at once)
    keep_one_card: bool = False        # new-england: every player keeps at least one card in the draw
    rob_pack: bool = False             # 001: the dealer picks replacements from the stock
    top6: bool = False                 # 000: a bagged dealer may take the top 6 instead of the kitty
    first_lead: str = "bidder-left"
    renege: str = "led"
    scoring: str = "points"
    thirty_for_sixty: bool = True      # a bid of 30 made scores 60
    all_five_double: bool = False      # 004: taking all five tricks scores 60 whatever the bid
    target: int = 120
    tie_rule: str = "bidder"           # both sides pass the target on one hand: bidding side wins
    ticks: int = 0                     # 000: out after this many failed bids (0 = off)
    announce_at: int = 0               # house-125: announce a side reaching 95 (0 = off)
    called_card: bool = False          # cutthroat: the bidder calls a partner card
    turn_up: bool = False              # forty-five: the card after the deal is trump
    rob_turnup: bool = False           # forty-five: the trump ace holder may exchange for the turn-up

    def __post_init__(self) -> None:
        problems = validation_problems(self)
        if problems:
            raise RulesError(f"invalid rules {self.name!r}: " + "; ".join(problems))

    # ------------------------------------------------------------------ derived

    @property
    def deal_batches(self) -> tuple[tuple[str, int], ...]:
        """``(("hand", 3), ("kitty", 2), ...)`` from ``deal_pattern``."""
        return _parse_pattern(self.deal_pattern)

    @property
    def cards_dealt(self) -> int:
        return self.players * 5 + self.kitty_size + (1 if self.turn_up else 0)

    @property
    def bid_values(self) -> tuple[int, ...]:
        values = tuple(range(self.min_bid, 31, 5))
        return values + ((60,) if self.sixty_for_120 else ())

    def side_of(self, seat: int) -> int:
        """Partnerships alternate seats; otherwise each seat is its own side."""
        if seat.__class__ is not int or not 0 <= seat < self.players:
            raise SeatError(f"seat must be 0 to {self.players - 1} at this table, not {_describe(seat)}")
        return self.seat_sides[seat]

    @cached_property
    def seat_sides(self) -> tuple[int, ...]:
        """Each seat's side, seat by seat (``side_of`` unchecked: the engine's hot paths)."""
        return tuple(seat % 2 if self.partnerships else seat for seat in range(self.players))

    @property
    def side_count(self) -> int:
        return 2 if self.partnerships else self.players

    def sides(self) -> list[list[int]]:
        out: list[list[int]] = [[] for _ in range(self.side_count)]
        for seat in range(self.players):
            out[self.side_of(seat)].append(seat)
        return out

    def with_switches(self, **changes: Any) -> RuleSet:
        """A copy with some switches changed (kitty size re-derives the deal pattern)."""
        unknown = set(changes) - {f.name for f in dataclasses.fields(self)}
        if unknown:
            raise RulesError(f"unknown rule switch(es): {', '.join(sorted(unknown))}")
        if "kitty_size" in changes and "deal_pattern" not in changes and not isinstance(changes["kitty_size"], bool) \
                and isinstance(changes["kitty_size"], int):
            changes["deal_pattern"] = default_pattern(changes["kitty_size"],
                                                      self.deal_pattern.startswith("2"))
        return dataclasses.replace(self, **changes)

    def switches(self) -> dict[str, Any]:
        """All switches as a JSON-ready dict (hand records store this)."""
        return dataclasses.asdict(self)

    @classmethod
    def from_switches(cls, data: object) -> RuleSet:
        """The rules a ``switches()`` dict describes (hand records, saved games), checked."""
        if not isinstance(data, Mapping):
            raise RulesError(f"switches must be a table of rule switches, not {_describe(data)}")
        known = {f.name: f for f in dataclasses.fields(cls)}
        unknown = set(data) - set(known)
        if unknown:
            raise RulesError(f"unknown rule switch(es): {', '.join(sorted(map(_describe, unknown)))}")
        for key, value in data.items():
            expected = type(getattr(cls(), key))
            if expected is bool and not isinstance(value, bool):
                raise RulesError(f"switch {key!r} must be true or false, not {_describe(value)}")
            if expected is int and (isinstance(value, bool) or not isinstance(value, int)):
                raise RulesError(f"switch {key!r} must be a whole number, not {_describe(value)}")
            if expected is str and not isinstance(value, str):
                raise RulesError(f"switch {key!r} must be text, not {_describe(value)}")
        return cls(**dict(data))


def default_pattern(kitty_size: int, two_first: bool = False) -> str:
    first, second = ("2", "3") if two_first else ("3", "2")
    if kitty_size == 0:
        return f"{first}-{second}"
    if kitty_size == 4:
        return f"{first}-K2-{second}-K2"
    return f"{first}-K{kitty_size}-{second}"


@lru_cache(maxsize=64)
def _parse_pattern(pattern: str) -> tuple[tuple[str, int], ...]:
    out = []
    if len(pattern) > 40:
        raise RulesError(f"deal pattern {_describe(pattern)} is too long (e.g. '3-K2-2-K2')")
    for part in pattern.split("-"):
        part = part.strip().upper()
        if part.startswith("K") and part[1:].isascii() and part[1:].isdecimal():
            out.append(("kitty", int(part[1:])))
        elif part.isascii() and part.isdecimal():
            out.append(("hand", int(part)))
        else:
            raise RulesError(f"deal pattern {pattern!r}: {part!r} is neither a count nor K<count>")
    return tuple(out)


#: The highest target score.  A side scores at most 60 a hand (120 for "60 for 120"), so a game to
#: 1000 is already a long evening's dozens of hands; a bigger number is a typo (or 2**63) and a
#: game that could never end at the table.
MAX_TARGET = 1000
MAX_NAME_LENGTH = 64   # a rules name is shown in menus and stored in every hand record

_FIELD_TYPES = {"str": str, "int": int, "bool": bool}


def type_problems(rules: RuleSet) -> list[str]:
    """Each switch whose value is not of its kind (``players='4'``, ``target=nan``): checked
    first, so the range checks below never compare a string or a float by accident."""
    p: list[str] = []
    for f in dataclasses.fields(rules):
        kind = _FIELD_TYPES.get(f.type if isinstance(f.type, str) else f.type.__name__)
        value = getattr(rules, f.name)
        if kind is bool and not isinstance(value, bool):
            p.append(f"switch {f.name!r} must be true or false, not {_describe(value)}")
        elif kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            p.append(f"switch {f.name!r} must be a whole number, not {_describe(value)}")
        elif kind is str and not isinstance(value, str):
            p.append(f"switch {f.name!r} must be text, not {_describe(value)}")
    return p


def validation_problems(rules: RuleSet) -> list[str]:
    """Every reason a rule set cannot be played, in words."""
    p: list[str] = type_problems(rules)
    if p:
        return p
    if not 0 < len(rules.name) <= MAX_NAME_LENGTH:
        p.append(f"the rules' name must be 1 to {MAX_NAME_LENGTH} characters, not {len(rules.name)}")
    if not 2 <= rules.players <= 6:
        p.append(f"players must be 2 to 6, not {rules.players}")
    if rules.partnerships and rules.players % 2:
        p.append(f"partnerships need an even number of players, not {rules.players}")
    for name, allowed in (("renege", RENEGE_VARIANTS), ("all_pass", ALL_PASS_VARIANTS),
                          ("first_lead", FIRST_LEAD_VARIANTS), ("hold_rebid", HOLD_REBID_VARIANTS),
                          ("tie_rule", TIE_RULES), ("scoring", SCORING_VARIANTS)):
        if getattr(rules, name) not in allowed:
            p.append(f"{name} must be one of {', '.join(allowed)}, not {getattr(rules, name)!r}")
    try:
        batches = _parse_pattern(rules.deal_pattern)
    except RulesError as exc:
        p.append(str(exc))
        batches = ()
    if batches:
        if sum(n for kind, n in batches if kind == "hand") != 5:
            p.append(f"deal pattern {rules.deal_pattern!r} must give each player 5 cards")
        if sum(n for kind, n in batches if kind == "kitty") != rules.kitty_size:
            p.append(f"deal pattern {rules.deal_pattern!r} does not deal a kitty of {rules.kitty_size}")
    if rules.kitty_size not in (0, 3, 4):
        p.append(f"kitty size must be 0, 3 or 4, not {rules.kitty_size}")
    if rules.cards_dealt > 52:
        p.append(f"{rules.players} players and a kitty of {rules.kitty_size} need more than 52 cards")
    if rules.min_bid not in (15, 20, 25):
        p.append(f"minimum bid must be 15, 20 or 25, not {rules.min_bid}")
    if rules.min_bid_at_100 not in (0, 20, 25):
        p.append(f"the 100+ minimum must be 0 (off), 20 or 25, not {rules.min_bid_at_100}")
    if not 5 <= rules.target <= MAX_TARGET:
        p.append(f"target score must be 5 to {MAX_TARGET}, not {_describe(rules.target)}")
    if rules.announce_at and not 0 < rules.announce_at < rules.target:
        p.append(f"announce_at must be 0 (off) or below the target of {rules.target}, "
                 f"not {_describe(rules.announce_at)}")
    if rules.ticks not in (0, 3, 4, 5):
        p.append(f"ticks must be 0 (off), 3, 4 or 5, not {rules.ticks}")
    if rules.draw_first_round not in (0, 1, 2, 3, 4):
        p.append(f"draw_first_round must be 0 to 4, not {rules.draw_first_round}")
    if rules.auction:
        if rules.turn_up or rules.rob_turnup:
            p.append("a turned-up trump (forty-five) has no auction: set auction off")
        if rules.scoring != "points":
            p.append("an auction game scores points (5 a trick and 5 for the highest trump)")
        if rules.players < 3:
            p.append("an auction needs at least 3 players")
    else:
        if not rules.turn_up:
            p.append("without an auction the trump must be turned up (turn_up)")
        for flag in ("kitty_size", "called_card", "top6", "sixty_for_120", "ticks", "hold"):
            if getattr(rules, flag) and flag != "hold":
                p.append(f"{flag} needs an auction")
        if rules.scoring == "points":
            p.append("forty-five without an auction scores by tricks ('tricks' or 'trick-difference')")
    if rules.rob_turnup and not rules.turn_up:
        p.append("robbing the turn-up needs a turned-up trump")
    if rules.top6 and rules.kitty_size == 0:
        p.append("Top 6 replaces the kitty: it needs a kitty")
    if rules.called_card and rules.partnerships:
        p.append("a called partner card is for cutthroat (no fixed partnerships)")
    if rules.called_card and rules.players < 3:
        p.append("a called partner card needs at least 3 players")
    if not rules.partnerships and not rules.called_card and rules.auction and rules.players > 2:
        p.append("an auction without partnerships needs the called card (cutthroat)")
    if rules.keep_one_card and not rules.draw:
        p.append("keep-one-card is a draw rule: it needs the draw")
    if rules.rob_pack and not rules.draw:
        p.append("robbing the pack is a draw rule: it needs the draw")
    if rules.draw_first_round and not rules.draw:
        p.append("draw_first_round needs the draw")
    return p


# ------------------------------------------------------------------------ presets

PRESET_NAMES = ("classic", "new-england", "house-125", "cutthroat", "forty-five", "nova-scotia")
PRESET_TABLES: dict[str, tuple[int, ...]] = {
    "classic": (4, 6),
    "new-england": (4,),
    "house-125": (4,),
    "cutthroat": (5,),
    "forty-five": (2, 4, 6),
    "nova-scotia": (4,),
}
#: Each preset's name as the menus, the ladder and the help show it.
PRESET_TITLES: dict[str, str] = {
    "classic": "Classic auction",
    "new-england": "New England",
    "house-125": "House rules to 125",
    "cutthroat": "Cutthroat",
    "forty-five": "Forty-five (turn-up trump)",
    "nova-scotia": "Nova Scotia kitty",
}
PRESET_BLURBS: dict[str, str] = {
    "classic": "Auction Forty-Fives as played in Nova Scotia: bid 15 to 30, dealer may hold, first to 120.",
    "new-england": "The New England Academy's 45s: kitty of 3, one time around, bidder leads.",
    "house-125": "Kitty of 4, bids from 20, '60 for 120' when in the hole, game to 125.",
    "cutthroat": "Five players, each for themself; the bidder calls a card to find a partner.",
    "forty-five": "The older game: trump turned up, rob with the ace, first to 45.",
    "nova-scotia": "A common Nova Scotia table: kitty of 3, bids 20 to 30, hold, all pass redeals, to 125.",
}


def preset(name: str, players: int | None = None, **switches: Any) -> RuleSet:
    """The named preset (docs/RULES.md "Presets"), for ``players`` seats, with house-rule switches."""
    if not isinstance(name, str) or name not in PRESET_TABLES:
        raise RulesError(f"unknown preset {_describe(name)}: choose one of {', '.join(PRESET_NAMES)}")
    tables = PRESET_TABLES[name]
    if players is None:
        players = tables[0] if name != "forty-five" else 4
    if players.__class__ is not int or players not in tables:
        raise RulesError(f"preset {name!r} is played by {' or '.join(map(str, tables))} players, "
                         f"not {_describe(players)}")
    base: dict[str, Any] = {"name": name, "players": players}
    if name == "new-england":
        # Seed 003: kitty of 3 dealt between the rounds, one time around, dealer forced,
        # keep at least one card, the bidder leads.
        base.update(deal_pattern="3-K3-2", kitty_size=3, hold=False, one_round=True,
                    keep_one_card=True, first_lead="bidder")
    elif name in ("house-125", "cutthroat"):
        # Seed 000: 3 / 2 kitty / 2 / 2 kitty, bids 20 25 30 and 60 for 120, game to 125,
        # the draw given 3 then up to 2 more, 95 announced.
        base.update(deal_pattern="3-K2-2-K2", kitty_size=4, min_bid=20, sixty_for_120=True,
                    target=125, draw_first_round=3, announce_at=95)
        if name == "cutthroat":
            base.update(partnerships=False, called_card=True)
    elif name == "nova-scotia":
        # Issue 11: "kitty 3, bids 20-30, hold, redeal on all pass, 125" (the rest as classic).
        base.update(deal_pattern="3-K3-2", kitty_size=3, min_bid=20, all_pass="redeal", target=125)
    elif name == "forty-five":
        # Seeds 001 part 2 and 002: no auction, turn-up trump, rob with the ace, to 45.
        base.update(auction=False, hold=False, draw=False, turn_up=True, rob_turnup=True,
                    first_lead="dealer-left", scoring="tricks", target=45, min_bid_at_100=0,
                    thirty_for_sixty=False, partnerships=players != 2)
    base.update(switches)
    unknown = set(base) - {f.name for f in dataclasses.fields(RuleSet)}
    if unknown:
        raise RulesError(f"unknown rule switch(es): {', '.join(sorted(unknown))}")
    if "kitty_size" in switches and "deal_pattern" not in switches:
        base["deal_pattern"] = default_pattern(base["kitty_size"])
    return RuleSet(**base)


def all_tables() -> list[RuleSet]:
    """Every preset at every table size it supports."""
    return [preset(name, n) for name in PRESET_NAMES for n in PRESET_TABLES[name]]


DEFAULT_RULES = RuleSet()
