"""Random play-outs straight on the engine's internals, for search and benchmarks.

``play_out_hand`` plays the current hand to its end choosing uniformly among the legal
actions, using the very same rule functions as ``GameState.apply`` (legal masks, the
phase functions, scoring) but without the protocol's per-call work (parsing, re-checking
an action the engine itself just listed, building action lists for card plays).
``tests/engine/test_rollout.py`` checks it takes exactly the path ``apply`` would.
"""

from __future__ import annotations

import random

from .actions import DISCARD_FLAG
from .phases import apply as apply_phase
from .phases import draw_limit, legal_actions
from .protocol import CHANCE, Phase
from .state import GameState
from .tricks import legal_mask

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


def play_out_hand(state: GameState, rng: random.Random) -> None:
    """Finish the current hand (and deal it first if it is dealing time) at random."""
    rand = rng.random
    if state.current_player == CHANCE and not state.is_terminal:
        state.apply(state.sample_chance())
    start = state.hand_number
    history = state.history
    while state.hand_number == start and state.phase is not OVER:
        if state.current_player == CHANCE:
            return  # a redeal: the hand ended without play
        if state.phase is PLAY:
            _play_out_tricks(state, rand, start)
            continue
        seat = state.current_player
        if state.phase is DRAW and not (state.called_card >= 0 and seat == state.partner) \
                and draw_limit(state, seat) >= state.hands[seat].bit_count():
            # Every subset may go: legal_actions() lists them in binary order, so entry k
            # discards the cards picked by the bits of k.  Same choice, no list.
            pick = int(rand() * (1 << state.hands[seat].bit_count()))
            action = DISCARD_FLAG | _subset(state.hands[seat], pick)
        else:
            legal = legal_actions(state)
            action = legal[int(rand() * len(legal))]
        history.append(action)
        state.actions_this_hand.append((seat, action))
        apply_phase(state, action)


def _play_out_tricks(state: GameState, rand, start: int) -> None:
    """The card play: the k-th legal card, k uniform, as ``legal_actions()[k]`` would give."""
    history = state.history
    acts = state.actions_this_hand
    hands = state.hands
    trump = state.trump
    renege = state.rules.renege
    plain = state.called_card < 0
    play = state._play
    next_seat = state._next_seat
    last = state._seats_in_play - 1
    while state.phase is PLAY and state.hand_number == start:
        seat = state.current_player
        trick = state.trick
        mask = legal_mask(hands[seat], trick, trump, renege) if plain else state._play_mask()
        k = int(rand() * mask.bit_count())
        while k:
            mask &= mask - 1
            k -= 1
        card = (mask & -mask).bit_length() - 1
        history.append(card)
        acts.append((seat, card))
        if plain and len(trick) < last:
            # A card that does not finish the trick: exactly GameState._play's first steps.
            state._legal_mask_cache = -1
            hands[seat] ^= 1 << card
            if not trick:
                state.leader = seat
            trick.append(card)
            state.trick_seats.append(seat)
            state.current_player = next_seat[seat]
        else:
            play(card)


def random_hands_per_game(state: GameState, rng: random.Random, max_hands: int = 200) -> int:
    """Play a whole game by ``play_out_hand``; the number of hands played."""
    while not state.is_terminal and state.hand_number < max_hands:
        play_out_hand(state, rng)
    return state.hand_number
