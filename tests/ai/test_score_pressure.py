"""Score pressure: the chance of winning by score, and the auction near the target judged by it.

Issue 11: "Learned auctions for every table shape and auction rule: ... score pressure near the
target."  docs/RULES.md 8: "Game: first side to 120. If both sides pass 120 on the same hand, the
bidding side wins."
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.expert import bidding_model
from game.ai.expert.score_pressure import LOWEST_SCORE, STEP, WinChances, game_result, pressure_class, win_chances
from game.engine import GameState, preset
from game.engine import actions as A
from game.engine.state import shuffled_deck


def test_both_sides_out_on_one_hand_the_bidding_side_wins() -> None:
    """docs/RULES.md 8: "If both sides pass 120 on the same hand, the bidding side wins." """
    assert game_result(120, 125, 130, we_bid=True) == 1.0
    assert game_result(120, 125, 130, we_bid=False) == 0.0
    assert game_result(120, 120, 90, we_bid=False) == 1.0   # "first side to 120", bidding or not
    assert game_result(120, 90, 120, we_bid=True) == 0.0
    assert game_result(120, 115, 115, we_bid=True) is None


def test_win_chances_of_a_game_worked_by_hand() -> None:
    """Every hand the bidder takes 30 and the defenders nothing.  From 90-90 whoever bids goes
    out: 1/2.  From 90-60: we bid (1/2) and win, or they bid and it is 90-90 (1/2 of 1/2)."""
    chances = win_chances([(30, 0, 1.0)], target=120)
    assert chances.chance(90, 90) == pytest.approx(0.5)
    assert chances.chance(90, 60) == pytest.approx(0.75)
    assert chances.chance(60, 90) == pytest.approx(0.25)
    assert chances.after_hand(120, 115, we_bid=False) == 1.0
    assert chances.after_hand(125, 130, we_bid=True) == 1.0


@settings(max_examples=8, deadline=None)
@given(st.lists(st.tuples(st.integers(-6, 6).map(lambda n: n * STEP), st.integers(0, 6).map(lambda n: n * STEP),
                          st.integers(1, 9).map(float)), min_size=1, max_size=4)
       .filter(lambda outs: any(b > 0 or d > 0 for b, d, _ in outs)))
def test_win_chances_are_fair_and_more_points_never_hurt(outcomes: list) -> None:
    """Either side bids with equal chance, so the two sides' chances from a and b sum to 1; and
    with the same hands to come, a side with more points is never worse off."""
    chances = win_chances(outcomes, target=45)
    scores = range(LOWEST_SCORE, 45, STEP * 3)
    for us in scores:
        for them in scores:
            p = chances.chance(us, them)
            assert 0.0 <= p <= 1.0
            assert p + chances.chance(them, us) == pytest.approx(1.0, abs=1e-4)
            if us + STEP < 45:
                assert chances.chance(us + STEP, them) >= p - 1e-4


def test_hands_that_never_score_cannot_make_a_table() -> None:
    with pytest.raises(ValueError, match="never end a game"):
        win_chances([(0, 0, 1.0), (-10, 0, 1.0)], target=45)
    with pytest.raises(ValueError, match="settle"):
        win_chances([(5, 0, 1.0)], target=45, max_sweeps=2)
    with pytest.raises(ValueError, match="multiples of 5"):
        win_chances([(7, 0, 1.0)], target=45)
    with pytest.raises(ValueError, match="no hand outcomes"):
        win_chances([], target=45)


def test_a_saved_table_reads_back_and_a_damaged_one_names_its_file() -> None:
    chances = win_chances([(30, 0, 1.0), (-20, 10, 1.0)], target=45)
    again = WinChances.from_json(chances.to_json(), "saved.json")
    assert again.chance(15, 0) == pytest.approx(chances.chance(15, 0), abs=1e-5)
    broken = chances.to_json()
    broken["grid"] = broken["grid"][:-1]
    with pytest.raises(ValueError, match="saved.json.*grid"):
        WinChances.from_json(broken, "saved.json")
    with pytest.raises(ValueError, match="saved.json.*malformed"):
        WinChances.from_json({"target": 45}, "saved.json")
    with pytest.raises(ValueError, match="over"):
        chances.chance(45, 0)


def _auction_obs(scores: list[int], seed: int = 3):
    rules = preset("classic", 4)
    state = GameState(rules, seed=0, scores=scores)
    rng = random.Random(seed)
    state.apply(A.dealer(0))
    state.apply(A.deal_action(shuffled_deck(rng)))
    return state.observation(state.current_player)


def test_who_is_within_reach_of_the_target() -> None:
    """Seat 1 (dealer 0's left) speaks first and sits on side 1."""
    assert pressure_class(_auction_obs([0, 0])) is None
    assert pressure_class(_auction_obs([95, 40])) == "them"
    assert pressure_class(_auction_obs([40, 95])) == "us"
    assert pressure_class(_auction_obs([100, 110])) == "both"
    assert pressure_class(_auction_obs([89, 89])) is None
    assert pressure_class(preset_obs_cutthroat()) is None


def preset_obs_cutthroat():
    state = GameState(preset("cutthroat"), seed=1)
    while state.current_player < 0:
        state.apply(state.sample_chance())
    return state.observation(state.current_player)


def test_near_the_target_the_auction_is_judged_by_the_pressure_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a side near the target a pressure table (in hundredths of a game) decides every call;
    from 0-0, or with ``pressure=False``, the points table does as before."""
    obs = _auction_obs([40, 100])
    legal = obs.legal_actions
    bids = [a for a in legal if a != A.PASS]
    zero = [0.0] * len(bidding_model.FEATURES)
    loves_bidding = {f"us|{key}|{bidding_model.action_key(a)}": [50.0] + zero[1:]
                     for a in bids for key in bidding_model.spot_keys(obs)[-1:]}
    monkeypatch.setattr(bidding_model, "load_pressure_table", lambda shape: {"auction": loves_bidding})
    points = bidding_model.predicted_gains(obs, legal, pressure=False)
    near = bidding_model.predicted_gains(obs, legal)
    assert near is not None and points is not None
    assert all(near[a] == pytest.approx(50.0) for a in bids) and near[A.PASS] == 0.0
    assert near != points
    assert bidding_model.predicted_gains(_auction_obs([0, 0]), legal) == \
        bidding_model.predicted_gains(_auction_obs([0, 0]), legal, pressure=False)
    # "them" near: no model in this table, so the points table decides
    far = _auction_obs([100, 40])
    assert bidding_model.predicted_gains(far, far.legal_actions) == \
        bidding_model.predicted_gains(far, far.legal_actions, pressure=False)


def test_a_hint_near_the_target_speaks_of_the_chance_of_winning(monkeypatch: pytest.MonkeyPatch) -> None:
    """The practice hint and the review use the stronger player's own currency: near the target
    a call is worth what it does to the chance of winning, and the hint says so."""
    from game.ai.expert import expert_hint, review_choice
    obs = _auction_obs([40, 100])
    bids = [a for a in obs.legal_actions if a != A.PASS]
    zero = [0.0] * len(bidding_model.FEATURES)
    table = {"auction": {f"us|{bidding_model.spot_keys(obs)[-1]}|{bidding_model.action_key(a)}": [4.0] + zero[1:]
                         for a in bids},
             "trained": {"deals": 20000}}
    monkeypatch.setattr(bidding_model, "load_pressure_table", lambda shape: table)
    advice = expert_hint(obs)
    assert advice.unit == "game chance" and advice.action in bids
    assert "+4.0% chance of winning the game against passing, learned from 20,000 deals played out near the " \
           "target" in advice.text
    review = review_choice(obs, A.PASS)
    assert review is not None and review.unit == "game chance" and review.cost == pytest.approx(4.0)
    assert review.mistake   # one game in a hundred or more
    far = _auction_obs([0, 0])
    assert expert_hint(far).unit == "points"


def test_the_expert_bids_by_the_shipped_pressure_table_near_the_target() -> None:
    """Where the two tables disagree near the target, the expert follows the chance of winning;
    ``score_pressure=False`` (the measuring switch) follows the points table."""
    from game.ai.expert.player import ExpertPlayer
    with_pressure, without = ExpertPlayer(), ExpertPlayer(score_pressure=False)
    differing = 0
    for seed in range(60):
        for scores in ([40, 100], [100, 40], [105, 110]):
            obs = _auction_obs(scores, seed)
            legal = obs.legal_actions
            near = bidding_model.choose_call(obs, legal)
            points = bidding_model.choose_call(obs, legal, pressure=False)
            assert with_pressure.choose(obs, legal, random.Random(seed)) == near
            assert without.choose(obs, legal, random.Random(seed)) == points
            differing += near != points
    assert differing >= 10, "near the target the pressure table changes some calls"


def test_each_pressure_table_was_trained_at_its_own_kind_of_table() -> None:
    """Its provenance names the rules it was trained under, and those rules are its kind; its
    win chances are for that preset's target ("first side to 120"; house-125: "game to 125")."""
    from game import resources
    for shape in resources.EXPERT_PRESSURE_SHAPES:
        table = bidding_model.load_pressure_table(shape)
        assert table is not None, f"{shape} is listed: its table is shipped"
        trained = table["trained"]
        rules = preset(trained["rules"], trained["players"])
        assert bidding_model.table_shape(rules) == shape
        chances = WinChances.from_json(table["win_chances"], f"pressure_{shape}.json")
        assert chances.target == rules.target
        assert trained["deals"] >= 20000 and trained["hands"] >= 20000
