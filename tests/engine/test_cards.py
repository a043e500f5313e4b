"""Cards, notation and the ranking tables, checked against docs/RULES.md "Cards" literally."""

from __future__ import annotations

import pytest

from game.engine import (
    ACE_OF_HEARTS,
    CARDS,
    Card,
    CardParseError,
    format_cards,
    parse_cards,
    parse_suit,
    plain_order,
    trump_order,
)
from game.engine.cards import effective_suit, is_trump

from .helpers import ALL_TEXT, RULES_PLAIN_ORDER, RULES_TRUMP_ORDER, SUITS


def suit_index(letter: str) -> int:
    return SUITS.index(letter)


# ------------------------------------------------------------------ notation

def test_deck_is_52_distinct_cards_no_jokers() -> None:
    """docs/RULES.md: "52 cards, no jokers." """
    assert len(CARDS) == 52
    assert len({str(c) for c in CARDS}) == 52
    assert sorted(str(c) for c in CARDS) == sorted(ALL_TEXT)


@pytest.mark.parametrize("text, expected", [
    ("10H", "10H"), ("TH", "10H"), ("th", "10H"), ("10♥", "10H"), ("10h", "10H"),
    ("5H", "5H"), ("AH", "AH"), ("ah", "AH"), ("QD", "QD"), ("10S", "10S"), ("TS", "10S"),
    ("KC", "KC"), ("2♣", "2C"), ("J♠", "JS"), ("A♦", "AD"), (" 7D ", "7D"),
])
def test_parse_accepts_notation(text: str, expected: str) -> None:
    """docs/RULES.md: "Notation: rank then suit, 5H, 10S (TS also accepted), AH, QD; suits S H D C." """
    assert str(Card.parse(text)) == expected


@pytest.mark.parametrize("text", ["11H", "5X", "", "H", "10", "1010H", "ZS", "5HH", "0H"])
def test_parse_refuses_what_is_not_a_card(text: str) -> None:
    """Bad notation is refused with a ValueError that says what was wrong."""
    with pytest.raises(CardParseError) as info:
        Card.parse(text)
    assert isinstance(info.value, ValueError)
    assert "card" in str(info.value)


def test_str_is_notation_with_10_not_t() -> None:
    """docs/RULES.md notation prints "10S", not "TS" (TS is only accepted when reading)."""
    assert str(Card.parse("10H")) == "10H"
    assert str(Card.parse("TS")) == "10S"
    assert [str(c) for c in parse_cards("5H JD AH 10C")] == ["5H", "JD", "AH", "10C"]


def test_repr_round_trips_for_every_card() -> None:
    """``eval(repr(card)) == card`` so a card pasted from a log is a card again."""
    for card in CARDS:
        again = eval(repr(card), {"Card": Card})
        assert again == card and str(again) == str(card)


def test_every_notation_round_trips() -> None:
    for text in ALL_TEXT:
        assert str(Card.parse(text)) == text
        assert Card.parse(text) == Card(int(Card.parse(text)))


def test_card_index_out_of_range_is_refused() -> None:
    with pytest.raises(ValueError):
        Card(52)
    with pytest.raises(ValueError):
        Card(-1)


def test_card_properties() -> None:
    ten = Card.parse("10H")
    assert ten.symbol() == "10♥"
    assert ten.name() == "ten of hearts"
    assert ten.is_red and not Card.parse("2C").is_red
    assert f"{ten:>4}" == " 10H"


def test_parse_cards_and_format_cards_round_trip() -> None:
    text = "5H JD AH 10S TC 2♣"
    parsed = parse_cards(text)
    assert format_cards(parsed) == "5H JD AH 10S 10C 2C"
    assert parse_cards(format_cards(parsed)) == parsed
    assert parse_cards(["5H", "JD"]) == parse_cards("5H,JD")


@pytest.mark.parametrize("text, expected", [
    ("S", 0), ("H", 1), ("D", 2), ("C", 3), ("h", 1), ("♥", 1), ("hearts", 1), ("Spade", 0),
    ("clubs", 3), (2, 2),
])
def test_parse_suit(text, expected: int) -> None:
    """docs/RULES.md: suits S H D C."""
    assert parse_suit(text) == expected


@pytest.mark.parametrize("text", ["X", "", "♠♥", "trumps", 4, -1])
def test_parse_suit_refuses_what_is_not_a_suit(text) -> None:
    with pytest.raises(ValueError):
        parse_suit(text)


# ------------------------------------------------------------------ ranking tables

@pytest.mark.parametrize("trump", list(SUITS))
def test_trump_order_is_the_rules_table_literally(trump: str) -> None:
    """docs/RULES.md trump table: hearts "5♥ J♥ A♥ K♥ Q♥ 10 9 8 7 6 4 3 2 (13 trumps)", diamonds
    "5♦ J♦ A♥ A♦ K♦ Q♦ 10 9 8 7 6 4 3 2 (14 trumps)", black "5 J A♥ A K Q 2 3 4 6 7 8 9 10
    (14 trumps)"."""
    assert [str(c) for c in trump_order(suit_index(trump))] == RULES_TRUMP_ORDER[trump].split()


@pytest.mark.parametrize("suit", list(SUITS))
def test_plain_order_is_the_rules_table_literally(suit: str) -> None:
    """docs/RULES.md: "Plain (non-trump) suits, highest first: red K Q J 10 9 8 7 6 5 4 3 2, then A♦
    lowest (hearts has no ace off-trump: the A♥ is a trump); black K Q J A 2 3 4 5 6 7 8 9 10." """
    assert [str(c) for c in plain_order(suit_index(suit))] == RULES_PLAIN_ORDER[suit].split()


def test_red_high_black_low() -> None:
    """docs/RULES.md: "Red high, black low." In red the 10 beats the 2; in black the 2 beats the 10."""
    for suit in "HD":
        order = [str(c) for c in plain_order(suit_index(suit))]
        assert order.index("10" + suit) < order.index("2" + suit)
    for suit in "SC":
        order = [str(c) for c in plain_order(suit_index(suit))]
        assert order.index("2" + suit) < order.index("10" + suit)
        trumps = [str(c) for c in trump_order(suit_index(suit))]
        assert trumps.index("2" + suit) < trumps.index("10" + suit)


def test_case_1_ace_of_hearts_is_always_trump_and_never_a_heart() -> None:
    """docs/RULES.md case 1: "A♥ never follows hearts; with hearts trump there are 13 trumps,
    otherwise 14." And "The ace of hearts (A♥) is always a trump, whatever suit is trump." """
    assert str(CARDS[ACE_OF_HEARTS]) == "AH"
    for trump in SUITS:
        t = suit_index(trump)
        assert is_trump(ACE_OF_HEARTS, t)
        assert effective_suit(ACE_OF_HEARTS, t) == t
        assert len(trump_order(t)) == (13 if trump == "H" else 14)
        assert [str(c) for c in trump_order(t)][2] == "AH"  # third-highest everywhere
    assert "AH" not in [str(c) for c in plain_order(suit_index("H"))]
    assert len(plain_order(suit_index("H"))) == 12


def test_case_2_ace_of_diamonds() -> None:
    """docs/RULES.md case 2: "A♦ is the lowest diamond off-trump and the fourth trump when diamonds
    are trump." """
    diamonds = suit_index("D")
    assert str(plain_order(diamonds)[-1]) == "AD"
    assert len(plain_order(diamonds)) == 13
    assert str(trump_order(diamonds)[3]) == "AD"
    for trump in "SHC":
        assert not is_trump(Card.parse("AD"), suit_index(trump))


def test_five_and_jack_of_trump_are_the_two_highest() -> None:
    """docs/RULES.md tables: the 5 of trump is highest, then the J, then the A♥."""
    for trump in SUITS:
        order = [str(c) for c in trump_order(suit_index(trump))]
        assert order[:3] == ["5" + trump, "J" + trump, "AH"]


def test_every_card_is_exactly_once_trump_or_plain() -> None:
    """Each trump table plus the three other plain suits is the whole deck, once each."""
    for trump in SUITS:
        t = suit_index(trump)
        seen = [str(c) for c in trump_order(t)]
        for suit in SUITS:
            if suit != trump:
                seen += [str(c) for c in plain_order(suit_index(suit)) if str(c) != "AH"]
        assert sorted(seen) == sorted(ALL_TEXT)
        for card in CARDS:
            assert is_trump(card, t) == (str(card) in RULES_TRUMP_ORDER[trump].split())
