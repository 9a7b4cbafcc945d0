"""The result panel on the felt, beside the dice (never over them): what the opening throw,
a round, a manche or the game came to, with Continue, or at the end Play again / New game."""

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


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
        self.buttons = QHBoxLayout()
        self.buttons.addStretch()
        self.buttons.addWidget(self.button)
        self.extra_buttons: list[tuple[QPushButton, Callable[[], str]]] = []
        self.buttons.addStretch()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(self.title)
        layout.addWidget(self.body, 1)
        layout.addLayout(self.buttons)
        self._area: QRectF | None = None
        self._auto = QTimer(self)
        self._auto.setSingleShot(True)
        self._auto.timeout.connect(self.dismiss)
        self.hide()

    def retranslate_ui(self) -> None:
        self.button.setText(self.tr("&Continue"))
        for button, words in self.extra_buttons:
            button.setText(words())
        if self._maker is not None and self.isVisible():
            self._show_text()

    def _show_text(self) -> None:
        title, lines = self._maker()
        self.title.setText(title)
        self.body.setText("\n".join(lines))
        self.setAccessibleName(title)
        self.setAccessibleDescription(" ".join(lines))

    def present(self, maker, auto_dismiss_ms: int | None = None,
                actions: list[tuple[Callable[[], str], Callable[[], None]]] | None = None) -> None:
        """Show what ``maker`` says (a title and lines); it is asked again on a language change.
        ``actions`` (words, callback) replace Continue with buttons of their own."""
        self._maker = maker
        self._set_actions(actions or [])
        self._show_text()
        self.show()
        self.place()  # beside the dice; chips in flight stay above it
        (self.extra_buttons[0][0] if self.extra_buttons else self.button).setFocus()
        if auto_dismiss_ms is not None:
            self._auto.start(auto_dismiss_ms)

    def start_auto_dismiss(self, ms: int) -> None:
        """Go away by itself after ``ms`` (Enter or Continue sooner)."""
        self._auto.start(ms)

    def _set_actions(self, actions: list[tuple[Callable[[], str], Callable[[], None]]]) -> None:
        for button, _ in self.extra_buttons:
            button.deleteLater()
        self.extra_buttons = []
        self.button.setVisible(not actions)
        for index, (words, callback) in enumerate(actions):
            button = QPushButton(words())
            button.setDefault(index == 0)
            button.clicked.connect(callback)
            self.buttons.insertWidget(self.buttons.count() - 1, button)
            self.extra_buttons.append((button, words))

    def place(self, area: QRectF | None = None) -> None:
        """Fit the panel in ``area`` of the felt (the last one given), else centre it."""
        if area is not None:
            self._area = area
        parent = self.parentWidget()
        if self._area is None:
            width = min(parent.width() - 40, 560)
            self.setFixedWidth(max(width, 260))
            self.adjustSize()
            self.move((parent.width() - self.width()) // 2,
                      (parent.height() - self.height()) // 2)
            return
        rect = self._area
        self.setFixedWidth(int(rect.width()))
        height = min(int(rect.height()), self.heightForWidth(int(rect.width()))
                     if self.hasHeightForWidth() else self.sizeHint().height())
        height = max(height, min(int(rect.height()), self.sizeHint().height()))
        self.setFixedHeight(height)
        self.move(int(rect.left()), int(rect.top() + (rect.height() - height) / 2))

    def dismiss(self) -> None:
        """Continue; a panel that offers choices (the end of a game) stays until one is made."""
        if not self.isVisible() or self.extra_buttons:
            return
        self._auto.stop()
        had_focus = self.isAncestorOf(QApplication.focusWidget())
        self.hide()
        if had_focus:  # the keyboard goes back to the dice, not to the next seat plate
            self.parentWidget().setFocus()
        self.dismissed.emit()
