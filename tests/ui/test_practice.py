"""Practice mode's shared pieces, headless: the title entries, hints (what, then why), the
Hint/Undo buttons, automatic hints, and progress that survives a damaged file."""

from __future__ import annotations

import json
import os
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.profile.profile import PROGRESS_FILE
from game.ui.core.intents import Intent, IntentKind
from game.ui.scenes.overlays import MessageOverlay
from game.ui.table.table_context import TableMode
from game.ui.table.tables import new_session, rules_from_settings
from tests.ui.app_parts import analyst_of
from tests.ui.harness import PracticeHarness, button

pytestmark = pytest.mark.usefixtures("pygame_quit")


def at_practice_decision(h: PracticeHarness, practice: bool = True, seed: int = 11) -> Any:
    """Start a game and step until the person is to act with the table idle; the scene."""
    app = h.app
    settings = app.profile.settings
    rules, _ = rules_from_settings(settings)
    app.navigator.start_table(new_session(settings, rules, seed), TableMode(practice=practice))
    ok = h.run_until(lambda: hasattr(h.top, "ctx") and h.top.ctx.session.human_to_act() and not h.top.view.busy
                     and h.top.name != "deal", 4000)
    assert ok, "the person never got a decision"
    # The expert's analysis runs on a thread in real time; fake-clock frames take none.
    assert analyst_of(h.app).wait_idle(60.0), "the practice analysis never finished"
    return h.top


# ---------------------------------------------------------------------------- title menu

def test_title_has_the_practice_entries_and_they_open_their_screens(tmp_path) -> None:
    h = PracticeHarness(tmp_path)
    assert h.top.name == "title"
    values = [b.value for b in h.top.menu.buttons]
    labels = [b.label for b in h.top.menu.buttons]
    assert {"Ladder", "Drills", "Ranking trainer"} <= set(labels)
    for value, scene_name in (("ladder", "ladder"), ("drills", "drills"), ("trainer", "trainer")):
        assert value in values
        h.click(button(h.top.menu, value).rect)
        assert h.top.name == scene_name
        h.send(IntentKind.BACK)
        assert h.top.name == "title", f"Esc from the {scene_name} screen returns to the title"


# ---------------------------------------------------------------------------- hints

def test_hint_shows_what_first_then_why_then_hides(tmp_path) -> None:
    h = PracticeHarness(tmp_path, "--speed", "10")
    scene = at_practice_decision(h)
    ctx = scene.ctx
    assert ctx.hints.text is None, "no hint unless asked for"
    h.send(IntentKind.HINT)
    assert scene.hint_is_current() and not ctx.hints.why_open
    assert ctx.hints.action in ctx.session.state.legal_actions()
    h.send(IntentKind.HINT)
    assert ctx.hints.why_open, "the second press opens the why"
    h.send(IntentKind.HINT)
    assert not scene.hint_is_current(), "a third press puts the hint away"


def test_the_quick_coach_says_one_sentence_and_has_no_why_button(tmp_path) -> None:
    """Issue 24: "The quick coach (rule-based, outside practice) shows only the sentence (no empty
    Why button)"; with nothing more to say, the second press puts the hint away."""
    from game.ai.reasons import sentence
    h = PracticeHarness(tmp_path, "--speed", "10")
    scene = at_practice_decision(h, practice=False)
    ctx = scene.ctx
    h.send(IntentKind.HINT)
    assert scene.hint_is_current()
    what, why = ctx.hints.text
    assert what == sentence(ctx.session.observe(), ctx.hints.action) and why == ""
    h.frames(1)
    banner = scene.practice_controls.hint_banner()
    assert banner.text == what and banner.button is None and scene.why_button_rect() is None
    h.send(IntentKind.HINT)
    assert not scene.hint_is_current()


def test_hint_and_why_buttons_work_with_the_mouse(tmp_path) -> None:
    h = PracticeHarness(tmp_path, "--speed", "10")
    scene = at_practice_decision(h)
    h.frames(1)
    h.click(button(scene.practice_controls.buttons, "hint").rect)
    assert scene.hint_is_current() and not scene.ctx.hints.why_open
    h.frames(1)  # the panel is drawn, so the Why? button has its place
    h.click(scene.why_button_rect())
    assert scene.ctx.hints.why_open


def test_undo_button_takes_back_the_last_decision(tmp_path) -> None:
    h = PracticeHarness(tmp_path, "--speed", "10")
    scene = at_practice_decision(h)
    session = scene.ctx.session
    before = len(session.state.history)
    assert scene.send(session.state.legal_actions()[0])
    h.frames(1)
    scene = h.top
    undo = button(scene.practice_controls.buttons, "undo")
    assert undo.enabled
    h.click(undo.rect)
    assert len(session.state.history) == before and session.human_to_act()


def test_practice_hint_is_the_experts_with_expected_points(tmp_path) -> None:
    """Issue 6: "Practice hints can use it: the expected points of each candidate"."""
    h = PracticeHarness(tmp_path, "--speed", "10")
    scene = at_practice_decision(h)
    ctx = scene.ctx
    advice = ctx.hints.coach.prepare(lambda: None, tuple(ctx.session.state.history)).value()
    assert advice is not None, "the analysis of the person's decision was ready"
    h.send(IntentKind.HINT)
    assert ctx.hints.action == advice.action
    h.send(IntentKind.HINT)
    assert ctx.hints.why_open
    what, why = ctx.hints.text
    assert what.startswith(ctx.session.observe().label(advice.action) + ": "), "the first line names the move"
    assert advice.basis and "point" in why, "the expert's figures, in words, are in the why (after the reasons)"
    banner = scene.practice_controls.hint_banner().text
    assert banner.startswith(f"{what} {why}"), "the why press shows the reasons, then the figures"
    assert banner == f"{what} {why}" or banner.endswith(".)") and "(F1 explains" in banner, "then the glossary's words"


def test_a_hint_asked_for_while_the_expert_thinks_follows_when_ready(tmp_path) -> None:
    import threading

    from game.ui.scenes.hinting import THINKING

    h = PracticeHarness(tmp_path, "--speed", "10")
    scene = at_practice_decision(h)
    ctx = scene.ctx
    ctx.hints.coach = None                      # forget the ready analysis ...
    gate = threading.Event()
    analyst_of(h.app).submit(gate.wait, -1)   # ... and keep the worker busy
    h.send(IntentKind.HINT)
    assert ctx.hints.text == THINKING and ctx.hints.action is None and scene.hint_is_current()
    assert not scene.hint_panel_due(), "a thinking line is not flashed up for an answer about to come"
    h.frames(30)
    assert ctx.hints.text == THINKING, "the table goes on while the expert thinks"
    assert scene.hint_panel_due(), "a longer wait is shown"
    gate.set()
    assert analyst_of(h.app).wait_idle(60.0)
    h.frames(1)
    assert ctx.hints.text != THINKING and ctx.hints.action in ctx.session.state.legal_actions()


def test_the_review_flags_only_choices_that_cost_a_point(tmp_path) -> None:
    """Issue 6: "a play flagged as a mistake only when it costs at least 1 point"."""
    h = PracticeHarness(tmp_path, "--speed", "10", "--seed", "4")
    scene = at_practice_decision(h, seed=4)
    ctx = scene.ctx
    hand = ctx.session.state.hand_number
    for _ in range(12):                   # the person's decisions of one hand, each the expert's worst
        scene = h.top
        if scene.name == "scoreboard" or ctx.session.state.hand_number != hand:
            break
        advice = ctx.hints.coach.prepare(lambda: None, tuple(ctx.session.state.history)).value()
        assert scene.send(advice.options[-1].action)
        ok = h.run_until(lambda: h.top.name == "scoreboard" or (ctx.session.human_to_act() and not h.top.view.busy),
                         4000)
        assert ok
        assert analyst_of(h.app).wait_idle(60.0)
        h.frames(1)
    assert h.run_until(lambda: h.top.name == "scoreboard", 4000)
    assert analyst_of(h.app).wait_idle(60.0)
    mine = [d for d in ctx.hints.decisions if d["hand"] == hand]
    assert mine and all(d["review"].ready() for d in mine)
    reviews = [d["review"].value() for d in mine]
    flagged = [r for r in reviews if r is not None and r.mistake]
    assert flagged, "the expert's worst choices cost at least a point somewhere in the hand"
    assert all(r.cost >= 1.0 and r.best != r.chosen for r in flagged)
    assert all(r.cost < 1.0 for r in reviews if r is not None and not r.mistake)
    h.frames(2)   # the review panel draws the flagged lines


def test_no_practice_buttons_at_an_ordinary_game(tmp_path) -> None:
    h = PracticeHarness(tmp_path, "--speed", "10")
    scene = at_practice_decision(h, practice=False)
    h.frames(1)
    assert scene.practice_controls.buttons.buttons == []


def test_automatic_hints_only_when_the_setting_is_on(tmp_path) -> None:
    h = PracticeHarness(tmp_path, "--speed", "10")
    h.app.profile.settings.auto_hints = False
    scene = at_practice_decision(h)
    h.frames(3)
    assert not scene.hint_is_current()
    h.app.profile.settings.auto_hints = True
    h.frames(3)
    assert scene.hint_is_current(), "with automatic hints on, the hint comes by itself"


def test_automatic_hints_never_at_an_ordinary_game(tmp_path) -> None:
    h = PracticeHarness(tmp_path, "--speed", "10")
    h.app.profile.settings.auto_hints = True
    scene = at_practice_decision(h, practice=False)
    h.frames(3)
    assert not scene.hint_is_current()


# ---------------------------------------------------------------------------- progress on disk

def test_progress_is_saved_and_read_back(tmp_path) -> None:
    h = PracticeHarness(tmp_path)
    profile = h.app.profile
    profile.progress.mark_beaten("legion-antigonish")
    profile.progress.record_trainer_time("hearts-10", 42.5)
    assert profile.save_progress() is None
    data = json.loads((tmp_path / PROGRESS_FILE).read_text(encoding="utf-8"))
    assert data["beaten"] == ["legion-antigonish"] and data["trainer_best"] == {"hearts-10": 42.5}
    pygame.quit()
    again = PracticeHarness(tmp_path)
    assert again.app.profile.progress.is_beaten("legion-antigonish")


@pytest.mark.parametrize("damage", ["{not json", "[1, 2, 3]", "\udcff".encode("utf-8", "surrogatepass")])
def test_corrupt_progress_falls_back_with_a_message(tmp_path, damage: object | None) -> None:
    path = tmp_path / PROGRESS_FILE
    if isinstance(damage, bytes):
        path.write_bytes(damage)
    else:
        path.write_text(str(damage), encoding="utf-8")
    h = PracticeHarness(tmp_path)
    h.click(button(h.top.menu, "ladder").rect)
    message = h.top
    assert isinstance(message, MessageOverlay), "the player is told progress was reset"
    assert "progress" in message.text and ".corrupt" in message.text
    assert (tmp_path / (PROGRESS_FILE + ".corrupt")).exists(), "the damaged file is kept"
    assert h.app.profile.progress.beaten == []
    h.send(IntentKind.CONFIRM)
    assert h.top.name == "ladder", "OK closes the message; the ladder is usable"
    h.send(IntentKind.BACK)
    h.click(button(h.top.menu, "drills").rect)
    assert h.top.name == "drills", "the message is shown once"


# ---------------------------------------------------------------------------- robustness

@pytest.mark.parametrize("entry", ["ladder", "drills", "trainer"])
def test_random_input_on_the_practice_screens_never_crashes(tmp_path, entry: str) -> None:
    import random
    rng = random.Random(entry)
    h = PracticeHarness(tmp_path, "--speed", "10", "--seed", "2")
    h.click(button(h.top.menu, entry).rect)
    w, ht = h.app.size
    kinds = [IntentKind.MOVE, IntentKind.CONFIRM, IntentKind.CLICK, IntentKind.POINT, IntentKind.SCROLL,
             IntentKind.DIGIT, IntentKind.NEXT_TAB, IntentKind.HINT, IntentKind.UNDO, IntentKind.BACK]
    for _ in range(400):
        kind = rng.choice(kinds)
        x, y = rng.uniform(0, w), rng.uniform(0, ht)
        intent = Intent(kind, dx=rng.choice((-1, 0, 1)), dy=rng.choice((-1, 0, 1)), x=x, y=y, button=1,
                        amount=rng.randrange(10))
        h.app.dispatch(intent)
        h.frames(rng.choice((1, 1, 2, 5)))
    assert h.app.stack.top is not None
