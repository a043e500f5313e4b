"""The ladder: tables that open one after another, each with company and a goal to meet.

The list (left) shows every table, locked ones greyed with a padlock; the panel (right) tells
the chosen table's story, rules, company and goal.  Playing starts an ordinary game whose
context checks the goal when the game ends and opens the next table.  ``ListScreen``, the
list-and-panel menu, is shared with the drills.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any, Optional

import pygame

from game.levels import LadderTable, goal_met, summarize_game, unlocked
from game.ui import theme
from game.ui.card_art import CardArt
from game.ui.intents import Intent, IntentKind
from game.ui.practice import (draw_backdrop, draw_key_help, draw_lock, draw_tick, fit_text, leave_to_title,
                              practice_store, show_messages)
from game.ui.scene import Scene
from game.ui.session import DEFAULT_NAMES, GameSession, SeatConfig
from game.ui.widgets import Button, ButtonGroup

if TYPE_CHECKING:  # pragma: no cover
    from game.app import App
    from game.ui.scenes.table_scene import TableContext

PRESET_TITLES = {"classic": "Classic auction", "new-england": "New England", "house-125": "House rules to 125",
                 "cutthroat": "Cutthroat", "forty-five": "Forty-five (turn-up trump)"}
LEVEL_WORDS = {"random": "a beginner", "easy": "easy-going", "normal": "steady", "expert": "expert"}


def ladder_seats(table: LadderTable) -> list[SeatConfig]:
    """Seat 0 is you; the others are the table's named company at their levels."""
    seats = [SeatConfig("You", "human")]
    for seat in range(1, table.players):
        seats.append(SeatConfig(table.names.get(seat) or DEFAULT_NAMES[seat % len(DEFAULT_NAMES)],
                                table.levels.get(seat, "normal"), table.personalities.get(seat) or None))
    return seats


def start_ladder_table(app: "App", tables: list[LadderTable], index: int,
                       seed: Optional[int] = None) -> "TableContext":
    """Sit down at ``tables[index]``: a new game whose end checks the table's goal."""
    table = tables[index]
    if seed is None:
        seed = app.args.seed if getattr(app.args, "seed", None) is not None else random.randrange(1 << 30)
    app.start_table(GameSession(table.rules, seed, ladder_seats(table)), level_index=index)
    ctx = app.stack.pending[-1].scene.ctx  # the table scene start_table queued
    ctx.on_game_over = GoalCheck(app, tables, index)
    ctx.toast(f"{table.name}. Goal: {table.goal_text}", 6.0)
    return ctx


def resume_ladder_table(app: "App", session: GameSession, table_id: str) -> bool:
    """Sit back down at a saved ladder game, its goal checked at the end as before; False
    when no table of the ladder has that id any more (the game resumes as a plain one)."""
    tables = practice_store(app).ladder()
    index = next((i for i, t in enumerate(tables) if t.id == table_id), None)
    if index is None:
        return False
    app.start_table(session, level_index=index)
    ctx = app.stack.pending[-1].scene.ctx
    ctx.on_game_over = GoalCheck(app, tables, index)
    ctx.toast(f"Welcome back to {tables[index].name}. Goal: {tables[index].goal_text}", 5.0)
    return True


class GoalCheck:
    """Runs when a ladder game ends: a met goal marks the table beaten and opens the next."""

    def __init__(self, app: "App", tables: list[LadderTable], index: int) -> None:
        self.app, self.tables, self.index = app, tables, index

    @property
    def table_id(self) -> str:
        """The table's id, kept in the autosave so a resumed game still checks its goal."""
        return self.tables[self.index].id

    def __call__(self, ctx: "TableContext") -> bool:
        table = self.tables[self.index]
        if not goal_met(table.goal, summarize_game(ctx.session.state, 0)):
            ctx.toast(f"Goal not met this time: {table.goal_text} New game tries again.", 8.0, urgent=True)
            return False
        store = practice_store(self.app)
        store.progress.mark_beaten(table.id)
        problem = store.save()
        last = self.index + 1 >= len(self.tables)
        ctx.toast("Goal met: you have beaten the whole ladder!" if last else "Goal met: the next table is open!", 8.0)
        if problem:
            ctx.toast(problem, 6.0, urgent=True)
        return True


# ---------------------------------------------------------------------------- list screens

class ListScreen(Scene):
    """A practice menu: entries listed on the left (numbered, ticked when done, padlocked when
    closed), the chosen entry's details on the right, a primary button and Back.  Subclasses say
    what the entries are; arrows, Enter, Esc, clicks and the wheel work the same on every one."""

    title = ""
    primary_label = "Start"
    key_help = "Up / Down: choose    Enter: start    Esc: back"

    def __init__(self, app: "App") -> None:
        self.app = app
        self.selected = 0
        self.scroll = 0
        self.row_rects: list[tuple[pygame.Rect, int]] = []
        self.buttons = ButtonGroup(self._press)
        self.card_art: Optional[CardArt] = None

    # -------------------------------------------------------------- what subclasses provide

    def entries(self) -> list[tuple[str, str, str]]:
        """(title, subtitle, state) per entry; state is "done", "open" or "locked"."""
        return []

    def subtitle(self) -> str:
        return ""

    def start(self) -> bool:
        """Open the selected entry; False when it cannot be (locked)."""
        return False

    def draw_detail(self, surface: pygame.Surface, rect: pygame.Rect, status_y: int) -> None:
        """The selected entry's panel contents (above ``status_y``)."""

    def list_top(self) -> int:
        return theme.px(150)

    # -------------------------------------------------------------- geometry and input

    def on_enter(self) -> None:
        show_messages(self.app, self.stack)
        self.select(self.selected)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.select(self.selected)

    def list_rect(self) -> pygame.Rect:
        w, h = self.app.size
        top = self.list_top()
        return pygame.Rect(theme.px(50), top, min(theme.px(660), round(w * 0.4)), h - top - theme.px(56))

    def detail_rect(self) -> pygame.Rect:
        w, _ = self.app.size
        lst = self.list_rect()
        return pygame.Rect(lst.right + theme.px(30), lst.y, w - lst.right - theme.px(80), lst.h)

    def row_height(self) -> int:
        return theme.font(28, True).get_height() + theme.font(20).get_height() + theme.px(18)

    def visible_rows(self) -> int:
        return max(1, (self.list_rect().h - theme.px(20)) // self.row_height())

    def select(self, index: int) -> None:
        """Choose an entry (locked ones too: their panel says what opens them)."""
        count = len(self.entries())
        self.selected = max(0, min(count - 1, index)) if count else 0
        self.scroll = max(0, min(self.scroll, self.selected, max(0, count - self.visible_rows())))
        self.scroll = max(self.scroll, self.selected - self.visible_rows() + 1)
        entries = self.entries()
        ok = bool(entries) and entries[self.selected][2] != "locked"
        self.buttons.set_buttons([Button(self.primary_label, "start", enabled=ok, accent=ok), Button("Back", "back")],
                                 keep_focus=False)
        rect = self.detail_rect()
        self.buttons.layout_row((rect.centerx, rect.bottom - theme.px(50)), theme.px(62), theme.px(18),
                                min_width=theme.px(200))

    def _press(self, value: Any) -> None:
        if value == "start":
            self.start()
        elif value == "back":
            leave_to_title(self.app, self.stack)

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind is IntentKind.CLICK and intent.button == 1:
            for rect, index in self.row_rects:
                if rect.collidepoint(intent.pos):
                    self.app.sound.play("click")
                    self.select(index)
                    return
        if kind in (IntentKind.CLICK, IntentKind.POINT) and self.buttons.handle(intent):
            return
        if kind is IntentKind.MOVE and intent.dy:
            self.select(self.selected + intent.dy)
        elif kind is IntentKind.SCROLL and intent.dy:
            most = max(0, len(self.entries()) - self.visible_rows())
            self.scroll = max(0, min(most, self.scroll - intent.dy))
        elif kind is IntentKind.CONFIRM:
            self.start()
        elif kind in (IntentKind.BACK, IntentKind.PAUSE):
            leave_to_title(self.app, self.stack)
        elif kind is IntentKind.HELP:
            self.app.open_help()

    # -------------------------------------------------------------- drawing

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        draw_backdrop(surface, self.title, self.subtitle())
        self.draw_extra(surface)
        entries = self.entries()
        if entries:
            self._draw_list(surface, entries)
            rect = self.detail_rect()
            theme.rounded_panel(surface, rect, (10, 28, 18, 235), theme.GOLD, radius=theme.px(20), width=3)
            self.draw_detail(surface, rect, self.buttons.bounds().top - theme.px(34))
        else:
            theme.blit_text(surface, "Nothing could be loaded here.", 32, surface.get_rect().center, theme.BAD)
        self.buttons.draw(surface, show_focus=False)
        draw_key_help(surface, self.key_help)

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Anything above the list (the drills' topic tabs)."""

    def draw_card_row(self, surface: pygame.Surface, cards: list[int], label: str, room: pygame.Rect) -> None:
        """A labelled row of card faces, as big as ``room`` allows (a drill's trick or hand)."""
        label_h = theme.font(22, True).get_height() + theme.px(8)
        height = min(theme.px(190), room.h - label_h)
        if height < theme.px(70) or not cards:
            return
        if self.card_art is None or self.card_art.card_height != height:
            self.card_art = CardArt(height)
        cw = self.card_art.card_size[0]
        step = min(cw + theme.px(12), (room.w - cw) // max(1, len(cards) - 1))
        x = room.centerx - (step * (len(cards) - 1) + cw) // 2
        theme.blit_text(surface, label, 22, (room.centerx, room.y), theme.GOLD, "midtop", bold=True)
        for i, card in enumerate(cards):
            surface.blit(self.card_art.face(int(card)), (x + i * step, room.y + label_h))

    def _draw_list(self, surface: pygame.Surface, entries: list[tuple[str, str, str]]) -> None:
        area = self.list_rect()
        theme.rounded_panel(surface, area, (6, 18, 12, 215), theme.GOLD, radius=theme.px(20))
        row_h, name_h = self.row_height(), theme.font(28, True).get_height()
        self.row_rects = []
        first, count = self.scroll, self.visible_rows()
        for slot, index in enumerate(range(first, min(len(entries), first + count))):
            name, sub, state = entries[index]
            rect = pygame.Rect(area.x + theme.px(12), area.y + theme.px(10) + slot * row_h, area.w - theme.px(24),
                               row_h - theme.px(6))
            self.row_rects.append((rect, index))
            if index == self.selected:
                theme.rounded_panel(surface, rect, (40, 96, 62, 235), theme.GOLD_BRIGHT, radius=theme.px(14))
            disc = (rect.x + theme.px(32), rect.centery)
            done, locked = state == "done", state == "locked"
            pygame.draw.circle(surface, theme.GOLD if done else ((60, 70, 64) if locked else (40, 110, 70)), disc,
                               theme.px(22))
            theme.blit_text(surface, str(index + 1), 24, disc, theme.INK if done else theme.CREAM, bold=True,
                            shadow=False)
            x, top = rect.x + theme.px(68), rect.centery - (name_h + theme.font(20).get_height()) // 2
            theme.blit_text(surface, fit_text(name, 28, rect.right - x - theme.px(56)), 28, (x, top),
                            (130, 140, 132) if locked else theme.CREAM, "topleft", bold=True)
            theme.blit_text(surface, fit_text(sub, 20, rect.right - x - theme.px(56), False), 20, (x, top + name_h),
                            (110, 120, 112) if locked else theme.MUTED, "topleft")
            if done:
                draw_tick(surface, (rect.right - theme.px(30), rect.centery), theme.px(34))
            elif locked:
                draw_lock(surface, (rect.right - theme.px(30), rect.centery), theme.px(26))
        if first > 0 or first + count < len(entries):
            theme.blit_text(surface, f"{first + 1}-{min(len(entries), first + count)} of {len(entries)}", 20,
                            (area.centerx, area.bottom - theme.px(14)), theme.MUTED)


class LadderScene(ListScreen):
    """Choose a table (arrows, click), play it (Enter, the Play button); Esc goes back."""

    name = "ladder"
    title = "The Ladder"
    primary_label = "Play this table"
    key_help = "Up / Down: choose a table    Enter: play    Esc: back"

    def __init__(self, app: "App", selected: Optional[int] = None) -> None:
        super().__init__(app)
        self.tables: list[LadderTable] = []
        self.open: list[bool] = []
        self.wanted = selected

    def on_enter(self) -> None:
        store = practice_store(self.app)
        self.tables = store.ladder()
        self.open = unlocked(self.tables, store.progress)
        if self.wanted is None:  # the first open table not yet beaten: where the climb continues
            fresh = [i for i, ok in enumerate(self.open) if ok and not store.progress.is_beaten(self.tables[i].id)]
            self.wanted = fresh[0] if fresh else 0
        self.selected = self.wanted
        super().on_enter()

    def entries(self) -> list[tuple[str, str, str]]:
        progress = practice_store(self.app).progress
        return [(t.name, f"{PRESET_TITLES.get(t.preset, t.preset)}, {t.players} players",
                 "done" if progress.is_beaten(t.id) else ("open" if ok else "locked"))
                for t, ok in zip(self.tables, self.open)]

    def subtitle(self) -> str:
        beaten = sum(practice_store(self.app).progress.is_beaten(t.id) for t in self.tables)
        return f"{beaten} of {len(self.tables)} tables beaten. Meet a table's goal to open the next."

    def start(self) -> bool:
        """Start the selected table if it is open."""
        if not self.tables or not self.open[self.selected]:
            self.app.sound.play("error")
            return False
        self.app.sound.play("click")
        start_ladder_table(self.app, self.tables, self.selected)
        return True

    def draw_detail(self, surface: pygame.Surface, rect: pygame.Rect, status_y: int) -> None:
        table, index = self.tables[self.selected], self.selected
        pad = theme.px(40)
        inner = pygame.Rect(rect.x + pad, rect.y + theme.px(28), rect.w - 2 * pad, rect.h)
        theme.blit_text(surface, f"Table {index + 1}", 22, inner.topleft, theme.GOLD, "topleft", bold=True)
        y = inner.y + theme.px(30)
        y += theme.blit_paragraph(surface, table.name, 40, pygame.Rect(inner.x, y, inner.w, 0), theme.GOLD_BRIGHT,
                                  bold=True, shadow=True) + theme.px(10)
        y += theme.blit_paragraph(surface, table.blurb, 25, pygame.Rect(inner.x, y, inner.w - theme.px(20), 0),
                                  theme.CREAM) + theme.px(18)
        facts = [("Rules", f"{PRESET_TITLES.get(table.preset, table.preset)}, first to {table.rules.target}")]
        seats = ladder_seats(table)
        partners = [seats[s] for s in table.partner_seats]
        if partners:
            facts.append(("Partner" if len(partners) == 1 else "Partners", _company(partners)))
        facts.append(("Against you", _company([seats[s] for s in table.opponent_seats])))
        column = max(theme.font(24, True).size(label)[0] for label, _ in facts) + theme.px(18)
        for label, value in facts:
            theme.blit_text(surface, label, 24, (inner.x, y), theme.GOLD, "topleft", bold=True)
            used = theme.blit_paragraph(surface, value, 24, pygame.Rect(inner.x + column, y, inner.w - column, 0),
                                        theme.CREAM)
            y += max(used, theme.font(24).get_height()) + theme.px(8)
        beaten = practice_store(self.app).progress.is_beaten(table.id)
        goal = self._draw_goal(surface, pygame.Rect(inner.x, y + theme.px(12), inner.w, 0), table.goal_text, beaten)
        room = pygame.Rect(inner.x, goal.bottom + theme.px(16), inner.w, status_y - goal.bottom - theme.px(46))
        if room.h >= theme.px(120 + 25 * max(0, table.players - 4)):  # room for the chips not to collide
            draw_seating(surface, room, table)
        text, colour = self._status(index, beaten)
        theme.blit_text(surface, text, 26, (rect.centerx, status_y), colour, bold=True)

    def _draw_goal(self, surface: pygame.Surface, goal: pygame.Rect, text: str, beaten: bool) -> pygame.Rect:
        label_w = theme.font(26, True).size("Goal")[0] + theme.px(40)
        lines = theme.wrap(text, 26, goal.w - label_w - theme.px(20))
        goal.h = max(theme.px(70), len(lines) * round(theme.font(26).get_height() * 1.15) + theme.px(28))
        theme.rounded_panel(surface, goal, (40, 34, 12, 220), theme.GREEN_OK if beaten else theme.GOLD_BRIGHT)
        theme.blit_text(surface, "Goal", 26, (goal.x + theme.px(20), goal.centery), theme.GOLD_BRIGHT, "midleft",
                        bold=True)
        theme.blit_paragraph(surface, text, 26, pygame.Rect(goal.x + label_w, goal.y + theme.px(14),
                                                            goal.w - label_w - theme.px(20), 0), theme.CREAM)
        return goal

    def _status(self, index: int, beaten: bool) -> tuple[str, tuple[int, int, int]]:
        if beaten:
            return "Beaten: play it again any time", theme.GREEN_OK
        if self.open[index]:
            return "Open: meet the goal to open the next table", theme.GOLD_BRIGHT
        return f"Locked: meet the goal at {self.tables[index - 1].name} first", theme.MUTED


def draw_seating(surface: pygame.Surface, room: pygame.Rect, table: LadderTable) -> None:
    """A little table seen from above: you at the bottom, the company clockwise, sides in colour."""
    from game.ui.hud import SIDE_COLOURS
    oval = pygame.Rect(0, 0, min(room.w * 0.5, room.h * 1.9), room.h * 0.56)
    oval.center = room.center
    pygame.draw.ellipse(surface, (18, 84, 46), oval)
    pygame.draw.ellipse(surface, theme.GOLD, oval, max(2, theme.px(3)))
    seats = ladder_seats(table)
    n = len(seats)
    rx, ry = oval.w / 2 + theme.px(8), oval.h / 2 + theme.px(16)
    for seat, config in enumerate(seats):
        angle = math.pi / 2 + 2 * math.pi * seat / n  # clockwise on screen from the bottom
        x, y = oval.centerx + rx * math.cos(angle), oval.centery + ry * math.sin(angle)
        colour = SIDE_COLOURS[table.rules.side_of(seat) % len(SIDE_COLOURS)]
        label = theme.rich_text(config.name, 22, theme.CREAM, bold=True)
        chip = label.get_rect(center=(round(x), round(y))).inflate(theme.px(26), theme.px(10))
        chip.clamp_ip(room.inflate(theme.px(20), theme.px(20)))
        theme.rounded_panel(surface, chip, (*[c // 3 for c in colour], 240), colour, radius=chip.h // 2)
        surface.blit(label, label.get_rect(center=chip.center))


def _company(seats: list[SeatConfig]) -> str:
    """"Dougie (easy-going) and Sadie (easy-going)"."""
    words = [f"{s.name} ({LEVEL_WORDS.get(s.level, s.level)})" for s in seats]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
