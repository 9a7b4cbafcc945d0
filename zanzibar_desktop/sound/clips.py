"""The clips as the game ships them: one WAV file each in ``clips/``, mono, signed 16-bit,
44100 Hz, made from ``synth.py`` (their one definition) by ``make_clips.py``.

Why shipped rather than synthesised when first played: the synth is pure Python and takes
the processor 57-88 ms for the shake and 16-33 ms for each other clip. Done on the interface
thread at the first throw, that stalled the dice's animation; done on a thread, it would
still hold the interpreter lock and take the interface thread's time in 5 ms slices; made
fast enough, it would need numpy, whose import alone costs about 140 ms. Reading a file
takes a fraction of a millisecond, and the four clips weigh 93 KB in memory. The files are
committed, so that ``pip install .`` needs no build step to carry them.
Nothing reads them at import: the player reads each at its first use, or all of them in its
warm-up after the first frame.
"""

from __future__ import annotations

import wave
from array import array
from pathlib import Path

SAMPLE_RATE = 44100
SAMPLE_WIDTH = 2  # bytes: signed 16-bit samples
FOLDER = Path(__file__).resolve().parent / "clips"


def names(folder: Path = FOLDER) -> list[str]:
    """The clips shipped in ``folder``, by name."""
    return sorted(path.stem for path in folder.glob("*.wav"))


def read(name: str, folder: Path = FOLDER) -> array:
    """The clip ``name`` as signed 16-bit samples in the machine's byte order. Raises
    ``OSError`` when there is no such clip, ``wave.Error`` or ``ValueError`` when the file is
    not one."""
    with wave.open(str(folder / f"{name}.wav"), "rb") as clip:
        shape = clip.getnchannels(), clip.getsampwidth(), clip.getframerate()
        if shape != (1, SAMPLE_WIDTH, SAMPLE_RATE):
            raise ValueError(f"{name}.wav: {shape} is not mono, 16-bit, {SAMPLE_RATE} Hz")
        return array("h", clip.readframes(clip.getnframes()))  # wave gives native order
