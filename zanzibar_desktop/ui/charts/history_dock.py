"""View ▸ History: a dock with the score (or tokens) chart and the luck view.

pyqtgraph is imported only when the dock is first opened, so it never slows the start.
"""

import html

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.hands import CATEGORY_NAMES
from ..folders import in_start_folder
from ..texts import shown_as_typed, tr_text
from .history import GameHistory

# Distinguishable colours (Okabe–Ito), one per seat, also told apart by the symbols.
COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000",
           "#F0E442"]
SYMBOLS = ["o", "s", "t", "d", "+", "x", "star", "p"]


class HistoryDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyDock")
        self.history: GameHistory | None = None
        self.tabs = QTabWidget()
        pg.setConfigOptions(antialias=True)
        self.plot = pg.PlotWidget()
        self.plot.setBackground(None)
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.legend = self.plot.addLegend(offset=(10, 10))
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.on_export)
        chart = self.chart_page = QWidget()
        chart_layout = QVBoxLayout(chart)
        chart_layout.addWidget(self.plot, 1)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.export_button)
        chart_layout.addLayout(row)
        self.luck = QTableWidget(0, 3)
        self.luck.verticalHeader().hide()
        self.luck.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.tabs.addTab(chart, "")
        self.tabs.addTab(self.luck, "")
        self.setWidget(self.tabs)
        self.setMinimumHeight(260)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("History"))
        self.tabs.setAccessibleName(self.tr("History"))
        self.tabs.tabBar().setAccessibleName(self.tr("Chart or luck view"))
        self.chart_page.setAccessibleName(self.tr("Chart"))
        self.plot.setAccessibleName(self.tr("Scores after each manche"))
        self.plot.viewport().setAccessibleName(self.tr("Scores after each manche"))
        self.export_button.setText(self.tr("E&xport as PNG…"))
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
        self.plot.clear()
        self.legend.clear()
        self.plot.setLabel("left", self.tr("Tokens") if data.uses_tokens else self.tr("Points"))
        self.plot.setLabel("bottom", self.tr("Round") if data.uses_tokens else self.tr("Manche"))
        xs = list(range(1, len(data.tips) + 1))
        step = max(1, len(xs) // 10)
        self.plot.getAxis("bottom").setTickSpacing(major=step, minor=step)
        for player, name in enumerate(data.players):
            colour = COLOURS[player % len(COLOURS)]
            pen = pg.mkPen(colour, width=2)
            # Every line starts from the start of the game: no points, no tokens yet.
            # The legend is HTML: a name is escaped so it shows as typed.
            self.plot.plot([0, *xs], [0, *data.values[player]], pen=pen, name=html.escape(name))
            points = pg.ScatterPlotItem(
                x=xs, y=data.values[player], data=data.tips, symbol=SYMBOLS[player],
                size=8, brush=pg.mkBrush(colour), pen=pg.mkPen(colour), hoverable=True,
                hoverSize=12, tip=lambda x, y, data: shown_as_typed(data))
            self.plot.addItem(points)
        for end in data.manche_ends:
            self.plot.addItem(pg.InfiniteLine(end + 0.5, angle=90,
                                              pen=pg.mkPen("#888888", style=Qt.PenStyle.DashLine)))
        self._fill_luck()

    def _fill_luck(self) -> None:
        rows = self.history.luck_rows()
        self.luck.setHorizontalHeaderLabels([self.tr("Kind of hand"), self.tr("Seen"),
                                             self.tr("Expected")])
        self.luck.setRowCount(len(rows))
        for row, (category, seen, share, chance) in enumerate(rows):
            cells = [tr_text(CATEGORY_NAMES[category]), f"{seen} ({share:.1%})", f"{chance:.1%}"]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.luck.setItem(row, column, item)

    def export_png(self, path: str) -> None:
        from pyqtgraph.exporters import ImageExporter

        exporter = ImageExporter(self.plot.getPlotItem())
        exporter.parameters()["width"] = 1200
        exporter.export(path)

    def on_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the chart"),
                                              in_start_folder("history.png"),
                                              self.tr("PNG images (*.png)"))
        if path:
            self.export_png(path)
