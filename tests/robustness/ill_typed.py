"""Deliberately ill-typed input, for the tests that check the engine refuses it.

The refusal tests pass a float where a seat is asked for, ``None`` where a list of cards is, on
purpose: the engine must answer garbage from a caller with a clear ``ValueError`` subclass, not a
``TypeError`` from deep inside.  ``wrong`` marks each such argument, so the type checker still
checks everything else in those calls (and one helper replaces dozens of ``type: ignore``)."""

from __future__ import annotations

from typing import Any


def wrong(value: object) -> Any:
    """``value`` unchanged, typed ``Any``: a deliberately ill-typed argument."""
    return value
