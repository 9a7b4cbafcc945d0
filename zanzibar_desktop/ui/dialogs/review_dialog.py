"""Game ▸ Review (and Review at the end of a game): each reviewed seat's decisions with the
best choice and what the one made cost, accuracy, what the choices cost and what the dice
gave — skill and luck apart — and the three costliest decisions drawn with their dice. Every
figure carries its unit: in a points race a chance to win the manche (and, added up over the
game, manches), in a décharge tokens. The figures are the engine's review
(``engine/review.py``), the same as ``zanzibar review`` prints."""

from dataclasses import replace

from PySide6.QtCore import QRectF, Qt
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

from ...engine.coach import EXACT, MARK_NAMES, Option, keep_dice
from ...engine.game import DECHARGE, Game
from ...engine.review import ReviewedDecision, review_game
from ...i18n.numbers import decimal, percent, whole
from ...paint.mini_dice import paint_mini_dice
from ..table.hint_panel import CoachWords, sentence_start
from ..texts import isolated, tr_text


class DecisionPicture(QWidget):
    """One decision: the dice as they lay (the ones the choice threw again faded, so the
    dice kept stand out), then what was chosen, the best, and the cost."""

    THROWN = 0.35  # the opacity of a die the choice threw again

    def __init__(self, words: str, dice: tuple[int, ...], kept: frozenset[int] = frozenset(),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.dice = dice
        self.kept = kept
        self.setMinimumHeight(int(QFontMetricsF(self.font()).lineSpacing() * 2.6))
        self.setAccessibleName(words)
        self.setToolTip(words)

    def paintEvent(self, event) -> None:  # noqa: ANN001
        del event
        painter = QPainter(self)
        size = min(28.0, self.height() - 8.0)
        top, right = (self.height() - size) / 2, 4.0
        for index, face in enumerate(self.dice):
            right = paint_mini_dice(painter, right, top, size, (face,),
                                    1.0 if index in self.kept else self.THROWN) + size * 0.25
        painter.setPen(self.palette().text().color())
        painter.drawText(QRectF(right + 12, 0, self.width() - right - 16, self.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, self.words)
        painter.end()


class ReviewDialog(QDialog):
    """``computing``: the partie's solution is being worked out for these rules; the
    partie's columns say so until :meth:`partie_worked_out` fills them in."""

    def __init__(self, game: Game, parent: QWidget | None = None,
                 computing: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game review"))
        self.resize(760, 620)
        self.game = game
        self.words = CoachWords(self)  # the hint's words for choices and what they are worth
        self.tokens = game.rules.uses_tokens  # a décharge's choices are valued in tokens
        layout = QVBoxLayout(self)
        self.body = QWidget()
        layout.addWidget(self.body, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._fill(computing)

    def partie_worked_out(self, rules: object = None) -> None:
        """The partie's solution (of ``rules``: these rules when not said) came while the
        review is open: the review again, now with the partie's figures."""
        if self.computing and rules in (None, self.game.rules):
            self.body.deleteLater()
            self.body = QWidget()
            self.layout().insertWidget(0, self.body, 1)
            self._fill(False)

    def _fill(self, computing: bool) -> None:
        self.review = review_game(self.game)
        # With the partie worked out, each choice is valued in the partie too, and the marks
        # and the accuracy count the chance to win it that was lost.
        self.partie = any(d.partie is not None for d in self.review.decisions)
        self.computing = computing and not self.partie
        layout = QVBoxLayout(self.body)
        layout.setContentsMargins(0, 0, 0, 0)
        explanation = QLabel(self.tr(
            "Each choice is valued in tokens you should shed (those you can expect to give "
            "away, minus those you can expect to receive). Accuracy counts the choices that "
            "lost nothing. Cost of the choices adds up what each one lost against the best. "
            "Luck of the dice adds up what the dice gave beyond what each throw was expected "
            "to give: above zero they helped, below zero they hurt.") if self.tokens else self.tr(
            "Each choice is valued by its chance to win the manche (a throw-off counts half). "
            "Accuracy counts the choices that lost nothing. Cost of the choices adds up what "
            "each one lost against the best, in manches: a chance lowered by 5 percentage "
            "points costs 0.05 manche. Luck of the dice adds up, in manches too, what the dice "
            "gave beyond what each throw was expected to give: above zero they helped, below "
            "zero they hurt."))
        if self.partie:
            explanation.setText(explanation.text() + " " + self.tr(
                "The partie is worked out: each choice is also valued by its chance to win the "
                "partie, the marks and the accuracy count that chance lost, and the luck of the "
                "dice is counted in it too."))
        elif self.computing:
            explanation.setText(explanation.text() + " " + self.tr(
                "The partie is being worked out: its figures show here as soon as it is."))
        explanation.setWordWrap(True)
        layout.addWidget(explanation)
        self.seats = self._seat_table()
        layout.addWidget(self.seats)
        scroller = QScrollArea()
        scroller.setWidgetResizable(True)
        inner = QWidget()
        column = QVBoxLayout(inner)
        for entry in self.review.seats:
            worst = [d for d in self.review.costliest(entry.seat) if d.cost > EXACT]
            name = isolated(self.game.players[entry.seat].name)
            title = QLabel(self.tr("{name}: the costliest decisions").format(
                name=name) if worst else self.tr(
                "{name}: no decision lost anything").format(name=name))
            title.setTextFormat(Qt.TextFormat.PlainText)
            title.setStyleSheet("font-weight: bold;")
            column.addWidget(title)
            for decision in worst:
                kept = keep_dice(decision.dice, (False,) * 3,
                                 decision.options[decision.chosen].keep)
                column.addWidget(DecisionPicture(self.decision_words(decision), decision.dice,
                                                 kept))
        column.addStretch()
        scroller.setWidget(inner)
        layout.addWidget(scroller, 1)
        self.decisions = self._decision_table()
        layout.addWidget(self.decisions, 1)

    def _seat_table(self) -> QTableWidget:
        if self.tokens:
            cost, luck = self.tr("Cost of the choices (tokens)"), self.tr(
                "Luck of the dice (tokens)")
        else:
            cost, luck = self.tr("Cost of the choices (manches)"), self.tr(
                "Luck of the dice (manches)")
        headers = [self.tr("Player"), self.tr("Decisions"), self.tr("Accuracy"), cost, luck]
        if self.partie or self.computing:  # what the marks count, before the manche's
            headers[3:3] = [self.tr("Partie: chance lost"), self.tr("Partie: luck of the dice")]
        table = QTableWidget(len(self.review.seats), len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setAccessibleName(self.tr("Each player's decisions, accuracy, cost of the choices "
                                        "and luck of the dice"))
        for row, entry in enumerate(self.review.seats):
            cells = [self.game.players[entry.seat].name, whole(entry.decisions),
                     "—" if entry.accuracy is None else percent(entry.accuracy),
                     decimal(entry.take_lost), decimal(entry.luck, signed=True)]
            if self.computing:
                cells[3:3] = [self.tr("computing…")] * 2
            elif self.partie:
                cells[3:3] = ["—" if entry.partie_lost is None else percent(entry.partie_lost),
                              "—" if entry.partie_luck is None
                              else percent(entry.partie_luck, signed=True)]
            for column, text in enumerate(cells):
                table.setItem(row, column, QTableWidgetItem(text))
        self._tidy(table)
        table.setMaximumHeight(table.verticalHeader().length() + table.horizontalHeader().height()
                               + 2 * table.frameWidth() + 4)
        return table

    def _decision_table(self) -> QTableWidget:
        cost = self.tr("Cost (tokens)") if self.tokens else self.tr("Chance lost")
        headers = [self.tr("Player"), self.tr("Manche"), self.tr("Dice"), self.tr("Throws"),
                   self.tr("Chosen"), self.tr("Best"), cost, self.tr("Mark")]
        if self.partie:
            headers.insert(7, self.tr("Partie: chance lost"))
        table = QTableWidget(len(self.review.decisions), len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setAccessibleName(self.tr("Every decision reviewed"))
        for row, decision in enumerate(self.review.decisions):
            chosen, best = decision.options[decision.chosen], decision.options[decision.best]
            cells = [self.game.players[decision.seat].name, whole(decision.manche),
                     "-".join(map(str, decision.dice)),
                     f"{decision.throws_used}/{decision.limit}",
                     sentence_start(self.words.choice(chosen)),
                     sentence_start(self.words.choice(best)), self.cost(decision),
                     "" if decision.mark is None else tr_text(MARK_NAMES[decision.mark])]
            if self.partie:
                lost = decision.partie_loss
                cells.insert(7, "" if lost is None or lost <= EXACT else percent(lost))
            for column, text in enumerate(cells):
                table.setItem(row, column, QTableWidgetItem(text))
        self._tidy(table)
        return table

    def _tidy(self, table: QTableWidget) -> None:
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)

    def cost(self, decision: ReviewedDecision) -> str:
        """What a choice lost against the best: a share of the chance to win the manche, or
        tokens not shed (the column says which); nothing for a choice that lost nothing."""
        if decision.loss <= EXACT:
            return ""
        if decision.phase == DECHARGE:
            return decimal(decision.loss)
        return percent(decision.loss)

    def decision_words(self, decision: ReviewedDecision) -> str:
        name = isolated(self.game.players[decision.seat].name)
        tokens = decision.phase == DECHARGE
        if decision.partie is None:
            verdict = self.words.verdict(name, decision.options[decision.chosen],
                                         decision.options[decision.best], tokens)
        else:  # in the partie's terms, as the mark is: the manche's figure beside

            def valued(index: int) -> Option:
                return replace(decision.options[index], partie=decision.partie[index],
                               partie_exact=decision.partie_exact)

            verdict = self.words.partie_verdict(name, valued(decision.chosen),
                                                valued(decision.best), tokens)
        words = self.tr("Manche {manche}, after throw {used} of {limit}: {verdict}").format(
            manche=whole(decision.manche), used=whole(decision.throws_used),
            limit=whole(decision.limit), verdict=verdict)
        if decision.mark is not None:
            words += " " + tr_text(MARK_NAMES[decision.mark]).capitalize() + "."
        return words
