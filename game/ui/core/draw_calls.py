"""Making a recording (``game.ui.core.picture``): the scenes draw onto a ``Recorder`` while the
``pygame.draw`` calls and the scaling calls that draw into it are kept instead of done.

Blits and fills are the recorder's own methods; ``pygame.draw`` and ``pygame.transform.scale``
are module functions, so while recording they are swapped for ones that keep a call aimed at a
recorder (with where it may put pixels) and do one aimed at a real surface (a picture being made).
A call not known here is refused by name (``_bounds_of``), never kept with the wrong area.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pygame

from game.ui.core.picture import Recorder, Recording, version_of


def _freeze(value: Any) -> Any:
    """A hashable stand-in for a drawing call's argument (rects, colours, lists of points)."""
    if isinstance(value, (int, float, str, bool)) or value is None:
        return value
    if isinstance(value, pygame.Rect):
        return ("rect", value.x, value.y, value.w, value.h)
    if isinstance(value, (list, tuple, pygame.Color, pygame.Vector2)):
        return tuple(_freeze(item) for item in value)
    return value


def _points_bounds(points: Sequence[Any], margin: float) -> pygame.Rect:
    xs = [float(p[0]) for p in points]
    ys = [float(p[1]) for p in points]
    m = int(margin) + 2
    return pygame.Rect(int(min(xs)) - m, int(min(ys)) - m, int(max(xs) - min(xs)) + 2 * m + 1,
                       int(max(ys) - min(ys)) + 2 * m + 1)


def _arg(args: tuple[Any, ...], kwargs: dict[str, Any], index: int, name: str, default: Any = None) -> Any:
    if len(args) > index:
        return args[index]
    return kwargs.get(name, default)


def _bounds_of(name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> pygame.Rect:
    """Where a ``pygame.draw`` call may put pixels (its arguments after the surface)."""
    if name in ("rect", "ellipse", "arc"):
        return pygame.Rect(_arg(args, kwargs, 1, "rect")).inflate(2, 2)
    if name in ("circle", "aacircle"):
        centre = _arg(args, kwargs, 1, "center")
        radius = float(_arg(args, kwargs, 2, "radius"))
        return _points_bounds([centre], radius + 1)
    if name in ("line", "aaline"):
        start, end = _arg(args, kwargs, 1, "start_pos"), _arg(args, kwargs, 2, "end_pos")
        width = _arg(args, kwargs, 3, "width", 1)
        return _points_bounds([start, end], float(width if isinstance(width, (int, float)) else 1))
    if name in ("lines", "aalines"):
        points = _arg(args, kwargs, 2, "points")
        width = _arg(args, kwargs, 3, "width", 1)
        return _points_bounds(points, float(width if isinstance(width, (int, float)) else 1))
    if name == "polygon":
        points = _arg(args, kwargs, 1, "points")
        return _points_bounds(points, float(_arg(args, kwargs, 2, "width", 0)))
    raise ValueError(f"pygame.draw.{name} cannot be recorded: say where it draws in game.ui.core.draw_calls")


DRAW_CALLS = ("rect", "circle", "aacircle", "ellipse", "arc", "line", "aaline", "lines", "aalines", "polygon")
_originals: dict[str, Callable[..., pygame.Rect]] = {}


def _recording_call(name: str, original: Callable[..., pygame.Rect]) -> Callable[..., pygame.Rect]:
    def call(surface: pygame.Surface, *args: Any, **kwargs: Any) -> pygame.Rect:
        if not isinstance(surface, Recorder):
            return original(surface, *args, **kwargs)
        local = _bounds_of(name, args, kwargs)
        ox, oy = surface.get_offset()
        if ox or oy:
            moved = _moved_args(name, args, kwargs, ox, oy)
            run_args, run_kwargs = moved
        else:
            run_args, run_kwargs = args, kwargs

        def run(real: pygame.Surface) -> None:
            original(real, *run_args, **run_kwargs)
        key = ("draw", name, _freeze(args), _freeze(tuple(sorted(kwargs.items()))))
        return surface.record(key, local, run)
    call.__name__ = name
    return call


def _moved_args(name: str, args: tuple[Any, ...], kwargs: dict[str, Any], ox: int,
                oy: int) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """A draw call's arguments moved from a part of the window (``subsurface``) to the window."""
    def move(point: Any) -> tuple[float, float]:
        return (float(point[0]) + ox, float(point[1]) + oy)
    moved = list(args)
    if name in ("rect", "ellipse", "arc"):
        moved[1] = pygame.Rect(moved[1]).move(ox, oy)
    elif name in ("circle", "aacircle", "line", "aaline"):
        moved[1] = move(moved[1])
        if name in ("line", "aaline"):
            moved[2] = move(moved[2])
    elif name in ("lines", "aalines"):
        moved[2] = [move(p) for p in moved[2]]
    elif name == "polygon":
        moved[1] = [move(p) for p in moved[1]]
    return tuple(moved), kwargs


def _scale_into(name: str, original: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
    """``pygame.transform.scale``/``smoothscale`` into a part of the window: kept, and done only
    when played back, where it is played back (a picture enlarged a whole number of times is
    enlarged just there: the attract table at 4K)."""
    def call(surface: pygame.Surface, size: Any, dest_surface: pygame.Surface | None = None) -> pygame.Surface:
        if not isinstance(dest_surface, Recorder):
            if dest_surface is None:
                return original(surface, size)
            return original(surface, size, dest_surface)
        source = surface
        parent = source.get_parent()
        picture = source if parent is None else parent
        inside = (0, 0) if parent is None else source.get_offset()
        width, height = int(size[0]), int(size[1])
        at = dest_surface.get_offset()

        def run(real: pygame.Surface) -> None:
            _scale_where_shown(original, source, (width, height), at, real)
        key = ("scale", name, id(picture), inside, source.get_size(), (width, height))
        dest_surface.record(key, pygame.Rect((0, 0), (width, height)), run, picture, version_of(picture),
                            (at[0] - inside[0], at[1] - inside[1]))
        return dest_surface
    call.__name__ = name
    return call


def _scale_where_shown(original: Callable[..., pygame.Surface], source: pygame.Surface, size: tuple[int, int],
                       at: tuple[int, int], real: pygame.Surface) -> None:
    """Enlarge ``source`` to ``size`` at ``at``, within ``real``'s clip: only the part shown when
    it is enlarged a whole number of times (the same pixels as enlarging it all), else all of it."""
    dest = pygame.Rect(at, size)
    shown = dest.clip(real.get_clip())
    if shown.w <= 0 or shown.h <= 0:
        return
    w, h = source.get_size()
    fx, fy = (size[0] // w, size[1] // h) if w and h else (0, 0)
    if fx < 1 or fy < 1 or (w * fx, h * fy) != size:
        real.blit(original(source, size), at)
        return
    left, top = (shown.x - dest.x) // fx, (shown.y - dest.y) // fy
    right, bottom = -(-(shown.right - dest.x) // fx), -(-(shown.bottom - dest.y) // fy)
    part = pygame.Rect(left, top, right - left, bottom - top)
    region = pygame.Rect(dest.x + left * fx, dest.y + top * fy, part.w * fx, part.h * fy)
    if real.get_clip().contains(region):   # straight into the window: no picture to make first
        original(source.subsurface(part), region.size, real.subsurface(region))
    else:
        real.blit(original(source.subsurface(part), region.size), region)


@contextlib.contextmanager
def recording_draw_calls() -> Iterator[None]:
    """While recording, ``pygame.draw`` and the scaling calls that draw into a ``Recorder`` are
    kept instead of done (calls on real surfaces, such as a picture being made, are done)."""
    if _originals:   # already recording (a recording inside a recording draws as one)
        yield
        return
    transforms = {name: getattr(pygame.transform, name) for name in ("scale", "smoothscale")}
    try:
        for name in DRAW_CALLS:
            if hasattr(pygame.draw, name):
                _originals[name] = getattr(pygame.draw, name)
                setattr(pygame.draw, name, _recording_call(name, _originals[name]))
        for name, original in transforms.items():
            setattr(pygame.transform, name, _scale_into(name, original))
        yield
    finally:
        for name, original in _originals.items():
            setattr(pygame.draw, name, original)
        for name, original in transforms.items():
            setattr(pygame.transform, name, original)
        _originals.clear()


def record(size: tuple[int, int], draw: Callable[[pygame.Surface], None],
           stands_for: pygame.Surface | None = None) -> Recording:
    """Run ``draw`` on a ``Recorder`` of ``size``; what it drew, in order."""
    recorder = Recorder(size, stands_for)
    with recording_draw_calls():
        draw(recorder)
    return recorder.recording


# ---------------------------------------------------------------------- comparing and playing back
