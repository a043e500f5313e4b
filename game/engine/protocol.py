"""The vocabulary of the game protocol: phases, the chance and terminal actors, the refusal.

Kept in a module of its own, below every other engine module, so the phase logic, the
explanations, the records and the state can all name them without importing each other.
"""

from __future__ import annotations

from enum import Enum

CHANCE = -1      # ``current_player`` while the cards are shuffled or the first dealer drawn
TERMINAL = -4    # ``current_player`` once the game is over


class Phase(str, Enum):
    """Where a game stands.  A ``str`` so that JSON, logs and code comparing with the plain
    strings ("play", "auction", ...) keep working: it hashes, prints and formats as its value."""

    DEALER = "dealer"                # chance: draw the first dealer
    DEAL = "deal"                    # chance: shuffle and deal
    AUCTION = "auction"
    TRUMP = "trump"
    CALL = "call"                    # cutthroat: the bidder calls a partner card
    KITTY_CHOICE = "kitty_choice"    # a bagged dealer: the kitty or the top 6
    KITTY_DISCARD = "kitty_discard"
    DRAW = "draw"
    ROB_PACK = "rob_pack"            # the dealer picks replacements from the stock
    ROB = "rob"                      # forty-five: rob the turn-up
    PLAY = "play"
    OVER = "over"

    # An Enum hashes its name and prints "Phase.PLAY"; a phase must stay interchangeable
    # with its string in dict keys, sets and f-strings (Python 3.10 to 3.12 alike).
    __hash__ = str.__hash__
    __str__ = str.__str__
    __format__ = str.__format__  # type: ignore[assignment]  # str's, on purpose (see above)


#: The phases of the contract (the app shows them as the auction) and of the exchange of cards.
AUCTION_PHASES = frozenset({Phase.AUCTION, Phase.TRUMP, Phase.CALL, Phase.KITTY_CHOICE})
DRAW_PHASES = frozenset({Phase.KITTY_DISCARD, Phase.DRAW, Phase.ROB_PACK, Phase.ROB})


class IllegalActionError(ValueError):
    """An action the rules do not allow here; ``rule`` names the rule broken."""

    def __init__(self, message: str, rule: str = "") -> None:
        super().__init__(message)
        self.rule = rule
