"""The shipped clips are what the synth makes, and ``make sounds`` writes them again."""

import wave

import pytest

from zanzibar_desktop.sound import clips, make_clips, synth

pytestmark = pytest.mark.core


def test_the_package_ships_one_clip_for_each_sound_of_the_synth():
    assert clips.names() == sorted(synth.CLIPS)


@pytest.mark.parametrize("name", sorted(synth.CLIPS))
def test_each_shipped_clip_is_the_synthesised_one(name):
    assert clips.read(name) == synth.synthesise(name), (
        f"clips/{name}.wav differs from synth.py: run `make sounds` and commit the clips")


def test_make_sounds_writes_the_shipped_files_byte_for_byte_and_only_them(tmp_path):
    (tmp_path / "fanfare.wav").write_bytes(b"a clip the synth no longer makes")
    written = make_clips.write(tmp_path)
    assert sorted(path.name for path in written) == [f"{name}.wav" for name in clips.names()]
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(path.name for path in written)
    for path in written:
        assert path.read_bytes() == (clips.FOLDER / path.name).read_bytes(), path.name


@pytest.mark.parametrize(("channels", "width", "rate"), [(2, 2, 44100), (1, 1, 44100),
                                                          (1, 2, 22050)])
def test_a_file_in_another_format_is_refused(tmp_path, channels, width, rate):
    with wave.open(str(tmp_path / "land.wav"), "wb") as clip:
        clip.setnchannels(channels)
        clip.setsampwidth(width)
        clip.setframerate(rate)
        clip.writeframes(bytes(64))
    with pytest.raises(ValueError, match="mono, 16-bit, 44100 Hz"):
        clips.read("land", tmp_path)
