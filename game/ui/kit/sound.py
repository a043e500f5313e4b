"""Sound effects that degrade to silence instead of ever crashing the game.

Audio is a nicety: a machine without a sound card, a missing or corrupt WAV, or a
mixer error must never interrupt play, so the affected effect simply stays silent.
Silent is not unreported, though: every failure is logged, and a sound the
installation should have shipped but lacks is an error in ``problems`` (to be shown).
"""

from __future__ import annotations

import logging
import pathlib
from typing import TYPE_CHECKING

import pygame

from game import resources

if TYPE_CHECKING:  # pragma: no cover
    from importlib.abc import Traversable

log = logging.getLogger(__name__)

EFFECT_NAMES = resources.SOUND_EFFECTS
MIN_CHANNELS = 16  # a dealt hand fires many overlapping "deal" sounds


class SoundBoard:
    """Loads ``sounds/<name>.wav`` for every effect and plays them on request.

    ``assets_dir`` is None for the sounds the game ships (found by ``game.resources``), or
    another assets folder or ``sounds`` folder (tests, tools).  ``available`` is False when no
    audio device could be opened; then ``play`` is a no-op.  ``problems`` lists, in words,
    the shipped sounds that are missing (an incomplete installation).
    """

    def __init__(self, assets_dir: pathlib.Path | None = None, volume: float = 0.8,
                 muted: bool = False) -> None:
        self.volume = _clamp(volume)
        self.muted = bool(muted)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.problems: list[str] = []
        self.source: Traversable | None = None   # where the sounds were read from
        self._warned: set[str] = set()
        self.available = self._open_mixer()
        if self.available:
            self._load_all(assets_dir)

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
        except Exception as exc:  # noqa: BLE001 - any mixer failure just means "play silently"
            log.warning("no audio (%s): the game plays silently", exc)
            log.debug("the mixer could not be opened", exc_info=True)
            return False

    @staticmethod
    def _sounds_dir(assets_dir: pathlib.Path) -> pathlib.Path:
        nested = assets_dir / "sounds"
        return nested if nested.is_dir() else assets_dir

    def _load_all(self, assets_dir: pathlib.Path | None) -> None:
        folder = self._folder(assets_dir)
        if folder is None:
            return
        for name in EFFECT_NAMES:
            source = folder.joinpath(f"{name}.wav")
            if not source.is_file():
                self._missing(f"the sound {name!r} is missing: no file {source}; it stays silent",
                              shipped=assets_dir is None)
                continue
            try:
                with source.open("rb") as stream:
                    sound = pygame.mixer.Sound(file=stream)
            except (pygame.error, OSError, ValueError):
                log.warning("the sound %s could not be loaded; it stays silent", source, exc_info=True)
                continue
            sound.set_volume(self.volume)
            self._sounds[name] = sound
        log.info("%d of %d sounds loaded from %s", len(self._sounds), len(EFFECT_NAMES), folder)

    def _folder(self, assets_dir: pathlib.Path | None) -> Traversable | None:
        """The folder of the WAV files: the shipped one (``game.resources``) or the one given."""
        if assets_dir is None:
            try:
                self.source = resources.sounds_dir()
            except resources.DataError as exc:
                self._missing(str(exc), shipped=True)
                return None
            return self.source
        folder = self._sounds_dir(pathlib.Path(assets_dir))
        if not folder.is_dir():
            self._missing(f"no sounds folder {folder}: the game plays silently", shipped=False)
            return None
        self.source = folder
        return folder

    def _missing(self, message: str, shipped: bool) -> None:
        """A shipped sound that is missing is an error to show; another folder's, a warning."""
        if shipped:
            log.error("%s", message)
            self.problems.append(message)
        else:
            log.warning("%s", message)

    def _warn_once(self, kind: str, message: str, **kwargs: object) -> None:
        """A failing device fails every call: the log gets the first of each kind."""
        if kind not in self._warned:
            self._warned.add(kind)
            log.warning(message, **kwargs)  # type: ignore[arg-type]

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
            self._warn_once("play", "a sound could not be played; the game goes on", exc_info=True)

    def set_volume(self, volume: float) -> None:
        """Set the effects volume, clamped to 0..1."""
        self.volume = _clamp(volume)
        for sound in self._sounds.values():
            try:
                sound.set_volume(self.volume)
            except pygame.error:
                self._warn_once("volume", "the volume could not be set", exc_info=True)

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute; muting also cuts off anything still ringing."""
        self.muted = bool(muted)
        if self.muted and self.available:
            for sound in self._sounds.values():
                try:
                    sound.stop()
                except pygame.error:
                    self._warn_once("stop", "a sound could not be stopped", exc_info=True)


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
