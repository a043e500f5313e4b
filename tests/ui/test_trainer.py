"""The ranking trainer, headless: right and wrong answers by mouse and keys, the clock, the
miss penalty, and the best time kept in progress.json."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.engine.tricks import winner_index
from game.levels import TrickQuestion, make_question
from game.profile.profile import PROGRESS_FILE
from game.ui.core.intents import IntentKind
from game.ui.scenes.trainer import MISS_PENALTY, ROUND_LENGTH, TrainerScene, challenge_name
from game.ui.table.trick_board import TrickBoard
from tests.ui.harness import PracticeHarness, button


@pytest.fixture(autouse=True)
def _pygame():
    yield
    pygame.quit()


def open_trainer(tmp_path, *extra: str) -> tuple[PracticeHarness, TrainerScene]:
    h = PracticeHarness(tmp_path, "--seed", "5", *extra)
    h.click(button(h.top.menu, "trainer").rect)
    assert isinstance(h.top, TrainerScene)
    return h, h.top


def board_of(scene: TrainerScene) -> TrickBoard:
    """The trick on the board (there is one once a question is open)."""
    assert scene.board is not None, "a question is open"
    return scene.board


def question_of(scene: TrainerScene) -> TrickQuestion:
    assert scene.question is not None, "a question is open"
    return scene.question


def choose_trump(h: PracticeHarness, scene: TrainerScene, trump) -> None:
    h.click(button(scene.menu, ("start", trump)).rect)
    assert scene.mode == "question" and board_of(scene) is not None


def test_questions_are_real_tricks_with_the_engine_winner() -> None:
    import random
    rng = random.Random(3)
    for _ in range(50):
        q = make_question(rng, 2)
        assert q.trump == 2 and len(q.cards) == 4
        assert q.answer == winner_index([int(c) for c in q.cards], 2)


def test_clicking_the_winner_scores_and_a_wrong_card_does_not(tmp_path) -> None:
    h, scene = open_trainer(tmp_path)
    choose_trump(h, scene, 1)
    assert question_of(scene).trump == 1, "the chosen trump is used"
    board = board_of(scene)
    h.click(board.rects[board.winner])
    assert scene.mode == "answered" and scene.right == 1 and scene.results == [True]
    h.run_until(lambda: scene.mode == "question", 400)  # a right answer moves on by itself
    assert scene.number == 1
    board = board_of(scene)
    wrong = (board.winner + 1) % len(board.cards)
    h.click(board.rects[wrong])
    assert scene.right == 1 and scene.results == [True, False] and scene.misses == 1
    assert question_of(scene).explanation, "there is always a reason to read"
    h.frames(60)
    assert scene.mode == "answered", "a wrong answer waits until the player has read why"
    h.send(IntentKind.CONFIRM)
    assert scene.mode == "question" and scene.number == 2


def test_arrows_and_enter_pick_the_focused_card(tmp_path) -> None:
    h, scene = open_trainer(tmp_path)
    h.send(IntentKind.CONFIRM)  # the focus starts on the default (gold) choice, Random (issue 25: one look each)
    assert scene.mode == "question" and scene.trump is None
    target = board_of(scene).winner
    for _ in range(target):
        h.send(IntentKind.MOVE, dx=1)
    assert board_of(scene).focus == target
    h.send(IntentKind.CONFIRM)
    assert scene.right == 1


def test_clock_runs_only_while_a_question_is_open(tmp_path) -> None:
    h, scene = open_trainer(tmp_path)
    choose_trump(h, scene, None)
    h.frames(30)
    open_time = scene.elapsed
    assert open_time > 0
    h.click(board_of(scene).rects[(board_of(scene).winner + 1) % 4])
    h.frames(30)
    assert scene.elapsed == pytest.approx(open_time, abs=0.05)


def play_round(h: PracticeHarness, scene: TrainerScene, misses: int, frames_per_question: int = 2) -> None:
    """Answer a whole round: the first ``misses`` wrong, the rest right."""
    for n in range(ROUND_LENGTH):
        assert scene.mode == "question"
        h.frames(frames_per_question)
        board = board_of(scene)
        pick = (board.winner + 1) % len(board.cards) if n < misses else board.winner
        h.click(board.rects[pick])
        h.send(IntentKind.CONFIRM)
    assert scene.mode == "results"


def test_a_round_ends_with_score_time_and_a_saved_best(tmp_path) -> None:
    h, scene = open_trainer(tmp_path)
    choose_trump(h, scene, 3)
    play_round(h, scene, misses=2)
    assert scene.right == ROUND_LENGTH - 2
    assert scene.total == pytest.approx(scene.elapsed + 2 * MISS_PENALTY)
    assert scene.new_best
    saved = json.loads((tmp_path / PROGRESS_FILE).read_text(encoding="utf-8"))
    assert saved["trainer_best"][challenge_name(3)] == pytest.approx(scene.total, abs=0.01)

    # A slower round does not replace the best; "Play again" keeps the same trump.
    h.click(button(scene.menu, ("start", 3)).rect)
    play_round(h, scene, misses=5, frames_per_question=10)
    assert not scene.new_best
    best = h.app.profile.progress.trainer_best[challenge_name(3)]
    assert best < scene.total
    saved = json.loads((tmp_path / PROGRESS_FILE).read_text(encoding="utf-8"))
    assert saved["trainer_best"][challenge_name(3)] == pytest.approx(best)


def test_best_times_are_kept_per_trump(tmp_path) -> None:
    h, scene = open_trainer(tmp_path)
    choose_trump(h, scene, 0)
    play_round(h, scene, misses=0)
    best = h.app.profile.progress.trainer_best
    assert challenge_name(0) in best and challenge_name(1) not in best and challenge_name(None) not in best


def test_stop_and_back_leave_the_round_and_the_trainer(tmp_path) -> None:
    h, scene = open_trainer(tmp_path)
    choose_trump(h, scene, 2)
    h.send(IntentKind.BACK)
    assert scene.mode == "choose", "Esc during a round goes back to choosing trump"
    h.send(IntentKind.BACK)
    assert h.top.name == "title"
    assert not (tmp_path / PROGRESS_FILE).exists(), "an abandoned round saves nothing"
