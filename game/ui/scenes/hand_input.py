"""Pointing at and choosing cards in the person's hand with mouse, keys or a controller.

Where the focus starts matters to a newcomer who presses Enter at once: at a lesson it starts
on the move the step teaches (``TableMode.start_focus``), never on the card the coach says to
keep.  Greyed cards (ones the rules refuse now) are explained in the engine's words the first
time a person ever meets them, and the arrow keys say which they passed over and why.

``HandInput`` reads the table it was given (``ctx``, the host's profile) and returns the card
chosen; its scene passes in whether the mouse is in use.  It never holds the scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import actions as A
from game.engine.cards import CARDS
from game.ui.core.geometry import CardPlacement, hit_test
from game.ui.core.intents import Intent, IntentKind
from game.ui.table.table_context import TableContext

if TYPE_CHECKING:  # pragma: no cover
    from game.ui.scenes.host import Host

GREYED_TIP = "greyed-cards"        # the progress' mark for "what greyed cards mean" (shown once, ever)
GREYED_KEY = "greyed"              # their words in the strip (a move made takes them away)
GREYED_TIP_SECONDS = 8.0
COACH_FIRST_SECONDS = 5.0          # at a lesson, the tip waits this long behind the coach's words
SKIPPED_SECONDS = 4.0


def start_card(ctx: TableContext, cards: list[int]) -> int | None:
    """The card the focus starts on at this decision, when the table says (a lesson's taught
    move: the card it plays, or the first of the cards it discards)."""
    wanted = ctx.mode.start_focus
    action = wanted() if wanted is not None else None
    if action is None:
        return None
    typed = A.typed_action(action)
    if isinstance(typed, A.CardPlay):
        chosen = {int(typed.card)}
    elif isinstance(typed, A.Discard):
        chosen = {int(card) for card in typed.cards}
    elif isinstance(typed, A.RobTurnUp):
        chosen = {int(typed.card)}
    else:
        return None
    return next((card for card in cards if card in chosen), None)


def greyed_words(ctx: TableContext, cards: list[int]) -> str | None:
    """Why the greyed cards among ``cards`` may not be played, in the engine's words (the rule
    the first of them would break), or None when nothing is greyed."""
    dimmed = [card for card in cards if card in ctx.view.dimmed]
    if not dimmed:
        return None
    return ctx.session.why_refused(A.play(dimmed[0]))


def first_sentence(text: str) -> str:
    """The rule's first sentence (a passing word has room for no more)."""
    end = text.find(". ")
    return text if end < 0 else text[:end + 1]


class HandInput:
    """Focus across the hand's cards; returns the card a CONFIRM or click chose."""

    def __init__(self, ctx: TableContext, host: Host) -> None:
        self.ctx = ctx
        self.host = host
        self.focus = 0
        self.active = True     # False while keyboard focus is down on the buttons
        self.decision: int | None = None   # the move count the focus was last placed for
        self.skip_told = False   # the arrows' word on greyed cards, once a hand
        self.tip_at: float | None = None   # when (table clock) the first word on greyed cards is due

    def cards_and_places(self) -> list[tuple[int, CardPlacement]]:
        session = self.ctx.session
        return list(self.ctx.view.hand_placements(session.snapshot, session.viewer))

    def handle(self, intent: Intent) -> int | None:
        view = self.ctx.view
        pairs = self.cards_and_places()
        if not pairs:
            return None
        cards = [c for c, _ in pairs]
        places = [p for _, p in pairs]
        self.focus = min(self.focus, len(cards) - 1)
        kind = intent.kind
        if kind is IntentKind.POINT:
            index = hit_test(intent.pos, places)
            if index is not None:
                self.focus = index
                self.active = True
            view.focus_card = cards[index] if index is not None else None
            return None
        if kind is IntentKind.CLICK and intent.button == 1:
            index = hit_test(intent.pos, places)
            if index is not None:
                self.focus = index
                self.active = True
                return cards[index]
            return None
        if kind is IntentKind.MOVE and intent.dx and self.active:
            dimmed = view.dimmed
            skipped: list[int] = []
            for _ in range(len(cards)):   # only what can be chosen takes the focus
                self.focus = (self.focus + intent.dx) % len(cards)
                if cards[self.focus] not in dimmed:
                    break
                skipped.append(cards[self.focus])
            view.focus_card = cards[self.focus]
            if skipped and not self.skip_told:
                self._tell_skipped(skipped)
            return None
        if kind is IntentKind.CONFIRM and self.active:
            return cards[self.focus]
        return None

    def _tell_skipped(self, skipped: list[int]) -> None:
        """The arrows passed over greyed cards: say which, and the rule (once a hand)."""
        self.skip_told = True
        symbols = [CARDS[card].symbol() for card in skipped]
        names = symbols[0] if len(symbols) == 1 else ", ".join(symbols[:-1]) + " and " + symbols[-1]
        reason = first_sentence(self.ctx.session.why_refused(A.play(skipped[0])) or "")
        self.ctx.toast(f"Passed over the {names} (greyed: not yours to play now). {reason}".strip(),
                        SKIPPED_SECONDS, key=GREYED_KEY)

    def show_focus(self, visible: bool, mouse_in_use: bool) -> None:
        """Keep the focus on a card that may be chosen, shown when ``visible``; with the hand
        out of use, the glow goes unless the mouse (``mouse_in_use``) is pointing."""
        ctx = self.ctx
        view, session = ctx.view, ctx.session
        pairs = self.cards_and_places()
        if not pairs or not self.active:
            if not mouse_in_use:
                view.focus_card = None
            return
        cards = [card for card, _ in pairs]
        if session.human_to_act() and session.snapshot.move_count != self.decision:
            self._start_decision(cards)
        if self.tip_at is not None and ctx.clock >= self.tip_at and session.human_to_act():
            self._tell_greyed(cards)
        self.focus = min(self.focus, len(pairs) - 1)
        dimmed = view.dimmed
        if cards[self.focus] in dimmed:   # a turn never starts with the focus on a card you may not play
            legal = [i for i, card in enumerate(cards) if card not in dimmed]
            if legal:
                self.focus = min(legal, key=lambda i: abs(i - self.focus))
        if visible:
            view.focus_card = cards[self.focus]

    def _start_decision(self, cards: list[int]) -> None:
        """A new decision of the person's: place the focus where Enter does no harm, and the
        first time greyed cards ever show, say what they mean."""
        ctx = self.ctx
        self.decision = ctx.session.snapshot.move_count
        self.tip_at = None
        target = start_card(ctx, cards)
        if target is not None:
            self.focus = cards.index(target)
        if GREYED_TIP not in self.host.profile.progress.tips and any(c in ctx.view.dimmed for c in cards):
            coached = ctx.mode.guide is not None   # the coach's words are read first
            self.tip_at = ctx.clock + (COACH_FIRST_SECONDS if coached else 0.0)

    def _tell_greyed(self, cards: list[int]) -> None:
        """The first time ever greyed cards show at a decision: what they mean, and the rule."""
        self.tip_at = None
        words = greyed_words(self.ctx, cards)
        profile = self.host.profile
        if words is not None and profile.progress.first_sight(GREYED_TIP):
            profile.save_progress()
            self.ctx.toast(f"Greyed cards are ones the rules do not let you play now. {words}",
                            GREYED_TIP_SECONDS, key=GREYED_KEY)


__all__ = ["GREYED_KEY", "GREYED_TIP", "HandInput", "greyed_words", "start_card"]
