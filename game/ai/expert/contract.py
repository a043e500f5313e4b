"""Playing a guessed deal from the auction to the last trick, every hand open.

The auction, trump and draw decisions are judged by this simulation: complete a guessed
deal with a kitty and a stock, let the declarer take the kitty (and call a partner in
cutthroat), let everyone draw by the common habit (keep trumps), then solve the play.
The seat deciding may substitute its own draw, which is how discards are compared.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine.cards import TRUMP_RANK, trump_order
from game.engine.observation import Observation
from game.engine.protocol import AUCTION_PHASES
from game.engine.seats import first_leader, next_seats, seats_left_of

from .heuristics import draw_discard, keep_value
from .knowledge import Knowledge
from .position import PlayPosition
from .sampling import bits_of, weighted_pick
from .solver import PlaySolver
from .worlds import high_trump_seat, score_table, team_for

GONE_TRUMP_WEIGHT = 0.15  # cards already thrown away are rarely trumps
KITTY_FACE_DOWN = AUCTION_PHASES  # the kitty lies face down until the bidder takes it


@dataclass
class GuessedDeal:
    """One complete guess: every hand, the kitty (if still face down) and the stock."""

    hands: list[int]
    kitty: int
    stock: list[int]          # the top of the stock is the last element
    multiplicity: int = 1


@dataclass
class Outcome:
    """How a simulated hand ended: the declaring team's tricks and who had the top trump."""

    team_a: int
    tricks: int
    high_seat: int
    partner: int
    nodes: int


def complete_deal(obs: Observation, know: Knowledge, hands: list[int], rng: random.Random,
                  multiplicity: int = 1) -> GuessedDeal:
    """Share the cards no hand holds between the kitty, the stock and the discards."""
    held = 0
    for s, h in enumerate(hands):
        if s != obs.seat:
            held |= h
    rest = bits_of(know.pool & ~held)
    kitty = 0
    if obs.rules.kitty_size and obs.phase in KITTY_FACE_DOWN:
        chosen = rng.sample(rest, obs.rules.kitty_size)
        for c in chosen:
            kitty |= 1 << c
        rest = [c for c in rest if not (kitty >> c) & 1]
    gone = len(rest) - obs.stock_count
    if gone > 0:
        trump = obs.trump
        weights = [GONE_TRUMP_WEIGHT if trump >= 0 and TRUMP_RANK[trump][c] else 1.0 for c in rest]
        thrown = set(weighted_pick(rest, gone, weights, rng))
        rest = [c for c in rest if c not in thrown]
    rng.shuffle(rest)
    return GuessedDeal(list(hands), kitty, rest, multiplicity)


def play_out(obs: Observation, deal: GuessedDeal, declarer: int, trump: int, horizon: int,
             my_discard: int | None = None) -> Outcome:
    """Finish a guessed deal: kitty, call, draw by habit (``my_discard`` for the deciding
    seat when given), then the exact solve of the play."""
    rules = obs.rules
    hands = list(deal.hands)
    stock = list(deal.stock)
    called = obs.called_card
    partner = obs.partner
    if rules.called_card and declarer >= 0 and called < 0:
        called = next((c for c in trump_order(trump) if not (hands[declarer] >> c) & 1), -1)
    if called >= 0 and partner < 0:
        partner = next((s for s, h in enumerate(hands) if s != declarer and (h >> called) & 1), -1)
    if rules.kitty_size and obs.phase in KITTY_FACE_DOWN and declarer >= 0:
        full = hands[declarer] | deal.kitty
        ranked = sorted(bits_of(full), key=lambda c: -keep_value(c, trump))
        hands[declarer] = sum(1 << c for c in ranked[:5])
    if rules.draw:
        most = 4 if rules.keep_one_card else 5
        for seat in seats_left_of(obs.dealer, obs.active):  # docs/RULES.md 4: "dealer last"
            if obs.drawn[seat]:
                continue
            limit = max(0, min(most, len(stock)))
            if seat == obs.seat and my_discard is not None:
                throw = my_discard
            else:
                forbidden = (1 << called) if seat == partner and called >= 0 else 0
                throw = draw_discard(hands[seat], trump, limit, rules.keep_one_card, forbidden)
            hands[seat] &= ~throw
            for _ in range(throw.bit_count()):
                hands[seat] |= 1 << stock.pop()
    nxt = next_seats(obs.active)
    team_a = team_for(rules, declarer, declarer, partner) if declarer >= 0 else \
        team_for(rules, obs.seat, -1, -1)
    leader = first_leader(rules, obs.dealer, declarer, obs.active)
    position = PlayPosition(trump=trump, hands=hands, next_seat=nxt,
                            players_in_trick=sum(obs.active), to_move=leader, team_a=team_a,
                            renege=rules.renege, called_card=called if partner >= 0 else -1,
                            partner=partner)
    solver = PlaySolver(position, horizon)
    tricks = solver.solve()
    high = high_trump_seat(trump, hands) if rules.scoring == "points" else -1
    return Outcome(team_a, tricks, high, partner, solver.nodes)


def value_for(obs: Observation, outcome: Outcome, declarer: int, bid: int) -> float:
    """The deciding seat's score difference for a simulated hand played at ``bid``."""
    zeros = [0] * obs.rules.players
    values = score_table(obs.rules, obs.seat, outcome.team_a, zeros, 5, outcome.high_seat,
                         declarer, bid, outcome.partner, obs.active)
    return values[outcome.tricks]
