"""The ranking trainer: questions are real tricks, explanations name the engine's winner."""

from __future__ import annotations

import itertools
import random

import pytest

from game.engine import CARDS, Card, trick_winner
from game.levels import TrickQuestion, explain_winner, make_question


@pytest.mark.parametrize("trump", "SHDC")
def test_every_card_pair_under_every_trump(trump):
    for first, second in itertools.permutations(CARDS, 2):
        text = explain_winner([first, second], trump)
        winner = (first, second)[trick_winner([first, second], trump)]
        assert text.startswith(f"{winner.symbol()} wins: "), text
        assert len(text) > len(winner.symbol()) + 10


def test_random_questions_are_legal_tricks_answered_by_the_engine():
    rng = random.Random(2024)
    for _ in range(2000):
        size = rng.randint(2, 6)
        question = make_question(rng, size=size)
        assert isinstance(question, TrickQuestion)
        assert len(question.cards) == size == len(set(question.cards))
        assert question.answer == trick_winner(question.cards, question.trump)
        assert question.explanation.startswith(f"{question.winner.symbol()} wins: ")


def test_fixed_trump_and_default_size():
    question = make_question(random.Random(1), trump="H")
    assert question.trump == 1 and len(question.cards) == 4
    with pytest.raises(ValueError):
        make_question(random.Random(1), size=7)


@pytest.mark.parametrize(
    "cards, trump, expected",
    [
        (["AS", "JS", "AH", "KS"], "S", "J♠ wins: the jack is the second-highest trump, above the A♥"),
        (["KD", "9D", "2D", "QD"], "C", "K♦ wins: no trump was played, and the king is the highest diamond"),
        (["KS", "AH", "QS", "2S"], "S", "A♥ wins: the ace of hearts is always the third-highest trump, above the K♠"),
        (["5C", "JC"], "C", "5♣ wins: the five of trumps is the highest card in the pack, above the J♣"),
        (
            ["KH", "QH", "AH", "2H"],
            "C",
            "A♥ wins: the ace of hearts is always a trump, and it is the only trump played",
        ),
        (["10S", "9S", "2S", "6S"], "H", "2♠ wins: no trump was played, and it is the best spade here"),
        (
            ["8C", "3C", "10C", "6C"],
            "C",
            "3♣ wins: black trumps run low below the queen: 2 3 4 6 7 8 9 10, so the 3 beats the 6♣",
        ),
        (["2D", "AD"], "H", "2♦ wins: no trump was played, and off-trump the A♦ is the lowest diamond, below the 2♦"),
        (["3D", "KC", "QH", "KH"], "S", "3♦ wins: no trump was played, and nobody else followed the diamond led"),
        (["KS", "QS", "2D", "AS"], "D", "2♦ wins: it is the only trump played, and any trump beats the spade led"),
        (["AH", "KS", "QS"], "D", "A♥ wins: the ace of hearts is always a trump, so it led trump"),
        (["AD", "KD"], "D", "A♦ wins: the ace of diamonds is the fourth-highest trump (the A♥ is third), above the K♦"),
        (["7H"], "H", "7♥ wins: it is the only card played"),
    ],
)
def test_explanations_read_well(cards, trump, expected):
    assert explain_winner(cards, trump).startswith(expected)


def test_accepts_card_objects_and_suit_indexes():
    cards = [Card.parse("JD"), Card.parse("5D")]
    assert explain_winner(cards, 2) == explain_winner(["JD", "5D"], "D")
