"""The glossary (issue 40): "A glossary of the game's words (renege, hold, set, bleed or pull trumps,
the kitty, robbing) in the help, and every hint that uses one of them links to it or says it in
plain words".  The words a hint may use are found in its sentences; each must be the glossary's.
"""

from __future__ import annotations

import re

import pytest

from game.ai import hint
from game.ai.reasons import sentence
from game.engine.glossary import GROUPS, TERMS, entries, term, terms_in
from tests.ai.samples import all_positions, auctions

# Words a newcomer to Forty-Fives does not know, as a hint may say them, and the glossary word
# that must explain each (checked independently of the glossary's own patterns).
JARGON: dict[str, str] = {
    r"\brenege": "Renege", r"\bbleed": "Pull trumps", r"\bpulls? the other side's trumps": "Pull trumps",
    r"\bkitty\b": "Kitty", r"\brob": "Robbing", r"\bturn-up\b": "Robbing", r"\bstock\b": "Stock",
    r"\bdraw\b": "Draw", r"\btrumps?\b": "Trump", r"\btricks?\b": "Trick", r"\bleads?\b|\bled\b": "Lead",
    r"\bfollow": "Follow suit", r"\bcontract\b": "Contract", r"\bpartner": "Partner", r"\bbidder\b": "Bidder",
    r"\bbe(?:ing)? set\b|\bis set\b|\bone more set\b": "Set", r"\bbagged\b": "Bagged", r"\bdealer\b": "Dealer",
    r"\bhold \d+|\bwithout raising\b": "Hold", r"\btop trumps?\b|\bbest trumps?\b": "Top trumps",
    r"\bred high\b|\bblack low\b": "Red high, black low", r"\bcalled card\b|\bcall the\b": "Call",
    r"\b60 for 120\b": "60 for 120", r"\bbid\b": "Bid",
}


def test_the_issue_words_are_defined_once_in_plain_words() -> None:
    words = [t.word for t in TERMS]
    assert len(words) == len(set(w.lower() for w in words)), "each word once"
    for word in ("Renege", "Hold", "Set", "Pull trumps", "Kitty", "Robbing", "Trump", "Lead", "Follow suit",
                 "Contract", "Bid", "Partner", "Draw", "Stock", "Trick", "Top trumps", "Red high, black low"):
        meaning = term(word).meaning
        assert meaning and meaning.endswith(".") and len(meaning) < 200, word
    assert "bleeding" in term("Pull trumps").meaning.lower(), "bleed is the other name"
    assert "turn-up" in term("Robbing").meaning and "pack" in term("Robbing").meaning
    with pytest.raises(ValueError, match="no word"):
        term("gazump")


def test_the_top_trumps_are_the_rules_own() -> None:
    """docs/RULES.md: "Three cards top every trump suit: the 5 of trump, then the J of trump, then the A♥"."""
    meaning = term("Top trumps").meaning
    assert meaning.index("5 of trump") < meaning.index("jack of trump") < meaning.index("A♥")
    assert "lower trump is led" in term("Renege").meaning


def test_terms_are_found_in_sentences_and_not_in_other_words() -> None:
    assert terms_in("Play the 3♣: the renege privilege lets you keep back your 5♥.") == ("Renege",)
    assert "Set" in terms_in("Pass: a side that passes is never set.") or \
        terms_in("it is a near thing worth the risk of being set") == ("Set",)
    assert terms_in("it is a near thing worth the risk of being set") == ("Set",)
    assert terms_in("you hold the J♥") == (), "holding a card is not the dealer's hold"
    assert terms_in("as dealer you take it at 20 without raising") == ("Hold", "Dealer")
    assert terms_in("the settings") == () and terms_in("a stockade") == ()


def test_each_page_lists_its_words() -> None:
    listed = [line for group, _ in GROUPS for line in entries(group)]
    assert len(listed) == len(TERMS)
    assert all(re.match(r"^[^:]+: [a-z0-9\"]", line) for line in listed), listed
    with pytest.raises(ValueError):
        entries("nowhere")


def hint_texts() -> list[str]:
    """Every hint sentence of the sample sets: each move of the reasons' positions, the quick hints."""
    texts = [sentence(p.obs, a) for p in all_positions() for a in p.moves]
    texts += [hint(obs).what for obs in auctions()]
    from game.engine import Card, actions
    from tests.ai.deals import drive, observation, play_ready
    renege = observation(drive(play_ready({1: "2H 9S 8S 7S 6S", 2: "5H 3C 4C 6C 7C"}), "play 2H"))
    return texts + [sentence(renege, actions.play(Card.parse("3C")))]   # the renege privilege, rarer


def test_every_jargon_word_a_hint_uses_is_in_its_terms() -> None:
    """No hint sentence uses a word of the game that the glossary does not explain: each jargon
    word found is among the sentence's ``terms_in`` (what the UI points to: "See the glossary")."""
    met: set[str] = set()
    for text in hint_texts():
        found = terms_in(text)
        for pattern, word in JARGON.items():
            if re.search(pattern, text, re.IGNORECASE):
                assert word in found, f"{text!r} says {pattern!r} but its terms are {found}"
                met.add(word)
    assert {"Renege", "Pull trumps", "Kitty", "Robbing", "Set", "Hold", "Partner", "Trick"} <= met, met


def test_the_quick_hint_carries_its_terms() -> None:
    for obs in auctions()[:40]:
        advice = hint(obs)
        assert advice.terms == terms_in(advice.what)
