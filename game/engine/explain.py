"""Why an action is refused before the play: the words a player sees for each rule.

(The card play's explanations live in ``tricks.explain_illegal``.)
"""

from __future__ import annotations

from .actions import Action, ActionParseError, Bid, discard_mask, kind, to_text
from .cards import CARDS
from .checks import describe
from .fields import StateFields
from .options import draw_limit, highest_missing_trump
from .protocol import IllegalActionError, Phase


def not_an_action(action: object) -> IllegalActionError:
    """The refusal of a value that is no action at all (``True``, ``None``, 2**53, 1.5)."""
    return IllegalActionError(f"{describe(action)} is not an action", "action")


def action_words(action: Action) -> str:
    """An action's notation for a refusal (a whole deck is "deal the cards", not 52 cards)."""
    verb = kind(action)
    return "deal the cards" if verb == "deal" else to_text(action)


def wrong_time(action: Action, expected: str, rule: str) -> IllegalActionError:
    """"It is time to <expected>, not to <action>", or the refusal of a non-action."""
    try:
        words = action_words(action)
    except ActionParseError:
        return not_an_action(action)
    return IllegalActionError(f"It is time to {expected}, not to {words}.", rule)


def refusal(st: StateFields, action: Action) -> IllegalActionError:
    """The error ``apply`` raises for an action refused before the play: the rule in words,
    named by the phase (``"action"`` for a value that is no action at all)."""
    try:
        kind(action)
    except ActionParseError:
        return not_an_action(action)
    return IllegalActionError(explain(st, action), st.phase)


def explain(st: StateFields, action: Action) -> str:
    """The rule an out-of-turn or illegal action breaks, in words."""
    phase = st.phase
    try:
        verb = kind(action)
    except ValueError:
        return f"{describe(action)} is not an action"
    seat = st.current_player
    rules = st.rules
    expected = {Phase.AUCTION: "bid, pass or hold", Phase.TRUMP: "name trump", Phase.CALL: "call a card",
                Phase.KITTY_CHOICE: "take the kitty or the top 6",
                Phase.KITTY_DISCARD: "discard from the kitty", Phase.DRAW: "discard for the draw",
                Phase.ROB_PACK: "take a card from the stock",
                Phase.ROB: "rob the turn-up or pass"}.get(phase, str(phase))
    if phase == Phase.AUCTION:
        if verb == "hold":
            if not rules.hold:
                return "These rules have no hold: bid higher or pass."
            if seat != st.dealer:
                return "Only the dealer may hold."
            if not st.high_bid:
                return "There is no bid to hold yet."
            if st.high_bidder == seat:
                return "You already have the bid."
            if st.high_bid == 60:
                return "'60 for 120' may only be held by a dealer whose side is below zero."
            return (f"Your side may not take the bid at {st.high_bid}: it has 100 or more and must bid "
                    f"at least {st.bid_floor(seat)}.")
        if isinstance(action, Bid):
            value = action.amount
            if value == 60:
                if not rules.sixty_for_120:
                    return "These rules have no '60 for 120': bids go up to 30."
                if st.scores[rules.side_of(seat)] >= 0:
                    return "'60 for 120' may only be bid by a side below zero."
                return "'60 for 120' has been bid already: nothing goes higher."
            if value <= st.high_bid:
                return f"A bid must be higher than the current bid of {st.high_bid}" + \
                    (" (only the dealer may hold)." if rules.hold else ".")
            floor = st.bid_floor(seat)
            if value < floor:
                if floor > rules.min_bid:
                    return f"A side with 100 or more points may not bid below {floor}."
                return f"The minimum bid is {floor}."
            return "Bids go up in fives to 30."
        return f"It is the auction: {expected}."
    if phase == Phase.DRAW and verb == "discard":
        mask = discard_mask(action)
        if mask & ~st.hands[seat]:
            return "You can only discard cards you hold."
        if st.called_card >= 0 and seat == st.partner and (mask >> st.called_card) & 1:
            return f"The {CARDS[st.called_card].symbol()} was called: it may not be discarded."
        if rules.keep_one_card and mask.bit_count() == 5:
            return "Every player keeps at least one card in the draw."
        return f"The stock has only {draw_limit(st, seat)} card(s) to give: discard no more than that."
    if phase == Phase.KITTY_DISCARD and verb == "discard":
        need = st.hands[st.bidder].bit_count() - 5
        return f"Discard exactly {need} card(s) you hold, back down to five."
    if phase == Phase.CALL and verb == "call":
        return (f"The bidder calls the highest trump it does not hold: the "
                f"{CARDS[highest_missing_trump(st)].symbol()}.")
    if phase == Phase.ROB and verb == "rob":
        return "You can only give up a card you hold for the turn-up."
    if phase == Phase.ROB_PACK and verb == "take":
        return "Take a card that is in the stock."
    return f"It is not the time to {action_words(action)}: now {expected}."
