"""The read model of a hand: the bid floor, tricks with the seat of every card, the
contract, and the tricks and points taken so far.

Immutable values built from plain engine data, so the state (which knows everything) and
an observation (which knows one seat's share) make them the same way, and the app and the
players never rebuild rules knowledge of their own.  Points reuse ``scoring``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .actions import HOLD, PASS, SIXTY_FOR_120
from .cards import CARDS, TRUMP_RANK, Card
from .checks import describe, whole_list
from .rules import RulesError, RuleSet
from .scoring import per_side, points_per_seat

#: Scores a side can reach: a few hands below zero at -60 each, up to past any target.
SCORE_RANGE = (-1_000_000, 1_000_000)
TRICKS_IN_A_HAND = 5   # docs/RULES.md 1: "Five cards each", one played to each trick


def bid_floor(rules: RuleSet, scores: Sequence[int], seat: int) -> int:
    """The lowest bid ``seat`` may make.  docs/RULES.md 2: "A side with 100 or more points may not
    bid below 20." (and a bagged dealer is forced to play at this floor)."""
    if not isinstance(rules, RuleSet):
        raise RulesError(f"rules must be a RuleSet, not {describe(rules)}")
    scores = whole_list(scores, "scores", rules.side_count, *SCORE_RANGE)
    rules.side_of(seat)   # a SeatError for a seat not at the table
    return floor_for(rules, scores, seat)


def floor_for(rules: RuleSet, scores: Sequence[int], seat: int) -> int:
    """``bid_floor`` for the engine's own scores (unchecked: the auction's hot path)."""
    floor = rules.min_bid
    if rules.min_bid_at_100 and scores[rules.seat_sides[seat]] >= 100:
        floor = max(floor, rules.min_bid_at_100)
    return floor


def pass_bags_at(rules: RuleSet, scores: Sequence[int], dealer: int, seat: int, high_bid: int,
                 passed: Sequence[bool]) -> int:
    """The bid a pass by ``seat`` would bag it at (0: the pass bags no one).  docs/RULES.md 2: "If
    everyone passes, the dealer is bagged: forced to play at the minimum bid"."""
    if rules.all_pass != "bag" or seat != dealer or high_bid:
        return 0
    if not all(passed[s] for s in range(len(passed)) if s != seat):
        return 0
    return floor_for(rules, scores, seat)


# ---------------------------------------------------------------------- tricks


class Play(NamedTuple):
    """One card played to a trick, and the seat that played it."""

    seat: int
    card: Card


@dataclass(frozen=True)
class Trick:
    """A trick with the seat of every card: who led, the plays in order, who took it
    (``winner`` is -1 while the trick is still being played)."""

    leader: int
    plays: tuple[Play, ...]
    winner: int = -1

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(p.card for p in self.plays)

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(p.seat for p in self.plays)

    def card_of(self, seat: int) -> Card | None:
        """The card ``seat`` played to this trick, or None."""
        return next((p.card for p in self.plays if p.seat == seat), None)


def tricks_with_seats(tricks: Sequence[tuple[int, Sequence[int], int]],
                      seats: Sequence[Sequence[int]]) -> tuple[Trick, ...]:
    """Finished tricks, kept by the engine as (leader, cards, winner) and the seats that played
    them (kept apart: the search and play-outs only need the first)."""
    return tuple(Trick(lead, tuple(Play(s, CARDS[c]) for s, c in zip(who, cards, strict=True)), win)
                 for (lead, cards, win), who in zip(tricks, seats, strict=True))


def highest_trump(trump: int, tricks: Sequence[Trick]) -> Play | None:
    """The highest trump played in ``tricks`` and who played it (None: no trump yet)."""
    if trump < 0:
        return None
    ranks = TRUMP_RANK[trump]
    best: Play | None = None
    for trick in tricks:
        for play in trick.plays:
            if ranks[play.card] and (best is None or ranks[play.card] > ranks[best.card]):
                best = play
    return best


# ---------------------------------------------------------------------- tricks and points so far


@dataclass(frozen=True)
class Tally:
    """Tricks and points taken so far this hand, per seat and per side.

    Points follow docs/RULES.md 6, "5 a trick, and 5 more to the side that played the highest
    trump played in the hand": that 5 is counted, provisionally, for the seat that played
    the highest trump so far (the trick in progress included) and may still move.  Under
    forty-five's trick-count scoring no points are taken trick by trick: ``seat_points``
    and ``side_points`` are None there rather than invented numbers."""

    tricks_played: int
    seat_tricks: tuple[int, ...]
    side_tricks: tuple[int, ...]
    seat_points: tuple[int, ...] | None
    side_points: tuple[int, ...] | None
    high_trump: Play | None      # the highest trump played so far, and its seat

    @property
    def high_trump_seat(self) -> int:
        return self.high_trump.seat if self.high_trump is not None else -1


def tally_of(rules: RuleSet, tricks_won: Sequence[int], trump: int,
             tricks: Sequence[Trick], trick: Sequence[Play] = ()) -> Tally:
    """The tally from the tricks taken per seat and the tricks played (with seats)."""
    high = highest_trump(trump, (*tricks, Trick(-1, tuple(trick))) if trick else tricks)
    seat_points = side_points = None
    if rules.scoring == "points":
        per_seat = points_per_seat(tricks_won, high.seat if high is not None else -1)
        seat_points, side_points = tuple(per_seat), tuple(per_side(rules, per_seat))
    return Tally(len(tricks), tuple(tricks_won), tuple(per_side(rules, tricks_won)),
                 seat_points, side_points, high)


# ---------------------------------------------------------------------- the contract


@dataclass(frozen=True)
class Contract:
    """What the auction settled, and where the bidder's side stands against it.

    ``bid`` 60 means "60 for 120" (take all five tricks).  ``partner`` is the cutthroat
    partner as far as the reader knows it (-1: not known yet, or no partner: the bidder plays
    alone when the called card lies in the kitty or stock).  ``team`` is the bidder's side:
    its seats (the known cutthroat partner included) whose tricks count for the bid."""

    bidder: int
    bid: int
    trump: int                        # -1 until named
    called_card: Card | None       # cutthroat
    partner: int
    bidder_side: int
    team: tuple[int, ...]
    held: bool                        # the dealer took it by holding
    bagged: bool                      # everyone passed: the dealer was forced
    points_needed: int                # docs/RULES.md 7: "at least its bid" (30, all of them, for 60 for 120)
    tricks_needed: int                # the fewest tricks that can make it (with the top trump's 5)
    points_taken: int | None       # so far, by the team (None under trick-count scoring)
    tricks_taken: int
    hand_over: bool = False           # all five tricks played: what is still to go can no longer come

    @property
    def sixty_for_120(self) -> bool:
        return self.bid == SIXTY_FOR_120

    @property
    def points_to_go(self) -> int | None:
        return None if self.points_taken is None else max(0, self.points_needed - self.points_taken)

    @property
    def tricks_to_go(self) -> int:
        return max(0, self.tricks_needed - self.tricks_taken)

    @property
    def was_set(self) -> bool:
        """The hand is over and the bidder's side fell short of its bid (docs/RULES.md 7: "Otherwise the bid
        is subtracted")."""
        to_go = self.points_to_go
        return self.hand_over and (to_go if to_go is not None else self.tricks_to_go) > 0


def was_held(auction: Sequence[tuple[int, int]]) -> bool:
    """Whether the winning call of an auction was the dealer's hold (the last call not a pass)."""
    for _, action in reversed(auction):
        if action != PASS:
            return action == HOLD
    return False


def contract_of(rules: RuleSet, bidder: int, bid: int, trump: int, called_card: int, partner: int,
                auction: Sequence[tuple[int, int]], bagged: bool, tally: Tally) -> Contract | None:
    """The contract once the auction is over (None before, and in forty-five: no auction)."""
    if bidder < 0 or not rules.auction:
        return None
    side = rules.side_of(bidder)
    if rules.partnerships:
        team = tuple(s for s in range(rules.players) if rules.side_of(s) == side)
    else:
        team = tuple(sorted({bidder, partner} - {-1}))
    if bid == SIXTY_FOR_120:
        points_needed, tricks_needed = 30, 5
    else:
        points_needed, tricks_needed = bid, max(0, -(-(bid - 5) // 5))
    points = None if tally.seat_points is None else sum(tally.seat_points[s] for s in team)
    return Contract(bidder=bidder, bid=bid, trump=trump,
                    called_card=CARDS[called_card] if called_card >= 0 else None, partner=partner,
                    bidder_side=side, team=team, held=was_held(auction), bagged=bagged,
                    points_needed=points_needed, tricks_needed=tricks_needed, points_taken=points,
                    tricks_taken=sum(tally.seat_tricks[s] for s in team),
                    hand_over=tally.tricks_played == TRICKS_IN_A_HAND)
