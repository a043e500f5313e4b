"""Game over: its own screen, not the last hand's board with a new title.

Who won and the final scores, the game told as a chart of every side's total hand by hand,
bids made and set, the best hand, and your statistics, with fireworks and confetti when you
won.  ``layout_controls`` lays it out to its content; ``draw`` only reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.ai.accuracy_figures import LEVEL_ACCURACY, like_level
from game.engine.hand_summary import summarize_hand
from game.ui.core.intents import Intent
from game.ui.core.tween import ease_out_cubic
from game.ui.kit import backdrop, theme
from game.ui.kit.celebration import Confetti, Fireworks
from game.ui.kit.widgets import Button, ButtonGroup, grown
from game.ui.scenes.host import GoToTitle, NewGameLike
from game.ui.scenes.table_scene import TableScene
from game.ui.table import panels
from game.ui.table.skill_book import figure_text
from game.ui.table.table_flow import Stage

HEADLINE, BODY, SMALL = 60, 28, 24
CHART_SHARE = 0.3   # of the screen's height


@dataclass(frozen=True)
class GameStory:
    """The game in figures, read from its hand records."""

    winner: int
    totals: tuple[tuple[int, ...], ...]      # per side: its total before the first hand and after each
    bids: tuple[tuple[int, int], ...]        # per side: (made, set)
    best: str | None                      # the best hand, in words
    hands: int          # hands played out (the chart's points)
    dealt: int = 0      # hands dealt, all-pass redeals too: the score panel's "Hand N" at the end


def tell_the_game(session: Any) -> GameStory:
    """The story of a finished game (or one in progress) from the snapshot's records."""
    snap = session.snapshot
    rules = snap.rules
    records = [r for r in snap.records if not r.redeal]
    sides = rules.side_count
    totals = [[0] for _ in range(sides)]
    bids = [[0, 0] for _ in range(sides)]
    best: tuple[int, str] | None = None
    for rec in records:
        for side in range(sides):
            totals[side].append(rec.scores[side])
        if rec.bidder is not None and rec.made is not None:
            bids[rules.side_of(rec.bidder)][0 if rec.made else 1] += 1
        summary = summarize_hand(rules, rec)
        for result in summary.sides:
            if best is None or result.change > best[0]:
                who = panels.side_name(session, result.side)
                best = (result.change, f"Hand {rec.hand_number + 1}: {who} {result.change:+d} ({result.reason})")
    # The hands as the score panel counts them (an all-pass redeal is a hand dealt too).
    dealt = snap.records[-1].hand_number + 1 if snap.records else 0
    return GameStory(snap.winner_side, tuple(tuple(t) for t in totals), tuple((made, lost) for made, lost in bids),
                     best[1] if best else None, len(records), dealt)


def person_line(session: Any, seat: int) -> str:
    """One person's game in figures: "Ann: 14 tricks of 40; won the bid 3 times, made 2"."""
    records = [r for r in session.snapshot.records if not r.redeal]
    tricks = sum(rec.tricks_won_by(seat) for rec in records)
    total = sum(len(rec.tricks) for rec in records)
    bids = [rec for rec in records if rec.bidder == seat and rec.made is not None]
    made = sum(1 for rec in bids if rec.made)
    line = f"{session.seats[seat].name}: took {tricks} trick{'s' if tricks != 1 else ''} of {total}"
    if session.rules.auction:
        line += f"; won the bid {len(bids)} time{'s' if len(bids) != 1 else ''}, made {made}"
    return line


class GameOverScene(TableScene):
    name = "game-over"
    stage = Stage.GAME_OVER

    def on_enter(self) -> None:
        self.story = tell_the_game(self.session)
        self.age = 0.0
        self.buttons = ButtonGroup(self._press)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.chart = pygame.Rect(0, 0, 0, 0)
        self._beneath = backdrop.StillBeneath()
        self._moving_on = False
        self.view.finish_animations()
        super().on_enter()
        session, rules = self.session, self.session.rules
        won = any(self.story.winner == rules.side_of(seat) for seat in session.human_seats)
        size = self.host.size
        self.fireworks: Fireworks | None = Fireworks(size, 9, self.story.hands) if won else None
        self.confetti: Confetti | None = Confetti(size[0], 160, self.story.hands, seconds=6.0) if won else None
        self.host.sound.play("win" if won or not session.human_seats else "set")

    def headline(self) -> str:
        session, rules = self.session, self.session.rules
        winner = self.story.winner
        humans = session.human_seats
        winners = [session.seats[seat].name for seat in humans if rules.side_of(seat) == winner]
        if len(humans) > 1 and winners:   # two people at the screen: by name, never "You"
            return f"{' and '.join(winners)} win{'' if len(winners) > 1 else 's'} the game!"
        if humans and winner == rules.side_of(session.home_seat):
            return "You win the game!"
        players = panels.side_players(session, winner)
        return f"{players} win the game" if rules.partnerships and rules.players > 2 else f"{players} wins the game"

    # ------------------------------------------------------------------ layout

    def layout_controls(self) -> None:
        self.buttons.set_buttons([Button("New game", "new", accent=True), Button("Main menu", "menu")])
        w, h = self.host.size
        line, small = theme.line_height(BODY), theme.line_height(SMALL)
        width = min(w - theme.px(60), max(theme.px(1100), round(w * 0.62)))
        chart_h = max(theme.px(160), round(h * CHART_SHARE))
        height = (theme.px(28) + theme.line_height(HEADLINE, True) + theme.px(8) + line + theme.px(16) + chart_h
                  + theme.px(16) + (len(self._bid_lines()) + 2 + len(self._own_lines())) * round(small * 1.2)
                  + theme.px(24))
        button_h = round(self.view.layout.plan.button_height)
        height = min(height, h - button_h - theme.px(60))
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.centerx = w // 2
        self.panel.y = max(theme.px(16), (h - height - button_h - theme.px(30)) // 2)
        top = self.panel.y + theme.px(28) + theme.line_height(HEADLINE, True) + theme.px(8) + line + theme.px(16)
        self.chart = pygame.Rect(self.panel.x + theme.px(90), top, width - theme.px(200), chart_h)
        self.buttons.layout_row((w / 2, self.panel.bottom + theme.px(18) + button_h // 2), button_h, theme.px(18),
                                min_width=theme.px(240))

    # ------------------------------------------------------------------ input and time

    def _press(self, value: Any) -> None:
        if value == "new":
            self.host.navigate(NewGameLike(self.ctx))
        elif value == "menu":
            self.host.navigate(GoToTitle())

    def handle_table(self, intent: Intent) -> None:
        self.buttons.handle(intent)

    def follow_the_engine(self) -> None:
        """The game is over: nothing follows but what you choose."""

    def update(self, dt: float) -> None:
        self.age += dt
        self.ctx.clock += dt
        self.ctx.effects.update(dt)
        self.refresh_status()
        for effect in (self.fireworks, self.confetti):
            if effect is not None:
                effect.update(dt)
        options = self.host.options
        if (options.demo or options.autoplay is not None) and self.age > self.turns.paced(4.0) and not self._moving_on:
            self._moving_on = True
            self._press("new")

    @property
    def animating(self) -> bool:
        effects = [e for e in (self.fireworks, self.confetti) if e is not None]
        return (self.age < 1.6 or any(not e.done for e in effects) or self.ctx.effects.busy
                or self.ctx.accuracy.pending)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self._beneath.draw(surface, id(self), self.draw_table, 170)
        panel = grown(self.panel, self.age, 0.5)
        theme.rounded_panel(surface, panel, (10, 28, 18, 255), theme.GOLD_BRIGHT, radius=theme.px(28), width=4)
        if panel == self.panel:
            self._draw_story(surface)
        self.buttons.draw(surface, show_focus=not self.host.pointer_active)
        for effect in (self.fireworks, self.confetti):
            if effect is not None:
                effect.draw(surface)
        self.draw_overlays(surface)

    def _draw_story(self, surface: pygame.Surface) -> None:
        panel, story, session = self.panel, self.story, self.session
        rules = session.rules
        y = panel.y + theme.px(28) + theme.line_height(HEADLINE, True) // 2
        t = ease_out_cubic(min(1.0, self.age / 0.4))
        text, size = theme.fitted(self.headline(), HEADLINE, panel.w - theme.px(60), True)
        head = theme.text_with_shadow(text, size, theme.GOLD_BRIGHT, bold=True)
        if t < 1.0:
            head = pygame.transform.smoothscale(head, (max(1, round(head.get_width() * (0.5 + 0.5 * t))),
                                                       max(1, round(head.get_height() * (0.5 + 0.5 * t)))))
        surface.blit(head, head.get_rect(center=(panel.centerx, y)))
        y += theme.line_height(HEADLINE, True) // 2 + theme.px(8) + theme.line_height(BODY) // 2
        finals = "   ".join(f"{panels.side_name(session, s)} {totals[-1]}" for s, totals in enumerate(story.totals))
        theme.blit_fitted(surface, f"{finals}   ·   {story.dealt} hands, first to {rules.target}", BODY,
                          (panel.centerx, y), panel.w - theme.px(60), theme.CREAM, bold=True)
        self._draw_chart(surface)
        small = round(theme.line_height(SMALL) * 1.2)
        y = self.chart.bottom + theme.px(16) + small // 2
        x = panel.x + theme.px(40)
        width = panel.w - theme.px(80)
        for side, line in self._bid_lines():
            theme.blit_fitted(surface, line, SMALL, (x, y), width,
                              panels.SIDE_COLOURS[side % len(panels.SIDE_COLOURS)], "midleft")
            y += small
        if story.best:
            theme.blit_fitted(surface, f"Best hand: {story.best}", SMALL, (x, y), width, theme.GOLD, "midleft")
            y += small
        for line, colour in self._own_lines():
            theme.blit_fitted(surface, line, SMALL, (x, y), width, colour, "midleft")
            y += small

    def _own_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """Each person's own figures: with two at the screen, each one's tricks and bids in this
        game and their games together; with one, your games so far."""
        session = self.session
        humans = session.human_seats
        lines = [(person_line(session, seat), theme.CREAM) for seat in humans] if len(humans) > 1 else []
        accuracy = self.accuracy_line()
        if accuracy is not None:
            lines.append(accuracy)
        stats = self.host.profile.stats_for(len(humans))
        if humans and stats.games:
            rate = f"{100 * stats.wins / stats.games:.0f}%"
            bids = stats.bids_made + stats.bids_set
            made = f"{100 * stats.bids_made / bids:.0f}%" if bids else "-"
            whose = "Your games together" if len(humans) > 1 else "Your games"
            line = f"{whose}: {stats.games} played, {stats.wins} won ({rate}); {stats.hands_played} hands"
            if bids:
                line += f", bids made {made}"
            lines.append((line, theme.MUTED))
        return lines

    def accuracy_line(self) -> tuple[str, tuple[int, int, int]] | None:
        """The game's accuracy, every weighed hand's decisions together (None: none was weighed);
        while a hand is still being weighed, that it is coming."""
        book, session = self.ctx.accuracy, self.session
        if not book.hands or not session.human_seats:
            return None
        alone = len(session.human_seats) == 1
        if book.pending:
            dots = "." * (1 + int(self.age * 2.5) % 3)
            return ("Your accuracy this game is being worked out" if alone
                    else "Each player's accuracy this game is being worked out") + dots, theme.MUTED
        game = book.game()
        if game is None:
            return "The accuracy of this game could not be worked out", theme.MUTED
        if alone:
            seat = session.home_seat
            mine = game.get(seat)
            line = f"Your accuracy this game: {figure_text(mine.accuracy if mine else None)}"
            if mine is not None and mine.decisions:
                line += f" over {len(mine.decisions)} decisions"
            if mine is not None and mine.accuracy is not None:
                level = like_level(mine.accuracy)
                line += f" (the {level} level plays at about {LEVEL_ACCURACY[level]:.0f})"
        else:
            line = "Accuracy this game: " + "  ·  ".join(
                f"{session.seats[seat].name} {figure_text(game[seat].accuracy if seat in game else None)}"
                for seat in session.human_seats)
        return line, theme.GOLD_BRIGHT

    def _bid_lines(self) -> list[tuple[int, str]]:
        """Each side's bids made and set: none where there is no auction (forty-five)."""
        if not self.session.rules.auction:
            return []
        return [(side, f"{panels.side_name(self.session, side)}: bids made {made}, set {set_}")
                for side, (made, set_) in enumerate(self.story.bids)]

    def _draw_chart(self, surface: pygame.Surface) -> None:
        """Every side's total after each hand, against the target."""
        chart, story, rules = self.chart, self.story, self.session.rules
        values = [v for totals in story.totals for v in totals]
        low, high = min(0, *values), max(rules.target, *values)
        span = max(1, high - low)
        hands = max(1, story.hands)

        def point(i: int, v: int) -> tuple[int, int]:
            return (round(chart.x + chart.w * i / hands), round(chart.bottom - chart.h * (v - low) / span))
        pygame.draw.rect(surface, (16, 40, 26), chart, border_radius=theme.px(8))
        for value, label in ((0, "0"), (rules.target, str(rules.target))):
            y = point(0, value)[1]
            pygame.draw.line(surface, theme.GOLD if value else (70, 90, 76), (chart.x, y), (chart.right, y),
                             max(1, theme.px(2)))
            theme.blit_text(surface, label, SMALL, (chart.x - theme.px(10), y), theme.MUTED, "midright")
        progress = min(1.0, self.age / 1.2)   # the lines draw themselves across
        shown = max(1, round(hands * progress))
        for side, totals in enumerate(story.totals):
            colour = panels.SIDE_COLOURS[side % len(panels.SIDE_COLOURS)]
            points = [point(i, v) for i, v in enumerate(totals[:shown + 1])]
            if len(points) > 1:
                pygame.draw.lines(surface, colour, False, points, max(2, theme.px(4)))
            for p in points:
                pygame.draw.circle(surface, colour, p, max(2, theme.px(5)))
            if progress >= 1.0:
                theme.blit_text(surface, str(totals[-1]), SMALL, (points[-1][0] + theme.px(12), points[-1][1]),
                                colour, "midleft", bold=True)
