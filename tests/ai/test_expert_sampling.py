"""Guessed deals must agree with everything the seat has seen (docs/RULES.md "Tricks")."""

from __future__ import annotations

import random

from game.ai.expert.knowledge import read_knowledge
from game.ai.expert.sampling import InferenceModel, auction_weight, deal_hidden, sample_deals
from game.engine import preset
from game.engine.cards import FOLLOW_MASK, PRIVILEGED_MASK, TRUMP_MASK, mask_of, parse_cards
from tests.ai.deals import classic_after, play_position


def test_guessed_hands_respect_counts_seen_cards_and_voids() -> None:
    rules = preset("classic", 4)
    for seed in range(12):
        state = play_position(rules, seed, 6 + seed % 7)
        if state is None:
            continue
        obs = state.observation(state.current_player)
        know = read_knowledge(obs)
        for hands, _ in sample_deals(obs, know, random.Random(seed), 8):
            seen = mask_of(obs.known_cards())
            for seat in range(4):
                assert hands[seat].bit_count() == state.hands[seat].bit_count()
                if seat != obs.seat:
                    assert not hands[seat] & seen
                    assert not hands[seat] & know.cannot_hold[seat]
                    assert hands[seat] & know.must_hold[seat] == know.must_hold[seat]
            for a in range(4):
                for b in range(a + 1, 4):
                    assert not hands[a] & hands[b]
            # the true hands are consistent too: the inference is sound
            for seat in range(4):
                assert not state.hands[seat] & know.cannot_hold[seat]


def test_not_following_a_plain_lead_shows_a_void_but_trumping_does_not() -> None:
    # Hearts trump.  Seat 0 leads the K♠; seat 1 throws a club (void in spades),
    # seat 2 trumps with the 2♥ (may still hold spades).
    state = classic_after(
        ["KS 4C 9D 7D 8D", "6C 7C 8C 9C 10C", "2H 3S 2S QD JD", "5H JH AH KH QH"],
        ["pass", "pass", "pass", "bid 15", "trump H", "discard none", "discard none",
         "discard none", "discard none", "play KS", "play 6C", "play 2H"])
    obs = state.observation(3)
    know = read_knowledge(obs)
    spades = FOLLOW_MASK[1][0]
    assert know.cannot_hold[1] & spades == spades
    assert not know.cannot_hold[2] & spades


def test_renege_privilege_keeps_the_top_trumps_possible() -> None:
    # Spades trump.  Seat 0 leads the 2♠ (a low trump); seat 1 plays a heart.  Seat 1
    # may still hold the 5♠, J♠ or A♥ (privileged, above the card led) but no other trump.
    state = classic_after(
        ["2S 3S 9D 7D 8D", "5S 7H 8H 9H 10H", "KS QD JD 10D 6C", "KH QH JH 4C 5C"],
        ["pass", "pass", "pass", "bid 15", "trump S", "discard none", "discard none",
         "discard none", "discard none", "play 2S", "play 7H"])
    obs = state.observation(2)
    know = read_knowledge(obs)
    ruled_out = know.cannot_hold[1]
    assert not ruled_out & PRIVILEGED_MASK[0]
    assert ruled_out == TRUMP_MASK[0] & ~PRIVILEGED_MASK[0]
    for hands, _ in sample_deals(obs, know, random.Random(1), 10):
        assert not hands[1] & ruled_out


def test_a_bid_of_25_favours_deals_where_the_bidder_holds_top_trumps() -> None:
    state = classic_after(
        ["4C 9D 7D 8D 2S", "6C 7C 8C 9C 10C", "5H JH AH 3S QD", "KS QS JS 4S 6S"],
        ["pass", "pass", "bid 25"])
    obs = state.observation(3)
    know = read_knowledge(obs)
    model = InferenceModel()
    rng = random.Random(3)
    strong: list[float] = []
    weak: list[float] = []
    for _ in range(200):
        hands = deal_hidden(obs, know, rng, model)
        assert hands is not None
        top = hands[2] & mask_of(parse_cards("5H JH AH 5D JD 5C JC 5S JS"))
        (strong if top.bit_count() >= 2 else weak).append(auction_weight(obs, hands, know, model))
    assert strong and weak
    assert sum(strong) / len(strong) > 5 * sum(weak) / len(weak)


def test_same_rng_same_deals() -> None:
    state = play_position(preset("classic", 4), 5, 3)
    assert state is not None
    obs = state.observation(state.current_player)
    know = read_knowledge(obs)
    first = sample_deals(obs, know, random.Random(9), 6)
    again = sample_deals(obs, know, random.Random(9), 6)
    assert first == again
