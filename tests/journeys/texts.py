"""What a window shows in words: every showing label, button, tab, heading, table cell and
title, read as the player sees it (the journey walker's French and cut-text checks read
these)."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QMainWindow,
    QTabBar,
    QWidget,
)

from zanzibar_desktop.ui.table.game_words import shown_words


def plain(label: QLabel) -> str:
    """A label's words, rich text read as plain (its non-breaking spaces kept)."""
    return shown_words(label)


def showing(widget: QWidget, root: QWidget) -> bool:
    """On screen: shown, with room, every parent up to ``root`` shown."""
    return widget.isVisibleTo(root) and root.isVisible() and widget.width() > 0 \
        and widget.height() > 0


def visible_cells(view: QAbstractItemView) -> Iterator[tuple[QModelIndex, str]]:
    """The cells of a table or list on screen, with their text."""
    model = view.model()
    if model is None:
        return
    viewport = view.viewport().rect()
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
    for row in range(model.rowCount(QModelIndex())):
        for column in range(columns):
            index = model.index(row, column)
            text = model.data(index, Qt.ItemDataRole.DisplayRole)
            if text in (None, "") or not viewport.intersects(view.visualRect(index)):
                continue
            yield index, str(text)


def showing_texts(root: QWidget) -> list[str]:
    """Every text showing in ``root`` and its children (empty ones left out)."""
    texts = [root.windowTitle().replace("[*]", "")]
    if isinstance(root, QMainWindow):
        texts += [action.text() for action in root.menuBar().actions()]
    for widget in root.findChildren(QWidget):
        if not showing(widget, root):
            continue
        if isinstance(widget, QLabel):
            texts.append(plain(widget))
        elif isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QDockWidget):
            texts.append(widget.windowTitle())
        elif isinstance(widget, QTabBar):
            texts += [widget.tabText(tab) for tab in range(widget.count())]
        elif isinstance(widget, QComboBox):
            texts.append(widget.currentText())
        elif isinstance(widget, QAbstractItemView):
            texts += [text for _, text in visible_cells(widget)]
    return [text for text in texts if text and text.strip()]
