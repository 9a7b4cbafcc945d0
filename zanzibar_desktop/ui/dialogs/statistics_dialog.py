"""Game ▸ Statistics: per human player, the games played and what they decided — points
races won, token games lost (tournées paid) — with the 95% interval, in all, by the
strongest computer level at the table, by game family and by rules (the figures ``zanzibar
stats`` prints); a player's records and streaks; charts of results over time and of the
dice's fairness; their skill against the computers'; and every game kept, to open, review, export or reset."""

import sqlite3
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.errors import EngineError
from ...i18n.numbers import counted_share, whole
from ...session.background_review import BackgroundReview
from ...storage.record_bests import player_bests
from ...storage.record_stats import (
    FigureRow,
    Tally,
    figure_rows,
    player_figures,
    scope_text,
)
from ...storage.records import Records, damaged, start_afresh, with_records
from ..message_boxes import warn
from ..screen_room import fit_to_screen
from ..texts import tr_text
from ..wheel_guard import ComboBox
from .statistics_games import GamesTab
from .statistics_records import RecordsTab
from .statistics_skill import SkillTab

T = TypeVar("T")


class StatisticsDialog(QDialog):
    """Keeps the records open while shown (the games list opens, exports and resets them).
    What it reads when asked (the list, the charts, a game) goes through ``read``: damage
    found there sets the file aside, intact, for a fresh one, and ``say`` tells the player
    (the window's message line; a message box when none is given)."""

    open_game = Signal(object, int, bool)  # a kept game replayed, its number, review it?

    def __init__(self, records: Records, parent: QWidget | None = None,
                 say: Callable[[Callable[[], str]], None] | None = None) -> None:
        super().__init__(parent)
        self.records = records
        self.say = say or (lambda text: warn(self, self.tr("Statistics"), text()))
        self.setWindowTitle(self.tr("Statistics"))
        fit_to_screen(self, 820, 560)
        self.charts = None  # drawn when their tab is first shown
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.table = QTableWidget()
        self.table.setAccessibleName(self.tr("Each player's games and results"))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        figures_page = QWidget()
        figures_layout = QVBoxLayout(figures_page)
        self.empty = QLabel(self.tr("No game played yet: your games appear here once played."))
        self.empty.setWordWrap(True)
        figures_layout.addWidget(self.empty)
        figures_layout.addWidget(self.table, 1)
        note = QLabel(self.tr(
            "Games: every game you sat at, abandoned ones included. Won and lost count the "
            "finished games only: points races won out of those finished, token games lost "
            "(the tournée paid) out of those finished. Rates with their 95% interval; by "
            "level: the strongest computer player at the table."))
        note.setWordWrap(True)
        figures_layout.addWidget(note)
        self.tabs.addTab(figures_page, self.tr("&Figures"))
        self.player = ComboBox()
        self.player.setAccessibleName(self.tr("Player"))
        self.player.currentIndexChanged.connect(self._show_player)
        self.records_tab = RecordsTab()
        player_page = QWidget()
        player_layout = QVBoxLayout(player_page)
        row = QHBoxLayout()
        label = QLabel(self.tr("&Player:"))
        label.setBuddy(self.player)
        row.addWidget(label)
        row.addWidget(self.player, 1)
        player_layout.addLayout(row)
        self.player_tabs = QTabWidget()
        self.player_tabs.addTab(self.records_tab, self.tr("&Records"))
        self.charts_page = QWidget()
        QVBoxLayout(self.charts_page)
        self.player_tabs.addTab(self.charts_page, self.tr("&Charts"))
        self.reviews = BackgroundReview(records.path, parent=self)  # the games kept before
        self.skill = SkillTab(self.read, self.reviews)
        self.player_tabs.addTab(self.skill, self.tr("&Skill"))
        self.player_tabs.currentChanged.connect(self._show_player)
        player_layout.addWidget(self.player_tabs, 1)
        self.tabs.addTab(player_page, self.tr("&Players"))
        self.games = GamesTab(records, read=self.read)
        self.games.open_game.connect(self._open_game)
        self.games.records_reset.connect(self.refresh)
        self.tabs.addTab(self.games, self.tr("&Games"))
        layout.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.finished.connect(self._closed)
        self.refresh()

    def _closed(self) -> None:
        self.reviews.stop()  # between two games: the rest are reviewed next time
        self.records.close()

    def read(self, work: Callable[[Records], T]) -> T | None:
        """``work(records)``; None when it met damage in the file, which is then set aside
        for a fresh one (the window shows the fresh one, and says so)."""
        try:
            return work(self.records)
        except sqlite3.DatabaseError as error:
            if not damaged(error):
                raise
            found = error
        self.records, note = start_afresh(self.records, found)
        self.games.use_records(self.records)
        if self.charts is not None:
            self.charts.records = self.records
        self.refresh()
        self.say(lambda: tr_text(note))
        return None

    def refresh(self) -> None:
        """Read the figures again (after a reset, or over a fresh file)."""
        read = self.read(lambda records: (player_figures(records), player_bests(records)))
        if read is None:  # damage: refresh() ran again over the fresh file
            return
        self.figures, self.bests = read
        rows = figure_rows(self.figures)
        self.empty.setVisible(not rows)
        headers = [self.tr("Player"), self.tr("Which games"), self.tr("Games"),
                   self.tr("Won (points race)"), self.tr("Lost (tournées paid)")]
        self.table.clear()
        self.table.setRowCount(len(rows))
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        for column, tip in ((2, self.tr("Every game you sat at, abandoned ones included.")),
                            (3, self.tr("Points races finished: how many you won, out of "
                                        "how many.")),
                            (4, self.tr("Token games finished: how many you lost (the tournée "
                                        "paid), out of how many."))):
            self.table.horizontalHeaderItem(column).setToolTip(tip)
        for number, row in enumerate(rows):
            cells = ["" if row.games is None else row.name, tr_text(scope_text(row)),
                     self._games(row), self._rate(row.wins), self._rate(row.losses)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)  # names are plain text in a table item
                if column >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(number, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.player.blockSignals(True)
        self.player.clear()
        for entry in self.figures:
            self.player.addItem(entry.name)  # a combo box shows plain text
        self.player.blockSignals(False)
        self._show_player()

    def _show_player(self) -> None:
        name = self.player.currentText()
        figures = next((entry for entry in self.figures if entry.name == name), None)
        self.records_tab.show_player(figures, [bests for (player, _), bests
                                               in sorted(self.bests.items()) if player == name])
        if self.player_tabs.currentWidget() is self.charts_page and figures is not None:
            if self.charts is None:
                from ..charts.statistics_charts import StatisticsCharts

                self.charts = StatisticsCharts(self.records)
                self.charts_page.layout().addWidget(self.charts)
            self.read(lambda records: self.charts.show_player(name))
        if self.player_tabs.currentWidget() is self.skill and figures is not None:
            self.skill.show_player(name)

    def _open_game(self, number: int, review: bool) -> None:
        try:
            game = self.read(lambda records: records.game(number))
        except (sqlite3.Error, EngineError, ValueError, KeyError) as error:  # edited by hand
            warn(self, self.tr("Cannot open"), self.tr(
                "This game could not be replayed from your records: {reason}.").format(
                reason=str(error)))
            return
        if game is not None:  # None: the file was damaged, and is set aside
            self.open_game.emit(game, number, review)

    def _games(self, row: FigureRow) -> str:
        """A player's games, with how many of them were abandoned (in no rate)."""
        if row.games is None:
            return ""
        abandoned = next(entry.abandoned for entry in self.figures if entry.name == row.name)
        if not abandoned:
            return whole(row.games)
        return self.tr("{games} (%n abandoned)", "", abandoned).format(games=whole(row.games))

    def _rate(self, tally: Tally) -> str:
        return counted_share(tally.counted, tally.games, tally.interval)


def _cannot_open(say, error: Exception) -> None:  # noqa: ANN001
    reason = tr_text(error.text) if isinstance(error, EngineError) else str(error)
    say(lambda: QCoreApplication.translate(
        "StatisticsDialog", "Your records could not be opened: {reason}.").format(reason=reason))


def open_statistics(parent: QWidget, say) -> StatisticsDialog | None:  # noqa: ANN001
    """Open the window over the player's records (it closes them when closed); ``say``
    tells the player (in the window's message line) of a database set aside, or of one that
    cannot be read at all. Damage found while reading sets the file aside for a fresh one
    (``with_records``)."""
    try:
        dialog, note = with_records(lambda records: StatisticsDialog(records, parent, say),
                                    keep_open=True)  # the window closes them when closed
    except (sqlite3.Error, OSError, EngineError) as error:  # a read-only folder, a lock,
        _cannot_open(say, error)  # a row edited by hand: say so, play on
        return None
    if note is not None:
        say(lambda: tr_text(note))
    dialog.open()
    return dialog
