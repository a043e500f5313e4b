"""The auction and the choice of trump for ``easy`` and ``normal``.

A bid is judged by the score difference it should bring (our change minus theirs, as
the game is won): made, we score what we took and they what they took; set, we lose the
bid.  Each possible take (0, 5, ... 30) is weighed by its chance from the hand's
estimate.  Passing is worth a fitted constant that rises with the other side's bid (a
high bid often fails).  The score moves the line: when the other side could go out on
this hand the player contests the bid harder, as a Legion-hall regular would.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.engine import Observation
from game.engine import actions as A
from game.engine.actions import PlayerAction
from game.engine.cards import mask_of

from .evaluate import HandEstimate, best_estimate, estimate, outcome_table, spread


@dataclass(frozen=True)
class BidTuning:
    """Score differences that passing is worth; tuned in the duplicate arena."""

    pass_open: float = -2.0          # nobody has bid yet (someone after may, or the dealer is bagged)
    pass_vs_bid: float = -4.0        # an opponent holds the bid at 15 ...
    pass_vs_bid_slope: float = 1.2   # ... and each 5 higher makes passing better (they may fail)
    pass_vs_partner: float = 3.0     # partner holds the bid: take it over only with much more
    # Partner's bid or pass tells little about *our* trump suit: the arena preferred 0 to
    # crediting a bid (+2 cost 0.35 points a hand) or debiting a pass (-1.5 cost 0.44).
    partner_bid_help: float = 0.0    # points partner's bid adds to our expectation
    partner_pass_cost: float = 0.0   # points partner's pass takes away


class BidStyle:
    """Personality knobs the auction uses."""

    __slots__ = ("boldness", "partner_trust", "push", "hold_eagerness", "slip", "rng", "tuning")

    def __init__(self, boldness: float, partner_trust: float, push: float, hold_eagerness: float,
                 slip: float, rng: random.Random, tuning: BidTuning = BidTuning()) -> None:
        self.boldness = boldness
        self.partner_trust = partner_trust
        self.push = push
        self.hold_eagerness = hold_eagerness
        self.slip = slip
        self.rng = rng
        self.tuning = tuning


def partner_seats(obs: Observation) -> list[int]:
    """Fixed partners (none in cutthroat, where the partner is found by the called card)."""
    rules = obs.rules
    if not rules.partnerships:
        return []
    return [s for s in range(obs.players) if s != obs.seat and rules.side_of(s) == obs.my_side]


def auction_outlook(obs: Observation, est: HandEstimate, style: BidStyle) -> tuple[float, list[str]]:
    """Expected points for our side if we take the bid, adjusted for the auction and the score."""
    tuning = style.tuning
    points = est.points + style.boldness
    notes: list[str] = []
    partners = partner_seats(obs)
    partner_bid = max((A.bid_amount(a) for s, a in obs.auction if s in partners and A.kind(a) == "bid"),
                      default=0)
    partner_passed = any(s in partners and a == A.PASS for s, a in obs.auction)
    if partners:
        points += (style.partner_trust - 1.0) * 4.0
    if partner_bid:
        points += tuning.partner_bid_help * style.partner_trust
        notes.append(f"partner bid {partner_bid}")
    elif partner_passed:
        points -= tuning.partner_pass_cost
    if obs.seat == obs.dealer and obs.rules.rob_pack:
        points += 2.0  # robbing the pack: the dealer draws the best of the stock
    rules = obs.rules
    if rules.ticks and obs.ticks[obs.my_side] == rules.ticks - 1:
        points -= 3.0  # one more failed bid puts this side out: bid only the sure ones
        notes.append("one more set and your side is out")
    return points, notes


def pressure(obs: Observation, style: BidStyle) -> tuple[float, str]:
    """How much worse passing is because the other side could go out on this hand."""
    target = obs.rules.target
    others = [score for side, score in enumerate(obs.scores) if side != obs.my_side]
    if others and max(others) >= target - 30:
        return 6.0 * style.push, "the other side is near the target"
    return 0.0, ""


def contract_value(v: int, points: float, sd: float, obs: Observation) -> float:
    """Expected (our change - their change) if our side plays a bid of ``v``."""
    rules = obs.rules
    total = 0.0
    for taken, chance in outcome_table(points, sd):
        if not chance:
            continue
        if v == 60:
            total += chance * (120.0 if taken == 30 else -60.0 - (30 - taken))
        elif taken >= v:
            doubled = taken == 30 and ((v == 30 and rules.thirty_for_sixty) or rules.all_five_double)
            total += chance * (60.0 if doubled else 2.0 * taken - 30.0)
        else:
            total += chance * (taken - 30.0 - v)
    return total


def pass_value(obs: Observation, style: BidStyle) -> float:
    """What letting someone else have the contract is worth, in the same score difference."""
    tuning = style.tuning
    partners = partner_seats(obs)
    if obs.high_bidder < 0:
        value = tuning.pass_open
    elif obs.high_bidder in partners:
        return tuning.pass_vs_partner
    else:
        value = tuning.pass_vs_bid + tuning.pass_vs_bid_slope * (min(obs.high_bid, 30) - 15)
    return value - pressure(obs, style)[0]


def choose_auction(obs: Observation, legal: Sequence[PlayerAction], style: BidStyle) -> PlayerAction:
    """Bid, hold or pass (the reason in words is ``reasons.sentence``'s, worked out only for a person)."""
    rules = obs.rules
    est = best_estimate(mask_of(obs.hand), rules)
    points = auction_outlook(obs, est, style)[0]
    sd = spread(points, est.sd)
    if style.slip and style.rng.random() < style.slip:
        points += 5.0  # a slip: counting on one trick too many, so bidding 5 over the hand
    floor = pass_value(obs, style)
    bids = sorted(A.bid_amount(a) for a in legal if A.kind(a) == "bid")
    good = [v for v in bids if v != 60 and contract_value(v, points, sd, obs) >= floor]
    partners = partner_seats(obs)
    if 60 in bids and len(est.top) >= 3 and contract_value(60, points, sd, obs) > max(
            [contract_value(v, points, sd, obs) for v in good] + [floor]):
        return A.bid(60)
    if (A.HOLD in legal and obs.high_bidder not in partners
            and contract_value(obs.high_bid, points + style.hold_eagerness, sd, obs) >= floor):
        return A.HOLD
    if not good:
        return A.PASS
    return A.bid(max(good) if rules.one_round else good[0])


def choose_trump(obs: Observation, legal: Sequence[PlayerAction], style: BidStyle) -> PlayerAction:
    """Name the suit the hand is worth most in: top cards first, then length."""
    hand = mask_of(obs.hand)
    est = best_estimate(hand, obs.rules)
    if style.slip and style.rng.random() < style.slip:
        # a slip: name the longest suit and forget that the A♥ and top cards matter more
        lengths = [(len(estimate(hand, t, obs.rules).trumps), t) for t in range(4)]
        est = estimate(hand, max(lengths)[1], obs.rules)
    action = A.trump(est.trump)
    return action if action in legal else legal[0]
