"""Settings and autosave files: round trips, and bad files set aside with a clear message."""

import json

from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.storage.autosave import Autosave
from zanzibar_desktop.storage.paths import autosave_file, config_dir, data_dir, settings_file
from zanzibar_desktop.storage.settings import Settings, TableSeat, load_settings, save_settings


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
