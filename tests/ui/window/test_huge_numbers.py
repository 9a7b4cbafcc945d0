"""``zanzibar-desktop F`` with a number past a machine word in a saved game (issue 32, point
3): the window says why the game cannot be opened, in the player's language, the number
written the language's way, and keeps the file. Before: "Something went wrong: int too big
to convert" (writing the number raised ``OverflowError``)."""

import json

import pytest

from tests.test_app import home, start, warnings  # noqa: F401 - the fixtures
from tests.ui.driver import TableDriver
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.save import dumps_game
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.storage.settings import Settings, save_settings

pytestmark = pytest.mark.gui

HUGE = 18446744073709551623
WRITTEN = {"en": "18,446,744,073,709,551,623",
           "fr": "18\u202f446\u202f744\u202f073\u202f709\u202f551\u202f623"}


def huge_die(document: dict) -> None:
    document["actions"].append(["hold", HUGE, True])


def huge_option(document: dict) -> None:
    document["rules"]["exact_finish_level"] = HUGE


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("change", [huge_die, huge_option])
def test_a_saved_game_holding_a_huge_number_is_refused_in_words(start, home, warnings,  # noqa: F811
                                                                 tmp_path, change, language):
    save_settings(Settings(language=language))
    game = Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")],
                seed=3)
    game.throw()
    document = json.loads(dumps_game(game))
    change(document)
    path = tmp_path / "huge.zanzibar"
    path.write_text(json.dumps(document), encoding="utf-8")
    before = path.read_bytes()
    try:
        launch = start(str(path))
        assert TableDriver(launch.window).controller is None and launch.window.isVisible()
        assert len(warnings) == 1 and WRITTEN[language] in warnings[0], warnings
    finally:
        install_language("en")
    assert path.read_bytes() == before
