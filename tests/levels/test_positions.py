"""Drill positions are reached through the engine for every preset, and impossible ones are
refused with the key at fault."""

from __future__ import annotations

import dataclasses

import pytest

from game.engine import parse_cards, preset
from game.engine.cards import SUIT_OF, TRUMP_MASK
from game.levels import Position, PositionError, build_position


def cards(text: str) -> tuple:
    return tuple(parse_cards(text))


def test_house_125_play_position_with_kitty_and_draw():
    pos = Position(rules=preset("house-125", 4), seat=0, phase="play", dealer=3, trump=2,
                   hands={0: cards("5D JD AH 9C")}, auction=("bid 20", "pass", "pass", "pass"),
                   tricks=(cards("KS 2S 3S 4D"),), seed_text="t")
    state = build_position(pos)
    assert state.phase == "play" and state.current_player == 0 and state.bidder == 0
    assert state.hands[0] == sum(1 << c for c in cards("5D JD AH 9C"))


@pytest.mark.parametrize("players", [2, 4, 6])
def test_forty_five_turn_up_is_picked_for_the_named_trump(players):
    pos = Position(rules=preset("forty-five", players), seat=1, phase="play", dealer=0, trump=3,
                   hands={1: cards("5C 2H 3H 4H 6H")}, seed_text=f"ff{players}")
    state = build_position(pos)
    assert SUIT_OF[state.turn_up] == 3 and state.trump == 3
    assert state.current_player == 1 and state.robbed == -1


def test_filler_respects_a_seat_that_showed_out():
    """Seat 1 discarded a heart on a spade lead: the cards filled into its hand hold no spade."""
    pos = Position(rules=preset("classic", 4), seat=3, phase="play", dealer=3, trump=2,
                   hands={3: cards("9S 8S 7S 6S")}, auction=("bid 20", "pass", "pass", "pass"),
                   tricks=(cards("10S 2H KS QS"),), seed_text="void")
    state = build_position(pos)
    follow_spades = sum(1 << c for c in range(13)) & ~TRUMP_MASK[2]
    assert not state.hands[1] & follow_spades


def test_cutthroat_kitty_discard_position():
    pos = Position(rules=preset("cutthroat", 5), seat=0, phase="kitty_discard", dealer=4, trump=0,
                   hands={0: cards("5S AH KS 9D 3C")}, kitty=cards("2S 7H 8H 10C"),
                   auction=("bid 20", "pass", "pass", "pass", "pass"), seed_text="ct")
    state = build_position(pos)
    assert state.phase == "kitty_discard" and bin(state.hands[0]).count("1") == 9


@pytest.mark.parametrize("changes, key, words", [
    ({"hands": {0: cards("5D JD AH 9C 4S 6H")}}, "hands.0", "would be dealt 6 cards"),
    ({"hands": {0: cards("5D JD AH 9C 4S"), 1: cards("5D")}}, "hands.1", "5D is also in hands.0"),
    ({"auction": ("bid 20", "pass")}, "auction", "seat 2 still has to call"),
    ({"auction": ("bid 20", "pass", "pass", "pass", "pass")}, "auction[4]", "not legal here"),
    ({"trump": None}, "trump", "missing"),
    ({"seat": 7}, "seat", "not at a 4-player table"),
    ({"scores": (1, 2, 3)}, "scores", "one per side"),
    ({"phase": "guess"}, "phase", "unknown phase"),
    ({"tricks": (cards("KS 2S"),)}, "tricks[0]", "has 4 cards"),
    ({"leader": 3, "trick": cards("KS")}, "leader", "leads this trick"),
    ({"seat": 2}, "trick", "seat 0 is to play, not seat 2"),
    ({"phase": "draw"}, "trick", "the decision comes in the draw phase"),
    ({"phase": "auction", "trick": ()}, "seat", "passed the auction phase"),
    ({"phase": "draw", "trick": (), "draw": {0: cards("4S")}}, "draw.0", "own discard is the question"),
    ({"phase": "draw", "trick": (), "draw": {2: cards("4H")}}, "draw.2", "draws after"),
])
def test_impossible_positions_name_the_key(changes, key, words):
    base = Position(rules=preset("classic", 4), seat=0, phase="play", dealer=3, trump=2,
                    hands={0: cards("5D JD AH 9C 4S")}, auction=("bid 20", "pass", "pass", "pass"),
                    trick=cards("KS 2S 3S"), seed_text="bad")
    with pytest.raises(PositionError) as info:
        build_position(dataclasses.replace(base, **changes))
    assert info.value.key == key and words in str(info.value)
