"""What the accuracy analyst weighs after each hand and what goes into the skill history
(``game.ui.table.skill_keeper``): a person's hands at any table but a demo, a lesson or a drill,
and only with the setting on; one person's figures into their history, two at one TV each on the
board but neither into the profile's rating; a finished rated game's result once."""

from __future__ import annotations

import datetime
import random
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from game.ai import make_player
from game.ai.accuracy import Analysis
from game.engine import preset
from game.profile.profile import Profile
from game.sim.background import Background
from game.ui.table.session import GameSession, SeatConfig, quick_seats
from game.ui.table.skill_keeper import SkillKeeper
from game.ui.table.table_context import TableContext, TableMode
from game.ui.table.tables import open_table

DAY = datetime.date(2026, 11, 29)


@pytest.fixture(autouse=True)
def fonts(pygame_quit: None) -> None:
    """The table's view measures words: pygame's fonts up, shut down after."""
    import pygame

    from game.ui.core import caches
    pygame.init()
    caches.reset_all()
SMALL = Analysis(budget_s=0.01, play_worlds=4)


def play_hands(session: GameSession, hands: int | None = None, seed: int = 5) -> None:
    """Every seat, people's too, chooses as the easy level does, until ``hands`` are scored (or the end)."""
    chooser, rng = make_player("easy"), random.Random(seed)
    session.deal_next()
    while not session.is_over and (hands is None or len(session.snapshot.records) < hands):
        if session.needs_deal():
            session.deal_next()
        elif session.human_to_act():
            observation = session.observe()
            assert session.human_action(chooser.choose(observation, observation.legal_actions, rng)) is None
        else:
            assert session.computer_step()


def a_table(tmp_path: Path, seats: list[SeatConfig] | None = None, mode: TableMode | None = None,
            seed: int = 11) -> tuple[TableContext, SkillKeeper, Profile]:
    profile = Profile(tmp_path)
    rules = preset("classic")
    session = GameSession(rules, seed, seats or quick_seats(rules.players, level="easy"))
    ctx = open_table(session, (1280, 720), profile.settings, mode)
    keeper = SkillKeeper(profile, Background(lambda: ThreadPoolExecutor(max_workers=1)), analysis=SMALL,
                         today=lambda: DAY)
    return ctx, keeper, profile


def settle(keeper: SkillKeeper, ctx: TableContext) -> None:
    end = time.monotonic() + 60
    keeper.update()
    while ctx.accuracy.pending and time.monotonic() < end:
        time.sleep(0.01)
        keeper.update()


def test_a_persons_hand_is_weighed_and_goes_into_their_history(tmp_path: Path) -> None:
    ctx, keeper, profile = a_table(tmp_path)
    play_hands(ctx.session, 1)
    record = ctx.session.snapshot.records[0]
    keeper.hand_scored(ctx, record)
    keeper.hand_scored(ctx, record)             # the board shown again: weighed once
    assert len(ctx.accuracy.hands) == 1
    settle(keeper, ctx)
    figures = ctx.accuracy.hand(0)
    assert figures is not None and figures.result is not None and set(figures.result) == {0}
    day = profile.skill.days[DAY.isoformat()]
    assert day.hands == 1 and day.hand_accuracy == pytest.approx(round(figures.result[0].accuracy or 0, 3), abs=1e-3)
    assert (tmp_path / "skill.jsonl").exists(), "kept in the profile"
    keeper.update()
    assert profile.skill.days[DAY.isoformat()].hands == 1, "counted once"


@pytest.mark.parametrize("why", ["setting off", "lesson", "drill", "demo"])
def test_nothing_is_weighed_where_it_should_not_be(tmp_path: Path, why: str) -> None:
    mode = TableMode()
    if why == "lesson":
        mode.guide = object()   # type: ignore[assignment]   # any coach: the table is a lesson's
    if why == "drill":
        mode.intercept = lambda ctx, action: False
    ctx, keeper, profile = a_table(tmp_path, mode=mode)
    if why == "setting off":
        profile.settings.accuracy = False
    if why == "demo":
        keeper.demo = True
    play_hands(ctx.session, 1)
    keeper.hand_scored(ctx, ctx.session.snapshot.records[0])
    assert ctx.accuracy.hand(0) is None and not ctx.accuracy.pending
    keeper.update()
    assert profile.skill.days == {}


def test_two_at_one_tv_each_get_a_figure_and_the_profiles_rating_is_untouched(tmp_path: Path) -> None:
    """Issue 42: "Two at one TV: each person rated on their own decisions"."""
    seats = [SeatConfig("Ann", "human"), SeatConfig("Mary", "easy"), SeatConfig("Bob", "human"),
             SeatConfig("Angus", "easy")]
    ctx, keeper, profile = a_table(tmp_path, seats)
    ctx.session.may_act = None   # both people act as their turns come (the couch's hand-off is not tested here)
    play_hands(ctx.session, 1)
    keeper.hand_scored(ctx, ctx.session.snapshot.records[0])
    settle(keeper, ctx)
    figures = ctx.accuracy.hand(0)
    assert figures is not None and figures.result is not None and set(figures.result) == {0, 2}
    assert profile.skill.days == {} and profile.skill.rating.results == 0


@pytest.mark.parametrize("practice", [False, True])
def test_a_finished_quick_game_is_rated_once_practice_never(tmp_path: Path, practice: bool) -> None:
    ctx, keeper, profile = a_table(tmp_path, mode=TableMode(practice=practice))
    play_hands(ctx.session)
    assert ctx.session.is_over
    records = ctx.session.snapshot.records
    for record in records:
        keeper.hand_scored(ctx, record)
    keeper.hand_scored(ctx, records[-1])
    settle(keeper, ctx)
    rating = profile.skill.rating
    assert rating.results == (0 if practice else 1)
    if not practice:
        won = ctx.session.snapshot.winner_side == ctx.session.rules.side_of(0)
        assert (rating.rating > 1447) == won, "a win against easy players raises a newcomer's rating"
    day = profile.skill.days[DAY.isoformat()]
    assert day.games == 1 and day.hands == len([r for r in records if not r.redeal])


def test_a_ladder_tables_best_accuracy_is_kept(tmp_path: Path) -> None:
    ctx, keeper, profile = a_table(tmp_path, mode=TableMode(ladder_table_id="first-table"))
    play_hands(ctx.session)
    for record in ctx.session.snapshot.records:
        keeper.hand_scored(ctx, record)
    settle(keeper, ctx)
    game = ctx.accuracy.game()
    assert game is not None
    assert profile.progress.ladder_accuracy["first-table"] == pytest.approx(game[0].accuracy)
