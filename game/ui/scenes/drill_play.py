"""Playing one drill: judging the answer, the verdict and where to go next.

A "position" drill is played at the normal table: ``DrillSession`` sets the engine at the
drill's decision and ``DrillJudge``, the table's ``intercept``, judges the person's action
instead of playing it, then shows ``DrillResultOverlay``.  A "trick" drill has its own screen,
``DrillTrickScene``, with the ranking trainer's big trick.  Right answers tick the drill in the
player's progress.  The list the drills are chosen from is ``drills.py``.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ai.hints import Hint, describe_action
from game.engine import Card
from game.engine import actions as A
from game.levels import Drill
from game.ui.art import menu_art
from game.ui.art.menu_art import draw_backdrop, draw_key_help, draw_verdict, verdict_height
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.kit.widgets import Button, ButtonGroup
from game.ui.scenes.host import Close, Host, OpenDrills, ShowMessage, ShowOverlay, StartDrill
from game.ui.scenes.overlays import Overlay
from game.ui.scenes.scene import Scene
from game.ui.table.session import GameSession, SeatConfig, chosen_action, quick_seats
from game.ui.table.table_context import TableContext
from game.ui.table.trick_board import TrickBoard, draw_trump_badge

DRILL_KEYS = "Click the winning card, or use the arrows and Enter.   Esc: back to the drills"


class DrillSession(GameSession):
    """A session set at a drill's decision: never autosaved over the player's real game nor
    counted in the statistics."""

    keeps_records = False

    def __init__(self, drill: Drill, names: list[str] | None = None) -> None:
        position = drill.position
        if position is None:
            raise ValueError(f"drill {drill.id!r} is a trick question, not a position")
        seats = quick_seats(position.rules.players, human=False, level="normal", names=names)
        seats[position.seat] = SeatConfig("You", "human")
        super().__init__(position.rules, 0, seats)
        self.drill_seat = position.seat
        self.state = drill.build_state()
        self.hand_start = None
        self.events.clear()



def answer_drill(host: Host, drill: Drill, answer: Any) -> bool:
    """Judge an answer (a card for a trick, an action for a position); a right one is saved as solved."""
    right = drill.is_correct(answer)
    host.sound.play("made" if right else "set")
    if right:
        host.profile.progress.mark_solved(drill.id)
        problem = host.profile.save_progress()
        if problem:
            host.navigate(ShowMessage("Not saved", problem))
    return right


def feedback_for(drill: Drill, answer: Any) -> str | None:
    """The drill's line for this tempting wrong answer, if it has one."""
    for key, text in drill.feedback.items():
        try:
            same = Card.parse(key) == Card(answer) if drill.kind == "trick" else A.parse(key) == answer
        except ValueError:
            continue
        if same:
            return text
    return None


def verdict_lines(drill: Drill, right: bool, chosen: str, feedback: str | None, revealed: bool,
                  answer_text: str) -> list[str]:
    """What the result says: your choice, then the reason (a wrong answer keeps the answer back until asked)."""
    if right:
        return [f"You chose: {chosen}.", drill.explanation]
    if revealed:
        return [f"You chose: {chosen}.", feedback or "", f"The answer: {answer_text}.", drill.explanation]
    return [f"You chose: {chosen}.", feedback or "That isn't the best choice here. Think again, or see the answer."]


def verdict_buttons(right: bool, revealed: bool) -> list[Button]:
    if right or revealed:
        buttons = [Button("Next drill", "next", accent=True)]
        if not right:
            buttons.append(Button("Try again", "retry"))
        return buttons + [Button("Back to drills", "list")]
    return [Button("Try again", "retry", accent=True), Button("Show the answer", "answer"),
            Button("Back to drills", "list")]


def drill_hint(drill: Drill, session: GameSession) -> Hint:
    """A drill's hint is its own first answer, and its explanation is the why."""
    action = chosen_action(drill.answers[0])
    if action is None:   # the drill checker lets only a seat's moves be answers
        raise ValueError(f"drill {drill.id}: its answer {drill.answers[0]!r} is not a seat's move")
    return Hint(action, describe_action(session.observe(), action), drill.explanation)


def go_next(host: Host, drills: list[Drill], index: int) -> None:
    if index + 1 < len(drills):
        host.navigate(StartDrill(index + 1))
    else:
        host.navigate(OpenDrills(drills[index].id))


class DrillJudge:
    """A drill table's ``intercept``: a legal action is judged (not played); an illegal one goes on
    to the engine, which explains the rule."""

    def __init__(self, host: Host, drills: list[Drill], index: int) -> None:
        self.host, self.drills, self.index = host, drills, index

    def __call__(self, ctx: TableContext, action: Any) -> bool:
        chosen = chosen_action(action)
        if chosen is None or chosen not in ctx.session.snapshot.legal_actions:
            return False
        drill = self.drills[self.index]
        right = answer_drill(self.host, drill, chosen)
        obs = ctx.session.observe()
        answers = " or ".join(describe_action(obs, answer) for answer in map(chosen_action, drill.answers)
                              if answer is not None)
        ctx.hints.text = None
        self.host.navigate(ShowOverlay(DrillResultOverlay(self.host, self.drills, self.index, right,
                                                          describe_action(obs, chosen), feedback_for(drill, chosen),
                                                          answers)))
        return True


class DrillResultOverlay(Overlay):
    """Right or wrong over the frozen table, with the reason and where to go next."""

    name = "drill-result"
    backdrop_dim = 150

    def __init__(self, host: Host, drills: list[Drill], index: int, right: bool, chosen: str,
                 feedback: str | None, answer_text: str) -> None:
        super().__init__(host)
        self.drills, self.index, self.right = drills, index, right
        self.chosen, self.feedback, self.answer_text = chosen, feedback, answer_text
        self.revealed = False
        self.buttons = ButtonGroup(self._press)
        self.buttons.set_buttons(verdict_buttons(right, False))

    def _press(self, value: Any) -> None:
        self.host.sound.play("click")
        if value == "retry":
            self.host.navigate(Close())
        elif value == "answer":
            self.revealed = True
            self.buttons.set_buttons(verdict_buttons(self.right, True), keep_focus=False)
            self.layout(self.host.size)
        elif value == "next":
            go_next(self.host, self.drills, self.index)
        elif value == "list":
            self.host.navigate(OpenDrills(self.drills[self.index].id))

    def lines(self) -> list[str]:
        return verdict_lines(self.drills[self.index], self.right, self.chosen, self.feedback, self.revealed,
                             self.answer_text)

    def layout(self, size: tuple[int, int]) -> None:
        """The verdict panel centred, the buttons just under it."""
        w, h = size
        width = min(w - theme.px(80), theme.px(1040))
        used = verdict_height(width, self.lines())
        block = used + theme.px(100)  # the panel, then the buttons
        self.rect = pygame.Rect(0, max(theme.px(20), (h - block) // 2), width, used)
        self.rect.centerx = w // 2
        self.buttons.layout_row((w / 2, self.rect.y + used + theme.px(56)), theme.px(60), theme.px(18),
                                min_width=theme.px(220))

    def handle(self, intent: Intent) -> None:
        if not self.buttons.handle(intent):
            super().handle(intent)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        draw_verdict(surface, self.rect, self.right, "Right!" if self.right else "Not quite", self.lines())
        self.buttons.draw(surface, show_focus=not self.host.pointer_active)


class DrillTrickScene(Scene):
    """A "which card wins?" drill on the trainer's board, with the drill's own words."""

    name = "drill"

    def __init__(self, host: Host, drills: list[Drill], index: int) -> None:
        self.host, self.drills, self.index = host, drills, index
        drill = drills[index]
        if drill.trump is None:   # the drill checker refuses a trick question without trump
            raise ValueError(f"drill {drill.id} is a trick question with no trump")
        self.board = TrickBoard(drill.cards, drill.trump, drill.winner_index)
        self.board.reveal = False
        self.right = False
        self.buttons = ButtonGroup(self._press)
        self.buttons.set_buttons([Button("Back to drills", "list")])

    @property
    def drill(self) -> Drill:
        return self.drills[self.index]

    def on_enter(self) -> None:
        self.on_resize(self.host.size)

    def on_resize(self, size: tuple[int, int]) -> None:
        """The buttons just above the line of key help (never on it)."""
        height = theme.px(60)
        above = menu_art.key_help_top(size) - theme.px(16) - height / 2
        self.buttons.layout_row((size[0] / 2, above), height, theme.px(18), min_width=theme.px(220))
        self.layout()

    def text_width(self) -> int:
        return min(self.host.size[0] - theme.px(80), theme.px(1100))

    def layout(self) -> None:
        """Cards as big as the room the question leaves, or the verdict once answered."""
        w, h = self.host.size
        top = theme.px(200)
        if self.board.answered:
            bottom = h - theme.px(206) - verdict_height(self.text_width(), self.lines())
        else:
            prompt_lines = theme.wrap(self.drill.prompt, 28, self.text_width() - theme.px(40))
            top += round(len(prompt_lines) * theme.font(28).get_height() * 1.15) + theme.px(70)
            bottom = h - theme.px(170)
        self.board.layout(pygame.Rect(theme.px(60), top, w - theme.px(120), max(theme.px(120), bottom - top)))

    def lines(self) -> list[str]:
        board = self.board
        if board.chosen is None:
            return []
        chosen = board.cards[board.chosen]
        return verdict_lines(self.drill, self.right, Card(chosen).symbol(), feedback_for(self.drill, chosen),
                             board.reveal, Card(board.cards[board.winner]).symbol())

    def answer(self, index: int) -> bool:
        self.right = answer_drill(self.host, self.drill, self.board.cards[index])
        self.board.answer(index)
        self._set_buttons()
        return self.right

    def _set_buttons(self) -> None:
        answered = self.board.answered
        buttons = verdict_buttons(self.right, self.board.reveal) if answered else [Button("Back to drills", "list")]
        self.buttons.set_buttons(buttons, keep_focus=False)
        self.on_resize(self.host.size)

    def _press(self, value: Any) -> None:
        self.host.sound.play("click")
        if value == "retry":
            self.board.chosen, self.board.reveal = None, False
            self._set_buttons()
        elif value == "answer":
            self.board.reveal = True
            self._set_buttons()
        elif value == "next":
            go_next(self.host, self.drills, self.index)
        elif value == "list":
            self.host.navigate(OpenDrills(self.drill.id))

    def readable_items(self) -> list[tuple[Any, pygame.Rect]]:
        """The trick's cards, the buttons and the line of key help (kept apart by the layout check)."""
        items: list[tuple[Any, pygame.Rect]] = [(("card", i), rect) for i, rect in enumerate(self.board.rects)]
        items += [(("button", b.label), b.rect) for b in self.buttons.buttons if b.rect.w]
        if not self.board.answered:
            items.append((("key help",), menu_art.key_help_rect(self.host.size, DRILL_KEYS)))
        return items

    def handle(self, intent: Intent) -> None:
        picked = self.board.handle(intent)
        if picked is not None:
            self.answer(picked)
            return
        if not self.board.answered and intent.kind in (IntentKind.MOVE, IntentKind.CONFIRM):
            return
        if self.buttons.handle(intent):
            return
        if intent.kind in (IntentKind.BACK, IntentKind.PAUSE):
            self._press("list")

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        drill = self.drill
        w, _ = surface.get_size()
        draw_backdrop(surface, "")
        theme.blit_text(surface, f"Drill: {drill.title}", 40, (w // 2, theme.px(50)), theme.GOLD_BRIGHT, bold=True)
        badge = draw_trump_badge(surface, (w // 2, theme.px(92)), self.board.trump)
        if self.board.answered:
            rect = pygame.Rect(0, self.board.rects[0].bottom + theme.px(56), self.text_width(), 0)
            rect.centerx = w // 2
            draw_verdict(surface, rect, self.right, "Right!" if self.right else "Not quite", self.lines())
        else:
            prompt = pygame.Rect(0, badge.bottom + theme.px(18), self.text_width() - theme.px(40), 0)
            prompt.centerx = w // 2
            theme.blit_paragraph(surface, drill.prompt, 28, prompt, theme.CREAM, align="center", shadow=True)
            draw_key_help(surface, DRILL_KEYS)
        self.board.draw(surface, show_focus=not self.host.pointer_active or not self.board.answered)
        self.buttons.draw(surface, show_focus=not self.host.pointer_active and self.board.answered)
