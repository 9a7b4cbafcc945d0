"""The Qt models, tested without widgets: Qt's model tester and what they show."""

import random

import pytest
from PySide6.QtCore import Qt

from zanzibar_desktop.engine.ai.base import apply_decision
from zanzibar_desktop.engine.ai.levels import make_player
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.session.controller import GameController
from zanzibar_desktop.ui.table.models import RoundHandsModel, ScoreboardModel

pytestmark = pytest.mark.core


def played_controller(preset: str, actions: int) -> GameController:
    game = Game(preset_rules(preset), [PlayerSpec("Ann"), PlayerSpec("Bob", "regular"),
                                       PlayerSpec("Zoé", "expert")], seed=3)
    players = [make_player("regular", 3, seat) for seat in range(3)]
    for _ in range(actions):
        apply_decision(game, players[game.current].decide(table_view(game)))
    return GameController(game)


@pytest.mark.parametrize("preset", ["zanzibar", "421"])
@pytest.mark.parametrize("model_class", [ScoreboardModel, RoundHandsModel])
def test_qt_model_tester_accepts_the_models(qtmodeltester, preset, model_class):
    controller = played_controller(preset, 25)
    qtmodeltester.check(model_class(controller))


def test_the_scoreboard_follows_the_engine_as_events_are_shown():
    controller = played_controller("421", 0)
    model = ScoreboardModel(controller)
    game = controller.game
    rng = random.Random(2)
    assert "pot 21" in model.headerData(2, Qt.Orientation.Horizontal)
    while not game.over and game.manche == 1:
        game.apply(rng.choice(game.legal_actions()))
        controller.set_view_busy(False)  # nothing on screen delays the events here
        if controller.idle and not game.over:
            for player in range(3):
                assert model.index(player, 2).data().split(" ")[0] == str(game.tokens[player])
    names = [model.index(row, 0).data().lstrip("▶ ") for row in range(3)]
    assert names == ["Ann", "Bob", "Zoé"]
    assert model.index(0, 1).data() == "Human"
    assert model.index(2, 1).data() == "Expert"


def test_round_hands_mark_the_best_and_worst():
    controller = played_controller("zanzibar", 0)
    model = RoundHandsModel(controller)
    game = controller.game
    rng = random.Random(5)
    shown = []

    def on_resolved(result) -> None:  # the model was connected first: it shows the result
        marks = [model.index(row, 3).data() for row in range(model.rowCount())]
        shown.append((result, marks, model.index(0, 0).data()))

    controller.round_resolved.connect(on_resolved)
    while not shown:
        game.apply(rng.choice(game.legal_actions()))
        controller.set_view_busy(False)
    result, marks, first_name = shown[0]
    assert len(marks) == 3
    assert "Best" in marks[0] and "Worst" in marks[2]
    assert first_name == game.players[result.strongest].name
