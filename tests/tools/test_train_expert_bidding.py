"""The auction trainer: who plays the training deals, and that ``--play expert`` values
each call by the expert's own card play, reproducibly.

Issue 11: "Train by self-play with the expert's own play (not only normal's), and keep the
training reproducible (`tools/`, a seed, the data as shipped files with their provenance)."
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.ai import RuleBasedPlayer
from game.ai.expert.bidding_model import FEATURES
from game.ai.expert.player import ExpertPlayer
from game.engine import preset
from tools import train_expert_bidding as trainer


def _is_normal(player: object) -> bool:
    return isinstance(player, RuleBasedPlayer) and player.name == "normal"


def _card_player(player: object) -> object:
    return getattr(player, "cards", player)


@pytest.mark.parametrize("deal", [0, 1])
def test_expert_play_puts_the_recorded_side_on_the_expert_search(deal: int) -> None:
    """The recorded side (by the deal's parity) bids by the table and plays by the expert;
    the other side is ``normal`` throughout, as in the duel the table is judged in."""
    rules = preset("house-125")
    seats, recorded_side = trainer.training_seats(rules, deal, "table", "expert", 6)
    assert recorded_side == deal % 2
    for seat, player in enumerate(seats):
        if rules.side_of(seat) == recorded_side:
            assert isinstance(player, trainer.TablePlayer)
            cards = _card_player(player)
            assert isinstance(cards, ExpertPlayer) and cards.max_worlds == 6
            assert player.normal_bids is None   # bids by the installed table
        else:
            assert _is_normal(player)


def test_normal_training_keeps_every_seat_normal_and_records_all() -> None:
    """The shipped tables' first rounds: every seat ``normal``, every spot recorded."""
    rules = preset("classic")
    seats, recorded_side = trainer.training_seats(rules, 3, "normal", "normal", 12)
    assert recorded_side == -1
    assert all(_is_normal(player) for player in seats)


def test_expert_play_with_normal_bids_splits_the_table_too() -> None:
    """``--play expert --driver normal``: the recorded side bids as normal, plays as the expert."""
    rules = preset("classic")
    seats, recorded_side = trainer.training_seats(rules, 0, "normal", "expert", 4)
    assert recorded_side == 0
    recorded = [p for s, p in enumerate(seats) if rules.side_of(s) == 0]
    tables = [p for p in recorded if isinstance(p, trainer.TablePlayer)]
    assert tables == recorded and all(isinstance(_card_player(p), ExpertPlayer) for p in recorded)
    assert all(_is_normal(p.normal_bids) for p in tables)
    assert all(_is_normal(p) for s, p in enumerate(seats) if rules.side_of(s) == 1)


def test_cutthroat_has_no_sides_so_every_seat_is_recorded() -> None:
    rules = preset("cutthroat")
    seats, recorded_side = trainer.training_seats(rules, 0, "table", "expert", 4)
    assert recorded_side == -1
    assert all(isinstance(_card_player(p), ExpertPlayer) for p in seats)


def _spot_values(rows: list) -> list[float]:
    return [round(row[-1], 6) for spot in rows for row in spot]


@pytest.mark.slow   # the expert plays every sample twice
def test_expert_play_samples_replay_exactly_and_differ_from_normal_play() -> None:
    """The expert's search counts nodes, not seconds, so a seed gives the same rows on any
    machine; and its play changes what the calls are worth (else the option does nothing)."""
    differ = False
    for deal in range(6):
        job = ("classic", None, 11, deal, "table", "expert", 4)
        by_expert = trainer.deal_samples(job)
        assert trainer.deal_samples(job) == by_expert
        by_normal = trainer.deal_samples(("classic", None, 11, deal, "table", "normal", 4))
        # the same spots (the auction's main line does not depend on the card play) ...
        assert [len(spot) for spot in by_expert[0]] == [len(spot) for spot in by_normal[0]]
        # ... valued by different play
        differ = differ or _spot_values(by_expert[0]) != _spot_values(by_normal[0])
    assert differ


def test_the_written_table_names_how_it_was_played(tmp_path: Path) -> None:
    """The provenance in the shipped file says whose play valued the calls."""
    out = tmp_path / "table.json"
    assert trainer.main(["--rules", "classic", "--deals", "2", "--seed", "4", "--play", "expert",
                         "--play-worlds", "3", "--out", str(out)]) == 0
    trained = json.loads(out.read_text(encoding="utf-8"))["trained"]
    assert trained["play"] == "expert, 3 worlds a card"
    assert trained["deals"] == 2 and trained["seed"] == 4


def _rows(count: int, shift: float) -> tuple[list, list]:
    """Synthetic paired spots: the gain of bidding 20 rises by ``shift`` per five of trump held."""
    auction, trumps = [], []
    for i in range(count):
        five = float(i % 2)
        features = [1.0, five, float(i % 3 == 0), 0.0, float(i % 4), float(i % 5), 0.0, float(i % 7), 1.0]
        auction.append((["0|0|none", "0|none", "none"], "bid20", features, (i % 11) - 5.0 + shift * five))
        trumps.append((features, (i % 13) - 6.0 + shift * five))
    return auction, trumps


def test_the_correction_learns_what_the_expert_play_adds_and_only_that() -> None:
    """Valued twice on the same spots, the difference is all the correction sees: the deal's
    own noise (identical in both runs) cancels, and the expert's extra worth per five remains."""
    correction = trainer.fit_correction(_rows(600, 0.0), _rows(600, 3.0))
    five = FEATURES.index("five")
    for key in ("0|0|none|bid20", "0|none|bid20", "none|bid20"):
        weights = correction["auction"][key]
        assert weights[five] == pytest.approx(3.0, abs=0.1)
        assert all(abs(w) < 0.1 for i, w in enumerate(weights) if i != five)
    assert correction["trump"][five] == pytest.approx(3.0, abs=0.1)


def test_the_correction_is_added_to_the_installed_models_only() -> None:
    installed: dict[str, Any] = {"auction": {"none|bid20": [1.0] * 9, "opp|bid25": [2.0] * 9}, "trump": [0.5] * 9,
                 "trained": {"deals": 10}}
    correction = {"auction": {"none|bid20": [0.25] * 9, "partner|bid30": [9.0] * 9}, "trump": [-0.5] * 9}
    out = trainer.apply_correction(installed, correction)
    assert out["auction"] == {"none|bid20": [1.25] * 9, "opp|bid25": [2.0] * 9}
    assert out["trump"] == [0.0] * 9
    assert installed["auction"]["none|bid20"] == [1.0] * 9   # the installed table is not touched


def test_spots_that_do_not_pair_are_refused() -> None:
    """Two runs whose auctions went differently cannot be subtracted: say so, do not fit noise."""
    normal = _rows(300, 0.0)
    with pytest.raises(ValueError, match="same spots"):
        trainer.fit_correction(normal, (normal[0][:-1], normal[1]))
    other = ([(row[0], "bid25", row[2], row[3]) for row in normal[0]], normal[1])
    with pytest.raises(ValueError, match="does not pair"):
        trainer.fit_correction(normal, other)


def test_correct_installed_needs_expert_play_by_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        trainer.main(["--rules", "house-125", "--deals", "1", "--correct-installed"])
    assert stopped.value.code == 2
    assert "--play expert --driver table" in capsys.readouterr().err
