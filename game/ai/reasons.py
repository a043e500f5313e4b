"""A hint in plain words: one sentence a club player would say, for any legal action.

``sentence`` gives "<the move, as the buttons word it>: <one reason>." The move is named
once, by ``Observation.label``; the reason never names it again and claims only what the
seat can check from its own observation (the card play's facts are in ``play_reasons``).
It serves the rule player's own choice and the expert's alike, since a practice hint's
move comes from the expert and a coach must be able to say why any move is worth making.
"""

from __future__ import annotations

from game.engine import Observation, Phase
from game.engine import actions as A
from game.engine.actions import PlayerAction
from game.engine.cards import CARDS, SUIT_NAMES, TRUMP_MASK, mask_of

from .auction_words import auction_words, helpers
from .evaluate import describe_cards, estimate, is_keeper, keep_value
from .memory import CardMemory
from .play_reasons import play_reason


def sentence(obs: Observation, action: PlayerAction, advised: bool = False) -> str:
    """``Play the 10♥: it beats the 9♥, and no one still to play can beat it.`` for a legal action
    (``advised``: the move a hint advises, not one a coach is asked about)."""
    if action not in obs.legal_actions:
        raise ValueError(f"{action} is not one of seat {obs.seat}'s choices in the {obs.phase} phase")
    return f"{obs.label(action)}: {reason(obs, action, advised)}."


def reason(obs: Observation, action: PlayerAction, advised: bool = False) -> str:
    """The reason alone, as a clause: ``it wins the trick``."""
    phase = obs.phase
    if len(obs.legal_actions) == 1:
        return _only_choice(obs, action)
    if phase == Phase.PLAY:
        return play_reason(obs, action)
    if phase == Phase.AUCTION:
        return auction_reason(obs, action, advised)
    if phase == Phase.TRUMP:
        return trump_reason(obs, A.suit_of(action))
    if phase in (Phase.DRAW, Phase.KITTY_DISCARD):
        return discard_reason(obs, A.discard_mask(action))
    if phase == Phase.CALL:
        return call_reason(obs, A.card_of(action))
    if phase == Phase.ROB:
        return rob_reason(obs, action)
    if phase == Phase.ROB_PACK:
        return take_reason(obs, A.card_of(action))
    if phase == Phase.KITTY_CHOICE:
        return kitty_choice_reason(obs, action)
    raise ValueError(f"no reason is given in the '{phase}' phase")


def _only_choice(obs: Observation, action: PlayerAction) -> str:
    if obs.phase == Phase.PLAY and action == obs.called_card:
        return "it is the called card, and its holder plays it to the second trick"
    if obs.phase == Phase.PLAY:
        return "it is the only card you may play"
    if obs.phase == Phase.AUCTION:
        return "it is the only call open to you"
    if obs.phase == Phase.CALL:
        return call_reason(obs, A.card_of(action))
    return "it is the only choice open to you"


def _name(card: int) -> str:
    return CARDS[card].symbol()


def auction_reason(obs: Observation, action: PlayerAction, advised: bool = False) -> str:
    """Bid, hold or pass: the reason in cards, never the count (``auction_words``)."""
    return auction_words(obs, action, advised)


def trump_reason(obs: Observation, suit: int) -> str:
    """Naming a suit: what it makes of the hand (the A♥ is a trump whatever is named)."""
    est = estimate(mask_of(obs.hand), suit, obs.rules)
    if est.top:
        rest = [c for c in est.trumps if c not in est.top]
        more = f", with the {describe_cards(rest)} as trump{'s' if len(rest) > 1 else ''} too" if rest else ""
        return f"your {describe_cards(est.top)} cannot be beaten{more}"
    if est.trumps:
        count = len(est.trumps)
        held = f"one trump, the {describe_cards(est.trumps)}" if count == 1 else \
            f"{count} trumps, the {describe_cards(est.trumps)}"
        return f"it gives you {held}"
    return f"you hold no trump in it yet, so you count on {helpers(obs)}"


def discard_reason(obs: Observation, thrown: int) -> str:
    """The draw or the bidder's kitty: what is kept, and why the rest can go."""
    trump = obs.trump
    hand = [int(c) for c in obs.hand]
    kept = sorted((c for c in hand if not (thrown >> c) & 1), key=lambda c: -keep_value(c, trump))
    throw = [c for c in hand if (thrown >> c) & 1]
    trumps = [c for c in kept if (TRUMP_MASK[trump] >> c) & 1]
    all_trumps_kept = all(not (TRUMP_MASK[trump] >> c) & 1 for c in throw)
    keepers_only = all(is_keeper(c, trump) for c in kept) and not any(is_keeper(c, trump) for c in throw)
    if obs.phase == Phase.KITTY_DISCARD:
        if throw and min(keep_value(c, trump) for c in kept) >= max(keep_value(c, trump) for c in throw):
            return f"keep your five best with {SUIT_NAMES[trump]} trump, the {describe_cards(kept)}"
        if trumps and all_trumps_kept:
            return f"keep the {describe_cards(kept)}, every trump you hold"
        count = f"{len(trumps)} trump{'s' if len(trumps) != 1 else ''}" if trumps else "no trump"
        return f"keep the {describe_cards(kept)}, {count} among them"
    if not throw:
        if all(is_keeper(c, trump) for c in hand):
            return "every card you hold is a trump or a king"
        return _fresh_odds(obs)
    if not kept:
        if not any(is_keeper(c, trump) for c in hand):
            return "none of your cards is a trump or a king, so draw five fresh ones"
        return "draw five fresh cards"
    what = "trumps and kings" if trumps and len(trumps) < len(kept) else ("trumps" if trumps else "kings")
    if keepers_only:
        return f"keep your {what} ({describe_cards(kept)}); the rest seldom take a trick"
    return f"keep the {describe_cards(kept)} and draw {len(throw)} fresh card{'s' if len(throw) > 1 else ''}"


def _fresh_odds(obs: Observation) -> str:
    """How often a fresh card is a trump, from the cards this seat has not seen."""
    mem = CardMemory(obs)
    trumps = (mem.unseen & TRUMP_MASK[obs.trump]).bit_count()
    if not trumps:
        return "no trump is left to draw"
    one_in = max(1, round(mem.unseen.bit_count() / trumps))
    if one_in == 1:
        return "most fresh cards would be trumps"
    return f"only about 1 fresh card in {one_in} would be a trump"


def call_reason(obs: Observation, card: int) -> str:
    """Cutthroat: the called card's holder becomes the bidder's partner."""
    ranks = [c for c in range(52) if (TRUMP_MASK[obs.trump] >> c) & 1 and c not in obs.hand]
    top = max(ranks, key=lambda c: obs.trump_rank(c)) if ranks else -1
    if card == top:
        return "it is the best trump you lack, and whoever holds it is your partner this hand"
    return "whoever holds it is your partner this hand"


def rob_reason(obs: Observation, action: PlayerAction) -> str:
    """Forty-five: rob the turn-up, or keep the cards dealt."""
    trump = obs.trump
    hand = [int(c) for c in obs.hand]
    up = keep_value(obs.turn_up, trump)
    if action == A.PASS:
        if all(keep_value(c, trump) > up for c in hand):
            return f"every card you hold is better than the {_name(obs.turn_up)}"
        return f"robbing would show everyone that the {_name(obs.turn_up)} is in your hand"
    given = A.card_of(action)
    if all(keep_value(given, trump) <= keep_value(c, trump) for c in hand):
        return "it swaps your weakest card for a trump"
    if not (TRUMP_MASK[trump] >> given) & 1:
        return "it adds a trump to your hand"
    return "it swaps a trump for a better one" if up > keep_value(given, trump) else "it moves the turn-up to you"


def take_reason(obs: Observation, card: int) -> str:
    """Robbing the pack: the dealer picks from the stock."""
    trump = obs.trump
    if all(keep_value(card, trump) >= keep_value(c, trump) for c in obs.stock_view):
        return "it is the best card in the stock for you"
    if (TRUMP_MASK[trump] >> card) & 1:
        return "it is a trump"
    return "it is one of the cards the stock offers"


def kitty_choice_reason(obs: Observation, action: PlayerAction) -> str:
    """A bagged dealer: the kitty with the draw, or six blind cards and no draw."""
    if action == A.TOP6:
        return "six fresh cards to keep five from, though your own five are put away and you draw no more"
    draw = ", and you still draw" if obs.rules.draw else ""
    return f"your own five and the kitty give you {5 + obs.rules.kitty_size} cards to choose from{draw}"
