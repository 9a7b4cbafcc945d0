"""Game ▸ Review: the engine's review of the game in the window, skill and luck apart."""

import pytest

from tests.ui.helpers import open_window
from zanzibar_desktop.engine.ai.base import apply_decision
from zanzibar_desktop.engine.ai.levels import make_player
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.review import review_game
from zanzibar_desktop.ui.dialogs.review_dialog import DecisionPicture

pytestmark = pytest.mark.gui


def test_a_finished_game_is_reviewed_from_the_game_over_panel(qtbot):
    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")]
    game = Game(preset_rules("421"), specs, seed=4)
    players = [make_player("novice", 4, 0), make_player("expert", 4, 1)]
    while not game.over:  # Ann (a human seat) played as a Novice would
        apply_decision(game, players[game.current].decide(table_view(game)))
    window = open_window(qtbot)
    window.start_game(game)  # a finished game, as when opened from a file
    qtbot.waitUntil(lambda: window.pacing.game_over_shown and window.summary.isVisible())
    review_button = window.summary.extra_buttons[2][0]
    review_button.click()
    dialog = window.review_dialog
    qtbot.waitUntil(dialog.isVisible)
    expected = review_game(game)  # the human seat only
    assert dialog.seats.rowCount() == 1 and dialog.seats.item(0, 0).text() == "Ann"
    seat = expected.seats[0]
    assert dialog.seats.item(0, 1).text() == str(seat.decisions)
    assert dialog.decisions.rowCount() == len(expected.decisions) == seat.decisions
    pictures = dialog.findChildren(DecisionPicture)
    assert len(pictures) == min(3, sum(d.loss > 1e-9 for d in expected.decisions))
    costliest = expected.costliest(0)[0]
    assert pictures[0].dice == costliest.dice and "tokens" in pictures[0].words
    dialog.close()
    window.close()
