"""Game ▸ Review: the engine's review of the game in the window, skill and luck apart, every
figure with its unit (tokens in a décharge; in points of a chance — the partie's where it is
worked out, else the manche's — never a percentage, since a game's total can pass 100),
signed numbers with a real minus sign, and every line whole at the default size."""

import pytest
from PySide6.QtWidgets import QLabel

from tests.partie_solutions import held, solved
from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine.ai.base import apply_decision
from zanzibar_desktop.engine.ai.levels import make_player
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.partie.at_hand import KnownSolutions
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.review import review_game
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.i18n.numbers import decimal
from zanzibar_desktop.storage.solutions import Solutions
from zanzibar_desktop.ui.dialogs.review_dialog import DecisionPicture, ReviewDialog
from zanzibar_desktop.ui.table.hint_panel import points_decimals

pytestmark = pytest.mark.gui


def test_a_finished_game_is_reviewed_from_the_game_over_panel(qtbot):
    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")]
    # Not a preset (whose partie ships with the game, and is then the review's terms): the
    # décharge's tokens.
    game = Game(preset_rules("421").with_options(name="Au café", tokens=15), specs, seed=4)
    players = [make_player("novice", 4, 0), make_player("expert", 4, 1)]
    while not game.over:  # Ann (a human seat) played as a Novice would
        apply_decision(game, players[game.current].decide(table_view(game)))
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.start_game(game)  # a finished game, as when opened from a file
    qtbot.waitUntil(lambda: driver.pacing.game_over_shown and driver.summary_showing())
    review_button = driver.summary_panel.extra_buttons[2][0]
    review_button.click()
    dialog = driver.review_window
    qtbot.waitUntil(dialog.isVisible)
    expected = review_game(game)  # the human seat only
    assert dialog.seats.rowCount() == 1 and dialog.seats.item(0, 0).text() == "Ann"
    seat = expected.seats[0]
    assert dialog.seats.item(0, 1).text() == "tokens"  # no partie at hand: the décharge's
    assert dialog.seats.item(0, 2).text() == str(seat.decisions)
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
    headers = [dialog.seats.horizontalHeaderItem(column).text() for column in range(7)]
    assert headers[4:] == ["Lost in all", "Lost per decision", "Luck of the dice"]
    assert dialog.decisions.horizontalHeaderItem(7).text() == "Lost"
    tally = seat.tallies["tokens"]
    assert dialog.seats.item(0, 4).text() == decimal(tally.lost)
    assert dialog.seats.item(0, 5).text() == decimal(tally.lost / tally.decisions)
    assert dialog.seats.item(0, 6).text() == decimal(seat.luck, signed=True)
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


def test_a_points_race_is_reviewed_in_points_of_the_manches_chance(qtbot):
    game = played("zanzibar", 5)
    dialog = ReviewDialog(game)
    qtbot.addWidget(dialog)
    assert dialog.seats.item(0, 1).text() == "points of the manche's chance"
    tally = review_game(game).seats[0].tallies["manche"]
    assert dialog.seats.item(0, 4).text() == decimal(  # points, no "%"
        100 * tally.lost, points_decimals(tally.lost))
    words = dialog.findChildren(DecisionPicture)[0].words
    assert words.count("chance to win the manche: ") == 2
    assert " points of the manche's chance." in words
    dialog.close()


def test_the_review_in_french(qtbot):
    install_language("fr")
    try:
        dialog = ReviewDialog(played("421", 4))
        qtbot.addWidget(dialog)
        headers = [dialog.seats.horizontalHeaderItem(column).text() for column in range(7)]
        assert headers[4:] == ["Perdu en tout", "Perdu par décision", "Chance aux dés"]
        words = dialog.findChildren(DecisionPicture)[0].words
        assert "\u2068Ann\u2069 a choisi de " in words and "jetons à " in words
        assert "prise" not in words
        dialog.close()
    finally:
        install_language("en")


def test_with_the_partie_worked_out_the_review_counts_its_chance_lost_in_points(qtbot):
    rules = preset_rules("zanzibar").with_options(target_score=60)
    solutions = held(rules)  # the session's
    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")]
    game = Game(rules, specs, seed=7)
    players = [make_player("novice", 7, 0), make_player("expert", 7, 1)]
    while not game.over:
        apply_decision(game, players[game.current].decide(table_view(game)))
    dialog = ReviewDialog(game, solutions=solutions)
    qtbot.addWidget(dialog)
    seat = review_game(game, solution=solved(rules)).seats[0]
    tally = seat.tallies["partie"]
    assert dialog.seats.item(0, 1).text() == "points of the partie's chance"
    assert dialog.seats.item(0, 4).text() == decimal(100 * tally.lost, points_decimals(tally.lost))
    assert dialog.seats.item(0, 6).text() == decimal(100 * seat.partie_luck,
                                                     points_decimals(seat.partie_luck),
                                                     signed=True)
    # A costly decision is told in the partie's terms, as its verdict counts it.
    worst = review_game(game, solution=solved(rules)).costliest(0, 1)[0]
    words = dialog.decision_words(worst)
    assert "chance to win the partie: " in words and "Best for the partie: " in words
    assert words.endswith(" points of the partie's chance.")
    dialog.close()
    plain = ReviewDialog(game)  # no solution at hand: the manche's figures only
    qtbot.addWidget(plain)
    assert plain.seats.item(0, 1).text() == "points of the manche's chance"
    plain.close()


def test_while_the_partie_is_worked_out_the_review_says_so_then_judges_in_it(qtbot):
    rules = preset_rules("zanzibar").with_options(target_score=60)
    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")]
    game = Game(rules, specs, seed=7)
    players = [make_player("novice", 7, 0), make_player("expert", 7, 1)]
    while not game.over:
        apply_decision(game, players[game.current].decide(table_view(game)))
    solutions = KnownSolutions()  # the session's: the solve under way puts it there
    dialog = ReviewDialog(game, computing=True, solutions=solutions)
    qtbot.addWidget(dialog)
    assert "The partie is being worked out" in dialog.explanation.text()
    assert dialog.seats.item(0, 1).text() == "points of the manche's chance"
    solutions.remember(rules, solved(rules))
    dialog.partie_worked_out(rules)
    qtbot.waitUntil(lambda: dialog.seats.item(0, 1).text() == "points of the partie's chance")
    assert not dialog.computing
    dialog.close()


def cut(label) -> bool:  # noqa: ANN001 - a QLabel
    """Whether a label's words need more room than it has (wrapped at its width)."""
    needed = label.heightForWidth(label.width()) if label.wordWrap() else \
        label.sizeHint().height()
    return needed > label.height() or (not label.wordWrap()
                                       and label.sizeHint().width() > label.width())


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("preset", ["zanzibar", "421"])
def test_at_its_default_size_no_line_is_cut_in_either_language(qtbot, language, preset):
    """Issue 31: at 760×620 every costliest decision's words were cut at the top and the
    bottom; each now wraps within its own line, and the headings and explanation too."""
    install_language(language)
    rules = preset_rules(preset)
    solutions = Solutions()
    assert solutions.at_hand(rules) is not None  # the partie's longer words
    try:
        dialog = ReviewDialog(played(preset, 4), solutions=solutions.held)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert (dialog.width(), dialog.height()) == (760, 620)
        labels = [label for label in dialog.findChildren(QLabel) if label.isVisible()]
        pictures = dialog.findChildren(DecisionPicture)
        assert len(pictures) == 3 and all(picture.label in labels for picture in pictures)
        assert [label.text()[:40] for label in labels if cut(label)] == []
        dialog.close()
    finally:
        install_language("en")


def test_the_game_over_review_of_a_preset_judges_in_its_partie_shipped_with_the_game(qtbot):
    """The coach, Statistics' review and the records' own judge a preset's game in its
    partie's terms: so does the review from the game-over panel, no hint asked first."""
    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")]
    game = Game(preset_rules("421"), specs, seed=4)
    players = [make_player("novice", 4, 0), make_player("expert", 4, 1)]
    while not game.over:
        apply_decision(game, players[game.current].decide(table_view(game)))
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.start_game(game)
    qtbot.waitUntil(lambda: driver.pacing.game_over_shown and driver.summary_showing())
    driver.summary_panel.extra_buttons[2][0].click()
    dialog = driver.review_window
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.partie and {d.verdict.terms for d in dialog.review.decisions} == {"partie"}
    assert dialog.seats.item(0, 1).text() != "tokens"
    dialog.close()
    window.close()
