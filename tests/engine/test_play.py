"""The play of the hand in a running game: who leads, legal plays and the renege privilege
enforced by ``GameState.apply``, the cutthroat called card, and robbing the forty-five turn-up."""

from __future__ import annotations

import random

import pytest

from game.engine import CHANCE, Card, GameState, IllegalActionError, legal_plays, preset
from game.engine import actions as A

from .helpers import (
    act,
    dealt_state,
    hand_text,
    legal_texts,
    oracle_legal,
    oracle_winner,
    play_cards,
    snapshot,
    stand_pat,
)

FILLER = {  # plain cards nobody will need, per seat, so hands are fully chosen
    0: "2C 3C 4C 6C 7C", 1: "2D 3D 4D 6D 7D", 2: "8C 9C 10C QC KC", 3: "8D 9D 10D QD KD",
}


def refused(st, action, *words: str) -> IllegalActionError:
    """An illegal play raises, names the rule, and changes nothing (all observations, history)."""
    before = snapshot(st)
    with pytest.raises(IllegalActionError) as info:
        st.apply(action)
    assert snapshot(st) == before
    for word in words:
        assert word.lower() in str(info.value).lower(), (str(info.value), word)
    return info.value


def classic_in_play(hands: dict[int, str], dealer: int = 0, trump: str = "S", players: int = 4,
                    bidder_calls: list[str] | None = None, rules=None):
    """A classic hand at the first lead: seat 1 (the dealer's left) bids 15 unless told otherwise."""
    st = dealt_state(rules or preset("classic", players), dealer=dealer,
                     hands={s: h.split() for s, h in hands.items()})
    act(st, *(bidder_calls or ["bid 15"] + ["pass"] * (players - 1)))
    st.apply("trump " + trump)
    stand_pat(st)
    assert st.phase == "play"
    return st


# ------------------------------------------------------------------ who leads

@pytest.mark.parametrize("players", [4, 6])
def test_classic_first_lead_is_the_bidders_left(players: int) -> None:
    """docs/RULES.md 5: "the player left of the bidder leads the first trick"."""
    for bidder_offset in range(1, players + 1):
        calls = ["bid 20" if k == bidder_offset else "pass" for k in range(1, players + 1)]
        st = classic_in_play({}, dealer=0, players=players, bidder_calls=calls)
        bidder = bidder_offset % players
        assert st.bidder == bidder
        assert st.current_player == (bidder + 1) % players


def test_bagged_dealer_means_the_dealers_left_leads() -> None:
    st = classic_in_play({}, dealer=2, bidder_calls=["pass"] * 4)
    assert st.bidder == 2 and st.current_player == 3


def test_new_england_the_bidder_leads() -> None:
    """docs/RULES.md `new-england`: "the bidder leads the first trick"."""
    st = dealt_state("new-england", dealer=0)
    act(st, (1, "pass"), (2, "bid 20"), (3, "pass"), (0, "pass"), (2, "trump C"))
    act(st, (2, "discard " + " ".join(str(c) for c in st.hand_of(2)[:3])))
    stand_pat(st)
    assert st.phase == "play" and st.current_player == 2


def test_house_125_and_cutthroat_bidders_left_leads() -> None:
    st = dealt_state("house-125", dealer=3)
    act(st, (0, "bid 20"), (1, "pass"), (2, "pass"), (3, "pass"), (0, "trump H"))
    act(st, (0, "discard " + " ".join(str(c) for c in st.hand_of(0)[:4])))
    stand_pat(st)
    assert st.current_player == 1
    st = dealt_state("cutthroat", dealer=0)
    act(st, (1, "pass"), (2, "pass"), (3, "pass"), (4, "bid 25"), (0, "pass"), (4, "trump H"))
    act(st, legal_texts(st)[0])
    act(st, (4, "discard " + " ".join([str(c) for c in st.hand_of(4) if int(c) != st.called_card][:4])))
    while st.phase == "draw":
        st.apply("discard none")
    assert st.current_player == 0


@pytest.mark.parametrize("players", [2, 4, 6])
def test_forty_five_dealers_left_leads(players: int) -> None:
    """docs/RULES.md `forty-five`: "the dealer's left leads"."""
    for dealer in range(players):
        # The trump ace and the turn-up are kept out of the hands so nobody robs.
        st = dealt_state("forty-five", dealer=dealer, players=players, turn_up="7D",
                         stock=["AD"])
        assert st.phase == "play" and st.current_player == (dealer + 1) % players


def test_each_tricks_winner_leads_the_next() -> None:
    """docs/RULES.md 5: "each trick's winner leads the next"."""
    st = classic_in_play({0: "5S 2C 3C 4C 6C", 1: "KH 2D 3D 4D 6D", 2: "QH 8C 9C 10C KC",
                          3: "AH 8D 9D 10D QD"}, dealer=0, trump="S")
    # Seat 1 bid, so seat 2 leads.
    play_cards(st, (2, "QH"), (3, "8D"), (0, "2C"), (1, "KH"))
    assert st.tricks[-1][2] == 1 and st.current_player == 1
    play_cards(st, (1, "2D"), (2, "8C"), (3, "AH"), (0, "5S"))
    assert st.tricks[-1][2] == 0 and st.current_player == 0
    play_cards(st, (0, "3C"), (1, "3D"), (2, "KC"), (3, "9D"))
    assert st.tricks[-1][2] == 2 and st.current_player == 2


# ------------------------------------------------------------------ follow and renege

def test_plain_lead_follow_suit_or_trump() -> None:
    """docs/RULES.md: "Plain suit led: follow suit if you can, or trump if you prefer (always allowed);
    if you cannot follow, play anything." """
    st = classic_in_play({1: "2S KD 3D 4D 6D", 2: "KC 8H 9H 10H QH", 3: "2H JH 9C 10C QC",
                          0: "3H 4H 6H 7H 8C"}, trump="S")
    act(st, (2, "play KC"))
    assert set(legal_texts(st)) == {"play 9C", "play 10C", "play QC"}
    e = refused(st, "play 2H", "follow suit", "K♣")
    assert e.rule == "follow"
    act(st, (3, "play 9C"))
    assert set(legal_texts(st)) == {"play 8C"}
    act(st, (0, "play 8C"))
    assert set(legal_texts(st)) == {"play 2S", "play KD", "play 3D", "play 4D", "play 6D"}


def test_trump_lead_must_be_followed_with_trump() -> None:
    """docs/RULES.md: "Trump led: play a trump if you hold one"."""
    st = classic_in_play({2: "2S 8H 9H 10H QH", 3: "3S 4S KC QC JC"}, trump="S")
    act(st, (2, "play 2S"))
    assert set(legal_texts(st)) == {"play 3S", "play 4S"}
    refused(st, "play KC", "must play a trump")


def test_renege_privilege_in_play() -> None:
    """docs/RULES.md: "the 5, the J of trump and the A♥ need not be played when the card LED is a lower
    trump. If every trump you hold is such a privileged card, you may play any card"."""
    st = classic_in_play({2: "2S 8H 9H 10H QH", 3: "5S JS KC QC JC", 0: "AH 3S 4C 6C 7C"}, trump="S")
    act(st, (2, "play 2S"))
    assert set(legal_texts(st)) == {"play 5S", "play JS", "play KC", "play QC", "play JC"}
    act(st, (3, "play KC"))
    # Case 3: "a player whose trumps include a non-privileged one must play a trump."
    assert set(legal_texts(st)) == {"play AH", "play 3S"}
    e = refused(st, "play 4C", "must play a trump", "could renege", "lower trump")
    assert "A♥" in str(e)


def test_renege_judged_against_the_card_led() -> None:
    """docs/RULES.md case 3: "Renege is judged against the card led". 2♠ led, then the J♠: the holder of
    only the A♥ may still withhold it (it outranks the card led)."""
    st = classic_in_play({2: "2S 8H 9H 10H QH", 3: "JS KC QC 2C 3C", 0: "AH 4C 6C 7C 8C"}, trump="S")
    act(st, (2, "play 2S"), (3, "play JS"))
    assert "play 4C" in legal_texts(st) and "play AH" in legal_texts(st)


def test_renege_variant_highest_in_play() -> None:
    """docs/RULES.md variant: "judge against the highest trump played so far in the trick"."""
    rules = preset("classic", renege="highest")
    st = classic_in_play({2: "2S 8H 9H 10H QH", 3: "JS KC QC 2C 3C", 0: "AH 4C 6C 7C 8C"}, trump="S",
                         rules=rules)
    act(st, (2, "play 2S"), (3, "play JS"))
    assert legal_texts(st) == ["play AH"]
    refused(st, "play 4C", "must play a trump")


def test_renege_variant_five_only_in_play() -> None:
    """docs/RULES.md variant: "only the 5 may renege (Irish)"."""
    rules = preset("classic", renege="five-only")
    st = classic_in_play({2: "2S 8H 9H 10H QH", 3: "JS KC QC 2C 3C", 0: "5S 4C 6C 7C 8C"}, trump="S",
                         rules=rules)
    act(st, (2, "play 2S"))
    assert legal_texts(st) == ["play JS"]
    act(st, (3, "play JS"))
    assert "play 4C" in legal_texts(st)


def test_jack_led_only_the_five_may_be_withheld_in_play() -> None:
    """docs/RULES.md: "If the J is led, only the 5 may be withheld"."""
    st = classic_in_play({2: "JS 8H 9H 10H QH", 3: "5S KC QC 2C 3C", 0: "AH 4C 6C 7C 8C"}, trump="S")
    act(st, (2, "play JS"))
    assert "play KC" in legal_texts(st)
    act(st, (3, "play KC"))
    assert legal_texts(st) == ["play AH"]


def test_five_led_everyone_follows_in_play() -> None:
    """docs/RULES.md: "if the 5 is led, everyone follows." """
    st = classic_in_play({2: "5S 8H 9H 10H QH", 3: "JS KC QC 2C 3C", 0: "AH 4C 6C 7C 8C"}, trump="S")
    act(st, (2, "play 5S"))
    assert legal_texts(st) == ["play JS"]
    act(st, (3, "play JS"))
    assert legal_texts(st) == ["play AH"]


def test_ace_of_hearts_lead_is_a_trump_lead_in_play() -> None:
    """docs/RULES.md: "Leading the A♥ is a trump lead." Hearts do not follow it; a spade must."""
    st = classic_in_play({2: "AH 8D 9D 10D QD", 3: "KH QH 2C 3C 4C", 0: "2S 6C 7C 8C 9C"}, trump="S")
    act(st, (2, "play AH"))
    assert set(legal_texts(st)) == {"play KH", "play QH", "play 2C", "play 3C", "play 4C"}
    act(st, (3, "play 2C"))
    assert legal_texts(st) == ["play 2S"]
    refused(st, "play 6C", "A♥, always a trump")


def test_heart_lead_does_not_force_the_ace_of_hearts_in_play() -> None:
    """docs/RULES.md: "A heart lead does not oblige the holder of the A♥ (it is a trump)." """
    st = classic_in_play({2: "KH 8D 9D 10D QD", 3: "AH 2C 3C 4C 6C", 0: "9H 7C 8C 9C 10C"}, trump="D")
    act(st, (2, "play KH"))
    assert set(legal_texts(st)) == {"play AH", "play 2C", "play 3C", "play 4C", "play 6C"}
    act(st, (3, "play 2C"))
    assert legal_texts(st) == ["play 9H"]


def test_cannot_play_a_card_not_held() -> None:
    st = classic_in_play({2: "KH 8D 9D 10D QD"}, trump="D")
    e = refused(st, "play 5C", "do not hold")
    assert e.rule == "not in hand"


def test_play_accepts_card_values_as_well_as_ints_and_text() -> None:
    """A ``Card`` is an int: ``st.apply(card)`` plays it, like ``st.apply("play 5H")``."""
    st = classic_in_play({2: "KH 8D 9D 10D QD", 3: "2H 3C 4C 6C 7C"}, trump="D")
    st.apply(Card.parse("KH"))
    st.apply(int(Card.parse("2H")))
    assert [str(Card(c)) for c in st.trick] == ["KH", "2H"]


def test_plays_out_of_the_play_phase_are_refused() -> None:
    st = dealt_state("classic", dealer=0, hands={1: ["KH", "8D", "9D", "10D", "QD"]})
    refused(st, "play KH", "auction")


@pytest.mark.parametrize("name, players", [("classic", 4), ("classic", 6), ("house-125", 4),
                                           ("new-england", 4), ("forty-five", 2), ("forty-five", 6)])
def test_engine_legal_plays_match_the_oracle_in_random_hands(name: str, players: int) -> None:
    """Across random games, every position's legal plays equal the docs/RULES.md oracle, and every
    trick's winner is the oracle's."""
    rules = preset(name, players)
    rng = random.Random(name)
    for seed in range(6):
        st = GameState(rules, seed=seed)
        while not st.is_terminal and st.hand_number < 3:
            if st.current_player == CHANCE:
                st.apply(st.sample_chance())
                continue
            if st.phase != "play":
                st.apply(rng.choice(st.legal_actions()))
                continue
            trump = "SHDC"[st.trump]
            hand = [str(c) for c in st.hand_of(st.current_player)]
            trick = [str(Card(c)) for c in st.trick]
            expected = oracle_legal(hand, trick, trump)
            assert sorted(str(Card(a)) for a in st.legal_actions()) == sorted(expected), (hand, trick)
            assert [str(c) for c in legal_plays(hand, trick, trump)] == expected
            tricks_before = len(st.tricks)
            st.apply(rng.choice(st.legal_actions()))
            if len(st.tricks) > tricks_before:
                leader, cards, winner = st.tricks[-1]
                seats = [(leader + k) % players for k in range(players)]
                assert seats[oracle_winner([str(Card(c)) for c in cards], trump)] == winner


# ------------------------------------------------------------------ cutthroat called card

def cutthroat_at_call(bidder_hand: str, hands: dict[int, str] | None = None, kitty: str = "",
                      stock: str = "", trump: str = "S"):
    """Cutthroat, dealer 0: seat 1 bids 20, everyone passes, seat 1 names trump."""
    chosen = {1: bidder_hand.split(), **{s: h.split() for s, h in (hands or {}).items()}}
    st = dealt_state("cutthroat", dealer=0, hands=chosen, kitty=kitty.split(), stock=stock.split())
    act(st, (1, "bid 20"), (2, "pass"), (3, "pass"), (4, "pass"), (0, "pass"), (1, "trump " + trump))
    assert st.phase == "call" and st.current_player == 1
    return st


def test_cutthroat_bidder_calls_the_highest_trump_it_is_missing() -> None:
    """docs/RULES.md `cutthroat`: "after naming trump the bidder calls a card it lacks (the highest
    trump it is missing)"."""
    st = cutthroat_at_call("5S JS KS 2D 3D")
    assert legal_texts(st) == ["call AH"]
    refused(st, "call AS", "highest trump", "A♥")
    refused(st, "call JS")
    st = cutthroat_at_call("JS AH AS 2D 3D")
    assert legal_texts(st) == ["call 5S"]
    st = cutthroat_at_call("5H JH AH KH 3D", trump="H")
    assert legal_texts(st) == ["call QH"]
    st = cutthroat_at_call("2D 3D 4D 6D 7D", trump="D")
    assert legal_texts(st) == ["call 5D"]


def cutthroat_in_play():
    """Seat 1 bids and calls the A♥, held by seat 3; everyone stands pat; seat 2 leads."""
    st = cutthroat_at_call("5S JS KS 2D 3D", hands={3: "AH 9H 10H 2C 3C", 2: "QH 8H 4C 6C 7C",
                                                    4: "KH 4H 8C 9C 10C", 0: "JH 6H 8D 9D 10D"},
                           kitty="4D 6D 7D QD")
    act(st, (1, "call AH"))
    assert st.partner == 3 and st.called_card == int(Card.parse("AH"))
    act(st, (1, "discard 4D 6D 7D QD"))
    return st


def test_called_card_may_not_be_discarded() -> None:
    """docs/RULES.md `cutthroat`: the holder "must play it on the 2nd trick" so it may not be discarded
    in the draw."""
    st = cutthroat_in_play()
    act(st, (1, "discard none"), (2, "discard none"))
    assert st.current_player == 3
    assert all("AH" not in a for a in legal_texts(st))
    refused(st, "discard AH 9H", "called", "may not be discarded")
    act(st, (3, "discard 9H"))
    stand_pat(st)
    assert "AH" in hand_text(st, 3)


def test_called_card_holder_must_play_it_on_the_second_trick() -> None:
    """docs/RULES.md `cutthroat`: "its holder must play it on the 2nd trick and is the bidder's partner
    for this hand"."""
    st = cutthroat_in_play()
    stand_pat(st)
    assert st.current_player == 2                     # the bidder's left leads
    act(st, (2, "play QH"))
    # Trick 1: hearts led; the A♥ is a trump, but the holder must keep it for trick 2.
    assert "play AH" not in legal_texts(st)
    refused(st, "play AH", "keep it for the second trick")
    act(st, (3, "play 10H"), (4, "play KH"), (0, "play JH"), (1, "play 2D"))
    assert st.tricks[0][2] == 4 and st.current_player == 4
    act(st, (4, "play 4H"), (0, "play 6H"), (1, "play 3D"), (2, "play 8H"))
    # Trick 2: seat 3 holds the 9H and could follow, but must play the called card.
    assert legal_texts(st) == ["play AH"]
    refused(st, "play 9H", "must play it on the second trick")
    assert st.observation(2).partner == -1 and st.observation(1).partner == -1
    assert st.observation(3).partner == 3
    act(st, (3, "play AH"))
    assert st.observation(2).partner == 3 and st.observation(1).partner == 3
    assert st.observation(1).partners() == [3] and st.observation(3).partners() == [1]


def test_called_card_holder_leading_the_second_trick_leads_it() -> None:
    st = cutthroat_at_call("5S JS KS 2D 3D", hands={3: "AH 9H 10H 2C 3C", 2: "QC 8H 4C 6C 7C",
                                                    4: "KH 4H 8C 9C 10C", 0: "JH 6H 8D 9D 10D"},
                           kitty="4D 6D 7D QD")
    act(st, (1, "call AH"), (1, "discard 4D 6D 7D QD"))
    stand_pat(st)
    act(st, (2, "play 4C"), (3, "play 3C"), (4, "play 10C"), (0, "play 8D"), (1, "play 2D"))
    assert st.tricks[0][2] == 3 and st.current_player == 3
    assert legal_texts(st) == ["play AH"]


@pytest.mark.parametrize("where", ["kitty", "stock"])
def test_called_card_in_the_kitty_or_stock_means_the_bidder_plays_alone(where: str) -> None:
    """docs/RULES.md `cutthroat`: "a called card in the kitty or stock means the bidder plays alone"."""
    kitty, stock = ("AH 4D 6D 7D", "") if where == "kitty" else ("4D 6D 7D QD", "AH")
    st = cutthroat_at_call("5S JS KS 2D 3D", kitty=kitty, stock=stock)
    act(st, (1, "call AH"))
    assert st.partner == -1
    if where == "kitty":
        assert "AH" in hand_text(st, 1)
        act(st, (1, "discard 4D 6D 7D 2D"))
    else:
        act(st, (1, "discard 4D 6D 7D QD"))
        act(st, (1, "discard 2D"))                     # the bidder draws the A♥ itself
        assert "AH" in hand_text(st, 1)
    stand_pat(st)
    while st.phase == "play":
        assert st.observation(st.current_player).partner == -1
        st.apply(st.legal_actions()[0])
    record = st.records[-1]
    assert record.partner is None


def test_called_card_drawn_from_the_stock_by_another_player_makes_no_partner() -> None:
    """A called card drawn from the stock by someone else: the bidder still plays alone, and that
    player has no duty to play it on the second trick."""
    st = cutthroat_at_call("5S JS KS 2D 3D", kitty="4D 6D 7D QD", stock="AH", hands={2: "2C 3C 4C 6C 7C"})
    act(st, (1, "call AH"), (1, "discard 4D 6D 7D QD"), (1, "discard none"), (2, "discard 7C"))
    assert "AH" in hand_text(st, 2) and st.partner == -1
    stand_pat(st)
    act(st, (2, "play AH"))                           # free to lead it on trick 1
    assert st.trick == [int(Card.parse("AH"))]


# ------------------------------------------------------------------ forty-five turn-up

def test_forty_five_turned_up_card_is_trump() -> None:
    """docs/RULES.md `forty-five`: "the card after the deal is turned up as trump"."""
    st = dealt_state("forty-five", dealer=0, players=4, turn_up="7H", stock=["AH"])
    assert st.trump == 1 and st.turn_up == int(Card.parse("7H"))
    assert all(int(Card.parse("7H")) in st.observation(s).known_cards() for s in range(4))
    assert st.deck[20] == int(Card.parse("7H"))        # the card after the deal


def test_forty_five_ace_holder_may_rob_the_turn_up() -> None:
    """docs/RULES.md `forty-five`: "a player holding the ace of that suit may exchange any card for it"."""
    st = dealt_state("forty-five", dealer=0, players=4, turn_up="7D",
                     hands={2: ["AD", "2C", "3C", "4C", "6C"]})
    assert st.phase == "rob" and st.current_player == 2
    assert set(legal_texts(st)) == {"pass"} | {"rob " + c for c in ("2C", "3C", "4C", "6C", "AD")}
    refused(st, "rob KS", "card you hold")
    act(st, (2, "rob 3C"))
    assert hand_text(st, 2) == {"AD", "7D", "2C", "4C", "6C"}
    assert st.phase == "play" and st.current_player == 1
    assert st.observation(1).robbed_by == 2
    assert int(Card.parse("3C")) not in st.observation(1).known_cards()
    assert int(Card.parse("3C")) in st.observation(2).known_cards()


def test_forty_five_ace_holder_may_decline() -> None:
    st = dealt_state("forty-five", dealer=3, players=4, turn_up="7D", hands={1: ["AD", "2C", "3C", "4C", "6C"]})
    act(st, (1, "pass"))
    assert st.phase == "play" and hand_text(st, 1) == {"AD", "2C", "3C", "4C", "6C"}
    assert st.current_player == 0


@pytest.mark.parametrize("ace", ["AS", "AH", "AD"])
def test_forty_five_dealer_may_take_a_turned_up_ace(ace: str) -> None:
    """docs/RULES.md `forty-five`: "(the dealer may take a turned-up ace)"."""
    st = dealt_state("forty-five", dealer=1, players=2, turn_up=ace, hands={1: ["2C", "3C", "4C", "6C", "7C"]})
    assert st.phase == "rob" and st.current_player == 1
    act(st, (1, "rob 7C"))
    assert hand_text(st, 1) == {"2C", "3C", "4C", "6C", ace}
    assert st.current_player == 0


def test_forty_five_ace_of_hearts_holder_robs_a_heart_turn_up() -> None:
    """With hearts turned up the ace of that suit is the A♥."""
    st = dealt_state("forty-five", dealer=0, players=2, turn_up="9H", hands={0: ["AH", "2C", "3C", "4C", "6C"]})
    assert st.phase == "rob" and st.current_player == 0


def test_forty_five_nobody_robs_when_the_ace_is_not_dealt() -> None:
    st = dealt_state("forty-five", dealer=0, players=6, turn_up="9C", stock=["AC"])
    assert st.phase == "play" and st.current_player == 1


def test_action_notation_round_trips() -> None:
    for text in ("play 5H", "bid 20", "bid 60", "pass", "hold", "trump H", "discard 7D 4C",
                 "discard none", "call JS", "take 5H", "rob 9D", "kitty", "top6", "dealer 2"):
        assert A.to_text(A.parse(text)) == text


def test_illegal_action_error_is_a_value_error_with_the_rule() -> None:
    """Callers may catch ValueError; ``rule`` names the rule broken for the UI."""
    assert issubclass(IllegalActionError, ValueError)
    st = classic_in_play({2: "2S 8H 9H 10H QH", 3: "3S 4S KC QC JC"}, trump="S")
    act(st, (2, "play 2S"))
    e = refused(st, "play KC")
    assert e.rule == "follow"
