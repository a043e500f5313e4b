"""The printed look of a playing card, drawn in code: paper and edge, indices, pips, aces, courts.

``FacePainter`` draws one card at a supersampled size (2-3x the card's), so rounded corners,
pips and indices stay crisp once ``CardArt`` (``card_art.py``, which caches the results and
makes the turned, glowing and shadowed pictures) scales it down.  The court figures are
``court_art``'s.
"""

from __future__ import annotations

import pygame

from game.ui.art.court_art import court_panel
from game.ui.core import caches
from game.ui.core.geometry import INDEX_FRACTION
from game.ui.core.suits import DIAMONDS, HEARTS, suit_surface

RANK_LABELS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
CARD_RATIO = 2.5 / 3.5  # poker size, width / height

INK_BLACK = (24, 26, 34)
INK_RED = (200, 20, 44)
INK_BLUE = (22, 84, 186)
INK_GREEN = (18, 128, 60)
PAPER = (253, 252, 248)
EDGE = (150, 152, 162)
# Traditional pip centres keyed by rank index (1 = the two ... 9 = the ten), in a unit box:
# x in {0, .5, 1} columns, y from top row 0 to bottom row 1; pips below the middle are inverted.
PIP_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.0), (0.5, 1.0)),
    2: ((0.5, 0.0), (0.5, 0.5), (0.5, 1.0)),
    3: ((0, 0), (1, 0), (0, 1), (1, 1)),
    4: ((0, 0), (1, 0), (0, 1), (1, 1), (0.5, 0.5)),
    5: ((0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    6: ((0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1), (0.5, 0.25)),
    7: ((0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1), (0.5, 0.25), (0.5, 0.75)),
    8: ((0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1),
        (0.5, 0.5)),
    9: ((0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1),
        (0.5, 1 / 6), (0.5, 5 / 6)),
}

_fonts: dict[int, pygame.font.Font] = {}
caches.register(_fonts.clear)


def _font(size: int) -> pygame.font.Font:
    """pygame's always-available default font, created lazily after pygame.init()."""
    size = max(6, size)
    if size not in _fonts:
        _fonts[size] = pygame.font.Font(None, size)
    return _fonts[size]


def text_glyph(text: str, height: int, color: tuple[int, int, int],
               max_width: float | None = None) -> pygame.Surface:
    """Text cropped to its ink and scaled to exactly ``height`` px, so indices align.

    Wide labels ("10") are condensed to ``max_width`` like the narrow figures of a
    printed deck instead of spilling into the pips.
    """
    height = max(1, height)
    rendered = _font(height * 2 + 4).render(text, True, color)
    ink = rendered.subsurface(rendered.get_bounding_rect()).copy()
    width = ink.get_width() * height / max(1, ink.get_height())
    if max_width is not None:
        width = min(width, max_width)
    return pygame.transform.smoothscale(ink, (max(1, round(width)), height))



class FacePainter:
    """Draws the faces of one card size at ``scale`` times its size (``card_width`` by ``card_height``)."""

    def __init__(self, card_width: int, card_height: int, scale: int, four_colour: bool = False,
                 large_indices: bool = False) -> None:
        self.card_width, self.card_height, self.scale = card_width, card_height, scale
        self.four_colour = four_colour
        self.large_indices = large_indices

    def suit_color(self, suit: int) -> tuple[int, int, int]:
        """Ink colour of a suit; four-colour decks separate the same-coloured suits."""
        if self.four_colour:
            return (INK_BLACK, INK_RED, INK_BLUE, INK_GREEN)[suit]
        return INK_RED if suit in (HEARTS, DIAMONDS) else INK_BLACK


    def radius(self) -> int:
        return round(self.card_width * self.scale * 0.065)

    def blank_card(self) -> pygame.Surface:
        """A white rounded card with a fine grey edge, at supersampled size."""
        width, height = self.card_width * self.scale, self.card_height * self.scale
        big = pygame.Surface((width, height), pygame.SRCALPHA)
        big.fill((*PAPER, 0))
        radius = self.radius()
        edge = max(1, round(self.scale * max(1.0, self.card_height / 260)))
        pygame.draw.rect(big, EDGE, big.get_rect(), border_radius=radius)
        pygame.draw.rect(big, PAPER, big.get_rect().inflate(-2 * edge, -2 * edge),
                         border_radius=max(0, radius - edge))
        return big


    def face(self, card: int) -> pygame.Surface:
        """The face of ``card`` (0..51, suit * 13 + rank) at the supersampled size."""
        suit, rank = divmod(card, 13)
        big = self.blank_card()
        color = self.suit_color(suit)
        self._draw_indices(big, suit, rank, color)
        if rank >= 10:
            self._draw_court(big, suit, RANK_LABELS[rank], color)
        elif rank == 0:
            self._draw_ace(big, suit, color)
        else:
            self._draw_pips(big, suit, rank, color)
        return big

    def _index_metrics(self) -> tuple[float, float, float]:
        """(rank glyph height, index column centre x, top margin) in supersampled px."""
        width, height = self.card_width * self.scale, self.card_height * self.scale
        if self.large_indices:
            return height * INDEX_FRACTION[1], width * 0.125, height * 0.035
        return height * INDEX_FRACTION[0], width * 0.095, height * 0.04

    def _draw_indices(self, big: pygame.Surface, suit: int, rank: int,
                      color: tuple[int, int, int]) -> None:
        """Rank over suit in the top-left corner, and the same turned 180° bottom-right."""
        glyph_height, center_x, top = self._index_metrics()
        label = text_glyph(RANK_LABELS[rank], round(glyph_height), color,
                           max_width=glyph_height * 0.9)
        symbol = suit_surface(suit, round(glyph_height * 0.74), color)
        gap = glyph_height * 0.16
        block_height = round(label.get_height() + gap + symbol.get_height())
        block_width = round(max(label.get_width(), symbol.get_width()))
        block = pygame.Surface((block_width, block_height), pygame.SRCALPHA)
        block.fill((*color, 0))
        block.blit(label, label.get_rect(midtop=(block_width / 2, 0)))
        block.blit(symbol, symbol.get_rect(midbottom=(block_width / 2, block_height)))
        top_left = block.get_rect(midtop=(round(center_x), round(top)))
        big.blit(block, top_left)
        turned = pygame.transform.rotate(block, 180)
        bottom_right = turned.get_rect(midbottom=(big.get_width() - round(center_x),
                                                  big.get_height() - round(top)))
        big.blit(turned, bottom_right)

    def _pip_frame(self) -> tuple[float, float, float, float, int]:
        """(left column x, right column x, top row y, bottom row y, pip size)."""
        width, height = self.card_width * self.scale, self.card_height * self.scale
        column = 0.35 if self.large_indices else 0.31
        pip = width * (0.16 if self.large_indices else 0.175)
        return width * column, width * (1 - column), height * 0.2, height * 0.8, round(pip)

    def _draw_pips(self, big: pygame.Surface, suit: int, rank: int,
                   color: tuple[int, int, int]) -> None:
        left, right, top, bottom, size = self._pip_frame()
        upright = suit_surface(suit, size, color)
        flipped = pygame.transform.rotate(upright, 180)
        for unit_x, unit_y in PIP_LAYOUTS[rank]:
            center = (left + (right - left) * unit_x, top + (bottom - top) * unit_y)
            pip = flipped if unit_y > 0.5 else upright
            big.blit(pip, pip.get_rect(center=(round(center[0]), round(center[1]))))

    def _draw_ace(self, big: pygame.Surface, suit: int, color: tuple[int, int, int]) -> None:
        """One big central pip; the ace of hearts, a permanent trump here, is larger still."""
        width = big.get_width()
        size = round(width * (0.62 if suit == HEARTS else 0.5))
        if self.large_indices:
            size = round(size * 0.88)
        pip = suit_surface(suit, size, color)
        big.blit(pip, pip.get_rect(center=big.get_rect().center))

    def _court_rect(self, big: pygame.Surface) -> pygame.Rect:
        """The framed picture of a court card, between the two index columns."""
        width, height = big.get_size()
        _, center_x, _ = self._index_metrics()
        side = round(center_x * 2 - width * 0.005)
        vertical = round(height * 0.055)
        return pygame.Rect(side, vertical, width - 2 * side, height - 2 * vertical)

    def _draw_court(self, big: pygame.Surface, suit: int, label: str, color: tuple[int, int, int]) -> None:
        """The double-ended figure (see ``court_art``), its corner pips in the suit's ink."""
        rect = self._court_rect(big)
        big.blit(court_panel(rect.size, label, suit, color, self.four_colour), rect)
