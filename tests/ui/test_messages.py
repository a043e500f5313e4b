"""Issue 24, part 4: no message is lost.

"Every notice the player must see (a damaged file kept as ``*.corrupt``, a setting replaced by
its default, a level that could not load) is shown in full, queued after or before the others,
never hidden by a greeting or a newer notice; a test starts the real app with each kind of
damaged file, with and without a saved game to resume, and reads what the status strip showed
frame by frame."
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.engine import preset
from game.ui.navigator import WELCOME_BACK
from game.ui.table.session import GameSession, quick_seats
from game.ui.table.status_strip import banner_fits
from tests.ui.harness import AppHarness

DAMAGE = {
    "settings, not JSON": ("settings.json", "{not json"),
    "a setting out of range": ("settings.json", json.dumps({"volume": 7, "animation_speed": 0.75})),
    "statistics of the wrong kind": ("stats.json", "[1, 2, 3]"),
    "a damaged saved game": ("autosave.json", json.dumps({"version": 1, "seed": "x"})),
}


@pytest.fixture(autouse=True)
def _pygame():
    yield
    pygame.quit()


def good_save(folder: Path) -> None:
    session = GameSession(preset("classic", 4), 5, quick_seats(4))
    session.deal_next()
    (folder / "autosave.json").write_text(json.dumps({**session.to_save(), "practice": False}), encoding="utf-8")


def watch_the_strip(h: AppHarness, frames: int) -> list[tuple[str, bool]]:
    """Every different thing the status strip showed, in order, and whether it was whole."""
    seen: list[tuple[str, bool]] = []
    for _ in range(frames):
        h.frames(1)
        status = getattr(h.top, "status", None)
        if status is None:
            continue
        shown = (status.banner.text, banner_fits(status))
        if not seen or seen[-1] != shown:
            seen.append(shown)
    return seen


@pytest.mark.parametrize("resume", [False, True], ids=["new game", "resumed game"])
@pytest.mark.parametrize("case", list(DAMAGE))
def test_every_notice_is_shown_in_full_and_none_is_hidden(tmp_path: Path, case: str, resume: bool) -> None:
    name, content = DAMAGE[case]
    if resume and name == "autosave.json":
        pytest.skip("a damaged save is the saved game: there is none to resume")
    if resume:
        good_save(tmp_path)
    (tmp_path / "stats.json").write_text(json.dumps({"games": 1}), encoding="utf-8")   # not a first run
    if name == "stats.json":
        (tmp_path / "stats.json").write_text(content, encoding="utf-8")
    else:
        (tmp_path / name).write_text(content, encoding="utf-8")
    h = AppHarness(tmp_path, "--speed", "2", size="1280x720")
    notices = [t.text for t in h.top.ctx.effects.toasts] if hasattr(h.top, "ctx") else []
    assert any(name in text for text in notices), notices
    seen = watch_the_strip(h, 2500)
    texts = [text for text, _ in seen]
    for notice in notices:
        assert notice in texts, f"{notice!r} was never shown: {texts}"
        assert all(whole for text, whole in seen if text == notice), f"{notice!r} was cut short"
    if resume:
        assert WELCOME_BACK in texts and texts.index(WELCOME_BACK) > max(texts.index(n) for n in notices
                                                                        if n != WELCOME_BACK), \
            "the greeting comes after the notices, never over them"


def test_a_level_that_could_not_load_is_said_in_full(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A broken level file (AUCTION45_LEVELS names the folder): its problem is shown on opening."""
    from game.ui.scenes.host import OpenDrills
    levels = tmp_path / "levels"
    (levels / "drills").mkdir(parents=True)
    (levels / "drills" / "bad.toml").write_text("drills = 5", encoding="utf-8")
    monkeypatch.setenv("AUCTION45_LEVELS", str(levels))
    h = AppHarness(tmp_path / "profile", "--title", size="1280x720")
    h.navigate(OpenDrills(), 3)
    assert h.top.name == "message" and "bad.toml" in h.top.text
