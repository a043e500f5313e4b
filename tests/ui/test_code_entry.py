"""Entering a challenge code (issue 42, item 3's code, screen side): typed, or with a pad alone
(Up / Down turn a box, Left / Right move between boxes); what is wrong said as it is typed, in
``parse_code``'s words; Play only for a code that can be played, and it sits down at it."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.sim.challenge import CHECK_ALPHABET, PRESET_CODES, Challenge, parse_code
from game.ui.core.intents import IntentKind
from game.ui.scenes.code_entry import CHECK_SLOT, DAY_SLOT, CodeEntryOverlay, CodeSlots
from game.ui.scenes.host import Close, ShowOverlay, StartDaily
from tests.ui.app_parts import on_top
from tests.ui.harness import AppHarness, button

pytestmark = pytest.mark.usefixtures("pygame_quit")

TODAY = datetime.date(2026, 11, 29)
TODAYS = Challenge.for_date(TODAY, "classic", 4).code          # CL4-20261129-?
FRIENDS = Challenge.for_date(datetime.date(2026, 11, 28), "new-england", 4).code


def entry(folder: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[AppHarness, CodeEntryOverlay, list[Any]]:
    """The code entry over the title, opened on today's code; the requests it makes are kept."""
    h = AppHarness(folder, "--title")
    h.frames(1)
    h.navigate(ShowOverlay(CodeEntryOverlay(h.app, TODAYS, TODAY)))
    overlay = on_top(h.app, CodeEntryOverlay)
    sent: list[Any] = []
    monkeypatch.setattr(h.app, "navigate", sent.append)
    return h, overlay, sent


def mistyped(code: str) -> str:
    """``code`` with its last date digit changed: one character mistyped."""
    body = code.replace("-", "")
    wrong = str((int(body[10]) + 1) % 10)
    return body[:10] + wrong + body[11:]


def test_a_typed_code_replaces_the_one_it_opened_with_and_is_ready() -> None:
    slots = CodeSlots(TODAYS)
    assert slots.type(FRIENDS)   # the hyphens typed too: they are skipped
    assert slots.text == FRIENDS and slots.problem(TODAY) is None
    assert slots.describe() == "New England, 4 players, Saturday 28 November 2026"


def test_a_typo_is_refused_with_the_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    h, overlay, sent = entry(tmp_path, monkeypatch)
    for ch in mistyped(FRIENDS):
        h.send(IntentKind.TEXT, text=ch)
    with pytest.raises(ValueError, match="a character is mistyped"):
        parse_code(overlay.slots.text)
    assert overlay.problem == "The check character does not match: a character is mistyped"
    assert overlay.message()[0] == overlay.problem
    assert not button(overlay.buttons, "play").enabled
    h.send(IntentKind.CONFIRM)
    assert sent == []   # nothing to sit down at


def test_a_character_that_does_not_belong_in_its_box_is_refused() -> None:
    slots = CodeSlots("")
    assert slots.type("CL4")
    assert not slots.type("X")      # the date takes digits
    assert slots.chars[3] == "" and slots.cursor == 3
    slots.chars = list("CL420261129") + ["O"]   # O is never a check character: it reads as 0
    assert "O" not in CHECK_ALPHABET
    assert slots.problem(TODAY) is not None


def test_a_pad_alone_reaches_a_friends_code_and_plays_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """From today's code (classic, the 29th) to the New England code of the 28th with the pad's
    directions only: the rules box turns over the presets, the day's box over the digits, the
    check box over its alphabet."""
    h, overlay, sent = entry(tmp_path, monkeypatch)
    slots = overlay.slots
    assert slots.cursor == DAY_SLOT
    for _ in range(DAY_SLOT):
        h.send(IntentKind.MOVE, dx=-1)
    presets = list(PRESET_CODES.values())
    for _ in range((presets.index("NE") - presets.index("CL")) % len(presets)):
        h.send(IntentKind.MOVE, dy=-1)   # Up: the next preset
    assert slots.text.startswith("NE4")
    for _ in range(DAY_SLOT + 1):
        h.send(IntentKind.MOVE, dx=1)
    h.send(IntentKind.MOVE, dy=1)        # Down: 9 to 8
    h.send(IntentKind.MOVE, dx=1)
    assert slots.cursor == CHECK_SLOT and slots.text[:-1] == FRIENDS[:-1]
    wanted = FRIENDS[-1]
    for _ in range(len(CHECK_ALPHABET)):
        if slots.text == FRIENDS:
            break
        assert overlay.problem is not None and not button(overlay.buttons, "play").enabled
        h.send(IntentKind.MOVE, dy=-1)
    assert slots.chars[CHECK_SLOT] == wanted and overlay.problem is None
    assert button(overlay.buttons, "play").enabled
    h.send(IntentKind.CONFIRM)
    assert sent == [StartDaily(FRIENDS)]


def test_turning_goes_round_and_letter_keys_type_rather_than_move(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    h, overlay, sent = entry(tmp_path, monkeypatch)
    slots = overlay.slots
    h.send(IntentKind.MOVE, dy=-1, key=pygame.K_w)    # W is a letter here, not Up
    h.send(IntentKind.PAUSE, key=pygame.K_p)           # nor is P the pause
    assert slots.text == TODAYS and sent == []
    slots.cursor = 4
    slots.chars[4] = "0"
    slots.turn(-1)
    assert slots.chars[4] == "9"                        # Down from 0 goes round to 9
    slots.cursor = 0
    slots.chars[0:2] = list(presets_last := list(PRESET_CODES.values())[-1])
    slots.turn(1)
    assert "".join(slots.chars[:2]) == list(PRESET_CODES.values())[0] != presets_last


def test_backspace_empties_boxes_and_esc_cancels(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    h, overlay, sent = entry(tmp_path, monkeypatch)
    slots = overlay.slots
    for ch in "NE4":
        h.send(IntentKind.TEXT, text=ch)
    h.send(IntentKind.BACK, key=pygame.K_BACKSPACE)
    h.send(IntentKind.BACK, key=pygame.K_BACKSPACE)
    assert slots.text.startswith("N__-") and slots.cursor == 1   # three typed, the last two erased
    assert overlay.problem is not None and overlay.problem.startswith("Fill in every box")
    assert sent == []
    h.send(IntentKind.BACK, key=pygame.K_ESCAPE)
    assert sent == [Close()]


def test_a_day_not_come_yet_cannot_be_played() -> None:
    tomorrow = Challenge.for_date(TODAY + datetime.timedelta(days=1), "classic", 4).code
    slots = CodeSlots(tomorrow)
    assert slots.problem(TODAY) == "That day has not come yet: its challenge opens on the day."
    assert CodeSlots(TODAYS).problem(TODAY) is None
