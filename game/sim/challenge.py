"""The daily challenge (issue 42): 8 hands dealt from the date, the same on every machine, and
the field that the person's result is compared with.

Deals.  A date, a preset and a table size make a key; SHA-256 of the key (never Python's
``hash``, which changes from one process to the next) seeds a ``random.Random`` per hand, and
the engine's own ``shuffled_deck`` shuffles from it, as the duel does.  Hand ``h`` is dealt by
``(first + h) % players``, ``first`` drawn from the key, so the deal goes round the table.
Each hand is played on its own from 0-0, like a duplicate board: the hands of the day are
compared one by one, and nothing one hand leaves (a score, a won game) changes the next.  A hand
everyone passes where the rules redeal (Nova Scotia) counts 0 for all.

The person sits in seat 0, with expert partner and opponents.  Every computer seat's
``random.Random`` comes from (key, hand, seat) (``seat_rng``), never from who sits where, so
the field's games and the person's own table use the same generators.

The code.  ``CL4-20261201-K``: the preset's two letters, the table size, the date, and a check
character (``check_character``): a weighted sum modulo 29, over an alphabet of 29 symbols with
no 0/O, 1/I/L, U/V or 2/Z to confuse, that refuses any one character mistyped and any two
neighbours of the body swapped.  Read case-insensitively, spaces and hyphens ignored.

The field.  ``field_results`` plays the same deals with each computer level in seat 0 (the
expert's game is the baseline); ``matchpoints`` scores a person's points per hand against it
(the share of the field beaten, ties half) and ``against_expert`` gives the hand-by-hand gap.
"""

from __future__ import annotations

import datetime
import hashlib
import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from game.engine import PRESET_TABLES, Deal, GameState, RuleSet, format_cards, preset
from game.engine import actions as A
from game.engine.cards import SUIT_LETTERS
from game.engine.state import shuffled_deck

from .driver import deals, dealt_hand, play

HANDS = 8
SEAT = 0                       # the person's seat: the home seat
PARTNERS = "expert"            # the level of every other seat
BASELINE = "expert"            # the field entry the person's points are set against
FIELD_LEVELS: tuple[str, ...] = ("easy", "normal", "expert", "master")
KEY_VERSION = "v1"             # part of every key: a new dealing scheme would be v2, never a silent change

PRESET_CODES: dict[str, str] = {
    "classic": "CL", "new-england": "NE", "house-125": "HR", "cutthroat": "CT", "forty-five": "FF",
    "nova-scotia": "NS",
}
CODE_PRESETS = {code: name for name, code in PRESET_CODES.items()}
CHECK_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXY"   # 29 symbols, a prime: see check_character
_CODE_SHAPE = re.compile(r"(?P<preset>[A-Z]{2})(?P<table>[0-9])(?P<date>[0-9]{8})(?P<check>[0-9A-Z])")


class ChallengeCodeError(ValueError):
    """A challenge code that cannot be played; ``part`` names what is wrong: ``form``,
    ``check`` (a typo), ``preset``, ``table`` or ``date``."""

    def __init__(self, message: str, part: str) -> None:
        super().__init__(message)
        self.part = part


def check_character(body: str) -> str:
    """The check character of a code's body (``CL420261201``): ``sum((i + 1) * value)`` mod 29,
    a digit's value its own and a letter's 10 to 35.  Within the body a digit stands where a
    digit must and a letter where a letter must, so one character mistyped changes a value by
    1 to 25 and two neighbours swapped change the sum by (a - b) times -1: never a multiple of
    the prime 29, so the check always changes."""
    total = sum((i + 1) * int(ch, 36) for i, ch in enumerate(body))
    return CHECK_ALPHABET[total % len(CHECK_ALPHABET)]


def _key(day: datetime.date, name: str, players: int) -> bytes:
    return f"auction-forty-fives/daily/{KEY_VERSION}/{name}/{players}/{day.isoformat()}".encode()


def _number(*parts: bytes | str | int) -> int:
    """A stable 256-bit number from the parts (SHA-256: the same in every process and machine)."""
    digest = hashlib.sha256(b"\x1f".join(p if isinstance(p, bytes) else str(p).encode() for p in parts))
    return int.from_bytes(digest.digest(), "big")


@dataclass(frozen=True)
class ChallengeDeal:
    """One hand of the challenge: who deals and the deck, top card first (the engine's
    ``Deal`` action; ``str(deal)`` is its notation, ``deal AS 2S ...``)."""

    hand: int          # 0 to 7
    dealer: int
    deal: Deal

    def start(self, rules: RuleSet) -> GameState:
        """A new game from 0-0 with this hand dealt: the table the person (or a level) plays."""
        return dealt_hand(rules, self.dealer, self.deal)

    def notation(self) -> tuple[str, str]:
        """The two chance actions in the engine's notation: ``dealer 2``, ``deal AS ...``."""
        return str(A.dealer(self.dealer)), str(self.deal)


@dataclass(frozen=True)
class Challenge:
    """A day's challenge for one preset and table size: its deals and its code."""

    date: datetime.date
    preset: str
    players: int
    seat: int
    deals: tuple[ChallengeDeal, ...]

    @classmethod
    def for_date(cls, day: datetime.date, name: str, players: int | None = None) -> Challenge:
        """The challenge of ``day`` at preset ``name`` (its usual table size unless ``players``);
        a ``RulesError`` for an unknown preset or a size it is not played at."""
        rules = preset(name, players)
        key = _key(day, rules.name, rules.players)
        first = _number(key, "dealer") % rules.players
        dealt = []
        for hand in range(HANDS):
            deck = shuffled_deck(random.Random(_number(key, "hand", hand)))
            dealt.append(ChallengeDeal(hand, (first + hand) % rules.players, A.deal_action(deck)))
        return cls(day, rules.name, rules.players, SEAT, tuple(dealt))

    @classmethod
    def from_code(cls, code: str) -> Challenge:
        """The challenge a code names; a ``ChallengeCodeError`` saying what is wrong with it."""
        name, players, day = parse_code(code)
        return cls.for_date(day, name, players)

    @property
    def rules(self) -> RuleSet:
        return preset(self.preset, self.players)

    @property
    def code(self) -> str:
        """``CL4-20261201-K``: what a person reads aloud or types to play these deals."""
        day = self.date
        body = f"{PRESET_CODES[self.preset]}{self.players}{day.year:04d}{day.month:02d}{day.day:02d}"
        return f"{body[:3]}-{body[3:]}-{check_character(body)}"

    @property
    def key(self) -> bytes:
        return _key(self.date, self.preset, self.players)


def parse_code(code: str) -> tuple[str, int, datetime.date]:
    """A code's preset, table size and date; a ``ChallengeCodeError`` naming what is wrong."""
    if not isinstance(code, str):
        raise ChallengeCodeError(f"a challenge code is text like CL4-20261201-K, not {type(code).__name__}", "form")
    shown = code.strip()[:40]
    text = re.sub(r"[\s\-]", "", code).upper()
    found = _CODE_SHAPE.fullmatch(text)
    if found is None:
        raise ChallengeCodeError(f"challenge code {shown!r} is not like CL4-20261201-K "
                                 "(preset, table size, date YYYYMMDD, check character)", "form")
    body = text[:-1]
    if found["check"] != check_character(body):
        raise ChallengeCodeError(f"challenge code {shown!r} does not check out: a character is mistyped", "check")
    name = CODE_PRESETS.get(found["preset"])
    if name is None:
        known = ", ".join(f"{c} {n}" for c, n in PRESET_CODES.items())
        raise ChallengeCodeError(f"challenge code {shown!r}: {found['preset']!r} is not a preset ({known})", "preset")
    players = int(found["table"])
    if players not in PRESET_TABLES[name]:
        sizes = " or ".join(map(str, PRESET_TABLES[name]))
        raise ChallengeCodeError(f"challenge code {shown!r}: {name} is played by {sizes}, not {players}", "table")
    try:
        digits = found["date"]
        day = datetime.date(int(digits[:4]), int(digits[4:6]), int(digits[6:]))
    except ValueError:
        raise ChallengeCodeError(f"challenge code {shown!r}: {found['date']} is not a date", "date") from None
    return name, players, day


def seat_rng(challenge: Challenge, hand: int, seat: int) -> random.Random:
    """The generator of ``seat`` in ``hand``: the same for every level in seat 0 and at the
    person's own table, so only the person's choices make the games differ."""
    return random.Random(_number(challenge.key, "seat", hand, seat))


# ------------------------------------------------------------------ the field

@dataclass(frozen=True)
class HandResult:
    """One hand as one level played it in the person's seat: the points its side scored (the
    change to the score, negative when set back) and the contract (``bidder`` -1: none, a
    redeal or a preset without an auction; ``made`` None where there was no bid)."""

    hand: int
    level: str
    points: int
    bidder: int
    bid: int
    trump: str          # the suit's letter, "" when none was named
    made: bool | None

    def as_json(self) -> dict[str, object]:
        return {"points": self.points, "bidder": self.bidder, "bid": self.bid, "trump": self.trump,
                "made": self.made}


@dataclass(frozen=True)
class Field:
    """The field's results: ``results[level][hand]`` for each level that sat in seat 0."""

    code: str
    results: Mapping[str, tuple[HandResult, ...]]

    def points(self, level: str) -> tuple[int, ...]:
        return tuple(r.points for r in self.results[level])

    @property
    def baseline(self) -> tuple[int, ...]:
        """The expert's points per hand: what ``against_expert`` sets the person against."""
        return self.points(BASELINE)


def play_hand(challenge: Challenge, hand: int, level: str) -> HandResult:
    """``hand`` of the challenge with ``level`` in the person's seat and the expert elsewhere."""
    from game.ai import make_player  # the players are loaded only when a field is played
    rules = challenge.rules
    dealt = challenge.deals[hand]
    players = [make_player(level if seat == challenge.seat else PARTNERS) for seat in range(rules.players)]
    rngs = [seat_rng(challenge, hand, seat) for seat in range(rules.players)]
    st = play(GameState(rules, seed=0), [p.choose for p in players], rngs, stop_at_hand=1,
              chance=deals(dealt.dealer, lambda _hand: dealt.deal))
    score = st.last_score
    if score is None:   # everyone passed and the rules redeal: nothing scored
        return HandResult(hand, level, 0, -1, 0, "", None)
    bidder = st.bidder if rules.auction else -1
    return HandResult(hand, level, score.score_change[rules.side_of(challenge.seat)], bidder,
                      st.bid if bidder >= 0 else 0, SUIT_LETTERS[st.trump] if st.trump >= 0 else "", score.made)


def _play_job(job: tuple[str, int, str, int, int, str]) -> tuple[int, int, HandResult]:
    """One (level, hand) of a field, in a worker process: the challenge is remade from its date."""
    iso, level_index, name, players, hand, level = job
    challenge = Challenge.for_date(datetime.date.fromisoformat(iso), name, players)
    return level_index, hand, play_hand(challenge, hand, level)


Progress = Callable[[int, int], None]   # (hands played, hands in all)


def field_results(challenge: Challenge, levels: Sequence[str] = FIELD_LEVELS, progress: Progress | None = None,
                  workers: int = 1, hands: Sequence[int] | None = None) -> Field:
    """The challenge's deals (``hands``: all of them by default) played with each of ``levels``
    in the person's seat, the expert always among them (the baseline).  The results do not
    depend on ``workers`` (processes sharing the games) or on the process: every seat's
    generator is seeded from the challenge.  A ``ValueError`` for an unknown level."""
    from game.ai import LEVELS
    wanted = list(dict.fromkeys([*levels, BASELINE]))
    unknown = [level for level in wanted if level not in LEVELS]
    if unknown:
        raise ValueError(f"unknown level {unknown[0]!r}: choose from {', '.join(LEVELS)}")
    chosen = list(range(HANDS)) if hands is None else list(hands)
    if not chosen or any(not 0 <= h < HANDS for h in chosen) or len(set(chosen)) != len(chosen):
        raise ValueError(f"hands must be distinct numbers 0 to {HANDS - 1}, not {chosen}")
    # the slowest level first, so that several workers finish together
    order = sorted(range(len(wanted)), key=lambda i: -LEVELS.index(wanted[i]))
    jobs = [(challenge.date.isoformat(), i, challenge.preset, challenge.players, hand, wanted[i])
            for i in order for hand in chosen]
    found: dict[tuple[int, int], HandResult] = {}
    workers = max(1, min(workers, len(jobs)))
    if workers == 1:
        outcomes = map(_play_job, jobs)
        for index, hand, result in outcomes:
            found[index, hand] = result
            if progress is not None:
                progress(len(found), len(jobs))
    else:
        from multiprocessing import Pool
        with Pool(workers) as pool:
            for index, hand, result in pool.imap_unordered(_play_job, jobs):
                found[index, hand] = result
                if progress is not None:
                    progress(len(found), len(jobs))
    results = {level: tuple(found[i, hand] for hand in chosen) for i, level in enumerate(wanted)}
    return Field(challenge.code, results)


def _checked(person: Sequence[int], field: Field) -> tuple[list[tuple[int, ...]], int]:
    entries = [field.points(level) for level in field.results]
    hands = len(field.baseline)
    if len(person) != hands:
        raise ValueError(f"person_points has {len(person)} hands, the field {hands}")
    return entries, hands


def hand_matchpoints(person: Sequence[int], field: Field) -> tuple[float, ...]:
    """Per hand, 0 to 100: the share of the field's entries the person's points beat, a tie
    counting half (bridge's matchpoints)."""
    entries, hands = _checked(person, field)
    return tuple(100.0 * sum(1.0 if person[h] > e[h] else 0.5 if person[h] == e[h] else 0.0 for e in entries)
                 / len(entries) for h in range(hands))


def matchpoints(person: Sequence[int], field: Field) -> float:
    """The challenge's score, 0 to 100: the share of the field beaten over all its hands, ties half."""
    per_hand = hand_matchpoints(person, field)
    return sum(per_hand) / len(per_hand)


def against_expert(person: Sequence[int], field: Field) -> tuple[int, ...]:
    """Per hand, the person's points minus the expert's on the same cards."""
    _checked(person, field)
    return tuple(p - e for p, e in zip(person, field.baseline, strict=True))


def seat_cards(challenge: Challenge, dealt: ChallengeDeal) -> list[str]:
    """Each seat's cards once the hand is dealt, in the engine's notation."""
    st = dealt.start(challenge.rules)
    return [format_cards(st.hand_of(seat)) for seat in range(challenge.players)]


__all__ = ["BASELINE", "Challenge", "ChallengeCodeError", "ChallengeDeal", "FIELD_LEVELS", "Field", "HANDS",
           "HandResult", "PRESET_CODES", "against_expert", "check_character", "field_results", "hand_matchpoints",
           "matchpoints", "parse_code", "play_hand", "seat_cards", "seat_rng"]
