"""Game ▸ Statistics: per human player, the games played and what they decided — points
races won, token games lost (tournées paid) — with the 95% interval, in all and by the
strongest computer level at the table. The figures are ``zanzibar stats``'s."""

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.ai.levels import LEVELS
from ...storage.record_stats import HUMANS_ONLY, Tally, figure_rows, player_figures, rate_text
from ...storage.records import Records, open_records
from ..texts import percent_text, tr_text


class StatisticsDialog(QDialog):
    def __init__(self, records: Records, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(720, 420)
        rows = figure_rows(player_figures(records))
        layout = QVBoxLayout(self)
        if not rows:
            empty = QLabel(self.tr("No game played yet: your games appear here once played."))
            empty.setWordWrap(True)
            layout.addWidget(empty)
        headers = [self.tr("Player"), self.tr("Against"), self.tr("Games"),
                   self.tr("Won (points race)"), self.tr("Lost (tournées paid)")]
        self.table = QTableWidget(len(rows), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setAccessibleName(self.tr("Each player's games and results"))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for number, row in enumerate(rows):
            cells = ["" if row.games is None else row.name, self._against(row.against),
                     "" if row.games is None else str(row.games), self._rate(row.wins),
                     self._rate(row.losses)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)  # names are plain text in a table item
                if column >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(number, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        layout.addWidget(self.table, 1)
        note = QLabel(self.tr("Rates with their 95% interval; by level: the strongest computer "
                              "player at the table."))
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _against(self, against: str | None) -> str:
        if against is None:
            return self.tr("everyone")
        if against == HUMANS_ONLY:
            return self.tr("humans only")
        return tr_text(LEVELS[against].title)

    def _rate(self, tally: Tally) -> str:
        return rate_text(tally, percent_text)


def open_statistics(parent: QWidget, say) -> StatisticsDialog | None:  # noqa: ANN001
    """Open the window over the player's records; ``say`` tells the player (in the window's
    message line) of a database set aside, or of one that cannot be opened at all."""
    import sqlite3

    try:
        records, note = open_records()
    except (sqlite3.Error, OSError) as error:  # a read-only folder: say so, play on
        reason = str(error)
        say(lambda: QCoreApplication.translate(
            "StatisticsDialog", "Your records could not be opened: {reason}.").format(
            reason=reason))
        return None
    try:
        dialog = StatisticsDialog(records, parent)
    finally:
        records.close()
    if note is not None:
        text = tr_text(note)
        say(lambda: text)
    dialog.open()
    return dialog
