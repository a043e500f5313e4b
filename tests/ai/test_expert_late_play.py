"""The late tricks without strategy fusion (``late_play``): play-outs on the guessed deals."""

from __future__ import annotations

import random
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import make_player
from game.ai.expert.late_play import LatePlay, TableSoFar, applies, seat_view, without_fusion
from game.ai.expert.play import SearchLimits, evaluate_plays
from game.ai.expert.player import ExpertPlayer
from game.ai.expert.sampling import play_inference
from game.engine import preset
from tests.ai.deals import normal_positions
from tests.ai.hidden import advance, twin_views

SMALL = SearchLimits(max_worlds=10, min_worlds=10, node_budget=1 << 30)


@pytest.fixture(scope="module")
def late_states() -> list:
    """Classic four-handed states with three or fewer tricks left (normal players)."""
    return [s for s in normal_positions("classic", 12, seed=7) if len(s.tricks) >= 2]


def test_the_table_so_far_follows_the_engine(late_states: list) -> None:
    """docs/RULES.md: "A trick is won by the highest trump in it; with no trump, by the highest
    card of the suit led."  The play-outs' own record of the hand, card by card, matches what
    the engine shows every seat."""
    player = make_player("normal")
    for start in late_states[:10]:
        state = start.clone()
        table = TableSoFar(state.observation(state.current_player))
        rng = random.Random(0)
        while state.phase == "play":
            seat = state.current_player
            obs = state.observation(seat)
            action = player.choose(obs, obs.legal_actions, rng)
            state.apply(action)
            table.play(seat, int(action))
            if state.phase != "play":
                break
            seen = state.observation(state.current_player)
            assert (table.tricks, table.won, table.to_move) == \
                (list(seen.tricks), list(seen.tricks_won), seen.current_player)
            assert tuple(table.trick) == tuple(int(c) for c in seen.trick)
        assert table.over


def test_open_handed_play_outs_give_the_search_its_own_values(late_states: list) -> None:
    """The check on the play-outs: with our side's later cards chosen open-handed as well,
    every correction is exactly 0, so the corrected means are the search's own."""
    checked = 0
    for state in late_states:
        obs = state.observation(state.current_player)
        legal = list(obs.legal_actions)
        if not applies(obs, legal, LatePlay()):
            continue
        model = play_inference(obs.rules)
        report = evaluate_plays(obs, legal, random.Random(3), SMALL, model)
        corrected = without_fusion(obs, legal, report, random.Random(4), model, LatePlay(deals=10), ours_open=True)
        assert corrected.means == pytest.approx(report.means, abs=1e-9)
        checked += 1
    assert checked >= 5


def test_a_partners_view_holds_its_guessed_hand_and_none_of_our_private_cards(late_states: list) -> None:
    obs = next(s.observation(s.current_player) for s in late_states if s.observation(s.current_player).my_discards)
    table = TableSoFar(obs)
    partner = obs.partners()[0]
    guessed = [0] * 4
    guessed[partner] = 0b10101
    view = seat_view(obs, table, partner, guessed)
    assert view.seat == partner and [int(c) for c in view.hand] == [0, 2, 4]
    assert view.my_discards == () and view.kitty_seen == ()
    assert view.tricks == obs.tricks and view.trick == obs.trick
    assert seat_view(obs, table, obs.seat, [sum(1 << c for c in obs.hand)] * 4).my_discards == obs.my_discards


def test_only_the_late_tricks_of_partnership_tables_are_played_out() -> None:
    late = LatePlay()
    early = next(s for s in normal_positions("classic", 3) if len(s.tricks) == 1)
    obs = early.observation(early.current_player)
    assert not applies(obs, list(obs.legal_actions) * 2, late)
    cutthroat = advance(preset("cutthroat", 5), 3, 40)
    if cutthroat.phase == "play":
        seen = cutthroat.observation(cutthroat.current_player)
        assert not applies(seen, list(seen.legal_actions) * 2, late)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(18, 30), shuffle_seed=st.integers(0, 1000))
def test_the_play_outs_see_only_the_observation(seed: int, steps: int, shuffle_seed: int) -> None:
    """Fair: two states that look the same from the seat (hidden cards dealt differently) get
    the same card from an expert that plays the late tricks out."""
    views = twin_views(advance(preset("classic", 4), seed, steps), shuffle_seed, phase="play")
    if views is None:
        return
    seen, twin_seen = views
    player = ExpertPlayer(time_budget_s=None, node_budget=3000, max_worlds=8, min_worlds=4,
                          late_play={"deals": 3, "inner_worlds": 3})
    assert player.choose(seen, seen.legal_actions, random.Random(1)) == \
        player.choose(twin_seen, twin_seen.legal_actions, random.Random(1))


def test_a_cancelled_decision_skips_the_play_outs(late_states: list) -> None:
    """``cancel()`` stops a decision at once: the play-outs read the same flag."""
    for state in late_states:
        obs = state.observation(state.current_player)
        legal = list(obs.legal_actions)
        model = play_inference(obs.rules)
        report = evaluate_plays(obs, legal, random.Random(3), SMALL, model)
        if not applies(obs, legal, LatePlay()) or len({tuple(v) for v in report.samples.values()}) < 2:
            continue
        cancel = threading.Event()
        cancel.set()
        stopped = SearchLimits(cancel=cancel)
        assert without_fusion(obs, legal, report, random.Random(4), model, limits=stopped) is report
        running = without_fusion(obs, legal, report, random.Random(4), model, limits=SearchLimits())
        assert running is not report and set(running.means) == set(legal)
        return
    pytest.fail("no late decision with cards of different worth among the positions")
