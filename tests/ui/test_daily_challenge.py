"""The daily challenge at the table: each hand dealt exactly as the field's, eight tables in a row,
the result counted once, a second play practice, and the costliest moment opened again."""

from __future__ import annotations

import datetime
import random
import time
from typing import Any

import pytest

from game.ai import make_player
from game.sim.challenge import HANDS, Challenge, HandResult, play_hand, seat_rng
from game.ui.scenes.host import OpenDailyResult, ReviewMoment, StartDaily
from game.ui.table import daily_run
from game.ui.table.daily_run import ChallengeSession, DailyRun

DAY = datetime.date(2026, 12, 1)
PAST = datetime.date(2026, 11, 20)   # a day before this was written: playable on any later day


def test_a_challenge_table_plays_exactly_as_the_fields_game_in_that_seat() -> None:
    """Issue 42: "the same deals played in the person's seat by each computer level (... with the
    same partner and opponents)": the person's table, with the expert's choices in seat 0, must
    score what the field's expert scored on those cards."""
    challenge = Challenge.for_date(DAY, "classic")
    hand = 1
    session = ChallengeSession(challenge, hand)
    session.deal_next()
    me, my_rng = make_player("expert"), seat_rng(challenge, hand, 0)
    while not session.hand_over:
        if session.human_to_act():
            observation = session.observe()
            assert session.human_action(me.choose(observation, observation.legal_actions, my_rng)) is None
        else:
            assert session.computer_step()
    record = session.snapshot.records[0]
    assert tuple(int(card) for card in record.deck) == tuple(challenge.deals[hand].deal)
    assert record.dealer == challenge.deals[hand].dealer
    field = play_hand(challenge, hand, "expert")
    run = DailyRun(challenge, counted=True)
    run.points.extend([0] * hand)
    run.records.extend([record] * hand)
    run.finish_hand(record)
    assert run.points[hand] == field.points and record.bid == field.bid


def play_the_next_hand(run: DailyRun) -> Any:
    """The run's next hand played through (the person taking the first legal choice each time)."""
    session = run.session()
    session.deal_next()
    while not session.hand_over:
        if session.human_to_act():
            session.human_action(session.observe().legal_actions[0])
        else:
            assert session.computer_step()
    record = session.snapshot.records[0]
    run.finish_hand(record)
    return record


def cheap_field(day: str, preset: str, players: int, hand: int, level: str) -> HandResult:
    """A stand-in field (the real one is tested above and in tests/sim): each level scores 5."""
    return HandResult(hand, level, 5, 1, 20, "H", True)


def wait_for(h: Any, ready: Any, seconds: float = 60.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        h.frames(1)
        if ready():
            return True
        time.sleep(0.01)
    return False


@pytest.fixture
def quick_field(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(daily_run, "field_hand", cheap_field)


def test_a_daily_challenge_plays_eight_hands_counts_once_then_is_practice(app_harness, quick_field) -> None:
    h = app_harness("--title", "--autoplay", "0.05", "--speed", "10")
    code = Challenge.for_date(PAST, "classic").code
    h.navigate(StartDaily(code))
    assert h.ctx.mode.daily is not None and not h.ctx.practice, "the first play counts: no hints, no undo"
    assert "hand 1 of 8" in (h.ctx.mode.goal_note or "")
    sessions = []

    def at_result() -> bool:
        session = getattr(getattr(h.top, "ctx", None), "session", None)
        if session is not None:
            sessions.append(session)
            session.await_decision(30.0)   # the experts think on threads: as a real frame's time would let them
        return bool(h.top.name == "daily-result")
    assert h.run_until(at_result, 40000)
    run = h.top.run
    tables = {id(s) for s in sessions if isinstance(s, ChallengeSession)}
    assert run.hand == HANDS and len(tables) == HANDS, "eight hands, each at a table of its own"
    assert wait_for(h, lambda: h.top.rating is not None), "the result went into the rating"
    skill = h.app.profile.skill
    assert code in skill.challenges and skill.challenges[code].matchpoints == run.matchpoints()
    assert skill.rating.results == len(skill.challenges[code].versus)
    assert (h.app.profile.folder / "skill.jsonl").exists()
    # the costliest moment opens at the table, at that decision, as practice
    worst = run.book.worst(0)
    if worst is not None:
        h.app.navigate(ReviewMoment(run, worst[0], worst[1].turn))
        h.app.navigator.settle()   # (no frame: autoplay would make the move at once)
        assert h.ctx.practice and h.ctx.mode.daily_review is run
        assert len(h.ctx.session.moves) == 2 + worst[1].turn, "dealer, deal, then the hand up to the decision"
        h.navigate(OpenDailyResult(run))   # and back: the result as it was, its rating's change too
        assert h.top.name == "daily-result" and h.top.summary_figures()[3][1].startswith("rating (")
    # the same code again: practice, nothing recorded
    rating = skill.rating.rating
    h.navigate(StartDaily(code))
    assert h.ctx.practice and h.ctx.mode.daily is not None and not h.ctx.mode.daily.counted
    assert skill.rating.rating == rating


def test_a_bad_or_future_code_is_refused_with_the_reason(app_harness) -> None:
    h = app_harness("--title")
    h.navigate(StartDaily("CL4-20261201-Q"))
    assert h.top.name == "message" and "mistyped" in h.top.text
    future = Challenge.for_date(datetime.date.today() + datetime.timedelta(days=3), "classic").code
    h.navigate(StartDaily(future))
    assert h.top.name == "message" and "not come" in h.top.text


def test_the_rng_of_every_seat_is_the_challenges(monkeypatch: pytest.MonkeyPatch) -> None:
    challenge = Challenge.for_date(DAY, "classic")
    session = ChallengeSession(challenge, 3)
    for seat, rng in enumerate(session.seat_rngs):
        assert rng.random() == seat_rng(challenge, 3, seat).random()
    assert isinstance(session.seat_rngs[0], random.Random)


def test_a_challenge_left_halfway_goes_on_where_it_stopped(app_harness, quick_field) -> None:
    """Closing the game mid-challenge must neither lose the hands played nor deal them again to a
    person who has seen their cards: the run goes on from the next hand, and still counts."""
    h = app_harness("--title", "--autoplay", "0.05", "--speed", "10")
    code = Challenge.for_date(PAST, "classic").code
    h.navigate(StartDaily(code))

    def hands_done(count: int) -> bool:
        session = getattr(getattr(h.top, "ctx", None), "session", None)
        if session is not None:
            session.await_decision(30.0)
        daily = getattr(getattr(h.top, "ctx", None), "mode", None)
        return daily is not None and daily.daily is not None and daily.daily.hand >= count
    assert h.run_until(lambda: hands_done(3), 20000)
    assert h.run_until(lambda: h.top.name == "trick" and len(h.ctx.session.moves) > 12, 20000), "into hand 4's play"
    played = list(h.ctx.mode.daily.points)
    moves = h.ctx.session.moves
    h.app.quit()                       # as closing the window does: the hand in play is kept too
    again = app_harness("--title")
    left = again.app.profile.skill.in_progress[code]
    assert len(left.hands) == 3 and len(left.current) == len(moves) - 2
    again.navigate(StartDaily(code))
    run = again.ctx.mode.daily
    assert run.counted and run.hand == 3 and run.points == played
    assert again.ctx.session.moves == moves, "the hand goes on where it was left: never dealt afresh"
    assert "hand 4 of 8" in (again.ctx.mode.goal_note or "")


def test_the_reviewed_moment_leads_back_to_the_result(app_harness, quick_field) -> None:
    """A moment opened from the result is a detour: the pause menu and the hand's board both
    lead back to the result it came from."""
    from game.ui.scenes.host import OpenPause
    from game.ui.table.daily_tables import begin_daily
    h = app_harness("--title")
    run = begin_daily(Challenge.for_date(PAST, "classic").code, h.app.profile, None)
    assert isinstance(run, DailyRun)
    play_the_next_hand(run)
    h.navigate(ReviewMoment(run, 0, 3))
    h.navigate(OpenPause(h.ctx))
    labels = [b.label for b in h.top.menu.buttons]
    assert "Back to the result" in labels
    h.top._press("result")
    h.frames(2)
    assert h.top.name == "daily-result" and h.top.run is run


def test_the_reviewed_decision_starts_on_the_better_choice() -> None:
    """A newcomer who presses Enter at once at the reviewed moment must try the analyst's better
    choice, not repeat the mistake; later decisions start as usual."""
    from concurrent.futures import Future

    from game.ai.accuracy_figures import RatedDecision, SeatAccuracy
    from game.ai.expert.hints import ChoiceReview
    from game.ui.table.daily_tables import review_table
    from game.ui.table.skill_book import HandFigures
    run = DailyRun(Challenge.for_date(PAST, "classic"), counted=True)
    record = play_the_next_hand(run)
    turn = next(i for i, (seat, _) in enumerate(record.actions) if seat == 0)
    table, _, _ = review_table(run, 0, turn)
    legal = table.observe().legal_actions
    chosen, better = legal[0], legal[-1]
    future: Future[dict[int, SeatAccuracy]] = Future()
    review = ChoiceReview(chosen, better, 0.0, 3.0, 3.0, True, 60)
    future.set_result({0: SeatAccuracy(0, (RatedDecision(0, turn, "auction", review),))})
    run.book.add(HandFigures(0, (0,), future))
    run.book.poll()
    table, mode, words = review_table(run, 0, turn)
    assert mode.start_focus is not None and mode.start_focus() == better
    assert words.startswith("Hand 1: ") and "Press H for the hint" in words
    assert table.human_action(better) is None
    assert mode.start_focus() is None, "past the reviewed decision the focus starts as usual"
