"""The player: silent without a device, mixing into an injected one, off after a failure."""

from array import array

import pytest

from zanzibar_desktop.sound import SoundPlayer
from zanzibar_desktop.sound import player as player_module
from zanzibar_desktop.sound.synth import synthesise

pytestmark = pytest.mark.core


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
    def __init__(self) -> None:
        self.devices: list[FakeDevice] = []

    def __call__(self) -> FakeDevice:
        self.devices.append(FakeDevice())
        return self.devices[-1]


def test_offscreen_tests_never_open_a_device(monkeypatch):
    def forbidden():  # noqa: ANN202
        raise AssertionError("no device may be opened under the offscreen platform")

    monkeypatch.setattr(player_module, "open_miniaudio_device", forbidden)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    sounds = SoundPlayer()
    sounds.play("shake")
    assert not sounds.available and sounds.enabled


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


def test_the_device_opens_on_the_first_sound_and_receives_the_clip():
    opener = Opener()
    sounds = SoundPlayer(open_device=opener)
    assert opener.devices == []  # nothing opened before a sound is asked for
    sounds.play("chips")
    device, = opener.devices
    clip = synthesise("chips")
    received = device.pull(1000) + device.pull(len(clip) - 1000)
    assert received == clip
    assert device.pull(256) == array("h", [0] * 256)  # silence once the clip is over
    sounds.close()
    assert device.closed


def test_two_sounds_mix_and_the_same_sound_starts_over():
    opener = Opener()
    sounds = SoundPlayer(open_device=opener)
    sounds.play("land")
    sounds.play("chips")
    device = opener.devices[0]
    land, chips = synthesise("land"), synthesise("chips")
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
    device = opener.devices[0]
    sounds.enabled = False
    assert device.closed
    sounds.play("shake")
    assert len(opener.devices) == 1


def test_unknown_names_are_ignored():
    opener = Opener()
    sounds = SoundPlayer(open_device=opener)
    sounds.play("fanfare")
    assert opener.devices == []


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
    sounds.play("throw")
    assert not sounds.available
    assert len(opened) == 1  # not tried again


def test_the_audio_thread_never_sees_an_exception(monkeypatch):
    opener = Opener()
    sounds = SoundPlayer(open_device=opener)
    sounds.play("shake")

    def broken(frames):  # noqa: ANN001, ANN202
        raise ValueError("bad mix")

    monkeypatch.setattr(sounds, "_mix", broken)
    assert opener.devices[0].pull(64) == array("h", [0] * 64)
