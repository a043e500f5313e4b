"""The window shows the game's own icon (issue 43): the real window (the app's ``Display``, under
SDL's dummy driver) hands SDL the committed icon before it is made; without its icon the window
still opens and the log says why."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import resources
from game.ui.kit import display as display_module
from game.ui.kit.display import Display

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, object]]]:
    """Each ``set_icon`` and ``set_mode`` in order, passed on to pygame's own."""
    seen: list[tuple[str, object]] = []
    real_icon, real_mode = pygame.display.set_icon, pygame.display.set_mode

    def set_icon(surface: pygame.Surface) -> None:
        seen.append(("icon", surface.copy()))
        real_icon(surface)

    def set_mode(*args: object, **kwargs: object) -> pygame.Surface:
        seen.append(("mode", args))
        return real_mode(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(pygame.display, "set_icon", set_icon)
    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    yield seen
    pygame.quit()


def test_the_real_window_gets_the_games_icon_before_it_opens(calls: list[tuple[str, object]]) -> None:
    Display(window_size=(960, 640), exact_size=True).open()
    kinds = [kind for kind, _ in calls]
    assert "icon" in kinds, "the window was opened without the game's icon"
    assert kinds.index("icon") < kinds.index("mode"), "the icon is set before the window is made"
    icon = next(value for kind, value in calls if kind == "icon")
    assert isinstance(icon, pygame.Surface)
    size = resources.WINDOW_ICON_SIZE
    assert icon.get_size() == (size, size)
    committed = pygame.image.load(str(REPO / "assets" / "icon" / f"forty-fives-{size}.png"))
    assert all(icon.get_at((x, y)) == committed.get_at((x, y)) for x in range(0, size, 3) for y in range(0, size, 3))


def test_a_missing_icon_is_logged_and_the_window_still_opens(monkeypatch: pytest.MonkeyPatch,
                                                             calls: list[tuple[str, object]],
                                                             caplog: pytest.LogCaptureFixture) -> None:
    def missing(size: int) -> object:
        raise resources.DataMissingError(f"the {size}-pixel icon is missing: no file nowhere.png")

    monkeypatch.setattr(resources, "icon_file", missing)
    with caplog.at_level(logging.WARNING, logger=display_module.__name__):
        display = Display(window_size=(960, 640), exact_size=True)
        display.open()
    assert [kind for kind, _ in calls] == ["mode"]
    assert any("pygame's own icon" in r.getMessage() and "nowhere.png" in r.getMessage() for r in caplog.records)
    assert display.surface is not None and pygame.display.get_window_size() == (960, 640)
