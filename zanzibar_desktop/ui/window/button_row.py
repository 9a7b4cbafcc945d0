"""The table's buttons under the felt, in one row. A button given a shorter wording
(:meth:`ButtonRow.set_wordings`) shows it while the row is too narrow for the full one — an
800-wide window with the Scoreboard dock beside the table cut French's « Passer à mon
tour » to « asser à mon tou » — and its full words stay its tooltip and its name for screen
readers. No button is drawn narrower than its words."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget


def _shown(text: str) -> str:
    """A button's words as drawn: mnemonics' ampersands gone, a doubled one kept."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


class ButtonRow(QWidget):
    def __init__(self, buttons: list[QPushButton], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons = buttons
        self.wordings: dict[QPushButton, tuple[str, str]] = {}
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.addStretch()
        for button in buttons:
            self.row.addWidget(button)
        self.row.addStretch()

    def set_wordings(self, button: QPushButton, full: str, short: str) -> None:
        """``button``'s words: ``full`` where the row has room, else ``short``."""
        self.wordings[button] = (full, short)
        button.setToolTip(_shown(full))
        button.setAccessibleName(_shown(full))
        self._fit(self.width())

    def _needed(self, full: bool) -> int:
        """The row's width with every button at its own width, in full words or short."""
        total = 0
        for button in self.buttons:
            width = button.sizeHint().width()
            if button in self.wordings:
                metrics = button.fontMetrics()
                wanted = self.wordings[button][0 if full else 1]
                width += (metrics.horizontalAdvance(_shown(wanted))
                          - metrics.horizontalAdvance(_shown(button.text())))
            total += max(width, button.minimumWidth())
        return total + self.row.spacing() * (len(self.buttons) - 1)

    def _fit(self, width: int) -> None:
        full = width >= self._needed(True)
        for button, (long_words, short_words) in self.wordings.items():
            words = long_words if full else short_words
            if button.text() != words:
                button.setText(words)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        hint.setWidth(self._needed(False))
        return hint

    def resizeEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        self._fit(event.size().width())
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # another button's new words
            self._fit(self.width())
        return super().event(event)
