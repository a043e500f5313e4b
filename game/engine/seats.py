"""Who sits where: the active seats clockwise, the order of the deal, and the first leader.

The one home of docs/RULES.md's seat rules, so the engine, the players, the drills and the app
agree on them: "clockwise from the dealer's left", "the player left of the bidder leads
the first trick" (with each preset's first-lead switch), and cutthroat seats that have
gone out ("out the back door") skipped everywhere.  Pure functions of plain values.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Literal

from .checks import SeatError, describe, is_whole, whole
from .rules import RulesError, RuleSet

KITTY: Literal["kitty"] = "kitty"          # a batch of the deal that goes to the kitty
TURN_UP: Literal["turn-up"] = "turn-up"    # forty-five: the card turned up for trump
Recipient = int | Literal["kitty", "turn-up"]
MAX_ROUNDS = 4   # ``seat_order``'s longest answer, in rounds of the table


@lru_cache(maxsize=256)
def _successors(active: tuple[bool, ...]) -> tuple[int, ...]:
    n = len(active)
    if not all(a in (True, False) for a in active) or not 2 <= n <= 6:   # 1 and 0 hash as True and False
        raise SeatError(f"active must say true or false for each of 2 to 6 seats, not {describe(active)}")
    if not any(active):
        raise SeatError("no seat is in the game")
    out = []
    for seat in range(n):
        nxt = (seat + 1) % n
        while not active[nxt]:
            nxt = (nxt + 1) % n
        out.append(nxt)
    return tuple(out)


def _key(active: Sequence[bool]) -> tuple[bool, ...]:
    """``active`` as the hashable key of the caches; garbage is a ``SeatError``."""
    if isinstance(active, (str, bytes)) or not hasattr(active, "__iter__"):
        raise SeatError(f"active must be a list of true/false, one per seat, not {describe(active)}")
    return tuple(active)


def _successors_of(key: tuple[bool, ...]) -> tuple[int, ...]:
    try:
        return _successors(key)
    except TypeError:   # unhashable items
        raise SeatError(f"active must be a list of true/false, one per seat, not {describe(key)}") from None


def check_seat(seat: int, players: int, argument: str = "seat") -> int:
    """``seat`` if it is a seat of a table of ``players`` (a negative index is not a seat)."""
    if seat.__class__ is int and 0 <= seat < players:
        return seat
    if is_whole(seat) and 0 <= seat < players:
        return int(seat)
    raise SeatError(f"{argument} must be a seat from 0 to {players - 1}, not {describe(seat)}")


def next_seats(active: Sequence[bool]) -> list[int]:
    """The clockwise successor of every seat among the active ones (cached per table)."""
    return list(_successors_of(_key(active)))


def next_seat(seat: int, active: Sequence[bool]) -> int:
    """The first active seat clockwise after ``seat`` (its left)."""
    try:
        following = _successors(tuple(active))
    except TypeError:   # not a list, or unhashable items
        raise SeatError(f"active must be a list of true/false, one per seat, not {describe(active)}") from None
    if seat.__class__ is int and 0 <= seat < len(following):
        return following[seat]
    return following[check_seat(seat, len(following))]


@lru_cache(maxsize=512)
def _order(start: int, count: int, active: tuple[bool, ...]) -> tuple[int, ...]:
    if not 0 <= start < len(active) or not active[start]:
        raise SeatError(f"seat {start} is not in the game")
    nxt = _successors(active)
    seats, seat = [], start
    for _ in range(count):
        seats.append(seat)
        seat = nxt[seat]
    return tuple(seats)


def seat_order(start: int, active: Sequence[bool], count: int | None = None) -> list[int]:
    """Active seats clockwise beginning with ``start`` (itself active): ``count`` of them,
    one round of the table by default.  The seats that play a trick led by ``start``."""
    key = _key(active)
    following = _successors_of(key)
    check_seat(start, len(following), "start")
    if count is not None:   # a few rounds of the table at most: never a list of a billion seats
        count = whole(count, "count", 0, MAX_ROUNDS * len(key), SeatError)
    return list(_order(start, sum(key) if count is None else count, key))


def seats_left_of(seat: int, active: Sequence[bool]) -> list[int]:
    """One round of the active seats from ``seat``'s left, ``seat`` last: docs/RULES.md's
    "clockwise from the dealer's left" (the auction, the deal, the draw)."""
    key = _key(active)
    following = _successors_of(key)
    check_seat(seat, len(following))
    return list(_order(following[seat], sum(key), key))


def first_leader(rules: RuleSet, dealer: int, bidder: int, active: Sequence[bool]) -> int:
    """Who leads the first trick.  docs/RULES.md 5: "the player left of the bidder leads the first
    trick"; new-england: "the bidder leads the first trick"; forty-five: "the dealer's left
    leads".  With no bidder (no auction) the dealer's left leads under every switch."""
    if not isinstance(rules, RuleSet):
        raise RulesError(f"rules must be a RuleSet, not {describe(rules)}")
    check_seat(dealer, rules.players, "dealer")
    if bidder != -1:
        check_seat(bidder, rules.players, "bidder (or -1: none)")
    if rules.first_lead == "bidder" and bidder >= 0:
        return bidder
    if rules.first_lead == "bidder-left" and bidder >= 0:
        return next_seat(bidder, active)
    return next_seat(dealer, active)


@lru_cache(maxsize=256)
def _batches(pattern: tuple[tuple[str, int], ...], turn_up: bool,
             order: tuple[int, ...]) -> tuple[tuple[Recipient, int], ...]:
    out: list[tuple[Recipient, int]] = []
    for kind, count in pattern:
        if kind == "hand":
            out += [(seat, count) for seat in order]
        else:
            out.append((KITTY, count))
    if turn_up:
        out.append((TURN_UP, 1))
    return tuple(out)


def deal_batches(rules: RuleSet, dealer: int, active: Sequence[bool]) -> tuple[tuple[Recipient, int], ...]:
    """The deal as it leaves the pack: (seat, ``KITTY`` or ``TURN_UP``, how many cards), in
    order.  docs/RULES.md 1: "Five cards each, 3 then 2 ... A kitty, when the table uses one, is
    dealt between the two rounds", players clockwise from the dealer's left."""
    if not isinstance(rules, RuleSet):
        raise RulesError(f"rules must be a RuleSet, not {describe(rules)}")
    return _batches(rules.deal_batches, rules.turn_up, tuple(seats_left_of(dealer, active)))
