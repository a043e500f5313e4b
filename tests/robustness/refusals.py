"""The refusal table of ``test_refusal_texts`` (issue 12, part 3): each situation built card by
card, the action tried, the exact words the player reads, the rule named, and the line of
docs/RULES.md the words rely on. A plain module, so ``tests/test_rules_doc.py`` can check the
quoted rule lines without importing a test module."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.engine import GameState, preset
from tests.engine.helpers import act, dealt_state, stand_pat

# The four hands of the trick situations: forty-five at four (no auction, trump turned up, the
# dealer's left leads), the A of trump nowhere (no one robs), every card chosen.
TRUMP_S_TURN_UP = "9S"


def forty_five(hands: dict[int, str], renege: str = "led", turn_up: str = TRUMP_S_TURN_UP) -> GameState:
    """Seat 1 leads; trump is the turn-up's suit (spades unless said)."""
    st = dealt_state(preset("forty-five", 4, renege=renege), dealer=0,
                     hands={seat: cards.split() for seat, cards in hands.items()}, turn_up=turn_up)
    assert st.phase == "play" and st.current_player == 1
    return st


def trick(renege: str, seat3: str, *plays: str) -> GameState:
    """Seats 1 and 2 play ``plays`` (then seat 3, holding ``seat3``, is to play)."""
    st = forty_five({1: "7S 3H 4H 6H 8H", 2: "5S QH 9H 10H 2C", 3: seat3, 0: "KD QD JD 10D 9D"},
                    renege)
    for card in plays:
        st.apply("play " + card)
    return st


def classic_auction(scores: tuple[int, int] = (0, 0), dealer: int = 0, name: str = "classic",
                    calls: tuple[str, ...] = ()) -> GameState:
    st = dealt_state(name, dealer=dealer, scores=list(scores))
    act(st, *calls)
    return st


def cutthroat_partner() -> GameState:
    """Cutthroat: seat 1 bids 20 and names spades without the 5♠; it calls the 5♠, which seat 3
    holds: seat 3 is the partner.  The kitty is discarded; the draw reaches seat 3."""
    st = dealt_state(
        "cutthroat",
        dealer=0,
        hands={1: ["JS", "AS", "KS", "QS", "2S"], 3: ["5S", "3C", "4C", "6C", "7C"]},
        kitty=["8D", "9D", "10D", "JD"],
    )
    act(
        st,
        (1, "bid 20"),
        (2, "pass"),
        (3, "pass"),
        (4, "pass"),
        (0, "pass"),
        (1, "trump S"),
        (1, "call 5S"),
        (1, "discard 8D 9D 10D JD"),
        (1, "discard none"),
        (2, "discard none"),
    )
    assert st.current_player == 3 and st.partner == 3
    return st


def six_draw() -> GameState:
    """Classic at six: 30 cards dealt, 22 in the stock; the first five players take 5 each (25)."""
    st = dealt_state("classic", dealer=0, players=6)
    act(st, "bid 15", "pass", "pass", "pass", "pass", "pass", "trump S")
    for _ in range(4):
        hand = " ".join(str(c) for c in st.hand_of(st.current_player))
        st.apply("discard " + hand)
    return st


def _queen_trick() -> GameState:
    st = forty_five({1: "7S 3H 4H 6H 8H", 2: "QS QH 9H 10H 2C", 3: "JS AH 3S KH 4D", 0: "KD QD JD 10D 9D"}, "highest")
    act(st, "play 7S", "play QS")
    return st


def _five_led() -> GameState:
    st = forty_five({1: "5S 3H 4H 6H 8H", 2: "7S QH 9H 10H 2C", 3: "JS KH 2D 3D 4D", 0: "KD QD JD 10D 9D"})
    act(st, "play 5S", "play 7S")
    return st


def _ace_of_hearts_led() -> GameState:
    st = forty_five({1: "AH 3H 4H 6H 8H", 2: "5S QH 9H 10H 2C", 3: "2S KH 2D 3D 4D", 0: "KD QD JD 10D 9D"})
    act(st, "play AH", "play QH")
    return st


def _heart_led() -> GameState:
    st = forty_five({1: "3H 7D 4H 6H 8H", 2: "5S QH 9H 10H 2C", 3: "JS KH 2D 3D 4C", 0: "KD QD JD 10D 9D"})
    act(st, "play 3H", "play QH")
    return st


def _called_lead(first: bool) -> GameState:
    """The partner (seat 3) to play to the first trick, or to the second one."""
    st = cutthroat_partner()
    stand_pat(st)
    assert st.phase == "play" and st.current_player == 2  # the bidder's left leads
    act(st, "play " + str(st.hand_of(2)[0]))
    if first:
        return st
    for _seat in (3, 4, 0, 1):
        legal = [a for a in st.legal_actions() if a != st.called_card]
        st.apply(legal[0])
    while st.current_player != 3:
        st.apply(st.legal_actions()[0])
    assert len(st.tricks) == 1
    return st


def _new_england_bid() -> GameState:
    st = dealt_state("new-england", dealer=0)
    act(st, "bid 20")
    return st


def _kitty_discard() -> GameState:
    st = dealt_state("new-england", dealer=0)
    act(st, "bid 15", "pass", "pass", "pass", "trump S")
    assert st.phase == "kitty_discard"
    return st


def _classic_draw() -> GameState:
    st = classic_auction(calls=("bid 15", "pass", "pass", "pass", "trump S"))
    assert st.phase == "draw" and "AC" not in {str(c) for c in st.hand_of(st.current_player)}
    return st


def _new_england_draw() -> GameState:
    st = _kitty_discard()
    hand = st.hand_of(st.bidder)
    st.apply("discard " + " ".join(str(c) for c in hand[:3]))
    assert st.phase == "draw"
    return st


def _cutthroat_call() -> GameState:
    st = dealt_state(
        "cutthroat", dealer=0, hands={1: ["JS", "AS", "KS", "QS", "2S"], 3: ["5S", "3C", "4C", "6C", "7C"]}
    )
    act(st, (1, "bid 20"), (2, "pass"), (3, "pass"), (4, "pass"), (0, "pass"), (1, "trump S"))
    return st


def _rob() -> GameState:
    st = dealt_state(preset("forty-five", 4), dealer=0, hands={2: ["AS", "2H", "3H", "4H", "6H"]}, turn_up="9S")
    assert st.phase == "rob" and st.current_player == 2
    return st


def _rob_pack() -> GameState:
    st = dealt_state(preset("classic", 4, rob_pack=True), dealer=0)
    act(st, "bid 15", "pass", "pass", "pass", "trump S", "discard none", "discard none", "discard none")
    hand = st.hand_of(0)
    st.apply("discard " + str(hand[0]))
    assert st.phase == "rob_pack"
    return st


@dataclass(frozen=True)
class Situation:
    name: str
    rule_text: str  # the words of docs/RULES.md the refusal applies (tests/test_rules_doc.py)
    build: Callable[[], GameState]
    action: str
    message: str  # exactly what the player reads
    rule: str  # IllegalActionError.rule


SITUATIONS = [
    # ---------------------------------------------------------------- the play
    Situation(
        "the issue's case: highest variant, the 5 played makes the jack follow",
        "Variants: judge against the highest trump played so far in the trick instead of the card led",
        lambda: trick("highest", "JS KH 2D 3D 4D", "7S", "5S"),
        "play KH",
        "Trump was led: the 7♠, a trump, and you hold J♠, so you must play a trump. Your J♠ cannot "
        "renege here: the 5♠, the highest trump in the trick, outranks it.",
        "follow",
    ),
    Situation(
        "led variant: the same hand may renege the jack (the 7 was led)",
        "the 5, the J of trump and the A♥ need not be played when the card LED is a lower trump",
        lambda: trick("led", "JS KH 2S 3D 4D", "7S", "5S"),
        "play KH",
        "Trump was led: the 7♠, a trump, and you hold 2♠, J♠, so you must play a trump. Your J♠ could "
        "renege (it outranks the card led), but you also hold a lower trump, the 2♠, which cannot.",
        "follow",
    ),
    Situation(
        "highest variant, the queen played: the jack and the A♥ outrank it, the 3 must go",
        "judge against the highest trump played so far in the trick",
        _queen_trick,
        "play KH",
        "Trump was led: the 7♠, a trump, and you hold 3♠, J♠, A♥, so you must play a trump. Your J♠ and "
        "A♥ could renege (they outrank the Q♠, the highest trump in the trick), but you also hold a lower "
        "trump, the 3♠, which cannot.",
        "follow",
    ),
    Situation(
        "the 5 led: everyone follows",
        "if the 5 is led, everyone follows",
        _five_led,
        "play KH",
        "Trump was led: the 5♠, a trump, and you hold J♠, so you must play a trump. Your J♠ cannot "
        "renege here: the card led outranks it.",
        "follow",
    ),
    Situation(
        "five-only: the jack may not renege",
        "Variants: ... only the 5 may renege (Irish)",
        lambda: trick("five-only", "JS KH 2D 3D 4D", "7S", "QH"),
        "play KH",
        "Trump was led: the 7♠, a trump, and you hold J♠, so you must play a trump. Under these rules "
        "only the 5 of trump may renege, not the J♠.",
        "follow",
    ),
    Situation(
        "a plain trump held on a trump lead",
        "Trump led: play a trump if you hold one",
        lambda: trick("led", "2S KH 2D 3D 4D", "7S", "QH"),
        "play KH",
        "Trump was led: the 7♠, a trump, and you hold 2♠, so you must play a trump.",
        "follow",
    ),
    Situation(
        "the A♥ led is a trump lead",
        "Leading the A♥ is a trump lead.",
        _ace_of_hearts_led,
        "play KH",
        "Trump was led: the A♥, always a trump, and you hold 2♠, so you must play a trump.",
        "follow",
    ),
    Situation(
        "a plain suit led and a card of another suit tried",
        "Plain suit led: follow suit if you can, or trump if you prefer (always allowed)",
        _heart_led,
        "play 2D",
        "Follow suit: the 3♥ was led and you hold K♥. Play a heart or a trump.",
        "follow",
    ),
    Situation(
        "a card not held",
        "Each player plays one card from their own hand",
        lambda: trick("led", "2S KH 2D 3D 4D", "7S"),
        "play AC",
        "You do not hold the A♣.",
        "not in hand",
    ),
    Situation(
        "cutthroat: the called card is kept for the second trick",
        "its holder must play it on the 2nd trick",
        lambda: _called_lead(first=True),
        "play 5S",
        "The 5♠ was called: keep it for the second trick.",
        "called card",
    ),
    Situation(
        "cutthroat: the called card on the second trick",
        "its holder must play it on the 2nd trick",
        lambda: _called_lead(first=False),
        "play *other",
        "The 5♠ was called: its holder must play it on the second trick.",
        "called card",
    ),
    Situation(
        "a bid in the play",
        "5. Play: the player left of the bidder leads",
        lambda: trick("led", "2S KH 2D 3D 4D", "7S"),
        "bid 20",
        "It is time to play a card, not to bid 20.",
        "turn",
    ),
    # ---------------------------------------------------------------- the auction
    Situation(
        "no hold in new-england",
        "new-england ... one time around only, no hold",
        lambda: dealt_state("new-england", dealer=0),
        "hold",
        "These rules have no hold: bid higher or pass.",
        "auction",
    ),
    Situation(
        "a hold by a player who is not the dealer",
        "The dealer may instead hold",
        lambda: classic_auction(calls=("bid 15",)),
        "hold",
        "Only the dealer may hold.",
        "auction",
    ),
    Situation(
        "a hold with nothing to hold",
        "The dealer may instead hold: take the current bid",
        lambda: classic_auction(calls=("pass", "pass", "pass")),
        "hold",
        "There is no bid to hold yet.",
        "auction",
    ),
    Situation(
        "the dealer's side at 100 may not hold 15",
        "A side with 100 or more points may not bid below 20.",
        lambda: classic_auction((100, 0), calls=("bid 15", "pass", "pass")),
        "hold",
        "Your side may not take the bid at 15: it has 100 or more and must bid at least 20.",
        "auction",
    ),
    Situation(
        "'60 for 120' held by a dealer not below zero",
        '"60 for 120" (take all five tricks: +120, else -60) only for a side below zero',
        lambda: classic_auction((0, -30), name="house-125", calls=("bid 60", "pass", "pass")),
        "hold",
        "'60 for 120' may only be held by a dealer whose side is below zero.",
        "auction",
    ),
    Situation(
        "'60 for 120' bid by a side not below zero",
        '"60 for 120" ... only for a side below zero',
        lambda: classic_auction(name="house-125"),
        "bid 60",
        "'60 for 120' may only be bid by a side below zero.",
        "auction",
    ),
    Situation(
        "'60 for 120' bid again",
        "each bids a multiple of 5 above the current bid",
        lambda: classic_auction((-10, -30), name="house-125", calls=("bid 60",)),
        "bid 60",
        "'60 for 120' has been bid already: nothing goes higher.",
        "auction",
    ),
    Situation(
        "'60 for 120' under classic rules",
        "each bids a multiple of 5 above the current bid, up to 30, or passes",
        lambda: classic_auction(),
        "bid 60",
        "These rules have no '60 for 120': bids go up to 30.",
        "auction",
    ),
    Situation(
        "a bid not above the current one",
        "each bids a multiple of 5 above the current bid",
        lambda: classic_auction(calls=("bid 20",)),
        "bid 20",
        "A bid must be higher than the current bid of 20 (only the dealer may hold).",
        "auction",
    ),
    Situation(
        "a bid not above the current one, no hold",
        "each bids a multiple of 5 above the current bid",
        _new_england_bid,
        "bid 20",
        "A bid must be higher than the current bid of 20.",
        "auction",
    ),
    Situation(
        "15 by a side at 100",
        "A side with 100 or more points may not bid below 20.",
        lambda: classic_auction((0, 100)),
        "bid 15",
        "A side with 100 or more points may not bid below 20.",
        "auction",
    ),
    Situation(
        "15 at house-125",
        "house-125 ... bids 20, 25, 30",
        lambda: classic_auction(name="house-125"),
        "bid 15",
        "The minimum bid is 20.",
        "auction",
    ),
    Situation("35", "up to 30", lambda: classic_auction(), "bid 35", "Bids go up in fives to 30.", "auction"),
    Situation(
        "a card in the auction",
        "2. Auction: ... each bids ... or passes",
        lambda: classic_auction(),
        "play 5H",
        "It is the auction: bid, pass or hold.",
        "auction",
    ),
    # ---------------------------------------------------------------- trump, kitty, draw
    Situation(
        "a bid while naming trump",
        "3. Trump: the winning bidder names trump",
        lambda: classic_auction(calls=("bid 15", "pass", "pass", "pass")),
        "bid 20",
        "It is not the time to bid 20: now name trump.",
        "trump",
    ),
    Situation(
        "a kitty discard that leaves six",
        "takes the kitty and discards down to 5",
        _kitty_discard,
        "discard none",
        "Discard exactly 3 card(s) you hold, back down to five.",
        "kitty_discard",
    ),
    Situation(
        "a draw discard of a card not held",
        "each player discards 0 to 5 cards",
        _classic_draw,
        "discard AC",
        "You can only discard cards you hold.",
        "draw",
    ),
    Situation(
        "new-england: every player keeps a card",
        "every player keeps at least 1 card in the draw",
        _new_england_draw,
        "discard *",
        "Every player keeps at least one card in the draw.",
        "draw",
    ),
    Situation(
        "six players: the stock runs short",
        "a player may discard only as many as remain",
        six_draw,
        "discard *",
        "The stock has only 2 card(s) to give: discard no more than that.",
        "draw",
    ),
    Situation(
        "cutthroat: the called card may not be discarded",
        "its holder must play it on the 2nd trick",
        cutthroat_partner,
        "discard 5S",
        "The 5♠ was called: it may not be discarded.",
        "draw",
    ),
    Situation(
        "cutthroat: the wrong card called",
        "the bidder calls a card it lacks (the highest trump it is missing)",
        _cutthroat_call,
        "call JS",
        "The bidder calls the highest trump it does not hold: the 5♠.",
        "call",
    ),
    Situation(
        "forty-five: rob with a card not held",
        "a player holding the ace of that suit may exchange any card for it",
        _rob,
        "rob KD",
        "You can only give up a card you hold for the turn-up.",
        "rob",
    ),
    Situation(
        "rob the pack: a card not in the stock",
        "Rob the pack (001): the dealer ... picks the replacements from the stock",
        _rob_pack,
        "take *",
        "Take a card that is in the stock.",
        "rob_pack",
    ),
]


def concrete(st: GameState, action: str) -> str:
    """``discard *``: all the cards of the player to act; ``take *``: a card not in the stock."""
    if action == "discard *":
        return "discard " + " ".join(str(c) for c in st.hand_of(st.current_player))
    if action == "take *":
        return "take " + str(st.hand_of(st.dealer)[0])
    if action == "play *other":
        return "play " + next(str(c) for c in st.hand_of(st.current_player) if c != st.called_card)
    return action
