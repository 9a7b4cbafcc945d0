"""The player: silent without a device, mixing into an injected one, off after a failure;
the caller's thread never synthesises a clip nor opens the device."""

import threading
from array import array

import pytest

from zanzibar_desktop.sound import SoundPlayer, clips, synth
from zanzibar_desktop.sound import player as player_module

pytestmark = pytest.mark.core

WAIT_S = 30  # for the player's thread: far above what it takes, never reached unless broken


class FakeDevice:
    """Stands in for miniaudio's PlaybackDevice: pulls the samples when the test asks."""

    def __init__(self) -> None:
        self.stream = None
        self.closed = False

    def start(self, stream) -> None:  # noqa: ANN001
        self.stream = stream

    def close(self) -> None:
        self.closed = True

    def pull(self, frames: int) -> array:
        return array("h", bytes(self.stream.send(frames)))


class Opener:
    """Makes fake devices, noting the thread each is opened on; with ``gate``, each opening
    waits until the test sets it."""

    def __init__(self, gate: threading.Event | None = None) -> None:
        self.devices: list[FakeDevice] = []
        self.threads: list[threading.Thread] = []
        self.gate = gate

    def __call__(self) -> FakeDevice:
        self.threads.append(threading.current_thread())
        if self.gate is not None:
            assert self.gate.wait(WAIT_S)
        self.devices.append(FakeDevice())
        return self.devices[-1]


@pytest.fixture
def no_synthesis(monkeypatch):
    """Every clip of the synth raises if it is made: the player must use the shipped ones."""
    def forbidden(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        raise AssertionError("a clip was synthesised while the game was playing")

    for name in synth.CLIPS:
        monkeypatch.setitem(synth.CLIPS, name, forbidden)
    monkeypatch.setattr(synth, "synthesise", forbidden)


def test_offscreen_tests_never_open_a_device_nor_read_a_clip(monkeypatch):
    opened, read = [], []
    monkeypatch.setattr(player_module, "open_miniaudio_device", lambda: opened.append(1))
    monkeypatch.setattr(clips, "read", lambda *args: read.append(args))
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    sounds = SoundPlayer()
    sounds.warm_up()
    sounds.play("shake")
    assert not sounds.available and sounds.enabled
    assert opened == [] and read == []


def test_without_miniaudio_or_a_device_sound_is_silently_off(monkeypatch):
    def no_device():  # noqa: ANN202
        raise ImportError("No module named 'miniaudio'")

    monkeypatch.setattr(player_module, "open_miniaudio_device", no_device)
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    sounds = SoundPlayer()
    sounds.play("land")  # does not raise
    assert not sounds.available
    sounds.play("land")
    sounds.close()


def test_the_device_opens_on_the_first_sound_and_receives_the_shipped_clip(no_synthesis):
    opener = Opener()
    sounds = SoundPlayer(open_device=opener)
    assert opener.devices == []  # nothing opened before a sound is asked for
    sounds.play("chips")
    assert sounds.available
    device, = opener.devices
    clip = clips.read("chips")
    received = device.pull(1000) + device.pull(len(clip) - 1000)
    assert received == clip
    assert device.pull(256) == array("h", [0] * 256)  # silence once the clip is over
    sounds.close()
    assert device.closed


@pytest.mark.parametrize("name", sorted(synth.CLIPS))
def test_the_first_play_of_each_clip_opens_the_device_off_the_callers_thread(name, no_synthesis):
    gate = threading.Event()
    opener = Opener(gate)
    sounds = SoundPlayer(open_device=opener)
    sounds.play(name)  # returns while the device is still opening
    assert opener.devices == []
    gate.set()
    assert sounds.available
    assert opener.threads[0] is not threading.current_thread()
    clip = clips.read(name)
    assert opener.devices[0].pull(len(clip)) == clip  # asked for while opening, heard once open
    sounds.close()


def test_warm_up_reads_every_clip_and_opens_the_device_before_the_first_sound(monkeypatch):
    opener = Opener()
    sounds = SoundPlayer(open_device=opener)
    sounds.warm_up()
    assert sounds.available
    assert opener.threads[0] is not threading.current_thread()

    def no_more_reading(*args):  # noqa: ANN002, ANN202
        raise AssertionError("a clip was read after the warm-up")

    monkeypatch.setattr(clips, "read", no_more_reading)
    device, = opener.devices
    for name in synth.CLIPS:
        sounds.play(name)
    assert device.pull(1) != array("h", [0])
    assert len(opener.devices) == 1
    sounds.close()


def test_warm_up_waits_while_sound_is_off_and_readies_it_when_turned_on():
    opener = Opener()
    sounds = SoundPlayer(enabled=False, open_device=opener)
    sounds.warm_up()
    sounds.enabled = True  # View ▸ Sound: ready before the next throw, not at it
    assert sounds.available
    first, = opener.devices
    sounds.enabled = False
    assert first.closed
    sounds.enabled = True
    assert sounds.available and len(opener.devices) == 2
    sounds.close()


def test_a_device_closed_while_it_opens_is_released_once_open():
    gate = threading.Event()
    opener = Opener(gate)
    sounds = SoundPlayer(open_device=opener)
    sounds.play("land")
    opening = next(thread for thread in threading.enumerate() if thread.name == "sound device")
    sounds.enabled = False
    gate.set()
    opening.join(WAIT_S)
    assert not opening.is_alive()
    device, = opener.devices
    assert device.closed and not sounds.available


def test_two_sounds_mix_and_the_same_sound_starts_over():
    opener = Opener()
    sounds = SoundPlayer(open_device=opener)
    assert sounds.available
    sounds.play("land")
    sounds.play("chips")
    device = opener.devices[0]
    land, chips = clips.read("land"), clips.read("chips")
    mixed = device.pull(500)
    assert list(mixed) == [max(-32767, min(32767, a + b)) for a, b in zip(land[:500], chips[:500],
                                                                          strict=True)]
    sounds.play("land")  # replaces the land playing, keeps the chips
    again = device.pull(500)
    assert list(again) == [a + b for a, b in zip(land[:500], chips[500:1000], strict=True)]


def test_disabled_sounds_send_nothing_and_release_the_device():
    opener = Opener()
    sounds = SoundPlayer(enabled=False, open_device=opener)
    sounds.play("shake")
    assert opener.devices == []
    sounds.enabled = True
    sounds.play("shake")
    assert sounds.available
    device = opener.devices[0]
    sounds.enabled = False
    assert device.closed
    sounds.play("shake")
    assert len(opener.devices) == 1


def test_unknown_names_are_ignored():
    opener = Opener()
    sounds = SoundPlayer(open_device=opener)
    sounds.play("fanfare")
    assert opener.devices == [] and opener.threads == []


def test_a_clip_missing_from_the_install_is_silent_and_the_others_play(tmp_path):
    (tmp_path / "land.wav").write_bytes((clips.FOLDER / "land.wav").read_bytes())
    (tmp_path / "chips.wav").write_bytes(b"RIFF, but not a sound")
    opener = Opener()
    sounds = SoundPlayer(open_device=opener, folder=tmp_path)
    sounds.play("shake")
    sounds.play("chips")
    assert opener.threads == []  # nothing to play: nothing opened
    sounds.play("land")
    assert sounds.available
    land = clips.read("land")
    assert opener.devices[0].pull(len(land)) == land


@pytest.mark.parametrize("failure", ["open", "start"])
def test_a_failing_device_turns_sound_off_for_the_session(failure):
    opened = []

    class Broken(FakeDevice):
        def start(self, stream) -> None:  # noqa: ANN001
            raise OSError("device busy")

    def opener() -> FakeDevice:
        opened.append(1)
        if failure == "open":
            raise RuntimeError("failed to init device")
        return Broken()

    sounds = SoundPlayer(open_device=opener)
    sounds.play("throw")
    assert not sounds.available
    sounds.play("throw")
    sounds.warm_up()
    assert not sounds.available
    assert len(opened) == 1  # not tried again


def test_the_audio_thread_never_sees_an_exception(monkeypatch):
    opener = Opener()
    sounds = SoundPlayer(open_device=opener)
    sounds.play("shake")
    assert sounds.available

    def broken(frames):  # noqa: ANN001, ANN202
        raise ValueError("bad mix")

    monkeypatch.setattr(sounds, "_mix", broken)
    assert opener.devices[0].pull(64) == array("h", [0] * 64)
