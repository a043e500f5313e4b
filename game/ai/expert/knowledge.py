"""What one seat knows about the hidden cards, read from its observation alone.

Voids follow docs/RULES.md "Tricks": a player who did not follow a plain lead holds none of
that suit (trumping proves nothing: trumping is always allowed); a player who played a
non-trump to a trump lead holds no trump except, perhaps, privileged ones (5, J, A♥)
above the card led, which may renege.  Cutthroat's called card bends both: its holder
may not play it on the first trick and must on the second.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.cards import FULL_DECK_MASK, SUIT_OF, TRUMP_MASK, TRUMP_RANK, TRUMPS_ABOVE
from game.engine.observation import Observation
from game.engine.protocol import Phase

from .tables import FOLLOW_SUIT_MASK, privileged_mask


@dataclass
class Knowledge:
    """The hidden cards as one seat sees them."""

    seat: int
    pool: int                 # cards it cannot place: other hands, stock, kitty, discards
    counts: list[int]         # per seat, cards held now (its own included)
    must_hold: list[int]      # per seat, cards known to be in that hand
    cannot_hold: list[int]    # per seat, cards ruled out by the play
    played_by: list[int]      # per seat, cards played this hand
    drawn: list[int]          # per seat, cards discarded in the draw (-1: not drawn yet)

    def hidden_seats(self) -> list[int]:
        return [s for s in range(len(self.counts)) if s != self.seat and self.counts[s] > 0]


def read_knowledge(obs: Observation) -> Knowledge:
    """Collect the pool of unseen cards and every hard constraint on the other hands."""
    rules = obs.rules
    players = rules.players
    me = obs.seat
    known = 0
    for c in obs.hand:
        known |= 1 << c
    for group in (obs.kitty_seen, obs.my_discards, obs.stock_view):
        for c in group:
            known |= 1 << c
    played_by = [0] * players
    cannot = [0] * players
    must = [0] * players
    tricks = [trick.plays for trick in obs.finished_tricks]
    if obs.trick:
        tricks.append(obs.trick_plays)
    for number, plays in enumerate(tricks):
        cards = [card for _, card in plays]
        for i, (seat, card) in enumerate(plays):
            known |= 1 << card
            played_by[seat] |= 1 << card
            if i and obs.trump >= 0:
                cannot[seat] |= _ruled_out(obs, cards, i, number)
    if obs.turn_up >= 0:
        known |= 1 << obs.turn_up
        holder = obs.robbed_by
        if holder >= 0 and holder != me and not any((p >> obs.turn_up) & 1 for p in played_by):
            must[holder] |= 1 << obs.turn_up
    called = obs.called_card
    if called >= 0 and obs.partner >= 0 and obs.partner != me and \
            not any((p >> called) & 1 for p in played_by):
        must[obs.partner] |= 1 << called
    pool = FULL_DECK_MASK & ~known
    for s in range(players):
        pool |= must[s]
    counts = [0] * players
    for s in range(players):
        if obs.active[s]:
            counts[s] = 5 - played_by[s].bit_count()
    counts[me] = len(obs.hand)
    drawn = [-1] * players
    for s in range(players):
        if obs.drawn[s] or (obs.phase == Phase.PLAY and rules.draw):
            drawn[s] = obs.discard_counts[s]
    for s in range(players):
        cannot[s] &= ~must[s]
    return Knowledge(me, pool, counts, must, cannot, played_by, drawn)


def _ruled_out(obs: Observation, cards: Sequence[int], index: int, trick_number: int) -> int:
    """Cards the player of ``cards[index]`` cannot have held, given that it played it."""
    trump = obs.trump
    card = cards[index]
    led = cards[0]
    called = obs.called_card
    if called >= 0 and trick_number == 1 and card == called:
        return 0  # forced: the called card must be played on the second trick
    trumps = TRUMP_MASK[trump]
    out = 0
    if (trumps >> led) & 1:
        if not (trumps >> card) & 1:
            ref = led
            if obs.rules.renege == "highest":
                ref = max((c for c in cards[:index] if TRUMP_RANK[trump][c]),
                          key=lambda c: TRUMP_RANK[trump][c])
            may_keep = privileged_mask(trump, obs.rules.renege) & TRUMPS_ABOVE[trump][ref]
            out = trumps & ~may_keep
    elif not (trumps >> card) & 1 and SUIT_OF[card] != SUIT_OF[led]:
        out = FOLLOW_SUIT_MASK[trump][SUIT_OF[led]]
    if called >= 0 and trick_number == 0:
        out &= ~(1 << called)  # its holder had to keep it back on the first trick
    return out
