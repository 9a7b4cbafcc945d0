"""A player's name is text, never markup: it shows as typed wherever the table names a player."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QToolTip

from tests.ui.driver import TableDriver
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.ui.table.game_words import shown_words
from zanzibar_desktop.ui.texts import isolated, shown_as_typed

pytestmark = pytest.mark.gui

MARKUP = "<img src=x><b>Bold</b>"


def test_a_name_that_looks_like_html_shows_as_typed_at_the_table(qtbot):
    driver = TableDriver.open(qtbot)
    window = driver.window
    rules = preset_rules("zanzibar").with_options(target_score=1)  # one manche decides it
    window.new_game(rules, [PlayerSpec(MARKUP), PlayerSpec("Zoé"), PlayerSpec("Marcel", "regular")])
    controller = driver.controller
    game = controller.game
    window.show_history(True)
    summary = driver.summary_panel
    for label in (driver.heading_line, driver.message_line):
        assert label.textFormat() == Qt.TextFormat.PlainText
    def game_over_shown() -> bool:
        return driver.game_over_shown() and driver.summary_showing()

    shown = set()
    while not game_over_shown():
        qtbot.waitUntil(lambda: game_over_shown() or driver.summary_showing()
                        or controller.human_may_act(), timeout=20000)
        shown.update((driver.heading(), driver.message()))
        if driver.can_continue():
            driver.continue_()
        elif controller.human_may_act():
            if game.dice is None:
                driver.throw()
            else:
                driver.stop()
    assert f"Your turn, {isolated(MARKUP)}" in shown
    box = summary  # the end of the game, beside the dice
    assert MARKUP in box.title.accessibleName() + box.body.accessibleName()
    for label in box.findChildren(QLabel) + driver.tray.findChildren(QLabel):
        if MARKUP in label.text():
            assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName()
        if label.textFormat() == Qt.TextFormat.RichText:  # the game's words marked: names
            assert "<img" not in label.text(), label.objectName()  # escaped, shown as typed
            assert MARKUP not in label.accessibleDescription()
    assert "&lt;img src=x&gt;" in box.body.text()  # the standings, escaped in the markup
    assert MARKUP in shown_words(box.body)  # and shown as typed
    # Tooltips read text that looks like markup as HTML: where a name appears, it is escaped.
    from zanzibar_desktop.ui.table.models import PLAYER

    plate = driver.felt.plates[0]
    assert MARKUP in plate.accessibleName() and MARKUP in plate.accessibleDescription()
    tooltips = [plate.toolTip(), driver.scoreboard_tables.scoreboard_model.index(0, PLAYER).data(
        Qt.ItemDataRole.ToolTipRole)]
    for tooltip in tooltips:
        assert "&lt;img src=x&gt;" in tooltip and "<img" not in tooltip
    # The History chart draws the names as plain text; a point's tip escapes them.
    qtbot.waitUntil(lambda: driver.history_chart is not None)
    lines = driver.history_chart.plot
    assert lines.lines.names[0] == MARKUP
    QTest.mouseMove(lines, lines.point_at(1, 0).toPoint())
    qtbot.waitUntil(lambda: QToolTip.isVisible())
    assert "&lt;img src=x&gt;" in QToolTip.text() and "<img" not in QToolTip.text()
    window.close()


def test_rich_text_places_get_the_name_escaped():
    assert shown_as_typed(MARKUP + "\nline") == (
        "<qt>&lt;img src=x&gt;&lt;b&gt;Bold&lt;/b&gt;<br/>line</qt>")
