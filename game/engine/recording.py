"""One hand's record: the cheap capture when a hand ends, and the JSON it turns into.

The format is documented in docs/hand-records.md.  The state captures references to the
finished hand's data (``TrickPlay._capture_hand``: it makes fresh lists for each hand, so
nothing captured changes later) and this formats them only when someone reads
``records``.  Reading, writing and replaying record files is ``record``'s work.
"""

from __future__ import annotations

from typing import Any

from .actions import to_text
from .cards import CARD_TEXT, SUIT_LETTERS, cards_of
from .rules import RuleSet

RECORD_VERSION = 1


def build_record(raw: dict[str, Any]) -> dict[str, Any]:
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
        "auction": [[seat, to_text(a)] for seat, a in raw["auction"]],
        "actions": [[seat, to_text(a)] for seat, a in raw["actions"]],
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
