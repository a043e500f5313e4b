"""``forty-fives``: the one command line.  Without a subcommand it is the game; the subcommands
are the headless tools:

    forty-fives [GAME OPTIONS]            the game (forty-fives --help lists the options)
    forty-fives sim play|replay|duel|match ...   headless games, replays, level duels (game.sim)
    forty-fives duel ...                  the same as forty-fives sim duel ...
    forty-fives levels check|question ... check the level files, try the ranking trainer (game.levels)
    forty-fives challenge [--date D | --code C] ...   the daily challenge's deals and field (game.sim)
    forty-fives --version

One argparse tree, named as the program was started (``forty-fives``, ``python main.py``,
``python -m game``), so every usage line and every error says that name and, for an error, the
option, on one line, exit code 2.  The game's options become a frozen ``StartConfig``
(``game.startup``); the game (and pygame with it) is imported only when the game is asked for,
so the tools start quickly and run where there is no display.  A broken installation (data
files missing) is one clear error, never a traceback.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from game import resources
from game.engine import PRESET_NAMES
from game.profile import settings_check as check
from game.sim.usage import CommandParser, reporting
from game.startup import StartConfig

PROG = "forty-fives"
DISTRIBUTION = "auction-forty-fives"   # pyproject.toml's [project] name
GAME_DEST = "game_"   # the game's options are kept apart from the tools' (both have --seed, --rules)
log = logging.getLogger(__name__)


def version() -> str:
    """The installed package's version; from ``pyproject.toml`` when run from a checkout that
    was never installed; ``unknown`` where neither is there (a build without metadata)."""
    from importlib import metadata  # here: the game starts without it (20 ms of imports)
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # Python 3.10: the same parser as a package (a declared dependency there)
        import tomli as tomllib
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        pass
    project = Path(__file__).resolve().parents[1] / "pyproject.toml"
    try:
        found = tomllib.loads(project.read_text(encoding="utf-8")).get("project", {}).get("version")
    except (OSError, ValueError):   # no file (an installed copy), or a broken one
        found = None
    return found if isinstance(found, str) else "unknown"


def add_game_options(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    """The game's options, each with its help and its range said once (``settings_check``)."""
    group = parser.add_argument_group("game options", "Without a subcommand: the game, with these options.")
    mode = group.add_mutually_exclusive_group()

    def option(*flags: str, **how: object) -> argparse.Action:
        name = flags[0].lstrip("-").replace("-", "_")
        target = mode if name in ("fullscreen", "windowed") else group
        return target.add_argument(*flags, dest=GAME_DEST + name, **how)  # type: ignore[arg-type]

    return [
        option("--fullscreen", action="store_true", default=None, help="start full screen"),
        option("--windowed", action="store_true", help="start in a window"),
        option("--size", type=check.size_arg, metavar="WxH",
               help=f"window size, e.g. 1920x1080, {check.SIZE_SPAN}"),
        option("--rules", choices=PRESET_NAMES, metavar="PRESET",
               help=f"rules preset: {', '.join(PRESET_NAMES)}"),
        option("--players", type=check.players_arg, metavar="N",
               help=f"table size, {check.PLAYERS_SPAN} (the preset's own sizes)"),
        option("--seed", type=check.seed_arg, metavar="N",
               help=f"the same seed deals the same game: {check.SEED_SPAN}"),
        option("--demo", action="store_true", help="computer players in every seat"),
        option("--practice", action="store_true", help="start a practice game (hints, undo)"),
        option("--title", action="store_true", help="start at the title screen"),
        option("--seconds", type=check.seconds_arg, metavar="SECONDS",
               help=f"quit after SECONDS of game time, {check.SECONDS_SPAN}"),
        option("--screenshot", type=check.writable_folder, metavar="DIR",
               help="save a PNG in DIR each time a new scene appears"),
        option("--profile-dir", type=check.profile_folder, metavar="DIR", help="where settings and saves live"),
        option("--speed", type=check.speed_arg, metavar="X",
               help=f"animation speed for this run only (never saved), {check.SPEED_SPAN}"),
        option("--autoplay", type=check.delay_arg, metavar="SECONDS",
               help=f"your seat plays itself (the hint's choice) after SECONDS, {check.AUTOPLAY_SPAN}: "
                    "for screenshots"),
        option("--fast-clock", action="store_true",
               help="advance game time by whole frames without waiting (tests, screenshots)"),
    ]


class _Version(argparse.Action):
    """``--version``: the version looked up only when asked (the game starts without it)."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        print(f"{parser.prog} {version()}")   # on stdout, as argparse's own version action
        parser.exit()


def _add_sim(parser: argparse.ArgumentParser) -> None:
    from game.sim import cli as sim_cli
    parser.description = sim_cli.DESCRIPTION
    sim_cli.add_commands(parser, parser.prog)


def _add_duel(parser: argparse.ArgumentParser) -> None:
    from game.sim import duel
    parser.description = duel.DESCRIPTION
    duel.add_arguments(parser)
    parser.set_defaults(run=reporting(duel.run, parser.prog))


def _add_challenge(parser: argparse.ArgumentParser) -> None:
    from game.sim import challenge_cli
    parser.description = challenge_cli.DESCRIPTION
    challenge_cli.add_arguments(parser)
    parser.set_defaults(run=reporting(challenge_cli.run, parser.prog))


def _add_levels(parser: argparse.ArgumentParser) -> None:
    from game.levels import cli as levels_cli
    parser.description = levels_cli.DESCRIPTION
    levels_cli.add_commands(parser, parser.prog)


# The subcommands: their one-line help, and what fills their parsers in (imported only when one
# is asked for: the game starts without the tools' modules, some 60 ms of imports).
TOOLS: dict[str, tuple[str, Callable[[argparse.ArgumentParser], None]]] = {
    "sim": ("headless games, replays and duels", _add_sim),
    "duel": ("the same as sim duel: two computer levels, duplicate deals", _add_duel),
    "levels": ("check the level files, or try the ranking trainer", _add_levels),
    "challenge": ("the daily challenge: the day's deals, its code, the field's results", _add_challenge),
}


def build_parser(prog: str = PROG, tools: bool = True) -> tuple[CommandParser, list[argparse.Action]]:
    """The whole tree, and the game's options in it (``tools``: the subcommands' own options too;
    without them a subcommand's name is still known, for the overview and a did-you-mean)."""
    parser = CommandParser(prog=prog, usage="%(prog)s [GAME OPTIONS]\n       %(prog)s COMMAND ...",
                           description="Auction Forty-Fives, the trick-taking card game.")
    parser.add_argument("--version", action=_Version, help="print the version and stop")
    game = add_game_options(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="subcommands (each has its own --help)",
                                help="a tool instead of the game")
    for name, (help_text, fill_in) in TOOLS.items():
        tool = sub.add_parser(name, prog=f"{prog} {name}", help=help_text)
        if tools:
            fill_in(tool)
    return parser, game


def _wants_tools(argv: Sequence[str]) -> bool:
    """Whether a command line may name a subcommand (then its options are built)."""
    return any(token in TOOLS for token in argv)


def start_config(parser: argparse.ArgumentParser, game: list[argparse.Action],
                 args: argparse.Namespace) -> StartConfig:
    """The game's options as a ``StartConfig``; a table size the preset lacks is one line."""
    values = {action.dest[len(GAME_DEST):]: getattr(args, action.dest) for action in game}
    if values["rules"] and values["players"] is not None:
        try:
            check.players_for(values["rules"], values["players"])
        except check.FieldError as exc:
            parser.error(f"argument --players: {exc}")
    return StartConfig(**values)   # each value checked by its type function


def parse_start(argv: Sequence[str], prog: str = PROG) -> StartConfig:
    """The game's options in ``argv`` (tests and tools start the app with these); a bad one, or
    a subcommand, exits 2 with one line."""
    parser, game = build_parser(prog, tools=_wants_tools(argv))
    args = parser.parse_args(list(argv))
    if args.command is not None:
        parser.error(f"{args.command!r} is a subcommand, not a game option")
    return start_config(parser, game, args)


def _game(config: StartConfig) -> int:
    from game.app import main as game_main
    return game_main(config)


def main(argv: Sequence[str] | None = None, prog: str = PROG) -> int:
    """Run the game or a subcommand; the exit status (2 for a command line it cannot run)."""
    tokens = list(sys.argv[1:] if argv is None else argv)
    parser, game = build_parser(prog, tools=_wants_tools(tokens))
    try:
        args = parser.parse_args(tokens)
        if args.command is None:
            config = start_config(parser, game, args)
        else:
            given = [action.option_strings[0] for action in game if getattr(args, action.dest) != action.default]
            if given:
                parser.error(f"argument {given[0]}: a game option, which does not go with {args.command!r}")
    except SystemExit as stop:   # --help, --version, or a bad command line already said in one line
        return stop.code if isinstance(stop.code, int) else 2
    try:
        if args.command is None:
            return _game(config)
        code: int = args.run(args)
        return code
    except resources.DataError as exc:
        message = f"the installation is incomplete: {exc}"
        if logging.getLogger().handlers:   # the game set up its log: the file, and stderr
            log.error("%s", message)
        else:
            print(f"{prog}: error: {message}", file=sys.stderr)
        return 1


__all__ = ["PROG", "StartConfig", "build_parser", "main", "parse_start", "version"]

if __name__ == "__main__":
    sys.exit(main(prog="python -m game.cli"))
