"""Write PNG contact sheets of the art, to look at it without running the game.

Every face, both card backs, a fan with glow, outline and shadows, a card-order row as the
rules help shows it, the seats' portraits and the UI buttons, all on the table's felt in its
rail (the sheet's background is ``felt(size)`` itself).

Usage: python tools/preview_cards.py [--out /tmp/cards.png] [--height 260] [--four-colour]
       [--large-indices]
Without --height it writes two sheets, ``<out>-small.png`` (cards 110 px tall, as a 720p
table's small cards) and ``<out>-large.png`` (330 px, as large cards at 4K are drawn from).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from game.ui.art.card_art import CardArt
from game.ui.art.card_backs import BACK_STYLES
from game.ui.art.card_rows import card_row
from game.ui.art.portraits import YOU, portrait
from game.ui.art.table_art import button_surface, felt, panel, rail_width

SEAT_COLOURS = ((214, 64, 64), (70, 120, 214), (226, 178, 64), (72, 168, 96))
NAMES = (YOU, "Margaret", "Angus", "Colette", "Dougie", "Marie", "Ronnie", "Fiona")
TRUMP_ORDER_HEARTS = [13 + 4, 13 + 10, 13 + 0, 13 + 12, 13 + 11, 13 + 9, 13 + 8, 13 + 7]  # 5 J A K Q 10 9 8 of hearts


def build_sheet(card_height: int, four_colour: bool = False,
                large_indices: bool = False) -> pygame.Surface:
    """All 52 faces in suit rows, then the backs, a fan of rotated cards, a card row, the
    portraits and UI samples, on the felt."""
    arts = [CardArt(card_height, four_colour=four_colour, large_indices=large_indices, back_style=style)
            for style in BACK_STYLES]
    art = arts[0]
    card_width, _ = art.card_size
    gap = max(6, card_height // 14)
    columns = 13
    rail = rail_width((10_000, 5 * card_height))
    margin = gap + rail
    sheet_width = 2 * margin + columns * (card_width + gap) - gap
    lower = card_height + gap + round(card_height * 0.75)
    sheet_height = 2 * margin + 4 * (card_height + gap) + lower + card_height // 6
    sheet = felt((sheet_width, sheet_height)).copy()
    for card in range(52):
        suit, rank = divmod(card, 13)
        sheet.blit(art.face(card), (margin + rank * (card_width + gap), margin + suit * (card_height + gap)))
    row_y = margin + 4 * (card_height + gap) + card_height // 6
    left = margin
    for style_art in arts:
        sheet.blit(style_art.back(), (left, row_y))
        left += card_width + gap
    fan = [9, 10, 13 + 0, 13 + 4, 26 + 10, 39 + 10, None]
    fan_centre_x = left + card_width
    back_centre_y = row_y + card_height // 2
    for position, shown in enumerate(fan):
        angle = (position - (len(fan) - 1) / 2) * -8
        centre = (fan_centre_x + position * card_width * 0.55, back_centre_y + abs(angle) * card_height / 130)
        shadow = art.shadow(angle)
        offset = art.shadow_offset
        sheet.blit(shadow, shadow.get_rect(center=(centre[0] + offset[0], centre[1] + offset[1])))
        if position == 3:
            glow = art.glow(angle_deg=angle)
            sheet.blit(glow, glow.get_rect(center=centre))
        image = arts[position % 2].rotated(shown, angle) if shown is None else art.rotated(shown, angle)
        sheet.blit(image, image.get_rect(center=centre))
        if position == 4:
            ring = art.highlight_outline((120, 200, 255), angle_deg=angle)
            sheet.blit(ring, ring.get_rect(center=centre))
    ui_left = round(fan_centre_x + len(fan) * card_width * 0.55 + card_width * 0.8)
    row = card_row(TRUMP_ORDER_HEARTS, round(card_height * 0.8), four_colour)
    sheet.blit(row, (ui_left, row_y))
    button_height = max(24, card_height // 5)
    font = pygame.font.Font(None, round(button_height * 0.8))
    buttons_left = ui_left + row.get_width() + gap
    for index, state in enumerate(("normal", "focused", "pressed", "disabled")):
        button = button_surface((card_width * 2, button_height), state.title(), font, state)
        sheet.blit(button, (buttons_left, row_y + index * (button_height + gap // 2)))
    portrait_y = row_y + card_height + gap
    size = round(card_height * 0.6)
    box = panel((sheet_width - 2 * margin, size + gap), 14, 150)
    sheet.blit(box, (margin, portrait_y))
    for index, name in enumerate(NAMES):
        colour = SEAT_COLOURS[index % len(SEAT_COLOURS)]
        x = margin + gap + index * (size + size // 2 + gap)
        sheet.blit(portrait(name, size, colour), (x, portrait_y + gap // 2))
        small = max(48, size // 2)
        sheet.blit(portrait(name, small, colour), (x + size + gap // 2, portrait_y + gap // 2 + size - small))
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--height", type=int, help="card height in pixels (one sheet)")
    parser.add_argument("--out", type=Path, default=Path("/tmp/cards.png"), help="PNG file to write")
    parser.add_argument("--four-colour", action="store_true")
    parser.add_argument("--large-indices", action="store_true")
    args = parser.parse_args(argv)
    pygame.init()
    jobs = ([(args.height, args.out)] if args.height else
            [(110, args.out.with_name(f"{args.out.stem}-small.png")),
             (330, args.out.with_name(f"{args.out.stem}-large.png"))])
    for height, out in jobs:
        started = time.perf_counter()
        sheet = build_sheet(height, args.four_colour, args.large_indices)
        elapsed = time.perf_counter() - started
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(sheet, str(out))
        print(f"wrote {out} ({sheet.get_width()}x{sheet.get_height()}) in {elapsed:.2f}s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
