"""Drills: one small position or trick that teaches one idea, with its accepted answers and
the explanation shown after.  Data in ``levels/drills/*.toml`` as ``[[drills]]`` entries.

Two kinds:

* ``kind = "trick"``: a pure question (``trump`` and the ``trick``, lead first); the answer
  is the winning card, and it must equal the engine's ``trick_winner``.
* ``kind = "position"``: a decision in a real game, built through the engine by
  ``positions.build_position``; every accepted answer (action notation) must be legal there.

Loading checks all of that, so a drill that teaches something the engine disagrees with
never reaches a player.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import resources
from game.engine import ActionParseError, Card, CardParseError, GameState, parse_cards, parse_suit
from game.engine import actions as A
from game.engine.cards import SUIT_LETTERS
from game.engine.tricks import winner_index

from .ladder import ID_PATTERN
from .positions import PHASES, Position, PositionError, build_position
from .schema import Checker, display_path, load_checked_file, toml_files

TOPICS = ("ranking", "bidding", "trump", "draw", "play")
KINDS = ("trick", "position")
COMMON_KEYS = ("id", "title", "topic", "kind", "prompt", "explanation", "answers", "feedback",
               "difficulty")
TRICK_KEYS = COMMON_KEYS + ("trump", "trick")
POSITION_KEYS = COMMON_KEYS + ("preset", "players", "switches", "seat", "phase", "dealer", "hands",
                               "kitty", "turn_up", "trump", "auction", "call", "kitty_discard", "rob",
                               "draw", "tricks", "trick", "leader", "scores")


@dataclass(frozen=True)
class Drill:
    """One drill.  ``answers`` are in notation: a card (``"5H"``) for trick questions, an
    action (``"play 5H"``, ``"bid 20"``, ``"discard 4C 7D"``) for positions.  ``feedback``
    maps a tempting wrong answer to a line shown when it is chosen."""

    id: str
    title: str
    topic: str
    kind: str
    prompt: str
    explanation: str
    answers: tuple[str, ...]
    difficulty: int = 1
    feedback: dict[str, str] = field(default_factory=dict)
    trump: int | None = None             # trick questions (positions keep theirs in ``position``)
    cards: tuple[Card, ...] = ()            # trick questions: the trick, lead first
    position: Position | None = None
    source: str = ""

    @property
    def winner_index(self) -> int:
        """Trick questions: the index in ``cards`` of the winning card (the engine's answer)."""
        if self.trump is None:
            raise ValueError(f"drill {self.id!r} is not a trick question: it has no trump")
        return winner_index(list(self.cards), self.trump)

    def build_state(self) -> GameState:
        """A fresh ``GameState`` at the decision (the app may play on from it)."""
        if self.position is None:
            raise ValueError(f"drill {self.id!r} is a trick question, not a position")
        return build_position(self.position)

    def is_correct(self, answer: str | int) -> bool:
        """Whether ``answer`` (notation, an action int, or a card for a trick question) is accepted."""
        return check_answer(self, answer)


def check_answer(drill: Drill, answer: str | int) -> bool:
    """Compare meaning, not text: ``discard 7D 4C`` equals ``discard 4C 7D``."""
    try:
        if drill.kind == "trick":
            return _as_card(answer) in {_as_card(a) for a in drill.answers}
        given = A.parse(answer)
        return any(given == A.parse(a) for a in drill.answers)
    except (ActionParseError, CardParseError, ValueError):
        return False


def _as_card(text: str | int) -> Card:
    """A trick question's answer: ``"5H"``, ``"play 5H"`` or a card index."""
    if isinstance(text, int):
        return Card(text)
    words = str(text).split()
    if len(words) == 2 and words[0].lower() == "play":
        words = words[1:]
    if len(words) != 1:
        raise CardParseError(f"{text!r} is not a card")
    return Card.parse(words[0])


# ---------------------------------------------------------------------------- loading

def load_drills(path: str | Path | None = None) -> tuple[list[Drill], list[str]]:
    """All drills and the problems found; a file with any problem is skipped whole.

    ``path`` is one drill file, a folder of them, or the ``levels/`` folder holding
    ``drills/`` (default: the shipped levels, see ``game.resources``).
    """
    from .schema import load_unique
    if path is None:
        try:
            files, problems = resources.drill_files(), list[str]()
        except resources.DataError as exc:   # a broken install: said, never a silent empty list
            return [], [str(exc)]
    else:
        files, problems = drill_files(Path(path))
    drills, file_problems = load_unique(files, load_drill_file)
    return drills, problems + file_problems


def drill_files(path: Path) -> tuple[list[Path], list[str]]:
    """The drill files under ``path`` (see ``load_drills``), or a problem if it is missing."""
    if path.is_file():
        return [path], []
    if (path / "drills").is_dir():
        return toml_files(path / "drills"), []
    if path.is_dir():
        return toml_files(path), []
    return [], [f"{display_path(path)}: no such file or folder"]


def load_drill_file(path: Path) -> tuple[list[Drill], list[str]]:
    """All drills of one file, or none and the problems."""
    return load_checked_file(path, parse_drills)


def parse_drills(data: dict[str, Any], checker: Checker) -> list[Drill]:
    """Check a parsed drill file (structure, positions through the engine, answers)."""
    checker.known_keys(data, ("version", "title", "drills"), "")
    checker.version(data)
    checker.text(data, "title", "", required=False)
    out: list[Drill] = []
    ids: set[str] = set()
    for path, entry in checker.table_list(data, "drills"):
        drill = parse_drill(entry, path, checker)
        if drill is None:
            continue
        if drill.id in ids:
            checker.error(f"{path}.id", f"{drill.id!r} is used by another drill in this file")
        ids.add(drill.id)
        out.append(drill)
    return out


def parse_drill(entry: dict[str, Any], path: str, checker: Checker) -> Drill | None:
    """One ``[[drills]]`` entry, or None (with problems) when it is wrong in any way."""
    before = len(checker.problems)
    kind = _required_choice(entry, "kind", KINDS, path, checker, "drill kind")
    checker.known_keys(entry, TRICK_KEYS if kind == "trick" else POSITION_KEYS, path)
    drill_id = checker.text(entry, "id", path)
    if drill_id is not None and not ID_PATTERN.match(drill_id):
        checker.error(f"{path}.id", f"{drill_id!r} must be lower-case words joined by '-' (it is saved in progress)")
    common = dict(
        id=drill_id, title=checker.text(entry, "title", path),
        topic=_required_choice(entry, "topic", TOPICS, path, checker, "topic"),
        prompt=checker.text(entry, "prompt", path), explanation=checker.text(entry, "explanation", path),
        difficulty=checker.number_in(entry, "difficulty", path, 1, 3, required=False, default=1))
    answers = _answers(entry, path, checker)
    feedback = _feedback(entry, path, checker)
    if kind is None:
        return None
    build = _trick_drill if kind == "trick" else _position_drill
    drill = build(entry, path, checker, common, answers, feedback)  # reports its own problems too
    return drill if len(checker.problems) == before else None


def _answers(entry: dict[str, Any], path: str, checker: Checker) -> tuple[str, ...]:
    """The accepted answers as written (checked against the position later)."""
    raw = checker.field(entry, "answers", list, path)
    if raw is None:
        return ()
    if not raw:
        checker.error(f"{path}.answers", "must list at least one accepted answer")
    for i, item in enumerate(raw):
        checker.typed(item, str, f"{path}.answers[{i}]")
    return tuple(a for a in raw if isinstance(a, str))


def _feedback(entry: dict[str, Any], path: str, checker: Checker) -> dict[str, str]:
    """Lines for tempting wrong answers, keyed by the answer."""
    raw = checker.field(entry, "feedback", dict, path, required=False, default={})
    out = {}
    for key, text in raw.items():
        if checker.typed(text, str, f"{path}.feedback.{key}") is not None:
            if not text.strip():
                checker.error(f"{path}.feedback.{key}", "must not be empty")
            out[key] = text
    return out


def _cards(value: Any, where: str, checker: Checker) -> tuple[Card, ...] | None:
    """Cards written ``"5H JH AH"`` or ``["5H", "JH", "AH"]``."""
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        value = " ".join(value)
    if not isinstance(value, str):
        checker.error(where, f"must be cards like \"5H JH AH\", not {value!r}")
        return None
    try:
        cards = tuple(parse_cards(value))
    except CardParseError as exc:
        checker.error(where, str(exc))
        return None
    if len(set(cards)) != len(cards):
        checker.error(where, "lists a card twice")
        return None
    return cards


def _required_choice(entry: dict[str, Any], key: str, allowed: tuple[str, ...], path: str,
                     checker: Checker, what: str) -> str | None:
    if key not in entry:
        checker.error(f"{path}.{key}", f"missing: one of {', '.join(allowed)}")
        return None
    return checker.choice(entry[key], allowed, f"{path}.{key}", what)


def _suit(value: Any, where: str, checker: Checker) -> int | None:
    if not isinstance(value, str):
        checker.error(where, f"must be a suit like \"H\", not {value!r}")
        return None
    try:
        return parse_suit(value)
    except CardParseError as exc:
        checker.error(where, str(exc))
        return None


def _trick_drill(entry: dict[str, Any], path: str, checker: Checker, common: dict[str, Any],
                 answers: tuple[str, ...], feedback: dict[str, str]) -> Drill | None:
    """A trick question: the answer must be the engine's winner."""
    before = len(checker.problems)
    for key in ("trump", "trick"):
        if key not in entry:
            checker.error(f"{path}.{key}", "missing (a trick question needs trump and the trick)")
    trump = _suit(entry["trump"], f"{path}.trump", checker) if "trump" in entry else None
    cards = _cards(entry["trick"], f"{path}.trick", checker) if "trick" in entry else None
    if trump is None or cards is None:
        return None
    if not 2 <= len(cards) <= 6:
        checker.error(f"{path}.trick", f"a trick has 2 to 6 cards, not {len(cards)}")
        return None
    winner = cards[winner_index(list(cards), trump)]
    for i, answer in enumerate(answers):
        try:
            card = _as_card(answer)
        except CardParseError as exc:
            checker.error(f"{path}.answers[{i}]", str(exc))
            continue
        if card not in cards:
            checker.error(f"{path}.answers[{i}]", f"{card} is not in the trick")
        elif card != winner:
            checker.error(f"{path}.answers[{i}]", f"{card} does not win: the engine says {winner} wins "
                          f"with {SUIT_LETTERS[trump]} trump")
    for key in feedback:
        try:
            if _as_card(key) not in cards:
                checker.error(f"{path}.feedback.{key}", f"{key} is not in the trick")
        except CardParseError as exc:
            checker.error(f"{path}.feedback.{key}", str(exc))
    if len(checker.problems) != before:
        return None
    return Drill(**common, kind="trick", answers=tuple(str(_as_card(a)) for a in answers),
                 feedback=feedback, trump=trump, cards=cards, source=checker.source)


def _position_drill(entry: dict[str, Any], path: str, checker: Checker, common: dict[str, Any],
                    answers: tuple[str, ...], feedback: dict[str, str]) -> Drill | None:
    """A decision in a real game: reach it through the engine, then test every answer."""
    before = len(checker.problems)
    reached = parse_position(entry, path, checker, common["id"] or "")
    if reached is None:
        return None
    position, state = reached
    trump = position.trump
    check_actions(state, answers, f"{path}.answers", checker)
    check_actions(state, list(feedback), f"{path}.feedback", checker, keyed=True)
    if len(checker.problems) != before:
        return None
    accepted = {A.parse(a) for a in answers}
    legal = set(state.legal_actions())
    if legal and legal <= accepted:
        checker.error(f"{path}.answers", "every legal action is accepted: the drill has nothing to teach")
    for key in feedback:
        if A.parse(key) in accepted:
            checker.error(f"{path}.feedback.{key}", "is an accepted answer; feedback is for wrong ones")
    if len(checker.problems) != before:
        return None
    normalized = tuple(dict.fromkeys(A.to_text(A.parse(a)) for a in answers))  # notation, in order
    return Drill(**common, kind="position", answers=normalized, feedback=feedback, position=position,
                 trump=trump, source=checker.source)


def parse_position(entry: dict[str, Any], path: str, checker: Checker,
                   seed_text: str) -> tuple[Position, GameState] | None:
    """A position written as a drill writes it (``preset``, ``seat``, ``phase``, ``hands``, the
    ``auction``, the ``tricks``...), reached through the engine: (the position, the state at its
    decision), or None with the problems reported (lessons write their steps the same way)."""
    before = len(checker.problems)
    rules = checker.rules(entry, path)
    seat = checker.field(entry, "seat", int, path)
    dealer = checker.field(entry, "dealer", int, path)
    phase = _required_choice(entry, "phase", PHASES, path, checker, "phase")
    hands: dict[int, tuple[Card, ...]] = {}
    if rules is not None:
        for s, text in checker.seat_table(entry.get("hands", {}), f"{path}.hands", rules.players,
                                          range(rules.players), False).items():
            cards = _cards(text, f"{path}.hands.{s}", checker)
            if cards is not None:
                hands[s] = cards
    optional_cards = {k: _cards(entry[k], f"{path}.{k}", checker) for k in ("kitty", "trick") if k in entry}
    turn_up = _cards(entry["turn_up"], f"{path}.turn_up", checker) if "turn_up" in entry else None
    if turn_up is not None and len(turn_up) != 1:
        checker.error(f"{path}.turn_up", "must be one card")
    tricks = []
    for i, trick in enumerate(checker.field(entry, "tricks", list, path, required=False, default=[])):
        tricks.append(_cards(trick, f"{path}.tricks[{i}]", checker))
    auction = checker.field(entry, "auction", list, path, required=False, default=[])
    for i, call in enumerate(auction):
        checker.typed(call, str, f"{path}.auction[{i}]")
    draw: dict[int, tuple[Card, ...]] = {}
    if "draw" in entry and rules is not None:
        for s, text in checker.seat_table(entry["draw"], f"{path}.draw", rules.players,
                                          range(rules.players), False).items():
            cards = _cards(text, f"{path}.draw.{s}", checker) if text != "" else ()
            if cards is not None:
                draw[s] = cards
    scores = checker.field(entry, "scores", list, path, required=False)
    for i, score in enumerate(scores or []):
        checker.typed(score, int, f"{path}.scores[{i}]")
    texts = {k: checker.field(entry, k, str, path, required=False) for k in ("call", "kitty_discard", "rob")}
    leader = checker.field(entry, "leader", int, path, required=False)
    trump = _suit(entry["trump"], f"{path}.trump", checker) if "trump" in entry else None
    if (len(checker.problems) != before or rules is None or seat is None or phase is None or dealer is None
            or None in tricks):   # each missing or broken part is one of the problems
        return None
    position = Position(
        rules=rules, seat=seat, phase=phase, dealer=dealer, hands=hands,
        kitty=optional_cards.get("kitty") or (), turn_up=turn_up[0] if turn_up else None, trump=trump,
        auction=tuple(auction), call=texts["call"], kitty_discard=texts["kitty_discard"], rob=texts["rob"],
        draw=draw, tricks=tuple(t for t in tricks if t is not None), trick=optional_cards.get("trick") or (),
        leader=leader,
        scores=tuple(scores) if scores is not None else None, seed_text=seed_text)
    try:
        state = build_position(position)
    except PositionError as exc:
        checker.error(f"{path}.{exc.key}", str(exc))
        return None
    return position, state


def check_actions(state: GameState, texts: Sequence[str], path: str, checker: Checker,
                   keyed: bool = False) -> None:
    """Each action must parse and be legal in ``state`` (the engine explains why not)."""
    for i, text in enumerate(texts):
        where = f"{path}.{text}" if keyed else f"{path}[{i}]"
        try:
            A.parse(text)
        except ActionParseError as exc:
            checker.error(where, str(exc))
            continue
        why = state.explain_illegal(text)
        if why is not None:
            checker.error(where, f"{text!r} is not legal here: {why}")
