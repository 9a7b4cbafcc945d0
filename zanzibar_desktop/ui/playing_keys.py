"""The table's playing keys, one set wherever dice are played: 1, 2 and 3 keep a die or
release it, Space throws (or presses the button that has the keyboard focus, as everywhere),
Enter stops or moves on. The table (``window/intents.py``) and Game ▸ Practice
(``dialogs/practice_dialog.py``) answer to the same keys."""

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget


def add_playing_keys(host: QWidget, die: Callable[[int], None], space: Callable[[], None],
                     enter: Callable[[], None]) -> None:
    """In ``host``, 1, 2 and 3 call ``die`` (with 0, 1 or 2), Space ``space``, Enter and
    Return ``enter``. Space and Enter act once per press: held down, they would run through
    the results as they come, unread."""
    for number in range(3):
        shortcut = QShortcut(QKeySequence(str(number + 1)), host)
        shortcut.activated.connect(lambda index=number: die(index))
    for key, action in ((Qt.Key.Key_Space, space), (Qt.Key.Key_Return, enter),
                        (Qt.Key.Key_Enter, enter)):
        shortcut = QShortcut(QKeySequence(key), host)
        shortcut.setAutoRepeat(False)
        shortcut.activated.connect(action)


def press_focused_button(host: QWidget) -> bool:
    """Space on a button of ``host`` that has the keyboard focus presses it, as everywhere;
    whether there was one."""
    focus = QApplication.focusWidget()
    if (isinstance(focus, QAbstractButton) and host.isAncestorOf(focus)
            and focus.isVisible() and focus.isEnabled()):
        focus.click()
        return True
    return False
