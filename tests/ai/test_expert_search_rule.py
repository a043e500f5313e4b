"""The search's follow rule against the engine's, which it is derived from.

docs/RULES.md "Tricks": follow a plain suit or trump if you prefer; on a trump lead play a
trump, except that the 5, the J of trump and the A♥ need not be played when the card led is a
lower trump (under the "highest" variant: lower than the highest trump played; "five-only":
the 5 alone). Cutthroat: the called card's holder must play it on the 2nd trick.
``search_tables.follow_rule`` reads that rule off ``game.engine.tricks.legal_mask`` as "hold
one of ``must``, play from ``allowed``"; these tests hold that reading to the engine on many
positions, so a rule change that no longer fits it fails here.
"""

from __future__ import annotations

import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.ai.expert.position import PlayPosition
from game.ai.expert.search_tables import SearchTables, make_legal, trick_state
from game.ai.expert.tables import LAYOUTS
from game.engine import GameState, parse_cards, parse_suit, preset
from game.engine.actions import PLAYS
from game.engine.seats import next_seats
from game.engine.tricks import legal_mask
from tests.ai.deals import play_position
from tests.checked_cases import at_least, checked

TABLES = [("classic", 4, {}), ("classic", 4, {"renege": "highest"}), ("classic", 6, {"renege": "five-only"}),
          ("cutthroat", 5, {}), ("forty-five", 2, {}), ("house-125", 4, {"renege": "highest"})]


def position_of(state: GameState) -> PlayPosition:
    """The open-handed position of ``state`` (team A: seat 0's side; the rule ignores it)."""
    return PlayPosition(trump=state.trump, hands=list(state.hands), next_seat=next_seats(state.active),
                        players_in_trick=sum(state.active), to_move=state.current_player, team_a=1,
                        trick=list(state.trick), trick_seats=list(state.trick_seats),
                        renege=state.rules.renege, called_card=state.called_card, partner=state.partner)


def position_of_hands(trump: int, renege: str) -> PlayPosition:
    """A four-seat position with no cards dealt: only its trump and variant matter here."""
    return PlayPosition(trump=trump, hands=[0] * 4, next_seat=next_seats([True] * 4), players_in_trick=4,
                        to_move=0, team_a=0b0101, renege=renege)


def cards(text: str) -> int:
    return sum(1 << int(c) for c in parse_cards(text))


def search_legal_cards(tables: SearchTables, trump: int, seat: int, hand: int, trick: list[int]) -> int:
    """The search's legal cards for ``hand`` on ``trick`` (card numbers), as a card mask."""
    layout = LAYOUTS[trump]
    led, ref = trick_state(tables, [layout.pos_of[c] for c in trick])
    return layout.to_cards(make_legal(tables)(seat, layout.to_bits(hand), led, ref))


@at_least(150)
@settings(max_examples=200, deadline=None)
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 10_000), plays=st.integers(0, 24))
def test_the_search_allows_exactly_the_engines_legal_cards(table: tuple[str, int, dict[str, str]],
                                                           seed: int, plays: int) -> None:
    """At random positions in the play, the search's legal cards are the engine's legal actions
    (the called card's rule included)."""
    name, players, switches = table
    state = play_position(preset(name, players, **switches), seed, plays)
    assume(state is not None)
    assert state is not None
    checked()
    tables = SearchTables.of(position_of(state))
    seat = state.current_player
    engine = {int(a) for a in state.legal_actions() if a in PLAYS}
    mask = search_legal_cards(tables, state.trump, seat, state.hands[seat], list(state.trick))
    assert {c for c in range(52) if (mask >> c) & 1} == engine


@at_least(400)
@settings(max_examples=400, deadline=None)
@given(trump=st.integers(0, 3), renege=st.sampled_from(["led", "highest", "five-only"]),
       seed=st.integers(0, 1 << 30), in_trick=st.integers(1, 5), in_hand=st.integers(1, 5))
def test_any_hand_on_any_trick_follows_the_engine(trump: int, renege: str, seed: int, in_trick: int,
                                                  in_hand: int) -> None:
    """Any hand on any trick (not only ones a game reaches): the search's rule is
    ``legal_mask``'s. Half the tricks are trump leads, where the renege privilege matters."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    trumps = [c for c in deck if (LAYOUTS[trump].pos_of[c] >= LAYOUTS[trump].first_trump)]
    if rng.random() < 0.5:
        deck.remove(trumps[0])
        deck.insert(0, trumps[0])
    trick, hand_cards = deck[:in_trick], deck[in_trick:in_trick + in_hand]
    hand = sum(1 << c for c in hand_cards)
    checked()
    position = position_of_hands(trump, renege)
    got = search_legal_cards(SearchTables.of(position), trump, 0, hand, trick)
    assert got == legal_mask(hand, trick, trump, renege), (trick, hand_cards)


def test_a_privileged_trump_may_be_kept_back_from_a_lower_trump_lead() -> None:
    """Hearts trump, the 2♥ led: the 5♥ (privileged) need not be played, so a hand of the 5♥
    and a club may play either; with a plain trump too, only trumps."""
    trump = parse_suit("H")
    tables = SearchTables.of(position_of_hands(trump, "led"))
    trick = [int(c) for c in parse_cards("2H")]
    assert search_legal_cards(tables, trump, 0, cards("5H 3C"), trick) == cards("5H 3C")
    assert search_legal_cards(tables, trump, 0, cards("5H 7H 3C"), trick) == cards("5H 7H")
    # a plain lead: follow suit or trump, and nothing else while you can follow
    assert search_legal_cards(tables, trump, 0, cards("4C 7H 3D"), [int(c) for c in parse_cards("KC")]) == \
        cards("4C 7H")
