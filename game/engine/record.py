"""Hand records: one JSON object per finished hand, a game as JSON Lines.

The format is documented in docs/hand-records.md (``recording`` builds each record).
``replay_game`` re-runs records through the engine and reports where they diverge, so a
record is also a test case.  A file that is not a record file (not UTF-8, not JSON, nested
too deeply, a record of the wrong shape, a preset contradicting its own switches) is a
``RecordError`` naming the file and line, never a traceback and never "0 divergences".
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from .actions import deal_action, dealer
from .cards import Card
from .checks import describe, is_whole
from .recording import RECORD_VERSION, HandRecord, RecordError, SeatAction, TrickRecord, build_record
from .rules import PRESET_TABLES, RulesError, RuleSet
from .state import GameState

__all__ = ["RECORD_VERSION", "HandRecord", "RecordError", "SeatAction", "TrickRecord", "build_record",
           "finalize", "load_records", "read_jsonl", "record_for", "replay_file", "replay_game", "split_games",
           "write_jsonl"]


def finalize(st: GameState) -> list[HandRecord]:
    """Records with the game's winner filled into the last one."""
    records = list(st.records)
    if records and st.is_terminal:
        records[-1] = replace(records[-1], winner=st.winner_side)
    return records


def write_jsonl(records: Iterable[HandRecord], path: str | Path) -> None:
    """Append ``records`` to ``path``, one JSON object a line (docs/hand-records.md)."""
    with open(path, "a", encoding="utf-8") as fh:
        for rec in records:
            fh.write(json.dumps(rec.to_json(), ensure_ascii=False) + "\n")


def load_records(path: str | Path) -> list[HandRecord]:
    """The typed records of a JSON Lines file; ``RecordError`` naming the file and line for a line
    that is not a hand record."""
    out = []
    for data in read_jsonl(path):
        try:
            out.append(HandRecord.from_json(data))
        except RecordError as exc:
            raise RecordError(f"{path}: line {data['_line']}: {exc}") from None
    return out


def read_jsonl(path: str | Path) -> list[dict[str, Any]]:
    """The records of a JSON Lines file, each with its ``_line``; ``RecordError`` naming the file
    and line for anything that is not one JSON object a line."""
    if not isinstance(path, (str, os.PathLike)):
        raise RecordError(f"path must be a file name, not {describe(path)}")
    if not Path(path).is_file():   # a folder, a FIFO (which would hang the read), a device
        what = "no such file" if not os.path.lexists(path) else "not a regular file"
        raise RecordError(f"{path}: cannot read ({what})")
    out = []
    try:
        with open(path, "rb") as fh:
            for number, raw in enumerate(fh, 1):
                out += _parse_line(path, number, raw)
    except OSError as exc:
        raise RecordError(f"{path}: cannot read ({exc.strerror or exc.__class__.__name__})") from None
    return out


def _parse_line(path: str | Path, number: int, raw: bytes) -> list[dict[str, Any]]:
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"{path}: line {number} is not UTF-8 text") from None
    if not line.strip():
        return []
    try:
        rec = json.loads(line)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path}: line {number} is not JSON ({exc.msg})") from None
    except RecursionError:
        raise RecordError(f"{path}: line {number} is nested too deeply to be a record") from None
    except ValueError:   # an integer of thousands of digits
        raise RecordError(f"{path}: line {number} is not a record (a number too long to read)") from None
    if not isinstance(rec, dict):
        raise RecordError(f"{path}: line {number} is not a JSON object")
    rec["_line"] = number
    return [rec]


def check_record(rec: Mapping[str, Any], where: str) -> RuleSet:
    """The rules of one record, once its shape is checked (docs/hand-records.md): a wrong version,
    a preset name or table size contradicting the switches, a dealer or hand number that is no
    seat or count, or a deck that is not 52 cards is a ``RecordError``."""
    def bad(key: str, why: str) -> RecordError:
        return RecordError(f"{where}: {key!r} {why}, not {describe(rec.get(key))}")

    if "version" in rec and rec["version"] != RECORD_VERSION:
        raise bad("version", f"must be {RECORD_VERSION} (the only record format)")
    try:
        rules = RuleSet.from_switches(rec.get("switches"))
    except RulesError as exc:
        raise RecordError(f"{where}: bad 'switches': {exc}") from None
    for key, expected in (("rules", rules.name), ("seats", rules.players), ("sides", rules.sides())):
        if key in rec and rec[key] != expected:
            raise RecordError(f"{where}: {key!r} is {describe(rec[key])}, but its switches say {expected!r}")
    if rules.name in PRESET_TABLES and rules.players not in PRESET_TABLES[rules.name]:
        raise RecordError(f"{where}: preset {rules.name!r} is not played by {rules.players} players")
    for key, high in (("hand_number", 10 ** 6), ("dealer", rules.players - 1)):
        value = rec.get(key)
        if not is_whole(value) or not 0 <= value <= high:
            raise bad(key, f"must be a whole number from 0 to {high}")
    deck, acts = rec.get("deck"), rec.get("actions")
    if not isinstance(deck, list) or len(deck) != 52 or not all(isinstance(c, str) for c in deck):
        raise bad("deck", "must be the 52 cards in notation")
    if not isinstance(acts, list) or not all(
            isinstance(a, list) and len(a) == 2 and is_whole(a[0]) and isinstance(a[1], str) for a in acts):
        raise bad("actions", "must be a list of [seat, action] pairs")
    return rules


def split_games(records: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """A file may hold several games: a new game starts at hand_number 0 (JSON objects as read)."""
    games: list[list[dict[str, Any]]] = []
    for rec in records:
        if rec.get("hand_number") == 0 or not games:
            games.append([])
        games[-1].append(rec)
    return games


_COMPARED = ("dealer", "auction", "bidder", "bid", "trump", "called_card", "partner", "hands",
             "tricks", "points", "score_change", "scores", "winner")


def replay_game(game: Iterable[HandRecord | Mapping[str, Any]], source: str = "record") -> list[str]:
    """Re-run one game's records (typed, or JSON objects as read from a file) through the engine;
    the list of divergences (empty: identical).  A record of the wrong shape is a ``RecordError``
    (it is no record, not a divergence)."""
    problems: list[str] = []
    records = [r.to_json() if isinstance(r, HandRecord) else r for r in game]
    if not records:
        return problems
    first = records[0]
    rules = check_record(first, f"{source}: line {first.get('_line', '?')}")
    st = GameState(rules)
    st.apply(dealer(first["dealer"]))
    for rec in records:
        line = f"{source}: line {rec.get('_line', '?')}"
        if check_record(rec, line) != rules:
            raise RecordError(f"{line}: the rules change in the middle of a game")
        if rec["hand_number"] != st.hand_number:
            raise RecordError(f"{line}: 'hand_number' is {rec['hand_number']}, but this is hand "
                              f"{st.hand_number} of its game (numbered from 0)")
        where = f"{source} line {rec.get('_line', '?')} (hand {rec['hand_number']})"
        try:
            deck = [_card_index(c) for c in rec["deck"]]
            st.apply(deal_action(deck))
            for seat, text in rec["actions"]:
                if st.current_player != seat:
                    problems.append(f"{where}: expected seat {st.current_player} to act, record says {seat}")
                    return problems
                st.apply(text)
        except (KeyError, ValueError, TypeError) as exc:
            problems.append(f"{where}: {exc}")
            return problems
        if not st.records:
            problems.append(f"{where}: the hand did not finish")
            return problems
        produced = finalize(st)[-1].to_json()
        for key in _COMPARED:
            if key in rec and produced.get(key) != rec[key]:
                problems.append(f"{where}: {key} differs: record {rec[key]!r}, engine {produced.get(key)!r}")
    return problems


def _card_index(text: str) -> int:
    return int(Card.parse(text))


def replay_file(path: str | Path) -> tuple[int, list[str]]:
    """(hands replayed, divergences) for a JSON Lines file of one or more games; a file that is
    not a record file raises ``RecordError`` naming the file and line."""
    records = read_jsonl(path)
    if not records:
        raise RecordError(f"{path}: no records (an empty file)")
    problems: list[str] = []
    for game in split_games(records):
        problems += replay_game(game, str(path))
    return len(records), problems


def record_for(st: GameState, index: int = -1) -> HandRecord | None:
    records = finalize(st)
    return records[index] if records else None
