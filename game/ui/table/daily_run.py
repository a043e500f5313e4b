"""A daily challenge as one person plays it: eight hands, each its own table, and the field.

Each hand of the day (``game.sim.challenge``) is dealt at a table of its own from 0-0
(``ChallengeSession``): the chosen dealer, the day's deck, expert partner and opponents whose
generators come from the challenge (``seat_rng``), so the table plays exactly as the field's
games do except where the person's choices differ.  The run keeps what each hand scored for the
person's side, its accuracy (one ``AccuracyBook`` for the eight tables) and the field: the same
hands played in the person's seat by each level, in the background worker as the person plays.

Its first play counts (``counted``): the result goes into the rating once, and a challenge
counted before is played as practice (hints and undo, nothing recorded).  No pygame here.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field

from game.engine import CHANCE, HandRecord
from game.engine import actions as A
from game.engine.cards import SUIT_SYMBOLS
from game.engine.protocol import Phase
from game.engine.state import GameState
from game.profile.skill_records import ChallengeProgress, ChallengeResult
from game.sim.background import Background, field_hand
from game.sim.challenge import (
    FIELD_LEVELS,
    HANDS,
    PARTNERS,
    Challenge,
    Field,
    HandResult,
    against_expert,
    hand_matchpoints,
    seat_rng,
)
from game.ui.table.session import DEFAULT_NAMES, GameSession, SeatConfig
from game.ui.table.skill_book import AccuracyBook

log = logging.getLogger(__name__)


class ChallengeSession(GameSession):
    """One hand of a challenge: dealt from the day's deck, by the day's dealer, with the
    challenge's generators; it keeps no saved game (a challenge is played in one sitting)."""

    keeps_records = False
    scored_alone = True

    def __init__(self, challenge: Challenge, hand: int, names: Sequence[str] = DEFAULT_NAMES[1:]) -> None:
        rules = challenge.rules
        pool = list(names) or list(DEFAULT_NAMES[1:])
        seats = [SeatConfig("You", "human") if seat == challenge.seat
                 else SeatConfig(pool[(seat - 1) % len(pool)], PARTNERS) for seat in range(rules.players)]
        super().__init__(rules, 0, seats)
        self.challenge = challenge
        self.hand = hand
        self.hands_before = hand
        self._dealt = challenge.deals[hand]
        self.state = GameState(rules, seed=0)
        self.state.apply(A.dealer(self._dealt.dealer))
        self.seat_rngs = [seat_rng(challenge, hand, seat) for seat in range(rules.players)]

    def deal_next(self) -> None:
        """The day's deck for this hand (a redeal after everyone passed is never dealt: the
        hand is over, and scores 0, as in the field)."""
        st = self.state
        if st.current_player == CHANCE and st.phase is Phase.DEAL and st.hand_number == 0:
            st.apply(self._dealt.deal)
            self.hand_start = st.clone()
            self.undo_stack.clear()
        else:   # a review table played on past its hand: a practice game's next deal
            super().deal_next()

    @property
    def hand_over(self) -> bool:
        """The challenge hand is scored (or redealt): the table moves on to the next one."""
        return bool(self.state.records)


@dataclass(frozen=True)
class HandRow:
    """One line of the result: the person's points, the field's, the matchpoints, the accuracy."""

    hand: int
    points: int
    field: dict[str, int]           # each level's points in the person's seat
    matchpoints: float | None       # None while the field is still playing
    accuracy: float | None          # None: not measured (or still being worked out)
    contract: str                   # "Mary bid 20 in ♥, made" or "no bid"


@dataclass
class DailyRun:
    """One play of a challenge (see the module docstring)."""

    challenge: Challenge
    counted: bool
    names: tuple[str, ...] = DEFAULT_NAMES[1:]
    played_on: datetime.date = field(default_factory=datetime.date.today)
    book: AccuracyBook = field(default_factory=AccuracyBook)
    records: list[HandRecord] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    field_jobs: dict[tuple[str, int], Future[HandResult]] = field(default_factory=dict)
    recorded: bool = False          # the result went into the skill history
    rating: tuple[float, float] | None = None   # the rating before and after it counted
    left_in_hand: tuple[str, ...] = ()   # a resumed run: the actions of the hand it was left in

    # ------------------------------------------------------------------ the hands

    @property
    def hand(self) -> int:
        """The hand being played now (0 to 7), or ``HANDS`` once all are played."""
        return len(self.points)

    @property
    def finished(self) -> bool:
        return self.hand >= HANDS

    def session(self) -> ChallengeSession:
        """The table for the hand to play now (a hand left halfway: dealt and played up to
        where it was left, so its cards are never dealt afresh to a person who has seen them)."""
        if self.finished:
            raise ValueError(f"the challenge {self.challenge.code} has no hand left to play")
        self.book.offset = self.hand
        session = ChallengeSession(self.challenge, self.hand, self.names)
        left, self.left_in_hand = self.left_in_hand, ()
        if left:
            session.deal_next()
            try:
                for text in left:
                    session.state.apply(A.parse(text))
            except ValueError:   # not this hand's actions (a changed engine): the hand is dealt again
                log.exception("the challenge hand left halfway does not replay; it is dealt again")
                session = ChallengeSession(self.challenge, self.hand, self.names)
            else:
                session.hand_start = session.state.clone()
        return session

    def actions_in_hand(self, session: GameSession) -> tuple[str, ...]:
        """The actions of the hand being played, after the deal (what a run left halfway keeps)."""
        return tuple(A.to_text(action) for action in session.moves[2:])

    def finish_hand(self, record: HandRecord) -> None:
        """The hand being played is over: what the person's side scored in it."""
        if self.finished:
            return
        rules = self.challenge.rules
        self.records.append(record)
        self.points.append(0 if record.redeal else record.score_change[rules.side_of(self.challenge.seat)])

    def progress(self, current: tuple[str, ...] = ()) -> ChallengeProgress:
        """What the skill history keeps of a counted run halfway (its hands' records, and the
        actions so far of the hand being played)."""
        return ChallengeProgress(self.challenge.code, self.played_on.isoformat(),
                                 tuple(record.to_json() for record in self.records), current)

    def go_on_from(self, progress: ChallengeProgress) -> None:
        """The hands a run left halfway had played: this run starts after them."""
        for data in progress.hands[:HANDS]:
            self.finish_hand(HandRecord.from_json(data))
        self.played_on = datetime.date.fromisoformat(progress.played)
        self.left_in_hand = progress.current

    # ------------------------------------------------------------------ the field

    def start_field(self, background: Background) -> None:
        """The same hands played by each level in the person's seat, in the background."""
        ch = self.challenge
        for level in FIELD_LEVELS:
            for hand in range(HANDS):
                try:
                    self.field_jobs[level, hand] = background.submit(
                        field_hand, ch.date.isoformat(), ch.preset, ch.players, hand, level)
                except Exception:
                    log.exception("the challenge's field could not be started")
                    return

    def field_progress(self) -> tuple[int, int]:
        """(hands the field has played, hands in all)."""
        return sum(1 for job in self.field_jobs.values() if job.done()), len(FIELD_LEVELS) * HANDS

    def field(self) -> Field | None:
        """The field's results once every hand is in (None before, or when one failed)."""
        done, total = self.field_progress()
        if done < total:
            return None
        try:
            results = {level: tuple(self.field_jobs[level, hand].result() for hand in range(HANDS))
                       for level in FIELD_LEVELS}
        except Exception:
            log.exception("the challenge's field failed")
            return None
        return Field(self.challenge.code, results)

    @property
    def field_failed(self) -> bool:
        return any(job.done() and job.exception() is not None for job in self.field_jobs.values())

    # ------------------------------------------------------------------ the result

    def rows(self) -> list[HandRow]:
        """The hands played so far, against the field where it is in."""
        found = self.field()
        per_hand = hand_matchpoints(self.points, found) if found and self.finished else None
        out = []
        for hand, (points, record) in enumerate(zip(self.points, self.records, strict=True)):
            figures = self.book.hand(hand)
            value = None
            if figures is not None and figures.result is not None and self.challenge.seat in figures.result:
                value = figures.result[self.challenge.seat].accuracy
            levels = {level: job.result().points for (level, h), job in self.field_jobs.items()
                      if h == hand and job.done() and job.exception() is None}
            out.append(HandRow(hand, points, levels, per_hand[hand] if per_hand else None, value,
                               contract_words(record, self.names)))
        return out

    def matchpoints(self) -> float | None:
        rows = self.rows()
        if not self.finished or any(row.matchpoints is None for row in rows):
            return None
        return sum(row.matchpoints or 0.0 for row in rows) / len(rows)

    def result(self) -> ChallengeResult | None:
        """What the skill history keeps, once the hands and the field are all in."""
        found = self.field()
        if found is None or not self.finished:
            return None
        total = self.matchpoints()
        if total is None:
            return None
        versus = {}
        for level in FIELD_LEVELS:
            theirs = found.points(level)
            beaten = sum(1.0 if p > t else 0.5 if p == t else 0.0 for p, t in zip(self.points, theirs, strict=True))
            versus[level] = beaten / HANDS
        return ChallengeResult(self.challenge.date.isoformat(), self.played_on.isoformat(), self.challenge.preset,
                               self.challenge.code, round(total, 2), float(sum(against_expert(self.points, found))),
                               versus)

    def accuracy(self) -> float | None:
        """The person's accuracy over the challenge (None while a hand is being weighed)."""
        game = self.book.game()
        seat = self.challenge.seat
        return game[seat].accuracy if game and seat in game else None


def contract_words(record: HandRecord, names: Sequence[str]) -> str:
    """The hand's contract in a few words: "You bid 20 ♥, made"; "no bid" (a redeal)."""
    if record.redeal or record.bidder is None:
        return "redealt: no bid" if record.redeal else "no auction"
    pool = list(names) or list(DEFAULT_NAMES[1:])
    who = "You" if record.bidder == 0 else pool[(record.bidder - 1) % len(pool)]
    suit = SUIT_SYMBOLS[record.trump] if record.trump is not None else ""
    outcome = "made" if record.made else "set" if record.made is False else ""
    return f"{who} {record.bid} {suit}, {outcome}".strip(" ,")


__all__ = ["ChallengeSession", "DailyRun", "HandRow", "contract_words"]
