"""The game's own words in plain English, said once: the help's glossary pages and the hints read them here.

A newcomer meets "renege", "set" or "the kitty" in a hint long before the rules page that uses
them; every word a hint may use is a ``Term`` with a one-line meaning and the patterns that find
it in a sentence (``terms_in``), so a hint can list the words it leans on and the help can show
them.  The meanings follow docs/RULES.md; no pygame here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Term:
    """One word of the game: how the glossary heads it, what it means, and how a sentence says it."""

    word: str
    meaning: str
    forms: tuple[str, ...]            # regular expressions, matched case-blind on word boundaries
    group: str = "play"               # which glossary page: "cards", "auction" or "play"
    _pattern: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        joined = "|".join(f"(?:{form})" for form in self.forms)
        object.__setattr__(self, "_pattern", re.compile(rf"(?<![\w-])(?:{joined})(?![\w-])", re.IGNORECASE))

    def found_in(self, text: str) -> bool:
        return self._pattern.search(text) is not None


GROUPS: tuple[tuple[str, str], ...] = (
    ("cards", "Words of the game: cards and tricks"),
    ("auction", "Words of the game: the auction"),
    ("play", "Words of the game: the draw and the play"),
)

TERMS: tuple[Term, ...] = (
    # --- cards and tricks
    Term("Trick", "one card from each player, in turn; the best card takes them all. Each trick is worth 5 "
         "points.", (r"tricks?",), "cards"),
    Term("Trump", "the suit the winning bidder names. Any trump beats any card of another suit, and the "
         "A♥ is always a trump.", (r"trumps?", r"trumping", r"trumped"), "cards"),
    Term("Top trumps", "the three best cards whatever suit is trump: the 5 of trump, then the jack of "
         "trump, then the A♥. A trick one of them wins is sure: nothing can beat it.",
         (r"top (?:three )?trumps?", r"(?:two |three )?best trumps?", r"(?:second|third)-best trump",
          r"the 5 of trump", r"jack of trump"), "cards"),
    Term("Red high, black low", "below the court cards a red suit runs high (10 beats 9) and a black suit "
         "runs low (2 beats 3).", (r"red high", r"black low"), "cards"),
    Term("Lead", "play the first card of a trick. The winner of a trick leads the next.",
         (r"leads?", r"leading", r"led"), "cards"),
    Term("Follow suit", "play a card of the suit led. You must if you can, though a trump is always allowed.",
         (r"follow(?:s|ing)? suit", r"follow(?:s|ing)?"), "cards"),
    Term("Renege", "keep back the 5, the jack of trump or the A♥ when a lower trump is led: the one "
         "privilege in following suit.", (r"reneg(?:e|es|ed|ing)",), "cards"),
    # --- the auction
    Term("Bid", "say how many points your side will take with its own trump: 15, 20, 25 or 30 (some "
         "tables start at 20). Each trick is 5, and the side that plays the highest trump gets 5 more.",
         (r"bids?", r"bidding"), "auction"),
    Term("Pass", "make no bid. A pass is final: you bid no more this hand.",
         (r"pass(?:es|ed|ing)?",), "auction"),
    Term("Hold", "the dealer's right to take the bid at its value without raising it (\"I hold\").",
         (r"hold \d+", r"I hold", r"without raising", r"than holding", r"holding (?:is|are)"), "auction"),
    Term("Contract", "the winning bid: the points the bidding side has promised to take.",
         (r"contracts?", r"the bid at \d+"), "auction"),
    Term("Bidder", "the player whose bid won the auction; that side must make it.", (r"bidders?",), "auction"),
    Term("Set", "a bidding side that takes fewer points than it bid is set: the bid is taken off its score.",
         (r"(?:be|being|is|are|was|were|get|gets|been) set", r"sets the bidder", r"a set", r"one more set"),
         "auction"),
    Term("Partner", "the player on your side: opposite you at four, every other seat at six. In cutthroat, "
         "whoever holds the card the bidder calls.", (r"partners?",), "auction"),
    Term("Dealer", "deals the cards and speaks last in the auction; the dealer may hold.",
         (r"dealers?",), "auction"),
    Term("Bagged", "if everyone passes, the dealer is bagged: made to play at the least bid.",
         (r"bagged",), "auction"),
    Term("60 for 120", "in house-125, a bid to take all five tricks: 120 if made, 60 off if not.",
         (r"60 for 120",), "auction"),
    # --- the draw and the play
    Term("Kitty", "spare cards dealt face down. The winning bidder picks them up and throws back down to "
         "five.", (r"kitty",), "play"),
    Term("Draw", "after trump is named, each player throws away cards and gets fresh ones, dealer last.",
         (r"draws?", r"drawing", r"drawn"), "play"),
    Term("Stock", "the cards left over after the deal; the draw's fresh cards come from it.",
         (r"stock",), "play"),
    Term("Robbing", "rob the turn-up: in forty-five, the holder of the ace of trump swaps any card for the "
         "card turned up. Rob the pack: the dealer picks the draw's cards from the stock.",
         (r"rob(?:s|bing|bed)?", r"turn-up"), "play"),
    Term("Call", "in cutthroat, the bidder names a card; whoever holds it is the bidder's partner this hand.",
         (r"called card", r"call the"), "play"),
    Term("Pull trumps", "lead trumps so the other side must play theirs, and your side's other cards are "
         "safe later. Also called bleeding trumps.",
         (r"pull(?:s|ing)? (?:the other side's |their |out )?trumps", r"bleed(?:s|ing)?(?: trumps)?"), "play"),
)


def terms_in(text: str) -> tuple[str, ...]:
    """The glossary words ``text`` uses, in glossary order (the hint's pointer to the help)."""
    return tuple(term.word for term in TERMS if term.found_in(text))


# Words every card player knows from other games (the lessons teach them at the table): a hint
# that uses them needs no pointer to the glossary, though the glossary still explains them.
EVERYDAY = frozenset({"Trick", "Trump", "Top trumps", "Lead", "Follow suit", "Bid", "Pass", "Partner", "Dealer",
                      "Draw", "Bidder", "Call"})


def jargon_in(text: str) -> tuple[str, ...]:
    """The game's own words in ``text`` a newcomer may not know (renege, hold, set, the kitty...):
    the ones a hint points to the glossary for."""
    return tuple(word for word in terms_in(text) if word not in EVERYDAY)


def term(word: str) -> Term:
    """A term by its headword (``ValueError`` when the glossary has no such word)."""
    for entry in TERMS:
        if entry.word.lower() == word.lower():
            return entry
    raise ValueError(f"the glossary has no word {word!r}")


def entries(group: str) -> tuple[str, ...]:
    """One glossary page's lines: ``Renege: keep back the 5, ...``."""
    if group not in dict(GROUPS):
        raise ValueError(f"glossary pages are {', '.join(dict(GROUPS))}, not {group!r}")
    return tuple(f"{t.word}: {t.meaning}" for t in TERMS if t.group == group)
