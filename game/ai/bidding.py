"""The auction and the choice of trump for ``easy`` and ``normal``.

A bid is worth making when its expected score beats letting the other side have the
contract: the chance of taking at least the bid (from the hand's estimate and its
spread) times what making it scores, less the chance of failing times the bid.  The
score of the game moves the line: when the other side could go out on this hand the
player contests the bid harder, as a Legion-hall regular would.
"""

from __future__ import annotations

import random
from typing import Sequence

from game.engine import Observation
from game.engine import actions as A
from game.engine.cards import SUIT_NAMES, SUIT_SYMBOLS, mask_of

from .base import Decision
from .evaluate import HandEstimate, best_estimate, describe_cards, estimate, table_shape

# What passing is worth on average (points our side takes defending), by table shape.
DEFENCE_VALUE = {"partners4": 7.0, "partners6": 8.0, "kitty3": 6.0, "kitty4": 6.0, "cutthroat": 4.0}


class BidStyle:
    """Personality knobs the auction uses."""

    __slots__ = ("boldness", "partner_trust", "push", "hold_eagerness", "slip", "rng")

    def __init__(self, boldness: float, partner_trust: float, push: float, hold_eagerness: float,
                 slip: float, rng: random.Random) -> None:
        self.boldness = boldness
        self.partner_trust = partner_trust
        self.push = push
        self.hold_eagerness = hold_eagerness
        self.slip = slip
        self.rng = rng


def auction_outlook(obs: Observation, est: HandEstimate, style: BidStyle) -> tuple[float, list[str]]:
    """Expected points for our side if we take the bid, adjusted for the auction and the score."""
    rules = obs.rules
    points = est.points + style.boldness
    notes: list[str] = []
    partners = [s for s in range(obs.players) if s != obs.seat and rules.partnerships
                and rules.side_of(s) == obs.my_side]
    partner_bid = max((a - A.BID_BASE for s, a in obs.auction if s in partners and A.kind(a) == "bid"),
                      default=0)
    partner_passed = any(s in partners and a == A.PASS for s, a in obs.auction)
    base_help = {"partners4": 4.0, "partners6": 6.0, "kitty3": 4.0, "kitty4": 4.0}.get(table_shape(rules), 0.0)
    points += (style.partner_trust - 1.0) * base_help
    if partner_bid:
        points += 2.0 * style.partner_trust
        notes.append(f"partner bid {partner_bid}")
    elif partner_passed:
        points -= 1.5
    if obs.high_bidder >= 0 and obs.high_bidder != obs.seat and obs.high_bidder not in partners:
        points -= 0.12 * max(0, obs.high_bid - 15)
    if obs.seat == obs.dealer and rules.rob_pack:
        points += 2.0
    # The score: contest harder when the other side could go out on this hand.
    target = rules.target
    mine = obs.scores[obs.my_side]
    others = [score for side, score in enumerate(obs.scores) if side != obs.my_side]
    if others and max(others) >= target - 30:
        points += 3.0 * style.push
        notes.append("the other side is near the target")
    if mine >= target - 30:
        points += 1.0
    return points, notes


def bid_value(v: int, points: float, est: HandEstimate, obs: Observation) -> float:
    """Expected score of playing a bid of ``v`` with this outlook."""
    shifted = HandEstimate(est.trump, points, est.sd, est.sure, est.top, est.trumps, est.kings)
    p = shifted.chance_to_make(v)
    if v == 60:
        return p * 120 - (1 - p) * 60
    made = 60.0 if v == 30 and obs.rules.thirty_for_sixty else max(float(v), points)
    return p * made - (1 - p) * v


def choose_auction(obs: Observation, legal: Sequence[int], style: BidStyle) -> Decision:
    """Bid, hold or pass."""
    rules = obs.rules
    hand = mask_of(obs.hand)
    est = best_estimate(hand, rules)
    points, notes = auction_outlook(obs, est, style)
    floor = DEFENCE_VALUE[table_shape(rules)]
    bids = sorted(a - A.BID_BASE for a in legal if A.kind(a) == "bid")
    good = [v for v in bids if bid_value(v, points, est, obs) >= floor]
    if style.slip and style.rng.random() < style.slip:
        extra = [v for v in bids if good and v == max(good) + 5 and v != 60] or \
                ([bids[0]] if not good and bids and bid_value(bids[0], points + 5, est, obs) >= floor else [])
        good = sorted(set(good) | set(extra))
    suit = f"{SUIT_NAMES[est.trump]} {SUIT_SYMBOLS[est.trump]}"
    partners = obs.partners() if rules.partnerships else []
    if 60 in good:
        return Decision(A.bid(60), f"{_strength(est)}: all five tricks look certain, and a side below "
                                   f"zero may bid 60 for 120.")
    good = [v for v in good if v != 60]
    if A.HOLD in legal and obs.high_bidder not in partners:
        h = obs.high_bid
        if bid_value(h, points + style.hold_eagerness, est, obs) >= floor:
            return Decision(A.HOLD, f"{_strength(est)} in {suit}, about {_round5(points)} points in all: "
                                    f"as dealer you may take the bid at {h} without raising. Hold.")
    if obs.high_bidder in partners and good and points < obs.high_bid + 8:
        return Decision(A.PASS, f"Your partner has the bid at {obs.high_bid}; {_strength(est).lower()} does "
                                f"not call for taking it over. Pass.")
    if not good:
        need = bids[0] if bids else obs.high_bid
        return Decision(A.PASS, f"{_strength(est)}: about {_round5(points)} points with help, not enough "
                                f"to bid {need}. Pass.")
    v = max(good) if rules.one_round else good[0]
    extra = f" ({', '.join(notes)})" if notes else ""
    return Decision(A.bid(v), f"{_strength(est)} in {suit}, and partner, the kitty or the draw should "
                              f"bring it to about {_round5(points)}{extra}: bid {v}.")


def _round5(points: float) -> int:
    return int(5 * round(points / 5))


def _strength(est: HandEstimate) -> str:
    """``The 5♥ and J♥ are 15 points no one can take`` or a description of the trumps."""
    if est.top:
        verb = "is" if len(est.top) == 1 else "are"
        return f"The {describe_cards(est.top)} {verb} {est.sure} points no one can take"
    if est.trumps:
        return f"Your trumps would be the {describe_cards(est.trumps)}"
    return "You hold no trump in any suit worth naming"


def choose_trump(obs: Observation, legal: Sequence[int], style: BidStyle) -> Decision:
    """Name the suit the hand is worth most in: top cards first, then length."""
    hand = mask_of(obs.hand)
    est = best_estimate(hand, obs.rules)
    if style.slip and style.rng.random() < style.slip:
        # a slip: name the longest suit and forget that the A♥ and top cards matter more
        lengths = [(len(estimate(hand, t, obs.rules).trumps), t) for t in range(4)]
        est = estimate(hand, max(lengths)[1], obs.rules)
    action = A.trump(est.trump)
    if action not in legal:
        action = legal[0]
    return Decision(action, f"Name {SUIT_NAMES[est.trump]} {SUIT_SYMBOLS[est.trump]}: "
                            f"{_trump_reason(est)}.")


def _trump_reason(est: HandEstimate) -> str:
    if est.top:
        rest = [c for c in est.trumps if c not in est.top]
        more = f", with {describe_cards(rest)} besides" if rest else ""
        return f"the {describe_cards(est.top)} cannot be beaten{more}"
    if est.trumps:
        return f"you would hold {len(est.trumps)} trump{'s' if len(est.trumps) > 1 else ''}: the {describe_cards(est.trumps)}"
    return "no suit helps much, and this one gives the best chance in the draw"
