"""Issue 12, part 3: every refusal text is true of its situation.

One table: a situation built card by card, the action tried, the exact words the player reads,
the rule named, and the line of docs/RULES.md the words rely on.  The legal set
was always right; these check that the words are too (the issue's case: renege "highest", the
7♠ led and the 5♠ played, J♠ K♥ 2♦ held, the K♥ tried: the jack is forced because the 5 was
played, so "you also hold a lower trump" was false).
"""

from __future__ import annotations

import pytest

from game.engine import GameState, IllegalActionError, preset
from tests.engine.helpers import snapshot
from tests.robustness.refusals import SITUATIONS, Situation, concrete


@pytest.mark.parametrize("situation", SITUATIONS, ids=[s.name for s in SITUATIONS])
def test_every_refusal_says_what_is_true_here(situation: Situation) -> None:
    st = situation.build()
    action = concrete(st, situation.action)
    before = snapshot(st)
    with pytest.raises(IllegalActionError) as info:
        st.apply(action)
    assert str(info.value) == situation.message
    assert info.value.rule == situation.rule
    assert snapshot(st) == before
    assert st.explain_illegal(action) == situation.message


def test_the_game_over_and_the_chance_steps() -> None:
    st = GameState(preset("classic"), seed=1)
    with pytest.raises(IllegalActionError, match="^the first step is choosing the first dealer$"):
        st.apply("bid 15")
    st.apply(st.sample_chance())
    with pytest.raises(IllegalActionError, match="^the cards must be dealt first$"):
        st.apply("pass")
