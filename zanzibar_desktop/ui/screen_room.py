"""A window's first size within the screen it opens on: the size it asks for, or less on a
small screen (800×600), its frame included, inside the room the screen leaves to windows
(``QScreen.availableGeometry``: the screen less its panels). What the window then lacks its
contents give up (their lists, tables and pages scroll); its buttons stay in view."""

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QApplication, QWidget


def _host(top: QWidget) -> QWidget | None:
    """The window ``top`` opens over: its parent's, else the active one."""
    parent = top.parentWidget()
    return parent.window() if parent is not None else QApplication.activeWindow()


def _screen(top: QWidget) -> QScreen:
    return (_host(top) or top).screen() or QGuiApplication.primaryScreen()


def _frame(top: QWidget) -> QSize:
    """What the window manager's frame adds to a window, as it adds it to the one ``top``
    opens over (nothing before any window shows)."""
    host = _host(top)
    if host is None or not host.isVisible():
        return QSize(0, 0)
    return host.frameGeometry().size() - host.geometry().size()


def fit_to_screen(top: QWidget, width: int, height: int) -> None:
    """The window ``top`` resized to ``width``×``height``, or less where its screen has
    less room."""
    room = _screen(top).availableGeometry().size() - _frame(top)
    top.resize(QSize(width, height).boundedTo(room))
