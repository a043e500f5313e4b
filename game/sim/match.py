"""Duplicate-game arena: ``forty-fives sim match --a expert --b normal --games 200``.

The duel (``game.sim.duel``) plays single hands from 0-0, which measures points a hand and
nothing of the score: it cannot see a side bidding for the game rather than the points
near the target.  Here whole games are played to the target, each twice: the same first
dealer and the same deck for each hand number, with the two levels swapping sides the second
time, so the luck of the cards is shared as far as the two games run alike.  Every seat's rng
is seeded from (seed, game, hand, seat), never from who sits there, so ``--a X --b X`` wins
exactly half.  Two sides only (partnerships, or two-handed forty-five).

Prints one JSON object: A's share of the games won with its 95% interval over game pairs, the
pairs A won both of / split (or, with an unfinished game, drew) / lost both of, the mean hands
a game, and the unfinished games (a game stopped at ``--max-hands`` counts as half to each).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from game.engine import GameState, RulesError, RuleSet, preset
from game.engine.state import shuffled_deck

from .driver import deals, play
from .duel import WORKERS_RANGE, mean_interval
from .usage import CommandParser, UsageError, add_two_levels, span, whole_number

PlayerFactory = Callable[[], Any]


def _level(level: str) -> Any:
    from game.ai import make_player
    return make_player(level)


def game_decks(seed: int, game: int) -> tuple[int, Callable[[int], list[int]]]:
    """The first dealer's draw and each hand's deck of one duplicate game: both depend only on
    (seed, game, hand), so both orientations and any split of the games see the same cards."""
    first = random.Random(f"match:{seed}:{game}").randrange(1 << 30)
    return first, lambda hand: shuffled_deck(random.Random(f"match:{seed}:{game}:{hand}"))


def play_game(rules: RuleSet, seed: int, game: int, players: Sequence[Any], max_hands: int) -> tuple[int, int]:
    """One game to the target: the winning side (-1 if stopped at ``max_hands``) and the hands played."""
    first, deck_for = game_decks(seed, game)
    state = play(GameState(rules, seed=0), [p.choose for p in players],
                 lambda st, seat: random.Random(f"match-seat:{seed}:{game}:{st.hand_number}:{seat}"),
                 stop_at_hand=max_hands, chance=deals(first % rules.players, deck_for))
    return (state.winner_side if state.is_terminal else -1), state.hand_number


def play_games(make_a: PlayerFactory, make_b: PlayerFactory, rules: RuleSet, seed: int,
               games: Sequence[int], max_hands: int) -> list[tuple[float, int, int]]:
    """Each game played twice (A on side 0, then on side 1): A's wins in the pair (0, 0.5 ..
    2), the hands the pair took and how many of its two games stopped unfinished."""
    out = []
    for game in games:
        wins, hands, unfinished = 0.0, 0, 0
        for a_side in (0, 1):
            players = [make_a() if rules.side_of(s) == a_side else make_b() for s in range(rules.players)]
            winner, played = play_game(rules, seed, game, players, max_hands)
            wins += 0.5 if winner < 0 else float(winner == a_side)
            hands += played
            unfinished += winner < 0
        out.append((wins, hands, unfinished))
    return out


def run_match(make_a: PlayerFactory, make_b: PlayerFactory, games: int, seed: int, rules: RuleSet,
              workers: int = 1, max_hands: int = 200) -> dict[str, Any]:
    """``games`` duplicate game pairs, A against B; ``workers`` processes share the games (the
    figures do not depend on how many).  The factories must pickle (module-level callables or
    ``functools.partial`` of them) when ``workers`` > 1."""
    if rules.side_count != 2:
        raise RulesError(f"a match needs two sides; {rules.name} with {rules.players} players has "
                         f"{rules.side_count}")
    if games < 1:
        raise ValueError("a match needs at least one game")
    workers = max(1, min(workers, games))
    chunks = [list(range(games))[i::workers] for i in range(workers)]
    job = partial(play_games, make_a, make_b, rules, seed, max_hands=max_hands)
    if workers == 1:
        parts = [job(chunks[0])]
    else:
        from multiprocessing import Pool
        with Pool(workers) as pool:
            parts = pool.map(job, chunks)
    by_game: dict[int, tuple[float, int, int]] = {}
    for chunk, part in zip(chunks, parts, strict=True):
        by_game.update(zip(chunk, part, strict=True))
    pairs = [by_game[g] for g in range(games)]
    shares = [wins / 2 for wins, _, _ in pairs]
    mean, low, high = mean_interval(shares)
    return {"pairs": games, "games_played": 2 * games, "seed": seed, "rules": rules.name,
            "players": rules.players, "a_win_share": round(mean, 4), "ci95": [round(low, 4), round(high, 4)],
            "pairs_won_both": shares.count(1.0), "pairs_split": shares.count(0.5),
            "pairs_lost_both": shares.count(0.0), "unfinished": sum(u for _, _, u in pairs),
            "hands_a_game": round(sum(h for _, h, _ in pairs) / (2 * games), 2),
            "per_pair": shares}


DESCRIPTION = "Duplicate whole games between two computer levels: one JSON object of results."
GAMES_RANGE = (1, 1_000_000)
MAX_HANDS_RANGE = (1, 100_000)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The match's options (``forty-fives sim match``)."""
    add_two_levels(parser, "cards")
    parser.add_argument("--games", type=whole_number(*GAMES_RANGE), default=200,
                        help=f"game pairs, each game played twice, {span(*GAMES_RANGE)} (default 200)")
    parser.add_argument("--workers", type=whole_number(*WORKERS_RANGE), default=1,
                        help=f"processes sharing the games, {span(*WORKERS_RANGE)} (default 1)")
    parser.add_argument("--max-hands", type=whole_number(*MAX_HANDS_RANGE), default=200,
                        help=f"stop a game after this many hands, {span(*MAX_HANDS_RANGE)} (default 200)")


def run(args: argparse.Namespace) -> int:
    """Play the match and print one JSON object; a ``UsageError`` for what cannot be run."""
    try:
        rules = preset(args.rules, args.players)
    except RulesError as exc:   # --rules is one of the presets: the table size is what does not fit
        raise UsageError(f"argument --players: {exc}") from None
    try:
        summary = run_match(partial(_level, args.a), partial(_level, args.b), args.games, args.seed, rules,
                            args.workers, args.max_hands)
    except ValueError as exc:   # a table the match cannot seat (two sides only)
        raise UsageError(f"--rules {args.rules}: {exc}") from None
    summary.pop("per_pair")
    print(json.dumps({"a": args.a, "b": args.b, **summary}))
    return 0


def main(argv: list[str] | None = None, prog: str = "python -m game.sim.match") -> int:
    """``python -m game.sim.match``: the match on its own (``forty-fives sim match`` is built by game.cli)."""
    parser = CommandParser(prog=prog, description=DESCRIPTION)
    add_arguments(parser)
    try:
        return run(parser.parse_args(sys.argv[1:] if argv is None else argv))
    except SystemExit as stop:   # --help, or a bad argument already said in one line
        return stop.code if isinstance(stop.code, int) else 2
    except UsageError as exc:
        print(f"{prog}: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
