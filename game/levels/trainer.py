"""The ranking trainer: random tricks to judge quickly, and plain words for why a card won.

``explain_winner`` is also the app's "why this trick was won" line, so it handles any
trick: one card or six, trump led or not, the A♥ led, nobody following suit.
Pure Python (no pygame); the winner always comes from the engine's ``trick_winner``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.engine import Card, parse_suit, trick_winner, trump_order
from game.engine.cards import (
    ACE,
    ACE_OF_HEARTS,
    DIAMONDS,
    FIVE,
    JACK,
    KING,
    QUEEN,
    RANK_NAMES,
    RED_SUITS,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    TRUMP_MASK,
    cards_of,
    mask_of,
    plain_order,
)
from game.engine.tricks import legal_mask

CardLike = int | str | Card
ORDINALS = ("highest", "second-highest", "third-highest", "fourth-highest", "fifth-highest",
            "sixth-highest", "seventh-highest", "eighth-highest", "ninth-highest", "tenth-highest",
            "eleventh-highest", "twelfth-highest", "thirteenth-highest", "fourteenth-highest")


@dataclass(frozen=True)
class TrickQuestion:
    """A trick to judge: ``cards`` lead first, ``trump`` a suit index (0 S, 1 H, 2 D, 3 C);
    ``answer`` is the index of the winning card and ``explanation`` says why."""

    cards: tuple[Card, ...]
    trump: int
    answer: int
    explanation: str

    @property
    def winner(self) -> Card:
        return self.cards[self.answer]

    @property
    def trump_name(self) -> str:
        return f"{SUIT_NAMES[self.trump]} {SUIT_SYMBOLS[self.trump]}"


def make_question(rng: random.Random, trump: int | str | None = None, size: int = 4) -> TrickQuestion:
    """A trick as it could really be played: ``size`` players are each dealt five cards and
    play in turn a card the rules allow (follow suit, trump or renege), lead first."""
    suit = rng.randrange(4) if trump is None else parse_suit(trump)
    if not 2 <= size <= 6:
        raise ValueError(f"a trick has 2 to 6 cards, not {size}")
    deck = list(range(52))
    rng.shuffle(deck)
    cards: list[int] = []
    for seat in range(size):
        hand = mask_of(deck[seat * 5:seat * 5 + 5])
        choices = cards_of(legal_mask(hand, cards, suit))
        cards.append(choices[rng.randrange(len(choices))])
    played = tuple(Card(c) for c in cards)
    answer = trick_winner(played, suit)
    return TrickQuestion(played, suit, answer, explain_winner(played, suit))


def explain_winner(cards: Sequence[CardLike], trump: int | str) -> str:
    """Why the engine's winner won, in one line, e.g. "J♠ wins: the jack is the second-highest
    trump, above the A♥"."""
    played = [c if isinstance(c, Card) else Card.parse(c) for c in cards]
    suit = parse_suit(trump)
    win = played[trick_winner(played, suit)]
    head = f"{win.symbol()} wins: "
    if len(played) == 1:
        return head + "it is the only card played"
    trumps = [c for c in played if _is_trump(c, suit)]
    if trumps:
        return head + _trump_reason(win, played, trumps, suit)
    return head + _plain_reason(win, played)


def _is_trump(card: Card, trump: int) -> bool:
    """The A♥ included, whatever the trump suit."""
    return bool((TRUMP_MASK[trump] >> card) & 1)


def _trump_reason(win: Card, played: list[Card], trumps: list[Card], trump: int) -> str:
    """A trump won: say what it beat (the next-best trump), or that it was the only one."""
    order = trump_order(trump)
    rank_text = trump_rank_phrase(win, trump)
    others = [c for c in trumps if c != win]
    if not others:
        if played[0] == win and win == ACE_OF_HEARTS:
            return "the ace of hearts is always a trump, so it led trump, and nobody else played one"
        if played[0] == win:
            return f"it led trump and nobody else played a trump ({SUIT_NAMES[trump]} are trump)"
        if win == ACE_OF_HEARTS:
            return "the ace of hearts is always a trump, and it is the only trump played"
        led = SUIT_NAMES[played[0].suit][:-1]
        return f"it is the only trump played, and any trump beats the {led} led ({SUIT_NAMES[trump]} are trump)"
    runner = min(others, key=order.index)
    if _spot_pair(win, runner):
        run = ("red trumps run high below the queen: 10 9 8 7 6 4 3 2" if trump in RED_SUITS
               else "black trumps run low below the queen: 2 3 4 6 7 8 9 10")
        return f"{run}, so the {_rank_word(win)} beats the {runner.symbol()}"
    return f"{rank_text}, above the {runner.symbol()}"


def trump_rank_phrase(card: Card, trump: int) -> str:
    """Where a trump ranks, in words: "the jack is the second-highest trump"."""
    place = trump_order(trump).index(card)
    ordinal = ORDINALS[place]
    if card == ACE_OF_HEARTS:
        return f"the ace of hearts is always the {ordinal} trump"
    if card.rank == FIVE:
        return f"the five of trumps is the {ordinal} card in the pack"
    if card.rank == JACK:
        return f"the jack is the {ordinal} trump"
    if card.rank == ACE:
        return f"the ace of {SUIT_NAMES[trump]} is the {ordinal} trump (the A♥ is third)"
    if card.rank in (KING, QUEEN):
        return f"the {RANK_NAMES[card.rank]} is the {ordinal} trump"
    return f"the {_rank_word(card)} is the {ordinal} trump"


def _spot_pair(win: Card, runner: Card) -> bool:
    """Both spot cards (2 to 10, not the 5), where "red high, black low" decides."""
    spots = {1, 2, 3, 5, 6, 7, 8, 9}
    return win.rank in spots and runner.rank in spots


def _plain_reason(win: Card, played: list[Card]) -> str:
    """No trump: the best card of the suit led won; "red high, black low" is usually why."""
    led_suit = played[0].suit
    name = SUIT_NAMES[led_suit]
    followers = [c for c in played[1:] if c.suit == led_suit]
    if not followers:
        return f"no trump was played, and nobody else followed the {name[:-1]} led"
    order = plain_order(led_suit)
    rivals = [c for c in played if c.suit == led_suit and c != win]
    runner = min(rivals, key=order.index)
    if win.rank == KING:
        return f"no trump was played, and the king is the highest {name[:-1]}"
    if led_suit in RED_SUITS:
        rule = "red suits rank high: K Q J 10 9 ... 2" + (", then the A♦ lowest" if led_suit == DIAMONDS else "")
        if runner.rank == ACE:
            return f"no trump was played, and off-trump the A♦ is the lowest diamond, below the {win.symbol()}"
    else:
        rule = "black suits rank K Q J A, then 2 3 4 ... 10: low beats high"
    return (f"no trump was played, and it is the best {name[:-1]} here ({rule}), "
            f"so it beats the {runner.symbol()}")


def _rank_word(card: Card) -> str:
    """"jack" for a face card or ace, the number for a spot card ("10")."""
    return RANK_NAMES[card.rank] if card.rank in (ACE, JACK, QUEEN, KING) else str(Card(card))[:-1]

