"""One wording of every action: the only place an action is put into words for people.

Three registers, so the table, the buttons and the coach never word the same call apart:

* ``say``: the call as spoken at the table ("Pass", "20", "60 for 120!", "I hold!",
  "Trump ♥!", "Takes 3").  Public words only: it never names a card another seat may not see.
* ``label``: the imperative for a button or a hint ("Bid 20", "60 for 120", "Hold 20",
  "Play the J♠", "Discard 4♣ 7♦").
* ``option``: the option as a phrase inside a sentence ("the J♠", "bid 25", "throw 4♣ 7♦").

``contract_text`` words a bid as a contract ("60 for 120" or "20"); ``side_label`` names a
side.  ``actions.to_text`` is the machine notation (logs, records), not wording for people.
Cards are written with ``Card.symbol()`` ("J♣").
"""

from __future__ import annotations

from .actions import (
    SIXTY_FOR_120,
    Action,
    ActionParseError,
    Bid,
    DealerChoice,
    TrumpChoice,
    card_of,
    discard_mask,
    kind,
    typed_action,
)
from .cards import SUIT_NAMES, SUIT_SYMBOLS, Card, cards_of, parse_suit
from .checks import SeatError, describe, is_whole
from .rules import RulesError, RuleSet


def contract_text(bid: int) -> str:
    """A bid as a contract: ``"60 for 120"`` for the house-125 bid, else the number."""
    if bid.__class__ is not int and not is_whole(bid) or not 0 <= bid <= SIXTY_FOR_120:
        raise ActionParseError(f"a bid is a whole number up to 30 (or 60 for 120), not {describe(bid)}", "bid")
    return "60 for 120" if bid == SIXTY_FOR_120 else str(bid)


def suit_text(suit: int) -> str:
    """``"hearts ♥"``: a suit named for people."""
    suit = parse_suit(suit)
    return f"{SUIT_NAMES[suit]} {SUIT_SYMBOLS[suit]}"


def _cards_text(action: Action) -> str:
    return " ".join(c.symbol() for c in cards_of(discard_mask(action)))


def _amount(action: Action) -> int:
    """A bid's number (60: house-125's 60 for 120)."""
    assert isinstance(action, Bid)
    return action.amount


def _suit(action: Action) -> int:
    assert isinstance(action, TrumpChoice)
    return action.suit


def _dealer_seat(action: Action) -> int:
    assert isinstance(action, DealerChoice)
    return action.seat


def say(action: Action, phase: str | None = None) -> str:
    """The call as spoken at the table (speech bubbles, the auction log, the commentary).

    ``phase`` tells a pass in the auction from declining to rob, and the draw's discard from
    the bidder's kitty discard; without it the auction and the draw are assumed."""
    action = typed_action(action)
    verb = kind(action)
    if verb == "bid":
        value = _amount(action)
        return "60 for 120!" if value == SIXTY_FOR_120 else str(value)
    if verb == "pass":
        return "Leaves the turn-up" if phase == "rob" else "Pass"
    if verb == "hold":
        return "I hold!"
    if verb == "trump":
        return f"Trump {SUIT_SYMBOLS[_suit(action)]}!"
    if verb == "call":
        return f"I call the {card_of(action).symbol()}"
    if verb == "discard":
        count = discard_mask(action).bit_count()
        if phase == "kitty_discard":
            return f"Puts {count} away"
        return "Stands pat" if count == 0 else f"Takes {count}"
    if verb == "rob":
        return "Robs the turn-up!"
    if verb == "top6":
        return "Top 6!"
    if verb == "kitty":
        return "Takes the kitty"
    if verb == "take":
        return "Picks from the pack"
    if verb == "play":
        return card_of(action).symbol()
    if verb == "dealer":
        return f"Seat {_dealer_seat(action)} deals first"
    return "Shuffles and deals"


def button_label(action: Action, phase: str | None = None, high_bid: int = 0, turn_up: int = -1,
                 bags_at: int = 0) -> str:
    """The words on a button for ``action`` where a prompt above the buttons says what they are
    for ("Name trump"): a suit to name is just the suit; any other action as ``label`` says it."""
    action = typed_action(action)
    if isinstance(action, TrumpChoice):
        return suit_text(action.suit).capitalize()
    return label(action, phase, high_bid, turn_up, bags_at)


def label(action: Action, phase: str | None = None, high_bid: int = 0, turn_up: int = -1,
          bags_at: int = 0) -> str:
    """The imperative for a button or a hint: ``Bid 20``, ``Hold 20``, ``Play the J♠`` ...

    ``high_bid`` is the bid a hold takes, ``turn_up`` the card a rob takes, and ``bags_at``
    (see ``readmodel.pass_bags_at``) the bid a pass would bag the dealer at."""
    action = typed_action(action)
    verb = kind(action)
    if verb == "play":
        return f"Play the {card_of(action).symbol()}"
    if verb == "bid":
        value = _amount(action)
        return "60 for 120" if value == SIXTY_FOR_120 else f"Bid {value}"
    if verb == "pass":
        if phase == "rob":
            return "Keep your cards"
        return f"Pass (bagged at {contract_text(bags_at)})" if bags_at else "Pass"
    if verb == "hold":
        return f"Hold {high_bid}" if high_bid else "Hold"
    if verb == "trump":
        return f"Name {suit_text(_suit(action))} trump"
    if verb == "discard":
        cards = _cards_text(action)
        return f"Discard {cards}" if cards else "Stand pat"
    if verb == "call":
        return f"Call the {card_of(action).symbol()}"
    if verb == "take":
        return f"Take the {card_of(action).symbol()} from the stock"
    if verb == "rob":
        up = f"the {Card(turn_up).symbol()}" if turn_up != -1 else "the turn-up"
        return f"Rob {up}, giving up the {card_of(action).symbol()}"
    if verb == "kitty":
        return "Take the kitty"
    if verb == "top6":
        return "Take the top 6"
    if verb == "dealer":
        return f"Seat {_dealer_seat(action)} deals first"
    return "Shuffle and deal"


def option(action: Action) -> str:
    """The option as a phrase inside a sentence: ``the J♠``, ``bid 25``, ``throw 4♣ 7♦``."""
    action = typed_action(action)
    verb = kind(action)
    if verb == "play":
        return f"the {card_of(action).symbol()}"
    if verb == "bid":
        return f"bid {contract_text(_amount(action))}"
    if verb == "trump":
        return suit_text(_suit(action))
    if verb == "discard":
        cards = _cards_text(action)
        return f"throw {cards}" if cards else "keep all five"
    if verb in ("call", "take"):
        return f"{verb} the {card_of(action).symbol()}"
    if verb == "rob":
        return f"rob, giving up the {card_of(action).symbol()}"
    if verb == "top6":
        return "the top 6"
    if verb == "kitty":
        return "the kitty"
    return label(action).lower() if verb in ("dealer", "deal") else verb


def side_label(rules: RuleSet, side: int) -> str:
    """A side named for the announcements: ``Side 0 (seats 0 & 2)``, or ``Seat 3`` alone."""
    if not isinstance(rules, RuleSet):
        raise RulesError(f"rules must be a RuleSet, not {describe(rules)}")
    if side.__class__ is not int or not 0 <= side < rules.side_count:
        raise SeatError(f"side must be 0 to {rules.side_count - 1}, not {describe(side)}")
    if rules.partnerships and rules.players > 2:
        seats = " & ".join(str(s) for s in rules.sides()[side])
        return f"Side {side} (seats {seats})"
    return f"Seat {side}"
