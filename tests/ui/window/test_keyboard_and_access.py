"""Playing without a mouse, and names for assistive technology."""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine.players import PlayerSpec

pytestmark = pytest.mark.gui


def test_a_whole_turn_with_the_keyboard_alone(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    game = TableDriver(window).game
    first = game.current
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(driver.controller.human_may_act)
    driver.tray.setFocus()
    qtbot.keyClick(driver.tray, Qt.Key.Key_Right)
    qtbot.keyClick(driver.tray, Qt.Key.Key_Up)  # keeps die 2
    assert game.held == [False, True, False]
    assert "Die 2" in driver.tray.accessibleDescription()
    assert "kept" in driver.tray.accessibleDescription()
    qtbot.keyClick(window, "3")
    assert game.held == [False, True, True]
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(driver.controller.human_may_act)
    assert game.throws == 2
    qtbot.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(driver.controller.human_may_act)
    assert game.current != first


def test_every_focusable_control_without_text_has_an_accessible_name(qtbot):
    window = open_window(qtbot)
    window.ensure_ready()
    window.new_game("421", [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")])
    window.show_history(True)
    unnamed = []
    for widget in window.findChildren(QWidget):
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisibleTo(window):
            continue
        if isinstance(widget, QAbstractButton) and widget.text():
            continue
        if isinstance(widget, QLabel):
            continue
        if not widget.accessibleName():
            unnamed.append(type(widget).__name__)
    assert unnamed == [], unnamed


def test_the_current_player_and_holds_are_not_shown_by_colour_alone(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    current = TableDriver(window).game.current
    assert driver.scoreboard_tables.scoreboard_model.index(current, 0).data().startswith("▶")
    assert driver.tray.dice_painter.held_label == "KEPT"


def test_the_focus_ring_shows_only_after_the_keyboard_moves_among_the_dice(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    qtbot.waitUntil(driver.controller.human_may_act)
    tray = driver.tray
    tray.setFocus()  # the tray takes the focus back by itself (after a result, a click)
    qtbot.waitUntil(tray.hasFocus)
    assert tray.interactive and not any(die.focused for die in tray.dice)
    qtbot.keyClick(tray, Qt.Key.Key_Right)  # the keyboard moves: its place shows
    assert [die.focused for die in tray.dice] == [False, True, False]
    qtbot.mouseClick(tray, Qt.MouseButton.LeftButton, pos=tray.rect().topLeft() + QPoint(4, 4))
    assert not any(die.focused for die in tray.dice)  # the mouse again: no ring
    tray.clearFocus()
    tray.setFocus(Qt.FocusReason.TabFocusReason)  # Tab into the dice
    assert any(die.focused for die in tray.dice)
    # One ring style: the palette's focus colour, apart from the kept gold and the hint.
    tray.grab()  # painted: the ring in the palette's focus colour
    assert tray.dice_painter.focus_colour == tray.palette().highlight().color()
    window.close()
