"""What one seat may know: its cards, public calls, played cards, counts drawn.

Players (computer and hints) receive only an ``Observation``, never the state, so
they cannot see another hand, the kitty (unless they took it) or the stock (unless
robbing it).  ``known_cards`` lists every card the observation reveals; tests check
it against what the seat may legitimately know.  The read model a player needs (seat
order, first leader, bid floor, tricks with seats, the contract, tricks and points so far)
is computed from the fields on demand, so building an observation costs no more.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from .actions import Action, PlayerAction
from .cards import CARDS, TRUMP_MASK, TRUMP_RANK, Card, cards_of
from .fields import StateFields
from .protocol import Phase
from .readmodel import Contract, Play, Tally, Trick, contract_of, floor_for, pass_bags_at, tally_of, tricks_with_seats
from .rules import RuleSet
from .seats import first_leader, seat_order, seats_left_of
from .wording import label


@dataclass(frozen=True)
class Observation:
    """One seat's view of the game at one moment (all fields public to that seat)."""

    seat: int
    rules: RuleSet
    phase: Phase
    current_player: int
    dealer: int
    hand_number: int
    hand: tuple[Card, ...]
    scores: tuple[int, ...]                   # per side
    ticks: tuple[int, ...]                    # per side
    active: tuple[bool, ...]                  # per seat (cutthroat players can go out)
    auction: tuple[tuple[int, PlayerAction], ...]   # (seat, call) in order
    high_bid: int
    high_bidder: int
    passed: tuple[bool, ...]
    bidder: int                               # -1 until the auction ends
    bid: int                                  # 0 until the auction ends
    bagged: bool
    trump: int                                # -1 until named (or turned up)
    called_card: int                          # cutthroat; -1 otherwise
    partner: int                              # cutthroat partner if this seat knows it, else -1
    turn_up: int                              # forty-five; -1 otherwise
    robbed_by: int                            # seat that took the turn-up, -1 none
    kitty_size: int
    kitty_seen: tuple[Card, ...]              # only for the bidder, once taken
    my_discards: tuple[Card, ...]
    discard_counts: tuple[int, ...]           # per seat, cards discarded in the draw
    drawn: tuple[bool, ...]                   # per seat, has made its draw this hand
    stock_count: int
    stock_view: tuple[Card, ...]              # only while this seat robs the pack
    tricks: tuple[tuple[int, tuple[Card, ...], int], ...]  # (leader, cards in play order, winner)
    tricks_seats: tuple[tuple[int, ...], ...]  # the seat of each card of ``tricks``
    trick_leader: int
    trick: tuple[Card, ...]                   # the trick in progress, lead first
    tricks_won: tuple[int, ...]               # per seat
    announcements: tuple[str, ...]
    legal_actions: tuple[PlayerAction, ...]   # empty unless it is this seat's turn

    # ----------------------------------------------------------------- helpers

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def my_side(self) -> int:
        return self.rules.side_of(self.seat)

    def side_of(self, seat: int) -> int:
        return self.rules.side_of(seat)

    def partners(self) -> list[int]:
        """Seats on this seat's side for this hand (the cutthroat partner once known)."""
        if self.rules.partnerships:
            return [s for s in range(self.players) if s != self.seat and self.side_of(s) == self.my_side]
        if self.partner >= 0:
            if self.seat == self.bidder:
                return [self.partner]
            if self.seat == self.partner:
                return [self.bidder]
        return []

    def played_cards(self) -> list[Card]:
        out = [c for _, cards, _ in self.tricks for c in cards]
        return out + list(self.trick)

    def trick_seats(self) -> list[int]:
        """Seats that played the cards of the trick in progress, in order."""
        return seat_order(self.trick_leader, self.active, len(self.trick)) if self.trick else []

    def is_trump(self, card: int) -> bool:
        if card.__class__ is not Card and card.__class__ is not int or not 0 <= card < 52:
            card = Card(card)   # refuses anything but a card, naming it
        return self.trump >= 0 and bool((TRUMP_MASK[self.trump] >> card) & 1)

    def trump_rank(self, card: int) -> int:
        if card.__class__ is not Card and card.__class__ is not int or not 0 <= card < 52:
            card = Card(card)
        return TRUMP_RANK[self.trump][card] if self.trump >= 0 else 0

    # ----------------------------------------------------------------- read model

    def seat_order(self, start: int, count: int | None = None) -> list[int]:
        """Active seats clockwise from ``start`` (``seats.seat_order``)."""
        return seat_order(start, self.active, count)

    def seats_left_of(self, seat: int) -> list[int]:
        """One round of the active seats from ``seat``'s left, ``seat`` last."""
        return seats_left_of(seat, self.active)

    @property
    def first_leader(self) -> int:
        """Who leads (or led) the first trick of this hand (before the auction ends, where the
        bidder's side leads: the dealer's left, as a guess)."""
        if self.tricks:
            return self.tricks[0][0]
        return first_leader(self.rules, self.dealer, self.bidder, self.active)

    def bid_floor(self, seat: int) -> int:
        """The lowest bid ``seat`` may make (docs/RULES.md 2, the 100+ rule)."""
        self.rules.side_of(seat)   # a SeatError for a seat not at the table
        return floor_for(self.rules, self.scores, seat)

    @cached_property
    def finished_tricks(self) -> tuple[Trick, ...]:
        """This hand's finished tricks with the seat of every card."""
        return tricks_with_seats(self.tricks, self.tricks_seats)

    @property
    def trick_plays(self) -> tuple[Play, ...]:
        """The trick in progress as (seat, card) plays, lead first."""
        return tuple(Play(s, c) for s, c in zip(self.trick_seats(), self.trick, strict=True))

    @cached_property
    def tally(self) -> Tally:
        """Tricks and points taken so far this hand, per seat and per side."""
        return tally_of(self.rules, self.tricks_won, self.trump, self.finished_tricks, self.trick_plays)

    @cached_property
    def contract(self) -> Contract | None:
        """The contract as this seat knows it: the cutthroat partner only once revealed (or
        when this seat is the partner)."""
        return contract_of(self.rules, self.bidder, self.bid, self.trump, self.called_card, self.partner,
                           self.auction, self.bagged, self.tally)

    def label(self, action: Action) -> str:
        """The imperative wording of one of this seat's actions (``wording.label``)."""
        bags = pass_bags_at(self.rules, self.scores, self.dealer, self.seat, self.high_bid, self.passed) \
            if self.phase == Phase.AUCTION else 0
        return label(action, self.phase, self.high_bid, self.turn_up, bags)

    def known_cards(self) -> set[int]:
        """Every card this observation shows, for the no-leak tests."""
        known: set[int] = set(self.hand) | set(self.kitty_seen) | set(self.my_discards) | set(self.stock_view)
        known |= set(self.played_cards())
        if self.turn_up >= 0:
            known.add(self.turn_up)
        return known


def has_drawn(st: StateFields) -> tuple[bool, ...]:
    """Per seat: whether it has made its draw this hand (all, once the play has begun)."""
    n = st.rules.players
    if st.phase == Phase.DRAW or st.phase == Phase.ROB_PACK:
        drawn = [False] * n
        for s in st.draw_order[:st.draw_index]:
            drawn[s] = True
        return tuple(drawn)
    return (st.phase == Phase.PLAY and st.rules.draw,) * n


def observe(st: StateFields, seat: int, legal: Sequence[PlayerAction]) -> Observation:
    """Build the observation of ``seat`` from the full state (the only bridge); ``legal`` is
    what it may do now (nothing unless it is to act)."""
    partner_known = st.partner if (st.partner_revealed or seat == st.partner) else -1
    trick_leader = st.leader if st.trick else st.current_player if st.phase == Phase.PLAY else -1
    stock_view = tuple(CARDS[c] for c in sorted(st.stock)) if (
        st.phase == Phase.ROB_PACK and seat == st.dealer) else ()
    return Observation(
        seat=seat, rules=st.rules, phase=st.phase, current_player=st.current_player,
        dealer=st.dealer, hand_number=st.hand_number, hand=tuple(cards_of(st.hands[seat])),
        scores=tuple(st.scores), ticks=tuple(st.ticks), active=tuple(st.active),
        auction=tuple(st.auction), high_bid=st.high_bid, high_bidder=st.high_bidder,
        passed=tuple(st.passed), bidder=st.bidder, bid=st.bid, bagged=st.bagged,
        trump=st.trump, called_card=st.called_card, partner=partner_known,
        turn_up=st.turn_up, robbed_by=st.robbed,
        kitty_size=st.rules.kitty_size,
        kitty_seen=tuple(cards_of(st.kitty_seen)) if seat == st.bidder else (),
        my_discards=tuple(cards_of(st.discards[seat])), discard_counts=tuple(st.discard_counts),
        drawn=has_drawn(st), stock_count=len(st.stock), stock_view=stock_view,
        tricks=tuple((lead, tuple(CARDS[c] for c in cards), win) for lead, cards, win in st.tricks),
        tricks_seats=tuple(st.tricks_seats),
        trick_leader=trick_leader, trick=tuple(CARDS[c] for c in st.trick),
        tricks_won=tuple(st.tricks_won), announcements=tuple(st.announcements),
        legal_actions=tuple(legal),
    )
