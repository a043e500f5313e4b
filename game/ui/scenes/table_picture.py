"""What a table scene tells the frame pacer: when its picture changed with no input, what moves
by itself, and every item it draws with how it looks, so a frame redraws only what changed.

The bookkeeping of one table scene (``TableScene.picture``).  ``note_changes`` runs in
``update``; the rest only reads the table, its chrome and the scene's own hooks
(``PictureHooks``), so the pacer may ask at any time.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol

import pygame

from game.ui.core.geometry import INDEX_FRACTION
from game.ui.scenes.host import Host
from game.ui.scenes.practice_controls import PracticeControls
from game.ui.table import hud, speech
from game.ui.table.card_painter import card_reach
from game.ui.table.chrome import TableChrome
from game.ui.table.pointers import pointer_reach
from game.ui.table.static_layer import PANELS, StaticKey, last_trick_rect, panel_areas, static_key
from game.ui.table.table_context import TableContext

FRESH_SECONDS = 0.1   # after a change the table counts as moving this long (drawn in areas after the first frame)

Items = dict[Hashable, tuple[pygame.Rect, Hashable]]


class PictureHooks(Protocol):
    """What the bookkeeping asks of its phase scene (``TableScene`` is one)."""

    def scene_picture_key(self) -> tuple[Hashable, ...]:
        """What the scene's own controls show, in brief, where it changes with no move."""

    def scene_animated_rects(self) -> list[pygame.Rect] | None:
        """What the scene itself animates ([] for nothing; None: it cannot say)."""

    def scene_control_items(self) -> list[tuple[pygame.Rect, Hashable]] | None:
        """The scene's own buttons, prompts and panels with their looks (None: it cannot say)."""

    def holding(self) -> bool:
        """The scene holds the table still (a trick being read)."""

    def hint_panel_due(self) -> bool:
        """The hint panel is drawn now."""

    def couch_key(self) -> Hashable:
        """Two people at one screen: who is shown and whether the cover is up (``CouchPlay``)."""

    def couch_covering(self) -> bool:
        """The hand-off cover is on the table (it fades: the frame is drawn in full)."""


class TablePicture:
    """The frame pacer's view of one table scene (see the module docstring)."""

    def __init__(self, scene: PictureHooks, ctx: TableContext, host: Host, chrome: TableChrome,
                 practice: PracticeControls) -> None:
        self.scene = scene
        self.ctx = ctx
        self.host = host
        self.chrome = chrome
        self.practice = practice
        self._key: tuple[Hashable, ...] = ()
        self._changed_at = 0.0

    # ------------------------------------------------------------------ changes with no input

    def key(self) -> tuple[Hashable, ...]:
        """What the picture shows, in brief: when it changes without any input (a computer's
        move, a hint arriving), the next frame is drawn in full.  (Whether a seat is thinking
        is not part of it: a computer seat shows its thinking dots all its turn.)"""
        ctx, view = self.ctx, self.ctx.view
        hints = ctx.hints
        return (ctx.session.snapshot.move_count, ctx.scores.scored_hands, hints.text, hints.why_open,
                self.scene.hint_panel_due(), ctx.last_trick_open, view.size,
                view.focus_card, frozenset(view.selected), frozenset(view.dimmed),
                ctx.session.human_to_act(), self.scene.scene_picture_key(), self.scene.couch_key(),
                tuple((tuple(rect), ringed, side) for rect, ringed, side in self.chrome.pointers))

    def note_changes(self) -> bool:
        """Note the picture as it is now; True when it changed since last noted (the scene
        then bumps its ``picture_version``)."""
        key = self.key()
        if key == self._key:
            return False
        self._key = key
        self._changed_at = self.ctx.clock
        return True

    def animating(self) -> bool:
        """Something on screen moves: the frame pacer draws every frame while this holds."""
        ctx = self.ctx
        recently_changed = ctx.clock - self._changed_at < FRESH_SECONDS
        return recently_changed or ctx.view.busy or ctx.effects.busy or self.scene.holding()

    def ambient_rects(self) -> list[pygame.Rect]:
        """The active seat's pulsing plate and the thinking dots: all that moves while the table
        waits (for you, or for a computer player thinking it over)."""
        pointers = [pointer_reach(rect, side) for rect, _, side in self.chrome.pointers]
        return hud.ambient_rects(self.chrome.plates) + pointers

    def picture_rects(self) -> list[pygame.Rect] | None:
        """Every card on the table (its pictures are the ones made within a budget)."""
        return self.ctx.view.card_rects()

    # ------------------------------------------------------------------ what moves

    def animated_rects(self) -> list[pygame.Rect] | None:
        """Cards in flight, pop-ups and the plates' pulse: what moves by itself between two
        changes of the picture (words and panels that fade or change are told apart by
        ``layout_items``).  Right after a change, or while a scene shows something of its own
        it cannot place (``scene_animated_rects``), None."""
        if self.key() != self._key or self.scene.couch_covering():
            return None
        extra = self.scene.scene_animated_rects()
        if extra is None:
            return None
        rects = self.ctx.view.moving_rects() + hud.ambient_rects(self.chrome.plates) + extra
        rects += [r for r in (pop.bounds() for pop in self.ctx.effects.popups) if r is not None]
        if self.scene.scene_control_items() is None:   # no layout to tell changes by: every word, every frame
            rects += [rect for key, (rect, _) in self.word_items().items() if not _is_static(key)]
            rects += self.stale_panels()
        return rects

    def stale_panels(self) -> list[pygame.Rect]:
        """The corner panels (and the stock) the static layer will redraw: they show something new."""
        view = self.ctx.view
        old = view.static_key
        panels_now = {key: item for key, item in self.word_items().items() if _is_static(key)}
        if view.static_layer is None or not isinstance(old, StaticKey):
            return [pygame.Rect((0, 0), view.size)]
        shown: dict[Hashable, Hashable] = dict(zip(_static_names(), old, strict=True))
        return [rect for key, (rect, look) in panels_now.items() if shown.get(key) != look]

    # ------------------------------------------------------------------ what is drawn where

    def layout_items(self) -> Items | None:
        """Every card, plate, button, speech bubble and corner panel, the status strip and this
        scene's own words and panels, each with how it looks: what a move or a fade may change.
        None while the scene shows something it cannot place."""
        controls = self.scene.scene_control_items()
        if controls is None or self.scene.scene_animated_rects() is None or self.scene.couch_covering():
            return None
        view = self.ctx.view
        items = self.word_items()
        for name, sprite in [*((("card", key), s) for key, s in view.sprites.items()),
                             *((("leaving", i), s) for i, s in enumerate(view.leaving))]:
            card = sprite.card
            items[name] = (card_reach(sprite), (
                card, sprite.face_up, round(sprite.angle), round(sprite.height), sprite.z, round(sprite.alpha, 3),
                round(sprite.flip, 3), card in view.dimmed, card in view.selected, card == view.focus_card,
                card is not None and card == view.winning_card))
        for seat, plate in self.chrome.plates.items():
            items[("plate", seat)] = (hud.plate_bounds(plate), plate)
        practice = self.practice.buttons
        bounds = practice.drawn_bounds()
        if bounds is not None:
            items[("practice",)] = (bounds, practice.look())
        for i, (rect, look) in enumerate(controls):
            items[("control", i)] = (rect, look)
        for i, (rect, ringed, side) in enumerate(self.chrome.pointers):   # an arrow that moves leaves no trace
            items[("pointer", i)] = (pointer_reach(rect, side), (tuple(rect), ringed, side))
        return items

    def word_items(self) -> Items:
        """Speech bubbles and the status strip as they look now (their words, how faded); the
        corner panels and the stock by what each shows (the static layer redraws one when that
        changes)."""
        view, chrome = self.ctx.view, self.chrome
        window = pygame.Rect((0, 0), view.size)
        items: Items = {}
        for i, place in enumerate(chrome.bubble_places(window.w)):
            bubble, anchor, pointing = place
            items[("bubble", i)] = (speech.bubble_rect(window, place),
                                    (bubble.text, anchor, pointing, bubble.accent, speech.bubble_alpha(bubble)))
        if chrome.status is not None:
            hover = self.practice.why_hover and self.host.pointer_active
            items[("status",)] = (chrome.status.panel, (chrome.status, hover))
        key = static_key(self.ctx.session, chrome.on_show, view.size)
        names = _static_names()
        items[names[0]] = (window, key.window)  # a new window: the whole layer is made again
        for name, area, shows in zip(names[1:], panel_areas(view), key[1:], strict=True):
            items[name] = (area, shows)
        return items

    def readable_items(self) -> list[tuple[Hashable, pygame.Rect]]:
        """Name plates, speech bubbles, the status strip, the corner panels, the stock's count,
        the practice buttons and this scene's own controls (the layout check keeps them apart)."""
        view, chrome = self.ctx.view, self.chrome
        items: list[tuple[Hashable, pygame.Rect]] = []
        window = pygame.Rect((0, 0), view.size)
        for seat, plate in chrome.plates.items():
            items.append((("plate", seat), plate.rect))
        for place in chrome.bubble_places(window.w):
            bubble = place[0]
            if speech.bubble_alpha(bubble) > 40:   # a bubble fading away is not read
                items.append((("bubble", bubble.text), speech.bubble_rect(window, place)))
        if chrome.status is not None:
            items.append((("status",), chrome.status.panel))
        scores, contract, _, _ = panel_areas(view)
        items.append((("panel", "scores"), scores))
        items.append((("panel", "contract"), contract))
        if static_key(self.ctx.session, chrome.on_show, view.size).last_trick is not None:
            items.append((("panel", "last trick"), last_trick_rect(view, self.ctx.session)))
        for button in self.practice.buttons.buttons:
            if button.rect.w:
                items.append((("practice", button.label), button.rect))
        for i, (rect, _) in enumerate(self.scene.scene_control_items() or []):
            items.append((("control", i), rect))
        return items

    def card_index_heights(self) -> list[float]:
        """How high the corner index is on each size of face-up card this table shows (the
        layout check holds them to the shortest text's height)."""
        view = self.ctx.view
        layout = view.layout
        heights = []
        for card in (layout.hand_card, layout.trick_card, layout.mini_card):
            art = view.art_for(card[1])
            heights.append(art.card_height * INDEX_FRACTION[1 if art.large_indices else 0])
        return heights


def _static_names() -> list[Hashable]:
    """The static layer's parts as ``word_items`` names them: the window, then each panel."""
    return [("static", "window"), *(("static", i) for i in range(len(PANELS)))]


def _is_static(name: Hashable) -> bool:
    return isinstance(name, tuple) and bool(name) and name[0] == "static"
