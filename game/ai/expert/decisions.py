"""Decisions before the play: bid, hold or pass, trump, the draw, the kitty, robbing.

The auction, trump and draw are judged by simulation (``contract.play_out``) over deals
guessed from the seat's observation, every option on the same deals so their
comparison is not blurred by the luck of the guess.  The rest (kitty discard, the call,
robbing) follow fixed rules a strong player would not argue with.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional, Sequence

from game.engine import actions as A
from game.engine.cards import TRUMP_RANK
from game.engine.observation import Observation

from . import bidding_model
from .contract import GuessedDeal, complete_deal, play_out, value_for
from .heuristics import best_strength, draw_discard, keep_value, strength
from .knowledge import read_knowledge
from .play import SearchLimits
from .sampling import DEFAULT_MODEL, InferenceModel, _bits, sample_deals


@dataclass(frozen=True)
class AuctionTuning:
    """Knobs of the pre-play decisions (fitted in the duplicate arena)."""

    worlds: int = 16
    trumps_considered: int = 2
    horizon: int = 2
    pass_open: float = -2.0      # passing when no one has bid yet and we are not the dealer
    bid_margin: float = 0.0      # a bid must beat passing by this much
    draw_worlds: int = 12
    draw_margin: float = 1.5     # a discard must beat the habit (keep trumps and kings) by this
    draw_by_simulation: bool = False   # off: simulation did not beat the habit in the arena
    skill_bonus: float = 0.0     # points added to taking the bid (the expert plays it better)


DEFAULT_TUNING = AuctionTuning()


def decide(obs: Observation, legal: Sequence[int], rng: random.Random, limits: SearchLimits,
           tuning: AuctionTuning = DEFAULT_TUNING, model: InferenceModel = DEFAULT_MODEL) -> int:
    """The action for any phase but the play."""
    phase = obs.phase
    if phase == "auction":
        learned = bidding_model.choose_call(obs, legal, tuning.skill_bonus)
        if learned is not None:
            return learned
        return choose_auction(obs, legal, rng, tuning, model)[0]
    if phase == "trump":
        learned = bidding_model.choose_trump(obs, legal)
        if learned is not None:
            return learned
        return choose_trump(obs, legal, rng, tuning, model)[0]
    if phase == "draw":
        if not tuning.draw_by_simulation:
            return habit_discard(obs, legal)
        return choose_draw(obs, legal, rng, tuning, model)[0]
    if phase == "kitty_discard":
        return choose_kitty_discard(obs, legal)
    if phase == "call":
        return legal[0]  # RULES.md cutthroat: "the highest trump it is missing"
    if phase == "kitty_choice":
        return A.KITTY if A.KITTY in legal else legal[0]
    if phase == "rob_pack":
        return max(legal, key=lambda a: keep_value(a - A.TAKE_BASE, obs.trump))
    if phase == "rob":
        robs = [a for a in legal if a != A.PASS]
        if not robs:
            return legal[0]
        return min(robs, key=lambda a: keep_value(a - A.ROB_BASE, obs.trump))
    return legal[0]


def guessed_deals(obs: Observation, rng: random.Random, count: int,
                  model: InferenceModel) -> list[GuessedDeal]:
    know = read_knowledge(obs)
    return [complete_deal(obs, know, hands, rng, times)
            for hands, times in sample_deals(obs, know, rng, count, model)]


def _mean(values: Sequence[tuple[float, int]]) -> float:
    total = sum(w for _, w in values)
    return sum(v * w for v, w in values) / total if total else 0.0


def contract_values(obs: Observation, deals: list[GuessedDeal], declarer: int, trump: int,
                    bids: Sequence[int], horizon: int) -> dict[int, float]:
    """Mean score difference for the seat if ``declarer`` plays ``trump`` at each bid."""
    per_bid: dict[int, list[tuple[float, int]]] = {b: [] for b in bids}
    for deal in deals:
        outcome = play_out(obs, deal, declarer, trump, horizon)
        for b in bids:
            per_bid[b].append((value_for(obs, outcome, declarer, b), deal.multiplicity))
    return {b: _mean(v) for b, v in per_bid.items()}


def _best_trumps(hand: int, count: int) -> list[int]:
    return [t for _, t in sorted(((strength(hand, t), t) for t in range(4)), reverse=True)[:count]]


def bid_floor(obs: Observation, seat: int) -> int:
    rules = obs.rules
    floor = rules.min_bid
    if rules.min_bid_at_100 and obs.scores[rules.side_of(seat)] >= 100:
        floor = max(floor, rules.min_bid_at_100)
    return floor


def pass_value(obs: Observation, deals: list[GuessedDeal], tuning: AuctionTuning,
               model: InferenceModel) -> Optional[float]:
    """What passing is worth: someone else declares (the high bidder, or whoever is
    strongest after us, or the bagged dealer).  None: passing is the same as bidding the
    minimum ourselves (the dealer when everyone has passed)."""
    me = obs.seat
    if obs.high_bidder < 0 and me == obs.dealer:
        return None
    total: list[tuple[float, int]] = []
    for deal in deals:
        if obs.high_bidder >= 0:
            declarer, bid = obs.high_bidder, obs.high_bid
        else:
            declarer, bid = _likely_opener(obs, deal, model)
        trump = best_strength(deal.hands[declarer])[1]
        outcome = play_out(obs, deal, declarer, trump, tuning.horizon)
        total.append((value_for(obs, outcome, declarer, bid), deal.multiplicity))
    value = _mean(total)
    if obs.high_bidder < 0:
        value += tuning.pass_open
    return value


def _others_to_speak(obs: Observation) -> list[int]:
    return [s for s in range(obs.players) if s != obs.seat and obs.active[s] and not obs.passed[s]]


def _likely_opener(obs: Observation, deal: GuessedDeal, model: InferenceModel) -> tuple[int, int]:
    """The strongest seat still to speak declares at the minimum; else the dealer is bagged."""
    candidates = _others_to_speak(obs)
    best = max(candidates, key=lambda s: best_strength(deal.hands[s])[0], default=obs.dealer)
    floor = bid_floor(obs, best)
    if best_strength(deal.hands[best])[0] >= model.threshold(floor):
        return best, floor
    return obs.dealer, bid_floor(obs, obs.dealer)


def choose_auction(obs: Observation, legal: Sequence[int], rng: random.Random,
                   tuning: AuctionTuning, model: InferenceModel) -> tuple[int, dict[int, float]]:
    """Bid, hold or pass: whichever gives the best expected score difference."""
    bids = sorted(a - A.BID_BASE for a in legal if A.kind(a) == "bid")
    if not bids and A.HOLD not in legal:
        return A.PASS, {}
    deals = guessed_deals(obs, rng, tuning.worlds, model)
    if not deals:
        return A.PASS, {}
    hand = sum(1 << c for c in obs.hand)
    levels = list(bids) + ([obs.high_bid] if A.HOLD in legal else [])
    best_by_level = {v: float("-inf") for v in levels}
    for trump in _best_trumps(hand, tuning.trumps_considered):
        values = contract_values(obs, deals, obs.seat, trump, levels, tuning.horizon)
        for v, value in values.items():
            best_by_level[v] = max(best_by_level[v], value)
    options: dict[int, float] = {}
    passing = pass_value(obs, deals, tuning, model)
    if passing is None:
        floor = bid_floor(obs, obs.seat)
        passing = best_by_level.get(floor, max(best_by_level.values()))
    options[A.PASS] = passing
    for v in bids:
        options[A.bid(v)] = best_by_level[v] - tuning.bid_margin
    if A.HOLD in legal:
        options[A.HOLD] = best_by_level[obs.high_bid] - tuning.bid_margin
    action = max(options, key=lambda a: (options[a], a == A.PASS, -a))
    return action, options


def choose_trump(obs: Observation, legal: Sequence[int], rng: random.Random,
                 tuning: AuctionTuning, model: InferenceModel) -> tuple[int, dict[int, float]]:
    """Name the suit worth most at the bid we hold."""
    hand = sum(1 << c for c in obs.hand)
    suits = _best_trumps(hand, 3)
    deals = guessed_deals(obs, rng, tuning.worlds, model)
    options = {}
    for trump in suits:
        options[A.trump(trump)] = contract_values(obs, deals, obs.seat, trump, [obs.bid],
                                                  tuning.horizon)[obs.bid]
    options = {a: v for a, v in options.items() if a in legal}
    if not options:
        return legal[0], {}
    return max(options, key=lambda a: (options[a], -a)), options


def draw_candidates(obs: Observation, legal: Sequence[int]) -> list[int]:
    """Throw everything but trumps, or keep one or two side cards, or (with a short
    stock) throw only the weakest: the discards worth comparing."""
    trump = obs.trump
    hand = sum(1 << c for c in obs.hand)
    legal_set = set(legal)
    limit = max((a ^ A.DISCARD_FLAG).bit_count() for a in legal)
    forbidden = (1 << obs.called_card) if obs.partner == obs.seat and obs.called_card >= 0 else 0
    plain = sorted((c for c in _bits(hand) if not TRUMP_RANK[trump][c] and not (forbidden >> c) & 1),
                   key=lambda c: keep_value(c, trump))
    out = []
    for keep in range(0, min(len(plain), 3) + 1):
        throw = plain[:len(plain) - keep] if keep else plain
        throw = throw[:limit]
        action = A.DISCARD_FLAG | sum(1 << c for c in throw)
        if action in legal_set and action not in out:
            out.append(action)
    fallback = A.DISCARD_FLAG | draw_discard(hand, trump, limit, obs.rules.keep_one_card, forbidden)
    if fallback in legal_set and fallback not in out:
        out.append(fallback)
    return out or [legal[0]]


def choose_draw(obs: Observation, legal: Sequence[int], rng: random.Random,
                tuning: AuctionTuning, model: InferenceModel,
                also: Sequence[int] = ()) -> tuple[int, dict[int, float]]:
    """Compare a few discards (and ``also`` these) on the same guessed deals and stocks."""
    candidates = draw_candidates(obs, legal)
    candidates += [a for a in also if a in legal and a not in candidates]
    if len(candidates) == 1:
        return candidates[0], {}
    deals = guessed_deals(obs, rng, tuning.draw_worlds, model)
    habit = habit_discard(obs, legal)
    if habit not in candidates:
        candidates.append(habit)
    options: dict[int, float] = {}
    for action in candidates:
        results = []
        for deal in deals:
            outcome = play_out(obs, deal, obs.bidder, obs.trump, tuning.horizon,
                               my_discard=action ^ A.DISCARD_FLAG)
            results.append((value_for(obs, outcome, obs.bidder, obs.bid), deal.multiplicity))
        options[action] = _mean(results)
    best = max(options, key=lambda a: (options[a], (a ^ A.DISCARD_FLAG).bit_count()))
    if options[best] < options[habit] + tuning.draw_margin:
        return habit, options
    return best, options


def habit_discard(obs: Observation, legal: Sequence[int]) -> int:
    """Keep trumps and side kings, throw the rest (as many as the stock allows)."""
    hand = sum(1 << c for c in obs.hand)
    limit = max((a ^ A.DISCARD_FLAG).bit_count() for a in legal)
    forbidden = (1 << obs.called_card) if obs.partner == obs.seat and obs.called_card >= 0 else 0
    action = A.DISCARD_FLAG | draw_discard(hand, obs.trump, limit, obs.rules.keep_one_card, forbidden,
                                           keep_kings=True)
    return action if action in legal else legal[0]


def choose_kitty_discard(obs: Observation, legal: Sequence[int]) -> int:
    """Keep the five best cards: trumps from the top, then side kings."""
    trump = obs.trump
    return max(legal, key=lambda a: -sum(keep_value(c, trump) for c in _bits(a ^ A.DISCARD_FLAG)))
