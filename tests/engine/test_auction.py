"""The auction (docs/RULES.md "One hand" 2 and 3, the presets, and case 6)."""

from __future__ import annotations

import pytest

from game.engine import IllegalActionError, new_game, play_random_game, preset
from game.engine.actions import ActionParseError
from game.engine.record import finalize, replay_game

from .helpers import act, dealt_state, legal_texts, redeal, snapshot


def refused(st, action: str, *words: str) -> IllegalActionError:
    """Apply an illegal action: it must raise, name the rule, and change nothing."""
    before = snapshot(st)
    with pytest.raises(IllegalActionError) as info:
        st.apply(action)
    assert snapshot(st) == before, f"{action!r} changed the state"
    for word in words:
        assert word.lower() in str(info.value).lower(), (str(info.value), word)
    return info.value


# ------------------------------------------------------------------ order and bids

@pytest.mark.parametrize("name, players", [("classic", 4), ("classic", 6), ("house-125", 4),
                                           ("cutthroat", 5), ("new-england", 4)])
def test_auction_starts_at_the_dealers_left_and_goes_clockwise(name: str, players: int) -> None:
    """docs/RULES.md 2: "Auction: clockwise from the dealer's left"."""
    for dealer in range(players):
        st = dealt_state(name, dealer=dealer, players=players)
        assert st.phase == "auction"
        seen = []
        while st.phase == "auction":
            seen.append(st.current_player)
            st.apply("pass")
        assert seen == [(dealer + k) % players for k in range(1, players + 1)]


def test_bids_are_multiples_of_five_above_the_current_bid_up_to_30() -> None:
    """docs/RULES.md 2: "each bids a multiple of 5 above the current bid, up to 30, or passes"."""
    st = dealt_state("classic")
    assert legal_texts(st) == ["pass", "bid 15", "bid 20", "bid 25", "bid 30"]
    act(st, (1, "bid 20"))
    assert legal_texts(st) == ["pass", "bid 25", "bid 30"]
    refused(st, "bid 20", "higher than the current bid of 20")
    refused(st, "bid 15", "higher than the current bid")
    refused(st, "bid 35", "up in fives to 30")
    with pytest.raises(ActionParseError):
        st.apply("bid 17")
    act(st, (2, "bid 30"))
    assert legal_texts(st) == ["pass"]


def test_only_the_dealer_may_hold() -> None:
    """docs/RULES.md 2: "The dealer may instead hold: take the current bid at its value"."""
    st = dealt_state("classic", dealer=0)
    act(st, (1, "bid 15"))
    assert "hold" not in legal_texts(st)
    refused(st, "hold", "only the dealer may hold")
    act(st, (2, "pass"), (3, "pass"))
    assert legal_texts(st) == ["pass", "hold", "bid 20", "bid 25", "bid 30"]
    act(st, (0, "hold"))
    assert st.high_bid == 15 and st.high_bidder == 0


def test_dealer_cannot_hold_without_a_bid() -> None:
    st = dealt_state("classic", dealer=0)
    act(st, (1, "pass"), (2, "pass"), (3, "pass"))
    assert "hold" not in legal_texts(st)
    refused(st, "hold", "no bid to hold")


def test_case_6_hold_at_30() -> None:
    """docs/RULES.md case 6: "Hold at 30"; docs/RULES.md 2: the dealer may hold "(at 30 too)"."""
    st = dealt_state("classic", dealer=0)
    act(st, (1, "bid 30"), (2, "pass"), (3, "pass"))
    assert legal_texts(st) == ["pass", "hold"]
    act(st, (0, "hold"))
    assert st.current_player == 1 and legal_texts(st) == ["pass"]
    act(st, (1, "pass"))
    assert st.phase == "trump" and st.bidder == 0 and st.bid == 30 and not st.bagged


def test_case_6_repeated_holds() -> None:
    """docs/RULES.md 2: "After a hold, every player who has not passed may raise again, and the dealer
    may hold again. The auction ends when all but one have passed." """
    st = dealt_state("classic", dealer=0)
    act(st, (1, "bid 15"), (2, "pass"), (3, "pass"), (0, "hold"),
        (1, "bid 20"), (0, "hold"),
        (1, "bid 25"), (0, "hold"))
    assert st.phase == "auction" and st.current_player == 1
    act(st, (1, "pass"))
    assert st.phase == "trump" and st.bidder == 0 and st.bid == 25


def test_after_a_hold_everyone_not_passed_may_raise() -> None:
    """docs/RULES.md 2: "After a hold, every player who has not passed may raise again"."""
    st = dealt_state("classic", dealer=0)
    act(st, (1, "bid 15"), (2, "bid 20"), (3, "pass"), (0, "hold"))
    assert st.current_player == 1 and "bid 25" in legal_texts(st)
    act(st, (1, "pass"))
    assert st.current_player == 2 and legal_texts(st) == ["pass", "bid 25", "bid 30"]
    act(st, (2, "bid 25"))
    assert st.current_player == 0          # seat 3 passed: it is out
    act(st, (0, "hold"), (2, "pass"))
    assert st.phase == "trump" and st.bidder == 0 and st.bid == 25


def test_passed_players_are_out_of_the_auction() -> None:
    """docs/RULES.md 2: "A passed player is out of this auction." """
    st = dealt_state("classic", dealer=0, players=6)
    act(st, (1, "bid 15"), (2, "pass"), (3, "bid 20"), (4, "pass"), (5, "pass"), (0, "pass"))
    # Only seats 1 and 3 remain; the turn skips every passed seat.
    act(st, (1, "bid 25"), (3, "bid 30"), (1, "pass"))
    assert st.phase == "trump" and st.bidder == 3 and st.bid == 30
    actors = [seat for seat, _ in st.auction]
    assert actors == [1, 2, 3, 4, 5, 0, 1, 3, 1]


def test_auction_ends_when_all_but_one_have_passed() -> None:
    """docs/RULES.md 2: "The auction ends when all but one have passed." """
    st = dealt_state("classic", dealer=3)
    act(st, (0, "pass"), (1, "bid 20"), (2, "pass"))
    assert st.phase == "auction"
    act(st, (3, "pass"))
    assert st.phase == "trump" and st.current_player == 1 and st.bidder == 1 and st.bid == 20


def test_dealer_may_also_outbid() -> None:
    st = dealt_state("classic", dealer=0)
    act(st, (1, "bid 15"), (2, "pass"), (3, "pass"), (0, "bid 25"), (1, "pass"))
    assert st.bidder == 0 and st.bid == 25


def test_after_the_auction_the_bidder_names_trump() -> None:
    """docs/RULES.md 3: "the winning bidder names trump"."""
    st = dealt_state("classic", dealer=0)
    act(st, (1, "pass"), (2, "bid 20"), (3, "pass"), (0, "pass"))
    assert st.phase == "trump" and st.current_player == 2
    assert legal_texts(st) == ["trump S", "trump H", "trump D", "trump C"]
    refused(st, "bid 25", "name trump")
    refused(st, "play 5H", "name trump")
    act(st, (2, "trump D"))
    assert st.trump == 2


def test_moves_out_of_phase_are_refused_and_change_nothing() -> None:
    st = dealt_state("classic", dealer=0)
    refused(st, "play " + str(st.hand_of(1)[0]), "auction")
    refused(st, "trump S", "auction")
    refused(st, "discard none", "auction")


# ------------------------------------------------------------------ 100 or more

def test_a_side_with_100_may_not_bid_below_20() -> None:
    """docs/RULES.md 2: "A side with 100 or more points may not bid below 20." """
    st = dealt_state("classic", dealer=0, scores=[0, 100])
    assert st.current_player == 1 and legal_texts(st) == ["pass", "bid 20", "bid 25", "bid 30"]
    refused(st, "bid 15", "100 or more", "below 20")
    act(st, (1, "pass"))
    assert legal_texts(st) == ["pass", "bid 15", "bid 20", "bid 25", "bid 30"]   # seat 2: side 0
    st = dealt_state("classic", dealer=0, scores=[0, 99])
    assert "bid 15" in legal_texts(st)


def test_a_dealer_with_100_may_not_hold_a_15() -> None:
    """The hold takes the bid at its value, so a side at 100+ cannot hold a 15."""
    st = dealt_state("classic", dealer=0, scores=[100, 0])
    act(st, (1, "bid 15"), (2, "pass"), (3, "pass"))
    assert legal_texts(st) == ["pass", "bid 20", "bid 25", "bid 30"]
    refused(st, "hold", "100 or more")


def test_case_6_bagging_a_side_that_must_bid_20() -> None:
    """docs/RULES.md 2: "If everyone passes, the dealer is bagged: forced to play at the minimum bid
    (20 if the dealer's side is at 100+)." """
    st = dealt_state("classic", dealer=0, scores=[100, 40])
    act(st, (1, "pass"), (2, "pass"), (3, "pass"), (0, "pass"))
    assert st.phase == "trump" and st.bidder == 0 and st.bagged and st.bid == 20


def test_bagged_at_the_minimum() -> None:
    """docs/RULES.md 2: everyone passing bags the dealer at the minimum bid (15; 20 in house-125)."""
    st = dealt_state("classic", dealer=2, scores=[0, 110])   # the other side's 100 is no matter
    act(st, (3, "pass"), (0, "pass"), (1, "pass"), (2, "pass"))
    assert (st.bidder, st.bid, st.bagged, st.phase) == (2, 15, True, "trump")
    st = dealt_state("house-125", dealer=1)
    act(st, (2, "pass"), (3, "pass"), (0, "pass"), (1, "pass"))
    assert (st.bidder, st.bid, st.bagged) == (1, 20, True)
    st = dealt_state("cutthroat", dealer=4)
    for seat in (0, 1, 2, 3, 4):
        act(st, (seat, "pass"))
    assert (st.bidder, st.bid, st.bagged) == (4, 20, True)


# ------------------------------------------------------------------ redeal

def test_redeal_variant_passes_the_deal_on() -> None:
    """docs/RULES.md 2: "Variant: redeal by the next dealer." """
    rules = preset("classic", all_pass="redeal")
    st = dealt_state(rules, dealer=1)
    act(st, (2, "pass"), (3, "pass"), (0, "pass"), (1, "pass"))
    assert st.phase == "deal" and st.dealer == 2 and st.hand_number == 1
    assert st.scores == [0, 0]
    assert finalize(st)[-1].redeal is True


def test_case_6_no_endless_all_pass_loop() -> None:
    """docs/RULES.md case 6: "no endless all-pass loop". Forty all-pass deals in a row each move the
    deal on (a fresh deal by the next dealer), and the first bid afterwards plays normally."""
    rules = preset("classic", all_pass="redeal")
    st = dealt_state(rules, dealer=0)
    for round_number in range(40):
        dealer = st.dealer
        assert dealer == round_number % 4
        for _ in range(4):
            st.apply("pass")
        assert st.phase == "deal" and st.dealer == (dealer + 1) % 4
        redeal(st)
    act(st, "bid 15", "pass", "pass", "pass")
    assert st.phase == "trump" and st.hand_number == 40
    assert replay_game(finalize(st)) == []


@pytest.mark.parametrize("name, players", [("classic", 4), ("classic", 6), ("house-125", 4),
                                           ("cutthroat", 5)])
def test_redeal_variant_random_games_finish(name: str, players: int) -> None:
    """The redeal variant still ends: random games reach a winner."""
    rules = preset(name, players, all_pass="redeal", ticks=4)
    for seed in range(3):
        st = play_random_game(rules, seed, max_hands=3000)
        assert st.is_terminal


def test_bag_never_redeals() -> None:
    """The default: an all-pass hand is played (bagged), not redealt."""
    st = dealt_state("classic", dealer=0)
    act(st, "pass", "pass", "pass", "pass")
    assert st.hand_number == 0 and st.phase == "trump"


# ------------------------------------------------------------------ new-england

def test_new_england_one_time_around() -> None:
    """docs/RULES.md `new-england`: "one time around only, no hold". Nobody bids twice: the auction
    ends with the dealer's call even though a bid was topped."""
    st = dealt_state("new-england", dealer=0)
    act(st, (1, "bid 15"), (2, "bid 20"), (3, "pass"))
    assert "hold" not in legal_texts(st)
    refused(st, "hold", "no hold")
    act(st, (0, "pass"))
    assert st.phase == "trump" and st.bidder == 2 and st.bid == 20
    assert [seat for seat, _ in st.auction] == [1, 2, 3, 0]


def test_new_england_dealer_outbids_last() -> None:
    st = dealt_state("new-england", dealer=3)
    act(st, (0, "bid 20"), (1, "pass"), (2, "pass"), (3, "bid 25"))
    assert st.phase == "trump" and st.bidder == 3 and st.bid == 25


def test_new_england_dealer_forced_if_all_pass() -> None:
    """docs/RULES.md `new-england`: "dealer forced if all pass". The dealer may bid up to 30; passing
    leaves it forced at the minimum, 15."""
    st = dealt_state("new-england", dealer=2)
    act(st, (3, "pass"), (0, "pass"), (1, "pass"))
    assert st.current_player == 2 and legal_texts(st)[1:] == ["bid 15", "bid 20", "bid 25", "bid 30"]
    act(st, (2, "pass"))
    assert st.phase == "trump" and st.bidder == 2 and st.bid == 15 and st.bagged
    st = dealt_state("new-england", dealer=2)
    act(st, (3, "pass"), (0, "pass"), (1, "pass"), (2, "bid 25"))
    assert st.bidder == 2 and st.bid == 25 and not st.bagged


# ------------------------------------------------------------------ 60 for 120

def test_sixty_for_120_only_for_a_side_below_zero() -> None:
    """docs/RULES.md `house-125`: "'60 for 120' (take all five tricks: +120, else -60) only for a side
    below zero"."""
    st = dealt_state("house-125", dealer=0, scores=[-5, 0])
    assert legal_texts(st) == ["pass", "bid 20", "bid 25", "bid 30"]          # seat 1: side 1 at 0
    refused(st, "bid 60", "below zero")
    act(st, (1, "bid 30"))
    assert legal_texts(st) == ["pass", "bid 60"]                              # seat 2: side 0 at -5
    act(st, (2, "bid 60"))
    assert st.high_bid == 60
    assert legal_texts(st) == ["pass"]                                        # seat 3: side 1
    act(st, (3, "pass"))
    assert legal_texts(st) == ["pass", "hold"]                                # dealer 0: side 0 at -5
    act(st, (0, "pass"), (1, "pass"))
    assert st.bidder == 2 and st.bid == 60


def test_dealer_not_below_zero_may_not_hold_a_60() -> None:
    st = dealt_state("house-125", dealer=0, scores=[10, -20])
    act(st, (1, "bid 60"), (2, "pass"), (3, "pass"))
    assert legal_texts(st) == ["pass"]
    refused(st, "hold")


def test_no_sixty_for_120_in_classic() -> None:
    st = dealt_state("classic", dealer=0, scores=[-50, -50])
    assert "bid 60" not in legal_texts(st)
    refused(st, "bid 60", "no '60 for 120'")


def test_house_125_bids_start_at_20() -> None:
    """docs/RULES.md `house-125` bids: "20, 25, 30, and '60 for 120'". """
    st = dealt_state("house-125", dealer=0)
    assert legal_texts(st) == ["pass", "bid 20", "bid 25", "bid 30"]
    refused(st, "bid 15", "minimum bid is 20")


def test_cutthroat_100_minimum_is_per_player() -> None:
    """Cutthroat is each for themself: only the seat at 100+ is held to 20 (house-125 bids start at
    20 anyway), and below zero only that seat may bid 60 for 120."""
    st = dealt_state("cutthroat", dealer=0, scores=[0, -5, 0, 0, 0])
    assert "bid 60" in legal_texts(st)
    act(st, (1, "pass"))
    assert "bid 60" not in legal_texts(st)


def test_no_auction_in_forty_five() -> None:
    """docs/RULES.md `forty-five`: "no auction"; the turned-up card is trump."""
    st = new_game("forty-five", seed=3, players=4)
    st.advance_chance()
    assert st.phase in ("rob", "play")
    assert st.trump == st.turn_up // 13
    assert st.auction == []
