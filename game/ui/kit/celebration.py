"""Flourishes: confetti for a made bid, fireworks and confetti for a won game.

Particles move by ``update(dt)`` (never in ``draw``) at speeds scaled to the window, so the
same celebration looks the same at 720p and at 4K; a seed makes each one repeatable.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from game.ui.kit import theme

COLOURS = [(255, 222, 130), (120, 220, 140), (255, 110, 110), (120, 170, 255), (250, 242, 222)]


@dataclass(slots=True)
class _Paper:
    """One piece of confetti: where it is, how fast it falls and turns (changed by ``update``)."""

    x: float
    y: float
    vx: float
    vy: float
    spin: float
    colour: tuple[int, int, int]


@dataclass(slots=True)
class _Spark:
    """One firework spark: where it is, how fast it flies, how old it is (changed by ``update``)."""

    x: float
    y: float
    vx: float
    vy: float
    age: float
    colour: tuple[int, int, int]


class Confetti:
    """A short shower of falling paper."""

    SECONDS = 4.0

    def __init__(self, width: int, count: int, seed: int, seconds: float = SECONDS) -> None:
        rng = random.Random(seed)
        speed = theme.px(100) / 100
        self.seconds = seconds
        self.parts = [_Paper(rng.uniform(0, width), -rng.uniform(0.0, 0.4) * width * 0.3, rng.uniform(-60, 60) * speed,
                             rng.uniform(80, 260) * speed, rng.uniform(0, 6.28), rng.choice(COLOURS))
                      for _ in range(count)]
        self.gravity = 120 * speed
        self.age = 0.0

    @property
    def done(self) -> bool:
        return self.age > self.seconds

    def update(self, dt: float) -> None:
        self.age += dt
        for p in self.parts:
            p.x += p.vx * dt
            p.y += p.vy * dt
            p.vy += self.gravity * dt
            p.spin += 5 * dt

    def draw(self, surface: pygame.Surface) -> None:
        if self.done:
            return
        size = theme.px(9)
        for p in self.parts:
            w = max(1, int(size * abs(math.cos(p.spin))))
            pygame.draw.rect(surface, p.colour, (int(p.x), int(p.y), w, size))


class Fireworks:
    """Bursts of sparks over the top of the screen, one after another, for a won game."""

    SPARKS = 36

    def __init__(self, size: tuple[int, int], bursts: int, seed: int, every: float = 0.55) -> None:
        rng = random.Random(seed)
        self.speed = theme.px(100) / 100
        self.launches = [(i * every + rng.uniform(0, 0.2), rng.uniform(0.15, 0.85) * size[0],
                          rng.uniform(0.12, 0.45) * size[1], rng.choice(COLOURS)) for i in range(bursts)]
        self.sparks: list[_Spark] = []
        self.age = 0.0
        self._rng = rng
        self.seconds = bursts * every + 1.6

    @property
    def done(self) -> bool:
        return self.age > self.seconds

    def update(self, dt: float) -> None:
        before, self.age = self.age, self.age + dt
        for at, x, y, colour in self.launches:
            if before <= at < self.age:
                for k in range(self.SPARKS):
                    angle = 2 * math.pi * k / self.SPARKS + self._rng.uniform(-0.08, 0.08)
                    v = self._rng.uniform(140, 260) * self.speed
                    self.sparks.append(_Spark(x, y, math.cos(angle) * v, math.sin(angle) * v, 0.0, colour))
        for s in self.sparks:
            s.x += s.vx * dt
            s.y += s.vy * dt
            s.vy += 90 * self.speed * dt
            s.vx *= 1 - 0.8 * dt
            s.age += dt
        self.sparks = [s for s in self.sparks if s.age < 1.3]

    def draw(self, surface: pygame.Surface) -> None:
        radius = max(2, theme.px(5))
        for s in self.sparks:
            fade = max(0.0, 1.0 - s.age / 1.3)
            r = max(1, round(radius * (0.5 + fade)))
            shade = [round(c * (0.35 + 0.65 * fade)) for c in s.colour]
            pygame.draw.circle(surface, shade, (round(s.x), round(s.y)), r)
