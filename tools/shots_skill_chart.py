"""Screenshots of the skill rating (issue 42): the statistics' "Your skill" page with six weeks
of plausible history, the same page with none, and the ladder with a best accuracy recorded.

    python tools/shots_skill_chart.py --size 1280x720 --out /tmp/shots

Saves ``rating-chart.png``, ``rating-chart-empty.png`` and ``ladder-accuracy.png``. The history is
made with the real recording API (``SkillHistory.record_hand``, ``record_game``,
``record_challenge``) and written with ``save_skill``, then the real app is driven headless to
the screens, as ``tools/screenshots.py`` does (a minimal shooter of its own, so neither tool
imports the other).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from game.app import App
from game.cli import parse_start
from game.levels import load_ladder
from game.levels.progress import Progress, save_progress
from game.profile.profile import PROGRESS_FILE
from game.profile.settings_store import SKILL_FILE
from game.profile.skill_history import SkillHistory, save_skill
from game.profile.skill_records import ChallengeResult
from game.sim.challenge import FIELD_LEVELS
from game.ui.core.intents import Intent, IntentKind
from game.ui.scenes.host import GoToTitle, OpenLadder, OpenStats

DAYS = 40


def plausible_history(today: datetime.date, days: int = DAYS, seed: int = 42) -> SkillHistory:
    """Six weeks of a newcomer getting better: a few hands most days, a game some days, the
    daily challenge on most days (a few missed, so the streak is shorter than the best)."""
    rng = random.Random(seed)
    history = SkillHistory()
    missed = {days - 9, days - 10, days - 23, days - 30}   # days ago with nothing played
    for back in range(days - 1, -1, -1):
        if back in missed:
            continue
        day = today - datetime.timedelta(days=back)
        skill = 1.0 - back / days          # 0 six weeks ago, 1 today
        for _ in range(rng.randint(2, 6)):
            history.record_hand(day, min(100.0, max(0.0, rng.gauss(52 + 28 * skill, 9))))
        if rng.random() < 0.4:
            won = rng.random() < 0.35 + 0.3 * skill
            history.record_game(day, "normal", 1.0 if won else 0.0, min(100.0, max(0.0, rng.gauss(50 + 25 * skill, 6))))
        if rng.random() < 0.85 or back < 4:
            versus = {level: round(min(1.0, max(0.0, rng.gauss(base + 0.2 * skill, 0.08))), 3)
                      for level, base in zip(FIELD_LEVELS, (0.5, 0.36, 0.28, 0.26), strict=True)}
            history.record_challenge(ChallengeResult(
                date=day.isoformat(), played=day.isoformat(), preset="classic", code=f"CL-{day:%y%m%d}",
                matchpoints=round(100 * sum(versus.values()) / len(versus), 1),
                points_vs_expert=round(rng.gauss(-20 + 25 * skill, 15), 1), versus=versus))
    return history


class ChartShooter:
    """The real app on a fake clock; ``shot`` lets spare time make the pictures, then saves."""

    def __init__(self, size: str, out: Path, profile: Path, only: set[str] | None) -> None:
        self.only, self.out, self.clock = only, out, 0.0
        self.app = App(parse_start(["--windowed", "--size", size, "--profile-dir", str(profile), "--fast-clock",
                                    "--screenshot", str(out), "--title"]))
        self.app.screenshots.folder = None   # this tool picks the moments
        self.app.start()

    def frames(self, n: int) -> None:
        def tick() -> float:
            self.clock += self.app.loop.step_seconds * 2
            return self.clock
        self.app.step_frames(n, tick)

    def press(self, intent: Intent) -> None:
        """An intent straight to the top scene, as the stack hands it one."""
        self.app.dispatch(intent)
        self.frames(5)

    def shot(self, name: str) -> None:
        if self.only is not None and name not in self.only:
            return
        self.app.warm_up(time.perf_counter() + 0.5)
        self.app.fixed_frame(steps=0, alpha=1.0)
        print("saved", self.app.screenshots.save(name, self.out))


def rating_chart(size: str, out: Path, only: set[str] | None = None) -> None:
    """``rating-chart`` (six weeks of history), ``rating-chart-empty`` (none) and
    ``ladder-accuracy`` (the first table's best accuracy recorded) at ``size`` into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        profile = Path(folder)
        save_skill(profile / SKILL_FILE, plausible_history(datetime.date.today()))
        tables, _ = load_ladder()
        progress = Progress(beaten=[tables[0].id])
        progress.record_table_accuracy(tables[0].id, 81.7)
        save_progress(progress, profile / PROGRESS_FILE)
        (profile / "stats.json").write_text(json.dumps({"games": 23, "wins": 12, "hands_played": 214,
                                                        "bids_made": 61, "bids_set": 17}), encoding="utf-8")
        s = ChartShooter(size, out, profile, only)
        s.frames(30)
        s.app.navigate(OpenStats())
        s.frames(5)
        s.press(Intent(IntentKind.MOVE, dx=1))   # to "Your skill"
        s.shot("rating-chart")
        s.app.navigate(GoToTitle())
        s.frames(5)
        s.app.navigate(OpenLadder())
        s.frames(5)
        s.press(Intent(IntentKind.MOVE, dy=-1))   # the first table: the one measured
        s.shot("ladder-accuracy")
    with tempfile.TemporaryDirectory() as folder:
        s = ChartShooter(size, out, Path(folder), only)
        s.frames(30)
        s.app.navigate(OpenStats())
        s.frames(5)
        s.press(Intent(IntentKind.NEXT_TAB))
        s.shot("rating-chart-empty")
    pygame.quit()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--out", default="docs/screenshots")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="save only these shots")
    args = parser.parse_args()
    rating_chart(args.size, Path(args.out), set(args.only) if args.only else None)


if __name__ == "__main__":
    main()
