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

from collections.abc import Sequence
from functools import cache
from typing import Any

from game import resources
from game.engine import actions as A
from game.engine.actions import PlayerAction
from game.engine.cards import ACE_OF_HEARTS, FIVE_OF, JACK_OF, KING, TRUMP_RANK
from game.engine.observation import Observation
from game.engine.rules import RuleSet

from .heuristics import strength
from .score_pressure import pressure_class

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
    position = obs.seats_left_of(obs.dealer).index(obs.seat)  # the seat's turn to speak
    if obs.high_bidder < 0:
        holder = "none"
    elif obs.rules.partnerships and obs.rules.side_of(obs.high_bidder) == obs.my_side:
        holder = "partner"
    else:
        holder = "opp"
    high = min(obs.high_bid, 30)
    return [f"{position}|{high}|{holder}", f"{high}|{holder}", holder]


def action_key(action: PlayerAction) -> str:
    if action == A.PASS:
        return "pass"
    if action == A.HOLD:
        return "hold"
    return f"bid{A.bid_amount(action)}"


@cache
def load_table(shape: str) -> dict[str, Any] | None:
    """The learned table for this kind of table, or None for a kind never trained (the expert
    bids by its heuristics there).  A trained table that is missing or damaged raises
    ``resources.DataError``: a broken install must not quietly weaken the expert."""
    if shape not in resources.EXPERT_TABLE_SHAPES:
        return None
    return resources.expert_table(shape)


@cache
def load_pressure_table(shape: str) -> dict[str, Any] | None:
    """The score-pressure table for this kind of table (``score_pressure``), or None where
    none was trained; a listed one that is missing or damaged raises ``resources.DataError``."""
    if shape not in resources.EXPERT_PRESSURE_SHAPES:
        return None
    return resources.expert_pressure_table(shape)


def predicted_gains(obs: Observation, legal: Sequence[PlayerAction],
                    pressure: bool = True) -> dict[PlayerAction, float] | None:
    """Predicted gain of each call over passing; None without a table.  From 0-0 in points;
    with a side near the target (and ``pressure``, a trained pressure table) in hundredths of
    a game won, as the pressure table values calls there (``auction_values`` says which)."""
    found = auction_values(obs, legal, pressure)
    return found[0] if found is not None else None


def auction_values(obs: Observation, legal: Sequence[PlayerAction],
                   pressure: bool = True) -> tuple[dict[PlayerAction, float], bool] | None:
    """``predicted_gains`` and whether they are hundredths of a game won (the score-pressure
    table judged this spot) rather than points."""
    shape = table_shape(obs.rules)
    table = load_table(shape)
    if table is None:
        return None
    hand = sum(1 << c for c in obs.hand)
    features = hand_features(hand, best_suit(hand))
    near = pressure_class(obs) if pressure else None
    pressure_table = load_pressure_table(shape) if near is not None else None
    if pressure_table is not None:
        gains = _gains(pressure_table["auction"], [f"{near}|{key}" for key in spot_keys(obs)], legal, features)
        if len(gains) > 1:   # a call other than passing has a model: judge every call by it
            return gains, True
    return _gains(table["auction"], spot_keys(obs), legal, features), False


def _gains(models: dict[str, list[float]], keys: list[str], legal: Sequence[PlayerAction],
           features: list[float]) -> dict[PlayerAction, float]:
    """Each legal call's predicted gain by the most detailed model it has (passing is 0)."""
    gains: dict[PlayerAction, float] = {}
    for action in legal:
        if action == A.PASS:
            gains[action] = 0.0
            continue
        weights = None
        for key in keys:
            weights = models.get(f"{key}|{action_key(action)}")
            if weights is not None:
                break
        if weights is None:
            continue
        gains[action] = sum(w * f for w, f in zip(weights, features, strict=True))
    return gains


def choose_call(obs: Observation, legal: Sequence[PlayerAction], skill_bonus: float = 0.0,
                pressure: bool = True) -> PlayerAction | None:
    """The call with the largest predicted gain (``skill_bonus`` points added to taking the bid
    where the gains are points; ``pressure=False`` judges every score by the points table alone)."""
    found = auction_values(obs, legal, pressure)
    if found is None:
        return None
    gains, near_target = found
    bonus = 0.0 if near_target else skill_bonus
    return max(gains, key=lambda a: (gains[a] + (bonus if a != A.PASS else 0.0), a == A.PASS))


def trump_values(obs: Observation, legal: Sequence[PlayerAction]) -> dict[PlayerAction, float] | None:
    """Predicted points of each trump suit against the average suit; None without a table."""
    table = load_table(table_shape(obs.rules))
    if table is None or "trump" not in table:
        return None
    weights = table["trump"]
    hand = sum(1 << c for c in obs.hand)
    raw = {a: sum(w * f for w, f in zip(weights, hand_features(hand, A.suit_of(a)), strict=True)) for a in legal}
    mean = sum(raw.values()) / len(raw)
    return {a: v - mean for a, v in raw.items()}


def choose_trump(obs: Observation, legal: Sequence[PlayerAction]) -> PlayerAction | None:
    """The suit with the largest predicted value for the bidder's side."""
    options = trump_values(obs, legal)
    if options is None:
        return None
    return max(options, key=lambda a: (options[a], -a))


def training_deals(rules: RuleSet, near_target: bool = False) -> int:
    """The deals a table was learned from (``near_target``: the score-pressure table's)."""
    shape = table_shape(rules)
    table = (load_pressure_table(shape) if near_target else load_table(shape)) or {}
    return int(table.get("trained", {}).get("deals", 0))
