"""The hint, beside the dice during the player's turn: every choice — each set of dice to
keep, and stopping — with its exact take (in a points race also the chances to win, tie and
lose), best first, as a list a keyboard and a screen reader can go through. The best keep is
also lit on the dice themselves. Only what the player sees is read: never the dice to come."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from ...engine.hands import dice_label
from ..retranslate import translate_ui
from ..texts import percent_text

if TYPE_CHECKING:
    from ...engine.coach import Option


class HintPanel(QFrame):
    closed = Signal()
    # The choice the pointer is over or the keyboard is on (an Option), None when none is:
    # the hands card marks the hand it would make.
    option_hovered = Signal(object)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("hintPanel")
        self.setAutoFillBackground(True)
        self.setStyleSheet("#hintPanel { border: 2px solid palette(highlight); "
                           "border-radius: 10px; background: palette(window); }")
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-weight: bold;")
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setMouseTracking(True)  # itemEntered as the pointer moves over a choice
        self.list.itemEntered.connect(lambda item: self._point_at(self.list.row(item)))
        self.list.currentRowChanged.connect(self._point_at)
        self.list.viewport().installEventFilter(self)  # the pointer leaves: the focused choice
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.dismiss)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.addWidget(self.title)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        self.options: list[Option] = []
        self._maker: Callable[[], None] | None = None
        self.hide()
        translate_ui(self)

    def retranslate_ui(self) -> None:
        self.close_button.setText(self.tr("&Close hint"))
        self.list.setAccessibleName(self.tr("Every choice, best first"))
        if self.isVisible() and self._maker is not None:
            self._maker()

    def show_options(self, options: list[Option], tokens: bool) -> None:
        """The choices of this position, best first."""
        self.options = options

        def fill() -> None:
            self.title.setText(self.tr("Hint: every choice, best first"))
            self.list.clear()
            for option in options:
                self.list.addItem(self.describe(option, tokens))
            self.list.setCurrentRow(0)

        self._maker = fill
        fill()
        self.show()
        self.list.setFocus()

    def show_nothing(self, why: str) -> None:
        """No choice to make now (before the first throw, a last throw, a charge)."""
        self.options = []

        def fill() -> None:
            self.title.setText(why)
            self.list.clear()

        self._maker = fill
        fill()
        self.show()
        self.close_button.setFocus()

    def choice(self, option: Option) -> str:
        """A choice in words: keep these dice, throw all three, or stop."""
        if option.keep is None:
            return self.tr("Stop here")
        if not option.keep:
            return self.tr("Throw all three again")
        return self.tr("Keep {dice}").format(dice=dice_label(option.keep))

    def take(self, option: Option, tokens: bool) -> str:
        """The take: a percentage, or tokens expected to be shed in a décharge."""
        if tokens:
            return self.tr("{number} tokens").format(
                number=QLocale().toString(option.take, "f", 2))
        return self.percent(option.take)

    def describe(self, option: Option, tokens: bool) -> str:
        choice = self.choice(option)
        if tokens:
            return self.tr("{choice}: take {take} tokens").format(
                choice=choice, take=QLocale().toString(option.take, "f", 2))
        return self.tr("{choice}: take {take} (win {win}, tie {tie}, lose {lose})").format(
            choice=choice, take=self.percent(option.take), win=self.percent(option.win),
            tie=self.percent(option.tie), lose=self.percent(option.lose))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.list.viewport() and event.type() == QEvent.Type.Leave:
            self._point_at(self.list.currentRow())
        return super().eventFilter(watched, event)

    def _point_at(self, row: int) -> None:
        self.option_hovered.emit(self.options[row] if 0 <= row < len(self.options) else None)

    def percent(self, fraction: float) -> str:
        return percent_text(fraction)

    def dismiss(self) -> None:
        if self.isVisible():
            self.hide()
            self.option_hovered.emit(None)
            self.closed.emit()
