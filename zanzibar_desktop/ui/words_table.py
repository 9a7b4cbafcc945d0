"""A table of words and figures: its first column holds the words (a kind of decision, a
choice, who) and takes the room the figures leave, wrapped; each other column is as wide as
its figures and heading; every row as high as its words. However long the words are in a
language, the figures stay in view and nothing scrolls sideways."""

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QHeaderView, QTableWidget, QWidget


class WordsTable(QTableWidget):
    """``headers`` over the columns, ``name`` for screen readers. ``whole``: the table as
    high as its rows (in a page that scrolls); otherwise its rows scroll in its room."""

    def __init__(self, headers: list[str], name: str, whole: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(0, len(headers), parent)
        self.whole = whole
        self.setAccessibleName(name)
        self.setHorizontalHeaderLabels(headers)
        self.verticalHeader().hide()
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if whole:
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.sectionResized.connect(self._fit_soon)  # the words' column got its room

    def _fit_soon(self) -> None:
        # once the header has laid out every section: during its signal the rows would be
        # fitted to the widths before
        QTimer.singleShot(0, self, self.fit_rows)

    def fit_rows(self) -> None:
        """Each row as high as its words at the columns' widths (and, ``whole``, the table
        as high as its rows); called once the rows are filled, and again on each resize."""
        self.resizeRowsToContents()
        if self.whole:
            rows = sum(self.rowHeight(row) for row in range(self.rowCount()))
            self.setFixedHeight(self.horizontalHeader().sizeHint().height() + rows
                                + 2 * self.frameWidth() + 4)
