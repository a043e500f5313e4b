"""What the player to act may do before the play (deal to robbing), read off the fields.

Read-only: these functions take a ``StateFields`` and change nothing, so the phases that
apply an action, the explanations of a refusal and the snapshot all ask the same questions
the same way.  (The card play's legal cards are ``TrickPlay._play_mask``.)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations

from .actions import (
    BIDS,
    CALLS,
    HOLD,
    KITTY,
    PASS,
    ROBS,
    TAKES,
    TOP6,
    TRUMPS,
    Discard,
    DiscardChoices,
    PlayerAction,
    discards_of,
)
from .cards import ACE, cards_of, trump_order
from .fields import StateFields
from .protocol import Phase
from .readmodel import floor_for

AUCTION, DRAW = Phase.AUCTION, Phase.DRAW  # module globals: an Enum attribute look-up is slow
KITTY_OR_TOP6 = (KITTY, TOP6)


def legal_before_play(st: StateFields) -> Sequence[PlayerAction]:
    """The current player's legal actions in any phase but the play (empty at chance steps)."""
    phase = st.phase
    seat = st.current_player
    rules = st.rules
    if phase is AUCTION:
        floor = floor_for(rules, st.scores, seat)
        below_zero = st.scores[rules.seat_sides[seat]] < 0
        can_hold = bool(rules.hold and seat == st.dealer and st.high_bid and st.high_bidder != seat
                        and st.high_bid >= floor and (st.high_bid != 60 or below_zero))
        sixty = rules.sixty_for_120 and below_zero and st.high_bid < 60
        return _auction_calls(floor, st.high_bid, can_hold, sixty)
    if phase is DRAW:
        return draw_options(st, seat)
    if phase is Phase.TRUMP:
        return TRUMPS
    if phase is Phase.CALL:
        # docs/RULES.md cutthroat: "the bidder calls a card it lacks (the highest trump it is missing)"
        return [CALLS[highest_missing_trump(st)]]
    if phase is Phase.KITTY_CHOICE:
        return KITTY_OR_TOP6
    if phase is Phase.KITTY_DISCARD:
        keep = 5
        cards = cards_of(st.hands[seat])
        return discards_of([sum(1 << c for c in combo) for combo in combinations(cards, len(cards) - keep)])
    if phase is Phase.ROB_PACK:
        return [TAKES[c] for c in sorted(st.stock)]
    if phase is Phase.ROB:
        return [PASS, *(ROBS[c] for c in cards_of(st.hands[seat]))]
    return []


def turn_up_robber(st: StateFields) -> int:
    """Forty-five: the dealer may take a turned-up ace; else the trump ace's holder may rob."""
    if not st.rules.rob_turnup:
        return -1
    if st.turn_up % 13 == ACE:
        return st.dealer
    ace = st.trump * 13 + ACE
    for seat, hand in enumerate(st.hands):
        if (hand >> ace) & 1:
            return seat
    return -1


def highest_missing_trump(st: StateFields) -> int:
    """The card the cutthroat bidder calls: the best trump not in its hand (before the kitty)."""
    hand = st.hands[st.bidder]
    return next(c for c in trump_order(st.trump) if not (hand >> c) & 1)


def is_legal_before_play(st: StateFields, action: PlayerAction) -> bool:
    """Whether the current player may take ``action`` (arithmetic for the big discard sets)."""
    phase = st.phase
    if phase is DRAW:
        if type(action) is not Discard:
            return False
        mask = action.mask
        seat = st.current_player
        if mask & ~st.hands[seat]:
            return False
        if st.called_card >= 0 and seat == st.partner and (mask >> st.called_card) & 1:
            return False
        return bool(mask.bit_count() <= draw_limit(st, seat))
    if phase is Phase.KITTY_DISCARD:
        if type(action) is not Discard:
            return False
        mask = action.mask
        hand = st.hands[st.current_player]
        return not mask & ~hand and mask.bit_count() == hand.bit_count() - 5
    return action in legal_before_play(st)


@lru_cache(maxsize=256)
def _auction_calls(floor: int, high_bid: int, can_hold: bool, sixty: bool) -> tuple[PlayerAction, ...]:
    """Pass, hold if allowed, then every bid above the current one (cached: few shapes recur)."""
    out: list[PlayerAction] = [PASS, HOLD] if can_hold else [PASS]
    out += [BIDS[v] for v in range(floor, 31, 5) if v > high_bid]
    if sixty:
        out.append(BIDS[60])
    return tuple(out)


def draw_limit(st: StateFields, seat: int) -> int:
    """docs/RULES.md 4: 0 to 5 cards, as many as the stock still covers; new-england keeps one."""
    most = 4 if st.rules.keep_one_card else 5
    available = len(st.stock) - (sum(n for _, n in st.pending_draw) if st.pending_draw else 0)
    return max(0, min(most, available))


def draw_options(st: StateFields, seat: int) -> DiscardChoices:
    """The discards ``seat`` may make in the draw (standing pat first, then in binary order)."""
    hand = st.hands[seat]
    if st.called_card >= 0 and seat == st.partner:
        hand &= ~(1 << st.called_card)  # the called card must reach the second trick
    most = 4 if st.rules.keep_one_card else 5   # draw_limit, inline: this runs in every play-out
    pending = st.pending_draw
    available = len(st.stock) - (sum(n for _, n in pending) if pending else 0)
    return DiscardChoices(hand, most if most < available else max(0, available))
