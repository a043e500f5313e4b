"""Drawing only what moves: a frame drawn in areas must look exactly like one drawn in full.

Issue 9: "cache the static table layer and redraw only what changed (dirty rectangles,
``display.update(rects)``)".  While cards fly, the app redraws only where they are and where
they were (``Scene.animated_rects``); these tests play a whole demo game and, after every
frame, draw the same moment again in full on a spare surface and compare the two pictures.
"""

from __future__ import annotations

import os
from collections import Counter

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.app import App, parse_args
from game.ui.art.card_art import rotation_budget
from game.ui.core.pacing import layout_changes
from game.ui.table import card_painter

# A face-down fan at rest is drawn as one picture composed of its cards; while its cards moved
# they were drawn one by one.  The two differ by alpha rounding (a level or two), never more.
ROUNDING = 2
SIZE = (1024, 600)


def differing_pixels(a: pygame.Surface, b: pygame.Surface, ignore: list[pygame.Rect]) -> list[pygame.Rect]:
    """Where ``a`` and ``b`` differ by more than ``ROUNDING`` in any colour, outside ``ignore``."""
    diff = a.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = b.copy()
    other.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (ROUNDING + 1, ROUNDING + 1, ROUNDING + 1, 255))
    same.invert()
    for rect in ignore:
        same.erase(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
    return same.get_bounding_rects() if same.count() else []


def table_app(tmp_path, monkeypatch: pytest.MonkeyPatch, *options: str) -> App:
    """A table whose pictures are all made at once (no stand-ins within a frame's budget), so
    a picture drawn twice in one frame is the same picture."""
    monkeypatch.setattr(card_painter, "NEW_FLIGHT_PICTURES_PER_FRAME", 10**6)
    monkeypatch.setattr(card_painter, "NEW_FAN_PICTURES_PER_FRAME", 10**6)
    app = App(parse_args(["--size", f"{SIZE[0]}x{SIZE[1]}", "--profile-dir", str(tmp_path), "--seed", "7",
                          "--speed", "1.5", "--windowed", *options]))
    app.start()
    rotation_budget.limit(None)
    return app


@pytest.fixture
def demo_app(tmp_path, monkeypatch: pytest.MonkeyPatch) -> App:
    app = table_app(tmp_path, monkeypatch, "--demo")
    yield app
    app.quit()


# Computer players only; and your seat played by the hint after a pause, at a practice table
# (hints and the expert's analysis arrive from a thread whenever they are ready), cutthroat;
# and two-handed, where your turn to lead comes as the last trick is gathered (its words
# once came without a change of the picture, and stayed half drawn).
TABLES = {"demo": ("--demo",), "practice": ("--practice", "--autoplay", "0.4", "--rules", "cutthroat"),
          "two-handed": ("--practice", "--autoplay", "0.3", "--rules", "forty-five", "--players", "2")}


@pytest.mark.parametrize("table", [t if t == "two-handed" else pytest.param(t, marks=pytest.mark.slow)
                                   for t in sorted(TABLES)])
def test_every_frame_drawn_in_areas_looks_as_if_drawn_in_full(tmp_path, monkeypatch: pytest.MonkeyPatch,
                                                              table: str) -> None:
    app = table_app(tmp_path, monkeypatch, *TABLES[table])
    reference = pygame.Surface(app.display.surface.get_size()).convert()
    kinds: Counter[tuple[str, str]] = Counter()
    for frame in range(1200):
        app.fixed_frame(alpha=0.5)
        plan = app.last_plan
        scene = app.stack.top.name
        kinds[(scene, "full" if plan.full else "areas" if plan.rects else "none")] += 1
        reference.fill((0, 0, 0))
        app.stack.draw_all(reference, 0.5)
        # Between their due frames (30 a second) the ambient areas (a pulsing glow) lag on purpose.
        ignore = [] if plan.draws else app.stack.top.ambient_rects()
        wrong = differing_pixels(app.display.surface, reference, ignore)
        assert not wrong, f"frame {frame} ({scene}, {plan}): stale pixels at {wrong[:4]}"
    app.quit()
    for scene in ("deal", "auction", "trick") if table != "two-handed" else ("deal", "trick"):   # no auction
        drawn = kinds[(scene, "full")] + kinds[(scene, "areas")]
        assert kinds[(scene, "areas")] > 0.8 * drawn, f"the {scene} is drawn mostly in areas: {kinds}"


def test_a_move_by_a_computer_is_drawn_in_areas_where_the_table_changed(demo_app: App) -> None:
    app = demo_app
    step = app.loop.step_seconds

    def frame() -> None:
        app.handle_events()
        app.update(step)
        app.draw(0.5)
    while not (app.stack.top.name == "trick" and app.stack.top.snap.trick):
        frame()
    scene = app.stack.top
    moves = scene.snap.move_count
    while scene.snap.move_count == moves:
        before = scene.layout_items()
        frame()
    plan = app.last_plan
    assert not plan.full and plan.rects, "a move is drawn in areas, not in full"
    after = scene.layout_items()
    changed = [key for key in before.keys() | after.keys() if before.get(key) != after.get(key)]
    assert any(key[0] == "plate" for key in changed), "the turn passed to the next seat"
    assert len(changed) < len(after) / 2, "what stayed as it was is not redrawn"
    window = pygame.Rect((0, 0), SIZE)
    for rect in layout_changes(before, after):
        visible = rect.clip(window)
        if visible.w and visible.h:
            assert any(area.contains(visible) for area in plan.rects), f"{rect} is not redrawn"
    frame()
    assert not app.last_plan.full and app.last_plan.rects, "then only the moving card and its wake"


def test_a_scene_that_cannot_place_its_drawing_is_drawn_in_full_after_a_move(demo_app: App,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    app = demo_app
    step = app.loop.step_seconds
    while app.stack.top.name != "trick":
        app.handle_events()
        app.update(step)
        app.draw(0.5)
    scene = app.stack.top
    monkeypatch.setattr(type(scene), "scene_control_items", lambda self: None)
    moves = scene.snap.move_count
    while scene.snap.move_count == moves:
        app.handle_events()
        app.update(step)
        app.draw(0.5)
    assert app.last_plan.full


def test_better_pictures_made_in_spare_time_are_shown_where_the_cards_are(demo_app: App) -> None:
    app = demo_app
    step = app.loop.step_seconds
    while not (app.stack.top.name == "trick" and not app.stack.top.animating):
        app.handle_events()
        app.update(step)
        app.draw(0.5)
    app.draw(0.5)
    assert not app.last_plan.full
    rotation_budget.refined += 1          # as ``CardPainter.warm_up`` counts a stand-in redone
    app.draw(0.5)
    plan = app.last_plan
    assert not plan.full and plan.rects, "redrawn in areas, not in full"
    for rect in app.stack.top.picture_rects():
        visible = rect.clip(pygame.Rect((0, 0), SIZE))
        assert any(area.contains(visible) for area in plan.rects), f"card at {rect} not redrawn"


def test_a_steady_table_has_nothing_to_redraw_but_a_fading_bubble_has(demo_app: App) -> None:
    """Words on the table are redrawn when their look changes (a bubble fading in), not every
    frame they are merely shown."""
    app = demo_app
    step = app.loop.step_seconds
    scene = app.stack.top
    while not (scene.name == "auction" and any(b.age < 0.05 for b in scene.ctx.effects.bubbles)):
        app.handle_events()
        app.update(step)
        app.draw(0.5)
        scene = app.stack.top
    first = scene.layout_items()
    assert layout_changes(first, scene.layout_items()) == [], "asking twice changes nothing"
    scene.update(step)
    changed = [key for key in first if first[key] != scene.layout_items().get(key)]
    assert any(key[0] == "bubble" for key in changed), f"the new bubble grew more opaque: {changed}"


def test_the_next_scene_of_a_table_redraws_only_what_differs(demo_app: App) -> None:
    """The auction after the deal, the trick after the draw: the felt, the cards and the plates
    stay, so such a hand-over is drawn in areas; a scene that cannot place its drawing (the
    scoreboard) or one of another kind is drawn in full."""
    app = demo_app
    handovers: dict[tuple[str, str], list[bool]] = {}
    shown = app.stack.top
    for _ in range(2500):
        app.fixed_frame(alpha=0.5)
        top = app.stack.top
        if top is not shown:
            handovers.setdefault((shown.name, top.name), []).append(app.last_plan.full)
            shown = top
        if ("trick", "scoreboard") in handovers and ("scoreboard", "deal") in handovers:
            break
    in_areas = [pair for pair, fulls in handovers.items() if not all(fulls)]
    assert any(pair in in_areas for pair in (("deal", "auction"), ("draw", "trick"), ("auction", "draw"))), handovers
    assert all(
        handovers[pair] == [True] * len(handovers[pair]) for pair in (("trick", "scoreboard"), ("scoreboard", "deal"))
    ), handovers
