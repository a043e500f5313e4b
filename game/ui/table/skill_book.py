"""A table's accuracy figures: each scored hand's, as the analyst works them out, and the game's.

The analyst (``game.ai.accuracy``, run in the background worker: ``game.sim.background``) weighs
the people's decisions of a hand once it is scored; the book keeps each hand's future and, once
it is in, each person's ``SeatAccuracy``.  The scoreboard reads the hand's figure (or that it is
still being worked out), the game's end reads the game's (every hand's decisions together).
Pure Python: no pygame, tested on its own.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from concurrent.futures import Future
from dataclasses import dataclass, field

from game.ai.accuracy_figures import RatedDecision, SeatAccuracy, combined

log = logging.getLogger(__name__)


@dataclass
class HandFigures:
    """One hand's analysis: whose decisions (``seats``), its future, and the result once in."""

    hand: int
    seats: tuple[int, ...]
    future: Future[dict[int, SeatAccuracy]] | None
    result: dict[int, SeatAccuracy] | None = None
    failed: bool = False
    counted: bool = False      # recorded in the skill history (once)

    @property
    def pending(self) -> bool:
        return self.result is None and not self.failed

    def poll(self) -> bool:
        """Take the result if it is in; True when it came just now (or failed just now)."""
        future = self.future
        if not self.pending or future is None or not future.done():
            return False
        try:
            self.result = future.result()
        except Exception:   # the hand shows no figure; the game's leaves it out
            log.exception("the accuracy of hand %d could not be worked out", self.hand)
            self.failed = True
        self.future = None
        return True


@dataclass
class AccuracyBook:
    """Every analysed hand of one table, by hand number."""

    hands: dict[int, HandFigures] = field(default_factory=dict)
    offset: int = 0             # added to a record's hand number: a daily challenge deals each hand anew

    def key(self, hand_number: int) -> int:
        """The book's number for a table's hand (its hand number, counted on across a challenge)."""
        return self.offset + hand_number

    def add(self, figures: HandFigures) -> None:
        self.hands.setdefault(figures.hand, figures)

    def hand(self, number: int) -> HandFigures | None:
        return self.hands.get(number)

    def poll(self) -> list[HandFigures]:
        """The hands whose figures came in since the last poll."""
        return [figures for figures in self.hands.values() if figures.poll()]

    @property
    def pending(self) -> bool:
        return any(figures.pending for figures in self.hands.values())

    def game(self) -> dict[int, SeatAccuracy] | None:
        """Each person's accuracy over every analysed hand (None while a hand is still being
        weighed, or when none was)."""
        if self.pending or not self.hands:
            return None
        parts = [part for figures in self.hands.values() if figures.result for part in figures.result.values()]
        return combined(parts) if parts else None

    def worst(self, seat: int) -> tuple[int, RatedDecision] | None:
        """The costliest decision of ``seat`` over the analysed hands: (hand, decision)."""
        found = [(figures.hand, d) for figures in self.hands.values() if figures.result
                 for d in figures.result.get(seat, SeatAccuracy(seat, ())).costly]
        return max(found, key=lambda pair: (pair[1].loss, -pair[0], -pair[1].turn)) if found else None


def figure_text(value: float | None) -> str:
    """An accuracy as a person reads it: a whole number ("84"), a dash when nothing counted."""
    return "—" if value is None else f"{value:.0f}"


def hand_words(book: AccuracyBook, key: int, names: Mapping[int, str],
               costliest: Callable[[RatedDecision], str] | None = None) -> tuple[str, str] | None:
    """The board's accuracy line for hand ``key`` and, where a decision cost a point or more,
    the costliest in words (``costliest`` words it; None: not shown, as where the practice
    review lists them).  ``names``: whose figures, one person ("You") or two at one TV.
    None when the hand was not weighed (the setting off, a redeal)."""
    figures = book.hand(key)
    if figures is None:
        return None
    alone = len(names) == 1
    if figures.pending:
        return ("Your accuracy this hand is being worked out" if alone
                else "Each player's accuracy this hand is being worked out"), ""
    if figures.result is None:
        return "The accuracy of this hand could not be worked out (the log says why)", ""
    result = figures.result
    if alone:
        seat = next(iter(names))
        value = result[seat].accuracy if seat in result else None
        if value is None:
            return "Accuracy this hand: no choice of yours to weigh", ""
        line = f"Your accuracy this hand: {figure_text(value)}"
        game = book.game()
        if game is not None and seat in game and len(book.hands) > 1:
            line += f"  ·  this game so far: {figure_text(game[seat].accuracy)}"
    else:
        line = "Accuracy this hand: " + "  ·  ".join(
            f"{name} {figure_text(result[seat].accuracy if seat in result else None)}" for seat, name in names.items())
    worst = [d for seat in names if seat in result for d in result[seat].costly]
    note = ""
    if costliest is not None and worst:
        decision = max(worst, key=lambda d: (d.loss, -d.turn))
        note = costliest(decision)
        if not alone:
            note = f"{names[decision.seat]}: {note}"
    return line, note


__all__ = ["AccuracyBook", "HandFigures", "figure_text", "hand_words"]
