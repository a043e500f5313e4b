"""Two people at one screen: whose hand shows, when the hand-off cover is up, who may press.

Plain state and rules of the couch, no drawing and no pygame, so they can be tested alone and
the scenes stay thin.  A person's hand shows only while it is that person's turn and they have
taken over; before a turn, when the other person's hand was the last one shown (or none has
been yet), a cover asks for the hand-off and nothing private shows until that person presses.
With "open hands" both hands show and no cover comes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine import RuleSet
from game.ui.table.session import SeatConfig

COVER_FADE_SECONDS = 0.25
DEFAULT_PEOPLE = ("Player 1", "Player 2")


@dataclass
class Couch:
    """Two (or more) people sharing one screen, by seat; person ``i`` sits at ``humans[i]``."""

    humans: tuple[int, ...]
    open_hands: bool = False
    revealed: int | None = None     # the seat whose hand is out for its person (their turn, taken over)
    last_shown: int | None = None   # the seat whose hand was shown last
    cover: int | None = None        # the seat the hand-off cover waits for
    bottom: int = 0                 # the seat the table is seen from (the person on turn sits at the bottom)
    cover_alpha: float = 0.0        # the cover fades in and out
    named: int | None = None        # whose name the cover shows (kept while it fades out)
    covers_shown: list[int] = field(default_factory=list)   # every cover raised, by seat (tests, logs)
    mouse_last: dict[int, bool] = field(default_factory=dict)   # by person: their mouse, not their keys, used last

    def __post_init__(self) -> None:
        self.bottom = self.humans[0]

    # ------------------------------------------------------------------ queries

    def seat_of(self, person: int | None) -> int | None:
        """The seat of a person (None: a shared device, or no such person)."""
        if person is None or not 0 <= person < len(self.humans):
            return None
        return self.humans[person]

    def person_at(self, seat: int) -> int | None:
        return self.humans.index(seat) if seat in self.humans else None

    def shown_seats(self, acting: int) -> frozenset[int]:
        """The hands drawn face up while ``acting`` is to act: both with open hands, else only
        the hand of the person on turn who has taken over."""
        if self.open_hands:
            return frozenset(self.humans)
        return frozenset({acting}) if self.revealed is not None and self.revealed == acting else frozenset()

    def may_act(self, seat: int) -> bool:
        """The engine may take a move for this human seat: its person has taken over."""
        return self.revealed == seat

    def may_press(self, person: int | None, acting: int) -> bool:
        """Whether a device's press may move the table now: a shared device always; a person's
        own device only when it is not the other person's turn (or cover)."""
        owner = self.seat_of(person)
        if owner is None:
            return True
        waiting_for = self.cover if self.cover is not None else acting if acting in self.humans else None
        return waiting_for is None or waiting_for == owner

    @property
    def covered(self) -> bool:
        """The cover is up (or still fading out): the table beneath is public state only."""
        return self.cover is not None or self.cover_alpha > 0.0

    # ------------------------------------------------------------------ changes

    def follow(self, acting: int, idle: bool) -> bool:
        """Follow the engine's seat to act; True when the table must be seen from another seat.
        ``idle``: the table shows no move in progress (a new cover waits for the last move to be
        seen; a hand already out is put away at once)."""
        if acting not in self.humans:
            self.revealed = self.cover = None   # a computer's turn, a deal, the end: no one's hand
            return False
        if self.revealed == acting:
            return False
        self.revealed = None
        if self.open_hands or self.last_shown == acting:
            self.cover = None
            return self._take_over(acting)
        if self.cover != acting and idle:
            self.cover = self.named = acting
            self.covers_shown.append(acting)
            turned = self.bottom != acting
            self.bottom = acting
            return turned
        return False

    def ready(self, person: int | None) -> bool:
        """A press on the cover: True when it was the awaited person's (or a shared device)."""
        if self.cover is None:
            return False
        owner = self.seat_of(person)
        if owner is not None and owner != self.cover:
            return False
        seat, self.cover = self.cover, None
        self._take_over(seat)
        return True

    def _take_over(self, seat: int) -> bool:
        self.revealed = self.last_shown = seat
        turned = self.bottom != seat
        self.bottom = seat
        return turned

    def step(self, dt: float) -> bool:
        """Fade the cover; True while it changes."""
        target = 1.0 if self.cover is not None else 0.0
        if self.cover_alpha == target:
            return False
        delta = dt / COVER_FADE_SECONDS
        self.cover_alpha = min(target, self.cover_alpha + delta) if target else max(0.0, self.cover_alpha - delta)
        return True


# ---------------------------------------------------------------------- sitting down

def second_seat(rules: RuleSet, wanted: int) -> int:
    """Where the second person sits: the seat asked for, if the table has it, else the partner
    across (a partnership table) or the seat on the left."""
    if 1 <= wanted < rules.players:
        return wanted
    if rules.partnerships and rules.players > 2:
        return rules.players // 2
    return 1


def seat_words(rules: RuleSet, seat: int) -> str:
    """A seat as the settings say it, from the first person's seat: "across, partner"."""
    n = rules.players
    place = "on the left" if seat == 1 else "on the right" if seat == n - 1 else \
        "across" if seat * 2 == n else f"{seat} to the left"
    if n == 2:
        place = "across"
    if rules.partnerships and n > 2:
        return f"{place}, {'partner' if rules.side_of(seat) == rules.side_of(0) else 'opponent'}"
    return place


def couch_seats(rules: RuleSet, second: int, level: str, names: list[str],
                people: tuple[str, str]) -> list[SeatConfig]:
    """The table with two people: the first at seat 0, the second at ``second`` (checked by
    ``second_seat``), computer players of ``level`` named from ``names`` in the others."""
    seat_two = second_seat(rules, second)
    pool = [name for name in names if name not in people] or list(names) or ["Computer"]
    seats: list[SeatConfig] = []
    others = 0
    for seat in range(rules.players):
        if seat == 0:
            seats.append(SeatConfig(people[0], "human"))
        elif seat == seat_two:
            seats.append(SeatConfig(people[1], "human"))
        else:
            seats.append(SeatConfig(pool[others % len(pool)], level))
            others += 1
    return seats


def people_names(names: list[str] | tuple[str, ...]) -> tuple[str, str]:
    """The two people's names: the settings', told apart when they are the same."""
    first = names[0] if names else DEFAULT_PEOPLE[0]
    second = names[1] if len(names) > 1 else DEFAULT_PEOPLE[1]
    if first.casefold() == second.casefold():
        second = f"{second} 2"
    return first, second
