"""Card play for ``easy`` and ``normal``: a one-trick look-ahead with card memory.

Each legal card is scored as (chance our side takes this trick) x (what the trick is
worth) minus what the card is worth later (a top trump will take a trick whenever it is
played, so spending it on a trick partner already has is a waste).  Leads add the
habits of a good player: the bidding side leads top trumps to pull the other side's
trumps, the bidder's partner leads a trump to the bidder, and nobody leads a king into
a likely ruff.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.engine import Observation
from game.engine.actions import PlayerAction
from game.engine.cards import FOLLOW_MASK, PLAIN_RANK, PRIVILEGED_MASK, SUIT_OF, TRUMP_MASK, TRUMP_RANK, TRUMPS_ABOVE
from game.engine.tricks import winner_index

from .memory import CardMemory


def _plain_above() -> list[int]:
    """For each card, the cards of its own suit that outrank it when the suit is plain."""
    out = [0] * 52
    for card in range(52):
        suit = SUIT_OF[card]
        for other in range(suit * 13, suit * 13 + 13):
            if PLAIN_RANK[other] > PLAIN_RANK[card]:
                out[card] |= 1 << other
    return out


PLAIN_ABOVE = _plain_above()

# Weights of the look-ahead, tuned in the duplicate arena.
KEEP_WEIGHT = 5.0          # points a card's future trick chance is worth against this trick
TRUMP_FLOOR = 0.2          # even a low trump may ruff something later
PLAIN_FLOOR = 0.2          # a boss plain card in a suit opponents may ruff
Scored = tuple[float, PlayerAction, float, float]   # (value, card, chance to win, future value)
CAPTURE = 1.0              # a higher trump in an opponent's hand catches a kept trump this often


class PlayStyle:
    """The knobs a level and personality turn in the card play."""

    __slots__ = ("slip", "trump_lead", "renege_keenness", "rng")

    def __init__(self, slip: float, trump_lead: float, renege_keenness: float, rng: random.Random) -> None:
        self.slip = slip
        self.trump_lead = trump_lead
        self.renege_keenness = renege_keenness
        self.rng = rng

    def slips(self) -> bool:
        return self.slip > 0 and self.rng.random() < self.slip


def beaters(best: int, trump: int) -> int:
    """Cards that would beat ``best``, the card now winning a trick."""
    if (TRUMP_MASK[trump] >> best) & 1:
        return TRUMPS_ABOVE[trump][best]
    return (PLAIN_ABOVE[best] & FOLLOW_MASK[trump][SUIT_OF[best]]) | TRUMP_MASK[trump]


def our_seats(obs: Observation) -> frozenset[int]:
    return frozenset([obs.seat, *obs.partners()])


def later_seats(obs: Observation) -> list[int]:
    """Seats still to play to this trick after this one."""
    in_play = sum(obs.active)
    after = in_play - len(obs.trick) - 1
    if after <= 0:
        return []
    return obs.seat_order(obs.seat, after + 1)[1:]


def chance_we_win(obs: Observation, mem: CardMemory, card: int, ours: frozenset[int],
                  later: list[int]) -> float:
    """Chance our side takes the trick if this seat plays ``card`` now."""
    trump = obs.trump
    cards = list(obs.trick) + [card]
    seats = obs.trick_seats() + [obs.seat]
    best_index = winner_index(cards, trump)
    best = cards[best_index]
    p_ours = 1.0 if seats[best_index] in ours else 0.0
    beat = beaters(best, trump)
    for seat in later:
        p = mem.p_holds_any(seat, beat)
        if seat in ours:
            p_ours += (1.0 - p_ours) * p
        else:
            p_ours *= 1.0 - p
    return p_ours


def future_value(obs: Observation, mem: CardMemory, card: int, ours: frozenset[int],
                 tricks_after: int) -> float:
    """Roughly the tricks ``card`` would take later if kept (0..1)."""
    if tricks_after <= 0:
        return 0.0
    trump = obs.trump
    opponents = [s for s in range(obs.players) if s not in ours and obs.active[s]]
    if (TRUMP_MASK[trump] >> card) & 1:
        higher = mem.higher_trumps_out(card)
        safe = 1.0
        if higher:
            for seat in opponents:
                safe *= 1.0 - CAPTURE * mem.p_holds_any(seat, higher)
        return TRUMP_FLOOR + (1.0 - TRUMP_FLOOR) * safe + 0.002 * TRUMP_RANK[trump][card]
    higher = PLAIN_ABOVE[card] & mem.unseen & FOLLOW_MASK[trump][SUIT_OF[card]]
    safe = 1.0
    no_ruff = 1.0
    trumps_out = mem.trumps_out()
    for seat in opponents:
        if higher:
            safe *= 1.0 - mem.p_holds_any(seat, higher)
        if trumps_out:
            no_ruff *= 1.0 - mem.p_holds_any(seat, trumps_out)
    return safe * (PLAIN_FLOOR + 0.5 * no_ruff) + 0.003 * PLAIN_RANK[card]


CRITICAL_WORTH = 9.0  # a trick that decides whether the bid is made


def trick_worth(obs: Observation) -> float:
    """5 points, more when this trick decides the contract (set the bidder, or make the bid)."""
    if obs.bidder < 0 or not obs.rules.auction:
        return 5.0
    rules = obs.rules
    if rules.partnerships:
        bidding = [s for s in range(obs.players) if rules.side_of(s) == rules.side_of(obs.bidder)]
    else:
        bidding = [obs.bidder] + ([obs.partner] if obs.partner >= 0 else [])
    taken = 5 * sum(obs.tricks_won[s] for s in bidding)
    left = 5 - len(obs.tricks)
    if obs.bid == 60:
        return CRITICAL_WORTH if taken == 5 * len(obs.tricks) else 5.0
    most = taken + 5 * left + 5          # every trick left, and the 5 for the highest trump
    need = obs.bid - taken
    if need <= 0 or most < obs.bid:
        return 5.0                       # already decided: every trick is just its points
    if most - 5 < obs.bid or need <= 5:
        return CRITICAL_WORTH            # losing it sets the bid, or winning it makes it
    return 5.0


def choose_card(obs: Observation, legal_actions: Sequence[PlayerAction], mem: CardMemory,
                style: PlayStyle) -> PlayerAction:
    """The card to play (its reason in words is ``play_reasons.play_reason``'s, worked out
    only when a person asks: a game between computer players needs no words)."""
    legal = [a for a in legal_actions if a < 52]
    if len(legal) == 1:
        return legal[0]
    ours = our_seats(obs)
    later = later_seats(obs)
    tricks_after = 4 - len(obs.tricks)
    worth = trick_worth(obs)
    trump = obs.trump
    privileged = _privileged_held(obs, legal)
    reneging = bool(privileged) and any(c not in privileged for c in legal)
    scored: list[Scored] = []
    for card in legal:
        p = chance_we_win(obs, mem, card, ours, later)
        fv = future_value(obs, mem, card, ours, tricks_after)
        value = p * worth - KEEP_WEIGHT * fv
        if not obs.trick:
            value += lead_bonus(obs, mem, card, ours, style)
        elif reneging and card in privileged:
            value -= (style.renege_keenness - 0.5) * 2.0  # a cagey player keeps them back
        scored.append((value, card, p, fv))
    scored.sort(key=lambda item: (-item[0], item[1]))
    choice = scored[0]
    if style.slip > 0 and style.slips():
        choice = _slip(obs, scored, trump) or choice
    return choice[1]


def lead_bonus(obs: Observation, mem: CardMemory, card: int, ours: frozenset[int], style: PlayStyle) -> float:
    """Leading habits: pull trumps as the bidding side, lead a trump to a bidding partner."""
    trump = obs.trump
    is_trump = (TRUMP_MASK[trump] >> card) & 1
    opponents = [s for s in range(obs.players) if s not in ours and obs.active[s]]
    opp_trumps = sum(mem.expected_trumps[s] for s in opponents)
    bidding_side = obs.bidder in ours or obs.bidder < 0
    if is_trump:
        if opp_trumps < 0.2:
            return -0.5  # nothing left to pull: keep the trump to ruff
        boss = mem.is_boss_trump(card)
        if bidding_side:
            if boss:
                return style.trump_lead * (1.5 + min(2.0, opp_trumps))
            mine = (mem.mine & TRUMP_MASK[trump]).bit_count()
            if obs.bidder != obs.seat and obs.bidder in ours:
                return style.trump_lead * 1.5   # lead a trump to partner, the bidder
            return style.trump_lead * (0.4 * max(0, mine - 2))
        if boss and (mem.mine & TRUMP_MASK[trump]).bit_count() >= 2:
            return 0.8
        return -0.5
    # plain lead: a suit partner cannot follow but may ruff is a gift
    bonus = 0.0
    suit = SUIT_OF[card]
    for seat in ours:
        if seat != obs.seat and (mem.cant_hold[seat] & FOLLOW_MASK[trump][suit]) == FOLLOW_MASK[trump][suit] \
                and not mem.out_of_trumps(seat):
            bonus += 1.0
    return bonus


def _slip(obs: Observation, scored: list[Scored], trump: int) -> Scored | None:
    """An easy player's slip: grab the trick with its biggest card, or lead its best card."""
    def power(item: Scored) -> int:
        return strength(item[1], trump)
    winners = [item for item in scored if item[2] > 0.5]
    if obs.trick and winners:
        return max(winners, key=power)
    if not obs.trick:
        return max(scored, key=power)
    return None


def strength(card: int, trump: int) -> int:
    """A card's power in a trick: any trump above any plain card, then by rank."""
    rank = TRUMP_RANK[trump][card]
    return 100 + rank if rank else PLAIN_RANK[card]


def _privileged_held(obs: Observation, legal: Sequence[int]) -> frozenset[int]:
    """The 5, J and A♥ this seat may keep back on the trump led (renege privilege)."""
    if not obs.trick or not obs.is_trump(obs.trick[0]):
        return frozenset()
    led = obs.trick[0]
    return frozenset(c for c in legal if obs.is_trump(c) and (PRIVILEGED_MASK[obs.trump] >> c) & 1
                     and (TRUMPS_ABOVE[obs.trump][led] >> c) & 1)
