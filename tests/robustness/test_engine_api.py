"""Issue 12, part 2: every public function of ``game.engine`` answers garbage with a typed
``ValueError`` subclass that names the argument or the rule, never a ``TypeError``,
``AttributeError``, ``IndexError`` or a wrong value (``observation(-1)`` once handed out seat
3's hand); and a ``GameState`` method that refuses leaves the state exactly as it was.

The names covered are those ``game/engine/__init__.py`` exports plus the public methods of
``GameState``, ``Observation``, ``RuleSet`` and ``Card``; a test below fails when a new public
name appears that this table does not cover.
"""

from __future__ import annotations

import inspect
import math
from collections.abc import Callable
from typing import Any

import pytest

import game.engine as E
from game.engine import CHANCE, Card, Deal, GameState, Observation, RuleSet, actions, preset, wording

from ..engine.helpers import snapshot
from .ill_typed import wrong


def play_state() -> GameState:
    st = GameState(preset("classic", 4), seed=11)
    while st.phase != "play":
        st.apply(st.sample_chance() if st.current_player == CHANCE else st.legal_actions()[0])
    return st


ST = play_state()
OBS = ST.observation(ST.current_player)
RULES = preset("classic", 4)
HUGE = 10 ** 5000
NAN = math.nan

# (call, words the message must hold: the argument or what it must be)
Case = tuple[str, Callable[[], Any], str]
CASES: list[Case] = [
    # cards
    ("Card(True)", lambda: Card(True), "card"),
    ("Card(52)", lambda: Card(52), "0..51"),
    ("Card(-1)", lambda: Card(-1), "0..51"),
    ("Card(1.5)", lambda: Card(wrong(1.5)), "card"),
    ("Card(None)", lambda: Card(wrong(None)), "card"),
    ("Card('5H')", lambda: Card(wrong("5H")), "card"),
    ("Card.parse(None)", lambda: Card.parse(wrong(None)), "not a card"),
    ("Card.parse(b'5H')", lambda: Card.parse(wrong(b"5H")), "not a card"),
    ("Card.parse(2**60)", lambda: Card.parse(2 ** 60), "card"),
    ("cards_of(-1)", lambda: E.cards_of(-1), "mask"),
    ("cards_of(1 << 60)", lambda: E.cards_of(1 << 60), "mask"),
    ("cards_of(1.0)", lambda: E.cards_of(wrong(1.0)), "mask"),
    ("cards_of('x')", lambda: E.cards_of(wrong("x")), "mask"),
    ("mask_of([60])", lambda: E.mask_of([60]), "card"),
    ("mask_of([-1])", lambda: E.mask_of([-1]), "card"),
    ("mask_of(None)", lambda: E.mask_of(wrong(None)), "cards"),
    ("mask_of([True])", lambda: E.mask_of([True]), "card"),
    ("format_cards([60])", lambda: E.format_cards([60]), "card"),
    ("format_cards(7)", lambda: E.format_cards(wrong(7)), "cards"),
    ("parse_cards(None)", lambda: E.parse_cards(wrong(None)), "cards"),
    ("parse_cards([None])", lambda: E.parse_cards([wrong(None)]), "card"),
    ("parse_suit(7)", lambda: E.parse_suit(7), "suit"),
    ("parse_suit(True)", lambda: E.parse_suit(True), "suit"),
    ("parse_suit(None)", lambda: E.parse_suit(wrong(None)), "suit"),
    ("trump_order(7)", lambda: E.trump_order(7), "suit"),
    ("trump_order(-1)", lambda: E.trump_order(-1), "suit"),
    ("trump_order('X')", lambda: E.trump_order("X"), "suit"),
    ("plain_order(4)", lambda: E.plain_order(4), "suit"),
    ("plain_order(None)", lambda: E.plain_order(wrong(None)), "suit"),
    # tricks
    ("trick_winner([], 'S')", lambda: E.trick_winner([], "S"), "at least one card"),
    ("trick_winner(['5H', '5H'], 'S')", lambda: E.trick_winner(["5H", "5H"], "S"), "twice"),
    ("trick_winner(None, 'S')", lambda: E.trick_winner(wrong(None), "S"), "list of cards"),
    ("trick_winner(['5H'], 9)", lambda: E.trick_winner(["5H"], 9), "suit"),
    ("trick_winner([60], 'S')", lambda: E.trick_winner([60], "S"), "card"),
    ("legal_plays(None, [], 'S')", lambda: E.legal_plays(wrong(None), [], "S"), "list of cards"),
    ("legal_plays(['5H'], ['5H'], 'S')", lambda: E.legal_plays(["5H"], ["5H"], "S"), "hand and in the trick"),
    ("legal_plays(['5H'], [], 'S', rules='x')", lambda: E.legal_plays(["5H"], [], "S", wrong("x")), "rules"),
    # rules
    ("RuleSet(players='4')", lambda: RuleSet(players=wrong("4")), "players"),
    ("RuleSet(target=nan)", lambda: RuleSet(target=wrong(NAN)), "target"),
    ("RuleSet(target=2**63)", lambda: RuleSet(target=2 ** 63), "target"),
    ("RuleSet(target=0)", lambda: RuleSet(target=0), "target"),
    ("RuleSet(hold=1)", lambda: RuleSet(hold=wrong(1)), "hold"),
    ("RuleSet(renege=None)", lambda: RuleSet(renege=wrong(None)), "renege"),
    ("RuleSet(name='')", lambda: RuleSet(name=""), "name"),
    ("RuleSet(deal_pattern='3-K' + '9'*5000)", lambda: RuleSet(deal_pattern="3-K" + "9" * 5000), "pattern"),
    ("RuleSet(deal_pattern='3-²')", lambda: RuleSet(deal_pattern="3-²"), "pattern"),
    ("RuleSet(announce_at=-5)", lambda: RuleSet(announce_at=-5), "announce_at"),
    ("RuleSet.from_switches(None)", lambda: RuleSet.from_switches(None), "switches"),
    ("RuleSet.from_switches([])", lambda: RuleSet.from_switches([]), "switches"),
    ("RuleSet.from_switches({'target': 'x'})", lambda: RuleSet.from_switches({"target": "x"}), "target"),
    ("RuleSet.from_switches({1: 2})", lambda: RuleSet.from_switches({1: 2}), "switch"),
    ("RULES.with_switches(kitty_size='3')", lambda: RULES.with_switches(kitty_size="3"), "kitty_size"),
    ("RULES.with_switches(bogus=1)", lambda: RULES.with_switches(bogus=1), "bogus"),
    ("RULES.side_of(4)", lambda: RULES.side_of(4), "seat"),
    ("RULES.side_of(-1)", lambda: RULES.side_of(-1), "seat"),
    ("RULES.side_of('1')", lambda: RULES.side_of(wrong("1")), "seat"),
    ("preset('bogus')", lambda: preset("bogus"), "preset"),
    ("preset(None)", lambda: preset(wrong(None)), "preset"),
    ("preset(['classic'])", lambda: preset(wrong(["classic"])), "preset"),
    ("preset('classic', '4')", lambda: preset("classic", wrong("4")), "players"),
    ("preset('classic', True)", lambda: preset("classic", True), "players"),
    ("preset('classic', 4, target='x')", lambda: preset("classic", 4, target="x"), "target"),
    ("preset('classic', 4, bogus=1)", lambda: preset("classic", 4, bogus=1), "bogus"),
    # seats
    ("seat_order(9, [True]*4)", lambda: E.seat_order(9, [True] * 4), "start"),
    ("seat_order(-1, [True]*4)", lambda: E.seat_order(-1, [True] * 4), "start"),
    ("seat_order(0, [True]*4, 10**9)", lambda: E.seat_order(0, [True] * 4, 10 ** 9), "count"),
    ("seat_order(0, [True]*4, -1)", lambda: E.seat_order(0, [True] * 4, -1), "count"),
    ("seat_order(0, None)", lambda: E.seat_order(0, wrong(None)), "active"),
    ("seat_order(0, [2, 2, 2, 2])", lambda: E.seat_order(0, wrong([2, 2, 2, 2])), "active"),
    ("seat_order(0, [True] * 9)", lambda: E.seat_order(0, [True] * 9), "active"),
    ("seat_order(0, [[], []])", lambda: E.seat_order(0, wrong([[], []])), "active"),
    ("seats_left_of(-1, [True]*4)", lambda: E.seats_left_of(-1, [True] * 4), "seat"),
    ("seats_left_of('0', [True]*4)", lambda: E.seats_left_of(wrong("0"), [True] * 4), "seat"),
    ("first_leader(None, 0, 1, [True]*4)", lambda: E.first_leader(wrong(None), 0, 1, [True] * 4), "rules"),
    ("first_leader(RULES, 7, 1, [True]*4)", lambda: E.first_leader(RULES, 7, 1, [True] * 4), "dealer"),
    ("first_leader(RULES, 0, 'x', [True]*4)", lambda: E.first_leader(RULES, 0, wrong("x"), [True] * 4), "bidder"),
    ("deal_batches(None, 0, [True]*4)", lambda: E.deal_batches(wrong(None), 0, [True] * 4), "rules"),
    ("deal_batches(RULES, 9, [True]*4)", lambda: E.deal_batches(RULES, 9, [True] * 4), "seat"),
    # the read model and scoring
    ("bid_floor(None, [0, 0], 0)", lambda: E.bid_floor(wrong(None), [0, 0], 0), "rules"),
    ("bid_floor(RULES, None, 0)", lambda: E.bid_floor(RULES, wrong(None), 0), "scores"),
    ("bid_floor(RULES, [0], 0)", lambda: E.bid_floor(RULES, [0], 0), "scores"),
    ("bid_floor(RULES, [0, 0], 5)", lambda: E.bid_floor(RULES, [0, 0], 5), "seat"),
    ("score_hand(None, ...)", lambda: E.score_hand(wrong(None), [1, 1, 1, 2], 0, 0, 20), "rules"),
    ("score_hand(RULES, [9, 9, 9, 9], ...)", lambda: E.score_hand(RULES, [9, 9, 9, 9], 0, 0, 20), "tricks_won"),
    ("score_hand(RULES, [2, 2, 2, 2], ...)", lambda: E.score_hand(RULES, [2, 2, 2, 2], 0, 0, 20), "five tricks"),
    ("score_hand(RULES, [1, 1, 1], ...)", lambda: E.score_hand(RULES, [1, 1, 1], 0, 0, 20), "tricks_won"),
    ("score_hand(..., high_trump_seat=7)", lambda: E.score_hand(RULES, [1, 1, 1, 2], 7, 0, 20), "high_trump_seat"),
    ("score_hand(..., bidder=-1)", lambda: E.score_hand(RULES, [1, 1, 1, 2], 0, -1, 20), "bidder"),
    ("score_hand(..., bid=nan)", lambda: E.score_hand(RULES, [1, 1, 1, 2], 0, 0, wrong(NAN)), "bid"),
    ("score_hand(..., partner='x')", lambda: E.score_hand(RULES, [1, 1, 1, 2], 0, 0, 20, wrong("x")), "partner"),
    # games
    ("new_game('bogus')", lambda: E.new_game("bogus"), "preset"),
    ("new_game(5)", lambda: E.new_game(wrong(5)), "rules"),
    ("new_game(RULES, players=6)", lambda: E.new_game(RULES, players=6), "players"),
    ("new_game(RULES, seed=inf)", lambda: E.new_game(RULES, seed=wrong(math.inf)), "seed"),
    ("GameState(RULES, seed=10**5000)", lambda: GameState(RULES, seed=HUGE), "seed"),
    ("GameState(RULES, seed='x')", lambda: GameState(RULES, seed=wrong("x")), "seed"),
    ("GameState(RULES, seed=True)", lambda: GameState(RULES, seed=True), "seed"),
    ("GameState(RULES, rng=5)", lambda: GameState(RULES, rng=wrong(5)), "rng"),
    ("GameState('classic')", lambda: GameState(wrong("classic")), "rules"),
    ("play_random_game(RULES, nan)", lambda: E.play_random_game(RULES, wrong(NAN)), "seed"),
    ("play_random_game(RULES, 1, max_hands='x')", lambda: E.play_random_game(RULES, 1, wrong("x")), "max_hands"),
    # actions and wording
    ("actions.to_text(2**53)", lambda: actions.to_text(2 ** 53), "not an action"),
    ("actions.to_text(True)", lambda: actions.to_text(True), "not an action"),
    ("actions.to_text(HUGE)", lambda: actions.to_text(HUGE), "not an action"),
    ("actions.kind(None)", lambda: actions.kind(wrong(None)), "not an action"),
    ("actions.parse(None)", lambda: actions.parse(wrong(None)), "not an action"),
    ("actions.parse(Deal([0]*52))", lambda: actions.parse(Deal([0] * 52)), "52 cards"),
    ("actions.parse('dealer 9')", lambda: actions.parse("dealer 9"), "dealer"),
    ("actions.parse('bid ' + '9'*5000)", lambda: actions.parse("bid " + "9" * 5000), "not an action"),
    ("actions.card_of(60)", lambda: actions.card_of(60), "card"),
    ("actions.card_of(2**53)", lambda: actions.card_of(2 ** 53), "not an action"),
    ("actions.play(60)", lambda: actions.play(60), "card"),
    ("actions.bid(17)", lambda: actions.bid(17), "bid"),
    ("actions.trump(7)", lambda: actions.trump(7), "suit"),
    ("actions.dealer(9)", lambda: actions.dealer(9), "dealer"),
    ("actions.discard([60])", lambda: actions.discard([60]), "card"),
    ("actions.deal_action(range(10))", lambda: actions.deal_action(range(10)), "52 cards"),
    ("actions.deal_action([0]*52)", lambda: actions.deal_action([0] * 52), "52 cards"),
    ("actions.deal_action(None)", lambda: actions.deal_action(wrong(None)), "deal"),
    ("wording.say(2**53)", lambda: wording.say(wrong(2 ** 53)), "not an action"),
    ("wording.label(True)", lambda: wording.label(wrong(True)), "not an action"),
    ("wording.label(rob, turn_up=99)", lambda: wording.label(actions.rob(3), "rob", 0, 99), "card"),
    ("wording.option(-5)", lambda: wording.option(wrong(-5)), "not an action"),
    ("wording.suit_text(9)", lambda: wording.suit_text(9), "suit"),
    ("wording.side_label(RULES, 5)", lambda: wording.side_label(RULES, 5), "side"),
    ("wording.contract_text('x')", lambda: wording.contract_text(wrong("x")), "bid"),
    # records
    ("replay_file(None)", lambda: E.replay_file(wrong(None)), "path"),
    ("HandRecord.from_json(None)", lambda: E.HandRecord.from_json(wrong(None)), "JSON object"),
    ("HandRecord.from_json(5)", lambda: E.HandRecord.from_json(wrong(5)), "JSON object"),
    ("HandRecord.from_json({})", lambda: E.HandRecord.from_json({}), "hand record"),
    ("HandRecord.from_json(version 99)", lambda: E.HandRecord.from_json({"version": 99}), "version"),
    # one seat's view
    ("OBS.side_of(9)", lambda: OBS.side_of(9), "seat"),
    ("OBS.is_trump(99)", lambda: OBS.is_trump(99), "card"),
    ("OBS.is_trump(-1)", lambda: OBS.is_trump(-1), "card"),
    ("OBS.trump_rank('x')", lambda: OBS.trump_rank(wrong("x")), "card"),
    ("OBS.seat_order(7)", lambda: OBS.seat_order(7), "start"),
    ("OBS.seats_left_of(-1)", lambda: OBS.seats_left_of(-1), "seat"),
    ("OBS.bid_floor(9)", lambda: OBS.bid_floor(9), "seat"),
    ("OBS.label(None)", lambda: OBS.label(wrong(None)), "not an action"),
]

# GameState methods: refused, and the state unchanged.
STATE_CASES: list[Case] = [
    ("observation(-1)", lambda: ST.observation(-1), "seat"),
    ("observation(4)", lambda: ST.observation(4), "seat"),
    ("observation(True)", lambda: ST.observation(True), "seat"),
    ("observation('0')", lambda: ST.observation(wrong("0")), "seat"),
    ("hand_of(-1)", lambda: ST.hand_of(-1), "seat"),
    ("trumps_in(7)", lambda: ST.trumps_in(7), "seat"),
    ("side_of(-1)", lambda: ST.side_of(-1), "seat"),
    ("next_active(-1)", lambda: ST.next_active(-1), "seat"),
    ("next_active(9)", lambda: ST.next_active(9), "seat"),
    ("seat_order(9)", lambda: ST.seat_order(9), "start"),
    ("seat_order(0, 10**9)", lambda: ST.seat_order(0, 10 ** 9), "count"),
    ("bid_floor(-1)", lambda: ST.bid_floor(-1), "seat"),
    ("start_play(9)", lambda: ST.start_play(9), "leader"),
    ("start_play(None)", lambda: ST.start_play(wrong(None)), "leader"),
    ("sample_chance(5)", lambda: ST.sample_chance(wrong(5)), "rng"),
    ("sample_chance() in the play", lambda: ST.sample_chance(), "chance"),
    ("contract('x')", lambda: ST.contract(wrong("x")), "tally"),
    ("action_text(2**53)", lambda: ST.action_text(wrong(2 ** 53)), "not an action"),
    ("action_text(None)", lambda: ST.action_text(wrong(None)), "not an action"),
    ("apply_text(None)", lambda: ST.apply_text(wrong(None)), "notation"),
    ("apply_text('bid 17')", lambda: ST.apply_text("bid 17"), "bid"),
    ("explain_illegal('nonsense')", lambda: ST.explain_illegal("nonsense"), "not an action"),
    ("apply(True)", lambda: ST.apply(True), "not an action"),
    ("apply(2**53)", lambda: ST.apply(2 ** 53), "not an action"),
    ("apply(Deal([0]*52))", lambda: ST.apply(Deal([0] * 52)), "play a card"),
]


def check_refusal(call: Callable[[], Any], words: str) -> ValueError:
    with pytest.raises(ValueError) as info:
        call()
    exc = info.value
    assert type(exc) is not ValueError and type(exc).__module__.startswith("game.engine"), repr(exc)
    named = getattr(exc, "rule", "") or getattr(exc, "argument", "")
    assert words.lower() in (str(exc) + " " + named).lower(), f"{exc!r} does not say {words!r}"
    assert len(str(exc)) < 300, "a refusal is one short message"
    return exc


@pytest.mark.parametrize("name, call, words", CASES, ids=[c[0] for c in CASES])
def test_public_functions_refuse_garbage_by_name(name: str, call: Callable[[], Any], words: str) -> None:
    check_refusal(call, words)


@pytest.mark.parametrize("name, call, words", STATE_CASES, ids=[c[0] for c in STATE_CASES])
def test_state_methods_refuse_garbage_and_change_nothing(name: str, call: Callable[[], Any], words: str) -> None:
    before = snapshot(ST)
    check_refusal(call, words)
    assert snapshot(ST) == before


def test_good_values_still_work() -> None:
    """The checks refuse garbage only: the same functions with good values answer as before."""
    assert E.trump_order("H")[0] == Card.parse("5H") and E.trump_order(1) == E.trump_order("hearts")
    assert E.cards_of(E.mask_of([Card.parse("5H"), 0])) == [Card(0), Card.parse("5H")]
    assert E.seat_order(3, [True, True, False, True], 4) == [3, 0, 1, 3]
    assert ST.observation(0).seat == 0 and ST.hand_of(Card(1)) == ST.hand_of(1)
    assert OBS.is_trump(Card.parse("AH")) and OBS.trump_rank(Card.parse("5" + "SHDC"[OBS.trump])) == 14
    assert RuleSet.from_switches(RULES.switches()) == RULES
    assert E.score_hand(RULES, [1, 1, 1, 2], 3, 1, 15).made is True


# Names exported from game.engine that are values or records, not functions taking input:
# constants, the error types, the enum, the modules (covered through their functions above),
# and the frozen read-model records the engine itself builds.
NOT_FUNCTIONS = {"ACE_OF_HEARTS", "CARDS", "CHANCE", "KITTY", "TERMINAL", "TURN_UP", "PRESET_NAMES",
                 "PRESET_TABLES", "Action", "ChanceAction", "PlayerAction", "Phase",
                 "ActionParseError", "CardParseError", "IllegalActionError", "RecordError", "RulesError",
                 "SeatError", "ArgumentError", "TrickError", "actions", "wording",
                 "Contract", "DealBatch", "HandScore", "Play", "Tally", "TableSnapshot", "Trick", "Observation",
                 "Deal", "all_tables", "TrickRecord"}


def test_every_public_name_is_covered() -> None:
    """A new public function must join the tables above (or be named here as a value)."""
    covered = " ".join(c[0] for c in CASES + STATE_CASES)
    for name in E.__all__:
        if name in NOT_FUNCTIONS:
            continue
        assert name in covered or name in ("GameState", "RuleSet", "Card"), f"{name} has no garbage case"
    for cls, prefix, cases in ((GameState, "", STATE_CASES), (Observation, "OBS.", CASES),
                               (RuleSet, "RULES.", CASES)):
        names = " ".join(c[0] for c in cases)
        for method, fn in inspect.getmembers(cls, inspect.isfunction):
            params = [p for p in inspect.signature(fn).parameters if p != "self"]
            if method.startswith("_") or not params or method == "from_switches":
                continue
            if method in ("apply", "explain_illegal", "apply_text"):
                continue   # the property test feeds these garbage of every kind
            assert prefix + method + "(" in names or method + "(" in names, f"{cls.__name__}.{method} has no case"
