"""Driving the main window like a player: keys and clicks only, through the table driver
(tests/ui/driver.py)."""

import gc
import random
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.driver import TableDriver
from tests.ui.driver import fast_settings as fast_settings
from zanzibar_desktop.ui.window.main_window import MainWindow


def open_window(qtbot, settings=None, autosave=None, opening: bool = False) -> MainWindow:  # noqa: ANN001
    """The main window, shown, ready (its first frame drawn) and active. Games start at once
    unless ``opening``: the table then shows the throw for the opener first, as it does for
    players."""
    return TableDriver.open(qtbot, settings, autosave, opening).window


def top_level_windows() -> dict[int, str]:
    """Every top-level widget, shown or not, by its address: its type's name (a window
    left behind by one that is gone is told by an address not there before)."""
    return {shiboken6.getCppPointer(widget)[0]: type(widget).__name__
            for widget in QApplication.topLevelWidgets()}


def windows_left(before: dict[int, str], first: Callable[[], object] | None = None) -> list[str]:
    """The top-level widgets not among ``before`` (``top_level_windows()`` taken earlier),
    read with the cycle collector off (``first`` run then too): what a window's Python
    objects left, which the collector would free at any allocation, even while Qt lists its
    windows (a crash)."""
    gc.disable()
    try:
        if first is not None:
            first()
        return [name for address, name in top_level_windows().items() if address not in before]
    finally:
        gc.enable()
        gc.collect()


def wait_for_human_or_summary(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    TableDriver(window).wait_for_human_or_summary()


def click_die(qtbot, window: MainWindow, die: int) -> None:  # noqa: ANN001
    TableDriver(window).keep(die)


def play_human_turn_step(qtbot, window: MainWindow, rng: random.Random) -> None:  # noqa: ANN001
    """One thing a player does: continue past a summary, throw, keep a die, or stop."""
    driver = TableDriver(window)
    game = driver.game
    if driver.summary_showing():
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
