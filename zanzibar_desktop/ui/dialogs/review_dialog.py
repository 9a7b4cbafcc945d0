"""Game ▸ Review (and Review at the end of a game): each reviewed seat's decisions with the
best choice and what the one made cost, accuracy, take lost and luck — skill and luck apart
— and the three costliest decisions drawn with their dice. The figures are the engine's
review (``engine/review.py``), the same as ``zanzibar review`` prints."""

from PySide6.QtCore import QLocale, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.coach import EXACT, MARK_NAMES, Option
from ...engine.game import DECHARGE, Game
from ...engine.review import ReviewedDecision, review_game
from ...paint.mini_dice import paint_mini_dice
from ..table.hint_panel import HintPanel
from ..texts import isolated, tr_text


class DecisionPicture(QWidget):
    """One decision: the dice as they lay, then what was chosen, the best, and the cost."""

    def __init__(self, words: str, dice: tuple[int, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.dice = dice
        self.setMinimumHeight(int(QFontMetricsF(self.font()).lineSpacing() * 2.6))
        self.setAccessibleName(words)
        self.setToolTip(words)

    def paintEvent(self, event) -> None:  # noqa: ANN001
        del event
        painter = QPainter(self)
        size = min(28.0, self.height() - 8.0)
        right = paint_mini_dice(painter, 4, (self.height() - size) / 2, size, self.dice)
        painter.setPen(self.palette().text().color())
        painter.drawText(QRectF(right + 12, 0, self.width() - right - 16, self.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, self.words)
        painter.end()


class ReviewDialog(QDialog):
    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game review"))
        self.resize(760, 620)
        self.game = game
        self.review = review_game(game)
        self.words = HintPanel(self)  # the words for choices and takes, shared with the hint
        self.words.hide()
        layout = QVBoxLayout(self)
        explanation = QLabel(self.tr(
            "Take is what each choice was worth: in a points race the chance to take the manche "
            "(a throw-off counts half), in a décharge the tokens expected to be shed. Accuracy "
            "counts the choices that lost nothing; luck adds up what the dice gave beyond what "
            "each throw was expected to give."))
        explanation.setWordWrap(True)
        layout.addWidget(explanation)
        self.seats = self._seat_table()
        layout.addWidget(self.seats)
        scroller = QScrollArea()
        scroller.setWidgetResizable(True)
        inner = QWidget()
        column = QVBoxLayout(inner)
        for entry in self.review.seats:
            worst = [d for d in self.review.costliest(entry.seat) if d.loss > EXACT]
            name = isolated(game.players[entry.seat].name)
            title = QLabel(self.tr("{name}: the costliest decisions").format(
                name=name) if worst else self.tr(
                "{name}: no decision lost anything").format(name=name))
            title.setTextFormat(Qt.TextFormat.PlainText)
            title.setStyleSheet("font-weight: bold;")
            column.addWidget(title)
            for decision in worst:
                column.addWidget(DecisionPicture(self.decision_words(decision), decision.dice))
        column.addStretch()
        scroller.setWidget(inner)
        layout.addWidget(scroller, 1)
        self.decisions = self._decision_table()
        layout.addWidget(self.decisions, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _number(self, value: float) -> str:
        return QLocale().toString(value, "f", 2)

    def _seat_table(self) -> QTableWidget:
        headers = [self.tr("Player"), self.tr("Decisions"), self.tr("Accuracy"),
                   self.tr("Take lost"), self.tr("Luck")]
        table = QTableWidget(len(self.review.seats), len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setAccessibleName(self.tr("Each player's decisions, accuracy, take lost and luck"))
        for row, entry in enumerate(self.review.seats):
            cells = [self.game.players[entry.seat].name, str(entry.decisions),
                     "—" if entry.accuracy is None else self.words.percent(entry.accuracy),
                     self._number(entry.take_lost), self._number(entry.luck)]
            for column, text in enumerate(cells):
                table.setItem(row, column, QTableWidgetItem(text))
        self._tidy(table)
        table.setMaximumHeight(table.verticalHeader().length() + table.horizontalHeader().height()
                               + 2 * table.frameWidth() + 4)
        return table

    def _decision_table(self) -> QTableWidget:
        headers = [self.tr("Player"), self.tr("Manche"), self.tr("Dice"), self.tr("Throws"),
                   self.tr("Chosen"), self.tr("Best"), self.tr("Cost"), self.tr("Mark")]
        table = QTableWidget(len(self.review.decisions), len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setAccessibleName(self.tr("Every decision reviewed"))
        for row, decision in enumerate(self.review.decisions):
            tokens = decision.phase == DECHARGE
            chosen, best = decision.options[decision.chosen], decision.options[0]
            cells = [self.game.players[decision.seat].name, str(decision.manche),
                     "-".join(map(str, decision.dice)),
                     f"{decision.throws_used}/{decision.limit}", self.words.choice(chosen),
                     self.words.choice(best),
                     "" if decision.loss <= EXACT else self.words.take(
                         Option(best.keep, decision.loss), tokens),
                     "" if decision.mark is None else tr_text(MARK_NAMES[decision.mark])]
            for column, text in enumerate(cells):
                table.setItem(row, column, QTableWidgetItem(text))
        self._tidy(table)
        return table

    def _tidy(self, table: QTableWidget) -> None:
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)

    def decision_words(self, decision: ReviewedDecision) -> str:
        tokens = decision.phase == DECHARGE
        chosen, best = decision.options[decision.chosen], decision.options[0]
        words = self.tr("Manche {manche}, after throw {used} of {limit}: {chosen} gave {took}; "
                        "{best} gave {best_took}.").format(
            manche=decision.manche, used=decision.throws_used, limit=decision.limit,
            chosen=self.words.choice(chosen), took=self.words.take(chosen, tokens),
            best=self.words.choice(best), best_took=self.words.take(best, tokens))
        if decision.mark is not None:
            words += " " + tr_text(MARK_NAMES[decision.mark]).capitalize() + "."
        return words
