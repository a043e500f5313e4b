"""The belief sentence of a play hint: where the guessed deals put a top trump, and why."""

from __future__ import annotations

import pytest

from game.ai.expert import expert_hint
from game.ai.expert.belief_words import belief_sentence, seat_words, share_holding
from game.ai.expert.hints import numbers_sentence
from game.engine import Observation, mask_of, parse_cards, preset
from tests.ai.deals import classic_after, play_position

NAMES = ["Mary", "Angus", "Colleen", "You"]


def after_the_draw() -> Observation:
    """Hearts trump, named by seat 1 after its bid of 20; seat 0 drew 4 (kept one card), the
    others stood pat; seat 2 has led the 2♥ and seat 3 is to play."""
    state = classic_after(["KS 4C 9D 7D 8D", "6C 7C 8C 9C 10C", "2H 3S 2S QD JD", "JH AH KH 2C 3C"],
                          ["pass", "bid 20", "pass", "pass", "trump H", "discard 4C 9D 7D 8D",
                           "discard none", "discard none", "discard none", "play 2H"])
    return state.observation(3)


def deal(obs: Observation, seat: int, cards: str, others: dict[int, str]) -> list[int]:
    hands = [0, 0, 0, mask_of(obs.hand)]
    hands[seat] = mask_of(parse_cards(cards))
    for other, held in others.items():
        hands[other] = mask_of(parse_cards(held))
    return hands


def test_a_seat_that_drew_four_kept_one_card_probably_a_top_trump() -> None:
    obs = after_the_draw()
    likely = deal(obs, 0, "5H QC QS 10S 9S", {1: "6C 7C 8C 9C 10C", 2: "3S 2S QD JD"})
    unlikely = deal(obs, 0, "QC QS 10S 9S 8S", {1: "6C 7C 8C 9C 5H", 2: "3S 2S QD JD"})
    deals = [(likely, 3), (unlikely, 1)]
    assert share_holding(deals, 0, mask_of(parse_cards("5H"))) == 0.75
    assert belief_sentence(obs, deals, NAMES) == "Mary drew 4, so kept one card: probably the 5♥ (75% of the deals)."
    assert belief_sentence(obs, deals) == ("The player on your left drew 4, so kept one card: probably the 5♥ "
                                           "(75% of the deals).")


def test_a_bidder_is_read_by_its_bid() -> None:
    obs = after_the_draw()
    deals = [(deal(obs, 1, "5H 6C 7C 8C 9C", {0: "QC QS 10S 9S 8S", 2: "3S 2S QD JD"}), 2),
             (deal(obs, 1, "10C 6C 7C 8C 9C", {0: "QC QS 10S 9S 5H", 2: "3S 2S QD JD"}), 1)]
    assert belief_sentence(obs, deals, NAMES) == "Angus bid 20: probably the 5♥ (67% of the deals)."


def test_no_sentence_when_the_deals_are_split() -> None:
    obs = after_the_draw()
    deals = [(deal(obs, 0, "5H QC QS 10S 9S", {1: "6C 7C 8C 9C 10C", 2: "3S 2S QD JD"}), 1),
             (deal(obs, 1, "5H 6C 7C 8C 9C", {0: "QC QS 10S 9S 8S", 2: "3S 2S QD JD"}), 1)]
    assert belief_sentence(obs, deals, NAMES) == ""
    assert belief_sentence(obs, [], NAMES) == ""


def test_seats_are_named_by_where_they_sit_without_names() -> None:
    obs = after_the_draw()
    assert [seat_words(obs, s) for s in range(3)] == ["the player on your left", "your partner",
                                                      "the player on your right"]
    six = play_position(preset("classic", 6), 1, 0)
    assert six is not None
    view = six.observation(0)
    assert seat_words(view, 2) == "the player 2 seats to your left"
    assert seat_words(view, 2, ["A", "B", "Cat", "D", "E", "F"]) == "Cat"


@pytest.mark.parametrize("table", ["classic", "nova-scotia"])
def test_the_play_hint_says_what_it_believes(table: str) -> None:
    """The hint's text and the panel's numbers line end with the belief sentence, and some
    positions have one to say."""
    said = 0
    for seed in range(6):
        state = play_position(preset(table, 4), seed, 4 + seed % 5)
        if state is None:
            continue
        obs = state.observation(state.current_player)
        names = ["Mary", "Angus", "Colleen", "Seamus"]
        advice = expert_hint(obs, budget_s=0.05, names=names)
        if advice.belief:
            said += 1
            assert advice.text.endswith(" " + advice.belief)
            assert numbers_sentence(obs, advice, "It is worth ").endswith(" " + advice.belief)
            assert "% of the deals)." in advice.belief
            assert any(advice.belief.startswith(name) or f" {name} " in advice.belief
                       for seat, name in enumerate(names) if seat != obs.seat)
    assert said >= 2
