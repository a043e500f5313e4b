"""The statistics overlay: your own games and, once two people have played at one TV, theirs in
a section of its own beside them (they are counted apart, in ``stats-two-players.json``, and
never mixed in with one person's record).

``stats_layout`` works out every line and where it goes (pure: words and rectangles, tested at
every window size); the overlay draws that layout and nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.profile.settings_store import Stats
from game.ui.kit import theme
from game.ui.scenes.host import Host
from game.ui.scenes.overlays import Overlay
from game.ui.table.couch import people_names

TITLE, HEADING, NOTE, ROW, FOOTER = 50, 40, 27, 34, 24
ROW_PITCH = 1.5        # a row's height, in lines of its text (room to read a figure from the sofa)
PAD = 50               # 1080p pixels from the panel's edge to the text
GUTTER = 70            # between the two sections
FOOTER_WORDS = "Esc or B to close"


@dataclass(frozen=True)
class Line:
    """One text of the overlay: ``key`` names it for the layout check."""

    key: str
    text: str
    size: float
    colour: tuple[int, int, int]
    bold: bool
    pos: tuple[int, int]
    anchor: str

    def rect(self) -> pygame.Rect:
        return theme.text_rect(self.text, self.size, self.pos, self.colour, self.anchor, self.bold)


@dataclass(frozen=True)
class StatsLayout:
    """The panel, its lines and the rule between the two sections (None: one section)."""

    panel: pygame.Rect
    lines: tuple[Line, ...]
    divider: tuple[tuple[int, int], tuple[int, int]] | None


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
    top_room = theme.px(92) + theme.line_height(TITLE, True) // 2   # the title, then the sections
    height = top_room + body + theme.px(24) + theme.line_height(FOOTER) + theme.px(28)
    width = theme.px(720) if len(sections) == 1 else theme.px(1400)
    panel = pygame.Rect(0, 0, min(size[0] - theme.px(40), width), min(size[1] - theme.px(20), height))
    panel.center = (size[0] // 2, size[1] // 2)
    lines = [Line("title", "Statistics", TITLE, theme.GOLD_BRIGHT, True, (panel.centerx, panel.y + theme.px(46)),
                  "center")]
    inner = panel.w - 2 * theme.px(PAD)
    column = (inner - theme.px(GUTTER) * (len(sections) - 1)) // len(sections)
    for i, (key, heading, note, stats) in enumerate(sections):
        left = panel.x + theme.px(PAD) + i * (column + theme.px(GUTTER))
        lines += _section(key, heading if len(sections) > 1 else "", note, stats,
                          pygame.Rect(left, panel.y + top_room, column, body), pitch)
    footer = panel.bottom - theme.px(28) - theme.line_height(FOOTER) // 2
    lines.append(Line("footer", FOOTER_WORDS, FOOTER, theme.MUTED, False, (panel.centerx, footer), "center"))
    divider = None
    if len(sections) > 1:
        x = panel.x + theme.px(PAD) + column + theme.px(GUTTER) // 2
        divider = ((x, panel.y + top_room), (x, panel.y + top_room + body))
    return StatsLayout(panel, tuple(lines), divider)


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
    """Lifetime figures, laid out when it opens and when the window changes; drawn as laid out."""

    name = "statistics"
    title = "Statistics"

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.plan: StatsLayout | None = None

    def layout(self, size: tuple[int, int]) -> None:
        profile = self.host.profile
        couch = profile.couch_stats if shows_couch(profile.couch_stats) else None
        first = people_names(profile.settings.people)[0]
        self.plan = stats_layout(size, profile.stats, couch, first)
        self.rect = self.plan.panel

    def readable_items(self) -> list[tuple[Any, pygame.Rect]]:
        """Every line, the title to the footer (the layout check keeps them apart and whole)."""
        return [] if self.plan is None else [((line.key,), line.rect()) for line in self.plan.lines]

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        plan = self.plan
        if plan is None:
            return
        self.draw_frame(surface, plan.panel, "")
        if plan.divider is not None:
            pygame.draw.line(surface, theme.GOLD, *plan.divider, max(1, theme.px(2)))
        for line in plan.lines:
            theme.blit_text(surface, line.text, line.size, line.pos, line.colour, line.anchor, line.bold)
