"""A panel laid over the dice tray that tells what a round or manche came to."""

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget


class SummaryPanel(QFrame):
    dismissed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("summaryPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#summaryPanel { border: 2px solid palette(highlight); "
                           "border-radius: 10px; background: palette(window); }")
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setStyleSheet("font-size: 15pt; font-weight: bold;")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setStyleSheet("font-size: 12pt;")
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.button = QPushButton()
        self._maker = None
        self.button.setDefault(True)
        self.button.clicked.connect(self.dismiss)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        self._auto = QTimer(self)
        self._auto.setSingleShot(True)
        self._auto.timeout.connect(self.dismiss)
        self.hide()

    def retranslate_ui(self) -> None:
        self.button.setText(self.tr("&Continue"))
        if self._maker is not None and self.isVisible():
            self._show_text()

    def _show_text(self) -> None:
        title, lines = self._maker()
        self.title.setText(title)
        self.body.setText("\n".join(lines))
        self.setAccessibleName(title)
        self.setAccessibleDescription(" ".join(lines))

    def present(self, maker, auto_dismiss_ms: int | None = None) -> None:
        """Show what ``maker`` says (a title and lines); it is asked again on a language change."""
        self._maker = maker
        self._show_text()
        self.place()
        self.show()
        self.raise_()
        self.button.setFocus()
        if auto_dismiss_ms is not None:
            self._auto.start(auto_dismiss_ms)

    def place(self) -> None:
        parent = self.parentWidget()
        width = min(parent.width() - 40, 560)
        self.setFixedWidth(max(width, 260))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, (parent.height() - self.height()) // 2)

    def dismiss(self) -> None:
        if not self.isVisible():
            return
        self._auto.stop()
        self.hide()
        self.dismissed.emit()
