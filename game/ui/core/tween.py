"""Easing, tweens and animated card sprites, advanced only by ``update(dt)``.

Nothing here blocks or sleeps: the fixed-step loop feeds every animation the
same simulation ``dt``, so animations stay deterministic and testable.  Pure
Python with no pygame import, so it is unit-testable headless.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Protocol

Easing = Callable[[float], float]
Value = float | tuple[float, ...]
ValueSource = Value | Callable[[], Value]
Callback = Callable[[], None]


# --- easing functions: map progress t in [0, 1] to eased progress -------------

def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1.0 - (1.0 - t) * (1.0 - t)


def ease_out_cubic(t: float) -> float:
    return 1.0 - (1.0 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4.0 * t * t * t if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 3 / 2.0


def ease_in_back(t: float) -> float:
    c1 = 1.70158
    return (c1 + 1.0) * t * t * t - c1 * t * t


def ease_out_back(t: float) -> float:
    """Overshoots slightly then settles: a card 'snapping' into place."""
    c1 = 1.70158
    c3 = c1 + 1.0
    return 1.0 + c3 * (t - 1.0) ** 3 + c1 * (t - 1.0) ** 2


def ease_out_elastic(t: float) -> float:
    if t <= 0.0:
        return 0.0
    if t >= 1.0:
        return 1.0
    c4 = (2.0 * math.pi) / 3.0
    decay: float = 2.0 ** (-10.0 * t)   # typeshed calls float ** float Any (a negative base gives complex)
    return decay * math.sin((t * 10.0 - 0.75) * c4) + 1.0


def smoothstep(t: float) -> float:
    return t * t * (3.0 - 2.0 * t)


EASINGS: dict[str, Easing] = {
    fn.__name__: fn
    for fn in (linear, ease_in_quad, ease_out_quad, ease_out_cubic,
               ease_in_out_cubic, ease_in_back, ease_out_back, ease_out_elastic, smoothstep)
}


def lerp(start: float, end: float, t: float) -> float:
    return start + (end - start) * t


def interpolate(start: Value, end: Value, t: float) -> Value:
    """Blend scalars or equal-length tuples component-wise."""
    if isinstance(start, tuple) or isinstance(end, tuple):
        if not (isinstance(start, tuple) and isinstance(end, tuple)) or len(start) != len(end):
            raise ValueError(f"cannot interpolate {start!r} to {end!r}")
        return tuple(lerp(a, b, t) for a, b in zip(start, end, strict=True))
    return lerp(float(start), float(end), t)


class Animation(Protocol):
    """Anything a TweenGroup/Sequence/Parallel can drive.

    ``update(dt)`` returns the unused part of dt once finished (so sequences
    chain without drift); ``finish()`` jumps to the end state (skip button).
    """

    @property
    def done(self) -> bool: ...

    def update(self, dt: float) -> float: ...

    def finish(self) -> None: ...


class Tween:
    """Interpolates one value from start to end over duration after an optional delay.

    ``start`` may be a zero-argument callable: it is read when the delay ends,
    so a queued move starts from wherever the object actually is by then.
    """

    def __init__(self, start: ValueSource, end: Value, duration: float,
                 easing: Easing = linear, delay: float = 0.0,
                 on_done: Callback | None = None,
                 on_update: Callable[[Value], None] | None = None) -> None:
        if duration < 0 or delay < 0:
            raise ValueError("duration and delay must be >= 0")
        self._start_source = start
        self._start: Value | None = None if callable(start) else start
        self.end = end
        self.duration = float(duration)
        self.easing = easing
        self.delay = float(delay)
        self.on_done = on_done
        self.on_update = on_update
        self.elapsed = 0.0
        self._done = False
        self._cancelled = False

    @property
    def start(self) -> Value:
        """The start value; before the delay ends a lazy start is only peeked at."""
        if self._start is not None:
            return self._start
        source = self._start_source
        return source() if callable(source) else source

    def _resolve_start(self) -> None:
        self._start = self.start

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def done(self) -> bool:
        return self._done

    @property
    def progress(self) -> float:
        """Un-eased progress in [0, 1]; 0 while still in the delay."""
        if self.elapsed < self.delay:
            return 0.0
        if self.duration == 0:
            return 1.0
        return min(1.0, (self.elapsed - self.delay) / self.duration)

    @property
    def value(self) -> Value:
        if self._done and not self._cancelled:
            return self.end
        if self._start is None:
            return self.start
        return interpolate(self.start, self.end, self.easing(self.progress))

    def value_after(self, seconds: float) -> Value:
        """The value ``seconds`` from now, changing nothing: a look ahead, so pictures the next
        frames will want can be made in this frame's spare time."""
        if self._done:
            return self.value
        elapsed = self.elapsed + max(0.0, seconds)
        if elapsed < self.delay:
            return self.start
        if self.duration == 0 or elapsed >= self.delay + self.duration:
            return self.end
        return interpolate(self.start, self.end, self.easing((elapsed - self.delay) / self.duration))

    def update(self, dt: float) -> float:
        if self._done:
            return dt
        self.elapsed += max(0.0, dt)
        if self._start is None and self.elapsed >= self.delay:
            self._resolve_start()
        if self.elapsed >= self.delay + self.duration:
            leftover = self.elapsed - (self.delay + self.duration)
            self._complete()
            return leftover
        if self.started and self.on_update is not None:
            self.on_update(self.value)
        return 0.0

    def finish(self) -> None:
        if self._done:
            return
        if self._start is None:
            self._resolve_start()
        self.elapsed = self.delay + self.duration
        self._complete()

    def cancel(self) -> None:
        """Stop where it is without snapping to the end or calling on_done."""
        self._done = True
        self._cancelled = True

    def _complete(self) -> None:
        self._done = True
        if self.on_update is not None:
            self.on_update(self.end)
        if self.on_done is not None:
            self.on_done()


def wait(seconds: float) -> Tween:
    """A pause inside a Sequence."""
    return Tween(0.0, 0.0, seconds)


class Call:
    """Runs a callback once, in order, inside a Sequence (e.g. play a sound)."""

    def __init__(self, callback: Callable[[], None]) -> None:
        self._callback = callback
        self._done = False

    @property
    def done(self) -> bool:
        return self._done

    def update(self, dt: float) -> float:
        if not self._done:
            self._done = True
            self._callback()
        return dt

    def finish(self) -> None:
        self.update(0.0)


class _Composite:
    """Shared bookkeeping for Sequence and Parallel."""

    def __init__(self, members: tuple[Animation, ...], on_done: Callback | None) -> None:
        self._members: list[Animation] = list(members)
        self.on_done = on_done
        self._done = False

    @property
    def done(self) -> bool:
        return self._done

    def _complete(self) -> None:
        self._done = True
        if self.on_done is not None:
            self.on_done()


class Sequence(_Composite):
    """Runs animations one after another, passing leftover time on so nothing drifts."""

    def __init__(self, *steps: Animation, on_done: Callback | None = None) -> None:
        super().__init__(steps, on_done)
        self._index = 0

    def update(self, dt: float) -> float:
        remaining = dt
        while not self._done:
            if self._index >= len(self._members):
                self._complete()
                break
            current = self._members[self._index]
            remaining = current.update(remaining)
            if not current.done:
                return 0.0
            self._index += 1
        return remaining

    def step_after(self, seconds: float) -> tuple[int, float]:
        """Which step runs ``seconds`` from now and how far into its own time it looks, changing
        nothing (a Call takes no time; a step other than a Tween or a Call counts as over)."""
        index, seconds = self._index, max(0.0, seconds)
        while index < len(self._members):
            member = self._members[index]
            if isinstance(member, Tween) and not member.done:
                left = member.delay + member.duration - member.elapsed
                if seconds < left:
                    return index, seconds
                seconds -= left
            index += 1
        return index, seconds

    def value_after(self, seconds: float) -> Value:
        """The value of the Tween running ``seconds`` from now (the last one's end once all are
        over): for a chain of tweens of one value, such as a card turned over."""
        index, into = self.step_after(seconds)
        tweens = [(i, m) for i, m in enumerate(self._members) if isinstance(m, Tween)]
        if not tweens:
            raise ValueError("a sequence without tweens has no value")
        running = [m for i, m in tweens if i == index]
        if running:
            return running[0].value_after(into)
        before = [m for i, m in tweens if i < index]
        return before[-1].end if before else tweens[0][1].value_after(0.0)

    def finish(self) -> None:
        while self._index < len(self._members):
            self._members[self._index].finish()
            self._index += 1
        if not self._done:
            self._complete()


class Parallel(_Composite):
    """Runs animations together; done when the last one is."""

    def __init__(self, *members: Animation, on_done: Callback | None = None) -> None:
        super().__init__(members, on_done)

    def update(self, dt: float) -> float:
        if self._done:
            return dt
        leftovers = [member.update(dt) for member in self._members if not member.done]
        if all(member.done for member in self._members):
            self._complete()
            return min(leftovers) if leftovers else dt
        return 0.0

    def finish(self) -> None:
        for member in self._members:
            member.finish()
        if not self._done:
            self._complete()


class TweenGroup:
    """Owns many running animations; scenes call ``update(dt)`` once per tick.

    ``speed`` scales time (the animation_speed setting); ``busy`` tells a scene
    whether to wait before advancing the game.
    """

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self._running: list[Animation] = []

    def add(self, animation: Animation) -> Animation:
        self._running.append(animation)
        return animation

    def sequence(self, *steps: Animation, on_done: Callback | None = None) -> Sequence:
        return self.add(Sequence(*steps, on_done=on_done))  # type: ignore[return-value]

    def parallel(self, *members: Animation, on_done: Callback | None = None) -> Parallel:
        return self.add(Parallel(*members, on_done=on_done))  # type: ignore[return-value]

    @property
    def busy(self) -> bool:
        return any(not animation.done for animation in self._running)

    def update(self, dt: float) -> None:
        scaled = dt * self.speed
        # Iterate over a snapshot: callbacks may add new animations.
        for animation in list(self._running):
            if not animation.done:
                animation.update(scaled)
        self._running = [animation for animation in self._running if not animation.done]

    def finish_all(self) -> None:
        """Skip every animation to its end (callbacks still fire, in order)."""
        for _ in range(1000):
            if not self._running:
                break
            batch, self._running = self._running, []
            for animation in batch:
                animation.finish()
            self._running = [a for a in self._running if not a.done]

    def clear(self) -> None:
        self._running.clear()


Timeline = TweenGroup


def stagger(count: int, interval: float, first_delay: float = 0.0) -> list[float]:
    """Delays for dealing cards one after another."""
    return [first_delay + index * interval for index in range(count)]
