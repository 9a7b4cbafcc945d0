"""Writes the shipped clips (``clips/*.wav``, read by ``clips.py``) from the synth, their one
definition: run ``make sounds`` (``python -m zanzibar_desktop.sound.make_clips``) after any
change to ``synth.py`` and commit the files. ``tests/sound/test_clips.py`` fails while they
differ from what the synth makes."""

from __future__ import annotations

import sys
import wave
from pathlib import Path

from .clips import FOLDER, SAMPLE_RATE, SAMPLE_WIDTH
from .synth import CLIPS, synthesise


def write(folder: Path = FOLDER) -> list[Path]:
    """Every clip of the synth as ``folder/<name>.wav``, and no other; the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in CLIPS:
        target = folder / f"{name}.wav"
        fresh = target.with_name(f"{name}.wav.new")  # renamed into place: a game may be reading
        with wave.open(str(fresh), "wb") as clip:
            clip.setnchannels(1)
            clip.setsampwidth(SAMPLE_WIDTH)
            clip.setframerate(SAMPLE_RATE)
            clip.writeframes(synthesise(name))  # wave writes little-endian on any machine
        fresh.replace(target)
        written.append(target)
    for stale in set(folder.glob("*.wav")) - set(written):  # a clip the synth no longer makes
        stale.unlink()
    return written


if __name__ == "__main__":
    for path in write(Path(sys.argv[1]) if len(sys.argv) > 1 else FOLDER):
        print(path)
