"""Card memory: what one seat can know or infer from its observation alone.

Every card played is remembered (``easy`` may forget some), and each play that breaks
suit is read for voids.  Plain suit led and not followed proves the player has none of
that suit; trump led and not followed proves only that the player holds no trump that
had to be played: the renege privilege lets the 5, the J of trump and the A♥ stay in
hand when the card led (or, in that variant, the highest trump so far) is lower.
"""

from __future__ import annotations

import random

from game.engine import Observation, Phase, Trick
from game.engine.cards import (
    FIVE_OF,
    FOLLOW_MASK,
    PRIVILEGED_MASK,
    SUIT_OF,
    TRUMP_MASK,
    TRUMP_RANK,
    TRUMPS_ABOVE,
    mask_of,
)
from game.engine.tricks import winner_index

FULL_DECK = (1 << 52) - 1
KEPT_TRUMP_SHARE = 0.8   # a card kept in the draw is a trump this often (the rest are kings)


class CardMemory:
    """Cards seen, voids shown and a rough count of each other player's trumps."""

    __slots__ = ("seat", "trump", "players", "mine", "played", "dead", "unseen", "cant_hold",
                 "known_held", "hand_size", "played_by", "expected_trumps", "voids",
                 "trumpless_hints", "trump_mask", "_possible")

    def __init__(self, obs: Observation, recall: float = 1.0, rng: random.Random | None = None,
                 infer_voids: bool = True) -> None:
        n = obs.rules.players
        self.seat = obs.seat
        self.players = n
        self.trump = obs.trump
        self.trump_mask = TRUMP_MASK[obs.trump] if obs.trump >= 0 else 0
        self._possible: list[int] = [-1] * n
        self.mine = mask_of(obs.hand)
        self.cant_hold = [0] * n
        self.known_held = [0] * n
        self.played_by = [0] * n
        self.voids: list[tuple[int, int]] = []      # (seat, suit); suit 4 = out of trumps
        self.trumpless_hints = [False] * n          # declined to ruff an opponent's trick
        dead = mask_of(obs.my_discards)
        if obs.turn_up >= 0:
            if obs.robbed_by < 0:
                dead |= 1 << obs.turn_up           # turned up and not robbed: never in a hand
            elif obs.robbed_by != obs.seat:
                self.known_held[obs.robbed_by] |= 1 << obs.turn_up
        self.dead = dead & ~self.mine
        played = 0
        forget = recall < 1.0 and rng is not None
        tricks = list(obs.finished_tricks)
        if obs.trick:
            tricks.append(Trick(obs.trick_leader, obs.trick_plays))
        last = len(tricks) - 1
        for index, trick in enumerate(tricks):
            seats, cards = trick.seats, trick.cards
            for seat, card in trick.plays:
                self.played_by[seat] |= 1 << card
                if forget and rng is not None and index != last and seat != obs.seat and rng.random() > recall:
                    continue  # a slip of memory: this card is treated as still out
                played |= 1 << card
            if infer_voids and self.trump >= 0:
                self._read_voids(obs, seats, cards)
        self.played = played
        for seat in range(n):
            self.known_held[seat] &= ~played
        self.unseen = FULL_DECK & ~self.mine & ~played & ~self.dead
        called = obs.called_card
        if called >= 0:
            for seat in range(n):
                self.cant_hold[seat] &= ~(1 << called)  # the called card bends the follow rules
            if obs.partner >= 0 and obs.partner != obs.seat and (self.unseen >> called) & 1:
                self.known_held[obs.partner] |= 1 << called
        self.hand_size = [0] * n
        for seat in range(n):
            if obs.active[seat] and obs.phase == Phase.PLAY:
                self.hand_size[seat] = 5 - bin(self.played_by[seat]).count("1")
            elif obs.active[seat]:
                self.hand_size[seat] = 5
        self.expected_trumps = self._estimate_trumps(obs)

    def for_hand(self, obs: Observation, hand: int) -> CardMemory:
        """This memory for the same seat holding ``hand`` (a mask) instead: the public part
        is shared, the rest worked out again.  ``obs`` is the observation it was built from;
        built with no hand, it serves every guess at the seat's cards cheaply."""
        other = CardMemory.__new__(CardMemory)
        for name in CardMemory.__slots__:
            setattr(other, name, getattr(self, name))
        other.mine = self.mine | hand
        other.dead = self.dead & ~hand
        other.unseen = self.unseen & ~hand
        other._possible = [-1] * self.players
        other.expected_trumps = other._estimate_trumps(obs)
        return other

    # ------------------------------------------------------------------ inference

    def _read_voids(self, obs: Observation, seats: tuple[int, ...], cards: tuple[int, ...]) -> None:
        trump = self.trump
        tmask = self.trump_mask
        led = cards[0]
        if (tmask >> led) & 1:
            renege = obs.rules.renege
            privileged = (1 << FIVE_OF[trump]) if renege == "five-only" else PRIVILEGED_MASK[trump]
            ranks = TRUMP_RANK[trump]
            reference = led
            for i in range(1, len(cards)):
                card = cards[i]
                if not (tmask >> card) & 1:
                    may_keep = privileged & TRUMPS_ABOVE[trump][reference]
                    self.cant_hold[seats[i]] |= tmask & ~may_keep
                    self.voids.append((seats[i], 4))
                elif renege == "highest" and ranks[card] > ranks[reference]:
                    reference = card
            return
        suit = SUIT_OF[led]
        follow = FOLLOW_MASK[trump][suit]
        for i in range(1, len(cards)):
            card = cards[i]
            if (follow >> card) & 1 or (tmask >> card) & 1:
                continue
            self.cant_hold[seats[i]] |= follow
            self.voids.append((seats[i], suit))
            winning_seat = seats[winner_index(cards[:i], trump)]
            if obs.rules.side_of(winning_seat) != obs.rules.side_of(seats[i]):
                self.trumpless_hints[seats[i]] = True

    def _estimate_trumps(self, obs: Observation) -> list[float]:
        """Expected trumps in each other hand: kept cards are mostly trumps, drawn ones are not."""
        n = self.players
        out = [0.0] * n
        if self.trump < 0:
            return out
        tmask = self.trump_mask
        unseen_trumps = (self.unseen & tmask).bit_count()
        density = unseen_trumps / max(1, self.unseen.bit_count())
        drew = obs.rules.draw and obs.phase == Phase.PLAY
        for seat in range(n):
            if seat == obs.seat or not obs.active[seat]:
                continue
            size = self.hand_size[seat]
            if drew:
                discarded = obs.discard_counts[seat]
                start = (5 - discarded) * KEPT_TRUMP_SHARE + discarded * density
            else:
                start = 5 * density
            trumps_played = (self.played_by[seat] & tmask).bit_count()
            guess = max(start - trumps_played, 0.25 * size * density)
            if self.trumpless_hints[seat]:
                guess *= 0.4
            possible = (self.unseen & tmask & ~self.cant_hold[seat]).bit_count()
            known = (self.known_held[seat] & tmask).bit_count()
            # a void shown on a trump lead leaves only privileged trumps: maybe, not surely, held
            out[seat] = max(float(known), min(guess, float(size), 0.5 * possible))
        total = sum(out)
        if total > unseen_trumps > 0:
            scale = unseen_trumps / total
            out = [max(v * scale, (self.known_held[s] & tmask).bit_count()) for s, v in enumerate(out)]
        return out

    # ------------------------------------------------------------------ questions

    def possible(self, seat: int) -> int:
        """Cards ``seat`` might hold as far as this seat can tell."""
        cached = self._possible[seat]
        if cached >= 0:
            return cached
        others_known = 0
        for s in range(self.players):
            if s != seat:
                others_known |= self.known_held[s]
        result = self.unseen & ~self.cant_hold[seat] & ~others_known
        self._possible[seat] = result
        return result

    def p_holds_any(self, seat: int, mask: int) -> float:
        """Chance that ``seat`` holds at least one card of ``mask`` (a rough, fast estimate).

        Cards are taken as independent: trumps share the seat's expected trump count, plain
        cards the rest of its hand.  (Weighting the 5 towards the bidder, who holds it three
        times in four, measured no better in the arena, so the model stays simple.)
        """
        if mask & self.known_held[seat]:
            return 1.0
        possible = self.possible(seat) & ~self.known_held[seat]
        wanted = mask & possible
        if not wanted or self.hand_size[seat] <= 0:
            return 0.0
        tmask = self.trump_mask
        known = self.known_held[seat]
        size = self.hand_size[seat] - known.bit_count()
        trumps_exp = max(0.0, self.expected_trumps[seat] - (known & tmask).bit_count())
        plain_exp = max(0.0, size - trumps_exp)
        miss = 1.0
        kt = (wanted & tmask).bit_count()
        if kt:
            pool = (possible & tmask).bit_count()
            miss *= (1.0 - min(1.0, trumps_exp / pool)) ** kt
        kp = (wanted & ~tmask).bit_count()
        if kp:
            pool = (possible & ~tmask).bit_count()
            miss *= (1.0 - min(1.0, plain_exp / pool)) ** kp
        return 1.0 - miss

    def higher_trumps_out(self, card: int) -> int:
        """Trumps above ``card`` that someone else may still play."""
        return TRUMPS_ABOVE[self.trump][card] & self.unseen

    def is_boss_trump(self, card: int) -> bool:
        return not self.higher_trumps_out(card)

    def trumps_out(self) -> int:
        return self.unseen & self.trump_mask

    def out_of_trumps(self, seat: int) -> bool:
        """Proven (or as good as proven) to hold no trump."""
        return not (self.possible(seat) & self.trump_mask) and not (self.known_held[seat] & self.trump_mask)
