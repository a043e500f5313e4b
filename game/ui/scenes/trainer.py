"""The ranking trainer: for a chosen trump, which card wins this trick?  Timed and scored.

A round is ``ROUND_LENGTH`` tricks dealt by ``game.levels.make_question`` (always a trick that
could really be played).  The clock runs only while a question is open; each miss adds
``MISS_PENALTY`` seconds, and the best total per trump is kept in the player's progress.
``TrickBoard`` (the big cards, lead marked) is shared with the drills' trick questions.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.engine.cards import SUIT_NAMES
from game.levels import TrickQuestion, make_question
from game.ui.art.menu_art import draw_backdrop, draw_key_help, draw_verdict
from game.ui.core.intents import Intent, IntentKind
from game.ui.core.suits import suit_surface
from game.ui.kit import theme
from game.ui.kit.celebration import Confetti
from game.ui.kit.widgets import Button, ButtonGroup, draw_button
from game.ui.scenes.host import BackToTitle, Host, OpenHelp, ShowMessage
from game.ui.scenes.list_screen import show_load_problems
from game.ui.scenes.scene import Scene
from game.ui.table.trick_board import TrickBoard, draw_trump_badge

ROUND_LENGTH = 10
MISS_PENALTY = 5.0            # seconds added to the round's time for each wrong answer
RIGHT_PAUSE = 0.9             # a right answer moves on by itself after this long
TRUMP_CHOICES: tuple[int | None, ...] = (0, 1, 2, 3, None)


def challenge_name(trump: int | None, length: int = ROUND_LENGTH) -> str:
    """The key of a best time in the progress file: ``hearts-10``, ``random-10``."""
    return f"{'random' if trump is None else SUIT_NAMES[trump]}-{length}"


def trump_label(trump: int | None) -> str:
    return "Random trumps" if trump is None else f"{'♠♥♦♣'[trump]} {SUIT_NAMES[trump].capitalize()}"


def format_seconds(seconds: float) -> str:
    minutes, rest = divmod(max(0.0, seconds), 60)
    return f"{int(minutes)}:{rest:04.1f}"


class TrainerScene(Scene):
    """Choose a trump, judge ten tricks against the clock, see the score and the best time."""

    name = "trainer"

    def __init__(self, host: Host) -> None:
        self.host = host
        self.mode = "choose"               # choose -> question <-> answered -> results
        self.trump: int | None = None
        self.menu = ButtonGroup(self._press)
        self.rng = random.Random(host.options.seed)
        self.question: TrickQuestion | None = None
        self.board: TrickBoard | None = None
        self.number = 0
        self.right = 0
        self.results: list[bool] = []      # per trick of this round: right or wrong
        self.elapsed = 0.0
        self.since_answer = 0.0
        self.total = 0.0
        self.new_best = False
        self.confetti: Confetti | None = None

    # ------------------------------------------------------------------ flow

    def on_enter(self) -> None:
        show_load_problems(self.host)
        self._set_menu()

    def on_resize(self, size: tuple[int, int]) -> None:
        self._layout()

    def _set_menu(self) -> None:
        if self.mode == "choose":
            buttons = [Button(trump_label(t), ("start", t), accent=t is None) for t in TRUMP_CHOICES]
            buttons.append(Button("Back", "back"))
        elif self.mode == "answered":
            buttons = [Button("Next trick" if self.number + 1 < ROUND_LENGTH else "See the result", "next",
                              accent=True)]
        elif self.mode == "results":
            buttons = [Button("Play again", ("start", self.trump), accent=True), Button("Choose trump", "choose"),
                       Button("Back", "back")]
        else:
            buttons = [Button("Stop", "choose")]
        self.menu.set_buttons(buttons, keep_focus=False)
        self._layout()

    def _layout(self) -> None:
        w, h = self.host.size
        if self.mode == "choose" and self.menu.buttons:  # tall trump tiles in a row, Back beneath them
            *tiles, back = self.menu.buttons
            gap = theme.px(22)
            tile_w = min(theme.px(250), (w - theme.px(80)) // len(tiles) - gap)
            tile_h = min(theme.px(300), round(h * 0.34))
            x = w // 2 - (len(tiles) * (tile_w + gap) - gap) // 2
            for i, tile in enumerate(tiles):
                tile.rect = pygame.Rect(x + i * (tile_w + gap), round(h * 0.5 - tile_h / 2), tile_w, tile_h)
            back.rect = pygame.Rect(0, 0, theme.px(240), theme.px(60))
            back.rect.midtop = (w // 2, tiles[0].rect.bottom + theme.px(50))
        else:
            self.menu.vertical = False
            y = self.results_panel().bottom + theme.px(140) if self.mode == "results" else h - theme.px(96)
            self.menu.layout_row((w / 2, y), theme.px(60), theme.px(18), min_width=theme.px(240))
        if self.board is not None:
            self.board.layout(self.board_area())

    def board_area(self) -> pygame.Rect:
        w, h = self.host.size
        return pygame.Rect(theme.px(60), theme.px(250), w - theme.px(120), round(h * 0.40))

    def _press(self, value: Any) -> None:
        self.host.sound.play("click")
        if isinstance(value, tuple) and value[0] == "start":
            self.start_round(value[1])
        elif value == "next":
            self.next_question()
        elif value == "choose":
            self.mode, self.board = "choose", None
            self._set_menu()
        elif value == "back":
            self.host.navigate(BackToTitle())

    def start_round(self, trump: int | None) -> None:
        self.trump = trump
        self.number, self.right, self.elapsed, self.new_best = -1, 0, 0.0, False
        self.results = []
        self.next_question()

    def next_question(self) -> None:
        self.number += 1
        if self.number >= ROUND_LENGTH:
            self.finish_round()
            return
        self.question = make_question(self.rng, self.trump)
        self.board = TrickBoard(self.question.cards, self.question.trump, self.question.answer)
        self.mode = "question"
        self._set_menu()

    def answer(self, index: int) -> bool:
        """Judge the pick: right moves on by itself, wrong waits so the reason can be read."""
        assert self.board is not None
        right = self.board.answer(index)
        self.right += right
        self.results.append(right)
        self.since_answer = 0.0
        self.mode = "answered"
        self.host.sound.play("made" if right else "error")
        self._set_menu()
        return right

    @property
    def misses(self) -> int:
        return len(self.results) - self.right

    def finish_round(self) -> None:
        self.mode, self.board = "results", None
        self.total = self.elapsed + MISS_PENALTY * self.misses
        profile = self.host.profile
        self.new_best = profile.progress.record_trainer_time(challenge_name(self.trump), round(self.total, 2))
        problem = profile.save_progress() if self.new_best else None
        if problem:
            self.host.navigate(ShowMessage("Not saved", problem))
        self.host.sound.play("win" if self.new_best else ("made" if self.right * 2 >= ROUND_LENGTH else "set"))
        self.confetti = Confetti(self.host.size[0], 90, self.number) if self.new_best else None
        self._set_menu()

    # ------------------------------------------------------------------ input and time

    def handle(self, intent: Intent) -> None:
        if intent.kind is IntentKind.HELP:
            self.host.navigate(OpenHelp())
            return
        if self.mode == "question" and self.board is not None:
            picked = self.board.handle(intent)
            if picked is not None:
                self.answer(picked)
                return
            if intent.kind in (IntentKind.MOVE, IntentKind.CONFIRM):
                return
        if self.mode == "answered" and intent.kind is IntentKind.CLICK and self.board is not None \
                and any(r.collidepoint(intent.pos) for r in self.board.rects):
            self.next_question()
            return
        if self.mode == "choose" and intent.kind is IntentKind.MOVE and intent.dy:  # tiles above, Back below
            self.menu.focus = len(self.menu.buttons) - 1 if intent.dy > 0 else 0
            return
        if self.menu.handle(intent):
            return
        if intent.kind in (IntentKind.BACK, IntentKind.PAUSE):
            self._press("back" if self.mode == "choose" else "choose")

    def update(self, dt: float) -> None:
        if self.confetti is not None:
            self.confetti.update(dt)
        if self.mode == "question":
            self.elapsed += dt
        elif self.mode == "answered":
            self.since_answer += dt
            if self.board is not None and self.board.chosen == self.board.winner and self.since_answer >= RIGHT_PAUSE:
                self.next_question()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        if self.mode == "choose":
            self._draw_choose(surface)
        elif self.mode == "results":
            self._draw_results(surface)
        else:
            self._draw_question(surface)
        buttons = self.menu.buttons[-1:] if self.mode == "choose" else self.menu.buttons
        for button in buttons:
            index = self.menu.buttons.index(button)
            focused = not self.host.pointer_active and self.mode != "question" and index == self.menu.focus
            draw_button(surface, button, focused=focused, hover=index == self.menu.hover)

    def _draw_choose(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, "Ranking trainer",
                      f"Which card wins the trick? {ROUND_LENGTH} tricks against the clock.")
        w = surface.get_width()
        top = self.menu.buttons[0].rect.top
        theme.blit_text(surface, "Choose your trump", 36, (w // 2, top - theme.px(110)), theme.GOLD_BRIGHT, bold=True)
        theme.blit_text(surface, "Remember: the five, the jack and the A♥ are always the top three trumps.", 26,
                        (w // 2, top - theme.px(60)), theme.CREAM)
        best = self.host.profile.progress.trainer_best
        show_focus = not self.host.pointer_active
        for i, button in enumerate(self.menu.buttons[:-1]):
            lit = i == self.menu.hover or (show_focus and i == self.menu.focus)
            self._draw_tile(surface, button.rect, button.value[1], best.get(challenge_name(button.value[1])), lit)
        draw_key_help(surface, f"Each wrong answer adds {MISS_PENALTY:.0f} seconds.   Arrows and Enter, "
                               "or click.   Esc: back")

    def _draw_tile(self, surface: pygame.Surface, rect: pygame.Rect, trump: int | None, best: float | None,
                   lit: bool) -> None:
        """One trump choice: the suit drawn large (four small ones for random), its name and best time."""
        place = rect.move(0, -theme.px(8) if lit else 0)
        theme.rounded_panel(surface, place, (20, 70, 44, 240) if lit else (10, 34, 22, 230),
                            theme.GOLD_BRIGHT if lit else theme.GOLD, radius=theme.px(22), width=4 if lit else 2)
        centre = (place.centerx, place.y + round(place.h * 0.40))
        if trump is None:
            size = round(place.w * 0.24)
            for suit, (dx, dy) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1))):
                icon = suit_surface(suit, size, theme.suit_colour(suit))
                surface.blit(icon, icon.get_rect(center=(centre[0] + dx * size * 0.62, centre[1] + dy * size * 0.62)))
        else:
            icon = suit_surface(trump, round(place.w * 0.46), theme.suit_colour(trump))
            surface.blit(icon, icon.get_rect(center=centre))
        name = "Random" if trump is None else SUIT_NAMES[trump].capitalize()
        theme.blit_text(surface, name, 30, (place.centerx, place.bottom - theme.px(70)), theme.CREAM, bold=True)
        theme.blit_text(surface, f"Best {format_seconds(best)}" if best else "No best time yet", 22,
                        (place.centerx, place.bottom - theme.px(30)), theme.GOLD_BRIGHT if best else theme.MUTED)

    def _draw_question(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        assert self.board is not None and self.question is not None
        draw_backdrop(surface, "")
        draw_trump_badge(surface, (w // 2, theme.px(30)), self.question.trump)
        theme.blit_text(surface, f"Trick {self.number + 1} of {ROUND_LENGTH}", 30, (theme.px(50), theme.px(70)),
                        theme.CREAM, "midleft", bold=True)
        theme.blit_text(surface, f"Right {self.right}", 30, (w - theme.px(50), theme.px(50)), theme.GREEN_OK,
                        "midright", bold=True)
        theme.blit_text(surface, format_seconds(self.elapsed), 30, (w - theme.px(50), theme.px(92)), theme.CREAM,
                        "midright", bold=True)
        self._draw_progress_pips(surface)
        if self.mode == "question":
            theme.blit_text(surface, "Which card wins?", 34, (w // 2, theme.px(170)), theme.GOLD_BRIGHT, bold=True)
        self.board.draw(surface, show_focus=not self.host.pointer_active or self.mode == "question")
        if self.mode == "answered":
            right = self.board.chosen == self.board.winner
            area = self.board_area()
            rect = pygame.Rect(0, area.bottom + theme.px(56), min(w - theme.px(80), theme.px(1100)), 0)
            rect.centerx = w // 2
            draw_verdict(surface, rect, right, "Right!" if right else "Not that one", [self.question.explanation])
        else:
            draw_key_help(surface, "Click the winning card, or use the arrows and Enter (1-4 pick a card)")

    def _draw_progress_pips(self, surface: pygame.Surface) -> None:
        """A row of dots: green right, red wrong, gold the trick in hand, dark the ones to come."""
        r = theme.px(7)
        x0, y = theme.px(56), theme.px(112)
        for i in range(ROUND_LENGTH):
            if i < len(self.results):
                colour = theme.GREEN_OK if self.results[i] else theme.BAD
            else:
                colour = theme.GOLD_BRIGHT if i == self.number else (70, 90, 80)
            pygame.draw.circle(surface, colour, (x0 + i * r * 3, y), r)

    def results_panel(self) -> pygame.Rect:
        w, _ = self.host.size
        panel = pygame.Rect(0, 0, min(w - theme.px(80), theme.px(760)), theme.px(390))
        panel.midtop = (w // 2, theme.px(190))
        return panel

    def _draw_results(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, "Round complete", trump_label(self.trump))
        panel = self.results_panel()
        theme.rounded_panel(surface, panel, (10, 28, 18, 245), theme.GOLD, radius=theme.px(24), width=3)
        theme.blit_text(surface, f"{self.right} of {ROUND_LENGTH} right", 56, (panel.centerx, panel.y + theme.px(66)),
                        theme.GREEN_OK if self.right == ROUND_LENGTH else theme.GOLD_BRIGHT, bold=True)
        best = self.host.profile.progress.trainer_best.get(challenge_name(self.trump))
        rows = [("Time", format_seconds(self.elapsed)),
                (f"Misses ({MISS_PENALTY:.0f} s each)", f"+{MISS_PENALTY * self.misses:.0f} s"),
                ("Total", format_seconds(self.total)), ("Best", format_seconds(best) if best else "-")]
        y = panel.y + theme.px(140)
        for label, value in rows:
            theme.blit_text(surface, label, 30, (panel.x + theme.px(70), y), theme.CREAM, "midleft")
            theme.blit_text(surface, value, 30, (panel.right - theme.px(70), y), theme.GOLD_BRIGHT, "midright",
                            bold=True)
            y += theme.px(60)
        if self.new_best:
            theme.blit_text(surface, "New best time!", 40, (panel.centerx, panel.bottom + theme.px(48)),
                            theme.GREEN_OK, bold=True)
        if self.confetti is not None:
            self.confetti.draw(surface)
