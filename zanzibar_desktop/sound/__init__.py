"""The game's sounds: synthesised in ``synth.py``, shipped as the WAV files made from it, and
played through miniaudio (see README.md). Importing this reads and opens nothing."""

from .player import SoundPlayer

__all__ = ["SoundPlayer"]
