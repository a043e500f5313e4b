"""The kitty and the draw (docs/RULES.md "One hand" 3 and 4, the presets, Top 6, rob the pack, case 7)."""

from __future__ import annotations

import pytest

from game.engine import CARDS, IllegalActionError, cards_of, preset

from .helpers import ALL_TEXT, act, dealt_state, hand_text, legal_texts, snapshot, stand_pat


def refused(st, action: str, *words: str) -> None:
    """An illegal action raises, names the rule, and leaves the state untouched."""
    before = snapshot(st)
    with pytest.raises(IllegalActionError) as info:
        st.apply(action)
    assert snapshot(st) == before
    for word in words:
        assert word.lower() in str(info.value).lower(), (str(info.value), word)


def to_draw(st, bidder_calls: list[str], trump: str = "S") -> None:
    """Run the auction calls given, name trump, and stop at the draw (or the kitty)."""
    act(st, *bidder_calls)
    st.apply("trump " + trump)


def discard_text(cards) -> str:
    return "discard " + (" ".join(str(c) for c in cards) if cards else "none")


# ------------------------------------------------------------------ order and replacement

@pytest.mark.parametrize("players", [4, 6])
def test_draw_goes_clockwise_from_the_dealers_left_dealer_last(players: int) -> None:
    """docs/RULES.md 4: "Draw: clockwise from the dealer's left, dealer last"."""
    for dealer in range(players):
        st = dealt_state("classic", dealer=dealer, players=players)
        to_draw(st, ["bid 15"] + ["pass"] * (players - 1))
        seen = []
        while st.phase == "draw":
            seen.append(st.current_player)
            st.apply("discard none")
        assert seen == [(dealer + k) % players for k in range(1, players + 1)]
        assert st.phase == "play"


def test_replacements_come_from_the_top_of_the_stock() -> None:
    """docs/RULES.md 4: "each player discards 0 to 5 cards face down and the dealer replaces them from
    the stock"."""
    st = dealt_state("classic", dealer=0,
                     hands={1: ["2C", "3C", "4C", "6C", "7C"], 2: ["2D", "3D", "4D", "6D", "7D"]},
                     stock=["5S", "JS", "AH", "AS", "KS", "QS", "2S"])
    to_draw(st, ["bid 15", "pass", "pass", "pass"])
    act(st, (1, "discard 2C 3C"))
    assert hand_text(st, 1) == {"4C", "6C", "7C", "5S", "JS"}
    act(st, (2, "discard 2D 3D 4D 6D 7D"))
    assert hand_text(st, 2) == {"AH", "AS", "KS", "QS", "2S"}
    stand_pat(st)
    assert all(len(st.hand_of(s)) == 5 for s in range(4))


def test_discards_are_never_seen_again() -> None:
    """docs/RULES.md 4: "Discards are never seen again." They are face down: only the discarder's own
    observation lists them, others see only the count."""
    st = dealt_state("classic", dealer=0, hands={1: ["2C", "3C", "4C", "6C", "7C"]})
    to_draw(st, ["bid 15", "pass", "pass", "pass"])
    act(st, (1, "discard 2C 3C 4C"))
    stand_pat(st)
    gone = {"2C", "3C", "4C"}
    for seat in range(4):
        assert not gone & hand_text(st, seat)
        seen = {str(c) for c in st.observation(seat).known_cards()}
        assert bool(gone & seen) == (seat == 1)
        assert st.observation(seat).discard_counts[1] == 3
    assert not gone & {str(CARDS[c]) for c in st.stock}


def test_only_held_cards_may_be_discarded() -> None:
    st = dealt_state("classic", dealer=0, hands={1: ["2C", "3C", "4C", "6C", "7C"]})
    to_draw(st, ["bid 15", "pass", "pass", "pass"])
    refused(st, "discard KH", "only discard cards you hold")
    refused(st, "bid 20", "discard")


def test_everyone_may_discard_zero_to_five_with_four_players() -> None:
    """docs/RULES.md 4: "each player discards 0 to 5 cards" (4 players: the stock always covers it)."""
    st = dealt_state("classic", dealer=0)
    to_draw(st, ["bid 15", "pass", "pass", "pass"])
    while st.phase == "draw":
        options = legal_texts(st)
        assert len(options) == 32            # every subset of five cards
        st.apply(discard_text(st.hand_of(st.current_player)))
    assert all(len(st.hand_of(s)) == 5 for s in range(4))
    assert len(st.stock) == 32 - 20


# ------------------------------------------------------------------ six players, case 7

def test_case_7_six_players_the_stock_runs_out() -> None:
    """docs/RULES.md case 7: "Six players: the stock runs out in the draw." docs/RULES.md 4: "When the stock
    cannot cover a request (6 players), a player may discard only as many as remain." """
    st = dealt_state("classic", dealer=0, players=6)
    to_draw(st, ["bid 15"] + ["pass"] * 5)
    assert len(st.stock) == 52 - 30 == 22
    for seat in (1, 2, 3, 4):
        act(st, (seat, discard_text(st.hand_of(seat))))
    assert len(st.stock) == 2 and st.current_player == 5
    assert all(len(a.split()) - 1 <= 2 for a in legal_texts(st) if a != "discard none")
    assert len(legal_texts(st)) == 1 + 5 + 10            # none, any one, any two
    refused(st, discard_text(st.hand_of(5)[:3]), "only 2")
    act(st, (5, discard_text(st.hand_of(5)[:2])))
    assert st.current_player == 0 and legal_texts(st) == ["discard none"]
    refused(st, discard_text(st.hand_of(0)[:1]), "only 0")
    act(st, (0, "discard none"))
    assert st.phase == "play" and st.stock == []
    assert all(len(st.hand_of(s)) == 5 for s in range(6))


def test_six_players_rob_the_pack_with_an_empty_stock() -> None:
    """The dealer robbing the pack can only discard as many as remain; zero means no robbing."""
    rules = preset("classic", 6, rob_pack=True)
    st = dealt_state(rules, dealer=0)
    to_draw(st, ["bid 15"] + ["pass"] * 5)
    for seat in (1, 2, 3, 4, 5):
        act(st, (seat, discard_text(st.hand_of(seat)[:5 if seat < 5 else 2])))
    assert st.current_player == 0 and legal_texts(st) == ["discard none"]
    act(st, (0, "discard none"))
    assert st.phase == "play"


# ------------------------------------------------------------------ new-england

def test_new_england_every_player_keeps_at_least_one_card() -> None:
    """docs/RULES.md `new-england`: "every player keeps at least 1 card in the draw"."""
    st = dealt_state("new-england", dealer=0)
    to_draw(st, ["bid 15", "pass", "pass", "pass"])
    act(st, (1, "discard " + " ".join(str(c) for c in st.hand_of(1)[:3])))   # the kitty: 8 -> 5
    while st.phase == "draw":
        seat = st.current_player
        assert all(len(a.split()) - 1 <= 4 for a in legal_texts(st))
        refused(st, discard_text(st.hand_of(seat)), "keeps at least one card")
        act(st, (seat, discard_text(st.hand_of(seat)[:4])))
    assert all(len(st.hand_of(s)) == 5 for s in range(4))


# ------------------------------------------------------------------ the kitty

def test_kitty_is_dealt_between_the_rounds() -> None:
    """docs/RULES.md 1: "A kitty, when the table uses one, is dealt between the two rounds." The
    new-england deal is 3 / kitty / 2: the 3 cards after the first round go to the kitty."""
    st = dealt_state("new-england", dealer=0, hands={1: ["2C", "3C", "4C", "6C", "7C"]}, kitty=["5S", "JS", "AH"])
    assert [str(CARDS[c]) for c in st.deck[12:15]] == ["5S", "JS", "AH"]
    assert {str(c) for c in cards_of(st.kitty)} == {"5S", "JS", "AH"}
    st = dealt_state("house-125", dealer=0, kitty=["5S", "JS", "AH", "AS"])
    assert [str(CARDS[c]) for c in [*st.deck[12:14], *st.deck[22:24]]] == ["5S", "JS", "AH", "AS"]


@pytest.mark.parametrize("name, size", [("new-england", 3), ("house-125", 4), ("cutthroat", 4)])
def test_bidder_names_trump_before_seeing_the_kitty(name: str, size: int) -> None:
    """docs/RULES.md 3: "the winning bidder names trump before seeing the kitty, then takes the kitty
    and discards down to 5, face down"."""
    players = 5 if name == "cutthroat" else 4
    kitty = ["5S", "JS", "AH", "AS"][:size]
    st = dealt_state(name, dealer=0, kitty=kitty, players=players)
    act(st, "bid 20", *["pass"] * (players - 1))
    assert st.phase == "trump" and st.bidder == 1
    assert len(st.hand_of(1)) == 5
    assert st.observation(1).kitty_seen == ()
    assert not set(kitty) & {str(c) for c in st.observation(1).known_cards()}
    st.apply("trump S")
    if name == "cutthroat":
        st.apply(legal_texts(st)[0])          # the called card
    assert st.phase == "kitty_discard" and st.current_player == 1
    assert len(st.hand_of(1)) == 5 + size and set(kitty) <= hand_text(st, 1)
    assert {str(c) for c in st.observation(1).kitty_seen} == set(kitty)
    for seat in range(2, players):
        assert not set(kitty) & {str(c) for c in st.observation(seat).known_cards()}
    own = [str(c) for c in st.hand_of(1) if str(c) not in kitty]
    refused(st, "discard " + " ".join(own[:size - 1]), f"exactly {size}")
    refused(st, "discard " + " ".join(own[:size] + kitty[:1]), f"exactly {size}")
    not_held = next(c for c in ALL_TEXT if c not in hand_text(st, 1))
    refused(st, "discard " + " ".join(own[:size - 1] + [not_held]), "discard exactly")
    act(st, (1, "discard " + " ".join(own[:size])))
    assert hand_text(st, 1) >= set(kitty) and len(st.hand_of(1)) == 5
    assert st.phase == "draw" and st.current_player == 1          # the bidder draws too (seat 1)
    for seat in range(players):
        known = {str(c) for c in st.observation(seat).known_cards()}
        assert bool(set(own[:size]) & known) == (seat == 1)


def test_kitty_stays_hidden_from_everyone_but_the_bidder() -> None:
    st = dealt_state("house-125", dealer=3, kitty=["5D", "JD", "AH", "AD"])
    act(st, (0, "pass"), (1, "pass"), (2, "bid 25"), (3, "pass"), (2, "trump D"))
    act(st, (2, "discard " + " ".join([str(c) for c in st.hand_of(2) if str(c) not in
                                          {"5D", "JD", "AH", "AD"}][:4])))
    stand_pat(st)
    for seat in range(4):
        known = {str(c) for c in st.observation(seat).known_cards()}
        assert ({"5D", "JD", "AH", "AD"} <= known) == (seat == 2)
        assert not ({"5D", "JD", "AH", "AD"} & known) or seat == 2


# ------------------------------------------------------------------ top 6

def house_bagged(top6: bool, dealer: int = 0, **deal):
    st = dealt_state(preset("house-125", top6=top6), dealer=dealer, **deal)
    for _ in range(4):
        st.apply("pass")
    assert st.bagged and st.bidder == dealer
    return st


def test_top6_offered_to_the_bagged_dealer_only_when_switched_on() -> None:
    """docs/RULES.md "Top 6 (000): a bagged dealer may, instead of the kitty, take the top 6 cards of
    the stock, keep five, and draw no more." Off unless switched on."""
    st = house_bagged(top6=False)
    st.apply("trump S")
    assert st.phase == "kitty_discard"
    st = house_bagged(top6=True)
    st.apply("trump S")
    assert st.phase == "kitty_choice" and st.current_player == 0
    assert legal_texts(st) == ["kitty", "top6"]


def test_top6_not_offered_to_a_bidder_who_was_not_bagged() -> None:
    st = dealt_state(preset("house-125", top6=True), dealer=0)
    act(st, (1, "bid 20"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "trump H"))
    assert st.phase == "kitty_discard"
    st = dealt_state(preset("house-125", top6=True), dealer=0)
    act(st, (1, "bid 20"), (2, "pass"), (3, "pass"), (0, "hold"), (1, "pass"), (0, "trump H"))
    assert not st.bagged and st.phase == "kitty_discard"
    refused(st, "top6")


def test_top6_takes_six_keeps_five_and_draws_no_more() -> None:
    """docs/RULES.md Top 6: "take the top 6 cards of the stock, keep five, and draw no more"."""
    top = ["5S", "JS", "AH", "AS", "KS", "QS"]
    st = house_bagged(top6=True, dealer=2, stock=top + ["2S", "3S"], kitty=["5H", "JH", "KH", "QH"])
    act(st, (2, "trump S"), (2, "top6"))
    assert st.phase == "kitty_discard" and hand_text(st, 2) == set(top)
    refused(st, "discard 5S JS", "exactly 1")
    act(st, (2, "discard QS"))
    assert hand_text(st, 2) == set(top) - {"QS"}
    order = []
    while st.phase == "draw":
        order.append(st.current_player)
        st.apply("discard none")
    assert order == [3, 0, 1]                    # the dealer draws no more
    assert hand_text(st, 2) == set(top) - {"QS"}
    assert st.phase == "play"
    # The kitty is not used: nobody has it, nobody saw it.
    for seat in range(4):
        assert not {"5H", "JH", "KH", "QH"} & hand_text(st, seat)
        assert not {"5H", "JH", "KH", "QH"} & {str(c) for c in st.observation(seat).known_cards()}


def test_top6_choosing_the_kitty_is_the_normal_kitty() -> None:
    st = house_bagged(top6=True, kitty=["5H", "JH", "KH", "QH"])
    act(st, (0, "trump H"), (0, "kitty"))
    assert st.phase == "kitty_discard" and hand_text(st, 0) >= {"5H", "JH", "KH", "QH"}


# ------------------------------------------------------------------ rob the pack

def test_rob_the_pack_the_dealer_picks_from_the_stock() -> None:
    """docs/RULES.md "Rob the pack (001): the dealer, drawing last, picks the replacements from the
    stock." The others still get the top cards; only the robbing dealer sees the stock."""
    rules = preset("classic", rob_pack=True)
    st = dealt_state(rules, dealer=0, hands={0: ["2D", "3D", "4D", "6D", "7D"]},
                     stock=["9C", "8C"] + ["5H", "JH"])
    to_draw(st, ["bid 15", "pass", "pass", "pass"], trump="H")
    act(st, (1, discard_text(st.hand_of(1)[:2])))
    assert hand_text(st, 1) >= {"9C", "8C"}
    act(st, (2, "discard none"), (3, "discard none"))
    for seat in range(4):
        assert st.observation(seat).stock_view == ()
    act(st, (0, "discard 2D 3D"))
    assert st.phase == "rob_pack" and st.current_player == 0
    stock = {str(c) for c in st.observation(0).stock_view}
    assert len(stock) == len(st.stock) and {"5H", "JH"} <= stock
    for seat in (1, 2, 3):
        assert st.observation(seat).stock_view == ()
        assert not {"5H", "JH"} & {str(c) for c in st.observation(seat).known_cards()}
    assert sorted(legal_texts(st)) == sorted("take " + c for c in stock)
    refused(st, "take 2D", "in the stock")
    act(st, (0, "take JH"))
    assert st.phase == "rob_pack"
    act(st, (0, "take 5H"))
    assert st.phase == "play" and hand_text(st, 0) == {"4D", "6D", "7D", "5H", "JH"}
    assert st.observation(0).stock_view == ()


def test_rob_the_pack_only_the_dealer() -> None:
    rules = preset("classic", rob_pack=True)
    st = dealt_state(rules, dealer=0)
    to_draw(st, ["bid 15", "pass", "pass", "pass"])
    act(st, (1, discard_text(st.hand_of(1)[:2])))
    assert st.phase == "draw" and st.current_player == 2
    act(st, (2, "discard none"), (3, "discard none"), (0, "discard none"))
    assert st.phase == "play"


# ------------------------------------------------------------------ house-125: 3 then 2

def test_house_125_draw_is_given_3_then_up_to_2_more() -> None:
    """docs/RULES.md `house-125`: "the draw is given 3 then up to 2 more". Seed 000: "If the answer is
    more than 3, then the dealer hands them 3 cards the first time around and then comes back
    around for the second time and give them either 1 or 2 cards." """
    stock = ["2H", "3H", "4H", "6H", "7H", "8H", "9H", "10H", "2C", "3C", "4C", "6C"]
    st = dealt_state("house-125", dealer=0, stock=stock, kitty=["5S", "JS", "AH", "AS"],
                     hands={0: ["KD", "QD", "JD", "10D", "9D"]})
    act(st, (1, "bid 20"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "trump S"))
    act(st, (1, "discard " + " ".join([str(c) for c in st.hand_of(1) if str(c) not in
                                          {"5S", "JS", "AH", "AS"}][:4])))
    act(st, (1, discard_text(st.hand_of(1))))   # five cards: 3 now, 2 the second time around
    assert hand_text(st, 1) == {"2H", "3H", "4H"}
    act(st, (2, discard_text(st.hand_of(2)[:4])))         # four: 3 now, 1 later
    assert len(st.hand_of(2)) == 4 and hand_text(st, 2) >= {"6H", "7H", "8H"}
    act(st, (3, discard_text(st.hand_of(3)[:2])))         # two: both now
    assert len(st.hand_of(3)) == 5 and hand_text(st, 3) >= {"9H", "10H"}
    act(st, (0, "discard none"))                           # the dealer, last
    assert st.phase == "play"
    assert hand_text(st, 1) >= {"2C", "3C"}                # second time around, clockwise
    assert "4C" in hand_text(st, 2)
    assert all(len(st.hand_of(s)) == 5 for s in range(4))
    assert hand_text(st, 0) == {"KD", "QD", "JD", "10D", "9D"}


def test_house_125_may_still_ask_for_five() -> None:
    st = dealt_state("house-125", dealer=0)
    act(st, (1, "bid 20"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "trump S"))
    act(st, (1, "discard " + " ".join(str(c) for c in st.hand_of(1)[:4])))
    assert max(len(a.split()) - 1 for a in legal_texts(st)) == 5


def test_cutthroat_stock_may_run_out() -> None:
    """Cutthroat deals 25 + a kitty of 4, leaving 23: five players asking for five would need 25,
    so the last to draw may discard only as many as remain."""
    st = dealt_state("cutthroat", dealer=0)
    act(st, "bid 20", "pass", "pass", "pass", "pass", "trump S")
    act(st, legal_texts(st)[0])                           # call
    act(st, (1, "discard " + " ".join(str(c) for c in st.hand_of(1)[:4])))
    assert len(st.stock) == 23
    while st.phase == "draw":
        seat = st.current_player
        most = max(len(a.split()) - 1 for a in legal_texts(st))
        ceiling = 4 if seat == st.partner else 5          # the called card stays
        assert most == min(ceiling, len(st.stock) - sum(n for _, n in st.pending_draw))
        keep_called = [c for c in st.hand_of(seat) if int(c) != st.called_card]
        act(st, (seat, discard_text(keep_called[:most])))
    assert all(len(st.hand_of(s)) == 5 for s in range(5))
