"""Words over the table: speech bubbles (what a seat says, with a tail toward the speaker) and
toasts (the message strip's notes, which fade after a while).

Each is drawn once per text and scale and only placed or faded after that, so a bubble or a
note that stays on the table costs a blit a frame.  Buttons, menus and pop-ups are
``widgets.py``'s.
"""

from __future__ import annotations

import pygame

from game.ui.kit import theme


class Toast:
    """A message strip at the top of the table that fades after a while."""

    def __init__(self, text: str, seconds: float = 3.0, colour: theme.Colour = theme.CREAM, urgent: bool = False,
                 key: str | None = None) -> None:
        self.text, self.seconds, self.colour, self.urgent, self.age = text, seconds, colour, urgent, 0.0
        self.key = key or text       # a newer message with the same key takes this one's place
        self.on_screen = False       # the strip shows it now: only then do its seconds run
        self._cached: tuple[tuple[int, int], pygame.Surface] | None = None

    @property
    def done(self) -> bool:
        return self.age >= self.seconds

    @property
    def opacity(self) -> float:
        """0..1: fades in over 0.2 s and out over the last 0.4 s."""
        return max(0.0, min(1.0, self.age / 0.2, (self.seconds - self.age) / 0.4))

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface, centre: tuple[int, int], max_width: int) -> int:
        t_in = min(1.0, self.age / 0.2)
        t_out = min(1.0, max(0.0, (self.seconds - self.age) / 0.4))
        layer = self._layer(max_width)
        rect = layer.get_rect(midtop=centre)
        layer.set_alpha(int(255 * min(t_in, t_out)))
        surface.blit(layer, rect)
        return rect.h

    def _layer(self, max_width: int) -> pygame.Surface:
        """The message drawn once per width and scale; each frame only fades it."""
        key = (max_width, theme.px(100))
        if self._cached is not None and self._cached[0] == key:
            return self._cached[1]
        lines = theme.wrap(self.text, 28, max_width - theme.px(40))
        line_h = theme.font(28).get_height()
        size = (min(max_width, max(theme.font(28).size(line)[0] for line in lines) + theme.px(48)),
                line_h * len(lines) + theme.px(22))
        layer = pygame.Surface(size, pygame.SRCALPHA)
        theme.rounded_panel(layer, layer.get_rect(), (60, 16, 16, 230) if self.urgent else (8, 22, 14, 225),
                            theme.BAD if self.urgent else theme.GOLD)
        for i, line in enumerate(lines):
            theme.blit_text(layer, line, 28, (size[0] // 2, theme.px(11) + i * line_h), self.colour, "midtop")
        self._cached = (key, layer)
        return layer


_bubbles: dict[tuple[str, str, float, bool, int], tuple[pygame.Surface, tuple[int, int]]] = {}


def speech_bubble(surface: pygame.Surface, text: str, anchor: tuple[float, float], pointing: str = "down",
                  size: float = 30, alpha: int = 255, accent: bool = False) -> pygame.Rect:
    """A rounded bubble with a tail toward ``anchor`` (the speaker); each bubble is drawn once."""
    layer, rect = _placed_bubble(surface.get_rect(), text, anchor, pointing, size, accent)
    if alpha < 255:
        layer = layer.copy()
        layer.set_alpha(alpha)
    surface.blit(layer, rect)
    return rect


def speech_bubble_rect(window: pygame.Rect, text: str, anchor: tuple[float, float], pointing: str = "down",
                       size: float = 30, accent: bool = False) -> pygame.Rect:
    """Where ``speech_bubble`` with these arguments draws (for the frame pacer)."""
    return _placed_bubble(window, text, anchor, pointing, size, accent)[1]


def _placed_bubble(window: pygame.Rect, text: str, anchor: tuple[float, float], pointing: str, size: float,
                   accent: bool) -> tuple[pygame.Surface, pygame.Rect]:
    key = (text, pointing, size, accent, theme.px(100))
    cached = _bubbles.get(key)
    if cached is None:
        cached = _bubbles[key] = _render_bubble(text, pointing, size, accent)
        if len(_bubbles) > 200:
            _bubbles.clear()
            _bubbles[key] = cached
    layer, tip = cached
    rect = layer.get_rect(topleft=(round(anchor[0] - tip[0]), round(anchor[1] - tip[1])))
    rect.clamp_ip(window)
    return layer, rect


def _render_bubble(text: str, pointing: str, size: float, accent: bool) -> tuple[pygame.Surface, tuple[int, int]]:
    """The bubble picture and where its tail's tip is within it."""
    img = theme.rich_text(text, size, theme.INK, bold=True, light=True)
    pad_x, pad_y = theme.px(18), theme.px(10)
    tail = theme.px(14)
    body = pygame.Rect(tail, tail, img.get_width() + 2 * pad_x, img.get_height() + 2 * pad_y)
    layer = pygame.Surface((body.w + 2 * tail, body.h + 2 * tail), pygame.SRCALPHA)
    tip, base = {
        "down": (
            (body.centerx, body.bottom + tail),
            [(body.centerx - tail, body.bottom - 2), (body.centerx + tail, body.bottom - 2)],
        ),
        "up": (
            (body.centerx, body.top - tail),
            [(body.centerx - tail, body.top + 2), (body.centerx + tail, body.top + 2)],
        ),
        "left": (
            (body.left - tail, body.centery),
            [(body.left + 2, body.centery - tail), (body.left + 2, body.centery + tail)],
        ),
        "right": (
            (body.right + tail, body.centery),
            [(body.right - 2, body.centery - tail), (body.right - 2, body.centery + tail)],
        ),
    }[pointing]
    fill = (255, 236, 170) if accent else (252, 248, 236)
    pygame.draw.rect(layer, (0, 0, 0, 80), body.move(0, theme.px(3)), border_radius=body.h // 2)
    pygame.draw.polygon(layer, fill, [base[0], tip, base[1]])
    pygame.draw.rect(layer, fill, body, border_radius=body.h // 2)
    pygame.draw.rect(
        layer, theme.GOLD if accent else (170, 160, 130), body, max(1, theme.px(2)), border_radius=body.h // 2
    )
    layer.blit(img, img.get_rect(center=body.center))
    return layer, tip
