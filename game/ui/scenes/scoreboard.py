"""Scoreboard after each hand: points taken, bid made or set with a flourish, running totals,
the 95 announcement, and game over with a new game.  Practice adds a review of the hand."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.cards import TRUMP_RANK, Card
from game.engine.tricks import winner_index
from game.engine.wording import contract_text
from game.ui import backdrop, hud, theme
from game.ui.analysis import review_line, still_played
from game.ui.intents import Intent, IntentKind
from game.ui.host import GoToTitle, NewGameLike, ReplayDeal, ShowTable
from game.ui.scenes.table_scene import TableScene
from game.ui.table_flow import Stage
from game.ui.widgets import Button, ButtonGroup, Confetti, dim
from game.ui.tween import ease_out_back, ease_out_cubic


def panel_rect(size: tuple[int, int]) -> pygame.Rect:
    """The results panel: centred a little high, leaving a row for the buttons beneath."""
    w, h = size
    rect = pygame.Rect(0, 0, min(w - theme.px(60), theme.px(1060)),
                       min(h - theme.px(150), theme.px(800)))
    rect.center = (w // 2, round(h * 0.45))
    rect.top = max(theme.px(20), rect.top)
    return rect


class ScoreboardScene(TableScene):
    name = "scoreboard"
    stage = Stage.SCOREBOARD

    def on_enter(self) -> None:
        snap = self.snap
        shown = self.ctx.scores.scored_hands
        records = snap.records
        self.record = records[shown] if shown < len(records) else (records[-1] if records else None)
        self.game_over = snap.game_over and shown >= len(records) - 1
        self.age = 0.0
        self.show_hands = False
        self.confetti = None
        self._moving_on = False
        self._under_key: tuple = ()   # cache: the still table beneath the panel, drawn once
        # The last trick is still flying to its winner: land it now, under the panel, so the
        # table beneath is still and can be drawn once instead of every frame.
        self.view.finish_animations()
        self.buttons = ButtonGroup(self._press)
        super().on_enter()
        self._announce()

    def _announce(self) -> None:
        rec = self.record
        if rec is None:
            return
        session = self.session
        rules = session.rules
        mine = rules.side_of(session.viewer)
        sound = self.host.sound
        if rec.get("made") is True:
            sound.play("made")
        elif rec.get("made") is False:
            sound.play("set")
        if rec.get("made") is True and rules.side_of(rec["bidder"]) == mine or (
                self.game_over and self.snap.winner_side == mine and session.human_seats):
            self.confetti = Confetti(self.host.size[0], 90, rec.get("hand_number", 0))
        if self.game_over:
            sound.play("win")
        announced = self.ctx.scores.announced
        for text in rec.get("announcements", []):
            if text not in announced:
                announced.add(text)
                self.ctx.toast(f"Scorekeeper: {text}!", 4.0)
        self.host.record_hand(self.ctx, rec)

    def layout_controls(self) -> None:
        buttons: list[Button] = []
        if self.game_over:
            buttons.append(Button("New game", "new", accent=True))
            buttons.append(Button("Main menu", "menu"))
        else:
            buttons.append(Button("Next hand", "next", accent=True))
        buttons.append(Button("Hide hands" if self.show_hands else "Show all hands", "hands"))
        if self.ctx.practice and self.session.hand_start is not None and not self.game_over:
            buttons.append(Button("Replay this deal", "replay"))
        self.buttons.set_buttons(buttons)
        w, h = self.host.size
        below = panel_rect((w, h)).bottom + theme.px(48)
        self.buttons.layout_row((w / 2, min(h - theme.px(40), below)), theme.px(62), theme.px(18),
                                min_width=theme.px(220))

    def _press(self, value: Any) -> None:
        ctx = self.ctx
        if value == "hands":
            self.show_hands = not self.show_hands
            self.layout_controls()
            return
        if value == "new":
            self.host.navigate(NewGameLike(ctx))
            return
        if value == "menu":
            self.host.navigate(GoToTitle())
            return
        if value == "replay":
            self.host.navigate(ReplayDeal(ctx))
            return
        if self.game_over:
            return
        ctx.scores.scored_hands += 1
        self.host.autosave(ctx)
        self.host.navigate(ShowTable(ctx))

    def update(self, dt: float) -> None:
        self.age += dt
        self.ctx.clock += dt
        self.view.update(dt)
        self.ctx.effects.update(dt)
        if self.confetti:
            self.confetti.update(dt)
        options = self.host.options
        wait = self.paced(2.5)
        if (options.demo or options.autoplay is not None) and self.age > wait + (options.autoplay or 0.0) \
                and not self._moving_on:
            self._moving_on = True
            self._press("new" if self.game_over else "next")

    @property
    def animating(self) -> bool:
        return (self.age < 1.5 or self.view.busy or self.ctx.effects.busy
                or (self.confetti is not None and self.confetti.age < Confetti.SECONDS))

    def handle_table(self, intent: Intent) -> None:
        if self.buttons.handle(intent):
            return
        if intent.kind is IntentKind.NEXT_TAB:
            self._press("hands")

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        # The table beneath is still once its cards have settled: draw it once, then reuse it
        # (a cache in a buffer made ahead of time: copying the screen anew costs ~90 ms at 4K).
        size = surface.get_size()
        key = (size, theme.px(100), id(self))
        whole = surface.get_clip() == surface.get_rect()
        if self._under_key == key:
            surface.blit(backdrop.buffer("under", size), (0, 0))
        else:
            self.draw_table(surface)
            dim(surface, 140)
            if not self.view.busy and whole:
                backdrop.buffer("under", size).blit(surface, (0, 0))
                self._under_key = key
        rec = self.record
        if rec is None:
            return
        w, h = surface.get_size()
        grow = ease_out_back(min(1.0, self.age / 0.45))
        panel = panel_rect((w, h))
        if grow < 1.0:
            panel = panel.inflate(-(1 - grow) * panel.w * 0.3, -(1 - grow) * panel.h * 0.3)
        theme.rounded_panel(surface, panel, (10, 28, 18, 255), theme.GOLD, radius=theme.px(24), width=3)
        self._draw_headline(surface, panel, rec)
        self._draw_table(surface, panel, rec)
        if self.show_hands:
            self._draw_hands(surface, rec)
        elif self.ctx.practice:
            self._draw_review(surface, panel, rec)
        self.buttons.draw(surface, show_focus=not self.host.pointer_active)
        if self.confetti:
            self.confetti.draw(surface)
        for pop in self.ctx.effects.popups:
            pop.draw(surface)
        self.draw_toasts(surface)

    def _draw_headline(self, surface: pygame.Surface, panel: pygame.Rect, rec: dict) -> None:
        session = self.session
        rules = session.rules
        if self.game_over:
            winner = self.snap.winner_side
            mine = rules.side_of(session.viewer)
            if session.human_seats:
                text = "You win the game!" if winner == mine else f"{hud.side_name(session, winner)} win the game"
                if not rules.partnerships:
                    text = "You win the game!" if winner == session.viewer else f"{session.seats[winner].name} wins the game"
            else:
                text = f"{hud.side_name(session, winner)} win the game"
            colour = theme.GOLD_BRIGHT
        elif rec.get("bid") is None:
            text, colour = f"Hand {rec['hand_number'] + 1}", theme.GOLD_BRIGHT
        else:
            who = session.seats[rec["bidder"]].name
            bid = contract_text(rec["bid"])
            if rec.get("made"):
                text, colour = f"{who} made {bid}!", theme.GREEN_OK
            else:
                text, colour = f"{hud.was(who)} set at {bid}!", theme.BAD
        t = ease_out_cubic(min(1.0, self.age / 0.35))
        headline = theme.text_with_shadow(text, 54, colour, bold=True)  # rendered once, then scaled
        if t < 1.0:
            w, h = headline.get_size()
            headline = pygame.transform.smoothscale(headline, (max(1, round(w * (0.6 + 0.4 * t))),
                                                               max(1, round(h * (0.6 + 0.4 * t)))))
        surface.blit(headline, headline.get_rect(center=(panel.centerx, panel.y + theme.px(66))))
        trump = "♠♥♦♣"["SHDC".index(rec["trump"])] if rec.get("trump") else ""
        sub = f"Trump {trump}"
        if rec.get("called_card"):
            partner = rec.get("partner")
            who = session.seats[partner].name if partner is not None else "nobody: played alone"
            sub += f"  ·  called {Card.parse(rec['called_card']).symbol()}, partner {who}"
        if rec.get("bagged"):
            sub += "  ·  the dealer was bagged"
        theme.blit_text(surface, sub, 26, (panel.centerx, panel.y + theme.px(118)), theme.CREAM)

    def _draw_table(self, surface: pygame.Surface, panel: pygame.Rect, rec: dict) -> None:
        session = self.session
        cols = [panel.x + theme.px(70), panel.x + panel.w * 0.60, panel.x + panel.w * 0.74, panel.x + panel.w * 0.88]
        y = panel.y + theme.px(170)
        for text, x in zip(("", "Took", "Hand", "Total"), cols):
            theme.blit_text(surface, text, 22, (x, y), theme.GOLD, "midleft" if not text else "center", bold=True)
        row_h = theme.px(44)
        count_t = min(1.0, max(0.0, (self.age - 0.4) / 0.8))
        for side, seats in enumerate(rec["sides"]):
            y += row_h
            names = " & ".join(session.seats[s].name for s in seats)
            label = hud.side_name(session, side)
            if label != names and session.rules.partnerships:
                label = f"{label} ({names})"
            pygame.draw.circle(surface, hud.SIDE_COLOURS[side % 6], (cols[0] - theme.px(22), y), theme.px(8))
            theme.blit_text(surface, label, 28, (cols[0], y), theme.CREAM, "midleft")
            theme.blit_text(surface, str(rec["points"][side]), 28, (cols[1], y), theme.CREAM)
            change = rec["score_change"][side]
            theme.blit_text(surface, f"{change:+d}", 30, (cols[2], y), theme.GREEN_OK if change >= 0 else theme.BAD,
                            bold=True)
            before = rec["scores"][side] - change
            shown = round(before + change * count_t)
            theme.blit_text(surface, str(shown), 32, (cols[3], y), theme.CREAM, bold=True)
        target = session.rules.target
        theme.blit_text(surface, f"First to {target} wins", 22, (panel.centerx, y + theme.px(40)), theme.MUTED)
        self._draw_trick_strip(surface, panel, rec, y + theme.px(66))

    def _draw_trick_strip(self, surface: pygame.Surface, panel: pygame.Rect, rec: dict, top: float) -> None:
        """The winning card of each trick, who took it, and where the highest trump went."""
        tricks = rec.get("tricks") or []
        if not tricks:
            return
        trump = "SHDC".index(rec["trump"])
        art = self.view.art_for(self.view.layout.small_card[1])
        cw, ch = art.card_size
        gap = theme.px(26)
        total = len(tricks) * cw + (len(tricks) - 1) * gap
        x = panel.centerx - total // 2
        best, best_seat, best_card = 0, None, None
        for trick in tricks:
            cards = [int(Card.parse(c)) for c in trick["cards"]]
            win = cards[winner_index(cards, trump)]
            for c in cards:
                if TRUMP_RANK[trump][c] > best:
                    best, best_seat, best_card = TRUMP_RANK[trump][c], trick["winner"], c
            surface.blit(art.face(win), (x, round(top)))
            name = self.session.seats[trick["winner"]].name
            theme.blit_text(surface, name, 18, (x + cw // 2, top + ch + theme.px(12)), theme.CREAM)
            x += cw + gap
        if best_card is not None:
            line = (f"Highest trump: the {Card(best_card).symbol()}, taken by "
                    f"{self.session.seats[best_seat].name}: 5 points more")
        else:
            line = "No trump was played: the hand was worth 25"
        theme.blit_text(surface, line, 22, (panel.centerx, top + ch + theme.px(40)), theme.MUTED)

    def _draw_hands(self, surface: pygame.Surface, rec: dict) -> None:
        art = self.view.art_for(self.view.layout.small_card[1])
        cw, ch = art.card_size
        n = len(rec["hands"])
        w, h = surface.get_size()
        row_h = ch + theme.px(14)
        block = pygame.Rect(0, 0, min(w - theme.px(40), 5 * (cw + 6) * 2 + theme.px(300)),
                            ((n + 1) // 2) * row_h + theme.px(70))
        block.midbottom = (w // 2, self.buttons.bounds().top - theme.px(16))
        theme.rounded_panel(surface, block, (6, 18, 12, 245), theme.GOLD)
        theme.blit_text(surface, "Every hand at the first lead", 24, (block.centerx, block.y + theme.px(22)),
                        theme.GOLD, bold=True)
        for seat, cards in enumerate(rec["hands"]):
            col, row = seat % 2, seat // 2
            x = block.x + theme.px(20) + col * block.w // 2
            y = block.y + theme.px(46) + row * row_h
            theme.blit_text(surface, self.session.seats[seat].name, 22, (x, y + ch // 2), theme.CREAM, "midleft")
            for i, text in enumerate(cards):
                surface.blit(art.face(int(Card.parse(text))), (x + theme.px(120) + i * (cw + 4), y))

    def _draw_review(self, surface: pygame.Surface, panel: pygame.Rect, rec: dict) -> None:
        """Practice: the person's choices this hand as the expert weighed them; only a
        choice that cost a point or more is called a mistake."""
        history = self.session.moves
        mine = [d for d in self.ctx.hints.decisions
                if d["hand"] == rec["hand_number"] and "review" in d and still_played(d, history)]
        waiting = sum(1 for d in mine if not d["review"].ready())
        costly = [(d, d["review"].value()) for d in mine if d["review"].ready()]
        costly = [(d, r) for d, r in costly if r is not None and r.mistake]
        rect = pygame.Rect(panel.x + theme.px(40), panel.bottom - theme.px(150), panel.w - theme.px(80), theme.px(140))
        if not costly:
            if waiting:
                text, colour = f"Review: the expert is weighing your {len(mine)} decisions…", theme.MUTED
            elif mine:
                text = f"Review: none of your {len(mine)} decisions cost a point against the expert's. Well played."
                colour = theme.GREEN_OK
            else:
                text, colour = "Review: nothing of yours to weigh this hand.", theme.MUTED
            theme.blit_text(surface, text, 24, (panel.centerx, rect.y + theme.px(60)), colour)
            return
        head = "Review: where a choice cost points"
        if len(costly) > 3:
            head += f" ({len(costly)} choices; the three costliest)"
            costly = sorted(costly, key=lambda pair: -pair[1].cost)[:3]
        if waiting:
            head += f" · still weighing {waiting}"
        theme.blit_text(surface, head, 24, (rect.x, rect.y), theme.GOLD, "topleft", bold=True)
        y = rect.y + theme.px(34)
        for d, review in costly:
            line = review_line(d["phase"], review)
            used = theme.blit_paragraph(surface, line, 20, pygame.Rect(rect.x, y, rect.w, rect.h), theme.CREAM)
            y += used + theme.px(6)

