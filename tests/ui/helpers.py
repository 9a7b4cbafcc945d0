"""Driving the main window like a player: keys and clicks only."""

import random

from PySide6.QtCore import Qt

from zanzibar_desktop.storage.settings import Settings
from zanzibar_desktop.ui.window.main_window import MainWindow


def fast_settings() -> Settings:
    return Settings(animation_speed="instant", computer_delay_ms=0)


def open_window(qtbot, settings=None, autosave=None, opening: bool = False) -> MainWindow:  # noqa: ANN001
    """The main window, shown, ready (its first frame drawn) and active. Games start at once
    unless ``opening``: the table then shows the throw for the opener first, as it does for
    players."""
    window = MainWindow(settings or fast_settings(), autosave)
    qtbot.addWidget(window)
    window.resize(1100, 740)
    with qtbot.waitSignal(window.first_frame_drawn):  # then the table's workings are made
        window.show()
    window.pacing.skip_opening = not opening
    window.activateWindow()
    window.raise_()
    qtbot.waitUntil(window.isActiveWindow)  # shortcuts only reach the active window
    return window


def wait_for_human_or_summary(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    controller = window.controller
    qtbot.waitUntil(lambda: window.summary.isVisible() or controller.game.over or (
        controller.human_may_act()), timeout=20000)


def click_die(qtbot, window: MainWindow, die: int) -> None:  # noqa: ANN001
    point = window.tray.die_centre(die).toPoint()
    qtbot.mouseClick(window.tray, Qt.MouseButton.LeftButton, pos=point)


def play_human_turn_step(qtbot, window: MainWindow, rng: random.Random) -> None:  # noqa: ANN001
    """One thing a player does: continue past a summary, throw, keep a die, or stop."""
    game = window.controller.game
    if window.summary.isVisible():
        qtbot.keyClick(window, Qt.Key.Key_Return)
        return
    if game.dice is None or game.in_throw_off:
        qtbot.keyClick(window, Qt.Key.Key_Space)
        return
    choice = rng.random()
    if choice < 0.25:
        click_die(qtbot, window, rng.randrange(3))
    elif choice < 0.4:
        qtbot.keyClick(window, str(rng.randrange(1, 4)))
    elif choice < 0.7 and game.can_throw():
        qtbot.keyClick(window, Qt.Key.Key_Space)
    else:
        qtbot.keyClick(window, Qt.Key.Key_Return)
