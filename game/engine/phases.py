"""The phases of a hand before the play: deal, auction, trump, call, kitty, draw, robbing.

Functions of a ``GameState`` kept apart from ``state.py`` so each file reads as one
part of RULES.md "One hand".  ``legal_actions`` lists what the current player may do;
``apply`` assumes the action was checked; ``explain`` says which rule an action breaks.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING

from . import actions as A
from .cards import ACE, SUIT_OF, cards_of, trump_order

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState


# ---------------------------------------------------------------------- deal

def deal(st: "GameState", deck: list[int]) -> None:
    """RULES.md 1: five cards each in the preset's batches, a kitty between the rounds."""
    rules = st.rules
    st._new_hand_fields()
    st.deck = deck
    order = seats_from_left_of(st, st.dealer)
    plan = _deal_plan(rules.deal_batches, tuple(order))
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
        st.phase = "auction"
        st.current_player = order[0]
        return
    robber = turn_up_robber(st)
    if robber >= 0:
        st.phase = "rob"
        st.current_player = robber
    else:
        start_play(st)


_PLANS: dict[tuple, tuple[int, ...]] = {}


def _deal_plan(batches: tuple, order: tuple[int, ...]) -> tuple[int, ...]:
    """Who gets each card off the top of the pack (-1: the kitty), cached per table."""
    key = (batches, order)
    plan = _PLANS.get(key)
    if plan is None:
        owners: list[int] = []
        for kind, count in batches:
            if kind == "hand":
                for seat in order:
                    owners += [seat] * count
            else:
                owners += [-1] * count
        plan = _PLANS[key] = tuple(owners)
    return plan


_ORDERS: dict[tuple, list[int]] = {}


def seats_from_left_of(st: "GameState", seat: int) -> list[int]:
    """Active seats clockwise starting at ``seat``'s left, ``seat`` itself last (cached; a copy)."""
    key = (seat, tuple(st.active))
    order = _ORDERS.get(key)
    if order is None:
        order = []
        s = st.next_active(seat)
        while True:
            order.append(s)
            if s == seat:
                break
            s = st.next_active(s)
        _ORDERS[key] = order
    return list(order)


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

def bid_floor(st: "GameState", seat: int) -> int:
    """RULES.md 2: "A side with 100 or more points may not bid below 20." """
    rules = st.rules
    floor = rules.min_bid
    if rules.min_bid_at_100 and st.scores[rules.side_of(seat)] >= 100:
        floor = max(floor, rules.min_bid_at_100)
    return floor


def legal_actions(st: "GameState") -> list[int]:
    phase = st.phase
    seat = st.current_player
    rules = st.rules
    if phase == "auction":
        floor = bid_floor(st, seat)
        below_zero = st.scores[rules.side_of(seat)] < 0
        can_hold = bool(rules.hold and seat == st.dealer and st.high_bid and st.high_bidder != seat
                        and st.high_bid >= floor and (st.high_bid != 60 or below_zero))
        sixty = rules.sixty_for_120 and below_zero and st.high_bid < 60
        return list(_auction_calls(floor, st.high_bid, can_hold, sixty))
    if phase == "draw":
        return draw_options(st, seat)
    if phase == "trump":
        return [A.TRUMP_BASE + s for s in range(4)]
    if phase == "call":
        # RULES.md cutthroat: "the bidder calls a card it lacks (the highest trump it is missing)"
        return [A.CALL_BASE + highest_missing_trump(st)]
    if phase == "kitty_choice":
        return [A.KITTY, A.TOP6]
    if phase == "kitty_discard":
        keep = 5
        cards = cards_of(st.hands[seat])
        return [A.DISCARD_FLAG | sum(1 << c for c in combo)
                for combo in combinations(cards, len(cards) - keep)]
    if phase == "rob_pack":
        return [A.TAKE_BASE + c for c in sorted(st.stock)]
    if phase == "rob":
        return [A.PASS] + [A.ROB_BASE + c for c in cards_of(st.hands[seat])]
    return []


def highest_missing_trump(st: "GameState") -> int:
    """The card the cutthroat bidder calls: the best trump not in its hand (before the kitty)."""
    hand = st.hands[st.bidder]
    return next(c for c in trump_order(st.trump) if not (hand >> c) & 1)


def is_legal(st: "GameState", action: int) -> bool:
    """Whether the current player may take ``action`` (arithmetic for the big discard sets)."""
    phase = st.phase
    if phase == "draw":
        mask = action ^ A.DISCARD_FLAG
        if not 0 <= mask < A.DISCARD_FLAG:
            return False
        seat = st.current_player
        if mask & ~st.hands[seat]:
            return False
        if st.called_card >= 0 and seat == st.partner and (mask >> st.called_card) & 1:
            return False
        return mask.bit_count() <= draw_limit(st, seat)
    if phase == "kitty_discard":
        mask = action ^ A.DISCARD_FLAG
        hand = st.hands[st.current_player]
        return 0 <= mask < A.DISCARD_FLAG and not mask & ~hand and \
            mask.bit_count() == hand.bit_count() - 5
    return action in legal_actions(st)


@lru_cache(maxsize=256)
def _auction_calls(floor: int, high_bid: int, can_hold: bool, sixty: bool) -> tuple[int, ...]:
    """Pass, hold if allowed, then every bid above the current one (cached: few shapes recur)."""
    out = [A.PASS] + ([A.HOLD] if can_hold else [])
    out += [A.BID_BASE + v for v in range(floor, 31, 5) if v > high_bid]
    if sixty:
        out.append(A.BID_BASE + 60)
    return tuple(out)


def draw_limit(st: "GameState", seat: int) -> int:
    """RULES.md 4: 0 to 5 cards, as many as the stock still covers; new-england keeps one."""
    most = 4 if st.rules.keep_one_card else 5
    available = len(st.stock) - (sum(n for _, n in st.pending_draw) if st.pending_draw else 0)
    return max(0, min(most, available))


def draw_options(st: "GameState", seat: int) -> list[int]:
    hand = st.hands[seat]
    if st.called_card >= 0 and seat == st.partner:
        hand &= ~(1 << st.called_card)  # the called card must reach the second trick
    limit = draw_limit(st, seat)
    subsets = [A.DISCARD_FLAG]
    while hand:
        low = hand & -hand
        hand ^= low
        subsets += [s | low for s in subsets]
    if limit < 5:
        return [s for s in subsets if s.bit_count() <= limit + 1]  # +1: the flag bit
    return subsets


# ---------------------------------------------------------------------- apply

def apply(st: "GameState", action: int) -> None:
    phase = st.phase
    if phase == "auction":
        _apply_auction(st, action)
    elif phase == "draw":
        _apply_draw(st, action)
    elif phase == "trump":
        st.trump = action - A.TRUMP_BASE
        if st.rules.called_card:
            st.phase = "call"
        else:
            _to_kitty(st)
    elif phase == "call":
        _apply_call(st, action - A.CALL_BASE)
    elif phase == "kitty_choice":
        if action == A.TOP6:
            _take_top6(st)
        else:
            _take_kitty(st)
    elif phase == "kitty_discard":
        mask = A.discard_mask(action)
        st.hands[st.bidder] &= ~mask
        st.discards[st.bidder] |= mask
        start_draw(st)
    elif phase == "rob_pack":
        card = action - A.TAKE_BASE
        st.stock.remove(card)
        st.hands[st.dealer] |= 1 << card
        st.rob_picks_left -= 1
        if not st.rob_picks_left:
            start_play(st)
    elif phase == "rob":
        if action != A.PASS:
            card = action - A.ROB_BASE
            seat = st.current_player
            st.hands[seat] = (st.hands[seat] & ~(1 << card)) | (1 << st.turn_up)
            st.discards[seat] |= 1 << card
            st.robbed = seat
        start_play(st)


def _apply_auction(st: "GameState", action: int) -> None:
    """RULES.md 2: bid higher, pass, or (dealer) hold; ends when all but one have passed."""
    rules = st.rules
    seat = st.current_player
    st.auction.append((seat, action))
    if action == A.PASS:
        st.passed[seat] = True
    elif action == A.HOLD:
        st.held_seat = st.high_bidder
        st.high_bidder = seat
        if rules.hold_rebid == "held":
            for other in range(rules.players):
                if other not in (seat, st.held_seat):
                    st.passed[other] = True
    else:
        st.high_bid = action - A.BID_BASE
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
            from .record import snapshot
            st._raw_records.append(snapshot(st, None))
            st._end_hand(None)
            return
        # "If everyone passes, the dealer is bagged: forced to play at the minimum bid"
        st.bidder = st.dealer
        st.bid = bid_floor(st, st.dealer)
        st.bagged = True
    else:
        st.bidder = st.high_bidder
        st.bid = st.high_bid
    st.phase = "trump"
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
        st.phase = "kitty_choice"
        st.current_player = st.bidder
    else:
        _take_kitty(st)


def _take_kitty(st: "GameState") -> None:
    st.kitty_seen = st.kitty
    st.hands[st.bidder] |= st.kitty
    st.phase = "kitty_discard"
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
    st.phase = "kitty_discard"
    st.current_player = bidder


def start_draw(st: "GameState") -> None:
    """RULES.md 4: clockwise from the dealer's left, dealer last."""
    if not st.rules.draw:
        start_play(st)
        return
    order = seats_from_left_of(st, st.dealer)
    if st.took_top6:
        order = [s for s in order if s != st.bidder]
    st.draw_order = order
    st.draw_index = 0
    st.phase = "draw"
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


def _apply_draw(st: "GameState", action: int) -> None:
    rules = st.rules
    seat = st.current_player
    mask = action ^ A.DISCARD_FLAG
    count = mask.bit_count()
    st.hands[seat] &= ~mask
    st.discards[seat] |= mask
    st.discard_counts[seat] = count
    last = st.draw_index == len(st.draw_order) - 1
    if last:
        _deliver_pending(st)
    if rules.rob_pack and seat == st.dealer and count:
        st.rob_picks_left = count
        st.phase = "rob_pack"
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
    """RULES.md 5 and the presets: who leads the first trick."""
    first = st.rules.first_lead
    if first == "bidder" and st.bidder >= 0:
        leader = st.bidder
    elif first == "bidder-left" and st.bidder >= 0:
        leader = st.next_active(st.bidder)
    else:
        leader = st.next_active(st.dealer)
    st.start_play(leader)
