"""Decisions between the auction and the play: kitty, draw, called card, robbing.

Keep trumps and kings, throw the rest for a fresh card: a low plain card almost never
takes a trick once trumps are named, while a new card may be a trump.  Each chooser
returns the action only; the reason in words is ``reasons.sentence``'s, worked out when
a person asks for it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.engine import Observation
from game.engine import actions as A
from game.engine.actions import PlayerAction
from game.engine.cards import TRUMP_RANK

from .evaluate import is_keeper, keep_value


def choose_kitty_discard(obs: Observation, legal: Sequence[PlayerAction]) -> PlayerAction:
    """Keep the five best cards of hand and kitty; throw the rest face down."""
    hand = list(obs.hand)
    ranked = sorted(hand, key=lambda c: (keep_value(c, obs.trump), -c))
    action = A.discard(ranked[:len(hand) - 5])
    return action if action in legal else legal[0]


def choose_draw(obs: Observation, legal: Sequence[PlayerAction], slip: float, rng: random.Random) -> PlayerAction:
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
    action = A.discard(throw)
    if action not in legal:
        # the rules cap the discard (keep one card, or the stock is short): throw the worst
        for size in range(len(throw), -1, -1):
            action = A.discard(throw[:size])
            if action in legal:
                break
    return action


def choose_call(obs: Observation, legal: Sequence[PlayerAction]) -> PlayerAction:
    """Cutthroat: call the highest trump you are missing; its holder becomes your partner."""
    ranks = TRUMP_RANK[obs.trump]
    calls = [a for a in legal if A.kind(a) == "call"]
    return max(calls, key=lambda a: ranks[A.card_of(a)])


def choose_rob_pack(obs: Observation, legal: Sequence[PlayerAction]) -> PlayerAction:
    """Dealer robbing the pack: take the best card left in the stock."""
    takes = [a for a in legal if A.kind(a) == "take"]
    return max(takes, key=lambda a: (keep_value(A.card_of(a), obs.trump), -a))


def choose_rob(obs: Observation, legal: Sequence[PlayerAction]) -> PlayerAction:
    """Forty-five: give up your weakest card for the turned-up trump when that is a gain."""
    robs = [a for a in legal if A.kind(a) == "rob"]
    if not robs:
        return A.PASS
    worst = min(robs, key=lambda a: (keep_value(A.card_of(a), obs.trump), a))
    if keep_value(obs.turn_up, obs.trump) > keep_value(A.card_of(worst), obs.trump):
        return worst
    return A.PASS


def choose_kitty_choice(obs: Observation, legal: Sequence[PlayerAction]) -> PlayerAction:
    """Bagged dealer: the kitty plus the draw beats six blind cards with no draw."""
    return A.KITTY
