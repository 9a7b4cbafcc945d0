"""What the version before the session layer (2fc52a3) wrote opens unchanged: a save under
way and a finished one, a rules file, the custom presets, the settings and the record of
games. The files in ``tests/fixtures/2fc52a3`` were written by that version's own code, with
``expected.json``: what it read back from them."""

import json
import shutil
from pathlib import Path

import pytest

from zanzibar_desktop.storage.custom_presets import CustomPresets
from zanzibar_desktop.storage.records import open_records
from zanzibar_desktop.storage.rules_files import read_rules_file
from zanzibar_desktop.storage.saves import read_noted_game, write_game
from zanzibar_desktop.storage.settings import load_settings

pytestmark = pytest.mark.core

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "2fc52a3"
EXPECTED = json.loads((FIXTURES / "expected.json").read_text())


def plain(data: object) -> object:
    """As JSON has it (tuples become lists)."""
    return json.loads(json.dumps(data, default=list))


@pytest.fixture
def copies(tmp_path: Path) -> Path:
    """The fixtures in a folder of the test's own (opening may migrate or rewrite them)."""
    folder = tmp_path / "2fc52a3"
    shutil.copytree(FIXTURES, folder)
    return folder


@pytest.mark.parametrize("name", ["half-421.zanzibar", "finished-house.zanzibar"])
def test_a_save_opens_as_it_was_and_saves_again_the_same(copies, tmp_path, name):
    game, note = read_noted_game(copies / name)
    assert note is None and plain(game.state()) == plain(EXPECTED[name])
    write_game(game, tmp_path / "again.zanzibar")
    assert plain(read_noted_game(tmp_path / "again.zanzibar")[0].state()) == plain(EXPECTED[name])


def test_the_rules_file_and_the_custom_presets_open_as_they_were(copies):
    assert plain(read_rules_file(copies / "house.rules.json").options()) == plain(
        EXPECTED["house.rules.json"])
    presets = CustomPresets(copies / "presets.json")
    assert {name: plain(rules.options()) for name, rules in presets.presets.items()} == plain(
        EXPECTED["presets.json"])


def test_the_settings_open_as_they_were(copies):
    settings, problem = load_settings(copies / "settings.json")
    assert problem is None
    values = {key: ([[seat.name, seat.level] for seat in value] if isinstance(value, list)
                    else value) for key, value in vars(settings).items()}
    # Settings added since open at their defaults (the short game), but a player of that
    # version is not at a first start: the lesson is not offered to them.
    added = {"lesson_offered": True, "lesson_steps": {}, "game_length": "short"}
    assert values == {**EXPECTED["settings.json"], **added}


def test_the_record_of_games_opens_as_it_was_and_takes_more(copies):
    records, note = open_records(copies / "games.sqlite")
    try:
        assert note is None
        assert [[game.number, game.rules_name, game.finished, game.winner, game.loser]
                for game in records.games()] == EXPECTED["games.sqlite"]
        for number, state in EXPECTED["games.sqlite states"].items():
            assert plain(records.game(int(number)).state()) == plain(state)
        finished = records.game(int(next(iter(EXPECTED["games.sqlite states"]))))
        records.store(finished, started=1.0, ended=2.0)  # a game kept today, beside them
        assert records.count() == 4
    finally:
        records.close()

