"""Where the player left each lesson, and whether Learn to play was offered, are kept with
the settings: an older file without them opens with the defaults, a bad value falls back to
its default alone, and what is written reads back."""

import json

import pytest

from zanzibar_desktop.storage.settings import Settings, load_settings, save_settings

pytestmark = pytest.mark.core


def test_the_lesson_settings_read_back(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(Settings(lesson_offered=True, lesson_steps={"421": "follower"}), path)
    settings, problem = load_settings(path)
    assert problem is None
    assert settings.lesson_offered and settings.lesson_steps == {"421": "follower"}


def test_an_older_file_without_them_opens_and_its_player_is_not_offered_lessons(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"sound": False, "language": "fr"}))
    settings, problem = load_settings(path)
    assert problem is None and not settings.sound
    assert settings.lesson_steps == {}
    assert settings.lesson_offered  # they have played before: not a first start
    assert not load_settings(tmp_path / "none.json")[0].lesson_offered  # a first start is


@pytest.mark.parametrize("steps", [["zanzibar"], {"zanzibar": 3}, {"zanzibar": "x" * 41},
                                   {"zanzibar": "a\x00b"}])
def test_a_bad_lesson_value_falls_back_alone(tmp_path, steps):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"sound": False, "lesson_steps": steps}))
    settings, problem = load_settings(path)
    assert problem is not None  # said, and the file copied aside
    assert settings.lesson_steps == {} and not settings.sound
