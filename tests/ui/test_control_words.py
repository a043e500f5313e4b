"""Issue 40, words a player trips on: "the auction panel's "You I hold!"; "Your quick game in
progress is saved" after a practice game; controls named for a pad ("B", "bumpers") to a keyboard
player."  Words that fit the device in use and the kind of game."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.engine import actions as A
from game.engine import preset
from game.ui.core.control_words import CONTROLS, key_name
from game.ui.core.intents import InputSource, InputTranslator, IntentKind
from game.ui.core.persons import KEYBOARD, PAD
from game.ui.kit import theme
from game.ui.scenes.host import GoToTitle, OpenHelp, OpenSettings, StartGame
from game.ui.table import panels
from game.ui.table.records import saved_game_words
from game.ui.table.session import GameSession, SeatConfig, quick_seats
from tests.ui.harness import AppHarness

# ------------------------------------------------------------------ the names of the controls

KEYBOARD_KEYS = {"Enter": [pygame.K_RETURN], "Esc": [pygame.K_ESCAPE], "Tab": [pygame.K_TAB], "H": [pygame.K_h],
                 "U": [pygame.K_u]}
PAD_BUTTONS = {"A": [pygame.CONTROLLER_BUTTON_A], "B": [pygame.CONTROLLER_BUTTON_B],
               "Y": [pygame.CONTROLLER_BUTTON_Y], "X": [pygame.CONTROLLER_BUTTON_X],
               "LB/RB": [pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER]}
DOES = {"confirm": {IntentKind.CONFIRM}, "back": {IntentKind.BACK}, "pages": {IntentKind.NEXT_TAB, IntentKind.PREV_TAB},
        "hint": {IntentKind.HINT}, "undo": {IntentKind.UNDO}}


@pytest.mark.parametrize("control", sorted(CONTROLS))
def test_each_named_key_and_button_does_what_the_words_say(control: str) -> None:
    """The names come from one table; the keys and buttons they name are the ones bound."""
    translator = InputTranslator()
    kinds: set[IntentKind] = set()
    for key in KEYBOARD_KEYS[key_name(control, KEYBOARD)]:
        kinds |= {i.kind for i in translator.translate(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0,
                                                                          unicode="", scancode=0))}
    assert kinds and kinds <= DOES[control], f"{control} on the keyboard"
    kinds = set()
    for button in PAD_BUTTONS[key_name(control, PAD)]:
        kinds |= {i.kind for i in translator.translate(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button,
                                                                          instance_id=0))}
    assert kinds and kinds <= DOES[control], f"{control} on a pad"


def test_the_words_follow_the_device_used_last() -> None:
    translator = InputTranslator()
    used = [translator.roster.in_use]   # before any input: the keyboard's words
    translator.translate(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_A,
                                            instance_id=0))
    used.append(translator.roster.in_use)
    translator.translate(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    used.append(translator.roster.in_use)
    translator.translate(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_B,
                                            instance_id=0))
    translator.translate(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(2, 1), buttons=(0, 0, 0)))
    used.append(translator.roster.in_use)
    assert used == [KEYBOARD, PAD, KEYBOARD, KEYBOARD], "the mouse shares the keyboard's words"
    assert [key_name("pages", d) for d in used] == ["Tab", "LB/RB", "Tab", "Tab"]
    assert [key_name("back", d) for d in used] == ["Esc", "B", "Esc", "Esc"]


@pytest.fixture
def harness(tmp_path: Path) -> Iterator[AppHarness]:
    h = AppHarness(tmp_path, "--title")
    h.frames(2)
    yield h
    pygame.quit()


@pytest.fixture
def drawn_words(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text drawn (by the theme's text calls) from now on."""
    words: list[str] = []
    for name in ("blit_text", "blit_fitted"):
        real = getattr(theme, name)

        def record(surface: Any, text: str, *args: Any, _real: Any = real, **kw: Any) -> Any:
            words.append(text)
            return _real(surface, text, *args, **kw)
        monkeypatch.setattr(theme, name, record)
    return words


def press(h: AppHarness, source: InputSource) -> None:
    """A harmless press (down) on the keyboard or a pad, and a frame drawn after it."""
    if source is InputSource.CONTROLLER:
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_DPAD_DOWN,
                                             instance_id=0))
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=pygame.CONTROLLER_BUTTON_DPAD_DOWN,
                                             instance_id=0))
    else:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    h.frames(1)


PAD_WORDS = ("bumper", "LB", "RB", " B ", "B:", "B to", "press A")
KEY_WORDS = ("Tab", "Esc")


@pytest.mark.parametrize("request_", [OpenHelp(), OpenSettings()], ids=["help", "settings"])
def test_a_keyboard_player_is_never_told_a_pads_buttons(harness: AppHarness, drawn_words: list[str],
                                                         request_: Any) -> None:
    h = harness
    h.navigate(GoToTitle())
    h.navigate(request_)
    drawn_words.clear()
    press(h, InputSource.KEYBOARD)
    hints = [w for w in drawn_words if any(k in w for k in KEY_WORDS)]
    assert hints, f"the screen names its keys: {drawn_words}"
    assert not [w for w in drawn_words if any(p in w for p in PAD_WORDS)], drawn_words
    drawn_words.clear()
    press(h, InputSource.CONTROLLER)
    assert [w for w in drawn_words if "LB/RB" in w], f"a pad player is told the pad's buttons: {drawn_words}"
    assert not [w for w in drawn_words if any(k in w for k in KEY_WORDS)], drawn_words


# ------------------------------------------------------------------ the auction's record


@pytest.mark.parametrize(("call", "words"), [(A.PASS, "pass"), (A.bid(20), "bid 20"), (A.HOLD, "hold"),
                                             (A.bid(A.SIXTY_FOR_120), "bid 60 for 120")])
def test_a_call_in_the_auction_panel_reads_right_for_you_and_for_others(call: A.PlayerAction, words: str) -> None:
    assert panels.call_words("You", call) == f"You: {words}"
    assert panels.call_words("Mary", call) == f"Mary: {words}"


@pytest.mark.usefixtures("fresh_pygame")
def test_the_auction_panel_never_says_you_i_hold(monkeypatch: pytest.MonkeyPatch) -> None:
    """The panel showed "You I hold!": the bubble's spoken words glued after a name."""
    for seed in range(60):
        session = GameSession(preset("classic", 4), seed, quick_seats(4, human=True, level="normal"))
        session.deal_next()
        while not session.human_to_act():
            assert session.computer_step()
        if A.HOLD in session.state.legal_actions():
            assert session.human_action(A.HOLD) is None
            break
    else:
        pytest.fail("no deal where you may hold")
    words: list[str] = []
    real = theme.blit_fitted

    def record(surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> Any:
        words.append(text)
        return real(surface, text, *args, **kw)
    monkeypatch.setattr(theme, "blit_fitted", record)
    panels.draw_bidding_panel(pygame.Surface((600, 300)), pygame.Rect(0, 0, 600, 300), session)
    line = next((w for w in words if "You" in w and "hold" in w), None)
    assert line is not None and line.endswith("You: hold"), words
    assert not [w for w in words if "You I" in w or "I hold" in w]


# ------------------------------------------------------------------ the saved game, by its kind


def test_the_saved_game_is_named_by_its_kind() -> None:
    one = GameSession(preset("classic", 4), 1, quick_seats(4, human=True)).to_save()
    two = GameSession(preset("classic", 4), 1, [SeatConfig("Ann", "human"), SeatConfig("Mary"),
                                                 SeatConfig("Ben", "human"), SeatConfig("Angus")]).to_save()
    assert saved_game_words(one) == "quick game"
    assert saved_game_words(two) == "game for two at one TV"
    assert saved_game_words({**one, "practice": True}) == "practice game"
    assert saved_game_words({**one, "ladder_table": "first"}) == "ladder game"


def test_starting_a_quick_game_names_the_game_it_would_end(harness: AppHarness) -> None:
    """Two at one TV left a game in the quick slot: the question names that game, not "quick"."""
    h = harness
    two = GameSession(preset("classic", 4), 1, [SeatConfig("Ann", "human"), SeatConfig("Mary"),
                                                 SeatConfig("Ben", "human"), SeatConfig("Angus")])
    two.deal_next()
    assert h.app.profile.write_autosave(two.to_save(), "quick") is None
    h.navigate(StartGame("quick"))
    text = getattr(h.top, "text", "")
    assert "game for two at one TV" in text and "quick game" not in text, text
