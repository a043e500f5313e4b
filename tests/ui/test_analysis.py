"""The practice analyst: expert hints and reviews worked out off the frame loop, in order
of urgency, and the wording the table shows.  No pygame needed."""

from __future__ import annotations

import functools
import threading

import pytest

from game.ai import hint as quick_hint
from game.ai.expert import ChoiceReview, ExpertHint, OptionValue, expert_hint
from game.ai.expert.bidding_model import training_deals
from game.ai.reasons import sentence
from game.engine import Card, GameState, Phase, preset
from game.engine import actions as A
from game.ui.table.analysis import (
    DEEPER_HINT_BUDGET_S,
    DEEPER_HINT_WORLDS,
    HINT_FIRST,
    REVIEW_LATER,
    Analyst,
    Job,
    PracticeCoach,
    ReviewEntry,
    hint_lines,
    review_heading,
    review_line,
    still_played,
)


def first_play_position(seed: int = 3) -> GameState:
    """A classic game stepped by the quick coach to the first card of the first hand."""
    state = GameState(preset("classic"), seed=seed)
    while state.phase != "play":
        if state.current_player < 0:
            state.apply(state.sample_chance())
        else:
            state.apply(quick_hint(state.observation(state.current_player)).action)
    return state


def test_jobs_run_in_order_of_urgency_hints_before_reviews() -> None:
    analyst = Analyst()
    gate = threading.Event()
    order: list[str] = []
    analyst.submit(gate.wait, HINT_FIRST)          # holds the worker until the queue is built
    analyst.submit(lambda: order.append("review 1"), REVIEW_LATER)
    analyst.submit(lambda: order.append("review 2"), REVIEW_LATER)
    hint_job = analyst.submit(lambda: order.append("hint"), HINT_FIRST)
    assert not hint_job.ready() and analyst.pending() == 4
    gate.set()
    assert analyst.wait_idle(10.0)
    assert order == ["hint", "review 1", "review 2"]
    assert analyst.pending() == 0


def test_a_failing_job_is_handed_back_not_raised() -> None:
    analyst = Analyst()
    job = analyst.submit(lambda: 1 // 0)
    assert analyst.wait_idle(10.0) and job.ready()
    assert isinstance(job.error, ZeroDivisionError) and job.value() is None


def test_cancel_all_drops_queued_work_and_marks_it_done() -> None:
    analyst = Analyst()
    gate = threading.Event()
    ran: list[int] = []
    analyst.submit(gate.wait, HINT_FIRST)
    queued = [analyst.submit(functools.partial(ran.append, i)) for i in range(3)]
    analyst.cancel_all()
    gate.set()
    assert analyst.wait_idle(10.0)
    assert ran == [] and all(j.cancelled and j.ready() and j.value() is None for j in queued)


def test_cancel_all_stops_a_running_job_that_can_stop() -> None:
    """A new table leaves the last one's deeper hint behind: its search stops at once instead of
    keeping the worker from the new table's first hint."""
    analyst = Analyst()
    stop, started = threading.Event(), threading.Event()

    def search() -> str:
        started.set()
        stop.wait(30.0)
        return "done"

    job = analyst.submit(search, HINT_FIRST, stop_work=stop)
    assert started.wait(10.0)
    analyst.cancel_all()
    assert analyst.wait_idle(5.0), "the running search was not stopped"
    assert job.cancelled and job.value() is None


def test_coach_starts_one_analysis_per_decision_and_it_matches_the_expert_hint() -> None:
    state = first_play_position()
    obs = state.observation(state.current_player)
    coach = PracticeCoach(Analyst())
    calls: list[int] = []

    def observe():
        calls.append(1)
        return obs

    history = tuple(state.history)
    job = coach.prepare(observe, history)
    assert coach.prepare(observe, history) is job, "the same decision is analysed once"
    assert len(calls) == 1
    assert coach.analyst.wait_idle(60.0)
    advice = job.value()
    assert isinstance(advice, ExpertHint) and advice.action in obs.legal_actions
    assert advice == expert_hint(obs, 0.3), "the hint is the expert's, the same on every asking"


def test_in_the_play_a_deeper_hint_follows_when_there_is_time() -> None:
    """Issue 27: the master level is "used ... for practice hints when there is time": while the
    person thinks, the card hint is worked out again with the master's search, and a hint asked
    for after that is the deeper one (the same fair observation: no hidden card is read)."""
    state = first_play_position()
    obs = state.observation(state.current_player)
    coach = PracticeCoach(Analyst())
    history = tuple(state.history)
    quick = coach.prepare(lambda: obs, history)
    assert coach.analyst.wait_idle(60.0)
    deeper = coach.prepare(lambda: obs, history)
    assert deeper is not quick
    advice = deeper.value()
    assert isinstance(advice, ExpertHint) and DEEPER_HINT_WORLDS >= advice.deals > 2 * quick.value().deals
    assert advice == expert_hint(obs, DEEPER_HINT_BUDGET_S, play_worlds=DEEPER_HINT_WORLDS)
    from game.ai.expert.master import MASTER_BUDGET_S
    assert DEEPER_HINT_BUDGET_S == MASTER_BUDGET_S, "the deeper hint searches as the master does"


def test_a_choice_made_stops_the_deeper_hint_and_it_is_never_shown() -> None:
    state = first_play_position()
    obs = state.observation(state.current_player)
    analyst = Analyst()
    gate = threading.Event()
    analyst.submit(gate.wait, HINT_FIRST)          # holds the worker until the choice is made
    coach = PracticeCoach(analyst)
    history = tuple(state.history)
    quick = coach.prepare(lambda: obs, history)
    deeper = coach._deeper
    assert deeper is not None and not deeper.ready()
    coach.review(obs, history, quick_hint(obs).action)
    assert deeper.cancelled and deeper.stop_work is not None and deeper.stop_work.is_set()
    gate.set()
    assert analyst.wait_idle(60.0)
    assert deeper.ready() and deeper.value() is None
    assert isinstance(quick.value(), ExpertHint)


def test_hint_lines_say_the_move_once_then_the_figures_in_words() -> None:
    """Issue 24: "the first press shows that one sentence"; "why" adds the expert's figures "in
    words a player reads", "never repeating the move", "positive for the best choice"."""
    state = first_play_position()
    obs = state.observation(state.current_player)
    quick = quick_hint(obs)
    other = next(a for a in obs.legal_actions if a != quick.action)
    basis = "on average over 40 deals consistent with what you have seen"
    options = (OptionValue(quick.action, "the X", -2.0, True), OptionValue(other, "the Y", -4.4, False))
    what, why = hint_lines(obs, ExpertHint(quick.action, options, 40, "", basis))
    assert what == sentence(obs, quick.action) and what.startswith(obs.label(quick.action) + ": ")
    assert why == (f"About 2 points a hand better than the {Card(other).symbol()}, the other choice "
                   f"(the expert played out 40 deals like this one).")
    assert obs.label(quick.action) not in why and "-" not in why
    swapped = (OptionValue(other, "the Y", 1.0, True), OptionValue(quick.action, "the X", 1.0, True))
    what, why = hint_lines(obs, ExpertHint(other, swapped, 40, "", basis))
    assert what == sentence(obs, other), "the expert's move, whatever the quick coach would do"
    assert why == f"The {Card(quick.action).symbol()} is about as good (the expert played out 40 deals like this one)."
    alone = ExpertHint(other, (OptionValue(other, "the Y", 0.0, True),), 0, "The Y: the usual choice here.")
    assert hint_lines(obs, alone)[1] == "", "nothing to compare, no figures (and no Why button)"


def test_an_auction_hint_to_pass_says_no_bid_pays_better() -> None:
    """Bids are valued against passing: passing itself is not "+0.0 points against passing"."""
    found = 0
    for seed in range(40):
        state = GameState(preset("classic"), seed=seed)
        while state.phase != "play":
            if state.current_player < 0:
                state.apply(state.sample_chance())
                continue
            obs = state.observation(state.current_player)
            if state.phase == "auction":
                advice = expert_hint(obs, 0.05)
                if advice.options[0].label == "pass":
                    found += 1
                    trained = training_deals(state.rules)
                    assert f"Pass: no bid pays better than passing (learned from {trained:,} deals" in advice.text
                    assert "+0.0 points against passing" not in advice.text
            state.apply(quick_hint(obs).action)
        if found >= 3:
            break
    assert found >= 3, "the first 40 deals have auctions where passing is best"


def test_review_line_names_both_choices_and_the_cost() -> None:
    """Issue 24: "In the play you chose the 3♠; the J♠ was about 2 points a hand better."."""
    state = first_play_position()
    obs = state.observation(state.current_player)
    legal = obs.legal_actions
    review = ChoiceReview(legal[0], legal[1], -3.5, 1.25, 4.75, True, 40)
    assert review_line("play", review) == (f"In the play you chose the {Card(legal[0]).symbol()}; the "
                                           f"{Card(legal[1]).symbol()} was about 5 points a hand better.")
    trump = ChoiceReview(A.trump("H"), A.trump("D"), -9.9, 19.9, 29.8, True, 24000)
    assert review_line("trump", trump) == ("When naming trump you chose hearts ♥; diamonds ♦ was about 30 "
                                           "points a hand better.")
    near = ChoiceReview(A.PASS, A.bid(20), 0.0, 6.2, 6.2, True, 20000, "game chance")
    assert review_line("auction", near) == ("In the auction you chose to pass; bidding 20 gave about 6 in 100 "
                                            "better chances of winning the game.")


@pytest.mark.parametrize("history, standing", [((5, 6, 7, 8), True), ((5, 6, 9, 8), False), ((5, 6), False),
                                               ((4, 6, 7), False)])
def test_a_review_counts_only_while_its_choice_stands(history: tuple[int, ...], standing: bool) -> None:
    entry: ReviewEntry = {"turn": 2, "prefix": (A.play(5), A.play(6)), "phase": Phase.PLAY, "chosen": A.play(7),
                          "review": Job(lambda: None)}
    assert still_played(entry, [A.play(card) for card in history]) is standing


def test_the_review_heading_never_promises_a_point_of_a_chance() -> None:
    """Near the target the auction is weighed in hundredths of a game (hints.GAME_CHANCE): a
    review with such a call must not say only that nothing "cost a point"."""
    assert review_heading(4, {"points"}, 0) == \
        "Review: none of your 4 decisions cost a point against the expert's. Well played."
    assert review_heading(4, {"points", "game chance"}, 0) == \
        "Review: none of your 4 decisions cost a point, nor a game in a hundred, against the expert's. Well played."
    assert review_heading(4, {"points"}, 1) == "Review: the expert is weighing your 4 decisions…"
    assert review_heading(0, set(), 0) == "Review: nothing of yours to weigh this hand."
    assert review_heading(5, {"points"}, 0, ["points"]) == "Review: where a choice cost points"
    assert review_heading(5, {"game chance", "points"}, 0, ["game chance", "game chance"]) == \
        "Review: where a choice cost chances of winning"
    assert review_heading(5, {"game chance", "points"}, 2, ["game chance", "points", "points"]) == \
        "Review: where a choice cost points or chances of winning (3 choices; the two costliest) · still weighing 2"
