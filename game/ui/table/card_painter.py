"""Drawing the table's card sprites from cached pictures, within a budget of new ones a frame.

At 4K a new picture of a card (turned, scaled, darkened) costs a millisecond or more, so a
frame may make only a few: a card in flight then borrows its nearest picture already made, and
pictures that will surely be wanted (every face at every size on the table, each card turned as
it will lie in the hand and on the trick) are made ahead, in the spare time at the end of a
frame (``warm_up``), rather than in the frame that first shows them.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol, TypeVar

import pygame

from game.ui.art.card_art import MOTION_ANGLE_STEP, CardArt, rotation_budget
from game.ui.art.card_faces import CARD_RATIO
from game.ui.core import caches
from game.ui.core.geometry import large_index_needed
from game.ui.core.tween import ease_out_cubic
from game.ui.kit import theme
from game.ui.kit.sprite import CardSprite
from game.ui.table.layout import TableLayout


@dataclass
class TableCard(CardSprite):
    """A sprite with a drawn height, so cards can grow from small fans to the trick."""

    card: int | None = None   # the engine's index of the card (None: a card no one may see)
    height: float = 100.0
    leaving: bool = False

    def size_to(self, height: float, duration: float = 0.35, delay: float = 0.0) -> None:
        self.animate("height", height, duration, ease_out_cubic, delay)


class PaintedView(Protocol):
    """What the painter reads of the table's view (``table_view.TableView`` is one): its card
    sprites and the looks the player's choices give them."""

    sprites: dict[int, TableCard]
    leaving: list[TableCard]
    dimmed: set[int]
    selected: set[int]
    focus_card: int | None
    card_seat: dict[int, int]
    seat_cards: dict[int, list[int]]
    face_drawn: Callable[[Any], None] | None   # told of each card drawn face up (tests watch hands)

    @property
    def winning_card(self) -> int | None: ...

Pair = TypeVar("Pair", bound=tuple[int, Any])   # (seat, card): a pair or the engine's ``Play``


def winner_last(plays: Sequence[Pair], winner: int) -> list[Pair]:
    """A finished trick's (seat, card) pairs in the order they are drawn: as played, but the
    winning seat's card last, so it lies on top of a card played after it (the card the eye
    looks for: "the A♥ under the 10♦" hid who took the trick)."""
    return sorted(plays, key=lambda pair: pair[0] == winner)   # (a stable sort: play order kept)


# A card in flight's picture: (face, art, angle, squash, height), see ``_flight_key``; a family is
# all but the height.  A resting fan's: each card's (x, y, angle, height).
FlightKey = tuple[int | None, int, int, int, int]
FlightFamily = tuple[int | None, int, int, int]
FanKey = tuple[tuple[int, int, int, int], ...]
FLIGHT_FAMILIES_LIMIT = 2000   # (card, size, angle, squash) families whose flight sizes are indexed
NEW_FLIGHT_PICTURES_PER_FRAME = 2
NEW_FAN_PICTURES_PER_FRAME = 1
LOOK_AHEAD_SECONDS = (1 / 60, 2 / 60)   # the next two frames of a 60 Hz screen
AT_THE_END = 3600.0                     # seconds ahead: past the end of any animation
DARKEN = (150, 150, 150, 255)   # cards you may not play now
# What a card of height 1 may draw beyond its edges: its glow (0.07 each way, at least 4 px)
# or its shadow (0.04 of blur, offset down 0.025); and a few pixels for a picture made a size
# up (in flight, heights go by 6 px) and for rounding.
CARD_PAD, MIN_PAD = 0.075, 5
WINNER_RING = (255, 214, 90)   # the card that took the trick on the table
CARD_REACH_SLACK = 4
# How far from a card's angle its picture may be turned: at rest to the nearest degree; in
# motion to 3-degree steps, or a neighbouring step or two past the frame's budget.
RESTING_TURN, MOVING_TURN = 1.0, 2.5 * MOTION_ANGLE_STEP


def _widest(w: float, h: float, low: float, high: float) -> tuple[float, float]:
    """The largest half width and half height of a w x h box turned anywhere from ``low`` to
    ``high`` degrees: at an end of the range, or where a diagonal lies flat or upright."""
    def extents(degrees: float) -> tuple[float, float]:
        c, s = abs(math.cos(math.radians(degrees))), abs(math.sin(math.radians(degrees)))
        return (w * c + h * s) / 2, (w * s + h * c) / 2
    half_w, half_h = (max(a, b) for a, b in zip(extents(low), extents(high), strict=True))
    diagonal = math.hypot(w, h) / 2
    flat, upright = math.degrees(math.atan2(h, w)), math.degrees(math.atan2(w, h))
    for peak, which in ((flat, 0), (-flat, 0), (upright, 1), (-upright, 1)):
        turns = math.ceil((low - peak) / 180.0)
        if peak + 180.0 * turns <= high:   # a diagonal passes through the range
            half_w, half_h = (diagonal, half_h) if which == 0 else (half_w, diagonal)
    return half_w, half_h


_REACHES: dict[tuple[float, float, bool], tuple[int, int]] = {}   # (angle, height, moving) -> half sizes
_REACHES_LIMIT = 4096


def card_reach(sprite: TableCard) -> pygame.Rect:
    """The box a card may be drawn in at its angle, glow and shadow included (the frame
    pacer's areas; a card in no area of a clipped pass is skipped).  Asked for every card in
    every pass: the sizes are kept by angle and height (cards at rest ask the same again)."""
    key = (sprite.angle, sprite.height, sprite.busy or sprite.leaving)
    half = _REACHES.get(key)
    if half is None:
        height = sprite.height + CARD_REACH_SLACK
        pad = 2 * max(MIN_PAD, CARD_PAD * height)
        turn = MOVING_TURN if key[2] else RESTING_TURN
        half_w, half_h = _widest(height * CARD_RATIO + pad, height + pad, sprite.angle - turn, sprite.angle + turn)
        if len(_REACHES) >= _REACHES_LIMIT:
            _REACHES.clear()
        half = _REACHES[key] = (math.ceil(half_w) + 2, math.ceil(half_h) + 2)
    rx, ry = half
    return pygame.Rect(round(sprite.x) - rx, round(sprite.y) - ry, 2 * rx, 2 * ry)


class CardPainter:
    """The card pictures of one table layout and the drawing of its sprites."""

    def __init__(self, layout: TableLayout, four_colour: bool, large_cards: bool) -> None:
        self.layout = layout
        screen = layout.size[1]
        # Each size of card with the index it needs: a card too small for the ordinary index to be
        # read from a sofa (the trick's, the last trick's) gets the large one.
        flags: dict[int, bool] = {}
        for height in (layout.hand_card[1], layout.trick_card[1], layout.small_card[1], layout.mini_card[1]):
            large = large_cards or large_index_needed(height, screen) or height == layout.mini_card[1]
            flags[round(height)] = flags.get(round(height), False) or large
        heights = sorted(flags, reverse=True)
        master = heights[0]
        self.arts = {h: shared_art(h, master if flags[h] == flags[master] else h, four_colour, flags[h])
                     for h in heights}
        self._darkened: caches.SurfaceCache[tuple[int, int, int]] = caches.SurfaceCache("dimmed cards", 8, shared=False)
        self._flight: caches.SurfaceCache[FlightKey] = caches.SurfaceCache("cards in flight", 12, shared=False)
        self._flight_heights: dict[FlightFamily, set[int]] = {}   # (face, art, angle, flip) -> heights made
        self._fans: dict[int, tuple[FanKey, pygame.Surface, tuple[int, int]]] = {}
        self._fan_builds_left = NEW_FAN_PICTURES_PER_FRAME
        self._flight_builds_left = NEW_FLIGHT_PICTURES_PER_FRAME
        self._budget_frame = -1
        self._warm: deque[Callable[[], object]] = deque()
        for art in self.arts.values():   # every face at every size, ahead of need
            self._warm.extend(partial(art.face, card) for card in range(52))
            self._warm.append(art.back)

    def art_for(self, height: float) -> CardArt:
        key = min(self.arts, key=lambda k: abs(k - height))
        return self.arts[key]

    # ------------------------------------------------------------------ ahead of need

    def expect(self, cards: Iterable[int], angles: Iterable[float], height: float) -> None:
        """These cards will lie at these angles at this size: turn them ahead of need."""
        art = self.art_for(height)
        for angle in set(round(a) for a in angles):
            self._warm.extend(partial(art.rotated, card, angle) for card in cards)
            self._warm.append(partial(art.shadow, angle))

    def warm_up(self, deadline: float, clock: Callable[[], float] = time.perf_counter,
                moving: Sequence[TableCard] = ()) -> int:
        """Make the pictures the ``moving`` cards will want in the next frames, redo quick
        stand-in turns smoothly, then make pictures from the queue, until ``deadline`` (the
        frame's spare time); how many."""
        made = self.look_ahead(moving, deadline, clock)
        refined = sum(art.refine(deadline, clock) for art in self.arts.values())
        rotation_budget.refined += refined
        made += refined
        while self._warm and clock() < deadline:
            self._warm.popleft()()
            made += 1
        return made

    def look_ahead(self, moving: Sequence[TableCard], deadline: float,
                   clock: Callable[[], float] = time.perf_counter) -> int:
        """Each moving card as it will be drawn in the next frames, then where it comes to rest:
        its picture made now, in spare time, so the frame that shows it need not (at 4K a new
        turned card costs 0.3-1.3 ms, and a deal has half a dozen in the air).  How many made."""
        made = 0
        for seconds in LOOK_AHEAD_SECONDS:
            for sprite in moving:
                if clock() >= deadline:
                    return made
                face_up = sprite.face_up_after(seconds)
                made += self._picture_ahead(sprite, face_up, sprite.value_after("height", seconds),
                                            sprite.value_after("angle", seconds),
                                            sprite.value_after("flip", seconds))
        for sprite in moving:
            if clock() >= deadline:
                break
            made += self._resting_picture_ahead(sprite)
        return made

    def _resting_picture_ahead(self, sprite: TableCard) -> int:
        """Where a moving card comes to rest, its smooth picture and shadow (1 if a picture was
        made): the hand it joins or the trick it falls on asks for it the frame it lands."""
        if sprite.leaving:
            return 0
        height = sprite.value_after("height", AT_THE_END)
        angle = sprite.value_after("angle", AT_THE_END)
        art = self.art_for(height)
        if abs(art.card_height - height) >= 1.5:
            return 0
        face = sprite.card if (sprite.face_up_after(AT_THE_END) and sprite.card is not None) else None
        made = int(art.smooth_turn_ahead(face, angle))
        if sprite.value_after("alpha", AT_THE_END) > 0.5 and height > self.layout.small_card[1] * 1.05:
            art.shadow(round(angle))
        return made

    def _picture_ahead(self, sprite: TableCard, face_up: bool, height: float, angle: float, flip: float) -> int:
        """Make what ``draw_card`` would ask for to draw ``sprite``, still moving, so (1 if a
        card's picture was made)."""
        art = self.art_for(height)
        face = sprite.card if (face_up and sprite.card is not None) else None
        if abs(art.card_height - height) >= 1.5 or flip < 0.999:
            key = self._flight_key(art, face, height, angle, flip)
            if self._flight.get(key) is not None:
                return 0
            self._make_flight(art, key)
            return 1
        made = int(art.quick_turn_ahead(face, angle))
        if sprite.alpha > 0.5 and height > self.layout.small_card[1] * 1.05:
            art.shadow(round(angle / MOTION_ANGLE_STEP) * MOTION_ANGLE_STEP)
        return made

    @property
    def warming(self) -> int:
        return len(self._warm)

    # ------------------------------------------------------------------ drawing

    def draw_cards(self, surface: pygame.Surface, view: PaintedView) -> None:
        """Every card, lowest first; another player's fan at rest is one cached picture."""
        drawn_fans: set[int] = set()
        # A frame may draw the table in several clipped passes: the budgets are per frame (the
        # app renews ``rotation_budget`` each frame); without a frame loop, per call.
        if rotation_budget.per_frame is None or rotation_budget.frame != self._budget_frame:
            self._budget_frame = rotation_budget.frame
            self._fan_builds_left = NEW_FAN_PICTURES_PER_FRAME   # no spike at a deal's end
            self._flight_builds_left = NEW_FLIGHT_PICTURES_PER_FRAME
        clip = surface.get_clip()
        whole = clip == surface.get_rect()
        for sprite in sorted(list(view.sprites.values()) + view.leaving, key=lambda s: s.z):
            if not whole and not clip.colliderect(card_reach(sprite)):
                continue   # a frame drawn in areas: this card is in none of them
            seat = view.card_seat.get(sprite.card, -1) if not sprite.leaving and sprite.card is not None else -1
            if seat >= 0 and seat not in drawn_fans:
                fan = self._resting_fan(seat, view)
                if fan is not None:
                    surface.blit(fan[0], fan[1])
                    drawn_fans.add(seat)
                    continue
            elif seat in drawn_fans:
                continue
            self.draw_card(surface, sprite, view)

    def draw_card(self, surface: pygame.Surface, sprite: TableCard, view: PaintedView,
                  shadow: bool = True) -> None:
        art = self.art_for(sprite.height)
        face = sprite.card if (sprite.face_up and sprite.card is not None) else None
        if face is not None and view.face_drawn is not None:
            view.face_drawn(face)
        exact = abs(art.card_height - sprite.height) < 1.5 and sprite.flip >= 0.999
        if exact:
            image = art.rotated_in_motion(face, sprite.angle) if sprite.busy else art.rotated(face, sprite.angle)
            if sprite.card in view.dimmed and face is not None:
                image = self._dark(art, face, sprite.angle, image)
        else:
            image = self._in_flight(art, face, sprite)
        fading = sprite.alpha < 0.999
        kept_alpha = image.get_alpha()
        if fading:   # the cached picture, faded for this one blit (a copy would cost more)
            image.set_alpha(int(255 * max(0.0, sprite.alpha)))
        centre = (round(sprite.x), round(sprite.y))
        if shadow and sprite.alpha > 0.5 and exact and sprite.height > self.layout.small_card[1] * 1.05:
            # A shadow is soft: while the card turns, one picture every few degrees will do.
            step = MOTION_ANGLE_STEP if sprite.busy else 1
            sh = art.shadow(round(sprite.angle / step) * step)
            off = art.shadow_offset
            surface.blit(sh, sh.get_rect(center=(centre[0] + off[0], centre[1] + off[1])))
        winner = exact and sprite.card is not None and sprite.card == view.winning_card
        if (sprite.card == view.focus_card and exact) or winner:
            glow = art.glow(angle_deg=sprite.angle)
            surface.blit(glow, glow.get_rect(center=centre))
        surface.blit(image, image.get_rect(center=centre))
        if fading:   # as it was: set_alpha(None) would also drop its per-pixel alpha (a black box)
            image.set_alpha(kept_alpha)
        if sprite.card in view.selected and exact:
            ring = art.highlight_outline(theme.SELECTED, angle_deg=sprite.angle)   # the look of a choice, not the focus
            surface.blit(ring, ring.get_rect(center=centre))
        if winner:
            ring = art.highlight_outline(WINNER_RING, max(3, round(art.card_height * 0.035)), angle_deg=sprite.angle)
            surface.blit(ring, ring.get_rect(center=centre))

    @staticmethod
    def _flight_key(art: CardArt, face: int | None, height: float, angle: float,
                    flip: float) -> FlightKey:
        """(face, art, angle, squash, height): sizes by 6 px, turns by 3 degrees."""
        return (face, art.card_height, round(angle / 3) * 3, max(1, round(flip * 8)),
                max(1, round(height / 6) * 6))

    def _in_flight(self, art: CardArt, face: int | None, sprite: TableCard) -> pygame.Surface:
        """A moving card, scaled and turned; quantised and cached, since a dealt pack is all backs.
        A card in flight is on screen for a frame or two at each size: the quick scaling and
        turning cannot be told apart in motion, and past the frame's budget of new pictures the
        nearest smaller size already made stands in."""
        key = self._flight_key(art, face, sprite.height, sprite.angle, sprite.flip)
        image = self._flight.get(key)
        if image is not None:
            return image
        family, height_q = key[:4], key[4]
        made = self._flight_heights.get(family) or set()
        smaller = [h for h in made if h <= height_q]   # never larger: it must fit ``card_reach``
        if smaller and self._flight_builds_left <= 0:
            stand_in = self._flight.get((*family, max(smaller)))
            if stand_in is not None:
                return stand_in
            made.discard(max(smaller))      # dropped from the bounded cache meanwhile: make this one
        self._flight_builds_left -= 1
        return self._make_flight(art, key)

    def _make_flight(self, art: CardArt, key: FlightKey) -> pygame.Surface:
        face, _, angle_q, flip_q, height_q = key
        family = key[:4]
        base = art.face(face) if face is not None else art.back()
        ratio = height_q / art.card_height
        w = max(1, round(base.get_width() * ratio * flip_q / 8))
        h = max(1, round(base.get_height() * ratio))
        image = pygame.transform.scale(base, (w, h))
        if angle_q:
            image = pygame.transform.rotate(image, angle_q)
        if len(self._flight_heights) > FLIGHT_FAMILIES_LIMIT:   # the index of sizes made, kept small too
            self._flight_heights.clear()
        self._flight_heights.setdefault(family, set()).add(height_q)
        return self._flight.put(key, image)

    def _dark(self, art: CardArt, card: int, angle: float, image: pygame.Surface) -> pygame.Surface:
        key = (art.card_height, card, round(angle))
        dark = self._darkened.get(key)
        if dark is None:
            dark = image.copy()
            dark.fill(DARKEN, special_flags=pygame.BLEND_RGBA_MULT)
            self._darkened.put(key, dark)
        return dark

    def stock_area(self) -> pygame.Rect:
        """Everything ``draw_stock`` may touch, at any count: the pile, its shadow, the count."""
        place = self.layout.stock
        art = self.art_for(place.h)
        step = max(1, round(place.h * 0.008))
        bottom = art.back().get_rect(center=(round(place.x), round(place.y)))   # the card the shadow is under
        pile = bottom.union(bottom.move(-5 * step, -5 * step))
        shadow = art.shadow().get_rect(center=(bottom.centerx + art.shadow_offset[0],
                                               bottom.centery + art.shadow_offset[1]))
        text_h = theme.line_height(26, True)
        label = pygame.Rect(0, 0, pile.w, text_h * 2)
        label.midtop = (round(place.x), round(place.y + place.h / 2 + theme.px(18) - text_h))
        return pile.union(shadow).union(label)

    def draw_stock(self, surface: pygame.Surface, count: int) -> None:
        if count <= 0:
            return
        place = self.layout.stock
        art = self.art_for(place.h)
        back = art.back()
        layers = min(6, 1 + count // 5)
        step = max(1, round(place.h * 0.008))
        for i in range(layers):
            rect = back.get_rect(center=(round(place.x) - i * step, round(place.y) - i * step))
            if i == 0:
                sh = art.shadow()
                surface.blit(sh, sh.get_rect(center=(rect.centerx + art.shadow_offset[0],
                                                     rect.centery + art.shadow_offset[1])))
            surface.blit(back, rect)
        theme.blit_text(surface, str(count), 26, (place.x, place.y + place.h / 2 + theme.px(18)),
                        theme.CREAM, bold=True)

    def _resting_fan(self, seat: int, view: PaintedView) -> tuple[pygame.Surface, tuple[int, int]] | None:
        """A face-down hand that is not moving, drawn once into a small picture, or None."""
        sprites = [view.sprites[c] for c in view.seat_cards.get(seat, ()) if c in view.sprites]
        if not sprites or any(s.busy or s.face_up or s.alpha < 0.999 or s.card in view.selected
                              for s in sprites):
            return None
        key = tuple((round(s.x), round(s.y), round(s.angle), round(s.height)) for s in sprites)
        cached = self._fans.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1], cached[2]
        if self._fan_builds_left <= 0:
            return None
        self._fan_builds_left -= 1
        stand_ins_before = rotation_budget.stand_ins_shown
        images = []
        for s in sorted(sprites, key=lambda s: s.z):
            art = self.art_for(s.height)
            image = art.rotated(None, s.angle)
            images.append((image, image.get_rect(center=(round(s.x), round(s.y)))))
        box = images[0][1].unionall([r for _, r in images[1:]]) if len(images) > 1 else images[0][1].copy()
        picture = pygame.Surface(box.size, pygame.SRCALPHA)
        for image, rect in images:
            picture.blit(image, rect.move(-box.x, -box.y))
        if rotation_budget.stand_ins_shown == stand_ins_before:   # keep only a finished picture
            self._fans[seat] = (key, picture, box.topleft)
        return picture, box.topleft


_ART_CACHE: dict[tuple[int, bool, bool], CardArt] = {}
caches.register(_ART_CACHE.clear)


def shared_art(height: int, master_height: int, four_colour: bool, large: bool) -> CardArt:
    """Card art shared by every view (the attract table and the game use the same sizes).

    The largest size is drawn from scratch, smaller sizes scale its faces down.  Nothing is
    drawn here: a painter queues every face, largest size first, for the frames' spare time
    (``CardPainter.warm_up``), so the first frame (card backs being dealt) is not kept waiting
    for 52 faces (about 0.08 s at 1080p), and a face wanted before its turn is drawn then."""
    key = (height, four_colour, large)
    art = _ART_CACHE.get(key)
    if art is None:
        if len(_ART_CACHE) > 12:
            _ART_CACHE.clear()
        art = _ART_CACHE[key] = CardArt(height, four_colour=four_colour, large_indices=large)
    if height == master_height:
        art.derive_from = None
    else:
        art.derive_from = shared_art(master_height, master_height, four_colour, large)
    return art
