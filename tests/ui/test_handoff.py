"""The hand-off cover at every window size: the plaque below the trick, inside the window, its
lines whole, apart and inside it; drawn, it darkens the table but not the public panels."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ui.core.geometry import ui_scale
from game.ui.core.persons import SHARED, PadRoster
from game.ui.kit import theme
from game.ui.table import handoff
from game.ui.table.layout import table_layout
from game.ui.table.screen_plan import screen_plan

SIZES = [(1024, 600), (1280, 720), (1366, 768), (1920, 1080), (2560, 1080), (3840, 2160)]


pytestmark = pytest.mark.usefixtures("fresh_fonts")   # see tests/ui/conftest.py


def cover(size: tuple[int, int], players: int = 4, name: str = "Bridget-Anne") -> handoff.CoverLayout:
    theme.configure(ui_scale(size), size[1])
    layout = table_layout(size, players, False, screen_plan(size, theme.line_height(theme.BODY), 2))
    prompt = handoff.prompt_words(name, SHARED, True)   # the longest: "Pass the keyboard to ..."
    return handoff.cover_layout(size, name, "Seamus", prompt, "to call a partner card", handoff.cover_area(layout),
                                handoff.public_panels(layout))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [2, 4, 5, 6])
def test_the_plaque_fits_below_the_trick(size: tuple[int, int], players: int) -> None:
    with theme.listening_for_cuts() as cuts:
        plan = cover(size, players)
    assert cuts == [], "a line of the cover was shortened"
    window = pygame.Rect((0, 0), size)
    assert window.contains(plan.plaque)
    rects = [theme.text_rect(text, text_size, centre, colour, bold=bold)
             for text, text_size, colour, bold, centre in plan.lines]
    for rect in rects:
        assert plan.plaque.contains(rect)
        assert rect.h >= size[1] * theme.MIN_TEXT_FRACTION * 0.9   # read from across the room
    for upper, lower in zip(rects, rects[1:], strict=False):
        assert upper.bottom <= lower.top + 2, "the cover's lines overlap"
    assert all(not plan.plaque.colliderect(panel) for panel in plan.keep)
    heading = rects[0]
    assert heading.h >= size[1] * 0.06, "the name is big enough to read from the sofa"


def test_the_cover_darkens_all_but_the_public_panels() -> None:
    size = (1280, 720)
    plan = cover(size)
    table = pygame.Surface(size)
    table.fill((200, 200, 200))
    static = table.copy()
    handoff.draw_cover(table, plan, 1.0, static)
    score = plan.keep[0]
    assert table.get_at(score.center)[:3] == (200, 200, 200)
    corner = (plan.plaque.x - 5, plan.plaque.bottom - 5)
    assert table.get_at(corner)[0] < 200
    faded = pygame.Surface(size)
    faded.fill((200, 200, 200))
    handoff.draw_cover(faded, plan, 0.0, static)
    assert faded.get_at(plan.plaque.center)[:3] == (200, 200, 200)   # gone: nothing drawn


def words_for(pads: tuple[int, ...], person: int, passing: bool, name: str = "Liam") -> str:
    """The cover's prompt for ``person`` with these pads plugged in, in order."""
    roster = PadRoster()
    for pad in pads:
        roster.join(pad)
    return handoff.prompt_words(name, roster.device_of(person), passing)


def test_the_prompt_names_the_persons_own_device() -> None:
    # one pad (person 0's): the keyboard and mouse are person 1's
    assert words_for((40,), 0, False, "Nora") == "Nora, press A when ready"
    assert words_for((40,), 1, False) == "Liam, press Enter or click when ready"
    assert words_for((40,), 1, True) == "Over to Liam  ·  press Enter or click when ready"
    assert words_for((40,), 0, True, "Nora") == "Over to Nora  ·  press A when ready"
    # a pad each: each presses A
    assert words_for((40, 41), 1, True) == "Over to Liam  ·  press A when ready"
    # no pads: the keyboard and mouse are shared, and handed over
    assert words_for((), 1, True) == "Pass the keyboard to Liam  ·  press Enter or click when ready"
    assert words_for((), 0, False, "Nora") == "Nora, press Enter or click when ready"


def test_the_cover_shows_the_prompt_it_is_given() -> None:
    size = (1280, 720)
    theme.configure(ui_scale(size), size[1])
    layout = table_layout(size, 4, False, screen_plan(size, theme.line_height(theme.BODY), 2))
    prompt = words_for((40,), 1, True)
    plan = handoff.cover_layout(size, "Liam", "Nora", prompt, "to lead", handoff.cover_area(layout),
                                handoff.public_panels(layout))
    assert [line[0] for line in plan.lines] == ["Liam's turn", "To lead", prompt,
                                                "Nora: your cards stay hidden until your turn"]
