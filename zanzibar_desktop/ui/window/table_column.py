"""Down the middle of the window: the save bars, the bars a game brings (the Master's), the
heading, the felt with the dice, the buttons and the message line."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class TableColumn(QWidget):
    """``widgets`` one under the other (the save bars, the heading, the tray, the buttons,
    the message line): the tray takes the height left; a game's bars go below the save
    bars (``add_bar``)."""

    def __init__(self, save_bars: tuple[QWidget, ...], heading: QLabel, tray: QWidget,
                 buttons: QWidget, message: QLabel) -> None:
        super().__init__()
        heading.setTextFormat(Qt.TextFormat.PlainText)
        font = heading.font()  # a font, not a style sheet: the frame's widgets keep Qt's
        font.setPointSize(16)  # plain style (a style sheet costs the first frame)
        font.setBold(True)
        heading.setFont(font)
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column = QVBoxLayout(self)
        for bar in save_bars:
            column.addWidget(bar)
        self._bars = QVBoxLayout()
        self._bars.setContentsMargins(0, 0, 0, 0)
        column.addLayout(self._bars)
        column.addWidget(heading)
        column.addWidget(tray, 1)
        column.addWidget(buttons)
        column.addWidget(message)

    def add_bar(self, bar: QWidget) -> None:
        """A bar a game brings (the Master's preparation), below the save bars."""
        self._bars.addWidget(bar)
