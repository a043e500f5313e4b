"""Issue 12, part 2: garbage through ``GameState.apply`` is refused with a typed error and the
state is exactly as before.

Random states of every preset (and a few switch variants), walked a random number of steps
from a seed, meet random garbage: integers that are no action (negative, between the action
ranges, 2**53 and up, thousands of digits), bools, floats (nan, inf), None, text that is no
notation, bytes, containers, and hand-built ``Deal``\\ s of the wrong length, with a card twice or
with things that are not cards.  ``apply`` must raise a ``ValueError`` subclass of the engine's
own with a ``rule``, and the state's fingerprint (history, hands, phase, scores, current
player, every other field, each seat's observation and the random generator) must not move.
"""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hst

from game.engine import CHANCE, Deal, GameState, IllegalActionError, RuleSet, all_tables, preset
from game.engine import actions as A
from game.engine.actions import ActionParseError

from ..engine.helpers import snapshot
from .ill_typed import wrong

TABLES: list[RuleSet] = all_tables() + [
    preset("classic", 4, rob_pack=True),
    preset("classic", 6, renege="highest"),
    preset("house-125", 4, top6=True, ticks=3),
    preset("cutthroat", 5, top6=True),
]


def state_after(rules: RuleSet, seed: int, steps: int) -> GameState:
    """A game of ``rules`` after ``steps`` random steps (chance steps included)."""
    st = GameState(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if st.is_terminal:
            break
        if st.current_player == CHANCE:
            st.apply(st.sample_chance())
        else:
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
    return st


def _not_notation(text: str) -> bool:
    try:
        A.parse(text)
    except ActionParseError:
        return True
    return False


# Integers that are never an action: below zero, in the gaps between the action ranges, bids
# that are not multiples of 5, and past the widest discard (2**53 and up).
_NEVER = [(-(2 ** 70), -1), (52, 59), (64, 69), (74, 79), (86, 100), (161, 199), (252, 299),
          (352, 399), (452, A.DISCARD_FLAG - 1), (A.DISCARD_FLAG << 1, 2 ** 200)]
never_actions = hst.one_of([hst.integers(low, high) for low, high in _NEVER]
                           + [hst.integers(21, 32).map(lambda v: A.BID_BASE + v).filter(lambda a: a % 5),
                              hst.just(10 ** 5000), hst.just(-(10 ** 5000))])
bad_decks = hst.one_of(
    hst.lists(hst.integers(0, 51), max_size=60).filter(lambda d: len(d) != 52),        # wrong length
    hst.lists(hst.integers(0, 51), min_size=52, max_size=52).filter(lambda d: len(set(d)) < 52),
    hst.permutations(range(52)).flatmap(lambda d: hst.sampled_from(
        [[float(c) for c in d], [True] + d[1:], [None] + d[1:], d[:-1] + [52], d[:-1] + [-1],
         d[:-1] + [2 ** 64], [str(c) for c in d]])),
).map(lambda deck: Deal(wrong(deck)))
garbage = hst.one_of(
    never_actions,
    hst.booleans(),
    hst.floats(allow_nan=True, allow_infinity=True),
    hst.sampled_from([math.nan, math.inf, -math.inf, 1.5, 3.0, 0.0]),
    hst.none(),
    hst.text(max_size=30).filter(_not_notation),
    hst.sampled_from(["bid 17", "bid 35", "play 11H", "deal AS", "dealer 9", "trump X", "discard 5Z",
                      "call", "rob 5H 6H", "x" * 100_000, "play " + "5" * 5000 + "H", "\x00", "bid " + "9" * 5000]),
    hst.binary(max_size=10),
    hst.lists(hst.integers(0, 51), max_size=3),
    hst.tuples(hst.integers(0, 51)),
    hst.dictionaries(hst.text(max_size=3), hst.integers(), max_size=2),
    hst.just(object()),
    bad_decks,
)


def assert_typed(exc: BaseException) -> None:
    """A ``ValueError`` subclass of the engine's own that names the rule broken."""
    assert isinstance(exc, ValueError) and type(exc) is not ValueError, repr(exc)
    assert type(exc).__module__.startswith("game.engine"), repr(exc)
    assert isinstance(exc, (IllegalActionError, ActionParseError)), repr(exc)
    assert exc.rule, f"{exc!r} names no rule"


@pytest.mark.parametrize("rules", TABLES, ids=[f"{r.name}-{r.players}-{i}" for i, r in enumerate(TABLES)])
@settings(max_examples=40, database=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.filter_too_much])
@given(seed=hst.integers(0, 2 ** 32), steps=hst.integers(0, 120), junk=hst.lists(garbage, min_size=1, max_size=4))
def test_garbage_is_refused_and_changes_nothing(rules: RuleSet, seed: int, steps: int, junk: list) -> None:
    st = state_after(rules, seed, steps)
    before = snapshot(st)
    for value in junk:
        with pytest.raises(ValueError) as info:
            st.apply(value)
        assert_typed(info.value)
        assert snapshot(st) == before, f"apply({value!r:.60}) changed the state"
        try:
            why = st.explain_illegal(value)
        except ValueError as exc:
            assert_typed(exc)
        else:
            assert isinstance(why, str) and why
        assert snapshot(st) == before


def test_the_cases_of_the_issue() -> None:
    """Issue 12's own examples, each at the phase it names."""
    for rules in (preset("cutthroat", 5), preset("forty-five", 4), preset("classic", 4, rob_pack=True)):
        seen = set()
        for seed in range(40):
            st = state_after(rules, seed, 0)
            while not st.is_terminal and st.hand_number < 2:
                if st.current_player == CHANCE:
                    st.apply(st.sample_chance())
                    continue
                if st.phase not in seen:
                    seen.add(st.phase)
                    before = snapshot(st)
                    for value in (2 ** 53, 2 ** 53 + 7, 2 ** 60, True, False):
                        with pytest.raises(IllegalActionError) as info:
                            st.apply(value)
                        assert info.value.rule == "action", (st.phase, value, info.value)
                    assert snapshot(st) == before
                st.apply(st.legal_actions()[0])
        assert {"play"} <= seen
    # apply(True) on a lead: refused as no action (it once reached explain_illegal's trick[0])
    st = state_after(preset("classic", 4), 1, 0)
    while st.phase != "play":
        st.apply(st.sample_chance() if st.current_player == CHANCE else st.legal_actions()[0])
    assert not st.trick
    with pytest.raises(IllegalActionError, match="True is not an action"):
        st.apply(True)


@pytest.mark.parametrize("deck", [Deal([0] * 52), Deal(range(10)), Deal(list(range(51)) + [51, 0])],
                         ids=["one-card-52-times", "ten-cards", "53-cards"])
def test_a_hand_built_deal_that_is_no_deck_is_refused_before_history(deck: Deal) -> None:
    st = GameState(preset("classic", 4), seed=3)
    st.apply(st.sample_chance())
    before = snapshot(st)
    with pytest.raises(IllegalActionError) as info:
        st.apply(deck)
    assert info.value.rule == "deal" and "52 cards" in str(info.value)
    assert snapshot(st) == before and st.history == before[1]
    with pytest.raises(ActionParseError):
        A.deal_action(list(deck))


def test_the_deck_chance_dealt_is_not_checked_twice_but_a_copy_is_checked() -> None:
    """The deal ``sample_chance`` made is known whole (no check on the hot path); an equal deck
    built by hand is checked, and passes."""
    st = GameState(preset("classic", 4), seed=3)
    st.apply(st.sample_chance())
    twin = st.clone()
    deck = st.sample_chance()
    assert isinstance(deck, Deal)   # the dealer is drawn: now the deck
    twin.sample_chance()   # the same seed: the same deck
    st.apply(deck)
    twin.apply(Deal(list(deck)))
    assert st.hands == twin.hands and st.history == twin.history
