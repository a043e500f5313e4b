"""Entering a challenge code (issue 42): typed on a keyboard, or set with a pad alone.

The code's 12 characters sit in boxes (``CodeSlots``): the preset's two letters, the table
size, the date (year, month, day) and the check character.  Typing fills the box under the
cursor and moves on; Up / Down turn the box over the characters allowed there (the preset's
two boxes turn over the known presets together), Left / Right move between boxes, so a pad
reaches any code.  What is wrong shows as it is typed (``parse_code``'s own words), and Play
is offered only for a code that can be played.  It opens on today's code, the day's boxes
chosen, so a pad user changes only the date; the first key typed clears it for a new code.
"""

from __future__ import annotations

import datetime
from typing import Any

import pygame

from game.engine import PRESET_TABLES
from game.engine.rules import PRESET_TITLES
from game.sim.challenge import CHECK_ALPHABET, PRESET_CODES, ChallengeCodeError, parse_code
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.kit.widgets import Button, ButtonGroup
from game.ui.scenes.host import Close, Host, StartDaily
from game.ui.scenes.overlays import Overlay

SLOTS = 12
PRESET_SLOTS = (0, 1)
TABLE_SLOT = 2
DATE_SLOTS = tuple(range(3, 11))
CHECK_SLOT = 11
DAY_SLOT = 9                    # where the cursor starts: the day's tens, what a friend's code changes most
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
DIGITS = "0123456789"
TABLE_SIZES = "".join(sorted({str(n) for sizes in PRESET_TABLES.values() for n in sizes}))
GROUPS = (("rules", 0, 2), ("players", 2, 3), ("year", 3, 7), ("month", 7, 9), ("day", 9, 11), ("check", 11, 12))
LETTER_KEYS = range(pygame.K_a, pygame.K_z + 1)   # a typed letter comes as TEXT; its key's own meaning is dropped
CODE_SIZE = 60
DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December")


def date_words(day: datetime.date) -> str:
    """"Sunday 29 November 2026": the same words whatever the computer's language settings."""
    return f"{DAY_NAMES[day.weekday()]} {day.day} {MONTH_NAMES[day.month - 1]} {day.year}"


def slot_characters(slot: int) -> str:
    """The characters a box takes: letters for the preset, the table sizes known, digits for the
    date, the check alphabet (no 0/O, 1/I/L, U/V, 2/Z to confuse) for the check."""
    if slot in PRESET_SLOTS:
        return LETTERS
    if slot == TABLE_SLOT:
        return TABLE_SIZES
    if slot == CHECK_SLOT:
        return CHECK_ALPHABET
    return DIGITS


def friendly(error: ChallengeCodeError) -> str:
    """``parse_code``'s message without the code repeated at its head (it is on screen above)."""
    text = str(error)
    if text.startswith("challenge code '"):
        head_end = text.find("'", len("challenge code '"))
        text = text[head_end + 1:].lstrip(" :")
    text = text.replace("does not check out", "the check character does not match")
    return text[:1].upper() + text[1:]


class CodeSlots:
    """The 12 boxes of a code being entered and the cursor; no drawing, no pygame."""

    def __init__(self, code: str = "") -> None:
        chars = [c for c in code.upper() if c.isalnum()][:SLOTS]
        self.chars: list[str] = chars + [""] * (SLOTS - len(chars))
        self.cursor = DAY_SLOT if code else 0
        self.fresh = bool(code)   # still the code it opened with: the first typed key starts anew

    @property
    def text(self) -> str:
        """The code as shown and sent: ``CL4-20261201-K`` (an empty box as ``_``)."""
        c = [ch or "_" for ch in self.chars]
        return f"{''.join(c[:3])}-{''.join(c[3:11])}-{c[11]}"

    def problem(self, today: datetime.date) -> str | None:
        """Why this code cannot be played, in words (None: it can)."""
        if "" in self.chars:
            return "Fill in every box: the rules, the table size, the date and the check character."
        try:
            _, _, day = parse_code(self.text)
        except ChallengeCodeError as exc:
            return friendly(exc)
        if day > today:
            return "That day has not come yet: its challenge opens on the day."
        return None

    def describe(self) -> str:
        """What a playable code is: "Classic auction, 4 players, Saturday 28 November 2026"."""
        name, players, day = parse_code(self.text)
        return f"{PRESET_TITLES.get(name, name)}, {players} players, {date_words(day)}"

    def type(self, text: str) -> bool:
        """Typed characters into the boxes from the cursor on; False when one does not fit its box."""
        fitted = True
        for ch in text.upper():
            if ch in " -":
                continue
            if self.fresh:   # a new code typed over the one it opened with
                self.chars, self.cursor, self.fresh = [""] * SLOTS, 0, False
            if ch not in slot_characters(self.cursor):
                fitted = False
                continue
            self.chars[self.cursor] = ch
            self.cursor = min(SLOTS - 1, self.cursor + 1)
        return fitted

    def erase(self) -> None:
        """Backspace: empty this box, or the one before when this one is empty."""
        self.fresh = False
        if not self.chars[self.cursor] and self.cursor > 0:
            self.cursor -= 1
        self.chars[self.cursor] = ""

    def move(self, step: int) -> None:
        self.fresh = False
        self.cursor = max(0, min(SLOTS - 1, self.cursor + step))

    def turn(self, step: int) -> None:
        """Up (``step`` 1) or Down (-1) through the box's characters, round and round; the preset's
        boxes go through the presets known, both letters at once."""
        self.fresh = False
        if self.cursor in PRESET_SLOTS:
            codes = list(PRESET_CODES.values())
            now = "".join(self.chars[:2])
            index = codes.index(now) if now in codes else -1 if step > 0 else 0
            self.chars[0:2] = list(codes[(index + step) % len(codes)])
            return
        allowed = slot_characters(self.cursor)
        now = self.chars[self.cursor]
        index = allowed.index(now) if now in allowed else -1 if step > 0 else 0
        self.chars[self.cursor] = allowed[(index + step) % len(allowed)]


class CodeEntryOverlay(Overlay):
    """The boxes, what is wrong (or what the code is), Play and Cancel."""

    name = "code entry"
    title = "Play a challenge by its code"
    backdrop_dim = 170

    def __init__(self, host: Host, code: str, today: datetime.date | None = None) -> None:
        super().__init__(host)
        self.today = today or datetime.date.today()
        self.slots = CodeSlots(code)
        self.buttons = ButtonGroup(self._press)
        self.boxes: list[pygame.Rect] = []
        self.dashes: list[pygame.Rect] = []
        self.group_labels: list[tuple[str, pygame.Rect]] = []
        self.arrows: tuple[pygame.Rect, pygame.Rect] = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))
        self.intro_rect = self.message_rect = self.help_rect = pygame.Rect(0, 0, 0, 0)
        self.refused = False      # the last key did not fit its box: said in the message line
        self._set_buttons()

    HELP = "Type the code, or Up / Down: change    Left / Right: move    Enter: play    Esc: cancel"
    INTRO = "A friend's code, or a day you missed. Up / Down turns the chosen box."

    def on_enter(self) -> None:
        super().on_enter()
        pygame.key.start_text_input()

    def on_exit(self) -> None:
        pygame.key.stop_text_input()

    @property
    def problem(self) -> str | None:
        return self.slots.problem(self.today)

    def _set_buttons(self) -> None:
        ok = self.problem is None
        self.buttons.set_buttons([Button("Play", "play", enabled=ok, accent=ok), Button("Cancel", "cancel")])
        if self.rect.w:
            self._layout_buttons()

    # -------------------------------------------------------------- layout

    def layout(self, size: tuple[int, int]) -> None:
        self.rect = self.panel_rect(size, 1280, 660)
        rect = self.rect
        self.intro_rect = theme.text_rect(self.INTRO, 24, (rect.centerx, rect.y + theme.px(92)), anchor="midtop")
        box_w, box_h = theme.px(72), theme.px(96)
        gap, group_gap, dash_w = theme.px(8), theme.px(22), theme.px(40)
        widths: list[int] = []
        for i in range(SLOTS):
            widths.append(box_w)
            if i < SLOTS - 1:
                widths.append(dash_w if i in (2, 10) else group_gap if i in (6, 8) else gap)
        x = rect.centerx - sum(widths) // 2
        top = self.intro_rect.bottom + theme.px(70)
        self.boxes, self.dashes = [], []
        for i, width in enumerate(widths):
            if i % 2 == 0:
                self.boxes.append(pygame.Rect(x, top, box_w, box_h))
            elif width == dash_w:
                self.dashes.append(pygame.Rect(x, top, dash_w, box_h))
            x += width
        self.group_labels = []
        for label, first, last in GROUPS:
            span = self.boxes[first].union(self.boxes[last - 1])
            self.group_labels.append((label, theme.text_rect(label, 22, (span.centerx, span.bottom + theme.px(40)),
                                                             theme.MUTED, "midtop")))
        self.message_rect = pygame.Rect(rect.x + theme.px(40), self.group_labels[0][1].bottom + theme.px(26),
                                        rect.w - theme.px(80), 2 * theme.line_height(26) + theme.px(6))
        help_h = theme.line_height(22)
        self.help_rect = pygame.Rect(rect.x + theme.px(30), rect.bottom - theme.px(18) - help_h,
                                     rect.w - theme.px(60), help_h)
        self._layout_buttons()
        self._place_arrows()

    def _layout_buttons(self) -> None:
        self.buttons.layout_row((self.rect.centerx, self.help_rect.top - theme.px(22) - theme.px(31)), theme.px(62),
                                theme.px(24), min_width=theme.px(220))

    def _place_arrows(self) -> None:
        """The chosen box's Up and Down marks (a mouse clicks them)."""
        box = self.boxes[self.slots.cursor] if self.boxes else pygame.Rect(0, 0, 0, 0)
        size = theme.px(30)
        up = pygame.Rect(0, 0, box.w, size)
        up.midbottom = (box.centerx, box.top - theme.px(6))
        down = pygame.Rect(0, 0, box.w, size)
        down.midtop = (box.centerx, box.bottom + theme.px(6))
        self.arrows = (up, down)

    # -------------------------------------------------------------- input

    def _changed(self, fitted: bool = True) -> None:
        self.refused = not fitted
        if not fitted:
            self.host.sound.play("error")
        self._set_buttons()
        self._place_arrows()

    def _press(self, value: Any) -> None:
        if value == "cancel":
            self.host.navigate(Close())
        else:
            self.play()

    def play(self) -> None:
        if self.problem is not None:
            self.host.sound.play("error")
            return
        self.host.sound.play("click")
        self.host.navigate(StartDaily(self.slots.text))

    def handle(self, intent: Intent) -> None:
        kind, slots = intent.kind, self.slots
        if kind in (IntentKind.CLICK, IntentKind.POINT) and self.buttons.handle(intent):
            return
        if kind is IntentKind.TEXT:
            self._changed(slots.type(intent.text))
        elif kind is IntentKind.BACK and intent.key == pygame.K_BACKSPACE:
            slots.erase()
            self._changed()
        elif kind is IntentKind.MOVE and intent.key not in LETTER_KEYS:   # W A S D are letters here
            if intent.dx:
                slots.move(intent.dx)
            elif intent.dy:
                slots.turn(-intent.dy)
            self._changed()
        elif kind is IntentKind.SCROLL and intent.dy:
            slots.turn(1 if intent.dy > 0 else -1)
            self._changed()
        elif kind is IntentKind.CLICK and intent.button == 1:
            self._click(intent.pos)
        elif kind is IntentKind.CONFIRM and intent.key != pygame.K_SPACE:
            self.play()
        elif kind in (IntentKind.NEXT_TAB, IntentKind.PREV_TAB):
            slots.move(1 if kind is IntentKind.NEXT_TAB else -1)
            self._changed()
        elif kind in (IntentKind.BACK, IntentKind.PAUSE) and intent.key not in LETTER_KEYS:
            self.host.navigate(Close())

    def _click(self, pos: tuple[float, float]) -> None:
        up, down = self.arrows
        if up.collidepoint(pos) or down.collidepoint(pos):
            self.slots.turn(1 if up.collidepoint(pos) else -1)
            self._changed()
            return
        for i, box in enumerate(self.boxes):
            if box.collidepoint(pos):
                self.slots.move(i - self.slots.cursor)
                self._changed()
                return

    # -------------------------------------------------------------- drawing

    def message(self) -> tuple[str, tuple[int, int, int]]:
        problem = self.problem
        if self.refused:
            box = self.slots.cursor
            what = ("a letter" if box in PRESET_SLOTS else "a table size" if box == TABLE_SLOT else
                    "a digit" if box in DATE_SLOTS else "one of " + CHECK_ALPHABET)
            return f"That box takes {what}. {problem or ''}".strip(), theme.BAD
        if problem is not None:
            return problem, theme.BAD
        return f"Ready: {self.slots.describe()}.", theme.GREEN_OK

    def readable_items(self) -> list[tuple[Any, pygame.Rect]]:
        items: list[tuple[Any, pygame.Rect]] = [(("intro",), self.intro_rect)]
        items += [(("box", i), box) for i, box in enumerate(self.boxes)]
        items += [(("group", label), rect) for label, rect in self.group_labels]
        items += [(("message",), self.message_rect), (("key help",), self.help_rect)]
        items += [(("button", b.label), b.rect) for b in self.buttons.buttons if b.rect.w]
        return items

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.draw_frame(surface, self.rect)
        theme.blit_text(surface, self.INTRO, 24, self.intro_rect.midtop, theme.CREAM, "midtop")
        cursor = self.slots.cursor
        for i, (box, ch) in enumerate(zip(self.boxes, self.slots.chars, strict=True)):
            chosen = i == cursor or (cursor in PRESET_SLOTS and i in PRESET_SLOTS)
            fill = (*theme.FOCUS_FILL[0], 255) if i == cursor else (34, 60, 44, 255) if chosen else (16, 40, 26, 255)
            theme.rounded_panel(surface, box, fill, theme.FOCUS if i == cursor else theme.GOLD,
                                radius=theme.px(12), width=4 if i == cursor else 2)
            if ch:
                theme.blit_text(surface, ch, CODE_SIZE, box.center, theme.INK if i == cursor else theme.CREAM,
                                bold=True, shadow=i != cursor)
        for dash in self.dashes:
            theme.blit_text(surface, "-", CODE_SIZE, dash.center, theme.GOLD, bold=True)
        up, down = self.arrows
        for rect, pointing in ((up, -1), (down, 1)):
            half, tip = rect.h * 0.6, rect.centery + pointing * rect.h * 0.4
            base = rect.centery - pointing * rect.h * 0.4
            pygame.draw.polygon(surface, theme.FOCUS, [(rect.centerx - half, base), (rect.centerx + half, base),
                                                       (rect.centerx, tip)])
        for label, rect in self.group_labels:
            theme.blit_text(surface, label, 22, rect.midtop, theme.MUTED, "midtop")
        text, colour = self.message()
        theme.blit_paragraph(surface, text, 26, self.message_rect, colour, align="center")
        self.buttons.draw(surface, show_focus=False)
        theme.blit_fitted(surface, self.HELP, 22, self.help_rect.center, self.help_rect.w, theme.MUTED)
