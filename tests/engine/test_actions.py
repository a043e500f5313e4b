"""``game.engine.actions``: actions are typed values, and only this module knows their codes.

Issue 26: "An action is a value with a type of its own that says what it is (a call, a trump, a
discard set, a card, a deal) and how it is written. No code outside game/engine/actions.py does
arithmetic on action codes."
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from game.engine import Card, parse_suit
from game.engine import actions as A

ROOT = Path(__file__).resolve().parents[2]
# The layout of the action space: the offsets and flags that codes are built from.
CODE_NAMES = frozenset(name for name in vars(A) if re.fullmatch(r"[A-Z0-9_]+_(BASE|CODE)|DISCARD_FLAG", name))
# Files that may name them: the module itself, and the robustness tests that feed the engine raw
# integers on purpose (codes next to real ones, out of range, huge) to prove each is refused.
MAY_NAME_CODES = {"game/engine/actions.py", "tests/robustness/test_engine_garbage.py"}


def code_names_used(source: str) -> set[str]:
    """The action-layout names a module reads: ``A.BID_BASE``, ``BID_BASE``, or imported."""
    used = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in CODE_NAMES:
            used.add(node.attr)
        elif isinstance(node, ast.Name) and node.id in CODE_NAMES:
            used.add(node.id)
        elif isinstance(node, ast.ImportFrom):
            used.update(alias.name for alias in node.names if alias.name in CODE_NAMES)
    return used


def python_files() -> list[Path]:
    return sorted(p for folder in ("game", "tests", "tools", "benchmarks") for p in (ROOT / folder).rglob("*.py"))


def test_the_layout_names_are_found() -> None:
    assert {"BID_BASE", "TRUMP_BASE", "DISCARD_FLAG", "PASS_CODE"} <= CODE_NAMES
    assert code_names_used("from game.engine import actions as A\nx = a - A.BID_BASE\n") == {"BID_BASE"}
    assert code_names_used("from game.engine.actions import DISCARD_FLAG\n") == {"DISCARD_FLAG"}
    assert code_names_used("x = A.bid_amount(a)\n") == set()


def test_no_module_outside_the_actions_module_reads_action_codes() -> None:
    offenders = {}
    for path in python_files():
        name = path.relative_to(ROOT).as_posix()
        if name in MAY_NAME_CODES:
            continue
        used = code_names_used(path.read_text(encoding="utf-8"))
        if used:
            offenders[name] = sorted(used)
    assert offenders == {}, "use the typed actions (Bid.amount, TrumpChoice.suit, A.discard(...))"


@pytest.mark.parametrize("text,kind,attribute,value", [
    ("bid 20", A.Bid, "amount", 20),
    ("trump H", A.TrumpChoice, "suit", parse_suit("H")),
    ("play 10H", A.CardPlay, "card", Card.parse("10H")),
    ("call 5S", A.CalledCard, "card", Card.parse("5S")),
    ("rob KD", A.RobTurnUp, "card", Card.parse("KD")),
    ("take 2C", A.TakeFromStock, "card", Card.parse("2C")),
])
def test_an_action_is_its_own_notation_and_says_what_it_is(text: str, kind: type, attribute: str,
                                                            value: object) -> None:
    action = A.parse(text)
    assert isinstance(action, kind) and getattr(action, attribute) == value
    assert str(action) == text and A.parse(str(action)) == action
    assert eval(repr(action), {"actions": A}) == action   # a repr you can paste back


def test_a_discard_names_its_cards() -> None:
    action = A.parse("discard 4C 7D")
    assert isinstance(action, A.Discard) and action.count == 2
    assert sorted(str(c) for c in action.cards) == ["4C", "7D"] and A.discard_mask(action) == action.mask
    assert A.STAND_PAT.count == 0 and str(A.STAND_PAT) == "discard none"
