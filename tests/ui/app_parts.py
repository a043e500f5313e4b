"""Parts of a running app that its type leaves optional, as a test that needs them expects them.

``SceneStack.top`` is ``Scene | None`` (an empty stack has none) and ``App.analyst`` is
``Analyst | None`` (none before ``start``).  A test names the kind of scene it expects on top;
the check that it is one replaces a cast, so a wrong scene fails here, with its name, not as an
``AttributeError`` further on."""

from __future__ import annotations

from typing import TypeVar

from game.app import App
from game.ui.scenes.scene import Scene
from game.ui.table.analysis import Analyst

S = TypeVar("S", bound=Scene)


def on_top(app: App, kind: type[S]) -> S:
    """The scene on top of ``app``'s stack, checked to be a ``kind``."""
    top = app.stack.top
    assert isinstance(top, kind), f"{type(top).__name__} ({getattr(top, 'name', '-')}) on top, not a {kind.__name__}"
    return top


def analyst_of(app: App) -> Analyst:
    """The practice analyst's thread of a started app."""
    analyst = app.analyst
    assert analyst is not None, "the app is started: its analyst is running"
    return analyst
