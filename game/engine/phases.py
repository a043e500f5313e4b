"""The phases of a hand before the play: deal, auction, trump, call, kitty, draw, robbing.

``HandPhases`` is the part of ``GameState`` that owns these phases' fields (see
``fields.FIELD_OWNERS``); each method reads as one part of docs/RULES.md "One hand".
What may be done is ``options``; ``_apply_before_play`` assumes the action was checked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import (
    CalledCard,
    Discard,
    Hold,
    Pass,
    PlayerAction,
    RobTurnUp,
    TakeFromStock,
    TakeTop6,
    TrumpChoice,
    bid_amount,
)
from .cards import SUIT_OF
from .options import turn_up_robber
from .play import TrickPlay
from .protocol import Phase
from .readmodel import floor_for
from .rules import RuleSet
from .seats import KITTY as TO_KITTY
from .seats import deal_batches, first_leader, seats_left_of

AUCTION, DRAW = Phase.AUCTION, Phase.DRAW  # module globals: an Enum attribute look-up is slow

_PLANS: dict[tuple[object, ...], tuple[int, ...]] = {}


def deal_plan(rules: RuleSet, dealer: int, active: tuple[bool, ...]) -> tuple[int, ...]:
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


class HandPhases(TrickPlay):
    """From the deal to the first lead."""

    __slots__ = ()   # the fields are StateFields' slots

    def _deal(self, deck: tuple[int, ...]) -> None:
        """docs/RULES.md 1: five cards each in the preset's batches, a kitty between the rounds."""
        rules = self.rules
        self._new_hand_fields()
        self.deck = deck
        plan = deal_plan(rules, self.dealer, tuple(self.active))
        hands = self.hands
        kitty = 0
        for pos, owner in enumerate(plan):
            if owner < 0:
                kitty |= 1 << deck[pos]
            else:
                hands[owner] |= 1 << deck[pos]
        self.kitty = kitty
        pos = len(plan)
        if rules.turn_up:
            self.turn_up = deck[pos]
            self.trump = SUIT_OF[self.turn_up]
            pos += 1
        self.stock = list(reversed(deck[pos:]))
        if rules.auction:
            self.phase = AUCTION
            self.current_player = self.next_active(self.dealer)
            return
        robber = turn_up_robber(self)
        if robber >= 0:
            self.phase = Phase.ROB
            self.current_player = robber
        else:
            self._start_first_trick()

    def _apply_before_play(self, action: PlayerAction) -> None:
        """Apply a checked action of any phase but the play."""
        phase = self.phase
        if phase is AUCTION:
            self._apply_auction(action)
        elif phase is DRAW:
            if TYPE_CHECKING:   # the legal-action check made sure (no cost when run)
                assert isinstance(action, Discard)
            self._discard_and_draw(action.mask)
        elif phase is Phase.TRUMP:
            if TYPE_CHECKING:   # the legal-action check made sure (no cost when run)
                assert isinstance(action, TrumpChoice)
            self.trump = action.suit
            if self.rules.called_card:
                self.phase = Phase.CALL
            else:
                self._to_kitty()
        elif phase is Phase.CALL:
            if TYPE_CHECKING:   # the legal-action check made sure (no cost when run)
                assert isinstance(action, CalledCard)
            self._apply_call(action.card)
        elif phase is Phase.KITTY_CHOICE:
            if isinstance(action, TakeTop6):
                self._take_top6()
            else:
                self._take_kitty()
        elif phase is Phase.KITTY_DISCARD:
            if TYPE_CHECKING:   # the legal-action check made sure (no cost when run)
                assert isinstance(action, Discard)
            mask = action.mask
            self.hands[self.bidder] &= ~mask
            self.discards[self.bidder] |= mask
            self._start_draw()
        elif phase is Phase.ROB_PACK:
            if TYPE_CHECKING:   # the legal-action check made sure (no cost when run)
                assert isinstance(action, TakeFromStock)
            card = action.card
            self.stock.remove(card)
            self.hands[self.dealer] |= 1 << card
            self.rob_picks_left -= 1
            if not self.rob_picks_left:
                self._start_first_trick()
        elif phase is Phase.ROB:
            if isinstance(action, RobTurnUp):
                card = action.card
                seat = self.current_player
                self.hands[seat] = (self.hands[seat] & ~(1 << card)) | (1 << self.turn_up)
                self.discards[seat] |= 1 << card
                self.robbed = seat
            self._start_first_trick()

    def _apply_auction(self, action: PlayerAction) -> None:
        """docs/RULES.md 2: bid higher, pass, or (dealer) hold; ends when all but one have passed."""
        rules = self.rules
        seat = self.current_player
        self.auction.append((seat, action))
        cls = action.__class__
        if cls is Pass:
            self.passed[seat] = True
        elif cls is Hold:
            self.held_seat = self.high_bidder
            self.high_bidder = seat
            if rules.hold_rebid == "held":
                for other in range(rules.players):
                    if other not in (seat, self.held_seat):
                        self.passed[other] = True
        else:
            self.high_bid = bid_amount(action)
            self.high_bidder = seat
        if rules.one_round:
            if seat == self.dealer:
                self._end_auction()
            else:
                self.current_player = self.next_active(seat)
            return
        still_in = self.passed.count(False)
        if not still_in or (still_in == 1 and self.high_bidder >= 0 and not self.passed[self.high_bidder]):
            self._end_auction()
            return
        nxt = self.next_active(seat)
        while self.passed[nxt]:
            nxt = self.next_active(nxt)
        self.current_player = nxt

    def _end_auction(self) -> None:
        if self.high_bidder < 0:
            if self.rules.all_pass == "redeal":
                self._close_hand(None, None)
                return
            # "If everyone passes, the dealer is bagged: forced to play at the minimum bid"
            self.bidder = self.dealer
            self.bid = floor_for(self.rules, self.scores, self.dealer)
            self.bagged = True
        else:
            self.bidder = self.high_bidder
            self.bid = self.high_bid
        self.phase = Phase.TRUMP
        self.current_player = self.bidder

    def _apply_call(self, card: int) -> None:
        """Cutthroat: the holder of the called card is the bidder's partner for this hand;
        "a called card in the kitty or stock means the bidder plays alone"."""
        self.called_card = card
        self.partner = -1
        for seat, hand in enumerate(self.hands):
            if (hand >> card) & 1:
                self.partner = seat
        self._to_kitty()

    def _to_kitty(self) -> None:
        rules = self.rules
        if not rules.kitty_size:
            self._start_draw()
        elif rules.top6 and self.bagged and len(self.stock) >= 6:
            self.phase = Phase.KITTY_CHOICE
            self.current_player = self.bidder
        else:
            self._take_kitty()

    def _take_kitty(self) -> None:
        self.kitty_seen = self.kitty
        self.hands[self.bidder] |= self.kitty
        self.phase = Phase.KITTY_DISCARD
        self.current_player = self.bidder

    def _take_top6(self) -> None:
        """Seed 000 "Top 6": the bagged dealer takes the top six of the stock, discards one and
        draws no more; the five cards it held are put away (the kitty stays unused)."""
        bidder = self.bidder
        self.discards[bidder] |= self.hands[bidder]
        self.hands[bidder] = 0
        for _ in range(6):
            self.hands[bidder] |= 1 << self.stock.pop()
        self.took_top6 = True
        self.phase = Phase.KITTY_DISCARD
        self.current_player = bidder

    def _start_draw(self) -> None:
        """docs/RULES.md 4: clockwise from the dealer's left, dealer last."""
        if not self.rules.draw:
            self._start_first_trick()
            return
        order = seats_left_of(self.dealer, self.active)
        if self.took_top6:
            order = [s for s in order if s != self.bidder]
        self.draw_order = order
        self.draw_index = 0
        self.phase = DRAW
        self.current_player = order[0]

    def _give(self, seat: int, count: int) -> None:
        stock = self.stock
        hand = self.hands[seat]
        for _ in range(count):
            hand |= 1 << stock.pop()
        self.hands[seat] = hand

    def _deliver_pending(self) -> None:
        for seat, count in self.pending_draw:
            self._give(seat, count)
        self.pending_draw = []

    def _discard_and_draw(self, mask: int) -> None:
        """The seat to draw throws the cards of ``mask`` and is given as many from the stock."""
        rules = self.rules
        seat = self.current_player
        count = mask.bit_count()
        self.hands[seat] &= ~mask
        self.discards[seat] |= mask
        self.discard_counts[seat] = count
        last = self.draw_index == len(self.draw_order) - 1
        if last:
            self._deliver_pending()
        if rules.rob_pack and seat == self.dealer and count:
            self.rob_picks_left = count
            self.phase = Phase.ROB_PACK
            return
        if rules.draw_first_round and not last and count > rules.draw_first_round:
            # house-125: "the dealer hands them 3 cards the first time around and then comes
            # back around for the second time"
            self._give(seat, rules.draw_first_round)
            self.pending_draw.append((seat, count - rules.draw_first_round))
        else:
            self._give(seat, count)
        if last:
            self._start_first_trick()
        else:
            self.draw_index += 1
            self.current_player = self.draw_order[self.draw_index]

    def _start_first_trick(self) -> None:
        """docs/RULES.md 5 and the presets: who leads the first trick (``seats.first_leader``)."""
        self.start_play(first_leader(self.rules, self.dealer, self.bidder, self.active))
