"""What a player reads on a table, and where: the name plates, the words, the panels and the
scene's own controls.  The layout check keeps them apart (``tests/ui/test_layout_check.py``) and
a lesson's arrows are placed clear of them (``TableScene.refresh_layout``).

Given what it reads (the table, its chrome, the practice buttons) and, at each call, the phase
scene's control areas; it holds no reference back to the scene.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.ui.core.geometry import INDEX_FRACTION
from game.ui.scenes.practice_controls import PracticeControls
from game.ui.table import speech
from game.ui.table.chrome import TableChrome
from game.ui.table.static_layer import last_trick_rect, panel_areas, static_key
from game.ui.table.table_context import TableContext


class TableReads:
    """The readable parts of one table (see the module docstring)."""

    def __init__(self, ctx: TableContext, chrome: TableChrome, practice: PracticeControls) -> None:
        self.ctx = ctx
        self.chrome = chrome
        self.practice = practice

    def readable_items(self, controls: list[pygame.Rect]) -> list[tuple[Hashable, pygame.Rect]]:
        """Name plates, speech bubbles, the status strip, the corner panels, the stock's count,
        the practice buttons and the phase scene's own ``controls`` (the layout check keeps them
        apart; a coach's arrow comes from where it covers none of them)."""
        view, chrome = self.ctx.view, self.chrome
        items: list[tuple[Hashable, pygame.Rect]] = []
        window = pygame.Rect((0, 0), view.size)
        for seat, plate in chrome.plates.items():
            items.append((("plate", seat), plate.rect))
        for place in chrome.bubble_places(window.w):
            bubble = place[0]
            if speech.bubble_alpha(bubble) > 40:   # a bubble fading away is not read
                items.append((("bubble", bubble.text), speech.bubble_rect(window, place)))
        if chrome.status is not None:
            items.append((("status",), chrome.status.panel))
        scores, contract, _, _ = panel_areas(view)
        items.append((("panel", "scores"), scores))
        items.append((("panel", "contract"), contract))
        if static_key(self.ctx.session, chrome.on_show, view.size).last_trick is not None:
            items.append((("panel", "last trick"), last_trick_rect(view, self.ctx.session)))
        for button in self.practice.buttons.buttons:
            if button.rect.w:
                items.append((("practice", button.label), button.rect))
        for i, rect in enumerate(controls):
            items.append((("control", i), rect))
        return items

    def card_index_heights(self) -> list[float]:
        """How high the corner index is on each size of face-up card this table shows (the
        layout check holds them to the shortest text's height)."""
        view = self.ctx.view
        layout = view.layout
        heights = []
        for card in (layout.hand_card, layout.trick_card, layout.mini_card):
            art = view.art_for(card[1])
            heights.append(art.card_height * INDEX_FRACTION[1 if art.large_indices else 0])
        return heights
