"""Decisions between the auction and the play: kitty, draw, called card, robbing.

Keep trumps and kings, throw the rest for a fresh card: a low plain card almost never
takes a trick once trumps are named, while a new card may be a trump.
"""

from __future__ import annotations

import random
from typing import Sequence

from game.engine import Observation
from game.engine import actions as A
from game.engine.cards import CARDS, SUIT_NAMES, TRUMP_RANK, mask_of

from .base import Decision
from .evaluate import describe_cards, is_keeper, keep_value


def choose_kitty_discard(obs: Observation, legal: Sequence[int]) -> Decision:
    """Keep the five best cards of hand and kitty; throw the rest face down."""
    hand = list(obs.hand)
    throw_count = len(hand) - 5
    ranked = sorted(hand, key=lambda c: (keep_value(c, obs.trump), -c))
    throw = ranked[:throw_count]
    action = A.DISCARD_FLAG | mask_of(throw)
    if action not in legal:
        action = legal[0]
        throw = [CARDS[c] for c in range(52) if (A.discard_mask(action) >> c) & 1]
    kept = sorted(set(hand) - set(throw), key=lambda c: -keep_value(c, obs.trump))
    return Decision(action, f"Keep the {describe_cards(kept)}, your five best with "
                            f"{SUIT_NAMES[obs.trump]} trump; throw the {describe_cards(throw)}.")


def choose_draw(obs: Observation, legal: Sequence[int], slip: float, rng: random.Random) -> Decision:
    """Throw every card that is neither a trump nor a king, as many as the stock allows."""
    trump = obs.trump
    limit = max(A.discard_mask(a).bit_count() for a in legal)
    allowed = 0
    for a in legal:
        allowed |= A.discard_mask(a)
    ranked = sorted(obs.hand, key=lambda c: (keep_value(c, trump), -c))
    throw = [c for c in ranked if not is_keeper(c, trump) and (allowed >> c) & 1]
    if slip and throw and rng.random() < slip:
        # a slip: hang on to a queen or a jack, as if it were sure to take a trick
        best = max(throw, key=lambda c: keep_value(c, trump))
        if keep_value(best, trump) >= 8.0:
            throw.remove(best)
    throw = throw[:limit]
    action = A.DISCARD_FLAG | mask_of(throw)
    if action not in legal:
        # the rules cap the discard (keep one card, or the stock is short): throw the worst
        for size in range(len(throw), -1, -1):
            action = A.DISCARD_FLAG | mask_of(throw[:size])
            if action in legal:
                throw = throw[:size]
                break
    kept = [c for c in obs.hand if c not in throw]
    if not throw:
        return Decision(action, f"{obs.label(action)}: the {describe_cards(kept)} are all worth keeping.")
    reason = f"Keep the {describe_cards(kept)}; " if kept else ""
    return Decision(action, f"{reason}throw the {describe_cards(throw)} for fresh cards: with "
                            f"{SUIT_NAMES[trump]} trump they would rarely take a trick.")


def choose_call(obs: Observation, legal: Sequence[int]) -> Decision:
    """Cutthroat: call the highest trump you are missing; its holder becomes your partner."""
    ranks = TRUMP_RANK[obs.trump]
    calls = [a for a in legal if A.kind(a) == "call"]
    action = max(calls, key=lambda a: ranks[a - A.CALL_BASE])
    card = CARDS[action - A.CALL_BASE]
    return Decision(action, f"Call the {card.symbol()}, the best trump you lack: whoever holds it "
                            f"becomes your partner for this hand and must play it on the second trick.")


def choose_rob_pack(obs: Observation, legal: Sequence[int]) -> Decision:
    """Dealer robbing the pack: take the best card left in the stock."""
    takes = [a for a in legal if A.kind(a) == "take"]
    action = max(takes, key=lambda a: (keep_value(a - A.TAKE_BASE, obs.trump), -a))
    card = CARDS[action - A.TAKE_BASE]
    return Decision(action, f"Take the {card.symbol()}, the best card in the stock.")


def choose_rob(obs: Observation, legal: Sequence[int]) -> Decision:
    """Forty-five: give up your weakest card for the turned-up trump when that is a gain."""
    turn_up = CARDS[obs.turn_up]
    robs = [a for a in legal if A.kind(a) == "rob"]
    if not robs:
        return Decision(A.PASS, "There is nothing to exchange.")
    worst = min(robs, key=lambda a: (keep_value(a - A.ROB_BASE, obs.trump), a))
    card = CARDS[worst - A.ROB_BASE]
    if keep_value(obs.turn_up, obs.trump) > keep_value(card, obs.trump):
        return Decision(worst, f"Rob: take the {turn_up.symbol()} (a trump) and give up the "
                               f"{card.symbol()}, your weakest card.")
    return Decision(A.PASS, f"Every card you hold is better than the {turn_up.symbol()}: keep them.")


def choose_kitty_choice(obs: Observation, legal: Sequence[int]) -> Decision:
    """Bagged dealer: the kitty plus the draw beats six blind cards with no draw."""
    return Decision(A.KITTY, f"{obs.label(A.KITTY)}: you keep your own five, choose from nine, and still "
                             "draw; the top six are blind and end your draw.")
