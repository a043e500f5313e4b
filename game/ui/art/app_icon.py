"""The game's icon, drawn in code at any size: the five of hearts, the best trump of all when
hearts are trumps, on top of a small fan of the game's card backs, on a felt tile with a gold rim.

Desktops ask for 16 to 512 pixels, and one picture cannot serve both ends: below
``SIMPLE_BELOW`` pixels the icon is the card alone (a big "5", a big heart, a strong outline, no
tile, no fan), so it still reads in a title bar; from there up it is the full picture.  Like the
cards, everything is drawn at several times the size asked for and smoothscaled down.
``tools/make_icon.py`` writes the committed PNGs (``assets/icon/``) from this module; the window
loads those (``game.ui.kit.display``), so the game never draws its icon at start-up.
"""

from __future__ import annotations

import math

import pygame

from game.ui.art.card_art import CardArt
from game.ui.art.card_backs import BACK_STYLES
from game.ui.art.card_faces import CARD_RATIO, EDGE, INK_RED, PAPER, text_glyph
from game.ui.core.suits import HEARTS, suit_surface

Colour = tuple[int, int, int]

SIMPLE_BELOW = 40               # pixels: under this the icon is the five of hearts alone
FELT_TOP: Colour = (34, 118, 72)
FELT_BOTTOM: Colour = (10, 58, 34)
RIM: Colour = (226, 186, 92)    # the theme's gold
OUTLINE: Colour = (28, 22, 24)  # the small icon's strong edge
FAN_DEGREES = 17                # each card back's turn away from the upright five


def draw_icon(size: int) -> pygame.Surface:
    """The icon at ``size`` x ``size`` pixels (transparent outside the picture)."""
    if size < 1:
        raise ValueError(f"an icon needs at least one pixel, not {size}")
    if not pygame.font.get_init():
        pygame.font.init()
    supersample = 4 if size <= 128 else 2
    big_side = size * supersample
    big = pygame.Surface((big_side, big_side), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    if size < SIMPLE_BELOW:
        _draw_simple(big)
    else:
        _draw_full(big)
    return pygame.transform.smoothscale(big, (size, size))


# ---------------------------------------------------------------------------- the small icon

def _draw_simple(big: pygame.Surface) -> None:
    """The card alone, filling the square: wider than a real card so the "5" and the heart
    can be big and stand apart, ringed in a dark line that shows on light and dark panels."""
    side = big.get_width()
    height = round(side * 0.98)
    width = round(side * 0.86)
    rect = pygame.Rect(0, 0, width, height)
    rect.center = (side // 2, side // 2)
    outline = max(2, round(side * 0.075))
    radius = round(width * 0.16)
    pygame.draw.rect(big, OUTLINE, rect, border_radius=radius)
    pygame.draw.rect(big, PAPER, rect.inflate(-2 * outline, -2 * outline), border_radius=max(1, radius - outline))
    five = _bold(text_glyph("5", round(height * 0.46), INK_RED), round(side * 0.012))
    big.blit(five, five.get_rect(topleft=(rect.left + outline * 1.5, rect.top + outline * 1.3)))
    heart = suit_surface(HEARTS, round(width * 0.54), INK_RED)
    big.blit(heart, heart.get_rect(bottomright=(rect.right - outline * 0.7, rect.bottom - outline * 0.5)))


def _bold(glyph: pygame.Surface, thicken: int) -> pygame.Surface:
    """``glyph`` with its strokes ``thicken`` pixels wider each way: the font's bold is too thin
    to survive being scaled down to a dozen pixels."""
    wide = pygame.Surface((glyph.get_width() + 2 * thicken, glyph.get_height() + 2 * thicken), pygame.SRCALPHA)
    wide.fill((0, 0, 0, 0))
    for dx in range(0, 2 * thicken + 1):
        for dy in range(0, 2 * thicken + 1):
            wide.blit(glyph, (dx, dy))
    return wide


# ---------------------------------------------------------------------------- the full icon

def _draw_full(big: pygame.Surface) -> None:
    side = big.get_width()
    tile = big.get_rect().inflate(-round(side * 0.06), -round(side * 0.06))
    _felt_tile(big, tile)
    card_height = round(tile.height * 0.74)
    card_width = round(card_height * CARD_RATIO)
    pivot = (tile.centerx, tile.bottom + card_height * 0.08)   # below the cards: a gentle fan
    reach = card_height * 0.78                                   # pivot to a card's centre
    back = CardArt(card_height, back_style=BACK_STYLES[0]).back()
    for degrees in (FAN_DEGREES, -FAN_DEGREES):
        _blit_turned(big, back, degrees, pivot, reach, shadow=True)
    five = _five_of_hearts((card_width, card_height))
    _blit_turned(big, five, 0, (pivot[0], pivot[1]), reach * 0.97, shadow=True)


def _felt_tile(big: pygame.Surface, tile: pygame.Rect) -> None:
    """A rounded square of felt, lit from above, in a gold rim."""
    radius = round(tile.width * 0.2)
    felt = pygame.Surface(tile.size, pygame.SRCALPHA)
    for y in range(tile.height):
        t = y / max(1, tile.height - 1)
        colour = tuple(round(a + (b - a) * t) for a, b in zip(FELT_TOP, FELT_BOTTOM, strict=True))
        pygame.draw.line(felt, colour, (0, y), (tile.width - 1, y))
    mask = pygame.Surface(tile.size, pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    felt.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(felt, tile)
    rim = max(2, round(tile.width * 0.028))
    pygame.draw.rect(big, RIM, tile, rim, border_radius=radius)


def _five_of_hearts(size: tuple[int, int]) -> pygame.Surface:
    """The top card: a real card's paper and edge, its "5" grown to a quarter of the card in
    two corners and one big heart for its pips, so it reads from across the room."""
    width, height = size
    card = pygame.Surface(size, pygame.SRCALPHA)
    card.fill((*PAPER, 0))
    radius = round(width * 0.08)
    edge = max(2, round(height * 0.012))
    pygame.draw.rect(card, EDGE, card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, PAPER, card.get_rect().inflate(-2 * edge, -2 * edge), border_radius=radius - edge)
    five = text_glyph("5", round(height * 0.27), INK_RED)
    corner = five.get_rect(topleft=(round(width * 0.08), round(height * 0.045)))
    card.blit(five, corner)
    turned = pygame.transform.rotate(five, 180)
    card.blit(turned, turned.get_rect(bottomright=(width - corner.left, height - corner.top)))
    heart = suit_surface(HEARTS, round(width * 0.52), INK_RED)
    card.blit(heart, heart.get_rect(center=(width // 2, height // 2)))
    return card


def _blit_turned(big: pygame.Surface, card: pygame.Surface, degrees: float, pivot: tuple[float, float],
                 reach: float, shadow: bool) -> None:
    """``card`` turned ``degrees`` (anticlockwise) about a point ``reach`` below its centre,
    with a soft shadow below and to the right."""
    turned = pygame.transform.rotozoom(card, degrees, 1.0)
    angle = math.radians(degrees)
    centre = (pivot[0] - reach * math.sin(angle), pivot[1] - reach * math.cos(angle))
    if shadow:
        dark = turned.copy()
        dark.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)   # black, at most 90 opaque
        offset = card.get_height() * 0.025
        big.blit(dark, dark.get_rect(center=(round(centre[0] + offset), round(centre[1] + offset * 1.4))))
    big.blit(turned, turned.get_rect(center=(round(centre[0]), round(centre[1]))))


__all__ = ["SIMPLE_BELOW", "draw_icon"]
