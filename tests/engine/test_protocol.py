"""``game.engine.protocol``: the phases as an enum that still behaves as its string, and the
typed actions."""

from __future__ import annotations

import json

import pytest

from game.engine import CHANCE, Deal, GameState, IllegalActionError, Phase, all_tables, preset
from game.engine import actions as A
from game.engine.record import finalize

from .helpers import walk_game


def test_a_phase_is_its_string_everywhere() -> None:
    """JSON, logs, dict keys, sets and f-strings see "play", on Python 3.10 to 3.12 alike."""
    assert str(Phase.PLAY) == "play" and f"{Phase.PLAY}" == "play" and f"{Phase.PLAY}" == "play"
    assert format(Phase.KITTY_DISCARD, ">14") == " kitty_discard"
    assert Phase.PLAY == "play" and hash(Phase.PLAY) == hash("play")  # type: ignore[comparison-overlap]  # the point
    assert {"play": 1}[Phase.PLAY] == 1 and {Phase.DRAW: 2}["draw"] == 2  # type: ignore[index]  # the point
    assert Phase.AUCTION in frozenset({"auction", "trump"}) and "draw" in {Phase.DRAW}
    assert json.dumps({"phase": Phase.ROB_PACK}) == '{"phase": "rob_pack"}'
    assert Phase("rob") is Phase.ROB
    assert [p.value for p in Phase] == ["dealer", "deal", "auction", "trump", "call", "kitty_choice",
                                        "kitty_discard", "draw", "rob_pack", "rob", "play", "over"]


@pytest.mark.parametrize("rules", all_tables(), ids=lambda r: f"{r.name}-{r.players}")
def test_the_engine_holds_phase_members(rules) -> None:
    seen = set()
    for st in walk_game(rules, seed=3, max_hands=2):
        assert type(st.phase) is Phase
        seen.add(st.phase)
        if st.current_player != CHANCE and not st.is_terminal:
            assert type(st.observation(st.current_player).phase) is Phase
    assert {Phase.DEALER, Phase.DEAL, Phase.PLAY} <= seen


def test_hand_records_keep_their_plain_strings() -> None:
    """docs/hand-records.md: records are plain JSON; nothing in them becomes an enum."""
    st = GameState(preset("classic", 4), seed=5)
    while not st.records:
        st.apply(st.sample_chance() if st.current_player == CHANCE else st.legal_actions()[0])
    text = json.dumps([r.to_json() for r in finalize(st)])
    assert json.loads(text) == [r.to_json() for r in finalize(st)]
    assert "Phase" not in text


def test_action_types_say_what_they_are() -> None:
    """Each action has a type of its own that says what it is and how it is written; chance
    picks a dealer (``DealerChoice``) or a whole deck (``Deal``)."""
    st = GameState(preset("classic", 4), seed=2)
    first = st.sample_chance()
    assert type(first) is A.DealerChoice and A.kind(first) == "dealer" and str(first).startswith("dealer ")
    st.apply(first)
    deck = st.sample_chance()
    assert isinstance(deck, Deal) and A.kind(deck) == "deal"
    st.apply(deck)
    calls = st.legal_actions()
    assert calls[0] is A.PASS and str(A.PASS) == "pass"
    assert all(isinstance(a, A.Bid) and str(a) == f"bid {a.amount}" for a in calls[1:])
    assert all(A.parse(repr(a).removeprefix("actions.parse(").strip("')")) is a for a in calls)
    with pytest.raises(IllegalActionError):
        st.apply(deck)
