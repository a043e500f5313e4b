"""A trick laid out big to be judged ("which card wins?"): the ranking trainer's board, which
the drills' trick questions use too.  ``layout`` places the cards; ``draw`` only reads.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine.cards import SUIT_NAMES
from game.ui.art.card_art import CardArt
from game.ui.art.menu_art import draw_cross, draw_tick
from game.ui.core.intents import Intent, IntentKind
from game.ui.core.suits import suit_surface
from game.ui.kit import theme

ORDER_WORDS = ("1st", "2nd", "3rd", "4th", "5th", "6th")


class TrickBoard:
    """A trick laid out big to be judged: the lead marked, focus for keys and pads, and after an
    answer the winner lit green and a wrong pick crossed out."""

    def __init__(self, cards: Sequence[int], trump: int, winner: int) -> None:
        self.cards = [int(c) for c in cards]
        self.trump = trump
        self.winner = winner
        self.focus = 0
        self.chosen: int | None = None
        self.reveal = True      # light the winner after any answer (drills wait until asked)
        self.rects: list[pygame.Rect] = []
        self.art: CardArt | None = None

    @property
    def answered(self) -> bool:
        return self.chosen is not None

    @property
    def shows_winner(self) -> bool:
        return self.chosen is not None and (self.reveal or self.chosen == self.winner)

    def layout(self, area: pygame.Rect) -> None:
        """Fit the cards in a row inside ``area`` (as big as will fit, never absurdly big)."""
        n = len(self.cards)
        gap = theme.px(34)
        height = min(area.h, theme.px(380), round((area.w - gap * (n - 1)) / n / 0.714))
        if self.art is None or self.art.card_height != max(20, height):
            self.art = CardArt(height)
        cw, ch = self.art.card_size
        total = n * cw + (n - 1) * gap
        x = area.centerx - total // 2
        self.rects = [pygame.Rect(x + i * (cw + gap), area.centery - ch // 2, cw, ch) for i in range(n)]

    def handle(self, intent: Intent) -> int | None:
        """The index the person picked (click, Enter or a digit key), or None."""
        if self.answered or not self.rects:
            return None
        kind = intent.kind
        if kind is IntentKind.POINT:
            for i, rect in enumerate(self.rects):
                if rect.collidepoint(intent.pos):
                    self.focus = i
        elif kind is IntentKind.CLICK and intent.button == 1:
            for i, rect in enumerate(self.rects):
                if rect.collidepoint(intent.pos):
                    self.focus = i
                    return i
        elif kind is IntentKind.MOVE and intent.dx:
            self.focus = (self.focus + intent.dx) % len(self.cards)
        elif kind is IntentKind.CONFIRM:
            return self.focus
        elif kind is IntentKind.DIGIT and 1 <= intent.amount <= len(self.cards):
            self.focus = intent.amount - 1
            return self.focus
        return None

    def answer(self, index: int) -> bool:
        self.chosen = index
        return index == self.winner

    def draw(self, surface: pygame.Surface, show_focus: bool) -> None:
        if self.art is None:
            return
        art = self.art
        lift = theme.px(18)
        for i, (card, rect) in enumerate(zip(self.cards, self.rects, strict=True)):
            focused = show_focus and i == self.focus and not self.answered
            place = rect.move(0, -lift if focused else 0)
            if self.shows_winner and i == self.winner:
                glow = art.glow((120, 230, 140), spread=theme.px(22))
                surface.blit(glow, glow.get_rect(center=place.center))
            shadow = art.shadow()
            dx, dy = art.shadow_offset
            surface.blit(shadow, shadow.get_rect(center=(place.centerx + dx, place.centery + dy)))
            surface.blit(art.face(card), place)
            if focused:
                ring = art.highlight_outline(theme.GOLD_BRIGHT, max(3, theme.px(5)))
                surface.blit(ring, ring.get_rect(center=place.center))
            if self.shows_winner and i != self.winner:
                veil = pygame.Surface(place.size, pygame.SRCALPHA)
                pygame.draw.rect(veil, (0, 0, 0, 110), veil.get_rect(), border_radius=max(4, place.w // 14))
                surface.blit(veil, place)
            if self.answered and i == self.chosen and i != self.winner:
                ring = art.highlight_outline(theme.BAD, max(3, theme.px(5)))
                surface.blit(ring, ring.get_rect(center=place.center))
                draw_cross(surface, (place.right - theme.px(4), place.top + theme.px(4)), theme.px(44), badge=True)
            self._draw_tags(surface, i, place)

    def _draw_tags(self, surface: pygame.Surface, index: int, place: pygame.Rect) -> None:
        """"LEAD" over the first card, the order under each, "WINS" under the winner once answered."""
        if index == 0:
            tag = pygame.Rect(0, 0, theme.px(118), theme.px(40))
            tag.midbottom = (place.centerx, place.top - theme.px(12))
            theme.rounded_panel(surface, tag, (246, 210, 120, 255), theme.GOLD, radius=theme.px(12))
            theme.blit_text(surface, "LEAD", 24, tag.center, theme.INK, bold=True, shadow=False)
        below = (place.centerx, place.bottom + theme.px(30))
        if self.shows_winner and index == self.winner:
            theme.blit_text(surface, "WINS", 30, below, theme.GREEN_OK, bold=True)
            draw_tick(surface, (place.right - theme.px(4), place.top + theme.px(4)), theme.px(44), badge=True)
        else:
            theme.blit_text(surface, ORDER_WORDS[index] if index < len(ORDER_WORDS) else "", 24, below,
                            theme.MUTED if index else theme.GOLD)


def draw_trump_badge(surface: pygame.Surface, midtop: tuple[int, int], trump: int) -> pygame.Rect:
    """A panel with the trump suit drawn large: the one fact every answer depends on."""
    icon = suit_surface(trump, theme.px(56), theme.suit_colour(trump))
    text = theme.rich_text(f"{SUIT_NAMES[trump].capitalize()} are trump", 30, theme.CREAM, bold=True)
    rect = pygame.Rect(0, 0, icon.get_width() + text.get_width() + theme.px(64), theme.px(80))
    rect.midtop = midtop
    theme.rounded_panel(surface, rect, (8, 22, 14, 235), theme.GOLD_BRIGHT, radius=theme.px(20))
    surface.blit(icon, icon.get_rect(midleft=(rect.x + theme.px(22), rect.centery)))
    surface.blit(text, text.get_rect(midleft=(rect.x + theme.px(38) + icon.get_width(), rect.centery)))
    return rect
