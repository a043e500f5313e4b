"""Name plates around the table: who sits where, the dealer, the contract, what each drew, the
tricks each has taken, whose turn it is and who is thinking.

Read from the engine's ``TableSnapshot``.  ``layout_plates`` is a pure function of the
snapshot, the layout and the text sizes (no drawing); ``draw_plates`` only draws.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from game.engine import Phase, TableSnapshot
from game.ui.art.portraits import portrait
from game.ui.core import caches
from game.ui.kit import theme
from game.ui.table.panels import SIDE_COLOURS
from game.ui.table.table_flow import HandOnShow

if TYPE_CHECKING:  # pragma: no cover
    from game.ui.table.session import GameSession
    from game.ui.table.table_view import TableView

NAME, CHIP = 28, 24
FACE_SIZE = 1.3    # a portrait's diameter over the plate's height: it stands a little proud of the plate
PLATE_PAD, CHIP_GAP = 14, 8
GLOW_GROWTH = 14   # the active plate's glow reaches this far out (1080p pixels, both sides together)
PULSE_STEPS = 8    # the active glow's looks as it pulses (each drawn once, then kept)
TRICK_CARD = (0.55, 0.8)   # a won-trick icon's card, as shares of a chip's height (width, height)

# By what a plate shows: name, colour, chips, tricks, active, face, size, and the text style.
_PlateKey = tuple[str, tuple[int, int, int], tuple[tuple[str, tuple[int, int, int]], ...], int | None, bool, int,
                  tuple[int, int], theme.TextStyle]
_PLATE_PICTURES: caches.SurfaceCache[_PlateKey] = caches.SurfaceCache("name plates", 2)


@dataclass(frozen=True)
class Plate:
    """A seat's name plate as laid out: where it sits and what it carries."""

    seat: int
    rect: pygame.Rect
    name: str
    colour: tuple[int, int, int]
    chips: tuple[tuple[str, tuple[int, int, int]], ...]
    tricks: int | None   # tricks taken this hand (None outside the play)
    active: bool            # this seat is to act
    thinking: bool          # a computer seat is deciding
    face: int = 0           # the portrait's diameter, at the plate's left end (0: none)


def _chip_width(text: str, height: int) -> int:
    return max(height, theme.text_width(text, CHIP, True) + height // 2)


def _tricks_width(tricks: int, height: int) -> int:
    icon = round(height * (TRICK_CARD[0] + 0.18 * min(tricks, 4)))
    return icon + theme.px(6) + theme.text_width(str(tricks), CHIP, True) + height // 2


def layout_plates(view: TableView, session: GameSession, on_show: HandOnShow | None = None) -> dict[int, Plate]:
    """Every seat's plate: its size from the name, chips and tricks, centred on the seat's label
    anchor and kept on screen (``on_show``: a scored hand still on the table, whose dealer and
    tricks the plates keep showing).  A pure function of the state and the layout (no drawing)."""
    snap = session.snapshot
    dealer = snap.dealer if on_show is None else on_show.dealer
    rules = snap.rules
    safe = view.layout.safe     # inside the rail and a TV's overscan, like everything else
    bounds = pygame.Rect(round(safe.x), round(safe.y), round(safe.w), round(safe.h))
    plates: dict[int, Plate] = {}
    contract = snap.contract
    chip_h = theme.line_height(CHIP, True) + theme.px(6)
    for seat in range(rules.players):
        cx, cy = view.label_anchor(seat)
        name = session.seats[seat].name
        colour = SIDE_COLOURS[(rules.side_of(seat) if rules.partnerships else seat) % len(SIDE_COLOURS)]
        active = snap.current_player == seat and not snap.game_over
        chips: list[tuple[str, tuple[int, int, int]]] = []
        if dealer == seat:
            chips.append(("D", (245, 240, 225)))
        if contract is not None and seat == contract.bidder:
            chips.append(("60/120" if contract.sixty_for_120 else str(contract.bid), theme.GOLD_BRIGHT))
        drew = _drawn(snap, seat)
        if drew is not None:
            chips.append((f"drew {drew}", (190, 215, 255)))
        tricks = snap.tally.seat_tricks[seat] if snap.phase == Phase.PLAY else \
            on_show.seat_tricks[seat] if on_show is not None else None
        name_w = theme.text_width(name, NAME, True)
        width = name_w + theme.px(PLATE_PAD) * 2 + sum(_chip_width(t, chip_h) + theme.px(CHIP_GAP) for t, _ in chips)
        if tricks is not None:
            width += _tricks_width(tricks, chip_h) + theme.px(CHIP_GAP)
        height = max(theme.line_height(NAME, True), chip_h) + theme.px(12)
        face = round(height * FACE_SIZE)
        width += face - theme.px(PLATE_PAD) // 2     # the portrait takes the place of the left padding
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (round(cx), round(cy))
        rect.clamp_ip(bounds)
        thinking = session.thinking_seat() == seat or (active and not session.seats[seat].is_human)
        plates[seat] = Plate(seat, rect, name, colour, tuple(chips), tricks, active, thinking, face)
    return plates


def _drawn(snap: TableSnapshot, seat: int) -> int | None:
    """Cards this seat drew, shown from its draw until the first trick is over."""
    if not snap.rules.draw or snap.phase not in (Phase.DRAW, Phase.ROB_PACK, Phase.PLAY) or snap.tricks:
        return None
    if not snap.has_drawn[seat]:
        return None
    if snap.took_top6 and snap.contract is not None and seat == snap.contract.bidder:
        return None
    return snap.drawn_counts[seat]


def draw_plates(surface: pygame.Surface, plates: dict[int, Plate], clock: float) -> None:
    """Draw the plates laid out by ``layout_plates``; the active seat's glow pulses with ``clock``."""
    for plate in plates.values():
        _draw_plate(surface, plate, clock)


def _draw_plate(surface: pygame.Surface, plate: Plate, clock: float) -> None:
    """The pulsing glow (the seat to act), the plate from its kept picture, the thinking dots."""
    rect = plate.rect
    if plate.active:
        # In eight steps: each step's glow is a kept picture, not a new one every frame.
        pulse = round((0.5 + 0.5 * math.sin(clock * 5.0)) * (PULSE_STEPS - 1)) / (PULSE_STEPS - 1)
        grow = theme.px(GLOW_GROWTH - 6 + 6 * pulse)
        glow = rect.inflate(grow, grow)
        theme.rounded_panel(surface, glow, (255, 222, 130, int(50 + 60 * pulse)), None,
                            radius=rect.h // 2 + theme.px(6))
    picture, offset = _plate_picture(plate)
    surface.blit(picture, (rect.x + offset[0], rect.y + offset[1]))
    if plate.thinking:
        _draw_thinking(surface, _thinking_rect(plate).center, clock)


def _plate_picture(plate: Plate) -> tuple[pygame.Surface, tuple[int, int]]:
    """The plate (panel, portrait, name, chips, tricks) drawn once while it shows the same
    things (a dozen drawing calls a frame otherwise), and where it lies from the plate's corner
    (the portrait stands a little proud of the plate)."""
    area = pygame.Rect((0, 0), plate.rect.size)
    face_rect = pygame.Rect(0, 0, plate.face, plate.face)
    face_rect.center = (plate.face // 2 - theme.px(2), area.centery)
    bounds = area.union(face_rect) if plate.face else area
    key = (plate.name, plate.colour, plate.chips, plate.tricks, plate.active, plate.face, plate.rect.size,
           theme.text_style())
    picture = _PLATE_PICTURES.get(key)
    if picture is None:
        picture = pygame.Surface(bounds.size, pygame.SRCALPHA)
        _draw_plate_on(picture, replace(plate, rect=area.move(-bounds.x, -bounds.y)))
        _PLATE_PICTURES.put(key, picture)
    return picture, (bounds.x, bounds.y)


def _draw_plate_on(surface: pygame.Surface, plate: Plate) -> None:
    rect, colour, active = plate.rect, plate.colour, plate.active
    height = rect.h
    fill = (*[c // 3 for c in colour], 235)
    border = theme.GOLD_BRIGHT if active else colour
    theme.rounded_panel(surface, rect, fill, border, radius=height // 2, width=3 if active else 2)
    x = rect.x + theme.px(PLATE_PAD)
    if plate.face:
        picture = portrait(plate.name, plate.face, colour)
        surface.blit(picture, picture.get_rect(center=(rect.x + plate.face // 2 - theme.px(2), rect.centery)))
        x = rect.x + plate.face + theme.px(PLATE_PAD) // 2
    label = theme.rich_text(plate.name, NAME, theme.CREAM, bold=True)
    surface.blit(label, label.get_rect(midleft=(x, rect.centery)))
    x += label.get_width() + theme.px(CHIP_GAP)
    chip_h = theme.line_height(CHIP, True) + theme.px(6)
    for text, chip_colour in plate.chips:
        img = theme.rich_text(text, CHIP, theme.INK, bold=True)
        chip = pygame.Rect(x, rect.centery - chip_h // 2, _chip_width(text, chip_h), chip_h)
        pygame.draw.rect(surface, chip_colour, chip, border_radius=chip_h // 2)
        pygame.draw.rect(surface, theme.GOLD, chip, max(1, theme.px(2)), border_radius=chip_h // 2)
        surface.blit(img, img.get_rect(center=chip.center))
        x += chip.w + theme.px(CHIP_GAP)
    if plate.tricks is not None:
        _draw_tricks(surface, pygame.Rect(x, rect.centery - chip_h // 2, _tricks_width(plate.tricks, chip_h), chip_h),
                     plate.tricks)


def _draw_tricks(surface: pygame.Surface, box: pygame.Rect, tricks: int) -> None:
    """The tricks taken: a little stack of face-down cards and the count, in a dark chip."""
    theme.rounded_panel(surface, box, (20, 20, 24, 220), theme.GOLD if tricks else (90, 100, 90),
                        radius=box.h // 2)
    card_w, card_h = round(box.h * TRICK_CARD[0]), round(box.h * TRICK_CARD[1])
    x = box.x + box.h // 4
    for i in range(max(1, min(tricks, 4))):
        card = pygame.Rect(x + i * round(box.h * 0.18), box.centery - card_h // 2, card_w, card_h)
        pygame.draw.rect(surface, (150, 40, 50) if tricks else (60, 70, 64), card, border_radius=max(2, card_w // 6))
        pygame.draw.rect(surface, theme.CREAM if tricks else (110, 120, 112), card, max(1, theme.px(2)),
                         border_radius=max(2, card_w // 6))
    count = theme.rich_text(str(tricks), CHIP, theme.CREAM if tricks else theme.MUTED, bold=True)
    surface.blit(count, count.get_rect(midright=(box.right - box.h // 4, box.centery)))


def _thinking_rect(plate: Plate) -> pygame.Rect:
    """The three dots under a thinking seat's plate, with room for their biggest size."""
    rect = pygame.Rect(0, 0, theme.px(13 * 2 + 2 * 7) + 2, theme.px(2 * 7) + 2)
    rect.center = (plate.rect.centerx, plate.rect.bottom + theme.px(12))
    return rect


def _draw_thinking(surface: pygame.Surface, centre: tuple[int, int], clock: float) -> None:
    for i in range(3):
        phase = (clock * 3.0 - i * 0.35) % 1.0
        r = theme.px(4 + 2.5 * max(0.0, math.sin(phase * math.pi)))
        pygame.draw.circle(surface, theme.GOLD_BRIGHT, (centre[0] + (i - 1) * theme.px(13), centre[1]), r)
