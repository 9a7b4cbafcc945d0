"""The bar above the table that says when the game is not being saved, and when it is again
(one for the autosave, one for the record of games played).

It never blocks play: a full disk or a read-only folder is reported here while the game goes
on, and the window tries again after the next action. Its words are rebuilt on a language
change, like the rest of the window.
"""

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from ...engine.text import Text
from ..retranslate import translate_ui
from ..texts import tr_text

# How long "saving works again" stays before the bar goes away by itself.
RECOVERED_SHOWN_MS = 6000

_STYLES = {
    "warning": "#saveStatus { background: #fff3cd; border: 1px solid #e0b040; "
               "border-radius: 6px; } QLabel { color: #4a3800; }",
    "good": "#saveStatus { background: #dff3e0; border: 1px solid #6fb070; "
            "border-radius: 6px; } QLabel { color: #1d4a1f; }",
}


class SaveStatusBar(QFrame):
    """A non-modal bar: not saving (and why), or saving again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saveStatus")
        self.text = QLabel()
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        # Room for two lines whatever the message, so the felt does not move between them.
        self.text.setMinimumHeight(2 * self.text.fontMetrics().lineSpacing())
        self.close_button = QToolButton()
        self.close_button.setAutoRaise(True)
        self.close_button.setText("×")
        self.close_button.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 4, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self._maker: Callable[[], str] | None = None
        self.failing = False
        self._fade = QTimer(self)
        self._fade.setSingleShot(True)
        self._fade.timeout.connect(self.hide)
        translate_ui(self)
        self.hide()

    def retranslate_ui(self) -> None:
        self.close_button.setToolTip(self.tr("Hide this message"))
        self.close_button.setAccessibleName(self.tr("Hide this message"))
        if self._maker is not None:
            self.text.setText(self._maker())

    def _show(self, style: str, maker: Callable[[], str]) -> None:
        self._maker = maker
        self.setStyleSheet(_STYLES[style])
        self.text.setText(maker())
        self.setAccessibleName(self.text.text())
        self._fade.stop()
        self.show()

    def saving_failed(self, reason: Text) -> None:
        """The autosave could not be written: say why, and that play goes on."""
        first = not self.failing
        self.failing = True
        if first or self.isVisible():  # once hidden by the player, it stays hidden
            self._show("warning", lambda: self.tr(
                "This game is not being saved: {reason}. Play on; saving is tried again after "
                "each move.").format(reason=tr_text(reason)))

    def saving_worked(self) -> None:
        """The autosave was written: after a failure, say that saving works again."""
        self._recovered(lambda: self.tr("Saving works again: your game is saved."))

    def _recovered(self, maker: Callable[[], str]) -> None:
        """After a failure, say it is over, for a while."""
        if not self.failing:
            return
        self.failing = False
        self._show("good", maker)
        self._fade.start(RECOVERED_SHOWN_MS)

    def records_failed(self, problem: Text) -> None:
        """A game could not be added to the records yet: said until it is (never hidden by
        the next message, unlike the message line)."""
        self.failing = True
        self._show("warning", lambda: tr_text(problem))

    def records_caught_up(self) -> None:
        """The games that waited are in the records now."""
        self._recovered(lambda: self.tr("Every game is in the record of your games now."))

    def not_autosaving(self, reason: Callable[[], str]) -> None:
        """This window does not autosave at all (another one does): say so until hidden."""
        self._show("warning", reason)
