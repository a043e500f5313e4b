"""Screenshots of the main scenes at chosen moments, for the README and for looking at.

    python tools/screenshots.py --size 1280x720 --out docs/screenshots

Saves, by these names: title, deal, auction, draw, trick, hint-words, practice-hint, trick-won,
trick-end, scoreboard, game-over, settings, help, statistics, ladder, drills, trainer, lessons,
cutthroat-trick, six-trick, cutthroat-scoreboard, forty-five-scoreboard, practice-hint-near-target,
practice-review-near-target, welcome, learn-ranking, learn-follow, learn-auction, learn-draw,
learn-scoring, lesson-trump-named, lesson-draw-blunder, trick-winner-on-top,
auction-hint-reasons, auction-focus, glossary, cutthroat-name-trump, game-over-lost, draw-focus,
two-humans-handoff, two-humans-trick,
two-humans-handoff-pads, two-humans-game-over, two-humans-statistics; and issue 42's (``--skill-only``):
daily-title, daily-start, daily-new, daily-code, rating-chart, rating-chart-empty, ladder-accuracy,
hand-accuracy-waiting, hand-accuracy, daily-result-waiting, daily-result (``--only NAME ...`` for some of them).

Runs the real app headless (dummy video driver, fake clock) with its ``--screenshot``
saving, but picks the moments (a trick half played, the trick being won, ...) instead of
shooting 0.6 s after each scene appears as ``python main.py --screenshot DIR`` does; your
seat plays the hint's choice after a pause (``--autoplay``) so controls are showing.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from game.ai.expert.score_pressure import NEAR_MARGIN
from game.app import App
from game.cli import parse_start
from game.engine import actions as A
from game.ui.scenes.host import (
    BackToTitle,
    Close,
    GoToTitle,
    OpenDrills,
    OpenHelp,
    OpenLadder,
    OpenLessons,
    OpenSettings,
    OpenStats,
    OpenTrainer,
    StartLesson,
)

if TYPE_CHECKING:
    from game.ui.table.session import GameSession


class Shooter:
    def __init__(self, size: str, out: Path, profile: str, extra: list[str], jpeg: bool = False,
                 autoplay: str = "2.5", speed: str = "1.2", only: set[str] | None = None) -> None:
        self.jpeg = jpeg
        self.only = only   # the names to save (None: all); the game is driven the same either way
        self.app = App(parse_start(["--windowed", "--size", size, "--profile-dir", profile, "--fast-clock",
                                   "--autoplay", autoplay, "--speed", speed, "--screenshot", str(out), *extra]))
        self.app.screenshots.folder = None  # no automatic shots: this tool picks the moments
        self.app.start()
        self.out = out
        self.clock = 0.0

    def _clock(self) -> float:
        self.clock += self.app.loop.step_seconds * 2
        return self.clock

    def frames(self, n: int) -> None:
        self.app.step_frames(n, self._clock)

    def wait_for_analysis(self, seconds: float) -> None:
        """Wait until the practice analyst's thread is idle (a started app has one)."""
        analyst = self.app.analyst
        assert analyst is not None, "the app is started: its analyst is running"
        analyst.wait_idle(seconds)

    def until(self, predicate: Callable[[], bool], limit: int = 20000) -> bool:
        for _ in range(limit):
            self.frames(1)
            try:
                if predicate():
                    return True
            except AttributeError:
                pass
        return False

    def shot(self, name: str) -> None:
        if self.only is not None and name not in self.only:
            return
        # A real frame loop spends each frame's spare time making smooth pictures (a card's turn,
        # a face at a new size); this fake clock has none.  Give it some, and show the result in
        # one more drawing of the same moment (no game time passes: a scene that moves on by
        # itself, like the board under autoplay, must still be there): the shot is what a
        # player sees, not the quick stand-ins of one frame.
        self.app.warm_up(time.perf_counter() + 0.5)
        self.app.fixed_frame(steps=0, alpha=1.0)
        png = self.app.screenshots.save(name, self.out)
        if self.jpeg:  # the felt's grain makes PNGs large: the README keeps JPEGs
            jpg = png.with_suffix(".jpg")
            pygame.image.save(pygame.image.load(str(png)), str(jpg))
            png.unlink()
            png = jpg
        print("saved", png)

    def settle(self, n: int) -> None:
        """Let a scene's entrance animations finish without autoplay moving the game on."""
        options = self.app.options
        self.app.options = dataclasses.replace(options, autoplay=None, demo=False)
        try:
            self.frames(n)
        finally:
            self.app.options = options

    def open_hint(self) -> None:
        """Ask for the hint, wait for the expert's analysis, then ask again to open the why (when
        there is one: with nothing to compare, a second press would put the hint away)."""
        self.top.show_hint()
        self.wait_for_analysis(30.0)
        self.frames(3)
        text = self.top.ctx.hints.text
        if text and text[1]:
            self.top.show_hint()
        self.frames(3)

    @property
    def top(self):
        return self.app.stack.top


def main_game(s: Shooter) -> None:
    """A practice game: each phase of a hand, a hint, the trick won, the board; then the menus."""
    ctx = lambda: s.top.ctx  # noqa: E731
    if s.until(lambda: s.top.name == "deal" and s.top.remaining < 0.9 * 2):
        s.shot("deal")
    if s.until(lambda: s.top.name == "auction" and ctx().session.human_to_act() and s.top.buttons.buttons):
        s.frames(30)
        s.shot("auction")
    if s.until(lambda: s.top.name == "draw" and ctx().session.human_to_act()):
        s.frames(10)
        s.shot("draw")
    if s.until(lambda: s.top.name == "trick" and len(ctx().session.snapshot.trick) >= 2
               and ctx().session.human_to_act()):
        s.frames(40)
        s.shot("trick")
        s.top.show_hint()                  # the first press: the move and its reason, in words
        s.wait_for_analysis(30.0)
        s.frames(3)
        s.shot("hint-words")
        s.top.ctx.hints.clear()
        s.open_hint()
        s.shot("practice-hint")
    if s.until(lambda: s.top.name == "trick" and s.top.view.hold_trick is not None and s.top.why_age < 0.5):
        s.frames(8)
        s.shot("trick-won")
    if s.until(lambda: s.top.name == "trick" and len(ctx().session.snapshot.tricks) == 5
               and s.top.view.hold_trick is not None):
        s.settle(45)                       # the card lands, then the words fade in
        s.shot("trick-end")                # the hand's last trick, its winner and its reason, before the board
    if s.until(lambda: s.top.name == "scoreboard"):
        s.settle(150)
        s.shot("scoreboard")
    s.app.navigate(GoToTitle())
    s.frames(200)
    s.shot("title")
    for request, name in ((OpenSettings(), "settings"), (OpenHelp(), "help"), (OpenStats(), "statistics")):
        s.app.navigate(request)
        s.frames(5)
        s.shot(name)
        s.app.navigate(Close())
        s.frames(1)
    for level_request, name in ((OpenLadder(), "ladder"), (OpenDrills(), "drills"), (OpenTrainer(), "trainer"),
                                (OpenLessons(), "lessons")):
        s.app.navigate(level_request)
        s.frames(5)
        while s.top.is_overlay:   # a message about a level file first
            s.app.navigate(Close())
            s.frames(1)
        s.shot(name)
        s.app.navigate(BackToTitle())
        s.frames(1)


def other_tables(args: argparse.Namespace, out: Path) -> None:
    """A trick at the cutthroat and the six-handed tables; forty-five's board and a game's end."""
    for rules, players, name in (("cutthroat", "5", "cutthroat-trick"), ("classic", "6", "six-trick")):
        big_table(args, out, rules, players, name)
    with tempfile.TemporaryDirectory() as profile:
        s = Shooter(args.size, out, profile, ["--seed", args.seed, "--rules", "forty-five", "--players", "2"],
                    only=args.only, jpeg=args.jpeg, autoplay="0.05", speed="10")
        if s.until(lambda: s.top.name == "scoreboard"):
            s.settle(120)
            s.shot("forty-five-scoreboard")
        if s.until(lambda: s.top.name == "game-over", limit=200000):
            s.settle(150)
            s.shot("game-over")
    pygame.quit()


def big_table(args: argparse.Namespace, out: Path, rules: str, players: str, name: str) -> None:
    """A trick at a table of ``players`` (and, at five, the tallest scoreboard)."""
    with tempfile.TemporaryDirectory() as profile:
        s = Shooter(args.size, out, profile, ["--seed", args.seed, "--rules", rules, "--players", players],
                    only=args.only, jpeg=args.jpeg, autoplay="0.4", speed="2")
        if s.until(lambda: s.top.name == "trick"
                   and len(s.top.ctx.session.snapshot.trick) >= players_min(players)
                   and bool(s.top.ctx.session.snapshot.tricks)):
            s.frames(20)
            s.shot(name)
        if players == "5" and s.until(lambda: s.top.name == "scoreboard"):
            s.settle(150)        # five sides: the tallest board
            s.shot("cutthroat-scoreboard")
    pygame.quit()


def near_target(args: argparse.Namespace, out: Path) -> None:
    """A practice auction with a side near the target (within ``NEAR_MARGIN``): the hint weighs
    the calls by the chance of winning the game (the score-pressure table), not by points."""
    with tempfile.TemporaryDirectory() as profile:
        s = Shooter(args.size, out, profile, ["--seed", args.seed, "--practice"], only=args.only,
                    jpeg=args.jpeg, autoplay="0.05", speed="10")

        def near() -> bool:
            snap = s.top.ctx.session.snapshot
            return (s.top.name == "auction" and s.top.ctx.session.human_to_act() and bool(s.top.buttons.buttons)
                    and max(snap.scores) >= snap.rules.target - NEAR_MARGIN)

        if s.until(near, limit=400000):
            playing = s.app.options
            s.app.options = dataclasses.replace(playing, autoplay=None, demo=False)   # your turn waits
            s.frames(30)
            s.open_hint()
            s.shot("practice-hint-near-target")
            s.app.options = playing      # your seat plays on; the board reviews a call weighed in games won
            # (the hand near the target often ends the game: its board is the game's end)
            if s.until(lambda: s.top.name in ("scoreboard", "game-over"), limit=100000):
                s.wait_for_analysis(60.0)
                s.settle(150)
                s.shot("practice-review-near-target")
    pygame.quit()


LESSON_SHOTS = (("learn-ranking", "top-cards", 0), ("learn-follow", "follow-or-trump", 1),
                ("learn-auction", "the-auction", 2), ("learn-draw", "the-draw", 0))


def lessons(args: argparse.Namespace, out: Path) -> None:
    """Learn to play: the welcome of a first start, steps of the lessons with the coach pointing,
    and the coach summing up over a hand's board."""
    with tempfile.TemporaryDirectory() as profile:
        s = Shooter(args.size, out, profile, [], only=args.only, jpeg=args.jpeg, autoplay="0", speed="1.2")
        s.app.options = dataclasses.replace(s.app.options, autoplay=None)
        s.frames(10)
        s.shot("welcome")
        for name, lesson, step in LESSON_SHOTS:
            s.app.navigate(StartLesson(lesson, step, intro=False))
            s.frames(90)
            s.shot(name)
        s.app.navigate(StartLesson("made-or-set", 0, intro=False))
        s.frames(30)
        guide = s.top.ctx.mode.guide
        s.top.send(A.parse(guide.step.expect[0]))
        if s.until(lambda: s.top.name == "scoreboard" and guide.step.after in s.top.status.banner.text):
            s.settle(150)
            s.shot("learn-scoring")
    pygame.quit()


def first_hour(args: argparse.Namespace, out: Path) -> None:
    """Issue 40's moments: the auction lesson just after trump is named (its controls gone, the
    coach summing up), and the coach's answer to throwing away the best trump in the draw."""
    with tempfile.TemporaryDirectory() as profile:
        s = Shooter(args.size, out, profile, [], only=args.only, jpeg=args.jpeg, autoplay="0", speed="1.2")
        s.app.options = dataclasses.replace(s.app.options, autoplay=None)
        s.frames(10)
        s.app.navigate(StartLesson("the-auction", 3, intro=False))
        s.frames(60)
        guide = s.top.ctx.mode.guide
        s.top.send(A.parse(guide.step.expect[0]))
        s.frames(60)
        s.shot("lesson-trump-named")
        s.app.navigate(StartLesson("the-draw", 0, intro=False))
        s.frames(60)
        s.top.send(A.parse("discard 5H"))
        s.wait_for_analysis(60.0)   # the coach weighs the step's moves on the analyst's thread
        if s.until(lambda: "5♥" in s.top.status.banner.text and "blunder" in s.top.status.banner.text.lower(), 3000):
            s.frames(20)
            s.shot("lesson-draw-blunder")
    pygame.quit()


def table_reads(args: argparse.Namespace, out: Path) -> None:
    """Issue 40's table: a trick whose winner was played before a card that lies over it (the
    winner drawn on top as the trick is held), a practice hint for a pass with two top hearts
    (the reason in cards, then Why?), the focus moved off the suggested call, and the glossary."""
    from game.ui.core.intents import InputSource, Intent, IntentKind
    from game.ui.scenes.host import OpenHelp, SitDown
    from game.ui.scenes.rules_text import GLOSSARY_PAGE
    from game.ui.table.table_context import TableMode
    with tempfile.TemporaryDirectory() as profile:
        s = Shooter(args.size, out, profile, ["--title"], only=args.only, jpeg=args.jpeg, speed="1.2")
        s.app.options = dataclasses.replace(s.app.options, autoplay=None)
        s.app.navigate(SitDown(covered_winner_table(), TableMode()))
        if s.until(lambda: getattr(s.top, "view", None) is not None and s.top.view.hold_trick is not None
                   and not s.top.view.busy, 4000):
            s.frames(20)
            s.shot("trick-winner-on-top")
        s.app.navigate(SitDown(position_table("classic", 4, "auction", "JH AH AC 7C JD", ("bid 15",), dealer=2),
                               TableMode(practice=True)))
        s.frames(60)
        s.open_hint()
        s.frames(30)
        s.shot("auction-hint-reasons")
        s.app.dispatch(Intent(IntentKind.MOVE, dx=1, source=InputSource.KEYBOARD))   # the focus moves on
        s.frames(20)
        s.shot("auction-focus")
        s.app.navigate(OpenHelp())
        s.frames(10)
        for _ in range(GLOSSARY_PAGE):   # Tab, page by page, as a player turns them
            s.app.dispatch(Intent(IntentKind.NEXT_TAB, source=InputSource.KEYBOARD))
            s.frames(2)
        s.frames(30)
        s.shot("glossary")
    pygame.quit()


def position_table(rules_name: str, players: int, phase: str, hand: str, auction: tuple[str, ...],
                   dealer: int) -> GameSession:
    """A table at your decision in a position drills could set: your hand, the calls so far."""
    from game.engine import Card, preset
    from game.levels.positions import Position, build_position
    from game.ui.table.session import GameSession, SeatConfig, quick_seats
    rules = preset(rules_name, players)
    cards = tuple(Card.parse(text) for text in hand.split())
    position = Position(rules=rules, seat=0, phase=phase, dealer=dealer, hands={0: cards}, auction=auction,
                        seed_text="screenshot")
    session = GameSession(rules, 0, quick_seats(players))
    session.seats[0] = SeatConfig("You", "human")
    session.state = build_position(position)
    session.events.clear()
    return session


def covered_winner_table(seed: int = 1) -> GameSession:
    """A classic game (you playing your first legal card) one move before a trick ends whose
    winner lies under a card played after it: the table plays that last card itself."""
    from game.engine import preset
    from game.ui.table.session import GameSession, quick_seats

    def replay(moves: int | None) -> tuple[GameSession, int]:
        session = GameSession(preset("classic", 4), seed, quick_seats(4, human=True, level="normal"))
        session.deal_next()
        while moves is None or len(session.state.history) < moves:
            before = len(session.snapshot.tricks)
            if session.human_to_act():
                session.human_action(session.state.legal_actions()[0])
            else:
                session.computer_step()
            snap = session.snapshot
            if moves is None and len(snap.tricks) > before:
                seats = [play.seat for play in snap.tricks[-1].plays]
                if seats.index(snap.tricks[-1].winner) < len(seats) - 1:   # a card came after the winner
                    return session, len(session.state.history)
        return session, moves or 0

    _, ended = replay(None)
    return replay(ended - 1)[0]


def shoot_game_over(s: Shooter, session: GameSession, name: str) -> None:
    """Sit down at a finished game with every hand scored: the game-over screen opens."""
    from game.ui.scenes.host import ShowTable, SitDown
    from game.ui.table.table_context import TableMode
    s.app.navigate(SitDown(session, TableMode()))
    s.frames(2)
    ctx = s.top.ctx
    ctx.scores.scored_hands = session.snapshot.records_count
    request = ShowTable.now(ctx)   # the game-over stage
    assert request is not None
    s.app.navigate(request)
    s.frames(200)
    s.shot(name)


def decision_table(rules_name: str, players: int, phase: str) -> GameSession:
    """A table at your decision (naming trump): a position the engine reaches, as drills set one."""
    from game.engine import Card, preset
    from game.levels.positions import Position, build_position
    from game.ui.table.session import GameSession, SeatConfig, quick_seats
    rules = preset(rules_name, players)
    hand = tuple(Card.parse(text) for text in ("5C", "JC", "AH", "KD", "9S"))
    position = Position(rules=rules, seat=0, phase=phase, dealer=players - 1, hands={0: hand},
                        auction=("bid 20",) + ("pass",) * (players - 1), seed_text="screenshot")
    session = GameSession(rules, 0, quick_seats(players))
    session.seats[0] = SeatConfig("You", "human")
    session.state = build_position(position)
    session.events.clear()
    return session


def lost_game(seed: int) -> GameSession:
    """A finished classic game the other side won (the game-over screen as a loser sees it)."""
    from game.engine import preset
    from game.ui.table.session import GameSession, quick_seats
    for attempt in range(seed, seed + 60):
        session = GameSession(preset("classic", 4), attempt, quick_seats(4))
        while not session.is_over:
            if session.needs_deal():
                session.deal_next()
            elif session.human_to_act():
                session.human_action(session.state.legal_actions()[-1])
            else:
                session.computer_step()
        if session.snapshot.winner_side != 0:
            return session
    raise RuntimeError("no lost game found")


def polish(args: argparse.Namespace, out: Path) -> None:
    """Five seats naming trump (the calls wrapped between the side seats), a game lost, and the
    draw with the keyboard's focus on its button (Up from the hand)."""
    from game.ui.core.intents import InputSource, Intent, IntentKind
    from game.ui.scenes.host import SitDown
    from game.ui.table.table_context import TableMode
    with tempfile.TemporaryDirectory() as profile:
        s = Shooter(args.size, out, profile, ["--title"], only=args.only, jpeg=args.jpeg, speed="1.2")
        s.app.options = dataclasses.replace(s.app.options, autoplay=None)
        s.app.navigate(SitDown(decision_table("cutthroat", 5, "trump"), TableMode()))
        s.frames(60)
        s.shot("cutthroat-name-trump")
        shoot_game_over(s, lost_game(int(args.seed)), "game-over-lost")
    pygame.quit()
    with tempfile.TemporaryDirectory() as profile:
        s = Shooter(args.size, out, profile, ["--seed", args.seed], only=args.only, jpeg=args.jpeg, autoplay="0.4")
        if s.until(lambda: s.top.name == "draw" and s.top.ctx.session.human_to_act()):
            s.app.options = dataclasses.replace(s.app.options, autoplay=None)
            s.frames(20)
            s.app.input.pointer_active = False
            s.app.dispatch(Intent(IntentKind.MOVE, dx=0, dy=-1, source=InputSource.KEYBOARD))
            s.frames(10)
            s.shot("draw-focus")
    pygame.quit()


COUCH_SETTINGS = {"humans": 2, "second_seat": 2, "people": ["Nora", "Liam"]}
COUCH_RECORD = {"games": 7, "wins": 4, "bids_made": 19, "bids_set": 8, "hands_played": 86}   # a sample record


def couch_game(seed: int) -> GameSession:
    """A finished classic game two people (partners, playing the hints) won against two computer players."""
    from game.ai import hint
    from game.engine import preset
    from game.ui.table.couch import couch_seats
    from game.ui.table.session import GameSession
    rules = preset("classic", 4)
    for attempt in range(seed, seed + 40):
        session = GameSession(rules, attempt, couch_seats(rules, 2, "normal", ["Mary", "Angus"], ("Nora", "Liam")))
        while not session.is_over:
            if session.needs_deal():
                session.deal_next()
            elif session.human_to_act():
                session.human_action(hint(session.observe()).action)
            else:
                session.computer_step()
        if session.snapshot.winner_side == 0:
            return session
    raise RuntimeError("no game won by the two people found")


def two_humans(args: argparse.Namespace, out: Path) -> None:
    """Two people at one TV: the hand-off cover over a trick, a person's turn (the other's hand
    face down), the game's end with each person's own figures, and their statistics."""
    with tempfile.TemporaryDirectory() as profile:
        (Path(profile) / "settings.json").write_text(json.dumps(COUCH_SETTINGS), encoding="utf-8")
        (Path(profile) / "stats-two-players.json").write_text(json.dumps(COUCH_RECORD), encoding="utf-8")
        s = Shooter(args.size, out, profile, ["--seed", args.seed, "--rules", "classic", "--players", "4"],
                    only=args.only, jpeg=args.jpeg, autoplay="2.5")
        couch = lambda: s.top.ctx.couch  # noqa: E731
        if s.until(lambda: s.top.name == "trick" and couch().cover is not None and couch().cover_alpha >= 1
                   and couch().last_shown is not None and len(s.top.ctx.session.snapshot.trick) >= 1):
            s.shot("two-humans-handoff")
        if s.until(lambda: s.top.name == "trick" and s.top.ctx.session.human_to_act() and couch().cover_alpha == 0
                   and len(s.top.ctx.session.snapshot.trick) >= 2):
            s.frames(20)
            s.shot("two-humans-trick")
        for pad in (900, 901):   # two pads plugged in (as their DEVICEADDED would): the cover says "press A"
            s.app.input.roster.join(pad)
        if s.until(lambda: s.top.name == "trick" and couch().cover is not None and couch().cover_alpha >= 1
                   and couch().last_shown is not None):
            s.shot("two-humans-handoff-pads")
        s.app.options = dataclasses.replace(s.app.options, autoplay=None)
        shoot_game_over(s, couch_game(int(args.seed)), "two-humans-game-over")
        s.app.navigate(OpenStats())   # their games together, in a section of their own
        s.frames(5)
        s.shot("two-humans-statistics")
    pygame.quit()


def skill(args: argparse.Namespace, out: Path) -> None:
    """Issue 42's moments: the daily challenge's screen and code entry, a hand's accuracy, a
    challenge's result, and the rating chart (each in its own tool, imported here)."""
    from tools.shots_daily import daily_shots
    from tools.shots_results import daily_result, hand_accuracy
    from tools.shots_skill_chart import rating_chart
    daily_shots(args.size, out, args.only)
    rating_chart(args.size, out, args.only)
    hand_accuracy(args.size, out, args.only)
    daily_result(args.size, out, args.only)


def players_min(players: str) -> int:
    return max(2, int(players) - 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--out", default="docs/screenshots")
    parser.add_argument("--seed", default="31")
    parser.add_argument("--jpeg", action="store_true", help="save JPEGs (smaller) instead of PNGs")
    parser.add_argument("--main-only", action="store_true", help="only the practice game and the menus")
    parser.add_argument("--two-humans-only", action="store_true", help="only the shots of two people at one TV")
    parser.add_argument("--skill-only", action="store_true",
                        help="only the daily challenge, accuracy and rating shots (a few minutes: the real analyst)")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="save only these shots")
    args = parser.parse_args()
    if args.only:
        args.only = set(args.only)
    out = Path(args.out)
    if args.two_humans_only:
        two_humans(args, out)
        return
    if args.skill_only:
        skill(args, out)
        return
    with tempfile.TemporaryDirectory() as profile:
        # games two people played together, so the statistics show their section beside yours
        (Path(profile) / "stats-two-players.json").write_text(json.dumps(COUCH_RECORD), encoding="utf-8")
        (Path(profile) / "settings.json").write_text(json.dumps({"people": COUCH_SETTINGS["people"]}),
                                                     encoding="utf-8")
        main_game(Shooter(args.size, out, profile, ["--seed", args.seed, "--practice"], jpeg=args.jpeg, only=args.only))
    pygame.quit()
    if not args.main_only:
        other_tables(args, out)
        near_target(args, out)
        lessons(args, out)
        first_hour(args, out)
        table_reads(args, out)
        polish(args, out)
        two_humans(args, out)
        skill(args, out)


if __name__ == "__main__":
    main()
