"""Card art: sizes, distinctness, determinism, caching, back styles and colour modes."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.ui.art.card_art import CardArt
from game.ui.art.card_backs import BACK_STYLES
from game.ui.core.suits import draw_suit, suit_surface

REPO = Path(__file__).resolve().parents[2]
SIZES = (60, 120, 200, 333)


pytestmark = pytest.mark.usefixtures("fresh_pygame")


def card(notation: str) -> int:
    """'10H' -> int, so tests read like the game's notation."""
    rank_text, suit_letter = notation[:-1], notation[-1]
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    return "SHDC".index(suit_letter) * 13 + ranks.index(rank_text)


def colour_count(surface: pygame.Surface, rgb: tuple[int, int, int], tolerance: int = 40) -> int:
    """How many sampled opaque pixels are close to ``rgb``."""
    hits = 0
    for y in range(0, surface.get_height(), 2):
        for x in range(0, surface.get_width(), 2):
            pixel = surface.get_at((x, y))
            if pixel.a > 200 and all(abs(pixel[i] - rgb[i]) <= tolerance for i in range(3)):
                hits += 1
    return hits


@pytest.mark.parametrize("height", SIZES)
def test_every_face_and_back_has_the_requested_size(height: int) -> None:
    art = CardArt(height)
    width = round(height * 2.5 / 3.5)
    assert art.card_size == (width, height)
    for index in range(52):
        assert art.face(index).get_size() == (width, height)
    assert art.back().get_size() == (width, height)


@pytest.mark.parametrize("four_colour, large_indices", [(False, False), (True, False), (False, True), (True, True)])
def test_all_faces_are_distinct(four_colour: bool, large_indices: bool) -> None:
    art = CardArt(140, four_colour=four_colour, large_indices=large_indices)
    images = {pygame.image.tobytes(art.face(index), "RGBA") for index in range(52)}
    images.add(pygame.image.tobytes(art.back(), "RGBA"))
    assert len(images) == 53


def test_corners_are_transparent_and_centre_opaque() -> None:
    face = CardArt(200).face(card("5D"))
    assert face.get_at((0, 0)).a == 0
    assert face.get_at((face.get_width() - 1, face.get_height() - 1)).a == 0
    assert face.get_at((face.get_width() // 2, 3)).a == 255


def test_caching_returns_the_same_objects() -> None:
    art = CardArt(180)
    assert art.face(card("JC")) is art.face(card("JC"))
    assert art.back() is art.back()
    assert art.rotated(card("5H"), 12.2) is art.rotated(card("5H"), 11.8)
    assert art.rotated(None, 30) is art.rotated(None, 30)
    assert art.glow() is art.glow()
    assert art.shadow() is art.shadow()
    assert suit_surface(1, 40, (200, 0, 0)) is suit_surface(1, 40, (200, 0, 0))


def test_four_colour_mode_turns_diamonds_blue_and_clubs_green() -> None:
    two, four = CardArt(200), CardArt(200, four_colour=True)
    red, blue, green = (200, 20, 44), (22, 84, 186), (18, 128, 60)
    two_diamond, four_diamond = two.face(card("7D")), four.face(card("7D"))
    assert colour_count(two_diamond, red) > 100 and colour_count(two_diamond, blue) == 0
    assert colour_count(four_diamond, blue) > 100 and colour_count(four_diamond, red) == 0
    assert colour_count(four.face(card("7C")), green) > 100
    assert colour_count(four.face(card("7H")), red) > 100  # hearts stay red


def test_ace_of_hearts_has_the_biggest_central_pip() -> None:
    art = CardArt(200)
    red = (200, 20, 44)
    assert colour_count(art.face(card("AH")), red) > colour_count(art.face(card("AD")), red)


def test_rotation_grows_the_surface_and_zero_returns_the_face() -> None:
    art = CardArt(200)
    width, height = art.card_size
    assert art.rotated(card("AS"), 0) is art.face(card("AS"))
    assert art.rotated(card("AS"), 360) is art.face(card("AS"))
    quarter = art.rotated(card("AS"), 90)
    assert abs(quarter.get_width() - height) <= 2 and abs(quarter.get_height() - width) <= 2
    tilted = art.rotated(card("AS"), 20)
    assert tilted.get_width() > width and tilted.get_height() > height
    assert art.rotated(None, 45).get_size() == art.rotated(card("KD"), 45).get_size()


def test_rotation_cache_is_bounded_in_bytes() -> None:
    """Issue 12: "image caches bounded in bytes"; the newest turned cards stay."""
    from game.ui.art.card_art import ROTATIONS
    art = CardArt(300)
    ROTATIONS.clear()
    for angle in range(1, 359):
        newest = art.rotated(card("2S"), angle)
    assert ROTATIONS.bytes <= ROTATIONS.budget
    assert len(ROTATIONS) < 358, "the oldest were dropped"
    assert art.rotated(card("2S"), 358) is newest


def test_effects_surround_the_card() -> None:
    art = CardArt(200)
    width, height = art.card_size
    for effect in (art.glow(), art.shadow(), art.highlight_outline(),
                   art.glow((80, 160, 255), spread=20, angle_deg=10)):
        assert effect.get_width() > width and effect.get_height() > height
    glow = art.glow()
    assert glow.get_at((glow.get_width() // 2, glow.get_height() // 2)).a > 200
    assert glow.get_at((0, 0)).a < 10


def _alpha_total(surface: pygame.Surface) -> int:
    return sum(surface.get_at((x, y)).a for x in range(0, surface.get_width(), 2)
               for y in range(0, surface.get_height(), 2))


@pytest.mark.parametrize("angle", [4, 17, 90, 200, 357])
@pytest.mark.parametrize("height", [120, 300])
def test_a_turned_shadow_or_glow_is_the_upright_one_turned(height: int, angle: int) -> None:
    """A moving card's shadow is turned small and scaled up (a soft shape, a sixteenth of the
    pixels to turn): as dark, in the box, as turning the full-size one smoothly would give."""
    art = CardArt(height)
    for upright, turned in ((art.shadow(), art.shadow(angle)), (art.glow(), art.glow(angle_deg=angle))):
        smooth = pygame.transform.rotozoom(upright, angle, 1.0)
        assert abs(turned.get_width() - smooth.get_width()) <= 0.03 * smooth.get_width() + 2
        assert abs(turned.get_height() - smooth.get_height()) <= 0.03 * smooth.get_height() + 2
        assert _alpha_total(turned) == pytest.approx(_alpha_total(smooth), rel=0.04)
        centre = turned.get_at((turned.get_width() // 2, turned.get_height() // 2)).a
        assert centre == pytest.approx(upright.get_at((upright.get_width() // 2, upright.get_height() // 2)).a, abs=3)


@pytest.mark.parametrize("height", [200, 300, 475])
def test_a_glow_or_shadow_fades_out_before_its_pictures_edge(height: int) -> None:
    """Cut off at its picture's edge, the focused card's glow showed its box as a faint
    rectangle around the card on a 4K TV; the blur now fades to next to nothing there."""
    art = CardArt(height)
    for picture in (art.glow(), art.shadow(), art.glow(angle_deg=-4), art.shadow(7)):
        w, h = picture.get_size()
        border = [(x, 0) for x in range(w)] + [(x, h - 1) for x in range(w)] + \
                 [(0, y) for y in range(h)] + [(w - 1, y) for y in range(h)]
        assert max(picture.get_at(p).a for p in border) <= 24
        assert picture.get_at((w // 2, h // 2)).a >= 120, "and is as strong as before at its heart"


def test_invalid_card_is_rejected() -> None:
    with pytest.raises(ValueError):
        CardArt(100).face(52)


def test_suit_shapes_are_distinct_and_drawn_into_rects() -> None:
    shapes = {pygame.image.tobytes(suit_surface(suit, 64, (0, 0, 0)), "RGBA") for suit in range(4)}
    assert len(shapes) == 4
    target = pygame.Surface((100, 60), pygame.SRCALPHA)
    draw_suit(target, 2, pygame.Rect(10, 10, 80, 40), (0, 0, 255))
    assert target.get_at((50, 30)).b > 200 and target.get_at((5, 5)).a == 0


def test_preview_script_writes_a_sheet(tmp_path: Path) -> None:
    out = tmp_path / "sheet.png"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    subprocess.run([sys.executable, str(REPO / "tools" / "preview_cards.py"), "--height", "90",
                    "--out", str(out)], check=True, env=env, capture_output=True)
    sheet = pygame.image.load(str(out))
    assert sheet.get_width() > 13 * 60 and sheet.get_height() > 5 * 90


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_faces_and_backs_are_the_same_pixels_every_time() -> None:
    first, second = CardArt(150), CardArt(150)
    for index in (0, 14, 23, 36, 49, 50, 51):
        assert pixels(first.face(index)) == pixels(second.face(index))
    assert pixels(first.back()) == pixels(second.back())


def test_the_back_styles_differ_and_an_unknown_one_is_refused() -> None:
    assert len(BACK_STYLES) >= 2 and CardArt(120).back_style == BACK_STYLES[0]
    backs = [CardArt(120, back_style=style).back() for style in BACK_STYLES]
    assert all(back.get_size() == CardArt(120).card_size for back in backs)
    assert len({pixels(back) for back in backs}) == len(BACK_STYLES)
    with pytest.raises(ValueError):
        CardArt(120, back_style="tartan")


def test_a_smaller_art_scales_the_master_back_of_the_same_style() -> None:
    master, small = CardArt(300, back_style=BACK_STYLES[1]), CardArt(100, back_style=BACK_STYLES[1])
    small.derive_from = master
    assert small.back().get_size() == small.card_size
    assert master._back is not None          # drawn once, at the master size
    other = CardArt(100, back_style=BACK_STYLES[0])
    other.derive_from = master                # a different style is drawn, not borrowed
    assert pixels(other.back()) != pixels(small.back())


def test_four_colour_mode_changes_the_pips_but_not_spades_or_hearts() -> None:
    two, four = CardArt(160), CardArt(160, four_colour=True)
    for name in ("7D", "7C", "KD", "JC"):
        assert pixels(two.face(card(name))) != pixels(four.face(card(name)))
    for name in ("7S", "7H"):
        assert pixels(two.face(card(name))) == pixels(four.face(card(name)))


@pytest.mark.parametrize("height", [1, 20, 41, 900])
def test_tiny_and_huge_cards_draw_without_errors(height: int) -> None:
    art = CardArt(height, large_indices=height > 500)
    for index in (0, 10, 11, 12, 25, 51):
        assert art.face(index).get_size() == art.card_size
    assert art.back().get_size() == art.card_size


def test_past_the_frame_budget_a_quick_turn_stands_in_and_spare_time_makes_it_smooth() -> None:
    """A smooth turn of a big card costs milliseconds: past the frame's budget a quick one is
    shown, and ``refine`` (a frame's spare time) redoes it smoothly in its place."""
    from game.ui.art.card_art import ROTATIONS, rotation_budget
    art = CardArt(300)
    rotation_budget.limit(1)           # less than any card: every smooth turn waits
    try:
        rotation_budget.renew()
        quick = art.rotated(card("AH"), 17)
        assert art.provisional == 1 and rotation_budget.stand_ins_shown == 1
        assert art.rotated(card("AH"), 17) is quick, "the stand-in is kept until it is redone"
        refined_before = rotation_budget.refined
        assert art.refine(deadline=float("inf")) == 1 and art.provisional == 0
        smooth = art.rotated(card("AH"), 17)
        assert smooth is not quick and abs(smooth.get_width() - quick.get_width()) <= 4
        assert rotation_budget.refined == refined_before, "the painter counts what it refines, not the art"
        ROTATIONS.clear()
        art.rotated(card("KS"), 40)
        assert art.refine(deadline=float("-inf")) == 0 and art.provisional == 1, "no spare time: nothing done"
    finally:
        rotation_budget.limit(None)


def test_a_card_turning_in_motion_never_passes_its_quick_picture_off_as_the_smooth_one() -> None:
    from game.ui.art.card_art import MOTION_ANGLE_STEP, rotation_budget
    art = CardArt(200)
    rotation_budget.limit(None)
    moving = art.rotated_in_motion(card("5D"), 10.4)
    assert art.provisional == 0, "a quick picture in motion is not a stand-in to redo"
    assert MOTION_ANGLE_STEP == 3
    assert art.rotated_in_motion(card("5D"), 8.6) is moving, "9 and 10 degrees share the 9-degree picture"
    resting = art.rotated(card("5D"), 10)
    assert resting is not moving, "at rest the card is turned smoothly, under its own key"
    assert art.rotated_in_motion(card("5D"), 10.2) is resting, "once made, the smooth picture serves in motion too"
