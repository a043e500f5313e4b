"""Settings: five groups behind tabs, every row visible and reachable, the text size applied at once,
house rules the engine refuses turned down with its reason."""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ui.core.intents import IntentKind
from game.ui.kit import theme
from game.ui.scenes.host import OpenSettings
from game.ui.scenes.settings import SettingsOverlay
from game.ui.scenes.settings_rows import GROUPS, switch_value_name
from tests.ui.harness import PracticeHarness  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_quit")   # pygame shut down after each test


def open_settings(tmp_path: Path, size: str = "1280x720") -> tuple[PracticeHarness, SettingsOverlay]:
    h = PracticeHarness(tmp_path, "--size", size)
    h.app.navigate(OpenSettings())
    h.frames(1)
    assert isinstance(h.top, SettingsOverlay)
    return h, h.top


def row_index(screen: SettingsOverlay, label: str) -> int:
    return [row.label for row in screen.rows].index(label)


@pytest.mark.parametrize("size", ["1024x600", "1280x720", "3840x2160"])
def test_every_group_shows_its_rows_inside_the_panel(tmp_path: Path, size: str) -> None:
    h, screen = open_settings(tmp_path, size)
    seen = []
    for group in range(len(GROUPS)):
        assert screen.group == group
        for focus in range(len(screen.rows)):   # walking down scrolls each row into view
            screen.focus = focus
            screen._scroll_to_focus()
            rect = screen.row_rects[focus]
            assert rect.w > 0 and screen.rect.contains(rect), (GROUPS[group], screen.rows[focus].label)
            for tab in screen.tab_rects:
                assert not tab.colliderect(rect)
        seen += [row.label for row in screen.rows]
        screen.focus = 0
        h.send(IntentKind.NEXT_TAB)
    assert screen.group == 0, "Tab goes round the groups"
    assert {"Computer players", "Rules", "Text size", "Volume", "Computer player 1"} <= set(seen)
    assert len(seen) == len(set(seen)), "each setting lives in one group"


def test_up_from_the_first_row_reaches_the_tabs_and_left_right_there_changes_group(tmp_path: Path) -> None:
    h, screen = open_settings(tmp_path)
    h.send(IntentKind.MOVE, dy=-1)
    assert screen.focus == -1
    h.send(IntentKind.MOVE, dx=1)
    assert GROUPS[screen.group] == "Rules"
    h.send(IntentKind.MOVE, dy=1)
    assert screen.focus == 0 and screen.rows[0].label == "Rules"


def test_clicking_a_tab_opens_its_group(tmp_path: Path) -> None:
    h, screen = open_settings(tmp_path)
    h.click(screen.tab_rects[GROUPS.index("Sound")])
    assert GROUPS[screen.group] == "Sound"


def test_a_larger_text_size_is_applied_at_once_and_saved(tmp_path: Path) -> None:
    h, screen = open_settings(tmp_path)
    before = theme.font_px(26)
    screen.set_group(GROUPS.index("Display"))
    screen.focus = row_index(screen, "Text size")
    h.send(IntentKind.MOVE, dx=1)
    h.frames(1)
    assert h.app.profile.settings.text_size == pytest.approx(1.15)
    assert theme.font_px(26) > before, "text is set larger on the next frame"
    assert isinstance(h.top, SettingsOverlay) and h.top.rect.h > 0, "the screen laid itself out again"
    h.send(IntentKind.BACK)
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["text_size"] == pytest.approx(1.15)


def test_a_house_rule_the_engine_refuses_is_turned_down_with_its_reason(tmp_path: Path) -> None:
    """docs/RULES.md, Optional rules: "Top 6 (000): a bagged dealer may, instead of the kitty, take the
    top 6 cards of the stock" -- so a game without a kitty cannot have it."""
    h, screen = open_settings(tmp_path)
    screen.set_group(GROUPS.index("Rules"))
    assert h.app.profile.settings.rules_preset == "classic"
    screen.focus = row_index(screen, "Top 6 for a bagged dealer")
    h.send(IntentKind.MOVE, dx=1)
    assert "top6" not in h.app.profile.settings.switches
    assert "kitty" in screen.error and screen.error.startswith("Not with these rules")


def test_the_focused_row_says_what_it_does(tmp_path: Path) -> None:
    h, screen = open_settings(tmp_path)
    screen.set_group(GROUPS.index("Rules"))
    for label in ("Dealer may hold", "Top 6 for a bagged dealer", "Rules"):
        screen.focus = row_index(screen, label)
        assert len(screen.rows[screen.focus].about_text()) > 20, label


def test_switch_values_are_named_by_their_type_not_by_hash() -> None:
    """ruff F601 found ``{True: "on", False: "off", ..., 0: "off"}``: ``0`` and ``False`` are one
    key.  On/off switches and the tick count are named apart: ``True`` is "on" but a count of 1 is
    "1"; no ticks reads "off"; the words of the all-pass and renege rules keep their names."""
    assert [switch_value_name(v) for v in (True, False, 0, 1, 3, 5)] == ["on", "off", "off", "1", "3", "5"]
    assert switch_value_name("bag") == "dealer bagged"
    assert switch_value_name("five-only") == "only the 5 reneges"
    assert switch_value_name("something-new") == "something-new"


def test_a_name_is_typed_in_the_row_and_kept(tmp_path: Path) -> None:
    """Enter on a name row starts typing (the row shows a caret), Backspace takes a letter back,
    and Enter keeps the name; the rows (``settings_rows``) and the screen share the typing."""
    h, screen = open_settings(tmp_path)
    screen.set_group(GROUPS.index("Names"))
    screen.focus = row_index(screen, "Computer player 1")
    h.send(IntentKind.CONFIRM)
    for letter in "Nora":
        h.send(IntentKind.TEXT, text=letter)
    h.send(IntentKind.BACK, key=pygame.K_BACKSPACE)
    assert screen.rows[screen.focus].show().endswith("Mary" + "Nor_"), "typing adds to the name, with a caret"
    h.send(IntentKind.CONFIRM)
    assert h.app.profile.settings.player_names[0] == "MaryNor"
    assert screen.rows[screen.focus].show() == "MaryNor", "no caret once the name is kept"
    assert isinstance(h.top, SettingsOverlay), "Backspace while typing never closes the screen"


def test_a_new_card_look_redraws_the_table_beneath(tmp_path: Path) -> None:
    """The four-colour deck changes the cards under the overlay, so its kept backdrop is drawn anew."""
    h, screen = open_settings(tmp_path)
    screen.set_group(GROUPS.index("Display"))
    screen.focus = row_index(screen, "Four-colour deck")
    before = screen.backdrop_version
    h.send(IntentKind.CONFIRM)
    assert h.app.profile.settings.four_colour
    assert screen.backdrop_version == before + 1
