"""``python -m game.sim``: play games headless, replay hand records, duel two levels.

    python -m game.sim play --rules classic --players 4 --games 10 --seed 1 --agents random --record out.jsonl
    python -m game.sim replay out.jsonl
    python -m game.sim duel --a normal --b random --deals 2000 --seed 1 --rules classic

A bad argument, a record file that cannot be written or read, or a file that is no record file
is one line on stderr naming the argument or the file, and exit code 2; ``replay`` exits 1
when the engine disagrees with a record.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn

from game.engine import GameState, Observation, PlayerAction, RulesError, RuleSet, preset
from game.engine.record import RecordError, finalize, replay_file, write_jsonl

from .driver import Chooser, play

MAX_GAMES = 10_000_000
MAX_SEED = 2 ** 63 - MAX_GAMES   # game i plays seed + i, and the engine takes 64-bit seeds


class UsageError(Exception):
    """A command line the tools cannot run: ``main`` prints it as one line and exits 2."""


class OneLineParser(argparse.ArgumentParser):
    """Errors as one line (no usage block), like the tools' other messages."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (--help lists the options)\n")


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``."""
    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a whole number, not {text[:40]!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low} to {high}, not {text[:40]!r}")
        return value
    return read


def _random_choice(observation: Observation, legal: Sequence[PlayerAction], rng: random.Random) -> PlayerAction:
    return legal[rng.randrange(len(legal))]


def make_agents(spec: str, players: int) -> list[Chooser]:
    """``random`` or a level name for every seat, or a comma list, one per seat."""
    names = spec.split(",")
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise UsageError(f"--agents: give one level or {players} comma-separated levels, not {len(names)}")
    agents: list[Chooser] = []
    for name in names:
        if name == "random":
            agents.append(_random_choice)
            continue
        try:
            from game.ai import make_player
            agents.append(make_player(name).choose)
        except (ImportError, ValueError) as exc:
            raise UsageError(f"--agents: unknown player level {name[:40]!r} ({exc})") from None
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


def build_parser(prog: str = "python -m game.sim") -> argparse.ArgumentParser:
    parser = OneLineParser(prog=prog, description=__doc__,
                           formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("play", help="play whole games headless and print a summary")
    play.add_argument("--rules", default="classic")
    play.add_argument("--players", type=whole_number(2, 6), default=None)
    play.add_argument("--games", type=whole_number(1, MAX_GAMES), default=10)
    play.add_argument("--seed", type=whole_number(-MAX_SEED, MAX_SEED), default=1)
    play.add_argument("--agents", default="random", help="a level for every seat, or one per seat")
    play.add_argument("--record", default=None, help="write hand records (JSON Lines) here")
    play.add_argument("--max-hands", type=whole_number(1, 100_000), default=500,
                      help="stop a game after this many hands (random players can go on forever)")
    replay = sub.add_parser("replay", help="re-run a record file through the engine")
    replay.add_argument("file")
    sub.add_parser("duel", help="duplicate-deal arena (see game.sim.duel)", add_help=False)
    sub.add_parser("match", help="duplicate whole games to the target (see game.sim.match)", add_help=False)
    return parser


def main(argv: list[str] | None = None, prog: str = "python -m game.sim") -> int:
    """Run one subcommand; ``prog`` names the command in help (``forty-fives sim`` there)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "duel":
        from game.sim.duel import main as duel_main
        return duel_main(argv[1:], prog=f"{prog} duel")
    if argv and argv[0] == "match":
        from game.sim.match import main as match_main
        return match_main(argv[1:], prog=f"{prog} match")
    parser = build_parser(prog)
    args = parser.parse_args(argv)
    try:
        return cmd_play(args) if args.command == "play" else cmd_replay(args)
    except UsageError as exc:
        print(f"{parser.prog}: error: {exc}", file=sys.stderr)
        return 2


