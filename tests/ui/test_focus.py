"""Issue 25, 5: one focus model for keyboard and pad.

"One focus model: spatial navigation (the arrow moves focus to what lies in that direction),
focus only on what can be chosen, one look for focus and another for the default button; F1 and
Esc work from every screen."
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.ui.core.intents import InputSource, IntentKind
from game.ui.kit import theme
from game.ui.kit.widgets import Button, ButtonGroup, nearest_in_direction
from game.ui.scenes.host import OpenHelp, OpenPause
from tests.ui.harness import AppHarness


@pytest.fixture(autouse=True)
def _pygame():
    yield
    pygame.quit()


def test_the_arrows_move_to_what_lies_that_way() -> None:
    rects = [pygame.Rect(0, 0, 100, 40), pygame.Rect(120, 0, 100, 40),      # the upper row
             pygame.Rect(-60, 60, 100, 40), pygame.Rect(60, 60, 100, 40), pygame.Rect(180, 60, 100, 40)]
    assert nearest_in_direction(rects, 3, 0, -1) in (0, 1), "Up goes to the row above"
    assert nearest_in_direction(rects, 0, 0, 1) in (2, 3), "Down goes to the row below"
    assert nearest_in_direction(rects, 3, 1, 0) == 4 and nearest_in_direction(rects, 3, -1, 0) == 2
    assert nearest_in_direction(rects, 1, 0, -1) is None, "nothing lies above the top row"
    assert nearest_in_direction(rects, 3, 1, 0, [True, True, True, True, False]) != 4, "only what can be chosen"


def test_a_wrapped_row_keeps_every_label_and_is_walked_with_the_arrows() -> None:
    from game.ui.core import caches
    pygame.init()
    caches.reset_all()   # fonts of an earlier test's pygame are gone
    group = ButtonGroup(lambda value: None)
    group.set_buttons([Button(f"Name {suit} trump (3)", suit) for suit in ("spades", "hearts", "diamonds", "clubs")])
    group.layout_row((500, 500), 60, 14, min_width=120, max_total=600)
    rows = sorted({b.rect.centery for b in group.buttons})
    assert len(rows) >= 2 and max(b.rect.right for b in group.buttons) - min(b.rect.x for b in group.buttons) <= 600
    start = group.focus
    from game.ui.core.intents import Intent
    group.handle(Intent(IntentKind.MOVE, dx=0, dy=-1 if group.buttons[start].rect.centery == rows[-1] else 1))
    assert group.buttons[group.focus].rect.centery != group.buttons[start].rect.centery, "Up/Down change row"


def test_the_focus_starts_on_the_default_button_and_has_its_own_colour(tmp_path: Path) -> None:
    """ "Help opens with focus on 'Previous' on page 1 while 'Next' is filled gold"."""
    h = AppHarness(tmp_path, "--title")
    h.navigate(OpenHelp())
    nav = h.top.nav
    assert nav.buttons[nav.focus].label == "Next" and nav.buttons[nav.focus].accent
    assert theme.FOCUS != theme.GOLD_BRIGHT and theme.FOCUS != theme.GOLD


def test_f1_opens_the_rules_from_the_pause_menu(tmp_path: Path) -> None:
    h = AppHarness(tmp_path, "--seed", "3", "--speed", "8", "--autoplay", "0.2")
    assert h.run_until(lambda: h.top.name == "trick", 3000)
    h.navigate(OpenPause(h.top.ctx))
    h.send(IntentKind.HELP)
    h.frames(1)
    assert h.top.name == "help"
    h.send(IntentKind.BACK)
    h.frames(1)
    assert h.top.name == "pause", "Esc closes the rules, back to where they were opened"


def test_the_draws_buttons_are_reached_with_up(tmp_path: Path) -> None:
    """ "in the draw the Discard button sits above the hand but is reached with Down"."""
    h = AppHarness(tmp_path, "--seed", "3", "--speed", "8", "--autoplay", "0.3")
    assert h.run_until(lambda: h.top.name == "draw" and h.top.ctx.session.human_to_act(), 4000)
    h.app.options = type(h.app.options)(autoplay=None)   # your turn waits for you
    scene = h.top
    assert scene.hand.active
    h.send(IntentKind.MOVE, dx=0, dy=-1, source=InputSource.KEYBOARD)
    assert not scene.hand.active and scene.buttons.active, "Up reaches the buttons above the hand"
    h.send(IntentKind.MOVE, dx=0, dy=1, source=InputSource.KEYBOARD)
    assert scene.hand.active, "Down comes back to the hand"


def test_a_turn_never_starts_with_the_focus_on_a_card_you_may_not_play(tmp_path: Path) -> None:
    h = AppHarness(tmp_path, "--seed", "3", "--speed", "8", "--autoplay", "0.2")
    checked = 0
    for _ in range(6000):
        h.frames(1)
        top = h.top
        if top.name == "trick" and top.ctx.session.human_to_act() and top.view.dimmed and not top.view.busy:
            h.app.options = type(h.app.options)(autoplay=None)   # your turn waits for you
            h.send(IntentKind.MOVE, dx=1, dy=0, source=InputSource.KEYBOARD)
            cards = [c for c, _ in top.view.hand_placements(top.snap, top.session.viewer)]
            assert cards[top.hand.focus] not in top.view.dimmed
            checked += 1
            break
    assert checked, "reached a turn with a card you may not play"
