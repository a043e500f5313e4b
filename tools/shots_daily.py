"""Screenshots of the daily challenge's screens (issue 42): the title's entry, the daily screen
with today's challenge played and a three-day streak, and the code entry half typed.

    python tools/shots_daily.py --size 1280x720 --out /tmp/shots

Saves ``daily-title.png``, ``daily-start.png``, ``daily-new.png`` (a profile with nothing played)
and ``daily-code.png``.  The history is made with the real recording API
(``SkillHistory.record_challenge``) and written with ``save_skill``; the real app is driven by
``tools/screenshots.py``'s ``Shooter`` (imported: this tool is imported by nothing).
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from game.profile.settings_store import SKILL_FILE
from game.profile.skill_history import SkillHistory, save_skill
from game.profile.skill_records import ChallengeResult
from game.sim.challenge import FIELD_LEVELS, Challenge
from game.ui.core.intents import Intent, IntentKind
from game.ui.scenes.daily import DailyScene
from game.ui.scenes.host import GoToTitle, OpenDaily
from tools.screenshots import Shooter

SHOTS = ("daily-title", "daily-start", "daily-new", "daily-code")


def played_history(today: datetime.date, days: int = 3) -> SkillHistory:
    """Today's challenge and the ``days - 1`` before it played, each on its own day (a streak)."""
    history = SkillHistory()
    for back in range(days - 1, -1, -1):
        day = today - datetime.timedelta(days=back)
        code = Challenge.for_date(day, "classic", 4).code
        versus = {level: share for level, share in zip(FIELD_LEVELS, (0.9, 0.7, 0.5, 0.4), strict=True)}
        history.record_challenge(ChallengeResult(day.isoformat(), day.isoformat(), "classic", code,
                                                 55.0 + 3.5 * (days - back), 12.0 - 4 * back, versus))
    return history


def _shooter(size: str, out: Path, profile: Path, only: set[str] | None) -> Shooter:
    s = Shooter(size, out, str(profile), ["--title", "--rules", "classic", "--players", "4"], only=only)
    s.frames(3)
    return s


def daily_shots(size: str, out: Path, only: set[str] | None = None) -> None:
    """The daily screens at ``size`` into ``out`` (``only``: these names; None: all)."""
    out.mkdir(parents=True, exist_ok=True)
    today = datetime.date.today()
    with tempfile.TemporaryDirectory() as folder:
        profile = Path(folder)
        save_skill(profile / SKILL_FILE, played_history(today))
        s = _shooter(size, out, profile, only)
        s.settle(30)
        s.shot("daily-title")
        s.app.navigate(OpenDaily())
        s.settle(10)
        s.shot("daily-start")
        daily = s.app.stack.top
        assert isinstance(daily, DailyScene), f"the daily screen is open, not {daily}"
        code_button = next(b for b in daily.buttons.buttons if b.value == "code")
        s.app.dispatch(Intent(IntentKind.CLICK, x=code_button.rect.centerx, y=code_button.rect.centery, button=1))
        s.settle(4)
        for ch in "NE4202611":   # a friend's code half read out
            s.app.dispatch(Intent(IntentKind.TEXT, text=ch))
        s.settle(4)
        s.shot("daily-code")
        s.app.navigate(GoToTitle())
        pygame.quit()
    with tempfile.TemporaryDirectory() as folder:
        s = _shooter(size, out, Path(folder), only)
        s.app.navigate(OpenDaily())
        s.settle(10)
        s.shot("daily-new")
        pygame.quit()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--out", default="/tmp/shots")
    parser.add_argument("--only", nargs="+", metavar="NAME", choices=SHOTS, help="save only these shots")
    args = parser.parse_args()
    daily_shots(args.size, Path(args.out), set(args.only) if args.only else None)


if __name__ == "__main__":
    main()
