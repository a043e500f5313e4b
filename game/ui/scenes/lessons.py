"""Learn to play: the list of lessons, and the panels that open and close one.

A lesson is played at the real table (``game.ui.scenes.lesson_guide``); these screens choose one
(ticked once learned; the lessons of the player's own table marked), say what it is about
before it starts (Start, Skip), and sum it up at its end with where to go next: the next
lesson, or after the last a practice table with hints on.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.rules import PRESET_TITLES
from game.levels.lessons import Lesson, learning_path
from game.ui.art.menu_art import draw_verdict, verdict_height
from game.ui.core.control_words import key_name
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.kit.widgets import Button, ButtonGroup
from game.ui.scenes.host import Close, Host, OpenLessons, StartGame, StartLesson
from game.ui.scenes.list_screen import ListScreen
from game.ui.scenes.overlays import Overlay

HINTS_ON = (
    "Hints are on at this table: each of your turns shows what to play and why (H hides it; Settings turns it off)."
)


def table_lessons(host: Host) -> list[Lesson]:
    """The lessons in the order a newcomer meets them: every table's, then the player's own
    table's, then the other tables' (to read about)."""
    lessons = host.levels.lessons()
    preset = host.profile.settings.rules_preset
    path = learning_path(lessons, preset)
    return path + [lesson for lesson in lessons if lesson not in path]


def next_lesson_id(host: Host, lesson_id: str) -> str | None:
    """The lesson after this one on the player's path (None after the last: time to play)."""
    path = learning_path(host.levels.lessons(), host.profile.settings.rules_preset)
    ids = [lesson.id for lesson in path]
    if lesson_id not in ids:
        return None
    at = ids.index(lesson_id)
    return ids[at + 1] if at + 1 < len(ids) else None


def first_to_learn(host: Host) -> str | None:
    """The first lesson on the player's path not yet learned (the first if all are)."""
    path = learning_path(host.levels.lessons(), host.profile.settings.rules_preset)
    progress = host.profile.progress
    chosen = next((lesson for lesson in path if not progress.is_learned(lesson.id)), path[0] if path else None)
    return chosen.id if chosen is not None else None


class LessonsScene(ListScreen):
    """Learn to play: every lesson, ticked once learned; Enter starts the chosen one."""

    name = "lessons"
    title = "Learn to play"
    primary_label = "Start lesson"

    def __init__(self, host: Host, selected: str | None = None) -> None:
        super().__init__(host)
        self.wanted = selected
        self.lessons: list[Lesson] = []

    def on_enter(self) -> None:
        self.lessons = table_lessons(self.host)
        wanted = self.wanted or first_to_learn(self.host)
        ids = [lesson.id for lesson in self.lessons]
        self.selected = ids.index(wanted) if wanted in ids else 0
        super().on_enter()

    def entries(self) -> list[tuple[str, str, str]]:
        progress = self.host.profile.progress
        return [
            (
                f"{lesson.number}. {lesson.title}",
                self._for_whom(lesson),
                "done" if progress.is_learned(lesson.id) else "open",
            )
            for lesson in self.lessons
        ]

    def _for_whom(self, lesson: Lesson) -> str:
        if not lesson.presets:
            return f"{len(lesson.steps)} step{'s' if len(lesson.steps) > 1 else ''} at the table"
        tables = ", ".join(PRESET_TITLES.get(name, name) for name in lesson.presets)
        mine = self.host.profile.settings.rules_preset in lesson.presets
        return f"Your table: {tables}" if mine else f"For {tables}"

    def subtitle(self) -> str:
        progress = self.host.profile.progress
        learned = sum(progress.is_learned(lesson.id) for lesson in self.lessons)
        return f"{learned} of {len(self.lessons)} learned. Each lesson is a few moves at the real table, with a coach."

    def start(self) -> bool:
        if not self.lessons:
            return False
        self.host.sound.play("click")
        self.host.navigate(StartLesson(self.lessons[self.selected].id))
        return True

    def draw_detail(self, surface: pygame.Surface, rect: pygame.Rect, status_y: int) -> None:
        lesson = self.lessons[self.selected]
        inner = pygame.Rect(rect.x + theme.px(40), rect.y + theme.px(30), rect.w - theme.px(80), rect.h)
        theme.blit_text(surface, f"Lesson {lesson.number}", 22, inner.topleft, theme.GOLD, "topleft", bold=True)
        y = inner.y + theme.px(32)
        y += theme.blit_paragraph(
            surface, lesson.title, 40, pygame.Rect(inner.x, y, inner.w, 0), theme.GOLD_BRIGHT, bold=True, shadow=True
        ) + theme.px(16)
        if lesson.intro:
            y += theme.blit_paragraph(
                surface, lesson.intro, 27, pygame.Rect(inner.x, y, inner.w - theme.px(30), 0), theme.CREAM
            ) + theme.px(20)
        theme.blit_paragraph(
            surface,
            f"You will learn: {lesson.summary}",
            25,
            pygame.Rect(inner.x, y, inner.w - theme.px(30), 0),
            theme.MUTED,
        )
        learned = self.host.profile.progress.is_learned(lesson.id)
        text, colour = (
            ("Learned: play it again any time", theme.GREEN_OK) if learned else ("Not played yet", theme.MUTED)
        )
        theme.blit_text(surface, text, 26, (rect.centerx, status_y), colour, bold=True)


class LessonPanel(Overlay):
    """A panel over the lesson's table: a heading, a few lines, and buttons under them."""

    backdrop_dim = 150
    heading = ""
    verdict: bool | None = None  # a tick (learned), or a plain panel

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.buttons = ButtonGroup(self._press)

    def lines(self) -> list[str]:
        return []

    def _press(self, value: Any) -> None:
        """What each button does (subclasses)."""

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        width = min(w - theme.px(80), theme.px(1100))
        used = verdict_height(width, self.lines())
        block = used + theme.px(110)
        self.rect = pygame.Rect(0, max(theme.px(20), (h - block) // 2), width, used)
        self.rect.centerx = w // 2
        self.buttons.layout_row(
            (w / 2, self.rect.bottom + theme.px(56)),
            theme.px(60),
            theme.px(18),
            min_width=theme.px(220),
            max_total=int(w * 0.94),
        )

    def handle(self, intent: Intent) -> None:
        if not self.buttons.handle(intent):
            super().handle(intent)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        draw_verdict(surface, self.rect, self.verdict, self.heading, self.lines())
        self.buttons.draw(surface, show_focus=not self.host.pointer_active)


class LessonIntroOverlay(LessonPanel):
    """What a lesson is about, before its first step: Start, or Skip to the next."""

    name = "lesson-intro"

    def __init__(self, host: Host, lesson: Lesson, next_lesson: str | None) -> None:
        super().__init__(host)
        self.lesson, self.next_lesson = lesson, next_lesson
        self.heading = f"Lesson {lesson.number}: {lesson.title}"
        buttons = [Button(f"Start ({key_name('confirm', host.roster.in_use)})", "start", accent=True)]
        buttons.append(Button("Skip this lesson", "skip"))
        buttons.append(Button("All lessons", "list"))
        self.buttons.set_buttons(buttons, keep_focus=False)

    def lines(self) -> list[str]:
        steps = len(self.lesson.steps)
        where = (
            f"{steps} moves at the table." if steps > 1 else "One move at the table."
        ) + " The coach speaks at the top of the screen and points at what matters; H repeats the move it wants."
        return [self.lesson.intro, where] if self.lesson.intro else [where]

    def _press(self, value: Any) -> None:
        self.host.sound.play("click")
        if value == "start":
            self.host.navigate(Close())
        elif value == "skip":
            self.host.navigate(StartLesson(self.next_lesson) if self.next_lesson else OpenLessons())
        elif value == "list":
            self.host.navigate(OpenLessons(self.lesson.id))

    def handle(self, intent: Intent) -> None:
        if intent.kind in (IntentKind.BACK, IntentKind.PAUSE):
            self._press("list")
            return
        super().handle(intent)


class LessonDoneOverlay(LessonPanel):
    """The lesson's one-line summary, then the next lesson (or, after the last, a practice
    table with hints on), the same lesson again, or the list."""

    name = "lesson-done"
    verdict = True

    def __init__(self, host: Host, lesson: Lesson, next_lesson: str | None, problem: str | None = None) -> None:
        super().__init__(host)
        self.lesson, self.next_lesson, self.problem = lesson, next_lesson, problem
        self.heading = f"Lesson {lesson.number} learned"
        following = host.levels.lesson(next_lesson) if next_lesson else None
        first = Button(f"Next: {following.title}" if following else "Play a practice game", "next", accent=True)
        self.buttons.set_buttons(
            [first, Button("Play it again", "again"), Button("All lessons", "list")], keep_focus=False
        )
        host.sound.play("win")

    def lines(self) -> list[str]:
        lines = [self.lesson.summary]
        if not self.next_lesson:
            lines.append(self.last_words())
        if self.problem:
            lines.append(self.problem)
        return lines

    def last_words(self) -> str:
        """After the last lesson of the player's path: the game they have learned is their
        table's (its own lessons were on that path), said by name, and what comes next."""
        preset = self.host.profile.settings.rules_preset
        table = PRESET_TITLES.get(preset, preset)
        return (f"You know the game as your table plays it ({table}). Now play a practice game: hints show "
                "at each of your turns, U takes back a move, and a review follows every hand.")

    def _press(self, value: Any) -> None:
        host = self.host
        host.sound.play("click")
        if value == "next" and self.next_lesson:
            host.navigate(StartLesson(self.next_lesson))
        elif value == "next":
            settings = host.profile.settings
            settings.auto_hints = True  # the practice table the lessons lead to: hints on, as promised
            host.profile.save_settings()
            host.navigate(StartGame("practice", HINTS_ON))
        elif value == "again":
            host.navigate(StartLesson(self.lesson.id))
        elif value == "list":
            host.navigate(OpenLessons(self.lesson.id))

    def handle(self, intent: Intent) -> None:
        if intent.kind in (IntentKind.BACK, IntentKind.PAUSE):
            self._press("list")
            return
        super().handle(intent)


class WelcomeOverlay(LessonPanel):
    """The very first start: new to Forty-Fives?  Enter begins the first lesson; Esc (or the
    other button) deals the quick game waiting beneath."""

    name = "welcome"
    heading = "Welcome to Forty-Fives"

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.first = first_to_learn(host)
        self.buttons.set_buttons(
            [Button(f"Learn to play ({key_name('confirm', host.roster.in_use)})", "learn", accent=True),
             Button("I know the game: deal me in", "play")],
            keep_focus=False,
        )

    def lines(self) -> list[str]:
        return [
            "New to the game? A few short lessons at the real table teach it, with a coach beside you: "
            "the best cards, tricks and trumps, the auction, the draw and the score.",
            "Already play at the kitchen table? Your game is dealt and waiting.",
        ]

    def _press(self, value: Any) -> None:
        self.host.sound.play("click")
        if value == "learn" and self.first is not None:
            self.host.navigate(StartLesson(self.first))
        else:
            self.host.navigate(Close())


__all__ = [
    "HINTS_ON",
    "LessonDoneOverlay",
    "LessonIntroOverlay",
    "LessonsScene",
    "WelcomeOverlay",
    "first_to_learn",
    "next_lesson_id",
    "table_lessons",
]
