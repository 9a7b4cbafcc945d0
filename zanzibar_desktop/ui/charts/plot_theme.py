"""A pyqtgraph plot in the theme's colours: opaque base, text-coloured axes, a light grid,
numbers in the game's language and a legend, so a chart and its export read the same on a
light or a dark desktop."""

import math

import pyqtgraph as pg
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget

from ...i18n.numbers import decimal


class LocaleAxis(pg.AxisItem):
    """Tick numbers written as the game's language writes them (``0,5`` in French)."""

    def tickStrings(self, values, scale, spacing):  # noqa: ANN001, ANN201, N802 - Qt's name
        places = max(0, math.ceil(-math.log10(spacing * scale))) if spacing * scale else 0
        return [decimal(value * scale, places) for value in values]


def themed_plot(parent: QWidget | None = None, legend_offset: tuple[int, int] = (10, 10),
                legend_columns: int = 1) -> tuple[pg.PlotWidget, pg.LegendItem]:
    """The plot and its legend (at ``legend_offset``: negative counts from the right or the
    bottom; a row of ``legend_columns`` entries)."""
    pg.setConfigOptions(antialias=True)
    plot = pg.PlotWidget(parent, axisItems={side: LocaleAxis(side)
                                            for side in ("left", "bottom")})
    base = plot.palette().color(QPalette.ColorRole.Base)
    text = plot.palette().color(QPalette.ColorRole.Text)
    plot.setBackground(base)
    for side in ("left", "bottom"):
        axis = plot.getAxis(side)
        axis.setPen(pg.mkPen(text))
        axis.setTextPen(pg.mkPen(text))
        axis.enableAutoSIPrefix(False)  # points, tokens, manches, games: never "(x0.001)"
    plot.showGrid(x=True, y=True, alpha=0.25)
    legend = plot.addLegend(offset=legend_offset, labelTextColor=text, brush=pg.mkBrush(base),
                            pen=pg.mkPen(text), colCount=legend_columns)
    return plot, legend
