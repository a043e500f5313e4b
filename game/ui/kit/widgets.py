"""Buttons, menus, speech bubbles and pop-ups: small pieces the scenes compose.

A ``ButtonGroup`` owns focus so the same buttons work with the mouse (hover, click),
the keyboard and a controller (MOVE changes focus, CONFIRM presses).  Pop-ups are
tweened by ``update(dt)``; nothing here blocks.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from game.ui.core import caches
from game.ui.core.intents import Intent, IntentKind
from game.ui.core.tween import ease_out_back, ease_out_cubic
from game.ui.kit import theme


@dataclass
class Button:
    """A labelled button; ``value`` is what pressing it means to the scene."""

    label: str
    value: Any
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    accent: bool = False
    hotkey: int | None = None     # digit key that presses it
    tooltip: str = ""


class ButtonGroup:
    """A row or column of buttons with focus, hover and press handling."""

    def __init__(self, on_press: Callable[[Any], None], vertical: bool = False) -> None:
        self.buttons: list[Button] = []
        self.on_press = on_press
        self.vertical = vertical
        self.focus = 0
        self.hover: int | None = None
        self.pressed: int | None = None
        self.show_focus = True
        self.active = True

    def set_buttons(self, buttons: list[Button], keep_focus: bool = True) -> None:
        old = self.buttons[self.focus].value if keep_focus and self.buttons and self.focus < len(self.buttons) else None
        self.buttons = buttons
        values = [b.value for b in buttons]
        self.focus = values.index(old) if old in values else self._first_enabled()
        self.hover = None

    def _first_enabled(self) -> int:
        """Where the focus starts: on the default (gold) button if there is one that can be
        pressed, else on the first that can."""
        for i, b in enumerate(self.buttons):
            if b.enabled and b.accent:
                return i
        for i, b in enumerate(self.buttons):
            if b.enabled:
                return i
        return 0

    def layout_row(self, centre: tuple[float, float], height: int, gap: int,
                   min_width: int = 0, max_total: int | None = None) -> None:
        """Place buttons in a centred row (or column if ``vertical``).  A row wider than
        ``max_total`` wraps: the buttons fill rows from the top, every label whole, the last row
        on ``centre`` and the others above it (away from what lies below the controls)."""
        f = theme.font(30, True)
        widths = [max(min_width, f.size(b.label)[0] + height) for b in self.buttons]
        if self.vertical:
            width = max(widths + [min_width])
            total = len(self.buttons) * height + (len(self.buttons) - 1) * gap
            y = centre[1] - total / 2
            for b in self.buttons:
                b.rect = pygame.Rect(round(centre[0] - width / 2), round(y), width, height)
                y += height + gap
            return
        rows: list[list[int]] = [[]]
        for index, width in enumerate(widths):
            row = rows[-1]
            used = sum(widths[i] for i in row) + gap * len(row)
            if row and max_total and used + width > max_total:
                rows.append([index])
            else:
                row.append(index)
        if max_total:   # a single button wider than the room: as wide as the room, its label shrinks
            widths = [min(w, max_total) for w in widths]
        for number, row in enumerate(rows):
            total = sum(widths[i] for i in row) + gap * (len(row) - 1)
            x = centre[0] - total / 2
            y = centre[1] - height / 2 - (len(rows) - 1 - number) * (height + gap)
            for i in row:
                self.buttons[i].rect = pygame.Rect(round(x), round(y), widths[i], height)
                x += widths[i] + gap

    def bounds(self) -> pygame.Rect:
        if not self.buttons:
            return pygame.Rect(0, 0, 0, 0)
        rect = self.buttons[0].rect.copy()
        for b in self.buttons[1:]:
            rect.union_ip(b.rect)
        return rect

    def look(self) -> Hashable:
        """What the buttons show, in brief (labels, places, states, focus and hover)."""
        return (tuple((b.label, b.enabled, b.accent, tuple(b.rect)) for b in self.buttons),
                self.focus, self.hover, self.pressed, self.active)

    def drawn_bounds(self) -> pygame.Rect | None:
        """Where the buttons draw, focus rings and shadows included; None when there are none."""
        if not self.buttons:
            return None
        margin = theme.px(10)     # as ``_button_picture`` reaches outside a button
        return self.bounds().inflate(2 * margin, 2 * margin)

    def handle(self, intent: Intent) -> bool:
        """React to an intent; True if the group used it."""
        if not self.active or not self.buttons:
            return False
        kind = intent.kind
        if kind is IntentKind.POINT:
            self.hover = self._index_at(intent.pos)
            if self.hover is not None:
                self.focus = self.hover
            return False
        if kind is IntentKind.CLICK and intent.button == 1:
            index = self._index_at(intent.pos)
            if index is not None and self.buttons[index].enabled:
                self.focus = index
                self.on_press(self.buttons[index].value)
                return True
            return False
        if kind is IntentKind.MOVE:
            if not (intent.dx or intent.dy):
                return False
            target = nearest_in_direction([b.rect for b in self.buttons], self.focus, intent.dx, intent.dy,
                                          [b.enabled for b in self.buttons])
            if target is None:
                if (intent.dy if self.vertical else intent.dx) and len(self.buttons) > 1 and self._in_one_line():
                    self._move_focus(intent.dy if self.vertical else intent.dx)   # a lone row or column wraps round
                    return True
                return False
            self.focus = target
            return True
        if kind is IntentKind.CONFIRM:
            b = self.buttons[self.focus] if self.focus < len(self.buttons) else None
            if b is not None and b.enabled:
                self.on_press(b.value)
                return True
        if kind is IntentKind.DIGIT:
            for b in self.buttons:
                if b.hotkey == intent.amount and b.enabled:
                    self.on_press(b.value)
                    return True
        return False

    def _in_one_line(self) -> bool:
        """All the buttons in one row (or one column): the arrows wrap round its ends."""
        if self.vertical:
            return len({b.rect.centerx for b in self.buttons}) == 1
        return len({b.rect.centery for b in self.buttons}) == 1

    def _move_focus(self, step: int) -> None:
        n = len(self.buttons)
        for _ in range(n):
            self.focus = (self.focus + step) % n
            if self.buttons[self.focus].enabled:
                return

    def _index_at(self, pos: tuple[float, float]) -> int | None:
        for i, b in enumerate(self.buttons):
            if b.rect.collidepoint(pos):
                return i
        return None

    def draw(self, surface: pygame.Surface, show_focus: bool = True) -> None:
        for i, b in enumerate(self.buttons):
            focused = show_focus and i == self.focus and self.active
            draw_button(surface, b, focused=focused, hover=(i == self.hover))


def nearest_in_direction(rects: list[pygame.Rect], start: int, dx: int, dy: int,
                         allowed: list[bool] | None = None) -> int | None:
    """Spatial navigation: the index of the rect that lies in the direction (dx, dy) from
    ``rects[start]``, nearest first (distance along the direction counts once, across it
    twice); None when nothing lies that way.  Only ``allowed`` ones are chosen."""
    if not 0 <= start < len(rects):
        return next((i for i in range(len(rects)) if allowed is None or allowed[i]), None)
    here = rects[start].center
    best: tuple[float, int] | None = None
    for i, rect in enumerate(rects):
        if i == start or (allowed is not None and not allowed[i]):
            continue
        ox, oy = rect.centerx - here[0], rect.centery - here[1]
        along = ox * dx + oy * dy
        if along <= 0:
            continue
        across = abs(ox * dy) + abs(oy * dx)
        score = along + 2 * across
        if best is None or score < best[0]:
            best = (score, i)
    return None if best is None else best[1]


def draw_button(surface: pygame.Surface, button: Button, focused: bool = False,
                hover: bool = False) -> None:
    """A rounded button: cream-on-green, gold when it is the accent, a bright ring for focus.
    Drawn once per look and size, then blitted (rounded rectangles are slow to draw at 4K)."""
    rect = button.rect
    if rect.w <= 0 or rect.h <= 0:
        return
    picture, offset = _button_picture(button.label, rect.size, button.enabled, button.accent,
                                      hover and button.enabled, focused, theme.px(100))
    surface.blit(picture, (rect.x - offset, rect.y - offset))


def _lighter(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A button's colour under the pointer: a little lighter, each channel capped."""
    red, green, blue = colour
    return min(255, red + 22), min(255, green + 22), min(255, blue + 22)


@lru_cache(maxsize=256)
def _button_picture(label: str, size: tuple[int, int], enabled: bool, accent: bool, hover: bool, focused: bool,
                    scale_key: int) -> tuple[pygame.Surface, int]:
    """The button's picture and how far its focus ring and shadow reach outside its rect."""
    margin = theme.px(10)   # ButtonGroup.drawn_bounds counts on this
    picture = pygame.Surface((size[0] + 2 * margin, size[1] + 2 * margin), pygame.SRCALPHA)
    rect = pygame.Rect(margin, margin, *size)
    radius = max(4, rect.h // 3)
    if not enabled:
        top, bottom, text_colour = (58, 70, 62), (46, 56, 50), (140, 150, 140)
    elif accent:
        top, bottom, text_colour = (246, 210, 120), (200, 150, 60), theme.INK
    else:
        top, bottom, text_colour = (40, 110, 70), (22, 70, 42), theme.CREAM
    if hover:
        top, bottom = _lighter(top), _lighter(bottom)
    shadow = rect.move(0, max(2, rect.h // 14))
    pygame.draw.rect(picture, (0, 0, 0, 110), shadow, border_radius=radius)
    pygame.draw.rect(picture, bottom, rect, border_radius=radius)
    upper = pygame.Rect(rect.x, rect.y, rect.w, rect.h // 2 + radius // 2)
    pygame.draw.rect(picture, top, upper, border_top_left_radius=radius, border_top_right_radius=radius)
    pygame.draw.rect(picture, theme.GOLD if enabled else (90, 100, 90), rect, max(1, theme.px(2)),
                     border_radius=radius)
    if focused:   # the focus has its own colour: the default button is the gold one
        ring = rect.inflate(theme.px(10), theme.px(10))
        pygame.draw.rect(picture, theme.FOCUS, ring, max(2, theme.px(4)), border_radius=radius + theme.px(5))
    font_size = 30 if rect.h >= theme.px(52) else 24
    img = theme.rich_text(label, font_size, text_colour, bold=True, light=accent)
    if img.get_width() > rect.w - theme.px(12):
        ratio = (rect.w - theme.px(12)) / img.get_width()
        img = pygame.transform.smoothscale(img, (max(1, int(img.get_width() * ratio)),
                                                 max(1, int(img.get_height() * ratio))))
    picture.blit(img, img.get_rect(center=rect.center))
    return picture, margin


caches.register(_button_picture.cache_clear)


class PopText:
    """A floating pop-up ("+25", "Set!") that springs in, drifts up and fades."""

    def __init__(self, text: str, pos: tuple[float, float], colour=theme.GOLD_BRIGHT, size: float = 56,
                 duration: float = 1.6, rise: float = 60, delay: float = 0.0) -> None:
        self.text, self.pos, self.colour, self.size = text, pos, colour, size
        self.duration, self.rise, self.age = duration, rise, -delay

    @property
    def done(self) -> bool:
        return self.age >= self.duration

    def update(self, dt: float) -> None:
        self.age += dt

    def _placed(self) -> tuple[float, tuple[int, int], tuple[int, int]]:
        """How much it has grown, its picture's size and its centre, now."""
        t = min(1.0, self.age / self.duration)
        grow = ease_out_back(min(1.0, self.age / 0.35))
        y = self.pos[1] - theme.px(self.rise) * ease_out_cubic(t)
        w, h = theme.text_with_shadow(self.text, self.size, self.colour, bold=True).get_size()
        if grow != 1.0:
            w, h = max(1, int(w * grow)), max(1, int(h * grow))
        return grow, (w, h), (round(self.pos[0]), round(y))

    def bounds(self) -> pygame.Rect | None:
        """Where it is drawn now (None before it appears)."""
        if self.age < 0:
            return None
        _, size, centre = self._placed()
        rect = pygame.Rect((0, 0), size)
        rect.center = centre
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        if self.age < 0:
            return
        t = min(1.0, self.age / self.duration)
        alpha = 255 if t < 0.7 else int(255 * (1 - (t - 0.7) / 0.3))
        grow, size, centre = self._placed()
        img = theme.text_with_shadow(self.text, self.size, self.colour, bold=True)
        if grow != 1.0:
            img = pygame.transform.smoothscale(img, size)
        img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=centre))


class Toast:
    """A message strip at the top of the table that fades after a while."""

    def __init__(self, text: str, seconds: float = 3.0, colour=theme.CREAM, urgent: bool = False,
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


_bubbles: dict[tuple, tuple[pygame.Surface, tuple[int, int]]] = {}


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


# How far past full size ``grown`` springs: the peak of ease_out_back (about 10%).
GROWN_OVERSHOOT = max(ease_out_back(i / 1000) for i in range(1001)) - 1.0


def grown_bounds(rect: pygame.Rect) -> pygame.Rect:
    """Every place ``grown(rect, ...)`` may cover while it springs open (its overshoot too)."""
    reach = GROWN_OVERSHOOT * 0.3
    return rect.inflate(math.ceil(reach * rect.w) + 2, math.ceil(reach * rect.h) + 2)


def grown(rect: pygame.Rect, age: float, duration: float) -> pygame.Rect:
    """A panel springing open: ``rect`` from 70% to full size (with a little overshoot) as ``age``
    goes from 0 to ``duration``."""
    grow = ease_out_back(min(1.0, age / duration))
    if grow >= 1.0:
        return rect
    return rect.inflate(-(1 - grow) * rect.w * 0.3, -(1 - grow) * rect.h * 0.3)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (under an overlay): a multiply fill, five times cheaper
    than blitting a translucent full-screen sheet."""
    keep = max(0, min(255, 255 - alpha))
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
