"""Issue 40: "Two highlights at once: the auction shows a filled yellow 'Hold 20' beside the ringed
'Pass' that Enter presses; the title keeps 'Continue game' yellow while the focus is on another
item.  Focus, selected, and suggested must look different, and one of them means 'Enter does
this'."

The focus is the one gold fill (ringed); a suggestion is an outline, never filled; a choice is
raised and ticked.  These tests read both what the button groups report they drew
(``widgets.highlights``) and the pixels of the frame itself.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.ui.core.intents import InputSource, IntentKind
from game.ui.kit import theme
from game.ui.kit.looks import Look, button_picture
from game.ui.kit.widgets import Button, ButtonGroup, highlights
from game.ui.scenes.host import GoToTitle
from tests.ui.harness import AppHarness


@pytest.fixture(autouse=True)
def _pygame():
    yield
    pygame.quit()


def filled_gold(rect: pygame.Rect) -> bool:
    """Whether the frame shows ``rect``'s button filled gold (read inside its left end, below the
    middle: clear of its words, its edge and its rounded corners)."""
    surface = pygame.display.get_surface()
    assert surface is not None
    red, green, blue = surface.get_at((rect.x + rect.h // 3, rect.centery + rect.h // 6))[:3]
    return red > 150 and green > 110 and blue < 130


def not_a_newcomer(folder: Path) -> None:
    (folder / "stats.json").write_text(json.dumps({"games": 3, "hands_played": 30}), encoding="utf-8")


def test_the_auction_shows_the_focus_and_the_hint_on_different_calls(tmp_path: Path) -> None:
    not_a_newcomer(tmp_path)
    h = AppHarness(tmp_path, "--seed", "5", "--speed", "10")
    assert h.run_until(lambda: h.top.name == "auction" and h.top.ctx.session.human_to_act()
                       and not h.top.view.busy and len(h.top.buttons.buttons) > 1, 6000), h.top.name
    scene = h.top
    h.send(IntentKind.HINT, source=InputSource.KEYBOARD)
    assert h.run_until(lambda: scene.ctx.hints.action is not None and scene.hint_is_current(), 3000)
    advised = scene.ctx.hints.action
    h.frames(2)
    focus = scene.buttons.buttons[scene.buttons.focus]
    assert focus.value == advised, "the hint takes the focus to its call: Enter follows the advice"
    h.send(IntentKind.MOVE, dx=1, dy=0, source=InputSource.KEYBOARD)   # the focus goes elsewhere
    h.frames(2)
    focus = scene.buttons.buttons[scene.buttons.focus]
    assert focus.value != advised
    drawn = highlights(scene)
    focused = [x for x in drawn if x.look is Look.FOCUS]
    suggested = [x for x in drawn if x.look is Look.SUGGESTED]
    assert [x.label for x in focused] == [focus.label], "one Enter-does-this highlight: the focus"
    advised_label = next(b.label for b in scene.buttons.buttons if b.value == advised)
    assert [x.label for x in suggested] == [advised_label], "the hint's call stays marked, apart from the focus"
    gold = [b.label for b in scene.buttons.buttons if filled_gold(b.rect)]
    assert gold == [focus.label], f"only the focus is filled gold, not {gold}"


def test_the_title_shows_one_focus_when_it_leaves_continue_game(tmp_path: Path) -> None:
    not_a_newcomer(tmp_path)
    h = AppHarness(tmp_path, "--title", "--seed", "5")
    h.top._press("quick")
    h.frames(5)
    h.app.autosave(h.top.ctx)                      # a game to continue
    h.navigate(GoToTitle(), frames=5)
    title = h.top
    assert title.name == "title" and title.menu.buttons[0].label == "Continue game"
    assert title.menu.focus == 0
    h.send(IntentKind.MOVE, dx=0, dy=1, source=InputSource.KEYBOARD)
    h.frames(2)
    focus = title.menu.buttons[title.menu.focus]
    assert focus.label == "Quick game"
    drawn = highlights(title)
    assert [x.label for x in drawn if x.look is Look.FOCUS] == ["Quick game"]
    assert [x.label for x in drawn if x.look is Look.SUGGESTED] == ["Continue game"], \
        "the default stays marked, quietly"
    gold = [b.label for b in title.menu.buttons if filled_gold(b.rect)]
    assert gold == ["Quick game"], f"one gold item on the title, the focus: {gold}"


def test_the_three_looks_are_three_pictures(fresh_fonts: None) -> None:
    """Focus, suggestion and choice each draw differently from one another and from plain."""
    pictures = {look: pygame.image.tobytes(button_picture("Pass", (200, 60), True, look, False, theme.px(100))[0],
                                           "RGBA") for look in Look}
    assert len(set(pictures.values())) == len(Look)


def test_one_focus_per_group_and_none_when_the_group_is_not_in_use() -> None:
    group = ButtonGroup(lambda _value: None)
    group.set_buttons([Button("Pass", "pass"), Button("Hold 20", "hold", accent=True), Button("Bid 25", "bid")])
    assert group.looks() == [Look.PLAIN, Look.FOCUS, Look.PLAIN], "the focus starts on the default"
    group.suggest("bid")
    group.focus = 0
    assert group.looks() == [Look.FOCUS, Look.SUGGESTED, Look.SUGGESTED]
    assert group.looks(show_focus=False).count(Look.FOCUS) == 0, "the mouse in use: no Enter ring"
    group.active = False
    assert Look.FOCUS not in group.looks()
    group.active = True
    group.buttons[2].selected = True
    assert group.looks()[2] is Look.SELECTED
