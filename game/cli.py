"""``forty-fives``: the console script.  Without a subcommand it is the game (``python main.py``'s
options); the subcommands are the headless tools:

    forty-fives [GAME OPTIONS]            the game (forty-fives --help lists the options)
    forty-fives sim play|replay|duel ...  headless games, record replays, level duels (game.sim)
    forty-fives duel ...                  the same as ``forty-fives sim duel ...``
    forty-fives levels check [--json]     check the ladder and drill files (game.levels)
    forty-fives levels question           one ranking-trainer question

The game (and pygame with it) is imported only when the game is asked for, so the tools start
quickly and run where there is no display.  A broken installation (data files missing) is one
clear error, never a traceback.
"""

from __future__ import annotations

import contextlib
import io
import logging
import sys
from collections.abc import Callable, Sequence

from game import resources

PROG = "forty-fives"
log = logging.getLogger(__name__)

SUBCOMMANDS: dict[str, str] = {
    "sim": "headless games, replays and duels (forty-fives sim --help)",
    "duel": "duplicate-deal arena between two computer levels (forty-fives duel --help)",
    "levels": "check the ladder and drill files, or try the ranking trainer (forty-fives levels --help)",
}


def _sim(argv: list[str]) -> int:
    from game.sim.cli import main as sim_main
    return sim_main(argv, prog=f"{PROG} sim")


def _duel(argv: list[str]) -> int:
    return _sim(["duel", *argv])


def _levels(argv: list[str]) -> int:
    from game.levels.cli import main as levels_main
    return levels_main(argv, prog=f"{PROG} levels")


def _game(argv: list[str]) -> int:
    from game.app import main as game_main
    return game_main(argv)


RUNNERS: dict[str, Callable[[list[str]], int]] = {"sim": _sim, "duel": _duel, "levels": _levels}


def usage() -> str:
    """The overview ``forty-fives --help`` starts with."""
    lines = [f"usage: {PROG} [GAME OPTIONS]", f"       {PROG} {{{','.join(SUBCOMMANDS)}}} ...", "",
             "Auction Forty-Fives.  Without a subcommand: the game.", "", "subcommands:"]
    lines += [f"  {name:<8}{text}" for name, text in SUBCOMMANDS.items()]
    return "\n".join(lines) + "\n"


def print_help() -> int:
    """The subcommands, then the game's own options (from game.app's parser)."""
    from game.app import parse_args
    text = io.StringIO()
    with contextlib.redirect_stdout(text), contextlib.suppress(SystemExit):
        parse_args(["--help"])
    game_help = text.getvalue().split("\n\n", 1)[-1]   # past the parser's own usage lines
    options = game_help[game_help.find("options:") + len("options:"):] if "options:" in game_help else game_help
    print(usage() + "\ngame options:" + options, end="")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game or a subcommand; the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        if args and args[0] in RUNNERS:
            return RUNNERS[args[0]](args[1:])
        if args and args[0] in ("-h", "--help"):
            return print_help()
        return _game(args)
    except resources.DataError as exc:
        message = f"the installation is incomplete: {exc}"
        if logging.getLogger().handlers:   # the game set up its log: the file, and stderr
            log.error("%s", message)
        else:
            print(f"{PROG}: error: {message}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
