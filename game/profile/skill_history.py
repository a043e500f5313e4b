"""The history the skill rating is drawn from: day by day, kept in the profile.

What Statistics charts and the daily challenge's entry say: the rating (``rating.Rating``, one
point a day), each day's accuracy (the mean of the hands' and the games' figures, 0 to 100, None
when nothing was measured that day), each challenge counted (its date, preset, code,
matchpoints, points against the expert), the streak of days on which the day's challenge was
played, and personal bests (all worked out from the records, so they never disagree with them).

The file (``skill.jsonl``) holds one JSON record a line, so damage costs only the lines it
touches: a line of garbage bytes, an entry with a wrong type, a file cut short by a full disk
lose that line alone; the rest is kept, the damaged file is kept aside as ``skill.jsonl.corrupt``
and the player is told which file and which field. Writes are atomic (a temporary file in the
same folder, fsync, ``os.replace``): a kill mid-save leaves the old file or the new one, and the
temporary file left behind is removed at the next start. No pygame here.
"""

from __future__ import annotations

import datetime
import json
import logging
import os
import tempfile
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game.profile import rating as elo
from game.profile import settings_store as store
from game.profile.skill_records import (
    MAX_LINES,
    Best,
    ChallengeProgress,
    ChallengeResult,
    DayPoint,
    DayRecord,
    FieldError,
    PersonalBests,
    Problem,
    check_challenge,
    check_day,
    check_progress,
    checked_accuracy,
    count,
    date_of,
    day_text,
    negated,
    rating_value,
)

log = logging.getLogger(__name__)

SKILL_FILE = store.SKILL_FILE
SKILL_VERSION = 1


@dataclass
class SkillHistory:
    """The rating and the days and challenges it is drawn from.  Read on first use by
    ``Profile.skill``; the recording methods change it, ``Profile.save_skill`` keeps it."""

    rating: elo.Rating = field(default_factory=elo.Rating)
    days: dict[str, DayRecord] = field(default_factory=dict)
    challenges: dict[str, ChallengeResult] = field(default_factory=dict)   # by code: counted once
    in_progress: dict[str, ChallengeProgress] = field(default_factory=dict)   # by code: begun, not finished

    # ------------------------------------------------------------------ recording

    def record_hand(self, day: datetime.date, accuracy: float | None) -> None:
        """A hand the person played; ``accuracy`` None when it was not measured (setting off)."""
        if accuracy is not None:
            self._day(day, lambda record: record.with_hand(checked_accuracy(accuracy)))

    def record_game(self, day: datetime.date, level: str | None, score: float | None,
                    accuracy: float | None) -> None:
        """A finished game: rated (``score`` 1 won, 0 lost) against the opponents' ``level``
        when both are given, and its accuracy when measured."""
        if level is not None and score is not None:
            self.rating = self.rating.updated([elo.game_result(level, score)], day)
        if accuracy is not None:
            self._day(day, lambda record: record.with_game(checked_accuracy(accuracy)))

    def record_challenge(self, result: ChallengeResult) -> bool:
        """A challenge played for the first time: rated against each level of its field. False
        (and nothing changes) when its code was counted before: a challenge counts once."""
        if result.code in self.challenges:
            log.info("the challenge %s was counted already; this play is practice", result.code)
            return False
        check_challenge(asdict(result))
        self.rating = self.rating.updated(elo.field_results(result.versus), date_of(result.played))
        self.challenges[result.code] = result
        self.in_progress.pop(result.code, None)
        return True

    def record_progress(self, progress: ChallengeProgress) -> None:
        """A counted challenge's hands so far (it goes on from there, whatever happens to the game)."""
        if progress.code not in self.challenges:
            self.in_progress[progress.code] = check_progress(asdict(progress) | {"hands": list(progress.hands),
                                                                                 "current": list(progress.current)})

    def _day(self, day: datetime.date, change: Callable[[DayRecord], DayRecord]) -> None:
        key = day.isoformat()
        self.days[key] = change(self.days.get(key, DayRecord(key)))

    # ------------------------------------------------------------------ what is shown

    def challenge_on(self, date: datetime.date, preset: str) -> ChallengeResult | None:
        """The day's challenge at ``preset`` if it was played (the title entry's state)."""
        key = date.isoformat()
        return next((c for c in self.challenges.values() if c.date == key and c.preset == preset), None)

    def streak(self, today: datetime.date) -> int:
        """Days in a row on which the day's own challenge was played, up to today; a streak
        that reached yesterday still stands until today is over."""
        days = self._challenge_days()
        end = today if today in days else today - datetime.timedelta(days=1)
        count = 0
        while end - datetime.timedelta(days=count) in days:
            count += 1
        return count

    def longest_streak(self) -> int:
        ordinals = sorted(day.toordinal() for day in self._challenge_days())
        longest = run = 0
        for i, ordinal in enumerate(ordinals):
            run = run + 1 if i and ordinal == ordinals[i - 1] + 1 else 1
            longest = max(longest, run)
        return longest

    def _challenge_days(self) -> set[datetime.date]:
        return {date_of(c.played) for c in self.challenges.values() if c.played == c.date}

    def bests(self) -> PersonalBests:
        def top(pairs: list[tuple[float, str]]) -> Best | None:
            # the highest; the earliest day it came on when equalled
            return Best(*max(pairs, key=lambda p: (p[0], negated(p[1])))) if pairs else None

        days = sorted(self.days.values(), key=lambda d: d.date)
        return PersonalBests(
            hand_accuracy=top([(d.best_hand_accuracy, d.date) for d in days if d.best_hand_accuracy is not None]),
            game_accuracy=top([(d.best_game_accuracy, d.date) for d in days if d.best_game_accuracy is not None]),
            matchpoints=top([(c.matchpoints, c.played) for c in self.challenges.values()]),
            rating=top([(p.rating, p.date) for p in self.rating.history]),
        )

    def timeline(self) -> list[DayPoint]:
        """Every day with something recorded, in order: the chart's points."""
        ratings = {p.date: p.rating for p in self.rating.history}
        current: float | None = None
        out: list[DayPoint] = []
        for date in sorted(set(ratings) | set(self.days)):
            current = ratings.get(date, current)
            day = self.days.get(date)
            out.append(DayPoint(date, current, day.hand_accuracy if day else None,
                                day.game_accuracy if day else None))
        return out

    # ------------------------------------------------------------------ the file

    def lines(self) -> list[dict[str, Any]]:
        """The records as the file keeps them, one a line."""
        out: list[dict[str, Any]] = [{"kind": "skill", "version": SKILL_VERSION},
                                     {"kind": "rating", "rating": self.rating.rating, "results": self.rating.results}]
        out += [{"kind": "point", **asdict(p)} for p in self.rating.history]
        out += [{"kind": "day", **asdict(d)} for _, d in sorted(self.days.items())]
        out += [{"kind": "challenge", **asdict(c), "versus": dict(c.versus)}
                for c in sorted(self.challenges.values(), key=lambda c: (c.played, c.code))]
        out += [{"kind": "progress", "code": p.code, "played": p.played, "hands": [dict(h) for h in p.hands],
                 "current": list(p.current)}
                for p in sorted(self.in_progress.values(), key=lambda p: (p.played, p.code))]
        return out

    @classmethod
    def check(cls, lines: list[bytes]) -> tuple[SkillHistory, list[Problem]]:
        """What survives of the file's lines, and a problem for each line or field dropped."""
        problems: list[Problem] = []
        history = cls()
        totals: dict[str, Any] | None = None
        points: list[elo.RatingPoint] = []
        for number, raw in enumerate(lines[:MAX_LINES], start=1):
            if not raw.strip():
                continue
            try:
                record = json.loads(raw.decode("utf-8"))
                if not isinstance(record, dict):
                    raise FieldError("(whole line)", record, "expected a record")
                kind = record.get("kind")
                if kind == "skill":
                    if record.get("version") != SKILL_VERSION:
                        raise FieldError("version", record.get("version"), f"expected {SKILL_VERSION}")
                elif kind == "rating":
                    if totals is not None:
                        raise FieldError("kind", kind, "a second rating record")
                    totals = {"rating": rating_value(record, "rating"), "results": count(record, "results")}
                elif kind == "point":
                    point = elo.RatingPoint(day_text(record, "date"), rating_value(record, "rating"),
                                            count(record, "results"))
                    if points and point.date <= points[-1].date:
                        raise FieldError("date", point.date, "not after the point before")
                    points.append(point)
                elif kind == "day":
                    day = check_day(record)
                    if day.date in history.days:
                        raise FieldError("date", day.date, "a second record of that day")
                    history.days[day.date] = day
                elif kind == "challenge":
                    challenge = check_challenge(record)
                    if challenge.code in history.challenges:
                        raise FieldError("code", challenge.code, "counted already on an earlier line")
                    history.challenges[challenge.code] = challenge
                elif kind == "progress":
                    progress = check_progress(record)
                    if progress.code in history.in_progress:
                        raise FieldError("code", progress.code, "in progress already on an earlier line")
                    history.in_progress[progress.code] = progress
                else:
                    raise FieldError("kind", kind, "expected skill, rating, point, day, challenge or progress")
            except FieldError as error:
                kind_name = record.get("kind") if isinstance(record, dict) else None
                named = error.name if error.name == "kind" or not isinstance(kind_name, str) \
                    else f"{kind_name}.{error.name}"
                problems.append(Problem(number, error.reason, named, error.value))
            except UnicodeDecodeError:
                problems.append(Problem(number, "not text (garbled)"))
            except (ValueError, RecursionError):   # not a line of JSON: cut short, or garbage
                problems.append(Problem(number, "not a record (cut short or garbled)"))
        if len(lines) > MAX_LINES:
            problems.append(Problem(MAX_LINES + 1, f"past the most lines kept ({MAX_LINES})"))
        last = points[-1] if points else None
        if totals is None and last is not None:   # the totals were lost: the last day's are next best
            totals = {"rating": last.rating, "results": last.results}
        if totals is not None:
            history.rating = elo.Rating(totals["rating"], totals["results"], tuple(points))
        for code in set(history.in_progress) & set(history.challenges):   # finished: nothing left to go on with
            del history.in_progress[code]
        return history, problems

# ---------------------------------------------------------------------------- reading and writing

def load_skill(path: Path, repair: bool = True) -> tuple[SkillHistory, str | None]:
    """The history in ``path`` (none there: a fresh one) and a message when something was lost:
    the damaged file kept aside as ``.corrupt``, what survived written back (``repair`` False:
    a folder that cannot be changed; the file is left as it is)."""
    if repair:
        store.remove_stale_temp_files(path)
    try:
        if not path.is_file():
            if not os.path.lexists(path):
                return SkillHistory(), None
            lines, problems = [], [Problem(None, "it is not a regular file")]
        else:
            lines, problems = path.read_bytes().split(b"\n"), []
    except OSError as error:
        lines, problems = [], [Problem(None, f"it could not be read ({store.os_reason(error)})")]
    history, found = SkillHistory.check(lines)
    problems += found
    if not problems:
        return history, None
    log.warning("%s: %s", path, "; ".join(str(p) for p in problems))
    kept = store.preserve_corrupt(path) if repair else None
    where = f" The old file was kept as {kept.name}." if kept else ""
    if history == SkillHistory():
        return history, (f"Your rating history ({path.name}) could not be read: {store.listing(problems)}. "
                         f"Your rating starts afresh.{where}")
    if repair:
        try:
            save_skill(path, history)
        except OSError as error:
            log.warning("could not write the repaired rating history back to %s (%s)", path, store.os_reason(error))
    return history, (f"Some of your rating history ({path.name}) was damaged and was dropped: "
                     f"{store.listing(problems)}.{where}")


def save_skill(path: Path, history: SkillHistory) -> None:
    text = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in history.lines())
    write_text_atomic(path, text)


def write_text_atomic(path: Path, text: str) -> None:
    """Readers see the old or the new file, never a torn one (as ``store.save_json_atomic``,
    whose temporary names it shares, so ``store.remove_stale_temp_files`` finds what a kill left)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, path)
    except BaseException as exc:   # even an interrupt: the old file stands, no temporary file left
        log.info("writing %s failed (%s); the old file is unchanged", path, exc.__class__.__name__)
        try:
            os.unlink(temp_name)
        except OSError as error:
            log.info("could not remove the temporary file %s (%s)", temp_name, store.os_reason(error))
        raise
    if os.name == "posix":   # the rename itself made durable (best effort)
        try:
            fd = os.open(str(path.parent), os.O_RDONLY)
        except OSError:
            return
        try:
            os.fsync(fd)
        except OSError:
            log.info("could not sync the folder %s", path.parent)
        finally:
            os.close(fd)
