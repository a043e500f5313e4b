"""The command lines' common parts: a parser whose errors are one line with a did-you-mean, the
error a tool raises for a command it cannot run, and argument types whose range is said once.

``forty-fives`` (``game.cli``) builds its whole tree with ``CommandParser``; so do
``python -m game.sim``.  An error is ``PROG: error: argument --x: why`` on one line, exit code 2,
``PROG`` being the (sub)command as it was started: ``forty-fives sim play``.
"""

from __future__ import annotations

import argparse
import difflib
import re
import sys
from collections.abc import Callable, Iterable
from typing import NoReturn

# argparse's own words for a value outside ``choices`` (a subcommand too), Python 3.10 to 3.13.
_INVALID_CHOICE = re.compile(r"invalid choice: '(?P<word>[^']*)' \(choose from (?P<choices>.*)\)")


class UsageError(Exception):
    """A command line a tool cannot run (a record file that cannot be written, an unknown
    preset): said as one line naming the argument, exit code 2."""


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """``"; did you mean 'sim'?"`` when ``word`` is close to one of ``choices``, else ``""``."""
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


class CommandParser(argparse.ArgumentParser):
    """Errors as one line (no usage block: ``--help`` shows it), with a suggestion for a
    mistyped subcommand or choice; subcommands made from it are ``CommandParser`` too."""

    def error(self, message: str) -> NoReturn:
        found = _INVALID_CHOICE.search(message)
        if found:
            choices = re.findall(r"'([^']*)'", found["choices"])
            message += did_you_mean(found["word"], choices)
        self.exit(2, f"{self.prog}: error: {message} (--help lists the options)\n")


def span(low: float, high: float) -> str:
    """A range as both the help and the error say it: ``from 1 to 10000000``."""
    return f"from {low:g} to {high:g}" if isinstance(low, float) or isinstance(high, float) else f"from {low} to {high}"


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number ``span(low, high)``."""
    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a whole number {span(low, high)}, not {text[:40]!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be {span(low, high)}, not {text[:40]!r}")
        return value
    return read


def level_arg(text: str) -> str:
    """An argparse type: a computer level of ``game.ai.LEVELS`` (``grandmaster`` is refused
    with the levels listed and the nearest named)."""
    from game.ai import LEVELS  # the players' own registry
    if text not in LEVELS:
        raise argparse.ArgumentTypeError(f"unknown level {text[:40]!r} (the levels are {', '.join(LEVELS)})"
                                         f"{did_you_mean(text, LEVELS)}")
    return text


def reporting(command: Callable[[argparse.Namespace], int], prog: str) -> Callable[[argparse.Namespace], int]:
    """``command``, with a ``UsageError`` said as ``PROG: error: ...`` on one line, exit code 2."""
    def run(args: argparse.Namespace) -> int:
        try:
            return command(args)
        except UsageError as exc:
            print(f"{prog}: error: {exc} (--help lists the options)", file=sys.stderr)
            return 2
    return run


SEED_RANGE = (-(2 ** 62), 2 ** 62)     # deal i is seeded from (seed, i): well inside the engine's 64 bits
PLAYERS_RANGE = (2, 6)


def add_two_levels(parser: argparse.ArgumentParser, played: str) -> None:
    """The options every contest of two computer levels shares (a duel, a match): the two
    levels, the seed of the deals, the rules and the table size; ``played`` is what the
    contest's size option is added after them by the caller (said in ``--seed``'s help)."""
    from game.engine import PRESET_NAMES
    parser.add_argument("--a", default="normal", type=level_arg, metavar="LEVEL",
                        help=f"level of player A: {levels_text()} (default normal)")
    parser.add_argument("--b", default="random", type=level_arg, metavar="LEVEL",
                        help="level of player B (default random)")
    parser.add_argument("--seed", type=whole_number(*SEED_RANGE), default=1,
                        help=f"the same seed deals the same {played}, {span(*SEED_RANGE)} (default 1)")
    parser.add_argument("--rules", default="classic", choices=PRESET_NAMES, metavar="PRESET",
                        help=f"rules preset: {', '.join(PRESET_NAMES)} (default classic)")
    parser.add_argument("--players", type=whole_number(*PLAYERS_RANGE), default=None,
                        help=f"table size, {span(*PLAYERS_RANGE)} (default: the preset's)")


def levels_text() -> str:
    """The levels, for a help line."""
    from game.ai import LEVELS
    return ", ".join(LEVELS)


__all__ = ["CommandParser", "UsageError", "did_you_mean", "level_arg", "levels_text", "reporting", "span",
           "whole_number"]
