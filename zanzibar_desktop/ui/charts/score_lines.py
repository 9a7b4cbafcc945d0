"""The History dock's chart: each seat's score (or tokens) after each manche (round), one
line per seat, drawn with QPainter.

Drawn by hand rather than with pyqtgraph: importing pyqtgraph costs about half a second of
start for a player who left the dock open (issue 23: the chart within 300 ms of the first
frame), and this chart needs only lines, markers, a grid, a legend and a tip on hover. It
is drawn in the theme's colours (base and text) and numbers are written in the game's
language, so the dock and its exports read the same on a light or a dark desktop.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QImage,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QToolTip, QWidget

from ...i18n.numbers import whole
from ..seat_colours import seat_colour
from ..texts import shown_as_typed

MARKER = 7.0  # a point's marker, in pixels across
HOVERED = 12.0  # a point under the pointer
REACH = 10.0  # how near the pointer must come to a point for its tip
GAP = 6.0  # between the plot and its labels, and inside the legend
MANCHE_END = QColor("#888888")


@dataclass(frozen=True)
class Lines:
    """What the chart draws: each seat's value after each point, from zero."""

    names: tuple[str, ...]
    values: tuple[tuple[int, ...], ...]  # per seat, after each point
    tips: tuple[str, ...]  # the hands of each point, as plain text
    manche_ends: tuple[int, ...] = ()  # x of the last point of each manche (tokens)

    @property
    def points(self) -> int:
        return len(self.tips)


TWO_LABELS = 0.4  # of a tick spacing (three lines): the room two labels need, one above the other


def nice_ticks(low: float, high: float, room: float, spacing: float,
               whole_steps: bool = True) -> list[float]:
    """Tick values from ``low`` to ``high``, at a step of 1, 2 or 5 times a power of ten
    leaving at least ``spacing`` pixels between ticks over ``room`` pixels; two ticks at
    least where ``room`` holds two labels (a short chart showed "0" alone, no scale)."""
    span = max(high - low, 1e-9)
    most = max(1, int(room // spacing))
    step = _nice_step(span / most, up=True)
    if whole_steps:
        step = max(1, round(step))
    first = math.ceil(low / step) * step
    if first + step > high and room >= TWO_LABELS * spacing and high - first > 0:
        step = _nice_step(high - first, up=False)  # the next tick, within the range
        if whole_steps:
            step = max(1, math.floor(step))
        first = math.ceil(low / step) * step
    count = int(math.floor((high - first) / step + 1e-9)) + 1
    return [first + index * step for index in range(count)]


def _nice_step(raw: float, up: bool) -> float:
    """1, 2 or 5 times a power of ten: the least at or above ``raw`` (``up``), else the
    greatest at or below it."""
    power = 10 ** math.floor(math.log10(raw))
    if up:
        return next(factor * power for factor in (1, 2, 5, 10) if factor * power >= raw)
    return next(factor * power for factor in (5, 2, 1) if factor * power <= raw)


def marker_path(symbol: int, centre: QPointF, size: float) -> QPainterPath:
    """Each seat's marker, so a line is told apart without its colour (the seat plates show
    the seat's number): circle, square, triangle, diamond, plus, cross, star, pentagon."""
    half = size / 2
    path = QPainterPath()
    kind = symbol % 8
    if kind == 0:
        path.addEllipse(centre, half, half)
    elif kind == 1:
        path.addRect(QRectF(centre.x() - half * 0.85, centre.y() - half * 0.85,
                            size * 0.85, size * 0.85))
    elif kind in (2, 3, 7):
        corners = {2: 3, 3: 4, 7: 5}[kind]
        path.addPolygon(_polygon(centre, half * (1.15 if kind == 2 else 1.0), corners, 0.0))
        path.closeSubpath()
    elif kind in (4, 5):
        turn = 0.0 if kind == 4 else math.pi / 4
        for angle in (turn, turn + math.pi / 2):
            dx, dy = half * math.sin(angle), half * math.cos(angle)
            path.moveTo(centre.x() - dx, centre.y() - dy)
            path.lineTo(centre.x() + dx, centre.y() + dy)
    else:
        points = _polygon(centre, half * 1.15, 10, 0.0)
        for index in range(1, 10, 2):  # every other corner drawn in: a five-pointed star
            inner = points[index]
            points[index] = QPointF(centre.x() + (inner.x() - centre.x()) * 0.45,
                                    centre.y() + (inner.y() - centre.y()) * 0.45)
        path.addPolygon(points)
        path.closeSubpath()
    return path


def _polygon(centre: QPointF, radius: float, corners: int, turn: float) -> QPolygonF:
    return QPolygonF([QPointF(centre.x() + radius * math.sin(turn + 2 * math.pi * k / corners),
                              centre.y() - radius * math.cos(turn + 2 * math.pi * k / corners))
                      for k in range(corners)])


class ScoreLines(QWidget):
    """Each seat's line, its markers, a grid, the axes' titles and a legend; a point's hands
    in a tip when the pointer comes near it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines = Lines((), (), ())
        self.titles = ("", "")  # the bottom axis's, the left axis's
        self.hovered: tuple[int, int] | None = None  # (point, seat)
        self.setMouseTracking(True)
        self.setMinimumSize(200, 80)
        self.setAutoFillBackground(False)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(480, 220)

    def show_lines(self, lines: Lines, bottom: str, left: str) -> None:
        self.lines = lines
        self.titles = (bottom, left)
        self.hovered = None
        self.update()

    # ------------------------------------------------------------------ geometry
    def _ranges(self) -> tuple[float, float, float, float]:
        """The values shown: whole manches (rounds) and a span of points a player can read
        even before the first result, with a margin of 5 % either side."""
        values = [0, *(value for row in self.lines.values for value in row)]
        low, high = min(values), max(values)
        high = max(high, low + 10)
        x_high = max(1, self.lines.points)
        return (-0.05 * x_high, x_high * 1.05, low - 0.05 * (high - low),
                high + 0.05 * (high - low))

    def _plot_area(self, width: float, height: float) -> QRectF:
        metrics = QFontMetricsF(self.font())
        x_low, x_high, y_low, y_high = self._ranges()
        line = metrics.height()
        ticks = nice_ticks(y_low, y_high, height, 3 * line)
        label = max((metrics.horizontalAdvance(whole(int(t))) for t in ticks), default=0)
        bottom = GAP + line + GAP + line + GAP
        right = GAP + line + self._legend_width(metrics, height)
        left, top = GAP + line + GAP + label + GAP, GAP + line / 2  # its title upright
        if metrics.horizontalAdvance(self.titles[1]) > height - bottom - top:
            # Too short a plot for it (a short History dock cut "Points" to "oint"): the
            # title goes across, on a line of its own above the plot.
            left, top = GAP + label + GAP, GAP + line + GAP
        return QRectF(left, top, max(1.0, width - left - right), max(1.0, height - bottom - top))

    def _legend_width(self, metrics: QFontMetricsF, height: float) -> float:
        """The legend's width beside the plot (it never covers a line): a sample of each
        seat's line and marker, then its name; in as many columns as a chart ``height``
        high needs."""
        if not self.lines.names:
            return 0.0
        columns = math.ceil(len(self.lines.names) / self._legend_rows(metrics, height))
        return GAP + columns * self._legend_entry(metrics) + GAP

    def _legend_entry(self, metrics: QFontMetricsF) -> float:
        """One name's width in the legend: its sample, the name, and the gaps around."""
        names = max(metrics.horizontalAdvance(name) for name in self.lines.names)
        return GAP + 2 * metrics.height() + GAP + names + GAP

    def _legend_rows(self, metrics: QFontMetricsF, height: float) -> int:
        """How many names a column of the legend holds in a chart ``height`` high: all of
        them where there is room, fewer in a short History dock (8 seats at 800×600)."""
        room = height - (GAP + metrics.height() + GAP) - 2 * GAP  # below the highest plot top
        return max(1, min(len(self.lines.names), int(room // metrics.height())))

    def point_at(self, index: int, seat: int, width: float | None = None,
                 height: float | None = None) -> QPointF:
        """Where point ``index`` (1 = after the first manche; 0 = the start) of ``seat``
        is drawn in a chart ``width`` × ``height`` (the widget's own size by default)."""
        area = self._plot_area(width or self.width(), height or self.height())
        value = 0 if index == 0 else self.lines.values[seat][index - 1]
        return self._place(area, index, value)

    def _place(self, area: QRectF, x: float, y: float) -> QPointF:
        x_low, x_high, y_low, y_high = self._ranges()
        return QPointF(area.left() + (x - x_low) / (x_high - x_low) * area.width(),
                       area.bottom() - (y - y_low) / (y_high - y_low) * area.height())

    # ------------------------------------------------------------------ drawing
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        del event
        painter = QPainter(self)
        self.draw(painter, self.width(), self.height())
        painter.end()

    def draw(self, painter: QPainter, width: float, height: float) -> None:
        """The whole chart on ``painter``, at ``width`` × ``height`` (the dock's own size,
        or an export's)."""
        palette = self.palette()
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.font())
        painter.fillRect(QRectF(0, 0, width, height), base)
        area = self._plot_area(width, height)
        self._draw_grid(painter, area, text)
        self._draw_manche_ends(painter, area)
        for seat in range(len(self.lines.names)):
            self._draw_line(painter, area, seat)
        painter.setPen(QPen(text, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(area)
        self._draw_legend(painter, area, height, base, text)

    def _ticks(self, area: QRectF) -> tuple[list[float], list[float]]:
        """The manches (rounds) and the scores marked along the axes."""
        line = QFontMetricsF(self.font()).height()
        x_low, x_high, y_low, y_high = self._ranges()
        return (nice_ticks(max(0.0, x_low), x_high, area.width(), 4 * line),
                nice_ticks(y_low, y_high, area.height(), 3 * line))

    def tick_labels(self) -> tuple[list[str], list[str]]:
        """The numbers written along the bottom and the left axes, at the widget's size."""
        xs, ys = self._ticks(self._plot_area(self.width(), self.height()))
        return [whole(int(x)) for x in xs], [whole(int(y)) for y in ys]

    def _draw_grid(self, painter: QPainter, area: QRectF, text: QColor) -> None:
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        x_low, _, y_low, _ = self._ranges()
        grid = QColor(text)
        grid.setAlphaF(0.25)
        xs, ys = self._ticks(area)
        for value in xs:
            spot = self._place(area, value, y_low)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(spot.x(), area.top()), QPointF(spot.x(), area.bottom()))
            painter.setPen(QPen(text, 1))
            label = whole(int(value))
            painter.drawText(QRectF(spot.x() - 40, area.bottom() + GAP, 80, line),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label)
        for value in ys:
            spot = self._place(area, x_low, value)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), spot.y()), QPointF(area.right(), spot.y()))
            painter.setPen(QPen(text, 1))
            painter.drawText(QRectF(0, spot.y() - line / 2, area.left() - GAP, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             whole(int(value)))
        bottom, left = self.titles
        painter.drawText(QRectF(area.left(), area.bottom() + GAP + line + GAP, area.width(),
                                line), Qt.AlignmentFlag.AlignHCenter, bottom)
        if area.top() >= GAP + line + GAP:  # the plot made room for it above (_plot_area)
            painter.drawText(QRectF(GAP, GAP, area.right() - GAP, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, left)
            return
        painter.save()
        painter.translate(GAP, area.center().y())
        painter.rotate(-90)
        painter.drawText(QRectF(-area.height() / 2, 0, area.height(), line),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, left)
        painter.restore()

    def _draw_manche_ends(self, painter: QPainter, area: QRectF) -> None:
        painter.setPen(QPen(MANCHE_END, 1, Qt.PenStyle.DashLine))
        for end in self.lines.manche_ends:
            x = self._place(area, end + 0.5, 0).x()
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))

    def _draw_line(self, painter: QPainter, area: QRectF, seat: int) -> None:
        colour = QColor(seat_colour(seat))
        values = [0, *self.lines.values[seat]]
        spots = [self._place(area, x, y) for x, y in enumerate(values)]
        painter.setPen(QPen(colour, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolyline(QPolygonF(spots))
        for index, spot in enumerate(spots):
            big = self.hovered == (index, seat)
            self._draw_marker(painter, seat, spot, HOVERED if big else MARKER, colour)

    @staticmethod
    def _draw_marker(painter: QPainter, seat: int, spot: QPointF, size: float,
                     colour: QColor) -> None:
        painter.setPen(QPen(colour, 1.5))
        painter.setBrush(colour)
        painter.drawPath(marker_path(seat, spot, size))

    def _draw_legend(self, painter: QPainter, area: QRectF, height: float, base: QColor,
                     text: QColor) -> None:
        """The names as typed (drawn as plain text, never read as markup), each beside its
        line and marker, right of the plot, in columns where the chart is short."""
        if not self.lines.names:
            return
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        sample = 2 * line
        rows = self._legend_rows(metrics, height)
        entry = self._legend_entry(metrics)
        box = QRectF(area.right() + line, area.top(), self._legend_width(metrics, height) - GAP,
                     GAP * 2 + line * rows)
        painter.setPen(QPen(text, 1))
        painter.setBrush(base)
        painter.drawRect(box)
        for seat, name in enumerate(self.lines.names):
            column, row = divmod(seat, rows)
            left = box.left() + column * entry
            y = box.top() + GAP + line * (row + 0.5)
            colour = QColor(seat_colour(seat))
            start, end = QPointF(left + GAP, y), QPointF(left + GAP + sample, y)
            painter.setPen(QPen(colour, 2))
            painter.drawLine(start, end)
            self._draw_marker(painter, seat, QPointF((start.x() + end.x()) / 2, y), MARKER,
                              colour)
            painter.setPen(QPen(text, 1))
            painter.drawText(QRectF(end.x() + GAP, y - line / 2, left + entry - end.x(), line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                             | Qt.TextFlag.TextSingleLine, name)

    # ------------------------------------------------------------------ pointing
    def nearest(self, spot: QPointF) -> tuple[int, int] | None:
        """The point (index after the start, seat) drawn nearest ``spot``, within reach."""
        best, found = REACH, None
        for seat in range(len(self.lines.names)):
            for index in range(1, self.lines.points + 1):
                point = self.point_at(index, seat)
                distance = math.hypot(point.x() - spot.x(), point.y() - spot.y())
                if distance <= best:
                    best, found = distance, (index, seat)
        return found

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        found = self.nearest(event.position())
        if found != self.hovered:
            self.hovered = found
            self.update()
        if found is None:
            QToolTip.hideText()
        else:
            QToolTip.showText(event.globalPosition().toPoint(),
                              shown_as_typed(self.lines.tips[found[0] - 1]), self)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        if self.hovered is not None:
            self.hovered = None
            self.update()
        super().leaveEvent(event)

    # ------------------------------------------------------------------ exports
    def image(self, ratio: float) -> QImage:
        """The chart as shown, at the widget's size times ``ratio`` (device pixels)."""
        image = QImage(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        painter = QPainter(image)
        self.draw(painter, self.width(), self.height())
        painter.end()
        return image
