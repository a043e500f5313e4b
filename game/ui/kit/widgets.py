"""Buttons, menus and pop-ups: small pieces the scenes compose.

A ``ButtonGroup`` owns focus so the same buttons work with the mouse (hover, click),
the keyboard and a controller (MOVE changes focus, CONFIRM presses).  Pop-ups are
tweened by ``update(dt)``; nothing here blocks.  Speech bubbles and toasts are ``bubbles.py``'s.

Every control shows one of four ``Look``s, the same on every screen, so a player across the
room can tell "Enter does this" (the focus: one at most) from advice and from a choice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui.core.intents import Intent, IntentKind
from game.ui.core.tween import ease_out_back, ease_out_cubic
from game.ui.kit import theme
from game.ui.kit.looks import Highlight, Look, button_picture


@dataclass
class Button:
    """A labelled button; ``value`` is what pressing it means to the scene."""

    label: str
    value: Any
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    accent: bool = False          # the default: the focus starts here; suggested while the focus is elsewhere
    hotkey: int | None = None     # digit key that presses it
    tooltip: str = ""
    suggested: bool = False       # the hint's advice
    selected: bool = False        # chosen, switched on


def look_of(button: Button, focused: bool) -> Look:
    """The one look a button shows: the focus over a choice over a suggestion."""
    if focused:
        return Look.FOCUS
    if not button.enabled:
        return Look.PLAIN
    if button.selected:
        return Look.SELECTED
    if button.suggested or button.accent:
        return Look.SUGGESTED
    return Look.PLAIN


class ButtonGroup:
    """A row or column of buttons with focus, hover and press handling."""

    def __init__(self, on_press: Callable[[Any], None], vertical: bool = False) -> None:
        self.buttons: list[Button] = []
        self.on_press = on_press
        self.vertical = vertical
        self.focus = 0
        self.hover: int | None = None
        self.pressed: int | None = None
        self.active = True
        self._drawn: tuple[Highlight, ...] = ()   # what the last draw showed, for checks (``highlights``)

    def set_buttons(self, buttons: list[Button], keep_focus: bool = True, start: Any = None) -> None:
        """New buttons; the focus stays on the same value (``keep_focus``), else goes to ``start``'s
        button if given, else to the default."""
        old = self.buttons[self.focus].value if keep_focus and self.buttons and self.focus < len(self.buttons) else None
        self.buttons = buttons
        values = [b.value for b in buttons]
        if old in values:
            self.focus = values.index(old)
        elif start is not None and start in values and buttons[values.index(start)].enabled:
            self.focus = values.index(start)
        else:
            self.focus = self._first_enabled()
        self.hover = None
        self._drawn = ()

    def suggest(self, value: Any) -> None:
        """Mark the button for ``value`` as the suggestion (the hint's advice), and only it."""
        for b in self.buttons:
            b.suggested = b.value == value

    def looks(self, show_focus: bool = True) -> list[Look]:
        """Each button's look when drawn with ``show_focus``: FOCUS on one at most."""
        focus = self.focus if show_focus and self.active else None
        return [look_of(b, i == focus) for i, b in enumerate(self.buttons)]

    def drawn_highlights(self) -> tuple[Highlight, ...]:
        """The buttons the last ``draw`` showed with a look other than plain."""
        return self._drawn

    def _first_enabled(self) -> int:
        """Where the focus starts: on the default (``accent``) button if there is one that can be
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

    def shown_rects(self) -> list[pygame.Rect]:
        """Where each button is, while the group shows any (a player reads them)."""
        return [b.rect.copy() for b in self.buttons if b.rect.w]

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
        """Draw every button in its look.  Notes (privately) what was shown, for checks such as
        "one Enter-does-this highlight on screen": a record of the picture, read by no update."""
        drawn = []
        for i, (b, look) in enumerate(zip(self.buttons, self.looks(show_focus), strict=True)):
            draw_look(surface, b, look, hover=(i == self.hover))
            if look is not Look.PLAIN and b.rect.w > 0:
                drawn.append(Highlight(b.label, pygame.Rect(b.rect), look))
        self._drawn = tuple(drawn)


def highlights(*owners: object) -> list[Highlight]:
    """The highlights (focus, suggestion, choice) the button groups of ``owners`` drew last:
    call it with the top scene, e.g. ``highlights(app.stack.top)``, to check that at most one
    FOCUS is on screen.  Looks into the owners' attributes two deep (a scene's corner buttons)."""
    found: list[Highlight] = []
    seen: set[int] = set()

    def visit(value: object, depth: int) -> None:
        if id(value) in seen:
            return
        seen.add(id(value))
        if isinstance(value, ButtonGroup):
            found.extend(value.drawn_highlights())
            return
        if depth >= 2 or not hasattr(value, "__dict__"):
            return
        for name, attribute in vars(value).items():
            if name not in ("host", "stack", "ctx", "attract", "on_press") and not callable(attribute):
                visit(attribute, depth + 1)

    for owner in owners:
        visit(owner, 0)
    return found


def count_looks(found: Iterable[Highlight], look: Look) -> int:
    """How many of ``found`` show ``look``."""
    return sum(1 for h in found if h.look is look)


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
    """A rounded button in its look (``look_of``): see ``draw_look``."""
    draw_look(surface, button, look_of(button, focused), hover)


def draw_look(surface: pygame.Surface, button: Button, look: Look, hover: bool = False) -> None:
    """A rounded button: cream on green; the focus gold, ringed; a suggestion outlined in gold;
    a choice raised and ticked.  Drawn once per look and size, then blitted (rounded rectangles
    are slow to draw at 4K)."""
    rect = button.rect
    if rect.w <= 0 or rect.h <= 0:
        return
    picture, offset = button_picture(button.label, rect.size, button.enabled, look,
                                      hover and button.enabled, theme.px(100))
    surface.blit(picture, (rect.x - offset, rect.y - offset))


class PopText:
    """A floating pop-up ("+25", "Set!") that springs in, drifts up and fades."""

    def __init__(self, text: str, pos: tuple[float, float], colour: theme.Colour = theme.GOLD_BRIGHT, size: float = 56,
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


# How far past full size ``grown`` springs: the peak of ease_out_back (about 10%).
GROWN_OVERSHOOT = max(ease_out_back(i / 1000) for i in range(1001)) - 1.0


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
