"""The synthesised clips: the same every time, short, quiet, and ending in silence."""

import pytest

from zanzibar_desktop.sound import synth

pytestmark = pytest.mark.core

LENGTHS_S = {"shake": 0.35, "throw": 0.25, "land": 0.25, "chips": 0.2}


@pytest.mark.parametrize("name", list(synth.CLIPS))
def test_each_clip_is_deterministic_short_quiet_and_ends_in_silence(name):
    clip = synth.synthesise(name)
    assert clip == synth.synthesise(name)
    assert clip.typecode == "h" and clip.itemsize == 2
    assert len(clip) == pytest.approx(LENGTHS_S[name] * synth.SAMPLE_RATE, abs=2)
    peak = max(abs(sample) for sample in clip)
    assert 0.2 * 32767 < peak < 0.9 * 32767
    tail = clip[-int(0.002 * synth.SAMPLE_RATE):]  # the last 2 ms
    assert max(abs(sample) for sample in tail) < 0.01 * 32767
    assert clip[-1] == 0 and abs(clip[0]) < 0.01 * 32767  # no click at either end


def test_clips_do_not_touch_the_global_random_state():
    import random

    random.seed(5)
    expected = random.random()
    random.seed(5)
    synth.shake()
    assert random.random() == expected


def test_another_seed_gives_another_take_of_the_same_sound():
    assert synth.land(seed=1) != synth.land(seed=2)
    assert len(synth.land(seed=1)) == len(synth.land(seed=2))


def test_the_names_the_table_plays_are_all_there():
    assert set(synth.CLIPS) == {"shake", "throw", "land", "chips"}
