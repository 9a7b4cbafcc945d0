"""The game's sounds, synthesised: short mono 16-bit clips at 44100 Hz, their one definition.
The game plays them from the WAV files ``make_clips.py`` writes from here (``clips.py`` says
why): change a sound here, then run ``make sounds``.

Each clip is made of soft impacts: a few decaying resonances over a low-passed noise
transient, mixed into a float buffer, smoothed, scaled to a quiet peak and faded out.
Every clip comes from its own seeded ``random.Random``, so it is the same on every run.
"""

import math
import random
from array import array

from .clips import SAMPLE_RATE

PEAK = 0.45  # of full scale: quiet, and room to mix two clips without clipping
FADE_S = 0.02


def _impact(buffer: list[float], start: float, rng: random.Random, amplitude: float,
            pitches: tuple[float, float], decay_s: float, noise: float, brightness: float) -> None:
    """Add one impact at ``start`` seconds: three damped partials (their base drawn between
    ``pitches``), decaying in about ``decay_s``, over a noise burst low-passed by ``brightness``
    (0-1, the one-pole filter's coefficient)."""
    first = int(start * SAMPLE_RATE)
    length = min(int(decay_s * 5 * SAMPLE_RATE), len(buffer) - first)
    if length <= 0:
        return
    base = rng.uniform(*pitches)
    partials = [(base * ratio * rng.uniform(0.97, 1.03), weight, rng.uniform(0, math.tau))
                for ratio, weight in ((1.0, 1.0), (1.58, 0.45), (2.31, 0.2))]
    fall = math.exp(-1 / (decay_s * SAMPLE_RATE))
    noise_fall = math.exp(-1 / (decay_s * 0.3 * SAMPLE_RATE))
    envelope = noise_envelope = 1.0
    smoothed = 0.0
    for n in range(length):
        t = n / SAMPLE_RATE
        tone = sum(weight * math.sin(math.tau * frequency * t + phase)
                   for frequency, weight, phase in partials)
        smoothed += brightness * (rng.uniform(-1, 1) - smoothed)
        attack = min(1.0, n / 40)  # about 1 ms: no click at the onset
        buffer[first + n] += amplitude * attack * (
            envelope * tone + noise * noise_envelope * smoothed)
        envelope *= fall
        noise_envelope *= noise_fall


def _rumble(buffer: list[float], rng: random.Random, amplitude: float, brightness: float,
            swells: list[tuple[float, float]]) -> None:
    """Add a bed of low-passed noise that swells around each (centre s, width s)."""
    smoothed = 0.0
    for n in range(len(buffer)):
        t = n / SAMPLE_RATE
        level = sum(math.exp(-(((t - centre) / width) ** 2)) for centre, width in swells)
        smoothed += brightness * (rng.uniform(-1, 1) - smoothed)
        buffer[n] += amplitude * level * smoothed


def _finish(buffer: list[float], softness: float = 0.55) -> array:
    """The buffer low-passed once more, scaled to :data:`PEAK`, faded out, as 16-bit PCM."""
    smoothed = 0.0
    for n, value in enumerate(buffer):
        smoothed += softness * (value - smoothed)
        buffer[n] = smoothed
    loudest = max(abs(value) for value in buffer) or 1.0
    fade = int(FADE_S * SAMPLE_RATE)
    scale = PEAK * 32767 / loudest
    pcm = array("h", bytes(2 * len(buffer)))
    for n, value in enumerate(buffer):
        left = len(buffer) - 1 - n
        gain = 0.5 - 0.5 * math.cos(math.pi * left / fade) if left < fade else 1.0
        pcm[n] = round(value * scale * gain)
    return pcm


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * SAMPLE_RATE)


def shake(seed: int = 11) -> array:
    """Three dice rattled in a leather cup, two strokes (~0.35 s)."""
    rng = random.Random(seed)
    buffer = _silence(0.35)
    strokes = (0.05, 0.19)
    _rumble(buffer, rng, 0.25, 0.08, [(stroke + 0.04, 0.05) for stroke in strokes])
    for stroke in strokes:
        for _ in range(9):
            start = stroke + rng.uniform(0.0, 0.1)
            if rng.random() < 0.6:  # die on die: small, bright
                _impact(buffer, start, rng, rng.uniform(0.25, 0.55), (1900, 2900), 0.006, 0.5, 0.35)
            else:  # die on the cup: muffled
                _impact(buffer, start, rng, rng.uniform(0.3, 0.6), (420, 700), 0.012, 0.8, 0.12)
    return _finish(buffer)


def throw(seed: int = 23) -> array:
    """The dice leave the cup: a brief swish, then they first touch the felt (~0.25 s)."""
    rng = random.Random(seed)
    buffer = _silence(0.25)
    _rumble(buffer, rng, 0.35, 0.05, [(0.05, 0.035)])
    for start in (0.09, 0.115, 0.13):
        _impact(buffer, start + rng.uniform(0, 0.01), rng, rng.uniform(0.7, 1.0), (300, 420),
                0.008, 1.5, 0.1)
    _impact(buffer, 0.15, rng, 0.25, (1800, 2400), 0.005, 0.3, 0.3)
    return _finish(buffer, 0.45)


def land(seed: int = 37) -> array:
    """Dice settling on felt: soft thuds, smaller and closer together (~0.25 s)."""
    rng = random.Random(seed)
    buffer = _silence(0.25)
    start, gap, amplitude = 0.005, 0.05, 1.0
    for _ in range(5):
        _impact(buffer, start, rng, amplitude, (300, 420), 0.008, 1.5, 0.1)
        if rng.random() < 0.5:  # a die clicks against another
            _impact(buffer, start + 0.004, rng, amplitude * 0.2, (1700, 2300), 0.004, 0.3, 0.3)
        start, gap, amplitude = start + gap, gap * 0.7, amplitude * 0.6
    return _finish(buffer, 0.45)


def chips(seed: int = 41) -> array:
    """Clay chips dropped on a stack: a few short clacks (~0.2 s)."""
    rng = random.Random(seed)
    buffer = _silence(0.2)
    start = 0.005
    for amplitude in (1.0, 0.7, 0.8, 0.45):
        _impact(buffer, start, rng, amplitude, (2000, 2700), 0.007, 0.4, 0.25)
        _impact(buffer, start, rng, amplitude * 0.5, (650, 900), 0.01, 0.6, 0.1)  # the body
        start += rng.uniform(0.025, 0.045)
    return _finish(buffer, 0.5)


CLIPS = {"shake": shake, "throw": throw, "land": land, "chips": chips}


def synthesise(name: str) -> array:
    """The clip called ``name`` (one of :data:`CLIPS`) as signed 16-bit mono samples."""
    return CLIPS[name]()
