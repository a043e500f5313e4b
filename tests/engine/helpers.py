"""Shared fixtures for the engine tests: constructed deals, scripted hands, snapshots,
and an independent oracle of the docs/RULES.md tables.

The oracle is written from docs/RULES.md text, not from the engine's tables, so a
test that compares the two is a real second opinion.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

from game.engine import CHANCE, Card, GameState, RuleSet, preset
from game.engine import actions as A
from game.engine.fields import FIELD_NAMES

CardText = str | int

# ------------------------------------------------------------------ docs/RULES.md, literally

#: docs/RULES.md "Cards": trump ranks, highest first (the black row is written out for each suit).
RULES_TRUMP_ORDER: dict[str, str] = {
    "H": "5H JH AH KH QH 10H 9H 8H 7H 6H 4H 3H 2H",
    "D": "5D JD AH AD KD QD 10D 9D 8D 7D 6D 4D 3D 2D",
    "C": "5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C 10C",
    "S": "5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S 10S",
}
#: docs/RULES.md "Cards": plain (non-trump) suits, highest first; hearts has no ace off-trump.
RULES_PLAIN_ORDER: dict[str, str] = {
    "H": "KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H",
    "D": "KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D AD",
    "C": "KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C 10C",
    "S": "KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S 10S",
}
SUITS = "SHDC"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ALL_TEXT = [r + s for s in SUITS for r in RANKS]


def oracle_trumps(trump: str) -> list[str]:
    return RULES_TRUMP_ORDER[trump].split()


def oracle_plain(suit: str) -> list[str]:
    return RULES_PLAIN_ORDER[suit].split()


def text_of(card: CardText) -> str:
    """Notation of a card given as text or engine value, normalised ("TH" -> "10H")."""
    return str(Card.parse(card))


def oracle_is_trump(card: str, trump: str) -> bool:
    return card in RULES_TRUMP_ORDER[trump].split()


def oracle_winner(cards: Sequence[str], trump: str) -> int:
    """docs/RULES.md "Tricks": "A trick is won by the highest trump in it; with no trump, by the
    highest card of the suit led." """
    trumps = oracle_trumps(trump)
    in_trick = [c for c in cards if c in trumps]
    if in_trick:
        best = min(in_trick, key=trumps.index)
        return list(cards).index(best)
    led_suit = cards[0][-1]
    plain = oracle_plain(led_suit)
    followers = [c for c in cards if c in plain]
    best = min(followers, key=plain.index)
    return list(cards).index(best)


def oracle_legal(hand: Sequence[str], trick: Sequence[str], trump: str,
                 renege: str = "led") -> list[str]:
    """docs/RULES.md "Tricks", the follow rules and the renege privilege, written out plainly."""
    if not trick:
        return list(hand)
    trumps = oracle_trumps(trump)
    led = trick[0]
    my_trumps = [c for c in hand if c in trumps]
    if led in trumps:
        if not my_trumps:
            return list(hand)
        privileged = {"5" + trump} if renege == "five-only" else {"5" + trump, "J" + trump, "AH"}
        reference = min((c for c in trick if c in trumps), key=trumps.index) if renege == "highest" else led
        may_withhold = [c for c in my_trumps
                        if c in privileged and trumps.index(c) < trumps.index(reference)]
        if len(may_withhold) == len(my_trumps):
            return list(hand)
        return my_trumps
    led_suit = led[-1]
    followers = [c for c in hand if c[-1] == led_suit and c not in trumps]
    if followers:
        return [c for c in hand if c in followers or c in trumps]
    return list(hand)


# ------------------------------------------------------------------ constructed deals

def seats_from_left(rules: RuleSet, dealer: int, active: Sequence[bool] | None = None) -> list[int]:
    """Active seats clockwise from the dealer's left, dealer last (the dealing order)."""
    n = rules.players
    active = list(active) if active is not None else [True] * n
    return [s for s in ((dealer + k) % n for k in range(1, n + 1)) if active[s]]


def build_deck(rules: RuleSet, dealer: int, hands: Mapping[int, Iterable[CardText]],
               kitty: Iterable[CardText] = (), stock: Iterable[CardText] = (),
               turn_up: CardText | None = None,
               active: Sequence[bool] | None = None) -> list[int]:
    """A deck order that deals the chosen cards when dealt by ``dealer`` under ``rules``.

    Seats (and kitty and turn-up) not given are filled from the unused cards in index order;
    ``stock`` lists the top of the stock first (the next card drawn).
    """
    chosen_hands = {seat: [int(Card.parse(c)) for c in cards] for seat, cards in hands.items()}
    chosen_kitty = [int(Card.parse(c)) for c in kitty]
    chosen_stock = [int(Card.parse(c)) for c in stock]
    chosen_turn = int(Card.parse(turn_up)) if turn_up is not None else None
    used = [c for cards in chosen_hands.values() for c in cards] + chosen_kitty + chosen_stock
    if chosen_turn is not None:
        used.append(chosen_turn)
    assert len(used) == len(set(used)), "a card was chosen twice"
    spare = [c for c in range(52) if c not in set(used)]

    def take(count: int) -> list[int]:
        out = spare[:count]
        del spare[:count]
        return out

    order = seats_from_left(rules, dealer, active)
    for seat in order:
        cards = chosen_hands.setdefault(seat, [])
        assert len(cards) <= 5, f"seat {seat} was given more than five cards"
        cards += take(5 - len(cards))
    assert len(chosen_kitty) <= rules.kitty_size
    chosen_kitty += take(rules.kitty_size - len(chosen_kitty))
    if rules.turn_up and chosen_turn is None:
        chosen_turn = take(1)[0]

    deck: list[int] = []
    hand_pos = {seat: 0 for seat in order}
    kitty_pos = 0
    for kind, count in rules.deal_batches:
        if kind == "hand":
            for seat in order:
                deck += chosen_hands[seat][hand_pos[seat]:hand_pos[seat] + count]
                hand_pos[seat] += count
        else:
            deck += chosen_kitty[kitty_pos:kitty_pos + count]
            kitty_pos += count
    if rules.turn_up:
        assert chosen_turn is not None
        deck.append(chosen_turn)
    deck += chosen_stock + spare
    assert sorted(deck) == list(range(52))
    return deck


def dealt_state(rules: RuleSet | str, dealer: int = 0,
                hands: Mapping[int, Iterable[CardText]] | None = None,
                kitty: Iterable[CardText] = (), stock: Iterable[CardText] = (),
                turn_up: CardText | None = None, scores: Sequence[int] | None = None,
                players: int | None = None, seed: int = 0) -> GameState:
    """A game whose first hand is dealt from a constructed deck so each seat holds what we chose."""
    if isinstance(rules, str):
        rules = preset(rules, players)
    st = GameState(rules, seed=seed, scores=scores)
    st.apply(A.dealer(dealer))
    deck = build_deck(rules, dealer, hands or {}, kitty, stock, turn_up, st.active)
    st.apply(A.deal_action(deck))
    return st


def redeal(st: GameState, hands: Mapping[int, Iterable[CardText]] | None = None,
           kitty: Iterable[CardText] = (), stock: Iterable[CardText] = (),
           turn_up: CardText | None = None) -> None:
    """Deal the next hand of a running game from a constructed deck."""
    assert st.current_player == CHANCE and st.phase == "deal"
    deck = build_deck(st.rules, st.dealer, hands or {}, kitty, stock, turn_up, st.active)
    st.apply(A.deal_action(deck))


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def hand_text(st: GameState, seat: int) -> set[str]:
    return {str(c) for c in st.hand_of(seat)}


def act(st: GameState, *steps: str | tuple[int, str]) -> None:
    """Apply actions in notation; a ``(seat, text)`` step also checks whose turn it is."""
    for step in steps:
        if isinstance(step, tuple):
            seat, text = step
            assert st.current_player == seat, f"expected seat {seat} to act, not {st.current_player}"
            st.apply(text)
        else:
            st.apply(step)


def legal_texts(st: GameState) -> list[str]:
    return [A.to_text(a) for a in st.legal_actions()]


def stand_pat(st: GameState) -> None:
    """Everyone keeps their cards in the draw (dealer last)."""
    while st.phase == "draw":
        st.apply("discard none")


def play_cards(st: GameState, *plays: str | tuple[int, str]) -> None:
    """Play cards in order; ``(seat, card)`` also checks it is that seat's turn."""
    for step in plays:
        if isinstance(step, tuple):
            seat, card = step
            assert st.current_player == seat, f"expected seat {seat} to play, not {st.current_player}"
        else:
            card = step
        st.apply("play " + card)


def play_lowest_legal(st: GameState, until_phase_leaves: str = "play") -> None:
    """Finish the play with the first legal card each time (deterministic)."""
    while st.phase == until_phase_leaves:
        st.apply(st.legal_actions()[0])


# ------------------------------------------------------------------ snapshots

def snapshot(st: GameState) -> tuple:
    """Everything observable and stored about a state, to prove an illegal action changed nothing."""
    observations = [st.observation(seat) for seat in range(st.rules.players)]
    data = {key: _copy_value(value) for key, value in state_fields(st).items()
            if key not in ("rng", "_legal_mask_cache", "_built_records", "_legal_list", "_legal_list_at")}
    return observations, list(st.history), data, st.rng.getstate()


def state_fields(st: GameState) -> dict[str, Any]:
    """Every field of a state by name (the fields are slots: a state has no ``__dict__``)."""
    return {name: getattr(st, name) for name in FIELD_NAMES}


def _copy_value(value):
    """Copy the containers the state mutates in place; their items (ints, tuples, finished hand
    snapshots) are never mutated, so one level is enough and much cheaper than deepcopy."""
    if isinstance(value, list):
        return [_copy_value(v) if isinstance(v, list) else v for v in value]
    if isinstance(value, (set, dict)):
        return copy.copy(value)
    return value


def full_deck_parts(st: GameState) -> list[int]:
    """Masks of every place a card can be: hands, kitty, stock, discards, played, turn-up."""
    parts = list(st.hands)
    if st.kitty and not st.kitty_seen:
        parts.append(st.kitty)
    parts += [1 << c for c in st.stock]
    parts += list(st.discards)
    parts += [1 << c for _, trick, _ in st.tricks for c in trick]
    parts += [1 << c for c in st.trick]
    if st.turn_up >= 0 and st.robbed < 0:
        parts.append(1 << st.turn_up)
    return parts


# ------------------------------------------------------------------ random walks

def walk_game(rules: RuleSet, seed: int, max_hands: int = 3) -> Iterator[GameState]:
    """A random game (every choice uniform among the legal actions), yielded before each step
    (chance steps included) and once more at the end; the same object, moving on."""
    st = GameState(rules, seed=seed)
    rng = random.Random(seed ^ 0x5EA7)
    while not st.is_terminal and st.hand_number < max_hands:
        yield st
        if st.current_player == CHANCE:
            st.apply(st.sample_chance())
        else:
            legal = st.legal_actions()
            st.apply(legal[int(rng.random() * len(legal))])
    yield st


def walked_game(rules: RuleSet, seed: int, max_hands: int = 3) -> GameState:
    """Where ``walk_game`` ends: the same random game, played through."""
    st = None
    for st in walk_game(rules, seed, max_hands):  # noqa: B007 (the last state is the answer)
        pass
    assert st is not None
    return st
