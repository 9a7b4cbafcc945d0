"""The save format: exact reloads and clear errors for bad documents."""

import json
import random

import pytest

from tests.helpers import half_played, play_randomly
from zanzibar_desktop.engine.errors import SaveFormatError
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.rules import VERSION_1_DEFAULTS
from zanzibar_desktop.engine.save import (
    dumps_game,
    game_to_document,
    loads_game,
    noted_game_from_document,
)

pytestmark = pytest.mark.core


def test_a_finished_game_reloads_finished():
    game = Game(preset_rules("zanzibar-kids"), [PlayerSpec("A"), PlayerSpec("B")], seed=3)
    play_randomly(game, random.Random(3))
    loaded = loads_game(dumps_game(game))
    assert loaded.over and loaded.winner == game.winner and loaded.state() == game.state()


def _document():
    return game_to_document(half_played())


@pytest.mark.parametrize("text, message", [
    (dumps_game(half_played())[:-40], "damaged"),  # truncated
    ("", "damaged"),
    ("\x00\x01garbage", "damaged"),
    (json.dumps({"hello": "world"}), "not a Zanzibar Desktop saved game"),
    (json.dumps([1, 2, 3]), "not a Zanzibar Desktop saved game"),
    (json.dumps({**_document(), "version": 99}), "version 99"),
    (json.dumps({**_document(), "seed": "abc"}), "damaged"),
    (json.dumps({**_document(), "players": [{"name": "Solo"}]}), "damaged"),
    (json.dumps({**_document(), "actions": [["stop"]]}), "move the rules do not allow"),
    (json.dumps({**_document(), "actions": [["jump"]]}), "damaged"),
    (json.dumps({**_document(), "rules": {"family": "chess"}}), "damaged"),
])
def test_bad_save_files_give_a_clear_error(text, message):
    with pytest.raises(SaveFormatError, match=message):
        loads_game(text)


def _version_1(document):
    """The same save as an earlier version wrote it: rules and save of version 1."""
    rules = {key: value for key, value in document["rules"].items()
             if key not in VERSION_1_DEFAULTS}
    return {**document, "version": 1, "rules": {**rules, "version": 1}}


def test_a_version_1_save_opens():
    game = half_played()
    loaded, note = noted_game_from_document(_version_1(game_to_document(game)))
    assert note is None and loaded.state() == game.state()


def test_a_version_1_save_whose_moves_no_longer_replay_opens_at_its_last_legal_move():
    game = half_played()
    document = _version_1(game_to_document(game))
    document["actions"] = [*document["actions"], ["hold", 7, True], ["throw"]]
    loaded, note = noted_game_from_document(document)
    assert loaded.actions[:len(game.actions)] == game.actions
    assert note is not None and "earlier version" in str(note)
    assert f"after {len(game.actions)} of its {len(game.actions) + 2} moves" in str(note)
    document["version"] = 2  # a current save with a refused move is damaged, not old
    with pytest.raises(SaveFormatError, match="move the rules do not allow"):
        noted_game_from_document(document)
