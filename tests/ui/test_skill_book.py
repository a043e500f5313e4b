"""A table's accuracy figures as they come in (``game.ui.table.skill_book``): each hand's, the
game's, the costliest decision, and the board's words for each state."""

from __future__ import annotations

from concurrent.futures import Future

from game.ai.accuracy_figures import RatedDecision, SeatAccuracy
from game.ai.expert.hints import ChoiceReview
from game.engine import actions as A
from game.ui.table.skill_book import AccuracyBook, HandFigures, figure_text, hand_words


def decision(seat: int, turn: int, loss: float) -> RatedDecision:
    review = ChoiceReview(A.bid(20), A.PASS, 0.0, loss, loss, loss >= 1.0, 60)
    return RatedDecision(seat, turn, "auction", review)


def done(result: dict[int, SeatAccuracy]) -> Future[dict[int, SeatAccuracy]]:
    future: Future[dict[int, SeatAccuracy]] = Future()
    future.set_result(result)
    return future


def test_a_hand_is_pending_until_its_figures_come_in_once() -> None:
    book = AccuracyBook()
    future: Future[dict[int, SeatAccuracy]] = Future()
    book.add(HandFigures(0, (0,), future))
    assert book.pending and book.poll() == [] and book.game() is None
    future.set_result({0: SeatAccuracy(0, (decision(0, 1, 0.0),))})
    came = book.poll()
    assert [f.hand for f in came] == [0] and not book.pending
    assert book.poll() == [], "a figure comes in once"
    game = book.game()
    assert game is not None and game[0].accuracy == 100.0


def test_the_games_accuracy_is_over_every_decision_not_the_mean_of_hands() -> None:
    """docs/accuracy.md: "A hand's accuracy (or a game's, over all its decisions)"."""
    book = AccuracyBook()
    book.add(HandFigures(0, (0,), done({0: SeatAccuracy(0, (decision(0, 1, 1.0),))})))
    book.add(HandFigures(1, (0,), done({0: SeatAccuracy(0, (decision(0, 1, 0.0),) * 3)})))
    book.poll()
    game = book.game()
    assert game is not None
    assert game[0].accuracy == 100 / (1 + 0.25)      # four decisions, a point lost: 80, not (50 + 100) / 2


def test_a_failed_analysis_shows_no_figure_and_leaves_the_game_to_the_others() -> None:
    book = AccuracyBook()
    failed: Future[dict[int, SeatAccuracy]] = Future()
    failed.set_exception(RuntimeError("the worker died"))
    book.add(HandFigures(0, (0,), failed))
    book.add(HandFigures(1, (0,), done({0: SeatAccuracy(0, (decision(0, 2, 0.5),))})))
    book.poll()
    assert book.hand(0) is not None and book.hand(0).failed   # type: ignore[union-attr]
    said = hand_words(book, 0, {0: "You"})
    assert said is not None and "could not be worked out" in said[0]
    game = book.game()
    assert game is not None and round(game[0].accuracy or 0) == 67


def test_the_worst_moment_is_the_costliest_decision_of_the_seat() -> None:
    book = AccuracyBook()
    book.add(HandFigures(0, (0, 2), done({0: SeatAccuracy(0, (decision(0, 1, 1.5),)),
                                          2: SeatAccuracy(2, (decision(2, 2, 9.0),))})))
    book.add(HandFigures(1, (0, 2), done({0: SeatAccuracy(0, (decision(0, 4, 3.0), decision(0, 6, 0.2)))})))
    book.poll()
    worst = book.worst(0)
    assert worst is not None and worst[0] == 1 and worst[1].turn == 4
    assert book.worst(1) is None


def test_the_boards_words_in_each_state() -> None:
    book = AccuracyBook()
    assert hand_words(book, 0, {0: "You"}) is None, "a hand not weighed (the setting off) has no line"
    future: Future[dict[int, SeatAccuracy]] = Future()
    book.add(HandFigures(0, (0,), future))
    assert hand_words(book, 0, {0: "You"}) == ("Your accuracy this hand is being worked out", "")
    future.set_result({0: SeatAccuracy(0, (decision(0, 1, 0.0), decision(0, 3, 3.0)))})
    book.poll()
    line, note = hand_words(book, 0, {0: "You"}, lambda d: f"turn {d.turn} cost {d.loss:g}") or ("", "")
    assert line == "Your accuracy this hand: 40" and note == "turn 3 cost 3"
    line, note = hand_words(book, 0, {0: "You"}) or ("", "")
    assert note == "", "where the practice review lists the costly choices the line stands alone"


def test_two_at_one_tv_each_get_their_own_figure() -> None:
    """Issue 42: "Two at one TV: each person rated on their own decisions"."""
    book = AccuracyBook()
    book.add(HandFigures(0, (0, 2), done({0: SeatAccuracy(0, (decision(0, 1, 0.0),)),
                                          2: SeatAccuracy(2, (decision(2, 2, 1.0),))})))
    book.poll()
    line, note = hand_words(book, 0, {0: "Ann", 2: "Bob"}, lambda d: f"seat {d.seat}") or ("", "")
    assert line == "Accuracy this hand: Ann 100  ·  Bob 50"
    assert note == "Bob: seat 2"


def test_figures_read_as_whole_numbers() -> None:
    assert figure_text(None) == "—" and figure_text(83.6) == "84" and figure_text(100.0) == "100"


def test_a_challenges_book_numbers_its_hands_on_across_its_tables() -> None:
    book = AccuracyBook(offset=5)
    assert book.key(0) == 5


def test_the_levels_accuracy_is_the_calibration_runs() -> None:
    """README: "So 'you played like the expert today' means about 79": the figures the game
    compares a person with are those the benchmark measured."""
    import json
    from pathlib import Path

    from game.ai.accuracy_figures import LEVEL_ACCURACY, like_level
    measured = json.loads((Path(__file__).parents[2] / "benchmarks/results/accuracy.json").read_text())["levels"]
    assert {level: round(figures["mean"], 2) for level, figures in measured.items()} == LEVEL_ACCURACY
    assert like_level(100.0) == "master" and like_level(79.0) == "expert"
    assert like_level(62.0) == "normal" and like_level(58.0) == "easy"
    assert like_level(10.0) == "random"
