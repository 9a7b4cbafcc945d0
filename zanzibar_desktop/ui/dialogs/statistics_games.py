"""The Statistics window's list of every game kept, the latest first (or sorted by the column
whose heading is clicked; the first is the number ``zanzibar review --record`` takes): a game
opens in the window (and in the review); the games or every throw export to CSV; the whole
record can be reset, after a confirmation. The list is a model read when its tab is first shown, so
10,000 games cost nothing to open the window."""

import sqlite3
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine.presets import rules_title
from ...storage.records import Records, StoredGame
from ..folders import in_start_folder
from ..message_boxes import warn
from ..modal import run_modal
from ..texts import isolated, shown_as_typed
from .export_job import ExportJob

NUMBER, WHEN, RULES, PLAYERS, RESULT = range(5)  # the list's columns
SORT_ROLE = Qt.ItemDataRole.UserRole  # what a column sorts by: a number, a time, words


class GamesModel(QAbstractTableModel):
    """The games kept, one a row: the number the records keep it under (the one
    ``zanzibar review --record`` takes and ``zanzibar stats --skill --json`` gives), when it
    ended, its rules, players and result."""

    def __init__(self, games: list[StoredGame], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games = games

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else 5

    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: ANN001, ANN201, N802
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("No.", "a kept game's number, as a column's heading"),
                    self.tr("When"), self.tr("Rules"), self.tr("Players"),
                    self.tr("Result"))[section]
        if section == NUMBER and role == Qt.ItemDataRole.AccessibleTextRole:
            return self.tr("Game number")
        if section == NUMBER and role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("The number your records keep the game under: zanzibar review "
                           "--record takes it.")
        return None

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: ANN201
        if role == SORT_ROLE:
            game = self.games[index.row()]
            return {NUMBER: game.number, WHEN: game.ended}.get(index.column(),
                                                                self._text(index))
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == NUMBER:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:  # Qt reads a tooltip as rich text when it
            text = self._text(index)  # looks like markup: names are plain text, never markup
            return None if text is None else shown_as_typed(text)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return self._text(index)

    def _text(self, index: QModelIndex) -> str | None:
        game = self.games[index.row()]
        column = index.column()
        if column == NUMBER:
            return str(game.number)  # as the command line takes it: digits alone
        if column == WHEN:
            return QLocale().toString(datetime.fromtimestamp(game.ended),
                                      QLocale.FormatType.ShortFormat)
        if column == RULES:
            return rules_title(game.rules_name, QCoreApplication.translate)
        if column == PLAYERS:
            return ", ".join(isolated(name) for name, _ in game.players)
        if not game.finished:
            return self.tr("abandoned")
        if game.winner is not None:
            return self.tr("{name} won").format(name=isolated(game.players[game.winner][0]))
        return self.tr("{name} paid the tournée").format(
            name=isolated(game.players[game.loser][0]))


class GamesTab(QWidget):
    """``open_game`` carries a kept game's number and whether its review is wanted."""

    open_game = Signal(int, bool)
    records_reset = Signal()
    export_ended = Signal()

    def __init__(self, records: Records, parent: QWidget | None = None,
                 read: Callable[[Callable[[Records], list[StoredGame]]], list[StoredGame] | None]
                 | None = None) -> None:
        """``read(work)`` runs ``work`` over the records (the Statistics window's, which
        starts afresh on damage and gives None)."""
        super().__init__(parent)
        self.records = records
        self._read = read or (lambda work: work(self.records))
        self._model: GamesModel | None = None  # the list is read when first wanted
        self.sorted = QSortFilterProxyModel(self)  # sorted by the heading clicked
        self.sorted.setSortRole(SORT_ROLE)
        self.sorted.setSortLocaleAware(True)
        self.view = QTableView()
        self.view.setAccessibleName(self.tr("Every game kept, the latest first"))
        self.view.verticalHeader().hide()
        self.view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.doubleClicked.connect(lambda index: self._open(False))
        self.open_button = QPushButton(self.tr("&Open"))
        self.open_button.clicked.connect(lambda: self._open(False))
        self.review_button = QPushButton(self.tr("Re&view"))
        self.review_button.clicked.connect(lambda: self._open(True))
        export_games = QPushButton(self.tr("Export &games…"))
        export_games.clicked.connect(lambda: self.export("games"))
        export_throws = QPushButton(self.tr("Export &throws…"))
        export_throws.clicked.connect(lambda: self.export("throws"))
        self.reset_button = QPushButton(self.tr("R&eset…"))
        self.reset_button.clicked.connect(self.reset)
        buttons = QHBoxLayout()
        for button in (self.open_button, self.review_button):
            buttons.addWidget(button)
        buttons.addStretch()
        for button in (export_games, export_throws, self.reset_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self._update_buttons()

    @property
    def model(self) -> GamesModel:
        if self._model is None:
            games = self._read(lambda records: records.games()) or []
            if self._model is not None:  # the file was damaged: use_records made the list
                return self._model
            self._model = GamesModel(games, self)
            self.sorted.setSourceModel(self._model)
            self.view.setModel(self.sorted)
            self.view.setSortingEnabled(True)
            self.view.sortByColumn(WHEN, Qt.SortOrder.DescendingOrder)  # the latest first
            self.view.selectionModel().selectionChanged.connect(self._update_buttons)
            if self._model.games:
                self.view.selectRow(0)
                self.view.horizontalHeader().setResizeContentsPrecision(40)  # the first rows
                self.view.resizeColumnsToContents()
                self.view.horizontalHeader().setSectionResizeMode(  # the result takes the rest
                    RESULT, QHeaderView.ResizeMode.Stretch)
            self._update_buttons()
        return self._model

    def use_records(self, records: Records) -> None:
        """Show ``records`` instead (a fresh file, the damaged one set aside)."""
        self.records = records
        if self._model is not None:
            self._model.beginResetModel()
            self._model.games = records.games()
            self._model.endResetModel()
            self._update_buttons()

    def showEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        self.model  # noqa: B018 - read the list when the tab is first shown
        super().showEvent(event)

    def selected(self) -> StoredGame | None:
        if self._model is None:
            return None
        rows = self.view.selectionModel().selectedRows()
        return self.model.games[self.sorted.mapToSource(rows[0]).row()] if rows else None

    def _update_buttons(self) -> None:
        game = self.selected()
        self.open_button.setEnabled(game is not None)
        self.review_button.setEnabled(game is not None)
        self.reset_button.setEnabled(self._model is not None and bool(self._model.games))

    def _open(self, review: bool) -> None:
        game = self.selected()
        if game is not None:
            self.open_game.emit(game.number, review)

    def export(self, what: str) -> None:
        title = self.tr("Export the games") if what == "games" else self.tr("Export the throws")
        path, _ = QFileDialog.getSaveFileName(self, title, in_start_folder(f"{what}.csv"),
                                              self.tr("CSV files (*.csv)"))
        if not path:
            return
        if not path.lower().endswith(".csv"):
            path += ".csv"
        self.job = ExportJob(self.records.path, path, what, self)
        self.job.ended.connect(lambda reason, path=path: self._exported(path, reason))
        self.job.start()

    def _exported(self, path: str, reason: str | None) -> None:
        """The export's end: said only when it failed (a cancelled one wrote nothing)."""
        if reason:
            warn(self, self.tr("Cannot export"), self.tr(
                "The file {path} could not be written: {reason}.").format(path=path,
                                                                          reason=reason))
        self.export_ended.emit()

    def reset(self) -> None:
        Button = QMessageBox.StandardButton  # noqa: N806 - Qt's enum
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Reset the statistics"), self.tr(
            "Forget all %Ln game(s) kept, with their figures and records? This cannot be undone; "
            "export them first to keep a copy.", "", len(self.model.games)),
            Button.Reset | Button.Cancel, self)
        box.setDefaultButton(Button.Cancel)
        if run_modal(box) != Button.Reset:
            return
        try:
            self.records.clear()
        except sqlite3.Error as error:  # another copy writing: nothing was forgotten
            warn(self, self.tr("Cannot reset"), self.tr(
                "Your records could not be reset: {reason}. Nothing was forgotten.").format(
                reason=str(error)))
            return
        self.model.beginResetModel()
        self.model.games = []
        self.model.endResetModel()
        self._update_buttons()
        self.records_reset.emit()
