"""The cycle collector runs in spare time when it is nearly due, not in the middle of a frame."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from game.ui.core import collector


@pytest.fixture
def small_thresholds() -> Iterator[None]:
    before = gc.get_threshold()
    gc.collect()
    gc.set_threshold(200, 3, 3)
    yield
    gc.set_threshold(*before)


def allocate(containers: int) -> list[list[int]]:
    return [[i] for i in range(containers)]


def test_nothing_is_collected_before_it_is_nearly_due(small_thresholds: None) -> None:
    gc.collect()
    kept = allocate(20)
    assert collector.collect_ahead(deadline=float("inf")) is None
    assert gc.get_count()[0] >= 20
    del kept


def test_a_nearly_due_collection_is_made_ahead_and_starts_the_count_again(small_thresholds: None) -> None:
    gc.collect()
    kept = allocate(150)
    assert gc.get_count()[0] >= 100
    assert collector.collect_ahead(deadline=float("inf")) == 0
    assert gc.get_count()[0] < 20
    del kept


def test_the_older_generations_in_turn_as_the_collector_would(small_thresholds: None) -> None:
    gc.collect()
    kept, made = [], []
    for _ in range(9):
        kept.append(allocate(120))   # kept alive: the count rises by what is made
        made.append(collector.collect_ahead(deadline=float("inf")))
    assert made == [0, 0, 1, 0, 0, 1, 0, 0, 2], "every third collection takes the next generation too"


def test_no_time_left_or_no_collector_means_no_collection(small_thresholds: None) -> None:
    gc.collect()
    kept = allocate(150)
    assert collector.collect_ahead(deadline=0.0, clock=lambda: 1.0) is None
    gc.disable()
    try:
        assert collector.collect_ahead(deadline=float("inf")) is None
    finally:
        gc.enable()
    del kept


def test_a_full_collection_waits_for_room(small_thresholds: None) -> None:
    gc.collect()
    kept = []
    for _ in range(8):   # up to where the next collection is a full one
        kept.append(allocate(120))
        collector.collect_ahead(deadline=float("inf"))
    kept.append(allocate(120))
    assert collector.collect_ahead(deadline=100.002, clock=lambda: 100.0) == 1, "2 ms: no room for a full one"
