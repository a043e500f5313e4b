"""The hand-off cover: "Colleen's turn", big enough to read from the sofa, over a dimmed table.

Laid out by ``cover_layout`` (pure: words and rectangles) and drawn by ``draw_cover`` (reads
only).  The table beneath stays readable: it is darkened, not hidden (its hands are face down
anyway), and the score and contract panels are put back undimmed from the table's static layer.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import Phase, TableSnapshot
from game.ui.core.persons import KEYBOARD, PAD, SHARED
from game.ui.kit import theme
from game.ui.table.layout import TableLayout

HEADING, TASK, PROMPT, ASIDE = 76, 34, 34, 26
DIM = 120            # how much the table darkens under the cover (of 255)
PLAQUE_FILL = (10, 30, 20, 244)
TASKS = {Phase.AUCTION: "to call in the auction", Phase.TRUMP: "to name trump", Phase.CALL: "to call a partner card",
         Phase.KITTY_CHOICE: "to choose the kitty or the top 6", Phase.KITTY_DISCARD: "to sort the kitty",
         Phase.DRAW: "to discard and draw", Phase.ROB: "to rob the turn-up or pass",
         Phase.ROB_PACK: "to rob the pack"}
# How a person says they are ready, on what they play with (a click works wherever the mouse is theirs).
READY = {PAD: "press A", KEYBOARD: "press Enter or click", SHARED: "press Enter or click"}
DEVICE_NOUNS = {PAD: "controller", KEYBOARD: "keyboard", SHARED: "keyboard"}


def prompt_words(name: str, device: str, passing: bool) -> str:
    """How to go on, in the words of the person's own device (``game.ui.core.persons``): a pad's
    A, or the keyboard's Enter and a click.  ``passing``: the other person had the table, so it
    is handed over; a keyboard both share is passed, one's own device just taken up."""
    ready = READY.get(device, "press A or Enter")
    if not passing:
        return f"{name}, {ready} when ready"
    handover = f"Pass the {DEVICE_NOUNS[SHARED]} to {name}" if device == SHARED else f"Over to {name}"
    return f"{handover}  ·  {ready} when ready"


def task_words(snap: TableSnapshot) -> str:
    """What the person is called to do, in a few words."""
    if snap.phase == Phase.PLAY:
        return "to lead" if not snap.trick else "to play"
    return TASKS.get(snap.phase, "to play")


@dataclass(frozen=True)
class CoverLayout:
    """The cover's words and where each line goes."""

    plaque: pygame.Rect
    # text, size, colour, bold, centre
    lines: tuple[tuple[str, float, tuple[int, int, int], bool, tuple[int, int]], ...]
    keep: tuple[pygame.Rect, ...]   # the table's public panels, shown undimmed


def cover_area(layout: TableLayout) -> pygame.Rect:
    """Where the plaque may go: the safe area below the trick, over the bottom hand (face down
    under the cover), so the trick and the other seats stay in view."""
    safe = layout.safe
    trick_bottom = max(slot.y + slot.h / 2 for slot in layout.trick_slots)
    return pygame.Rect(round(safe.x), round(trick_bottom), round(safe.w), round(safe.bottom - trick_bottom))


def public_panels(layout: TableLayout) -> tuple[pygame.Rect, ...]:
    """The score and the bidding (or contract) panels: shown undimmed under the cover."""
    plan = layout.plan
    return (pygame.Rect(*plan.scores.as_ints()), pygame.Rect(*plan.bidding.as_ints()))


def cover_layout(size: tuple[int, int], name: str, other: str | None, prompt: str, task: str,
                 area: pygame.Rect, keep: tuple[pygame.Rect, ...]) -> CoverLayout:
    """The plaque over the lower table (where the person's hand lies face down), inside ``area``
    (the safe area below the trick): the name, the task, how to go on (``prompt_words``) and a
    word for the other."""
    width = min(area.w, max(theme.px(900), round(size[0] * 0.62)))
    inner = width - theme.px(60)
    rows: list[tuple[str, float, tuple[int, int, int], bool]] = [
        (*theme.fitted(f"{name}'s turn", HEADING, inner, True), theme.GOLD_BRIGHT, True),
        (*theme.fitted(task[0].upper() + task[1:], TASK, inner), theme.CREAM, False),
        (*theme.fitted(prompt, PROMPT, inner, True), theme.GOLD, True),
    ]
    if other:
        rows.append((*theme.fitted(f"{other}: your cards stay hidden until your turn", ASIDE, inner),
                     theme.MUTED, False))
    heights = [theme.line_height(size_, bold) for _, size_, _, bold in rows]
    gap = theme.px(10)
    height = sum(heights) + gap * (len(rows) - 1) + theme.px(56)
    plaque = pygame.Rect(0, 0, width, height)
    plaque.centerx = area.centerx
    plaque.bottom = area.bottom
    plaque.top = max(plaque.top, area.top)
    y = plaque.top + theme.px(28)
    lines = []
    for (text, size_, colour, bold), h in zip(rows, heights, strict=True):
        lines.append((text, size_, colour, bold, (plaque.centerx, y + h // 2)))
        y += h + gap
    return CoverLayout(plaque, tuple(lines), keep)


def draw_cover(surface: pygame.Surface, layout: CoverLayout, alpha: float,
               static_layer: pygame.Surface | None) -> None:
    """The table darkened by ``alpha`` of the cover's dimming, its public panels as they were,
    and the plaque fading in with it."""
    if alpha <= 0.0:
        return
    shade = 255 - round(DIM * alpha)
    surface.fill((shade, shade, shade), special_flags=pygame.BLEND_RGB_MULT)
    if static_layer is not None:
        for rect in layout.keep:
            surface.blit(static_layer, rect, rect)
    fill = (*PLAQUE_FILL[:3], round(PLAQUE_FILL[3] * alpha))
    theme.rounded_panel(surface, layout.plaque, fill, theme.GOLD_BRIGHT, radius=theme.px(26), width=4)
    opacity = round(255 * alpha)
    for text, size, colour, bold, centre in layout.lines:
        theme.blit_text(surface, text, size, centre, colour, bold=bold, alpha=opacity)
