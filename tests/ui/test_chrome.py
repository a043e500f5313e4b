"""What a table shows around its cards (``game.ui.table.chrome``): plates laid out again only
when the table changes, the strip's banner kept while its words stay (a message's seconds
counting only while it is seen), and prompts kept clear of the other seats' plates."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.engine import preset
from game.profile.settings_store import Settings
from game.ui.kit import theme
from game.ui.table import chrome as chrome_module
from game.ui.table.chrome import TableChrome
from game.ui.table.session import GameSession, quick_seats
from game.ui.table.status_strip import Banner, BannerLayout, layout_banner
from game.ui.table.tables import open_table

pytestmark = pytest.mark.usefixtures("fresh_pygame")


def chrome(players: int = 4) -> TableChrome:
    session = GameSession(preset("classic", players), 5, quick_seats(players))
    session.deal_next()
    return TableChrome(open_table(session, (1280, 720), Settings()))


def test_plates_are_laid_out_again_only_when_the_table_changes() -> None:
    parts = chrome()
    assert parts.lay_out_plates() and sorted(parts.plates) == [0, 1, 2, 3]
    plates = parts.plates
    assert not parts.lay_out_plates() and parts.plates is plates, "nothing changed: kept"
    assert parts.lay_out_plates(force=True), "a resize or a new scene lays them out again"
    session = parts.ctx.session
    if session.human_to_act():
        assert session.human_action(session.snapshot.legal_actions[0]) is None
    else:
        assert session.computer_step()
    assert parts.lay_out_plates(), "a move: the plates show whose turn it is now"
    plates = parts.plates
    parts.ctx.view.resize((1920, 1080))
    assert parts.lay_out_plates() and parts.plates[0].rect != plates[0].rect


def test_the_strip_keeps_its_layout_while_its_words_stay(monkeypatch: pytest.MonkeyPatch) -> None:
    layouts: list[Banner] = []

    def counted(strip: pygame.Rect, banner: Banner) -> BannerLayout:
        layouts.append(banner)
        return layout_banner(strip, banner)

    monkeypatch.setattr(chrome_module, "layout_banner", counted)
    parts = chrome()
    parts.lay_out_plates()
    parts.refresh_status(None, None, None)
    assert parts.status is None and parts.why_button_rect() is None
    hint = Banner("hint", "Hint:", "Bid 20.", button="Why? (H)")
    parts.refresh_status(hint, None, None)
    laid_out = parts.status
    assert laid_out is not None and laid_out.banner == hint and parts.why_button_rect() is not None
    parts.refresh_status(hint, None, None)
    assert layouts == [hint] and parts.status == laid_out, "the same words: not laid out again"
    fading = Banner("hint", "Hint:", "Bid 20.", alpha=0.5, button="Why? (H)")
    parts.refresh_status(fading, None, None)
    assert layouts == [hint] and parts.status is not None and parts.status.banner == fading, "only fading"
    parts.ctx.toast("Saved.")
    parts.refresh_status(hint, None, None)
    toast = parts.ctx.effects.shown_toast
    assert parts.status is not None and parts.status.banner == hint, "a hint asked for comes before a message"
    assert toast is not None and not toast.on_screen, "so the message's seconds wait"
    parts.refresh_status(None, None, None)
    assert toast.on_screen and parts.status is not None and parts.status.banner.text == "Saved."


def test_prompts_fit_between_the_other_seats_plates() -> None:
    parts = chrome()
    parts.lay_out_plates()
    others = [plate.rect for seat, plate in parts.plates.items() if seat != parts.ctx.session.viewer]
    top, bottom = min(r.top for r in others), max(r.bottom for r in others)
    left, right = parts.controls_span(top, bottom)
    assert left < right
    assert all(r.right <= left or r.left >= right for r in others if r.bottom >= top and r.top <= bottom)
    y = parts.controls_y(60)
    assert y + 30 <= parts.plates[parts.ctx.session.viewer].rect.top, "the buttons sit over your own plate"
    line = theme.line_height(32, True)
    left, right = parts.controls_span(y - line, y + line)
    for rect in parts.prompt_rects("Discard up to 3 (stock: 31)", 32, ((left + right) / 2, y)):
        assert left - 1 <= rect.left and rect.right <= right + 1, "the prompt keeps to the room it has"
