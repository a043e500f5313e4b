"""Playing cards for the table: cached faces and backs, rotations, glow and shadow.

A ``CardArt`` holds all the card imagery for one card size: faces drawn by ``FacePainter``
(``card_faces.py``) and backs (``BACK_STYLES``, ``card_backs``'s), both drawn at 2-3x the size
and smoothscaled down so they stay crisp from 720p to 4K without image files; then turned
copies (a shared, byte-bounded cache, paced by ``rotation_budget``), glows and shadows.  All
results are cached, because the table redraws the same few dozen cards every frame.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable

import pygame

from game.ui.art.card_backs import BACK_STYLES, draw_back
from game.ui.art.card_faces import CARD_RATIO, FacePainter
from game.ui.core import caches

# Turned cards of every size, shared and bounded in bytes (issue 12: a count of entries bounded
# nothing, since a card turned at 4K weighs sixteen times one at 720p).
ROTATIONS: caches.SurfaceCache[tuple[object, ...]] = caches.SurfaceCache("card rotations", 32)
_art_tokens = itertools.count()

SOFT_SHRINK = 4               # shadows and glows are blurred at 1/4 size
# Pixels of smooth rotation a frame may make: two hand cards at 1080p, none at 4K (made in
# spare time instead; a hand card there is about 290,000 pixels and 2.5 ms).
SMOOTH_ROTATION_PIXELS_PER_FRAME = 160_000
MOTION_ANGLE_STEP = 3   # degrees between the quick pictures of a card turning in motion


class RotationBudget:
    """How many pixels of smooth rotation this frame may still make (a smooth turn costs by the
    picture's size: about 2.5 ms for a hand card at 4K, a quarter of that at 1080p), and as many
    quick ones for cards turning in motion (the first of those is always allowed).  Past the
    budget a quick turn stands in and is redone in a frame's spare time.  Unlimited until the
    app's frame loop sets a limit and renews it every frame."""

    def __init__(self, per_frame: int | None = None) -> None:
        self.per_frame = per_frame
        self.left = per_frame
        self.quick_left = per_frame
        self.stand_ins_shown = 0   # quick stand-in rotations handed out this frame
        self.frame = 0             # counts renewals: other per-frame budgets follow it
        self.refined = 0           # counts stand-ins redone smoothly: the app redraws the cards then

    def limit(self, per_frame: int | None) -> None:
        self.per_frame = self.left = self.quick_left = per_frame

    def renew(self) -> None:
        self.left = self.quick_left = self.per_frame
        self.stand_ins_shown = 0
        self.frame += 1

    def take(self, pixels: int = 1) -> bool:
        """May a smooth rotation of ``pixels`` be made now?  (One bigger than the whole budget
        never is: it is made in a frame's spare time instead.)"""
        if self.left is None or self.per_frame is None:
            return True
        if self.left < pixels:
            return False
        self.left -= pixels
        return True

    def take_quick(self, pixels: int) -> bool:
        """May a quick rotation (a card turning in motion) of ``pixels`` be made now?"""
        if self.quick_left is None or self.per_frame is None:
            return True
        if self.quick_left < pixels and self.quick_left < self.per_frame:
            return False
        self.quick_left -= pixels
        return True


rotation_budget = RotationBudget()


def _scaled_softly(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return surface if surface.get_size() == tuple(size) else pygame.transform.smoothscale(surface, size)


def _optimised(surface: pygame.Surface) -> pygame.Surface:
    """Match the display's pixel format when one exists, for faster blits."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


class CardArt:
    """All the card imagery for one card size; create a new one when the window resizes.
    ``back_style`` is one of ``BACK_STYLES`` (a setting may offer them; the first by default)."""

    def __init__(self, card_height: int, four_colour: bool = False,
                 large_indices: bool = False, back_style: str = BACK_STYLES[0]) -> None:
        if back_style not in BACK_STYLES:
            raise ValueError(f"unknown card back {back_style!r}; expected one of {BACK_STYLES}")
        self.card_height = max(20, int(card_height))
        self.card_width = max(14, round(self.card_height * CARD_RATIO))
        self.four_colour = four_colour
        self.large_indices = large_indices
        self.back_style = back_style
        self.scale = 3 if self.card_height < 160 else 2
        self.painter = FacePainter(self.card_width, self.card_height, self.scale, four_colour, large_indices)
        self._faces: dict[int, pygame.Surface] = {}
        self._back: pygame.Surface | None = None
        self._token = next(_art_tokens)     # this art's part of the shared rotation cache
        self._provisional: set[tuple[object, ...]] = set()   # quick rotations to redo smoothly
        self._effects: dict[tuple[object, ...], pygame.Surface] = {}
        # A larger CardArt to scale faces down from (set by the table for its smaller cards).
        self.derive_from: CardArt | None = None

    @property
    def card_size(self) -> tuple[int, int]:
        return self.card_width, self.card_height

    def suit_color(self, suit: int) -> tuple[int, int, int]:
        """Ink colour of a suit; four-colour decks separate the same-coloured suits."""
        return self.painter.suit_color(suit)

    # ----------------------------------------------------------------- faces
    def face(self, card: int) -> pygame.Surface:
        """The face of ``card`` (0..51, suit * 13 + rank), cached."""
        if not 0 <= card < 52:
            raise ValueError(f"card must be 0..51, got {card}")
        surface = self._faces.get(card)
        if surface is None:
            master = self.derive_from
            if master is not None:
                # Drawing a face costs ~2 ms; scaling a bigger one down costs ~0.1 ms.
                surface = _optimised(pygame.transform.smoothscale(master.face(card), self.card_size))
            else:
                surface = _optimised(self._render_face(card))
            self._faces[card] = surface
        return surface

    def back(self) -> pygame.Surface:
        """The card back in this art's ``back_style``, cached (scaled from ``derive_from``'s
        when that has the same style, as faces are)."""
        if self._back is None:
            master = self.derive_from
            if master is not None and master.back_style == self.back_style:
                self._back = _optimised(pygame.transform.smoothscale(master.back(), self.card_size))
            else:
                big = self.painter.blank_card()
                draw_back(big, self.back_style, self.painter.radius())
                self._back = _optimised(self._downscale(big))
        return self._back

    def _downscale(self, big: pygame.Surface) -> pygame.Surface:
        return pygame.transform.smoothscale(big, self.card_size)

    def _render_face(self, card: int) -> pygame.Surface:
        return self._downscale(self.painter.face(card))

    # ------------------------------------------------------ rotation & effects
    def rotated(self, card: int | None, angle_deg: float) -> pygame.Surface:
        """Face (or back when ``card`` is None) turned by ``angle_deg``, quantised to 1°.

        Blit it centred on the card's centre; the surface grows to hold the corners.
        """
        base = self.back() if card is None else self.face(card)
        return self._turned(("card", card), base, angle_deg)

    def rotated_in_motion(self, card: int | None, angle_deg: float) -> pygame.Surface:
        """The same for a card turning on its way somewhere (a hand fanning out again): the smooth
        picture if it is made, else a quick one (kept apart, never mistaken for the smooth one).
        A smooth turn costs about 2 ms at 4K; in motion the two cannot be told apart."""
        angle = round(angle_deg) % 360
        if angle == 0 or ROTATIONS.get((self._token, "card", card, angle)) is not None:
            return self.rotated(card, angle)
        base = self.back() if card is None else self.face(card)
        step = MOTION_ANGLE_STEP   # a few pictures per turn, not one a frame
        quantised = round(angle / step) * step
        if ROTATIONS.get((self._token, "quick card", card, quantised % 360)) is None and \
                not rotation_budget.take_quick(base.get_width() * base.get_height()):
            for near in (step, -step, 2 * step, -2 * step):   # past the frame's budget: a neighbour
                stand_in = ROTATIONS.get((self._token, "quick card", card, (quantised + near) % 360))
                if stand_in is not None:
                    return stand_in
        return self._turned(("quick card", card), base, quantised, smooth=False)

    def quick_turn_ahead(self, card: int | None, angle_deg: float) -> bool:
        """Make the quick picture ``rotated_in_motion`` will want at this angle, if it would
        make one: in a frame's spare time, outside any frame's budget.  Whether one was made."""
        angle = round(angle_deg) % 360
        if angle == 0 or ROTATIONS.get((self._token, "card", card, angle)) is not None:
            return False
        quantised = round(angle / MOTION_ANGLE_STEP) * MOTION_ANGLE_STEP
        if ROTATIONS.get((self._token, "quick card", card, quantised % 360)) is not None:
            return False
        base = self.back() if card is None else self.face(card)
        self._turned(("quick card", card), base, quantised, smooth=False)
        return True

    def smooth_turn_ahead(self, card: int | None, angle_deg: float) -> bool:
        """Make the smooth picture ``rotated`` will want at this angle (a card coming to rest
        there), outside any frame's budget: in a frame's spare time.  Whether one was made."""
        angle = round(angle_deg) % 360
        full_key = (self._token, "card", card, angle)
        if angle == 0 or (ROTATIONS.get(full_key) is not None and full_key not in self._provisional):
            return False
        self._provisional.discard(full_key)
        base = self.back() if card is None else self.face(card)
        ROTATIONS.put(full_key, _optimised(pygame.transform.rotozoom(base, angle, 1.0)))
        return True

    def _turned(self, key: tuple[object, ...], base: pygame.Surface, angle_deg: float,
                smooth: bool = True) -> pygame.Surface:
        """``base`` rotated, from a bounded LRU cache (a fan re-uses a few angles a lot).

        A smooth (anti-aliased) rotation costs over a millisecond at 4K, so each frame may make
        only a few (``rotation_budget``); past that a quick rotation stands in and is redone
        smoothly on a later frame.  Soft shapes (shadows, glows) never need the smooth kind."""
        angle = round(angle_deg) % 360
        if angle == 0:
            return base
        full_key = (self._token, *key, angle)
        cached = ROTATIONS.get(full_key)
        if cached is not None:
            if smooth and full_key in self._provisional:
                rotation_budget.stand_ins_shown += 1
            return cached
        if smooth and rotation_budget.take(base.get_width() * base.get_height()):
            result = _optimised(pygame.transform.rotozoom(base, angle, 1.0))
        else:
            result = _optimised(pygame.transform.rotate(base, angle))
            if smooth:   # made smoothly later, in a frame's spare time (``refine``)
                self._provisional.add(full_key)
                rotation_budget.stand_ins_shown += 1
        return ROTATIONS.put(full_key, result)

    def refine(self, deadline: float, clock: Callable[[], float] = time.perf_counter) -> int:
        """Redo quick stand-in rotations smoothly until ``deadline``; how many were redone."""
        done = 0
        for full_key in list(self._provisional):
            if clock() >= deadline:
                break
            self._provisional.discard(full_key)
            if ROTATIONS.get(full_key) is None:   # dropped from the cache meanwhile: not shown
                continue
            _, kind, card, angle = full_key
            assert kind == "card" and (card is None or isinstance(card, int)) and isinstance(angle, int)
            base = self.back() if card is None else self.face(card)
            ROTATIONS.put(full_key, _optimised(pygame.transform.rotozoom(base, angle, 1.0)))
            done += 1
        return done

    @property
    def provisional(self) -> int:
        """Quick stand-in rotations waiting to be redone smoothly."""
        return len(self._provisional)

    def _effect(self, key: tuple[object, ...], angle_deg: float,
                build: Callable[[], pygame.Surface]) -> pygame.Surface:
        upright = self._effects.get(key)
        if upright is None:
            upright = self._effects[key] = _optimised(build())
        return self._turned(key, upright, angle_deg, smooth=False)

    def _soft_effect(self, key: tuple[object, ...], angle_deg: float, rgba: tuple[int, int, int, int],
                     spread: int) -> pygame.Surface:
        """A card-shaped blob blurred outwards by ``spread`` px (the basis of glow and shadow),
        turned by ``angle_deg``.  Blurred at a quarter of the size and scaled up: the same softness,
        a sixteenth of the work; turned the same way, small, then scaled up (a soft shape shows no
        difference, and a moving card's shadow costs 0.15 ms to turn at 4K instead of 0.5)."""
        size = (self.card_width + 2 * spread, self.card_height + 2 * spread)
        small_key = ("small", *key)
        small = self._effects.get(small_key)
        if small is None:
            small = self._effects[small_key] = self._soft_small(size, rgba, spread)
        angle = round(angle_deg) % 360
        if angle == 0:
            upright = self._effects.get(key)
            if upright is None:
                upright = self._effects[key] = _optimised(_scaled_softly(small, size))
            return upright
        full_key = (self._token, *key, angle)
        cached = ROTATIONS.get(full_key)
        if cached is not None:
            return cached
        turned = pygame.transform.rotozoom(small, angle, 1.0)   # smooth: its steps would show scaled up
        # The box the full-size blob would turn into: the small one's, scaled as the blob was.
        target = (max(1, round(turned.get_width() * size[0] / small.get_width())),
                  max(1, round(turned.get_height() * size[1] / small.get_height())))
        return ROTATIONS.put(full_key, _optimised(_scaled_softly(turned, target)))

    @staticmethod
    def _soft_small(size: tuple[int, int], rgba: tuple[int, int, int, int], spread: int) -> pygame.Surface:
        """The blob of ``size``, blurred, at a quarter of the size (whole when it is tiny).  The
        blur's tail is faded out over the outer ``spread / 2`` so it reaches nothing at the
        picture's edge: cut off there, a glow showed its box as a faint rectangle on a TV."""
        shrink = SOFT_SHRINK if spread >= 2 * SOFT_SHRINK else 1
        small = pygame.Surface((max(1, size[0] // shrink), max(1, size[1] // shrink)), pygame.SRCALPHA)
        small.fill((*rgba[:3], 0))
        inset = max(1, spread // shrink)
        core = small.get_rect().inflate(-inset, -inset)
        pygame.draw.rect(small, rgba, core, border_radius=inset)
        blurred = pygame.transform.gaussian_blur(small, max(1, spread // (2 * shrink)))
        ramp = max(2, (inset + 1) // 2)
        fade = pygame.Surface(blurred.get_size(), pygame.SRCALPHA)
        fade.fill((255, 255, 255, 255))
        for step in range(ramp):   # from the edge in: 1/(2 ramp), 3/(2 ramp), ... of the blur kept
            ring = fade.get_rect().inflate(-2 * step, -2 * step)
            pygame.draw.rect(fade, (255, 255, 255, round(255 * (step + 0.5) / ramp)), ring, width=1)
        blurred.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return blurred

    def glow(self, color: tuple[int, int, int] = (255, 214, 90), spread: int | None = None,
             angle_deg: float = 0.0) -> pygame.Surface:
        """A soft coloured halo to blit centred behind a focused or playable card."""
        spread = spread if spread is not None else max(4, round(self.card_height * 0.07))
        shade = pygame.Color(color)
        rgb = (shade.r, shade.g, shade.b)
        return self._soft_effect(("glow", rgb, spread), angle_deg, (*rgb, 255), spread)

    def highlight_outline(self, color: tuple[int, int, int] = (255, 214, 90),
                          thickness: int | None = None, angle_deg: float = 0.0) -> pygame.Surface:
        """A crisp rounded ring hugging the card, blitted centred on it (keyboard focus)."""
        thickness = thickness if thickness is not None else max(2, round(self.card_height * 0.018))
        rgb = tuple(pygame.Color(color))[:3]

        def build() -> pygame.Surface:
            scale = self.scale
            size = ((self.card_width + 2 * thickness) * scale,
                    (self.card_height + 2 * thickness) * scale)
            big = pygame.Surface(size, pygame.SRCALPHA)
            big.fill((*rgb, 0))
            pygame.draw.rect(big, (*rgb, 255), big.get_rect(), width=thickness * scale,
                             border_radius=self.painter.radius() + thickness * scale)
            return pygame.transform.smoothscale(big, (size[0] // scale, size[1] // scale))

        return self._effect(("outline", rgb, thickness), angle_deg, build)

    @property
    def shadow_offset(self) -> tuple[int, int]:
        """How far down-right of the card's centre to blit ``shadow()``."""
        return max(1, round(self.card_height * 0.012)), max(2, round(self.card_height * 0.025))

    def shadow(self, angle_deg: float = 0.0) -> pygame.Surface:
        """A soft translucent drop shadow; blit centred at card centre + ``shadow_offset``."""
        spread = max(3, round(self.card_height * 0.04))
        return self._soft_effect(("shadow", spread), angle_deg, (0, 0, 0, 120), spread)
