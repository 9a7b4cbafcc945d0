"""View ▸ Language: every text showing in the window follows the switch — the heading, the
result panel, the hint, the docks, the buttons and the menus — at a game's start, at a
round's result and at its end (a text set once from a translation stays in English)."""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QAbstractButton, QDockWidget, QLabel, QTableView, QWidget

from tests.journeys.texts import plain
from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from tests.ui.table.test_game_end import _to_game_over
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.i18n import install_language

pytestmark = pytest.mark.gui

FRENCH = Path(__file__).resolve().parents[3] / "translations" / "zanzibar_fr.ts"
TOKENS = preset_rules("421").with_options(tokens=3)


def _english_sources() -> list[tuple[re.Pattern, str]]:
    """Each English source whose French differs, as a pattern of the texts it makes (its
    arguments any words on one line, a count any number); only those with words enough of their own
    to be told from a name or a figure."""
    patterns = []
    for message in ET.parse(FRENCH).getroot().iter("message"):
        source = message.find("source").text or ""
        if "".join(message.find("translation").itertext()) == source:
            continue
        words = source.replace("&", "")
        if len(re.sub(r"\{\w+\}|%n|\(s\)|[^A-Za-z]", "", words)) < 6:
            continue
        pattern = (re.escape(words).replace(r"\(s\)", "s?").replace("%n", r"\d+"))
        # A French tooltip of several lines matched "{player}, manche {manche}: {kind}"
        # across them.
        patterns.append((re.compile(re.sub(r"\\\{\w+\\\}", "[^\u2028\u2029\n]+", pattern)),
                         source))
    return patterns


def _showing(window) -> list[str]:  # noqa: ANN001
    texts = [action.text() for action in window.menuBar().actions()]
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel):
            texts.append(plain(widget))  # the words shown, not the markup's links
        if isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        if isinstance(widget, QDockWidget):
            texts.append(widget.windowTitle())
        if isinstance(widget, QTableView) and widget.model() is not None:
            model = widget.model()
            texts += [str(model.headerData(column, Qt.Orientation.Horizontal))
                      for column in range(model.columnCount())]
            texts += [str(model.index(row, column).data()) for row in range(model.rowCount())
                      for column in range(model.columnCount())]
        tip = widget.toolTip()  # as shown: its markup's links are not words
        texts.append(QTextDocumentFragment.fromHtml(tip).toRawText()
                     if GuiQt.mightBeRichText(tip) else tip)
    return texts


def _left_in_english(qtbot, window) -> list[str]:  # noqa: ANN001
    """The texts showing after a switch to French that are still English."""
    patterns = _english_sources()
    driver = TableDriver(window)
    menu = driver.menu("game").title()
    try:
        install_language("fr")
        qtbot.waitUntil(lambda: driver.menu("game").title() != menu)  # the switch is through
        shown = [text.replace("&", "").replace("\u2068", "").replace("\u2069", "")
                 for text in _showing(window)]
        return [text for text in shown if any(pattern.fullmatch(text) for pattern, _ in patterns)]
    finally:
        install_language("en")


def test_every_showing_text_follows_a_switch_to_french(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    for dock in (driver.dock("scoreboard"), driver.dock("history"), driver.dock("hands")):
        dock.show()
    window.new_game(TOKENS, [PlayerSpec("Ann"), PlayerSpec("Josette", "regular")])
    controller = driver.controller
    qtbot.waitUntil(lambda: controller.human_may_act() and controller.game.throws == 0,
                    timeout=20000)
    driver.hint()  # nothing to choose before the first throw: it says so
    assert driver.felt.hint.isVisible()
    assert _left_in_english(qtbot, window) == []
    driver.hint()
    window.new_game(TOKENS, [PlayerSpec("Bob", "regular"), PlayerSpec("Josette", "regular")])
    _to_game_over(qtbot, window)
    assert _left_in_english(qtbot, window) == []
    window.close()
