"""Open-handed worlds: a play position plus what each final trick count is worth.

A world is one guess at the hidden cards.  ``score_table`` turns "team A takes k
tricks in all" into the score difference the deciding seat cares about, using the
engine's own ``score_hand`` so no scoring rule is written twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.cards import TRUMP_RANK
from game.engine.observation import Observation
from game.engine.readmodel import Play
from game.engine.rules import RuleSet
from game.engine.scoring import score_hand
from game.engine.seats import next_seats

from .position import PlayPosition


@dataclass
class World:
    """One sampled deal seen open: the play position and the value of each outcome."""

    position: PlayPosition
    tricks_so_far: int            # team A's completed tricks
    values: list[float]           # values[k]: worth to the decider if team A ends with k tricks
    weight: float = 1.0


def team_for(rules: RuleSet, seat: int, bidder: int, partner: int) -> int:
    """Bitmask of the seats on ``seat``'s team for this hand.

    Partnerships: the side.  Cutthroat: the bidder with its called partner, or the
    defenders together (a coalition: the defenders all gain when the bid fails)."""
    players = rules.players
    if rules.partnerships:
        side = rules.side_of(seat)
        return sum(1 << s for s in range(players) if rules.side_of(s) == side)
    if bidder < 0:  # two-handed forty-five: each for themself
        return 1 << seat
    bidding = (1 << bidder) | ((1 << partner) if partner >= 0 else 0)
    if (bidding >> seat) & 1:
        return bidding
    return ((1 << players) - 1) & ~bidding


def high_trump_seat(trump: int, hands: Sequence[int], played_high: Play | None = None) -> int:
    """Seat credited with the highest trump of the hand, known once the hands are open:
    every card in a hand is played, and the highest trump wins its trick.

    ``played_high``: the highest trump played so far and its seat (``Tally.high_trump``)."""
    ranks = TRUMP_RANK[trump]
    best, seat = (ranks[played_high.card], played_high.seat) if played_high is not None else (0, -1)
    for who, hand in enumerate(hands):
        m = hand
        while m:
            low = m & -m
            m ^= low
            c = low.bit_length() - 1
            if ranks[c] > best:
                best, seat = ranks[c], who
    return seat


def score_table(rules: RuleSet, decider: int, team_a: int, tricks_won: Sequence[int],
                remaining: int, high_seat: int, bidder: int, bid: int, partner: int,
                active: Sequence[bool]) -> list[float]:
    """values[k] for k = team A's total tricks at the end of the hand (0..5).

    The value is the decider's side's score change minus the other sides' (the mean of
    theirs when there are several), so a set bid counts against the bidder and for the
    defenders.  Tricks still to come are credited to one seat of each team, which is
    exact for partnerships and the coalition view of cutthroat."""
    players = rules.players
    a_seats = [s for s in range(players) if (team_a >> s) & 1]
    b_seats = [s for s in range(players) if not (team_a >> s) & 1 and active[s]]
    a_done = sum(tricks_won[s] for s in a_seats)
    a_rep = bidder if bidder in a_seats else a_seats[0]
    b_rep = bidder if bidder in b_seats else (b_seats[0] if b_seats else -1)
    my_side = rules.side_of(decider)
    values = []
    for k in range(6):
        future_a = k - a_done
        if future_a < 0 or future_a > remaining:
            values.append(float("nan"))
            continue
        won = list(tricks_won)
        won[a_rep] += future_a
        if b_rep >= 0:
            won[b_rep] += remaining - future_a
        change = score_hand(rules, won, high_seat, bidder, bid, partner).score_change
        mine = change[my_side]
        others = [change[s] for s in range(len(change)) if s != my_side]
        if not rules.partnerships and len(change) > 2:
            team_sides = {rules.side_of(s) for s in a_seats} if (team_a >> decider) & 1 else \
                {rules.side_of(s) for s in b_seats}
            mine = sum(change[s] for s in team_sides)
            others = [sum(change[s] for s in range(len(change)) if s not in team_sides)]
        values.append(mine - sum(others) / max(1, len(others)))
    return values


def world_from_hands(obs: Observation, hands: list[int], partner: int, decider: int) -> World:
    """The open-handed world for an observation in the play phase with guessed ``hands``."""
    rules = obs.rules
    team_a = team_for(rules, decider, obs.bidder, partner)
    seats_now = obs.trick_seats()
    high_seat = high_trump_seat(obs.trump, hands, obs.tally.high_trump) if rules.scoring == "points" else -1
    remaining = 5 - len(obs.tricks)
    tricks_so_far = sum(obs.tricks_won[s] for s in range(rules.players) if (team_a >> s) & 1)
    values = score_table(rules, decider, team_a, obs.tricks_won, remaining, high_seat,
                         obs.bidder, obs.bid, partner, obs.active)
    position = PlayPosition(
        trump=obs.trump, hands=hands, next_seat=next_seats(obs.active),
        players_in_trick=sum(obs.active), to_move=obs.current_player, team_a=team_a,
        trick=[int(c) for c in obs.trick], trick_seats=list(seats_now), renege=rules.renege,
        called_card=obs.called_card, partner=partner)
    return World(position, tricks_so_far, values)
