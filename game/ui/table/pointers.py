"""A coach's pointer: a pulsing gold ring around what matters and an arrow bobbing beside it.

``pointer_rects`` finds, for what a lesson points at (``table_context.Pointing``), where each
thing is on the table now: your cards and the trick's (from the view's sprites), the buttons of
calls (from the scene's button row, by action), the panels (from the screen plan).
``arrow_side`` picks where the arrow comes from: above if that covers no words (a name plate,
a prompt, a panel, another button) and as few other cards as can be, else another side; where
every side would cover words there is no arrow, and the ring alone shows the thing.  It reads
only; ``draw_pointer`` draws one pointer at a moment of the table's clock.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, Literal

import pygame

from game.ui.core.geometry import CARD_ASPECT, CardPlacement
from game.ui.kit import theme
from game.ui.table.table_context import Pointing

RING = (255, 214, 90)
PULSE_SECONDS = 1.1       # one breath of the ring and one bob of the arrow

Side = Literal["above", "below", "left", "right"]
SIDES: tuple[Side, ...] = ("above", "below", "left", "right")   # in order of preference
CARD_CORNER = 0.2         # the share of the arrow's travel that may pass over other cards


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
        rects.append((card_rect(sprite), False))
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


def card_rect(sprite: Any) -> pygame.Rect:
    """The screen box a card's sprite covers now (turned cards included)."""
    placement = CardPlacement(sprite.x, sprite.y, sprite.height * CARD_ASPECT, sprite.height, sprite.angle)
    return pygame.Rect(*placement.bounds().as_ints())


def _gap() -> int:
    return max(3, theme.px(8))


def _arrow_size() -> int:
    return max(8, theme.px(26))


def arrow_area(rect: pygame.Rect, side: Side) -> pygame.Rect:
    """Where the arrow bobs when it points at ``rect`` from ``side`` (its whole travel)."""
    gap, arrow = _gap(), _arrow_size()
    span = 2 * arrow + arrow // 2 + 2
    if side == "above":
        return pygame.Rect(rect.centerx - arrow - 2, rect.top - gap - span, 2 * arrow + 4, span)
    if side == "below":
        return pygame.Rect(rect.centerx - arrow - 2, rect.bottom + gap - 2, 2 * arrow + 4, span)
    if side == "left":
        return pygame.Rect(rect.left - gap - span, rect.centery - arrow - 2, span, 2 * arrow + 4)
    return pygame.Rect(rect.right + gap - 2, rect.centery - arrow - 2, span, 2 * arrow + 4)


def arrow_side(rect: pygame.Rect, window: pygame.Rect, words: Sequence[pygame.Rect],
               cards: Sequence[pygame.Rect] = ()) -> Side | None:
    """The side the arrow comes from: inside the window, over no ``words`` (a box holding
    ``rect`` itself, such as a row of buttons, does not count), over no more than a corner of
    the other ``cards`` (a card's face is read too) and as little as it can; above when that is
    as good as any.  None: no side is free, and a ring shows the thing instead."""
    others = [w for w in words if not w.contains(rect)]

    def cost(side: Side) -> float:
        area = arrow_area(rect, side)
        if not window.contains(area) or any(area.colliderect(w) for w in others):
            return math.inf
        covered = sum(_overlap(area, other) for other in cards if other != rect)
        return covered if covered <= CARD_CORNER * area.w * area.h else math.inf
    best = min(SIDES, key=lambda side: (cost(side), SIDES.index(side)))
    return best if cost(best) < math.inf else None


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clipped = a.clip(b)
    return clipped.w * clipped.h


def pointer_reach(rect: pygame.Rect, side: Side | None = "above") -> pygame.Rect:
    """All a pointer may draw around ``rect``: the ring, and the arrow bobbing beside it."""
    gap = _gap()
    ring = rect.inflate(2 * gap + 8, 2 * gap + 8)
    return ring if side is None else ring.union(arrow_area(rect, side))


def draw_pointer(surface: pygame.Surface, rect: pygame.Rect, ringed: bool, clock: float,
                 side: Side | None = "above") -> None:
    """The ring breathing (``ringed``) and the arrow bobbing from ``side``, at the table's
    ``clock`` (drawing only reads)."""
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
    if side is None:
        return   # no side is free of words: the ring alone
    bob = round(arrow * 0.35 * breath)
    # The arrow drawn pointing down at (0, 0), then turned to its side: (along, across) -> screen.
    shape = [(0, 0), (-arrow, -arrow), (-arrow // 2, -arrow), (-arrow // 2, -2 * arrow), (arrow // 2, -2 * arrow),
             (arrow // 2, -arrow), (arrow, -arrow)]
    if side == "above":
        tip, turn = (rect.centerx, rect.top - gap - bob), (lambda x, y: (x, y))
    elif side == "below":
        tip, turn = (rect.centerx, rect.bottom + gap + bob), (lambda x, y: (x, -y))
    elif side == "left":
        tip, turn = (rect.left - gap - bob, rect.centery), (lambda x, y: (y, x))
    else:
        tip, turn = (rect.right + gap + bob, rect.centery), (lambda x, y: (-y, x))
    points = [(tip[0] + turn(x, y)[0], tip[1] + turn(x, y)[1]) for x, y in shape]
    pygame.draw.polygon(surface, RING, points)
    pygame.draw.polygon(surface, (60, 40, 10), points, max(1, theme.px(2)))


__all__ = ["Side", "arrow_area", "arrow_side", "draw_pointer", "pointer_reach", "pointer_rects"]
