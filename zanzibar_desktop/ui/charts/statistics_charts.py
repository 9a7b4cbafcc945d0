"""The Statistics window's charts for one player (pyqtgraph):

- **results over time**: the rolling share of points races won and of token games not lost
  (``storage/record_trends.py``), one line each, in percent;
- **are my dice fair?**: per game family, each kind of hand's share of the player's first
  throws as a bar with its 95% interval, against its exact chance (a diamond), and one line
  saying whether any kind falls outside its interval.
"""

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...engine.hands import CATEGORY_NAMES
from ...engine.rules import family_title
from ...i18n.numbers import percent, whole
from ...storage.record_trends import ROLLING, FairRow, first_throw_fairness, rolling_results
from ...storage.records import Records
from ..seat_colours import seat_colour
from ..texts import tr_text
from ..wheel_guard import ComboBox
from .plot_theme import themed_plot

FEW_GAMES = 12  # up to this many games, each has its dot and its tick
MIN_GAMES_SHOWN = 5  # the axis of games played spans at least this many


class StatisticsCharts(QWidget):
    def __init__(self, records: Records, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.records = records
        self.fairness: dict[str, list[FairRow]] = {}
        self.results_title = QLabel()
        # Legends in one row at the top right, over room left above the data.
        self.results, self.results_legend, self.results_room = themed_plot(
            legend_offset=(-10, 6), legend_columns=2)
        self.results.setMinimumHeight(160)
        self.results.setAccessibleName(self.tr("Results over time"))
        self.dice_title = QLabel()
        self.family = ComboBox()
        self.family.setAccessibleName(self.tr("Game family"))
        self.family.currentIndexChanged.connect(self._draw_fairness)
        self.dice, self.dice_legend, self.dice_room = themed_plot(
            legend_offset=(-10, 6), legend_columns=2)
        self.dice.setMinimumHeight(160)
        self.dice.setAccessibleName(self.tr("Are my dice fair?"))
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.results_title)
        layout.addWidget(self.results, 1)
        row = QHBoxLayout()
        row.addWidget(self.dice_title, 1)
        row.addWidget(self.family)
        layout.addLayout(row)
        layout.addWidget(self.dice, 1)
        layout.addWidget(self.verdict)

    def show_player(self, name: str) -> None:
        self._draw_results(rolling_results(self.records, name))
        self.fairness = first_throw_fairness(self.records, name)
        self.family.blockSignals(True)
        self.family.clear()
        for family in sorted(self.fairness):
            self.family.addItem(tr_text(family_title(family)), family)
        self.family.blockSignals(False)
        self.family.setVisible(self.family.count() > 1)
        self._draw_fairness()

    def _draw_results(self, series) -> None:  # noqa: ANN001
        self.results_title.setText(self.tr(
            "Results over time: the share over the last %n game(s) of each kind", "", ROLLING))
        self.results.clear()
        self.results_legend.clear()
        self.results.setLabel("left", "%")
        self.results.setLabel("bottom", self.tr("Games played"))
        self.results.getAxis("left").setTicks([[(value, whole(value))
                                                for value in range(0, 101, 25)]])
        names = {False: self.tr("Points races won"), True: self.tr("Token games not lost")}
        last = max((point.game for points in series.values() for point in points), default=0)
        for number, tokens in enumerate((False, True)):
            points = series[tokens]
            if not points:
                continue
            colour = seat_colour(number)
            # A few games: each one a dot too (one game alone is a dot, not a line).
            dots = dict(symbol="o" if tokens else "s", symbolSize=8, symbolPen=pg.mkPen(colour),
                        symbolBrush=pg.mkBrush(colour)) if len(points) <= FEW_GAMES else {}
            self.results.plot([point.game for point in points],
                              [100 * point.rate for point in points], name=names[tokens],
                              pen=pg.mkPen(colour, width=2,
                                           style=(Qt.PenStyle.DashLine if tokens
                                                  else Qt.PenStyle.SolidLine)), **dots)
        # Games are counted whole, from 1: room for a few, never a tick between two games;
        # room for a dot at 0 and at 100, and the legend.
        shown = max(last, MIN_GAMES_SHOWN)
        self.results_room.show(-12, 108, 0.5, shown + 0.5)
        bottom = self.results.getAxis("bottom")
        if shown <= FEW_GAMES:
            bottom.setTicks([[(game, whole(game)) for game in range(1, shown + 1)]])
        else:
            bottom.setTicks(None)  # pyqtgraph's own spacing, whole numbers at this scale

    def _draw_fairness(self) -> None:
        self.dice.clear()
        self.dice_legend.clear()
        family = self.family.currentData()
        rows = self.fairness.get(family, [])
        total = sum(row.seen for row in rows)
        self.dice_title.setText(self.tr("Are my dice fair? Hands on %Ln first throw(s)", "",
                                        total))
        if not rows:
            self.verdict.setText(self.tr("No first throw of yours is kept yet."))
            return
        xs = list(range(len(rows)))
        self.dice.setLabel("left", "%")
        self.dice.getAxis("bottom").setTicks(
            [[(x, tr_text(CATEGORY_NAMES[row.category])) for x, row in zip(xs, rows, strict=True)]])
        bars = pg.BarGraphItem(x=xs, height=[100 * row.share for row in rows], width=0.6,
                               brush=pg.mkBrush(seat_colour(0)))
        self.dice.addItem(bars)
        self.dice.addItem(pg.ErrorBarItem(
            x=np.array(xs, dtype=float),
            y=np.array([100 * row.share for row in rows]),
            top=np.array([100 * (row.interval[1] - row.share) for row in rows]),
            bottom=np.array([100 * (row.share - row.interval[0]) for row in rows]),
            beam=0.25, pen=pg.mkPen(self.palette().text().color(), width=2)))
        self.dice.plot(xs, [100 * row.chance for row in rows], pen=None, symbol="d",
                       symbolSize=12, symbolBrush=pg.mkBrush(seat_colour(1)),
                       name=self.tr("Exact chance"))
        self.dice_legend.addItem(bars, self.tr("Seen, with its 95% interval"))
        top = max(100 * max(row.interval[1], row.chance) for row in rows)
        # The interval's beam and the diamond whole.
        self.dice_room.show(0, top * 1.08, -0.5, len(rows) - 0.5, padding=0.02)
        outside = [row for row in rows if not row.interval[0] <= row.chance <= row.interval[1]]
        if not outside:
            self.verdict.setText(self.tr(
                "Every kind of hand came within its 95% interval of its exact chance: nothing "
                "here says your dice are unfair."))
        else:
            names = ", ".join(
                self.tr("{hand} ({seen} seen, {chance} expected)").format(
                    hand=tr_text(CATEGORY_NAMES[row.category]), seen=percent(row.share),
                    chance=percent(row.chance)) for row in outside)
            self.verdict.setText(self.tr(
                "Outside their 95% interval: {hands}. One kind in twenty lands outside by "
                "chance alone; more games will tell.").format(hands=names))
