"""A machine check that an auction hint's words agree with its call and its figures.

Issue 40: a newcomer read "Pass: with hearts trump you can expect about 21 points, and your
partner may still bid" with 20 the least bid, and "Bid 20: ... you would make 20 about half
the time".  ``auction_hint_problems`` names every such disagreement in a hint (the first press,
``what``, and the "why" press, ``why``): figures on the first press, a count or chance that
argues for another call with no "but" to say why not, a call against the plain count with no
reason given, a "why" that calls the advised call worse than another, a card called yours that
is not.  Pure: the tests and the scripted newcomer both call it.
"""

from __future__ import annotations

import re

from game.engine import Observation, Phase
from game.engine import actions as A
from game.engine.actions import PlayerAction
from game.engine.cards import Card

from .auction_words import facts

CARD = r"(?:10|[2-9AJQK])[♠♥♦♣]"
# Figures: an expected count, a chance, a gain, where the numbers come from.  Only on "why".
FIGURES = re.compile(r"about \d+ points?|expect about|half the time|most of the time|more often than not|"
                     r"seldom make|\d+(?:\.\d+)?%|points? a hand|in 100\b|learned from|\bdeals\b|[-+]\d")
# Words that give the reason a call goes against what came before it.
CONTRAST = re.compile(r"\b(?:but|although|though|yet|even so|instead)\b", re.IGNORECASE)
EXPECT = re.compile(r"expect about (\d+) points")
MAKING = re.compile(r"you would make (\d+) (about half the time|more often than not|most of the time)")
SHORT_WORDS = re.compile(r"not enough|short of|seldom make|less than half the time|long shot")
BID_WORDS = re.compile(r"alone make|should bring the rest|worth the risk|you need .* from")


def auction_hint_problems(obs: Observation, hint_what: str, hint_why: str, action: PlayerAction) -> list[str]:
    """What is wrong with an auction (or naming-trump) hint, in words; [] when nothing is.

    ``hint_what`` is the first press ("Pass: <reason>."), ``hint_why`` the "why" press ("" if
    none), ``action`` the call advised.  Other phases are not judged here ([])."""
    if obs.phase not in (Phase.AUCTION, Phase.TRUMP):
        return []
    if action not in obs.legal_actions:
        return [f"{action} is not a legal call for seat {obs.seat}"]
    problems: list[str] = []
    label = obs.label(action)
    if not hint_what.startswith(label + ": "):
        problems.append(f"the first press does not open with the call {label!r}: {hint_what!r}")
    figure = FIGURES.search(hint_what)
    if figure:
        problems.append(f"a figure ({figure.group(0)!r}) on the first press; figures belong on 'why'")
    problems += _cards_claimed(obs, hint_what)
    if obs.phase == Phase.AUCTION:
        problems += _call_problems(obs, hint_what, hint_why, action)
    return problems


def _cards_claimed(obs: Observation, text: str) -> list[str]:
    """A card called "your ..." must be in the hand; one the hand is "without" must not."""
    hand = {int(c) for c in obs.hand}
    out = []
    for listed in re.findall(rf"\byour ((?:{CARD}(?:, | and )?)+)", text):
        for name in re.findall(CARD, listed):
            if int(Card.parse(name)) not in hand:
                out.append(f"'your {name}' is not in the hand")
    for name in re.findall(rf"\bwithout the ({CARD})", text):
        if int(Card.parse(name)) in hand:
            out.append(f"'without the {name}' but the hand holds it")
    return out


def _call_problems(obs: Observation, what: str, why: str, action: PlayerAction) -> list[str]:
    f = facts(obs)
    verb = A.kind(action)
    value = obs.high_bid if verb == "hold" else (A.bid_amount(action) if verb == "bid" else 0)
    out = []
    for text, where in ((what, "first press"), (why, "why")):
        said = text.split(": ", 1)[-1] if where == "first press" else text
        against = CONTRAST.search(said) is not None
        for number in EXPECT.findall(said):
            count = int(number)
            if verb == "pass" and f.need and count >= f.need and not against:
                out.append(f"{where}: expects about {count}, enough for {f.need}, yet the call is Pass with no "
                           f"reason why not")
            if verb in ("bid", "hold") and value != 60 and count < value and not against:
                out.append(f"{where}: expects about {count}, short of {value}, with no reason to bid it")
        for amount, _ in MAKING.findall(said):
            if verb == "pass" and not against:
                out.append(f"{where}: 'you would make {amount}' argues for a bid, yet the call is Pass")
        if verb in ("bid", "hold") and SHORT_WORDS.search(said) and not against:
            out.append(f"{where}: calls the hand short of {value}, yet the call is {obs.label(action)}")
        if verb == "pass" and BID_WORDS.search(said) and not against:
            out.append(f"{where}: argues for a bid, yet the call is Pass")
    if why:
        mine = "passing" if verb == "pass" else ("holding" if verb == "hold" else f"bidding {value}")
        if re.search(rf"\bthan {mine}\b", why):
            out.append(f"why: calls the advised call worse ('than {mine}')")
        if re.search(r"\bworse\b|\blose[sd]?\b", why):
            out.append("why: the advised call's figures are said as a loss")
    if verb == "pass" and f.says_bid and not f.partner_has_bid and not f.bags_at and not CONTRAST.search(what):
        out.append(f"Pass against the plain count ({f.count} for {f.need}) with no reason given")
    if verb in ("bid", "hold") and value != 60 and f.count < value and not CONTRAST.search(what) \
            and "alone make" not in what:
        out.append(f"{obs.label(action)} against the plain count ({f.count}) with no reason given")
    return out
