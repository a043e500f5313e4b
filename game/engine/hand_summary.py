"""A scored hand in words: what each side took and why it scored what it did.

The scoreboard shows this and nothing of its own making, so it always agrees with the rules
in play: points and the highest trump where hands are scored by points (docs/RULES.md 6-7), trick
counts where forty-five scores by tricks ("3 or 4 tricks score 5, all 5 tricks score 10", or the
difference).
Read from a ``HandRecord`` (``recording.build_record``), never from the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import TRUMP_RANK, Card
from .recording import HandRecord
from .rules import RuleSet
from .wording import contract_text


@dataclass(frozen=True)
class SideResult:
    """One side's line on the scoreboard."""

    side: int
    tricks: int
    points: int | None      # points taken in the play (None where hands score by tricks)
    change: int                # what the hand added to (or took from) the side's score
    total: int                 # the side's score after the hand
    reason: str                # why it scored ``change``, in words


@dataclass(frozen=True)
class HandSummary:
    hand_number: int
    by_points: bool            # the hand scored by points (else by tricks)
    sides: tuple[SideResult, ...]
    high_trump: tuple[Card, int] | None   # the highest trump played and the seat that took it
    scoring_rule: str          # the rule the hand was scored by, in a line


def summarize_hand(rules: RuleSet, record: HandRecord) -> HandSummary:
    """The scoreboard's reading of a hand record under ``rules``."""
    by_points = rules.scoring == "points"
    points, tricks, change, totals = record.points, record.tricks_taken, record.score_change, record.scores
    bidder, partner, made, bid = record.bidder, record.partner, record.made, record.bid
    bidder_side = rules.side_of(bidder) if bidder is not None else -1
    partner_side = rules.side_of(partner) if partner is not None and not rules.partnerships else -1
    results = []
    for side in range(len(record.sides)):
        if by_points:
            reason = _points_reason(rules, side, points[side], tricks[side], change[side], bid, made,
                                    side in (bidder_side, partner_side), side == bidder_side)
        else:
            reason = _tricks_reason(rules, tricks[side], change[side], tricks)
        results.append(SideResult(side, tricks[side], points[side] if by_points else None, change[side],
                                  totals[side], reason))
    return HandSummary(record.hand_number, by_points, tuple(results),
                       _high_trump(record) if by_points else None, scoring_rule(rules))


def trick_value(rules: RuleSet) -> str:
    """What taking a trick is worth, as the pop-up over its winner says it: 5 points where hands
    score by points (docs/RULES.md 6: "Points: 5 a trick"), a trick where they score by tricks."""
    return "+5" if rules.scoring == "points" else "+1 trick"


def scoring_rule(rules: RuleSet) -> str:
    """The rule hands are scored by, in one line."""
    if rules.scoring == "tricks":
        return "3 or 4 tricks score 5, all five 10"
    if rules.scoring == "trick-difference":
        return "The side with most tricks scores 5 for each trick more than the others took"
    return "5 a trick, 5 more for the highest trump; a bidder short of the bid loses it"


def _points_reason(rules: RuleSet, side: int, points: int, tricks: int, change: int, bid: int | None,
                   made: bool | None, bidding: bool, bidder: bool) -> str:
    took = f"took {points} ({tricks} trick{'s' * (tricks != 1)})"
    if not bidding or bid is None:
        return f"{took}: defenders score what they take".replace("took", "Took", 1)
    words = contract_text(bid)
    if made and not bidder:
        # cutthroat's called partner: "if the pair makes the bid each scores what it took itself"
        if change == 2 * points and points:
            return f"The pair made {words}, which doubles: the partner {took}, scores {change}"
        return f"The pair made {words}; the partner scores what it {took}"
    if made:
        if bid == 60:
            return "Made 60 for 120: all five tricks score 120"
        if change == 60 and points != 60:
            why = "30 for 60" if bid == 30 and rules.thirty_for_sixty else "all five tricks"
            return f"Made {words}: {why} doubles it to 60"
        return f"Made {words}: {took}"
    if not bidder:
        return f"The pair was set; the partner scores what it {took}"
    if bid == 60:
        return "Set at 60 for 120: loses 60"
    return f"Set at {words}: {took}, short of the bid, so loses {bid}"


def _tricks_reason(rules: RuleSet, tricks: int, change: int, all_tricks: Sequence[int]) -> str:
    plural = "s" * (tricks != 1)
    if rules.scoring == "trick-difference":
        others = sum(all_tricks) - tricks
        if change > 0:
            return f"{tricks} trick{plural} to {others}: 5 for each trick more"
        return f"{tricks} trick{plural}: nothing"
    if change == 10:
        return "All five tricks: 10"
    if change == 5:
        return f"{tricks} trick{plural}: 5"
    return f"{tricks} trick{plural}: nothing (3 are needed)"


def _high_trump(record: HandRecord) -> tuple[Card, int] | None:
    """The highest trump played in the hand and the seat that took its trick (it always wins it)."""
    if record.trump is None:
        return None
    ranks = TRUMP_RANK[record.trump]
    best: tuple[Card, int] | None = None
    for trick in record.tricks:
        for card in trick.cards:
            if ranks[card] and (best is None or ranks[card] > ranks[best[0]]):
                best = (card, trick.winner)
    return best
