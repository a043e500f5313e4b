"""Issue 25: no game is lost by starting another, and every side is named as players read it.

"Games in progress are never lost: each kind of game (quick, practice, ladder table) keeps its
own saved game, or starting another one asks first."
"Every side is named as players read it ("Mary and Colleen win the game"; "You and Angus"), and
hand counts agree everywhere."
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.engine import preset
from game.ui.core.intents import IntentKind
from game.ui.scenes.game_over import tell_the_game
from game.ui.scenes.host import ContinueGame, GoToTitle, StartGame, StartLadderTable
from game.ui.table import panels
from game.ui.table.session import GameSession, quick_seats
from tests.ui.harness import AppHarness


@pytest.fixture(autouse=True)
def _pygame():
    yield
    pygame.quit()


def play_some(h: AppHarness, moves: int = 6) -> list[str]:
    assert h.run_until(lambda: hasattr(h.top, "ctx") and len(h.top.ctx.session.state.history) > moves, 3000)
    return [str(a) for a in h.top.ctx.session.to_save()["history"]]


def test_starting_practice_keeps_the_quick_game(tmp_path: Path) -> None:
    """Issue 25, 2: "the title offered 'Continue game', Practice was chosen, and on the next start
    'Welcome back' resumed the practice game; the quick game was gone"."""
    h = AppHarness(tmp_path, "--seed", "5", "--speed", "8", "--autoplay", "0.05")
    quick = play_some(h)
    h.navigate(GoToTitle())       # leaving the table saves it, however it is left
    h.app.quit()
    saved = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))["history"]
    assert saved[:len(quick)] == quick
    pygame.quit()
    h = AppHarness(tmp_path, "--title", "--speed", "8", "--autoplay", "0.05")
    h.navigate(StartGame("practice"))
    assert h.top.ctx.practice
    play_some(h)
    h.app.quit()
    assert (tmp_path / "autosave-practice.json").exists()
    assert json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))["history"] == saved, \
        "the quick game is still there, untouched"
    pygame.quit()
    h = AppHarness(tmp_path, "--title")
    h.navigate(ContinueGame("quick"))
    assert not h.top.ctx.practice and [str(a) for a in h.top.ctx.session.to_save()["history"]] == saved


def test_a_new_quick_game_asks_before_ending_the_one_in_progress(tmp_path: Path) -> None:
    h = AppHarness(tmp_path, "--seed", "5", "--speed", "8", "--autoplay", "0.05")
    play_some(h)
    h.app.quit()
    pygame.quit()
    h = AppHarness(tmp_path, "--title")
    h.navigate(StartGame("quick"))
    assert h.top.name == "question" and "game in progress" in h.top.title.lower()
    h.send(IntentKind.BACK)          # Esc: keep the old game
    h.frames(2)
    assert (tmp_path / "autosave.json").exists()
    h.navigate(StartGame("quick"))
    h.send(IntentKind.CONFIRM)       # Enter: the first choice, continue that game
    h.frames(2)
    assert h.top.ctx.session.state.history, "the game in progress, sat back down at"


def test_another_ladder_table_asks_first(tmp_path: Path) -> None:
    h = AppHarness(tmp_path, "--title", "--speed", "8", "--autoplay", "0.05")
    h.navigate(StartLadderTable(0))
    play_some(h, 2)
    h.app.autosave(h.top.ctx)
    h.navigate(StartLadderTable(1))
    assert h.top.name == "question"
    assert (tmp_path / "autosave-ladder.json").exists()


def finished(players: int, seed: int) -> GameSession:
    session = GameSession(preset("classic", players), seed, quick_seats(players))
    while not session.is_over:
        if session.needs_deal():
            session.deal_next()
        elif session.human_to_act():
            assert session.human_action(session.state.legal_actions()[0]) is None
        else:
            assert session.computer_step()
    return session


@pytest.mark.parametrize("players", [4, 6])
def test_sides_are_named_by_their_players(players: int) -> None:
    session = GameSession(preset("classic", players), 1, quick_seats(players))
    us, them = panels.side_players(session, 0), panels.side_players(session, 1)
    if players == 4:
        assert us == "You and Angus" and them == "Mary and Colleen"
    else:
        assert us == "You, Angus and Seamus" and them == "Mary, Colleen and Bridget"


def test_the_game_over_headline_names_the_winners_and_the_hands_agree(tmp_path: Path) -> None:
    """Issue 25, 3: "Game over says 'Them win the game'; the score panel says 'Hand 12' while the
    subtitle says '11 hands'"."""
    for seed in range(1, 40):
        session = finished(4, seed)
        if session.snapshot.winner_side == 1:
            break
    story = tell_the_game(session)
    from game.ui.scenes.host import SitDown
    from game.ui.table.table_context import TableMode
    h = AppHarness(tmp_path, "--title")
    h.navigate(SitDown(session, TableMode()))
    ctx = h.top.ctx
    ctx.scores.scored_hands = session.snapshot.records_count
    from game.ui.scenes.host import ShowTable
    h.navigate(ShowTable.now(ctx), 3)
    assert h.top.name == "game-over"
    assert h.top.headline() == "Mary and Colleen win the game"
    shown_hand = h.top._static_key(h.top.view.size)[1][2] + 1
    assert shown_hand == story.dealt, "the score panel's Hand N is the subtitle's N hands"
