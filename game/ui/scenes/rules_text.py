"""Rules and help pages shown in the game (plain words, from docs/RULES.md).

A page is a few short paragraphs and, where a picture says it better, rows of cards.  The rows
come from the engine's own ranking tables (``trump_order``, ``plain_order``), so the help can
never show an order the game does not play by.  The glossary pages are the engine's own
(``game.engine.glossary``): the words a hint uses, each said once, in plain English.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, Card, plain_order, trump_order
from game.engine.glossary import GROUPS, entries, term
from game.engine.rules import PRESET_BLURBS, PRESET_NAMES, PRESET_TITLES


@dataclass(frozen=True)
class Figure:
    """A row of cards, best first, with a caption above it."""

    caption: str
    cards: tuple[int, ...]


@dataclass(frozen=True)
class HelpPage:
    title: str
    paragraphs: tuple[str, ...]
    figures: tuple[Figure, ...] = ()


def _figure(caption: str, cards: list[Card]) -> Figure:
    return Figure(caption, tuple(int(card) for card in cards))


PAGES: tuple[HelpPage, ...] = (
    HelpPage(
        "The top trumps",
        ("The 5 of trump is the best card in the deck, then the jack of trump, then the A♥, whatever "
         "suit is trump. The A♥ is always a trump and never counts as a heart.",),
        (_figure("Hearts trump: 13 trumps, best first", trump_order(HEARTS)),
         _figure("Diamonds trump: 14 trumps, the A♥ third", trump_order(DIAMONDS))),
    ),
    HelpPage(
        "Red high, black low",
        ("Below the court cards, red suits run high (10 beats 9) and black suits run low (2 beats 3), "
         "in trumps and out of them. Out of trumps the A♦ is the lowest diamond.",),
        (_figure("Spades trump, best first", trump_order(SPADES)),
         _figure("Clubs when not trump", plain_order(CLUBS)),
         _figure("Diamonds when not trump", plain_order(DIAMONDS))),
    ),
    HelpPage(
        "Tricks and reneging",
        ("Follow the suit led if you can, or trump if you prefer: trumping is always allowed. "
         "If you cannot follow, play anything.",
         "When a trump is led you must play a trump, with one privilege: the 5, the J of trump and "
         "the A♥ may be kept back (reneged) when the card led is a lower trump. If your only trumps "
         "are such cards you may play anything; if you hold any other trump you must play a trump.",
         "If the jack is led only the 5 may renege; if the 5 is led, everyone follows."),
    ),
    HelpPage(
        "The auction",
        ("From the dealer's left, each player bids 15, 20, 25 or 30 (higher than the last bid) or passes; "
         "a pass is final. The dealer may instead say \"I hold\": take the bid at its value, even at 30. "
         "After a hold the others still in may raise again. A side with 100 or more may not bid under 20. "
         "If everyone passes, the dealer is bagged and must play at the minimum.",
         "The winner names trump, then the draw: each player discards and is dealt new cards, dealer last."),
    ),
    HelpPage(
        "Scoring",
        ("Each trick is worth 5, and the side that played the highest trump of the hand gets 5 more: "
         "30 a hand (25 if no trump fell).",
         "If the bidding side takes its bid it scores all it took; a bid of 30 made scores 60. If not, "
         "the bid is subtracted: scores can go below zero. The defenders always score what they took.",
         "First side to 120 wins; if both pass 120 on the same hand, the bidding side wins."),
    ),
    HelpPage(
        "Rule systems",
        tuple(f"{PRESET_TITLES.get(name, name)}: {PRESET_BLURBS[name]}" for name in PRESET_NAMES)
        + ("Each can be changed with house rules in Settings, Rules.",),
    ),
    HelpPage(
        "Controls",
        ("Mouse: click a card or a button. Keyboard: arrows move, Enter or Space chooses, Esc pauses, "
         "H asks for a hint, U undoes in practice, Tab shows the last trick, F11 or Alt+Enter toggles "
         "full screen, F1 opens this help.",
         "Controller: D-pad or stick moves, A chooses, B goes back, Y hints, X undoes, Start pauses, "
         "the bumpers turn pages."),
    ),
    *(HelpPage(title, entries(group)) for group, title in GROUPS),
)
GLOSSARY_PAGE = next(i for i, page in enumerate(PAGES) if page.title == GROUPS[0][1])   # the first of them


def glossary_page(word: str) -> int:
    """The help page that explains a glossary word (F1 while a hint using it is on screen)."""
    group = term(word).group
    return GLOSSARY_PAGE + [name for name, _ in GROUPS].index(group)
