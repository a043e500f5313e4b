"""One hand's record: the typed ``HandRecord``, the cheap capture it is built from, and its JSON.

The format is documented in docs/hand-records.md.  The state captures references to the
finished hand's data (``TrickPlay._capture_hand``: it makes fresh lists for each hand, so
nothing captured changes later) and ``build_record`` types them only when someone reads
``records``.  Every reader takes fields (``record.made``, ``record.tricks[0].winner``), never a
string key; ``to_json``/``from_json`` are the one place the JSON form is written and read, so
the file format stays as it was (old files load).  Reading, writing and replaying record files
is ``record``'s work.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from .actions import to_text
from .cards import CARD_TEXT, CARDS, SUIT_LETTERS, Card, cards_of
from .rules import RulesError, RuleSet

RECORD_VERSION = 1


class RecordError(ValueError):
    """A record (or record file) that cannot be read or replayed; names the file and line."""


class SeatAction(NamedTuple):
    """One decision of a hand in machine notation (``actions.to_text``): ``(2, "bid 20")``."""

    seat: int
    action: str


@dataclass(frozen=True)
class TrickRecord:
    """One finished trick: who led, the cards in play order, and the seat that took it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int


@dataclass(frozen=True)
class HandRecord:
    """One finished hand (docs/hand-records.md), read-only.  A redeal (everyone passed, the rules
    redeal) has no play: no bidder, trump, hands or tricks, and zero points and changes."""

    rules: RuleSet
    hand_number: int
    dealer: int
    deck: tuple[Card, ...]                  # the shuffled deck, top card first
    auction: tuple[SeatAction, ...]
    actions: tuple[SeatAction, ...]         # every decision of the hand, auction included
    scores: tuple[int, ...]                 # each side's score after the hand
    ticks: tuple[int, ...]                  # failed bids per side (the Ticks option)
    announcements: tuple[str, ...]
    points: tuple[int, ...]                 # points taken per side
    score_change: tuple[int, ...]           # what the hand added to each side's score
    tricks_taken: tuple[int, ...]           # tricks per side (zeros on a redeal)
    winner: int | None = None               # on a game's last hand: the winning side
    redeal: bool = False
    bidder: int | None = None               # the seat that named trump (None in forty-five)
    bid: int | None = None                  # the contract (60: "60 for 120"); None: no auction
    bagged: bool = False
    trump: int | None = None                # the trump suit (an index into SUIT_LETTERS)
    turn_up: Card | None = None             # forty-five: the card turned up for trump
    robbed_by: int | None = None
    called_card: Card | None = None         # cutthroat: the card the bidder called
    partner: int | None = None              # cutthroat: its holder (None: the bidder alone)
    draw: tuple[int, ...] = ()              # cards each seat discarded in the draw
    hands: tuple[tuple[Card, ...], ...] = ()   # each seat's five cards at the first lead
    tricks: tuple[TrickRecord, ...] = ()
    made: bool | None = None                # the bid was made (None: no bid)
    version: int = RECORD_VERSION

    @property
    def sides(self) -> list[list[int]]:
        """The seats of each side; ``scores`` and the other per-side figures are in this order."""
        return self.rules.sides()

    @property
    def scores_before(self) -> tuple[int, ...]:
        """Each side's score as the hand began."""
        return tuple(total - change for total, change in zip(self.scores, self.score_change, strict=True))

    def tricks_won_by(self, seat: int) -> int:
        """How many of the hand's tricks ``seat`` took."""
        return sum(1 for trick in self.tricks if trick.winner == seat)

    def to_json(self) -> dict[str, Any]:
        """The record as docs/hand-records.md writes it (keys in the documented order)."""
        rules = self.rules
        out: dict[str, Any] = {
            "version": self.version, "rules": rules.name, "switches": rules.switches(),
            "seats": rules.players, "hand_number": self.hand_number, "sides": rules.sides(),
            "dealer": self.dealer, "deck": _texts(self.deck),
            "auction": [[seat, action] for seat, action in self.auction],
            "actions": [[seat, action] for seat, action in self.actions],
            "scores": list(self.scores), "ticks": list(self.ticks),
            "announcements": list(self.announcements), "winner": self.winner,
        }
        trump, hands = _suit_text(self.trump), [_texts(hand) for hand in self.hands]
        tricks = [{"leader": t.leader, "cards": _texts(t.cards), "winner": t.winner} for t in self.tricks]
        if self.redeal:   # no play: the keys of the play and its score only, as they always were
            out.update({"redeal": True, "bidder": self.bidder, "bid": self.bid, "trump": trump, "hands": hands,
                        "tricks": tricks, "points": list(self.points), "score_change": list(self.score_change)})
            return out
        out.update({
            "bidder": self.bidder, "bid": self.bid, "bagged": self.bagged, "trump": trump,
            "turn_up": _card_text(self.turn_up), "robbed_by": self.robbed_by,
            "called_card": _card_text(self.called_card), "partner": self.partner,
            "draw": list(self.draw), "hands": hands, "tricks": tricks, "points": list(self.points),
            "tricks_taken": list(self.tricks_taken), "made": self.made, "score_change": list(self.score_change),
        })
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> HandRecord:
        """The record a JSON object describes (any file the format ever wrote); a ``RecordError``
        naming the key for one that is not a hand record."""
        if not isinstance(data, Mapping):
            raise RecordError(f"a hand record is a JSON object, not {type(data).__name__}")
        try:
            return _from_json(data)
        except RecordError:
            raise
        except (KeyError, IndexError, TypeError, ValueError) as exc:
            raise RecordError(f"not a hand record ({exc.__class__.__name__}: {exc})") from None


def _from_json(data: Mapping[str, Any]) -> HandRecord:
    version = data.get("version", RECORD_VERSION)
    if version != RECORD_VERSION:
        raise RecordError(f"'version' must be {RECORD_VERSION} (the only record format), not {version!r}")
    try:
        rules = RuleSet.from_switches(data["switches"])
    except RulesError as exc:
        raise RecordError(f"bad 'switches': {exc}") from None
    for key, expected in (("rules", rules.name), ("seats", rules.players), ("sides", rules.sides())):
        if key in data and data[key] != expected:
            raise RecordError(f"{key!r} is {data[key]!r}, but its switches say {expected!r}")
    redeal = data.get("redeal") is True
    zeros = (0,) * rules.side_count
    trump = data.get("trump")
    return HandRecord(
        rules=rules, hand_number=_int(data["hand_number"]), dealer=_int(data["dealer"]),
        deck=_cards(data["deck"]), auction=_moves(data["auction"]), actions=_moves(data["actions"]),
        scores=_ints(data["scores"]), ticks=_ints(data.get("ticks", zeros)),
        announcements=tuple(str(a) for a in data.get("announcements", ())),
        points=_ints(data["points"]), score_change=_ints(data["score_change"]),
        tricks_taken=_ints(data.get("tricks_taken", zeros)), winner=_opt_int(data.get("winner")),
        redeal=redeal, bidder=_opt_int(data.get("bidder")), bid=_opt_int(data.get("bid")),
        bagged=data.get("bagged") is True, trump=SUIT_LETTERS.index(trump) if trump else None,
        turn_up=_opt_card(data.get("turn_up")), robbed_by=_opt_int(data.get("robbed_by")),
        called_card=_opt_card(data.get("called_card")), partner=_opt_int(data.get("partner")),
        draw=_ints(data.get("draw", ())), hands=tuple(_cards(hand) for hand in data.get("hands", ())),
        tricks=tuple(TrickRecord(_int(t["leader"]), _cards(t["cards"]), _int(t["winner"]))
                     for t in data.get("tricks", ())),
        made=_opt_bool(data.get("made")), version=version,
    )


def build_record(raw: Mapping[str, Any]) -> HandRecord:
    """The typed record of one hand from the state's capture (``TrickPlay._capture_hand``)."""
    rules: RuleSet = raw["rules"]
    score = raw["score"]
    zeros = (0,) * rules.side_count
    redeal = HandRecord(
        rules=rules, hand_number=raw["hand_number"], dealer=raw["dealer"], deck=_indexed(raw["deck"]),
        auction=tuple(SeatAction(seat, to_text(a)) for seat, a in raw["auction"]),
        actions=tuple(SeatAction(seat, to_text(a)) for seat, a in raw["actions"]),
        scores=tuple(raw["scores"]), ticks=tuple(raw["ticks"]), announcements=tuple(raw["announcements"]),
        points=zeros, score_change=zeros, tricks_taken=zeros, redeal=True,
    )
    if score is None:
        return redeal
    return replace(
        redeal, redeal=False,
        points=tuple(score.points), score_change=tuple(score.score_change), tricks_taken=tuple(score.tricks),
        bidder=raw["bidder"] if raw["bidder"] >= 0 else None,
        bid=raw["bid"] if rules.auction else None,
        bagged=raw["bagged"],
        trump=raw["trump"],
        turn_up=CARDS[raw["turn_up"]] if raw["turn_up"] >= 0 else None,
        robbed_by=raw["robbed"] if raw["robbed"] >= 0 else None,
        called_card=CARDS[raw["called_card"]] if raw["called_card"] >= 0 else None,
        partner=raw["partner"] if raw["called_card"] >= 0 and raw["partner"] >= 0 else None,
        draw=tuple(raw["draw"]),
        hands=tuple(tuple(cards_of(h)) for h in raw["hands"]),
        tricks=tuple(TrickRecord(lead, _indexed(cards), win) for lead, cards, win in raw["tricks"]),
        made=score.made,
    )


def _indexed(indexes: Iterable[int]) -> tuple[Card, ...]:
    return tuple(CARDS[c] for c in indexes)


def _texts(cards: tuple[Card, ...]) -> list[str]:
    return [CARD_TEXT[c] for c in cards]


def _card_text(card: Card | None) -> str | None:
    return None if card is None else CARD_TEXT[card]


def _suit_text(suit: int | None) -> str | None:
    return None if suit is None else SUIT_LETTERS[suit]


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected a whole number, not {value!r}")
    return value


def _opt_int(value: Any) -> int | None:
    return None if value is None else _int(value)


def _opt_bool(value: Any) -> bool | None:
    if value is not None and not isinstance(value, bool):
        raise TypeError(f"expected true, false or null, not {value!r}")
    return value


def _ints(values: Any) -> tuple[int, ...]:
    return tuple(_int(v) for v in values)


def _cards(texts: Any) -> tuple[Card, ...]:
    if isinstance(texts, str):
        raise TypeError(f"expected a list of cards, not {texts!r}")
    return tuple(Card.parse(t) for t in texts)


def _opt_card(text: Any) -> Card | None:
    return None if text is None else Card.parse(text)


def _moves(pairs: Any) -> tuple[SeatAction, ...]:
    return tuple(SeatAction(_int(seat), str(action)) for seat, action in pairs)
