"""``game.engine.readmodel``: the bid floor, tricks with seats, the contract, tricks and points so far.

Checked against docs/RULES.md's words, against a brute replay of the actions, and against the
hand's actual score from ``score_hand``; the property tests walk random games of every preset.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hst

from game.engine import CARDS, GameState, RuleSet, all_tables, bid_floor, preset
from game.engine.actions import PASS
from game.engine.readmodel import Contract, pass_bags_at, was_held
from game.engine.scoring import score_hand

from .helpers import act, dealt_state, oracle_trumps, oracle_winner, walk_game

TABLES: list[RuleSet] = all_tables() + [
    preset("cutthroat", 5, ticks=3, top6=True),
    preset("forty-five", 4, scoring="trick-difference"),
    preset("classic", 4, all_five_double=True, rob_pack=True),
    preset("house-125", 4, top6=True),
]
IDS = [f"{r.name}-{r.players}-{i}" for i, r in enumerate(TABLES)]
SETTINGS = settings(max_examples=6, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])


# ------------------------------------------------------------------ bid floor


def test_bid_floor_follows_the_100_rule() -> None:
    """docs/RULES.md 2: "A side with 100 or more points may not bid below 20." """
    classic = preset("classic", 4)
    assert bid_floor(classic, [0, 0], 1) == 15
    assert bid_floor(classic, [99, 0], 0) == 15
    assert bid_floor(classic, [100, 0], 0) == 20 and bid_floor(classic, [100, 0], 2) == 20
    assert bid_floor(classic, [100, 0], 1) == 15          # the other side is not held to it
    assert bid_floor(preset("house-125", 4), [0, 0], 3) == 20
    assert bid_floor(preset("classic", 4, min_bid_at_100=25), [0, 130], 1) == 25
    assert bid_floor(preset("classic", 4, min_bid_at_100=0), [0, 130], 1) == 15
    assert bid_floor(preset("cutthroat", 5), [0, 0, 110, 0, 0], 2) == 20


def test_bid_floor_is_the_lowest_legal_bid_for_state_and_observation() -> None:
    """The floor the engine enforces is the one it reports, to the state and the observation."""
    st = dealt_state("classic", dealer=0, scores=[100, 0])
    assert st.bid_floor(1) == 15 and st.observation(1).bid_floor(1) == 15
    act(st, (1, "bid 15"))
    assert st.bid_floor(2) == 20 and st.observation(2).bid_floor(2) == 20
    assert min(a - 100 for a in st.legal_actions() if a > 100) == 20


def test_a_bagged_dealer_plays_at_its_floor() -> None:
    """docs/RULES.md 2: "If everyone passes, the dealer is bagged: forced to play at the minimum bid
    (20 if the dealer's side is at 100+)"."""
    st = dealt_state("classic", dealer=0, scores=[100, 0])
    act(st, (1, "pass"), (2, "pass"), (3, "pass"))
    assert pass_bags_at(st.rules, st.scores, st.dealer, 0, st.high_bid, st.passed) == 20
    assert st.snapshot().pass_bags_at == 20
    assert st.observation(0).label(PASS) == "Pass (bagged at 20)"
    act(st, (0, "pass"))
    contract = st.contract()
    assert contract is not None and contract.bagged and contract.bid == 20 and contract.bidder == 0
    assert not contract.held


# ------------------------------------------------------------------ tricks with seats


def brute_tricks(st: GameState) -> tuple[list[list[tuple[int, int]]], list[tuple[int, int]]]:
    """Finished tricks and the trick in progress rebuilt from who played what, in order."""
    plays: list[tuple[int, int]] = [(seat, a) for seat, a in st.actions_this_hand if a < 52]
    size = max(1, sum(1 for hand in st.hands_at_lead if hand))   # the seats dealt in (some may be out now)
    whole = len(plays) // size * size
    return [plays[i:i + size] for i in range(0, whole, size)], plays[whole:]


@pytest.mark.parametrize("rules", TABLES, ids=IDS)
def test_trick_seats_agree_with_a_brute_replay(rules: RuleSet) -> None:
    """Every card of every trick carries the seat that played it; the winner is docs/RULES.md's
    "highest trump in it; with no trump, by the highest card of the suit led"."""
    checked = 0
    for seed in range(3):
        for st in walk_game(rules, seed, max_hands=3):
            if st.trump < 0 or not st.actions_this_hand:
                continue
            finished, current = brute_tricks(st)
            tricks = st.finished_tricks()
            assert [list(t.plays) for t in tricks] == finished
            trump = "SHDC"[st.trump]
            for trick in tricks:
                assert trick.winner == trick.seats[oracle_winner([str(c) for c in trick.cards], trump)]
                assert trick.leader == trick.seats[0]
                assert all(trick.card_of(s) == c for s, c in trick.plays)
            assert list(st.trick_plays()) == current
            obs = st.observation(st.current_player if st.current_player >= 0 else 0)
            assert obs.finished_tricks == tricks and obs.trick_plays == st.trick_plays()
            checked += 1
    assert checked > 30


# ------------------------------------------------------------------ tricks and points so far


@pytest.mark.parametrize("rules", TABLES, ids=IDS)
def test_points_so_far_at_the_end_of_a_hand_are_the_hands_points(rules: RuleSet) -> None:
    """docs/RULES.md 6: "5 a trick, and 5 more to the side that played the highest trump played in the
    hand (30 a hand). If no trump was played at all, that 5 goes to no one."  At the end of each
    hand the tally is exactly what ``score_hand`` counted; forty-five scores trick counts and the
    tally says so with ``None`` points."""
    ends = 0
    for seed in range(4):
        for st in walk_game(rules, seed, max_hands=4):
            if len(st.tricks) != 5 or st.phase not in ("deal", "over"):
                continue
            tally = st.tally()
            score = st.last_score
            assert score is not None
            assert tally.side_tricks == score.tricks and tally.tricks_played == 5
            if rules.scoring == "points":
                assert tally.side_points == score.points
                again = score_hand(rules, st.tricks_won, tally.high_trump_seat, st.bidder, st.bid, st.partner)
                assert again == score
            else:
                assert tally.seat_points is None and tally.side_points is None
            ends += 1
    assert ends >= 6


@SETTINGS
@given(table=hst.integers(0, len(TABLES) - 1), seed=hst.integers(0, 10_000))
def test_tally_and_contract_invariants(table: int, seed: int) -> None:
    """Property, at every step of random games of every preset: the tricks counted add up to the
    tricks played; the points are 5 a trick plus 5 to the seat of the highest trump so far; the
    contract's team is the bidder's side and its figures are the team's share of the tally."""
    rules = TABLES[table]
    for st in walk_game(rules, seed, max_hands=2):
        tally = st.tally()
        assert tally.tricks_played == len(st.tricks) == sum(tally.seat_tricks) == sum(tally.side_tricks)
        played = [str(p.card) for t in st.finished_tricks() for p in t.plays] + \
            [str(p.card) for p in st.trick_plays()]
        trumps = oracle_trumps("SHDC"[st.trump]) if st.trump >= 0 else []
        in_play = [c for c in played if c in trumps]
        if in_play:
            assert tally.high_trump is not None and str(tally.high_trump.card) == min(in_play, key=trumps.index)
        else:
            assert tally.high_trump is None and tally.high_trump_seat == -1
        if tally.seat_points is not None:
            assert sum(tally.seat_points) == 5 * tally.tricks_played + (5 if in_play else 0)
            assert tally.side_points is not None and sum(tally.side_points) == sum(tally.seat_points)
        contract = st.contract()
        if not rules.auction or st.bidder < 0:
            assert contract is None
            continue
        assert contract is not None
        assert contract.bidder == st.bidder and contract.bid == st.bid and contract.trump == st.trump
        assert st.bidder in contract.team and contract.bidder_side == rules.side_of(st.bidder)
        if rules.partnerships:
            assert all(rules.side_of(s) == contract.bidder_side for s in contract.team)
        assert contract.tricks_taken == sum(tally.seat_tricks[s] for s in contract.team)
        if tally.seat_points is not None:
            assert contract.points_taken == sum(tally.seat_points[s] for s in contract.team)
            assert contract.points_to_go == max(0, contract.points_needed - contract.points_taken)
        assert contract.called_card == (CARDS[st.called_card] if st.called_card >= 0 else None)


# ------------------------------------------------------------------ the contract


def contract_of(st: GameState) -> Contract:
    """The contract of a hand whose auction is over (there is one)."""
    contract = st.contract()
    assert contract is not None, "the auction is over: there is a contract"
    return contract


def test_contract_needs_what_the_bid_says() -> None:
    """docs/RULES.md 7: "if the bidding side took at least its bid, it scores everything it took";
    house-125: "60 for 120" means "take all five tricks"."""
    for bid, tricks in ((15, 2), (20, 3), (25, 4), (30, 5)):
        st = dealt_state("classic", dealer=0)
        act(st, (1, f"bid {bid}"), (2, "pass"), (3, "pass"), (0, "pass"))
        contract = contract_of(st)
        assert contract.points_needed == bid and contract.tricks_needed == tricks
        assert contract.team == (1, 3) and not contract.sixty_for_120 and not contract.bagged
    st = dealt_state("house-125", dealer=0, scores=[-10, 0])
    act(st, (1, "pass"), (2, "bid 60"), (3, "pass"), (0, "pass"))
    contract = contract_of(st)
    assert contract.sixty_for_120 and contract.points_needed == 30 and contract.tricks_needed == 5
    assert contract.bidder == 2 and contract.team == (0, 2) and contract.tricks_to_go == 5


def test_contract_says_when_the_dealer_held() -> None:
    """docs/RULES.md 2: "The dealer may instead hold: take the current bid at its value"."""
    st = dealt_state("classic", dealer=0)
    act(st, (1, "bid 15"), (2, "pass"), (3, "pass"), (0, "hold"), (1, "pass"))
    contract = contract_of(st)
    assert contract.bidder == 0 and contract.bid == 15 and contract.held and not contract.bagged
    assert was_held([(1, 115), (0, 61), (1, 60)]) and not was_held([(1, 115), (0, 61), (1, 120)])


def test_contract_of_an_observation_hides_the_cutthroat_partner_until_revealed() -> None:
    """Cutthroat: the called card's holder "must play it on the 2nd trick and is the bidder's
    partner for this hand": the others learn who it is only when it is played."""
    seen_hidden = seen_revealed = 0
    for seed in range(6):
        for st in walk_game(preset("cutthroat", 5), seed, max_hands=3):
            if st.partner < 0 or st.current_player < 0:
                continue
            for seat in range(5):
                contract = st.observation(seat).contract
                assert contract is not None
                if st.partner_revealed or seat == st.partner:
                    assert contract.partner == st.partner and st.partner in contract.team
                    seen_revealed += 1
                else:
                    assert contract.partner == -1 and contract.team == (st.bidder,)
                    seen_hidden += 1
    assert seen_hidden and seen_revealed


def test_a_contract_is_set_only_when_the_hand_is_over_and_short() -> None:
    """docs/RULES.md 7: "if the bidding side took at least its bid, it scores everything it took; a bid
    of 30 made scores 60. Otherwise the bid is subtracted": a side short of its bid is set once all five tricks are
    played, never before (the last tricks may still bring what it needs)."""
    outcomes = set()
    for bidder in (1, 2, 3):   # on this constructed deal seats 1 and 3 make 30 and seat 2 is set
        st = dealt_state("classic", dealer=0)
        act(st, *[(seat, "bid 30" if seat == bidder else "pass") for seat in (1, 2, 3)], (0, "pass"))
        for _ in range(40):
            contract = contract_of(st)
            if contract.hand_over:
                break
            assert not contract.was_set, "no hand is set before its last trick"
            st.apply(st.legal_actions()[0])
        assert contract.hand_over and st.phase == "deal", "the hand was played out and scored"
        assert contract.points_to_go is not None   # classic counts points
        assert contract.was_set == (contract.points_to_go > 0)
        made = 60 if contract.bid == 30 else contract.points_taken   # "a bid of 30 made scores 60"
        assert st.scores[contract.bidder_side] == (-contract.bid if contract.was_set else made)
        outcomes.add(contract.was_set)
    assert outcomes == {True, False}, "some of these bids are made and some set"
