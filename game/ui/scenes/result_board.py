"""The scoreboard's board: where its parts go (``BoardLayout``) and how it is drawn.

Once open, the board is drawn once on its own picture (all but the totals, which count up
over it): a frame of the count redraws a few small areas, each a pass over the whole scene,
and with some ninety words a pass that was 3 ms a frame at 1080p (``benchmarks/frame_time.py``).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from game.engine import HandRecord
from game.engine.hand_summary import HandSummary
from game.engine.tricks import winner_index
from game.engine.wording import contract_text
from game.ui.kit import theme
from game.ui.table import panels

if TYPE_CHECKING:  # pragma: no cover
    from game.ui.table.session import GameSession
    from game.ui.table.table_view import TableView

HEADLINE, BODY, SMALL, FIGURE = 54, 28, 24, 30
REASON_GAP_PX = 3    # between a side's name and the line saying why it scored that
SIDE_GAP_PX = 14     # between one side's reason and the next side's name
BOARD_FILL = (10, 28, 18, 255)   # opaque: nothing of the table beneath shows through the words


@dataclass(frozen=True)
class BoardLayout:
    """Where each part of the board goes (worked out from the text sizes, not fixed)."""

    panel: pygame.Rect
    headline_y: int
    sub_y: int
    header_y: int
    rows_y: tuple[int, ...]
    columns: tuple[int, ...]          # x of: the name, tricks, points (if any), hand, total
    strip_top: int
    high_trump_y: int
    review: pygame.Rect | None
    accuracy: pygame.Rect | None = None   # the analyst's figures for the hand (drawn live: they come in later)

    def moved(self, dx: int, dy: int) -> BoardLayout:
        """The same board shifted: drawn at (0, 0) on its own picture."""
        return BoardLayout(self.panel.move(dx, dy), self.headline_y + dy, self.sub_y + dy, self.header_y + dy,
                           tuple(y + dy for y in self.rows_y), tuple(x + dx for x in self.columns),
                           self.strip_top + dy, self.high_trump_y + dy,
                           self.review.move(dx, dy) if self.review is not None else None,
                           self.accuracy.move(dx, dy) if self.accuracy is not None else None)


class BoardScene(Protocol):
    """What the painter reads of the scoreboard scene."""

    show_hands: bool

    @property
    def session(self) -> GameSession: ...

    @property
    def view(self) -> TableView: ...

    def counted(self) -> tuple[int, ...]: ...

    def review_key(self) -> tuple[Hashable, ...]: ...

    def review_lines(self, rec: HandRecord, width: int) -> list[tuple[str, float, tuple[int, int, int], str]]: ...


class BoardPainter:
    """Draws a scoreboard scene's board (reads the scene, never changes it)."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self._kept: tuple[BoardLayout, Hashable, pygame.Surface] | None = None   # see ``picture``

    def picture(self, board: BoardLayout, summary: HandSummary, rec: HandRecord) -> pygame.Surface:
        """The open board as it stays (all but the counting totals and the hands), drawn once on
        its own picture.  A frame of the count redraws a few small areas, each a pass over the
        whole scene: with some ninety words drawn a pass, that was 3 ms a frame at 1080p."""
        looks = (self.scene.show_hands, self.scene.review_key(), theme.text_style())
        kept = self._kept
        if kept is None or kept[0] is not board or kept[1] != looks:
            local = board.moved(-board.panel.x, -board.panel.y)
            picture = pygame.Surface(board.panel.size, pygame.SRCALPHA)
            theme.rounded_panel(picture, local.panel, BOARD_FILL, theme.GOLD, radius=theme.px(24), width=3)
            self.draw_headline(picture, local, rec)
            self.draw_sides(picture, local, summary)
            self.draw_trick_strip(picture, local, rec, summary)
            if not self.scene.show_hands and local.review is not None:
                self.draw_review(picture, local.review, rec)
            kept = self._kept = (board, looks, picture)
        return kept[2]

    def _no_contract_headline(self, rec: HandRecord) -> tuple[str, tuple[int, int, int]]:
        """Forty-five has no bidder: the headline says who scored the hand, if anyone did."""
        change = rec.score_change
        best = max(change)
        if best <= 0:
            return "Nobody scores", theme.CREAM
        winners = [side for side, points in enumerate(change) if points == best]
        if len(winners) > 1:
            return f"Both score {best}", theme.GOLD_BRIGHT
        session = self.scene.session
        name = panels.side_players(session, winners[0])     # "Mary and Colleen", "You and Angus"
        mine = bool(session.human_seats) and winners[0] == session.rules.side_of(session.home_seat)
        verb = "score" if name == "You" or " and " in name else "scores"
        return f"{name} {verb} {best}!", theme.GREEN_OK if mine else theme.GOLD_BRIGHT

    def draw_headline(self, surface: pygame.Surface, board: BoardLayout, rec: HandRecord) -> None:
        session = self.scene.session
        if rec.bid is None or rec.bidder is None:
            text, colour = self._no_contract_headline(rec)
        else:
            who = session.seats[rec.bidder].name
            bid = contract_text(rec.bid)
            if rec.made:
                text, colour = f"{who} made {bid}!", theme.GREEN_OK
            else:
                text, colour = f"{panels.was(who)} set at {bid}!", theme.BAD
        # (drawn once the board has sprung open: the board's growing is the flourish)
        text, size = theme.fitted(text, HEADLINE, board.panel.w - theme.px(60), True)
        headline = theme.text_with_shadow(text, size, colour, bold=True)
        surface.blit(headline, headline.get_rect(center=(board.panel.centerx, board.headline_y)))
        theme.blit_fitted(surface, self._subtitle(rec, board.panel.w - theme.px(60)), SMALL,
                          (board.panel.centerx, board.sub_y), board.panel.w - theme.px(60), theme.CREAM)

    def _subtitle(self, rec: HandRecord, width: int) -> str:
        """The hand, trump, the called card and partner, a bagged dealer, the target: what fits of
        them on the one line, the least needed given up first (the score panel shows the target)."""
        session = self.scene.session
        parts = [(0, f"Hand {rec.hand_number + 1 + session.hands_before}")]
        if rec.trump is not None:
            parts.append((0, f"Trump {'♠♥♦♣'[rec.trump]}"))
        if rec.called_card is not None:
            partner = rec.partner
            called = rec.called_card.symbol()
            parts.append((0, f"called {called}: {session.seats[partner].name}" if partner is not None
                          else f"called {called}: played alone"))
        if rec.bagged:
            parts.append((1, "dealer bagged"))
        parts.append((2, "scored on its own" if session.scored_alone else f"first to {session.rules.target} wins"))
        for drop in (3, 2, 1):
            text = "  ·  ".join(words for rank, words in parts if rank < drop)
            if theme.text_width(text, SMALL) <= width:
                return text
        return text

    def draw_sides(self, surface: pygame.Surface, board: BoardLayout, summary: HandSummary) -> None:
        session = self.scene.session
        heads = ("Tricks", "Points", "Hand", "Total") if summary.by_points else ("Tricks", "Hand", "Total")
        for text, x in zip(heads, board.columns[1:], strict=True):
            theme.blit_text(surface, text, SMALL, (x, board.header_y), theme.GOLD, bold=True)
        name_x = board.columns[0]
        name_room = board.columns[1] - name_x - round((board.columns[2] - board.columns[1]) * 0.6)
        small = theme.line_height(SMALL)
        for result, y in zip(summary.sides, board.rows_y, strict=True):
            side = result.side
            names = " & ".join(session.seats[s].name for s in session.rules.sides()[side])
            label = panels.side_name(session, side)
            if label != names and session.rules.partnerships:
                label = f"{label} ({names})"
            colour = panels.SIDE_COLOURS[side % len(panels.SIDE_COLOURS)]
            pygame.draw.circle(surface, colour, (name_x - theme.px(16), y), max(3, theme.px(8)))
            theme.blit_fitted(surface, label, BODY, (name_x, y), name_room, theme.CREAM, "midleft")
            figures = [str(result.tricks)]
            if summary.by_points:
                figures.append(str(result.points))
            for text, x in zip(figures, board.columns[1:], strict=False):   # the hand and total columns follow
                theme.blit_text(surface, text, BODY, (x, y), theme.CREAM)
            hand_x = board.columns[-2]
            change_colour = theme.GREEN_OK if result.change > 0 else theme.BAD if result.change < 0 else theme.MUTED
            theme.blit_text(surface, f"{result.change:+d}" if result.change else "0", FIGURE, (hand_x, y),
                            change_colour, bold=True)
            reason_y = y + (theme.line_height(BODY) + small) // 2 + theme.px(REASON_GAP_PX)
            theme.blit_fitted(surface, result.reason, SMALL, (name_x, reason_y),
                              board.panel.right - name_x - theme.px(28), theme.MUTED, "midleft")

    def draw_totals(self, surface: pygame.Surface, board: BoardLayout, summary: HandSummary) -> None:
        """Each side's total, counting up from before the hand (over the kept board)."""
        counted = self.scene.counted()
        for result, y in zip(summary.sides, board.rows_y, strict=True):
            theme.blit_text(surface, str(counted[result.side]), FIGURE, (board.columns[-1], y), theme.CREAM, bold=True)

    def draw_trick_strip(self, surface: pygame.Surface, board: BoardLayout, rec: HandRecord,
                          summary: HandSummary) -> None:
        """The winning card of each trick and who took it; where the highest trump went."""
        tricks = rec.tricks
        if not tricks:
            return
        trump = rec.trump if rec.trump is not None else -1
        art = self.scene.view.art_for(self.scene.view.layout.mini_card[1])
        cw, ch = art.card_size
        gap = theme.px(26)
        total = len(tricks) * cw + (len(tricks) - 1) * gap
        x = board.panel.centerx - total // 2
        top = board.strip_top
        for trick in tricks:
            cards = list(trick.cards)
            win = cards[winner_index(cards, trump)]
            surface.blit(art.face(win), (x, top))
            theme.blit_fitted(surface, self.scene.session.seats[trick.winner].name, SMALL,
                              (x + cw // 2, top + ch + theme.line_height(SMALL) // 2 + theme.px(4)), cw + gap,
                              theme.CREAM)
            x += cw + gap
        if summary.by_points:
            high = summary.high_trump
            if high is not None:
                line = (f"Highest trump: the {high[0].symbol()}, taken by {self.scene.session.seats[high[1]].name}: "
                        f"5 points more")
            else:
                line = "No trump was played: the 5 for the highest trump went to no one"
        else:
            line = summary.scoring_rule
        theme.blit_fitted(surface, line, SMALL, (board.panel.centerx, board.high_trump_y),
                          board.panel.w - theme.px(60), theme.MUTED)

    def draw_review(self, surface: pygame.Surface, area: pygame.Rect, rec: HandRecord) -> None:
        step = round(theme.line_height(SMALL) * 1.15)
        for i, (line, size, colour, anchor) in enumerate(self.scene.review_lines(rec, area.w)):
            y = area.y + i * step
            if anchor == "midtop":
                theme.blit_text(surface, line, size, (area.centerx, y + step // 2), colour)
            elif anchor == "head":
                theme.blit_text(surface, line, size, (area.x, y + step // 2), colour, "midleft", bold=True)
            else:
                theme.blit_text(surface, line, size, (area.x, y + step // 2), colour, "midleft", shadow=False)
