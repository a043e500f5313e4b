"""Scoring a finished hand and deciding the game (docs/RULES.md "Points", "Score", "Game").

Pure functions of plain values so they can be tested one rule at a time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .checks import ArgumentError, describe, whole, whole_list
from .rules import RulesError, RuleSet


class HandScore(NamedTuple):
    """What one hand was worth: points taken and the change to each side's score.
    (A named tuple: one is made per hand, also in random play-outs, and it is cheap.)"""

    points: tuple[int, ...]        # per side, points taken in the play
    tricks: tuple[int, ...]        # per side, tricks taken
    score_change: tuple[int, ...]  # per side
    made: bool | None           # None when there was no bid (forty-five)
    ticked_side: int = -1          # the side that earned a tick (-1 none)


def points_per_seat(tricks_won: Sequence[int], high_trump_seat: int) -> list[int]:
    """docs/RULES.md: "5 a trick, and 5 more to the side that played the highest trump played in
    the hand (30 a hand). If no trump was played at all, that 5 goes to no one." """
    points = [5 * t for t in tricks_won]
    if high_trump_seat >= 0:
        points[high_trump_seat] += 5
    return points


def per_side(rules: RuleSet, per_seat: Sequence[int]) -> list[int]:
    """Seat figures (points, tricks) added up by side, in ``rules.sides()`` order."""
    totals = [0] * rules.side_count
    sides = rules.seat_sides
    for seat, value in enumerate(per_seat):
        totals[sides[seat]] += value
    return totals


def score_hand(rules: RuleSet, tricks_won: Sequence[int], high_trump_seat: int,
               bidder: int, bid: int, partner: int = -1) -> HandScore:
    """Score one hand for every side in ``rules.sides()`` order (the arguments checked first)."""
    if not isinstance(rules, RuleSet):
        raise RulesError(f"rules must be a RuleSet, not {describe(rules)}")
    n = rules.players
    won = whole_list(tricks_won, "tricks_won", n, 0, 5)
    if sum(won) > 5:
        raise ArgumentError(f"tricks_won adds up to {sum(won)}: a hand has five tricks", "tricks_won")
    whole(high_trump_seat, "high_trump_seat (or -1: no trump played)", -1, n - 1)
    whole(bidder, "bidder (or -1: no auction)", -1 if not rules.auction else 0, n - 1)
    whole(bid, "bid", 0, 60)
    whole(partner, "partner (or -1: none)", -1, n - 1)
    return hand_score(rules, won, high_trump_seat, bidder, bid, partner)


def hand_score(rules: RuleSet, tricks_won: Sequence[int], high_trump_seat: int,
               bidder: int, bid: int, partner: int = -1) -> HandScore:
    """``score_hand`` for arguments the engine made itself (no checks: once per hand of every
    play-out)."""
    side_points = per_side(rules, points_per_seat(tricks_won, high_trump_seat))
    side_tricks = per_side(rules, tricks_won)
    if rules.scoring == "tricks":
        change = [10 if t == 5 else 5 if t >= 3 else 0 for t in side_tricks]
        return HandScore(tuple(side_points), tuple(side_tricks), tuple(change), None)
    if rules.scoring == "trick-difference":
        best = max(side_tricks)
        others = sum(side_tricks) - best
        change = [5 * (t - others) if t == best and t > others else 0 for t in side_tricks]
        return HandScore(tuple(side_points), tuple(side_tricks), tuple(change), None)

    change = list(side_points)  # "The defending side always scores what it took."
    bidding_sides = {rules.seat_sides[bidder]}
    if partner >= 0 and not rules.partnerships:
        bidding_sides.add(rules.seat_sides[partner])
    taken = sum(side_points[s] for s in bidding_sides)
    tricks = sum(side_tricks[s] for s in bidding_sides)
    if bid == 60:
        # house-125 "60 for 120": take all five tricks for +120, else -60.
        made = tricks == 5
        full, failed = 120, -60
    else:
        made = taken >= bid
        doubled = (bid == 30 and rules.thirty_for_sixty) or (rules.all_five_double and tricks == 5)
        full, failed = (60 if doubled else taken), -bid
    bidder_side = rules.seat_sides[bidder]
    if made:
        if len(bidding_sides) == 1:
            change[bidder_side] = full
        else:
            # cutthroat: "if the pair makes the bid each scores what it took itself"
            factor = 2 if full == 60 and bid != 60 else 1
            for s in bidding_sides:
                change[s] = side_points[s] * factor
            if bid == 60:
                change[bidder_side] = 120
    else:
        change[bidder_side] = failed  # "the bid is subtracted", not the points taken
    return HandScore(tuple(side_points), tuple(side_tricks), tuple(change), made,
                     -1 if made else bidder_side)


def decide_winner(rules: RuleSet, scores: Sequence[int], in_game: Sequence[bool],
                  bidder_side: int) -> int | None:
    """The winning side after a hand, or None to play on.

    docs/RULES.md "Game": first side to the target; "If both sides pass 120 on the same hand,
    the bidding side wins" (``tie_rule="bidder"``) or the higher score (``"higher"``).
    """
    alive = [s for s in range(len(scores)) if in_game[s]]
    if len(alive) == 1:
        return alive[0]
    reached = [s for s in alive if scores[s] >= rules.target]
    if not reached:
        return None
    if len(reached) == 1:
        return reached[0]
    if rules.tie_rule == "bidder" and bidder_side in reached:
        return bidder_side
    best = max(scores[s] for s in reached)
    leaders = [s for s in reached if scores[s] == best]
    if bidder_side in leaders:
        return bidder_side
    return leaders[0]
