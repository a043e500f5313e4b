"""How much card-play skill a table allows: open-handed play against a level.

The expert's goal is "+3 points a hand over normal where the game allows skill".  This
measures what a table allows at most.  Side A plays its cards *open-handed*: it sees every
hand and chooses each card by the exact solver (``PlaySolver``) on the true deal, all five
tricks deep; its auction, trump, draw and rob are another level's (the expert's by
default).  No fair player can beat that at the cards on average, so A's margin over B on
the duel's duplicate deals bounds the card-play edge any level can show over B there.

A measuring instrument only (``benchmarks/skill_ceiling.py``): it sees hidden cards, so it
is never a player level and no player module imports it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from multiprocessing import Pool
from typing import Any

from game.ai import make_player
from game.ai.expert.solver import PlaySolver
from game.ai.expert.worlds import world_from_hands
from game.engine import GameState, PlayerAction, RuleSet
from game.engine.protocol import AUCTION_PHASES, Phase

from .driver import play
from .duel import duplicate_deals, mean_interval, play_hand, side_difference


class OpenHandedPlay:
    """The card play of the seats it is given, with every hand open (``play_hand``'s
    ``open_handed``); counts decisions and solver nodes for the report."""

    def __init__(self, seats: set[int]) -> None:
        self.seats = seats
        self.decisions = 0
        self.nodes = 0

    def __call__(self, state: GameState, seat: int) -> PlayerAction | None:
        if seat not in self.seats or state.phase != Phase.PLAY:
            return None
        obs = state.observation(seat)
        legal = obs.legal_actions
        if len(legal) == 1:
            return legal[0]
        world = world_from_hands(obs, list(state.hands), state.partner, seat)
        solver = PlaySolver(world.position, horizon=5)
        values = solver.values()
        self.decisions += 1
        self.nodes += solver.nodes
        worth = {card: world.values[world.tricks_so_far + values[card]] for card in legal}
        best = max(worth.values())
        return min(card for card in legal if worth[card] >= best - 1e-9)


class ClairvoyantAuction:
    """Side A's auction (bids, the hold, trump, a called card, a bagged dealer's choice) with
    every card open, the stock's order included: each legal call is tried on a copy of the
    hand, played out to its end (A's cards open-handed, A's later calls by its level, B's
    every choice by B's players), and the call that leaves A furthest ahead of B is made.
    Card play as ``OpenHandedPlay``.  A one-step clairvoyant, not a proven bound: what a
    bidder who knew every card could make of the auction."""

    def __init__(self, rules: RuleSet, seats_a: Sequence[int], seats_b: Sequence[int],
                 players: Sequence[Any], cards: OpenHandedPlay) -> None:
        self.rules = rules
        self.seats_a, self.seats_b = list(seats_a), list(seats_b)
        self.players = list(players)
        self.cards = cards
        self.auction_decisions = 0

    def __call__(self, state: GameState, seat: int) -> PlayerAction | None:
        if seat not in self.seats_a:
            return None
        if state.phase == Phase.PLAY:
            return self.cards(state, seat)
        legal = state.observation(seat).legal_actions
        if state.phase not in AUCTION_PHASES or len(legal) == 1:
            return None
        self.auction_decisions += 1
        worth = {action: self._played_out(state, action) for action in legal}
        best = max(worth.values())
        return min(action for action in legal if worth[action] >= best - 1e-9)

    def _played_out(self, state: GameState, action: PlayerAction) -> float:
        """A's points minus B's when ``action`` is made now and the hand is played to its end."""
        copy = state.clone()
        copy.apply(action)   # the hand may end here (a redeal): then nothing more is played
        play(copy, [p.choose for p in self.players],
             lambda st, seat: random.Random(f"rollout:{seat}:{len(st.history)}"),
             stop_at_hand=state.hand_number + 1,
             open_hand=lambda st, seat: self.cards(st, seat) if seat in self.seats_a else None)
        if copy.last_score is None:
            return 0.0   # all passed: a redeal scores nothing
        return side_difference(self.rules, copy.last_score.score_change, self.seats_a, self.seats_b)


def play_deals(a_level: str, b_level: str, first: int, stop: int, seed: int, rules: RuleSet,
               both_open: bool = False, clairvoyant_auction: bool = False) -> dict[str, Any]:
    """Deals ``first`` to ``stop - 1`` of the duel, each twice with the sides swapped.

    ``both_open``: B's seats play open-handed too (a check: the same levels then score 0).
    ``clairvoyant_auction``: A's auction is ``ClairvoyantAuction``'s too."""
    per_deal: list[float] = []
    wins = 0.0
    decisions = nodes = auction_decisions = 0
    timings: list[list[int]] = [[], []]
    for deck, dealer, seed_key, orientations in duplicate_deals(rules, seed, first, stop):
        total = 0.0
        for seats_a, seats_b, labels in orientations:
            players = [make_player(a_level if label == 0 else b_level) for label in labels]
            cards = OpenHandedPlay(set(seats_a) | (set(seats_b) if both_open else set()))
            auction = ClairvoyantAuction(rules, seats_a, seats_b, players, cards) if clairvoyant_auction else None
            change = play_hand(rules, deck, dealer, players, seed_key, timings, labels, open_handed=auction or cards)
            auction_decisions += auction.auction_decisions if auction is not None else 0
            decisions += cards.decisions
            nodes += cards.nodes
            total += side_difference(rules, change, seats_a, seats_b)
        per_deal.append(total / 2)
        wins += 1.0 if total > 0 else 0.5 if total == 0 else 0.0
    return {"per_deal": per_deal, "wins": wins, "decisions": decisions, "nodes": nodes,
            "auction_decisions": auction_decisions}


def _play_deals_star(args: tuple[Any, ...]) -> dict[str, Any]:
    return play_deals(*args)


def run_ceiling(a_level: str, b_level: str, deals: int, seed: int, rules: RuleSet,
                workers: int = 1, both_open: bool = False, clairvoyant_auction: bool = False) -> dict[str, Any]:
    """Open-handed A against B over ``deals`` duplicate deals (the duel's, for the same seed)."""
    workers = max(1, min(workers, deals))
    bounds = [deals * i // workers for i in range(workers + 1)]
    jobs = [(a_level, b_level, bounds[i], bounds[i + 1], seed, rules, both_open, clairvoyant_auction)
            for i in range(workers)]
    if workers == 1:
        parts = [_play_deals_star(jobs[0])]
    else:
        with Pool(workers) as pool:
            parts = pool.map(_play_deals_star, jobs)
    per_deal = [x for part in parts for x in part["per_deal"]]
    decisions = sum(part["decisions"] for part in parts)
    mean, low, high = mean_interval(per_deal)
    return {
        "rules": rules.name, "players": rules.players, "deals": deals, "seed": seed,
        "a": (f"open-handed card play, a clairvoyant auction, {a_level}'s draw" if clairvoyant_auction
              else f"open-handed card play, {a_level}'s other decisions"),
        "b": f"open-handed card play, {b_level}'s other decisions" if both_open else b_level,
        "mean": round(mean, 3), "ci95": [round(low, 3), round(high, 3)],
        "win_rate": round(sum(part["wins"] for part in parts) / deals, 4),
        "open_decisions": decisions,
        "nodes_per_decision": round(sum(part["nodes"] for part in parts) / max(1, decisions), 1),
        **({"clairvoyant_auction_decisions": sum(part["auction_decisions"] for part in parts)}
           if clairvoyant_auction else {}),
    }
