"""The card play and the end of a hand: tricks, the score, the next dealer or the winner.

``TrickPlay`` is the part of ``GameState`` that owns the play's fields and the game's
score (see ``fields.FIELD_OWNERS``).  Cards are bit positions in per-seat masks, so a
legal play is a mask look-up (``tricks.legal_mask``) and a trick's winner a table look-up:
this is the engine's hot path, for the protocol and for search's random play-outs alike.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .actions import PLAYS
from .cards import CARDS, TRUMP_RANK
from .checks import SeatError, describe
from .fields import StateFields
from .protocol import CHANCE, TERMINAL, IllegalActionError, Phase
from .scoring import HandScore, decide_winner, hand_score
from .seats import next_seats
from .tricks import explain_illegal, legal_mask, winner_index
from .wording import side_label

PLAY, OVER, DEAL = Phase.PLAY, Phase.OVER, Phase.DEAL   # module globals: Enum look-ups are slow


class TrickPlay(StateFields):
    """Five tricks, then the hand's score and what comes next."""

    __slots__ = ()   # the fields are StateFields' slots

    def _play_mask(self) -> int:
        """The current player's legal cards as a bitmask."""
        seat = self.current_player
        hand = self.hands[seat]
        called = self.called_card
        if called >= 0 and seat == self.partner and (hand >> called) & 1:
            # cutthroat: "its holder must play it on the 2nd trick"
            if len(self.tricks) == 1:
                return 1 << called
            if len(self.tricks) == 0 and hand != 1 << called:
                hand_without = hand & ~(1 << called)
                return legal_mask(hand_without, self.trick, self.trump, self.rules.renege) or hand_without
        return legal_mask(hand, self.trick, self.trump, self.rules.renege)

    def _reject_play(self, action: int) -> IllegalActionError:
        """Why the current player may not play ``action`` (a card index), as the error to raise."""
        seat = self.current_player
        hand = self.hands[seat]
        card = CARDS[action]
        if not (hand >> action) & 1:
            return IllegalActionError(f"You do not hold the {card.symbol()}.", "not in hand")
        if self.called_card >= 0 and seat == self.partner:
            called = CARDS[self.called_card]
            if len(self.tricks) == 1:
                return IllegalActionError(f"The {called.symbol()} was called: its holder must play it "
                                          f"on the second trick.", "called card")
            if action == self.called_card:
                return IllegalActionError(f"The {called.symbol()} was called: keep it for the second "
                                          f"trick.", "called card")
        return IllegalActionError(explain_illegal(action, hand, self.trick, self.trump, self.rules.renege),
                                  "follow")

    def _play(self, card: int) -> None:
        """The current player plays ``card`` (already checked)."""
        self._legal_mask_cache = -1
        seat = self.current_player
        self.hands[seat] ^= 1 << card
        trick = self.trick
        if not trick:
            self.leader = seat
        trick.append(card)
        self.trick_seats.append(seat)
        if card == self.called_card and self.partner >= 0:
            self.partner_revealed = True
        if len(trick) < self._seats_in_play:
            self.current_player = self._next_seat[seat]
            return
        win_seat = self.trick_seats[winner_index(trick, self.trump)]
        tricks = self.tricks
        tricks.append((self.leader, tuple(trick), win_seat))
        self.tricks_seats.append(tuple(self.trick_seats))
        self.tricks_won[win_seat] += 1
        self.trick = []
        self.trick_seats = []
        if len(tricks) == 5:
            self._finish_hand()
        else:
            self.current_player = win_seat

    def _play_out_tricks(self, rand: Callable[[], float], start: int) -> None:
        """The rest of the play at random: the k-th legal card, k uniform, as
        ``legal_actions()[k]`` would give (search's play-outs; ``rollout``)."""
        history = self.history
        acts = self.actions_this_hand
        hands = self.hands
        trump = self.trump
        renege = self.rules.renege
        plain = self.called_card < 0
        next_seat = self._next_seat
        last = self._seats_in_play - 1
        play = self._play
        plays = PLAYS
        self._legal_mask_cache = -1   # each card below changes the legal plays (``_play`` says so too)
        while self.phase is PLAY and self.hand_number == start:
            seat = self.current_player
            trick = self.trick
            if not plain:
                mask = self._play_mask()
            elif trick:
                mask = legal_mask(hands[seat], trick, trump, renege)
            else:
                mask = hands[seat]   # a lead: any card
            k = int(rand() * mask.bit_count())
            while k:
                mask &= mask - 1
                k -= 1
            card = (mask & -mask).bit_length() - 1
            action = plays[card]
            history.append(action)
            acts.append((seat, action))
            if plain and len(trick) < last:
                # A card that does not finish the trick: exactly _play's first steps.
                hands[seat] ^= 1 << card
                if not trick:
                    self.leader = seat
                trick.append(card)
                self.trick_seats.append(seat)
                self.current_player = next_seat[seat]
            else:
                play(card)

    def start_play(self, leader: int) -> None:
        """The play begins, ``leader`` (an active seat) to lead."""
        if leader.__class__ is not int or not 0 <= leader < self.rules.players or not self.active[leader]:
            raise SeatError(f"leader must be a seat in the game, not {describe(leader)}")
        key = tuple(self.active)
        if key != self._active_key:
            self._active_key = key
            self._next_seat_table = next_seats(self.active)
        self._seats_in_play = sum(self.active)
        self._next_seat = self._next_seat_table
        self.hands_at_lead = list(self.hands)
        self.phase = PLAY
        self._legal_mask_cache = -1
        self.current_player = leader

    # ------------------------------------------------------------------ hand end

    def high_trump_seat(self) -> int:
        """Who took the highest trump played this hand (-1: none was played)."""
        ranks = TRUMP_RANK[self.trump]
        best, seat = 0, -1
        for _, cards, winner in self.tricks:
            for c in cards:
                if ranks[c] > best:
                    best, seat = ranks[c], winner
        return seat

    def _finish_hand(self) -> None:
        rules = self.rules
        result = hand_score(rules, self.tricks_won, self.high_trump_seat(), self.bidder,
                            self.bid, self.partner)
        self.last_score = result
        for side, delta in enumerate(result.score_change):
            self.scores[side] += delta
        if result.ticked_side >= 0 and rules.ticks:
            self.ticks[result.ticked_side] += 1
            if self.ticks[result.ticked_side] >= rules.ticks:
                self.side_in_game[result.ticked_side] = False
                if not rules.partnerships:
                    self.active[result.ticked_side] = False
        if rules.announce_at:
            for side, score in enumerate(self.scores):
                if score >= rules.announce_at and side not in self._announced and score < rules.target:
                    self._announced.add(side)
                    self.announcements.append(f"{side_label(rules, side)} reached {rules.announce_at}")
        bidder_side = rules.seat_sides[self.bidder] if self.bidder >= 0 else -1
        self._close_hand(result, decide_winner(rules, self.scores, self.side_in_game, bidder_side))

    def _close_hand(self, score: HandScore | None, winner: int | None) -> None:
        """Record the hand (``score`` None: a redeal, nothing played), then the game is won
        or the deal passes to the left."""
        self._raw_records.append(self._capture_hand(score))
        self.hand_number += 1
        if winner is not None:
            self.winner_side = winner
            self.phase = OVER
            self.current_player = TERMINAL
            return
        self.dealer = self.next_active(self.dealer)
        self.phase = DEAL
        self.current_player = CHANCE

    def _capture_hand(self, score: HandScore | None) -> dict[str, Any]:
        """References to the finished hand's data (each hand gets fresh lists, so nothing here
        changes later); ``recording.build_record`` formats them when someone reads ``records``."""
        return {
            "rules": self.rules, "hand_number": self.hand_number, "dealer": self.dealer, "deck": self.deck,
            "auction": self.auction, "bidder": self.bidder, "bid": self.bid, "bagged": self.bagged,
            "trump": self.trump, "turn_up": self.turn_up, "robbed": self.robbed,
            "called_card": self.called_card, "partner": self.partner, "actions": self.actions_this_hand,
            "draw": self.discard_counts, "hands": self.hands_at_lead, "tricks": self.tricks, "score": score,
            "scores": list(self.scores), "ticks": list(self.ticks),
            "announcements": list(self.announcements),
        }

