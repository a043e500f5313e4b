"""Sound effects that degrade to silence instead of ever crashing the game.

Audio is a nicety: a machine without a sound card, a missing or corrupt WAV, or a
mixer error must never interrupt play, so every failure here is swallowed and the
affected effect simply stays silent.
"""

from __future__ import annotations

import pathlib

import pygame

EFFECT_NAMES = ("deal", "play", "trick", "bid", "pass", "made", "set", "shuffle", "click",
                "error", "win")
MIN_CHANNELS = 16  # a dealt hand fires many overlapping "deal" sounds


class SoundBoard:
    """Loads ``<assets>/sounds/<name>.wav`` for every effect and plays them on request.

    ``assets_dir`` may be the assets folder or the ``sounds`` folder itself.
    ``available`` is False when no audio device could be opened; then ``play`` is a no-op.
    """

    def __init__(self, assets_dir: pathlib.Path, volume: float = 0.8, muted: bool = False) -> None:
        self.volume = _clamp(volume)
        self.muted = bool(muted)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = self._open_mixer()
        if self.available:
            self._load_all(self._sounds_dir(pathlib.Path(assets_dir)))

    @staticmethod
    def _open_mixer() -> bool:
        """Initialise the mixer if nobody has yet; False when there is no usable device."""
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.pre_init(44_100, -16, 2, 512)
                pygame.mixer.init()
            if pygame.mixer.get_num_channels() < MIN_CHANNELS:
                pygame.mixer.set_num_channels(MIN_CHANNELS)
            return pygame.mixer.get_init() is not None
        except Exception:  # noqa: BLE001 - any mixer failure just means "play silently"
            return False

    @staticmethod
    def _sounds_dir(assets_dir: pathlib.Path) -> pathlib.Path:
        nested = assets_dir / "sounds"
        return nested if nested.is_dir() else assets_dir

    def _load_all(self, sounds_dir: pathlib.Path) -> None:
        for name in EFFECT_NAMES:
            path = sounds_dir / f"{name}.wav"
            if not path.is_file():
                continue
            try:
                sound = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError, ValueError):
                continue  # corrupt or unreadable: that effect stays silent
            sound.set_volume(self.volume)
            self._sounds[name] = sound

    @property
    def loaded(self) -> tuple[str, ...]:
        """Names of the effects that will actually make a sound."""
        return tuple(self._sounds)

    def play(self, name: str) -> None:
        """Play effect ``name`` unless muted; unknown names and failures are silent."""
        if self.muted or not self.available:
            return
        sound = self._sounds.get(name)
        if sound is None:
            return
        try:
            sound.play()
        except pygame.error:
            pass

    def set_volume(self, volume: float) -> None:
        """Set the effects volume, clamped to 0..1."""
        self.volume = _clamp(volume)
        for sound in self._sounds.values():
            try:
                sound.set_volume(self.volume)
            except pygame.error:
                pass

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute; muting also cuts off anything still ringing."""
        self.muted = bool(muted)
        if self.muted and self.available:
            for sound in self._sounds.values():
                try:
                    sound.stop()
                except pygame.error:
                    pass


def _clamp(volume: float) -> float:
    try:
        value = float(volume)
    except (TypeError, ValueError):
        return 0.0
    if value != value:  # NaN
        return 0.0
    return min(1.0, max(0.0, value))


class SilentSound:
    """A sound player that plays nothing: the attract table behind the menu is not heard."""

    available = False

    def play(self, name: str) -> None:
        """Silence, whatever the effect."""

    def set_volume(self, volume: float) -> None:
        """Nothing to turn up."""

    def set_muted(self, muted: bool) -> None:
        """Always quiet."""
