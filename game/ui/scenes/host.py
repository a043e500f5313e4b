"""What a scene may ask of the app: a narrow, typed host, and navigation requests as data.

Scenes never import the app, nor each other to move between screens: they read the host's
few services (sound, the player's profile, the level catalogue, the window size, whether the
mouse is in use, whose each input device is) and ask for a change of screen by handing ``host.navigate`` a request, a
small frozen value.  Which scene answers which request is decided in one place
(``game.ui.navigator``), so the import graph stays a tree: app -> navigator -> scenes -> host.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.ui.table.table_flow import stage_for, unshown_redeals

if TYPE_CHECKING:  # pragma: no cover
    from game.engine import HandRecord
    from game.profile.catalogue import LevelCatalogue
    from game.profile.profile import Profile
    from game.sim.background import Background
    from game.ui.core.persons import PadRoster
    from game.ui.table.analysis import Analyst
    from game.ui.table.session import GameSession
    from game.ui.table.table_context import TableContext, TableMode
    from game.ui.table.table_flow import Stage

Size = tuple[int, int]


class SoundPlayer(Protocol):
    """Plays a named effect; silent when there is no audio device."""

    available: bool

    def play(self, name: str) -> None: ...

    def set_volume(self, volume: float) -> None: ...

    def set_muted(self, muted: bool) -> None: ...


@dataclass(frozen=True)
class LaunchOptions:
    """What the command line asked for that scenes need to know (never changed while running)."""

    demo: bool = False
    seed: int | None = None
    autoplay: float | None = None     # seconds before your seat plays the hint's choice


class Host(Protocol):
    """The services a scene may use.  The app is one; the title's attract table is another.
    (Read-only members: a host may hold any sound player, or hand out its host's profile.)"""

    @property
    def sound(self) -> SoundPlayer: ...

    @property
    def profile(self) -> Profile: ...

    @property
    def options(self) -> LaunchOptions: ...

    @property
    def size(self) -> Size:
        """The drawable window size in pixels (owned by the display)."""

    @property
    def pointer_active(self) -> bool:
        """True while the mouse is in use: focus rings are hidden then."""

    @property
    def fullscreen(self) -> bool: ...

    @property
    def roster(self) -> PadRoster:
        """Whose each pad and the keyboard are (two people at one TV: the words on screen name
        each person's own device)."""

    @property
    def levels(self) -> LevelCatalogue:
        """Ladder tables and drills, loaded on first use."""

    @property
    def analyst(self) -> Analyst | None:
        """The practice analyst (expert hints off the frame loop), or None where there is none."""

    @property
    def background(self) -> Background | None:
        """The worker for long jobs (a hand's accuracy, the daily challenge's field), or None."""

    def toggle_fullscreen(self) -> None: ...

    def navigate(self, request: NavRequest) -> None:
        """Ask for another screen; applied between ticks, never in the middle of one."""

    def record_hand(self, ctx: TableContext, record: HandRecord) -> None:
        """A hand was scored: count it in the player's statistics (once)."""

    def autosave(self, ctx: TableContext) -> None:
        """Save the game in progress (or remove the save of a finished one)."""


# ---------------------------------------------------------------------------- requests

@dataclass(frozen=True)
class GoToTitle:
    """The title menu, everything else closed."""


@dataclass(frozen=True)
class BackToTitle:
    """Leave a practice screen: pop back to the title beneath it, or open a fresh one."""


@dataclass(frozen=True)
class StartGame:
    """A game from the settings: ``quick``, ``practice`` or ``demo`` (computer seats only), with
    a word to the player as it starts (``greeting``), if any.  A practice game in progress is
    sat back down at, and a quick one is not thrown away without asking, unless ``fresh``."""

    kind: str = "quick"
    greeting: str = ""
    fresh: bool = False


@dataclass(frozen=True)
class ContinueGame:
    """Sit back down at the saved game of ``kind`` (the one saved last when None); a new quick
    game if there is none or it cannot be read."""

    kind: str | None = None


@dataclass(frozen=True)
class SitDown:
    """Start a table with this session, played the way ``mode`` says (ladder, drill, practice)."""

    session: GameSession
    mode: TableMode
    greeting: str = ""


@dataclass(frozen=True, eq=False)
class NewGameLike:
    """A fresh game at the same table (rules, seats, mode) as ``ctx``."""

    ctx: TableContext


@dataclass(frozen=True, eq=False)
class ShowTable:
    """The table scene for ``stage`` (deal, auction, draw, trick, scoreboard, game over), as
    worked out once by whoever asks (``ShowTable.now``); the navigator shows it as it is.

    ``scored_hands``: the hands counted as shown once it shows; past the scoreboard's count
    when all-pass redeals were skipped on the way (the navigator tells them).  A count, never
    a step, so the same request carried out twice skips nothing more."""

    ctx: TableContext
    stage: Stage
    scored_hands: int

    @classmethod
    def now(cls, ctx: TableContext) -> ShowTable | None:
        """The request for the stage the table is at now, all-pass redeals skipped (None when
        the engine's phase has no scene)."""
        scored = ctx.scores.scored_hands
        snap = ctx.session.snapshot
        scored += unshown_redeals(snap.records, scored)
        stage = stage_for(snap, scored)
        return cls(ctx, stage, scored) if stage is not None else None

    @property
    def redeals(self) -> int:
        """How many all-pass redeals the table moves past (told on the way)."""
        return self.scored_hands - self.ctx.scores.scored_hands


@dataclass(frozen=True, eq=False)
class ReplayDeal:
    """Practice: the same cards dealt again."""

    ctx: TableContext


@dataclass(frozen=True, eq=False)
class OpenPause:
    ctx: TableContext


@dataclass(frozen=True, eq=False)
class OpenSettings:
    """Settings over whatever is showing; ``ctx`` is the table to restyle, if any."""

    ctx: TableContext | None = None


@dataclass(frozen=True)
class OpenHelp:
    """The rules and help, at ``page`` (a hint's glossary word opens the page that explains it)."""

    page: int = 0


@dataclass(frozen=True)
class OpenStats:
    pass


@dataclass(frozen=True)
class OpenLadder:
    selected: int | None = None


@dataclass(frozen=True)
class OpenDrills:
    """The drill list, on the drill with this id if given."""

    selected: str | None = None


@dataclass(frozen=True)
class OpenTrainer:
    pass


@dataclass(frozen=True)
class StartLadderTable:
    """A ladder table (its game in progress, if any; ``fresh``: a new one, the old ended)."""

    index: int
    fresh: bool = False


@dataclass(frozen=True)
class StartDrill:
    index: int


@dataclass(frozen=True)
class OpenLessons:
    """Learn to play: the lessons, on the one with this id if given (else the next to learn)."""

    selected: str | None = None


@dataclass(frozen=True)
class StartLesson:
    """Sit down at a lesson's table, at one of its steps (``intro``: say what the lesson is first)."""

    lesson_id: str
    step: int = 0
    intro: bool = True


@dataclass(frozen=True)
class EndLesson:
    """A lesson is learned: its summary, then the next lesson (``next_lesson``) or, after the
    last, a practice table (``problem``: progress that could not be saved, in words)."""

    lesson_id: str
    next_lesson: str | None
    problem: str | None = None


@dataclass(frozen=True)
class OpenDaily:
    """The daily challenge: today's deals for the preset in the settings, what you scored on them,
    the streak, the code to give a friend, and a past day's challenge played by its code."""


@dataclass(frozen=True)
class StartDaily:
    """Sit down at the challenge ``code`` names (``Challenge.code``), from its first hand.  Its
    first play counts for the rating; a challenge counted before is played as practice."""

    code: str


@dataclass(frozen=True, eq=False)
class OpenDailyResult:
    """The challenge's result: hand by hand against the field (``run``: a ``DailyRun``)."""

    run: Any


@dataclass(frozen=True, eq=False)
class ReviewMoment:
    """A practice table at one decision of a played challenge hand: the position as it was, the
    better choice one hint away (``run``: the ``DailyRun``; ``hand``: its index; ``turn``: the
    decision's action number in the hand)."""

    run: Any
    hand: int
    turn: int


@dataclass(frozen=True)
class AskFirst:
    """A question before something that cannot be undone: each choice a label and the request
    it makes (the first is the one Enter takes)."""

    title: str
    text: str
    choices: tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class ShowMessage:
    """A short message with an OK button, over whatever is showing."""

    title: str
    text: str


@dataclass(frozen=True, eq=False)
class ShowOverlay:
    """An overlay a scene built itself (a drill's verdict): pushed as it is."""

    scene: Any


@dataclass(frozen=True)
class Close:
    """Close the top overlay."""


@dataclass(frozen=True)
class RelayOut:
    """How things look changed (the text size): every scene lays itself out again."""


@dataclass(frozen=True)
class Quit:
    """Save and leave the game."""


NavRequest = (GoToTitle | BackToTitle | StartGame | ContinueGame | SitDown | NewGameLike | ShowTable |
              ReplayDeal | OpenPause | OpenSettings | OpenHelp | OpenStats | OpenLadder | OpenDrills |
              OpenTrainer | StartLadderTable | StartDrill | OpenLessons | StartLesson | EndLesson |
              OpenDaily | StartDaily | OpenDailyResult | ReviewMoment | AskFirst | ShowMessage |
              ShowOverlay | Close | RelayOut | Quit)
