"""Every menu entry returns to its caller at once and opens its dialog after (issue 31,
point 12): run inside the entry, a modal dialog's own loop keeps the caller — a screen
reader's AT-SPI ``doAction``, a shortcut's dispatch — waiting until the dialog closes."""

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMenu

from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine.players import PlayerSpec

pytestmark = pytest.mark.gui


def _entries(menu: QMenu):  # noqa: ANN202
    """Every entry of ``menu`` and its submenus that acts (no separator, no submenu)."""
    for action in menu.actions():
        if action.menu() is not None:
            yield from _entries(action.menu())
        elif not action.isSeparator():
            yield action


def test_each_entry_returns_before_its_dialog_opens(qtbot):
    window = open_window(qtbot)
    window.ensure_ready()
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")])
    menus = TableDriver(window).menus
    held: list[str] = []  # entries that ran a dialog before returning
    opened: list[str] = []  # entries whose dialog came after
    entry: dict[str, str | None] = {"text": None, "after": None}

    def close_a_dialog_inside_the_entry() -> None:
        """Runs only in a loop nested in ``trigger()``: a modal dialog's own."""
        modal = QApplication.activeModalWidget()
        if entry["text"] is not None and modal is not None:
            held.append(entry["text"])
            modal.close()

    def close_the_dialog_after() -> None:
        """Runs in the dialog's own loop once it is up (the test's wait is beneath it)."""
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QDialog) and modal.isVisible():
            opened.append(entry["after"])
            modal.close()

    guard, closer = QTimer(), QTimer()
    for timer, check in ((guard, close_a_dialog_inside_the_entry),
                         (closer, close_the_dialog_after)):
        timer.setInterval(0)
        timer.timeout.connect(check)
    dialog_entries = [action for menu in (menus.game_menu, menus.help_menu)
                      for action in _entries(menu)
                      if action.isEnabled() and action not in (
                          menus.quit_action, menus.hint_action, menus.learn_action,
                          menus.review_action, menus.statistics_action)]
    assert {menus.new_action, menus.open_action, menus.save_as_action, menus.rules_action,
            menus.rule_sheet_action, menus.hands_action, menus.keys_action,
            menus.about_action} <= set(dialog_entries)
    for action in dialog_entries:
        entry["text"] = action.text()
        guard.start()
        action.trigger()
        guard.stop()
        entry["text"] = None
        if action.text() in held:
            continue
        entry["after"] = action.text()
        closer.start()
        qtbot.waitUntil(lambda action=action: action.text() in opened)
        closer.stop()
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert not held, f"these entries held their caller until the dialog closed: {held}"
    assert len(opened) == len(dialog_entries)
    window.close()
