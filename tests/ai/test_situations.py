"""Situational tests: fixed deals played to a decision, and the decision a good player makes.

Each test quotes the strategy rule it checks.  Deals are built card by card with
``deal`` (the rest of the pack is shuffled from a fixed seed), then driven through the
engine with notation, so every observation is one the real game produces.
"""

from __future__ import annotations

import pytest

from game.ai import rulebased
from game.ai.memory import CardMemory
from game.ai.play import CRITICAL_WORTH, trick_worth
from game.engine import Card, parse_cards, preset
from game.engine import actions as A
from tests.ai.deals import CLASSIC, deal, decide, drive, observation, play_ready, text


@pytest.fixture(autouse=True)
def strict_players(monkeypatch: pytest.MonkeyPatch) -> None:
    """A decision that is not legal fails the test instead of falling back quietly."""
    monkeypatch.setattr(rulebased, "STRICT", True)


# ------------------------------------------------------------------ bidding


def test_sure_points_bid_over_an_opening() -> None:
    """Values a hand by sure points: the 5 and J of trump are 15 points no one can take,
    and partner or the draw should find one more trick, so it raises an opening 15 to 20."""
    state = drive(deal(CLASSIC, 3, {1: "5H JH 2C 7S 9D"}), "bid 15")
    assert text(state) == "bid 20"


def test_junk_hand_passes() -> None:
    """A hand with no trump worth naming and no top card passes."""
    state = deal(CLASSIC, 3, {0: "2H 3D 9C 10S 4D"})
    assert text(state) == "pass"


def test_five_jack_ace_of_hearts_bids_even_over_25() -> None:
    """5+J+A♥ is 20 sure points: worth contesting a 25."""
    state = drive(deal(CLASSIC, 3, {2: "5D JD AH KD 3C"}), "bid 15", "bid 25")
    assert text(state) == "bid 30"


def test_dealer_holds_instead_of_raising() -> None:
    """The dealer may hold: with a biddable hand it takes the bid at its value, not 5 more."""
    state = drive(deal(CLASSIC, 3, {3: "5S JS AS 4C 9D"}), "bid 15", "pass", "pass")
    assert text(state) == "hold"


def test_minimum_of_20_at_100() -> None:
    """A side with 100 or more may not bid below 20: only legal bids come out."""
    state = deal(CLASSIC, 3, {0: "5C JC AH 2H 3D"}, scores=[105, 0])
    obs = observation(state)
    assert A.bid(15) not in obs.legal_actions
    assert decide(state) in obs.legal_actions
    assert text(state) == "bid 20"


def test_pushes_when_the_other_side_nears_the_target() -> None:
    """Push the bidding when the other side nears the target: a J and a small trump pass
    over 15 at 0-0, but contest it when the opponents stand at 95 of 120."""
    hands = {1: "JS 7S KD 9C 4H"}
    calm = drive(deal(CLASSIC, 3, hands), "bid 15")
    assert text(calm) == "pass"
    tense = deal(CLASSIC, 3, hands, scores=[95, 0])
    drive(tense, "bid 15")
    assert text(tense) == "bid 20"


def test_sixty_for_120_when_below_zero() -> None:
    """'60 for 120' only for a side below zero, and only with all five tricks in sight."""
    rules = preset("house-125", 4)
    strong = deal(rules, 3, {0: "5H JH AH KH QH"}, scores=[-20, 0])
    assert text(strong) == "bid 60"
    level = deal(rules, 3, {0: "5H JH AH KH QH"})
    assert text(level) != "bid 60"


def test_bagged_dealer_takes_the_kitty() -> None:
    """A bagged dealer choosing between the kitty and the top six takes the kitty (nine
    cards to choose from, and the draw still to come)."""
    rules = preset("house-125", 4, top6=True)
    state = drive(deal(rules, 3, {3: "2S 3D 9C 10S 4D"}), "pass", "pass", "pass", "pass", "trump S")
    assert state.phase == "kitty_choice"
    assert text(state) == "kitty"


def test_new_england_bids_its_limit_at_once() -> None:
    """One time around only: the player bids what the hand is worth straight away."""
    rules = preset("new-england", 4)
    state = deal(rules, 3, {0: "5D JD AH AD 3C"})
    assert A.kind(decide(state)) == "bid"
    assert A.bid_amount(decide(state)) >= 25


# ------------------------------------------------------------------ trump, kitty, draw, call, rob


def test_names_trump_by_top_cards_before_length() -> None:
    """Names trump by top cards then length: 5♦ J♦ beat three low hearts."""
    state = drive(deal(CLASSIC, 3, {0: "5D JD 2H 3H 4H"}), "bid 15", "pass", "pass", "pass")
    assert text(state) == "trump D"


def test_ace_of_hearts_counts_in_every_suit() -> None:
    """The A♥ is a trump in every suit: A♥ K♣ Q♣ makes clubs three trumps strong."""
    state = drive(deal(CLASSIC, 3, {0: "AH KC QC 6D 7D"}), "bid 15", "pass", "pass", "pass")
    assert text(state) == "trump C"


def test_red_and_black_spots_rank_differently() -> None:
    """Red high, black low: the 2♠ 3♠ are good spades trumps, the 2♦ 3♦ the worst diamonds."""
    state = drive(deal(CLASSIC, 3, {0: "2S 3S 2D 3D 9H"}), "bid 15", "pass", "pass", "pass")
    assert text(state) == "trump S"


def test_draw_keeps_trumps_and_kings() -> None:
    """In the draw keep trumps and kings, throw the rest for fresh cards."""
    state = drive(deal(CLASSIC, 3, {0: "5H 9H KS 4C 7D", 1: "2S 3S 2D 3D 9C"}),
                  "bid 15", "pass", "pass", "pass", "trump H")
    assert set(text(state).split()[1:]) == {"4C", "7D"}


def test_draw_respects_a_short_stock() -> None:
    """Six players: when the stock runs short, discard only as many as remain (the worst)."""
    rules = preset("classic", 6)
    state = drive(deal(rules, 5, {}), "bid 15", "pass", "pass", "pass", "pass", "pass", "trump H")
    while state.phase == "draw":
        obs = observation(state)
        action = decide(state)
        assert action in obs.legal_actions
        state.apply(action)
    assert state.phase == "play"


def test_new_england_keeps_one_card() -> None:
    """Every player keeps at least one card in the draw (new-england): with nothing worth
    keeping, keep the best of the rubbish and throw four."""
    rules = preset("new-england", 4)
    state = drive(deal(rules, 3, {0: "5H JH AH KH QH", 1: "2S 3S 4C 6D 9C"}),
                  "bid 30", "pass", "pass", "pass", "trump H")
    state.apply(decide(state))          # the bidder's kitty discard
    assert state.phase == "draw" and state.current_player == 0
    state.apply(decide(state))
    assert state.current_player == 1
    thrown = text(state).split()[1:]
    assert len(thrown) == 4 and "2S" not in thrown  # the 2♠ ranks highest of this rubbish (black low)


def test_kitty_discard_keeps_the_five_best() -> None:
    """The bidder keeps trumps first, then kings, and throws the rest of hand and kitty."""
    rules = preset("house-125", 4)
    state = drive(deal(rules, 3, {0: "5H 9C 2D 3S 8S"}, kitty="JH KC AH 4D"),
                  "bid 20", "pass", "pass", "pass", "trump H")
    assert state.phase == "kitty_discard"
    action = decide(state)
    thrown = {str(c) for c in parse_cards(A.to_text(action).split(" ", 1)[1])}
    assert thrown == {"2D", "4D", "8S", "9C"}  # keeps 5♥ J♥ A♥, the K♣, and the 3♠ (black low)


def test_cutthroat_calls_the_highest_missing_trump() -> None:
    """Cutthroat: call the highest trump you lack."""
    rules = preset("cutthroat", 5)
    state = drive(deal(rules, 4, {0: "JH AH KH 4C 9D"}), "bid 20", "pass", "pass", "pass", "pass", "trump H")
    assert text(state) == "call 5H"


def test_forty_five_robs_with_the_ace() -> None:
    """Forty-five: the holder of the trump ace takes the turned-up trump for its weakest card."""
    rules = preset("forty-five", 4)
    state = deal(rules, 3, {0: "AD 2C 9S KH 4H"}, turn_up="7D")
    assert state.phase == "rob" and state.current_player == 0
    assert text(state) == "rob 9S"  # the 9♠ is the lowest card held: black low


def test_rob_the_pack_takes_the_best_card() -> None:
    """Robbing the pack: the dealer picks the best card the stock offers."""
    rules = preset("classic", 4, rob_pack=True)
    state = drive(deal(rules, 3, {3: "2S 3D 9C 10C 4D"}, stock="4S 6S 7S 8S 9S 10S 2H 3H 5H"),
                  "bid 15", "pass", "pass", "pass", "trump H")
    for _ in range(3):
        state.apply("discard none")
    state.apply(decide(state))
    assert state.phase == "rob_pack"
    assert text(state) == "take 5H"


# ------------------------------------------------------------------ play


def test_bidder_on_lead_with_the_boss_trump_leads_it() -> None:
    """As the bidding side with the best trump left, lead it: it wins and draws trumps."""
    state = play_ready({0: "5H JH 9H KS 4C", 1: "AS 4D 6C 7S 8D", 2: "2C 3C 4S 5D 6D",
                        3: "6H 7H 8C 9C 10C"})
    drive(state, "play 7S", "play 4S", "play 8C", "play KS")   # seat 0 wins with the K♠
    assert state.current_player == 0
    assert text(state) in ("play 5H", "play JH")


def test_does_not_overtake_a_partner_already_winning() -> None:
    """Do not overtake a partner already winning: partner's J♥ (the 5♥ is gone) holds,
    so the last player throws its cheapest card."""
    state = play_ready({0: "5H KD 9C 8S 2D", 1: "3C 4C 6C 7C 8C", 2: "JH QH 2S 3S 4S",
                        3: "KH 10H 9H 6S 7S"})
    drive(state, "play 3C", "play 2S", "play 6S", "play 5H")  # seat 0 wins trick 1 with the 5♥
    drive(state, "play 2D", "play 4C", "play JH", "play 7S")  # seat 2's J♥ on a diamond lead
    assert state.tricks[-1][2] == 2
    # seat 2 leads; seat 3 plays; seat 0 last with partner winning
    drive(state, "play QH", "play 9H")
    assert state.current_player == 0
    assert text(state) in ("play 9C", "play 8S")


def test_ruffs_an_opponents_winner() -> None:
    """Ruff opponents' winners: void in the suit led, trump the opponent's king cheaply."""
    state = play_ready({0: "5H 2H 9C 8S 2D", 1: "KC 4C 6C 7C 8C", 2: "JC QC 2S 3S 4S",
                        3: "KH 10H 9H 6S 7S"})
    drive(state, "play KC", "play QC", "play 6S")
    assert state.current_player == 0
    assert text(state) == "play 2H"


def test_keeps_the_privileged_trump_on_a_low_trump_lead() -> None:
    """Use the renege privilege: partner's trump already wins a low trump lead, so keep
    the J back (the 5 is still out) and throw a plain card."""
    state = play_ready({0: "JH 3C 9C 8S 2D", 1: "2H 4C 6C 7C 8C", 2: "KH QC 2S 3S 4S",
                        3: "3H 10S 9S 6S 7S"})
    drive(state, "play 2H", "play KH", "play 3H")
    assert state.current_player == 0
    choice = text(state)
    assert choice != "play JH"


def test_remembers_played_cards_for_the_boss_trump() -> None:
    """Remember every card played: once the 5♥ and J♥ are gone, the A♥ is the best trump,
    so the bidder on lead leads it to pull the rest."""
    state = play_ready({0: "AH 2H KC 8S 7D", 1: "5H 4C 6C 7C 8C", 2: "JH QC 2S 3S 4S",
                        3: "3H 10S 9S 6S 7S"})
    drive(state, "play 5H", "play JH", "play 3H", "play 2H")
    mem = CardMemory(state.observation(0))
    assert mem.is_boss_trump(Card.parse("AH"))
    drive(state, "play 4C", "play QC", "play 10S", "play KC")   # the K♣ wins: seat 0 leads
    assert state.current_player == 0
    assert text(state) == "play AH"


def test_voids_and_the_renege_privilege_in_memory() -> None:
    """A plain lead not followed proves a void in that suit; a trump lead not followed
    proves only that no non-privileged trump is held (the 5, J and A♥ may hide)."""
    state = play_ready({0: "AH 3C 9C 8S 2D", 1: "9H 4C 6C 7C 8C", 2: "JH QC 2S 3S 4S",
                        3: "3D 10S 9S 6S 7S"})
    drive(state, "play 9H", "play 2S", "play 3D")   # seat 2 keeps its J♥ back; seat 3 has none
    mem = CardMemory(observation(state))
    seat2, seat3 = mem.cant_hold[2], mem.cant_hold[3]
    assert not (seat2 >> Card.parse("JH")) & 1, "the J♥ may have been kept back by renege"
    assert (seat2 >> Card.parse("KH")) & 1, "the K♥ would have had to be played"
    assert not (seat3 >> Card.parse("5H")) & 1 and (seat3 >> Card.parse("2H")) & 1
    state.apply("play 2D")
    drive(state, "play 4C", "play QC", "play 10S")  # seat 3 shows out of clubs
    mem = CardMemory(observation(state))
    assert (mem.cant_hold[3] >> Card.parse("KC")) & 1


def test_plays_to_the_bid() -> None:
    """Play to the bid: once the defenders are one trick from setting a 25, the next trick
    decides the contract and is worth more than its 5 points to both sides."""
    state = play_ready({0: "5H JH 9C 8S 2D", 1: "KC 4C 6C 7C 8C", 2: "JC QC 2S 3S 4S",
                        3: "KH 10H 9H 6S 7S"},
                       bidder_moves=["bid 25", "pass", "pass", "pass", "trump H"])
    assert trick_worth(observation(state)) == 5.0
    drive(state, "play KC", "play QC", "play 6S", "play 9C")   # the defenders take the first
    assert state.tricks[-1][2] == 1
    assert trick_worth(observation(state)) == CRITICAL_WORTH


def test_defender_sets_the_bid_with_a_sure_trump() -> None:
    """Set the bidder: with the bid one trick from failing, a defender holding the 5♥ and
    J♥ wins with the J (sure, since it holds the 5) rather than a trump that could be beaten."""
    state = play_ready({0: "AH KH 9C 8S 2D", 1: "KC 4C 6C 7C 8C", 2: "JC QC 2S 3S 4S",
                        3: "5H JH 9H 6S 7S"},
                       bidder_moves=["bid 25", "pass", "pass", "pass", "trump H"])
    drive(state, "play KC", "play QC", "play 6S", "play 9C", "play 4C", "play JC")
    assert state.current_player == 3
    assert text(state) == "play JH"


def test_easy_slips_are_human_sized() -> None:
    """Easy makes human-like slips, not random nonsense: where normal stops at 20, easy
    sometimes bids 25 (one step over its hand), never more; with rubbish it never goes to 25."""
    state = drive(deal(CLASSIC, 3, {2: "5H JH 2C 7S 9D"}), "pass", "bid 20")
    assert text(state) == "pass"
    seen = {decide(state, "easy", seed) for seed in range(300)}
    assert seen == {A.PASS, A.bid(25)}
    junk = drive(deal(CLASSIC, 3, {2: "2H 3D 9C 10S 4D"}), "pass", "bid 20")
    assert {decide(junk, "easy", seed) for seed in range(300)} == {A.PASS}


def test_sure_points_count_the_top_run() -> None:
    """The 5 is 10 sure points (its trick and the highest-trump bonus), 5+J 15, 5+J+A♥ 20;
    a J without the 5 is not sure at all."""
    from game.ai.evaluate import sure_points
    from game.engine import mask_of
    hearts = 1
    assert sure_points(mask_of(parse_cards("5H 2C 3C 4C 6C")), hearts) == 10
    assert sure_points(mask_of(parse_cards("5H JH 3C 4C 6C")), hearts) == 15
    assert sure_points(mask_of(parse_cards("5H JH AH 4C 6C")), hearts) == 20
    assert sure_points(mask_of(parse_cards("JH AH KH 4C 6C")), hearts) == 0
    assert sure_points(mask_of(parse_cards("5C JC AH AC 6H")), 3) == 25  # A♥ then A♣ in clubs
