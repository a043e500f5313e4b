"""The rules engine: pure Python, standard library only, never imports pygame.

    >>> from game.engine import Card, trick_winner, legal_plays
    >>> trick_winner(["7S", "5H", "JS"], "S")
    2

The read model the app and the players use: ``seats`` (seat order, first leader, the deal),
``readmodel`` (bid floor, ``Trick``, ``Contract``, ``Tally``), ``wording`` (every action in
words), ``snapshot`` (the app's ``TableSnapshot``) and ``Observation`` (one seat's view).

Every public function answers a bad argument with a ``ValueError`` subclass that names the
argument or the rule (``IllegalActionError``, ``ActionParseError``, ``CardParseError``,
``RulesError``, ``SeatError``, ``TrickError``, ``ArgumentError``, ``RecordError``), and a refused
action leaves the state exactly as it was (tests/robustness).
"""

from . import actions, wording
from .actions import Action, ActionParseError, ChanceAction, Deal, PlayerAction
from .cards import (
                    ACE_OF_HEARTS,
                    CARDS,
                    Card,
                    CardParseError,
                    cards_of,
                    format_cards,
                    mask_of,
                    parse_cards,
                    parse_suit,
                    plain_order,
                    trump_order,
)
from .checks import ArgumentError, SeatError
from .observation import Observation
from .protocol import CHANCE, TERMINAL, IllegalActionError, Phase
from .readmodel import Contract, Play, Tally, Trick, bid_floor
from .record import RecordError, replay_file
from .recording import HandRecord, TrickRecord
from .rules import PRESET_NAMES, PRESET_TABLES, RulesError, RuleSet, all_tables, preset
from .scoring import HandScore, score_hand
from .seats import KITTY, TURN_UP, deal_batches, first_leader, seat_order, seats_left_of
from .snapshot import DealBatch, TableSnapshot
from .state import GameState, new_game, play_random_game
from .tricks import TrickError, legal_plays, trick_winner

__all__ = [
    "ACE_OF_HEARTS", "CARDS", "CHANCE", "KITTY", "TERMINAL", "TURN_UP", "Action", "ActionParseError", "ArgumentError",
    "Card", "CardParseError", "ChanceAction", "Contract", "Deal", "DealBatch", "GameState", "HandRecord", "HandScore",
    "IllegalActionError", "Observation", "PRESET_NAMES", "PRESET_TABLES", "Phase", "Play", "PlayerAction",
    "RecordError", "RuleSet", "RulesError", "SeatError", "TableSnapshot", "Tally", "Trick", "TrickError", "TrickRecord",
    "actions",
    "all_tables", "bid_floor", "cards_of", "deal_batches", "first_leader", "format_cards", "legal_plays",
    "mask_of", "new_game", "parse_cards", "parse_suit", "plain_order", "play_random_game", "preset",
    "replay_file", "score_hand", "seat_order", "seats_left_of", "trick_winner", "trump_order", "wording",
]
