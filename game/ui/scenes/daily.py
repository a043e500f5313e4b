"""The daily challenge's own screen (issue 42): today's 8 hands, how you did, your streak, and
the code to read aloud to a friend; from here a person plays today's, yesterday's, or a code.

``daily_state`` is what the title's entry and this screen say, worked out once from the
profile: the challenge the settings' rules give today, its result if played, the streak.
``layout`` places every text (``Line``) and button; ``draw`` only blits what was placed.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine import PRESET_TABLES
from game.engine.rules import PRESET_TITLES
from game.profile.profile import Profile
from game.profile.skill_records import ChallengeResult
from game.sim.challenge import HANDS, PRESET_CODES, Challenge
from game.ui.art.menu_art import draw_backdrop, draw_key_help, heading_bottom, key_help_rect, key_help_top
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.kit.widgets import Button, ButtonGroup
from game.ui.scenes.code_entry import CodeEntryOverlay, date_words
from game.ui.scenes.host import BackToTitle, Host, OpenHelp, ShowOverlay, StartDaily
from game.ui.scenes.scene import Scene

Colour = tuple[int, int, int]
CODE_SIZE = 100      # today's code: large enough to read aloud from across the room
FALLBACK_PRESET = "classic"


def daily_rules(profile: Profile) -> tuple[str, int]:
    """Today's preset and table size from the settings; a size the preset is not played at gives
    way to its first size (a preset with no challenge code, to the classic game)."""
    name = profile.settings.rules_preset
    if name not in PRESET_CODES or name not in PRESET_TABLES:
        name = FALLBACK_PRESET
    sizes = PRESET_TABLES[name]
    players = profile.settings.players
    return name, players if players in sizes else sizes[0]


@dataclass(frozen=True)
class DailyState:
    """What the title's entry and the daily screen say about a day's challenge."""

    today: datetime.date
    challenge: Challenge
    yesterday: Challenge
    result: ChallengeResult | None      # today's, at these rules, when counted
    yesterday_counted: bool
    streak: int
    longest: int
    hands_done: int = 0                 # today's, begun and left halfway: the hands played
    begun: bool = False                 # today's was begun and not finished (left in its first hand too)

    @property
    def played(self) -> bool:
        return self.result is not None


def daily_state(profile: Profile, today: datetime.date) -> DailyState:
    """Today's challenge at the settings' rules, and where the person stands with it."""
    name, players = daily_rules(profile)
    skill = profile.skill
    challenge = Challenge.for_date(today, name, players)
    yesterday = Challenge.for_date(today - datetime.timedelta(days=1), name, players)
    left = skill.in_progress.get(challenge.code)
    return DailyState(today, challenge, yesterday, skill.challenge_on(today, name),
                      yesterday.code in skill.challenges, skill.streak(today), skill.longest_streak(),
                      len(left.hands) if left is not None else 0, left is not None)


def percent(matchpoints: float) -> str:
    """62.4 -> "62%": the share of the field beaten, in whole points."""
    return f"{round(matchpoints)}%"


def days_words(days: int) -> str:
    return f"{days} day" if days == 1 else f"{days} days"


def streak_words(days: int) -> str:
    return f"{days}-day streak"


def title_label(state: DailyState) -> str:
    """The title's entry, one line to read from the sofa: new today, or the score; the streak
    once there is one worth keeping (two days or more)."""
    shown = (percent(state.result.matchpoints) if state.result is not None
             else f"hand {state.hands_done + 1} of {HANDS}" if state.begun else "new today")
    parts = ["Daily challenge", shown]
    if state.streak >= 2:
        parts.append(streak_words(state.streak))
    return " · ".join(parts)


def versus_expert_words(points: float) -> str:
    """The person's points against the expert's in the same seat, in words."""
    gap = round(points)
    if gap == 0:
        return "the same points as the expert"
    unit = "point" if abs(gap) == 1 else "points"
    return f"{gap} {unit} ahead of the expert" if gap > 0 else f"{-gap} {unit} behind the expert"


def about_words(challenge: Challenge) -> str:
    company = "an expert partner and expert opponents" if challenge.rules.partnerships else "expert opponents"
    return (f"{HANDS} hands, the same for everyone today, with {company}. Your score is how much of the "
            "field you beat, from easy players to masters.")


def detail_step() -> int:
    """From one line of a panel's words to the next (a paragraph's spacing: lines never touch)."""
    return round(theme.line_height(28) * 1.15)


def spaced_code(code: str) -> list[str]:
    """The code in groups to read aloud: CL4 - 2026 12 01 - K."""
    head, day, check = code.split("-")
    return [head, "-", day[:4], day[4:6], day[6:], "-", check]


@dataclass(frozen=True)
class Line:
    """A text placed by ``layout``: what ``draw`` blits and what the layout check reads."""

    name: str
    text: str
    size: float
    colour: Colour
    rect: pygame.Rect
    bold: bool = False


class DailyScene(Scene):
    """Today's challenge: what it is, how you did, the streak, the code; play it, yesterday's, or
    a code (arrows, Enter, Esc, the pad and the mouse through one ``ButtonGroup``)."""

    name = "daily"
    key_help = "Left / Right: choose    Enter: select    Esc: back"

    def __init__(self, host: Host, today: datetime.date | None = None) -> None:
        self.host = host
        self.today = today or datetime.date.today()
        self.state = daily_state(host.profile, self.today)
        self.buttons = ButtonGroup(self._press)
        self.lines: list[Line] = []
        self.panels: list[pygame.Rect] = []
        self.code_chars: list[tuple[str, pygame.Rect]] = []
        self.code_rect = pygame.Rect(0, 0, 0, 0)
        self.code_panel = pygame.Rect(0, 0, 0, 0)
        self.code_size: float = CODE_SIZE
        self.note_rect = pygame.Rect(0, 0, 0, 0)

    # -------------------------------------------------------------- state and layout

    def on_enter(self) -> None:
        self.refresh()

    def on_uncover(self) -> None:
        self.refresh()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout(size)

    def refresh(self) -> None:
        """Read the profile again (a challenge may have been counted) and lay out."""
        self.state = daily_state(self.host.profile, self.today)
        play = ("Play again (practice)" if self.state.played
                else f"Go on: hand {self.state.hands_done + 1} of {HANDS}" if self.state.begun
                else "Play today's challenge")
        self.buttons.set_buttons([Button(play, "today", accent=True), Button("Yesterday's challenge", "yesterday"),
                                  Button("Enter a code", "code"), Button("Back", "back")])
        self.layout(self.host.size)

    def subtitle(self) -> str:
        ch = self.state.challenge
        return f"{date_words(self.today)}  ·  {PRESET_TITLES.get(ch.preset, ch.preset)}, {ch.players} players"

    def layout(self, size: tuple[int, int]) -> None:
        """Top to bottom: what it is, today and the streak side by side, the code, the focused
        button's note, the buttons; at 1080p sizes, so it keeps its shape at any size, the room
        left over shared out between the blocks."""
        w, _ = size
        top = heading_bottom(size) + theme.px(16)
        column = pygame.Rect(0, top, min(w - theme.px(120), theme.px(1500)), 0)
        column.centerx = w // 2
        button_h = theme.px(62)
        self.buttons.layout_row((column.centerx, key_help_top(size) - theme.px(16) - button_h / 2), button_h,
                                theme.px(18), min_width=theme.px(220), max_total=column.w)
        note_h = theme.line_height(24)
        self.note_rect = pygame.Rect(column.x, self.buttons.bounds().top - theme.px(16) - note_h, column.w, note_h)
        about = theme.wrap(about_words(self.state.challenge), 28, column.w - theme.px(80))
        about_step = round(theme.line_height(28) * 1.15)
        boxes = self._box_texts(column)
        box_h = self._box_height(boxes)
        code_h = theme.line_height(28, True) + theme.px(14) + theme.line_height(CODE_SIZE, True) + theme.px(40)
        used = len(about) * about_step + box_h + code_h
        free = self.note_rect.top - top - used
        gap = max(theme.px(14), free // 4)   # the room left shared out: half above, whole gaps between, half below
        self.lines, self.panels = [], []
        y = top + gap // 2
        for n, text in enumerate(about):
            self._add(f"about {n}", text, 28, theme.CREAM, (column.centerx, y), "midtop")
            y += about_step
        self._boxes(column, y + gap, box_h, boxes)
        self._code(column, y + 2 * gap + box_h, self.note_rect.top - gap)

    def _add(self, name: str, text: str, size: float, colour: Colour, pos: tuple[float, float], anchor: str,
             bold: bool = False) -> pygame.Rect:
        rect = theme.text_rect(text, size, pos, colour, anchor, bold)
        self.lines.append(Line(name, text, size, colour, rect, bold))
        return rect

    def _box_texts(self, column: pygame.Rect) -> list[tuple[str, str, str, Colour, list[str]]]:
        """Each panel's name, label, figure, its colour and its lines (wrapped to the panel)."""
        state = self.state
        if state.result is not None:
            value, colour = f"{percent(state.result.matchpoints)} of the field beaten", theme.GREEN_OK
            gap = versus_expert_words(state.result.points_vs_expert)
            details = f"Played today, counted for your rating: {gap}."
        elif state.begun:
            value, colour = f"{state.hands_done} of {HANDS} hands played", theme.GOLD_BRIGHT
            details = "Left halfway: it goes on where you left it, and counts when the last hand is played."
        else:
            value, colour = "Not played yet", theme.GOLD_BRIGHT
            keep = f"to keep your {streak_words(state.streak)}" if state.streak else "to start a streak"
            details = f"Your first play counts for your rating. Play it {keep}."
        streak_value = f"{days_words(state.streak)} in a row" if state.streak else "None yet"
        longest = f"Longest: {days_words(state.longest)}. " if state.longest else ""
        streak_details = longest + "A day's own challenge, played that day, keeps it going."
        inner = self._box_width(column) - theme.px(50)
        return [("today", "Today", value, colour, theme.wrap(details, 28, inner)),
                ("streak", "Your streak", streak_value, theme.GOLD_BRIGHT, theme.wrap(streak_details, 28, inner))]

    def _box_width(self, column: pygame.Rect) -> int:
        return (column.w - theme.px(30)) // 2

    def _box_height(self, boxes: list[tuple[str, str, str, Colour, list[str]]]) -> int:
        most = max(len(details) for *_, details in boxes)
        return (theme.px(22) + theme.line_height(24, True) + theme.px(4) + theme.line_height(56, True)
                + theme.px(6) + most * detail_step() + theme.px(22))

    def _boxes(self, column: pygame.Rect, y: int, box_h: int,
               boxes: list[tuple[str, str, str, Colour, list[str]]]) -> None:
        """Two panels: today's result (or that it waits) and the streak."""
        box_w = self._box_width(column)
        for i, (name, label, value, colour, details) in enumerate(boxes):
            box = pygame.Rect(column.x + i * (column.w - box_w), y, box_w, box_h)
            self.panels.append(box)
            inner, x = box.w - theme.px(50), box.x + theme.px(25)
            ty = box.y + theme.px(22)
            self._add(f"{name} label", label, 24, theme.GOLD, (x, ty), "topleft", bold=True)
            ty += theme.line_height(24, True) + theme.px(4)
            text, size = theme.fitted(value, 56, inner, bold=True)
            self._add(f"{name} value", text, size, colour, (x, ty), "topleft", bold=True)
            ty += theme.line_height(56, True) + theme.px(6)
            for n, detail in enumerate(details):
                self._add(f"{name} detail {n}", detail, 28, theme.CREAM, (x, ty), "topleft")
                ty += detail_step()

    def _code(self, column: pygame.Rect, y: int, bottom: int) -> None:
        """"Give a friend this code:" and the code, large, in groups with room between them."""
        label = self._add("code label", "Give a friend this code:", 28, theme.GOLD, (column.centerx, y + theme.px(16)),
                          "midtop", bold=True)
        size: float = CODE_SIZE
        room = bottom - label.bottom - theme.px(14) - theme.px(20)
        while theme.line_height(size, True) > room and not theme.at_minimum(size):
            size *= 0.92
        groups = spaced_code(self.state.challenge.code)
        track, group_gap = theme.px(10), theme.px(34)
        widths = [[theme.text_width(ch, size, True) for ch in group] for group in groups]
        total = sum(sum(ws) + track * (len(ws) - 1) for ws in widths) + group_gap * (len(groups) - 1)
        x = column.centerx - total / 2
        line_h = theme.line_height(size, True)
        top = label.bottom + theme.px(14)
        self.code_chars = []
        for group, ws in zip(groups, widths, strict=True):
            for ch, cw in zip(group, ws, strict=True):
                self.code_chars.append((ch, pygame.Rect(round(x), top, cw, line_h)))
                x += cw + track
            x += group_gap - track
        self.code_size = size
        self.code_rect = self.code_chars[0][1].unionall([r for _, r in self.code_chars])
        self.code_panel = pygame.Rect(0, y, max(theme.px(900), self.code_rect.w + theme.px(100)),
                                      self.code_rect.bottom + theme.px(20) - y)
        self.code_panel.centerx = column.centerx

    # -------------------------------------------------------------- input

    def _press(self, value: Any) -> None:
        if value == "back":
            self.host.navigate(BackToTitle())
            return
        self.host.sound.play("click")
        if value == "today":
            self.host.navigate(StartDaily(self.state.challenge.code))
        elif value == "yesterday":
            self.host.navigate(StartDaily(self.state.yesterday.code))
        elif value == "code":
            self.host.navigate(ShowOverlay(CodeEntryOverlay(self.host, self.state.challenge.code, self.today)))

    def handle(self, intent: Intent) -> None:
        if self.buttons.handle(intent):
            return
        if intent.kind in (IntentKind.BACK, IntentKind.PAUSE):
            self.host.navigate(BackToTitle())
        elif intent.kind is IntentKind.HELP:
            self.host.navigate(OpenHelp())

    # -------------------------------------------------------------- drawing

    def note(self) -> str:
        """What the focused button does, in a line above the buttons."""
        state = self.state
        value = self.buttons.buttons[self.buttons.focus].value if self.buttons.buttons else "back"
        if value == "today":
            if state.begun and not state.played:
                return f"You left it in hand {state.hands_done + 1}: it goes on from there, and still counts."
            return ("You have played today's: playing again is practice, not counted." if state.played
                    else "Counts for your rating and your streak.")
        if value == "yesterday":
            if state.yesterday_counted:
                return f"Yesterday's hands ({state.yesterday.code}): played already, so this is practice."
            return f"Yesterday's hands ({state.yesterday.code}): count for your rating, not your streak."
        if value == "code":
            return "A friend's code or a day you missed: type it, or change it with Up / Down."
        return "Back to the main menu."

    def readable_items(self) -> list[tuple[Any, pygame.Rect]]:
        items: list[tuple[Any, pygame.Rect]] = [((line.name,), line.rect) for line in self.lines]
        items.append((("code",), self.code_rect))
        items.append((("note",), self.note_rect))
        items += [(("button", b.label), b.rect) for b in self.buttons.buttons if b.rect.w]
        items.append((("key help",), key_help_rect(self.host.size, self.key_help)))
        return items

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        draw_backdrop(surface, "Daily challenge", self.subtitle())
        for box in self.panels:
            theme.rounded_panel(surface, box, (10, 28, 18, 235), theme.GOLD, radius=theme.px(20), width=3)
        theme.rounded_panel(surface, self.code_panel, (30, 26, 10, 235), theme.GOLD_BRIGHT, radius=theme.px(20),
                            width=3)
        for line in self.lines:
            theme.blit_text(surface, line.text, line.size, line.rect.topleft, line.colour, "topleft", line.bold)
        for ch, rect in self.code_chars:
            colour = theme.GOLD if ch == "-" else theme.CREAM
            theme.blit_text(surface, ch, self.code_size, rect.topleft, colour, "topleft", bold=True)
        theme.blit_fitted(surface, self.note(), 24, self.note_rect.center, self.note_rect.w, theme.MUTED)
        self.buttons.draw(surface, show_focus=not self.host.pointer_active)
        draw_key_help(surface, self.key_help)
