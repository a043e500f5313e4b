"""The ladder: tables that open one after another, each with company and a goal to meet.

The list (left) shows every table, locked ones greyed with a padlock; the panel (right) tells
the chosen table's story, rules, company and goal.  Playing starts an ordinary game whose
mode checks the goal when the game ends (``GoalCheck``) and opens the next table.
"""

from __future__ import annotations

import math

import pygame

from game.engine.rules import PRESET_TITLES
from game.levels import LadderTable, goal_met, summarize_game, unlocked
from game.ui.art.portraits import portrait
from game.ui.kit import theme
from game.ui.scenes.host import Host, StartLadderTable
from game.ui.scenes.list_screen import ListScreen
from game.ui.table.panels import SIDE_COLOURS
from game.ui.table.session import DEFAULT_NAMES, SeatConfig
from game.ui.table.table_context import TableContext, TableMode

LEVEL_WORDS = {"random": "a beginner", "easy": "easy-going", "normal": "steady", "expert": "expert"}


def ladder_seats(table: LadderTable) -> list[SeatConfig]:
    """Seat 0 is you; the others are the table's named company at their levels."""
    seats = [SeatConfig("You", "human")]
    for seat in range(1, table.players):
        seats.append(SeatConfig(table.names.get(seat) or DEFAULT_NAMES[seat % len(DEFAULT_NAMES)],
                                table.levels.get(seat, "normal"), table.personalities.get(seat) or None))
    return seats


def ladder_mode(host: Host, tables: list[LadderTable], index: int) -> TableMode:
    """How a ladder table is played: an ordinary game whose end checks the table's goal."""
    return TableMode(level_index=index, ladder_table_id=tables[index].id,
                     on_game_over=GoalCheck(host, tables, index), goal_note=tables[index].goal_text)


class GoalCheck:
    """Runs when a ladder game ends: a met goal marks the table beaten and opens the next."""

    def __init__(self, host: Host, tables: list[LadderTable], index: int) -> None:
        self.host, self.tables, self.index = host, tables, index

    def __call__(self, ctx: TableContext) -> bool:
        table = self.tables[self.index]
        if not goal_met(table.goal, summarize_game(ctx.session.state, 0)):
            ctx.toast(f"Goal not met this time: {table.goal_text} New game tries again.", 8.0, urgent=True)
            return False
        profile = self.host.profile
        profile.progress.mark_beaten(table.id)
        problem = profile.save_progress()
        last = self.index + 1 >= len(self.tables)
        ctx.toast("Goal met: you have beaten the whole ladder!" if last else "Goal met: the next table is open!", 8.0)
        if problem:
            ctx.toast(problem, 6.0, urgent=True)
        return True


class LadderScene(ListScreen):
    """Choose a table (arrows, click), play it (Enter, the Play button); Esc goes back."""

    name = "ladder"
    title = "The Ladder"
    primary_label = "Play this table"
    key_help = "Up / Down: choose a table    Enter: play    Esc: back"

    def __init__(self, host: Host, selected: int | None = None) -> None:
        super().__init__(host)
        self.tables: list[LadderTable] = []
        self.open: list[bool] = []
        self.wanted = selected

    def on_enter(self) -> None:
        progress = self.host.profile.progress
        self.tables = self.host.levels.ladder()
        self.open = unlocked(self.tables, progress)
        if self.wanted is None:  # the first open table not yet beaten: where the climb continues
            fresh = [i for i, ok in enumerate(self.open) if ok and not progress.is_beaten(self.tables[i].id)]
            self.wanted = fresh[0] if fresh else 0
        self.selected = self.wanted
        super().on_enter()

    def entries(self) -> list[tuple[str, str, str]]:
        progress = self.host.profile.progress
        return [(t.name, f"{PRESET_TITLES.get(t.preset, t.preset)}, {t.players} players",
                 "done" if progress.is_beaten(t.id) else ("open" if ok else "locked"))
                for t, ok in zip(self.tables, self.open, strict=True)]

    def subtitle(self) -> str:
        beaten = sum(self.host.profile.progress.is_beaten(t.id) for t in self.tables)
        return f"{beaten} of {len(self.tables)} tables beaten. Meet a table's goal to open the next."

    def start(self) -> bool:
        """Start the selected table if it is open."""
        if not self.tables or not self.open[self.selected]:
            self.host.sound.play("error")
            return False
        self.host.sound.play("click")
        self.host.navigate(StartLadderTable(self.selected))
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
        facts.append(("Best accuracy", best_accuracy_words(self.host.profile.progress.ladder_accuracy.get(table.id))))
        column = max(theme.font(24, True).size(label)[0] for label, _ in facts) + theme.px(18)
        for label, value in facts:
            theme.blit_text(surface, label, 24, (inner.x, y), theme.GOLD, "topleft", bold=True)
            used = theme.blit_paragraph(surface, value, 24, pygame.Rect(inner.x + column, y, inner.w - column, 0),
                                        theme.CREAM)
            y += max(used, theme.font(24).get_height()) + theme.px(8)
        beaten = self.host.profile.progress.is_beaten(table.id)
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
    """A little table seen from above: you at the bottom, the company clockwise, each with a face
    and a name in their side's colour."""
    face = round(min(room.h * 0.3, room.w * 0.12, theme.px(110)))
    oval = pygame.Rect(0, 0, min(room.w * 0.5, room.h * 1.9), room.h * 0.42)
    oval.center = room.center
    pygame.draw.ellipse(surface, (18, 84, 46), oval)
    pygame.draw.ellipse(surface, theme.GOLD, oval, max(2, theme.px(3)))
    seats = ladder_seats(table)
    n = len(seats)
    rx, ry = oval.w / 2 + face * 0.15, oval.h / 2 + face * 0.05
    for seat, config in enumerate(seats):
        angle = math.pi / 2 + 2 * math.pi * seat / n  # clockwise on screen from the bottom
        x, y = oval.centerx + rx * math.cos(angle), oval.centery + ry * math.sin(angle)
        colour = SIDE_COLOURS[table.rules.side_of(seat) % len(SIDE_COLOURS)]
        label = theme.rich_text(config.name, 22, theme.CREAM, bold=True)
        picture = portrait(config.name, face, colour)
        spot = picture.get_rect(center=(round(x), round(y)))
        chip = label.get_rect().inflate(theme.px(26), theme.px(10))
        chip.midtop = (spot.centerx, spot.bottom - theme.px(8))
        both = spot.union(chip)
        shift = both.clamp(room.inflate(theme.px(20), theme.px(20)))
        dx, dy = shift.x - both.x, shift.y - both.y
        spot.move_ip(dx, dy)
        chip.move_ip(dx, dy)
        surface.blit(picture, spot)
        theme.rounded_panel(surface, chip, (*[c // 3 for c in colour], 240), colour, radius=chip.h // 2)
        surface.blit(label, label.get_rect(center=chip.center))


def best_accuracy_words(best: float | None) -> str:
    """Your best game's accuracy at a table (0 to 100, in whole points rounded down: 99.6 is not a
    flawless game), or why there is none yet."""
    return "not measured yet: play a game here" if best is None else f"{math.floor(best)} out of 100"


def _company(seats: list[SeatConfig]) -> str:
    """"Dougie (easy-going) and Sadie (easy-going)"."""
    words = [f"{s.name} ({LEVEL_WORDS.get(s.level, s.level)})" for s in seats]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
