"""Scoreboard after each hand: the bid made or set with a flourish, what each side took and why
it scored what it did (the engine's ``summarize_hand``: points where hands score by points,
tricks in forty-five), the totals counting up (the corner panel counts with them), the winning
card of each trick.  Practice adds a review of your choices.  The last hand of a game leads on
to the game-over screen.

The panel is sized to what it holds; ``layout_controls`` works it out, ``draw`` only reads it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Hashable
from typing import Any

import pygame

from game.engine import HandRecord
from game.engine.hand_summary import HandSummary, summarize_hand
from game.sim.challenge import HANDS
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import backdrop, theme
from game.ui.kit.celebration import Confetti
from game.ui.kit.widgets import Button, ButtonGroup, grown
from game.ui.scenes.host import GoToTitle, OpenDailyResult, ReplayDeal, ShowTable
from game.ui.scenes.result_board import (
    BOARD_FILL,
    BODY,
    FIGURE,
    HEADLINE,
    REASON_GAP_PX,
    SIDE_GAP_PX,
    SMALL,
    BoardLayout,
    BoardPainter,
)
from game.ui.scenes.table_scene import TableScene
from game.ui.table import panels
from game.ui.table.analysis import review_heading, review_line, still_played
from game.ui.table.skill_book import hand_words
from game.ui.table.table_flow import Stage

log = logging.getLogger(__name__)

COUNT_START, COUNT_SECONDS = 0.4, 0.8
BOARD_GROWS = 0.45   # seconds the board takes to spring open
_SCRAP = pygame.Surface((1, 1))   # words drawn here only to be made ahead (their pictures are kept)


class ScoreboardScene(TableScene):
    name = "scoreboard"
    stage = Stage.SCOREBOARD

    def on_enter(self) -> None:
        snap = self.snap
        shown = self.ctx.scores.scored_hands
        records = snap.records
        self.record = records[shown] if shown < len(records) else (records[-1] if records else None)
        self.summary: HandSummary | None = summarize_hand(snap.rules, self.record) if self.record else None
        self.last_of_game = snap.game_over and shown >= len(records) - 1
        self.age = 0.0
        self.show_hands = False
        self.confetti: Confetti | None = None
        self.board: BoardLayout | None = None
        self._moving_on = False
        self._review_rows = 1        # the practice review's lines as the board was last laid out
        self._beneath = backdrop.StillBeneath()   # the still table beneath the panel, drawn once
        self._words_made: set[tuple[int, str]] = set()   # board words made ahead (cache bookkeeping)
        self.painter = BoardPainter(self)
        # The last trick is still flying to its winner: land it now, under the panel, so the
        # table beneath is still and can be drawn once instead of every frame.
        self.view.finish_animations()
        self.buttons = ButtonGroup(self._press)
        super().on_enter()
        self._announce()
        if self.accuracy_words() is not None:   # the hand went to the analyst just now: room for its line
            self.layout_controls()

    def _announce(self) -> None:
        rec = self.record
        if rec is None:
            return
        session = self.session
        rules = session.rules
        mine = rules.side_of(session.home_seat)
        sound = self.host.sound
        if rec.made is True:
            sound.play("made")
        elif rec.made is False:
            sound.play("set")
        if rec.made is True and rec.bidder is not None and rules.side_of(rec.bidder) == mine and session.human_seats:
            self.confetti = Confetti(self.host.size[0], 90, rec.hand_number)
        announced = self.ctx.scores.announced
        for text in rec.announcements:
            if text not in announced:
                announced.add(text)
                self.ctx.toast(f"Scorekeeper: {text}!", 4.0)
        self.host.record_hand(self.ctx, rec)

    # ------------------------------------------------------------------ layout

    def layout_controls(self) -> None:
        guide, mode = self.ctx.mode.guide, self.ctx.mode
        first = guide.next_label if guide is not None else "See the result" if self.last_of_game else "Next hand"
        if mode.daily is not None and mode.daily.hand == HANDS - 1:
            first = "See the result"
        buttons: list[Button] = [Button(first, "next", accent=True)]
        if mode.daily_review is not None:
            buttons = [Button("Back to the result", "result", accent=True)]
        if self.last_of_game:
            buttons.append(Button("Main menu", "menu"))
        buttons.append(Button("Hide hands" if self.show_hands else "Show all hands", "hands"))
        if self.ctx.practice and self.session.hand_start is not None and not self.last_of_game:
            buttons.append(Button("Replay this deal", "replay"))
        self.buttons.set_buttons(buttons)
        self.board = self._layout_board() if self.summary is not None else None
        w, h = self.host.size
        height = round(self.view.layout.plan.button_height)
        below = (self.board.panel.bottom if self.board else h // 2) + theme.px(18) + height // 2
        self.buttons.layout_row((w / 2, min(h - height // 2 - theme.px(12), below)), height, theme.px(18),
                                min_width=theme.px(220), max_total=int(w * 0.94))

    def _layout_board(self, narrow_to: int | None = None) -> BoardLayout:
        """The board sized to its content, below the corner panels; where the window is too short
        for that, between them (narrower), or as a last resort from the top."""
        summary = self.summary
        assert summary is not None
        w, h = self.host.size
        line = theme.line_height(BODY)
        small = theme.line_height(SMALL)
        pad = theme.px(28)
        width = narrow_to or min(w - 2 * theme.px(30), max(theme.px(1060), round(w * 0.6)))
        y = pad
        headline_y = y + theme.line_height(HEADLINE, True) // 2
        y += theme.line_height(HEADLINE, True) + theme.px(6)
        sub_y = y + small // 2
        y += small + theme.px(14)
        header_y = y + small // 2
        y += small + theme.px(8)
        rows = []
        for _ in summary.sides:
            rows.append(y + line // 2)
            # the side's line, then why it scored that, then room before the next side
            y += line + small + theme.px(REASON_GAP_PX) + theme.px(SIDE_GAP_PX)
        art = self.view.art_for(self.view.layout.mini_card[1])
        strip_top = y + theme.px(10)
        y = strip_top + art.card_size[1] + small + theme.px(16)
        high_trump_y = y + small // 2
        y += small + theme.px(10)
        accuracy = None
        if self.accuracy_words() is not None:   # the line, and room for the costliest choice beneath it
            accuracy_lines = 1 if self.ctx.practice else 3   # the line, then the costliest choice in two
            accuracy = pygame.Rect(pad, y, width - 2 * pad, accuracy_lines * round(small * 1.15))
            y = accuracy.bottom + theme.px(6)
        review = None
        if self.ctx.practice:
            self._review_rows = len(self.review_lines(self.record, width - 2 * pad)) if self.record else 1
            review = pygame.Rect(pad, y, width - 2 * pad, self._review_rows * round(small * 1.15))
            y = review.bottom
        height = y + pad
        panel = pygame.Rect(0, 0, width, height)
        button_room = round(self.view.layout.plan.button_height) + theme.px(36)
        plan = self.view.layout.plan
        below_panels = round(plan.panels_bottom + plan.gap)   # clear of the corner panels (the scores count up there)
        panel.centerx = w // 2
        panel.y = max(below_panels, (h - height - button_room) // 2)
        if panel.bottom + button_room > h:   # no room below the corners: between them, or at the top
            between = round(plan.bidding.x - plan.scores.right - 2 * plan.gap)
            if narrow_to is None and theme.px(700) <= between < width:
                return self._layout_board(between)
            panel.y = max(theme.px(16), (h - height - button_room) // 2)
        if panel.bottom + button_room > h:   # too tall: the review gives way first
            panel.h = max(theme.px(200), h - button_room - panel.y)
        inner = panel.inflate(-2 * pad, 0)
        by_points = summary.by_points
        figures = 4 if by_points else 3
        first = inner.x + theme.px(26)
        step = round(inner.w * 0.11)
        right = inner.right - step // 2
        columns = (first, *[right - step * (figures - 1 - i) for i in range(figures)])
        offset = panel.y
        return BoardLayout(panel, headline_y + offset, sub_y + offset, header_y + offset,
                           tuple(r + offset for r in rows), columns, strip_top + offset, high_trump_y + offset,
                           review.move(panel.x, offset) if review else None,
                           accuracy.move(panel.x, offset) if accuracy else None)

    # ------------------------------------------------------------------ input and time

    def _press(self, value: Any) -> None:
        ctx = self.ctx
        if value == "hands":
            self.show_hands = not self.show_hands
            self.layout_controls()
            return
        if value == "menu":
            self.host.navigate(GoToTitle())
            return
        if value == "replay":
            self.host.navigate(ReplayDeal(ctx))
            return
        if value == "result" and ctx.mode.daily_review is not None:
            self.host.navigate(OpenDailyResult(ctx.mode.daily_review))
            return
        if ctx.mode.guide is not None and ctx.mode.guide.board_closed(ctx):   # a lesson goes on, not to a deal
            return
        ctx.scores.scored_hands += 1
        self.host.autosave(ctx)
        request = ShowTable.now(ctx)   # the next hand's stage, worked out here once
        if request is None:
            log.error("no scene for a table in phase %s", ctx.session.snapshot.phase)
            return
        self.host.navigate(request)

    def update(self, dt: float) -> None:
        self.age += dt
        board, rec = self.board, self.record
        if board is not None and board.review is not None and rec is not None \
                and len(self.review_lines(rec, board.review.w)) != self._review_rows:
            self.layout_controls()     # the review came in longer (or shorter): the board fits it
        self.ctx.clock += dt
        self.view.update(dt)
        self.ctx.effects.update(dt)
        self.refresh_status()
        if self.confetti:
            self.confetti.update(dt)
        options = self.host.options
        moving_on_at = self.turns.paced(2.5) + (options.autoplay or 0.0)
        if (options.demo or options.autoplay is not None) and self.age > moving_on_at and not self._moving_on:
            self._moving_on = True
            self._press("next")

    @property
    def animating(self) -> bool:
        """Counting up, cards or words moving, confetti, or the practice review still being
        worked out (its lines come in by themselves)."""
        figures = self.ctx.accuracy.hand(self.ctx.accuracy.key(self.record.hand_number)) if self.record else None
        return (self.age < COUNT_START + COUNT_SECONDS + 0.3 or self.view.busy or self.ctx.effects.busy
                or (self.confetti is not None and not self.confetti.done) or self._review_waiting()
                or (figures is not None and figures.pending))

    def _review_waiting(self) -> bool:
        rec = self.record
        return rec is not None and any("review" in d and not d["review"].ready() for d in self.ctx.hints.decisions
                                       if d["hand"] == rec.hand_number)

    def _total_rects(self, board: BoardLayout, summary: HandSummary) -> list[pygame.Rect]:
        """Where each side's total is drawn while it counts from before the hand to after it."""
        total_x = board.columns[-1]
        font = theme.font(FIGURE, bold=True)
        digit = max(font.size(d)[0] for d in "0123456789")
        rects = []
        for result, y in zip(summary.sides, board.rows_y, strict=True):
            ends = (result.total - result.change, result.total)
            # Any number on the way has no more digits than the larger end: room for the widest.
            width = digit * max(len(str(abs(v))) for v in ends) + font.size("-")[0]
            rect = theme.text_rect(str(ends[1]), FIGURE, (total_x, y), theme.CREAM, bold=True)
            rect.w = max(rect.w, width + max(1, theme.px(2)))   # and the shadow's offset
            rect.center = (total_x, rect.centery)
            rects.append(rect.inflate(theme.px(8), theme.px(4)))
        return rects

    def review_key(self) -> tuple[Hashable, ...]:
        """The practice review's lines: they come in as the analysis finishes, after the count."""
        board, rec = self.board, self.record
        if board is None or board.review is None or rec is None:
            return ()
        return tuple(line for line, _, _, _ in self.review_lines(rec, board.review.w))

    def warm_up(self, deadline: float) -> None:
        """While the board springs open, its words are made in spare time on a scrap of a
        surface (the text pictures are kept), then the open board's picture from them, so the
        frame it opens fully does not stop to make them: about 3 ms at 1080p, twice that at 4K."""
        super().warm_up(deadline)
        board, summary, rec = self.board, self.summary, self.record
        if board is None or summary is None or rec is None:
            return
        painter = self.painter
        parts = (("headline", lambda: painter.draw_headline(_SCRAP, board, rec)),
                 ("sides", lambda: painter.draw_sides(_SCRAP, board, summary)),
                 ("tricks", lambda: painter.draw_trick_strip(_SCRAP, board, rec, summary)),
                 ("picture", lambda: painter.picture(board, summary, rec)))
        for name, make in parts:
            if time.perf_counter() >= deadline:
                return
            if (id(board), name) not in self._words_made:
                self._words_made.add((id(board), name))
                make()

    def handle_table(self, intent: Intent) -> None:
        if self.buttons.handle(intent):
            return
        if intent.kind is IntentKind.NEXT_TAB:
            self._press("hands")

    def counted(self) -> tuple[int, ...]:
        """The totals as the board shows them now: counting up from before the hand."""
        summary = self.summary
        if summary is None:
            return self.snap.scores
        t = min(1.0, max(0.0, (self.age - COUNT_START) / COUNT_SECONDS))
        return tuple(round(s.total - s.change + s.change * t) for s in summary.sides)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        # The table beneath is still once its cards have settled: drawn once (without the score
        # panel, which counts up on top of it), then reused from a buffer made ahead of time.
        self._beneath.draw(surface, id(self), self.draw_table, 140, settled=not self.view.busy)
        plan = self.view.layout.plan
        shown = self.record.hand_number if self.record else None
        panels.draw_score_panel(surface, pygame.Rect(*plan.scores.as_ints()), self.session, self.counted(), shown)
        if self.confetti:   # behind the board and its buttons: the paper must not hide the words
            self.confetti.draw(surface)
        board, summary, rec = self.board, self.summary, self.record
        if board is not None and summary is not None and rec is not None:
            panel = grown(board.panel, self.age, BOARD_GROWS)
            if panel == board.panel:   # sprung open: the board as it stays, and the totals counting
                surface.blit(self.painter.picture(board, summary, rec), board.panel)
                self.painter.draw_totals(surface, board, summary)
                self._draw_accuracy(surface, board)
                if self.show_hands:
                    self._draw_hands(surface, rec)
            else:
                theme.rounded_panel(surface, panel, BOARD_FILL, theme.GOLD, radius=theme.px(24), width=3)
        self.buttons.draw(surface, show_focus=not self.host.pointer_active)
        self.draw_overlays(surface)

    def accuracy_words(self) -> tuple[str, str] | None:
        """The analyst's line for this hand and its costliest choice (None: not weighed).  In
        practice the review beneath lists the costly choices: the line alone then."""
        rec = self.record
        if rec is None:
            return None
        session = self.session
        names = {seat: session.seats[seat].name for seat in session.human_seats}
        words = None if self.ctx.practice else (lambda d: review_line(d.phase, d.review))
        return hand_words(self.ctx.accuracy, self.ctx.accuracy.key(rec.hand_number), names, words)

    def _draw_accuracy(self, surface: pygame.Surface, board: BoardLayout) -> None:
        said = self.accuracy_words()
        area = board.accuracy
        if said is None or area is None:
            return
        line, note = said
        figures = self.ctx.accuracy.hand(self.ctx.accuracy.key(self.record.hand_number)) if self.record else None
        pending = figures is not None and figures.pending
        if pending:   # a sign that it is coming: dots that count up
            line += "." * (1 + int(self.age * 2.5) % 3)
        row = area.h // (1 if self.ctx.practice else 3)
        text, size = theme.fitted(line, SMALL, area.w, bold=not pending)
        theme.blit_text(surface, text, size, (area.centerx, area.y + row // 2),
                        theme.MUTED if pending else theme.GOLD_BRIGHT, "center", bold=not pending)
        if note and not self.ctx.practice:
            lines, size = theme.wrap_to_fit(note, SMALL, area.w, 2)
            for i, text in enumerate(lines):
                theme.blit_text(surface, text, size, (area.centerx, area.y + row * (i + 1) + row // 2), theme.CREAM,
                                "center")

    def _draw_hands(self, surface: pygame.Surface, rec: HandRecord) -> None:
        art = self.view.art_for(self.view.layout.mini_card[1])
        cw, ch = art.card_size
        n = len(rec.hands)
        w, h = surface.get_size()
        row_h = ch + theme.px(14)
        name_w = max(theme.text_width(self.session.seats[s].name, SMALL) for s in range(n)) + theme.px(16)
        block = pygame.Rect(0, 0, min(w - theme.px(40), 2 * (name_w + 5 * (cw + 4)) + theme.px(60)),
                            ((n + 1) // 2) * row_h + theme.line_height(SMALL) + theme.px(40))
        block.midbottom = (w // 2, self.buttons.bounds().top - theme.px(16))
        theme.rounded_panel(surface, block, (6, 18, 12, 255), theme.GOLD)   # opaque: no board text shows through
        theme.blit_text(surface, "Every hand at the first lead", SMALL,
                        (block.centerx, block.y + theme.px(10) + theme.line_height(SMALL) // 2), theme.GOLD, bold=True)
        for seat, cards in enumerate(rec.hands):
            col, row = seat % 2, seat // 2
            x = block.x + theme.px(20) + col * block.w // 2
            y = block.y + theme.line_height(SMALL) + theme.px(24) + row * row_h
            theme.blit_text(surface, self.session.seats[seat].name, SMALL, (x, y + ch // 2), theme.CREAM, "midleft")
            for i, card in enumerate(cards):
                surface.blit(art.face(card), (x + name_w + i * (cw + 4), y))

    def readable_items(self) -> list[tuple[Hashable, pygame.Rect]]:
        """The board and its buttons, the corner panels above the dimmed table, the strip."""
        plan = self.view.layout.plan
        items: list[tuple[Hashable, pygame.Rect]] = [(("panel", "scores"), pygame.Rect(*plan.scores.as_ints())),
                                                     (("panel", "contract"), pygame.Rect(*plan.bidding.as_ints()))]
        if self.chrome.status is not None:
            items.append((("status",), self.chrome.status.panel))
        if self.board is not None:
            items.append((("board",), self.board.panel))
        for button in self.buttons.buttons:
            items.append((("button", button.label), button.rect))
        return items

    def review_lines(self, rec: HandRecord, width: int) -> list[tuple[str, float, tuple[int, int, int], str]]:
        """Practice: the person's choices this hand as the expert weighed them, as lines for
        ``width`` (text, size, colour, anchor); only a choice that cost a point or more is called a
        mistake.  The board is as tall as these lines (laid out again when the review comes in)."""
        history = self.session.moves
        mine = [d for d in self.ctx.hints.decisions
                if d["hand"] == rec.hand_number and "review" in d and still_played(d, history)]
        waiting = sum(1 for d in mine if not d["review"].ready())
        weighed = [(d, d["review"].value()) for d in mine if d["review"].ready()]
        weighed = [(d, r) for d, r in weighed if r is not None]
        costly = [(d, r) for d, r in weighed if r.mistake]
        units = {r.unit for _, r in weighed}
        head = review_heading(len(mine), units, waiting, [r.unit for _, r in costly])
        if not costly:
            colour = theme.MUTED if waiting or not mine else theme.GREEN_OK
            lines, size = theme.wrap_to_fit(head, SMALL, width, 2)
            return [(line, size, colour, "midtop") for line in lines]
        costly = sorted(costly, key=lambda pair: -pair[1].cost)[:2] if len(costly) > 2 else costly
        text, size = theme.fitted(head, SMALL, width, True)
        out = [(text, size, theme.GOLD, "head")]
        people = len(self.session.human_seats) > 1   # two at the screen: each choice is named
        for d, review in costly:
            said = review_line(d["phase"], review)
            if people and d.get("seat") is not None:
                said = f"{self.session.seats[d['seat']].name}: {said}"
            lines, size = theme.wrap_to_fit(said, SMALL, width, 2)
            out += [(line, size, theme.CREAM, "midleft") for line in lines]
        return out
