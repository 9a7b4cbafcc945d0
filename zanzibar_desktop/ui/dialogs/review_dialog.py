"""Game ▸ Review (and Review at the end of a game): each reviewed seat's decisions with the
best choice and the coach's verdict on the one made (``coach.judged``: the words its line said
at the table), accuracy, what the choices lost and what the dice gave — skill and luck apart —
and the three costliest decisions drawn with their dice. A chance lost is counted in points
of that chance (the partie's where it is worked out, else the manche's; tokens in a
décharge), never as a percentage: the points add up over a game past 100. The figures are
the engine's review (``engine/review.py``), the same as ``zanzibar review`` prints."""

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.coach import keep_dice
from ...engine.game import Game
from ...engine.partie.at_hand import KnownSolutions
from ...engine.review import ReviewedDecision, SeatReview, review_game
from ...engine.verdict import BEST, MANCHE, PARTIE, TOKENS, Verdict
from ...i18n.numbers import amount, decimal, percent, whole
from ...paint.mini_dice import paint_mini_dice
from ..screen_room import fit_to_screen
from ..table.hint_panel import CoachWords, points_decimals, sentence_start
from ..texts import isolated

DIE = 28.0  # a die's side in a decision's picture


class DiceStrip(QWidget):
    """Dice as they lay, the ones in ``kept`` full, the others faded."""

    THROWN = 0.35  # the opacity of a die the choice threw again

    def __init__(self, dice: tuple[int, ...], kept: frozenset[int],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.dice = dice
        self.kept = kept
        self.setFixedSize(self.sizeHint())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        count = len(self.dice)
        return QSize(int(4 + count * DIE * 1.25 + 4), int(DIE + 8))

    def paintEvent(self, event) -> None:  # noqa: ANN001
        del event
        painter = QPainter(self)
        right = 4.0
        for index, face in enumerate(self.dice):
            right = paint_mini_dice(painter, right, 4.0, DIE, (face,),
                                    1.0 if index in self.kept else self.THROWN) + DIE * 0.25
        painter.end()


class DecisionPicture(QWidget):
    """One decision (or a hand): the dice as they lay (the ones the choice threw again faded,
    so the dice kept stand out), then its words, wrapped and shown whole at any width."""

    def __init__(self, words: str, dice: tuple[int, ...], kept: frozenset[int] = frozenset(),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.dice = dice
        self.kept = kept
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 2)
        layout.addWidget(DiceStrip(dice, kept), 0, Qt.AlignmentFlag.AlignVCenter)
        self.label = QLabel(words)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        layout.addWidget(self.label, 1)
        self.setAccessibleName(words)
        self.setToolTip(words)


class ReviewDialog(QDialog):
    """``computing``: the partie's solution is being worked out for these rules; the
    review says so until :meth:`partie_worked_out` judges it again with the partie.
    ``solutions``: the session's lookup of the partie's solution in hand."""

    def __init__(self, game: Game, parent: QWidget | None = None,
                 computing: bool = False, solutions: KnownSolutions | None = None) -> None:
        super().__init__(parent)
        self.solutions = solutions
        self.setWindowTitle(self.tr("Game review"))
        fit_to_screen(self, 760, 620)
        self.game = game
        self.words = CoachWords(self)  # the coach's words for choices, verdicts and amounts
        layout = QVBoxLayout(self)
        self.body = QWidget()
        layout.addWidget(self.body, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._fill(computing)

    def partie_worked_out(self, rules: object = None) -> None:
        """The partie's solution (of ``rules``: these rules when not said) came while the
        review is open: the review again, now judged in the partie's terms."""
        if self.computing and rules in (None, self.game.rules):
            self.body.deleteLater()
            self.body = QWidget()
            self.layout().insertWidget(0, self.body, 1)
            self._fill(False)

    def _fill(self, computing: bool) -> None:
        self.review = review_game(self.game, solution=None if self.solutions is None
                                  else self.solutions.known(self.game.rules))
        # With the partie worked out, each choice is judged in the chance to win it.
        self.partie = any(d.partie is not None for d in self.review.decisions)
        self.computing = computing and not self.partie
        layout = QVBoxLayout(self.body)
        layout.setContentsMargins(0, 0, 0, 0)
        words = [self.tr(
            "Each choice is judged as the coach judges it: by the chance to win the partie "
            "when the partie is worked out, else by the chance to win the manche (a throw-off "
            "counts half) or, in a décharge, by the tokens to shed. A chance lost is "
            "counted in points: from 60% down to 55% loses 5 points, and the points of the "
            "choices add up over the game. Accuracy counts the choices that lost nothing. "
            "Luck of the dice adds up, in the same terms, what the dice gave beyond what each "
            "throw was expected to give: above zero they helped, below zero they hurt.")]
        if self.computing:
            words.append(self.tr("The partie is being worked out: the choices are judged "
                                 "in its terms as soon as it is."))
        explanation = QLabel(" ".join(words))
        explanation.setWordWrap(True)
        layout.addWidget(explanation)
        self.explanation = explanation
        self.seats = self._seat_table()
        layout.addWidget(self.seats)
        scroller = QScrollArea()
        scroller.setWidgetResizable(True)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        column = QVBoxLayout(inner)
        for entry in self.review.seats:
            worst = [d for d in self.review.costliest(entry.seat) if d.verdict.name != BEST]
            name = isolated(self.game.players[entry.seat].name)
            title = QLabel(self.tr("{name}: the costliest decisions").format(
                name=name) if worst else self.tr(
                "{name}: no decision lost anything").format(name=name))
            title.setTextFormat(Qt.TextFormat.PlainText)
            title.setWordWrap(True)
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

    def terms_words(self, terms: str) -> str:
        """What a row's figures count: points of a chance, or tokens."""
        if terms == TOKENS:
            return self.tr("tokens")
        if terms == MANCHE:
            return self.tr("points of the manche's chance")
        if self.game.rules.uses_tokens:
            return self.tr("points of the chance not to lose the partie")
        return self.tr("points of the partie's chance")

    def figure(self, value: float | None, terms: str, signed: bool = False) -> str:
        """A row's figure in its terms: points (a share times 100, one decimal), or tokens."""
        if value is None:
            return "—"
        if terms == TOKENS:
            return decimal(value, signed=signed)
        return decimal(100 * value, points_decimals(value), signed=signed)

    def _seat_rows(self) -> list[tuple[SeatReview, str]]:
        """One row per seat and terms its figures are counted in (the partie's first)."""
        return [(entry, terms) for entry in self.review.seats
                for terms in (PARTIE, MANCHE, TOKENS) if terms in entry.tallies] or [
            (entry, TOKENS if self.game.rules.uses_tokens else MANCHE)
            for entry in self.review.seats]

    def _seat_table(self) -> QTableWidget:
        headers = [self.tr("Player"), self.tr("Counted in"), self.tr("Decisions"),
                   self.tr("Accuracy"), self.tr("Lost in all"), self.tr("Lost per decision"),
                   self.tr("Luck of the dice")]
        rows = self._seat_rows()
        table = QTableWidget(len(rows), len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setAccessibleName(self.tr("Each player's decisions, accuracy, what the choices "
                                        "lost and the luck of the dice"))
        for row, (entry, terms) in enumerate(rows):
            tally = entry.tally(terms)
            accuracy = None if tally.decisions == 0 else tally.exact / tally.decisions
            cells = [self.game.players[entry.seat].name, self.terms_words(terms),
                     whole(tally.decisions), "—" if accuracy is None else percent(accuracy),
                     self.figure(tally.lost if tally.decisions else None, terms),
                     self.figure(tally.average, terms),
                     self.figure(tally.luck, terms, signed=True)]
            for column, text in enumerate(cells):
                table.setItem(row, column, QTableWidgetItem(text))
        self._tidy(table)
        # Room for a scroll bar below the rows: a narrow window (or French) must not hide one.
        table.setMaximumHeight(table.verticalHeader().length() + table.horizontalHeader().height()
                               + 2 * table.frameWidth() + 4
                               + table.horizontalScrollBar().sizeHint().height())
        return table

    def _decision_table(self) -> QTableWidget:
        headers = [self.tr("Player"), self.tr("Manche"), self.tr("Dice"), self.tr("Throws"),
                   self.tr("Chosen"), self.tr("Best choice"), self.tr("Verdict"), self.tr("Lost")]
        table = QTableWidget(len(self.review.decisions), len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setAccessibleName(self.tr("Every decision reviewed"))
        for row, decision in enumerate(self.review.decisions):
            verdict = decision.verdict
            cells = [self.game.players[decision.seat].name, whole(decision.manche),
                     "-".join(map(str, decision.dice)),
                     f"{decision.throws_used}/{decision.limit}",
                     sentence_start(self.words.choice(verdict.chosen)),
                     sentence_start(self.words.choice(verdict.best)),
                     self.words.verdict_name(verdict),
                     "" if verdict.name == BEST else self.lost(verdict)]
            for column, text in enumerate(cells):
                table.setItem(row, column, QTableWidgetItem(text))
        self._tidy(table)
        return table

    def lost(self, verdict: Verdict) -> str:
        """What a choice lost, as a cell says it: "2.9 points of chance", "0.62 tokens" (the
        whole terms are in its verdict's words and the players' rows)."""
        if verdict.terms == TOKENS:
            return amount(verdict.lost, "tokens")
        return self.tr("{points} of chance").format(
            points=amount(100 * verdict.lost, "points", points_decimals(verdict.lost)))

    def _tidy(self, table: QTableWidget) -> None:
        table.verticalHeader().hide()
        table.setWordWrap(False)  # a cell on one line, its column as wide as it needs
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(False)  # stretched, it would elide

    def decision_words(self, decision: ReviewedDecision) -> str:
        """A decision as the coach's line said it at the table, after where it was."""
        verdict = self.words.judged(isolated(self.game.players[decision.seat].name),
                                    decision.verdict, [seat.name for seat in self.game.players])
        return self.tr("Manche {manche}, after throw {used} of {limit}: {verdict}").format(
            manche=whole(decision.manche), used=whole(decision.throws_used),
            limit=whole(decision.limit), verdict=verdict)
