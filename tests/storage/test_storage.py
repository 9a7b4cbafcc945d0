"""Settings and autosave files: round trips, and bad files set aside with a clear message."""

import errno
import json
import os
import time
from pathlib import Path

import pytest

from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.storage.autosave import Autosave
from zanzibar_desktop.storage.errors import StorageError
from zanzibar_desktop.storage.paths import (
    autosave_file,
    config_dir,
    data_dir,
    remove_interrupted_writes,
    set_aside,
    settings_file,
)
from zanzibar_desktop.storage.settings import Settings, TableSeat, load_settings, save_settings

pytestmark = pytest.mark.core


def test_files_live_under_the_test_home(private_home):
    assert config_dir().is_relative_to(private_home)
    assert data_dir().is_relative_to(private_home)


def test_settings_round_trip():
    settings = Settings(animation_speed="fast", reduced_motion=True, computer_delay_ms=250,
                        last_rules="421", last_table=[TableSeat("Zoé", None),
                                                      TableSeat("Marcel", "expert")])
    save_settings(settings)
    loaded, problem = load_settings()
    assert problem is None and loaded == settings


def test_missing_settings_give_the_defaults_silently():
    assert load_settings() == (Settings(), None)


def test_corrupt_settings_are_set_aside_and_defaults_used():
    path = settings_file()
    path.parent.mkdir(parents=True)
    path.write_text('{"animation_speed": "warp", ')
    loaded, problem = load_settings()
    assert loaded == Settings()
    assert problem is not None and "could not be read" in str(problem)
    aside = path.with_name("settings.json.bad")
    assert aside.read_text() == '{"animation_speed": "warp", '
    assert not path.exists()
    path.write_text(json.dumps({"computer_delay_ms": "slow"}))
    assert load_settings()[1] is not None
    assert path.with_name("settings.json.bad2").exists()  # the first one is never overwritten


def test_a_bad_settings_file_that_could_not_be_moved_aside_is_never_saved_over(monkeypatch):
    path = settings_file()
    path.parent.mkdir(parents=True)
    path.write_text('{"animation_speed": [[[')

    def read_only(self, target):  # noqa: ANN001, ANN202 - root ignores permission bits
        raise OSError(errno.EROFS, "Read-only file system", str(self))

    with monkeypatch.context() as patched:
        patched.setattr(Path, "rename", read_only)
        settings, problem = load_settings()  # the defaults; the file could not be moved aside
        assert problem is not None
        settings.sound = False
        with pytest.raises(StorageError, match="left as it is"):
            save_settings(settings)
        assert path.read_text() == '{"animation_speed": [[['  # as the player left it
    save_settings(settings)  # the folder can be written again: the file goes aside first
    assert path.with_name("settings.json.bad").read_text() == '{"animation_speed": [[['
    assert load_settings() == (settings, None)


def test_autosave_round_trip_and_clear():
    game = Game(preset_rules("421"), [PlayerSpec("Ann"), PlayerSpec("Bob", "novice")], seed=8)
    game.throw()
    autosave = Autosave()
    autosave.write(game)
    loaded, problem = autosave.load()
    assert problem is None and loaded.state() == game.state()
    autosave.clear()
    assert autosave.load() == (None, None)


def test_a_corrupt_autosave_is_set_aside_with_a_message():
    path = autosave_file()
    path.parent.mkdir(parents=True)
    path.write_text("{ not a game")
    game, problem = Autosave().load()
    assert game is None and "could not be restored" in str(problem)
    assert path.with_name("autosave.zanzibar.bad").read_text() == "{ not a game"


def test_settings_kept_before_the_game_length_load_with_the_short_game():
    # A settings file written before the game length was kept: it loads whole, silently,
    # and the New game dialog starts at the short game; the length chosen then is kept.
    path = settings_file()
    path.parent.mkdir(parents=True)
    old = {"animation_speed": "fast", "reduced_motion": False, "sound": True, "coach": False,
           "computer_delay_ms": 700, "language": "fr", "window_geometry": "",
           "window_state": "", "history_open": False, "last_folder": "",
           "last_rules": "421", "last_table": [{"name": "Ann", "level": None},
                                               {"name": "Marcel", "level": "regular"}]}
    path.write_text(json.dumps(old))
    loaded, problem = load_settings()
    assert problem is None and loaded.game_length == "short"
    assert (loaded.language, loaded.last_rules) == ("fr", "421")
    loaded.game_length = "long"
    save_settings(loaded)
    assert load_settings() == (loaded, None)


@pytest.mark.parametrize("length", ["endless", 500, None])
def test_a_game_length_that_is_not_one_of_the_names_falls_back_to_short(length):
    path = settings_file()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"game_length": length, "language": "fr"}))
    loaded, problem = load_settings()
    assert loaded.game_length == "short" and loaded.language == "fr"
    assert "game length" in str(problem)


def test_impossible_settings_keep_the_good_fields_and_copy_the_file_aside_once():
    path = settings_file()
    path.parent.mkdir(parents=True)
    document = {"animation_speed": "fast", "computer_delay_ms": True, "language": "fr",
                "last_table": [{"name": f"P{n}", "level": "god"} for n in range(1000)],
                "reduced_motion": True, "a_later_setting": 3}
    original = json.dumps(document).encode()
    path.write_bytes(original)
    loaded, problem = load_settings()
    assert (loaded.animation_speed, loaded.language, loaded.reduced_motion) == ("fast", "fr", True)
    assert loaded.computer_delay_ms == Settings().computer_delay_ms
    assert loaded.last_table == Settings().last_table
    assert "computer pace, players of the last game" in str(problem)
    copy = path.with_name("settings.json.bad")
    assert copy.read_bytes() == original and path.read_bytes() == original
    assert "copied to" in str(load_settings()[1])
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json", "settings.json.bad"]
    save_settings(loaded)  # the next save writes the settings in use: the message goes away
    assert load_settings() == (loaded, None)


@pytest.mark.parametrize("table", [
    [{"name": "Ann", "level": None}, {"name": "Bob", "level": "god"}],
    [{"name": "Ann", "level": None}],
    [{"name": "Ann", "level": None}, {"name": "ann", "level": "expert"}],
    [{"name": "A\x1b[31m", "level": None}, {"name": "Bob", "level": "expert"}],
    [{"name": "A" * 25, "level": None}, {"name": "Bob", "level": "expert"}],
    [{"name": "Ann", "level": None}, {"name": "Bob", "level": ["expert"]}],
])
def test_a_table_the_game_could_not_seat_falls_back_to_the_default(table):
    path = settings_file()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"last_table": table}))
    loaded, problem = load_settings()
    assert loaded.last_table == Settings().last_table
    assert "players of the last game" in str(problem)


def test_a_bad_file_in_a_read_only_folder_is_left_where_it_is(monkeypatch):
    path = settings_file()
    path.parent.mkdir(parents=True)
    path.write_text("not json")

    def refuse(self, target):  # noqa: ANN001, ANN202 - root ignores permission bits
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(Path, "rename", refuse)
    assert set_aside(path) is None
    loaded, problem = load_settings()
    assert loaded == Settings() and "could not be moved aside either" in str(problem)
    assert path.read_text() == "not json"


def test_failed_writes_say_why_in_words(monkeypatch):
    def full(*args):  # noqa: ANN002, ANN202
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(StorageError, match="the disk is full"):
        save_settings(Settings())
    assert not list(settings_file().parent.glob("*.tmp"))  # nothing half-written is left


def test_only_stale_temporary_files_are_removed_except_our_own_autosaves():
    data_dir().mkdir(parents=True)
    settings_file().parent.mkdir(parents=True)
    autosave_temporary = data_dir() / ".autosave.zanzibar.x1.tmp"
    fresh = settings_file().with_name(".settings.json.x2.tmp")
    stale = data_dir() / ".custom-presets.json.x3.tmp"
    unrelated = data_dir() / ".notes.txt.x4.tmp"
    for path in (autosave_temporary, fresh, stale, unrelated):
        path.write_text("half")
    old = time.time() - 600
    os.utime(stale, (old, old))
    os.utime(unrelated, (old, old))
    assert remove_interrupted_writes(owns_autosave=False) == 1
    assert autosave_temporary.exists() and fresh.exists() and not stale.exists()
    assert remove_interrupted_writes(owns_autosave=True) == 1
    assert not autosave_temporary.exists() and fresh.exists() and unrelated.exists()


def test_an_autosave_that_cannot_be_removed_says_why(monkeypatch):
    path = autosave_file()
    path.parent.mkdir(parents=True)
    path.write_text("{}")

    def refuse(self, missing_ok=False):  # noqa: ANN001, ANN202
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(Path, "unlink", refuse)
    with pytest.raises(StorageError, match="read-only"):
        Autosave().clear()


def test_every_setting_has_a_name_for_the_player():
    from dataclasses import fields

    from zanzibar_desktop.storage.settings import SETTING_NAMES

    assert set(SETTING_NAMES) == {spec.name for spec in fields(Settings)}
