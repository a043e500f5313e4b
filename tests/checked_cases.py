"""Property tests that count the cases that really checked something.

A property test that skips the examples it cannot use (``hypothesis.assume``) passes just the
same when every example is skipped: it then checked nothing. ``at_least(floor)`` wraps such a
test: each example calls ``checked()`` once it is past every ``assume``, and the test fails when
fewer than ``floor`` examples got there. The count lives in the test's own call (no module
counter read by a later test), so it holds under pytest-xdist and in any order.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

_counts: list[int] = []     # one entry per running ``at_least`` test (innermost last)


def checked() -> None:
    """Mark the running example as one that reached its assertions."""
    if not _counts:
        raise RuntimeError("checked() called outside a test wrapped by at_least()")
    _counts[-1] += 1


def at_least(floor: int) -> Callable[[F], F]:
    """Put above ``@settings``/``@given``: the test fails unless ``floor`` examples called
    ``checked()`` (hypothesis's shrinking and replays may add more; never fewer)."""
    if floor < 1:
        raise ValueError("a floor below 1 lets a test that checked nothing pass")

    def wrap(test: F) -> F:
        @functools.wraps(test)
        def counting(*args: Any, **kwargs: Any) -> None:
            _counts.append(0)
            try:
                test(*args, **kwargs)
                ran = _counts[-1]
            finally:
                _counts.pop()
            assert ran >= floor, f"{test.__name__}: only {ran} examples checked anything (at least {floor} wanted)"
        return counting  # type: ignore[return-value]
    return wrap
