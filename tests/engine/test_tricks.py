"""Who wins a trick and what may be played to it (docs/RULES.md "Tricks"), against an oracle
written from the docs/RULES.md tables in ``helpers`` (not the engine's tables)."""

from __future__ import annotations

import itertools
import random

import pytest

from game.engine import CARDS, Card, legal_plays, preset, trick_winner

from .helpers import ALL_TEXT, SUITS, oracle_legal, oracle_trumps, oracle_winner

# ------------------------------------------------------------------ trick winner

@pytest.mark.parametrize("trump", list(SUITS))
def test_every_ordered_pair_against_the_oracle(trump: str) -> None:
    """docs/RULES.md: "A trick is won by the highest trump in it; with no trump, by the highest card
    of the suit led." Every ordered pair of distinct cards (52 x 51) under each trump."""
    wrong = []
    for led, second in itertools.permutations(ALL_TEXT, 2):
        expected = oracle_winner([led, second], trump)
        if trick_winner([led, second], trump) != expected:
            wrong.append(f"{led} {second}")
    assert not wrong, f"{len(wrong)} pairs wrong under {trump} trump, e.g. {wrong[:5]}"


def test_engine_values_give_the_same_answer_as_notation() -> None:
    """trick_winner accepts notation strings or engine values (Card, int; suit index or symbol)."""
    rng = random.Random(7)
    for _ in range(500):
        trick = rng.sample(ALL_TEXT, rng.randint(1, 6))
        trump = rng.choice(SUITS)
        by_text = trick_winner(trick, trump)
        assert trick_winner([Card.parse(c) for c in trick], SUITS.index(trump)) == by_text
        assert trick_winner([int(Card.parse(c)) for c in trick], "♠♥♦♣"[SUITS.index(trump)]) == by_text


@pytest.mark.parametrize("size", [3, 4, 5, 6])
def test_random_full_tricks_against_the_oracle(size: int) -> None:
    """Tricks of every table size (3 to 6 cards; cutthroat 5, six-handed 6) agree with the oracle."""
    rng = random.Random(size)
    for _ in range(4000):
        trick = rng.sample(ALL_TEXT, size)
        trump = rng.choice(SUITS)
        assert trick_winner(trick, trump) == oracle_winner(trick, trump), (trick, trump)


@pytest.mark.parametrize("trick, trump, winner, why", [
    (["KD", "AD", "2D"], "S", 0, "plain red: K is highest"),
    (["2D", "AD"], "S", 0, "A♦ is the lowest diamond off-trump"),
    (["AD", "2D"], "S", 1, "A♦ is the lowest diamond off-trump"),
    (["AD", "2D"], "D", 0, "A♦ is the fourth trump with diamonds trump"),
    (["10C", "2C"], "H", 1, "black low: the 2 beats the 10 off-trump"),
    (["AC", "2C"], "H", 0, "black plain: the ace is above the 2"),
    (["JC", "AC"], "H", 0, "black plain: the jack is above the ace"),
    (["10C", "2C"], "C", 1, "black trump: 2 above 10"),
    (["10H", "2H"], "H", 0, "red trump: 10 above 2"),
    (["KS", "2H"], "D", 0, "a card of another plain suit never wins"),
    (["KS", "2D"], "D", 1, "the lowest trump beats any plain card"),
    (["9H", "AH"], "S", 1, "the A♥ is a trump, even on a heart lead"),
    (["AH", "KH"], "S", 0, "A♥ led is a trump lead: a heart cannot beat it"),
    (["AH", "KS"], "S", 0, "the A♥ is the third trump, the K of trump the fifth"),
    (["AH", "JS"], "S", 1, "the J of trump outranks the A♥"),
    (["AH", "5S", "JS"], "S", 1, "the 5 of trump is highest"),
    (["AH", "AS"], "S", 0, "the A♥ outranks the ace of trump"),
    (["AH", "KH"], "H", 0, "hearts trump: A♥ is the third trump, above the K"),
    (["7S", "5H", "JS"], "S", 2, "the 5♥ is a plain heart when spades are trump"),
    (["QH", "5H", "KH"], "D", 2, "no trump: highest heart wins"),
])
def test_named_trick_cases(trick: list[str], trump: str, winner: int, why: str) -> None:
    """docs/RULES.md "Cards" and "Tricks": worked cases a player checks at once."""
    assert trick_winner(trick, trump) == winner, why
    assert oracle_winner(trick, trump) == winner, why


def test_trick_winner_refuses_bad_tricks() -> None:
    with pytest.raises(ValueError):
        trick_winner([], "S")
    with pytest.raises(ValueError, match="same card twice"):
        trick_winner(["5H", "5H"], "S")
    with pytest.raises(ValueError):
        trick_winner(["5X", "5H"], "S")
    with pytest.raises(ValueError):
        trick_winner(["5H", "6H"], "X")


# ------------------------------------------------------------------ legal plays

def plays(hand: str, trick: str, trump: str, renege: str = "led") -> set[str]:
    rules = preset("classic").with_switches(renege=renege) if renege != "led" else None
    return {str(c) for c in legal_plays(hand.split(), trick.split(), trump, rules)}


def test_lead_anything() -> None:
    assert plays("5S 2H 3D KC AH", "", "S") == {"5S", "2H", "3D", "KC", "AH"}


def test_plain_lead_follow_or_trump() -> None:
    """docs/RULES.md: "Plain suit led: follow suit if you can, or trump if you prefer (always
    allowed); if you cannot follow, play anything." """
    assert plays("2H 9H 3S KC 7D", "KH", "S") == {"2H", "9H", "3S"}
    assert plays("3S KC 7D 2C 4C", "KH", "S") == {"3S", "KC", "7D", "2C", "4C"}


def test_heart_lead_does_not_force_the_ace_of_hearts() -> None:
    """docs/RULES.md: "A heart lead does not oblige the holder of the A♥ (it is a trump)." and case 1
    "A♥ never follows hearts"."""
    # A♥ is the only "heart": the holder cannot follow hearts, so may play anything.
    assert plays("AH 2C 3C 4C 6C", "KH", "S") == {"AH", "2C", "3C", "4C", "6C"}
    # Holding a real heart too: follow with it, or trump (the A♥ counts as a trump).
    assert plays("AH 9H 3C 4C 6C", "KH", "S") == {"AH", "9H"}


def test_ace_of_hearts_lead_is_a_trump_lead() -> None:
    """docs/RULES.md: "Leading the A♥ is a trump lead." Hearts do not follow it; trumps must."""
    assert plays("2S 9H 3C 4C 6C", "AH", "S") == {"2S"}
    assert plays("KH 9H 3C 4C 6C", "AH", "S") == {"KH", "9H", "3C", "4C", "6C"}


def test_trump_lead_must_play_trump() -> None:
    """docs/RULES.md: "Trump led: play a trump if you hold one"."""
    assert plays("2S 9S 3C 4C 6C", "KS", "S") == {"2S", "9S"}
    assert plays("2H 9H 3C 4C 6C", "KS", "S") == {"2H", "9H", "3C", "4C", "6C"}


def test_renege_privilege_on_a_lower_trump_lead() -> None:
    """docs/RULES.md: "the 5, the J of trump and the A♥ need not be played when the card LED is a
    lower trump. If every trump you hold is such a privileged card, you may play any card"."""
    for privileged in ("5S", "JS", "AH", "5S JS", "5S AH", "JS AH", "5S JS AH"):
        hand = privileged + " " + " ".join(["3C", "4C", "6C", "7C", "8C"][:5 - len(privileged.split())])
        assert plays(hand, "KS", "S") == set(hand.split()), hand


def test_case_3_non_privileged_trump_forces_a_trump() -> None:
    """docs/RULES.md case 3: "Renege is judged against the card led; a player whose trumps include a
    non-privileged one must play a trump." And "(which may be a privileged one)"."""
    assert plays("5S 2S 3C 4C 6C", "KS", "S") == {"5S", "2S"}
    assert plays("JS AH 10S 3C 4C", "QS", "S") == {"JS", "AH", "10S"}


def test_renege_is_judged_against_the_card_led_not_the_highest() -> None:
    """docs/RULES.md case 3: "Renege is judged against the card led". The 2♠ is led and the J♠ has
    been played on it: the A♥ may still renege (it outranks the card led)."""
    assert plays("AH 3C 4C 6C 7C", "2S JS", "S") == {"AH", "3C", "4C", "6C", "7C"}


def test_jack_led_only_the_five_may_be_withheld() -> None:
    """docs/RULES.md: "If the J is led, only the 5 may be withheld"."""
    assert plays("5S 3C 4C 6C 7C", "JS", "S") == {"5S", "3C", "4C", "6C", "7C"}
    assert plays("AH 3C 4C 6C 7C", "JS", "S") == {"AH"}
    assert plays("5S AH 4C 6C 7C", "JS", "S") == {"5S", "AH"}


def test_five_led_everyone_follows() -> None:
    """docs/RULES.md: "if the 5 is led, everyone follows." The J alone must be played to the 5."""
    assert plays("JS 3C 4C 6C 7C", "5S", "S") == {"JS"}
    assert plays("AH 3C 4C 6C 7C", "5S", "S") == {"AH"}


def test_ace_of_hearts_led_five_and_jack_may_renege() -> None:
    """A♥ led (a trump lead, third-highest): the 5 and J outrank it and may renege."""
    assert plays("5D JD 3C 4C 6C", "AH", "D") == {"5D", "JD", "3C", "4C", "6C"}
    assert plays("5D 2D 3C 4C 6C", "AH", "D") == {"5D", "2D"}


def test_hearts_trump_ace_of_hearts_is_the_privileged_ace() -> None:
    """With hearts trump the A♥ is the third trump and keeps its privilege."""
    assert plays("AH 3C 4C 6C 7C", "KH", "H") == {"AH", "3C", "4C", "6C", "7C"}
    assert plays("AH 2H 4C 6C 7C", "KH", "H") == {"AH", "2H"}


def test_renege_variant_highest_trump_so_far() -> None:
    """docs/RULES.md variant: "judge against the highest trump played so far in the trick instead of
    the card led"."""
    # 2♠ led, J♠ played: the A♥ is now below the highest trump and must be played.
    assert plays("AH 3C 4C 6C 7C", "2S JS", "S", "highest") == {"AH"}
    assert plays("5S 3C 4C 6C 7C", "2S JS", "S", "highest") == {"5S", "3C", "4C", "6C", "7C"}
    # A plain card in the trick does not count as the highest trump.
    assert plays("AH 3C 4C 6C 7C", "2S KD", "S", "highest") == {"AH", "3C", "4C", "6C", "7C"}


def test_renege_variant_five_only() -> None:
    """docs/RULES.md variant: "only the 5 may renege (Irish)"."""
    assert plays("5S 3C 4C 6C 7C", "2S", "S", "five-only") == {"5S", "3C", "4C", "6C", "7C"}
    assert plays("JS 3C 4C 6C 7C", "2S", "S", "five-only") == {"JS"}
    assert plays("AH 3C 4C 6C 7C", "2S", "S", "five-only") == {"AH"}
    assert plays("5S JS 4C 6C 7C", "2S", "S", "five-only") == {"5S", "JS"}


def test_legal_plays_keeps_hand_order_and_returns_cards() -> None:
    result = legal_plays(["9H", "3C", "2H", "4S"], ["KH"], "S")
    assert result == [Card.parse("9H"), Card.parse("2H"), Card.parse("4S")]
    assert all(isinstance(c, Card) for c in result)


def test_legal_plays_accepts_engine_values() -> None:
    hand = [Card.parse(c) for c in ["5S", "2S", "3C", "4C", "6C"]]
    assert legal_plays(hand, [int(Card.parse("KS"))], 0) == hand[:2]


@pytest.mark.parametrize("renege", ["led", "highest", "five-only"])
def test_random_positions_against_the_oracle(renege: str) -> None:
    """Random hands and tricks under each renege variant agree with the docs/RULES.md oracle."""
    rng = random.Random(renege)
    rules = preset("classic").with_switches(renege=renege)
    trump_heavy = [c for c in ALL_TEXT if c[:-1] in ("5", "J", "A")]
    for _ in range(6000):
        trump = rng.choice(SUITS)
        pool = ALL_TEXT if rng.random() < 0.5 else trump_heavy + rng.sample(ALL_TEXT, 10)
        pool = list(dict.fromkeys(pool))
        drawn = rng.sample(pool, rng.randint(1, 5) + rng.randint(0, 5))
        hand_size = rng.randint(1, min(5, len(drawn)))
        hand, trick = drawn[:hand_size], drawn[hand_size:]
        got = [str(c) for c in legal_plays(hand, trick, trump, rules)]
        assert got == oracle_legal(hand, trick, trump, renege), (hand, trick, trump)


def test_every_single_trump_lead_and_lone_trump_holding() -> None:
    """Exhaustive over one-trump holdings: for every trump led and every trump held (plus four
    plain cards), the card held may be withheld exactly when it is privileged and outranks the
    card led."""
    for trump in SUITS:
        fillers = [c for c in ALL_TEXT if c[-1] != trump and c != "AH"][:4]
        order = oracle_trumps(trump)
        for led, held in itertools.permutations(order, 2):
            hand = [held] + fillers
            withheld_ok = held in ("5" + trump, "J" + trump, "AH") and order.index(held) < order.index(led)
            expected = set(hand) if withheld_ok else {held}
            assert {str(c) for c in legal_plays(hand, [led], trump)} == expected, (led, held)


def test_every_card_index_is_a_card() -> None:
    assert [int(c) for c in CARDS] == list(range(52))
