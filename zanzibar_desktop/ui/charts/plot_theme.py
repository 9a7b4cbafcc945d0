"""A pyqtgraph plot in the theme's colours: opaque base, text-coloured axes, a light grid,
numbers in the game's language and a legend, so a chart and its picture read the same on a
light or a dark desktop; its ranges kept clear of the legend, and our own right-click menu
(``chart_menu``) instead of pyqtgraph's."""

import math

import pyqtgraph as pg
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget

from ...i18n.numbers import decimal
from ..wheel_guard import WheelWhenFocused
from .chart_menu import ChartMenu


class LocaleAxis(pg.AxisItem):
    """Tick numbers written as the game's language writes them (``0,5`` in French)."""

    def tickStrings(self, values, scale, spacing):  # noqa: ANN001, ANN201, N802 - Qt's name
        places = max(0, math.ceil(-math.log10(spacing * scale))) if spacing * scale else 0
        return [decimal(value * scale, places) for value in values]


class Plot(WheelWhenFocused, pg.PlotWidget):
    """A plot the wheel zooms only once the player has clicked it or tabbed to it: the
    wheel over it otherwise scrolls the page that holds it (Statistics ▸ Players ▸ Skill)."""


def themed_plot(parent: QWidget | None = None, legend_offset: tuple[int, int] = (10, 10),
                legend_columns: int = 1) -> tuple[pg.PlotWidget, pg.LegendItem, "LegendRoom"]:
    """The plot, its legend (at ``legend_offset``: negative counts from the right or the
    bottom; a row of ``legend_columns`` entries) and the ranges it shows (``LegendRoom``),
    which its menu's Show all comes back to."""
    pg.setConfigOptions(antialias=True)
    # pyqtgraph's menus and their Export dialog are off: ours instead (``chart_menu``).
    plot = Plot(parent, enableMenu=False,
                         axisItems={side: LocaleAxis(side) for side in ("left", "bottom")})
    base = plot.palette().color(QPalette.ColorRole.Base)
    text = plot.palette().color(QPalette.ColorRole.Text)
    plot.setBackground(base)
    for side in ("left", "bottom"):
        axis = plot.getAxis(side)
        axis.setPen(pg.mkPen(text))
        axis.setTextPen(pg.mkPen(text))
        axis.enableAutoSIPrefix(False)  # points, tokens, manches, games: never "(x0.001)"
    plot.showGrid(x=True, y=True, alpha=0.25)
    plot.hideButtons()  # pyqtgraph's "A" (auto-range, legend's room ignored): Show all instead
    # pyqtgraph makes its plot options' menu even with its menus off, parentless, held by
    # the plot's Python objects alone: once the plot is gone, it is a window the cycle
    # collector frees at any allocation, even inside QApplication.topLevelWidgets() while it
    # lists them (a crash). As the plot's child it goes with it.
    options = plot.getPlotItem().ctrlMenu
    options.setParent(plot, options.windowFlags())
    legend = plot.addLegend(offset=legend_offset, labelTextColor=text, brush=pg.mkBrush(base),
                            pen=pg.mkPen(text), colCount=legend_columns)
    room = LegendRoom(plot, legend)
    ChartMenu(plot, room.fit)
    return plot, legend, room


class LegendRoom:
    """The ranges a plot whose legend sits at its top shows: across, from ``left`` to
    ``right`` (and ``padding``, a share of that span, each side); upright, the data from
    ``low`` to ``high`` and, above them, as much as the legend takes of the plot's height in
    pixels, at any size of the plot, so that the legend never covers a line, a dot or a bar.
    A resize, or Show all in the chart's menu, comes back to them after the player's zoom."""

    MOST = 0.6  # the legend's room never takes more of the plot than this

    def __init__(self, plot: pg.PlotWidget, legend: pg.LegendItem, margin: float = 12) -> None:
        self.plot, self.legend, self.margin = plot, legend, margin
        self.span = (0.0, 1.0)
        self.across = (0.0, 1.0, 0.0)
        plot.getViewBox().sigResized.connect(self.fit)

    def show(self, low: float, high: float, left: float, right: float,
             padding: float = 0.0) -> None:
        self.span, self.across = (low, high), (left, right, padding)
        self.fit()

    def fit(self, *_: object) -> None:
        low, high = self.span
        height = self.plot.getViewBox().height()
        taken = self.legend.boundingRect().height() + self.margin
        share = min(self.MOST, taken / height) if height > 0 else self.MOST
        left, right, padding = self.across
        self.plot.setXRange(left, right, padding=padding)
        self.plot.setYRange(low, high + (high - low) * share / (1 - share), padding=0)
