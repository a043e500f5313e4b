"""The duplicate-game arena: whole games to the target, each played twice with sides swapped.

Issue 11 asks for "score pressure near the target", which a duel of single hands from 0-0
cannot see; the match measures games won.
"""

from __future__ import annotations

import json
from functools import partial

import pytest

from game.engine import RulesError, preset
from game.sim import cli
from game.sim.match import _level, game_decks, play_game, play_games, run_match


def test_a_level_against_itself_wins_exactly_half() -> None:
    """Seats draw their rng from (seed, game, hand, seat), never from who sits there, and each
    game is played from both sides: the two games of a pair are the same game mirrored."""
    summary = run_match(partial(_level, "normal"), partial(_level, "normal"), 6, 4, preset("classic"))
    assert summary["a_win_share"] == 0.5 and summary["pairs_split"] == 6
    assert summary["ci95"] == [0.5, 0.5]


def test_the_stronger_level_wins_more_games_and_a_run_replays() -> None:
    first = run_match(partial(_level, "normal"), partial(_level, "random"), 8, 2, preset("classic"))
    again = run_match(partial(_level, "normal"), partial(_level, "random"), 8, 2, preset("classic"))
    assert first == again
    assert first["a_win_share"] > 0.75
    assert first["pairs_won_both"] + first["pairs_split"] + first["pairs_lost_both"] == 8
    assert first["unfinished"] == 0
    assert 5 < first["hands_a_game"] < 60


def test_each_game_depends_only_on_its_number() -> None:
    """So any split of the games between workers gives the same figures."""
    rules = preset("classic")
    whole = play_games(partial(_level, "normal"), partial(_level, "easy"), rules, 9, [0, 1, 2], 200)
    split = (play_games(partial(_level, "normal"), partial(_level, "easy"), rules, 9, [0], 200)
             + play_games(partial(_level, "normal"), partial(_level, "easy"), rules, 9, [1, 2], 200))
    assert whole == split
    first, deck_for = game_decks(9, 1)
    assert (first, deck_for(3)) == (game_decks(9, 1)[0], game_decks(9, 1)[1](3))
    assert deck_for(3) != deck_for(4)


def test_a_game_reaches_the_target_or_stops_at_the_cap() -> None:
    """docs/RULES.md 8: "first side to 120" -- a finished game has a winner; a capped one has none."""
    rules = preset("classic")
    players = [_level("normal") for _ in range(4)]
    winner, hands = play_game(rules, 1, 0, players, 200)
    assert winner in (0, 1) and hands >= 4   # 120 points takes at least four hands
    assert play_game(rules, 1, 0, players, 2) == (-1, 2)


def test_a_table_without_two_sides_is_refused() -> None:
    with pytest.raises(RulesError, match="two sides.*cutthroat"):
        run_match(partial(_level, "normal"), partial(_level, "normal"), 2, 1, preset("cutthroat"))


def test_the_command_line_prints_one_json_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["match", "--a", "normal", "--b", "random", "--games", "2", "--seed", "5"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["a"], out["b"], out["pairs"], out["games_played"], out["rules"]) == (
        "normal",
        "random",
        2,
        4,
        "classic",
    )
    assert "per_pair" not in out


@pytest.mark.parametrize(
    "argv,message",
    [
        (["--a", "wizard"], "unknown level 'wizard'"),
        (["--rules", "cutthroat"], "two sides"),
        (["--rules", "nowhere"], "nowhere"),
    ],
)
def test_bad_arguments_are_said_not_raised(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["match", "--games", "1", *argv]) == 2
    assert message in capsys.readouterr().err
