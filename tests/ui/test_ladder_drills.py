"""The ladder and the drills, headless: locks and unlocks, the table a ladder entry builds,
the goal check at game over, drills judged at the real table (right ones solved, wrong ones
not), trick drills, and bad level files skipped with a message."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.engine import actions as A
from game.engine import play_random_game, preset
from game.levels import DEFAULT_LEVELS_DIR, GameSummary, load_ladder
from game.profile.catalogue import LEVELS_DIR_ENV
from game.profile.profile import PROGRESS_FILE
from game.profile.settings_store import AUTOSAVE_FILE
from game.ui.core.intents import IntentKind
from game.ui.kit import theme
from game.ui.scenes.auction import AuctionScene
from game.ui.scenes.drill_play import DrillResultOverlay, DrillTrickScene, verdict_lines
from game.ui.scenes.drills import DrillsScene
from game.ui.scenes.host import OpenDrills, StartGame, StartLadderTable
from game.ui.scenes.ladder import GoalCheck, LadderScene, best_accuracy_words
from game.ui.scenes.overlays import MessageOverlay
from game.ui.scenes.trick import TrickScene
from game.ui.table.session import GameSession, quick_seats
from tests.ui.harness import PracticeHarness, button


@pytest.fixture(autouse=True)
def _pygame():
    yield
    pygame.quit()


# ---------------------------------------------------------------------------- the ladder

def open_ladder(h: PracticeHarness) -> LadderScene:
    h.click(button(h.top.menu, "ladder").rect)
    assert isinstance(h.top, LadderScene)
    return h.top


def test_only_the_first_table_is_open_at_first(tmp_path) -> None:
    h = PracticeHarness(tmp_path)
    scene = open_ladder(h)
    states = [state for _, _, state in scene.entries()]
    assert states[0] == "open" and set(states[1:]) == {"locked"}
    assert scene.selected == 0
    h.send(IntentKind.MOVE, dy=1)
    assert scene.selected == 1 and not button(scene.buttons, "start").enabled
    h.send(IntentKind.CONFIRM)
    assert h.top is scene, "a locked table cannot be played"


def test_a_beaten_table_opens_the_next_and_the_list_starts_there(tmp_path) -> None:
    h = PracticeHarness(tmp_path)
    tables = h.app.levels.ladder()
    h.app.profile.progress.mark_beaten(tables[0].id)
    scene = open_ladder(h)
    states = [state for _, _, state in scene.entries()]
    assert states[:3] == ["done", "open", "locked"]
    assert scene.selected == 1, "the list opens at the first table still to beat"



def test_the_detail_shows_your_best_accuracy_at_the_table(tmp_path, monkeypatch) -> None:
    """Issue 42: "The ladder's tables show your best accuracy there" (and say so when there is none)."""
    assert best_accuracy_words(None) == "not measured yet: play a game here"
    assert best_accuracy_words(84.0) == "84 out of 100"
    assert best_accuracy_words(99.6) == "99 out of 100", "a game short of flawless never reads 100"
    h = PracticeHarness(tmp_path)
    tables = h.app.levels.ladder()
    h.app.profile.progress.mark_beaten(tables[0].id)
    assert h.app.profile.progress.record_table_accuracy(tables[0].id, 84.4)
    scene = open_ladder(h)
    drawn: list[str] = []
    real = theme.blit_paragraph

    def noting(surface: pygame.Surface, text: str, *args: object, **kwargs: object) -> int:
        drawn.append(text)
        return real(surface, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "blit_paragraph", noting)
    screen = pygame.Surface(h.app.size)
    scene.select(0)
    scene.draw(screen, 0.0)
    assert "84 out of 100" in drawn
    drawn.clear()
    scene.select(1)
    scene.draw(screen, 0.0)
    assert "not measured yet: play a game here" in drawn

def test_playing_a_table_builds_its_seats_rules_and_goal_check(tmp_path) -> None:
    h = PracticeHarness(tmp_path, "--seed", "9")
    scene = open_ladder(h)
    table = scene.tables[0]
    h.frames(1)
    h.click(button(scene.buttons, "start").rect)
    h.frames(2)
    ctx = h.top.ctx
    session = ctx.session
    assert session.rules == table.rules and session.rules.players == table.players
    assert session.seats[0].name == "You" and session.seats[0].is_human
    for seat in range(1, table.players):
        assert session.seats[seat].name == table.names[seat]
        assert session.seats[seat].level == table.levels[seat]
    assert ctx.mode.level_index == 0 and not ctx.practice
    assert isinstance(ctx.mode.on_game_over, GoalCheck)
    assert any(table.goal_text in t.text for t in ctx.effects.toasts), "the goal is said at the start"


def finished_state(rules, seed: int = 3):
    """A game played to its end by easy computer players (fast), for goal checks."""
    session = GameSession(rules, seed, quick_seats(rules.players, human=False, level="easy"))
    for _ in range(20000):
        if session.is_over:
            return session.state
        if session.needs_deal():
            session.deal_next()
        else:
            session.computer_step()
    raise AssertionError("the game never finished")


@pytest.mark.parametrize("met", [True, False])
def test_game_over_checks_the_goal_and_saves_a_beaten_table(tmp_path, monkeypatch, met: bool) -> None:
    import game.ui.scenes.ladder as ladder_module
    h = PracticeHarness(tmp_path, "--seed", "4")
    scene = open_ladder(h)
    h.click(button(scene.buttons, "start").rect)
    ctx = h.top.ctx
    ctx.session.state = finished_state(ctx.session.rules)
    seen: list[GameSummary] = []

    def judged(goal: object, summary: GameSummary) -> bool:
        seen.append(summary)
        return met

    monkeypatch.setattr(ladder_module, "goal_met", judged)
    ctx.mode.on_game_over(ctx)
    assert seen and seen[0].finished, "the goal is judged on the finished game's summary"
    first = h.app.levels.ladder()[0]
    assert h.app.profile.progress.is_beaten(first.id) is met
    texts = [t.text for t in ctx.effects.toasts]
    if met:
        assert "Goal met: the next table is open!" in texts
        assert first.id in (tmp_path / PROGRESS_FILE).read_text(encoding="utf-8")
    else:
        assert any(t.startswith("Goal not met") for t in texts)
        assert not (tmp_path / PROGRESS_FILE).exists()


def test_the_goal_check_agrees_with_the_levels_package(tmp_path) -> None:
    from game.levels import goal_met, summarize_game
    h = PracticeHarness(tmp_path)
    tables = h.app.levels.ladder()
    for index in (0, 1):
        state = finished_state(tables[index].rules, seed=index + 1)
        ctx = type("Ctx", (), {"session": type("S", (), {"state": state})(), "toasts": [],
                               "toast": lambda self, text, seconds=3.0, urgent=False: self.toasts.append(text)})()
        expected = goal_met(tables[index].goal, summarize_game(state, 0))
        assert GoalCheck(h.app, tables, index)(ctx) is expected


# ---------------------------------------------------------------------------- drills at the table

def start_drill_by_id(h: PracticeHarness, drill_id: str):
    h.app.navigate(OpenDrills(drill_id))
    h.frames(1)
    scene = h.top
    drill = scene.drills[scene.in_topic()[scene.selected]]
    assert drill.id == drill_id
    h.click(button(scene.buttons, "start").rect)
    h.frames(2)
    return drill


def test_a_position_drill_opens_mid_hand_at_the_right_scene(tmp_path) -> None:
    h = PracticeHarness(tmp_path)
    drill = start_drill_by_id(h, "count-your-top-trumps")
    assert isinstance(h.top, AuctionScene), "an auction decision skips the deal"
    ctx = h.top.ctx
    assert ctx.session.state.phase == drill.position.phase and ctx.session.human_to_act()
    assert ctx.scores.scored_hands == len(ctx.session.state.records) and ctx.practice
    assert ctx.mode.coach_note and drill.prompt in ctx.mode.coach_note[1]
    h.frames(30)
    assert isinstance(h.top, AuctionScene), "the table waits for the person's answer"
    drill = start_drill_by_id(h, "dont-overtake-your-partner")
    assert isinstance(h.top, TrickScene)


def click_action(h: PracticeHarness, action: A.Action) -> None:
    scene = h.top
    h.frames(1)  # the auction lays out its buttons when drawn
    h.click(button(scene.buttons, action).rect)


def test_a_right_answer_is_judged_not_played_and_marked_solved(tmp_path) -> None:
    h = PracticeHarness(tmp_path)
    drill = start_drill_by_id(h, "count-your-top-trumps")
    state = h.top.ctx.session.state
    before = list(state.history)
    click_action(h, A.parse("bid 20"))
    result = h.top
    assert isinstance(result, DrillResultOverlay) and result.right
    assert state.history == before, "a drill's answer is judged, never played"
    assert h.app.profile.progress.is_solved(drill.id)
    assert drill.id in (tmp_path / PROGRESS_FILE).read_text(encoding="utf-8")
    assert [b.value for b in h.top.buttons.buttons] == ["next", "list"]
    h.click(button(h.top.buttons, "next").rect)
    h.frames(2)
    assert h.top.ctx.mode.coach_note[0].endswith("Pass a hand with no top trumps"), "Next drill opens the next one"


def test_a_wrong_answer_is_not_solved_and_can_be_tried_again(tmp_path) -> None:
    h = PracticeHarness(tmp_path)
    drill = start_drill_by_id(h, "count-your-top-trumps")
    table = h.top
    click_action(h, A.parse("bid 30"))
    overlay = h.top
    assert isinstance(overlay, DrillResultOverlay) and not overlay.right
    assert overlay.feedback == drill.feedback["bid 30"], "a tempting wrong answer gets its own line"
    assert not h.app.profile.progress.is_solved(drill.id)
    shown = lambda: verdict_lines(drill, overlay.right, overlay.chosen, overlay.feedback, overlay.revealed,  # noqa
                                  overlay.answer_text)
    assert drill.explanation not in shown(), "the answer waits until asked for"
    h.click(button(overlay.buttons, "answer").rect)
    assert overlay.revealed and drill.explanation in shown() and button(overlay.buttons, "next")
    h.click(button(overlay.buttons, "retry").rect)
    assert h.top is table and table.ctx.session.human_to_act()
    click_action(h, A.parse("bid 25"))
    assert h.top.right and h.app.profile.progress.is_solved(drill.id)


def test_an_illegal_move_in_a_drill_is_explained_not_judged(tmp_path) -> None:
    h = PracticeHarness(tmp_path)
    drill = start_drill_by_id(h, "dont-overtake-your-partner")
    scene = h.top
    state = scene.ctx.session.state
    hand = [c for c in range(52) if (state.hands[drill.position.seat] >> c) & 1]
    illegal = next(c for c in hand if c not in state.legal_actions())
    assert scene.send(illegal) is False
    h.frames(1)
    assert h.top is scene and scene.ctx.effects.shown_toast.urgent
    assert not h.app.profile.progress.is_solved(drill.id)


def test_back_to_drills_returns_to_the_list_at_that_drill(tmp_path) -> None:
    h = PracticeHarness(tmp_path)
    drill = start_drill_by_id(h, "hold-as-dealer")
    click_action(h, A.parse("pass"))
    h.click(button(h.top.buttons, "list").rect)
    h.frames(1)
    assert isinstance(h.top, DrillsScene)
    assert h.top.drills[h.top.in_topic()[h.top.selected]].id == drill.id


def test_a_saved_ladder_game_resumes_at_its_table_and_still_checks_the_goal(tmp_path) -> None:
    h = PracticeHarness(tmp_path)
    tables = h.app.levels.ladder()
    h.app.navigate(StartLadderTable(1))
    h.frames(1)
    h.app.autosave(h.top.ctx)  # what Pause > Main menu and quitting do
    saved = json.loads(h.app.profile.autosave_path("ladder").read_text(encoding="utf-8"))
    assert saved["ladder_table"] == tables[1].id
    again = PracticeHarness(tmp_path)   # the next day: Continue
    assert again.app.navigator.resume_autosave()
    again.frames(1)
    ctx = again.top.ctx
    assert isinstance(ctx.mode.on_game_over, GoalCheck) and ctx.mode.ladder_table_id == tables[1].id
    assert ctx.mode.level_index == 1 and ctx.session.rules == tables[1].rules
    assert any(tables[1].name in t.text for t in ctx.effects.toasts)


def test_a_saved_practice_game_resumes_as_practice_and_an_unknown_table_as_a_plain_game(tmp_path) -> None:
    h = PracticeHarness(tmp_path)
    h.app.navigate(StartGame("practice"))
    h.frames(1)
    h.app.autosave(h.top.ctx)
    again = PracticeHarness(tmp_path)
    assert again.app.navigator.resume_autosave()
    again.frames(1)
    assert again.top.ctx.practice and again.top.ctx.mode.on_game_over is None
    path = again.app.profile.autosave_path("practice")
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(practice=False, ladder_table="a-table-since-removed")
    path.write_text(json.dumps(data), encoding="utf-8")
    third = PracticeHarness(tmp_path)
    assert third.app.navigator.resume_autosave()
    third.frames(1)
    assert not third.top.ctx.practice and third.top.ctx.mode.on_game_over is None


def test_a_drill_never_overwrites_the_saved_game(tmp_path) -> None:
    saved = tmp_path / AUTOSAVE_FILE
    saved.write_text('{"kept": true}', encoding="utf-8")
    h = PracticeHarness(tmp_path)
    start_drill_by_id(h, "count-your-top-trumps")
    h.app.autosave(h.top.ctx)  # what Pause > Main menu and quitting do
    hand = play_random_game(preset("classic", 4), seed=1, max_hands=1).records[0]
    h.app.record_hand(h.top.ctx, dataclasses.replace(hand, bidder=0, made=True))   # a made bid of seat 0
    assert saved.read_text(encoding="utf-8") == '{"kept": true}'
    assert h.app.profile.stats.hands_played == 0


# ---------------------------------------------------------------------------- trick drills

def test_a_trick_drill_is_solved_by_clicking_the_winner(tmp_path) -> None:
    h = PracticeHarness(tmp_path)
    drill = start_drill_by_id(h, "jack-is-second")
    scene = h.top
    assert isinstance(scene, DrillTrickScene)
    wrong = (scene.board.winner + 1) % len(scene.board.cards)
    h.click(scene.board.rects[wrong])
    assert scene.board.answered and not scene.right and not scene.board.shows_winner
    assert not h.app.profile.progress.is_solved(drill.id)
    h.click(button(scene.buttons, "retry").rect)
    assert not scene.board.answered
    h.click(scene.board.rects[scene.board.winner])
    assert scene.right and h.app.profile.progress.is_solved(drill.id)


# ---------------------------------------------------------------------------- bad files

def test_a_malformed_drill_file_is_skipped_with_a_message(tmp_path) -> None:
    levels = tmp_path / "levels"
    (levels / "drills").mkdir(parents=True)
    shutil.copy(DEFAULT_LEVELS_DIR / "drills" / "01-ranking.toml", levels / "drills" / "01-ranking.toml")
    (levels / "drills" / "02-broken.toml").write_text('[[drills]]\nid = "oops"\nkind = "trick"\ntrump = \n',
                                                      encoding="utf-8")
    h = PracticeHarness(tmp_path / "profile")
    h.app.levels.use_levels_dir(levels)
    h.click(button(h.top.menu, "drills").rect)
    assert isinstance(h.top, MessageOverlay) and "02-broken.toml" in h.top.text
    h.send(IntentKind.CONFIRM)
    scene = h.top
    assert isinstance(scene, DrillsScene)
    assert scene.drills and {d.topic for d in scene.drills} == {"ranking"}
    h.frames(3)
    assert h.top is scene, "the message is shown once"


def test_a_malformed_ladder_file_is_skipped_with_a_message(tmp_path, monkeypatch) -> None:
    levels = tmp_path / "levels"
    (levels / "ladder").mkdir(parents=True)
    shutil.copy(DEFAULT_LEVELS_DIR / "ladder.toml", levels / "ladder" / "01-tables.toml")
    (levels / "ladder" / "02-bad.toml").write_text('[[tables]]\nid = "x"\nname = "X"\n', encoding="utf-8")
    monkeypatch.setenv(LEVELS_DIR_ENV, str(levels))
    h = PracticeHarness(tmp_path / "profile")
    h.click(button(h.top.menu, "ladder").rect)
    assert isinstance(h.top, MessageOverlay) and "02-bad.toml" in h.top.text
    h.send(IntentKind.CONFIRM)
    assert isinstance(h.top, LadderScene)
    assert len(h.top.tables) == len(load_ladder()[0])
