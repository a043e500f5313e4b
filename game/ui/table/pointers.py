"""A coach's pointer: a pulsing gold ring around what matters and an arrow bobbing beside it.

``pointer_rects`` finds, for what a lesson points at (``table_context.Pointing``), where each
thing is on the table now: your cards and the trick's (from the view's sprites: the part of a
fanned card its neighbours leave visible), the buttons of calls (from the scene's button row,
by action), the panels (from the screen plan).  ``place_pointers`` picks where each arrow comes
from: never over words (a name plate, a prompt, a panel, another button) nor over more than a
corner of another card, and all from ONE side where it can (arrows that point up at one card and
down at another read as "high" and "low" in a lesson about ranks); along a card's visible edge
it may slide clear of a plate.  A thing no arrow can reach gets the ring alone.  It reads only;
``draw_pointer`` draws one pointer at a moment of the table's clock.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
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
    live = [s for s in view.sprites.values() if not s.leaving]
    for card in sorted(pointing.cards):
        sprite = view.sprites.get(card)
        if sprite is None or sprite.leaving:
            continue
        above = [card_rect(other) for other in live if other.z > sprite.z and other is not sprite]
        rects.append((visible_part(card_rect(sprite), above), False))
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


def visible_part(rect: pygame.Rect, covering: Sequence[pygame.Rect]) -> pygame.Rect:
    """The part of a card that cards lying over it leave to see, as the widest box: a fanned
    card's strip left of its neighbour (the whole card when nothing covers it)."""
    left, right = rect.left, rect.right
    for other in covering:
        if not other.colliderect(rect) or other.contains(rect):
            continue
        if other.left > left and other.top <= rect.centery <= other.bottom + rect.h:
            right = min(right, other.left)    # a card over its right part
        elif other.right < right and other.left <= left and other.top <= rect.centery:
            left = max(left, other.right)     # a card over its left part
    if right - left < rect.w // 5:             # (hardly any of it shows: point at all of it)
        return pygame.Rect(rect)
    return pygame.Rect(left, rect.top, right - left, rect.h)


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
    best = min(SIDES, key=lambda side: (arrow_side_cost(rect, side, window, words, cards), SIDES.index(side)))
    return best if arrow_side_cost(rect, best, window, words, cards) < math.inf else None


Placed = tuple[pygame.Rect, bool, "Side | None"]


def aims(rect: pygame.Rect) -> list[pygame.Rect]:
    """Where along ``rect`` an arrow may point: its middle first, then slid along it, so a
    plate over the middle of a card's edge does not leave the card without an arrow."""
    width = 2 * _arrow_size() + 4
    if rect.w <= width * 1.5:
        return [pygame.Rect(rect)]
    out = [pygame.Rect(rect)]
    steps = 4
    for i in range(steps + 1):
        x = rect.left + round((rect.w - width) * i / steps)
        out.append(pygame.Rect(x, rect.top, width, rect.h))
    return out


def place_pointers(targets: Sequence[tuple[pygame.Rect, bool]], window: pygame.Rect,
                   words: Sequence[pygame.Rect], cards: Sequence[pygame.Rect] = ()) -> list[Placed]:
    """Each target's pointer: (the box the arrow or ring shows, ringed, the arrow's side or None).

    The arrows come from one side where they can: the side most targets can take (then the
    one ``SIDES`` prefers); a target that cannot take it comes from its own best side, and one
    no side suits gets a ring alone.  A card's arrow may aim at a narrower part of its edge
    (``aims``), never at words."""
    options: list[dict[Side, pygame.Rect]] = []
    for rect, ringed in targets:
        found: dict[Side, pygame.Rect] = {}
        for i, aim in enumerate([rect] if ringed else aims(rect)):   # (a button is pointed at in its middle)
            for side in SIDES if i == 0 else ("above", "below"):   # (slid along the edge it points across)
                if side not in found and arrow_side_cost(aim, side, window, words, cards, rect) < math.inf:
                    found[side] = aim
        options.append(found)
    common = max(SIDES, key=lambda side: (sum(side in found for found in options), -SIDES.index(side)))
    placed: list[Placed] = []
    for (rect, ringed), found in zip(targets, options, strict=True):
        if common in found:
            placed.append((found[common], ringed, common))
        elif found:
            side = next(side for side in SIDES if side in found)
            placed.append((found[side], ringed, side))
        else:
            placed.append((rect, True, None))   # no side is free of words: the ring alone
    return placed


def arrow_side_cost(rect: pygame.Rect, side: Side, window: pygame.Rect, words: Sequence[pygame.Rect],
                    cards: Sequence[pygame.Rect] = (), target: pygame.Rect | None = None) -> float:
    """How much of other cards the arrow at ``rect`` from ``side`` covers (inf: it leaves the
    window, covers words, or more than a corner of a card).  ``target``: the whole thing the
    arrow shows (a box holding it, such as its row of buttons, is no obstacle; nor is it)."""
    whole = target if target is not None else rect
    area = arrow_area(rect, side)
    if not window.contains(area) or any(area.colliderect(w) for w in words if not w.contains(whole)):
        return math.inf
    covered = sum(_overlap(area, other) for other in cards   # (its own card holds the part shown)
                  if other != whole and not whole.contains(other) and not other.contains(whole))
    return covered if covered <= CARD_CORNER * area.w * area.h else math.inf


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clipped = a.clip(b)
    return clipped.w * clipped.h


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
    turn: Callable[[int, int], tuple[int, int]]
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


__all__ = ["Placed", "Side", "aims", "arrow_area", "arrow_side", "arrow_side_cost", "draw_pointer", "place_pointers",
           "pointer_rects", "visible_part"]
