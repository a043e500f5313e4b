"""Synthesize the game's sound effects as small WAV files, using only the standard library.

Run ``python tools/make_sounds.py`` to (re)write ``assets/sounds/*.wav``.  Output is
deterministic (fixed random seeds), 44.1 kHz 16-bit mono, DC-free and peak
normalised below full scale, so the committed files can be regenerated exactly.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

SAMPLE_RATE = 44_100
PEAK = 0.71  # about -3 dBFS: loud enough, never clips after resampling
# Sustained, dense sounds are quieter so every effect feels equally loud in play.
LEVELS = {"error": 0.3, "set": 0.45, "bid": 0.6, "pass": 0.6, "click": 0.5, "win": 0.6}
EFFECT_NAMES = ("deal", "play", "trick", "bid", "pass", "made", "set", "shuffle", "click",
                "error", "win")
DEFAULT_OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"

Samples = list[float]


# ------------------------------------------------------------------ building blocks
def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * SAMPLE_RATE)


def noise(seconds: float, rng: random.Random) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * SAMPLE_RATE))]


def mix_into(target: Samples, source: Samples, at_seconds: float, gain: float = 1.0) -> None:
    """Add ``source`` into ``target`` starting at ``at_seconds``, growing it if needed."""
    start = int(at_seconds * SAMPLE_RATE)
    if len(target) < start + len(source):
        target.extend([0.0] * (start + len(source) - len(target)))
    for index, value in enumerate(source):
        target[start + index] += value * gain


def envelope(samples: Samples, attack: float, decay: float, hold: float = 0.0) -> Samples:
    """Linear attack, optional hold, exponential decay, and a 10 ms taper to true silence.

    The taper matters: a note cut off mid-decay clicks audibly when mixed.
    """
    attack_n, hold_n = max(1, int(attack * SAMPLE_RATE)), int(hold * SAMPLE_RATE)
    taper_n = min(len(samples), int(0.01 * SAMPLE_RATE))
    out = []
    for index, value in enumerate(samples):
        if index < attack_n:
            gain = index / attack_n
        elif index < attack_n + hold_n:
            gain = 1.0
        else:
            gain = math.exp(-(index - attack_n - hold_n) / (decay * SAMPLE_RATE))
        remaining = len(samples) - index
        if remaining < taper_n:
            gain *= remaining / taper_n
        out.append(value * gain)
    return out


def band_sweep(samples: Samples, start_hz: float, end_hz: float, resonance: float = 1.2) -> Samples:
    """State-variable band-pass whose centre glides from start to end: airy whooshes."""
    low = band = 0.0
    damping = 1.0 / resonance
    count = max(1, len(samples) - 1)
    out = []
    for index, value in enumerate(samples):
        centre = start_hz * (end_hz / start_hz) ** (index / count)
        tune = 2.0 * math.sin(math.pi * min(centre, SAMPLE_RATE / 6) / SAMPLE_RATE)
        low += tune * band
        high = value - low - damping * band
        band += tune * high
        out.append(band)
    return out


def low_pass(samples: Samples, cutoff_hz: float) -> Samples:
    alpha = 1.0 - math.exp(-2.0 * math.pi * cutoff_hz / SAMPLE_RATE)
    state, out = 0.0, []
    for value in samples:
        state += alpha * (value - state)
        out.append(state)
    return out


def high_pass(samples: Samples, cutoff_hz: float) -> Samples:
    smoothed = low_pass(samples, cutoff_hz)
    return [value - smooth for value, smooth in zip(samples, smoothed, strict=True)]


def tone(freq: float | Callable[[float], float], seconds: float,
         partials: tuple[tuple[float, float, float], ...] = ((1.0, 1.0, 0.0),),
         vibrato: float = 0.0) -> Samples:
    """Additive tone; each partial is (frequency ratio, amplitude, extra decay per second).

    ``freq`` may be a function of time for glides.  Partials above 16 kHz are skipped.
    """
    out: Samples = []
    phases = [0.0] * len(partials)
    for index in range(int(seconds * SAMPLE_RATE)):
        t = index / SAMPLE_RATE
        base = freq(t) if callable(freq) else freq
        base *= 1.0 + vibrato * math.sin(2 * math.pi * 5.5 * t)
        value = 0.0
        for number, (ratio, amplitude, extra_decay) in enumerate(partials):
            step = 2 * math.pi * base * ratio / SAMPLE_RATE
            phases[number] += step
            if base * ratio < 16_000:
                value += amplitude * math.exp(-extra_decay * t) * math.sin(phases[number])
        out.append(value)
    return out


def note_hz(semitones_from_a4: float) -> float:
    return 440.0 * 2 ** (semitones_from_a4 / 12)


BELL = ((1.0, 1.0, 0.0), (2.0, 0.45, 3.0), (2.76, 0.3, 6.0), (5.4, 0.12, 12.0))
MARIMBA = ((1.0, 1.0, 0.0), (4.0, 0.35, 30.0), (10.0, 0.08, 60.0))
BRASS = tuple((float(k), 1.0 / k, 0.6 * k) for k in range(1, 11))
WARM = ((1.0, 1.0, 0.0), (2.0, 0.4, 1.0), (3.0, 0.2, 2.0))


def snap(rng: random.Random, brightness: float = 2600.0, body_hz: float = 150.0) -> Samples:
    """A card hitting the table: a band-passed noise crack over a tiny low thump."""
    crack = envelope(band_sweep(noise(0.09, rng), brightness * 1.4, brightness * 0.7, 0.9),
                     0.0015, 0.012)
    thump = envelope(tone(body_hz, 0.09), 0.002, 0.02)
    mix_into(crack, thump, 0.0, 0.5)
    return crack


def whoosh(rng: random.Random, seconds: float, start_hz: float, end_hz: float) -> Samples:
    """Air moving as a card slides: swept band-passed noise with a soft swell."""
    swept = low_pass(band_sweep(noise(seconds, rng), start_hz, end_hz, 0.8), 7000)
    count = len(swept)
    return [value * math.sin(math.pi * index / count) ** 1.6 for index, value in enumerate(swept)]


# ------------------------------------------------------------------ the effects
def make_play(rng: random.Random) -> Samples:
    out = whoosh(rng, 0.05, 1500, 3500)
    mix_into(out, snap(rng), 0.035, 2.2)
    return out


def make_deal(rng: random.Random) -> Samples:
    out = whoosh(rng, 0.16, 900, 3800)
    mix_into(out, snap(rng, brightness=3200, body_hz=180), 0.14, 0.9)
    return out


def make_trick(rng: random.Random) -> Samples:
    out = whoosh(rng, 0.32, 2400, 700)
    for at, gain in ((0.02, 1.0), (0.09, 0.8), (0.15, 0.7), (0.26, 1.3)):
        mix_into(out, snap(rng, brightness=rng.uniform(2000, 2800)), at, gain)
    return out


def make_bid(rng: random.Random) -> Samples:
    out = envelope(tone(note_hz(3), 0.28, MARIMBA), 0.003, 0.07)
    mix_into(out, envelope(tone(note_hz(10), 0.3, MARIMBA), 0.003, 0.09), 0.07, 0.9)
    return out


def make_pass(rng: random.Random) -> Samples:
    out = envelope(tone(note_hz(-2), 0.3, MARIMBA), 0.004, 0.07)
    mix_into(out, envelope(tone(note_hz(-7), 0.34, MARIMBA), 0.004, 0.09), 0.1, 0.8)
    return low_pass(out, 2500)


def make_made(rng: random.Random) -> Samples:
    out: Samples = []
    for step, semitones in enumerate((3, 7, 10, 15)):  # C5 E5 G5 C6
        mix_into(out, envelope(tone(note_hz(semitones), 1.1 - step * 0.1, BELL), 0.003, 0.35),
                 step * 0.09, 0.8 if step < 3 else 1.0)
    return out


def make_set(rng: random.Random) -> Samples:
    def glide(t: float) -> float:
        """A3, then E3, then sagging half an octave: each step eased, never a jump."""
        step = min(1.0, max(0.0, (t - 0.2) / 0.04))
        semitones = -12 - 5 * step * step * (3 - 2 * step)
        if t > 0.44:
            semitones -= 6 * min(1.0, (t - 0.44) / 0.5)
        return note_hz(round(semitones * 1000) / 1000)
    out = envelope(tone(glide, 1.0, WARM, vibrato=0.006), 0.02, 0.45, hold=0.35)
    return low_pass(out, 1400)


def make_shuffle(rng: random.Random) -> Samples:
    out = [value * 0.25 for value in whoosh(rng, 0.95, 1500, 3000)]
    at, gap = 0.02, 0.035
    while at < 0.82:
        mix_into(out, envelope(band_sweep(noise(0.02, rng), 3500, 2500, 1.0), 0.0005, 0.004),
                 at, rng.uniform(0.5, 0.9))
        gap = max(0.012, gap * 0.93) if at < 0.55 else gap * 1.12
        at += gap * rng.uniform(0.8, 1.2)
    mix_into(out, snap(rng, brightness=2200), 0.86, 1.3)
    return low_pass(out, 8000)


def make_click(rng: random.Random) -> Samples:
    out = envelope(tone(1800, 0.03, ((1.0, 1.0, 0.0), (2.7, 0.3, 0.0))), 0.0005, 0.005)
    mix_into(out, envelope(high_pass(noise(0.01, rng), 3000), 0.0003, 0.002), 0.0, 0.4)
    return out


def make_error(rng: random.Random) -> Samples:
    buzz = tuple((float(k), 1.0 / k, 0.0) for k in range(1, 16, 2))  # square-ish
    out: Samples = []
    for at in (0.0, 0.15):
        mix_into(out, envelope(tone(146.8, 0.12, buzz), 0.004, 0.2, hold=0.08), at)
    return low_pass(out, 1800)


def make_win(rng: random.Random) -> Samples:
    out: Samples = []
    for step, semitones in enumerate((-2, 3, 7)):  # G4 C5 E5 pickups
        mix_into(out, envelope(tone(note_hz(semitones), 0.16, BRASS, 0.004), 0.015, 0.08,
                               hold=0.06), step * 0.13)
    for semitones, gain in ((10, 1.0), (7, 0.6), (3, 0.55), (-9, 0.5)):  # G5 over a C chord
        mix_into(out, envelope(tone(note_hz(semitones), 1.0, BRASS, 0.006), 0.03, 0.3,
                               hold=0.3), 0.39, gain)
    return low_pass(out, 5000)


MAKERS: dict[str, Callable[[random.Random], Samples]] = {
    "deal": make_deal, "play": make_play, "trick": make_trick, "bid": make_bid,
    "pass": make_pass, "made": make_made, "set": make_set, "shuffle": make_shuffle,
    "click": make_click, "error": make_error, "win": make_win,
}


# ------------------------------------------------------------------ output
def finish(samples: Samples, peak_level: float = PEAK, fade_out: float = 0.02) -> Samples:
    """Remove DC, fade the edges (no clicks) and normalise the peak to ``peak_level``."""
    filtered = high_pass(samples, 25.0)
    mean = sum(filtered) / max(1, len(filtered))
    centred = [value - mean for value in filtered]
    fade_in_n, fade_out_n = int(0.002 * SAMPLE_RATE), int(fade_out * SAMPLE_RATE)
    count = len(centred)
    for index in range(min(fade_in_n, count)):
        centred[index] *= index / fade_in_n
    for index in range(min(fade_out_n, count)):
        centred[count - 1 - index] *= index / fade_out_n
    peak = max((abs(value) for value in centred), default=0.0) or 1.0
    return [value * peak_level / peak for value in centred]


def synthesize(name: str) -> Samples:
    """The finished samples (floats in -1..1) of effect ``name``; deterministic."""
    rng = random.Random(f"forty-fives:{name}")
    return finish(MAKERS[name](rng), LEVELS.get(name, PEAK))


def write_wav(path: Path, samples: Samples) -> None:
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(value * 32767))))
                      for value in samples)
    with wave.open(str(path), "wb") as output:
        output.setnchannels(1)
        output.setsampwidth(2)
        output.setframerate(SAMPLE_RATE)
        output.writeframes(frames)


def generate_all(out_dir: Path = DEFAULT_OUT, names: tuple[str, ...] = EFFECT_NAMES) -> list[Path]:
    """Write every effect as ``<out_dir>/<name>.wav`` and return the paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name in names:
        path = out_dir / f"{name}.wav"
        write_wav(path, synthesize(name))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output directory")
    parser.add_argument("names", nargs="*", help="effects to build (default: all)")
    args = parser.parse_args(argv)
    unknown = [name for name in args.names if name not in MAKERS]
    if unknown:
        parser.error(f"unknown effects {unknown}; choose from {', '.join(EFFECT_NAMES)}")
    for path in generate_all(args.out, tuple(args.names) or EFFECT_NAMES):
        print(f"wrote {path} ({path.stat().st_size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
