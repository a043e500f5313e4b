"""Points and scores (docs/RULES.md "One hand" 6 and 7, the presets, cases 4, 5 and 8), first as pure
``score_hand`` / ``decide_winner`` checks, then through whole scripted hands."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest

from game.engine import Card, preset, score_hand
from game.engine.scoring import decide_winner

from .helpers import act, dealt_state, stand_pat

CLASSIC = preset("classic")
HOUSE = preset("house-125")
CUTTHROAT = preset("cutthroat")


def change(rules, tricks: Sequence[int], high: int, bidder: int, bid: int, partner: int = -1):
    return score_hand(rules, tricks, high, bidder, bid, partner).score_change


# ------------------------------------------------------------------ points

def test_five_a_trick_and_five_for_the_highest_trump() -> None:
    """docs/RULES.md 6: "5 a trick, and 5 more to the side that played the highest trump played in the
    hand (30 a hand)." """
    result = score_hand(CLASSIC, [2, 1, 1, 1], 2, 1, 15)
    assert result.points == (20, 10) and sum(result.points) == 30
    assert result.tricks == (3, 2)
    result = score_hand(preset("classic", 6), [1, 1, 1, 1, 0, 1], 5, 0, 15)
    assert result.points == (10, 20)


def test_no_trump_played_the_five_goes_to_no_one() -> None:
    """docs/RULES.md 6: "If no trump was played at all, that 5 goes to no one." (25 that hand)"""
    result = score_hand(CLASSIC, [2, 1, 1, 1], -1, 1, 15)
    assert result.points == (15, 10) and sum(result.points) == 25


# ------------------------------------------------------------------ the bidding side

def test_bid_made_scores_everything_taken() -> None:
    """docs/RULES.md 7: "if the bidding side took at least its bid, it scores everything it took"."""
    assert change(CLASSIC, [0, 2, 1, 2], 3, 1, 20) == (5, 25)
    assert change(CLASSIC, [0, 2, 1, 1], 3, 1, 20) == (5, 20)       # exactly the bid


def test_thirty_made_scores_60() -> None:
    """docs/RULES.md 7: "a bid of 30 made scores 60"."""
    assert change(CLASSIC, [0, 3, 0, 2], 1, 1, 30) == (0, 60)


def test_case_4_all_five_tricks_on_25_scores_30() -> None:
    """docs/RULES.md case 4: "Winning all five tricks on a bid of 25 scores 30, not 60 (unless 'all five
    tricks double' is on)." """
    assert change(CLASSIC, [0, 3, 0, 2], 1, 1, 25) == (0, 30)
    assert change(CLASSIC, [0, 3, 0, 2], 1, 1, 15) == (0, 30)


def test_all_five_tricks_double_variant() -> None:
    """docs/RULES.md "All five tricks double (004): a bidding side that takes all five tricks scores 60
    whatever it bid." Defenders never double."""
    rules = preset("classic", all_five_double=True)
    for bid in (15, 20, 25, 30):
        assert change(rules, [0, 3, 0, 2], 1, 1, bid) == (0, 60)
    assert change(rules, [1, 3, 0, 1], 1, 1, 25) == (5, 25)
    assert change(rules, [3, 0, 2, 0], 0, 1, 15) == (30, -15)   # defenders take all five: 30


def test_case_5_failed_bid_subtracts_the_bid_not_the_points() -> None:
    """docs/RULES.md case 5: "A failed bid subtracts the bid, not the points taken." docs/RULES.md 7:
    "Otherwise the bid is subtracted (scores go below zero)." """
    result = score_hand(CLASSIC, [1, 2, 1, 1], 1, 1, 25)
    assert result.points == (10, 20)
    assert result.score_change == (10, -25)
    assert result.made is False
    assert change(CLASSIC, [3, 0, 2, 0], 0, 1, 30) == (30, -30)


def test_defenders_always_score_what_they_took() -> None:
    """docs/RULES.md 7: "The defending side always scores what it took." Even all five tricks: 30."""
    assert change(CLASSIC, [2, 1, 1, 1], 0, 1, 15) == (20, -15)     # bid failed
    assert change(CLASSIC, [1, 2, 0, 2], 1, 1, 15) == (5, 25)      # bid made
    assert change(CLASSIC, [3, 0, 2, 0], 0, 1, 15) == (30, -15)    # no doubling for defenders


def test_bagged_dealer_scores_like_any_bidder() -> None:
    assert change(CLASSIC, [2, 1, 1, 1], 0, 0, 15) == (20, 10)
    assert change(CLASSIC, [1, 2, 1, 1], 1, 0, 20) == (-20, 20)


def test_six_players_three_a_side() -> None:
    rules = preset("classic", 6)
    assert change(rules, [1, 0, 1, 0, 1, 2], 0, 2, 20) == (20, 10)
    assert change(rules, [1, 0, 1, 0, 0, 3], 5, 2, 20) == (-20, 20)


# ------------------------------------------------------------------ 60 for 120

def test_sixty_for_120() -> None:
    """docs/RULES.md `house-125`: "'60 for 120' (take all five tricks: +120, else -60)". Points taken
    do not matter, only the five tricks; defenders score what they took."""
    assert change(HOUSE, [0, 3, 0, 2], 1, 1, 60) == (0, 120)
    assert change(HOUSE, [0, 3, 0, 2], -1, 1, 60) == (0, 120)
    assert change(HOUSE, [1, 2, 0, 2], 1, 1, 60) == (5, -60)
    assert change(HOUSE, [3, 0, 2, 0], 0, 1, 60) == (30, -60)


# ------------------------------------------------------------------ cutthroat

def test_cutthroat_pair_makes_the_bid_each_scores_its_own() -> None:
    """docs/RULES.md `cutthroat`: "if the pair makes the bid each scores what it took itself ...
    defenders score what each took"."""
    # Bidder 1 (2 tricks + high trump = 15), partner 3 (1 trick = 5): 20 made.
    assert change(CUTTHROAT, [1, 2, 0, 1, 1], 1, 1, 20, partner=3) == (5, 15, 0, 5, 5)


def test_cutthroat_pair_fails() -> None:
    """docs/RULES.md `cutthroat`: "if not the bidder loses the bid and the partner scores what it
    took"."""
    assert change(CUTTHROAT, [1, 1, 1, 1, 1], 0, 1, 25, partner=3) == (10, -25, 5, 5, 5)


def test_cutthroat_bidder_alone() -> None:
    """docs/RULES.md `cutthroat`: "a called card in the kitty or stock means the bidder plays alone"."""
    assert change(CUTTHROAT, [0, 4, 1, 0, 0], 1, 1, 25) == (0, 25, 5, 0, 0)
    assert change(CUTTHROAT, [0, 3, 1, 1, 0], 1, 1, 25) == (0, -25, 5, 5, 0)
    assert change(CUTTHROAT, [0, 5, 0, 0, 0], 1, 1, 30) == (0, 60, 0, 0, 0)


def test_cutthroat_pair_makes_30() -> None:
    """A bid of 30 made scores 60 (docs/RULES.md 7); in cutthroat "each scores what it took itself", so
    each of the pair scores double its own take (together 60). Decision documented here."""
    assert change(CUTTHROAT, [0, 3, 0, 2, 0], 1, 1, 30, partner=3) == (0, 40, 0, 20, 0)


def test_cutthroat_sixty_for_120_with_a_partner() -> None:
    """60 for 120 made by the pair: the bidder scores 120, the partner what it took; failed: the
    bidder -60 and the partner what it took."""
    assert change(CUTTHROAT, [0, 3, 0, 2, 0], 1, 1, 60, partner=3) == (0, 120, 0, 10, 0)
    assert change(CUTTHROAT, [1, 2, 0, 2, 0], 1, 1, 60, partner=3) == (5, -60, 0, 10, 0)


# ------------------------------------------------------------------ forty-five

@pytest.mark.parametrize("players", [2, 4, 6])
def test_forty_five_trick_scoring(players: int) -> None:
    """docs/RULES.md `forty-five`: "3 or 4 tricks score 5, all 5 tricks score 10"."""
    rules = preset("forty-five", players)
    seats_of_side0 = rules.sides()[0]

    def tricks_for(side0: int) -> list[int]:
        out = [0] * players
        out[seats_of_side0[0]] = side0
        out[rules.sides()[1][0]] = 5 - side0
        return out

    assert change(rules, tricks_for(3), -1, -1, 0) == (5, 0)
    assert change(rules, tricks_for(4), -1, -1, 0) == (5, 0)
    assert change(rules, tricks_for(5), -1, -1, 0) == (10, 0)
    assert change(rules, tricks_for(2), -1, -1, 0) == (0, 5)
    assert change(rules, tricks_for(0), -1, -1, 0) == (0, 10)
    assert score_hand(rules, tricks_for(3), -1, -1, 0).made is None


def test_forty_five_trick_difference_variant() -> None:
    """docs/RULES.md `forty-five`: "variant scoring from 002: 5 a trick, the side with fewer tricks
    subtracting" (seed 002: 25 for all five, 15 for 4, 5 for 3)."""
    rules = preset("forty-five", 4, scoring="trick-difference")
    assert change(rules, [3, 0, 2, 0], -1, -1, 0) == (25, 0)
    assert change(rules, [2, 1, 2, 0], -1, -1, 0) == (15, 0)
    assert change(rules, [2, 1, 1, 1], -1, -1, 0) == (5, 0)
    assert change(rules, [0, 1, 2, 2], -1, -1, 0) == (0, 5)


# ------------------------------------------------------------------ the game

def test_first_side_to_the_target_wins() -> None:
    """docs/RULES.md 8: "Game: first side to 120." """
    assert decide_winner(CLASSIC, [120, 50], [True, True], 1) == 0
    assert decide_winner(CLASSIC, [119, 118], [True, True], 1) is None
    assert decide_winner(HOUSE, [124, 0], [True, True], 0) is None
    assert decide_winner(HOUSE, [125, 0], [True, True], 1) == 0
    assert decide_winner(preset("forty-five"), [45, 40], [True, True], -1) == 0


def test_case_8_both_sides_pass_the_target_bidding_side_wins() -> None:
    """docs/RULES.md case 8 and 8: "If both sides pass 120 on the same hand, the bidding side wins." Even
    with the lower score."""
    assert decide_winner(CLASSIC, [150, 121], [True, True], 1) == 1
    assert decide_winner(CLASSIC, [121, 150], [True, True], 0) == 0
    higher = preset("classic", tie_rule="higher")
    assert decide_winner(higher, [150, 121], [True, True], 1) == 0


def test_cutthroat_several_past_the_target() -> None:
    assert decide_winner(CUTTHROAT, [130, 126, 0, 0, 0], [True] * 5, 1) == 1
    assert decide_winner(CUTTHROAT, [130, 126, 0, 0, 0], [True] * 5, 3) == 0


def test_last_side_standing_wins() -> None:
    """docs/RULES.md Ticks: a side out of the game; the last one left wins."""
    assert decide_winner(CLASSIC, [-40, 10], [True, False], 0) == 0
    assert decide_winner(CUTTHROAT, [0, 0, 0, 0, 0], [False, False, True, False, False], 0) == 2
    assert decide_winner(CUTTHROAT, [0, 0, 0, 0, 0], [False, True, True, False, False], 0) is None


def test_failed_bid_earns_a_tick() -> None:
    """docs/RULES.md Ticks: "a side that fails a bid gets a tick"."""
    assert score_hand(CLASSIC, [1, 2, 1, 1], 1, 1, 25).ticked_side == 1
    assert score_hand(CLASSIC, [1, 2, 1, 1], 1, 1, 20).ticked_side == -1
    assert score_hand(CUTTHROAT, [1, 1, 1, 1, 1], 0, 1, 25, partner=3).ticked_side == 1


# ------------------------------------------------------------------ whole hands

def play_hand(st, prefer: Mapping[int, Sequence[str]]) -> None:
    """Play out the hand: each seat plays its first preferred card that is legal, else the first
    legal card."""
    while st.phase == "play":
        legal = st.legal_actions()
        choice = legal[0]
        for text in prefer.get(st.current_player, ()):
            card = int(Card.parse(text))
            if card in legal:
                choice = card
                break
        st.apply(choice)


def bidder_sweeps(bid: str, rules=None, scores=None):
    """Seat 1 holds the five best spades and bids; nobody else has a trump."""
    strong = "5S JS AH AS KS"
    others = {0: "2C 3C 4C 6C 7C", 2: "2D 3D 4D 6D 7D", 3: "8C 9C 10C QC KC"}
    st = dealt_state(rules or preset("classic"), dealer=0, scores=scores,
                     hands={1: strong.split(), **{s: h.split() for s, h in others.items()}},
                     stock=["2H", "3H", "4H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "5H"])
    act(st, (1, bid), (2, "pass"), (3, "pass"), (0, "pass"), (1, "trump S"))
    stand_pat(st)
    play_hand(st, {1: strong.split()})
    return st


def test_whole_hand_25_taking_all_five_scores_30() -> None:
    """docs/RULES.md case 4 in a real hand: all five tricks on 25 score 30."""
    st = bidder_sweeps("bid 25")
    record = st.records[-1]
    assert record.tricks_taken == (0, 5) and record.points == (0, 30)
    assert record.score_change == (0, 30) and st.scores == [0, 30] and record.made is True


def test_whole_hand_30_made_scores_60() -> None:
    st = bidder_sweeps("bid 30")
    assert st.scores == [0, 60]


def test_whole_hand_all_five_double() -> None:
    st = bidder_sweeps("bid 15", rules=preset("classic", all_five_double=True))
    assert st.scores == [0, 60]


def test_whole_hand_failed_bid_subtracts_the_bid() -> None:
    """docs/RULES.md case 5 in a real hand: the defenders hold every trump."""
    strong = "5S JS AH AS KS"
    st = dealt_state("classic", dealer=0, scores=[10, 10],
                     hands={0: strong.split(), 1: ["2C", "3C", "4C", "6C", "7C"],
                            2: ["2D", "3D", "4D", "6D", "7D"], 3: ["8C", "9C", "10C", "QC", "KC"]},
                     stock=["2H", "3H", "4H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "5H"])
    act(st, (1, "bid 20"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "trump S"))
    stand_pat(st)
    play_hand(st, {0: strong.split()})
    record = st.records[-1]
    assert record.points == (30, 0)
    assert record.score_change == (30, -20) and st.scores == [40, -10]
    assert record.made is False


def test_whole_hand_no_trump_played_is_25_points() -> None:
    """docs/RULES.md 6: "If no trump was played at all, that 5 goes to no one." Nobody holds a spade or
    the A♥ and the stock is not touched."""
    hands = {0: "2C 3C 4C 6C 7C", 1: "2D 3D 4D 6D 7D", 2: "8C 9C 10C QC KC", 3: "8D 9D 10D QD KD"}
    st = dealt_state("classic", dealer=0, hands={s: h.split() for s, h in hands.items()})
    act(st, (1, "bid 15"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "trump S"))
    stand_pat(st)
    play_hand(st, {})
    record = st.records[-1]
    assert sum(record.points) == 25
    assert sum(record.tricks_taken) == 5


def test_whole_hand_highest_trump_played_scores_its_side() -> None:
    """docs/RULES.md 6: the 5 goes to "the side that played the highest trump played in the hand":
    here the 5 and J of trump are in the stock, so the A♥ is the highest played."""
    hands = {0: "AH 3C 4C 6C 7C", 1: "2S 3D 4D 6D 7D", 2: "8C 9C 10C QC KC", 3: "8D 9D 10D QD KD"}
    st = dealt_state("classic", dealer=0, hands={s: h.split() for s, h in hands.items()},
                     stock=["5S", "JS"])
    act(st, (1, "bid 15"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "trump S"))
    stand_pat(st)
    play_hand(st, {0: ["AH"], 1: ["2S"]})
    record = st.records[-1]
    high_trick = next(t for t in record.tricks if Card.parse("AH") in t.cards)
    assert high_trick.winner == 0
    assert record.points[0] == 5 * record.tricks_taken[0] + 5
    assert sum(record.points) == 30
