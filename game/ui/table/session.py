"""A game in progress as the app sees it: the engine state, who sits where, pacing, undo.

Scenes stay thin: they read ``session.state`` and call ``session.human_action``.  The
session drives the computer players (never faster than the scenes can show, and off
the frame loop when a player is slow), keeps undo snapshots for practice, and saves
itself as a list of actions that replays exactly.
"""

from __future__ import annotations

import logging
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.engine import CHANCE, GameState, IllegalActionError, Observation, Phase, RuleSet, TableSnapshot
from game.engine import actions as A

if TYPE_CHECKING:  # pragma: no cover
    from game.ai.base import Player  # game.ai is imported when a computer seat is made, not before

PlayerFactory = Callable[[str, "dict[str, Any] | None"], "Player"]

log = logging.getLogger(__name__)

DEFAULT_NAMES = ("You", "Mary", "Angus", "Colleen", "Seamus", "Bridget")


@dataclass(frozen=True)
class ActionEvent:
    """Something a seat did, for scenes to animate (speech bubbles, cards flying)."""

    seat: int
    action: Any
    phase: str
    hand_number: int
    trick_count: int


@dataclass
class SeatConfig:
    name: str
    level: str = "normal"          # "human" for the person at the screen
    personality: dict[str, Any] | None = None   # a TOML table (``Personality.from_dict``)

    @property
    def is_human(self) -> bool:
        return self.level == "human"


@dataclass
class Decision:
    """A computer decision being worked out off the frame loop."""

    seat: int
    history_length: int
    result: A.PlayerAction | None = None
    error: BaseException | None = None
    done: threading.Event = field(default_factory=threading.Event)


class GameSession:
    """One game: engine state plus seats, pacing and undo."""

    keeps_records = True   # saved at quit and counted in the statistics (a drill's or a lesson's table is not)
    hands_before = 0       # hands played before this table's first (a daily challenge's tables count on)
    scored_alone = False   # each hand scored on its own from 0-0 (a challenge): no game to a target to show

    def __init__(self, rules: RuleSet, seed: int, seats: list[SeatConfig],
                 player_factory: PlayerFactory | None = None) -> None:
        if len(seats) != rules.players:
            raise ValueError(f"{rules.name} needs {rules.players} seats, got {len(seats)}")
        self.rules = rules
        self.seed = seed
        self.seats = seats
        self.state = GameState(rules, seed=seed)
        self.events: list[ActionEvent] = []
        self.undo_stack: list[GameState] = []
        self.hand_start: GameState | None = None
        self._factory = player_factory or _default_factory
        self.players: list[Player | None] = [None if s.is_human else self._factory(s.level, s.personality)
                                             for s in seats]
        self.seat_rngs = [random.Random(seed * 7919 + i) for i in range(rules.players)]
        self._pending: Decision | None = None
        self._snapshot: TableSnapshot | None = None
        self._snapshot_key: tuple[int, int, Phase] | tuple[()] = ()
        # Two people at one screen: a human seat acts only once its person has taken over
        # (``couch.Couch.may_act``), and the table is seen from the seat on turn.
        self.may_act: Callable[[int], bool] | None = None
        self.bottom_seat: int | None = None
        self.state.apply(self.state.sample_chance())  # the first dealer; dealing waits for the scene

    # ------------------------------------------------------------------ queries

    @property
    def snapshot(self) -> TableSnapshot:
        """The table as of now, for the scenes to read (made once per engine change)."""
        key = (id(self.state), len(self.state.history), self.state.phase)
        snapshot = self._snapshot
        if snapshot is None or self._snapshot_key != key:
            snapshot = self._snapshot = self.state.snapshot()
            self._snapshot_key = key
        return snapshot

    @property
    def moves(self) -> tuple[A.Action, ...]:
        """Every action of the game so far (the practice review checks a choice still stands)."""
        return tuple(self.state.history)

    def observe(self, seat: int | None = None) -> Observation:
        """What ``seat`` (by default the seat to act) may know: for hints and the review."""
        return self.state.observation(self.state.current_player if seat is None else seat)

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def viewer(self) -> int:
        """The seat shown at the bottom of the screen (the first human, else seat 0; with two
        people, the seat of the one on turn)."""
        return self.home_seat if self.bottom_seat is None else self.bottom_seat

    @property
    def home_seat(self) -> int:
        """The first human's seat (else seat 0): whose side "Us" and the statistics are."""
        humans = self.human_seats
        return humans[0] if humans else 0

    def human_to_act(self) -> bool:
        seat = self.state.current_player
        return (0 <= seat < len(self.seats) and self.seats[seat].is_human
                and (self.may_act is None or self.may_act(seat)))

    def last_decider(self) -> int | None:
        """The seat whose decision an undo would take back (None: nothing to undo)."""
        return self.undo_stack[-1].current_player if self.undo_stack else None

    def thinking_seat(self) -> int:
        """The computer seat whose decision is being worked out, or -1."""
        return self._pending.seat if self._pending and not self._pending.done.is_set() else -1

    def await_decision(self, timeout: float) -> bool:
        """Block until a threaded computer decision is ready (headless runs and tests,
        whose frames take no real time); True when nothing is left thinking."""
        pending = self._pending
        return pending is None or pending.done.wait(timeout)

    @property
    def is_over(self) -> bool:
        return self.state.is_terminal

    def pop_events(self) -> list[ActionEvent]:
        events, self.events = self.events, []
        return events

    # ------------------------------------------------------------------ actions

    def needs_deal(self) -> bool:
        return self.state.current_player == CHANCE and not self.state.is_terminal

    def deal_next(self) -> None:
        """Shuffle and deal the next hand (the deal scene calls this, then animates it)."""
        st = self.state
        while st.current_player == CHANCE and not st.is_terminal:
            st.apply(st.sample_chance())
        self.hand_start = st.clone()
        self.undo_stack.clear()

    def _record(self, seat: int, action: Any) -> None:
        st = self.state
        self.events.append(ActionEvent(seat, action, st.phase, st.hand_number, len(st.tricks)))

    def human_action(self, action: Any) -> str | None:
        """Apply the person's action; the rule broken, in words, if it is illegal."""
        st = self.state
        if not self.human_to_act():
            return "It is not your turn."
        seat = st.current_player
        if isinstance(action, str):
            try:
                action = A.parse(action)
            except ValueError as exc:
                return str(exc)
        snapshot = st.clone()
        try:
            self._record(seat, action)
            st.apply(action)
        except IllegalActionError as exc:
            self.events.pop()
            return str(exc)
        self.undo_stack.append(snapshot)
        return None

    def why_refused(self, action: Any) -> str | None:
        """The rule ``action`` would break now, in the engine's words (None: it is legal), without
        making it: what a greyed card means."""
        return self.state.explain_illegal(action)

    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    def undo(self) -> bool:
        """Back to just before the person's last decision (practice mode)."""
        if not self.undo_stack:
            return False
        self._pending = None
        self.state = self.undo_stack.pop()
        self.events.clear()
        return True

    def replay_deal(self) -> bool:
        """Back to the start of this deal, same cards (practice mode)."""
        if self.hand_start is None:
            return False
        self._pending = None
        self.state = self.hand_start.clone()
        self.undo_stack.clear()
        self.events.clear()
        return True

    # ------------------------------------------------------------------ computer turns

    def computer_step(self, threaded: bool = False) -> bool:
        """Let the computer seat to act decide; True when an action was applied.

        With ``threaded`` the decision is computed on a worker thread and applied on a
        later call, so a slow (searching) player never freezes the frame loop."""
        st = self.state
        seat = st.current_player
        if st.is_terminal or seat < 0 or self.seats[seat].is_human:
            return False
        pending = self._pending
        if pending is not None:
            if pending.history_length != len(st.history) or pending.seat != seat:
                self._pending = None
                return False
            if not pending.done.is_set():
                return False
            self._pending = None
            if pending.error is not None:
                raise pending.error
            if pending.result is None:   # the worker sets one or the other before ``done``
                raise RuntimeError(f"seat {seat}'s decision finished with no action")
            self._apply_computer(seat, pending.result)
            return True
        player = self.players[seat]
        if player is None:   # no computer player sits there (a person's seat is refused above)
            return False
        observation = st.observation(seat)
        legal = observation.legal_actions
        rng = self.seat_rngs[seat]
        from game.ai import SEARCHING_LEVELS  # (imported with the first computer seat already)
        if not threaded or self.seats[seat].level not in SEARCHING_LEVELS:   # the others answer in ~1 ms
            self._apply_computer(seat, player.choose(observation, legal, rng))
            return True
        decision = Decision(seat, len(st.history))
        self._pending = decision

        def work() -> None:
            try:
                decision.result = player.choose(observation, legal, rng)
            except BaseException as exc:  # handed back to the frame loop, which raises it there
                log.exception("seat %d (%s) failed to decide", seat, self.seats[seat].level)
                decision.error = exc
            decision.done.set()

        threading.Thread(target=work, name=f"ai-seat-{seat}", daemon=True).start()
        return False

    def _apply_computer(self, seat: int, action: A.PlayerAction) -> None:
        self._record(seat, action)
        self.state.apply(action)

    # ------------------------------------------------------------------ save / load

    def to_save(self) -> dict[str, Any]:
        """Enough to rebuild this game exactly: rules, seats, seed and every action."""
        return {
            "version": 1,
            "switches": self.rules.switches(),
            "seed": self.seed,
            "seats": [{"name": s.name, "level": s.level, "personality": s.personality} for s in self.seats],
            "history": [A.to_text(a) for a in self.state.history],
        }

    @classmethod
    def from_save(cls, data: dict[str, Any], player_factory: PlayerFactory | None = None) -> GameSession:
        """Rebuild a saved game; raises ValueError naming what is wrong with the data (the
        profile then keeps the file as ``autosave.json.corrupt`` and a new game starts)."""
        from game.profile.save_check import check_save  # every field checked: ValueError names it
        rules, seed, seat_data, history = check_save(data)
        seats = [SeatConfig(name, level, personality) for name, level, personality in seat_data]
        session = cls.__new__(cls)
        cls.__init__(session, rules, seed, seats, player_factory)
        fresh = GameState(rules, seed=seed)
        for number, action in enumerate(history):
            try:
                fresh.apply(action)
            except ValueError as exc:   # IllegalActionError, ActionParseError: typed, with a rule
                raise ValueError(f"it does not replay: action {number + 1} "
                                 f"({A.to_text(action)}): {exc}") from None
        session.state = fresh
        session.hand_start = None
        session.events.clear()
        session._snapshot_key = ()
        return session


def chosen_action(action: object) -> A.PlayerAction | None:
    """The seat's action a person's choice names (notation, an int code or a typed action);
    None when it names none (the engine then refuses it, with the rule)."""
    if not isinstance(action, (str, int, A.Deal)):
        return None
    try:
        typed = A.parse(action)
    except ValueError:
        return None
    return typed if isinstance(typed, A.PlayerAction) else None


def _default_factory(level: str, personality: dict[str, Any] | None) -> Player:
    """The computer player for a seat; an unavailable level falls back to ``normal``."""
    from game.ai import make_player
    try:
        return make_player(level, personality)
    except ValueError:
        return make_player("normal", None)


def quick_seats(players: int, human: bool = True, level: str = "normal",
                names: list[str] | None = None) -> list[SeatConfig]:
    """The default table: you in seat 0 with computer players of one level around you."""
    pool = list(names or DEFAULT_NAMES[1:])
    seats = []
    for seat in range(players):
        if seat == 0 and human:
            seats.append(SeatConfig("You", "human"))
        else:
            seats.append(SeatConfig(pool[(seat - 1) % len(pool)] if pool else f"Player {seat}", level))
    return seats
