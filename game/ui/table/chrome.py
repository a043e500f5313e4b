"""What a table shows around its cards: the name plates, the status strip, what a lesson's
coach points at, and where a scene's prompts and calls fit between the seats.

Every table scene has one (``TableScene.chrome``).  It is laid out in ``update`` (and on a
resize): ``lay_out_plates`` and ``refresh_status`` change it; everything else only reads, so
``draw`` may ask where things go.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

import pygame

from game.ui.kit import theme
from game.ui.table import hud, speech
from game.ui.table.pointers import Side
from game.ui.table.status_strip import Banner, BannerLayout, choose_banner, layout_banner
from game.ui.table.table_context import TableContext
from game.ui.table.table_flow import HandOnShow, hand_on_show


class TableChrome:
    """The plates, the strip and the pointers of one table scene, as laid out last."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.plates: dict[int, hud.Plate] = {}
        self.status: BannerLayout | None = None   # what the status strip shows, laid out
        self.on_show: HandOnShow | None = None     # a scored hand still on the table (its board not closed)
        # What a lesson's coach points at, whether it is ringed, and the side its arrow comes from.
        self.pointers: list[tuple[pygame.Rect, bool, Side | None]] = []
        self.pointers_key: tuple[Hashable, ...] = ()   # what they were worked out for (see TableScene.refresh_layout)
        self._status_key: tuple[Hashable, ...] = ()
        self._plates_key: tuple[Hashable, ...] = ()

    # ------------------------------------------------------------------ laid out in update

    def lay_out_plates(self, force: bool = False) -> bool:
        """The name plates for the table as it is now; True when they were laid out again (the
        scene's own controls, placed around them, follow).  Cheap when nothing changed."""
        ctx = self.ctx
        session, view = ctx.session, ctx.view
        snap = session.snapshot
        self.on_show = hand_on_show(snap, ctx.scores.scored_hands)
        key = (snap.move_count, view.size, session.thinking_seat(), snap.phase, self.on_show)
        if not force and key == self._plates_key:
            return False
        self._plates_key = key
        self.plates = hud.layout_plates(view, session, self.on_show)
        return True

    def refresh_status(self, hint: Banner | None, note: Banner | None, passing: Banner | None) -> None:
        """Choose the status strip's banner (a message in its turn, the hint asked for, a
        coach's note, a passing word) and lay it out; cheap when it did not change."""
        toast = self.ctx.effects.shown_toast
        banner = choose_banner(toast, hint, note, passing)
        if toast is not None:   # its seconds run only while it is on screen
            toast.on_screen = toast.urgent or hint is None
        strip = pygame.Rect(*self.ctx.view.layout.plan.status.as_ints())
        key = (banner and replace(banner, alpha=1.0), tuple(strip))
        if key != self._status_key:
            self._status_key = key
            self.status = layout_banner(strip, banner) if banner is not None else None
        elif self.status is not None and banner is not None:
            self.status = replace(self.status, banner=banner)   # the same words, fading

    # ------------------------------------------------------------------ read

    def why_button_rect(self) -> pygame.Rect | None:
        """Where the hint's Why? button is, while it is shown."""
        return self.status.button_rect if self.status is not None else None

    def bubble_places(self, width: int) -> list[speech.BubblePlace]:
        """The speech bubbles beside their speakers' plates (see ``speech.bubble_places``)."""
        return speech.bubble_places(self.ctx.effects.bubbles, self.plates, self.ctx.view, width)

    def controls_y(self, height: int) -> float:
        """Centre line for a row of buttons: the bottom of the controls band, over your plate
        (its drawn focus ring clear of the plate as it is laid out)."""
        band = self.ctx.view.layout.controls
        bottom = band.bottom
        own = self.plates.get(self.ctx.session.viewer)
        if own is not None:
            bottom = min(bottom, own.rect.top - theme.px(14))
        return bottom - height / 2

    def controls_span(self, top: float, bottom: float) -> tuple[int, int]:
        """The widest stretch across the middle, between ``top`` and ``bottom``, that no other
        seat's plate, nor a speech bubble still shown, reaches into: where prompts and calls go.
        (While you decide, nobody else speaks: the bubbles there now are all there will be.)"""
        view, viewer = self.ctx.view, self.ctx.session.viewer
        width = view.size[0]
        left, right = round(view.layout.safe.x), round(view.layout.safe.right)
        gap = theme.px(12)
        window = pygame.Rect((0, 0), view.size)
        things = [plate.rect for seat, plate in self.plates.items() if seat != viewer]
        things += [speech.bubble_rect(window, place) for place in self.bubble_places(width)
                   if place[0].seat != viewer]
        for rect in things:
            if rect.bottom < top or rect.top > bottom:
                continue
            if rect.centerx < width / 2:
                left = max(left, rect.right + gap)
            else:
                right = min(right, rect.left - gap)
        return left, max(left + 1, right)

    def prompt_lines(self, text: str, size: float, centre_y: float) -> tuple[list[str], float]:
        """A prompt over your calls, in the room between the side seats at its height: on one
        line, or two, smaller if it must be (never cut)."""
        line = theme.line_height(size, True)
        left, right = self.controls_span(centre_y - line, centre_y + line)
        return theme.wrap_to_fit(text, size, right - left, 2, bold=True)

    def prompt_rects(self, text: str, size: float, bottom_centre: tuple[float, float],
                     colour: tuple[int, int, int] = theme.GOLD_BRIGHT) -> list[pygame.Rect]:
        """Where ``draw_prompt`` puts each line of ``text``, its last line's centre at ``bottom_centre``
        (measured on the picture ``draw_prompt`` draws in ``colour``: no other one is made)."""
        lines, fitted = self.prompt_lines(text, size, bottom_centre[1])
        step = theme.line_height(fitted, True)
        x, y = bottom_centre
        return [theme.text_rect(line, fitted, (x, y - (len(lines) - 1 - i) * step), colour, bold=True)
                for i, line in enumerate(lines)]

    def draw_prompt(self, surface: pygame.Surface, text: str, size: float, bottom_centre: tuple[float, float],
                    colour: tuple[int, int, int] = theme.GOLD_BRIGHT) -> None:
        """``text`` over your calls, as ``prompt_rects`` places it (drawing only)."""
        lines, fitted = self.prompt_lines(text, size, bottom_centre[1])
        step = theme.line_height(fitted, True)
        x, y = bottom_centre
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, fitted, (x, y - (len(lines) - 1 - i) * step), colour, bold=True)
