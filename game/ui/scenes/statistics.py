"""The statistics overlay, two pages. "Your record": your own games and, once two people have
played at one TV, theirs in a section of its own beside them (they are counted apart, in
``stats-two-players.json``, and never mixed in with one person's record). "Your skill": the
rating, its chart with the day's accuracy, the streak and the bests (``skill_page``).

``stats_layout`` and ``skill_layout`` work out every line and where it goes (pure: words and
rectangles, tested at every window size); the overlay draws that layout and nothing else.
Left / Right (or Tab, or a click on a page's name) turns the page.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

import pygame

from game.profile.settings_store import Stats
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.scenes.host import Host
from game.ui.scenes.overlays import Overlay
from game.ui.scenes.skill_chart import ChartLayout, Line, draw_chart
from game.ui.scenes.skill_page import SkillView, skill_body, skill_view
from game.ui.table.couch import people_names

TITLE, HEADING, NOTE, ROW, FOOTER, TAB = 50, 40, 27, 34, 24, 30
ROW_PITCH = 1.5        # a row's height, in lines of its text (room to read a figure from the sofa)
PAD = 50               # 1080p pixels from the panel's edge to the text
GUTTER = 70            # between the two sections
PAGES = ("record", "skill")
TAB_WORDS = {"record": "Your record", "skill": "Your skill"}
FOOTER_WORDS = "Left / Right: turn the page    Esc or B: close"
SKILL_PANEL = (1680, 1010)   # the skill page's panel at 1080p: room for the chart beside the figures

__all__ = ["Line", "StatsLayout", "StatsOverlay", "shows_couch", "skill_layout", "stat_rows", "stats_layout"]


@dataclass(frozen=True)
class StatsLayout:
    """The panel, its lines, the rule between the two sections (None: one section) and, on the
    skill page, the chart."""

    panel: pygame.Rect
    lines: tuple[Line, ...]
    divider: tuple[tuple[int, int], tuple[int, int]] | None
    chart: ChartLayout | None = None
    page: str = "record"

    def tab(self, page: str) -> pygame.Rect | None:
        """Where a page's name is (a click there turns to it)."""
        return next((line.rect() for line in self.lines if line.key == f"tab {page}"), None)


def header_room() -> int:
    """From the panel's top to its body: the title, then the pages' names."""
    return theme.px(92) + theme.line_height(TITLE, True) // 2 + theme.line_height(TAB, True) + theme.px(26)


def frame_lines(panel: pygame.Rect, page: str) -> list[Line]:
    """The title, the pages' names (this page's in gold) and the footer: the same on both pages."""
    lines = [Line("title", "Statistics", TITLE, theme.GOLD_BRIGHT, True, (panel.centerx, panel.y + theme.px(46)),
                  "center")]
    y = panel.y + theme.px(46) + theme.line_height(TITLE, True) // 2 + theme.px(14) + theme.line_height(TAB, True) // 2
    gap = theme.px(64)
    widths = [theme.text_width(TAB_WORDS[name], TAB, True) for name in PAGES]
    x = panel.centerx - (sum(widths) + gap * (len(PAGES) - 1)) // 2
    for name, width in zip(PAGES, widths, strict=True):
        here = name == page
        lines.append(Line(f"tab {name}", TAB_WORDS[name], TAB, theme.GOLD_BRIGHT if here else theme.MUTED, here,
                          (x + width // 2, y), "center"))
        x += width + gap
    text, size = theme.fitted(FOOTER_WORDS, FOOTER, panel.w - 2 * theme.px(PAD))
    footer = panel.bottom - theme.px(28) - theme.line_height(FOOTER) // 2
    lines.append(Line("footer", text, size, theme.MUTED, False, (panel.centerx, footer), "center"))
    return lines


def stat_rows(stats: Stats) -> list[tuple[str, str]]:
    """The five figures of a record, with a rate where there is something to rate."""
    rate = f"{100 * stats.wins / stats.games:.0f}%" if stats.games else ""
    bids = stats.bids_made + stats.bids_set
    made = f"{100 * stats.bids_made / bids:.0f}%" if bids else ""
    return [("Games played", str(stats.games)),
            ("Games won", f"{stats.wins} ({rate})" if rate else str(stats.wins)),
            ("Hands played", str(stats.hands_played)),
            ("Bids made", f"{stats.bids_made} ({made})" if made else str(stats.bids_made)),
            ("Bids set", str(stats.bids_set))]


def shows_couch(couch: Stats) -> bool:
    """The two-person section shows once two people have finished a hand together (a player who
    never sat down with someone else is not shown a column of zeros)."""
    return couch.hands_played > 0 or couch.games > 0


def stats_layout(size: tuple[int, int], own: Stats, couch: Stats | None, first_person: str) -> StatsLayout:
    """One section ("On your own"), or two side by side with "Two at one TV" on the right, whose
    wins and bids are those of the first person's side (the seat the record is kept for)."""
    sections = [("own", "On your own", "Wins and bids: your side", own)]
    if couch is not None:
        sections.append(("couch", "Two at one TV", f"Wins and bids: {first_person}'s side", couch))
    pitch = round(theme.line_height(ROW) * ROW_PITCH)
    headings = theme.line_height(HEADING, True) + theme.px(8) + theme.line_height(NOTE) + theme.px(18)
    body = (headings if couch is not None else 0) + pitch * len(stat_rows(own))
    top_room = header_room()
    height = top_room + body + theme.px(24) + theme.line_height(FOOTER) + theme.px(28)
    width = theme.px(820) if len(sections) == 1 else theme.px(1400)
    panel = pygame.Rect(0, 0, min(size[0] - theme.px(40), width), min(size[1] - theme.px(20), height))
    panel.center = (size[0] // 2, size[1] // 2)
    lines = frame_lines(panel, "record")
    inner = panel.w - 2 * theme.px(PAD)
    column = (inner - theme.px(GUTTER) * (len(sections) - 1)) // len(sections)
    for i, (key, heading, note, stats) in enumerate(sections):
        left = panel.x + theme.px(PAD) + i * (column + theme.px(GUTTER))
        lines += _section(key, heading if len(sections) > 1 else "", note, stats,
                          pygame.Rect(left, panel.y + top_room, column, body), pitch)
    divider = None
    if len(sections) > 1:
        x = panel.x + theme.px(PAD) + column + theme.px(GUTTER) // 2
        divider = ((x, panel.y + top_room), (x, panel.y + top_room + body))
    return StatsLayout(panel, tuple(lines), divider)


def skill_layout(size: tuple[int, int], view: SkillView) -> StatsLayout:
    """The skill page: a wide panel, the figures on the left and the chart on the right."""
    panel = pygame.Rect(0, 0, min(size[0] - theme.px(40), theme.px(SKILL_PANEL[0])),
                        min(size[1] - theme.px(20), theme.px(SKILL_PANEL[1])))
    panel.center = (size[0] // 2, size[1] // 2)
    top = panel.y + header_room()
    bottom = panel.bottom - theme.px(28) - theme.line_height(FOOTER) - theme.px(24)
    area = pygame.Rect(panel.x + theme.px(PAD), top, panel.w - 2 * theme.px(PAD), bottom - top)
    body = skill_body(area, view)
    return StatsLayout(panel, (*frame_lines(panel, "skill"), *body.lines), None, body.chart, "skill")


def _section(key: str, heading: str, note: str, stats: Stats, area: pygame.Rect, pitch: int) -> list[Line]:
    """A section's heading (none when it is the only one), whose side its figures are, and its
    rows: each label on the left, its figure on the right, the label shrunk (never the figure)
    when the two would meet."""
    lines: list[Line] = []
    y = area.y
    if heading:
        text, size = theme.fitted(heading, HEADING, area.w, True)
        h = theme.line_height(size, True)
        lines.append(Line(f"{key} heading", text, size, theme.GOLD_BRIGHT, True, (area.centerx, y + h // 2),
                          "center"))
        y += h + theme.px(8)
        text, size = theme.fitted(note, NOTE, area.w)
        h = theme.line_height(size)
        lines.append(Line(f"{key} note", text, size, theme.MUTED, False, (area.centerx, y + h // 2), "center"))
        y += h + theme.px(18)
    gap = theme.px(24)
    for label, value in stat_rows(stats):
        centre = y + pitch // 2
        value_w = theme.text_width(value, ROW, True)
        text, size = theme.fitted(label, ROW, area.w - value_w - gap)
        lines.append(Line(f"{key} {label}", text, size, theme.CREAM, False, (area.x, centre), "midleft"))
        lines.append(Line(f"{key} {label} figure", value, ROW, theme.GOLD_BRIGHT, True, (area.right, centre),
                          "midright"))
        y += pitch
    return lines


class StatsOverlay(Overlay):
    """Lifetime figures and the skill rating, laid out when it opens, when the window changes
    and when the page turns; drawn as laid out."""

    name = "statistics"
    title = "Statistics"

    def __init__(self, host: Host, page: str = "record") -> None:
        super().__init__(host)
        self.plan: StatsLayout | None = None
        self.page = page
        self.skill: SkillView | None = None   # read from the profile once, when the skill page is first shown

    def layout(self, size: tuple[int, int]) -> None:
        profile = self.host.profile
        if self.page == "skill":
            if self.skill is None:
                self.skill = skill_view(profile.skill, datetime.date.today())
            self.plan = skill_layout(size, self.skill)
        else:
            couch = profile.couch_stats if shows_couch(profile.couch_stats) else None
            first = people_names(profile.settings.people)[0]
            self.plan = stats_layout(size, profile.stats, couch, first)
        self.rect = self.plan.panel

    def turn_to(self, page: str) -> None:
        if page != self.page:
            self.page = page
            self.host.sound.play("click")
            self.layout(self.host.size)

    def handle(self, intent: Intent) -> None:
        """Left / Right (stopping at the ends), Tab (round and round) or a click on a page's name
        turns the page; the rest as any overlay."""
        here = PAGES.index(self.page)
        if intent.kind in (IntentKind.NEXT_TAB, IntentKind.PREV_TAB):
            step = 1 if intent.kind is IntentKind.NEXT_TAB else -1
            self.turn_to(PAGES[(here + step) % len(PAGES)])
            return
        if intent.kind is IntentKind.MOVE and intent.dx:
            self.turn_to(PAGES[max(0, min(len(PAGES) - 1, here + intent.dx))])
            return
        if intent.kind is IntentKind.CLICK and self.plan is not None:
            for page in PAGES:
                rect = self.plan.tab(page)
                if rect is not None and rect.inflate(theme.px(30), theme.px(20)).collidepoint(intent.pos):
                    self.turn_to(page)
                    return
        super().handle(intent)

    def readable_items(self) -> list[tuple[Any, pygame.Rect]]:
        """Every line, the title to the footer (the layout check keeps them apart and whole)."""
        if self.plan is None:
            return []
        chart = self.plan.chart.lines if self.plan.chart is not None else ()
        return [((line.key,), line.rect()) for line in (*self.plan.lines, *chart)]

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        plan = self.plan
        if plan is None:
            return
        self.draw_frame(surface, plan.panel, "")
        if plan.divider is not None:
            pygame.draw.line(surface, theme.GOLD, *plan.divider, max(1, theme.px(2)))
        tab = plan.tab(plan.page)
        if tab is not None:   # this page's name underlined
            pygame.draw.line(surface, theme.GOLD_BRIGHT, (tab.x, tab.bottom + theme.px(3)),
                             (tab.right, tab.bottom + theme.px(3)), max(2, theme.px(3)))
        if plan.chart is not None:
            draw_chart(surface, plan.chart)
        for line in plan.lines:
            theme.blit_text(surface, line.text, line.size, line.pos, line.colour, line.anchor, line.bold)
