"""Random play-outs straight on the engine's own rule functions, for search and benchmarks.

``Playouts._play_out_hand`` plays the current hand to its end choosing uniformly among the
legal actions, using the very same rule functions as ``GameState.apply`` (legal masks, the
phase methods, scoring) but without the protocol's per-call work (parsing, re-checking an
action the engine itself just listed, building action lists for card plays).
``tests/engine/test_rollout.py`` checks it takes exactly the path ``apply`` would.
"""

from __future__ import annotations

import random

from .actions import discard_of_trusted_mask
from .options import draw_limit, legal_before_play
from .phases import HandPhases
from .protocol import CHANCE, Phase

PLAY, DRAW, OVER = Phase.PLAY, Phase.DRAW, Phase.OVER  # module globals: Enum look-ups are slow


def _subset(hand: int, pick: int) -> int:
    """The cards of ``hand`` (lowest first) chosen by the set bits of ``pick``."""
    chosen = 0
    while pick:
        low = hand & -hand
        if pick & 1:
            chosen |= low
        hand ^= low
        pick >>= 1
    return chosen


class Playouts(HandPhases):
    """Finishing a hand, or a game, at random (the play-outs of search)."""

    __slots__ = ()   # the fields are StateFields' slots

    def _chance_step(self) -> None:
        """Take the chance step due now from the game's generator (``GameState`` defines it:
        chance goes through the protocol, so a seed deals the same cards either way)."""
        raise NotImplementedError

    def _play_out_hand(self, rng: random.Random) -> None:
        """Finish the current hand (and deal it first if it is dealing time) at random."""
        rand = rng.random
        if self.current_player == CHANCE and self.phase is not OVER:
            self._chance_step()
        start = self.hand_number
        history = self.history
        while self.hand_number == start and self.phase is not OVER:
            if self.current_player == CHANCE:
                return  # a redeal: the hand ended without play
            if self.phase is PLAY:
                self._play_out_tricks(rand, start)
                continue
            seat = self.current_player
            if self.phase is DRAW and not (self.called_card >= 0 and seat == self.partner) \
                    and draw_limit(self, seat) >= self.hands[seat].bit_count():
                # Every subset may go: legal_actions() lists them in binary order, so entry k
                # discards the cards picked by the bits of k.  Same choice, no list.
                pick = int(rand() * (1 << self.hands[seat].bit_count()))
                mask = _subset(self.hands[seat], pick)
                action = discard_of_trusted_mask(mask)
                history.append(action)
                self.actions_this_hand.append((seat, action))
                self._discard_and_draw(mask)
                continue
            legal = legal_before_play(self)
            chosen = legal[int(rand() * len(legal))]
            history.append(chosen)
            self.actions_this_hand.append((seat, chosen))
            self._apply_before_play(chosen)

    def _play_out_game(self, rng: random.Random, max_hands: int = 200) -> int:
        """Play the rest of the game by ``play_out_hand``; the number of hands played."""
        while self.phase is not OVER and self.hand_number < max_hands:
            self._play_out_hand(rng)
        return self.hand_number


def play_out_hand(state: Playouts, rng: random.Random) -> None:
    """Finish ``state``'s current hand at random (``Playouts._play_out_hand``)."""
    state._play_out_hand(rng)


def random_hands_per_game(state: Playouts, rng: random.Random, max_hands: int = 200) -> int:
    """Play a whole game by ``play_out_hand``; the number of hands played."""
    return state._play_out_game(rng, max_hands)
