"""Property tests over random seeded games of every preset, table size and main variant.

At every step: the 52 cards are all somewhere exactly once, no observation shows a hidden card,
and the legal actions are exactly the actions ``apply`` accepts (an illegal one changes nothing).
For every finished hand: the tricks, points and score changes obey docs/RULES.md, recomputed here from
the hand record with the independent oracle in ``helpers``; and the records replay identically.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hst

from game.engine import CHANCE, Card, GameState, IllegalActionError, RuleSet, all_tables, preset
from game.engine import actions as A
from game.engine.record import finalize, replay_game

from .helpers import full_deck_parts, oracle_legal, oracle_trumps, oracle_winner, snapshot

FULL_DECK = (1 << 52) - 1
MAX_HANDS = 4

TABLES: list[RuleSet] = all_tables() + [
    preset("classic", 4, rob_pack=True, all_five_double=True),
    preset("classic", 6, rob_pack=True, renege="highest"),
    preset("classic", 4, all_pass="redeal", renege="five-only"),
    preset("classic", 4, deal_pattern="2-3", ticks=3),
    preset("house-125", 4, top6=True, ticks=3),
    preset("cutthroat", 5, ticks=3, top6=True),
    preset("forty-five", 4, scoring="trick-difference"),
    preset("new-england", 4, rob_pack=True),
    # docs/RULES.md "Optional rules": "Target score (120 / 125 / 45, or any from 5 to 1000), minimum
    # bid (15 / 20 / 25), kitty size (0 / 3 / 4), renege variants."
    preset("classic", 4, kitty_size=3, min_bid=20, target=150),
    preset("classic", 6, kitty_size=4, hold=False, target=45),
]
TABLE_IDS = [f"{r.name}-{r.players}-{i}" for i, r in enumerate(TABLES)]

PROPERTY_SETTINGS = settings(max_examples=4, deadline=None, database=None,
                             suppress_health_check=[HealthCheck.too_slow])


def mask_cards(mask: int) -> set[int]:
    return {c for c in range(52) if (mask >> c) & 1}


def run_game(rules: RuleSet, seed: int, check: Callable[[GameState, random.Random], None] | None = None,
             max_hands: int = MAX_HANDS) -> GameState:
    """A random game (every choice uniform among the legal actions), ``check`` before each step."""
    st = GameState(rules, seed=seed)
    rng = random.Random(seed ^ 0x45)
    while not st.is_terminal and st.hand_number < max_hands:
        if check is not None:
            check(st, rng)
        if st.current_player == CHANCE:
            st.apply(st.sample_chance())
        else:
            st.apply(rng.choice(st.legal_actions()))
    if check is not None:
        check(st, rng)
    return st


# ------------------------------------------------------------------ per-step checks

def check_cards_conserved(st: GameState, _rng: random.Random) -> None:
    """52 cards at every step: hands + kitty + stock + discards + played + turn-up, no duplicates."""
    if st.phase == "dealer" or (st.phase == "deal" and not st.deck):
        return
    parts = full_deck_parts(st)
    union = 0
    for part in parts:
        union |= part
    assert union == FULL_DECK, f"missing cards: {sorted(mask_cards(FULL_DECK & ~union))}"
    assert sum(p.bit_count() for p in parts) == 52, "a card is in two places"
    if st.phase == "play":
        for seat in range(st.rules.players):
            expected = 5 - len(st.tricks) - (seat in st.trick_seats) if st.active[seat] else 0
            assert st.hands[seat].bit_count() == expected


def check_nothing_hidden_is_shown(st: GameState, _rng: random.Random) -> None:
    """``observation(seat).known_cards()`` never includes another seat's hand or discards, the kitty
    unless that seat took it, or the stock unless that seat is robbing it; and shows every card
    that is public (its own hand, the cards played, the turn-up)."""
    if st.phase == "dealer" or (st.phase == "deal" and not st.deck):
        return
    played = {c for _, trick, _ in st.tricks for c in trick} | set(st.trick)
    public = set(played)
    if st.turn_up >= 0:
        public.add(st.turn_up)
    for seat in range(st.rules.players):
        obs = st.observation(seat)
        known = {int(c) for c in obs.known_cards()}
        hidden: set[int] = set()
        for other in range(st.rules.players):
            if other != seat:
                hidden |= mask_cards(st.hands[other]) | mask_cards(st.discards[other])
        took_kitty = bool(st.kitty_seen) and seat == st.bidder
        if not took_kitty:
            hidden |= mask_cards(st.kitty)
        robbing = st.phase == "rob_pack" and seat == st.dealer
        if not robbing:
            hidden |= set(st.stock)
        hidden -= public
        leak = known & hidden
        assert not leak, f"seat {seat} sees {[str(Card(c)) for c in leak]} in phase {st.phase}"
        assert mask_cards(st.hands[seat]) <= known
        assert public <= known
        if st.current_player != seat:
            assert obs.legal_actions == ()


def expected_plays(st: GameState) -> list[int]:
    """The docs/RULES.md oracle for the current player, with the cutthroat called-card duty."""
    seat = st.current_player
    trump = "SHDC"[st.trump]
    hand = [str(Card(c)) for c in sorted(mask_cards(st.hands[seat]))]
    trick = [str(Card(c)) for c in st.trick]
    called = str(Card(st.called_card)) if st.called_card >= 0 else None
    if called and seat == st.partner and called in hand:
        if len(st.tricks) == 1:
            return [st.called_card]
        if len(st.tricks) == 0:
            hand = [c for c in hand if c != called]
    return sorted(int(Card.parse(c)) for c in oracle_legal(hand, trick, trump, st.rules.renege))


def candidate_actions(st: GameState, rng: random.Random) -> list[A.Action | int]:
    """A sample of the action space for the current phase, legal or not."""
    pool: list[A.Action | int] = [A.PASS, A.HOLD, A.KITTY, A.TOP6]
    pool += [A.bid(v) for v in (15, 20, 25, 30, 60)]
    pool += [A.trump(s) for s in range(4)]
    pool += [rng.randrange(52) for _ in range(4)]
    pool += [A.call(rng.randrange(52)), A.take(rng.randrange(52)), A.rob(rng.randrange(52))]
    hand = st.hands[st.current_player]
    cards = sorted(mask_cards(hand))
    for _ in range(4):
        pool.append(A.discard(rng.sample(cards, rng.randint(0, len(cards)))) if cards else A.STAND_PAT)
    pool.append(A.discard([rng.randrange(52)]))
    return pool


def check_legal_is_exactly_accepted(st: GameState, rng: random.Random) -> None:
    """Random choice from legal_actions never raises; other actions raise IllegalActionError, name a
    rule, and leave the state unchanged. In the play the legal cards are the oracle's."""
    if st.current_player < 0:
        return
    legal = st.legal_actions()
    assert legal, f"no legal action in phase {st.phase}"
    assert len(set(legal)) == len(legal)
    if st.phase == "play":
        assert sorted(legal) == expected_plays(st)
        candidates: list[A.Action | int] = list(range(52))
    else:
        candidates = candidate_actions(st, rng)
    for choice in rng.sample(legal, min(3, len(legal))):
        st.clone().apply(choice)
    checked_fully = 0
    for action in candidates:
        if action in legal:
            continue
        full = checked_fully < 2
        before = snapshot(st) if full else fingerprint(st)
        try:
            st.apply(action)
        except IllegalActionError as exc:
            assert str(exc)
        else:
            raise AssertionError(f"{A.to_text(action)} was accepted but is not in legal_actions")
        after = snapshot(st) if full else fingerprint(st)
        assert after == before, f"refused {A.to_text(action)} changed the state"
        checked_fully += 1


def fingerprint(st: GameState) -> tuple:
    """A cheap summary of the mutable state (the full ``snapshot`` is used on a few actions)."""
    return (len(st.history), st.phase, st.current_player, tuple(st.hands), tuple(st.stock),
            tuple(st.trick), len(st.tricks), st.high_bid, st.high_bidder, tuple(st.passed), st.trump,
            st.called_card, tuple(st.discards), st.kitty_seen, st.bidder, st.bid, tuple(st.scores))


# ------------------------------------------------------------------ per-hand checks

def seats_in_play(record: dict) -> list[int]:
    return [s for s, hand in enumerate(record["hands"]) if hand]


def check_record(rules: RuleSet, record: dict, previous_scores: list[int]) -> None:
    """One finished hand against docs/RULES.md: leads, trick winners, points, score change."""
    if record.get("redeal"):
        assert record["scores"] == previous_scores
        return
    trump = record["trump"]
    seats = seats_in_play(record)
    n = len(seats)

    def next_seat(seat: int) -> int:
        return seats[(seats.index(seat) + 1) % n]

    # First lead (docs/RULES.md 5 and the presets), then each trick's winner leads the next.
    bidder, dealer = record["bidder"], record["dealer"]
    if rules.first_lead == "bidder":
        first = bidder
    elif rules.first_lead == "bidder-left":
        first = next_seat(bidder)
    else:
        first = next_seat(dealer)
    leader = first
    tricks_won = [0] * rules.players
    high_seat, high_pos = -1, 99
    order = oracle_trumps(trump)
    for trick in record["tricks"]:
        assert trick["leader"] == leader
        cards = trick["cards"]
        assert len(cards) == n
        players = [leader]
        while len(players) < n:
            players.append(next_seat(players[-1]))
        winner = players[oracle_winner(cards, trump)]
        assert trick["winner"] == winner
        tricks_won[winner] += 1
        for seat, card in zip(players, cards, strict=True):
            if card in order and order.index(card) < high_pos:
                high_pos, high_seat = order.index(card), seat
        leader = winner
    assert sum(tricks_won) == 5

    # Points: 5 a trick, 5 to the side that played the highest trump; 30, or 25 with no trump.
    sides = rules.side_count
    points = [0] * sides
    tricks = [0] * sides
    for seat in range(rules.players):
        points[rules.side_of(seat)] += 5 * tricks_won[seat]
        tricks[rules.side_of(seat)] += tricks_won[seat]
    if high_seat >= 0:
        points[rules.side_of(high_seat)] += 5
    assert record["points"] == points
    assert sum(points) == (30 if high_seat >= 0 else 25)
    assert record["tricks_taken"] == tricks

    change = score_change(rules, record, points, tricks)
    assert record["score_change"] == change, (record["bid"], points, tricks, record["partner"])
    assert record["scores"] == [a + b for a, b in zip(previous_scores, change, strict=True)]


def score_change(rules: RuleSet, record: dict, points: list[int], tricks: list[int]) -> list[int]:
    """docs/RULES.md 7, the presets and the variants, from the side totals."""
    if rules.scoring == "tricks":
        return [10 if t == 5 else 5 if t >= 3 else 0 for t in tricks]
    if rules.scoring == "trick-difference":
        best = max(tricks)
        return [5 * (t - (5 - t)) if t == best else 0 for t in tricks]
    bid = record["bid"]
    bidder_side = rules.side_of(record["bidder"])
    partner = record["partner"]
    pair = [bidder_side] + ([rules.side_of(partner)] if partner is not None else [])
    taken = sum(points[s] for s in pair)
    pair_tricks = sum(tricks[s] for s in pair)
    change = list(points)                         # defenders always score what they took
    if bid == 60:
        made = pair_tricks == 5
        change[bidder_side] = 120 if made else -60
    else:
        made = taken >= bid
        doubled = (bid == 30 and rules.thirty_for_sixty) or (rules.all_five_double and pair_tricks == 5)
        if made:
            for side in pair:
                change[side] = points[side] * (2 if doubled else 1)
        else:
            change[bidder_side] = -bid
    assert record["made"] is made
    return change


def check_auction(rules: RuleSet, record: dict, previous_scores: list[int]) -> None:
    """docs/RULES.md 2: order, raises, holds, passes, the 100+ floor, 60 for 120, bagging."""
    if not rules.auction:
        assert record["auction"] == []
        return
    seats = seats_in_play(record) if record["hands"] else [s for s in range(rules.players)]
    dealer = record["dealer"]
    calls = record["auction"]
    assert calls[0][0] == seats[(seats.index(dealer) + 1) % len(seats)]   # the dealer's left
    high, high_bidder, passed = 0, None, set()
    for seat, text in calls:
        assert seat not in passed, "a passed player bid again"
        side_score = previous_scores[rules.side_of(seat)]
        floor = max(rules.min_bid, rules.min_bid_at_100 if rules.min_bid_at_100 and side_score >= 100 else 0)
        if text == "pass":
            passed.add(seat)
        elif text == "hold":
            assert rules.hold and seat == dealer and high >= floor and high_bidder != seat
            high_bidder = seat
        else:
            value = int(text.split()[1])
            assert value > high
            assert value == 60 and rules.sixty_for_120 and side_score < 0 or floor <= value <= 30
            high, high_bidder = value, seat
    if rules.one_round:
        assert [s for s, _ in calls] == seats[seats.index(dealer) + 1:] + seats[:seats.index(dealer) + 1]
    if record.get("redeal"):
        assert high_bidder is None
        return
    if high_bidder is None:
        floor = max(rules.min_bid, rules.min_bid_at_100 if rules.min_bid_at_100 and
                    previous_scores[rules.side_of(dealer)] >= 100 else 0)
        assert record["bagged"] and record["bidder"] == dealer and record["bid"] == floor
    else:
        assert record["bidder"] == high_bidder and record["bid"] == high and not record["bagged"]
    if not rules.one_round:
        assert len([s for s in {s for s, _ in calls} if s not in passed]) <= 1


def check_draw(rules: RuleSet, record: dict) -> None:
    if not rules.draw or record.get("redeal"):
        return
    most = 4 if rules.keep_one_card else 5
    assert all(0 <= n <= most for n in record["draw"])
    stock = 52 - len(seats_in_play(record)) * 5 - rules.kitty_size
    assert sum(record["draw"]) <= stock


def check_game(rules: RuleSet, st: GameState) -> None:
    records = [r.to_json() for r in finalize(st)]   # the documented file form, key by key
    scores = [0] * rules.side_count
    for number, record in enumerate(records):
        check_auction(rules, record, scores)
        check_draw(rules, record)
        check_record(rules, record, scores)
        scores = record["scores"]
        if number < len(records) - 1 or not st.is_terminal:
            assert record["winner"] is None
            assert all(s < rules.target for s in scores) or record.get("redeal")
    if st.is_terminal:
        winner = records[-1]["winner"]
        reached = [s for s in range(rules.side_count) if scores[s] >= rules.target and st.side_in_game[s]]
        if len(reached) > 1 and rules.tie_rule == "bidder":
            assert winner == rules.side_of(records[-1]["bidder"])
        elif reached:
            assert winner in reached
        else:
            assert sum(st.side_in_game) == 1 and st.side_in_game[winner]


# ------------------------------------------------------------------ the properties

seeds = hst.integers(min_value=0, max_value=2**32 - 1)


@pytest.mark.parametrize("rules", TABLES, ids=TABLE_IDS)
@PROPERTY_SETTINGS
@given(seed=seeds)
def test_cards_are_conserved_and_never_leak(rules: RuleSet, seed: int) -> None:
    """52 cards conserved at every step, and no observation shows a card hidden from its seat."""
    def check(st: GameState, rng: random.Random) -> None:
        check_cards_conserved(st, rng)
        check_nothing_hidden_is_shown(st, rng)
    run_game(rules, seed, check)


@pytest.mark.parametrize("rules", TABLES, ids=TABLE_IDS)
@PROPERTY_SETTINGS
@given(seed=seeds)
def test_legal_actions_are_exactly_what_apply_accepts(rules: RuleSet, seed: int) -> None:
    """Only legal actions are applied; an illegal one raises IllegalActionError and changes nothing."""
    run_game(rules, seed, check_legal_is_exactly_accepted, max_hands=2)


@pytest.mark.parametrize("rules", TABLES, ids=TABLE_IDS)
@settings(max_examples=6, deadline=None, database=None)
@given(seed=seeds)
def test_hand_records_obey_the_rules_and_replay(rules: RuleSet, seed: int) -> None:
    """Every finished hand's tricks, points (30, or 25 with no trump) and scores obey docs/RULES.md, and
    ``replay_game(records)`` reproduces the game exactly."""
    st = run_game(rules, seed, max_hands=40)
    check_game(rules, st)
    assert replay_game(finalize(st)) == []
