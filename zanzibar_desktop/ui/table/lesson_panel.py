"""A lesson's words beside the dice: the step's one or two sentences, how far the lesson
has come, and the way out (Leave lesson, or Esc); Next on a step to read and the last
step's Finish (each has the focus while it shows, so Space presses it). The felt places
it (``Felt.attach_note``) above the result or the hint, never over a die."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import ZANZIBAR
from ..retranslate import translate_ui
from ..texts import announce, lines_height
from .game_words import GameWords


class LessonPanel(QFrame):
    left = Signal()  # the player leaves the lesson (it can be resumed)
    finished = Signal()  # the player closes the last step
    next_pressed = Signal()  # the player has read a step's words

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.setAutoFillBackground(True)
        self.setStyleSheet("#lessonPanel { border: 2px solid #d9b44a; border-radius: 10px; "
                           "background: palette(window); }")
        self.progress = QLabel()
        self.progress.setTextFormat(Qt.TextFormat.PlainText)
        self.progress.setStyleSheet("font-weight: bold;")
        self.progress.setWordWrap(True)  # a narrow panel wraps it: the step number stays
        self.family = ZANZIBAR  # the lesson game's, whose words are explained (set_family)
        self.words = QLabel()
        self.game_words = GameWords(self.words)
        self.words.setWordWrap(True)
        self.words.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._words_font = self.words.font()  # the window's: on a short felt, these
        self._large_words = QFont(self._words_font)  # a little larger where room allows
        self._large_words.setPointSizeF(self._words_font.pointSizeF() * 1.15
                                        if self._words_font.pointSizeF() > 0 else 12)
        self.words.setFont(self._large_words)
        # On a felt too small for the step's words even at the window's size (800×600 with
        # every dock open and a result up), they scroll rather than get cut.
        self.scroller = QScrollArea()
        self.scroller.setWidget(self.words)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget "
                                    "{ background: transparent; }")
        self.scroller.viewport().installEventFilter(self)  # the words as high as its width
        self.leave_button = QPushButton()
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space stays the Throw key
        self.leave_button.clicked.connect(self.left)
        self.finish_button = QPushButton()
        self.finish_button.clicked.connect(self.finished)
        self.finish_button.hide()
        self.next_button = QPushButton()  # takes the focus while shown: Space presses it
        self.next_button.clicked.connect(self._on_next)
        self.next_button.hide()
        self.buttons = buttons = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        buttons.addStretch()
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.finish_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.addWidget(self.progress)
        layout.addWidget(self.scroller, 1)
        layout.addLayout(buttons)
        self._shown: tuple | None = None  # (title, number, count, words maker, last)
        self.hide()
        translate_ui(self)

    def retranslate_ui(self) -> None:
        self._words_of = {self.leave_button: self.tr("Leave lesson (Esc)"),
                          self.finish_button: self.tr("Finish (Space)"),
                          self.next_button: self.tr("Next (Space)")}
        for button, words in self._words_of.items():
            button.setText(words)
            button.setAccessibleName(words)
        self._arrange(self.width())
        self.setAccessibleName(self.tr("Lesson"))
        if self._shown is not None:
            self._fill()

    def show_step(self, title, number: int, count: int, words, last: bool,  # noqa: ANN001
                  reading: bool = False) -> None:
        """Step ``number`` of ``count``: ``title`` and ``words`` make the texts (so a new
        language shows them anew); ``last``: the lesson ends with Finish; ``reading``: the
        words wait for Next."""
        self._shown = (title, number, count, words, last)
        self._fill()
        self.finish_button.setVisible(last)
        self.leave_button.setVisible(not last)
        self.next_button.setVisible(reading)
        self._arrange(self.width())
        self.show()
        self.raise_()
        if reading or last:  # the button that moves on has the focus: Space presses it
            (self.next_button if reading else self.finish_button).setFocus()
        announce(self, self.words.accessibleName())

    def set_family(self, family: str) -> None:
        """The game at the table is of ``family``: the step's words are explained in its."""
        if family != self.family:
            self.family = family
            if self._shown is not None:
                self._fill()

    def _on_next(self) -> None:
        """Next: the dice tray has the keys again (Space throws), and the lesson goes on."""
        self.next_button.hide()
        self._arrange(self.width())
        if self.parentWidget() is not None:
            self.parentWidget().setFocus()
        self.next_pressed.emit()

    def _fill(self) -> None:
        title, number, count, words, _last = self._shown
        self.progress.setText(self.tr("{title} · step {number} of {count}").format(
            title=title(), number=number, count=count))
        self.game_words.show(words(), self.family)
        self.updateGeometry()
        if self.isVisible() and self.parentWidget() is not None:
            self.parentWidget().update()

    def fit_height(self, width: int, room: float) -> int:
        """The panel's height at ``width``: its words a little larger than the window's
        when that fits in ``room``, else at the window's size; where even those do not
        fit, ``room`` itself (the words scroll)."""
        for font in (self._large_words, self._words_font):
            self.words.setFont(font)
            height = self.wanted_height(width)
            if height <= room:
                return height
        return max(int(room), self.least_height(width))

    def wanted_height(self, width: int) -> int:
        """How high the panel is ``width`` wide with all its words in view."""
        inner = width - self._sides()
        # The words measured as narrow as a scroll bar would leave them: they never fall
        # short of their room, and where they fit they never scroll.
        words = lines_height(self.words,
                             inner - self.scroller.verticalScrollBar().sizeHint().width())
        self.words.setMinimumHeight(words)  # the scroller scrolls to the last line
        # One line is lower than the scroller can be: it keeps its own least height.
        return self._around_words(inner) + max(words, self.scroller.minimumSizeHint().height())

    def least_height(self, width: int) -> int:
        """How high the panel is ``width`` wide with two lines of its words in view (the
        rest scroll)."""
        lines = 2 * self.words.fontMetrics().lineSpacing()
        return self._around_words(width - self._sides()) + lines

    def _sides(self) -> int:
        """The panel's width but its contents: its border and its layout's margins."""
        margins = self.layout().contentsMargins() + self.contentsMargins()
        return margins.left() + margins.right()

    def _around_words(self, inner: int) -> int:
        """The panel's height but its words: the border and margins, the progress line,
        the buttons."""
        layout = self.layout()
        margins = layout.contentsMargins() + self.contentsMargins()
        return (margins.top() + self.progress.heightForWidth(inner) + 2 * layout.spacing()
                + self._buttons_height(inner) + margins.bottom())

    def _shown_buttons(self) -> list[QPushButton]:
        return [button for button in (self.leave_button, self.next_button, self.finish_button)
                if not button.isHidden()] or [self.leave_button]

    def _stacked(self, inner: int) -> bool:
        """The buttons one above the other: side by side they are wider than ``inner``
        (Leave lesson beside Next, in French, at 800×600 with the docks open)."""
        buttons = self._shown_buttons()
        wide = sum(button.sizeHint().width() for button in buttons)
        return wide + self.buttons.spacing() * (len(buttons) - 1) > inner

    def _buttons_height(self, inner: int) -> int:
        heights = [button.sizeHint().height() for button in self._shown_buttons()]
        if not self._stacked(inner):
            return max(heights)
        return sum(heights) + self.buttons.spacing() * (len(heights) - 1)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The scroller's view resized (a dock opened, a scroll bar come or gone): the words
        keep the height their lines need at its new width, so they scroll, never get cut."""
        if watched is self.scroller.viewport() and event.type() == QEvent.Type.Resize:
            self.words.setMinimumHeight(lines_height(self.words, event.size().width()))
        return super().eventFilter(watched, event)

    def _arrange(self, width: int) -> None:
        """The buttons side by side, or stacked where ``width`` is too narrow for them; a
        button wider than the whole panel (a felt squeezed by docks) shows its words elided,
        whole in its tooltip and accessible name."""
        inner = width - self._sides()
        for button, words in self._words_of.items():
            button.setText(words)
            button.setToolTip("")
            frame = button.sizeHint().width() - button.fontMetrics().horizontalAdvance(words)
            if button.sizeHint().width() > inner > frame:
                button.setText(button.fontMetrics().elidedText(
                    words, Qt.TextElideMode.ElideRight, inner - frame))
                button.setToolTip(words)
        self.buttons.setDirection(QBoxLayout.Direction.TopToBottom if self._stacked(
            inner) else QBoxLayout.Direction.LeftToRight)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        self._arrange(event.size().width())
        super().resizeEvent(event)

    def put_away(self) -> None:
        self._shown = None
        self.hide()
