"""The game's sounds, synthesised here and played through miniaudio (see README.md)."""

from .player import SoundPlayer
from .synth import CLIPS, SAMPLE_RATE

__all__ = ["CLIPS", "SAMPLE_RATE", "SoundPlayer"]
