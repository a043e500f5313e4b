"""Hints: a legal action for every kind of decision, said in one plain sentence that names the
move once and gives a reason grounded in the hand (cards named with their suit symbols)."""

from __future__ import annotations

import random

import pytest

from game.ai import Hint, hint, make_player
from game.engine import CHANCE, GameState, preset
from game.engine import actions as A
from game.engine.rules import RuleSet

SYMBOLS = "♠♥♦♣"


def hints_over_games(rules: RuleSet, hands: int, seed: int) -> dict[str, list[tuple]]:
    """Hints at every decision of ``hands`` hands of normal play, grouped by phase."""
    player = make_player("normal")
    rng = random.Random(seed)
    out: dict[str, list[tuple]] = {}
    state = GameState(rules, seed=seed)
    while state.hand_number < hands and not state.is_terminal:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance())
            continue
        obs = state.observation(state.current_player)
        out.setdefault(obs.phase, []).append((obs, hint(obs)))
        state.apply(player.choose(obs, obs.legal_actions, rng))
    return out


@pytest.mark.parametrize("rules", [preset("classic", 4, rob_pack=True), preset("house-125", 4),
                                   preset("cutthroat", 5), preset("forty-five", 4),
                                   preset("new-england", 4), preset("classic", 6)],
                         ids=lambda r: f"{r.name}-{r.players}")
def test_hints_are_legal_and_explained(rules: RuleSet) -> None:
    for phase, items in hints_over_games(rules, 12, seed=4).items():
        for obs, advice in items:
            assert isinstance(advice, Hint)
            assert advice.action in obs.legal_actions, (phase, advice)
            label = obs.label(advice.action)
            assert advice.what.startswith(label + ": ") and advice.what.endswith("."), advice.what
            assert "\n" not in advice.what and len(advice.what) > len(label) + 15, (phase, advice)
            assert advice.why == "", "the quick coach says it all in one sentence"
            if phase == "play":
                assert any(symbol in advice.what for symbol in SYMBOLS)


def test_hint_names_the_sure_points() -> None:
    """The auction hint explains the bid from the hand: sure points and the help expected."""
    from tests.ai.deals import CLASSIC, deal, drive
    state = drive(deal(CLASSIC, 3, {1: "5H JH 2C 7S 9D"}), "bid 15")
    advice = hint(state.observation(1))
    assert advice.what == ("Bid 20: your 5♥ and J♥ are 15 points no one can take; you need one more trick "
                           "from partner or the draw.")


def test_hint_is_deterministic() -> None:
    state = GameState(preset("classic", 4), seed=2)
    state.apply(state.sample_chance())
    state.apply(state.sample_chance())
    obs = state.observation(state.current_player)
    assert hint(obs) == hint(obs)


def test_no_hint_out_of_turn() -> None:
    state = GameState(preset("classic", 4), seed=2)
    state.apply(state.sample_chance())
    state.apply(state.sample_chance())
    waiting = (state.current_player + 1) % 4
    with pytest.raises(ValueError, match="not seat"):
        hint(state.observation(waiting))


def test_hint_covers_kitty_choice_and_call() -> None:
    """The rarer decisions get a hint too: the bagged dealer's kitty or top six, the call."""
    from tests.ai.deals import deal, drive
    bagged = drive(deal(preset("house-125", 4, top6=True), 3, {}), "pass", "pass", "pass", "pass", "trump S")
    advice = hint(bagged.observation(3))
    assert advice.action == A.KITTY
    assert advice.what == ("Take the kitty: your own five and the kitty give you 9 cards to choose from, "
                           "and you still draw.")
    called = drive(deal(preset("cutthroat", 5), 4, {0: "JH AH KH 4C 9D"}),
                   "bid 20", "pass", "pass", "pass", "pass", "trump H")
    advice = hint(called.observation(0))
    assert advice.what == ("Call the 5♥: it is the best trump you lack, and whoever holds it is your partner "
                           "this hand.")
