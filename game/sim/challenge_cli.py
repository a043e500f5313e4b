"""``forty-fives challenge``: a day's challenge deals, and with ``--field`` how each computer
level played them from the person's seat (issue 42).  The result goes to stdout (``--json``:
one JSON object), progress and the time left to stderr; a bad date, code or table size is one
line naming the option, exit code 2.
"""

from __future__ import annotations

import argparse
import datetime
import json
import re
from typing import Any

from game.engine import PRESET_NAMES, RulesError

from .challenge import BASELINE, FIELD_LEVELS, Challenge, ChallengeCodeError, Field, field_results, seat_cards
from .progress import ProgressLine
from .usage import UsageError, level_arg, span, whole_number

DESCRIPTION = ("The daily challenge: the day's 8 deals for a preset (the same on every machine), its code, "
               "and with --field how each computer level played them from your seat.")
PLAYERS_RANGE = (2, 6)
WORKERS_RANGE = (1, 1024)
_ISO_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def date_arg(text: str) -> datetime.date:
    """An argparse type: a date written YYYY-MM-DD."""
    if not _ISO_DATE.fullmatch(text):
        raise argparse.ArgumentTypeError(f"must be a date YYYY-MM-DD, not {text[:40]!r}")
    try:
        return datetime.date.fromisoformat(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date ({exc})") from None


def levels_arg(text: str) -> tuple[str, ...]:
    """An argparse type: computer levels separated by commas."""
    return tuple(level_arg(word.strip()) for word in text.split(","))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The challenge's options."""
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--date", type=date_arg, default=None, metavar="YYYY-MM-DD",
                       help="the day whose challenge to show (default today)")
    which.add_argument("--code", default=None, metavar="CODE",
                       help="a challenge code, e.g. CL4-20261201-P: its preset, table size and day")
    parser.add_argument("--rules", default=None, choices=PRESET_NAMES, metavar="PRESET",
                        help=f"rules preset: {', '.join(PRESET_NAMES)} (default classic)")
    parser.add_argument("--players", type=whole_number(*PLAYERS_RANGE), default=None,
                        help=f"table size, {span(*PLAYERS_RANGE)} (default: the preset's)")
    parser.add_argument("--json", action="store_true", help="one JSON object instead of text")
    parser.add_argument("--field", action="store_true",
                        help="also play the deals with each level in your seat (easy to master, the expert "
                             "elsewhere): a minute or more")
    parser.add_argument("--levels", type=levels_arg, default=FIELD_LEVELS, metavar="LEVEL,...",
                        help=f"the field's levels (default {','.join(FIELD_LEVELS)}; the expert always plays)")
    parser.add_argument("--workers", type=whole_number(*WORKERS_RANGE), default=1,
                        help=f"processes sharing the field's games, {span(*WORKERS_RANGE)} "
                             "(the same results, sooner on several cores; default 1)")
    parser.add_argument("--quiet", action="store_true", help="no progress line on stderr")


def the_challenge(args: argparse.Namespace) -> Challenge:
    """The challenge the options name; a ``UsageError`` naming the option that cannot be played."""
    if args.code is not None:
        try:
            challenge = Challenge.from_code(args.code)
        except ChallengeCodeError as exc:
            raise UsageError(f"argument --code: {exc}") from None
        for option, given, coded in (("--rules", args.rules, challenge.preset),
                                     ("--players", args.players, challenge.players)):
            if given is not None and given != coded:
                raise UsageError(f"argument {option}: the code {args.code.strip()!r} is for {coded}, not {given}")
        return challenge
    day = args.date or datetime.date.today()
    try:
        return Challenge.for_date(day, args.rules or "classic", args.players)
    except RulesError as exc:   # --rules is one of the presets: the table size is what does not fit
        raise UsageError(f"argument --players: {exc}") from None


def as_json(challenge: Challenge, field: Field | None) -> dict[str, Any]:
    """The challenge (and its field) as one JSON object."""
    out: dict[str, Any] = {
        "code": challenge.code, "date": challenge.date.isoformat(), "rules": challenge.preset,
        "players": challenge.players, "seat": challenge.seat,
        "hands": [{"hand": d.hand + 1, "dealer": d.dealer, "deal": str(d.deal), "cards": seat_cards(challenge, d)}
                  for d in challenge.deals],
    }
    if field is not None:
        out["field"] = {
            "baseline": BASELINE,
            "levels": {level: [r.as_json() for r in results] for level, results in field.results.items()},
        }
    return out


def as_text(challenge: Challenge, field: Field | None) -> str:
    """The challenge for a person: each hand's dealer and the cards in your seat (and the field)."""
    lines = [f"Daily challenge {challenge.code}: {challenge.date:%A %d %B %Y}, {challenge.rules.name} "
             f"with {challenge.players} players, you in seat {challenge.seat} with expert partner and opponents"]
    for d in challenge.deals:
        dealer = "you deal" if d.dealer == challenge.seat else f"seat {d.dealer} deals"
        lines.append(f"  hand {d.hand + 1}: {dealer}; your cards {seat_cards(challenge, d)[challenge.seat]}")
    if field is not None:
        levels = list(field.results)
        lines.append("Points for your side, each level in your seat:")
        lines.append("  hand " + "".join(f"{level:>8}" for level in levels))
        for h in range(len(field.baseline)):
            lines.append(f"  {h + 1:>4} " + "".join(f"{field.results[level][h].points:>8}" for level in levels))
        lines.append("  all  " + "".join(f"{sum(field.points(level)):>8}" for level in levels))
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Print the challenge (and its field); a ``UsageError`` for what cannot be run."""
    challenge = the_challenge(args)
    field = None
    if args.field:
        field = field_results(challenge, args.levels, None if args.quiet else ProgressLine("field games"), args.workers)
    print(json.dumps(as_json(challenge, field)) if args.json else as_text(challenge, field))
    return 0


__all__ = ["DESCRIPTION", "add_arguments", "as_json", "as_text", "date_arg", "run", "the_challenge"]
