"""The app's read model of the table: one immutable ``TableSnapshot`` per engine change.

The app is the dealer, so it may hold every hand (face-down sprites, the reveal at the end
of a hand); everything else here is the public, already-computed read model, so the app
never reads raw ``GameState`` fields nor rebuilds rules knowledge (seat order, the deal,
who played each card, the contract, the points so far).  Cheap to build (the app makes
one when the engine changes, not every frame) and made of tuples, frozen values and
read-only mappings that share nothing mutable with the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .actions import Action, PlayerAction
from .cards import CARDS, Card, cards_of
from .fields import StateFields
from .observation import has_drawn
from .options import draw_limit
from .protocol import Phase
from .readmodel import Contract, Play, Tally, Trick, contract_of, pass_bags_at, tally_of, tricks_with_seats
from .recording import HandRecord
from .rules import RuleSet
from .seats import Recipient, deal_batches
from .wording import button_label, label, say


class DealBatch(NamedTuple):
    """Cards that left the pack together: to a seat, the kitty (``seats.KITTY``) or turned up
    for trump (``seats.TURN_UP``)."""

    to: Recipient
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class TableSnapshot:
    """Everything the app shows, as of one moment of the game."""

    rules: RuleSet
    phase: Phase
    current_player: int                      # a seat, or CHANCE / TERMINAL
    move_count: int                          # actions so far (tells a stale hint)
    hand_number: int
    dealer: int                              # between hands: the next dealer
    scores: tuple[int, ...]                  # per side
    ticks: tuple[int, ...]                   # per side
    side_in_game: tuple[bool, ...]
    active: tuple[bool, ...]                 # per seat, this hand or the next (cutthroat seats go out)
    game_over: bool
    winner_side: int                         # -1 until the game is over
    dealt: bool                              # this hand's cards are on the table
    hands: tuple[tuple[Card, ...], ...]      # every hand, in the engine's card order (the dealer's view)
    hand_counts: tuple[int, ...]
    deal: tuple[DealBatch, ...]              # this hand's deal as it left the pack (empty between hands)
    stock_count: int
    stock: tuple[Card, ...]                  # only while the dealer robs the pack
    kitty: tuple[Card, ...]                  # while it lies on the table untouched
    turn_up: Card | None
    robbed_by: int                           # seat that robbed the turn-up, -1 none
    rob_picks_left: int
    auction: tuple[tuple[int, PlayerAction], ...]   # (seat, call) in order
    high_bid: int
    high_bidder: int
    passed: tuple[bool, ...]
    bid_floor: int                           # of the seat to act in the auction (0 otherwise)
    pass_bags_at: int                        # the bid a pass would bag the dealer at (0: it would not)
    trump: int                               # -1 until named or turned up
    contract: Contract | None             # the cutthroat partner once revealed by its card
    first_leader: int                        # who led the first trick (-1 before the play)
    trick: tuple[Play, ...]                  # the trick in progress, lead first
    tricks: tuple[Trick, ...]                # this hand's finished tricks
    tally: Tally                             # tricks and points so far, per seat and side
    drawn_counts: tuple[int, ...]            # per seat, cards it drew this hand
    has_drawn: tuple[bool, ...]              # per seat, has made its draw
    draw_limit: int                          # most cards the seat to act may discard in the draw
    took_top6: bool
    legal_actions: tuple[PlayerAction, ...]  # of the seat to act
    records_count: int
    records: tuple[HandRecord, ...]          # finished hands' records (frozen)
    announcements: tuple[str, ...]

    # ----------------------------------------------------------------- helpers

    @property
    def players(self) -> int:
        return self.rules.players

    def side_of(self, seat: int) -> int:
        return self.rules.side_of(seat)

    def last_call(self, seat: int) -> PlayerAction | None:
        """The latest call of ``seat`` in this auction, or None."""
        return next((a for s, a in reversed(self.auction) if s == seat), None)

    def label(self, action: Action) -> str:
        """The button or hint wording of an action of the seat to act (``wording.label``)."""
        return label(action, self.phase, self.high_bid, self.turn_up if self.turn_up is not None else -1,
                     self.pass_bags_at)

    def button_label(self, action: Action) -> str:
        """The words on the button of an action of the seat to act (``wording.button_label``)."""
        return button_label(action, self.phase, self.high_bid, self.turn_up if self.turn_up is not None else -1,
                            self.pass_bags_at)

    def say(self, action: Action) -> str:
        """What the seat to act says at the table for ``action`` (``wording.say``)."""
        return say(action, self.phase)


def _deal(st: StateFields) -> tuple[DealBatch, ...]:
    deck = st.deck
    out, pos = [], 0
    for to, count in deal_batches(st.rules, st.dealer, st.active):
        out.append(DealBatch(to, tuple(CARDS[c] for c in deck[pos:pos + count])))
        pos += count
    return tuple(out)


def table_snapshot(st: StateFields, legal: Sequence[PlayerAction]) -> TableSnapshot:
    """The snapshot of ``st`` now (``legal``: what the player to act may do).  Touches nothing in the
    engine but its own caches."""
    rules = st.rules
    phase = st.phase
    seat = st.current_player
    dealt = phase != Phase.DEALER and bool(st.deck)
    auction_on = phase == Phase.AUCTION
    tricks = tricks_with_seats(st.tricks, st.tricks_seats)
    trick = tuple(Play(s, CARDS[c]) for s, c in zip(st.trick_seats, st.trick, strict=True))
    tally = tally_of(rules, st.tricks_won, st.trump, tricks, trick)
    hand_on = dealt and phase != Phase.DEAL and phase != Phase.OVER  # not between hands
    return TableSnapshot(
        rules=rules,
        phase=phase,
        current_player=seat,
        move_count=len(st.history),
        hand_number=st.hand_number,
        dealer=st.dealer,
        scores=tuple(st.scores),
        ticks=tuple(st.ticks),
        side_in_game=tuple(st.side_in_game),
        active=tuple(st.active),
        game_over=phase == Phase.OVER,
        winner_side=st.winner_side,
        dealt=dealt,
        hands=tuple(tuple(cards_of(h)) for h in st.hands),
        hand_counts=tuple(h.bit_count() for h in st.hands),
        deal=_deal(st) if hand_on else (),
        stock_count=len(st.stock) if dealt else 0,
        stock=tuple(CARDS[c] for c in sorted(st.stock)) if phase == Phase.ROB_PACK else (),
        kitty=tuple(cards_of(st.kitty)) if dealt and not st.kitty_seen else (),
        turn_up=CARDS[st.turn_up] if st.turn_up >= 0 else None,
        robbed_by=st.robbed,
        rob_picks_left=st.rob_picks_left,
        auction=tuple(st.auction),
        high_bid=st.high_bid,
        high_bidder=st.high_bidder,
        passed=tuple(st.passed),
        bid_floor=st.bid_floor(seat) if auction_on else 0,
        pass_bags_at=pass_bags_at(rules, st.scores, st.dealer, seat, st.high_bid, st.passed) if auction_on else 0,
        trump=st.trump,
        contract=contract_of(
            rules,
            st.bidder,
            st.bid,
            st.trump,
            st.called_card,
            st.partner if st.partner_revealed else -1,
            st.auction,
            st.bagged,
            tally,
        ),
        first_leader=st.first_leader() if phase == Phase.PLAY or st.tricks else -1,
        trick=trick,
        tricks=tricks,
        tally=tally,
        drawn_counts=tuple(st.discard_counts),
        has_drawn=has_drawn(st),
        took_top6=st.took_top6,
        draw_limit=draw_limit(st, seat) if phase == Phase.DRAW else 0,
        legal_actions=tuple(legal),
        records_count=st.records_count(),
        records=st.records,
        announcements=tuple(st.announcements),
    )
