"""Hand records: one JSON object per finished hand, a game as JSON Lines.

The format is documented in docs/hand-records.md (``recording`` builds each record).
``replay_game`` re-runs records through the engine and reports where they diverge, so a
record is also a test case.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterable, Optional, Union

from .actions import deal_action, dealer
from .cards import Card
from .recording import RECORD_VERSION, build_record
from .rules import RuleSet, RulesError
from .state import GameState

__all__ = ["RECORD_VERSION", "RecordError", "build_record", "finalize", "read_jsonl", "record_for",
           "replay_file", "replay_game", "split_games", "write_jsonl"]


class RecordError(ValueError):
    """A record file that cannot be read or replayed; names the file and line."""


def finalize(st: GameState) -> list[dict]:
    """Records with the game's winner filled into the last one."""
    records = [dict(r) for r in st.records]
    if records and st.is_terminal:
        records[-1]["winner"] = st.winner_side
    return records


def write_jsonl(records: Iterable[dict], path: Union[str, Path]) -> None:
    with open(path, "a", encoding="utf-8") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")


def read_jsonl(path: Union[str, Path]) -> list[dict]:
    out = []
    try:
        with open(path, encoding="utf-8") as fh:
            for number, line in enumerate(fh, 1):
                if not line.strip():
                    continue
                try:
                    rec = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise RecordError(f"{path}: line {number} is not JSON ({exc.msg})") from None
                if not isinstance(rec, dict):
                    raise RecordError(f"{path}: line {number} is not a JSON object")
                rec["_line"] = number
                out.append(rec)
    except OSError as exc:
        raise RecordError(f"{path}: cannot read ({exc.strerror})") from None
    return out


def split_games(records: list[dict]) -> list[list[dict]]:
    """A file may hold several games: a new game starts at hand_number 0."""
    games: list[list[dict]] = []
    for rec in records:
        if rec.get("hand_number", 0) == 0 or not games:
            games.append([])
        games[-1].append(rec)
    return games


_COMPARED = ("dealer", "auction", "bidder", "bid", "trump", "called_card", "partner", "hands",
             "tricks", "points", "score_change", "scores", "winner")


def replay_game(records: list[dict], source: str = "record") -> list[str]:
    """Re-run one game's records through the engine; the list of divergences (empty: identical)."""
    problems: list[str] = []
    if not records:
        return problems
    first = records[0]
    try:
        rules = RuleSet.from_switches(first["switches"])
    except (KeyError, TypeError, RulesError) as exc:
        return [f"{source} line {first.get('_line', '?')}: bad 'switches': {exc}"]
    st = GameState(rules)
    try:
        st.apply(dealer(int(first["dealer"])))
    except (KeyError, ValueError) as exc:
        return [f"{source} line {first.get('_line', '?')}: bad 'dealer': {exc}"]
    for rec in records:
        where = f"{source} line {rec.get('_line', '?')} (hand {rec.get('hand_number', '?')})"
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
        produced = finalize(st)[-1] if st.records else None
        if produced is None:
            problems.append(f"{where}: the hand did not finish")
            return problems
        for key in _COMPARED:
            if key in rec and produced.get(key) != rec[key]:
                problems.append(f"{where}: {key} differs: record {rec[key]!r}, engine {produced.get(key)!r}")
    return problems


def _card_index(text: str) -> int:
    return int(Card.parse(text))


def replay_file(path: Union[str, Path]) -> tuple[int, list[str]]:
    """(hands replayed, divergences) for a JSON Lines file of one or more games."""
    records = read_jsonl(path)
    problems: list[str] = []
    for game in split_games(records):
        problems += replay_game(game, str(path))
    return len(records), problems


def record_for(st: GameState, index: int = -1) -> Optional[dict]:
    records = finalize(st)
    return records[index] if records else None
