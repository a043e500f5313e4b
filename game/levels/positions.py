"""Build a real ``GameState`` for a drill position through the engine.

A drill says what matters (the deciding seat's hand, the auction so far, the cards already
played); everything else is filled in deterministically.  The position is then *reached*:
a deck is stacked so the deal gives those hands, and the auction, trump, kitty, draw and
plays are applied as actions, so the engine itself vouches that the position is legal.

``hands`` are the cards each seat holds when the decision comes (a bidder's kitty is listed
apart in ``kitty``).  Play positions assume every seat stood pat in the draw; draw
positions may list the discards of the seats that drew earlier in ``draw`` (for those
seats ``hands``, if given, is the hand before their discard).
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Iterable
from dataclasses import dataclass, field

from game.engine import (
    CHANCE,
    KITTY,
    TURN_UP,
    Card,
    GameState,
    IllegalActionError,
    RuleSet,
    deal_batches,
    first_leader,
    seat_order,
)
from game.engine import actions as A
from game.engine.cards import ACE, FOLLOW_MASK, SUIT_LETTERS, SUIT_OF, TRUMP_MASK, cards_of, mask_of
from game.engine.tricks import winner_index

PHASES = ("auction", "trump", "call", "kitty_choice", "kitty_discard", "draw", "rob", "play")


class PositionError(ValueError):
    """A position the engine cannot reach; ``key`` is the drill key at fault (``auction[2]``)."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key


@dataclass(frozen=True)
class Position:
    """Everything needed to reach one decision (see the module docstring)."""

    rules: RuleSet
    seat: int
    phase: str
    dealer: int = 0
    hands: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    kitty: tuple[Card, ...] = ()
    turn_up: Card | None = None
    trump: int | None = None
    auction: tuple[str, ...] = ()
    call: str | None = None
    kitty_discard: str | None = None
    rob: str | None = None
    draw: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    tricks: tuple[tuple[Card, ...], ...] = ()
    trick: tuple[Card, ...] = ()
    leader: int | None = None
    scores: tuple[int, ...] | None = None
    seed_text: str = ""


def build_position(pos: Position) -> GameState:
    """The ``GameState`` at the position's decision, or ``PositionError`` saying why not."""
    if pos.phase not in PHASES:
        raise PositionError("phase", f"unknown phase {pos.phase!r} (expected one of {', '.join(PHASES)})")
    if not 0 <= pos.seat < pos.rules.players:
        raise PositionError("seat", f"seat {pos.seat} is not at a {pos.rules.players}-player table")
    if not 0 <= pos.dealer < pos.rules.players:
        raise PositionError("dealer", f"seat {pos.dealer} is not at a {pos.rules.players}-player table")
    if pos.scores is not None and len(pos.scores) != pos.rules.side_count:
        raise PositionError("scores", f"give {pos.rules.side_count} scores, one per side, not {len(pos.scores)}")
    trump = pos.trump if pos.trump is not None else (SUIT_OF[pos.turn_up] if pos.turn_up is not None else None)
    if pos.turn_up is not None and pos.trump is not None and SUIT_OF[pos.turn_up] != pos.trump:
        raise PositionError("trump", f"the turn-up {pos.turn_up} makes {SUIT_LETTERS[SUIT_OF[pos.turn_up]]} trump")
    plays = [c for t in pos.tricks for c in t] + list(pos.trick)
    if plays and trump is None:
        raise PositionError("trump", "missing: cards have been played, so trump must be known")
    seats = _play_seats(pos, trump) if plays and trump is not None else []
    deck = _stack_deck(pos, trump, seats)
    state = _fresh_state(pos)
    state.apply(A.dealer(pos.dealer))
    state.apply(A.deal_action(deck))
    _drive(state, pos, plays)
    _check_reached(state, pos)
    return state


def _fresh_state(pos: Position) -> GameState:
    """A new game with the drill's scores (they decide the 100+ minimum and "60 for 120")."""
    return GameState(pos.rules, seed=0, scores=pos.scores)


def _bidder(pos: Position) -> int:
    """Who wins the auction (it depends on the calls alone, so any deck will do)."""
    if not pos.rules.auction:
        return -1
    scratch = _fresh_state(pos)
    scratch.apply(A.dealer(pos.dealer))
    scratch.apply(A.deal_action(list(range(52))))
    for i, call in enumerate(pos.auction):
        _apply(scratch, call, f"auction[{i}]")
    if scratch.phase == "auction":
        raise PositionError("auction", f"the auction is not over: seat {scratch.current_player} still has to call")
    if scratch.bidder < 0:
        raise PositionError("auction", "everyone passed and these rules redeal: no hand is played")
    return scratch.bidder


def _play_seats(pos: Position, trump: int) -> list[int]:
    """The seat that plays each listed card, following leads and trick winners."""
    rules = pos.rules
    n = rules.players
    everyone = (True,) * n    # a drill is dealt to a full table
    leader = first_leader(rules, pos.dealer, _bidder(pos), everyone)
    seats: list[int] = []
    for number, cards in enumerate(pos.tricks):
        if len(cards) != n:
            raise PositionError(f"tricks[{number}]", f"a finished trick has {n} cards, not {len(cards)}")
        trick_seats = seat_order(leader, everyone)
        seats += trick_seats
        leader = trick_seats[winner_index(list(cards), trump)]
    if len(pos.trick) >= n:
        raise PositionError("trick", f"the trick in progress must have fewer than {n} cards")
    if pos.leader is not None and pos.leader != leader:
        raise PositionError("leader", f"seat {leader} leads this trick, not seat {pos.leader}")
    return seats + seat_order(leader, everyone, len(pos.trick))


def _stack_deck(pos: Position, trump: int | None, play_seats: list[int]) -> list[int]:
    """A deck whose deal gives every seat its cards (known ones first, then filler)."""
    rules = pos.rules
    n = rules.players
    owner: dict[int, str] = {}

    def claim(cards: Iterable[int], where: str) -> None:
        for card in cards:
            if card in owner:
                raise PositionError(where, f"{card} is also in {owner[card]}")
            owner[card] = where

    dealt: dict[int, list[int]] = {s: [] for s in range(n)}
    for seat, cards in sorted(pos.hands.items()):
        if not 0 <= seat < n:
            raise PositionError(f"hands.{seat}", f"seat {seat} is not at a {n}-player table")
        claim(cards, f"hands.{seat}")
        dealt[seat] += cards
    for seat, cards in sorted(pos.draw.items()):
        if not 0 <= seat < n:
            raise PositionError(f"draw.{seat}", f"seat {seat} is not at a {n}-player table")
        extra = [c for c in cards if c not in dealt[seat]]
        claim(extra, f"draw.{seat}")        # discards of a seat whose hand is not given
        dealt[seat] += extra
    claim(pos.kitty, "kitty")
    plays = [c for t in pos.tricks for c in t] + list(pos.trick)
    avoid = {s: 0 for s in range(n)}
    for i, (card, seat) in enumerate(zip(plays, play_seats, strict=True)):
        trick_no, place = divmod(i, n)
        claim([card], f"tricks[{trick_no}]" if trick_no < len(pos.tricks) else "trick")
        dealt[seat].append(card)
        led = plays[trick_no * n]
        if place:
            avoid[seat] |= _void_mask(card, led, trump)
    if pos.turn_up is not None:
        claim([pos.turn_up], "turn_up")
    for seat, seat_cards in dealt.items():
        if len(seat_cards) > 5:
            raise PositionError(f"hands.{seat}", f"seat {seat} would be dealt {len(seat_cards)} cards "
                                "(its hand plus the cards it played); five is a hand")
    if rules.kitty_size and len(pos.kitty) > rules.kitty_size:
        raise PositionError("kitty", f"the kitty holds {rules.kitty_size} cards, not {len(pos.kitty)}")
    rng = random.Random(zlib.crc32(pos.seed_text.encode("utf-8")))
    pool = [c for c in range(52) if c not in owner]
    rng.shuffle(pool)
    turn_up: int | None = pos.turn_up
    if rules.turn_up and turn_up is None:
        turn_up = next((c for c in pool if (trump is None or SUIT_OF[c] == trump) and c % 13 != ACE), None)
        if turn_up is None:
            raise PositionError("turn_up", "no card is left to turn up for trump: give turn_up")
        pool.remove(turn_up)
    never = (1 << (SUIT_OF[turn_up] * 13 + ACE)) if rules.rob_turnup and turn_up is not None else 0
    for seat in range(n):
        while len(dealt[seat]) < 5:
            fits = next((c for c in pool if not ((avoid[seat] | never) >> c) & 1), None)
            filler = pool[0] if fits is None else fits
            pool.remove(filler)
            dealt[seat].append(filler)
    kitty = list(pos.kitty) + pool[:rules.kitty_size - len(pos.kitty)]
    pool = pool[rules.kitty_size - len(pos.kitty):]
    return _deal_order(pos, dealt, kitty, turn_up) + pool


def _void_mask(card: int, led: int, trump: int | None) -> int:
    """Cards a seat cannot still hold after playing ``card`` to a trick led by ``led``."""
    if trump is None:
        return 0
    trumps = TRUMP_MASK[trump]
    if (trumps >> card) & 1:
        return 0
    if (trumps >> led) & 1:
        return trumps
    if SUIT_OF[card] != SUIT_OF[led]:
        return FOLLOW_MASK[trump][SUIT_OF[led]]
    return 0


def _deal_order(pos: Position, dealt: dict[int, list[int]], kitty: list[int],
                turn_up: int | None) -> list[int]:
    """Lay the cards out in the order the preset's deal pattern hands them round."""
    n = pos.rules.players
    cards = {s: sorted(dealt[s]) for s in range(n)}
    taken = {s: 0 for s in range(n)}
    deck: list[int] = []
    kitty_at = 0
    for to, count in deal_batches(pos.rules, pos.dealer, (True,) * n):
        if to == KITTY:
            deck += kitty[kitty_at:kitty_at + count]
            kitty_at += count
        elif to == TURN_UP:
            if turn_up is None:
                raise PositionError("turn_up", "this table turns a card up for trump: give turn_up")
            deck.append(turn_up)
        else:
            deck += cards[to][taken[to]:taken[to] + count]
            taken[to] += count
    return deck


def _apply(state: GameState, action: str, key: str) -> None:
    try:
        state.apply(action)
    except (IllegalActionError, ValueError) as exc:
        who = f"seat {state.current_player}" if state.current_player >= 0 else "the table"
        raise PositionError(key, f"{action!r} by {who} is not legal here: {exc}") from None


def _drive(state: GameState, pos: Position, plays: list[Card]) -> None:
    """Apply the scripted and default actions until the drill's seat must decide."""
    auction = list(pos.auction)
    draws = dict(pos.draw)
    if pos.seat in draws and pos.phase == "draw":
        raise PositionError(f"draw.{pos.seat}", "the deciding seat's own discard is the question")
    target = PHASES.index(pos.phase)
    played = 0
    while True:
        phase = state.phase
        if phase == pos.phase and state.current_player == pos.seat and \
                not (phase == "auction" and auction) and not (phase == "play" and played < len(plays)):
            break
        if state.current_player == CHANCE or phase not in PHASES:
            raise PositionError("phase", f"the hand ended before seat {pos.seat} had to decide")
        if PHASES.index(phase) > target:
            raise PositionError("seat", f"the hand passed the {pos.phase} phase without seat {pos.seat} "
                                f"deciding (seat {state.current_player} is now in the {phase} phase)")
        seat = state.current_player
        if phase == "auction":
            if not auction:
                raise PositionError("auction", f"seat {seat} is next to call, not seat {pos.seat}: "
                                    "add its call")
            _apply(state, auction.pop(0), f"auction[{len(pos.auction) - len(auction) - 1}]")
        elif phase == "trump":
            if pos.trump is None:
                raise PositionError("trump", f"missing: the bidder (seat {seat}) names trump before the "
                                    f"{pos.phase} phase")
            _apply(state, A.to_text(A.trump(pos.trump)), "trump")
        elif phase == "call":
            _apply(state, pos.call or A.to_text(state.legal_actions()[0]), "call")
        elif phase == "kitty_choice":
            _apply(state, "kitty", "phase")
        elif phase == "kitty_discard":
            _apply(state, pos.kitty_discard or A.to_text(A.discard(cards_of(state.kitty))), "kitty_discard")
        elif phase == "draw":
            discard = draws.pop(seat, ())
            _apply(state, A.to_text(A.discard(discard)), f"draw.{seat}")
        elif phase == "rob":
            _apply(state, pos.rob or "pass", "rob")
        elif phase == "play":
            if played >= len(plays):
                raise PositionError("trick", f"after these cards seat {seat} is to play, not seat {pos.seat}")
            key = f"tricks[{played // pos.rules.players}]" if played < len(plays) - len(pos.trick) else "trick"
            _apply(state, f"play {plays[played]}", key)
            played += 1
    if draws:
        raise PositionError(f"draw.{min(draws)}", f"seat {min(draws)} draws after the drill's decision")
    if played < len(plays):
        raise PositionError("tricks" if pos.tricks else "trick",
                            f"cards are listed as played, but the decision comes in the {pos.phase} phase")


def _check_reached(state: GameState, pos: Position) -> None:
    """The deciding seat holds exactly the cards the drill shows."""
    expected = pos.hands.get(pos.seat)
    if expected is None:
        raise PositionError(f"hands.{pos.seat}", "missing: the deciding seat's hand must be given")
    want = mask_of(expected) | (mask_of(pos.kitty) if pos.phase == "kitty_discard" else 0)
    if pos.phase == "kitty_discard" and len(pos.kitty) != pos.rules.kitty_size:
        raise PositionError("kitty", f"give the {pos.rules.kitty_size} kitty cards the bidder picks up")
    held = state.hands[pos.seat]
    if held != want:
        shown = " ".join(map(str, cards_of(held)))
        raise PositionError(f"hands.{pos.seat}", f"seat {pos.seat} holds {shown} at the decision; "
                            f"list exactly those cards ({bin(want).count('1')} given)")
