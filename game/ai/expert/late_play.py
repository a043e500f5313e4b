"""The late tricks without strategy fusion: our side's later cards chosen without seeing.

Perfect Information Monte Carlo (``play.evaluate_plays``) solves each guessed deal as if,
from the next card on, everyone saw every hand.  For the opponents that is the cautious
assumption; for our own side it is "strategy fusion": in each guess our later cards are
the right ones for that guess, so a line that needs a guess later (who holds the last
trump, which king partner kept) looks as safe as one that needs none.

So with few tricks left each candidate card is also played out on some of the guessed
deals the search solved: the opponents play open-handed as before, but our side's later
cards are chosen by a small search of its own from what that player would know then (its
own hand and the table; a partner's draw is not known to us, so its view lacks it).  The
difference from the open-handed value of the same card on the same deal corrects the
search's mean (a control variate: where nothing needs guessing the two agree exactly, so a
few deals give a steady correction).  Fair: the play-outs run on guessed deals only.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.engine import actions as A
from game.engine.actions import PlayerAction
from game.engine.cards import CARDS
from game.engine.observation import Observation
from game.engine.seats import next_seats
from game.engine.tricks import legal_mask, winner_index

from .play import PlayReport, SearchLimits, evaluate_plays, pick_play
from .sampling import InferenceModel, bits_of
from .solver import PlaySolver
from .switches import settings_from
from .worlds import team_for, world_from_hands

TRICKS = 5


@dataclass(frozen=True)
class LatePlay:
    """When and how widely the play-outs run (the arena's settings: ``DEFAULT_LATE_PLAY``)."""

    from_trick: int = 2          # tricks finished before the play-outs start (three left)
    deals: int = 8               # guessed deals each candidate card is played out on
    inner_worlds: int = 6        # deals each later choice of our side solves
    opponents_search: bool = False   # the opponents' later cards by a small search too (else open-handed)


DEFAULT_LATE_PLAY = LatePlay()

LatePlayOption = LatePlay | Mapping[str, Any] | bool | None


def late_play_settings(option: LatePlayOption) -> LatePlay | None:
    """``LatePlay`` from itself, its fields as a dict, or True (the defaults); None or False: off."""
    return settings_from(option, LatePlay, DEFAULT_LATE_PLAY, "late_play")


class TableSoFar:
    """The public course of the hand from an observation on, advanced card by card."""

    def __init__(self, obs: Observation) -> None:
        self.trump = obs.trump
        self.tricks = list(obs.tricks)
        self.tricks_seats = list(obs.tricks_seats)
        self.trick = [int(c) for c in obs.trick]
        self.seats = list(obs.trick_seats())
        self.leader = obs.trick_leader
        self.won = list(obs.tricks_won)
        self.to_move = obs.current_player
        self.in_trick = sum(obs.active)
        self.next_seat = next_seats(obs.active)

    def play(self, seat: int, card: int) -> None:
        if not self.trick:
            self.leader = seat
        self.trick.append(card)
        self.seats.append(seat)
        if len(self.trick) < self.in_trick:
            self.to_move = self.next_seat[seat]
            return
        winner = self.seats[winner_index(self.trick, self.trump)]  # docs/RULES.md "Tricks"
        self.tricks.append((self.leader, tuple(CARDS[c] for c in self.trick), winner))
        self.tricks_seats.append(tuple(self.seats))
        self.won[winner] += 1
        self.trick, self.seats = [], []
        self.leader = self.to_move = winner

    @property
    def over(self) -> bool:
        return len(self.tricks) == TRICKS


def seat_view(obs: Observation, table: TableSoFar, viewer: int, hands: Sequence[int],
              legal: Sequence[PlayerAction] = ()) -> Observation:
    """What ``viewer`` would see at ``table`` if ``hands`` were the deal: its own hand and the
    public play; another seat's view leaves out our private cards (draw, kitty)."""
    view = replace(obs, seat=viewer, current_player=table.to_move,
                   hand=tuple(CARDS[c] for c in bits_of(hands[viewer])),
                   tricks=tuple(table.tricks), tricks_seats=tuple(table.tricks_seats),
                   trick_leader=table.leader, trick=tuple(CARDS[c] for c in table.trick),
                   tricks_won=tuple(table.won), legal_actions=tuple(legal))
    if viewer == obs.seat:
        return view
    return replace(view, my_discards=(), kitty_seen=(), stock_view=())


def open_handed_choice(obs: Observation, table: TableSoFar, hands: list[int], maximise: bool) -> int:
    """The card the player to move would play seeing every hand (ties: the lowest card number)."""
    world = world_from_hands(seat_view(obs, table, obs.seat, hands), hands, -1, obs.seat)
    values = PlaySolver(world.position, TRICKS).values()
    ranked = sorted(values)
    return max(ranked, key=values.__getitem__) if maximise else min(ranked, key=values.__getitem__)


def played_out(obs: Observation, deal: Sequence[int], card: int, rng: random.Random, team: int,
               values: Sequence[float], model: InferenceModel, inner: SearchLimits,
               ours_open: bool = False, opponents_search: bool = False) -> float:
    """The hand's value to us if we play ``card`` and ``deal`` is the truth: opponents open-
    handed, our side's later cards by its own small search (``ours_open``: open-handed too,
    which must give the search's own value: the tests' check)."""
    hands = list(deal)
    table = TableSoFar(obs)
    renege = obs.rules.renege
    hands[obs.seat] &= ~(1 << card)
    table.play(obs.seat, card)
    while not table.over:
        seat = table.to_move
        legal = legal_mask(hands[seat], table.trick, obs.trump, renege)
        ours = bool((team >> seat) & 1)
        if not legal & (legal - 1):
            choice = legal.bit_length() - 1
        elif (ours and not ours_open) or (not ours and opponents_search):
            actions = [A.play(c) for c in bits_of(legal)]
            view = seat_view(obs, table, seat, hands, actions)
            choice = int(evaluate_plays(view, actions, rng, inner, model).action)
        else:
            choice = open_handed_choice(obs, table, hands, ours)
        hands[seat] &= ~(1 << choice)
        table.play(seat, choice)
    return values[sum(won for s, won in enumerate(table.won) if (team >> s) & 1)]


def applies(obs: Observation, legal: Sequence[PlayerAction], settings: LatePlay) -> bool:
    """Partnership tables, three or fewer tricks left, before the last trick (which is forced)."""
    return obs.rules.partnerships and settings.from_trick <= len(obs.tricks) < TRICKS - 1 and len(legal) > 1


def without_fusion(obs: Observation, legal: Sequence[PlayerAction], report: PlayReport, rng: random.Random,
                   model: InferenceModel, settings: LatePlay = DEFAULT_LATE_PLAY,
                   ours_open: bool = False, limits: SearchLimits | None = None) -> PlayReport:
    """``report`` with every card's mean corrected by play-outs on its first guessed deals
    (``limits``: the decision's own, whose cancel flag and time cap stop the play-outs too)."""
    if not applies(obs, legal, settings) or not report.deals:
        return report
    first = report.samples[legal[0]]
    if all(report.samples[a] == first for a in legal):
        return report   # every card is worth the same on every deal: nothing to correct
    inner_model = replace(model, play=None)   # the later choices do not read the play: cheaper
    inner = SearchLimits(max_worlds=settings.inner_worlds, min_worlds=settings.inner_worlds,
                         node_budget=1 << 40)
    team = team_for(obs.rules, obs.seat, obs.bidder, obs.partner)
    base = rng.getrandbits(32)
    corrections = dict.fromkeys(legal, 0.0)
    weight = 0
    for index, (hands, times) in enumerate(report.deals[:settings.deals]):
        if limits is not None and limits.out_of_time():
            break
        values = world_from_hands(obs, hands, -1, obs.seat).values
        for action in legal:
            # the same random numbers for every candidate on a deal: their difference is the signal
            value = played_out(obs, hands, int(action), random.Random(base + index), team, values,
                               inner_model, inner, ours_open, settings.opponents_search)
            corrections[action] += (value - report.samples[action][index]) * times
        weight += times
    if not weight:
        return report
    means = {a: report.means[a] + corrections[a] / weight for a in legal}
    return replace(report, action=pick_play(obs, legal, means), means=means)
