"""Drills: one small position or trick that teaches one idea, chosen from a list by topic.

A "position" drill is shown at the normal table (the scenes a game uses) with the person's
action caught by ``ctx.intercept`` and judged instead of played; a "trick" drill uses the
ranking trainer's big trick.  Right answers tick the drill in the player's progress.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.ai.hints import Hint, describe_action
from game.engine import Card
from game.engine import actions as A
from game.engine.rules import PRESET_TITLES
from game.levels import Drill
from game.levels.drills import TOPICS
from game.ui.art import menu_art
from game.ui.art.menu_art import draw_backdrop, draw_key_help, draw_verdict, verdict_height
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.kit.widgets import Button, ButtonGroup
from game.ui.scenes.host import Close, Host, OpenDrills, ShowMessage, ShowOverlay, StartDrill
from game.ui.scenes.list_screen import ListScreen
from game.ui.scenes.overlays import Overlay
from game.ui.scenes.scene import Scene
from game.ui.table.session import GameSession, SeatConfig, chosen_action, quick_seats
from game.ui.table.table_context import TableContext, TableMode
from game.ui.table.trick_board import TrickBoard, draw_trump_badge

log = logging.getLogger(__name__)

DRILL_KEYS = "Click the winning card, or use the arrows and Enter.   Esc: back to the drills"
TOPIC_TITLES = {"ranking": "Card ranking", "bidding": "Bidding", "trump": "Naming trump", "draw": "The draw",
                "play": "The play"}
PHASE_WORDS = {"auction": "the auction", "trump": "naming trump", "call": "calling a partner", "draw": "the draw",
               "kitty_discard": "the kitty", "kitty_choice": "a bagged dealer", "rob": "the turn-up",
               "play": "the play"}


# ---------------------------------------------------------------------------- playing a drill

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


def drill_table(host: Host, drills: list[Drill], index: int) -> DrillTrickScene | tuple[GameSession, TableMode] | str:
    """What opening ``drills[index]`` needs: a trick question's own screen, or a position's session
    and table mode, or (when the engine cannot set the position up) the reason in words."""
    drill = drills[index]
    if drill.kind == "trick":
        return DrillTrickScene(host, drills, index)
    problem = "it does not reach a decision of yours"
    try:
        session: DrillSession | None = DrillSession(drill, list(host.profile.settings.player_names))
    except Exception as exc:  # a drill the engine cannot set up is skipped, never a crash
        log.exception("drill %s could not be set up", drill.id)
        session, problem = None, str(exc)
    if session is None or not session.human_to_act():
        return f"{drill.title} ({drill.source}): {problem}."
    mode = TableMode(practice=True, intercept=DrillJudge(host, drills, index),
                     coach_note=(f"Drill: {drill.title}", drill.prompt),
                     hint_provider=lambda: drill_hint(drill, session))
    return session, mode


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


# ---------------------------------------------------------------------------- the list

class DrillsScene(ListScreen):
    """Drills grouped by topic (tabs), ticked once solved; Enter or Start drill opens one."""

    name = "drills"
    title = "Drills"
    primary_label = "Start drill"
    key_help = "Left / Right or Tab: topic    Up / Down: drill    Enter: start    Esc: back"

    def __init__(self, host: Host, selected: str | None = None) -> None:
        super().__init__(host)
        self.wanted = selected
        self.drills: list[Drill] = []
        self.topics: list[str] = []
        self.topic = 0
        self.tab_rects: list[pygame.Rect] = []

    def on_enter(self) -> None:
        progress = self.host.profile.progress
        self.drills = self.host.levels.drills()
        self.topics = [t for t in TOPICS if any(d.topic == t for d in self.drills)]
        chosen = next((d for d in self.drills if d.id == self.wanted), None) or \
            next((d for d in self.drills if not progress.is_solved(d.id)), None)
        if chosen is not None:
            self.topic = self.topics.index(chosen.topic)
            self.selected = self.in_topic().index(self.drills.index(chosen))
        super().on_enter()

    def in_topic(self) -> list[int]:
        """Indexes (into ``drills``) of the current topic's drills."""
        return [i for i, d in enumerate(self.drills) if self.topics and d.topic == self.topics[self.topic]]

    def entries(self) -> list[tuple[str, str, str]]:
        progress = self.host.profile.progress
        return [(self.drills[i].title, _kind_words(self.drills[i]),
                 "done" if progress.is_solved(self.drills[i].id) else "open") for i in self.in_topic()]

    def subtitle(self) -> str:
        solved = sum(self.host.profile.progress.is_solved(d.id) for d in self.drills)
        return f"{solved} of {len(self.drills)} solved. One idea at a time, with the reason."

    def list_top(self) -> int:
        tabs = menu_art.tab_rects(["Tab"], 0, self._tabs_top(), self.host.size[0])[0]
        return tabs.bottom + theme.px(20)

    def _tabs_top(self) -> int:
        return menu_art.heading_bottom(self.host.size) + theme.px(20)

    def set_topic(self, topic: int) -> None:
        if self.topics:
            self.topic, self.scroll = topic % len(self.topics), 0
            self.host.sound.play("click")
            self.select(0)

    def start(self) -> bool:
        rows = self.in_topic()
        if not rows:
            return False
        self.host.sound.play("click")
        self.host.navigate(StartDrill(rows[self.selected]))
        return True

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind is IntentKind.CLICK and intent.button == 1:
            for i, rect in enumerate(self.tab_rects):
                if rect.collidepoint(intent.pos):
                    self.set_topic(i)
                    return
        if kind is IntentKind.MOVE and intent.dx or kind in (IntentKind.NEXT_TAB, IntentKind.PREV_TAB):
            step = intent.dx if kind is IntentKind.MOVE else (1 if kind is IntentKind.NEXT_TAB else -1)
            self.set_topic(self.topic + step)
            return
        super().handle(intent)

    def tab_labels(self) -> list[str]:
        """Each topic with its solved count."""
        progress = self.host.profile.progress
        labels = []
        for topic in self.topics:
            mine = [d for d in self.drills if d.topic == topic]
            done = sum(progress.is_solved(d.id) for d in mine)
            labels.append(f"{TOPIC_TITLES.get(topic, topic.capitalize())}  {done}/{len(mine)}")
        return labels

    def layout_rows(self) -> None:
        super().layout_rows()
        self.tab_rects = menu_art.tab_rects(self.tab_labels(), self.host.size[0] // 2, self._tabs_top(),
                                            self.host.size[0] - theme.px(80))

    def draw_extra(self, surface: pygame.Surface) -> None:
        """The topic tabs, each with its solved count."""
        menu_art.draw_tabs(surface, self.tab_labels(), self.tab_rects, self.topic)

    def draw_detail(self, surface: pygame.Surface, rect: pygame.Rect, status_y: int) -> None:
        drill = self.drills[self.in_topic()[self.selected]]
        inner = pygame.Rect(rect.x + theme.px(40), rect.y + theme.px(30), rect.w - theme.px(80), rect.h)
        theme.blit_text(surface, _kind_words(drill), 22, inner.topleft, theme.GOLD, "topleft", bold=True)
        y = inner.y + theme.px(32)
        y += theme.blit_paragraph(surface, drill.title, 40, pygame.Rect(inner.x, y, inner.w, 0), theme.GOLD_BRIGHT,
                                  bold=True, shadow=True) + theme.px(16)
        y += theme.blit_paragraph(surface, drill.prompt, 27, pygame.Rect(inner.x, y, inner.w - theme.px(30), 0),
                                  theme.CREAM) + theme.px(24)
        room = pygame.Rect(inner.x, y, inner.w, status_y - y - theme.px(40))
        position = drill.position
        if drill.kind == "trick":
            self.draw_card_row(surface, list(drill.cards), "The trick, lead first", room)
        elif position is not None and position.seat in position.hands:
            self.draw_card_row(surface, list(position.hands[position.seat]), "Your hand", room)
        solved = self.host.profile.progress.is_solved(drill.id)
        text, colour = ("Solved: try it again any time", theme.GREEN_OK) if solved else ("Not solved yet", theme.MUTED)
        theme.blit_text(surface, text, 26, (rect.centerx, status_y), colour, bold=True)


def _kind_words(drill: Drill) -> str:
    """"Which card wins?" or "At the table: the draw (New England)"."""
    if drill.kind == "trick" or drill.position is None:
        return "Which card wins?"
    phase, rules = drill.position.phase, drill.position.rules.name
    where = "" if rules == "classic" else f" ({PRESET_TITLES.get(rules, rules)})"
    return f"At the table: {PHASE_WORDS.get(phase, phase)}{where}"
