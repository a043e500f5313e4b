"""``forty-fives sim accuracy RECORDS.jsonl``: every seat's (or one seat's) accuracy in recorded hands.

The analyst (``game.ai.accuracy``) weighs each decision from its seat's own view, rebuilt by
dealing the record's deck again and replaying its actions; the result is one JSON object (or a
few lines of text) on stdout, the progress and time left on stderr.  Every record is read and
replayed before any is rated, so a bad line is said at once, as one line naming the file and
line, not after an hour of analysis.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence
from typing import Any

from game.ai.accuracy import (
    ANALYST_BUDGET_S,
    ANALYST_PLAY_WORLDS,
    Analysis,
    SeatAccuracy,
    combined,
    moment,
    rate_record,
    record_decisions,
)
from game.engine.record import HandRecord, RecordError, read_jsonl

from .progress import ProgressLine
from .usage import UsageError, span, whole_number

DESCRIPTION = "Rate the decisions in recorded hands: each seat's accuracy (0-100) and its costly moments."
WORKERS_RANGE = (1, 1024)
SEAT_RANGE = (0, 5)
WORLDS_RANGE = (1, 10_000)


def load(path: str, seat: int | None) -> list[tuple[int, HandRecord]]:
    """The file's records with their line numbers, each replayed once to check it; a
    ``RecordError`` naming the file and line for one that is no hand (or has no ``seat``)."""
    out = []
    for data in read_jsonl(path):
        line = data.pop("_line")
        try:
            record = HandRecord.from_json(data)
            if seat is not None and seat >= record.rules.players:
                raise RecordError(f"--seat {seat}: the hand has seats 0 to {record.rules.players - 1}")
            record_decisions(record, [])
        except RecordError as exc:
            raise RecordError(f"{path}: line {line}: {exc}") from None
        out.append((line, record))
    if not out:
        raise RecordError(f"{path}: no records (an empty file)")
    return out


def _rate(job: tuple[HandRecord, list[int] | None, Analysis]) -> dict[int, SeatAccuracy]:
    record, seats, analysis = job
    return rate_record(record, seats, analysis)


def rate_file(records: Sequence[tuple[int, HandRecord]], seat: int | None, analysis: Analysis, workers: int = 1,
              progress: Callable[[int, int], None] | None = None) -> list[dict[int, SeatAccuracy]]:
    """Each record's accuracies, in file order (``workers`` processes share the hands)."""
    jobs = [(record, None if seat is None else [seat], analysis) for _line, record in records]
    results: list[dict[int, SeatAccuracy]] = []
    if workers <= 1 or len(jobs) <= 1:
        parts: Any = map(_rate, jobs)
        for part in parts:
            results.append(part)
            if progress is not None:
                progress(len(results), len(jobs))
        return results
    from multiprocessing import Pool
    with Pool(min(workers, len(jobs))) as pool:
        for part in pool.imap(_rate, jobs):
            results.append(part)
            if progress is not None:
                progress(len(results), len(jobs))
    return results


def _seat_json(rated: SeatAccuracy) -> dict[str, Any]:
    mean, score = rated.mean_loss, rated.accuracy
    return {"seat": rated.seat, "decisions": len(rated.decisions),
            "mean_loss": None if mean is None else round(mean, 3),
            "accuracy": None if score is None else round(score, 1), "costly": len(rated.costly)}


def summary(path: str, records: Sequence[tuple[int, HandRecord]], rated: Sequence[dict[int, SeatAccuracy]],
            analysis: Analysis) -> dict[str, Any]:
    """The JSON result: per seat over the file, and hand by hand with the costly moments."""
    hands = []
    for (line, record), seats in zip(records, rated, strict=True):
        costly = sorted((d for part in seats.values() for d in part.costly), key=lambda d: (-d.loss, d.turn))
        hands.append({"line": line, "hand_number": record.hand_number,
                      "seats": [_seat_json(part) for part in seats.values()],
                      "costly": [moment(d) for d in costly]})
    overall = combined(part for seats in rated for part in seats.values())
    return {"file": path, "hands": len(records),
            "analyst": {"budget_s": analysis.budget_s, "play_worlds": analysis.play_worlds},
            "seats": [_seat_json(part) for part in overall.values()], "by_hand": hands}


def text_lines(result: dict[str, Any]) -> list[str]:
    """The result for a person: a line per seat, then each costly moment."""
    lines = [f"{result['file']}: {result['hands']} hands"]
    for seat in result["seats"]:
        if seat["accuracy"] is None:
            lines.append(f"seat {seat['seat']}: no decision to weigh")
            continue
        lines.append(f"seat {seat['seat']}: accuracy {seat['accuracy']:.1f} over {seat['decisions']} decisions "
                     f"(mean loss {seat['mean_loss']:.2f} points), {seat['costly']} costly")
    for hand in result["by_hand"]:
        for found in hand["costly"]:
            unit = "% of a game" if found["unit"] != "points" else " points"
            lines.append(f"line {hand['line']} (hand {hand['hand_number']}), seat {found['seat']}, {found['phase']}: "
                         f"{found['chosen']}; {found['best']} was {found['cost']:.2f}{unit} better")
    return lines


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The command's options (``forty-fives sim accuracy``)."""
    parser.add_argument("file", metavar="RECORDS.jsonl", help="hand records (JSON Lines), e.g. from sim play --record")
    parser.add_argument("--seat", type=whole_number(*SEAT_RANGE), default=None,
                        help=f"rate this seat only, {span(*SEAT_RANGE)} (default: every seat)")
    parser.add_argument("--json", action="store_true", help="one JSON object, hand by hand (default: lines of text)")
    parser.add_argument("--workers", type=whole_number(*WORKERS_RANGE), default=1,
                        help=f"processes sharing the hands, {span(*WORKERS_RANGE)} (default 1)")
    parser.add_argument("--budget", type=float, default=ANALYST_BUDGET_S, metavar="SECONDS",
                        help=f"the analyst's search per decision, nominal seconds (default {ANALYST_BUDGET_S:g}, "
                             "twice the master's)")
    parser.add_argument("--worlds", type=whole_number(*WORLDS_RANGE), default=ANALYST_PLAY_WORLDS,
                        help=f"guessed deals each card is weighed over (default {ANALYST_PLAY_WORLDS})")
    parser.add_argument("--quiet", action="store_true", help="no progress line on stderr")


def run(args: argparse.Namespace) -> int:
    """Rate the file and print the result; a ``UsageError`` for a file that is no record file."""
    if not 0 < args.budget <= 600:
        raise UsageError(f"argument --budget: must be from 0 to 600 seconds (not 0), not {args.budget:g}")
    try:
        records = load(args.file, args.seat)
    except RecordError as exc:
        raise UsageError(str(exc)) from None
    analysis = Analysis(args.budget, args.worlds)
    rated = rate_file(records, args.seat, analysis, args.workers, None if args.quiet else ProgressLine("hands"))
    result = summary(str(args.file), records, rated, analysis)
    print(json.dumps(result) if args.json else "\n".join(text_lines(result)))
    return 0
