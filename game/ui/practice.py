"""Practice mode's shared pieces: progress on disk, the level data, the title-menu entries,
the Hint/Undo/Why controls over practice tables, and the look of the practice menus.

Progress lives in ``progress.json`` beside the settings.  Nothing here may stop the game:
a damaged progress file is set aside (``progress.json.corrupt``) with a message, and a bad
level or drill file is skipped with a message shown once.
"""

from __future__ import annotations

import json
import os
import sys
import weakref
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional, Sequence

import pygame

from game.levels import Drill, LadderTable, Progress, load_drills, load_ladder, load_progress, save_progress
from game.ui import theme
from game.ui.intents import Intent, IntentKind
from game.ui.settings_store import preserve_corrupt
from game.ui.table_art import felt
from game.ui.widgets import Button, ButtonGroup, dim, draw_button

if TYPE_CHECKING:  # pragma: no cover
    from game.app import App
    from game.ui.scene import SceneStack
    from game.ui.scenes.table_scene import TableScene

PROGRESS_FILE = "progress.json"
LEVELS_DIR_ENV = "AUCTION45_LEVELS"   # another levels folder (testing new tables and drills)
MAX_PROBLEMS_SHOWN = 3
Colour = tuple[int, int, int]


# ---------------------------------------------------------------------------- data

class PracticeStore:
    """The player's progress and the level data, loaded once per app and forgiving of bad files."""

    def __init__(self, profile: Path, levels_dir: Optional[Path] = None) -> None:
        self.path = Path(profile) / PROGRESS_FILE
        env = os.environ.get(LEVELS_DIR_ENV)
        self.levels_dir: Optional[Path] = levels_dir or (Path(env) if env else None)
        self._progress: Optional[Progress] = None
        self._ladder: Optional[list[LadderTable]] = None
        self._drills: Optional[list[Drill]] = None
        self._unshown: list[tuple[str, str]] = []   # (title, text) not yet put in front of the player

    def use_levels_dir(self, path: Optional[Path]) -> None:
        """Read tables and drills from ``path`` from now on (reloaded on next use)."""
        self.levels_dir = Path(path) if path is not None else None
        self._ladder = self._drills = None

    @property
    def progress(self) -> Progress:
        if self._progress is None:
            self._progress, message = read_progress(self.path)
            if message:
                self._unshown.append(("Practice progress reset", message))
        return self._progress

    def ladder(self) -> list[LadderTable]:
        if self._ladder is None:
            self._ladder, problems = load_ladder(self.levels_dir)
            self._report("Some ladder tables were skipped", problems)
        return self._ladder

    def drills(self) -> list[Drill]:
        if self._drills is None:
            self._drills, problems = load_drills(self.levels_dir)
            self._report("Some drills were skipped", problems)
        return self._drills

    def save(self) -> Optional[str]:
        """Write progress now; the problem in words if the disk refused."""
        try:
            save_progress(self.progress, self.path)
        except OSError as exc:
            return f"Could not save your practice progress to {self.path}: {exc.strerror or exc}"
        return None

    def take_messages(self) -> list[tuple[str, str]]:
        """Messages not yet shown (each is shown once)."""
        messages, self._unshown = self._unshown, []
        return messages

    def _report(self, title: str, problems: list[str]) -> None:
        if not problems:
            return
        for problem in problems:
            print(f"auction-forty-fives: {problem}", file=sys.stderr)
        shown = [p if len(p) <= 170 else p[:167] + "..." for p in problems[:MAX_PROBLEMS_SHOWN]]
        more = len(problems) - len(shown)
        text = "The game skipped a file it could not use:\n" + "\n".join(shown)
        if more > 0:
            text += f"\n...and {more} more (listed in the console)."
        self._unshown.append((title, text))


def read_progress(path: Path) -> tuple[Progress, Optional[str]]:
    """Progress from ``path``; a damaged file is kept as ``.corrupt`` and a fresh start explained."""
    if not path.exists():
        return Progress(), None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        problem = None if isinstance(data, dict) else "it does not hold practice progress"
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        problem = f"it is damaged ({exc.__class__.__name__})"
    if problem is None:
        return load_progress(path), None
    kept = preserve_corrupt(path)
    where = f" The old file was kept as {kept.name}." if kept else ""
    return Progress(), (f"Your practice progress in {path} could not be read: {problem}. "
                        f"Tables, drills and best times start afresh.{where}")


_stores: "weakref.WeakKeyDictionary[Any, PracticeStore]" = weakref.WeakKeyDictionary()


def practice_store(app: "App") -> PracticeStore:
    """The app's one store (made on first use, so the title screen never waits for level files)."""
    store = _stores.get(app)
    if store is None:
        store = _stores[app] = PracticeStore(app.profile)
    return store


def show_messages(app: "App", stack: Optional["SceneStack"]) -> None:
    """Put any unshown load problems in front of the player, once."""
    if stack is None:
        return
    from game.ui.scenes.overlays import MessageOverlay
    for title, text in practice_store(app).take_messages():
        stack.push(MessageOverlay(app, title, text))


# ---------------------------------------------------------------------------- title menu

def title_items(app: "App") -> list[Button]:
    """The title menu's practice entries."""
    return [Button("Ladder", "ladder"), Button("Drills", "drills"), Button("Ranking trainer", "trainer")]


def title_action(app: "App", value: Any) -> None:
    """Open the practice screen a title entry names (over the title: Back returns to it)."""
    if value == "ladder":
        from game.ui.scenes.ladder import LadderScene
        app.stack.push(LadderScene(app))
    elif value == "drills":
        from game.ui.scenes.drills import DrillsScene
        app.stack.push(DrillsScene(app))
    elif value == "trainer":
        from game.ui.scenes.trainer import TrainerScene
        app.stack.push(TrainerScene(app))


def leave_to_title(app: "App", stack: Optional["SceneStack"]) -> None:
    """Back from a practice screen: pop to the title beneath, or open a fresh title."""
    from game.ui.scenes.title import TitleScene
    if stack is not None and len(stack) > 1 and isinstance(stack.scenes[-2], TitleScene):
        stack.pop()
    else:
        app.go_to_title()


# ---------------------------------------------------------------------------- table controls

class PracticeControls:
    """What practice adds over a table: a drill's question, the hint panel (what, then why)
    and small Hint / Undo buttons so mouse players reach what H and U do."""

    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self.buttons = ButtonGroup(self._press)
        self.why_button = Button("Why? (H)", "why")
        self.why_hover = False
        self._shown_for: Optional[tuple] = None   # what the buttons were last built for

    def visible(self) -> bool:
        """The buttons belong to a hand in progress at a practice table (not the scoreboard)."""
        ctx, st = self.scene.ctx, self.scene.state
        return ctx.practice and not st.is_terminal and st.current_player >= 0 and ctx.scored_hands >= len(st.records)

    def refresh(self) -> None:
        """Rebuild the buttons when what they show changes (keeping hover between frames)."""
        scene = self.scene
        key = (self.visible(), scene.session.human_to_act(), scene.session.can_undo(), tuple(scene.app.size))
        if key == self._shown_for:
            return
        self._shown_for = key
        if not key[0]:
            self.buttons.set_buttons([])
            return
        buttons = [Button("Hint (H)", "hint", enabled=scene.session.human_to_act())]
        if scene.ctx.intercept is None:  # a drill's decision is never applied: nothing to undo
            buttons.append(Button("Undo (U)", "undo", enabled=scene.session.can_undo()))
        self.buttons.set_buttons(buttons)
        self.buttons.layout_row((0, 0), theme.px(48), theme.px(12), min_width=theme.px(150))
        x, bottom = theme.px(24), scene.app.size[1] - theme.px(22)
        for button in self.buttons.buttons:
            button.rect.bottomleft = (x, bottom)
            x = button.rect.right + theme.px(12)

    def handle_pointer(self, intent: Intent) -> bool:
        """Mouse over the buttons; True when a click was used (hover passes through to the table)."""
        if intent.kind is IntentKind.POINT:
            self.why_hover = self.why_button.rect.collidepoint(intent.pos)
        if intent.kind is IntentKind.CLICK and intent.button == 1 and self.scene.hint_is_current() \
                and self.why_button.rect.collidepoint(intent.pos):
            self._press("why")
            return True
        self.refresh()
        return self.buttons.handle(intent)

    def _press(self, value: Any) -> None:
        scene = self.scene
        scene.app.sound.play("click")
        if value == "hint" and scene.session.human_to_act():
            scene.show_hint()
        elif value == "why":
            scene.ctx.hint_why_open = True
        elif value == "undo":
            scene.undo_decision()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_coach_note(surface)
        self.draw_hint(surface)
        self.refresh()
        self.buttons.draw(surface, show_focus=False)

    def coach_note_rect(self, surface: pygame.Surface) -> pygame.Rect:
        note = self.scene.ctx.coach_note
        width = min(surface.get_width() - theme.px(80), theme.px(900))
        lines = theme.wrap(note[1], 24, width - theme.px(44)) if note else []
        rect = pygame.Rect(0, 0, width, theme.px(58) + round(len(lines) * theme.font(24).get_height() * 1.15))
        rect.midtop = (surface.get_width() // 2, theme.px(14))
        return rect

    def draw_coach_note(self, surface: pygame.Surface) -> None:
        """A drill's question, kept on screen at the top of the table."""
        note = self.scene.ctx.coach_note
        if not note:
            return
        rect = self.coach_note_rect(surface)
        theme.rounded_panel(surface, rect, (12, 30, 22, 240), theme.GOLD, radius=theme.px(18))
        theme.blit_text(surface, note[0], 26, (rect.x + theme.px(22), rect.y + theme.px(26)), theme.GOLD_BRIGHT,
                        "midleft", bold=True)
        inner = pygame.Rect(rect.x + theme.px(22), rect.y + theme.px(46), rect.w - theme.px(44), rect.h)
        theme.blit_paragraph(surface, note[1], 24, inner, theme.CREAM)

    def draw_hint(self, surface: pygame.Surface) -> None:
        """The "what" in gold with a Why? button; the "why" beneath once asked for."""
        scene = self.scene
        self.why_button.rect = pygame.Rect(0, 0, 0, 0)
        if not scene.hint_panel_due():
            return
        ctx = scene.ctx
        what, why = ctx.hint_text
        width = min(surface.get_width() - theme.px(80), theme.px(760))
        text_width = width - theme.px(40)
        lines = theme.wrap(why, 24, text_width) if ctx.hint_why_open else []
        height = theme.px(56) + (round(len(lines) * theme.font(24).get_height() * 1.15) + theme.px(10) if lines else 0)
        rect = pygame.Rect(0, 0, width, height)
        top = self.coach_note_rect(surface).bottom + theme.px(10) if ctx.coach_note else theme.px(14)
        rect.midtop = (surface.get_width() // 2, top)
        theme.rounded_panel(surface, rect, (12, 30, 22, 240), theme.GOLD_BRIGHT)
        header_y = rect.y + theme.px(28)
        label = theme.blit_text(surface, "Hint:", 28, (rect.x + theme.px(20), header_y), theme.CREAM, "midleft",
                                bold=True)
        theme.blit_text(surface, what, 28, (label.right + theme.px(10), header_y), theme.GOLD_BRIGHT, "midleft",
                        bold=True)
        if ctx.hint_why_open:
            inner = pygame.Rect(rect.x + theme.px(20), rect.y + theme.px(54), text_width, rect.h)
            theme.blit_paragraph(surface, why, 24, inner, theme.CREAM)
            return
        button = self.why_button
        button.rect = pygame.Rect(0, 0, theme.font(24, True).size(button.label)[0] + theme.px(34), theme.px(40))
        button.rect.midright = (rect.right - theme.px(10), header_y)
        draw_button(surface, button, hover=self.why_hover and scene.app.pointer_active)


# ---------------------------------------------------------------------------- the practice menus' look

_backdrops: dict[tuple[int, int], pygame.Surface] = {}


def draw_backdrop(surface: pygame.Surface, title: str, subtitle: str = "") -> None:
    """The felt, darkened, with a heading: the practice screens share the table's look."""
    size = surface.get_size()
    if size not in _backdrops:
        _backdrops.clear()
        backdrop = felt(size).copy()
        dim(backdrop, 90)
        _backdrops[size] = backdrop
    surface.blit(_backdrops[size], (0, 0))
    w = surface.get_width()
    if not title:
        return
    head = theme.blit_text(surface, title, 64, (w // 2, theme.px(24)), theme.GOLD_BRIGHT, "midtop", bold=True)
    if subtitle:
        theme.blit_text(surface, subtitle, 26, (w // 2, head.bottom + theme.px(4)), theme.CREAM, "midtop")


def draw_lock(surface: pygame.Surface, centre: tuple[float, float], size: int, colour: Colour = theme.MUTED) -> None:
    """A small padlock (the font has no lock glyph)."""
    cx, cy = round(centre[0]), round(centre[1])
    body = pygame.Rect(0, 0, size, round(size * 0.72))
    body.midtop = (cx, cy - round(size * 0.12))
    shackle = pygame.Rect(0, 0, round(size * 0.66), round(size * 0.8))
    shackle.midbottom = (cx, body.top + round(size * 0.3))
    pygame.draw.rect(surface, colour, shackle, max(2, size // 7), border_radius=size // 2)
    pygame.draw.rect(surface, colour, body, border_radius=max(2, size // 6))
    pygame.draw.circle(surface, theme.PANEL_DARK, (cx, body.centery - size // 14), max(1, size // 9))


def _badge(surface: pygame.Surface, centre: tuple[float, float], size: int, colour: Colour) -> None:
    """A dark disc ringed in ``colour`` for a mark to sit on (over a card's corner)."""
    c = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, theme.PANEL_DARK, c, round(size * 0.62))
    pygame.draw.circle(surface, colour, c, round(size * 0.62), max(2, size // 14))


def draw_tick(surface: pygame.Surface, centre: tuple[float, float], size: int, colour: Colour = theme.GREEN_OK,
              badge: bool = False) -> None:
    """A check mark drawn with lines (the font has no ✓)."""
    if badge:
        _badge(surface, centre, size, colour)
        size = round(size * 0.7)
    cx, cy = centre
    points = [(cx - size * 0.42, cy + size * 0.02), (cx - size * 0.12, cy + size * 0.32),
              (cx + size * 0.45, cy - size * 0.34)]
    pygame.draw.lines(surface, colour, False, [(round(x), round(y)) for x, y in points], max(2, size // 5))


def draw_cross(surface: pygame.Surface, centre: tuple[float, float], size: int, colour: Colour = theme.BAD,
               badge: bool = False) -> None:
    """An X mark for a wrong answer."""
    if badge:
        _badge(surface, centre, size, colour)
        size = round(size * 0.7)
    cx, cy, r = centre[0], centre[1], size * 0.36
    width = max(2, size // 5)
    pygame.draw.line(surface, colour, (round(cx - r), round(cy - r)), (round(cx + r), round(cy + r)), width)
    pygame.draw.line(surface, colour, (round(cx - r), round(cy + r)), (round(cx + r), round(cy - r)), width)


def verdict_height(width: int, lines: Sequence[str]) -> int:
    """How tall ``draw_verdict`` will be at ``width`` (so screens can make room before drawing)."""
    return _verdict_layout(width, lines)[2]


def _verdict_layout(width: int, lines: Sequence[str]) -> tuple[list[list[str]], int, int]:
    wrapped = [theme.wrap(line, 26, width - theme.px(76)) for line in lines if line]  # suits draw a little wider
    line_h = round(theme.font(26).get_height() * 1.15)
    return wrapped, line_h, theme.px(76) + sum(len(w) * line_h + theme.px(8) for w in wrapped)


def draw_verdict(surface: pygame.Surface, rect: pygame.Rect, right: bool, headline: str, lines: Sequence[str]) -> int:
    """Right or wrong and why, in a panel; the first line in gold.  Returns the height used."""
    wrapped, line_h, height = _verdict_layout(rect.w, lines)
    panel = pygame.Rect(rect.x, rect.y, rect.w, height)
    colour = theme.GREEN_OK if right else theme.BAD
    theme.rounded_panel(surface, panel, (8, 22, 14, 245), colour, radius=theme.px(20))
    mark = draw_tick if right else draw_cross
    mark(surface, (panel.x + theme.px(40), panel.y + theme.px(38)), theme.px(40), colour)
    theme.blit_text(surface, headline, 36, (panel.x + theme.px(74), panel.y + theme.px(38)), colour, "midleft",
                    bold=True)
    y = panel.y + theme.px(68)
    for i, block in enumerate(wrapped):
        for line in block:
            theme.blit_text(surface, line, 26, (panel.x + theme.px(30), y), theme.CREAM if i else theme.GOLD_BRIGHT,
                            "topleft")
            y += line_h
        y += theme.px(8)
    return height


def fit_text(text: str, size: float, width: int, bold: bool = True) -> str:
    """Shorten ``text`` with an ellipsis to fit ``width`` pixels."""
    font = theme.font(size, bold)
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "...")[0] > width:
        text = text[:-1]
    return text.rstrip(" ,:") + "..."


def draw_key_help(surface: pygame.Surface, text: str) -> None:
    """The controls, in one quiet line at the bottom."""
    theme.blit_text(surface, text, 22, (surface.get_width() // 2, surface.get_height() - theme.px(22)),
                    theme.MUTED)


__all__ = ["PracticeControls", "PracticeStore", "practice_store", "read_progress", "show_messages", "title_action",
           "title_items", "leave_to_title", "draw_backdrop", "draw_lock", "draw_tick", "draw_cross", "draw_key_help",
           "draw_verdict", "verdict_height", "fit_text"]
