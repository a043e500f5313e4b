"""What the expert believes about the hidden cards, in one sentence for a hint.

The search weighs deals by what the seat has seen (the auction, the draw and, with the
``belief`` model, the others' plays), so the deals it solved say where the top trumps
probably are.  The sentence names the likeliest holding worth knowing and why:

    "The player on your left drew 4, so kept one card: probably the J♥ (62% of the deals)."

Only deals guessed from the seat's own observation are read, never a hidden card.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import actions as A
from game.engine.cards import CARDS, TRUMP_MASK, TRUMP_RANK
from game.engine.observation import Observation

from .knowledge import Knowledge, read_knowledge

Deals = Sequence[tuple[list[int], int]]   # guessed hands per seat, and how many times each counts

LIKELY = 0.5            # a holding is named when more than this share of the deals has it
LIKELY_TRUMP = 0.6      # "probably a trump" needs a little more (trumps are common)
ALMOST_ALL = 0.995      # "almost surely": every deal or nearly (the deals are guesses, not proof)
TOP_TRUMPS = 3          # the outstanding trumps worth a sentence, from the top
NUMBER_WORDS = ("no cards", "one card", "two cards", "three cards", "four cards", "five cards")


def seat_words(obs: Observation, seat: int, names: Sequence[str] | None = None) -> str:
    """``names[seat]`` if given, else where the seat sits: "your partner", "the player on
    your left", "the player on your right", "the player 2 seats to your left"."""
    if names is not None and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    players = obs.players
    offset = (seat - obs.seat) % players
    if obs.rules.partnerships and seat in obs.partners() and players == 4:
        return "your partner"
    if offset == 1:
        return "the player on your left"
    if offset == players - 1:
        return "the player on your right"
    return f"the player {offset} seats to your left"


def share_holding(deals: Deals, seat: int, mask: int) -> float:
    """The weighted share of ``deals`` in which ``seat`` holds a card of ``mask``."""
    total = sum(times for _, times in deals)
    if not total:
        return 0.0
    return sum(times for hands, times in deals if hands[seat] & mask) / total


def _top_outstanding(obs: Observation, know: Knowledge) -> list[int]:
    """The highest trumps the seat cannot place (in another hand, the stock or discards)."""
    ranks = TRUMP_RANK[obs.trump]
    cards = [c for c in range(52) if ranks[c] and (know.pool >> c) & 1]
    return sorted(cards, key=lambda c: -ranks[c])[:TOP_TRUMPS]


def _reason(obs: Observation, know: Knowledge, seat: int, who: str) -> str | None:
    """Why the seat's hand is read so: its bid, or what it kept in the draw (None: the play)."""
    bids = [A.bid_amount(action) for s, action in obs.auction if s == seat and A.kind(action) == "bid"]
    if bids:
        return f"{who[0].upper()}{who[1:]} bid {max(bids)}"
    drawn = know.drawn[seat]
    if 0 <= drawn < 5:
        kept = 5 - drawn
        return f"{who[0].upper()}{who[1:]} drew {drawn}, so kept {NUMBER_WORDS[kept]}"
    return None


def belief_sentence(obs: Observation, deals: Deals, names: Sequence[str] | None = None) -> str:
    """One sentence on the likeliest top-trump holding (or trump held) among the others, with
    its reason; "" when the deals say nothing worth a sentence (or before trump is named)."""
    if obs.trump < 0 or not deals:
        return ""
    know = read_knowledge(obs)
    others = [s for s in know.hidden_seats() if s != obs.seat]
    best: tuple[float, int, int] | None = None
    for card in _top_outstanding(obs, know):
        for seat in others:
            if (know.must_hold[seat] >> card) & 1:
                continue   # known for a fact (a robbed turn-up, a revealed partner): not a belief
            share = share_holding(deals, seat, 1 << card)
            if share > LIKELY and (best is None or share > best[0]):
                best = (share, seat, card)
    if best is not None:
        share, seat, card = best
        what = f"the {CARDS[card].symbol()}"
    else:
        trumps = TRUMP_MASK[obs.trump] & know.pool
        kept = [(share_holding(deals, s, trumps), s) for s in others if 0 <= know.drawn[s] < 5]
        if not kept:
            return ""
        share, seat = max(kept)
        if share < LIKELY_TRUMP:
            return ""
        card, what = -1, "a trump"
    who = seat_words(obs, seat, names)
    percent = f"{round(100 * share)}% of the deals"
    likely = "almost surely" if share >= ALMOST_ALL else "probably"
    reason = _reason(obs, know, seat, who)
    if reason is None:
        return f"By the cards played so far, {who} {likely} holds {what} ({percent})."
    return f"{reason}: {likely} {what} ({percent})."
