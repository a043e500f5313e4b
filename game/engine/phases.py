"""The phases of a hand before the play: deal, auction, trump, call, kitty, draw, robbing.

Functions of a ``GameState`` kept apart from ``state.py`` so each file reads as one
part of docs/RULES.md "One hand".  ``legal_actions`` lists what the current player may do;
``apply`` assumes the action was checked; ``explain`` says which rule an action breaks.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING

from .actions import (BID_BASE, CALL_BASE, DISCARD_FLAG, HOLD, KITTY, PASS, ROB_BASE, TAKE_BASE, TOP6,
                      TRUMP_BASE, PlayerAction, discard_mask)
from .cards import ACE, SUIT_OF, cards_of, trump_order
from .protocol import Phase
from .readmodel import floor_for
from .recording import capture_hand
from .rules import RuleSet
from .seats import KITTY as TO_KITTY
from .seats import deal_batches, first_leader, seats_left_of

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState

AUCTION, DRAW = Phase.AUCTION, Phase.DRAW  # module globals: an Enum attribute look-up is slow


# ---------------------------------------------------------------------- deal

def deal(st: "GameState", deck: list[int]) -> None:
    """docs/RULES.md 1: five cards each in the preset's batches, a kitty between the rounds."""
    rules = st.rules
    st._new_hand_fields()
    st.deck = deck
    plan = _deal_plan(rules, st.dealer, tuple(st.active))
    hands = st.hands
    kitty = 0
    for pos, owner in enumerate(plan):
        if owner < 0:
            kitty |= 1 << deck[pos]
        else:
            hands[owner] |= 1 << deck[pos]
    st.kitty = kitty
    pos = len(plan)
    if rules.turn_up:
        st.turn_up = deck[pos]
        st.trump = SUIT_OF[st.turn_up]
        pos += 1
    st.stock = list(reversed(deck[pos:]))
    if rules.auction:
        st.phase = AUCTION
        st.current_player = st.next_active(st.dealer)
        return
    robber = turn_up_robber(st)
    if robber >= 0:
        st.phase = Phase.ROB
        st.current_player = robber
    else:
        start_play(st)


_PLANS: dict[tuple, tuple[int, ...]] = {}


def _deal_plan(rules: RuleSet, dealer: int, active: tuple[bool, ...]) -> tuple[int, ...]:
    """Who gets each hand or kitty card off the top of the pack (-1: the kitty), cached per
    table; ``seats.deal_batches`` says it, this spells it card by card."""
    key = (rules.deal_pattern, dealer, active)
    plan = _PLANS.get(key)
    if plan is None:
        owners: list[int] = []
        for to, count in deal_batches(rules, dealer, active):
            if isinstance(to, int):
                owners += [to] * count
            elif to == TO_KITTY:
                owners += [-1] * count
        plan = _PLANS[key] = tuple(owners)
    return plan


def turn_up_robber(st: "GameState") -> int:
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


# ---------------------------------------------------------------------- legal actions

def legal_actions(st: "GameState") -> list[PlayerAction]:
    phase = st.phase
    seat = st.current_player
    rules = st.rules
    if phase is AUCTION:
        floor = floor_for(rules, st.scores, seat)
        below_zero = st.scores[rules.side_of(seat)] < 0
        can_hold = bool(rules.hold and seat == st.dealer and st.high_bid and st.high_bidder != seat
                        and st.high_bid >= floor and (st.high_bid != 60 or below_zero))
        sixty = rules.sixty_for_120 and below_zero and st.high_bid < 60
        return list(_auction_calls(floor, st.high_bid, can_hold, sixty))
    if phase is DRAW:
        return draw_options(st, seat)
    if phase is Phase.TRUMP:
        return [TRUMP_BASE + s for s in range(4)]
    if phase is Phase.CALL:
        # docs/RULES.md cutthroat: "the bidder calls a card it lacks (the highest trump it is missing)"
        return [CALL_BASE + highest_missing_trump(st)]
    if phase is Phase.KITTY_CHOICE:
        return [KITTY, TOP6]
    if phase is Phase.KITTY_DISCARD:
        keep = 5
        cards = cards_of(st.hands[seat])
        return [DISCARD_FLAG | sum(1 << c for c in combo)
                for combo in combinations(cards, len(cards) - keep)]
    if phase is Phase.ROB_PACK:
        return [TAKE_BASE + c for c in sorted(st.stock)]
    if phase is Phase.ROB:
        return [PASS] + [ROB_BASE + c for c in cards_of(st.hands[seat])]
    return []


def highest_missing_trump(st: "GameState") -> int:
    """The card the cutthroat bidder calls: the best trump not in its hand (before the kitty)."""
    hand = st.hands[st.bidder]
    return next(c for c in trump_order(st.trump) if not (hand >> c) & 1)


def is_legal(st: "GameState", action: PlayerAction) -> bool:
    """Whether the current player may take ``action`` (arithmetic for the big discard sets)."""
    phase = st.phase
    if phase is DRAW:
        mask = action ^ DISCARD_FLAG
        if not 0 <= mask < DISCARD_FLAG:
            return False
        seat = st.current_player
        if mask & ~st.hands[seat]:
            return False
        if st.called_card >= 0 and seat == st.partner and (mask >> st.called_card) & 1:
            return False
        return mask.bit_count() <= draw_limit(st, seat)
    if phase is Phase.KITTY_DISCARD:
        mask = action ^ DISCARD_FLAG
        hand = st.hands[st.current_player]
        return 0 <= mask < DISCARD_FLAG and not mask & ~hand and \
            mask.bit_count() == hand.bit_count() - 5
    return action in legal_actions(st)


@lru_cache(maxsize=256)
def _auction_calls(floor: int, high_bid: int, can_hold: bool, sixty: bool) -> tuple[int, ...]:
    """Pass, hold if allowed, then every bid above the current one (cached: few shapes recur)."""
    out = [PASS] + ([HOLD] if can_hold else [])
    out += [BID_BASE + v for v in range(floor, 31, 5) if v > high_bid]
    if sixty:
        out.append(BID_BASE + 60)
    return tuple(out)


def draw_limit(st: "GameState", seat: int) -> int:
    """docs/RULES.md 4: 0 to 5 cards, as many as the stock still covers; new-england keeps one."""
    most = 4 if st.rules.keep_one_card else 5
    available = len(st.stock) - (sum(n for _, n in st.pending_draw) if st.pending_draw else 0)
    return max(0, min(most, available))


def draw_options(st: "GameState", seat: int) -> list[PlayerAction]:
    hand = st.hands[seat]
    if st.called_card >= 0 and seat == st.partner:
        hand &= ~(1 << st.called_card)  # the called card must reach the second trick
    limit = draw_limit(st, seat)
    subsets = [DISCARD_FLAG]
    while hand:
        low = hand & -hand
        hand ^= low
        subsets += [s | low for s in subsets]
    if limit < 5:
        return [s for s in subsets if s.bit_count() <= limit + 1]  # +1: the flag bit
    return subsets


# ---------------------------------------------------------------------- apply

def apply(st: "GameState", action: PlayerAction) -> None:
    phase = st.phase
    if phase is AUCTION:
        _apply_auction(st, action)
    elif phase is DRAW:
        _apply_draw(st, action)
    elif phase is Phase.TRUMP:
        st.trump = action - TRUMP_BASE
        if st.rules.called_card:
            st.phase = Phase.CALL
        else:
            _to_kitty(st)
    elif phase is Phase.CALL:
        _apply_call(st, action - CALL_BASE)
    elif phase is Phase.KITTY_CHOICE:
        if action == TOP6:
            _take_top6(st)
        else:
            _take_kitty(st)
    elif phase is Phase.KITTY_DISCARD:
        mask = discard_mask(action)
        st.hands[st.bidder] &= ~mask
        st.discards[st.bidder] |= mask
        start_draw(st)
    elif phase is Phase.ROB_PACK:
        card = action - TAKE_BASE
        st.stock.remove(card)
        st.hands[st.dealer] |= 1 << card
        st.rob_picks_left -= 1
        if not st.rob_picks_left:
            start_play(st)
    elif phase is Phase.ROB:
        if action != PASS:
            card = action - ROB_BASE
            seat = st.current_player
            st.hands[seat] = (st.hands[seat] & ~(1 << card)) | (1 << st.turn_up)
            st.discards[seat] |= 1 << card
            st.robbed = seat
        start_play(st)


def _apply_auction(st: "GameState", action: PlayerAction) -> None:
    """docs/RULES.md 2: bid higher, pass, or (dealer) hold; ends when all but one have passed."""
    rules = st.rules
    seat = st.current_player
    st.auction.append((seat, action))
    if action == PASS:
        st.passed[seat] = True
    elif action == HOLD:
        st.held_seat = st.high_bidder
        st.high_bidder = seat
        if rules.hold_rebid == "held":
            for other in range(rules.players):
                if other not in (seat, st.held_seat):
                    st.passed[other] = True
    else:
        st.high_bid = action - BID_BASE
        st.high_bidder = seat
    if rules.one_round:
        if seat == st.dealer:
            _end_auction(st)
        else:
            st.current_player = st.next_active(seat)
        return
    still_in = st.passed.count(False)
    if not still_in or (still_in == 1 and st.high_bidder >= 0 and not st.passed[st.high_bidder]):
        _end_auction(st)
        return
    nxt = st.next_active(seat)
    while st.passed[nxt]:
        nxt = st.next_active(nxt)
    st.current_player = nxt


def _end_auction(st: "GameState") -> None:
    if st.high_bidder < 0:
        if st.rules.all_pass == "redeal":
            st._raw_records.append(capture_hand(st, None))
            st._end_hand(None)
            return
        # "If everyone passes, the dealer is bagged: forced to play at the minimum bid"
        st.bidder = st.dealer
        st.bid = floor_for(st.rules, st.scores, st.dealer)
        st.bagged = True
    else:
        st.bidder = st.high_bidder
        st.bid = st.high_bid
    st.phase = Phase.TRUMP
    st.current_player = st.bidder


def _apply_call(st: "GameState", card: int) -> None:
    """Cutthroat: the holder of the called card is the bidder's partner for this hand;
    "a called card in the kitty or stock means the bidder plays alone"."""
    st.called_card = card
    st.partner = -1
    for seat, hand in enumerate(st.hands):
        if (hand >> card) & 1:
            st.partner = seat
    _to_kitty(st)


def _to_kitty(st: "GameState") -> None:
    rules = st.rules
    if not rules.kitty_size:
        start_draw(st)
    elif rules.top6 and st.bagged and len(st.stock) >= 6:
        st.phase = Phase.KITTY_CHOICE
        st.current_player = st.bidder
    else:
        _take_kitty(st)


def _take_kitty(st: "GameState") -> None:
    st.kitty_seen = st.kitty
    st.hands[st.bidder] |= st.kitty
    st.phase = Phase.KITTY_DISCARD
    st.current_player = st.bidder


def _take_top6(st: "GameState") -> None:
    """Seed 000 "Top 6": the bagged dealer takes the top six of the stock, discards one and
    draws no more; the five cards it held are put away (the kitty stays unused)."""
    bidder = st.bidder
    st.discards[bidder] |= st.hands[bidder]
    st.hands[bidder] = 0
    for _ in range(6):
        st.hands[bidder] |= 1 << st.stock.pop()
    st.took_top6 = True
    st.phase = Phase.KITTY_DISCARD
    st.current_player = bidder


def start_draw(st: "GameState") -> None:
    """docs/RULES.md 4: clockwise from the dealer's left, dealer last."""
    if not st.rules.draw:
        start_play(st)
        return
    order = seats_left_of(st.dealer, st.active)
    if st.took_top6:
        order = [s for s in order if s != st.bidder]
    st.draw_order = order
    st.draw_index = 0
    st.phase = DRAW
    st.current_player = order[0]


def _give(st: "GameState", seat: int, count: int) -> None:
    stock = st.stock
    hand = st.hands[seat]
    for _ in range(count):
        hand |= 1 << stock.pop()
    st.hands[seat] = hand


def _deliver_pending(st: "GameState") -> None:
    for seat, count in st.pending_draw:
        _give(st, seat, count)
    st.pending_draw = []


def _apply_draw(st: "GameState", action: PlayerAction) -> None:
    rules = st.rules
    seat = st.current_player
    mask = action ^ DISCARD_FLAG
    count = mask.bit_count()
    st.hands[seat] &= ~mask
    st.discards[seat] |= mask
    st.discard_counts[seat] = count
    last = st.draw_index == len(st.draw_order) - 1
    if last:
        _deliver_pending(st)
    if rules.rob_pack and seat == st.dealer and count:
        st.rob_picks_left = count
        st.phase = Phase.ROB_PACK
        return
    if rules.draw_first_round and not last and count > rules.draw_first_round:
        # house-125: "the dealer hands them 3 cards the first time around and then comes
        # back around for the second time"
        _give(st, seat, rules.draw_first_round)
        st.pending_draw.append((seat, count - rules.draw_first_round))
    else:
        _give(st, seat, count)
    if last:
        start_play(st)
    else:
        st.draw_index += 1
        st.current_player = st.draw_order[st.draw_index]


def start_play(st: "GameState") -> None:
    """docs/RULES.md 5 and the presets: who leads the first trick (``seats.first_leader``)."""
    st.start_play(first_leader(st.rules, st.dealer, st.bidder, st.active))
