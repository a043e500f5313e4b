"""The card backs: a crimson trellis and a navy guilloche, each with a fine frame and an emblem.

Drawn on the supersampled blank card of ``CardArt`` (white rounded card, grey edge), inside the
white margin real backs keep.  ``BACK_STYLES`` lists them in the order a setting would offer.
"""

from __future__ import annotations

import math

import pygame

from game.ui.core.suits import CLUBS, DIAMONDS, HEARTS, SPADES, suit_surface

BACK_STYLES = ("crimson", "navy")

GOLD = (222, 182, 84)
GOLD_LIGHT = (250, 224, 150)
GOLD_DARK = (150, 108, 34)
CREAM = (255, 247, 226)
CRIMSON = (120, 14, 32)
CRIMSON_LIGHT = (150, 24, 44)
NAVY = (16, 34, 78)
NAVY_LIGHT = (30, 58, 122)


def draw_back(big: pygame.Surface, style: str, radius: int) -> None:
    """Paint ``style`` onto ``big`` (a blank supersampled card with corner ``radius``)."""
    if style not in BACK_STYLES:
        raise ValueError(f"unknown card back {style!r}; expected one of {BACK_STYLES}")
    width = big.get_width()
    margin = round(width * 0.055)
    inner = big.get_rect().inflate(-2 * margin, -2 * margin)
    inner_radius = max(2, radius - margin // 2)
    if style == "crimson":
        _crimson(big, inner, inner_radius)
    else:
        _navy(big, inner, inner_radius)


def _field(big: pygame.Surface, inner: pygame.Rect, radius: int, dark: tuple[int, int, int],
           light: tuple[int, int, int]) -> None:
    """The coloured field, a touch lighter towards the middle, like ink laid on thick."""
    pygame.draw.rect(big, dark, inner, border_radius=radius)
    steps = 6
    for step in range(1, steps):
        t = step / steps
        inset = round(inner.width * 0.08 * step)
        colour = tuple(round(d + (lit - d) * t) for d, lit in zip(dark, light, strict=True))
        rect = inner.inflate(-inset, -inset)
        if rect.width > 0 and rect.height > 0:
            pygame.draw.rect(big, colour, rect, border_radius=radius + inset // 2)


def _frames(big: pygame.Surface, inner: pygame.Rect, radius: int, colour: tuple[int, int, int]) -> None:
    """A thick and a thin frame line inside the field, with corner dots."""
    width = big.get_width()
    line = max(1, round(width * 0.011))
    for inset, thickness in ((0.03, line * 2), (0.055, line)):
        frame = inner.inflate(-round(width * inset) * 2, -round(width * inset) * 2)
        pygame.draw.rect(big, colour, frame, width=thickness, border_radius=radius)
    frame = inner.inflate(-round(width * 0.055) * 2, -round(width * 0.055) * 2)
    for corner in (frame.topleft, frame.topright, frame.bottomleft, frame.bottomright):
        x = corner[0] + (width * 0.05 if corner[0] == frame.left else -width * 0.05)
        y = corner[1] + (width * 0.05 if corner[1] == frame.top else -width * 0.05)
        pygame.draw.circle(big, colour, (round(x), round(y)), max(1, round(width * 0.018)))


def _lattice(surface: pygame.Surface, area: pygame.Rect, spacing: float, colour: tuple[int, ...],
             line: float) -> None:
    """Diagonal criss-cross lines clipped to ``area``."""
    overlay = pygame.Surface(area.size, pygame.SRCALPHA)
    overlay.fill((*colour[:3], 0))
    step = max(2.0, spacing)
    thickness = max(1, round(line))
    span = area.width + area.height
    offset = -float(area.height)
    while offset < area.width + step:
        pygame.draw.line(overlay, colour, (offset, 0), (offset + span, span), thickness)
        pygame.draw.line(overlay, colour, (offset + area.height, 0), (offset + area.height - span, span), thickness)
        offset += step
    surface.blit(overlay, area)


def _crimson(big: pygame.Surface, inner: pygame.Rect, radius: int) -> None:
    """Crimson trellis: fine diagonal lattice, gold studs at the crossings, and a medallion
    holding the four suits round a gold star."""
    width = big.get_width()
    _field(big, inner, radius, CRIMSON, CRIMSON_LIGHT)
    spacing = width * 0.09
    field = inner.inflate(-round(width * 0.09), -round(width * 0.09))
    clip = big.get_clip()
    big.set_clip(field)
    _lattice(big, field, spacing, (226, 120, 128, 110), width * 0.008)
    _lattice(big, field.move(round(spacing / 2), 0), spacing, (90, 6, 20, 90), width * 0.004)
    stud = suit_surface(DIAMONDS, max(2, round(spacing * 0.36)), GOLD)
    centre_x = field.centerx
    row = 0
    y = field.centery - math.ceil(field.height / spacing) * spacing / 2
    while y <= field.bottom + spacing:
        x = centre_x - math.ceil(field.width / spacing + 1) * spacing / 2 + (spacing / 2 if row % 2 else 0.0)
        while x <= field.right + spacing:
            big.blit(stud, stud.get_rect(center=(round(x), round(y))))
            x += spacing
        y += spacing / 2
        row += 1
    big.set_clip(clip)
    _frames(big, inner, radius, GOLD)
    _medallion(big, CRIMSON, (96, 8, 24), suits=True)


def _navy(big: pygame.Surface, inner: pygame.Rect, radius: int) -> None:
    """Navy guilloche: engraved rosettes of fine looping lines, like a banknote, round a compass
    rose (the sea is never far from a Nova Scotia kitchen table)."""
    width, height = big.get_size()
    _field(big, inner, radius, NAVY, NAVY_LIGHT)
    field = inner.inflate(-round(width * 0.09), -round(width * 0.09))
    clip = big.get_clip()
    big.set_clip(field)
    line = max(1, round(width * 0.0045))
    centre = big.get_rect().center
    reach = math.hypot(field.width, field.height) / 2
    for index in range(9):       # concentric engraved rings, finer towards the middle
        fraction = 1.15 - index * 0.11
        colour = (70 + index * 7, 106 + index * 7, 180 + index * 5)
        _rosette(big, centre, reach * fraction, reach * fraction * 0.045, 18 + index * 2 if index % 2 else 36 - index,
                 colour, line)
    big.set_clip(clip)
    _frames(big, inner, radius, (206, 220, 244))
    _medallion(big, NAVY, (12, 26, 62), suits=False)


def _rosette(surface: pygame.Surface, centre: tuple[float, float], radius: float, wave: float, lobes: int,
             colour: tuple[int, int, int], line: int) -> None:
    """Two interleaved wavy rings: the engraved guilloche of banknotes and old card backs."""
    steps = lobes * 12
    for phase in (0.0, math.pi / lobes):
        points = []
        for index in range(steps + 1):
            angle = 2 * math.pi * index / steps
            r = radius - wave + wave * math.cos(lobes * angle + phase)
            points.append((centre[0] + r * math.cos(angle), centre[1] + r * math.sin(angle)))
        pygame.draw.lines(surface, colour, True, points, line)
    inner_points = []
    for index in range(steps + 1):
        angle = 2 * math.pi * index / steps
        r = radius - wave * 2.6 + wave * 0.6 * math.sin(lobes * 2 * angle)
        inner_points.append((centre[0] + r * math.cos(angle), centre[1] + r * math.sin(angle)))
    pygame.draw.lines(surface, colour, True, inner_points, line)


def _medallion(big: pygame.Surface, field: tuple[int, int, int], dark: tuple[int, int, int], suits: bool) -> None:
    """The central emblem: a gold-rimmed disc with the four suits (crimson) or a compass rose."""
    width = big.get_width()
    centre = big.get_rect().center
    size = round(width * 0.22)
    line = max(1, round(width * 0.011))
    pygame.draw.circle(big, GOLD_DARK, centre, size + line * 4)
    pygame.draw.circle(big, GOLD, centre, size + line * 3)
    pygame.draw.circle(big, dark, centre, size)
    pygame.draw.circle(big, GOLD_LIGHT, centre, round(size * 0.88), line)
    for index in range(24):      # a beaded ring
        angle = 2 * math.pi * index / 24
        at = (centre[0] + math.cos(angle) * size * 0.94, centre[1] + math.sin(angle) * size * 0.94)
        pygame.draw.circle(big, GOLD, (round(at[0]), round(at[1])), max(1, round(size * 0.025)))
    if suits:
        _star(big, centre, size * 0.42, 8, GOLD, GOLD_DARK)
        pip = round(size * 0.42)
        for suit, (dx, dy) in zip((SPADES, HEARTS, CLUBS, DIAMONDS), ((0, -1), (1, 0), (0, 1), (-1, 0)), strict=True):
            symbol = suit_surface(suit, pip, CREAM)
            if dy > 0:
                symbol = pygame.transform.rotate(symbol, 180)
            at = (centre[0] + dx * size * 0.5, centre[1] + dy * size * 0.5)
            big.blit(symbol, symbol.get_rect(center=(round(at[0]), round(at[1]))))
        pygame.draw.circle(big, CREAM, centre, max(1, round(size * 0.09)))
        pygame.draw.circle(big, GOLD_DARK, centre, max(1, round(size * 0.09)), line)
    else:
        _star(big, centre, size * 0.84, 8, (232, 238, 250), (150, 170, 210), inner=0.16)
        _star(big, centre, size * 0.56, 8, GOLD_LIGHT, GOLD_DARK, inner=0.2, turn=math.pi / 8)
        pygame.draw.circle(big, GOLD, centre, max(1, round(size * 0.1)))
        pygame.draw.circle(big, field, centre, max(1, round(size * 0.05)))


def _star(surface: pygame.Surface, centre: tuple[int, int], radius: float, points: int,
          light: tuple[int, int, int], shade: tuple[int, int, int], inner: float = 0.28,
          turn: float = 0.0) -> None:
    """A compass-rose star: each point split into a lit and a shaded half."""
    cx, cy = centre
    for index in range(points):
        angle = turn - math.pi / 2 + 2 * math.pi * index / points
        tip = (cx + math.cos(angle) * radius, cy + math.sin(angle) * radius)
        for side, colour in ((-1, light), (1, shade)):
            flank = angle + side * math.pi / points
            base = (cx + math.cos(flank) * radius * inner, cy + math.sin(flank) * radius * inner)
            pygame.draw.polygon(surface, colour, [centre, tip, base])
