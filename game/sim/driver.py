"""The one game driver: observe, choose, apply, until told to stop.

Every headless game (the duel, the match, ``python -m game.sim play``, the open-handed
ceiling, the trainers in ``tools/`` and the benchmarks) plays through ``play`` here, as
OpenSpiel's games all play through one loop.  Chance is an actor like the seats: when the
state asks for chance (``current_player == CHANCE``: the first dealer, each deal) the
``chance`` actor answers, by default the game's own seeded draw (``sample_chance``), or
known cards (``deals``) for duplicate play.  Each seat's player is shown only its own
observation and legal actions, with the ``random.Random`` the caller gives it, so a player
cannot cheat and a seed replays the same game.  What the callers need beyond that comes in
through hooks: ``before`` each action (to read or value the position), ``after`` each
decision (with the CPU time it took), and ``open_hand`` for the measuring instruments and
benchmarks that act on the whole state; none of them may change the state.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from game.engine import CHANCE, ChanceAction, GameState, Observation, Phase, PlayerAction, RuleSet
from game.engine import actions as A

Chooser = Callable[[Observation, Sequence[PlayerAction], random.Random], PlayerAction]
"""A seat's player: ``Player.choose`` (``game/ai/base.py``) or a plain function like it."""
ChanceActor = Callable[[GameState], ChanceAction]
OpenHand = Callable[[GameState, int], "PlayerAction | None"]
RngFor = Callable[[GameState, int], random.Random]


class Turn:
    """One actor's turn as the hooks see it: the live state before the action (read it, never
    change it), the seat (``CHANCE`` for a deal) and that seat's own observation, made once
    on first asking (the chooser gets the same one)."""

    __slots__ = ("state", "seat", "_observation")

    def __init__(self, state: GameState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self._observation: Observation | None = None

    @property
    def observation(self) -> Observation:
        if self._observation is None:
            self._observation = self.state.observation(self.seat)   # chance has none: a SeatError
        return self._observation


Before = Callable[[Turn], None]
After = Callable[[Turn, PlayerAction, int], None]   # the turn, the action, the decision's CPU nanoseconds


def sampled(state: GameState) -> ChanceAction:
    """The default chance actor: the game's own seeded draw, so a game's seed replays it."""
    return state.sample_chance()


def deals(first_dealer: int, deck_for: Callable[[int], Sequence[int]]) -> ChanceActor:
    """Chance that deals known cards: ``first_dealer`` deals first, and hand ``h`` gets the
    deck ``deck_for(h)`` (duplicate play: both orientations see the same cards)."""
    def act(state: GameState) -> ChanceAction:
        if state.phase is Phase.DEALER:
            return A.dealer(first_dealer)
        return A.deal_action(deck_for(state.hand_number))
    return act


def play(state: GameState, seats: Sequence[Chooser], rngs: Sequence[random.Random] | RngFor, *,
         stop_at_hand: int | None = None, until: Callable[[GameState], bool] | None = None,
         chance: ChanceActor = sampled, open_hand: OpenHand | None = None,
         before: Before | None = None, after: After | None = None,
         clock: Callable[[], int] = time.thread_time_ns) -> GameState:
    """Play ``state`` forward in place and return it: stops when the game is over, when
    the hand number reaches ``stop_at_hand`` (a game's hands count from 0, and a hand ends
    scored or redealt), or when ``until(state)`` is true, each checked before every action,
    chance's included.

    ``seats[s]`` chooses for seat ``s`` from ``s``'s observation with ``rngs[s]``, or with
    ``rngs(state, s)`` when ``rngs`` is a function (a fresh generator per decision).
    ``open_hand(state, seat)`` is asked first and may act for the seat (``None``: the seat's
    player chooses); it sees every card, so it is for measuring instruments and engine
    benchmarks only, never a player level.  ``before(turn)`` is called before every action;
    ``after(turn, action, cpu_ns)`` after every seat's decision, before it is applied, with
    the ``clock`` time the decision took (the observation is made before the clock starts,
    so the figure is the player's alone; nothing is timed without ``after``)."""
    rng_for: RngFor = rngs if callable(rngs) else (lambda _state, seat: rngs[seat])
    while not state.is_terminal:
        if stop_at_hand is not None and state.hand_number >= stop_at_hand:
            break
        if until is not None and until(state):
            break
        seat = state.current_player
        turn = Turn(state, seat)
        if before is not None:
            before(turn)
        if seat == CHANCE:
            state.apply(chance(state))
            continue
        if open_hand is None or after is not None:
            turn.observation   # noqa: B018 - made now, outside the timed decision
        start = clock() if after is not None else 0
        action = open_hand(state, seat) if open_hand is not None else None
        if action is None:
            observation = turn.observation
            action = seats[seat](observation, observation.legal_actions, rng_for(state, seat))
        if after is not None:
            after(turn, action, clock() - start)
        state.apply(action)
    return state


def dealt_hand(rules: RuleSet, dealer: int, deck: Sequence[int],
               scores: tuple[int, ...] | None = None) -> GameState:
    """A new game (at ``scores``, 0-0 by default) with its first hand dealt by ``dealer`` from
    ``deck``, through the chance actor ``deals``: the start of every duplicate deal."""
    state = GameState(rules, seed=0, scores=scores)
    return play(state, (), (), chance=deals(dealer, lambda _hand: deck),
                until=lambda st: st.current_player != CHANCE)
