"""The sound setting: kept across runs; a value that is not true or false falls back."""

import json

import pytest

from zanzibar_desktop.storage.paths import settings_file
from zanzibar_desktop.storage.settings import Settings, load_settings, save_settings

pytestmark = pytest.mark.core


def test_sound_is_on_by_default_and_round_trips():
    assert Settings().sound is True
    save_settings(Settings(sound=False))
    assert load_settings() == (Settings(sound=False), None)


@pytest.mark.parametrize("value", [1, "yes", None, [True]])
def test_a_bad_sound_value_falls_back_and_is_named(value):
    path = settings_file()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"sound": value, "reduced_motion": True}))
    loaded, problem = load_settings()
    assert loaded.sound is True and loaded.reduced_motion is True
    assert "back to their defaults: sound." in str(problem)
