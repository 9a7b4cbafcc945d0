"""How the main window is laid out: the save bar, the heading, the felt with the dice, the
buttons and the message line down the middle; the detailed scoreboard in a dock beside it
(View ▸ Scoreboard, hidden at first). The message line and the dock are made here; the
other widgets are the window's, placed here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..table.side_tables import SideTables

if TYPE_CHECKING:
    from .main_window import MainWindow


def lay_out(window: MainWindow) -> None:
    window.message = QLabel()
    window.message.setTextFormat(Qt.TextFormat.PlainText)
    window.message.setWordWrap(True)
    window.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
    window.message.setStyleSheet("padding: 4px;")
    font = window.message.font()
    font.setPointSize(11)
    window.message.setFont(font)
    # Two lines are kept for it, so the felt does not jump when a message wraps.
    window.message.setMinimumHeight(2 * window.message.fontMetrics().lineSpacing() + 8)
    buttons = QHBoxLayout()
    buttons.addStretch()
    for button in (window.throw_button, window.stop_button, window.skip_button, window.hint_button):
        button.setMinimumHeight(36)
        button.setMinimumWidth(110)
        buttons.addWidget(button)
    buttons.addStretch()
    table_side = QWidget()
    left = QVBoxLayout(table_side)
    left.addWidget(window.save_status)
    left.addWidget(window.records_status)
    left.addWidget(window.turn_label)
    left.addWidget(window.tray, 1)
    left.addLayout(buttons)
    left.addWidget(window.message)

    window.setCentralWidget(table_side)
    # The detailed scoreboard: a dock beside the felt (View ▸ Scoreboard).
    window.side = SideTables()
    window.scoreboard_dock = QDockWidget()
    window.scoreboard_dock.setObjectName("scoreboardDock")
    window.scoreboard_dock.setWidget(window.side)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, window.scoreboard_dock)
    window.scoreboard_dock.hide()  # the seats on the felt tell it all; the player may open it
