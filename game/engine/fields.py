"""What a game state holds: every field, its type, and which part of the engine moves it.

``GameState`` is assembled from parts, each in its own module and each the owner of the
fields of its part of the game (``FIELD_OWNERS`` below, checked by
``tests/engine/test_state_walls.py``):

    StateFields (here)      the fields, their starting values, and read-only views of them
      TrickPlay (play)      the card play, the end of a hand, the score
        HandPhases (phases) the deal, the auction, trump, the kitty, the draw, robbing
          Playouts (rollout) random play-outs for search, on the same rule functions
            GameState (state) the protocol: apply, legal_actions, chance, clone, views

Only these classes write a state's fields, and only as ``self.<field>``; nothing outside
``game/engine`` writes one at all.  Modules that only read a state (``observation``,
``snapshot``, ``explain``, ``recording``) take a ``StateFields`` and so never import
``state``: the engine's modules import each other in one direction only.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .actions import Action, Deal, PlayerAction
from .checks import ArgumentError, describe, is_whole
from .protocol import CHANCE, Phase
from .readmodel import floor_for
from .recording import HandRecord, build_record
from .rules import RuleSet
from .seats import first_leader, next_seat

if TYPE_CHECKING:  # pragma: no cover
    from .scoring import HandScore

#: A finished trick as the engine keeps it: (leader, cards in play order, winner).
RawTrick = tuple[int, tuple[int, ...], int]

#: Which module's class writes each field after the starting values (``_start_game`` and
#: ``_new_hand_fields`` below set those).  A field with two owners says why.
FIELD_OWNERS: dict[str, tuple[str, ...]] = {
    # the whole game
    "rules": ("state",), "seed": ("state",), "rng": ("state",), "_sampled_deal": ("state",),
    "_legal_list": ("state",), "_legal_list_at": ("state",),
    "scores": ("play",), "ticks": ("play",), "side_in_game": ("play",), "active": ("play",),
    "announcements": ("play",), "_announced": ("play",), "winner_side": ("play",),
    "hand_number": ("play",), "last_score": ("play",), "_raw_records": ("play",),
    "_active_key": ("play",), "_next_seat_table": ("play",), "_seats_in_play": ("play",),
    "_next_seat": ("play",),
    # the first dealer is chance's step (state); later deals pass to the left (play)
    "dealer": ("state", "play"),
    # every step hands the turn on: the phases before the play, the card play, and chance
    "phase": ("state", "phases", "play"), "current_player": ("state", "phases", "play"),
    # the deal, the kitty and the draw give cards; the play takes them (the play-out too)
    "hands": ("phases", "play"),
    # what was done: each applied action (state) and each random one (rollout)
    "history": ("state", "rollout", "play"), "actions_this_hand": ("state", "rollout", "play"),
    # before the play
    "deck": ("phases",), "stock": ("phases",), "kitty": ("phases",), "turn_up": ("phases",),
    "robbed": ("phases",), "auction": ("phases",), "high_bid": ("phases",), "high_bidder": ("phases",),
    "passed": ("phases",), "held_seat": ("phases",), "bidder": ("phases",), "bid": ("phases",),
    "bagged": ("phases",), "trump": ("phases",), "called_card": ("phases",), "partner": ("phases",),
    "took_top6": ("phases",), "draw_order": ("phases",), "draw_index": ("phases",),
    "pending_draw": ("phases",), "rob_picks_left": ("phases",), "discards": ("phases",),
    "discard_counts": ("phases",), "kitty_seen": ("phases",),
    # the play
    "partner_revealed": ("play",), "hands_at_lead": ("play",), "leader": ("play",), "trick": ("play",),
    "trick_seats": ("play",), "tricks": ("play",), "tricks_seats": ("play",), "tricks_won": ("play",),
    # the play's legal cards: forgotten by the play when a card changes them, kept by legal_actions
    "_legal_mask_cache": ("play", "state"),
    # caches of the read-only views (here)
    "_built_records": ("fields",),
}


#: Every field by name, in one order (``GameState.clone`` copies them in it).
FIELD_NAMES: tuple[str, ...] = tuple(FIELD_OWNERS)


class StateFields:
    """The data of a game in progress, and the views every part reads it through.

    The fields are slots: a state holds exactly the fields named in ``FIELD_OWNERS`` (a typo
    or a stray ``state.x = ...`` is an ``AttributeError``), and reading one is a fixed offset,
    not a dictionary look-up (the engine's hot loops read them millions of times)."""

    __slots__ = FIELD_NAMES

    # the whole game
    rules: RuleSet
    seed: int
    rng: random.Random
    active: list[bool]                  # seats still in the game (cutthroat ticks drop one)
    scores: list[int]                   # per side
    ticks: list[int]                    # per side: sets counted against the tick limit
    side_in_game: list[bool]
    dealer: int
    hand_number: int
    history: list[Action]
    announcements: list[str]
    winner_side: int
    phase: Phase
    current_player: int
    last_score: HandScore | None
    _announced: set[int]
    _raw_records: list[dict[str, Any]]   # cheap captures; ``records`` formats them
    _built_records: list[HandRecord]
    _sampled_deal: Deal | None       # the last deck sample_chance made (known whole)
    _active_key: tuple[bool, ...]
    _next_seat_table: list[int]
    _seats_in_play: int
    _next_seat: list[int]
    # this hand, before the play
    hands: list[int]                    # bitmask per seat
    deck: Sequence[int]
    stock: list[int]                    # top of the stock is the last element
    kitty: int
    turn_up: int
    robbed: int                         # seat that robbed the turn-up
    auction: list[tuple[int, PlayerAction]]
    high_bid: int
    high_bidder: int
    passed: list[bool]
    held_seat: int                      # player whose bid the dealer last held
    bidder: int
    bid: int
    bagged: bool
    trump: int
    called_card: int
    partner: int
    took_top6: bool
    draw_order: list[int]
    draw_index: int
    pending_draw: list[tuple[int, int]]
    rob_picks_left: int
    discards: list[int]
    discard_counts: list[int]
    kitty_seen: int
    actions_this_hand: list[tuple[int, PlayerAction]]
    # this hand, the play
    partner_revealed: bool
    hands_at_lead: list[int]
    leader: int
    trick: list[int]
    trick_seats: list[int]
    tricks: list[RawTrick]              # (leader, cards, winner): fast
    tricks_seats: list[tuple[int, ...]]  # who played each card of them
    tricks_won: list[int]
    _legal_mask_cache: int              # legal plays of the current player, -1 = unknown
    _legal_list: Sequence[PlayerAction]  # the last legal_actions() answer, valid while
    _legal_list_at: int                 # the history still has this length

    # ------------------------------------------------------------------ starting values

    def _start_game(self, rules: RuleSet, seed: int, rng: random.Random,
                    scores: Sequence[int] | None) -> None:
        """The fields of a game not yet begun (``scores``: a position's scores, else zeros)."""
        self.rules = rules
        self.seed = seed
        self.rng = rng
        n = rules.players
        self.active = [True] * n
        self.scores = [0] * rules.side_count if scores is None else _checked_scores(rules, scores)
        self.ticks = [0] * rules.side_count
        self.side_in_game = [True] * rules.side_count
        self._active_key = ()
        self._next_seat_table = []
        self._seats_in_play = n
        self._next_seat = []
        self.dealer = -1
        self.hand_number = 0
        self.history = []
        self._raw_records = []
        self._built_records = []
        self.announcements = []
        self._announced = set()
        self.winner_side = -1
        self.phase = Phase.DEALER
        self.current_player = CHANCE
        self._sampled_deal = None
        self._new_hand_fields()

    def _new_hand_fields(self) -> None:
        """The fields of a hand not yet dealt."""
        n = self.rules.players
        self.hands = [0] * n
        self.deck = ()
        self.stock = []
        self.kitty = 0
        self.turn_up = -1
        self.robbed = -1
        self.auction = []
        self.high_bid = 0
        self.high_bidder = -1
        self.passed = [not a for a in self.active]
        self.held_seat = -1
        self.bidder = -1
        self.bid = 0
        self.bagged = False
        self.trump = -1
        self.called_card = -1
        self.partner = -1
        self.partner_revealed = False
        self.took_top6 = False
        self.draw_order = []
        self.draw_index = 0
        self.pending_draw = []
        self.rob_picks_left = 0
        self.discards = [0] * n
        self.discard_counts = [0] * n
        self.kitty_seen = 0
        self.actions_this_hand = []
        self.hands_at_lead = []
        self.leader = -1
        self.trick = []
        self.trick_seats = []
        self.tricks = []
        self.tricks_seats = []
        self.tricks_won = [0] * n
        self.last_score = None
        self._legal_mask_cache = -1
        self._legal_list = []
        self._legal_list_at = -1

    # ------------------------------------------------------------------ read-only views

    def next_active(self, seat: int) -> int:
        """The first seat still in the game on ``seat``'s left (``seats.next_seat``)."""
        return next_seat(seat, self.active)

    def bid_floor(self, seat: int) -> int:
        """The lowest bid ``seat`` may make (``readmodel.bid_floor``)."""
        self.rules.side_of(seat)   # a SeatError for a seat not at the table
        return floor_for(self.rules, self.scores, seat)

    def first_leader(self) -> int:
        """Who leads (or led) the first trick of this hand (``seats.first_leader``; once the hand
        is over the dealer has moved on, and the first trick says who led it)."""
        if self.tricks:
            return self.tricks[0][0]
        return first_leader(self.rules, self.dealer, self.bidder, self.active)

    @property
    def records(self) -> tuple[HandRecord, ...]:
        """Hand records of the hands finished so far (typed and read-only, each built once, on
        demand; ``HandRecord.to_json`` is the file's form)."""
        built = self._built_records
        for raw in self._raw_records[len(built):]:
            built.append(build_record(raw))
        return tuple(built)

    def records_count(self) -> int:
        return len(self._raw_records)


def _checked_scores(rules: RuleSet, scores: Sequence[int]) -> list[int]:
    """A position's starting scores: one whole number per side."""
    if isinstance(scores, (str, bytes)) or not hasattr(scores, "__len__"):
        raise ArgumentError(f"scores must be one whole number per side, not {describe(scores)}", "scores")
    if len(scores) != rules.side_count:
        raise ArgumentError(f"give {rules.side_count} scores, one per side, not {len(scores)}", "scores")
    if not all(is_whole(s) and abs(s) < 10_000 for s in scores):
        raise ArgumentError(f"scores must be whole numbers, not {describe(scores)}", "scores")
    return [int(s) for s in scores]
