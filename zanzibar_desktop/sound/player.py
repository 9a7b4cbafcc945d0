"""Plays the synthesised clips through miniaudio, quietly giving up when it cannot.

The playback device is opened on the first :meth:`SoundPlayer.play`, never at start-up.
Under Qt's offscreen or minimal platform (tests, CI) no device is opened at all unless one
is injected. A missing library or device, or any failure of it, turns sound off for the
session without a word: the game is the same without it.
"""

from __future__ import annotations

import atexit
import os
import sys
import threading
import weakref
from array import array
from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager, nullcontext, suppress
from typing import Any

from .synth import CLIPS, SAMPLE_RATE, synthesise

HEADLESS_PLATFORMS = ("offscreen", "minimal")
MAX_VOICES = 4
PERIOD_MS = 30  # the device asks for this much sound at a time: the latency


def headless() -> bool:
    """True when Qt draws nowhere a player could be listening (tests, CI)."""
    return os.environ.get("QT_QPA_PLATFORM", "").split(":")[0] in HEADLESS_PLATFORMS


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Silence what C libraries print while the device opens (ALSA lists missing cards)."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def open_miniaudio_device() -> Any:
    """A mono 16-bit miniaudio playback device on a real backend (never the null one)."""
    import _cffi_backend  # noqa: F401 - what _miniaudio loads; named so PyInstaller bundles it
    import miniaudio

    backends = sorted((backend for backend in miniaudio.get_enabled_backends()
                       if backend not in (miniaudio.Backend.NULL, miniaudio.Backend.CUSTOM)),
                      key=lambda backend: backend.value)
    with _quiet_stderr() if sys.platform.startswith("linux") else nullcontext():
        return miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
            sample_rate=SAMPLE_RATE, buffersize_msec=PERIOD_MS, backends=backends,
            app_name="Zanzibar Desktop")


def _close_at_exit(reference: weakref.ref) -> None:
    player = reference()
    if player is not None:
        player.close()


class SoundPlayer:
    """The game's sounds: ``play("shake" | "throw" | "land" | "chips")``.

    ``open_device`` makes the playback device (a miniaudio ``PlaybackDevice`` or a test's
    stand-in with ``start(generator)`` and ``close()``); without it, miniaudio's is used,
    except under a headless Qt platform."""

    def __init__(self, enabled: bool = True,
                 open_device: Callable[[], Any] | None = None) -> None:
        self._enabled = enabled
        self._open_device = open_device
        self._device: Any = None
        self._failed = open_device is None and headless()
        self._voices: list[tuple[str, array, int]] = []  # name, samples, next position
        self._lock = threading.Lock()
        self._clips: dict[str, array] = {}
        self._closes_at_exit = False

    @property
    def enabled(self) -> bool:
        return self._enabled

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self._enabled = on
        if not on:
            self._close_device()

    @property
    def available(self) -> bool:
        """Whether sound can be heard: opens the device if no sound has been played yet."""
        return self._ensure_device()

    def play(self, name: str) -> None:
        """Start the clip ``name`` over what is playing (an earlier one of the same name is
        replaced); does nothing when sound is off, unavailable or ``name`` unknown."""
        if not self._enabled or name not in CLIPS or not self._ensure_device():
            return
        try:
            clip = self._clips.get(name)
            if clip is None:
                clip = self._clips[name] = synthesise(name)
            with self._lock:
                voices = [voice for voice in self._voices if voice[0] != name]
                self._voices = [*voices[-(MAX_VOICES - 1):], (name, clip, 0)]
        except Exception:  # sound is never worth an error
            self._give_up()

    def close(self) -> None:
        """Stop and release the device (a later :meth:`play` opens it again)."""
        self._close_device()

    # ------------------------------------------------------------ the device
    def _ensure_device(self) -> bool:
        if self._failed:
            return False
        if self._device is not None:
            return True
        try:
            opener = self._open_device or open_miniaudio_device
            device = opener()
            stream = self._stream()
            next(stream)
            device.start(stream)
        except Exception:  # no library, no device, a busy one: silence
            self._give_up()
            return False
        self._device = device
        if not self._closes_at_exit:
            self._closes_at_exit = True
            atexit.register(_close_at_exit, weakref.ref(self))
        return True

    def _give_up(self) -> None:
        self._failed = True
        self._close_device()

    def _close_device(self) -> None:
        device, self._device = self._device, None
        with self._lock:
            self._voices = []
        if device is not None:
            with suppress(Exception):  # closing a broken device
                device.close()

    def _stream(self) -> Generator[bytes | array, int, None]:
        """The device's source: each ``send(frames)`` gets that many mixed samples."""
        frames = yield b""
        while True:
            try:
                chunk = self._mix(frames)
            except Exception:  # never raise on the audio thread
                chunk = array("h", bytes(2 * frames))
            frames = yield chunk

    def _mix(self, frames: int) -> array:
        with self._lock:
            voices = self._voices
            self._voices = [(name, clip, position + frames) for name, clip, position in voices
                            if position + frames < len(clip)]
        parts = [clip[position:position + frames] for _name, clip, position in voices]
        if len(parts) == 1 and len(parts[0]) == frames:
            return parts[0]
        mixed = [0] * frames
        for part in parts:
            for index, sample in enumerate(part):
                mixed[index] += sample
        return array("h", (max(-32767, min(32767, sample)) for sample in mixed))
