"""A coach's pointer: a pulsing gold ring around what matters and an arrow bobbing above it.

``pointer_rects`` finds, for what a lesson points at (``table_context.Pointing``), where each
thing is on the table now: your cards and the trick's (from the view's sprites), the buttons of
calls (from the scene's button row, by action), the panels (from the screen plan).  It reads
only; ``draw_pointer`` draws one pointer at a moment of the table's clock.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.ui.core.geometry import CARD_ASPECT, CardPlacement
from game.ui.kit import theme
from game.ui.table.table_context import Pointing

RING = (255, 214, 90)
PULSE_SECONDS = 1.1       # one breath of the ring and one bob of the arrow


def pointer_rects(scene: Any, pointing: Pointing) -> list[tuple[pygame.Rect, bool]]:
    """Where each pointed-at thing is (cards, then buttons, then places), as laid out now, and
    whether it gets a ring (a card in a fan overlaps its neighbours: it gets the arrow only)."""
    if not pointing:
        return []
    rects: list[tuple[pygame.Rect, bool]] = []
    view = scene.view
    for card in sorted(pointing.cards):
        sprite = view.sprites.get(card)
        if sprite is None or sprite.leaving:
            continue
        placement = CardPlacement(sprite.x, sprite.y, sprite.height * CARD_ASPECT, sprite.height, sprite.angle)
        rects.append((pygame.Rect(*placement.bounds().as_ints()), False))
    buttons = getattr(scene, "buttons", None)
    for button in getattr(buttons, "buttons", ()):
        if button.value in pointing.actions and button.rect.w > 0:
            rects.append((pygame.Rect(button.rect), True))
    plan = view.layout.plan
    places = {"scores": plan.scores, "contract": plan.bidding, "stock": None, "turn-up": view.layout.turn_up.bounds(),
              "trick": None, "last-trick": view.layout.corner_right}
    for place in sorted(pointing.places):
        if place == "stock":
            rects.append((pygame.Rect(view.painter.stock_area()), True))
        elif place == "trick":
            slots = [slot.bounds() for slot in view.layout.trick_slots]
            area = pygame.Rect(*slots[0].as_ints()).unionall([pygame.Rect(*b.as_ints()) for b in slots[1:]])
            rects.append((area, True))
        elif places.get(place) is not None:
            rects.append((pygame.Rect(*places[place].as_ints()), True))
    return rects


def _gap() -> int:
    return max(3, theme.px(8))


def _arrow_size() -> int:
    return max(8, theme.px(26))


def _above(rect: pygame.Rect) -> bool:
    """The arrow points down from above, unless there is no room there (a panel at the top)."""
    return rect.top - _gap() - 3 * _arrow_size() >= 0


def pointer_reach(rect: pygame.Rect) -> pygame.Rect:
    """All a pointer may draw around ``rect``: the ring, and the arrow bobbing beside it."""
    gap, arrow = _gap(), _arrow_size()
    span = 2 * arrow + arrow // 2 + 2
    top = rect.top - gap - span if _above(rect) else rect.bottom + gap - 2
    return rect.inflate(2 * gap + 8, 2 * gap + 8).union(pygame.Rect(rect.centerx - arrow - 2, top, 2 * arrow + 4, span))


def draw_pointer(surface: pygame.Surface, rect: pygame.Rect, ringed: bool, clock: float) -> None:
    """The ring breathing (``ringed``) and the arrow bobbing, at the table's ``clock`` (drawing
    only reads)."""
    phase = (clock % PULSE_SECONDS) / PULSE_SECONDS
    breath = 0.5 + 0.5 * math.sin(phase * 2 * math.pi)
    gap, arrow = _gap(), _arrow_size()
    if ringed:
        ring = rect.inflate(2 * gap, 2 * gap)
        width = max(2, theme.px(5))
        layer = pygame.Surface(ring.inflate(8, 8).size, pygame.SRCALPHA)
        colour = (*RING, round(140 + 115 * breath))
        pygame.draw.rect(layer, colour, layer.get_rect().inflate(-8, -8), width, border_radius=max(4, theme.px(14)))
        surface.blit(layer, ring.inflate(8, 8))
    bob = round(arrow * 0.35 * breath)
    down = 1 if _above(rect) else -1     # the arrow's tip points at the thing, from above or below
    tip_y = rect.top - gap - bob if down == 1 else rect.bottom + gap + bob
    x = rect.centerx
    head, tail = tip_y - down * arrow, tip_y - down * 2 * arrow
    points = [(x, tip_y), (x - arrow, head), (x - arrow // 2, head), (x - arrow // 2, tail), (x + arrow // 2, tail),
              (x + arrow // 2, head), (x + arrow, head)]
    pygame.draw.polygon(surface, RING, points)
    pygame.draw.polygon(surface, (60, 40, 10), points, max(1, theme.px(2)))


__all__ = ["draw_pointer", "pointer_reach", "pointer_rects"]
