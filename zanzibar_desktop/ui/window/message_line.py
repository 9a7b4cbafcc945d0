"""The message line under the buttons: it always says what the human can do now. What it
says is made by a function, so it is said again in another language; a screen reader hears
it once the window is up (``announcing``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from ..retranslate import translate_ui
from ..texts import announce


class MessageLine(QLabel):
    def __init__(self) -> None:
        super().__init__()
        self.announcing = False  # nobody listens before the window is up; spare the start-up
        self._maker: Callable[[], str] | None = None
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMargin(4)
        font = self.font()
        font.setPointSize(11)
        self.setFont(font)
        # Two lines are kept for it, so the felt does not jump when a message wraps.
        self.setMinimumHeight(2 * self.fontMetrics().lineSpacing() + 8)
        translate_ui(self)

    def say(self, maker: Callable[[], str]) -> None:
        """Show a message; ``maker`` builds it, so it can be rebuilt in another language."""
        self._maker = maker
        self._show()
        if self.announcing:
            announce(self, self.text())

    def _show(self) -> None:
        self.setText(self._maker())
        # Its name says what it is ("Message"); what it says is its description.
        self.setAccessibleDescription(self.text())

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Message"))
        if self._maker is not None:
            self._show()
