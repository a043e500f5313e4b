"""The public API: levels, ``make_player``, personalities and the player protocol."""

from __future__ import annotations

import random
import sys

import pytest

from game.ai import LEVELS, PERSONALITIES, Personality, Player, make_player
from game.ai.personality import resolve_personality
from game.engine import actions as A
from tests.ai.deals import CLASSIC, deal, drive


def test_levels() -> None:
    assert LEVELS == ("random", "easy", "normal", "expert", "master")
    for level in ("random", "easy", "normal"):
        player = make_player(level)
        assert isinstance(player, Player)
        assert player.name.startswith(level)


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown level 'grandmaster'"):
        make_player("grandmaster")


def test_expert_missing_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "game.ai.expert", None)  # import now fails
    with pytest.raises(ValueError, match="expert"):
        make_player("expert")


def test_personality_from_dict() -> None:
    p = Personality.from_dict({"name": "Marg", "boldness": 2.5, "partner_trust": 0.8})
    assert p.name == "Marg" and p.boldness == 2.5 and p.partner_trust == 0.8
    assert p.slip_rate == 0.0  # defaults fill the rest
    like = Personality.from_dict({"like": "bold", "name": "Gus"})
    assert like.boldness == PERSONALITIES["bold"].boldness and like.name == "Gus"


def test_personality_rejects_unknown_keys_by_name() -> None:
    with pytest.raises(ValueError, match="'bolndess'"):
        Personality.from_dict({"bolndess": 2})
    with pytest.raises(ValueError, match="slip_rate"):
        Personality.from_dict({"slip_rate": "often"})
    with pytest.raises(ValueError, match="slip_rate"):
        Personality.from_dict({"slip_rate": 3})
    with pytest.raises(ValueError, match="like"):
        Personality.from_dict({"like": "reckless"})


def test_named_personalities() -> None:
    assert set(PERSONALITIES) >= {"steady", "bold", "cautious", "cagey"}
    assert resolve_personality("cagey") is PERSONALITIES["cagey"]
    assert resolve_personality(None).name == "steady"
    assert resolve_personality({"boldness": 1}).boldness == 1
    assert make_player("normal", "bold").name == "normal (bold)"
    assert make_player("easy", {"name": "Aunt Flo", "slip_rate": 0.1}).name == "easy (Aunt Flo)"


def test_bold_bids_where_cautious_passes() -> None:
    """Personality gives character: on a borderline hand the bold player bids, the cautious
    one passes, and a steady player sits between."""
    state = drive(deal(CLASSIC, 3, {1: "AS 7S KD 9C 4H"}), "bid 15")
    obs = state.observation(1)
    choices = {name: make_player("normal", name).choose(obs, obs.legal_actions, random.Random(0))
               for name in ("bold", "steady", "cautious")}
    assert choices == {"bold": A.bid(20), "steady": A.PASS, "cautious": A.PASS}
    opening = deal(CLASSIC, 3, {0: "JS 7S KD 9C 4H"})
    obs = opening.observation(0)
    choices = {name: make_player("normal", name).choose(obs, obs.legal_actions, random.Random(0))
               for name in ("bold", "steady", "cautious")}
    assert choices == {"bold": A.bid(15), "steady": A.bid(15), "cautious": A.PASS}


def test_players_use_only_the_injected_rng() -> None:
    """The same observation and the same rng seed give the same choice, whatever the global
    random module does in between."""
    import random as global_random
    state = drive(deal(CLASSIC, 3, {2: "JS 7S 3S KD 9C"}), "pass", "bid 20")
    obs = state.observation(2)
    player = make_player("easy")
    first = [player.choose(obs, obs.legal_actions, random.Random(s)) for s in range(30)]
    global_random.seed(12345)
    global_random.random()
    again = [player.choose(obs, obs.legal_actions, random.Random(s)) for s in range(30)]
    assert first == again


def test_ai_never_imports_pygame() -> None:
    """game.ai is pure Python: importing it (and deciding) must not pull in pygame."""
    import subprocess
    code = ("import sys, random; import game.ai, game.sim.duel; from game.engine import GameState, preset;"
            "st = GameState(preset('classic', 4), seed=1); st.advance_chance();"
            "o = st.observation(st.current_player); game.ai.make_player('normal').choose(o, o.legal_actions,"
            " random.Random(0)); game.ai.hint(o); assert 'pygame' not in sys.modules, 'pygame imported'")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
