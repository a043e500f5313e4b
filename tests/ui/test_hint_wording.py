"""The hint as the status strip shows it (issue 24, part 3): "never truncated, never repeating
the move"; "the expert's figures follow only on "why" ... in words a player reads ... and
positive for the best choice".

The positions are those of tests/ai/test_reasons.py (every preset and table size, the rule
player's choice and other legal moves).  For each move the practice hint is made as the table
makes it (``analysis.hint_lines`` on the expert's answer, ``PracticeControls.hint_banner`` for
the first press and the "why" press) and laid out by the real ``layout_banner`` at 1280x720,
after ``theme.configure`` as the app does for that window: no line may be shortened with "…".
The expert's answers are made up around each move (values a search might give: a clear best,
ties with the longest option names, chances of winning near the target) so hundreds of
positions take seconds; a few real answers from the expert are checked the same way.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ai import hint
from game.ai.expert import ExpertHint, OptionValue, expert_hint
from game.ai.expert.hints import GAME_CHANCE
from game.ai.hint_check import auction_hint_problems
from game.engine import Observation, PlayerAction
from game.engine.wording import option
from game.ui.core import caches
from game.ui.core.geometry import ui_scale
from game.ui.core.persons import KEYBOARD
from game.ui.kit import theme
from game.ui.scenes.practice_controls import WHY_LABEL, PracticeControls
from game.ui.table.analysis import glossary_note, hint_lines
from game.ui.table.screen_plan import screen_plan
from game.ui.table.status_strip import Banner, layout_banner
from tests.ai.samples import Position, all_positions, positions

SIZE = (1280, 720)
PLAYED_OUT = "on average over 60 deals consistent with what you have seen"
LEARNED = "against passing, learned from 24,000 deals played out near the target"


@pytest.fixture(autouse=True)
def _window() -> Iterator[None]:
    pygame.init()
    caches.reset_all()
    theme.configure(ui_scale(SIZE), SIZE[1])   # as App does for a 1280x720 window
    yield
    theme.configure(1.0, 1080)
    pygame.quit()


def strip() -> pygame.Rect:
    """The status strip of a 1280x720 table (its width does not depend on the score rows)."""
    plan = screen_plan(SIZE, theme.line_height(theme.BODY))
    return pygame.Rect(*plan.status.as_ints())


def shown(text: tuple[str, str], why_open: bool) -> Banner | None:
    """What the strip shows for this hint, from the practice table's own ``hint_banner``."""
    ctx = SimpleNamespace(hints=SimpleNamespace(text=text, why_open=why_open, waiting=False))
    host = SimpleNamespace(roster=SimpleNamespace(in_use=KEYBOARD))
    due = SimpleNamespace(hint_panel_due=lambda: True)   # the hint is on screen
    return PracticeControls(ctx, host, due, None).hint_banner()  # type: ignore[arg-type]


def assert_whole(banner: Banner) -> None:
    """Laid out in the strip, every word is there and no line was shortened with "…"."""
    layout = layout_banner(strip(), banner)
    assert not any("…" in line for line in layout.lines), f"cut at 1280x720: {banner.text!r}"
    assert " ".join(layout.lines).split() == banner.text.split(), banner.text


def named_once(obs: Observation, action: PlayerAction, text: str) -> None:
    label = obs.label(action)
    found = re.findall(rf"(?<!\w){re.escape(label)}(?!\w)", text, re.IGNORECASE)
    assert len(found) == 1, f"{text!r} names {label!r} {len(found)} times"


def made_up_answers(pos: Position, action: PlayerAction) -> list[ExpertHint]:
    """Expert answers with ``action`` best: a clear next best, then the longest ties, then (in the
    auction) chances of winning the game."""
    rest = sorted((a for a in pos.obs.legal_actions if a != action), key=lambda a: -len(option(a)))
    if not rest:
        return []
    best = OptionValue(action, option(action), 3.4, True)
    clear = (best,) + tuple(OptionValue(a, option(a), -1.7 - i, False) for i, a in enumerate(rest))
    answers = [ExpertHint(action, clear, 60, "", PLAYED_OUT)]
    if len(rest) >= 2:
        tied = (best,) + tuple(OptionValue(a, option(a), 3.4 - 0.01 * i, i < 3) for i, a in enumerate(rest))
        answers.append(ExpertHint(action, tied, 60, "", PLAYED_OUT))
    if pos.obs.phase == "auction":
        answers.append(ExpertHint(action, clear, 24000, "", LEARNED, GAME_CHANCE))
    return answers


def check_hint(obs: Observation, advice: ExpertHint) -> None:
    """The first press and the "why" press: the move named once, whole in the strip, figures
    in words that never name the move and speak of a gain."""
    what, why = hint_lines(obs, advice)
    assert auction_hint_problems(obs, what, why, advice.action) == [], (what, why)
    first = shown((what, why), why_open=False)
    assert first is not None and first.text == what
    assert first.button == (WHY_LABEL if why else None), "a Why button only when there is more to say"
    named_once(obs, advice.action, first.text)
    assert_whole(first)
    if not why:
        return
    label = obs.label(advice.action)
    assert not re.search(rf"(?<!\w){re.escape(label)}(?!\w)", why, re.IGNORECASE), f"{why!r} names the move again"
    assert not re.search(r"[-+]\d|worse|\blose", why), f"{why!r}: not said as a gain"
    assert re.search(r"better|about as good", why), why
    second = shown((what, why), why_open=True)
    assert second is not None and second.text == f"{what} {why}{glossary_note(what, why)}" and second.button is None
    named_once(obs, advice.action, second.text)
    assert_whole(second)


def test_every_practice_hint_fits_the_strip_and_names_the_move_once() -> None:
    checked = 0
    for pos in all_positions():
        for action in pos.moves:
            for advice in made_up_answers(pos, action):
                check_hint(pos.obs, advice)
                checked += 1
    assert checked > 1000


def test_the_quick_coach_shows_one_sentence_and_no_why_button() -> None:
    """"The quick coach (rule-based, outside practice) shows only the sentence (no empty Why button)"."""
    for pos in all_positions():
        advice = hint(pos.obs)
        banner = shown((advice.what, advice.why), why_open=False)
        assert banner is not None and banner.button is None
        named_once(pos.obs, advice.action, banner.text)
        assert_whole(banner)


@pytest.mark.parametrize("table", [("classic", 4), ("cutthroat", 5), ("house-125", 4), ("forty-five", 6)],
                         ids=lambda t: f"{t[0]}-{t[1]}")
def test_real_expert_hints_fit_and_speak_of_a_gain(table: tuple[str, int]) -> None:
    """The expert's own answers, one per kind of decision met, checked the same way."""
    seen: set[str] = set()
    for pos in positions(*table):
        phase = str(pos.obs.phase)
        if phase in seen or len(pos.obs.legal_actions) < 2:
            continue
        seen.add(phase)
        check_hint(pos.obs, expert_hint(pos.obs, 0.05))
    assert "play" in seen


def test_a_drill_explanation_that_opens_with_the_move_is_not_said_twice() -> None:
    """A drill's own hint keeps its explanation as the why; "Bid 20. Bid 20. A side ..." would
    name the move twice, so the why press shows the explanation alone."""
    banner = shown(("Bid 20", "Bid 20. A side with 100 or more may not bid 15."), why_open=True)
    assert banner is not None and banner.text == "Bid 20. A side with 100 or more may not bid 15."
    other = shown(("Pass", "Nothing here is worth a bid."), why_open=True)
    assert other is not None and other.text == "Pass. Nothing here is worth a bid."


def test_a_practice_pass_with_two_top_hearts_gives_its_reason_in_cards_then_the_figures() -> None:
    """Issue 40: "Pass: with hearts trump you can expect about 21 points, and your partner may still
    bid" (J♥ A♥ A♣ 7♣ J♦, 20 the least bid).  The first press says the call and why not bid, in
    cards; the figures come only with "why", after it, and the glossary words are listed."""
    from game.ai.expert import expert_hint
    from game.engine import actions as A
    from game.engine.glossary import terms_in
    from tests.ai.samples import pass_with_two_top_hearts
    obs = pass_with_two_top_hearts()
    advice = expert_hint(obs, 0.05)
    assert advice.action == A.PASS, "the expert passes here (its learned values)"
    what, why = hint_lines(obs, advice)
    assert what == ("Pass: your J♥ and A♥ look good, but without the 5♥ none of them is a sure trick, "
                    "and your partner may still bid.")
    assert "points" not in what and re.search(r"points a hand better than bidding 20", why)
    assert auction_hint_problems(obs, what, why, advice.action) == []
    assert set(terms_in(f"{what} {why}")) >= {"Pass", "Trick", "Partner", "Bid"}
    second = shown((what, why), why_open=True)
    assert second is not None and second.text.index(why) > second.text.index("partner may still bid")
    assert_whole(second)
