"""The rules engine: pure Python, standard library only, never imports pygame.

    >>> from game.engine import Card, trick_winner, legal_plays
    >>> trick_winner(["7S", "5H", "JS"], "S")
    2
"""

from . import actions
from .actions import ActionParseError
from .cards import (ACE_OF_HEARTS, CARDS, Card, CardParseError, cards_of, format_cards, mask_of,
                    parse_cards, parse_suit, plain_order, trump_order)
from .observation import Observation
from .record import RecordError, replay_file
from .rules import (PRESET_NAMES, PRESET_TABLES, RuleSet, RulesError, all_tables, preset)
from .scoring import HandScore, score_hand
from .state import CHANCE, TERMINAL, GameState, IllegalActionError, new_game, play_random_game
from .tricks import legal_plays, trick_winner

__all__ = [
    "ACE_OF_HEARTS", "CARDS", "CHANCE", "TERMINAL", "ActionParseError", "Card", "CardParseError",
    "GameState", "HandScore", "IllegalActionError", "Observation", "PRESET_NAMES", "PRESET_TABLES",
    "RecordError", "RuleSet", "RulesError", "actions", "all_tables", "cards_of", "format_cards",
    "legal_plays", "mask_of", "new_game", "parse_cards", "parse_suit", "plain_order", "play_random_game",
    "preset", "replay_file", "score_hand", "trick_winner", "trump_order",
]
