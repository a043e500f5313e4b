"""Guessing the hidden cards: deals consistent with everything a seat has seen.

Hard facts (cards seen, voids, cards known to be in a hand, how many each holds) are
never broken.  Soft evidence weighs the guesses:

* the draw: a player who threw ``d`` cards kept ``5 - d``, and players keep trumps, so
  the kept part of a hand is drawn with trumps favoured and the rest uniformly;
* the auction: a bid of 25 says "strong trumps", a pass says "nothing worth a bid";
  each guessed hand gets the likelihood of its owner's calls (``auction_weight``), and
  the deals to solve are resampled by that weight from a larger batch;
* the play (with ``InferenceModel.play``, at the tables where it pays): each opponent's
  past plays this hand, as likely as a sound player holding the guessed cards would make
  them (``belief.PlayReader``), multiply that weight.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace

from game.engine import actions as A
from game.engine.cards import TRUMP_MASK, TRUMP_RANK
from game.engine.observation import Observation
from game.engine.protocol import Phase
from game.engine.rules import RuleSet

from .belief import READING_BY_TABLE, BeliefOption, PlayModel, PlayReader, play_model
from .belief import bits_of as bits_of
from .heuristics import best_strength, strength
from .knowledge import Knowledge

MAX_ATTEMPTS = 40
KINGS = sum(1 << (suit * 13 + 12) for suit in range(4))


@dataclass(frozen=True)
class InferenceModel:
    """How strongly the soft evidence bends the guesses (fitted in the arena)."""

    # the common habit keeps trumps and kings and throws the rest, so a kept card is
    # almost surely one of those (fitted on play decisions against the normal level)
    kept_trump_weight: float = 20.0
    kept_king_weight: float = 20.0
    kept_other_weight: float = 0.05
    # strength (heuristics.strength) at which the normal level makes each bid, fitted on
    # its self-play auctions: half of the hands at the threshold bid, the spread is the scale
    bid_thresholds: tuple[tuple[int, float], ...] = ((15, 0.95), (20, 1.3), (25, 2.2), (30, 3.0), (60, 3.6))
    bid_scale: float = 0.25           # strength spread around a bid's threshold
    pass_scale: float = 0.35          # a pass is weaker evidence: partners and tactics
    use_auction: bool = True
    # the expert's own calls (its learned table) for a partner: it bids lighter than normal
    partner_thresholds: tuple[tuple[int, float], ...] | None = None
    partner_scale: float = 0.35
    # the others' past plays this hand, read by a model of a sound player (belief.py); None: not read
    play: PlayModel | None = None

    def threshold(self, bid: int, partner: bool = False) -> float:
        table = self.partner_thresholds if partner and self.partner_thresholds else self.bid_thresholds
        for value, need in table:
            if bid <= value:
                return need
        return table[-1][1]


DEFAULT_MODEL = InferenceModel()


# Each table's model, made once: the play read as measured there (belief.READING_BY_TABLE).
MODEL_BY_TABLE = {table: replace(DEFAULT_MODEL, play=reading) for table, reading in READING_BY_TABLE.items()}


def inference_model(belief: BeliefOption, base: InferenceModel = DEFAULT_MODEL) -> InferenceModel:
    """``base`` with ``belief`` reading the play (``belief.play_model``; None or False: ``base``)."""
    play = play_model(belief)
    return base if play is None else replace(base, play=play)


def play_inference(rules: RuleSet) -> InferenceModel:
    """The model the expert plays by at this table: the play read where that was measured to
    pay, as it was measured (``belief.READING_BY_TABLE``), else the auction and the draw only."""
    return MODEL_BY_TABLE.get((rules.name, rules.players), DEFAULT_MODEL)


def _sigmoid(x: float) -> float:
    if x < -30:
        return 1e-13
    return 1.0 / (1.0 + math.exp(-x))


def weighted_pick(cards: list[int], k: int, weights: list[float], rng: random.Random) -> list[int]:
    """``k`` cards without replacement, each with chance in proportion to its weight
    (Efraimidis-Spirakis keys: one random number per card)."""
    keyed = sorted(((rng.random() ** (1.0 / w), c) for c, w in zip(cards, weights, strict=True)), reverse=True)
    return [c for _, c in keyed[:k]]


def kept_count(know: Knowledge, seat: int, trump: int) -> int:
    """How many of the cards a seat holds now it probably kept through the draw."""
    drawn = know.drawn[seat]
    if drawn < 0 or trump < 0:
        return 0
    kept = 5 - drawn
    played_keepers = (know.played_by[seat] & (TRUMP_MASK[trump] | KINGS)).bit_count()
    return max(0, min(know.counts[seat], kept - played_keepers))


def deal_hidden(obs: Observation, know: Knowledge, rng: random.Random,
                model: InferenceModel = DEFAULT_MODEL) -> list[int] | None:
    """One guess at every hand (the seat's own included), or None if none was found."""
    trump = obs.trump
    seats = know.hidden_seats()
    must_all = 0
    for s in seats:
        must_all |= know.must_hold[s]
    base_avail = know.pool & ~must_all
    need = {s: know.counts[s] - know.must_hold[s].bit_count() for s in seats}
    order = sorted(seats, key=lambda s: (base_avail & ~know.cannot_hold[s]).bit_count() - need[s])
    card_weight = None
    if trump >= 0:
        ranks = TRUMP_RANK[trump]
        card_weight = [model.kept_trump_weight if ranks[c] else
                       model.kept_king_weight if c % 13 == 12 else model.kept_other_weight
                       for c in range(52)]
    for attempt in range(MAX_ATTEMPTS):
        avail = base_avail
        hands = [0] * len(know.counts)
        hands[know.seat] = sum(1 << c for c in obs.hand)
        ok = True
        for s in order:
            allowed = avail if attempt == MAX_ATTEMPTS - 1 else avail & ~know.cannot_hold[s]
            cards = bits_of(allowed)
            n = need[s]
            if len(cards) < n:
                ok = False
                break
            kept = kept_count(know, s, trump) if card_weight is not None else 0
            kept = min(kept, n)
            chosen: list[int] = []
            if kept and card_weight is not None:
                chosen = weighted_pick(cards, kept, [card_weight[c] for c in cards], rng)
                taken = set(chosen)
                cards = [c for c in cards if c not in taken]
            if n - kept:
                chosen += rng.sample(cards, n - kept)
            mask = know.must_hold[s]
            for c in chosen:
                mask |= 1 << c
            hands[s] = mask
            avail &= ~mask
        if ok:
            return hands
    return None


def auction_weight(obs: Observation, hands: list[int], know: Knowledge,
                   model: InferenceModel = DEFAULT_MODEL) -> float:
    """Likelihood of the other seats' calls given the guessed hands.

    Before the draw a hand is judged in its best suit; once trump is named, only the
    bidder's call is weighed, on its trumps (kept through the draw, so still held or
    already played)."""
    if not model.use_auction or not obs.auction:
        return 1.0
    weight = 1.0
    friends = set(obs.partners()) if obs.rules.partnerships else set()
    before_trump = obs.trump < 0
    high, high_seat = 0, -1
    for seat, action in obs.auction:
        verb = A.kind(action)
        judged = seat != obs.seat and (before_trump or seat == obs.bidder)
        if judged:
            hand = hands[seat] | know.played_by[seat]
            power = best_strength(hand)[0] if before_trump else strength(hand, obs.trump)
            friend = seat in friends and model.partner_thresholds is not None
            scale = model.partner_scale if friend else model.bid_scale
            if verb == "bid":
                weight *= _sigmoid((power - model.threshold(A.bid_amount(action), friend)) / scale)
            elif verb == "hold":
                weight *= _sigmoid((power - model.threshold(max(high, 15), friend)) / scale)
            elif verb == "pass" and before_trump and not _same_side(obs, seat, high_seat):
                # passing when its own side holds the bid says nothing about the hand
                weight *= _sigmoid((model.threshold(high + 5, friend) - power) / max(scale, model.pass_scale))
        if verb == "bid":
            high, high_seat = A.bid_amount(action), seat
        elif verb == "hold":
            high_seat = seat
    return weight


def _same_side(obs: Observation, seat: int, other: int) -> bool:
    return other >= 0 and obs.rules.partnerships and obs.rules.side_of(seat) == obs.rules.side_of(other)


def sample_deals(obs: Observation, know: Knowledge, rng: random.Random, count: int,
                 model: InferenceModel = DEFAULT_MODEL, oversample: int = 3) -> list[tuple[list[int], int]]:
    """Up to ``count`` guessed deals with multiplicities, resampled by auction likelihood
    from a batch ``oversample`` times larger.

    Systematic resampling keeps the spread of the batch while favouring the deals the
    auction makes likely, and uses one random number, so a seed gives the same deals.
    A deal picked twice is returned once with multiplicity 2 (solved once)."""
    batch: list[list[int]] = []
    weights: list[float] = []
    reader = PlayReader(obs, model.play) if model.play is not None and obs.phase == Phase.PLAY else None
    for _ in range(count * max(1, oversample)):
        hands = deal_hidden(obs, know, rng, model)
        if hands is None:
            continue
        batch.append(hands)
        weight = auction_weight(obs, hands, know, model)
        if reader is not None:
            weight *= reader.weight(hands)
        weights.append(weight)
    if not batch:
        return []
    total = sum(weights)
    if total <= 0 or oversample <= 1:
        return [(hands, 1) for hands in batch[:count]]
    step = total / count
    point = rng.random() * step
    out: list[tuple[list[int], int]] = []
    acc = 0.0
    picked = 0
    for hands, w in zip(batch, weights, strict=True):
        acc += w
        times = 0
        while point < acc and picked < count:
            times += 1
            picked += 1
            point += step
        if times:
            out.append((hands, times))
    return out
