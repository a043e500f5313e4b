"""``game.engine.wording``: one wording of every action, and only there.

Every legal action of every phase of every preset has its words in each register, the
spoken call never names a card the other seats cannot see, and no other module outside the
app spells an action's words itself.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hst

from game.engine import CHANCE, RuleSet, all_tables, preset, wording
from game.engine import actions as A
from game.engine.cards import Card

from .helpers import walk_game

TABLES: list[RuleSet] = all_tables() + [
    preset("classic", 4, rob_pack=True), preset("house-125", 4, top6=True), preset("cutthroat", 5, top6=True),
]
GAME = Path(__file__).resolve().parents[2] / "game"


@pytest.mark.parametrize("action, phase, said, labelled", [
    ("pass", "auction", "Pass", "Pass"),
    ("bid 20", "auction", "20", "Bid 20"),
    ("bid 60", "auction", "60 for 120!", "60 for 120"),
    ("hold", "auction", "I hold!", "Hold 25"),
    ("trump H", "trump", "Trump ♥!", "Name hearts ♥ trump"),
    ("call JC", "call", "I call the J♣", "Call the J♣"),
    ("discard none", "draw", "Stands pat", "Stand pat"),
    ("discard 4C 7D 9S", "draw", "Takes 3", "Discard 9♠ 7♦ 4♣"),
    ("discard 4C 7D", "kitty_discard", "Puts 2 away", "Discard 7♦ 4♣"),
    ("rob 9D", "rob", "Robs the turn-up!", "Rob the A♠, giving up the 9♦"),
    ("pass", "rob", "Leaves the turn-up", "Keep your cards"),
    ("top6", "kitty_choice", "Top 6!", "Take the top 6"),
    ("kitty", "kitty_choice", "Takes the kitty", "Take the kitty"),
    ("take 5H", "rob_pack", "Picks from the pack", "Take the 5♥ from the stock"),
    ("play JS", "play", "J♠", "Play the J♠"),
])
def test_each_action_has_its_words(action: str, phase: str, said: str, labelled: str) -> None:
    """The calls heard at the table and the buttons' imperatives, collected from the app."""
    act = A.parse(action)
    assert wording.say(act, phase) == said
    assert wording.label(act, phase, high_bid=25, turn_up=int(Card.parse("AS"))) == labelled


def test_contract_and_options_in_words() -> None:
    assert wording.contract_text(60) == "60 for 120" and wording.contract_text(20) == "20"
    assert wording.option(A.parse("play JS")) == "the J♠"
    assert wording.option(A.parse("bid 25")) == "bid 25" and wording.option(A.parse("bid 60")) == "bid 60 for 120"
    assert wording.option(A.parse("trump H")) == "hearts ♥"
    assert wording.option(A.parse("discard 4C 7D")) == "throw 7♦ 4♣"
    assert wording.option(A.parse("discard none")) == "keep all five"
    assert wording.option(A.parse("pass")) == "pass"
    assert wording.label(A.parse("pass"), "auction", bags_at=20) == "Pass (bagged at 20)"
    assert wording.side_label(preset("classic", 4), 1) == "Side 1 (seats 1 & 3)"
    assert wording.side_label(preset("cutthroat", 5), 3) == "Seat 3"


@settings(max_examples=8, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=hst.integers(0, len(TABLES) - 1), seed=hst.integers(0, 10_000))
def test_every_legal_action_has_a_wording(table: int, seed: int) -> None:
    """Property: in random games of every preset, every legal action of every phase has a
    non-empty one-line wording in each register; the spoken call names no hidden card (only the
    cards every seat sees: a card played, the called card, a trump suit)."""
    phases = set()
    for st in walk_game(TABLES[table], seed, max_hands=2):
        if st.current_player == CHANCE or st.is_terminal:
            continue
        obs = st.observation(st.current_player)
        phases.add(st.phase)
        for action in st.legal_actions():
            words = [wording.say(action, st.phase), wording.label(action, st.phase, st.high_bid, st.turn_up),
                     wording.option(action), obs.label(action), st.snapshot().label(action)]
            for text in words:
                assert isinstance(text, str) and text.strip() and "\n" not in text, (st.phase, action)
            verb = A.kind(action)
            if verb not in ("play", "call"):
                assert not any(c.symbol() in words[0] for c in map(Card, range(52))), words[0]
    assert phases


# ------------------------------------------------------------------ the only place

#: Words that belong to ``wording`` alone (the spoken calls and the buttons' imperatives).
OWNED = ("I hold!", "60 for 120!", "Stands pat", "Stand pat", "Robs the turn-up", "Top 6!", "I call the",
         "Keep your cards", "Take the kitty", "Take the top", "Play the ", "Bid 60", "Hold at ",
         "Name hearts", "Leaves the turn-up", "Picks from the pack")


def owned_words_in(path: Path) -> list[str]:
    """The owned words found in the string literals (f-strings included) of one module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            found += [w for w in OWNED if w in node.value and not _is_docstring(node, path)]
    return found


_DOCSTRINGS: dict[Path, set[tuple[int, int]]] = {}


def _is_docstring(node: ast.Constant, path: Path) -> bool:
    if path not in _DOCSTRINGS:
        ids = set()
        for parent in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(parent, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)) and \
                    parent.body and isinstance(parent.body[0], ast.Expr) and \
                    isinstance(parent.body[0].value, ast.Constant):
                ids.add((parent.body[0].value.lineno, parent.body[0].value.col_offset))
        _DOCSTRINGS[path] = ids
    return (node.lineno, node.col_offset) in _DOCSTRINGS[path]


def test_wording_is_the_only_module_that_words_actions() -> None:
    """Issue 9: "one wording of every action" - the engine, the players, the drills and the
    simulator take their action words from ``wording``."""
    offenders = {}
    for path in sorted(GAME.rglob("*.py")):
        parts = path.relative_to(GAME).parts
        if parts[0] == "ui" or path.name == "app.py" or path == GAME / "engine" / "wording.py":
            continue
        found = owned_words_in(path)
        if found:
            offenders[str(path.relative_to(GAME))] = found
    assert offenders == {}


def test_the_app_takes_its_action_words_from_wording() -> None:
    offenders = {str(p.relative_to(GAME)): owned_words_in(p)
                 for p in sorted((GAME / "ui").rglob("*.py")) if owned_words_in(p)}
    assert offenders == {}
