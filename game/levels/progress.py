"""The player's progress (tables beaten, drills solved, trainer best times) and table goals.

``Progress`` reads back whatever was saved, however damaged: a corrupt progress file must
never stop the game from starting, so bad entries are dropped rather than raised, and
``load_progress`` says what was dropped (the profile keeps such a file aside as ``.corrupt``
and tells the player: nothing is emptied silently).

Goals are checked against a ``GameSummary`` of one finished game, from the human's side:

=================  ========================================================================
field              meaning
=================  ========================================================================
finished           the game reached its end (no goal is met by a game left unfinished)
won                our side won the game
hands_played       hands scored (redeals not counted)
our_score          our side's final score
best_other_score   the best final score among the other sides
margin             ``our_score - best_other_score`` (negative when behind)
bids_made          hands our side bid and made (cutthroat: the human was the bidder)
bids_failed        hands our side bid and was set
bids_set_by_us     hands another side bid and failed (cutthroat: the human was not its partner)
made_bid_values    the value of each bid we made, in order (60 = "60 for 120")
all_five_hands     hands in which our side took all five tricks
hand_points        our side's score change on each hand, in order
=================  ========================================================================

``summarize_game(state, seat=0)`` builds it from a finished ``GameState``.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from game.engine import GameState

PROGRESS_VERSION = 1
MAX_ID_LENGTH = 64        # table, drill and challenge ids are short words joined by '-'
MAX_ENTRIES = 10_000      # far more tables, drills and challenges than the game has


# ---------------------------------------------------------------------------- goals

@dataclass(frozen=True)
class GoalKind:
    """What a goal kind needs: its required numbers, the optional ones, and whether it only
    makes sense with an auction (a forty-five table has no bids to make or set)."""

    required: tuple[str, ...] = ()
    optional: tuple[str, ...] = ("and_win",)
    needs_auction: bool = False
    summary: str = ""


GOAL_KINDS: dict[str, GoalKind] = {
    "win_game": GoalKind(optional=(), summary="win the game"),
    "win_by": GoalKind(("margin",), (), summary="win by at least `margin` points"),
    "win_clean": GoalKind((), (), True, "win without our side ever being set"),
    "win_within": GoalKind(("hands",), (), summary="win the game within `hands` hands"),
    "make_bids": GoalKind(("count",), ("at_least", "and_win"), True,
                          "make `count` bids of our own (each at least `at_least`)"),
    "set_bidder": GoalKind(("count",), needs_auction=True, summary="set the other side's bid `count` times"),
    "score_at_least": GoalKind(("points", "hands"),
                               summary="have `points` or more after the first `hands` hands"),
    "take_all_five": GoalKind(("count",), summary="take all five tricks in `count` hands"),
}

GOAL_PARAMETER_RANGES: dict[str, tuple[int, int]] = {
    "margin": (1, 200), "hands": (1, 100), "count": (1, 20), "points": (5, 500), "at_least": (15, 60),
}


@dataclass(frozen=True)
class Goal:
    """A table's goal; unused numbers stay 0.  ``and_win`` also asks for the game's win."""

    kind: str
    count: int = 0
    margin: int = 0
    points: int = 0
    hands: int = 0
    at_least: int = 0
    and_win: bool = False

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Goal:
        """From a checked TOML table (ladder validation has already refused bad ones)."""
        return cls(**{k: v for k, v in data.items() if k in cls.__dataclass_fields__})


@dataclass(frozen=True)
class GameSummary:
    """One finished game seen from the human's side (see the module docstring)."""

    won: bool
    finished: bool = True
    hands_played: int = 0
    our_score: int = 0
    best_other_score: int = 0
    margin: int = 0
    bids_made: int = 0
    bids_failed: int = 0
    bids_set_by_us: int = 0
    made_bid_values: tuple[int, ...] = ()
    all_five_hands: int = 0
    hand_points: tuple[int, ...] = ()


def goal_met(goal: Goal | Mapping[str, Any], summary: GameSummary) -> bool:
    """Whether one finished game meets a table's goal (an unknown kind is never met)."""
    if not isinstance(goal, Goal):
        goal = Goal.from_dict(goal)
    if not summary.finished or (goal.and_win and not summary.won):
        return False
    kind = goal.kind
    if kind == "win_game":
        return summary.won
    if kind == "win_by":
        return summary.won and summary.margin >= goal.margin
    if kind == "win_clean":
        return summary.won and summary.bids_failed == 0
    if kind == "win_within":
        return summary.won and summary.hands_played <= goal.hands
    if kind == "make_bids":
        if goal.at_least:
            return sum(1 for v in summary.made_bid_values if v >= goal.at_least) >= goal.count
        return summary.bids_made >= goal.count
    if kind == "set_bidder":
        return summary.bids_set_by_us >= goal.count
    if kind == "score_at_least":
        return sum(summary.hand_points[:goal.hands]) >= goal.points
    if kind == "take_all_five":
        return summary.all_five_hands >= goal.count
    return False


def summarize_game(state: GameState, seat: int = 0) -> GameSummary:
    """The ``GameSummary`` of ``state`` for the side of ``seat`` (the human is seat 0)."""
    from game.engine.record import finalize
    rules = state.rules
    side = rules.side_of(seat)
    made_values: list[int] = []
    failed = set_by_us = all_five = 0
    hand_points: list[int] = []
    for rec in finalize(state):
        if rec.redeal:
            continue
        hand_points.append(rec.score_change[side])
        if rec.tricks_taken[side] == 5:
            all_five += 1
        bidder, made = rec.bidder, rec.made
        if bidder is None or made is None:
            continue
        if rules.side_of(bidder) == side:
            if made:
                if rec.bid is not None:
                    made_values.append(rec.bid)
            else:
                failed += 1
        elif not made and rec.partner != seat:
            set_by_us += 1
    others = [s for i, s in enumerate(state.scores) if i != side]
    best_other = max(others) if others else 0
    ours = state.scores[side]
    return GameSummary(
        won=state.is_terminal and state.winner_side == side, finished=state.is_terminal,
        hands_played=len(hand_points), our_score=ours, best_other_score=best_other,
        margin=ours - best_other, bids_made=len(made_values), bids_failed=failed,
        bids_set_by_us=set_by_us, made_bid_values=tuple(made_values), all_five_hands=all_five,
        hand_points=tuple(hand_points))


# ---------------------------------------------------------------------------- progress

@dataclass
class Progress:
    """What the player has done: ladder table ids beaten, drill ids solved and lesson ids
    learned (each in the order achieved), the best ranking-trainer times in seconds, by
    challenge name, and the best game accuracy (0 to 100) at each ladder table, by table id."""

    beaten: list[str] = field(default_factory=list)
    solved: list[str] = field(default_factory=list)
    trainer_best: dict[str, float] = field(default_factory=dict)
    learned: list[str] = field(default_factory=list)
    tips: list[str] = field(default_factory=list)   # the one-time explanations already shown
    ladder_accuracy: dict[str, float] = field(default_factory=dict)

    def first_sight(self, tip: str) -> bool:
        """True the first time ``tip`` is asked for (then it is marked seen): an explanation a
        newcomer needs once, such as what greyed cards mean, and an old hand never again."""
        if tip in self.tips:
            return False
        self.tips.append(tip)
        return True

    def is_learned(self, lesson_id: str) -> bool:
        return lesson_id in self.learned

    def mark_learned(self, lesson_id: str) -> None:
        if lesson_id not in self.learned:
            self.learned.append(lesson_id)

    def is_beaten(self, table_id: str) -> bool:
        return table_id in self.beaten

    def is_solved(self, drill_id: str) -> bool:
        return drill_id in self.solved

    def mark_beaten(self, table_id: str) -> None:
        if table_id not in self.beaten:
            self.beaten.append(table_id)

    def mark_solved(self, drill_id: str) -> None:
        if drill_id not in self.solved:
            self.solved.append(drill_id)

    def record_trainer_time(self, challenge: str, seconds: float) -> bool:
        """Keep the time if it is a new best; True when it is (the app can cheer)."""
        if not _good_time(seconds):
            return False
        best = self.trainer_best.get(challenge)
        if best is None or seconds < best:
            self.trainer_best[challenge] = float(seconds)
            return True
        return False

    def record_table_accuracy(self, table_id: str, value: float) -> bool:
        """Keep a ladder game's accuracy at ``table_id`` if it is the best there; True when it
        is (an accuracy outside 0 to 100 is a fault upstream and is not kept)."""
        if not (_good_name(table_id) and _good_accuracy(value)):
            return False
        best = self.ladder_accuracy.get(table_id)
        if best is None or value > best:
            self.ladder_accuracy[table_id] = float(value)
            return True
        return False

    def to_dict(self) -> dict[str, Any]:
        return {"version": PROGRESS_VERSION, "beaten": list(self.beaten), "solved": list(self.solved),
                "trainer_best": dict(self.trainer_best), "learned": list(self.learned),
                "tips": list(self.tips), "ladder_accuracy": dict(self.ladder_accuracy)}

    @classmethod
    def from_dict(cls, data: Any) -> Progress:
        """Whatever survives of saved data: wrong types and junk entries are dropped."""
        return cls.check(data)[0]

    @classmethod
    def check(cls, data: Any) -> tuple[Progress, list[str]]:
        """(what survives of saved data, a problem in words for everything dropped)."""
        if not isinstance(data, Mapping):
            return cls(), ["it does not hold a table of progress"]
        problems: list[str] = []
        if data.get("version", PROGRESS_VERSION) != PROGRESS_VERSION:
            problems.append(f"version is {_short(data.get('version'))}, not {PROGRESS_VERSION}")
        beaten = _unique_names(data.get("beaten"), "beaten", problems)
        solved = _unique_names(data.get("solved"), "solved", problems)
        learned = _unique_names(data.get("learned", []), "learned", problems)
        tips = _unique_names(data.get("tips", []), "tips", problems)
        times = data.get("trainer_best", {})
        best: dict[str, float] = {}
        if not isinstance(times, Mapping):
            problems.append(f"trainer_best is {_short(times)}, not a table of times")
        else:
            best = {k: float(v) for k, v in times.items() if _good_name(k) and _good_time(v)}
            if len(best) != len(times) or len(best) > MAX_ENTRIES:
                problems.append(f"trainer_best: {len(times) - len(best)} bad time(s) dropped")
                best = dict(list(best.items())[:MAX_ENTRIES])
        accuracy = _checked_table(data.get("ladder_accuracy", {}), "ladder_accuracy", "accuracies",
                                  _good_accuracy, problems)
        return cls(beaten=beaten, solved=solved, trainer_best=best, learned=learned, tips=tips,
                   ladder_accuracy=accuracy), problems


def _checked_table(value: Any, key: str, what: str, good: Callable[[Any], bool],
                   problems: list[str]) -> dict[str, float]:
    """A saved table of numbers by id: the good entries (at most ``MAX_ENTRIES``) and a problem
    for whatever was dropped."""
    if not isinstance(value, Mapping):
        problems.append(f"{key} is {_short(value)}, not a table of {what}")
        return {}
    kept = {k: float(v) for k, v in value.items() if _good_name(k) and good(v)}
    dropped = len(value) - len(kept) + max(0, len(kept) - MAX_ENTRIES)
    if dropped:
        problems.append(f"{key}: {dropped} bad entr{'y' if dropped == 1 else 'ies'} dropped")
    return dict(list(kept.items())[:MAX_ENTRIES])


def _good_time(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and \
        math.isfinite(value) and value > 0


def _good_accuracy(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and \
        math.isfinite(value) and 0 <= value <= 100


def _good_name(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_ID_LENGTH and value.isprintable()


def _short(value: Any) -> str:
    if isinstance(value, (dict, list)):
        return "a table" if isinstance(value, dict) else "a list"
    try:
        text = repr(value)
    except ValueError:   # an integer too long to print
        return "a huge number"
    return text if len(text) <= 30 else text[:27] + "..."


def _unique_names(value: Any, key: str = "", problems: list[str] | None = None) -> list[str]:
    """The ids of a saved list, once each; whatever is dropped is a problem (when asked)."""
    problems = [] if problems is None else problems
    if value is None:
        return []
    if not isinstance(value, (list, tuple)):
        problems.append(f"{key} is {_short(value)}, not a list of ids")
        return []
    out: list[str] = []
    dropped = 0
    for item in value:
        if _good_name(item) and len(out) < MAX_ENTRIES:
            if item not in out:
                out.append(item)
        else:
            dropped += 1
    if dropped:
        problems.append(f"{key}: {dropped} bad entr{'y' if dropped == 1 else 'ies'} dropped")
    return out


def unlocked(ladder: Sequence[Any], progress: Progress) -> list[bool]:
    """Per table: open to play.  Table i opens once table i-1 is beaten (the first is open)."""
    return [i == 0 or progress.is_beaten(ladder[i - 1].id) for i in range(len(ladder))]


def load_progress(path: str | Path) -> tuple[Progress, list[str]]:
    """(the saved progress, the problems met): fresh progress and no problem when there is no
    file; what survives and a problem in words for each thing dropped when the file is
    damaged (not a regular file, not UTF-8, not JSON, nested too deeply, of the wrong shape).
    The caller keeps such a file aside and tells the player (``game.profile.profile``)."""
    target = Path(path)
    try:
        if not target.is_file():
            return (Progress(), []) if not os.path.lexists(target) else (Progress(), ["it is not a regular file"])
        data = json.loads(target.read_text(encoding="utf-8"))
    except RecursionError:
        return Progress(), ["it is damaged (nested too deeply)"]
    except UnicodeDecodeError:
        return Progress(), ["it is not UTF-8 text"]
    except ValueError as exc:   # not JSON, or an integer of thousands of digits
        return Progress(), [f"it is damaged ({exc.__class__.__name__})"]
    except OSError as exc:
        return Progress(), [f"it could not be read ({exc.strerror or exc.__class__.__name__})"]
    return Progress.check(data)


def save_progress(progress: Progress, path: str | Path) -> None:
    """Write atomically (temp file then rename) so a crash never leaves half a file."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    temp = target.with_name(target.name + ".tmp")
    temp.write_text(json.dumps(progress.to_dict(), indent=2, ensure_ascii=False), encoding="utf-8")
    os.replace(temp, target)
