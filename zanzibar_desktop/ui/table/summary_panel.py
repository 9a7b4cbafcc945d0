"""The result panel on the felt, beside the dice (never over them): what the opening throw,
a round, a manche or the game came to, with Continue, or at the end Play again / New game /
Review, which take no Enter or Space: a player still pressing the keys that throw and
continue must see the final standings, not start another game."""

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import ZANZIBAR
from ..retranslate import translate_ui
from ..texts import lines_height
from .game_words import GameWords

# Point sizes of the title and the lines, roomy and on a small felt.
SIZES = {False: (15, 12), True: (12, 10)}
# The keys that throw, stop and continue: never a choice at the end of a game.
PLAYING_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


class SummaryPanel(QFrame):
    dismissed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("summaryPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#summaryPanel { border: 2px solid palette(highlight); "
                           "border-radius: 10px; background: palette(window); }")
        self.family = ZANZIBAR  # the game's, whose words are explained (the felt sets it)
        self.title = QLabel()
        self.title_words = GameWords(self.title)  # names shown as typed
        self.title.setWordWrap(True)  # a long headline wraps, never runs off the panel
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body_words = GameWords(self.body)
        # Many lines on a small felt (eight players' standings) scroll rather than get cut.
        self.scroller = QScrollArea()
        self.scroller.setWidget(self.body)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget "
                                    "{ background: transparent; }")
        self._compact: bool | None = None
        self._set_compact(False)
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
        layout.addWidget(self.scroller, 1)
        layout.addLayout(self.buttons)
        self._area: QRectF | None = None
        self._auto = QTimer(self)
        self._auto.setSingleShot(True)
        self._auto.timeout.connect(self.dismiss)
        self.hide()
        translate_ui(self)

    def retranslate_ui(self) -> None:
        self.button.setText(self.tr("&Continue"))
        for button, words in self.extra_buttons:
            button.setText(words())
        if self._maker is not None and self.isVisible():
            self._show_text()

    def headline(self) -> str | None:
        """The title showing, in the current language (asked of its maker, so it holds
        before this panel's own words are set again); None when the panel is hidden."""
        return self._maker()[0] if self._maker is not None and self.isVisible() else None

    def _show_text(self) -> None:
        title, lines = self._maker()
        self.title_words.show(title, self.family)
        self.body_words.show("\n".join(lines), self.family)
        self.setAccessibleName(title)
        self.setAccessibleDescription(" ".join(lines))

    def present(self, maker, auto_dismiss_ms: int | None = None,
                actions: list[tuple[Callable[[], str], Callable[[], None]]] | None = None) -> None:
        """Show what ``maker`` says (a title and lines); it is asked again on a language change.
        ``actions`` (words with a mnemonic, callback) replace Continue with buttons of their
        own, chosen by a click or their Alt+letter; the keyboard then rests on the lines (the
        standings: the arrows scroll them), not on a choice."""
        self._maker = maker
        self._set_actions(actions or [])
        self._show_text()
        self.show()
        self.place()  # beside the dice; chips in flight stay above it
        (self.scroller if self.extra_buttons else self.button).setFocus()
        if auto_dismiss_ms is not None:
            self._auto.start(auto_dismiss_ms)

    def put_away(self) -> None:
        """Hidden without continuing anything (a new game sits down, the window closes)."""
        self._auto.stop()
        self.hide()

    def holds_choices(self) -> bool:
        """The end of a game is up, with its choices (Play again, New game, Review)."""
        return self.isVisible() and bool(self.extra_buttons)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A choice's button, even when Tab brought the keyboard to it, takes neither Space
        nor Enter (the keys that throw and continue): a click or its Alt+letter chooses."""
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            return event.key() in PLAYING_KEYS
        return False

    def going_by_itself(self) -> bool:
        """Up, and going away by itself (a token round's result, the opener's throw)."""
        return self.isVisible() and self._auto.isActive()

    def start_auto_dismiss(self, ms: int) -> None:
        """Go away by itself after ``ms`` (Enter or Continue sooner)."""
        self._auto.start(ms)

    def _set_actions(self, actions: list[tuple[Callable[[], str], Callable[[], None]]]) -> None:
        for button, _ in self.extra_buttons:
            button.deleteLater()
        self.extra_buttons = []
        self.button.setVisible(not actions)
        for words, callback in actions:
            button = QPushButton(words())
            button.setAutoDefault(False)  # no choice is Enter's
            button.clicked.connect(callback)
            button.installEventFilter(self)
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
        self._set_compact(rect.height() < 300 or rect.width() < 420)
        width = int(rect.width())
        self.setFixedWidth(width)
        # The buttons side by side where they fit, else one above the other (on a narrow
        # felt « Nouvelle partie… » read « velle par »).
        across = sum(button.sizeHint().width() for button in self._shown_buttons()) + (
            self.buttons.spacing() * (len(self._shown_buttons()) - 1))
        self.buttons.setDirection(QBoxLayout.Direction.LeftToRight if across <= width - 2 * 16 - 4
                                  else QBoxLayout.Direction.TopToBottom)
        # Short of room, the title goes rather than be cut: the window's heading says it
        # (and the panel's name, for screen readers), and its lines keep the room.
        self.title.setVisible(True)
        self.title.setVisible(self.wanted_height(width) <= rect.height())
        height = min(int(rect.height()), self.wanted_height(width))
        # Never shorter than its buttons and two lines: on a felt too short for that (eight
        # seats at 800×600 with the docks open), it reaches over the seats' rows, whose
        # standings it tells.
        height = min(max(height, self.least_height(width)), parent.height())
        self.scroller.setMinimumHeight(2 * self.body.fontMetrics().lineSpacing())  # its own
        # minimum (its scroll bar's) would take the buttons' room
        top = rect.top() + (rect.height() - height) / 2
        self.setFixedHeight(height)
        self.move(int(rect.left()), int(min(max(0.0, top), parent.height() - height)))
        self.layout().activate()  # the title or the buttons' direction may have changed

    def wanted_height(self, width: int) -> int:
        """How high the panel is at ``width`` with every line in view (in the size of
        words it has now)."""
        inner = width - 2 * 16 - 4
        # The lines measured as narrow as a scroll bar would leave them: the estimate never
        # falls short, so the lines that fit on the felt never scroll.
        lines = inner - self.scroller.verticalScrollBar().sizeHint().width()
        body = lines_height(self.body, lines)  # not the minimum the last lines left
        # As high as its lines, whatever the room: the scroller then scrolls to the last one
        # (it would squeeze the words into its own height, cut at the top and the bottom).
        self.body.setMinimumHeight(body)
        return self._around_body(inner) + body

    def least_height(self, width: int) -> int:
        """How high the panel is at ``width`` with two of its lines in view (the rest
        scroll) and no title."""
        return (self._around_body(width - 2 * 16 - 4, titled=False)
                + 2 * self.body.fontMetrics().lineSpacing())

    def _around_body(self, inner: int, titled: bool | None = None) -> int:
        """The panel's height but its lines: the margins, the title (if it shows, or
        ``titled``), the buttons."""
        titled = self.title.isVisibleTo(self) if titled is None else titled
        title = self.title.heightForWidth(inner) + self.layout().spacing() if titled else 0
        self.buttons.invalidate()  # its direction may have just changed
        buttons = self.buttons.sizeHint().height()
        return 24 + title + buttons + self.layout().spacing() + 8

    def _shown_buttons(self) -> list[QPushButton]:
        """The panel's buttons: Continue, or the end of the game's choices."""
        return [button for button, _ in self.extra_buttons] or [self.button]

    def _set_compact(self, compact: bool) -> None:
        if compact == self._compact:
            return
        self._compact = compact
        title, body = SIZES[compact]
        self.title.setStyleSheet(f"font-size: {title}pt; font-weight: bold;")
        self.body.setStyleSheet(f"font-size: {body}pt;")

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
