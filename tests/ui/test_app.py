"""The app end to end, headless: demo games to game over, scenes driven by intents,
a monkey test of random input, and recovery from damaged files."""

from __future__ import annotations

import json
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.app import App
from game.cli import parse_start
from game.engine import actions as A
from game.ui.core.intents import InputSource, Intent, IntentKind
from game.ui.scenes.host import Close, StartGame

pytestmark = pytest.mark.usefixtures("pygame_quit")


def test_demo_game_runs_to_game_over(app_harness) -> None:
    h = app_harness("--demo", "--speed", "10", "--seed", "4", size="800x600")
    assert h.run_until(lambda: h.seen_over, 9000), "the demo game never finished"
    assert {"deal", "auction", "draw", "trick", "scoreboard"} <= h.scenes


@pytest.mark.parametrize("preset,players", [("cutthroat", "5"), ("forty-five", "2"), ("house-125", "4"),
                                             ("classic", "6"), ("new-england", "4")])
def test_every_table_plays_in_the_app(app_harness, preset, players) -> None:
    h = app_harness("--demo", "--speed", "10", "--seed", "2", "--rules", preset, "--players", players, size="800x600")
    assert h.run_until(lambda: h.ctx.session.state.hand_number >= 2 if hasattr(h.app.stack.top, "ctx") else False,
                       4000)


def _button(scene, value):
    for b in scene.buttons.buttons:
        if b.value == value:
            return b
    raise AssertionError(f"no button {value!r} in {[b.value for b in scene.buttons.buttons]}")


def test_auction_click_sends_the_bid(app_harness) -> None:
    """A person's click on a bid button reaches the engine as that bid."""
    h = app_harness("--seed", "11", "--speed", "10", size="800x600")
    assert h.run_until(lambda: h.app.stack.top.name == "auction" and h.ctx.session.human_to_act()
                       and h.app.stack.top.buttons.buttons, 3000)
    scene = h.app.stack.top
    state = h.ctx.session.state
    legal_bids = [a for a in state.legal_actions() if A.kind(a) == "bid"]
    target = legal_bids[0]
    button = _button(scene, target)
    h.app.dispatch(Intent(IntentKind.CLICK, x=button.rect.centerx, y=button.rect.centery, button=1,
                          source=InputSource.MOUSE))
    assert (0, target) in state.auction


def test_illegal_play_is_explained(app_harness) -> None:
    """An illegal card is refused with the engine's rule in words, and nothing changes."""
    h = app_harness("--seed", "3", "--speed", "10", "--autoplay", "0.05", size="800x600")
    found = h.run_until(lambda: h.app.stack.top.name == "trick" and h.ctx.session.human_to_act()
                        and len(h.ctx.session.state.legal_actions()) < bin(h.ctx.session.state.hands[0]).count("1"),
                        20000)
    assert found, "never reached a trick where some card was illegal"
    ctx = h.ctx
    state = ctx.session.state
    hand = [c for c in range(52) if (state.hands[0] >> c) & 1]
    illegal = next(c for c in hand if c not in state.legal_actions())
    before = len(state.history)
    assert h.app.stack.top.send(illegal) is False
    assert len(state.history) == before
    shown = ctx.effects.shown_toast
    assert shown is not None and shown.urgent and shown.text, "the refusal is shown at once"


@pytest.mark.slow   # twenty seconds of random input through the whole app
def test_monkey_random_input_never_crashes_and_the_game_goes_on(app_harness) -> None:
    h = app_harness("--seed", "8", "--speed", "6", "--autoplay", "0.3", size="800x600")
    rng = random.Random(1)
    keys = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE,
            pygame.K_ESCAPE, pygame.K_h, pygame.K_u, pygame.K_TAB, pygame.K_F11, pygame.K_1, pygame.K_p]
    for i in range(3000):
        kind = rng.random()
        if kind < 0.45:
            key = rng.choice(keys)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        elif kind < 0.8:
            pos = (rng.randrange(800), rng.randrange(600))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        elif kind < 0.9:
            button = rng.choice([pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B,
                                 pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_Y])
            pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=0))
            pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button, instance_id=0))
        elif kind < 0.95:
            size = (rng.randrange(640, 1400), rng.randrange(480, 900))
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        h.frames(1)
        top = h.app.stack.top
        if top.is_overlay and i % 7 == 0 and not h.app.navigator.pending:
            h.app.navigate(Close())
        if top.name == "title" and i % 5 == 0:
            h.app.navigate(StartGame("quick"))
    seen: set[tuple[int, int, int]] = set()
    for _ in range(900):  # undisturbed, the game must keep moving
        h.frames(1)
        top = h.app.stack.top
        if top.is_overlay and not h.app.navigator.pending:
            h.app.navigate(Close())
        if top.name == "title" and not h.app.navigator.pending:
            h.app.navigate(StartGame("quick"))
        ctx = getattr(top, "ctx", None)
        if ctx is not None:
            state = ctx.session.state
            seen.add((id(ctx.session), state.hand_number, len(state.history)))
            # Fake-clock frames take no real time; a searching (expert) seat the monkey
            # chose in settings thinks on a thread in real time, so give it that time.
            assert ctx.session.await_decision(30.0), "a computer seat never finished thinking"
    assert len(seen) > 3, "the game stopped moving after the monkey's input"


def test_corrupt_settings_and_autosave_fall_back_with_a_message(app_harness, tmp_path) -> None:
    (tmp_path / "settings.json").write_text("{not json")
    (tmp_path / "autosave.json").write_text(json.dumps({"switches": {"players": "many"}, "seed": 1,
                                                          "seats": [], "history": []}))
    h = app_harness(size="800x600")
    h.frames(3)
    texts = " ".join(t.text for t in h.ctx.effects.toasts)
    assert "settings.json" in texts and "autosave.json" in texts
    assert (tmp_path / "settings.json.corrupt").exists() and (tmp_path / "autosave.json.corrupt").exists()


def test_autosave_resumes_the_same_game(app_harness) -> None:
    h = app_harness("--seed", "21", "--speed", "10", "--autoplay", "0.05", size="800x600")
    assert h.run_until(lambda: h.ctx.session.state.hand_number >= 1 and h.app.stack.top.name == "scoreboard", 6000)
    h.app.stack.top._press("next")
    h.frames(2)
    history = list(h.ctx.session.state.history)
    h.app.quit()
    pygame.quit()
    again = app_harness(size="800x600")
    again.frames(2)
    assert again.ctx.session.state.history[:len(history)] == history


@pytest.mark.parametrize("start", ["--demo", "--title"])
def test_the_first_frame_finds_its_pictures_made(tmp_path, pictures_made: list[str], start: str) -> None:
    """Issue 25: the deal's and the title's first frames were the slowest at 4K (23-28 ms):
    portraits, card backs, words and panels made the first time.  Start-up makes them, as a
    loading screen would: the first frame (no step yet) draws only what is kept."""
    made = pictures_made
    made.clear()
    app = App(parse_start(["--windowed", "--size", "1280x720", "--profile-dir", str(tmp_path), "--seed", "7", start]))
    app.start()
    assert made, "start-up made no pictures at all: the check would prove nothing"
    made.clear()
    app.draw(0.0)
    assert app.frames.last_plan.full
    assert made == []
