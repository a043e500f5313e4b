"""Reading the play: the others' past plays weigh the guessed deals (``belief.PlayReader``)."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.ai.expert.belief import PlayModel, PlayReader, bits_of, past_plays
from game.ai.expert.knowledge import read_knowledge
from game.ai.expert.player import ExpertPlayer
from game.ai.expert.sampling import DEFAULT_MODEL, deal_hidden, inference_model, play_inference, sample_deals
from game.engine import preset
from game.engine.tricks import legal_mask
from tests.ai.deals import normal_positions, play_position
from tests.ai.hidden import advance, twin_views
from tests.checked_cases import at_least, checked

READING = PlayModel(temperature=0.25)


def test_past_plays_are_the_other_seats_cards_in_order() -> None:
    state = normal_positions("classic", 1)[6]
    obs = state.observation(state.current_player)
    plays = past_plays(obs)
    everyone = [(p.seat, int(p.card)) for t in obs.finished_tricks for p in t.plays] + \
        [(p.seat, int(p.card)) for p in obs.trick_plays]
    assert [(p.seat, p.card) for p in plays] == [(s, c) for s, c in everyone if s != obs.seat]
    for play in plays:
        later = [c for s, c in everyone[everyone.index((play.seat, play.card)) + 1:] if s == play.seat]
        assert play.later_cards == sum(1 << c for c in later)


def test_the_true_deal_reads_likelier_than_the_guesses_when_the_others_play_as_the_model() -> None:
    """With ``normal`` in every seat the model is right, so the real hands explain the plays
    better than guesses that only respect the hard facts: over many decisions, the true deal's
    log-likelihood beats the guesses' mean by a clear margin."""
    gaps: list[float] = []
    for state in normal_positions("classic", 12, seed=3):
        obs = state.observation(state.current_player)
        know = read_knowledge(obs)
        reader = PlayReader(obs, READING)
        rng = random.Random(len(gaps))
        guesses = [deal_hidden(obs, know, rng) for _ in range(30)]
        logs = [math.log(reader.weight(hands)) for hands in guesses if hands is not None]
        gaps.append(math.log(reader.weight(list(state.hands))) - sum(logs) / len(logs))
    assert len(gaps) > 100
    assert sum(gaps) / len(gaps) > 0.5
    assert sum(gap > 0 for gap in gaps) > 0.6 * len(gaps)


@at_least(20)
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 5_000), plays=st.integers(1, 18), table=st.sampled_from(["classic", "nova-scotia"]))
def test_a_flat_model_gives_each_legal_card_the_same_chance(seed: int, plays: int, table: str) -> None:
    """A huge temperature flattens the model: each opponent's past play then has chance
    1 / (legal cards then), partners' plays are not read, and every weight is a probability."""
    state = play_position(preset(table, 4), seed, plays)
    assume(state is not None)
    assert state is not None
    checked()
    obs = state.observation(state.current_player)
    flat = PlayReader(obs, PlayModel(temperature=math.inf, floor=0.0))
    sharp = PlayReader(obs, READING)
    know = read_knowledge(obs)
    hands = deal_hidden(obs, know, random.Random(seed))
    assert hands is not None
    expected = 1.0
    for play in past_plays(obs):
        if play.seat in obs.partners():
            continue
        held = hands[play.seat] | play.later_cards | (1 << play.card)
        legal = bits_of(legal_mask(held, list(play.before), obs.trump, obs.rules.renege))
        if len(legal) > 1 and play.card in legal:
            expected /= len(legal)
    assert flat.weight(hands) == pytest.approx(expected, rel=1e-9)
    assert 0.0 < sharp.weight(hands) <= 1.0


def test_reading_the_play_keeps_every_hard_fact_and_is_reproducible() -> None:
    model = inference_model(READING)
    for state in normal_positions("nova-scotia", 3, seed=7)[::3]:
        obs = state.observation(state.current_player)
        know = read_knowledge(obs)
        deals = sample_deals(obs, know, random.Random(5), 12, model)
        assert deals == sample_deals(obs, know, random.Random(5), 12, model)
        for hands, times in deals:
            assert times >= 1
            for seat in know.hidden_seats():
                assert hands[seat].bit_count() == state.hands[seat].bit_count()
                assert not hands[seat] & know.cannot_hold[seat]
                assert hands[seat] & know.must_hold[seat] == know.must_hold[seat]


def test_without_a_play_model_the_sampler_is_unchanged() -> None:
    state = normal_positions("classic", 1)[5]
    obs = state.observation(state.current_player)
    know = read_knowledge(obs)
    assert inference_model(None) is DEFAULT_MODEL
    assert sample_deals(obs, know, random.Random(2), 10, DEFAULT_MODEL) == \
        sample_deals(obs, know, random.Random(2), 10, inference_model(None))


@at_least(10)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(8, 30), shuffle_seed=st.integers(0, 1000))
def test_the_reading_player_sees_only_its_observation(seed: int, steps: int, shuffle_seed: int) -> None:
    """Two states that look the same from the seat (hidden cards dealt differently) get the same
    card from a player that reads the play."""
    views = twin_views(advance(preset("classic", 4), seed, steps), shuffle_seed, phase="play")
    assume(views is not None)
    assert views is not None
    checked()
    seen, twin_seen = views
    player = ExpertPlayer(time_budget_s=None, node_budget=3000, max_worlds=8, min_worlds=4, belief=READING)
    assert player.choose(seen, seen.legal_actions, random.Random(1)) == \
        player.choose(twin_seen, twin_seen.legal_actions, random.Random(1))


def test_each_table_reads_the_play_as_measured() -> None:
    """The expert reads the play where the duels showed it pays, at the temperature measured
    there (benchmarks/results/belief.json): sharp at classic, nova-scotia and forty-five for
    four and forty-five for two, softer at new-england, and not at all at house-125,
    six-handed or cutthroat."""
    reads = {table: play_inference(preset(*table)).play for table in
             [("classic", 4), ("nova-scotia", 4), ("forty-five", 4), ("forty-five", 2), ("new-england", 4),
              ("house-125", 4), ("classic", 6), ("cutthroat", 5)]}
    assert reads[("classic", 4)] == reads[("nova-scotia", 4)] == reads[("forty-five", 4)] == READING
    assert reads[("forty-five", 2)] == READING
    soft = reads[("new-england", 4)]
    assert soft is not None and soft.temperature > READING.temperature
    assert reads[("house-125", 4)] is reads[("classic", 6)] is reads[("cutthroat", 5)] is None
    player = ExpertPlayer()
    obs = normal_positions("new-england", 1)[0].observation(0)
    assert player.inference(obs).play == soft
