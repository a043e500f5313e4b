"""``forty-fives levels`` (or ``python -m game.levels``): check the level files, or try the
ranking trainer.

    forty-fives levels check [PATH] [--json]   # PATH: a folder or a file (default: the shipped levels)
    forty-fives levels question [--seed N] [--trump H]

``check`` exits 1 when any file has a problem; with ``--json`` it prints exactly one JSON
object, ``{"ladder": <tables>, "drills": <drills>, "lessons": [{"id", "number", "title", "steps",
"presets"}...], "errors": [<messages>]}``.  ``add_commands`` defines the subcommands once, for
both ways in.  A bad argument is one line on stderr naming it, and exit code 2.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

from game.engine import CardParseError, parse_suit

from .drills import load_drills
from .ladder import load_ladder
from .lessons import Lesson, load_lessons
from .schema import Checker, display_path, read_toml, toml_files


@dataclass
class CheckReport:
    """How many tables and drills loaded cleanly, the lessons that did, and every problem found."""

    ladder: int = 0
    drills: int = 0
    lessons: list[Lesson] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        lessons = [{"id": lesson.id, "number": lesson.number, "title": lesson.title, "steps": len(lesson.steps),
                    "presets": list(lesson.presets)} for lesson in self.lessons]
        return {"ladder": self.ladder, "drills": self.drills, "lessons": lessons, "errors": list(self.errors)}


def check_path(path: Path | None = None) -> CheckReport:
    """Validate the shipped levels (default), a folder of level files, or one file."""
    report = CheckReport()
    if path is None:   # the shipped ladder, drills and lessons, found through game.resources
        _add_ladder(report, None)
        _add_drills(report, None)
        _add_lessons(report, None)
        return report
    path = Path(path)
    if not path.exists():
        report.errors.append(f"{display_path(path)}: no such file or folder")
        return report
    if path.is_dir():
        has_ladder = (path / "ladder.toml").is_file() or (path / "ladder").is_dir()
        has_drills = (path / "drills").is_dir()
        if has_ladder or has_drills or (path / "lessons").is_dir():
            if has_ladder or has_drills:
                _add_ladder(report, path)
                _add_drills(report, path)
            if (path / "lessons").is_dir():
                _add_lessons(report, path)
            return report
        files = toml_files(path)
        if not files:
            report.errors.append(f"{display_path(path)}: no .toml level files here")
        for file in files:
            _check_file(report, file)
        return report
    _check_file(report, path)
    return report


def _add_ladder(report: CheckReport, path: Path | None) -> None:
    tables, errors = load_ladder(path)
    report.ladder += len(tables)
    report.errors += errors


def _add_drills(report: CheckReport, path: Path | None) -> None:
    drills, errors = load_drills(path)
    report.drills += len(drills)
    report.errors += errors


def _add_lessons(report: CheckReport, path: Path | None) -> None:
    lessons, errors = load_lessons(path)
    report.lessons += lessons
    report.errors += errors


def _check_file(report: CheckReport, file: Path) -> None:
    """One file, told apart by its content: ``[[tables]]`` is a ladder, ``[[drills]]`` drills,
    ``[[lessons]]`` lessons."""
    checker = Checker(display_path(file))
    data = read_toml(file, checker)
    if data is None:
        report.errors += checker.problems
    elif "tables" in data:
        _add_ladder(report, file)
    elif "drills" in data:
        _add_drills(report, file)
    elif "lessons" in data:
        _add_lessons(report, file)
    else:
        report.errors.append(f"{checker.source}: neither a ladder ([[tables]]), drills ([[drills]]) "
                             "nor lessons ([[lessons]])")


def cmd_check(args: argparse.Namespace) -> int:
    report = check_path(Path(args.path) if args.path else None)
    if args.json:
        print(json.dumps(report.to_dict(), ensure_ascii=False))
    else:
        for error in report.errors:
            print(error)
        verdict = f"{len(report.errors)} problem(s)" if report.errors else "no problems"
        print(f"ladder: {report.ladder} tables, drills: {report.drills}, lessons: {len(report.lessons)}; {verdict}")
    return 1 if report.errors else 0


def cmd_question(args: argparse.Namespace) -> int:
    from .trainer import make_question
    question = make_question(random.Random(args.seed), args.trump)
    print(f"Trump: {question.trump_name}")
    print("Trick: " + "  ".join(c.symbol() for c in question.cards))
    print(question.explanation)
    return 0


DESCRIPTION = "Check the ladder, drill and lesson files, or try one ranking-trainer question."
SEED_BITS = 64


class OneLineParser(argparse.ArgumentParser):
    """Errors as one line (no usage block), like the tool's other messages (``python -m
    game.levels``; ``forty-fives levels`` uses game.cli's parser, with a did-you-mean)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (--help lists the options)\n")


def suit_arg(text: str) -> int:
    """``--trump``: a suit as S, H, D or C (or its name or symbol)."""
    try:
        return parse_suit(text)
    except CardParseError:
        raise argparse.ArgumentTypeError(f"must be S, H, D or C, not {text[:40]!r}") from None


def seed_arg(text: str) -> int:
    """``--seed``: a whole number of at most ``SEED_BITS`` bits."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number of at most {SEED_BITS} bits, "
                                         f"not {text[:40]!r}") from None
    if value.bit_length() > SEED_BITS:
        raise argparse.ArgumentTypeError(f"must be a whole number of at most {SEED_BITS} bits, not {text[:40]!r}")
    return value


def add_commands(parser: argparse.ArgumentParser, prog: str) -> None:
    """``check`` and ``question`` under ``parser`` (whose name is ``prog``): the one definition
    ``forty-fives levels`` and ``python -m game.levels`` share.  Each sets ``run``."""
    sub = parser.add_subparsers(dest="levels_command", metavar="COMMAND", title="commands", required=True,
                                help="what to run")
    check = sub.add_parser("check", prog=f"{prog} check", help="validate the ladder, drill and lesson files",
                           description="Validate the ladder, drill and lesson files; exit 1 on any problem.")
    check.add_argument("path", nargs="?", metavar="PATH",
                       help="a levels folder, a folder of TOML files, or one file (default: the shipped levels)")
    check.add_argument("--json", action="store_true", help="print one JSON object")
    check.set_defaults(run=cmd_check)
    question = sub.add_parser("question", prog=f"{prog} question",
                              help="print one ranking-trainer question and its answer",
                              description="Print one ranking-trainer question and its answer.")
    question.add_argument("--seed", type=seed_arg, default=None,
                          help=f"the same seed asks the same question, a whole number of at most {SEED_BITS} bits "
                               "(default: random)")
    question.add_argument("--trump", type=suit_arg, default=None, help="S, H, D or C (default: random)")
    question.set_defaults(run=cmd_question)


def build_parser(prog: str = "python -m game.levels") -> argparse.ArgumentParser:
    """The parser of ``python -m game.levels`` (``forty-fives levels`` is built by ``game.cli``)."""
    parser = OneLineParser(prog=prog, description=DESCRIPTION)
    add_commands(parser, prog)
    return parser


def main(argv: Sequence[str] | None = None, prog: str = "python -m game.levels") -> int:
    """Run one subcommand; the exit status."""
    try:
        args = build_parser(prog).parse_args(argv)
    except SystemExit as stop:   # --help, or a bad argument already said in one line
        return stop.code if isinstance(stop.code, int) else 2
    code: int = args.run(args)
    return code
