"""Pointing at and choosing cards in the person's hand with mouse, keys or a controller."""

from __future__ import annotations

from game.ui.core.intents import Intent, IntentKind
from game.ui.table.layout import hit_test


class HandInput:
    """Focus across the hand's cards; returns the card a CONFIRM or click chose."""

    def __init__(self) -> None:
        self.focus = 0
        self.active = True     # False while keyboard focus is down on the buttons

    def cards_and_places(self, scene) -> list:
        return scene.view.hand_placements(scene.snap, scene.session.viewer)

    def handle(self, scene, intent: Intent) -> int | None:
        pairs = self.cards_and_places(scene)
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
            scene.view.focus_card = cards[index] if index is not None else None
            return None
        if kind is IntentKind.CLICK and intent.button == 1:
            index = hit_test(intent.pos, places)
            if index is not None:
                self.focus = index
                self.active = True
                return cards[index]
            return None
        if kind is IntentKind.MOVE and intent.dx and self.active:
            dimmed = scene.view.dimmed
            for _ in range(len(cards)):   # only what can be chosen takes the focus
                self.focus = (self.focus + intent.dx) % len(cards)
                if cards[self.focus] not in dimmed:
                    break
            scene.view.focus_card = cards[self.focus]
            return None
        if kind is IntentKind.CONFIRM and self.active:
            return cards[self.focus]
        return None

    def show_focus(self, scene, visible: bool) -> None:
        pairs = self.cards_and_places(scene)
        if not pairs or not self.active:
            if not scene.mouse_in_use():
                scene.view.focus_card = None
            return
        self.focus = min(self.focus, len(pairs) - 1)
        cards = [card for card, _ in pairs]
        dimmed = scene.view.dimmed
        if cards[self.focus] in dimmed:   # a turn never starts with the focus on a card you may not play
            legal = [i for i, card in enumerate(cards) if card not in dimmed]
            if legal:
                self.focus = min(legal, key=lambda i: abs(i - self.focus))
        if visible:
            scene.view.focus_card = cards[self.focus]
