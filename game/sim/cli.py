"""``forty-fives sim`` (or ``python -m game.sim``): play games headless, replay hand records,
duel two levels.

    forty-fives sim play --rules classic --players 4 --games 10 --seed 1 --agents random --record out.jsonl
    forty-fives sim replay out.jsonl
    forty-fives sim duel --a normal --b random --deals 2000 --seed 1 --rules classic
    forty-fives sim accuracy out.jsonl --seat 0 --json

``add_commands`` defines the subcommands once, for both ways in.  A bad argument, a record file
that cannot be written or read, or a file that is no record file is one line on stderr naming
the argument or the file, and exit code 2; ``replay`` exits 1 when the engine disagrees with a
record.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from game.engine import PRESET_NAMES, GameState, Observation, PlayerAction, RulesError, RuleSet, preset
from game.engine.record import RecordError, finalize, replay_file, write_jsonl

from . import accuracy, duel, match
from .driver import Chooser, play
from .usage import CommandParser, UsageError, did_you_mean, levels_text, reporting, span, whole_number

MAX_GAMES = 10_000_000
MAX_SEED = 2 ** 63 - MAX_GAMES   # game i plays seed + i, and the engine takes 64-bit seeds
GAMES_RANGE = (1, MAX_GAMES)
SEED_RANGE = (-MAX_SEED, MAX_SEED)
PLAYERS_RANGE = (2, 6)
MAX_HANDS_RANGE = (1, 100_000)
DESCRIPTION = "Play games headless, replay hand records, duel two computer levels."


def _random_choice(observation: Observation, legal: Sequence[PlayerAction], rng: random.Random) -> PlayerAction:
    return legal[rng.randrange(len(legal))]


def make_agents(spec: str, players: int) -> list[Chooser]:
    """``random`` or a level name for every seat, or a comma list, one per seat."""
    names = spec.split(",")
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise UsageError(f"--agents: give one level or {players} comma-separated levels, not {len(names)}")
    from game.ai import LEVELS, make_player  # only when asked for: replay needs no players
    agents: list[Chooser] = []
    for name in names:
        if name == "random":
            agents.append(_random_choice)
            continue
        try:
            agents.append(make_player(name).choose)
        except ValueError as exc:
            raise UsageError(f"--agents: unknown player level {name[:40]!r}"
                             f"{did_you_mean(name, ['random', *LEVELS])} ({exc})") from None
    return agents


def play_game(rules: RuleSet, seed: int, agents: list[Chooser], max_hands: int) -> GameState:
    """One game with the given agents; each seat gets its own rng derived from the seed."""
    seat_rngs = [random.Random(seed * 1009 + seat) for seat in range(rules.players)]
    return play(GameState(rules, seed=seed), agents, seat_rngs, stop_at_hand=max_hands)


def start_record(path: str) -> None:
    """Empty (or create) the record file now, so a path that cannot be written is said before
    any game is played: a missing folder, a folder, a file that may not be written."""
    target = Path(path)
    if target.is_dir():
        raise UsageError(f"--record {path}: is a folder, not a file")
    if not target.parent.is_dir():
        raise UsageError(f"--record {path}: the folder {target.parent} does not exist")
    try:
        target.write_text("", encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"--record {path}: cannot write ({exc.strerror or exc.__class__.__name__})") from None


def cmd_play(args: argparse.Namespace) -> int:
    try:
        rules = preset(args.rules, args.players)
    except RulesError as exc:
        raise UsageError(str(exc)) from None
    agents = make_agents(args.agents, rules.players)
    if args.record:
        start_record(args.record)
    started = time.perf_counter()
    wins = [0] * rules.side_count
    hands, unfinished, made, set_ = 0, 0, 0, 0
    for game in range(args.games):
        state = play_game(rules, args.seed + game, agents, args.max_hands)
        records = finalize(state)
        hands += len(records)
        made += sum(1 for r in records if r.made is True)
        set_ += sum(1 for r in records if r.made is False)
        if state.is_terminal:
            wins[state.winner_side] += 1
        else:
            unfinished += 1
        if args.record:
            try:
                write_jsonl(records, args.record)
            except OSError as exc:   # a full disk, the folder gone: said, not a traceback
                raise UsageError(f"--record {args.record}: cannot write game {game + 1} "
                                 f"({exc.strerror or exc.__class__.__name__})") from None
    elapsed = time.perf_counter() - started
    summary = {"rules": rules.name, "players": rules.players, "games": args.games, "hands": hands,
               "wins_by_side": wins, "unfinished": unfinished, "bids_made": made, "bids_set": set_,
               "seconds": round(elapsed, 2)}
    if args.record:
        summary["record"] = str(args.record)
    print(json.dumps(summary))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        hands, problems = replay_file(args.file)
    except RecordError as exc:
        raise UsageError(str(exc)) from None
    for problem in problems:
        print(problem)
    print(json.dumps({"file": str(args.file), "hands": hands, "divergences": len(problems)}))
    return 1 if problems else 0


def add_commands(parser: argparse.ArgumentParser, prog: str) -> None:
    """``play``, ``replay``, ``duel``, ``match`` and ``accuracy`` under ``parser`` (whose name is ``prog``):
    the one definition ``forty-fives sim`` and ``python -m game.sim`` share.  Each sets
    ``run``, called with the parsed arguments."""
    sub = parser.add_subparsers(dest="sim_command", metavar="COMMAND", title="commands", required=True,
                                help="what to run")
    play = sub.add_parser("play", prog=f"{prog} play", help="play whole games headless and print a summary",
                          description="Play whole games headless and print a JSON summary.")
    play.add_argument("--rules", default="classic", choices=PRESET_NAMES, metavar="PRESET",
                      help=f"rules preset: {', '.join(PRESET_NAMES)} (default classic)")
    play.add_argument("--players", type=whole_number(*PLAYERS_RANGE), default=None,
                      help=f"table size, {span(*PLAYERS_RANGE)} (default: the preset's)")
    play.add_argument("--games", type=whole_number(*GAMES_RANGE), default=10,
                      help=f"games to play, {span(*GAMES_RANGE)} (default 10)")
    play.add_argument("--seed", type=whole_number(*SEED_RANGE), default=1,
                      help=f"game i deals from seed + i, {span(*SEED_RANGE)} (default 1)")
    play.add_argument("--agents", default="random",
                      help=f"random or a level ({levels_text()}) for every seat, or one per seat, comma-separated")
    play.add_argument("--record", default=None, metavar="FILE", help="write hand records (JSON Lines) here")
    play.add_argument("--max-hands", type=whole_number(*MAX_HANDS_RANGE), default=500,
                      help=f"stop a game after this many hands, {span(*MAX_HANDS_RANGE)} "
                           "(random players can go on forever; default 500)")
    play.set_defaults(run=reporting(cmd_play, play.prog))
    replay = sub.add_parser("replay", prog=f"{prog} replay", help="re-run a record file through the engine",
                            description="Re-run a record file through the engine; exit 1 if they disagree.")
    replay.add_argument("file", metavar="FILE", help="a JSON Lines file written by play --record")
    replay.set_defaults(run=reporting(cmd_replay, replay.prog))
    arena = sub.add_parser("duel", prog=f"{prog} duel", help=duel.DESCRIPTION.lower().rstrip("."),
                           description=duel.DESCRIPTION)
    duel.add_arguments(arena)
    arena.set_defaults(run=reporting(duel.run, arena.prog))
    games = sub.add_parser("match", prog=f"{prog} match", help=match.DESCRIPTION.lower().rstrip("."),
                           description=match.DESCRIPTION)
    match.add_arguments(games)
    games.set_defaults(run=reporting(match.run, games.prog))
    rate = sub.add_parser("accuracy", prog=f"{prog} accuracy", help=accuracy.DESCRIPTION.lower().rstrip("."),
                          description=accuracy.DESCRIPTION)
    accuracy.add_arguments(rate)
    rate.set_defaults(run=reporting(accuracy.run, rate.prog))


def build_parser(prog: str = "python -m game.sim") -> argparse.ArgumentParser:
    """The parser of ``python -m game.sim`` (``forty-fives sim`` is built by ``game.cli``)."""
    parser = CommandParser(prog=prog, description=DESCRIPTION)
    add_commands(parser, prog)
    return parser


def main(argv: Sequence[str] | None = None, prog: str = "python -m game.sim") -> int:
    """Run one subcommand; the exit status."""
    try:
        args = build_parser(prog).parse_args(list(sys.argv[1:] if argv is None else argv))
    except SystemExit as stop:   # --help, or a bad argument already said in one line
        return stop.code if isinstance(stop.code, int) else 2
    code: int = args.run(args)
    return code
