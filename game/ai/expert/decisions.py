"""Decisions before the play: bid, hold or pass, trump, the draw, the kitty, robbing.

The auction and the trump come from tables learned offline by playing each option out
on the same deals (``bidding_model``).  Where no table fits the table shape they are
judged by simulation (``contract.play_out``) over deals guessed from the observation,
every option on the same deals so the luck of the guess is shared.  The draw keeps the
habit of strong players (trumps and kings); simulation of discards is kept for hints
and as a switch, because in the arena it did not beat the habit.  The rest (kitty
discard, the call, robbing) follow fixed rules a strong player would not argue with.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.engine import actions as A
from game.engine.actions import PlayerAction
from game.engine.cards import TRUMP_RANK
from game.engine.observation import Observation
from game.engine.protocol import Phase

from .bidding_model import choose_call as learned_call
from .bidding_model import choose_trump as learned_trump
from .contract import GuessedDeal, complete_deal, play_out, value_for
from .heuristics import best_strength, draw_discard, keep_value, strength
from .knowledge import read_knowledge
from .play import SearchLimits
from .sampling import DEFAULT_MODEL, InferenceModel, bits_of, sample_deals


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
    rules_without_table: bool = True   # no learned table: bid and name trump as ``normal`` does
    score_pressure: bool = True  # near the target, bid by the chance of winning the game (score_pressure)


DEFAULT_TUNING = AuctionTuning()


def decide(obs: Observation, legal: Sequence[PlayerAction], rng: random.Random, limits: SearchLimits | None,
           tuning: AuctionTuning = DEFAULT_TUNING, model: InferenceModel = DEFAULT_MODEL) -> PlayerAction:
    """The action for any phase but the play."""
    phase = obs.phase
    budget = limits.node_budget if limits is not None else 1 << 62
    if phase == Phase.AUCTION:
        learned = learned_call(obs, legal, tuning.skill_bonus, tuning.score_pressure)
        if learned is not None:
            return learned
        if tuning.rules_without_table:
            return _by_rule(obs, legal, rng)
        return choose_auction(obs, legal, rng, tuning, model, budget)[0]
    if phase == Phase.TRUMP:
        learned = learned_trump(obs, legal)
        if learned is not None:
            return learned
        if tuning.rules_without_table:
            return _by_rule(obs, legal, rng)
        return choose_trump(obs, legal, rng, tuning, model, budget)[0]
    if phase == Phase.DRAW:
        if not tuning.draw_by_simulation:
            return habit_discard(obs, legal)
        return choose_draw(obs, legal, rng, tuning, model, node_budget=budget)[0]
    if phase == Phase.KITTY_DISCARD:
        return choose_kitty_discard(obs, legal)
    if phase == Phase.CALL:
        return legal[0]  # docs/RULES.md cutthroat: "the highest trump it is missing"
    if phase == Phase.KITTY_CHOICE:
        return A.KITTY if A.KITTY in legal else legal[0]
    if phase == Phase.ROB_PACK:
        return max(legal, key=lambda a: keep_value(A.card_of(a), obs.trump))
    if phase == Phase.ROB:
        robs = [a for a in legal if a != A.PASS]
        if not robs:
            return legal[0]
        worst = min(robs, key=lambda a: keep_value(A.card_of(a), obs.trump))
        # rob unless every card held is a better trump than the one turned up
        if keep_value(obs.turn_up, obs.trump) > keep_value(A.card_of(worst), obs.trump):
            return worst
        return A.PASS if A.PASS in legal else worst
    return legal[0]


def _by_rule(obs: Observation, legal: Sequence[PlayerAction], rng: random.Random) -> PlayerAction:
    """The ``normal`` level's choice: where no learned table fits the table (a house table of
    six with a kitty), simulation over a few guessed deals bid worse than its fitted hand
    valuation in the arena."""
    from game.ai.rulebased import RuleBasedPlayer
    return RuleBasedPlayer("normal").decide(obs, legal, rng).action


def guessed_deals(obs: Observation, rng: random.Random, count: int,
                  model: InferenceModel) -> list[GuessedDeal]:
    know = read_knowledge(obs)
    return [complete_deal(obs, know, hands, rng, times)
            for hands, times in sample_deals(obs, know, rng, count, model)]


class Tally:
    """Weighted means of option values over the guessed deals, with the solver's work."""

    def __init__(self) -> None:
        self.sums: dict[object, float] = {}
        self.weight: dict[object, int] = {}
        self.nodes = 0

    def add(self, key: object, value: float, weight: int) -> None:
        self.sums[key] = self.sums.get(key, 0.0) + value * weight
        self.weight[key] = self.weight.get(key, 0) + weight

    def mean(self, key: object) -> float:
        return self.sums[key] / self.weight[key] if self.weight.get(key) else float("-inf")


def _best_trumps(hand: int, count: int) -> list[int]:
    return [t for _, t in sorted(((strength(hand, t), t) for t in range(4)), reverse=True)[:count]]


def _others_to_speak(obs: Observation) -> list[int]:
    return [s for s in range(obs.players) if s != obs.seat and obs.active[s] and not obs.passed[s]]


def _likely_declarer(obs: Observation, deal: GuessedDeal, model: InferenceModel) -> tuple[int, int]:
    """Who declares if we pass: the high bidder; else the strongest seat still to speak, at
    the minimum, if its hand is worth a bid; else the bagged dealer."""
    if obs.high_bidder >= 0:
        return obs.high_bidder, obs.high_bid
    candidates = _others_to_speak(obs)
    best = max(candidates, key=lambda s: best_strength(deal.hands[s])[0], default=obs.dealer)
    floor = obs.bid_floor(best)
    if best_strength(deal.hands[best])[0] >= model.threshold(floor):
        return best, floor
    return obs.dealer, obs.bid_floor(obs.dealer)


def choose_auction(obs: Observation, legal: Sequence[PlayerAction], rng: random.Random,
                   tuning: AuctionTuning, model: InferenceModel,
                   node_budget: int = 1 << 62) -> tuple[PlayerAction, dict[PlayerAction, float]]:
    """Bid, hold or pass by simulation (the fallback when no learned table fits the table):
    every option on the same guessed deals, stopping when the node budget is spent."""
    bids = sorted(A.bid_amount(a) for a in legal if A.kind(a) == "bid")
    if not bids and A.HOLD not in legal:
        return A.PASS, {}
    deals = guessed_deals(obs, rng, tuning.worlds, model)
    if not deals:
        return A.PASS, {}
    hand = sum(1 << c for c in obs.hand)
    levels = list(bids) + ([obs.high_bid] if A.HOLD in legal else [])
    trumps = _best_trumps(hand, tuning.trumps_considered)
    passing_is_bagged = obs.high_bidder < 0 and obs.seat == obs.dealer
    tally = Tally()
    for deal in deals:
        for trump in trumps:
            outcome = play_out(obs, deal, obs.seat, trump, tuning.horizon)
            tally.nodes += outcome.nodes
            for v in levels:
                tally.add((trump, v), value_for(obs, outcome, obs.seat, v), deal.multiplicity)
        if not passing_is_bagged:
            declarer, bid = _likely_declarer(obs, deal, model)
            outcome = play_out(obs, deal, declarer, best_strength(deal.hands[declarer])[1], tuning.horizon)
            tally.nodes += outcome.nodes
            tally.add("pass", value_for(obs, outcome, declarer, bid), deal.multiplicity)
        if tally.nodes >= node_budget:
            break
    best_by_level = {v: max(tally.mean((t, v)) for t in trumps) for v in levels}
    if passing_is_bagged:
        floor = obs.bid_floor(obs.seat)
        passing = best_by_level.get(floor, max(best_by_level.values()))
    else:
        passing = tally.mean("pass") + (tuning.pass_open if obs.high_bidder < 0 else 0.0)
    options: dict[PlayerAction, float] = {A.PASS: passing}
    for v in bids:
        options[A.bid(v)] = best_by_level[v] - tuning.bid_margin
    if A.HOLD in legal:
        options[A.HOLD] = best_by_level[obs.high_bid] - tuning.bid_margin
    action = max(options, key=lambda a: (options[a], a == A.PASS, -a))
    return action, options


def choose_trump(obs: Observation, legal: Sequence[PlayerAction], rng: random.Random,
                 tuning: AuctionTuning, model: InferenceModel,
                 node_budget: int = 1 << 62) -> tuple[PlayerAction, dict[PlayerAction, float]]:
    """Name the suit worth most at the bid we hold (simulation fallback)."""
    hand = sum(1 << c for c in obs.hand)
    suits = [t for t in _best_trumps(hand, 3) if A.trump(t) in legal]
    if not suits:
        return legal[0], {}
    tally = Tally()
    for deal in guessed_deals(obs, rng, tuning.worlds, model):
        for trump in suits:
            outcome = play_out(obs, deal, obs.seat, trump, tuning.horizon)
            tally.nodes += outcome.nodes
            tally.add(A.trump(trump), value_for(obs, outcome, obs.seat, obs.bid), deal.multiplicity)
        if tally.nodes >= node_budget:
            break
    options: dict[PlayerAction, float] = {A.trump(t): tally.mean(A.trump(t)) for t in suits}
    return max(options, key=lambda a: (options[a], -a)), options


def draw_candidates(obs: Observation, legal: Sequence[PlayerAction]) -> list[PlayerAction]:
    """Throw everything but trumps, or keep one or two side cards, or (with a short
    stock) throw only the weakest: the discards worth comparing."""
    trump = obs.trump
    hand = sum(1 << c for c in obs.hand)
    legal_set = set(legal)
    limit = max(A.discard_mask(a).bit_count() for a in legal)
    forbidden = (1 << obs.called_card) if obs.partner == obs.seat and obs.called_card >= 0 else 0
    plain = sorted((c for c in bits_of(hand) if not TRUMP_RANK[trump][c] and not (forbidden >> c) & 1),
                   key=lambda c: keep_value(c, trump))
    out: list[PlayerAction] = []
    for keep in range(0, min(len(plain), 3) + 1):
        throw = plain[:len(plain) - keep] if keep else plain
        throw = throw[:limit]
        action = A.discard(throw)
        if action in legal_set and action not in out:
            out.append(action)
    fallback = A.discard_of_trusted_mask(draw_discard(hand, trump, limit, obs.rules.keep_one_card, forbidden))
    if fallback in legal_set and fallback not in out:
        out.append(fallback)
    return out or [legal[0]]


def choose_draw(obs: Observation, legal: Sequence[PlayerAction], rng: random.Random,
                tuning: AuctionTuning, model: InferenceModel, also: Sequence[PlayerAction] = (),
                node_budget: int = 1 << 62) -> tuple[PlayerAction, dict[PlayerAction, float]]:
    """Compare a few discards (and ``also`` these) on the same guessed deals and stocks."""
    candidates = draw_candidates(obs, legal)
    candidates += [a for a in also if a in legal and a not in candidates]
    habit = habit_discard(obs, legal)
    if habit not in candidates:
        candidates.append(habit)
    if len(candidates) == 1:
        return candidates[0], {candidates[0]: 0.0}
    tally = Tally()
    for deal in guessed_deals(obs, rng, tuning.draw_worlds, model):
        for action in candidates:
            outcome = play_out(obs, deal, obs.bidder, obs.trump, tuning.horizon,
                               my_discard=A.discard_mask(action))
            tally.nodes += outcome.nodes
            tally.add(action, value_for(obs, outcome, obs.bidder, obs.bid), deal.multiplicity)
        if tally.nodes >= node_budget:
            break
    options = {a: tally.mean(a) for a in candidates}
    best = max(options, key=lambda a: (options[a], A.discard_mask(a).bit_count()))
    if options[best] < options[habit] + tuning.draw_margin:
        return habit, options
    return best, options


def habit_discard(obs: Observation, legal: Sequence[PlayerAction]) -> PlayerAction:
    """Keep trumps and side kings, throw the rest (as many as the stock allows)."""
    hand = sum(1 << c for c in obs.hand)
    limit = max(A.discard_mask(a).bit_count() for a in legal)
    forbidden = (1 << obs.called_card) if obs.partner == obs.seat and obs.called_card >= 0 else 0
    action = A.discard_of_trusted_mask(draw_discard(hand, obs.trump, limit, obs.rules.keep_one_card, forbidden,
                                                    keep_kings=True))
    return action if action in legal else legal[0]


def choose_kitty_discard(obs: Observation, legal: Sequence[PlayerAction]) -> PlayerAction:
    """Keep the five best cards: trumps from the top, then side kings."""
    trump = obs.trump
    return max(legal, key=lambda a: -sum(keep_value(c, trump) for c in bits_of(A.discard_mask(a))))
