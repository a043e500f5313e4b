"""Rules and help: the card pictures are the engine's own orders, and every page fits its panel.

docs/RULES.md, "Cases that implementations often get wrong": "1. A♥ never follows hearts; with hearts
trump there are 13 trumps, otherwise 14.  2. A♦ is the lowest diamond off-trump ..."
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.engine.cards import Card, plain_order, trump_order
from game.ui.core.geometry import ui_scale
from game.ui.kit import theme
from game.ui.scenes.help import help_layout
from game.ui.scenes.rules_text import PAGES
from game.ui.scenes.scene import Scene
from tests.ui.app_parts import on_top

SIZES = [(1024, 600), (1280, 720), (1920, 1080), (2560, 1080), (3840, 2160)]


pytestmark = pytest.mark.usefixtures("fresh_fonts")   # see tests/ui/conftest.py


def cards(figure) -> list[str]:
    return [str(Card(c)) for c in figure.cards]


def test_the_pictures_are_the_engines_orders() -> None:
    figures = {f.caption: f for page in PAGES for f in page.figures}
    hearts = figures["Hearts trump: 13 trumps, best first"]
    assert cards(hearts) == [str(c) for c in trump_order("H")] and len(hearts.cards) == 13
    diamonds = figures["Diamonds trump: 14 trumps, the A♥ third"]
    assert cards(diamonds)[:4] == ["5D", "JD", "AH", "AD"] and len(diamonds.cards) == 14
    spades = figures["Spades trump, best first"]
    assert cards(spades)[-3:] == ["8S", "9S", "10S"], "black trumps run low"
    off_diamonds = figures["Diamonds when not trump"]
    assert cards(off_diamonds)[-1] == "AD" and cards(off_diamonds) == [str(c) for c in plain_order("D")]
    assert "AH" not in cards(figures["Clubs when not trump"])


def test_every_preset_has_its_line_on_the_rule_systems_page() -> None:
    from game.engine.rules import PRESET_BLURBS, PRESET_NAMES
    page = next(p for p in PAGES if p.title == "Rule systems")
    for name in PRESET_NAMES:
        assert any(PRESET_BLURBS[name] in paragraph for paragraph in page.paragraphs), name


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_page_fits_its_panel_with_text_above_the_cards(size: tuple[int, int]) -> None:
    theme.configure(ui_scale(size), size[1])
    body = pygame.Rect(size[0] // 10, size[1] // 8, size[0] * 8 // 10, size[1] * 6 // 10)
    for page in PAGES:
        layout = help_layout(page, body, size[1])
        text_bottom = body.y
        for line, top in layout.lines:
            assert theme.text_width(line, layout.text_size) <= body.w, (page.title, line)
            text_bottom = top + theme.line_height(layout.text_size)
        assert text_bottom <= body.bottom, page.title
        for (caption, caption_top, left, top), _figure in zip(layout.figures, page.figures, strict=True):
            assert caption_top >= text_bottom, "a caption never sits on the text"
            width = pygame.Rect(left, top, 1, 1)
            assert body.x <= width.x and top + layout.card_height <= body.bottom + 1, (page.title, caption)
        if page.figures:
            assert layout.card_height >= 0.07 * size[1], "the cards stay big enough to read their corners"


def test_a_page_of_words_alone_is_set_larger_than_one_with_cards() -> None:
    size = (1920, 1080)
    theme.configure(ui_scale(size), size[1])
    body = pygame.Rect(200, 150, 1500, 750)
    words = next(p for p in PAGES if not p.figures)
    pictures = next(p for p in PAGES if p.figures)
    assert help_layout(words, body, size[1]).text_size > help_layout(pictures, body, size[1]).text_size


def test_a_page_warmed_in_spare_time_opens_without_drawing_a_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """Spare time makes a page's faces ahead (``warm_page``), a card at a time within the
    deadline, so opening the help later only puts made pictures together."""
    import time

    from game.ui.art import card_rows
    from game.ui.art.card_art import CardArt
    from game.ui.scenes.help import help_frame, warm_page
    size = (1920, 1080)
    theme.configure(ui_scale(size), size[1])
    index = next(i for i, page in enumerate(PAGES) if page.figures)
    assert not warm_page(index, size, False, deadline=time.perf_counter() - 1), "no time: nothing done"
    deadline = time.perf_counter() + 60
    while not warm_page(index, size, False, deadline):
        pass
    drawn: list[int] = []

    def rendered(self: CardArt, card: int) -> pygame.Surface:
        drawn.append(card)
        return pygame.Surface((1, 1))

    monkeypatch.setattr(CardArt, "_render_face", rendered)
    layout = help_layout(PAGES[index], help_frame(size)[1], size[1])
    for figure in PAGES[index].figures:
        card_rows.card_row(figure.cards, layout.card_height)
    assert drawn == [], "every face was made ahead"


def test_the_help_opens_over_a_table_with_its_words_and_panel_already_made(
        tmp_path, monkeypatch: pytest.MonkeyPatch, pictures_made: list[str]) -> None:
    """Issue 25: opening the help took a 15-16 ms frame at 4K, most of it words, the panel and
    the buttons made the first time.  The table's spare time draws the first page once out of
    sight; the frame that opens it then makes no picture, and the table beneath is not redrawn."""
    import time

    from game.app import App
    from game.cli import parse_start
    from game.ui.scenes.host import OpenHelp
    app = App(parse_start(["--windowed", "--size", "1280x720", "--profile-dir", str(tmp_path), "--seed", "7",
                          "--demo"]))
    app.start()
    for _ in range(30):   # a second of play, each frame's spare time used as the loop uses it
        app.fixed_frame()
        app.warm_up(time.perf_counter() + 0.05)
    table = app.stack.top
    made = pictures_made
    made.clear()
    monkeypatch.setattr(type(table), "draw", lambda *_: pytest.fail("the table beneath was drawn again"))
    app.navigate(OpenHelp())
    app.navigator.settle()
    app.draw(0.0)
    assert on_top(app, Scene).name == "help"
    assert made == []


def test_at_4k_the_page_read_and_the_next_keep_their_card_rows(tmp_path, pictures_made: list[str]) -> None:
    """At 4K a card row is 3.5 MB.  With room for three, the page drawn and the next page made
    ahead in spare time pushed each other's rows out: a row was made again every other frame
    (10-20 ms frames in ``benchmarks/frame_time.py --size 3840x2160``).  Each row is made once."""
    import time

    from game.app import App
    from game.cli import parse_start
    from game.ui.scenes.host import OpenHelp
    app = App(parse_start(["--windowed", "--size", "3840x2160", "--profile-dir", str(tmp_path), "--seed", "7",
                          "--demo"]))
    app.start()
    pictures_made.clear()
    app.navigate(OpenHelp())
    app.navigator.settle()
    for _ in range(40):
        app.fixed_frame()
        app.warm_up(time.perf_counter() + 0.05)
    rows = [made for made in pictures_made if made.startswith("card rows")]
    assert rows, "the rows were made"
    assert len(rows) == len(set(rows)), f"a row made again: {rows}"


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)], ids=["1280x720", "3840x2160"])
def test_the_glossary_pages_hold_every_word_and_read_in_the_real_panel(size: tuple[int, int]) -> None:
    """Issue 40: "A glossary of the game's words (renege, hold, set, bleed or pull trumps, the kitty,
    robbing) in the help".  Every glossary word is on a page, said once, and each page fits the help's
    own panel at a laptop window and at 4K, in text no smaller than the ordinary help text."""
    from game.engine.glossary import GROUPS, TERMS
    from game.ui.scenes.help import TEXT, help_frame
    from game.ui.scenes.rules_text import GLOSSARY_PAGE
    theme.configure(ui_scale(size), size[1])
    pages = [p for p in PAGES if p.title in dict(GROUPS).values()]
    assert len(pages) == len(GROUPS) and PAGES[GLOSSARY_PAGE] is pages[0]
    lines = [paragraph for page in pages for paragraph in page.paragraphs]
    for t in TERMS:
        assert sum(line.startswith(f"{t.word}: ") for line in lines) == 1, t.word
    body = help_frame(size)[1]
    for page in pages:
        layout = help_layout(page, body, size[1])
        assert layout.text_size >= TEXT
        bottom = max(top for _, top in layout.lines) + theme.line_height(layout.text_size)
        assert bottom <= body.bottom, page.title
        assert all(theme.text_width(line, layout.text_size) <= body.w for line, _ in layout.lines)
