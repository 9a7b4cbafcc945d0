"""Game ▸ Review: the engine's review of the game in the window, skill and luck apart, every
figure with its unit (tokens in a décharge, a chance to win the manche and manches in a
points race) and signed numbers with a real minus sign."""

import pytest

from tests.ui.helpers import open_window
from zanzibar_desktop.engine.ai.base import apply_decision
from zanzibar_desktop.engine.ai.levels import make_player
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.partie import solvers
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.review import review_game
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.i18n.numbers import decimal, percent
from zanzibar_desktop.ui.dialogs.review_dialog import DecisionPicture, ReviewDialog

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
    assert pictures[0].dice == costliest.dice
    kept = costliest.options[costliest.chosen].keep  # the dice kept stand out, the rest fade
    assert sorted(costliest.dice[index] for index in pictures[0].kept) == sorted(
        costliest.dice if kept is None else kept)
    words = pictures[0].words  # whose choice, and what it was worth in tokens
    assert "\u2068Ann\u2069 chose to " in words and words.count("tokens ") == 2
    headers = [dialog.seats.horizontalHeaderItem(column).text() for column in range(5)]
    assert headers[3:] == ["Cost of the choices (tokens)", "Luck of the dice (tokens)"]
    assert dialog.decisions.horizontalHeaderItem(6).text() == "Cost (tokens)"
    assert dialog.seats.item(0, 4).text() == decimal(seat.luck, signed=True)
    assert not any("take" in text.lower() for text in headers)
    dialog.close()
    window.close()


def played(rules: str, seed: int) -> Game:
    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")]
    game = Game(preset_rules(rules), specs, seed=seed)
    players = [make_player("novice", seed, 0), make_player("expert", seed, 1)]
    while not game.over:
        apply_decision(game, players[game.current].decide(table_view(game)))
    return game


def test_a_points_race_is_reviewed_in_chances_and_manches(qtbot):
    solvers.forget_all()  # the partie not at hand (a table at the preset would bring it)
    game = played("zanzibar", 5)
    dialog = ReviewDialog(game)
    qtbot.addWidget(dialog)
    headers = [dialog.seats.horizontalHeaderItem(column).text() for column in range(5)]
    assert headers[3:] == ["Cost of the choices (manches)", "Luck of the dice (manches)"]
    assert dialog.decisions.horizontalHeaderItem(6).text() == "Chance lost"
    words = dialog.findChildren(DecisionPicture)[0].words
    assert words.count("chance to win the manche: ") == 2 and "%" in words
    dialog.close()


def test_the_review_in_french(qtbot):
    install_language("fr")
    try:
        dialog = ReviewDialog(played("421", 4))
        qtbot.addWidget(dialog)
        headers = [dialog.seats.horizontalHeaderItem(column).text() for column in range(5)]
        assert headers[3:] == ["Coût des choix (jetons)", "Chance aux dés (jetons)"]
        words = dialog.findChildren(DecisionPicture)[0].words
        assert "\u2068Ann\u2069 a choisi de " in words and "jetons à " in words
        assert "prise" not in words
        dialog.close()
    finally:
        install_language("en")


def test_with_the_partie_worked_out_the_review_counts_its_chance_lost(qtbot):
    rules = preset_rules("zanzibar").with_options(target_score=60)
    solvers.solve_and_remember(rules)
    try:
        specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")]
        game = Game(rules, specs, seed=7)
        players = [make_player("novice", 7, 0), make_player("expert", 7, 1)]
        while not game.over:
            apply_decision(game, players[game.current].decide(table_view(game)))
        dialog = ReviewDialog(game)
        qtbot.addWidget(dialog)
        headers = [dialog.seats.horizontalHeaderItem(c).text()
                   for c in range(dialog.seats.columnCount())]
        assert "Partie: chance lost" in headers
        seat = review_game(game).seats[0]
        column = headers.index("Partie: chance lost")
        assert dialog.seats.item(0, column).text() == percent(seat.partie_lost)
        luck = headers.index("Partie: luck of the dice")
        assert dialog.seats.item(0, luck).text() == percent(seat.partie_luck, signed=True)
        assert luck < headers.index("Luck of the dice (manches)")  # the manche's beside
        # A costly decision is told in the partie's terms, as its mark counts it.
        worst = review_game(game).costliest(0, 1)[0]
        words = dialog.decision_words(worst)
        assert "chance to win the partie: " in words and "Best for the partie: " in words
        decision_headers = [dialog.decisions.horizontalHeaderItem(c).text()
                            for c in range(dialog.decisions.columnCount())]
        assert "Partie: chance lost" in decision_headers
        dialog.close()
    finally:
        solvers.forget_all()
    plain = ReviewDialog(game)  # no solution at hand: the manche's figures only
    qtbot.addWidget(plain)
    assert "Partie: chance lost" not in [plain.seats.horizontalHeaderItem(c).text()
                                         for c in range(plain.seats.columnCount())]
    plain.close()


def test_while_the_partie_is_worked_out_the_review_says_so_then_fills_it_in(qtbot):
    rules = preset_rules("zanzibar").with_options(target_score=60)
    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")]
    game = Game(rules, specs, seed=7)
    players = [make_player("novice", 7, 0), make_player("expert", 7, 1)]
    while not game.over:
        apply_decision(game, players[game.current].decide(table_view(game)))
    dialog = ReviewDialog(game, computing=True)
    qtbot.addWidget(dialog)
    headers = [dialog.seats.horizontalHeaderItem(c).text()
               for c in range(dialog.seats.columnCount())]
    column = headers.index("Partie: chance lost")
    assert dialog.seats.item(0, column).text() == "computing…"
    try:
        solvers.solve_and_remember(rules)
        dialog.partie_worked_out(rules)
        seat = review_game(game).seats[0]
        qtbot.waitUntil(lambda: dialog.seats.item(0, column).text() == percent(seat.partie_lost))
        assert not dialog.computing
    finally:
        solvers.forget_all()
    dialog.close()
