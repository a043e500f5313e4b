"""Argument checks for the engine's public functions: garbage in is a typed ``ValueError``
that names the argument, never a ``TypeError`` or ``IndexError`` from deep inside, and
never a wrong answer (``observation(-1)`` must not hand out seat 3's cards).

The lowest engine module (imports nothing of the engine), so every other one can use it.
The checks cost one or two comparisons in the common case: hot paths call them only where
a caller outside the engine can reach.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeGuard


class ArgumentError(ValueError):
    """A public engine function given a value of the wrong kind or out of range (a seed that
    is not a whole number, scores of the wrong length, ...); ``argument`` names it."""

    def __init__(self, message: str, argument: str = "") -> None:
        super().__init__(message)
        self.argument = argument


class SeatError(ValueError):
    """A seat that is not at the table, or not in the game, where one must be."""


def describe(value: object) -> str:
    """A value as an error message quotes it: short, and safe for any value (``repr`` of an int
    of thousands of digits raises, and a megabyte of text helps no one)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"a {value.bit_length()}-bit number"
    try:
        text = repr(value)
    except (ValueError, RecursionError):
        return f"a {type(value).__name__}"
    return text if len(text) <= 40 else text[:37] + "..."


def is_whole(value: object) -> TypeGuard[int]:
    """An int that is not a bool (``True`` is an int to Python, never a card or a seat here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole(value: Any, argument: str, low: int, high: int, error: type = ArgumentError) -> int:
    """``value`` if it is a whole number in ``low..high``, else ``error`` naming ``argument``."""
    if value.__class__ is int and low <= value <= high:
        return value
    if is_whole(value) and low <= value <= high:
        return int(value)
    raise error(f"{argument} must be a whole number from {low} to {high}, not {describe(value)}")


def whole_list(value: Any, argument: str, length: int, low: int, high: int,
               error: type = ArgumentError) -> list[int]:
    """A sequence of ``length`` whole numbers in ``low..high`` (per-seat or per-side figures)."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence) and not hasattr(value, "__iter__"):
        raise error(f"{argument} must be a list of {length} whole numbers, not {describe(value)}")
    items = list(value)
    if len(items) != length:
        raise error(f"{argument} must be a list of {length} whole numbers, not {len(items)}")
    return [whole(v, f"{argument}[{i}]", low, high, error) for i, v in enumerate(items)]


def optional_whole(value: Any, argument: str, low: int, high: int,
                   error: type = ArgumentError) -> int | None:
    return None if value is None else whole(value, argument, low, high, error)


__all__ = ["ArgumentError", "SeatError", "describe", "is_whole", "optional_whole", "whole", "whole_list"]
