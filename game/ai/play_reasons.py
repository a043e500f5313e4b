"""Why a card is worth playing, in a club player's words, for any legal card.

The coach must be able to speak for a card it would not have chosen itself (the practice
hint's card comes from the expert), and it must never praise a card for a quality it lacks:
so every claim here is a fact checked against what the seat can know, its observation and
the card memory built from it, never a hidden card.  A card "wins the trick" only when it
beats every card played so far and no seat still to play can hold a card that beats it; it
is "the highest spade left" only when no higher spade is unseen or in the hand; "your
lowest" only when nothing lower of its kind is held.
"""

from __future__ import annotations

from game.engine import Observation
from game.engine.cards import CARDS, FOLLOW_MASK, SUIT_NAMES, SUIT_OF, TRUMP_MASK, TRUMPS_ABOVE
from game.engine.tricks import winner_index

from .evaluate import describe_cards
from .memory import CardMemory
from .play import PLAIN_ABOVE, beaters, later_seats, our_seats, strength


def _name(card: int) -> str:
    return CARDS[card].symbol()


class TableFacts:
    """What one seat can see and infer about the trick in progress and its own hand."""

    def __init__(self, obs: Observation, mem: CardMemory | None = None) -> None:
        self.obs = obs
        self.mem = mem if mem is not None else CardMemory(obs)
        self.trump = obs.trump
        self.trick = list(obs.trick)
        self.seats = obs.trick_seats()
        self.ours = our_seats(obs)
        self.later = later_seats(obs)
        self.hand = [int(c) for c in obs.hand]
        self.legal = [a for a in obs.legal_actions if a < 52]

    # ------------------------------------------------------------------ kinds

    def is_trump(self, card: int) -> bool:
        return bool((TRUMP_MASK[self.trump] >> card) & 1)

    def kind_mask(self, card: int) -> int:
        """The cards of ``card``'s kind: every trump, or the plain cards of its suit."""
        mask: int = TRUMP_MASK[self.trump] if self.is_trump(card) else FOLLOW_MASK[self.trump][SUIT_OF[card]]
        return mask

    def kind(self, card: int, plural: bool = False) -> str:
        """``trump`` / ``spade`` (``trumps`` / ``spades``)."""
        if self.is_trump(card):
            return "trumps" if plural else "trump"
        name = SUIT_NAMES[SUIT_OF[card]]
        return name if plural else name[:-1]

    def higher_of_kind(self, card: int) -> int:
        above: int = TRUMPS_ABOVE[self.trump][card] if self.is_trump(card) else \
            PLAIN_ABOVE[card] & FOLLOW_MASK[self.trump][SUIT_OF[card]]
        return above

    def held_of_kind(self, card: int) -> list[int]:
        """This seat's cards of ``card``'s kind (``card`` included), lowest first."""
        mask = self.kind_mask(card)
        return sorted((c for c in self.hand if (mask >> c) & 1), key=lambda c: strength(c, self.trump))

    # ------------------------------------------------------------------ facts

    def best_left(self, card: int) -> bool:
        """No higher card of its kind is unseen or held: the highest of its kind still to be played."""
        return not self.higher_of_kind(card) & (self.mem.unseen | self.mem.mine)

    def none_higher_out(self, card: int) -> bool:
        """No other seat can hold a higher card of its kind (this seat may)."""
        return not self.higher_of_kind(card) & self.mem.unseen

    def wins_so_far(self, card: int) -> bool:
        """Played now, ``card`` beats every card already in the trick."""
        return not self.trick or winner_index(self.trick + [card], self.trump) == len(self.trick)

    def may_beat(self, seats: list[int], card: int) -> bool:
        """Some of ``seats`` may hold a card that beats ``card`` (once ``card`` leads the trick)."""
        beat = beaters(card, self.trump)
        return any(self.mem.possible(s) & beat or self.mem.known_held[s] & beat for s in seats)

    def sure_winner(self, card: int) -> bool:
        """``card`` takes the trick whatever the seats still to play hold."""
        return self.wins_so_far(card) and not self.may_beat(self.later, card)

    def opponents_may_hold_trumps(self) -> bool:
        tmask = TRUMP_MASK[self.trump]
        return any(self.mem.possible(s) & tmask or self.mem.known_held[s] & tmask
                   for s in range(self.obs.players) if s not in self.ours and self.obs.active[s])

    def their(self) -> str:
        """``the other side's`` or, each for themself, ``the others'``."""
        return "the other side's" if self.obs.rules.partnerships else "the others'"

    def stake(self) -> str:
        """What taking this trick does to the contract, when it decides it (fixed partnerships
        only: a cutthroat defender cannot count the bidder's unknown partner's tricks)."""
        obs = self.obs
        rules = obs.rules
        if not rules.auction or not rules.partnerships or obs.bidder < 0:
            return ""
        side = rules.side_of(obs.bidder)
        taken = 5 * sum(obs.tricks_won[s] for s in range(obs.players) if rules.side_of(s) == side)
        left = 5 - len(obs.tricks)             # this trick included
        ours = side == obs.my_side
        if obs.bid == 60:
            if taken != 5 * len(obs.tricks):
                return ""
            return "your side needs every trick" if ours else "that sets the bidder"
        if ours and taken < obs.bid <= taken + 5:
            return "that makes your bid"
        if taken + 5 * (left - 1) + 5 < obs.bid <= taken + 5 * left + 5:   # + 5: the highest trump's bonus
            return "your side needs this trick" if ours else "that sets the bidder"
        return ""


def play_reason(obs: Observation, card: int, mem: CardMemory | None = None) -> str:
    """The reason for playing ``card`` now (a legal card), as a clause: ``it wins the trick``."""
    facts = TableFacts(obs, mem)
    if card not in facts.legal:
        raise ValueError(f"the {_name(card)} may not be played now")
    if not facts.trick:
        return lead_reason(facts, card)
    return follow_reason(facts, card)


def _with_stake(facts: TableFacts, clause: str) -> str:
    stake = facts.stake()
    return f"{clause}; {stake}" if stake else clause


def lead_reason(f: TableFacts, card: int) -> str:
    """Why lead ``card``: a sure winner, the top of its suit, a trump for partner, a low card."""
    obs = f.obs
    kind, kinds = f.kind(card), f.kind(card, plural=True)
    held = f.held_of_kind(card)
    others = [c for c in held if c != card]
    higher_held = [c for c in others if strength(c, f.trump) > strength(card, f.trump)]
    if f.sure_winner(card):
        if f.is_trump(card) and f.opponents_may_hold_trumps():
            top = "it is the best trump left" if f.best_left(card) else "no one else holds a higher trump"
            return _with_stake(f, f"{top}, so it wins and pulls {f.their()} trumps")
        return _with_stake(f, "no one can beat it, so it wins the trick")
    if f.is_trump(card):
        partners = [s for s in f.ours if s != obs.seat]
        if obs.bidder in partners and obs.rules.partnerships:
            return "a trump lead helps your partner, the bidder, pull the other side's trumps"
        if f.opponents_may_hold_trumps():
            if higher_held and held[0] == card:
                return f"your lowest trump pulls trumps and keeps your {_name(higher_held[-1])} for later"
            return f"leading trumps pulls {f.their()} trumps"
    else:
        if f.none_higher_out(card):
            if f.best_left(card):
                return f"it is the highest {kind} left, so only a trump can beat it"
            return f"no one else holds a higher {kind}, so only a trump can beat it"
        suit_mask = f.kind_mask(card)
        for p in f.ours:
            if p != obs.seat and obs.active[p] and f.mem.cant_hold[p] & suit_mask == suit_mask \
                    and not f.mem.out_of_trumps(p):
                return f"your partner has shown no {kinds} and may trump it"
        has_trump = any(f.is_trump(c) for c in f.hand)
        if not others and has_trump:
            return f"it is your only {kind}, so you can trump {kinds} after it"
    if higher_held and held[0] == card:
        return f"it is your lowest {kind} and keeps your {_name(higher_held[-1])} for later"
    if higher_held:
        return f"it keeps your {_name(higher_held[-1])} back for later"
    if not others:
        return f"it is your only {kind}"
    return f"it is your highest {kind}, and it may force out a higher one"


def follow_reason(f: TableFacts, card: int) -> str:
    """Why play ``card`` to the trick in progress."""
    trump = f.trump
    best_i = winner_index(f.trick, trump)
    best, best_seat = f.trick[best_i], f.seats[best_i]
    partner_winning = best_seat in f.ours
    later_opponents = [s for s in f.later if s not in f.ours]
    if f.wins_so_far(card):
        if partner_winning:
            threatened = f.may_beat(later_opponents, best)
            if f.sure_winner(card):
                if threatened:
                    return _with_stake(f, f"no one can beat it, while a later player may beat your "
                                          f"partner's {_name(best)}")
                return "it wins the trick, so you lead the next one"
            if threatened:
                return f"it is harder to beat than your partner's {_name(best)}, which a later player may beat"
            return f"it beats your partner's {_name(best)}, so you would lead the next trick"
        beats = f"it trumps the {_name(best)}" if f.is_trump(card) and not f.is_trump(best) \
            else f"it beats the {_name(best)}"
        if f.sure_winner(card):
            if not f.later:
                return _with_stake(f, f"{beats} and takes the trick")
            return _with_stake(f, f"{beats}, and no one still to play can beat it")
        cheaper = [x for x in f.legal if x != card and f.wins_so_far(x) and strength(x, trump) < strength(card, trump)]
        if not cheaper:
            return f"{beats}, and it is your lowest card that does"
        return f"{beats} and is harder to overtake than your {_name(min(cheaper, key=lambda x: strength(x, trump)))}"
    led = f.trick[0]
    kept_trumps = [c for c in f.hand if f.is_trump(c)]
    if f.is_trump(led) and not f.is_trump(card) and kept_trumps:
        kept = describe_cards(sorted(kept_trumps, key=lambda c: -strength(c, trump)))
        return f"the renege privilege lets you keep back your {kept} on this trump lead"
    stronger = sorted((c for c in f.hand if c != card and strength(c, trump) > strength(card, trump)),
                      key=lambda c: strength(c, trump))
    if partner_winning:
        holds = "wins" if not f.may_beat(later_opponents, best) else "is winning"
        keep = f", so save your {_name(stronger[-1])} for later" if stronger else ""
        return f"your partner's {_name(best)} {holds} the trick{keep}"
    winners = [x for x in f.legal if f.wins_so_far(x)]
    if winners:
        saved = max(winners, key=lambda c: strength(c, trump))
        return f"it lets the {_name(best)} have this trick and keeps your {_name(saved)} for a later one"
    kind = f.kind(card)
    held = f.held_of_kind(card)
    led_mask = f.kind_mask(led)
    if (led_mask >> card) & 1:
        if all(strength(card, trump) <= strength(x, trump) for x in f.legal if (led_mask >> x) & 1):
            return f"you cannot beat the {_name(best)}, so follow with your lowest {kind}"
        return f"you cannot beat the {_name(best)} with any card"
    if held[0] == card and len(held) > 1:
        return f"you cannot beat the {_name(best)}; it is your lowest {kind}"
    if len(held) == 1 and any(f.is_trump(c) for c in f.hand) and not f.is_trump(card):
        return f"you cannot beat the {_name(best)}; it leaves you free to trump {f.kind(card, plural=True)}"
    return f"you cannot beat the {_name(best)} with any card"
