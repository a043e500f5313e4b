"""Tricks: legal cards raised, illegal attempts explained, the winner's sweep and why it won."""

from __future__ import annotations

import logging
import re

import pygame

from game.engine import actions as A
from game.engine.cards import CARDS
from game.engine.hand_summary import trick_value
from game.engine.tricks import winner_index
from game.levels.trainer import explain_winner
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.kit.widgets import PopText
from game.ui.scenes.hand_input import HandInput
from game.ui.scenes.table_scene import TableScene
from game.ui.table.card_painter import WINNER_RING, winner_last
from game.ui.table.status_strip import Banner
from game.ui.table.table_flow import Stage
from game.ui.table.table_view import HeldTrick

log = logging.getLogger(__name__)

HOLD_SECONDS = 1.15       # the least a trick stays on the table before it is gathered
READING_START = 0.6       # a trick's reason is read in this long, and this long a word more
READING_PER_WORD = 0.2    # (about five words a second: a slow reader at the table)
READING_MOST = 4.5        # a long reason is skimmed; a press gathers the trick at once


def reading_seconds(text: str) -> float:
    """How long a person needs to read ``text`` at normal speed (words of letters count; a card
    or a run of ranks is taken in at a glance)."""
    words = len(re.findall(r"[A-Za-z]{2,}", text))
    return min(READING_MOST, max(HOLD_SECONDS, READING_START + READING_PER_WORD * words))


def why_trick_won(cards: list[int], trump: int) -> str:
    """One line a person can learn from ("J♠ wins: the jack is the second-highest trump")."""
    try:
        return explain_winner(cards, trump)
    except Exception:  # the explanation is a nicety; the table must go on
        log.exception("no explanation for the trick %s with trump %d", cards, trump)
        return f"{CARDS[cards[winner_index(cards, trump)]].symbol()} wins the trick"


YOUR_TURN_SIZE = 28


class TrickScene(TableScene):
    name = "trick"
    stage = Stage.TRICK

    def on_enter(self) -> None:
        self.hand = HandInput(self.ctx, self.host)
        self.hold_left = 0.0
        self.held_index = -1
        self.why: str | None = None
        self.who = ""        # who takes the held trick, as the strip says it ("You take the trick.")
        self.why_age = 99.0
        self.ctx.effects.hush(older_than=1.0)   # the last phase's words give way to this one's
        super().on_enter()
        self._mark_legal()

    def holding(self) -> bool:
        return self.view.hold_trick is not None

    def follow_the_engine(self) -> None:
        """The hand's last trick stays on the table, its winner and its reason shown, until it
        is gathered: only then does the scoreboard come (a move made this very tick, the last
        card among them, is seen first)."""
        if self.view.busy or self.holding():
            return
        super().follow_the_engine()

    def _mark_legal(self) -> None:
        view = self.view
        if self.session.human_to_act():
            legal: set[int] = set(self.snap.legal_actions)   # plays are their cards
            hand = set(c for c, _ in view.hand_placements(self.snap, self.session.viewer))
            new_raised, new_dim = legal if len(legal) < len(hand) else set(), hand - legal
        else:
            new_raised, new_dim = set(), set()
        if new_raised != view.raised or new_dim != view.dimmed:
            view.raised, view.dimmed = new_raised, new_dim
            view.sync(self.snap)

    def after_state_change(self) -> None:
        super().after_state_change()
        self._mark_legal()

    def update_scene(self, dt: float) -> None:
        self.why_age += dt
        hold = self.view.hold_trick
        if hold is not None and not self.view.busy:
            if self.held_index != hold[0]:
                self._start_hold(hold)
            else:
                self.hold_left -= dt
                if self.hold_left <= 0:
                    self._sweep(hold)
        self._mark_legal()
        if self.holding():   # Enter gathers the trick now: no card of yours looks as if Enter played it
            self.view.focus_card = None
            return
        mouse = self.mouse_in_use()
        self.hand.show_focus(not mouse and self.session.human_to_act(), mouse)

    def _start_hold(self, hold: HeldTrick) -> None:
        index, pairs, winner = hold
        self.held_index = index
        self.why = why_trick_won([c for _, c in pairs], self.snap.trump)
        self.who = self._taker(winner)
        self.hold_left = self.turns.paced(reading_seconds(self.why))
        self.why_age = 0.0

    def _sweep(self, hold: HeldTrick) -> None:
        _, _, winner = hold
        self.host.sound.play("trick")
        mine = self.snap.side_of(winner) == self.snap.side_of(self.session.viewer)
        x, y = self.view.label_anchor(winner)
        above_plate = (x, y - theme.line_height(40, bold=True))   # rises from above the name, not over it
        self.ctx.effects.popups.append(PopText(trick_value(self.snap.rules), above_plate,
                                               theme.GREEN_OK if mine else theme.BAD, 40, 1.0, 40))
        self.view.sweep_trick(winner)
        self.view.sync(self.snap)

    def handle_table(self, intent: Intent) -> None:
        if intent.kind is IntentKind.NEXT_TAB or intent.kind is IntentKind.PREV_TAB:
            self.ctx.last_trick_open = not self.ctx.last_trick_open
            return
        hold = self.view.hold_trick
        if hold is not None and intent.kind in (IntentKind.CONFIRM, IntentKind.CLICK):
            if self.held_index != hold[0]:
                self._start_hold(hold)
            self._sweep(hold)
            self.view.finish_animations()
            return
        if not self.session.human_to_act():
            return
        card = self.hand.handle(intent)
        if card is not None:
            self.send(A.play(card))

    def on_hint(self, action: A.PlayerAction) -> None:
        if not isinstance(action, A.CardPlay):   # (a trick's hint is always a card to play)
            return
        card = int(action.card)
        self.view.focus_card = card
        pairs = self.view.hand_placements(self.snap, self.session.viewer)
        for i, (c, _) in enumerate(pairs):
            if c == card:
                self.hand.focus = i

    def _taker(self, winner: int) -> str:
        """Who takes the trick, as the strip's heading says it."""
        if winner == self.session.viewer and self.ctx.couch is None:   # two at the TV: each by name
            return "You take the trick."
        return f"{self.session.seats[winner].name} takes the trick."

    def passing_banner(self) -> Banner | None:
        """Who took the trick and why, while it is still on the table (a press gathers it)."""
        if self.why and self.view.hold_trick is not None:
            return Banner("why", self.who, self.why, min(1.0, self.why_age / 0.15))
        return None

    def _your_turn(self) -> tuple[str, tuple[int, int]] | None:
        """"Your lead" or "Your play" beside your plate while it is your turn, and where."""
        if self.session.human_to_act() and self.view.hold_trick is None:
            plate = self.plates.get(self.session.viewer)
            if plate is not None:
                lead = "Your lead" if not self.snap.trick else "Your play"
                return lead, (plate.rect.left - theme.px(16), plate.rect.centery)
        return None

    def _last_trick_panel(self) -> pygame.Rect | None:
        """The open last-trick panel's place (T shows it), or None."""
        if not (self.ctx.last_trick_open and self.snap.tricks):
            return None
        art = self.view.art_for(self.view.layout.trick_card[1])
        cw, ch = art.card_size
        gap = theme.px(18)
        header, why = self._last_trick_words()
        width = max(len(self.snap.tricks[-1].plays) * (cw + gap) + gap * 2,   # wide enough for its words too
                    theme.text_width(header, 28, bold=True) + gap * 2, theme.text_width(why, 22) + gap * 2)
        rect = pygame.Rect(0, 0, width, ch + theme.px(120))
        w, h = self.view.size
        rect.center = (w // 2, h // 2 - theme.px(40))
        return rect

    def control_rects(self) -> list[pygame.Rect]:
        """"Your turn" and the last trick's panel, while shown."""
        rects: list[pygame.Rect] = []
        turn = self._your_turn()
        if turn is not None:
            rects.append(theme.text_rect(turn[0], YOUR_TURN_SIZE, turn[1], theme.GOLD_BRIGHT, "midright", bold=True))
        panel = self._last_trick_panel()
        if panel is not None:
            rects.append(panel.inflate(4, 4))
        return rects

    def draw_controls(self, surface: pygame.Surface) -> None:
        turn = self._your_turn()
        if turn is not None:
            theme.blit_text(surface, turn[0], YOUR_TURN_SIZE, turn[1], theme.GOLD_BRIGHT, "midright", bold=True)
        panel = self._last_trick_panel()
        if panel is not None:
            self._draw_last_trick(surface, panel)

    def _last_trick_words(self) -> tuple[str, str]:
        """The last-trick panel's heading and its line on why the trick was won."""
        trick = self.snap.tricks[-1]
        return (f"Last trick: {self.session.seats[trick.winner].name} won it",
                why_trick_won(list(trick.cards), self.snap.trump))

    def _draw_last_trick(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        trick = self.snap.tricks[-1]
        art = self.view.art_for(self.view.layout.trick_card[1])
        cw, ch = art.card_size
        gap = theme.px(18)
        header, why = self._last_trick_words()
        theme.rounded_panel(surface, rect, (8, 22, 14, 240), theme.GOLD_BRIGHT)
        theme.blit_text(surface, header, 28, (rect.centerx, rect.y + theme.px(24)), theme.GOLD, bold=True)
        cards_width = len(trick.plays) * (cw + gap) + gap * 2
        places = {play.seat: rect.centerx - cards_width // 2 + gap * 2 + i * (cw + gap)
                  for i, play in enumerate(trick.plays)}
        for seat, card in winner_last(trick.plays, trick.winner):   # in play order, the winner on top, ringed
            x, y = places[seat], rect.y + theme.px(48)
            surface.blit(art.face(card), (x, y))
            if seat == trick.winner:
                ring = art.highlight_outline(WINNER_RING, max(3, round(ch * 0.035)))
                surface.blit(ring, ring.get_rect(center=(x + cw // 2, y + ch // 2)))
            theme.blit_text(surface, self.session.seats[seat].name, 20, (x + cw / 2, rect.y + theme.px(60) + ch),
                            theme.GOLD_BRIGHT if seat == trick.winner else theme.CREAM)
        theme.blit_text(surface, why, 22, (rect.centerx, rect.bottom - theme.px(20)), theme.CREAM)
