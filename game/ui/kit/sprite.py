"""A card's position, turn, size and fade as plain data, moved by tweens.

Pure Python (no pygame), so sprites can be tested headless; the table view draws them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from game.ui.core.tween import (
    Animation,
    Call,
    Easing,
    Sequence,
    Tween,
    Value,
    ease_in_quad,
    ease_out_cubic,
    ease_out_quad,
    linear,
)

Callback = Callable[[], None]
FACE_SWAP_STEP = 1   # in a turn over's steps (squash, swap, widen), the swap


@dataclass
class CardSprite:
    """Where one card is drawn and how it is moving: pure data plus its tweens.

    ``x``/``y`` is the card centre in window pixels, ``angle`` is degrees
    counter-clockwise (pygame.transform.rotate convention), ``alpha`` is 0..1
    and ``flip`` is the horizontal squash used while turning the card over.
    """

    x: float = 0.0
    y: float = 0.0
    angle: float = 0.0
    scale: float = 1.0
    alpha: float = 1.0
    face_up: bool = False
    card: Hashable | None = None
    z: int = 0
    flip: float = 1.0
    _active: dict[str, Animation] = field(default_factory=dict, init=False, repr=False,
                                          compare=False)
    _turning_to: bool | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def pos(self) -> tuple[float, float]:
        return (self.x, self.y)

    @property
    def busy(self) -> bool:
        return any(not animation.done for animation in self._active.values())

    def set_pos(self, x: float, y: float) -> None:
        """Teleport, cancelling any movement in progress."""
        self._cancel("pos")
        self.x, self.y = x, y

    def move_to(self, x: float, y: float, duration: float = 0.35,
                easing: Easing = ease_out_cubic, delay: float = 0.0,
                on_done: Callback | None = None) -> Tween:
        def apply(value: Value) -> None:
            self.x, self.y = value  # type: ignore[misc]
        return self._start("pos", Tween(lambda: (self.x, self.y), (float(x), float(y)), duration,
                                        easing, delay, on_done, apply))

    def rotate_to(self, angle: float, duration: float = 0.35, easing: Easing = ease_out_cubic,
                  delay: float = 0.0, on_done: Callback | None = None) -> Tween:
        return self.animate("angle", angle, duration, easing, delay, on_done)

    def scale_to(self, scale: float, duration: float = 0.25, easing: Easing = ease_out_cubic,
                 delay: float = 0.0, on_done: Callback | None = None) -> Tween:
        return self.animate("scale", scale, duration, easing, delay, on_done)

    def fade_to(self, alpha: float, duration: float = 0.25, easing: Easing = linear,
                delay: float = 0.0, on_done: Callback | None = None) -> Tween:
        return self.animate("alpha", alpha, duration, easing, delay, on_done)

    def flip_to(self, face_up: bool, duration: float = 0.3, delay: float = 0.0,
                on_done: Callback | None = None) -> Sequence:
        """Squash to an edge, swap faces at the midpoint, then widen again."""
        def set_flip(value: Value) -> None:
            self.flip = float(value)  # type: ignore[arg-type]

        def swap_face() -> None:
            self.face_up = face_up

        half = duration / 2.0
        animation = Sequence(
            Tween(lambda: self.flip, 0.0, half, ease_in_quad, delay, on_update=set_flip),
            Call(swap_face),
            Tween(0.0, 1.0, half, ease_out_quad, on_update=set_flip),
            on_done=on_done,
        )
        self._cancel("flip")
        self._active["flip"] = animation
        self._turning_to = face_up
        return animation

    def hide_face(self) -> None:
        """Face down at once, any turn over dropped: a hand another person must not glimpse
        (a turn shows the face for half its time)."""
        self._active.pop("flip", None)
        self._turning_to = None
        self.face_up = False
        self.flip = 1.0

    def animate(self, attribute: str, target: float, duration: float, easing: Easing = linear,
                delay: float = 0.0, on_done: Callback | None = None) -> Tween:
        """Tween any numeric attribute; one running tween per attribute (new replaces old)."""
        def apply(value: Value) -> None:
            setattr(self, attribute, float(value))  # type: ignore[arg-type]
        return self._start(attribute, Tween(lambda: float(getattr(self, attribute)), float(target),
                                            duration, easing, delay, on_done, apply))

    def value_after(self, attribute: str, seconds: float) -> float:
        """What ``attribute`` will be ``seconds`` from now if nothing new starts, changing
        nothing (a turn over's chain of steps included)."""
        animation = self._active.get(attribute)
        if isinstance(animation, (Tween, Sequence)) and not animation.done:
            return float(animation.value_after(seconds))  # type: ignore[arg-type]
        return float(getattr(self, attribute))

    def face_up_after(self, seconds: float) -> bool:
        """Whether the card will show its face ``seconds`` from now (a turn over swaps faces
        at its middle step)."""
        turning = self._active.get("flip")
        if isinstance(turning, Sequence) and not turning.done and self._turning_to is not None:
            index, _ = turning.step_after(seconds)
            if index >= FACE_SWAP_STEP + 1:
                return self._turning_to
        return self.face_up

    def update(self, dt: float) -> None:
        for channel, animation in list(self._active.items()):
            animation.update(dt)
            if animation.done and self._active.get(channel) is animation:
                del self._active[channel]

    def finish(self) -> None:
        """Snap every running animation to its end state (callbacks may chain more)."""
        for _ in range(1000):
            if not self._active:
                break
            channel, animation = next(iter(self._active.items()))
            animation.finish()
            if self._active.get(channel) is animation:
                del self._active[channel]

    def _start(self, channel: str, tween: Tween) -> Tween:
        self._cancel(channel)
        self._active[channel] = tween
        if tween.duration == 0 and tween.delay == 0:
            tween.update(0.0)
            if self._active.get(channel) is tween:
                del self._active[channel]
        return tween

    def _cancel(self, channel: str) -> None:
        previous = self._active.pop(channel, None)
        if isinstance(previous, Tween):
            previous.cancel()
