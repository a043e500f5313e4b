"""``python -m game.sim``: play games headless, replay hand records, duel two levels.

    python -m game.sim play --rules classic --players 4 --games 10 --seed 1 --agents random --record out.jsonl
    python -m game.sim replay out.jsonl
    python -m game.sim duel --a normal --b random --deals 2000 --seed 1 --rules classic
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Callable, Optional, Sequence

from game.engine import CHANCE, GameState, Observation, RulesError, preset
from game.engine.record import RecordError, finalize, replay_file, write_jsonl

Chooser = Callable[[Observation, Sequence[int], random.Random], int]


def _random_choice(observation: Observation, legal: Sequence[int], rng: random.Random) -> int:
    return legal[rng.randrange(len(legal))]


def make_agents(spec: str, players: int) -> list[Chooser]:
    """``random`` or a level name for every seat, or a comma list, one per seat."""
    names = spec.split(",")
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise SystemExit(f"--agents: give one level or {players} comma-separated levels, not {len(names)}")
    agents: list[Chooser] = []
    for name in names:
        if name == "random":
            agents.append(_random_choice)
            continue
        try:
            from game.ai import make_player
            agents.append(make_player(name).choose)
        except (ImportError, ValueError) as exc:
            raise SystemExit(f"--agents: unknown player level {name!r} ({exc})") from None
    return agents


def play_game(rules, seed: int, agents: list[Chooser], max_hands: int) -> GameState:
    """One game with the given agents; each seat gets its own rng derived from the seed."""
    state = GameState(rules, seed=seed)
    seat_rngs = [random.Random(seed * 1009 + seat) for seat in range(rules.players)]
    while not state.is_terminal and state.hand_number < max_hands:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance())
            continue
        seat = state.current_player
        observation = state.observation(seat)
        state.apply(agents[seat](observation, observation.legal_actions, seat_rngs[seat]))
    return state


def cmd_play(args: argparse.Namespace) -> int:
    try:
        rules = preset(args.rules, args.players)
    except RulesError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    agents = make_agents(args.agents, rules.players)
    if args.record:
        Path(args.record).write_text("", encoding="utf-8")
    started = time.perf_counter()
    wins = [0] * rules.side_count
    hands, unfinished, made, set_ = 0, 0, 0, 0
    for game in range(args.games):
        state = play_game(rules, args.seed + game, agents, args.max_hands)
        records = finalize(state)
        hands += len(records)
        made += sum(1 for r in records if r.get("made") is True)
        set_ += sum(1 for r in records if r.get("made") is False)
        if state.is_terminal:
            wins[state.winner_side] += 1
        else:
            unfinished += 1
        if args.record:
            write_jsonl(records, args.record)
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
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for problem in problems:
        print(problem)
    print(json.dumps({"file": str(args.file), "hands": hands, "divergences": len(problems)}))
    return 1 if problems else 0


def build_parser(prog: str = "python -m game.sim") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=prog, description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("play", help="play whole games headless and print a summary")
    play.add_argument("--rules", default="classic")
    play.add_argument("--players", type=int, default=None)
    play.add_argument("--games", type=int, default=10)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--agents", default="random", help="a level for every seat, or one per seat")
    play.add_argument("--record", default=None, help="write hand records (JSON Lines) here")
    play.add_argument("--max-hands", type=int, default=500,
                      help="stop a game after this many hands (random players can go on forever)")
    replay = sub.add_parser("replay", help="re-run a record file through the engine")
    replay.add_argument("file")
    sub.add_parser("duel", help="duplicate-deal arena (see game.sim.duel)", add_help=False)
    return parser


def main(argv: Optional[list[str]] = None, prog: str = "python -m game.sim") -> int:
    """Run one subcommand; ``prog`` names the command in help (``forty-fives sim`` there)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "duel":
        from game.sim.duel import main as duel_main
        return duel_main(argv[1:], prog=f"{prog} duel")
    args = build_parser(prog).parse_args(argv)
    if args.command == "play":
        return cmd_play(args)
    return cmd_replay(args)


