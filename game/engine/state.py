"""The game state: one small protocol in the manner of OpenSpiel.

``current_player``, ``legal_actions()``, ``apply(action)``, ``is_terminal``,
``returns()``, ``clone()`` and ``observation(seat)``.  Chance is an actor
(``current_player == CHANCE``): ``sample_chance()`` draws the first dealer or a
shuffled deck from the game's one seeded ``random.Random``, so a seed replays a game.

Hands are bitmasks and actions ints (see ``actions``) so that random playouts and
search stay fast.  Phase logic for the auction and the draw lives in ``phases``; the read
model (tricks with seats, the contract, the tally, the app's snapshot) in ``readmodel``
and ``snapshot``, which the methods under "views" hand out.
"""

from __future__ import annotations

import random
from typing import Mapping, Optional, Union

from .actions import (DEALER_BASE, Action, ActionParseError, ChanceAction, Deal, PlayerAction, dealer, deck_problem,
                      is_deal, parse, to_text)
from .cards import CARDS, TRUMP_MASK, TRUMP_RANK, Card, cards_of
from .checks import ArgumentError, SeatError, describe, is_whole
from .explain import not_an_action, refusal, wrong_time
from .observation import Observation, has_drawn, observe
from .phases import apply as apply_phase
from .phases import deal as deal_cards
from .phases import is_legal, legal_actions as phase_legal_actions
from .protocol import CHANCE, TERMINAL, IllegalActionError, Phase
from .readmodel import Contract, Play, Tally, Trick, contract_of, floor_for, tally_of, tricks_with_seats
from .recording import build_record, capture_hand
from .rules import DEFAULT_RULES, RuleSet, preset
from .scoring import decide_winner, hand_score
from .seats import check_seat, first_leader, next_seat, next_seats, seat_order
from .snapshot import TableSnapshot, table_snapshot
from .tricks import explain_illegal, legal_mask, winner_index
from .wording import side_label

__all__ = ["CHANCE", "TERMINAL", "GameState", "IllegalActionError", "new_game", "play_random_game",
           "shuffled_deck"]

#: Seeds are whole numbers of at most 64 bits: a saved game's seed must survive JSON, and a
#: number of thousands of digits is damage, not a seed.
MAX_SEED_BITS = 64

# Module globals compared by identity (the engine only ever stores Phase members): an Enum
# attribute look-up and a str-subclass comparison are both slow on the hot path of ``apply``.
PLAY, OVER, DEAL, DEALER = Phase.PLAY, Phase.OVER, Phase.DEAL, Phase.DEALER


class GameState:
    """A whole game, hand after hand, until one side reaches the target."""

    def __init__(self, rules: RuleSet = DEFAULT_RULES, seed: Optional[int] = None,
                 rng: Optional[random.Random] = None) -> None:
        if not isinstance(rules, RuleSet):
            raise ArgumentError(f"rules must be a RuleSet (see preset()), not {describe(rules)}", "rules")
        if seed is not None and not (is_whole(seed) and seed.bit_length() <= MAX_SEED_BITS):
            raise ArgumentError(f"seed must be a whole number of at most {MAX_SEED_BITS} bits, "
                                f"not {describe(seed)}", "seed")
        if rng is not None and not isinstance(rng, random.Random):
            raise ArgumentError(f"rng must be a random.Random, not {describe(rng)}", "rng")
        self.rules = rules
        # One seeded generator per game deals every hand, so a seed replays the whole game.
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1 << 62)
        self.rng = rng if rng is not None else random.Random(self.seed)
        n = rules.players
        self.active = [True] * n
        self.scores = [0] * rules.side_count
        self.ticks = [0] * rules.side_count
        self.side_in_game = [True] * rules.side_count
        self._active_key: tuple = ()
        self._next_seat_table: list[int] = []
        self.dealer = -1
        self.hand_number = 0
        self.history: list[int] = []
        self._raw_records: list[dict] = []   # cheap snapshots; ``records`` formats them
        self._built_records: list[dict] = []
        self.announcements: list[str] = []
        self._announced: set[int] = set()
        self.winner_side = -1
        self.phase: Phase = DEALER
        self.current_player = CHANCE
        self._sampled_deal: Optional[Deal] = None   # the last deck sample_chance made (known whole)
        self._new_hand_fields()

    # ------------------------------------------------------------------ hand data

    def _new_hand_fields(self) -> None:
        n = self.rules.players
        self.hands = [0] * n
        self.deck: list[int] = []
        self.stock: list[int] = []          # top of the stock is the last element
        self.kitty = 0
        self.turn_up = -1
        self.robbed = -1                    # seat that robbed the turn-up
        self.auction: list[tuple[int, int]] = []
        self.high_bid = 0
        self.high_bidder = -1
        self.passed = [not a for a in self.active]
        self.held_seat = -1                 # player whose bid the dealer last held
        self.bidder = -1
        self.bid = 0
        self.bagged = False
        self.trump = -1
        self.called_card = -1
        self.partner = -1
        self.partner_revealed = False
        self.took_top6 = False
        self.draw_order: list[int] = []
        self.draw_index = 0
        self.pending_draw: list[tuple[int, int]] = []
        self.rob_picks_left = 0
        self.discards = [0] * n
        self.discard_counts = [0] * n
        self.kitty_seen = 0
        self.actions_this_hand: list[tuple[int, int]] = []
        self.hands_at_lead: list[int] = []
        self.leader = -1
        self.trick: list[int] = []
        self.trick_seats: list[int] = []
        self.tricks: list[tuple[int, tuple[int, ...], int]] = []    # (leader, cards, winner): fast
        self.tricks_seats: list[tuple[int, ...]] = []               # who played each card of them
        self.tricks_won = [0] * n
        self.last_score = None
        self._frozen_records: list[Mapping] = []   # read-only copies of ``records`` (snapshots)
        self._legal_mask_cache = -1          # legal plays of the current player, -1 = unknown
        self._legal_list: list[int] = []     # the last legal_actions() answer, valid while
        self._legal_list_at = -1             # the history still has this length

    # ------------------------------------------------------------------ protocol

    @property
    def is_terminal(self) -> bool:
        return self.phase is OVER

    def is_chance_node(self) -> bool:
        return self.current_player == CHANCE

    def returns(self) -> list[int]:
        """Per seat: its side's score (+1000 added to the winners' at the end of a game)."""
        bonus = [1000 if s == self.winner_side else 0 for s in range(len(self.scores))]
        return [self.scores[self.rules.side_of(s)] + bonus[self.rules.side_of(s)]
                for s in range(self.rules.players)]

    def sample_chance(self, rng: Optional[random.Random] = None) -> ChanceAction:
        """Draw the chance outcome (first dealer, or a shuffled deck) from the game's seed."""
        if rng is None:
            rng = self.rng
        elif not isinstance(rng, random.Random):
            raise ArgumentError(f"rng must be a random.Random, not {describe(rng)}", "rng")
        if self.phase is DEALER:
            return dealer(rng.randrange(self.rules.players))
        if self.phase is DEAL:
            deal = self._sampled_deal = Deal(shuffled_deck(rng))
            return deal
        raise IllegalActionError(f"no chance step in the {self.phase} phase", "chance")

    def legal_actions(self) -> list[PlayerAction]:
        phase = self.phase
        if phase is PLAY:
            mask = self._legal_mask_cache
            if mask < 0:
                mask = self._legal_mask_cache = self._play_mask()
            out = []
            while mask:
                low = mask & -mask
                out.append(low.bit_length() - 1)
                mask ^= low
            return out
        if phase is DEALER or phase is DEAL or phase is OVER:
            return []
        legal = phase_legal_actions(self)
        self._legal_list = legal
        self._legal_list_at = len(self.history)
        return legal

    def apply(self, action: Union[Action, str]) -> None:
        """Apply ``action`` (int or notation); an illegal one raises and changes nothing.

        Everything is checked before anything changes: a refusal is an ``IllegalActionError``
        naming the rule (``"action"`` for a value that is no action at all), or for text an
        ``ActionParseError``; both are ``ValueError`` subclasses with a ``rule``."""
        if action.__class__ is not int:
            if action.__class__ is str:
                action = parse(action)
            elif is_whole(action):
                action = int(action)  # a Card is an int subclass and names the same play
            elif action.__class__ is not Deal:
                raise not_an_action(action)
        phase = self.phase
        if phase is PLAY:
            mask = self._legal_mask_cache
            if mask < 0:
                mask = self._play_mask()
            if not (type(action) is int and 0 <= action < 52 and (mask >> action) & 1):
                self._reject_play(action)
            self.history.append(action)
            self.actions_this_hand.append((self.current_player, action))
            self._play(action)
            return
        if phase is OVER:
            raise IllegalActionError("the game is over", "game over")
        if phase is DEALER:
            if not (type(action) is int and DEALER_BASE <= action < DEALER_BASE + self.rules.players):
                raise IllegalActionError("the first step is choosing the first dealer", "deal")
            self.history.append(action)
            self.dealer = action - DEALER_BASE
            self.phase = DEAL
            return
        if phase is DEAL:
            if not is_deal(action):
                raise IllegalActionError("the cards must be dealt first", "deal")
            if action is not self._sampled_deal:
                problem = deck_problem(action)
                if problem:
                    raise IllegalActionError(problem, "deal")
            self.history.append(action)
            deal_cards(self, action)
            return
        if type(action) is not int:
            raise refusal(self, action)
        if self._legal_list_at == len(self.history):
            legal = action in self._legal_list
        else:
            legal = is_legal(self, action)
        if not legal:
            raise refusal(self, action)
        self.history.append(action)
        self.actions_this_hand.append((self.current_player, action))
        apply_phase(self, action)

    def apply_text(self, text: str) -> None:
        """Apply an action written in notation (``"bid 20"``)."""
        if not isinstance(text, str):
            raise ActionParseError(f"text must be an action in notation, not {describe(text)}", "notation")
        self.apply(parse(text))

    def advance_chance(self) -> None:
        """Apply chance steps until a player must act (or the game is over)."""
        while self.current_player == CHANCE and self.phase is not OVER:
            self.apply(self.sample_chance())

    def clone(self) -> "GameState":
        other = GameState.__new__(GameState)
        for key, value in self.__dict__.items():
            if isinstance(value, list):
                value = list(value)  # snapshots inside are never mutated, a shallow copy is safe
            elif isinstance(value, set):
                value = set(value)
            other.__dict__[key] = value
        rng = random.Random(0)  # seeding from 0 skips the OS entropy read of Random()
        rng.setstate(self.rng.getstate())
        other.rng = rng
        return other

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now: the only view a player gets."""
        if seat.__class__ is not int or not 0 <= seat < self.rules.players:
            seat = check_seat(seat, self.rules.players)   # -1 would be seat 3's view
        return observe(self, seat)

    # ------------------------------------------------------------------ play

    def _play_mask(self) -> int:
        seat = self.current_player
        hand = self.hands[seat]
        called = self.called_card
        if called >= 0 and seat == self.partner and (hand >> called) & 1:
            # cutthroat: "its holder must play it on the 2nd trick"
            if len(self.tricks) == 1:
                return 1 << called
            if len(self.tricks) == 0 and hand != 1 << called:
                hand_without = hand & ~(1 << called)
                return legal_mask(hand_without, self.trick, self.trump, self.rules.renege) or hand_without
        return legal_mask(hand, self.trick, self.trump, self.rules.renege)

    def _reject_play(self, action: int) -> None:
        if not (type(action) is int and 0 <= action < 52):
            raise wrong_time(action, "play a card", "turn")
        seat = self.current_player
        hand = self.hands[seat]
        card = CARDS[action]
        if not (hand >> action) & 1:
            raise IllegalActionError(f"You do not hold the {card.symbol()}.", "not in hand")
        if self.called_card >= 0 and seat == self.partner:
            called = CARDS[self.called_card]
            if len(self.tricks) == 1:
                raise IllegalActionError(f"The {called.symbol()} was called: its holder must play it "
                                         f"on the second trick.", "called card")
            if action == self.called_card:
                raise IllegalActionError(f"The {called.symbol()} was called: keep it for the second "
                                         f"trick.", "called card")
        raise IllegalActionError(explain_illegal(action, hand, self.trick, self.trump,
                                                 self.rules.renege), "follow")

    def _play(self, card: int) -> None:
        self._legal_mask_cache = -1
        seat = self.current_player
        self.hands[seat] ^= 1 << card
        trick = self.trick
        if not trick:
            self.leader = seat
        trick.append(card)
        self.trick_seats.append(seat)
        if card == self.called_card and self.partner >= 0:
            self.partner_revealed = True
        if len(trick) < self._seats_in_play:
            self.current_player = self._next_seat[seat]
            return
        win_seat = self.trick_seats[winner_index(trick, self.trump)]
        tricks = self.tricks
        tricks.append((self.leader, tuple(trick), win_seat))
        self.tricks_seats.append(tuple(self.trick_seats))
        self.tricks_won[win_seat] += 1
        self.trick = []
        self.trick_seats = []
        if len(tricks) == 5:
            self._finish_hand()
        else:
            self.current_player = win_seat

    def start_play(self, leader: int) -> None:
        """The play begins, ``leader`` (an active seat) to lead (``phases.start_play``)."""
        if leader.__class__ is not int or not 0 <= leader < self.rules.players or not self.active[leader]:
            raise SeatError(f"leader must be a seat in the game, not {describe(leader)}")
        key = tuple(self.active)
        if key != self._active_key:
            self._active_key = key
            self._next_seat_table = next_seats(self.active)
        self._seats_in_play = sum(self.active)
        self._next_seat = self._next_seat_table
        self.hands_at_lead = list(self.hands)
        self.phase = PLAY
        self._legal_mask_cache = -1
        self.current_player = leader

    # ------------------------------------------------------------------ hand end

    def high_trump_seat(self) -> int:
        ranks = TRUMP_RANK[self.trump]
        best, seat = 0, -1
        for _, cards, winner in self.tricks:
            for c in cards:
                if ranks[c] > best:
                    best, seat = ranks[c], winner
        return seat

    def _finish_hand(self) -> None:
        rules = self.rules
        result = hand_score(rules, self.tricks_won, self.high_trump_seat(), self.bidder,
                            self.bid, self.partner)
        self.last_score = result
        for side, delta in enumerate(result.score_change):
            self.scores[side] += delta
        if result.ticked_side >= 0 and rules.ticks:
            self.ticks[result.ticked_side] += 1
            if self.ticks[result.ticked_side] >= rules.ticks:
                self.side_in_game[result.ticked_side] = False
                if not rules.partnerships:
                    self.active[result.ticked_side] = False
        if rules.announce_at:
            for side, score in enumerate(self.scores):
                if score >= rules.announce_at and side not in self._announced and score < rules.target:
                    self._announced.add(side)
                    self.announcements.append(f"{side_label(rules, side)} reached {rules.announce_at}")
        bidder_side = rules.side_of(self.bidder) if self.bidder >= 0 else -1
        winner = decide_winner(rules, self.scores, self.side_in_game, bidder_side)
        self._raw_records.append(capture_hand(self, result))
        self._end_hand(winner)

    def _end_hand(self, winner: Optional[int]) -> None:
        self.hand_number += 1
        if winner is not None:
            self.winner_side = winner
            self.phase = OVER
            self.current_player = TERMINAL
            return
        self.dealer = self.next_active(self.dealer)
        self.phase = DEAL
        self.current_player = CHANCE

    def next_active(self, seat: int) -> int:
        """The first seat still in the game on ``seat``'s left (``seats.next_seat``)."""
        return next_seat(seat, self.active)

    # ------------------------------------------------------------------ views

    @property
    def records(self) -> list[dict]:
        """Hand records of the hands finished so far (JSON-ready dicts, built on demand)."""
        built = self._built_records
        for raw in self._raw_records[len(built):]:
            built.append(build_record(raw))
        return built

    def hand_of(self, seat: int) -> list[Card]:
        return cards_of(self.hands[check_seat(seat, self.rules.players)])

    def side_of(self, seat: int) -> int:
        return self.rules.side_of(seat)

    def trumps_in(self, seat: int) -> list[Card]:
        seat = check_seat(seat, self.rules.players)
        return cards_of(self.hands[seat] & TRUMP_MASK[self.trump]) if self.trump >= 0 else []

    def action_text(self, action: Action) -> str:
        """The notation of ``action`` (``bid 20``); ``wording`` puts it into words for people."""
        return to_text(parse(action) if isinstance(action, str) else action)

    def seat_order(self, start: int, count: Optional[int] = None) -> list[int]:
        """Active seats clockwise from ``start`` (``seats.seat_order``)."""
        return seat_order(start, self.active, count)

    def first_leader(self) -> int:
        """Who leads (or led) the first trick of this hand (``seats.first_leader``; once the hand
        is over the dealer has moved on, and the first trick says who led it)."""
        if self.tricks:
            return self.tricks[0][0]
        return first_leader(self.rules, self.dealer, self.bidder, self.active)

    def bid_floor(self, seat: int) -> int:
        """The lowest bid ``seat`` may make (``readmodel.bid_floor``)."""
        return floor_for(self.rules, self.scores, seat)   # side_of checks the seat

    def finished_tricks(self) -> tuple[Trick, ...]:
        """This hand's finished tricks, with the seat of every card."""
        return tricks_with_seats(self.tricks, self.tricks_seats)

    def trick_plays(self) -> tuple[Play, ...]:
        """The trick in progress as (seat, card) plays, lead first."""
        return tuple(Play(s, CARDS[c]) for s, c in zip(self.trick_seats, self.trick))

    def tally(self) -> Tally:
        """Tricks and points taken so far this hand, per seat and per side."""
        return tally_of(self.rules, self.tricks_won, self.trump, self.finished_tricks(), self.trick_plays())

    def contract(self, tally: Optional[Tally] = None) -> Optional[Contract]:
        """The contract once the auction is over (the cutthroat partner as the engine knows it)."""
        if tally is not None and not isinstance(tally, Tally):
            raise ArgumentError(f"tally must be a Tally (see tally()) or None, not {describe(tally)}", "tally")
        return contract_of(self.rules, self.bidder, self.bid, self.trump, self.called_card, self.partner,
                           self.auction, self.bagged, tally or self.tally())

    def has_drawn(self) -> tuple[bool, ...]:
        """Per seat: whether it has made its draw this hand."""
        return has_drawn(self)

    def snapshot(self) -> TableSnapshot:
        """The app's read model of the table now (``snapshot.table_snapshot``)."""
        return table_snapshot(self)

    def explain_illegal(self, action: Union[Action, str]) -> Optional[str]:
        """The rule an action would break here, or None if it is legal."""
        try:
            probe = self.clone()
            probe.apply(action)
        except IllegalActionError as exc:
            return str(exc)
        return None

    def __repr__(self) -> str:
        return (f"<GameState {self.rules.name} {self.rules.players}p hand {self.hand_number} "
                f"{self.phase} player {self.current_player} scores {self.scores}>")


def shuffled_deck(rng: random.Random) -> list[int]:
    """A uniformly shuffled deck: Fisher-Yates fed from one 300-bit draw read in mixed radix
    (52! is about 2**226, so the shuffle is uniform to within 2**-74)."""
    bits = rng.getrandbits(300)
    deck = list(range(52))
    for i in range(51, 0, -1):
        bits, j = divmod(bits, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def new_game(rules: Union[RuleSet, str] = DEFAULT_RULES, seed: Optional[int] = None,
             players: Optional[int] = None) -> GameState:
    """A game at its first chance step (choosing the first dealer)."""
    if isinstance(rules, str):
        rules = preset(rules, players)
    elif players is not None and players != getattr(rules, "players", None):
        raise ArgumentError(f"players {describe(players)} contradicts the rules' {rules.players}", "players")
    return GameState(rules, seed=seed)


def play_random_game(rules: RuleSet, seed: int, max_hands: int = 10_000) -> GameState:
    """Play a game with uniformly random legal actions (tests and the simulator use this)."""
    state = GameState(rules, seed=seed)
    if not is_whole(max_hands) or max_hands < 0:
        raise ArgumentError(f"max_hands must be a whole number, not {describe(max_hands)}", "max_hands")
    rng = random.Random(seed + 1_000_003)
    while not state.is_terminal and state.hand_number < max_hands:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance())
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state

