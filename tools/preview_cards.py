"""Write a PNG contact sheet of the deck, to eyeball the card art without running the game.

Usage: python tools/preview_cards.py --height 260 --out /tmp/cards.png [--four-colour]
       [--large-indices]
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

import pygame  # noqa: E402

from game.ui.card_art import CardArt  # noqa: E402
from game.ui.table_art import button_surface, felt, panel  # noqa: E402


def build_sheet(card_height: int, four_colour: bool = False,
                large_indices: bool = False) -> pygame.Surface:
    """All 52 faces in suit rows, then the back, a fan of rotated cards and UI samples."""
    art = CardArt(card_height, four_colour=four_colour, large_indices=large_indices)
    card_width, _ = art.card_size
    gap = max(6, card_height // 14)
    columns = 13
    sheet_width = gap + columns * (card_width + gap)
    sheet_height = gap + 5 * (card_height + gap) + card_height // 3
    sheet = felt((sheet_width, sheet_height)).copy()
    for card in range(52):
        suit, rank = divmod(card, 13)
        x = gap + rank * (card_width + gap)
        y = gap + suit * (card_height + gap)
        sheet.blit(art.face(card), (x, y))
    row_y = gap + 4 * (card_height + gap) + card_height // 6
    back_rect = pygame.Rect((gap, row_y), art.card_size)
    sheet.blit(art.back(), back_rect)
    fan = [9, 10, 13 + 0, 13 + 4, 26 + 10, 39 + 10, None]
    fan_centre_x = back_rect.right + gap + card_width * 2
    for position, card in enumerate(fan):
        angle = (position - (len(fan) - 1) / 2) * -8
        centre = (fan_centre_x + position * card_width * 0.55, back_rect.centery + abs(angle) * 1.5)
        shadow = art.shadow(angle)
        offset = art.shadow_offset
        sheet.blit(shadow, shadow.get_rect(center=(centre[0] + offset[0], centre[1] + offset[1])))
        if position == 3:
            glow = art.glow(angle_deg=angle)
            sheet.blit(glow, glow.get_rect(center=centre))
        image = art.rotated(card, angle)
        sheet.blit(image, image.get_rect(center=centre))
        if position == 4:
            ring = art.highlight_outline((120, 200, 255), angle_deg=angle)
            sheet.blit(ring, ring.get_rect(center=centre))
    ui_left = round(fan_centre_x + len(fan) * card_width * 0.55 + card_width)
    button_height = max(24, card_height // 5)
    font = pygame.font.Font(None, round(button_height * 0.8))
    box = panel((sheet_width - ui_left - gap, 5 * (button_height + gap // 2) + gap), 14, 190)
    sheet.blit(box, (ui_left, row_y))
    for index, state in enumerate(("normal", "hover", "focused", "pressed", "disabled")):
        button = button_surface((card_width * 2, button_height), state.title(), font, state)
        sheet.blit(button, (ui_left + gap, row_y + gap // 2 + index * (button_height + gap // 2)))
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--height", type=int, default=200, help="card height in pixels")
    parser.add_argument("--out", type=Path, required=True, help="PNG file to write")
    parser.add_argument("--four-colour", action="store_true")
    parser.add_argument("--large-indices", action="store_true")
    args = parser.parse_args(argv)
    pygame.init()
    started = time.perf_counter()
    sheet = build_sheet(args.height, args.four_colour, args.large_indices)
    elapsed = time.perf_counter() - started
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(args.out))
    print(f"wrote {args.out} ({sheet.get_width()}x{sheet.get_height()}) in {elapsed:.2f}s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
