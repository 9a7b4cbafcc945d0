"""View ▸ History: the score (or tokens) chart and the luck view, in the window's dock.

Made when the dock is first shown (``ui/window/later.py``); its chart is drawn with QPainter
(``score_lines``), so a dock left open shows its chart right after the first frame.
"""

import csv
import io

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.hands import CATEGORY_NAMES
from ...i18n.numbers import percent, whole
from ..retranslate import translate_ui
from ..texts import tr_text
from .history import GameHistory
from .picture_files import ask_and_write, png_bytes, svg_bytes
from .score_lines import Lines, ScoreLines


class HistoryChart(QWidget):
    """What View ▸ History's dock holds: the scores after each manche (or tokens after each
    round) and the luck of the first throws, in two tabs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history: GameHistory | None = None
        self.tabs = QTabWidget()
        self.plot = ScoreLines()
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.on_export)
        chart = self.chart_page = QWidget()
        chart_layout = QVBoxLayout(chart)
        chart_layout.addWidget(self.plot, 1)
        # Export beside the tabs, not in a row of its own: a short dock (a small screen)
        # keeps that row for the chart.
        self.tabs.setCornerWidget(self.export_button, Qt.Corner.TopRightCorner)
        self.luck_caption = QLabel()
        self.luck_caption.setWordWrap(True)
        self.luck = QTableWidget(0, 4)
        self.luck.verticalHeader().hide()
        self.luck.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.tabs.addTab(chart, "")
        luck_page = QWidget()
        luck_layout = QVBoxLayout(luck_page)
        luck_layout.addWidget(self.luck_caption)
        luck_layout.addWidget(self.luck, 1)
        self.tabs.addTab(luck_page, "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)
        translate_ui(self)

    def retranslate_ui(self) -> None:
        self.tabs.setAccessibleName(self.tr("History"))
        self.tabs.tabBar().setAccessibleName(self.tr("Chart or luck view"))
        self.chart_page.setAccessibleName(self.tr("Chart"))
        self.plot.setAccessibleName(self.tr("Scores after each manche"))
        self.export_button.setText(self.tr("E&xport…"))
        self.export_button.setToolTip(self.tr("The chart as a PNG or SVG image, or its figures "
                                              "as CSV"))
        self.luck_caption.setText(self.tr(
            "What the first throw of each turn showed, against its exact chance; and how many "
            "turns ended on each kind of hand."))
        self.luck.setAccessibleName(self.tr("Hands seen on first throws"))
        self.tabs.setTabText(0, self.tr("&Scores"))
        self.tabs.setTabText(1, self.tr("&Luck"))
        self.redraw()

    def follow(self, history: GameHistory) -> None:
        self.history = history
        history.listeners.append(self.redraw)
        self.redraw()

    def redraw(self) -> None:
        history = self.history
        if history is None:
            return
        data = history.data
        # Every line starts from the start of the game: no points, no tokens yet. Each
        # seat's marker shows in the legend too, so a line hidden under another is still
        # told apart; the names are drawn as plain text.
        self.plot.show_lines(
            Lines(tuple(data.players), tuple(tuple(v) for v in data.values), tuple(data.tips),
                  tuple(data.manche_ends)),
            self.tr("Round") if data.uses_tokens else self.tr("Manche"),
            self.tr("Tokens") if data.uses_tokens else self.tr("Points"))
        self._fill_luck()

    def _fill_luck(self) -> None:
        rows = self.history.luck_rows()
        self.luck.setHorizontalHeaderLabels([
            self.tr("Kind of hand"), self.tr("First throws"), self.tr("Exact chance"),
            self.tr("Turns ended on it")])
        self.luck.setRowCount(len(rows))
        for row, (category, seen, share, chance, final) in enumerate(rows):
            cells = [tr_text(CATEGORY_NAMES[category]), f"{whole(seen)} ({percent(share)})",
                     percent(chance), whole(final)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.luck.setItem(row, column, item)

    def png_data(self) -> bytes:
        """The chart as shown, at the size of the dock (in device pixels), opaque."""
        return png_bytes(self.plot.image(self.plot.devicePixelRatioF()))

    def svg_data(self) -> bytes:
        """The chart as drawn, as an SVG drawing titled "History"."""
        size = self.plot.size()
        return svg_bytes(size, self.tabs.accessibleName(),
                         lambda painter: self.plot.draw(painter, size.width(), size.height()))

    def csv_data(self) -> bytes:
        """The chart's figures: a row per round (or manche), a column per player."""
        stream = io.StringIO()
        csv.writer(stream).writerows(self.history.table_rows())
        return stream.getvalue().encode("utf-8", "replace")  # a lone surrogate: "?"

    def on_export(self) -> None:
        ask_and_write(self, self.tr("Export the chart"), "history.png",
                      {".png": self.png_data, ".svg": self.svg_data, ".csv": self.csv_data})
