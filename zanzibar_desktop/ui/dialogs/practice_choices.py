"""Practice's table of every choice once a position is answered (issue 35): each choice's
figures as the review had them (the chance to win the manche, or the tokens to shed; the
partie's chance — against the best placed rival where it is estimated), what it lost, and
under its words whether it is the best, the player's choice in the game and their answer
now."""

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidgetItem, QWidget

from ...engine.coach import judged
from ...engine.game import DECHARGE
from ...engine.verdict import EXACT, TOKENS, Option
from ...i18n.numbers import decimal, percent
from ..table.hint_panel import CoachWords, sentence_start
from ..words_table import WordsTable


def two_lines(heading: str) -> str:
    """A heading of several words on two lines, broken at the space nearest its middle: a
    figure's column no wider than half its words."""
    spaces = [index for index, character in enumerate(heading) if character == " "]
    if not spaces:
        return heading
    middle = min(spaces, key=lambda index: abs(2 * index - len(heading)))
    return heading[:middle] + "\n" + heading[middle + 1:]


def amount(lost: float, terms: str) -> str:
    """What a choice lost as a figure: tokens, or points of chance."""
    return decimal(lost if terms == TOKENS else 100 * lost, 2)


class ChoicesTable(WordsTable):
    """Every choice of the position answered, best first (``words``: the coach's)."""

    def __init__(self, words: CoachWords, parent: QWidget | None = None) -> None:
        super().__init__(["", "", "", ""], "", parent=parent)
        self.setAccessibleName(self.tr("Every choice's figures"))
        self.words = words

    def show_choices(self, options: Sequence[Option], phase: str, chosen: tuple[int, ...] | None,
                     keep: tuple[int, ...] | None, lost_heading: str,
                     rival: str | None = None) -> None:
        """``options`` judged in ``phase``: the choice made in the game (``chosen``) and the
        answer now (``keep``) marked; ``rival``: who the partie's estimate is against (three
        players or more), None heads-up."""
        tokens = phase == DECHARGE
        if rival is None:
            partie = self.tr("Chance not to lose the partie") if tokens \
                else self.tr("Chance to win the partie")
        else:  # three players or more: against the best placed rival, as if heads-up
            partie = (self.tr("Chance not to lose the partie against {rival}, estimated")
                      if tokens else self.tr("Chance to win the partie against {rival}, "
                                             "estimated")).format(rival=rival)
        headers = [self.tr("Choice"),
                   self.tr("Tokens to shed") if tokens else self.tr("Chance to win the manche"),
                   partie, lost_heading]
        self.clear()
        self.setHorizontalHeaderLabels([two_lines(heading) for heading in headers])
        self.setRowCount(len(options))
        for row, option in enumerate(options):
            verdict = judged(options, option.keep, phase)
            notes = []  # under the choice's words, each on its own line
            if verdict.lost <= EXACT:
                notes.append(self.tr("best"))
            if option.keep == chosen:
                notes.append(self.tr("your choice in the game"))
            if option.keep == keep:
                notes.append(self.tr("your answer now"))
            cells = ["\n".join([sentence_start(self.words.choice(option)), *notes]),
                     decimal(option.take, 2) if tokens else percent(option.take),
                     "—" if option.partie is None else percent(option.partie),
                     amount(verdict.lost, verdict.terms)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in (1, 2, 3):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(row, column, item)
        self.fit_rows()

    def rows(self) -> list[list[str]]:
        """The table as shown (for the driver and the tests)."""
        return [[self.item(row, column).text() for column in range(self.columnCount())]
                for row in range(self.rowCount())]
