"""Plays the game's clips through miniaudio, quietly giving up when it cannot.

:meth:`SoundPlayer.play` takes its caller, the interface thread, no longer than a lookup and
a file read: the clips are the WAV files shipped beside this module (``clips.py`` says why
they are not synthesised here), and the playback device is opened on a thread of its own,
because importing miniaudio (which imports numpy and urllib: 100-145 ms) and opening a
device (milliseconds to tens of them) would stall the dice's animation at the first throw.
A sound asked for while the device opens starts as soon as it is open. The window calls
:meth:`SoundPlayer.warm_up` once its first frame is drawn, so that all this is done before
the first throw; nothing is read or opened at import or before the first frame.

Under Qt's offscreen or minimal platform (tests, CI) no device is opened at all unless one is
injected. A missing library or device, or any failure of it, turns sound off for the session
without a word: the game is the same without it.
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

from . import clips

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
            sample_rate=clips.SAMPLE_RATE, buffersize_msec=PERIOD_MS, backends=backends,
            app_name="Zanzibar Desktop")


def _close_at_exit(reference: weakref.ref) -> None:
    player = reference()
    if player is not None:
        player.close()


class SoundPlayer:
    """The game's sounds: ``play("shake" | "throw" | "land" | "chips")``.

    ``open_device`` makes the playback device (a miniaudio ``PlaybackDevice`` or a test's
    stand-in with ``start(generator)`` and ``close()``); without it, miniaudio's is used,
    except under a headless Qt platform. It is called on the player's own thread. ``folder``
    holds the clips (the shipped ones unless a test says otherwise)."""

    def __init__(self, enabled: bool = True,
                 open_device: Callable[[], Any] | None = None,
                 folder: os.PathLike | None = None) -> None:
        self._enabled = enabled
        self._open_device = open_device
        self._folder = clips.FOLDER if folder is None else folder
        self._device: Any = None
        self._opening: threading.Thread | None = None  # the thread opening the device
        self._failed = open_device is None and headless()
        self._voices: list[tuple[str, array, int]] = []  # name, samples, next position
        self._lock = threading.Lock()
        self._clips: dict[str, array | None] = {}  # None: no such clip, or an unreadable one
        self._kept_ready = False
        self._closes_at_exit = False

    @property
    def enabled(self) -> bool:
        return self._enabled

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self._enabled = on
        if not on:
            self._close_device()
        elif self._kept_ready:
            self._open_in_background()

    @property
    def available(self) -> bool:
        """Whether sound can be heard: while sound is on, opens the device if no sound has been
        played yet, and waits until it is open or has failed (tests and tools; the game never
        waits)."""
        self._open_in_background()
        opening = self._opening
        if opening is not None:
            opening.join()
        return self._device is not None

    def warm_up(self) -> None:
        """Make the first sound cost its caller nothing: read the clips and open the device
        now, on the player's thread, and again whenever sound is turned back on. Call it once
        the first frame is on screen, never before: the thread takes the processor for
        about 100 ms (miniaudio's imports). Returns at once; does nothing while sound is off
        or cannot be heard (a headless platform)."""
        self._kept_ready = True
        if self._enabled:
            self._open_in_background()

    def play(self, name: str) -> None:
        """Start the clip ``name`` over what is playing (an earlier one of the same name is
        replaced); does nothing when sound is off, unavailable or ``name`` unknown."""
        if not self._enabled or self._failed:
            return
        clip = self._clip(name)
        if clip is None:
            return
        with self._lock:
            voices = [voice for voice in self._voices if voice[0] != name]
            self._voices = [*voices[-(MAX_VOICES - 1):], (name, clip, 0)]
        self._open_in_background()

    def close(self) -> None:
        """Stop and release the device (a later :meth:`play` opens it again)."""
        self._close_device()

    def _clip(self, name: str) -> array | None:
        if name not in self._clips:
            try:
                self._clips[name] = clips.read(name, self._folder)
            except Exception:  # an unknown name, or a clip missing from a broken install
                self._clips[name] = None
        return self._clips[name]

    # ------------------------------------------------------------ the device
    def _open_in_background(self) -> None:
        """Start opening the device on a thread, unless sound is off or the device is open,
        opening or failed."""
        with self._lock:
            if (not self._enabled or self._failed or self._device is not None
                    or self._opening is not None):
                return
            # A daemon: an exit never waits for a device that is slow to answer.
            opening = self._opening = threading.Thread(target=self._open, daemon=True,
                                                       name="sound device")
        opening.start()

    def _open(self) -> None:
        """On the player's thread: the clips read, the device opened and started."""
        this = threading.current_thread()
        try:
            for name in clips.names(self._folder):
                self._clip(name)
            device = (self._open_device or open_miniaudio_device)()
            stream = self._stream()
            next(stream)
            device.start(stream)
        except Exception:  # no library, no device, a busy one: silence
            self._give_up()
            return
        with self._lock:
            wanted = self._opening is this and self._enabled  # not closed meanwhile
            if wanted:
                self._device = device
                self._opening = None
        if not wanted:
            with suppress(Exception):
                device.close()
        elif not self._closes_at_exit:
            self._closes_at_exit = True
            atexit.register(_close_at_exit, weakref.ref(self))

    def _give_up(self) -> None:
        self._failed = True
        self._close_device()

    def _close_device(self) -> None:
        with self._lock:
            device, self._device = self._device, None
            self._opening = None  # a device still opening is closed once open
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

    def _mix(self, frames: int) -> bytes | array:
        with self._lock:
            voices = self._voices
            self._voices = [(name, clip, position + frames) for name, clip, position in voices
                            if position + frames < len(clip)]
        if not voices:
            return bytes(2 * frames)
        parts = [clip[position:position + frames] for _name, clip, position in voices]
        if len(parts) == 1 and len(parts[0]) == frames:
            return parts[0]
        mixed = [0] * frames
        for part in parts:
            for index, sample in enumerate(part):
                mixed[index] += sample
        return array("h", (max(-32767, min(32767, sample)) for sample in mixed))
