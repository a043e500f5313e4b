"""One game at the table as the scenes share it: the session, the view, and small named parts.

The phase scenes (deal, auction, draw, trick, scoreboard) come and go as the engine moves on;
what must outlive them lives here, split by purpose so each part is easy to read and reset:
``TableMode`` (how this table is played, fixed at sit-down), ``Effects`` (speech bubbles,
pop-ups, messages), ``HintState`` (practice hints and the review), ``Scorekeeping`` (which
hand records the scoreboard has shown and the statistics have counted) and ``Pacing``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from game.engine.actions import PlayerAction
from game.ui.kit import theme
from game.ui.kit.bubbles import Toast
from game.ui.kit.widgets import PopText
from game.ui.table.couch import Couch
from game.ui.table.session import GameSession
from game.ui.table.skill_book import AccuracyBook
from game.ui.table.table_view import TableView

if TYPE_CHECKING:  # pragma: no cover
    from game.ai.hints import Hint
    from game.ui.core.intents import Intent
    from game.ui.table.analysis import PracticeCoach, ReviewEntry
    from game.ui.table.daily_run import DailyRun

MAX_TOASTS = 8   # messages waiting their turn: far more than a table ever has at once


@dataclass
class Bubble:
    """What a seat just said ("Pass", "Trump ♥!"), shown beside its name plate for a while."""

    seat: int
    text: str
    age: float = 0.0
    seconds: float = 2.2
    accent: bool = False


@dataclass(frozen=True)
class Pointing:
    """What a coach points at: cards (in your hand or the trick), the buttons of calls (by
    action), and places on the table ("scores", "contract", "trick", "stock", "turn-up")."""

    cards: frozenset[int] = frozenset()
    actions: frozenset[int] = frozenset()
    places: frozenset[str] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.cards or self.actions or self.places)


class TableGuide(Protocol):
    """A coach at the table (a lesson): the table scenes ask it what to say, what to point at,
    whether the table waits, and hand it the person's moves and key presses first."""

    def judge(self, ctx: TableContext, action: Any) -> bool:
        """The person's move: True when it was answered (a friendly word) and is not played."""

    def update(self, ctx: TableContext, dt: float) -> int | None:
        """Follow the table; a move to make for the person (a forced last card), if any."""

    def holding(self, ctx: TableContext) -> bool:
        """The table waits (the coach is summing up): no seat moves."""

    def handle(self, ctx: TableContext, intent: Intent) -> bool:
        """A key or click for the coach (Next); True when it took it."""

    def note(self, ctx: TableContext) -> tuple[str, str, str | None] | None:
        """(heading, words, a button's label or None) for the status strip."""

    def pointing(self, ctx: TableContext) -> Pointing:
        """What to point at now."""

    def board_closed(self, ctx: TableContext) -> bool:
        """The hand's board was closed: True when the coach goes on (no next hand is dealt)."""

    @property
    def next_label(self) -> str:
        """What the board's button says in place of "Next hand"."""

    def menu_items(self) -> list[tuple[str, Any]]:
        """(label, navigation request) for the pause menu: start again, skip, the list."""


@dataclass
class TableMode:
    """How this table is played, decided when you sit down and never changed by the scenes."""

    practice: bool = False                      # hints, undo, replay, the review
    level_index: int | None = None           # the ladder table being played
    ladder_table_id: str | None = None       # kept in the autosave: a resumed game checks its goal
    # Drills: the person's action goes to the judge first; True means it was judged, not played.
    intercept: Callable[[TableContext, Any], bool] | None = None
    # Runs when a finished game's scoreboard appears (the ladder checks its goal); True if met.
    on_game_over: Callable[[TableContext], bool] | None = None
    coach_note: tuple[str, str] | None = None   # a drill's question, kept on screen (title, text)
    goal_note: str | None = None                # a ladder table's goal, kept on screen
    hint_provider: Callable[[], Hint] | None = None   # a drill's own answer as the hint
    guide: TableGuide | None = None             # a lesson's coach: says, points, waits
    # Where the focus starts at each of the person's decisions: a lesson's taught move, so Enter
    # pressed at once does no harm (None: the first card or button, as usual).
    start_focus: Callable[[], PlayerAction | None] | None = None
    daily: DailyRun | None = None               # a daily challenge: its deals, hands played, the field
    daily_review: DailyRun | None = None        # a moment of a played challenge, looked at again

    @property
    def is_drill(self) -> bool:
        return self.intercept is not None

    @property
    def save_kind(self) -> str:
        """Which saved game this table keeps (each kind has its own: none throws another away)."""
        return "ladder" if self.ladder_table_id is not None else "practice" if self.practice else "quick"


@dataclass
class Effects:
    """Speech bubbles, pop-ups and messages: the table's passing words and flourishes."""

    bubbles: list[Bubble] = field(default_factory=list)
    popups: list[PopText] = field(default_factory=list)
    toasts: list[Toast] = field(default_factory=list)

    def toast(self, text: str, seconds: float = 3.0, urgent: bool = False, key: str | None = None) -> None:
        """A message for the status strip, shown in full in its turn: messages wait in a queue,
        urgent ones (a refusal, a failed save) before the others, and each counts its seconds
        only while it is on screen, so a greeting never hides a notice that came before it.
        A message with the same ``key`` (by default, the same words) takes the old one's place:
        the newest refusal, not three stale ones."""
        key = key or text
        self.drop(key)
        toast = Toast(text, seconds, theme.CREAM, urgent, key)
        if urgent:
            for waiting in self.toasts:
                if not waiting.urgent:
                    waiting.age = 0.0   # put off: it will be shown in full later
            self.toasts.insert(sum(1 for t in self.toasts if t.urgent), toast)
        else:
            self.toasts.append(toast)
        while len(self.toasts) > MAX_TOASTS:   # the oldest waiting word gives way, never an urgent one
            behind = [t for t in self.toasts[1:] if not t.urgent] or self.toasts[1:]
            self.toasts.remove(behind[0])

    def drop(self, key: str) -> None:
        """Take back a message by its key (a tip the person has acted on, shown or waiting)."""
        self.toasts = [t for t in self.toasts if t.key != key]

    @property
    def shown_toast(self) -> Toast | None:
        """The message whose turn it is (the strip shows it, unless a hint asked for is there)."""
        return self.toasts[0] if self.toasts else None

    def say(self, seat: int, text: str, accent: bool = False, seconds: float = 2.2) -> None:
        """A seat speaks: its earlier bubble gives way."""
        self.bubbles = [b for b in self.bubbles if b.seat != seat]
        self.bubbles.append(Bubble(seat, text, 0.0, seconds, accent))

    def quiet(self, seat: int) -> None:
        """A seat's bubble goes: the person's own last call, when their next decision's controls
        come up where it sits (they know what they said; the auction panel keeps it)."""
        self.bubbles = [b for b in self.bubbles if b.seat != seat]

    def hush(self, older_than: float = 0.0) -> None:
        """A new phase of the hand: what was said in the last one is no longer news (a call that
        matters said just now, such as trump named or a rob of the turn-up that starts the play,
        stays its time; "Pass" or "Takes 3" would only sit over the new phase's cards)."""
        self.bubbles = [b for b in self.bubbles if b.accent and b.age < older_than] if older_than > 0 else []

    def update(self, dt: float) -> None:
        for bubble in self.bubbles:
            bubble.age += dt
        self.bubbles = [b for b in self.bubbles if b.age < b.seconds]
        for pop in self.popups:
            pop.update(dt)
        self.popups = [p for p in self.popups if not p.done]
        shown = self.shown_toast
        if shown is not None and shown.on_screen:   # the others wait their turn
            shown.update(dt)
            if shown.done:
                self.toasts.remove(shown)

    @property
    def busy(self) -> bool:
        """Something on screen is still changing (for the frame pacer)."""
        return bool(self.bubbles or self.popups or self.toasts)


@dataclass
class HintState:
    """The hint on screen (what, then why), the expert coach and the practice review."""

    text: tuple[str, str] | None = None   # (what, why)
    action: PlayerAction | None = None    # the recommended action, highlighted
    turn: int = -1                           # the move count it was asked at: a stale hint is not shown
    why_open: bool = False                   # "what" first; "why" on a second request
    waiting: bool = False                    # asked for while the expert still thinks
    waiting_since: float = 0.0               # table clock when it was asked for
    coach: PracticeCoach | None = None   # practice: the expert's analysis of your decisions
    decisions: list[ReviewEntry] = field(default_factory=list)   # practice review: your choices as weighed

    def clear(self) -> None:
        """The decision was made or undone: the hint belongs to the past."""
        self.text, self.action, self.waiting = None, None, False


@dataclass
class Scorekeeping:
    """Which hand records the scoreboard has shown and the statistics have counted."""

    scored_hands: int = 0                     # records the scoreboard has shown
    counted_hands: set[int] = field(default_factory=set)   # hand numbers counted in the statistics
    game_recorded: bool = False               # the finished game counted once
    game_rated: bool = False                  # the finished game's result rated once (skill history)
    game_accuracy_counted: bool = False       # the finished game's accuracy recorded once
    announced: set[str] = field(default_factory=set)   # scorekeeper's announcements already made


@dataclass
class Pacing:
    """Waits between computer actions, so a person can follow them."""

    ai_wait: float = 0.4
    autoplay_wait: float = 0.0


@dataclass
class TableContext:
    """State shared by the scenes of one game: survives scene changes."""

    session: GameSession
    view: TableView
    mode: TableMode = field(default_factory=TableMode)
    effects: Effects = field(default_factory=Effects)
    hints: HintState = field(default_factory=HintState)
    scores: Scorekeeping = field(default_factory=Scorekeeping)
    pacing: Pacing = field(default_factory=Pacing)
    clock: float = 0.0              # seconds at this table (pulses, how long a hint has waited)
    last_trick_open: bool = False   # Tab shows the last trick
    couch: Couch | None = None      # two people at one screen: whose hand shows, the hand-off cover
    accuracy: AccuracyBook = field(default_factory=AccuracyBook)   # each hand's figures as they come in

    @property
    def practice(self) -> bool:
        return self.mode.practice

    def toast(self, text: str, seconds: float = 3.0, urgent: bool = False, key: str | None = None) -> None:
        self.effects.toast(text, seconds, urgent, key)
