"""The auction and the trump by a table learned offline (``tools/train_expert_bidding.py``).

For every auction spot the trainer dealt real hands, tried every legal call on the same
deal and played the hand out, so it knows what each call was worth against what passing
was worth on that very deal (the luck of the cards cancels in the difference).  A small
linear model per spot (how high the bid is, who holds it, where we sit) maps the hand's
features to that gain; the expert makes the call with the largest predicted gain.

The tables are JSON under ``data/`` (package data, found through ``game.resources``), read once
on first use and never written: safe to share between threads.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Optional, Sequence

from game import resources
from game.engine import actions as A
from game.engine.cards import ACE_OF_HEARTS, FIVE_OF, JACK_OF, KING, TRUMP_RANK
from game.engine.observation import Observation
from game.engine.rules import RuleSet

from .heuristics import strength

FEATURES = ("const", "five", "jack", "ace_hearts", "high", "low", "kings", "strength", "second")


def table_shape(rules: RuleSet) -> str:
    """Which learned table applies (one per kind of table; the trainer names them)."""
    if not rules.partnerships:
        return "cutthroat"
    if rules.kitty_size == 3 and not rules.one_round:
        shape = "kitty3rounds"   # bidding goes round until all pass, the dealer may hold (nova-scotia)
    elif rules.kitty_size:
        shape = f"kitty{rules.kitty_size}"
    else:
        return f"partners{rules.players}"
    # The kitty tables were learned four-handed; a house table of six with a kitty has none.
    return shape if rules.players == 4 else f"{shape}x{rules.players}"


def hand_features(hand: int, trump: int) -> list[float]:
    """What a player counts in a hand for one trump suit."""
    five = float((hand >> FIVE_OF[trump]) & 1)
    jack = float((hand >> JACK_OF[trump]) & 1)
    ace_hearts = float((hand >> ACE_OF_HEARTS) & 1)
    ranks = TRUMP_RANK[trump]
    top = 14 if trump != 1 else 13
    high = low = kings = 0.0
    for c in range(52):
        if not (hand >> c) & 1:
            continue
        rank = ranks[c]
        if rank:
            place = top - rank
            if 3 <= place <= 5:
                high += 1
            elif place > 5:
                low += 1
        elif c % 13 == KING:
            kings += 1
    others = sorted((strength(hand, t) for t in range(4) if t != trump), reverse=True)
    return [1.0, five, jack, ace_hearts, high, low, kings, strength(hand, trump), others[0]]


def best_suit(hand: int) -> int:
    return max(range(4), key=lambda t: (strength(hand, t), -t))


def spot_keys(obs: Observation) -> list[str]:
    """The auction spot from the most detailed description to the broadest (back-off)."""
    players = obs.players
    position = obs.seats_left_of(obs.dealer).index(obs.seat)  # the seat's turn to speak
    if obs.high_bidder < 0:
        holder = "none"
    elif obs.rules.partnerships and obs.rules.side_of(obs.high_bidder) == obs.my_side:
        holder = "partner"
    else:
        holder = "opp"
    high = min(obs.high_bid, 30)
    return [f"{position}|{high}|{holder}", f"{high}|{holder}", holder]


def action_key(action: int) -> str:
    if action == A.PASS:
        return "pass"
    if action == A.HOLD:
        return "hold"
    return f"bid{action - A.BID_BASE}"


@lru_cache(maxsize=None)
def load_table(shape: str) -> Optional[dict]:
    """The learned table for this kind of table, or None for a kind never trained (the expert
    bids by its heuristics there).  A trained table that is missing or damaged raises
    ``resources.DataError``: a broken install must not quietly weaken the expert."""
    if shape not in resources.EXPERT_TABLE_SHAPES:
        return None
    return resources.expert_table(shape)


def predicted_gains(obs: Observation, legal: Sequence[int]) -> Optional[dict[int, float]]:
    """Predicted points gained by each call over passing; None without a table."""
    table = load_table(table_shape(obs.rules))
    if table is None:
        return None
    hand = sum(1 << c for c in obs.hand)
    features = hand_features(hand, best_suit(hand))
    models = table["auction"]
    gains: dict[int, float] = {}
    for action in legal:
        if action == A.PASS:
            gains[action] = 0.0
            continue
        weights = None
        for key in spot_keys(obs):
            weights = models.get(f"{key}|{action_key(action)}")
            if weights is not None:
                break
        if weights is None:
            continue
        gains[action] = sum(w * f for w, f in zip(weights, features))
    return gains


def choose_call(obs: Observation, legal: Sequence[int], skill_bonus: float = 0.0) -> Optional[int]:
    """The call with the largest predicted gain (``skill_bonus`` added to taking the bid)."""
    gains = predicted_gains(obs, legal)
    if gains is None:
        return None
    return max(gains, key=lambda a: (gains[a] + (skill_bonus if a != A.PASS else 0.0), a == A.PASS))


def trump_values(obs: Observation, legal: Sequence[int]) -> Optional[dict[int, float]]:
    """Predicted points of each trump suit against the average suit; None without a table."""
    table = load_table(table_shape(obs.rules))
    if table is None or "trump" not in table:
        return None
    weights = table["trump"]
    hand = sum(1 << c for c in obs.hand)
    raw = {a: sum(w * f for w, f in zip(weights, hand_features(hand, a - A.TRUMP_BASE))) for a in legal}
    mean = sum(raw.values()) / len(raw)
    return {a: v - mean for a, v in raw.items()}


def choose_trump(obs: Observation, legal: Sequence[int]) -> Optional[int]:
    """The suit with the largest predicted value for the bidder's side."""
    options = trump_values(obs, legal)
    if options is None:
        return None
    return max(options, key=lambda a: (options[a], -a))


def training_deals(rules: RuleSet) -> int:
    table = load_table(table_shape(rules)) or {}
    return int(table.get("trained", {}).get("deals", 0))
