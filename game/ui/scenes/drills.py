"""Drills: one small position or trick that teaches one idea, chosen from a list by topic.

This module is the list (``DrillsScene``: topics as tabs, each drill ticked once solved) and
``drill_table``, what opening a drill needs.  Playing it (the judge, the verdict, the trick
question's screen) is ``drill_play.py``.
"""

from __future__ import annotations

import logging

import pygame

from game.engine.rules import PRESET_TITLES
from game.levels import Drill
from game.levels.drills import TOPICS
from game.ui.art import menu_art
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.scenes.drill_play import DrillJudge, DrillSession, DrillTrickScene, drill_hint
from game.ui.scenes.host import Host, StartDrill
from game.ui.scenes.list_screen import ListScreen
from game.ui.table.session import GameSession
from game.ui.table.table_context import TableMode

log = logging.getLogger(__name__)

TOPIC_TITLES = {"ranking": "Card ranking", "bidding": "Bidding", "trump": "Naming trump", "draw": "The draw",
                "play": "The play"}
PHASE_WORDS = {"auction": "the auction", "trump": "naming trump", "call": "calling a partner", "draw": "the draw",
               "kitty_discard": "the kitty", "kitty_choice": "a bagged dealer", "rob": "the turn-up",
               "play": "the play"}


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
