"""Game over is its own screen, and the story it tells is the game's own records.

Issue 10: "game over gets its own screen: the winner, the game's hands as a small chart of both
totals over time, bids made/set, best hand, and the player's statistics".  docs/RULES.md 8: "Game:
first side to 120" (forty-five: "first to 45").
"""

from __future__ import annotations

import os
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.engine import preset
from game.ui.scenes.game_over import GameOverScene, tell_the_game
from game.ui.scenes.scene import Scene
from game.ui.scenes.table_scene import TableScene
from game.ui.table.session import GameSession, quick_seats
from tests.ui.app_parts import on_top
from tests.ui.harness import AppHarness

pytestmark = pytest.mark.usefixtures("pygame_quit")   # pygame shut down after each test


def finished_session(rules_name: str, players: int, seed: int) -> GameSession:
    session = GameSession(preset(rules_name, players), seed, quick_seats(players, human=False, level="normal"))
    while not session.is_over:
        if session.needs_deal():
            session.deal_next()
        else:
            assert session.computer_step()
    return session


@pytest.mark.parametrize("rules_name, players", [("classic", 4), ("forty-five", 2), ("cutthroat", 5)])
def test_the_story_is_the_records_own(rules_name: str, players: int) -> None:
    session = finished_session(rules_name, players, seed=5)
    snap = session.snapshot
    story = tell_the_game(session)
    records = [r for r in snap.records if not r.redeal]
    assert story.hands == len(records)
    for side, totals in enumerate(story.totals):
        assert totals[0] == 0 and len(totals) == len(records) + 1
        assert totals[-1] == records[-1].scores[side]
    assert story.winner == snap.winner_side
    assert story.totals[story.winner][-1] >= snap.rules.target, "the winner reached the target"
    made_and_set = sum(made + set_ for made, set_ in story.bids)
    assert made_and_set == sum(1 for r in records if r.bidder is not None and r.made is not None)
    if not snap.rules.auction:
        assert made_and_set == 0, "forty-five has no bids to make or be set on"
    assert story.best is not None and story.best.startswith("Hand ")


def test_a_finished_game_ends_on_its_own_screen_and_goes_on_to_a_new_one(
        app_harness: Callable[..., AppHarness]) -> None:
    h = app_harness("--demo", "--seed", "3", "--rules", "forty-five", "--players", "2", "--speed", "10")
    app = h.app
    seen: list[str] = []
    for _ in range(60000):
        h.frames(1)
        name = on_top(app, Scene).name
        if not seen or seen[-1] != name:
            seen.append(name)
        if name == "game-over":
            break
    top = app.stack.top
    assert isinstance(top, GameOverScene), seen[-6:]
    assert seen[-2] == "scoreboard", "the last hand's board comes first, then the game's end"
    snap = top.session.snapshot
    assert snap.game_over and top.story.winner == snap.winner_side
    assert top.panel.w > 0 and top.chart.w > 0 and top.panel.contains(top.chart)
    first_game = top.session
    for _ in range(4000):          # the demo moves on by itself to a new game
        h.frames(1)
        top = on_top(app, Scene)
        if top.name == "deal" and isinstance(top, TableScene) and top.session is not first_game:
            break
    deal = on_top(app, TableScene)
    assert deal.name == "deal" and deal.session is not first_game


def test_each_person_has_their_own_figures() -> None:
    from game.engine import preset
    from game.ui.scenes.game_over import person_line
    from game.ui.table.couch import couch_seats
    from game.ui.table.session import GameSession
    rules = preset("classic", 4)
    session = GameSession(rules, 4, couch_seats(rules, 2, "normal", ["Mary", "Angus"], ("Ann", "Ben")))
    session.deal_next()
    while session.snapshot.records_count == 0:
        if session.human_to_act():
            session.human_action(session.state.legal_actions()[0])
        else:
            session.computer_step()
    record = session.snapshot.records[0]
    taken = {seat: sum(1 for t in record.tricks if t.winner == seat) for seat in (0, 2)}
    for seat, name in ((0, "Ann"), (2, "Ben")):
        line = person_line(session, seat)
        assert line.startswith(f"{name}: took {taken[seat]} trick")
        assert "of 5" in line and "won the bid" in line


def test_the_games_accuracy_shows_when_it_is_in(app_harness: Callable[..., AppHarness]) -> None:
    """Issue 42: "The hand's end shows it; the game's end shows the game's", with a sign that it
    is being worked out until then."""
    import random
    from concurrent.futures import Future

    from game.ai import make_player
    from game.ai.accuracy_figures import RatedDecision, SeatAccuracy
    from game.ai.expert.hints import ChoiceReview
    from game.engine import actions as A
    from game.ui.scenes.host import SitDown
    from game.ui.table.skill_book import HandFigures
    from game.ui.table.table_context import TableMode
    session = GameSession(preset("classic"), 9, quick_seats(4, level="easy"))
    me, rng = make_player("easy"), random.Random(1)
    while not session.is_over:
        if session.needs_deal():
            session.deal_next()
        elif session.human_to_act():
            observation = session.observe()
            session.human_action(me.choose(observation, observation.legal_actions, rng))
        else:
            assert session.computer_step()
    h = app_harness("--title")
    h.navigate(SitDown(session, TableMode()))
    scene = h.top
    assert isinstance(scene, GameOverScene)
    assert scene.accuracy_line() is None, "no hand weighed: no line"
    pending: Future[dict[int, SeatAccuracy]] = Future()
    scene.ctx.accuracy.add(HandFigures(0, (0,), pending))
    line = scene.accuracy_line()
    assert line is not None and "being worked out" in line[0] and scene.animating
    review = ChoiceReview(A.PASS, A.bid(20), 0.0, 0.25, 0.25, False, 60)
    pending.set_result({0: SeatAccuracy(0, (RatedDecision(0, 2, "auction", review),) * 3)})
    scene.ctx.accuracy.poll()
    line = scene.accuracy_line()
    assert line is not None and line[0] == ("Your accuracy this game: 80 over 3 decisions "
                                                    "(the expert level plays at about 79)")
