"""The table as the player sees it: card sprites that follow the engine with tweens.

``sync(snapshot)`` reads the engine's ``TableSnapshot`` and computes where every visible card belongs
(hands, trick, kitty, turn-up)
and starts tweens toward it; cards that leave (discards, swept tricks) fly away and
fade.  The view may lag the engine on purpose: a finished trick stays on the table for a
moment before it is swept to the winner.  Drawing reads sprites only; no engine logic.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.engine import Phase, TableSnapshot
from game.engine.cards import PLAIN_RANK, SUIT_OF, TRUMP_RANK
from game.engine.protocol import AUCTION_PHASES
from game.ui.art.card_art import CardArt
from game.ui.art.table_art import felt
from game.ui.core.geometry import CardPlacement
from game.ui.core.tween import ease_in_out_cubic, ease_out_cubic
from game.ui.kit import theme
from game.ui.table.card_painter import CardPainter, TableCard, winner_last
from game.ui.table.layout import TableLayout, table_layout
from game.ui.table.screen_plan import screen_plan

# A card set moving by the engine holds still for one 60 Hz frame: that frame's spare time makes
# the pictures its flight will show (``CardPainter.look_ahead``), so no frame of it makes them.
LEAD_IN_SECONDS = 1 / 60

#: A finished trick held on the table to be read: (its index in the hand, (seat, card) in play
#: order, the winning seat).
HeldTrick = tuple[int, list[tuple[int, int]], int]


def sort_key(card: int, trump: int) -> tuple[int, int, int]:
    """Hand order: trumps first (best first), then suits alternating colour, best first."""
    if trump >= 0 and TRUMP_RANK[trump][card]:
        return (0, 0, -TRUMP_RANK[trump][card])
    order = {0: 1, 1: 2, 3: 3, 2: 4}  # spades, hearts, clubs, diamonds: colours alternate
    return (1, order[SUIT_OF[card]], -PLAIN_RANK[card])


class TableView:
    """Sprites, layout and drawing of the table for one session's viewer."""

    def __init__(
        self,
        seats: int,
        viewer: int,
        size: tuple[int, int],
        four_colour: bool = False,
        large_cards: bool = False,
        score_rows: int = 2,
    ) -> None:
        self.seats = seats
        self.score_rows = score_rows
        self.viewer = viewer
        self.four_colour = four_colour
        self.large_cards = large_cards
        self.sprites: dict[int, TableCard] = {}
        self.leaving: list[TableCard] = []
        self.raised: set[int] = set()
        self.selected: set[int] = set()
        self.focus_card: int | None = None
        self.dimmed: set[int] = set()
        self.reveal_all = False
        # None: the bottom seat's hand shows face up (one person at the screen).  A set: exactly
        # these seats' hands show, and a hand leaving it turns face down at once (two people at
        # one screen: the hand of the one on turn, or both with open hands).
        self.shown_seats: frozenset[int] | None = None
        self.face_drawn: Callable[[int], None] | None = None   # told of each face drawn (tests)
        self.hold_trick: HeldTrick | None = None
        self.swept = 0
        self.hand_number = -1
        self.speed = 1.0
        self.static_layer: pygame.Surface | None = None  # see TableScene._static_layer
        self.static_key: tuple[Hashable, ...] = ()
        self.card_seat: dict[int, int] = {}  # cards in other players' hands -> seat
        self.seat_cards: dict[int, list[int]] = {}
        # Hand placements worked out, by (seat, viewer, raised, chosen): for which snapshot and
        # layout (a cache: what it holds follows from those).
        self._placements: dict[tuple[int, int, frozenset[int], frozenset[int]],
                               tuple[TableSnapshot, TableLayout, tuple[tuple[int, CardPlacement], ...]]] = {}
        self.resize(size)

    # ------------------------------------------------------------------ geometry

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        plan = screen_plan(size, theme.line_height(theme.BODY), self.score_rows)
        self.layout: TableLayout = table_layout(size, self.seats, self.large_cards, plan)
        self.painter = CardPainter(self.layout, self.four_colour, self.large_cards)
        self.static_layer = None

    @property
    def background(self) -> pygame.Surface:
        """The felt for this window (made when first drawn, not when the table is laid out: at
        4K it takes 50 ms, which a new screen's first pictures then make in spare time)."""
        return felt(self.size)

    def view_seat(self, seat: int) -> int:
        return (seat - self.viewer) % self.seats

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        return self.layout.seat_anchors[self.view_seat(seat)]

    def label_anchor(self, seat: int) -> tuple[float, float]:
        return self.layout.label_anchors[self.view_seat(seat)]

    # ------------------------------------------------------------------ targets

    def sorted_hand(self, snap: TableSnapshot, seat: int) -> list[int]:
        return sorted((int(c) for c in snap.hands[seat]), key=lambda c: sort_key(c, snap.trump))

    def hand_placements(self, snap: TableSnapshot, seat: int) -> list[tuple[int, CardPlacement]]:
        """Where each card of ``seat``'s hand lies, in hand order.  Asked several times a step
        (focus, hit tests, targets) with the same answer until the hand, the raised or chosen
        cards or the layout change: kept for the snapshot and layout it was worked out for."""
        key = (seat, self.viewer, frozenset(self.raised), frozenset(self.selected))
        kept = self._placements.get(key)
        if kept is not None and kept[0] is snap and kept[1] is self.layout:
            return list(kept[2])
        cards = self.sorted_hand(snap, seat)
        view = self.view_seat(seat)
        if view == 0:
            raised = [i for i, c in enumerate(cards) if c in self.raised or c in self.selected]
            placed = list(zip(cards, self.layout.hand(len(cards), raised), strict=True))
        else:
            placed = list(zip(cards, self.layout.opponent_hand(view, len(cards)), strict=True))
        if len(self._placements) > 4 * self.seats:  # old hands and old choices: let them go
            self._placements.clear()
        self._placements[key] = (snap, self.layout, tuple(placed))
        return placed

    @property
    def winning_card(self) -> int | None:
        """The card that took the trick held on the table (ringed in gold), if one is held."""
        if self.hold_trick is None:
            return None
        _, pairs, winner = self.hold_trick
        return next((card for seat, card in pairs if seat == winner), None)

    def trick_cards(self, snap: TableSnapshot) -> list[tuple[int, int]]:
        """(seat, card) pairs shown in the middle: the live trick, or one held for a moment."""
        if self.hold_trick is not None:
            return self.hold_trick[1]
        return [(play.seat, int(play.card)) for play in snap.trick]

    def targets(self, snap: TableSnapshot) -> dict[int, tuple[CardPlacement, bool, int]]:
        """card -> (placement, face up, z) for every card that should be on the table."""
        out: dict[int, tuple[CardPlacement, bool, int]] = {}
        self.card_seat, self.seat_cards = {}, {}
        if not snap.dealt:
            return out
        for seat in range(self.seats):
            shown = self.view_seat(seat) == 0 if self.shown_seats is None else seat in self.shown_seats
            face_up = shown or self.reveal_all
            placements = self.hand_placements(snap, seat)
            for z, (card, place) in enumerate(placements):
                out[card] = (place, face_up, 10 + z + (100 if self.view_seat(seat) == 0 else 0))
            if self.view_seat(seat) != 0 and not face_up:
                self.seat_cards[seat] = [card for card, _ in placements]
                for card, _ in placements:
                    self.card_seat[card] = seat
        trick = self.trick_cards(snap)
        if self.hold_trick is not None:   # the trick is over: its winner lies on top
            trick = winner_last(trick, self.hold_trick[2])
        for order, (seat, card) in enumerate(trick):
            slot = self.layout.trick_slots[self.view_seat(seat)]
            out[card] = (slot, True, 60 + order)
        if snap.kitty and snap.phase in AUCTION_PHASES:
            for i, (card, place) in enumerate(zip(snap.kitty, self.layout.kitty(len(snap.kitty)), strict=True)):
                out[int(card)] = (place, False, 40 + i)
        turn_up = snap.turn_up
        if (
            turn_up is not None
            and snap.robbed_by < 0
            and snap.phase in (Phase.ROB, Phase.PLAY)
            and not snap.tricks
            and int(turn_up) not in out
        ):
            out[int(turn_up)] = (self.layout.turn_up, True, 45)
        return out

    # ------------------------------------------------------------------ syncing

    def spawn_point(self) -> CardPlacement:
        return self.layout.stock

    def open_at(self, snap: TableSnapshot) -> None:
        """Sit down at a table as it stands (a resumed game, a drill, a lesson): every card in
        its place at once, and the tricks finished before are not held and swept again."""
        self.hand_number = snap.hand_number
        self.swept = len(snap.tricks)
        self.hold_trick = None
        self.sync(snap, animate=False)

    def sync(self, snap: TableSnapshot, animate: bool = True) -> None:
        """Move every sprite toward where the engine says its card is."""
        if snap.hand_number != self.hand_number:
            self.hand_number = snap.hand_number
            self.swept = 0
            self.hold_trick = None
        self._hold_finished_trick(snap)
        targets = self.targets(snap)
        duration = 0.32 / self.speed if animate else 0.0
        for card, (place, face_up, z) in targets.items():
            sprite = self.sprites.get(card)
            if sprite is None:
                origin = self.spawn_point()
                sprite = TableCard(
                    x=origin.x, y=origin.y, angle=origin.angle, face_up=False, card=card, height=origin.h, z=z
                )
                self.sprites[card] = sprite
                if not animate:
                    sprite.set_pos(place.x, place.y)
                    sprite.angle, sprite.height, sprite.face_up = place.angle, place.h, face_up
            sprite.z = z
            if (sprite.x, sprite.y) != (place.x, place.y) or sprite.height != place.h or sprite.angle != place.angle:
                if animate:
                    sprite.move_to(place.x, place.y, duration, ease_out_cubic, LEAD_IN_SECONDS)
                    sprite.rotate_to(place.angle, duration, delay=LEAD_IN_SECONDS)
                    sprite.size_to(place.h, duration, LEAD_IN_SECONDS)
                else:
                    sprite.set_pos(place.x, place.y)
                    sprite.angle, sprite.height = place.angle, place.h
            if not face_up and self.shown_seats is not None:
                sprite.hide_face()   # another person is watching: no half-turn shows the face
            elif sprite.face_up != face_up:
                if animate:
                    sprite.flip_to(face_up, duration * 0.8, delay=LEAD_IN_SECONDS)
                else:
                    sprite.face_up = face_up
        for card in [c for c in self.sprites if c not in targets]:
            sprite = self.sprites.pop(card)
            self._send_away(sprite, self.layout.stock, animate)

    def _send_away(self, sprite: TableCard, place: CardPlacement, animate: bool, delay: float = 0.0) -> None:
        if not animate:
            return
        sprite.leaving = True
        duration = 0.4 / self.speed
        delay += LEAD_IN_SECONDS
        sprite.move_to(place.x, place.y, duration, ease_in_out_cubic, delay)
        sprite.size_to(place.h * 0.8, duration, delay)
        sprite.fade_to(0.0, duration, delay=delay + duration * 0.4)
        if self.shown_seats is not None and not self.reveal_all:
            sprite.hide_face()   # a discard is known only to the one who made it
        elif sprite.face_up and not self.reveal_all:
            sprite.flip_to(False, duration * 0.6, delay)
        self.leaving.append(sprite)

    def _hold_finished_trick(self, snap: TableSnapshot) -> None:
        """Keep a just-finished trick on the table until the scene sweeps it."""
        done = len(snap.tricks)
        if done < self.swept or (self.hold_trick is not None and self.hold_trick[0] >= done):
            self.swept = done
            self.hold_trick = None
        if self.hold_trick is None and done > self.swept:
            index = done - 1
            trick = snap.tricks[index]
            self.hold_trick = (index, [(play.seat, int(play.card)) for play in trick.plays], trick.winner)
            self.swept = index

    def sweep_trick(self, winner: int) -> None:
        """Fly the held trick's cards to the winner's seat."""
        if self.hold_trick is None:
            return
        anchor = self.seat_anchor(winner)
        small = self.layout.small_card
        for order, (_, card) in enumerate(self.hold_trick[1]):
            sprite = self.sprites.pop(card, None)
            if sprite is None:
                continue
            sprite.leaving = True
            d = 0.42 / self.speed
            sprite.move_to(anchor[0], anchor[1], d, ease_in_out_cubic, delay=LEAD_IN_SECONDS + order * 0.03)
            sprite.size_to(small[1] * 0.7, d, LEAD_IN_SECONDS)
            sprite.fade_to(0.0, d * 0.6, delay=LEAD_IN_SECONDS + d * 0.5)
            self.leaving.append(sprite)
        self.swept = self.hold_trick[0] + 1
        self.hold_trick = None

    def deal_in(self, snap: TableSnapshot, dealer: int) -> float:
        """Cards fly from the dealer in the preset's batches; returns the time it takes."""
        self.sprites.clear()
        self.leaving.clear()
        self.hand_number = snap.hand_number
        self.swept = 0
        self.hold_trick = None  # a last trick never swept (the game moved on fast) is not this hand's
        origin = self.seat_anchor(dealer)
        targets = self.targets(snap)
        self._expect_pictures(snap)
        order = [[int(c) for c in batch.cards] for batch in snap.deal]
        step = 0.055 / self.speed
        delay = 0.0
        for batch in order:
            for card in batch:
                if card not in targets:
                    continue
                place, face_up, z = targets[card]
                sprite = TableCard(
                    x=origin[0], y=origin[1], angle=0.0, face_up=False, card=card, height=self.layout.small_card[1], z=z
                )
                sprite.move_to(place.x, place.y, 0.34 / self.speed, ease_out_cubic, delay)
                sprite.rotate_to(place.angle, 0.34 / self.speed, delay=delay)
                sprite.size_to(place.h, 0.34 / self.speed, delay)
                if face_up:
                    sprite.flip_to(True, 0.25 / self.speed, delay=delay + 0.3 / self.speed)
                self.sprites[card] = sprite
                delay += step
            delay += step * 2
        return delay + 0.6 / self.speed

    def _expect_pictures(self, snap: TableSnapshot) -> None:
        """Each dealt card as it will lie on the trick, and your cards in every fan they may
        form: turned ahead of need, in frames' spare time."""
        for seat in range(self.seats):
            cards = self.sorted_hand(snap, seat)
            slot = self.layout.trick_slots[self.view_seat(seat)]
            self.painter.expect(cards, [slot.angle], slot.h)
            if self.view_seat(seat) == 0:
                angles = [p.angle for n in range(1, len(cards) + 1) for p in self.layout.hand(n)]
                self.painter.expect(cards, angles, self.layout.hand_card[1])

    # ------------------------------------------------------------------ per frame

    @property
    def busy(self) -> bool:
        return bool(self.leaving) or any(s.busy for s in self.sprites.values())

    def update(self, dt: float) -> None:
        for sprite in self.sprites.values():
            sprite.update(dt)
        for sprite in self.leaving:
            sprite.update(dt)
        self.leaving = [s for s in self.leaving if s.busy]

    def finish_animations(self) -> None:
        for sprite in list(self.sprites.values()) + self.leaving:
            sprite.finish()
        self.leaving = []

    # ------------------------------------------------------------------ drawing (the painter's)

    def art_for(self, height: float) -> CardArt:
        return self.painter.art_for(height)

    def draw_cards(self, surface: pygame.Surface) -> None:
        self.painter.draw_cards(surface, self)

    def draw_stock(self, surface: pygame.Surface, count: int) -> None:
        self.painter.draw_stock(surface, count)

    def warm_up(self, deadline: float) -> int:
        """Make card pictures ahead of need until ``deadline`` (a frame's spare time)."""
        moving = self.leaving + [s for s in self.sprites.values() if s.busy]
        return self.painter.warm_up(deadline, moving=moving)
