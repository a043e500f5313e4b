"""Heads-up display around the cards: seat plates, the score panel, the contract and trump.

Read from the engine's ``TableSnapshot``: name plates show the dealer chip, the contract,
what each seat drew, the tricks taken and a thinking indicator; the score panel shows every
side against the target.  ``layout_plates`` is a pure function; the ``draw_*`` only draw.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional

import pygame

from game.engine import Phase, TableSnapshot
from game.engine.cards import SUIT_NAMES
from game.engine.wording import contract_text
from game.ui import theme
from game.ui.suits import suit_surface

if TYPE_CHECKING:  # pragma: no cover
    from game.ui.session import GameSession
    from game.ui.table_view import TableView

SIDE_COLOURS = [(70, 170, 110), (200, 90, 80), (90, 140, 220), (200, 160, 70), (160, 110, 200), (80, 180, 190)]


def side_name(session: "GameSession", side: int) -> str:
    """"Us"/"Them" for partnerships seen from the person's seat, else the player's name."""
    rules = session.rules
    if rules.partnerships and rules.players > 2:
        mine = rules.side_of(session.viewer)
        if session.human_seats:
            return "Us" if side == mine else "Them"
        return f"Side {'AB'[side]}"
    return session.seats[side].name


def was(name: str) -> str:
    """``You were`` but ``Mary was``: the person's seat is called "You" unless renamed."""
    return f"{name} were" if name == "You" else f"{name} was"


@dataclass(frozen=True)
class Plate:
    """A seat's name plate as laid out: where it sits and what it carries."""

    seat: int
    rect: pygame.Rect
    name: str
    colour: tuple[int, int, int]
    chips: tuple[tuple[str, tuple[int, int, int]], ...]
    tricks: int
    active: bool       # this seat is to act
    thinking: bool     # a computer seat is deciding


PLATE_PAD, CHIP_HEIGHT, CHIP_GAP, TRICK_STEP = 14, 30, 6, 18
GLOW_GROWTH = 14   # the active plate's glow reaches this far out (1080p pixels, both sides together)


def layout_plates(view: "TableView", session: "GameSession") -> dict[int, Plate]:
    """Every seat's plate: its size from the name and chips, centred on the seat's label anchor
    and kept on screen.  A pure function of the state and the layout (no drawing)."""
    snap = session.snapshot
    rules = snap.rules
    bounds = pygame.Rect(0, 0, *view.size)
    plates: dict[int, Plate] = {}
    contract = snap.contract
    for seat in range(rules.players):
        cx, cy = view.label_anchor(seat)
        name = session.seats[seat].name
        colour = SIDE_COLOURS[(rules.side_of(seat) if rules.partnerships else seat) % len(SIDE_COLOURS)]
        active = snap.current_player == seat and not snap.game_over
        chips: list[tuple[str, tuple[int, int, int]]] = []
        if snap.dealer == seat:
            chips.append(("D", (245, 240, 225)))
        if contract is not None and seat == contract.bidder:
            chips.append(("60/120" if contract.sixty_for_120 else str(contract.bid), theme.GOLD_BRIGHT))
        drew = _drawn(snap, seat)
        if drew is not None:
            chips.append((f"drew {drew}", (190, 215, 255)))
        label_w, label_h = theme.rich_text_size(name, 28, bold=True)
        chip_h = theme.px(CHIP_HEIGHT)
        chip_ws = [max(chip_h, theme.rich_text_size(text, 22, bold=True)[0] + theme.px(14)) for text, _ in chips]
        tricks = snap.tally.seat_tricks[seat] if snap.phase == Phase.PLAY else 0
        width = label_w + theme.px(PLATE_PAD) * 2 + sum(w + theme.px(CHIP_GAP) for w in chip_ws)
        width += theme.px(TRICK_STEP) * tricks + (theme.px(8) if tricks else 0)
        height = max(label_h + theme.px(12), theme.px(42))
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (round(cx), round(cy))
        rect.clamp_ip(bounds)
        thinking = session.thinking_seat() == seat or (active and not session.seats[seat].is_human)
        plates[seat] = Plate(seat, rect, name, colour, tuple(chips), tricks, active, thinking)
    return plates


def ambient_rects(plates: dict[int, Plate]) -> list[pygame.Rect]:
    """Where the plates change by themselves: the active seat's pulsing glow, the thinking dots."""
    rects = []
    for plate in plates.values():
        if plate.active:
            grow = theme.px(GLOW_GROWTH + 2)
            rects.append(plate.rect.inflate(grow, grow))
        if plate.thinking:
            rects.append(_thinking_rect(plate))
    return rects


def draw_plates(surface: pygame.Surface, plates: dict[int, Plate], clock: float) -> None:
    """Draw the plates laid out by ``layout_plates``; the active seat's glow pulses with ``clock``."""
    for plate in plates.values():
        _draw_plate(surface, plate, clock)


def _draw_plate(surface: pygame.Surface, plate: Plate, clock: float) -> None:
    rect, colour, active = plate.rect, plate.colour, plate.active
    height = rect.h
    label = theme.rich_text(plate.name, 28, theme.CREAM, bold=True)
    fill = (*[c // 3 for c in colour], 230)
    border = theme.GOLD_BRIGHT if active else colour
    if active:
        pulse = 0.5 + 0.5 * math.sin(clock * 5.0)
        grow = theme.px(GLOW_GROWTH - 6 + 6 * pulse)
        glow = rect.inflate(grow, grow)
        theme.rounded_panel(surface, glow, (255, 222, 130, int(50 + 60 * pulse)), None,
                            radius=height // 2 + theme.px(6))
    theme.rounded_panel(surface, rect, fill, border, radius=height // 2, width=3 if active else 2)
    x = rect.x + theme.px(PLATE_PAD)
    surface.blit(label, label.get_rect(midleft=(x, rect.centery)))
    x += label.get_width() + theme.px(8)
    chip_h = theme.px(CHIP_HEIGHT)
    for text, chip_colour in plate.chips:
        img = theme.rich_text(text, 22, theme.INK, bold=True)
        chip = pygame.Rect(x, rect.centery - chip_h // 2, max(chip_h, img.get_width() + theme.px(14)), chip_h)
        pygame.draw.rect(surface, chip_colour, chip, border_radius=chip_h // 2)
        pygame.draw.rect(surface, theme.GOLD, chip, max(1, theme.px(2)), border_radius=chip_h // 2)
        surface.blit(img, img.get_rect(center=chip.center))
        x += chip.w + theme.px(CHIP_GAP)
    if plate.tricks:
        x += theme.px(4)
        for _ in range(plate.tricks):
            r = pygame.Rect(x, rect.centery - theme.px(11), theme.px(14), theme.px(22))
            pygame.draw.rect(surface, (150, 40, 50), r, border_radius=theme.px(3))
            pygame.draw.rect(surface, theme.CREAM, r, 1, border_radius=theme.px(3))
            x += theme.px(TRICK_STEP)
    if plate.thinking:
        _draw_thinking(surface, (rect.centerx - theme.px(13), rect.bottom + theme.px(12)), clock)


def _thinking_rect(plate: Plate) -> pygame.Rect:
    """The three dots under a thinking seat's plate, with room for their biggest size."""
    rect = pygame.Rect(0, 0, theme.px(13 * 2 + 2 * 7) + 2, theme.px(2 * 7) + 2)
    rect.center = (plate.rect.centerx, plate.rect.bottom + theme.px(12))
    return rect


def _drawn(snap: TableSnapshot, seat: int) -> Optional[int]:
    """Cards this seat drew, shown from its draw until the first trick is over."""
    if not snap.rules.draw or snap.phase not in (Phase.DRAW, Phase.ROB_PACK, Phase.PLAY) or snap.tricks:
        return None
    if not snap.has_drawn[seat]:
        return None
    if snap.took_top6 and snap.contract is not None and seat == snap.contract.bidder:
        return None
    return snap.drawn_counts[seat]


def _draw_thinking(surface: pygame.Surface, centre: tuple[int, int], clock: float) -> None:
    for i in range(3):
        phase = (clock * 3.0 - i * 0.35) % 1.0
        r = theme.px(4 + 2.5 * max(0.0, math.sin(phase * math.pi)))
        pygame.draw.circle(surface, theme.GOLD_BRIGHT, (centre[0] + i * theme.px(13), centre[1]), r)


def draw_score_panel(surface: pygame.Surface, session: "GameSession") -> pygame.Rect:
    """Top-left: each side's score against the target, ticks if on."""
    snap = session.snapshot
    rules = snap.rules
    sides = rules.side_count
    line_h = theme.font(26).get_height() + theme.px(8)
    width = max(theme.px(300), theme.font(22, True).size(f"Game to {rules.target}")[0]
                + theme.font(22).size(f"Hand {snap.hand_number + 1}")[0] + theme.px(60))
    rect = pygame.Rect(theme.px(18), theme.px(16), width, theme.px(52) + line_h * sides)
    theme.rounded_panel(surface, rect)
    theme.blit_text(surface, f"Game to {rules.target}", 22, (rect.x + theme.px(16), rect.y + theme.px(20)),
                    theme.GOLD, "midleft", bold=True)
    theme.blit_text(surface, f"Hand {snap.hand_number + 1}", 22, (rect.right - theme.px(16), rect.y + theme.px(20)),
                    theme.MUTED, "midright")
    for side in range(sides):
        y = rect.y + theme.px(50) + side * line_h + line_h // 2
        colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
        pygame.draw.circle(surface, colour, (rect.x + theme.px(24), y), theme.px(7))
        theme.blit_text(surface, side_name(session, side), 26, (rect.x + theme.px(40), y), theme.CREAM, "midleft")
        score = snap.scores[side]
        theme.blit_text(surface, str(score), 30, (rect.right - theme.px(18), y),
                        theme.BAD if score < 0 else theme.CREAM, "midright", bold=True)
        frac = max(0.0, min(1.0, score / rules.target))
        bar = pygame.Rect(rect.x + theme.px(40), y + theme.px(14), theme.px(170), theme.px(4))
        pygame.draw.rect(surface, (40, 60, 45), bar, border_radius=2)
        pygame.draw.rect(surface, colour, (bar.x, bar.y, int(bar.w * frac), bar.h), border_radius=2)
        if rules.ticks and snap.ticks[side]:
            theme.blit_text(surface, f"ticks {snap.ticks[side]}", 18, (bar.right + theme.px(8), bar.centery),
                            theme.BAD, "midleft")
    return rect


def draw_contract(surface: pygame.Surface, session: "GameSession") -> Optional[pygame.Rect]:
    """Top-right: trump (a big drawn suit) and the contract."""
    snap = session.snapshot
    trump = snap.trump
    if trump < 0:
        return None
    contract = snap.contract
    size = theme.px(64)
    lines = [SUIT_NAMES[trump].capitalize()]
    who = ""
    if contract is not None:
        who = f"{session.seats[contract.bidder].name}: {contract_text(contract.bid)}"
        lines.append(who)
    text_w = max(theme.font(30, True).size(lines[0])[0], theme.font(22).size(lines[-1])[0])
    rect = pygame.Rect(0, 0, theme.px(130) + text_w, theme.px(120))
    rect.topright = (surface.get_width() - theme.px(18), theme.px(16))
    theme.rounded_panel(surface, rect)
    colour = theme.suit_colour(trump)
    if trump in (0, 3) and colour[0] > 200:
        colour = (40, 40, 46)
        pygame.draw.circle(surface, (235, 230, 215), (rect.x + theme.px(60), rect.centery), theme.px(42))
    icon = suit_surface(trump, size, colour)
    surface.blit(icon, icon.get_rect(center=(rect.x + theme.px(60), rect.centery)))
    theme.blit_text(surface, "Trump", 22, (rect.x + theme.px(112), rect.y + theme.px(30)), theme.GOLD, "midleft", bold=True)
    theme.blit_text(surface, SUIT_NAMES[trump].capitalize(), 30, (rect.x + theme.px(112), rect.y + theme.px(60)),
                    theme.CREAM, "midleft", bold=True)
    if who:
        theme.blit_text(surface, who, 22, (rect.x + theme.px(112), rect.y + theme.px(92)), theme.MUTED, "midleft")
    elif snap.turn_up is not None:
        theme.blit_text(surface, "turned up", 22, (rect.x + theme.px(112), rect.y + theme.px(92)), theme.MUTED, "midleft")
    return rect
