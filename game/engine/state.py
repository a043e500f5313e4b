"""The game state: one small protocol in the manner of OpenSpiel.

``current_player``, ``legal_actions()``, ``apply(action)``, ``is_terminal``,
``returns()``, ``clone()`` and ``observation(seat)``.  Chance is an actor
(``current_player == CHANCE``): ``sample_chance()`` draws the first dealer or a
shuffled deck from the game's one seeded ``random.Random``, so a seed replays a game.

Hands are bitmasks and actions int-coded values (see ``actions``) so that random playouts
and search stay fast.  The state is assembled from parts that each own their fields
(``fields``): the card play (``play``), the phases before it (``phases``), random
play-outs (``rollout``); the read model (tricks with seats, the contract, the tally, the
app's snapshot) is ``readmodel`` and ``snapshot``, which the methods under "views" hand out.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from operator import attrgetter
from typing import TYPE_CHECKING

from .actions import (
    PLAY_OF_BIT,
    PLAYER_ACTIONS,
    TYPED_ACTIONS,
    Action,
    ActionParseError,
    CardPlay,
    ChanceAction,
    Deal,
    DealerChoice,
    PlayerAction,
    dealer,
    deck_problem,
    parse,
    to_text,
    typed_action,
)
from .cards import CARDS, TRUMP_MASK, Card, cards_of
from .checks import ArgumentError, describe, is_whole
from .explain import not_an_action, refusal, wrong_time
from .fields import FIELD_NAMES
from .observation import Observation, has_drawn, observe
from .options import is_legal_before_play, legal_before_play
from .protocol import CHANCE, TERMINAL, IllegalActionError, Phase
from .readmodel import Contract, Play, Tally, Trick, contract_of, tally_of, tricks_with_seats
from .rollout import Playouts
from .rules import DEFAULT_RULES, RuleSet, preset
from .seats import check_seat, seat_order
from .snapshot import TableSnapshot, table_snapshot

__all__ = ["CHANCE", "TERMINAL", "GameState", "IllegalActionError", "new_game", "play_random_game",
           "shuffled_deck"]

#: Seeds are whole numbers of at most 64 bits: a saved game's seed must survive JSON, and a
#: number of thousands of digits is damage, not a seed.
MAX_SEED_BITS = 64

# Module globals compared by identity (the engine only ever stores Phase members): an Enum
# attribute look-up and a str-subclass comparison are both slow on the hot path of ``apply``.
PLAY, OVER, DEAL, DEALER = Phase.PLAY, Phase.OVER, Phase.DEAL, Phase.DEALER


_ALL_FIELDS = attrgetter(*FIELD_NAMES)   # every field of a state at once, in FIELD_NAMES' order
_SET_FIELD = object.__setattr__


class GameState(Playouts):
    """A whole game, hand after hand, until one side reaches the target.

    ``scores`` (one per side) starts a game from a position's scores, as the drills and the
    ladder's set pieces do; every other field starts where a new game does."""

    __slots__ = ()   # the fields are StateFields' slots

    def __init__(self, rules: RuleSet = DEFAULT_RULES, seed: int | None = None,
                 rng: random.Random | None = None, scores: Sequence[int] | None = None) -> None:
        if not isinstance(rules, RuleSet):
            raise ArgumentError(f"rules must be a RuleSet (see preset()), not {describe(rules)}", "rules")
        if seed is not None and not (is_whole(seed) and seed.bit_length() <= MAX_SEED_BITS):
            raise ArgumentError(f"seed must be a whole number of at most {MAX_SEED_BITS} bits, "
                                f"not {describe(seed)}", "seed")
        if rng is not None and not isinstance(rng, random.Random):
            raise ArgumentError(f"rng must be a random.Random, not {describe(rng)}", "rng")
        # One seeded generator per game deals every hand, so a seed replays the whole game.
        chosen_seed = seed if seed is not None else random.SystemRandom().randrange(1 << 62)
        self._start_game(rules, chosen_seed, rng if rng is not None else random.Random(chosen_seed), scores)

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

    def sample_chance(self, rng: random.Random | None = None) -> ChanceAction:
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

    def _chance_step(self) -> None:
        self.apply(self.sample_chance())

    def legal_actions(self) -> Sequence[PlayerAction]:
        """What the player to act may do (a cheap view in the draw: see ``DiscardChoices``)."""
        phase = self.phase
        if phase is PLAY:
            mask = self._legal_mask_cache
            if mask < 0:
                mask = self._legal_mask_cache = self._play_mask()
            out: list[PlayerAction] = []
            play_of_bit = PLAY_OF_BIT
            while mask:
                low = mask & -mask
                out.append(play_of_bit[low])
                mask ^= low
            return out
        if phase is DEALER or phase is DEAL or phase is OVER:
            return []
        legal = legal_before_play(self)
        self._legal_list = legal
        self._legal_list_at = len(self.history)
        return legal

    def apply(self, action: Action | str | int) -> None:
        """Apply ``action`` (a typed action, its int code, or its notation); an illegal one
        raises and changes nothing.

        Everything is checked before anything changes: a refusal is an ``IllegalActionError``
        naming the rule (``"action"`` for a value that is no action at all), or for text an
        ``ActionParseError``; both are ``ValueError`` subclasses with a ``rule``."""
        cls = action.__class__
        if cls is not CardPlay and cls not in TYPED_ACTIONS:
            action = self._typed(action)
            cls = action.__class__
        if TYPE_CHECKING:   # what the class tests above showed, for mypy (no cost when run)
            assert isinstance(action, (PlayerAction, DealerChoice, Deal))
        phase = self.phase
        if phase is PLAY:
            if cls is not CardPlay:
                raise wrong_time(action, "play a card", "turn")
            if TYPE_CHECKING:   # what the class test above showed, for mypy (no cost when run)
                assert isinstance(action, CardPlay)
            card = action.real   # the plain int: the trick tables are read fastest with one
            mask = self._legal_mask_cache
            if mask < 0:
                mask = self._play_mask()
            if not (mask >> card) & 1:
                raise self._reject_play(card)
            self.history.append(action)
            self.actions_this_hand.append((self.current_player, action))
            self._play(card)
            return
        if phase is OVER:
            raise IllegalActionError("the game is over", "game over")
        if phase is DEALER:
            if type(action) is not DealerChoice or action.seat >= self.rules.players:
                raise IllegalActionError("the first step is choosing the first dealer", "deal")
            self.history.append(action)
            self.dealer = action.seat
            self.phase = DEAL
            return
        if phase is DEAL:
            if type(action) is not Deal:
                raise IllegalActionError("the cards must be dealt first", "deal")
            if action is not self._sampled_deal:
                problem = deck_problem(action)
                if problem:
                    raise IllegalActionError(problem, "deal")
            self.history.append(action)
            self._deal(action)
            return
        if action.__class__ not in PLAYER_ACTIONS:
            raise refusal(self, action)
        if TYPE_CHECKING:   # what the class test above showed, for mypy (no cost when run)
            assert isinstance(action, PlayerAction)
        if self._legal_list_at == len(self.history):
            legal = action in self._legal_list
        else:
            legal = is_legal_before_play(self, action)
        if not legal:
            raise refusal(self, action)
        self.history.append(action)
        self.actions_this_hand.append((self.current_player, action))
        self._apply_before_play(action)

    @staticmethod
    def _typed(action: object) -> Action:
        """``action`` as a typed action: notation is parsed, an int code (or a ``Card``: the
        same play) becomes its class; anything else is refused as no action at all."""
        if isinstance(action, (PlayerAction, DealerChoice, Deal)):
            return action
        if isinstance(action, str):
            return parse(action)
        if isinstance(action, int) and is_whole(action):
            try:
                return typed_action(action)
            except ActionParseError:
                raise not_an_action(action) from None
        raise not_an_action(action)

    def apply_text(self, text: str) -> None:
        """Apply an action written in notation (``"bid 20"``)."""
        if not isinstance(text, str):
            raise ActionParseError(f"text must be an action in notation, not {describe(text)}", "notation")
        self.apply(parse(text))

    def advance_chance(self) -> None:
        """Apply chance steps until a player must act (or the game is over)."""
        while self.current_player == CHANCE and self.phase is not OVER:
            self.apply(self.sample_chance())

    def clone(self) -> GameState:
        """An independent copy (search pushes actions on it; the original never changes)."""
        other = GameState.__new__(GameState)
        rng = random.Random(0)  # seeding from 0 skips the OS entropy read of Random()
        rng.setstate(self.rng.getstate())
        for name, value in zip(FIELD_NAMES, _ALL_FIELDS(self), strict=True):
            if isinstance(value, list):
                value = list(value)  # snapshots inside are never mutated, a shallow copy is safe
            elif isinstance(value, set):
                value = set(value)
            elif value is self.rng:
                value = rng
            _SET_FIELD(other, name, value)   # a copy of this state's own fields, one by one
        return other

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now: the only view a player gets."""
        if seat.__class__ is not int or not 0 <= seat < self.rules.players:
            seat = check_seat(seat, self.rules.players)   # -1 would be seat 3's view
        return observe(self, seat, self.legal_actions() if self.current_player == seat else ())

    # ------------------------------------------------------------------ views

    def hand_of(self, seat: int) -> list[Card]:
        return cards_of(self.hands[check_seat(seat, self.rules.players)])

    def side_of(self, seat: int) -> int:
        return self.rules.side_of(seat)

    def trumps_in(self, seat: int) -> list[Card]:
        seat = check_seat(seat, self.rules.players)
        return cards_of(self.hands[seat] & TRUMP_MASK[self.trump]) if self.trump >= 0 else []

    def action_text(self, action: Action | str) -> str:
        """The notation of ``action`` (``bid 20``); ``wording`` puts it into words for people."""
        return to_text(parse(action))

    def seat_order(self, start: int, count: int | None = None) -> list[int]:
        """Active seats clockwise from ``start`` (``seats.seat_order``)."""
        return seat_order(start, self.active, count)

    def finished_tricks(self) -> tuple[Trick, ...]:
        """This hand's finished tricks, with the seat of every card."""
        return tricks_with_seats(self.tricks, self.tricks_seats)

    def trick_plays(self) -> tuple[Play, ...]:
        """The trick in progress as (seat, card) plays, lead first."""
        return tuple(Play(s, CARDS[c]) for s, c in zip(self.trick_seats, self.trick, strict=True))

    def tally(self) -> Tally:
        """Tricks and points taken so far this hand, per seat and per side."""
        return tally_of(self.rules, self.tricks_won, self.trump, self.finished_tricks(), self.trick_plays())

    def contract(self, tally: Tally | None = None) -> Contract | None:
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
        return table_snapshot(self, self.legal_actions() if self.current_player >= 0 else ())

    def explain_illegal(self, action: Action | str) -> str | None:
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


def new_game(rules: RuleSet | str = DEFAULT_RULES, seed: int | None = None,
             players: int | None = None) -> GameState:
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

