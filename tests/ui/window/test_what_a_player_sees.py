"""What a player sees at the table, found in the screenshots and play-throughs of issue 31:
wrapped words that keep their lines in a short dock, dice readable at 800×600 with every
dock open, one throw count said one way, the end of a game's keys named."""

import pytest
from PySide6.QtCore import QSize

from tests.ui.cut_text import cut_texts
from tests.ui.driver import TableDriver
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.gui

SEATS = [PlayerSpec("Alex"), PlayerSpec("Marcel", "regular"), PlayerSpec("Josette", "expert"),
         PlayerSpec("Dédé", "novice")]


def test_the_hands_card_heading_keeps_its_lines_in_a_short_dock(qtbot):
    """A dock shorter than the card squeezed its wrapped heading ("Strongest first. To
    beat: 5-1-1 · fiche of fives.") to fewer lines than its words need: the card scrolls
    instead, its heading whole."""
    driver = TableDriver.open(qtbot, size=(1024, 700))
    driver.set_dock("hands", True)
    driver.seat(Game(preset_rules("421"), SEATS, seed=3))
    driver.wait_for(lambda: driver.human_may_act() and driver.controller.shown.to_beat
                    is not None, "a hand to beat")
    window = driver.window
    dock = window.hands_dock
    dock.setFloating(True)  # as a double click on its title does, then made small
    dock.resize(QSize(110, 100))
    heading = window.hands_card.heading
    qtbot.waitUntil(lambda: "To beat" in heading.text() and dock.size() == QSize(110, 100))
    driver.settle()
    assert heading.heightForWidth(heading.width()) > dock.height() // 2  # the case in hand
    assert cut_texts(dock) == []
    assert heading.height() >= heading.heightForWidth(heading.width())
