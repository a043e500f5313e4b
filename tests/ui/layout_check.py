"""The layout check (issue 25): what a player must read never overlaps, is never cut, never small.

"A layout check that runs every scene of every preset and table size (2 to 6 seats) at 1024x576,
1280x720, 1920x1080 and 3840x2160 and fails when any two things a player must read overlap, or
a text is cut or wrapped where the design says one line, or any text is under 2.2% of the screen
height."

A scene says what on it is to be read (``Scene.readable_items``: name plates, speech bubbles,
the status strip, the corner panels, buttons and prompts, the board); the face-up cards of the
hand and the trick are read too.  Text cut short is heard from ``theme.listening_for_cuts``;
the smallest drawn card index is measured from the card art.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui.core.geometry import CARD_ASPECT, CardPlacement
from game.ui.kit import theme

MIN_TEXT_FRACTION = theme.MIN_TEXT_FRACTION


@dataclass
class Findings:
    """What the check found, in words a person can act on."""

    overlaps: list[str] = field(default_factory=list)
    small: list[str] = field(default_factory=list)

    def all(self) -> list[str]:
        return self.overlaps + self.small


def card_bounds(scene: Any) -> list[tuple[Hashable, pygame.Rect]]:
    """Face-up cards at rest in the hand and the trick: what a player reads on the table."""
    view = scene.view
    out: list[tuple[Hashable, pygame.Rect]] = []
    for card, sprite in view.sprites.items():
        if not sprite.face_up or sprite.leaving or sprite.busy or sprite.card is None:
            continue
        placement = CardPlacement(sprite.x, sprite.y, sprite.height * CARD_ASPECT, sprite.height, sprite.angle)
        out.append((("card", card), pygame.Rect(*placement.bounds().as_ints()).inflate(-4, -4)))
    return out


def overlaps(scene: Any, where: str) -> list[str]:
    """Every pair of readable things on the scene that overlap (cards overlap cards by design)."""
    items = list(scene.readable_items())
    cards = card_bounds(scene) if getattr(scene, "view", None) is not None else []
    found = []
    for i, (name, rect) in enumerate(items):
        for other, other_rect in items[i + 1:]:
            if rect.colliderect(other_rect):
                found.append(f"{where}: {name} overlaps {other} ({tuple(rect)} / {tuple(other_rect)})")
        for card, card_rect in cards:
            if rect.colliderect(card_rect):
                found.append(f"{where}: {name} covers {card} ({tuple(rect)} / {tuple(card_rect)})")
    return found


def small_card_indexes(scene: Any, height: int, where: str) -> list[str]:
    """Card indexes (the rank in the corner) smaller than the smallest text allows."""
    sizes: list[float] = getattr(scene, "card_index_heights", lambda: [])()
    least = MIN_TEXT_FRACTION * height
    return [f"{where}: a card's index is {size:.1f} px high, under {least:.1f} (2.2% of {height})"
            for size in sizes if size < least - 0.5]



def assert_inside_apart_and_readable(rects: list[tuple[str, pygame.Rect]], panel: pygame.Rect,
                                     size: tuple[int, int]) -> None:
    """Every text inside the panel, tall enough to read from the sofa, and none over another."""
    for key, rect in rects:
        assert panel.contains(rect), f"{key} leaves the panel"
        assert rect.h >= size[1] * theme.MIN_TEXT_FRACTION * 0.9, f"{key} is too small to read"
    for i, (key, rect) in enumerate(rects):
        for other, other_rect in rects[i + 1:]:
            assert not rect.colliderect(other_rect), f"{key} overlaps {other}"

