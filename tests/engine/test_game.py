"""Whole games: the deal, the rotating dealer, game end, ticks, announcements, both sides past
the target (case 8), forty-five and cutthroat to the end, every preset at every table size."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from game.engine import (
    CHANCE,
    TERMINAL,
    Card,
    GameState,
    IllegalActionError,
    all_tables,
    new_game,
    play_random_game,
    preset,
)
from game.engine import actions as A
from game.engine.cards import TRUMP_MASK
from game.engine.record import finalize, replay_game

from .helpers import act, build_deck, dealt_state, redeal, seats_from_left, stand_pat


def sensible_choice(st: GameState, rng: random.Random) -> int:
    """A random but not foolish action, so scores climb and games end: bid low or pass, name the
    longest suit, throw non-trumps away; everything else (the play too) uniformly random."""
    legal = st.legal_actions()
    hand = st.hands[st.current_player]
    if st.phase == "auction":
        return rng.choice([a for a in legal if A.kind(a) == "pass"] +
                          [a for a in legal if A.kind(a) == "bid"][:1])
    if st.phase == "trump":
        return max(legal, key=lambda a: (hand & TRUMP_MASK[A.suit_of(a)]).bit_count())
    if st.phase in ("draw", "kitty_discard"):
        trumps = TRUMP_MASK[st.trump]
        return max(legal, key=lambda a: (-(A.discard_mask(a) & trumps).bit_count(),
                                         (A.discard_mask(a) & ~trumps).bit_count()))
    return rng.choice(legal)


def tame_game(rules, seed: int, max_hands: int = 400) -> GameState:
    """A seeded game of ``sensible_choice`` players."""
    st = GameState(rules, seed=seed)
    rng = random.Random(seed)
    while not st.is_terminal and st.hand_number < max_hands:
        if st.current_player == CHANCE:
            st.apply(st.sample_chance())
        else:
            st.apply(sensible_choice(st, rng))
    return st


# ------------------------------------------------------------------ the deal

@pytest.mark.parametrize("rules", all_tables(), ids=lambda r: f"{r.name}-{r.players}")
def test_deal_follows_the_preset_pattern(rules) -> None:
    """docs/RULES.md 1: "Five cards each, 3 then 2 (variant 2 then 3). A kitty, when the table uses one,
    is dealt between the two rounds." Dealt clockwise from the dealer's left."""
    for dealer in range(rules.players):
        st = GameState(rules, seed=1)
        st.apply(A.dealer(dealer))
        deck = list(range(52))
        st.apply(A.deal_action(deck))
        order = seats_from_left(rules, dealer)
        pos = 0
        expected_hands: dict[int, set[int]] = {s: set() for s in order}
        expected_kitty: set[int] = set()
        for kind, count in rules.deal_batches:
            if kind == "hand":
                for seat in order:
                    expected_hands[seat] |= set(deck[pos:pos + count])
                    pos += count
            else:
                expected_kitty |= set(deck[pos:pos + count])
                pos += count
        for seat in order:
            assert {int(c) for c in st.hand_of(seat)} == expected_hands[seat]
            assert len(expected_hands[seat]) == 5
        assert {c for c in range(52) if (st.kitty >> c) & 1} == expected_kitty
        if rules.turn_up:
            assert st.turn_up == deck[pos]
            pos += 1
        assert sorted(st.stock) == deck[pos:]
        assert st.stock[-1] == deck[pos] if st.stock else True   # the top of the stock is next


def test_two_then_three_variant() -> None:
    """docs/RULES.md 1: "(variant 2 then 3)"."""
    rules = preset("classic", deal_pattern="2-3")
    st = GameState(rules, seed=0)
    st.apply(A.dealer(3))
    st.apply(A.deal_action(list(range(52))))
    assert {int(c) for c in st.hand_of(0)} == {0, 1, 8, 9, 10}


def test_first_dealer_is_random_and_the_deal_rotates_clockwise() -> None:
    """docs/RULES.md 1: "the dealer rotates clockwise each hand (first dealer at random)"."""
    firsts = set()
    for seed in range(40):
        st = new_game("classic", seed=seed)
        st.advance_chance()
        firsts.add(st.dealer)
    assert firsts == {0, 1, 2, 3}
    st = tame_game(preset("classic", 6), seed=5, max_hands=12)
    dealers = [r.dealer for r in st.records]
    assert all(b == (a + 1) % 6 for a, b in pairwise(dealers))


def test_deal_refuses_a_deck_that_is_not_52_cards() -> None:
    with pytest.raises(ValueError):
        A.deal_action(list(range(51)))
    with pytest.raises(ValueError):
        A.deal_action([0] + list(range(51)))


# ------------------------------------------------------------------ every preset to the end

@pytest.mark.parametrize("rules", all_tables(), ids=lambda r: f"{r.name}-{r.players}")
def test_every_preset_at_every_table_size_plays_to_the_end(rules) -> None:
    """docs/RULES.md "Presets": "every one must be playable end to end".  Near-random players can
    sink both sides below zero for hundreds of hands, so three finished games out of the first
    ten seeds is the requirement, and each finished one is checked."""
    finished = 0
    for seed in range(10):
        st = tame_game(rules, seed)
        if not st.is_terminal:
            continue
        finished += 1
        winner = st.winner_side
        assert winner >= 0
        assert st.scores[winner] >= rules.target or sum(st.side_in_game) == 1
        assert st.current_player == TERMINAL and st.legal_actions() == []
        returns = st.returns()
        assert all(returns[s] >= 1000 for s in range(rules.players) if rules.side_of(s) == winner)
        assert replay_game(finalize(st)) == []
        if finished == 3:
            break
    assert finished == 3, f"{rules.name} {rules.players}: only {finished} of 10 seeded games finished"


def test_nothing_may_be_played_after_the_game() -> None:
    st = tame_game(preset("forty-five", 2), seed=1)
    assert st.is_terminal
    with pytest.raises(IllegalActionError, match="game is over"):
        st.apply("pass")
    with pytest.raises(IllegalActionError):
        st.apply("play 5H")


@pytest.mark.parametrize("players", [2, 4, 6])
def test_forty_five_game_to_45(players: int) -> None:
    """docs/RULES.md `forty-five`: "3 or 4 tricks score 5, all 5 tricks score 10; first to 45"."""
    for seed in range(3):
        st = play_random_game(preset("forty-five", players), seed)
        assert st.is_terminal and max(st.scores) >= 45
        assert st.scores[st.winner_side] >= 45
        for record in st.records:
            changes = sorted(record.score_change)
            best = max(record.tricks_taken)
            assert changes == [0, 10 if best == 5 else 5]


def test_cutthroat_game_to_125() -> None:
    """docs/RULES.md `cutthroat`: "5 players, each for themself ... game to 125"."""
    for seed in range(4):
        st = tame_game(preset("cutthroat"), seed)
        assert st.is_terminal and len(st.scores) == 5
        assert st.scores[st.winner_side] >= 125


# ------------------------------------------------------------------ scripted endings

def sweep(st, bidder: int, bid: str = "bid 25") -> None:
    """Deal so ``bidder`` holds the five best spades and nobody else a trump; the bidder bids,
    everyone else passes, and it takes all five tricks (30 points)."""
    strong = ["5S", "JS", "AH", "AS", "KS"]
    junk = ["2C 3C 4C 6C 7C", "2D 3D 4D 6D 7D", "8C 9C 10C QC KC", "8D 9D 10D QD KD", "2H 3H 4H 6H 7H"]
    seats = [s for s in range(st.rules.players) if st.active[s]]
    hands = {bidder: strong}
    for seat, cards in zip([s for s in seats if s != bidder], junk, strict=False):   # junk for up to six seats
        hands[seat] = cards.split()
    redeal(st, hands=hands, stock=["8H", "9H", "10H", "JH", "QH", "KH", "5H", "8S"])
    while st.phase == "auction":
        st.apply(bid if st.current_player == bidder else "pass")
    st.apply("trump S")
    while st.phase != "play":
        if st.phase == "kitty_discard":
            extra = [str(c) for c in st.hand_of(bidder) if str(c) not in strong]
            st.apply("discard " + " ".join(extra))
        else:
            st.apply("discard none")
    while st.phase == "play":
        legal = st.legal_actions()
        mine = [a for a in legal if str(Card(a)) in strong]
        st.apply(mine[0] if mine else legal[0])


def game_at_deal(rules, scores, dealer: int = 0) -> GameState:
    st = GameState(rules, seed=0, scores=scores)
    st.apply(A.dealer(dealer))
    return st


def test_first_side_to_120_wins() -> None:
    """docs/RULES.md 8: "Game: first side to 120." """
    st = game_at_deal(preset("classic"), [95, 60])
    sweep(st, bidder=2)
    assert st.scores == [125, 60] and st.is_terminal and st.winner_side == 0
    st = game_at_deal(preset("classic"), [85, 60])
    sweep(st, bidder=2)
    assert st.scores == [115, 60] and not st.is_terminal
    assert st.phase == "deal" and st.dealer == 1


def test_case_8_both_sides_pass_the_target_on_one_hand() -> None:
    """docs/RULES.md case 8: "Both sides passing the target on one hand." docs/RULES.md 8: "If both sides pass
    120 on the same hand, the bidding side wins." The bidders win here with the lower score."""
    rules = preset("classic")
    hands = {0: "4H 6H 5C JC QS", 1: "3C 2H 4C 10S 7C", 2: "8C 9C 9S 5S 9D", 3: "AH QC 2S 2D AC"}
    st = game_at_deal(rules, [115, 100])      # this hand: side 0 +10, side 1 (bidding 20) +20
    redeal(st, hands={s: h.split() for s, h in hands.items()})
    act(st, (1, "bid 20"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "trump H"))
    stand_pat(st)
    while st.phase == "play":
        st.apply(st.legal_actions()[0])
    assert st.records[-1].made and st.records[-1].score_change == (10, 20)
    assert st.scores == [125, 120]
    assert st.is_terminal and st.winner_side == 1


def test_both_sides_past_the_target_higher_variant() -> None:
    """Variant ``tie_rule="higher"``: the higher score wins instead (not a docs/RULES.md default)."""
    rules = preset("classic", tie_rule="higher")
    hands = {0: "4H 6H 5C JC QS", 1: "3C 2H 4C 10S 7C", 2: "8C 9C 9S 5S 9D", 3: "AH QC 2S 2D AC"}
    st = game_at_deal(rules, [115, 100])      # this hand: side 0 +10, side 1 (bidding 20) +20
    redeal(st, hands={s: h.split() for s, h in hands.items()})
    act(st, (1, "bid 20"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "trump H"))
    stand_pat(st)
    while st.phase == "play":
        st.apply(st.legal_actions()[0])
    assert st.scores == [125, 120] and st.winner_side == 0


def test_house_125_target() -> None:
    """docs/RULES.md `house-125`: "game to 125"."""
    st = game_at_deal(preset("house-125"), [0, 94])
    sweep(st, bidder=1, bid="bid 20")
    assert st.scores == [0, 124] and not st.is_terminal
    sweep(st, bidder=1, bid="bid 20")
    assert st.is_terminal and st.winner_side == 1


def test_house_125_announces_95() -> None:
    """docs/RULES.md `house-125`: "announce when a side reaches 95"; once, and in every observation."""
    st = game_at_deal(preset("house-125"), [0, 70])
    sweep(st, bidder=1, bid="bid 20")
    assert st.scores == [0, 100]
    assert len(st.announcements) == 1 and "95" in st.announcements[0] and "Side 1" in st.announcements[0]
    assert all(st.observation(s).announcements == tuple(st.announcements) for s in range(4))
    assert list(st.records[-1].announcements) == st.announcements
    redeal(st)
    while st.phase != "over" and st.hand_number < 2:
        st.apply(st.legal_actions()[0])
    assert len(st.announcements) == 1 or "Side 0" in st.announcements[-1]


def test_classic_makes_no_announcements() -> None:
    st = game_at_deal(preset("classic"), [0, 70])
    sweep(st, bidder=1, bid="bid 20")
    assert st.scores == [0, 100] and st.announcements == []


# ------------------------------------------------------------------ ticks

def fail_a_bid(st, bidder: int) -> None:
    """``bidder`` bids 30 holding only junk while its opponent holds the 5 of trump, so it fails."""
    seats = [s for s in range(st.rules.players) if st.active[s]]
    opponent = next(s for s in seats if st.rules.side_of(s) != st.rules.side_of(bidder))
    redeal(st, hands={opponent: ["5S", "JS", "AH", "AS", "KS"]})
    while st.phase == "auction":
        st.apply("bid 30" if st.current_player == bidder else "pass")
    st.apply("trump S")
    while st.phase != "play":
        st.apply(st.legal_actions()[0])
    while st.phase == "play":
        st.apply(st.legal_actions()[0])


@pytest.mark.parametrize("ticks", [3, 4, 5])
def test_ticks_out_the_back_door(ticks: int) -> None:
    """docs/RULES.md Ticks (000): "a side that fails a bid gets a tick; at 4 ticks (or 3, or 5) it is out
    ("out the back door")"."""
    st = game_at_deal(preset("house-125", ticks=ticks), [0, 0])
    for number in range(1, ticks + 1):
        fail_a_bid(st, bidder=1)
        assert st.ticks == [0, number]
        assert st.records[-1].ticks == (0, number)
        assert st.observation(0).ticks == (0, number) or st.is_terminal
    assert st.is_terminal and st.winner_side == 0


def test_no_ticks_unless_switched_on() -> None:
    st = game_at_deal(preset("house-125"), [0, 0])
    for _ in range(3):
        fail_a_bid(st, bidder=1)
    assert not st.is_terminal and st.scores[1] == -90 and st.ticks == [0, 0]


def test_cutthroat_ticked_player_is_out_and_the_others_play_on() -> None:
    """docs/RULES.md Ticks: "in cutthroat the others play on until one wins"."""
    st = game_at_deal(preset("cutthroat", ticks=3), [0] * 5)
    for _ in range(3):
        # The bidder holds the 5 and J; the A♥ (called) is with seat 2; seat 3 holds five lower
        # trumps and so must win at least two tricks: the bid of 30 fails.
        redeal(st, hands={1: ["5S", "JS", "2D", "3D", "4D"], 2: ["AH", "6D", "7D", "8D", "9D"],
                          3: ["AS", "KS", "QS", "2S", "3S"]},
               kitty=["2C", "3C", "4C", "6C"])
        while st.phase == "auction":
            st.apply("bid 30" if st.current_player == 1 else "pass")
        act(st, (1, "trump S"), (1, "call AH"), (1, "discard 2C 3C 4C 6C"))
        stand_pat(st)
        while st.phase == "play":
            st.apply(st.legal_actions()[0])
        assert st.records[-1].made is False and st.records[-1].partner == 2
    assert st.ticks[1] == 3 and st.active == [True, False, True, True, True]
    assert not st.is_terminal
    # The next deal leaves seat 1 out: no cards, no turn in the auction or the play.
    st.apply(st.sample_chance())
    assert st.hands[1] == 0 and st.passed[1]
    seen = set()
    while not st.is_terminal and st.hand_number < 400:
        if st.current_player == CHANCE:
            st.apply(st.sample_chance())
            continue
        seen.add(st.current_player)
        legal = st.legal_actions()
        if st.phase == "auction":
            legal = [a for a in legal if A.kind(a) == "pass"] + [a for a in legal if A.kind(a) == "bid"][:1]
        st.apply(random.Random(len(st.history)).choice(legal))
    assert 1 not in seen and st.is_terminal and st.winner_side != 1
    assert replay_game(finalize(st)) == []


def test_partnership_out_on_ticks_hands_the_game_to_the_other_side() -> None:
    st = game_at_deal(preset("classic", ticks=3), [50, 0])
    for _ in range(3):
        fail_a_bid(st, bidder=0)
    assert st.is_terminal and st.winner_side == 1


def test_returns_reward_the_winners() -> None:
    st = game_at_deal(preset("classic"), [95, 60])
    sweep(st, bidder=0)
    assert st.returns() == [1125, 60, 1125, 60]


def test_build_deck_helper_deals_what_was_asked() -> None:
    """The fixture itself: every preset and dealer gets exactly the chosen cards."""
    for rules in all_tables():
        for dealer in range(rules.players):
            want = {(dealer + 1) % rules.players: ["5H", "JD", "AH", "10S", "2C"]}
            deck = build_deck(rules, dealer, want, kitty=["KD"] if rules.kitty_size else [],
                              stock=["QS"], turn_up="9D" if rules.turn_up else None)
            st = dealt_state(rules, dealer=dealer, hands=want, kitty=["KD"] if rules.kitty_size else [],
                             stock=["QS"], turn_up="9D" if rules.turn_up else None)
            assert list(st.deck) == deck
            seat = (dealer + 1) % rules.players
            assert {str(c) for c in st.hand_of(seat)} == set(want[seat])
            assert st.stock[-1] == int(Card.parse("QS"))
