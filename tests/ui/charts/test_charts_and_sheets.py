"""The hand chart, the history chart and the rule sheet dialog."""

import csv
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.hands import hand_chart
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.ui.charts.hand_chart import HandChartModel
from zanzibar_desktop.ui.charts.picture_files import write_file
from zanzibar_desktop.ui.dialogs.rule_sheet_dialog import RuleSheetDialog

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("preset", ["zanzibar", "421"])
def test_hand_chart_model(qtmodeltester, preset):
    rules = preset_rules(preset)
    model = HandChartModel(rules)
    qtmodeltester.check(model)
    assert model.rowCount() == 56
    first = hand_chart(rules)[0]
    assert model.index(0, 2).data() == first.hand.label
    assert model.index(0, 1).data() == first.hand.name.render()
    assert "/" in model.index(0, model.columnCount() - 1).data()


def test_hand_chart_shows_tokens_for_zanzibar_in_tokens(qtmodeltester):
    model = HandChartModel(preset_rules("zanzibar").with_options(scoring="tokens"))
    qtmodeltester.check(model)
    assert model.headerData(4, Qt.Orientation.Horizontal) == "Tokens"
    assert model.index(0, 4).data() == 10  # the zanzi d'as is worth 100 points, 10 tokens


def test_hand_chart_heads_421_values_tokens_as_the_sheet_does(qtmodeltester):
    """At 421 a hand is worth tokens: its column says « Jetons », as the rule sheet and
    the hands card do, not "Value" (issue 25); Zanzibar's says Value (points)."""
    model = HandChartModel(preset_rules("421"))
    heads = [model.headerData(column, Qt.Orientation.Horizontal)
             for column in range(model.columnCount())]
    assert heads == ["Rank", "Hand", "Dice", "Tokens", "Chance on one throw"]
    assert model.index(0, 3).data() == 8  # the 421 at the counter moves 8 tokens
    assert HandChartModel(preset_rules("zanzibar")).headerData(
        3, Qt.Orientation.Horizontal) == "Value"


def play_on(qtbot, window, steps: int) -> None:  # noqa: ANN001
    driver = TableDriver(window)
    controller = driver.controller
    game = controller.game
    rng = random.Random(1)
    for _ in range(steps):
        qtbot.waitUntil(lambda: controller.human_may_act() or driver.summary_showing()
                        or game.over, timeout=10000)
        if game.over:
            return
        if driver.can_continue():
            driver.continue_()
        elif controller.human_may_act():
            getattr(controller, rng.choice(["throw", "stop"]) if game.dice else "throw")()


@pytest.mark.parametrize("preset", ["zanzibar-kids", "421-boite"])
def test_history_follows_the_engine_after_each_round(qtbot, tmp_path, preset):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game(preset, [PlayerSpec("Ann"), PlayerSpec("Marcel", "regular"),
                             PlayerSpec("Zoé", "novice")])
    window.show_history(True)
    assert driver.dock_shown("history")
    qtbot.waitUntil(lambda: driver.history_chart is not None)  # made once the dock shows
    dock = driver.history_chart
    play_on(qtbot, window, 80)
    qtbot.waitUntil(lambda: driver.controller.idle or driver.summary_showing())
    game = driver.game
    data = driver.history.data
    shown = [result for result in game.history][: len(data.tips)]
    assert len(data.tips) >= 1
    for index, result in enumerate(shown):
        figures = result.tokens if game.rules.uses_tokens else result.scores
        assert [values[index] for values in data.values] == list(figures)
    assert sum(data.first_throws.values()) > 0
    path = tmp_path / "history.png"
    assert write_file(dock, str(path), dock.png_data)
    image = QImage(str(path))
    assert not image.isNull() and image.width() >= 600
    assert image.width() == round(dock.plot.width() * dock.plot.devicePixelRatioF())
    assert image.pixelColor(2, 2).alpha() == 255  # opaque, as the dock shows it
    assert write_file(dock, str(tmp_path / "history.svg"), dock.svg_data)
    assert "<svg" in (tmp_path / "history.svg").read_text()
    assert write_file(dock, str(tmp_path / "history.csv"), dock.csv_data)
    rows = list(csv.reader((tmp_path / "history.csv").read_text().splitlines()))
    assert rows[0] == ["round", "Ann", "Marcel", "Zoé"]
    assert [[int(cell) for cell in row[1:]] for row in rows[1:]] == [
        [values[index] for values in data.values] for index in range(len(data.tips))]
    luck = driver.history.luck_rows()
    assert sum(final for *_, final in luck) == sum(len(r.ranking) for r in shown)
    assert dock.luck.horizontalHeaderItem(1).text() == "First throws"
    # A resumed game draws its whole history at once.
    second = open_window(qtbot)
    second.start_game(_replay(game))
    second.show_history(True)
    resumed = TableDriver(second)
    qtbot.waitUntil(lambda: resumed.history is not None)
    assert resumed.history.data.values == [
        values[:len(game.history)] for values in _all_values(game)]


def _replay(game: Game) -> Game:
    copy = Game(game.rules, game.players, seed=game.seed)
    for action in game.actions:
        copy.apply(action)
    return copy


def _all_values(game: Game) -> list[list[int]]:
    figures = [r.tokens if game.rules.uses_tokens else r.scores for r in game.history]
    return [[row[player] for row in figures] for player in range(game.player_count)]


def test_rule_sheet_dialog_previews_and_exports(qtbot, tmp_path):
    dialog = RuleSheetDialog(preset_rules("421"), ["Ann", "<i>Bob</i>"])
    qtbot.addWidget(dialog)
    assert "Fiche" in dialog.preview.toPlainText()
    assert "<i>Bob</i>" in dialog.preview.toPlainText()
    dialog.rules_box.setCurrentIndex(1)  # the first built-in preset: Zanzibar
    assert "Zanzi d'as" in dialog.preview.toPlainText()
    dialog.page_box.setCurrentIndex(1)
    path = tmp_path / "sheet.pdf"
    assert dialog.save_pdf(str(path))
    assert path.read_bytes().startswith(b"%PDF")


def test_print_preview_renders_the_sheet_pages(qtbot):
    dialog = RuleSheetDialog(None, [])
    qtbot.addWidget(dialog)
    painted = []
    preview = dialog.preview_dialog()
    qtbot.addWidget(preview)
    preview.paintRequested.connect(lambda printer: painted.append(printer))
    preview.show()
    qtbot.waitUntil(lambda: bool(painted))
    assert dialog._preview_printer is painted[0]  # the printer outlives the call
    preview.close()


def test_keyboard_shortcuts_are_listed_in_both_languages(qapp):
    from zanzibar_desktop.i18n import install_language
    from zanzibar_desktop.ui.dialogs.help_dialogs import shortcut_rows

    english = dict(shortcut_rows())
    assert "Space" in english and "1, 2, 3" in english
    install_language("fr")
    try:
        french = dict(shortcut_rows())
        assert french["Espace"].startswith("Lancer les dés")  # keys in the reader's words
        assert "Ctrl+Maj+H" in french and "Échap" in french
    finally:
        install_language("en")
