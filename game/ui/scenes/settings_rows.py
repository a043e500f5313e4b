"""The settings screen's rows: what each setting is called, what it shows, and how a press changes it.

``SettingsRows`` is the model behind ``SettingsOverlay`` (``settings.py``, which lays the rows
out, takes input and draws): it builds the five groups of rows, refuses an impossible rule
combination with the engine's own message, and applies a change where it shows at once (the
table's speed and cards, the sound, the text size).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import PRESET_NAMES, PRESET_TABLES, RulesError, RuleSet, preset
from game.engine.rule_text import switch_text
from game.engine.rules import PRESET_BLURBS, PRESET_TITLES
from game.profile.settings_store import Settings
from game.ui.core.intents import Intent, IntentKind
from game.ui.kit import theme
from game.ui.scenes.host import Host, RelayOut
from game.ui.table.couch import seat_words, second_seat

if TYPE_CHECKING:  # pragma: no cover
    from game.ui.table.table_context import TableContext

SPEEDS = [0.5, 0.75, 1.0, 1.5, 2.0, 3.0]
TEXT_SIZES = [0.8, 0.9, 1.0, 1.15, 1.3, 1.5]
LEVELS = ["easy", "normal", "expert"]
LEVEL_TEXT = {"easy": "Relaxed players: simple rules of thumb, and the odd slip.",
              "normal": "Good club players: sound bids and careful play.",
              "expert": "Searches the deals it might be facing before each play (it never sees your cards).",
              "master": "The expert with ten times the search: for players who beat the expert."}
SWITCH_ROWS: list[tuple[str, str, list[Any]]] = [
    ("Dealer may hold", "hold", [True, False]),
    ("When everyone passes", "all_pass", ["bag", "redeal"]),
    ("Renege judged against", "renege", ["led", "highest", "five-only"]),
    ("All five tricks score 60", "all_five_double", [False, True]),
    ("Dealer robs the pack", "rob_pack", [False, True]),
    ("Ticks (out after N sets)", "ticks", [0, 3, 4, 5]),
    ("Top 6 for a bagged dealer", "top6", [False, True]),
]
WORD_NAMES = {"bag": "dealer bagged", "redeal": "redeal", "led": "the card led", "highest": "the highest trump",
              "five-only": "only the 5 reneges"}


def switch_value_name(value: object) -> str:
    """How a house-rule value reads in the list.  Booleans are named apart from numbers: as dict
    keys ``True == 1`` and ``False == 0``, so one table of both once showed a tick count of 0 by
    the name of ``False``."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, int):
        return "off" if value == 0 else str(value)   # ticks: 0 is "no ticks"
    if isinstance(value, str):
        return WORD_NAMES.get(value, value)
    return str(value)


GROUPS = ("Game", "Rules", "Display", "Sound", "Names")


@dataclass
class Row:
    """One setting: its name, what it shows now, and a change (-1/+1 for left/right, 0 for a press)."""

    label: str
    show: Callable[[], str]
    change: Callable[[int], None]
    about: Callable[[], str] | str = ""   # what the row does, shown under the list while it has the focus

    def about_text(self) -> str:
        return self.about() if callable(self.about) else self.about



class SettingsRows:
    """The rows of each group and what a change does; ``error`` is the last word on a change."""

    def __init__(self, host: Host, ctx: TableContext | None, redraw_beneath: Callable[[], None]) -> None:
        self.host = host
        self.ctx = ctx
        self.redraw_beneath = redraw_beneath   # the table beneath looks different (four colours, large cards)
        self.error = ""
        self.editing_name: int = -1
        self.editing_list = "player_names"   # whose names are being typed: the computers' or the people's
        self.groups = self._build_groups()

    @property
    def settings(self) -> Settings:
        return self.host.profile.settings

    def _build_groups(self) -> list[list[Row]]:
        s = self.settings
        game = [
            Row(
                "Computer players",
                lambda: s.ai_level,
                lambda d: self._cycle("ai_level", LEVELS, d),
                lambda: LEVEL_TEXT.get(s.ai_level, ""),
            ),
            Row(
                "Animation speed",
                lambda: f"{s.animation_speed:g}x",
                lambda d: self._cycle("animation_speed", SPEEDS, d),
                "How fast cards fly and the computer players take their turns.",
            ),
            self._switch_row("Hints without asking (practice)", "auto_hints",
                             "In practice, show what the expert would play on every turn."),
            self._switch_row("Accuracy after each hand", "accuracy",
                             "After each hand, an analyst weighs your choices: 100 means none gave a point away."),
            Row(
                "Players at this TV",
                lambda: str(s.humans),
                lambda d: self._cycle("humans", [1, 2], d),
                "Two people can share the screen, each with a pad (or one on the keyboard and mouse).",
            ),
            Row(
                "The second player sits",
                lambda: seat_words(self._current_rules(), second_seat(self._current_rules(), s.second_seat)),
                lambda d: self._second_seat(d),
                "Two at the TV: as your partner, or against you (at cutthroat, any seat).",
            ),
            self._switch_row("Open hands (two players)", "open_hands",
                             "Both hands shown and no hand-off screen: to teach a child, or to learn together."),
        ]
        rules = [
            Row(
                "Rules",
                lambda: PRESET_TITLES.get(s.rules_preset, s.rules_preset),
                lambda d: self._preset(d),
                lambda: PRESET_BLURBS.get(s.rules_preset, ""),
            ),
            Row("Players", lambda: str(s.players), lambda d: self._players(d), "How many sit at the table."),
        ]
        for label, key, values in SWITCH_ROWS:
            rules.append(Row(label, self._switch_shower(key), self._switch_changer(key, values), switch_text(key)))
        display = [
            Row(
                "Full screen",
                lambda: "on" if self.host.fullscreen else "off",
                lambda d: self._fullscreen(),
                "Fill the screen (F11 or Alt+Enter does it anywhere).",
            ),
            Row(
                "Text size",
                lambda: f"{round(s.text_size * 100)}%",
                lambda d: self._text_size(d),
                "Larger text for a TV across the room; smaller for a small window.",
            ),
            self._switch_row("Large cards", "large_cards",
                             "Bigger cards in your hand and on the table."),
            self._switch_row("Four-colour deck", "four_colour",
                             "Diamonds blue and clubs green, so no two suits share a colour."),
        ]
        sound = [
            Row("Volume", lambda: f"{round(s.volume * 100)}%", lambda d: self._volume(d), "How loud the game is."),
            Row(
                "Sound",
                lambda: "muted" if s.muted else "on",
                lambda d: self._toggle("muted"),
                "Turn every sound off or on.",
            ),
        ]
        names = [
            Row(
                f"Computer player {i + 1}",
                self._name_shower(i),
                self._name_editor(i),
                "Enter or click to type a name; Enter again to keep it.",
            )
            for i in range(5)
        ]
        names += [Row(f"Player {i + 1} at this TV", self._name_shower(i, "people"), self._name_editor(i, "people"),
                      "The names the table and the hand-off screen use when two share the TV.")
                  for i in range(2)]
        return [game, rules, display, sound, names]

    def _current_rules(self) -> RuleSet:
        s = self.settings
        return preset(s.rules_preset, s.players)

    def _switch_shower(self, key: str) -> Callable[[], str]:
        def show() -> str:
            value = self.settings.switches.get(key, getattr(self._current_rules(), key))
            return switch_value_name(value)

        return show

    def _switch_changer(self, key: str, values: list[Any]) -> Callable[[int], None]:
        def change(delta: int) -> None:
            s = self.settings
            current = s.switches.get(key, getattr(self._current_rules(), key))
            index = values.index(current) if current in values else 0
            new = values[(index + (delta or 1)) % len(values)]
            trial = dict(s.switches)
            trial[key] = new
            if new == getattr(self._current_rules(), key):
                trial.pop(key)
            try:
                preset(s.rules_preset, s.players, **trial)
            except RulesError as exc:
                self.error = f"Not with these rules: {exc}"
                return
            s.switches = trial
            self.error = "Rule changes apply to your next new game."

        return change

    def _name_shower(self, i: int, names_of: str = "player_names") -> Callable[[], str]:
        def show() -> str:
            names = getattr(self.settings, names_of)
            text = names[i] if i < len(names) else ""
            return text + ("_" if self.editing_name == i and self.editing_list == names_of else "")

        return show

    def _name_editor(self, i: int, names_of: str = "player_names") -> Callable[[int], None]:
        def edit(delta: int) -> None:
            if delta == 0:
                self.editing_list = names_of
                self.editing_name = -1 if self.editing_name == i else i
                if self.editing_name >= 0:
                    pygame.key.start_text_input()
                else:
                    pygame.key.stop_text_input()

        return edit

    def _cycle(self, attr: str, values: list[Any], delta: int) -> None:
        s = self.settings
        current = getattr(s, attr)
        index = values.index(current) if current in values else 0
        setattr(s, attr, values[(index + (delta or 1)) % len(values)])
        if attr == "animation_speed" and self.ctx is not None:
            self.ctx.view.speed = s.animation_speed

    def _preset(self, delta: int) -> None:
        s = self.settings
        names = list(PRESET_NAMES)
        s.rules_preset = (
            names[(names.index(s.rules_preset) + (delta or 1)) % len(names)] if s.rules_preset in names else names[0]
        )
        tables = PRESET_TABLES[s.rules_preset]
        if s.players not in tables:
            s.players = 4 if 4 in tables else tables[0]
        s.switches = {}
        self.error = "A new rule set starts with your next new game."

    def _players(self, delta: int) -> None:
        s = self.settings
        tables = list(PRESET_TABLES[s.rules_preset])
        index = tables.index(s.players) if s.players in tables else 0
        s.players = tables[(index + (delta or 1)) % len(tables)]

    def _second_seat(self, delta: int) -> None:
        """Round the seats of the table for the second person (partner first at a partnership table)."""
        s = self.settings
        rules = self._current_rules()
        seats = list(range(1, rules.players))
        current = second_seat(rules, s.second_seat)
        s.second_seat = seats[(seats.index(current) + (delta or 1)) % len(seats)]
        self.error = "Two at the TV: the seats apply to your next new game."

    def _volume(self, delta: int) -> None:
        s = self.settings
        s.volume = round(min(1.0, max(0.0, s.volume + 0.1 * (delta or 1))), 2)
        self.host.sound.set_volume(s.volume)
        self.host.sound.play("click")

    def _switch_row(self, label: str, attr: str, words: str) -> Row:
        """A row that turns a setting on or off (Left, Right, Enter or a click all turn it)."""
        return Row(label, lambda: "on" if getattr(self.settings, attr) else "off", lambda d: self._toggle(attr), words)

    def _toggle(self, attr: str) -> None:
        s = self.settings
        setattr(s, attr, not getattr(s, attr))
        if attr == "muted":
            self.host.sound.set_muted(s.muted)
        if attr in ("four_colour", "large_cards"):
            self.redraw_beneath()
        if attr in ("four_colour", "large_cards") and self.ctx is not None:
            theme.set_four_colour(s.four_colour)
            view = self.ctx.view
            view.four_colour, view.large_cards = s.four_colour, s.large_cards
            view.resize(self.host.size)
            view.sync(self.ctx.session.snapshot, animate=False)

    def _fullscreen(self) -> None:
        self.host.toggle_fullscreen()

    def _text_size(self, delta: int) -> None:
        self._cycle("text_size", TEXT_SIZES, delta)
        self.host.navigate(RelayOut())  # every screen lays its text out again, this one too


    def type_name(self, intent: Intent) -> bool:
        """Typing a player's name while one is being edited; True when the intent was the typing's."""
        kind = intent.kind
        names = getattr(self.settings, self.editing_list)
        while len(names) <= self.editing_name:
            names.append(f"Player {len(names) + 1}")
        if kind is IntentKind.TEXT:
            names[self.editing_name] = (names[self.editing_name] + intent.text)[:14]
            return True
        if kind is IntentKind.BACK and intent.key == pygame.K_BACKSPACE:
            names[self.editing_name] = names[self.editing_name][:-1]
            return True
        if kind in (IntentKind.CONFIRM, IntentKind.BACK, IntentKind.CLICK):
            if not names[self.editing_name].strip():
                names[self.editing_name] = f"Player {self.editing_name + 1}"
            self.editing_name = -1
            pygame.key.stop_text_input()
            return True
        return kind is not IntentKind.POINT

