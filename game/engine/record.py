"""Hand records: one JSON object per finished hand, a game as JSON Lines.

The format is documented in docs/hand-records.md.  ``replay_records`` re-runs records
through the engine and reports where they diverge, so a record is also a test case.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Optional, Union

from . import actions as A
from .cards import CARD_TEXT, SUIT_LETTERS, cards_of
from .rules import RuleSet, RulesError

if TYPE_CHECKING:  # pragma: no cover
    from .scoring import HandScore
    from .state import GameState

RECORD_VERSION = 1


class RecordError(ValueError):
    """A record file that cannot be read or replayed; names the file and line."""


def snapshot(st: "GameState", score: Optional["HandScore"]) -> dict:
    """References to the finished hand's data (the state makes fresh lists for each hand,
    so nothing here changes later); formatting waits until someone reads ``records``."""
    return {
        "rules": st.rules, "hand_number": st.hand_number, "dealer": st.dealer, "deck": st.deck,
        "auction": st.auction, "bidder": st.bidder, "bid": st.bid, "bagged": st.bagged,
        "trump": st.trump, "turn_up": st.turn_up, "robbed": st.robbed,
        "called_card": st.called_card, "partner": st.partner, "actions": st.actions_this_hand,
        "draw": st.discard_counts, "hands": st.hands_at_lead, "tricks": st.tricks, "score": score,
        "scores": list(st.scores), "ticks": list(st.ticks),
        "announcements": list(st.announcements),
    }


def build_record(raw: dict) -> dict:
    """The JSON-ready record of one hand (docs/hand-records.md)."""
    rules: RuleSet = raw["rules"]
    score = raw["score"]
    rec = {
        "version": RECORD_VERSION,
        "rules": rules.name,
        "switches": rules.switches(),
        "seats": rules.players,
        "hand_number": raw["hand_number"],
        "sides": rules.sides(),
        "dealer": raw["dealer"],
        "deck": [CARD_TEXT[c] for c in raw["deck"]],
        "auction": [[seat, A.to_text(a)] for seat, a in raw["auction"]],
        "actions": [[seat, A.to_text(a)] for seat, a in raw["actions"]],
        "scores": raw["scores"],
        "ticks": raw["ticks"],
        "announcements": raw["announcements"],
        "winner": None,
    }
    if score is None:
        rec.update({"redeal": True, "bidder": None, "bid": None, "trump": None, "hands": [],
                    "tricks": [], "points": [0] * rules.side_count,
                    "score_change": [0] * rules.side_count})
        return rec
    trump = raw["trump"]
    rec.update({
        "bidder": raw["bidder"] if raw["bidder"] >= 0 else None,
        "bid": raw["bid"] if rules.auction else None,
        "bagged": raw["bagged"],
        "trump": SUIT_LETTERS[trump],
        "turn_up": CARD_TEXT[raw["turn_up"]] if raw["turn_up"] >= 0 else None,
        "robbed_by": raw["robbed"] if raw["robbed"] >= 0 else None,
        "called_card": CARD_TEXT[raw["called_card"]] if raw["called_card"] >= 0 else None,
        "partner": raw["partner"] if raw["called_card"] >= 0 and raw["partner"] >= 0 else None,
        "draw": list(raw["draw"]),
        "hands": [[CARD_TEXT[c] for c in cards_of(h)] for h in raw["hands"]],
        "tricks": [{"leader": lead, "cards": [CARD_TEXT[c] for c in cards], "winner": win}
                   for lead, cards, win in raw["tricks"]],
        "points": list(score.points),
        "tricks_taken": list(score.tricks),
        "made": score.made,
        "score_change": list(score.score_change),
    })
    return rec


def finalize(st: "GameState") -> list[dict]:
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
    from .state import GameState
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
        st.apply(A.dealer(int(first["dealer"])))
    except (KeyError, ValueError) as exc:
        return [f"{source} line {first.get('_line', '?')}: bad 'dealer': {exc}"]
    for rec in records:
        where = f"{source} line {rec.get('_line', '?')} (hand {rec.get('hand_number', '?')})"
        try:
            deck = [_card_index(c) for c in rec["deck"]]
            st.apply(A.deal_action(deck))
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
    from .cards import Card
    return int(Card.parse(text))


def replay_file(path: Union[str, Path]) -> tuple[int, list[str]]:
    """(hands replayed, divergences) for a JSON Lines file of one or more games."""
    records = read_jsonl(path)
    problems: list[str] = []
    for game in split_games(records):
        problems += replay_game(game, str(path))
    return len(records), problems


def record_for(st: "GameState", index: int = -1) -> Optional[dict]:
    records = finalize(st)
    return records[index] if records else None
