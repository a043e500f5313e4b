"""An auction hint as a club player gives it: the call, then its reason in cards.

The reason names the top trumps held, how long the suit is, what the partner's bid or pass said
and what the score asks; it never states the count or a chance (those are figures, which the
"why" press gives, after the reasons).  Where the call goes against the plain count (a pass
with a hand the count would bid, a bid the count would not make) the words say why: the risk of
being set, the partner still to speak, the score.  ``plain_count`` is the one count this wording
and ``hint_check`` both read, so a hint never contradicts the check that guards it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine import Observation
from game.engine import actions as A
from game.engine.actions import PlayerAction
from game.engine.cards import SUIT_NAMES, SUIT_SYMBOLS
from game.engine.readmodel import pass_bags_at
from game.engine.wording import contract_text

from .bidding import BidStyle, auction_outlook, partner_seats, pressure
from .evaluate import TRUMP_ORDERS, HandEstimate, best_estimate, describe_cards

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five")
RANK_WORDS = ("the best trump", "the second-best trump", "the third-best trump")


@dataclass(frozen=True)
class AuctionFacts:
    """What the seat can see that a call rests on, and the plain count of its hand."""

    est: HandEstimate
    count: int                  # the steady normal player's expected points, rounded
    need: int                   # the least contract this seat could take now (a bid, a hold, or 60)
    least_bid: int              # the least bid open (0: none but 60, or only a hold)
    partner_bid: int            # the highest bid a partner made (0: none)
    partner_passed: bool
    partner_has_bid: bool       # a partner holds the high bid now
    partner_to_speak: bool      # a partner who has not passed still speaks after this seat
    other_bid: int              # the other side's high bid (0: none)
    near_target: bool           # the other side could go out on this hand
    last_set: bool              # one more set and this side is out (ticks)
    bags_at: int                # a pass by this dealer bags it at this bid (0: it does not)
    helpers: str                # "partner or the draw": who may bring the bidder more tricks

    @property
    def says_bid(self) -> bool:
        """The plain count would take the contract: it reaches the least this seat could take."""
        return self.need > 0 and self.count >= self.need


def _style() -> BidStyle:
    return BidStyle(0.0, 1.0, 1.0, 0.0, 0.0, random.Random(0))   # the steady normal player's count


def helpers(obs: Observation) -> str:
    """Who may bring the bidder more tricks: ``partner, the kitty or the draw``."""
    rules = obs.rules
    parts = ["partner"] if rules.partnerships else (["a partner"] if rules.called_card else [])
    if rules.kitty_size:
        parts.append("the kitty")
    if rules.draw:
        parts.append("the draw")
    if not parts:
        return "the play"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " or " + parts[-1]


def partner_to_speak(obs: Observation) -> bool:
    """A partner who has not passed speaks after this seat in the auction (not the dealer's last word)."""
    partners = set(partner_seats(obs))
    if not partners or obs.seat == obs.dealer:
        return False
    after = obs.seat_order(obs.seat)[1:]
    upto = after[:after.index(obs.dealer) + 1] if obs.dealer in after else after
    return any(s in partners and not obs.passed[s] for s in upto)


def plain_count(obs: Observation) -> tuple[HandEstimate, int]:
    """The hand's best suit and what the plain count expects of it (partner and draw included)."""
    est = best_estimate(sum(1 << int(c) for c in obs.hand), obs.rules)
    points, _ = auction_outlook(obs, est, _style())
    return est, max(0, round(points))


def facts(obs: Observation) -> AuctionFacts:
    """Everything a call's reason may name, read from the seat's own observation."""
    est, count = plain_count(obs)
    legal = obs.legal_actions
    bids = sorted(A.bid_amount(a) for a in legal if A.kind(a) == "bid" and a != A.bid(60))
    if bids:
        need = bids[0]
    elif A.HOLD in legal:
        need = obs.high_bid
    else:
        need = 60 if A.bid(60) in legal else 0
    partners = partner_seats(obs)
    partner_bid = max((A.bid_amount(a) for s, a in obs.auction if s in partners and A.kind(a) == "bid"), default=0)
    held = obs.high_bidder >= 0
    rules = obs.rules
    return AuctionFacts(
        est, count, need, bids[0] if bids else 0, partner_bid,
        any(s in partners and a == A.PASS for s, a in obs.auction),
        held and obs.high_bidder in partners, partner_to_speak(obs),
        obs.high_bid if held and obs.high_bidder not in partners and obs.high_bidder != obs.seat else 0,
        bool(pressure(obs, _style())[0]),
        bool(rules.ticks) and obs.ticks[obs.my_side] == rules.ticks - 1,
        pass_bags_at(rules, obs.scores, obs.dealer, obs.seat, obs.high_bid, obs.passed), helpers(obs))


def _suit(suit: int) -> str:
    return f"{SUIT_NAMES[suit]} {SUIT_SYMBOLS[suit]}"


def _are(cards: tuple[int, ...] | list[int]) -> str:
    return "is" if len(cards) == 1 else "are"


def holding(est: HandEstimate, ranks: bool = True) -> str:
    """The hand in its best suit, in cards: ``your J♥ and A♥, two of the three top trumps, with
    one more heart`` (``ranks``: say where the top cards stand)."""
    top3 = TRUMP_ORDERS[est.trump][:3]
    tops = [c for c in est.trumps if c in top3]
    rest = len(est.trumps) - len(tops)
    name, one = SUIT_NAMES[est.trump], SUIT_NAMES[est.trump][:-1]
    if not tops:
        if len(est.trumps) == 1:
            return f"your {describe_cards(est.trumps)}, not a top trump"
        if len(est.trumps) == 2:
            return f"your {describe_cards(est.trumps)}, no top trump among them"
        return f"your {NUMBER_WORDS[len(est.trumps)]} {_suit(est.trump)}, no top trump among them"
    if not ranks:
        named = est.trumps if len(est.trumps) <= 3 else tops
        more = len(est.trumps) - len(named)
        extra = f" and {NUMBER_WORDS[min(more, 5)]} more {name if more > 1 else one}" if more else ""
        return f"your {describe_cards(named)}{extra}"
    text = f"your {describe_cards(tops)}"
    if ranks:
        if len(tops) == 1:
            text += f", {RANK_WORDS[top3.index(tops[0])]}"
        elif tuple(tops) == top3[:len(tops)]:
            text += f", the {NUMBER_WORDS[len(tops)]} best trumps"
        else:
            text += f", {NUMBER_WORDS[len(tops)]} of the three top trumps"
        text += f" in {_suit(est.trump)}"
    if rest:
        text += f", with {'one more ' + one if rest == 1 else NUMBER_WORDS[min(rest, 5)] + ' more ' + name}"
    return text


def _tricks(n: int) -> str:
    return "one more trick" if n == 1 else f"{NUMBER_WORDS[min(n, 5)]} more tricks"


def risk(f: AuctionFacts, value: int) -> str:
    """What stands between the hand and ``value``, in cards: the missing top trump or the tricks
    still to find."""
    est = f.est
    best = TRUMP_ORDERS[est.trump][0]
    them = "it is not" if len(est.trumps) == 1 else "none of them is"
    if not est.top and any(c in TRUMP_ORDERS[est.trump][:3] for c in est.trumps):
        return f"without the {describe_cards([best])} {them} a sure trick"
    if not est.top:
        return f"{them} a sure trick, so {value} rests on {f.helpers}"
    more = -(-(value - est.sure) // 5)
    return f"{value} still needs {_tricks(more)} from {f.helpers}"


def pass_words(obs: Observation, f: AuctionFacts) -> str:
    """The reason for a pass: in cards, and where the count would bid, why not."""
    if f.partner_has_bid:
        return f"your partner has the bid at {contract_text(obs.high_bid)}; let it stand"
    if f.bags_at:
        return f"everyone else has passed, so you play it at {contract_text(f.bags_at)} either way"
    hand = holding(f.est)
    if not f.says_bid:
        if not f.need:
            return f"{hand}, and no bid is left to you"
        if f.least_bid:
            text = f"{hand}: not enough for {f.need}, the least you may bid"
        elif A.HOLD in obs.legal_actions:
            text = f"{hand}: not enough to hold {contract_text(f.need)}"
        else:
            text = f"{hand}: not enough for {contract_text(f.need)}, and nothing lower is left"
        if f.partner_passed:
            text += ", and your partner has passed"
        return text
    reasons = []
    if f.est.sure < f.need:
        reasons.append(risk(f, f.need))
    if f.last_set:
        reasons.append("one more set and your side is out")
    if f.partner_to_speak:
        reasons.append("your partner may still bid")
    elif f.other_bid:
        reasons.append(f"the other side must still make {contract_text(f.other_bid)}")
    elif obs.high_bidder < 0:
        reasons.append("a side that passes is never set")
    if not reasons:
        reasons.append(f"at {contract_text(f.need)} being set would cost more than the bid could gain")
    short = holding(f.est, ranks=False)
    verb = "looks" if len(f.est.trumps) == 1 or (len(f.est.trumps) > 3 and len(f.est.top) == 1) else "look"
    return f"{short} {verb} good, but {', and '.join(reasons)}"


def bid_words(obs: Observation, f: AuctionFacts, action: PlayerAction, advised: bool = False) -> str:
    """The reason for a bid or a hold: the sure tricks or the suit in cards, what the partner's
    bid said, and where the count is short of the call, why bid all the same."""
    verb = A.kind(action)
    value = obs.high_bid if verb == "hold" else A.bid_amount(action)
    est = f.est
    if value == 60:
        if est.top:
            tricks = "one of them" if len(est.top) == 1 else f"{NUMBER_WORDS[len(est.top)]} of them"
            return f"it scores 120 for all five tricks, and your {describe_cards(est.top)} take {tricks}"
        return "it scores 120 if your side takes all five tricks"
    sure = f"your {describe_cards(est.top)} {_are(est.top)} {est.sure} points no one can take"
    if est.top and est.sure >= value:
        text = f"your {describe_cards(est.top)} alone make {value}"
    elif f.count < value:   # against the plain count: say why all the same
        why = _why_bid_anyway(f, value, advised, obs.rules.thirty_for_sixty)
        text = f"{sure if est.top else holding(est)}: not a sure {value}, {why}"
    else:
        more = -(-(value - est.sure) // 5)
        text = f"{sure}; you need {_tricks(more)} from {f.helpers}" if est.top else \
            f"{holding(est)}; {f.helpers} should bring the rest"
        if f.partner_bid and verb == "bid":
            text += f", and your partner bid {f.partner_bid}"
    return f"as dealer you take it at {value} without raising; {text}" if verb == "hold" else text


NEAR_THING = 3   # points the plain count may fall short of a bid for it to be "a near thing"


def _why_bid_anyway(f: AuctionFacts, value: int, advised: bool, sixty: bool) -> str:
    """Why a bid goes past the plain count: the score, the partner's bid, the other side's bid,
    or a risk worth taking; far past it, a plain warning unless the call is the one advised
    (any legal call can be asked about, not only a good one)."""
    if f.near_target:
        return "but the other side is near the target and must not get the bid cheaply"
    if f.partner_bid:
        return f"but your partner's bid of {f.partner_bid} says they hold good cards too"
    if f.count >= value - NEAR_THING:
        return "but it is a near thing worth the risk of being set"
    if advised and f.other_bid:
        return f"but passing would let the other side play it at {contract_text(f.other_bid)}"
    if advised and sixty and value == 30:
        return "but a 30 made scores 60"
    if advised:
        return "a long shot, but still better than passing here"
    return f"and a long shot: if your side is set, it loses {value}"


def auction_words(obs: Observation, action: PlayerAction, advised: bool = False) -> str:
    """The reason clause for any legal call (the call itself is named by ``Observation.label``);
    ``advised``: the call is the one a hint advises, so a long shot is said as worth taking."""
    f = facts(obs)
    if A.kind(action) == "pass":
        return pass_words(obs, f)
    return bid_words(obs, f, action, advised)

