"""Chips on the felt: they slide (or, under reduced motion, fade in) from where they leave
to where they land, and the pot shows its own.

``ChipLayer`` is a see-through widget over the whole felt that draws only the chips in
flight; stacks are drawn by the pot and the seat plates with
:func:`~zanzibar_desktop.paint.chips.paint_stack`.
"""

from dataclasses import dataclass

from PySide6.QtCore import QElapsedTimer, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from ...paint.chips import paint_stack
from .cached_paint import CachedPaintWidget

FLIGHT_SECONDS = {"normal": 0.7, "fast": 0.35, "instant": 0.0}
MOST_IN_FLIGHT = 8  # a bigger move is drawn as a stack of this many, its count written on it


@dataclass
class Flight:
    start: QPointF
    end: QPointF
    count: int


class ChipLayer(QWidget):
    """Draws chips moving over the felt; clicks go through to the felt beneath."""

    landed = Signal()  # every chip in flight has arrived

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.flights: list[Flight] = []
        self.speed = "normal"
        self.reduced_motion = False
        self.chip_width = 28.0
        self.thickness = 2.5
        self.duration = 0.0
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(15)
        self._timer.timeout.connect(self._tick)

    @property
    def flying(self) -> bool:
        return self._timer.isActive()

    def launch(self, flights: list[Flight], instant: bool = False) -> None:
        """Send chips on their way; at once (``landed`` right away) when instant."""
        self.finish_now()
        self.duration = 0.0 if instant else FLIGHT_SECONDS[self.speed]
        if self.duration == 0 or not flights:
            self.landed.emit()
            return
        self.flights = flights
        self._clock.start()
        self._timer.start()
        self.raise_()
        self.update()

    def progress(self) -> float:
        if not self.flying or self.duration <= 0:
            return 1.0
        return min(1.0, self._clock.elapsed() / 1000 / self.duration)

    def finish_now(self) -> None:
        if self.flying:
            self._timer.stop()
            self.flights = []
            self.update()
            self.landed.emit()

    def _tick(self) -> None:
        if self.progress() >= 1.0:
            self.finish_now()
        else:
            self.update()

    def paintEvent(self, event) -> None:  # noqa: ANN001
        del event
        if not self.flights:
            return
        painter = QPainter(self)
        self.paint_on(painter)
        painter.end()

    def paint_on(self, painter: QPainter) -> None:
        t = self.progress()
        eased = t * t * (3 - 2 * t)
        for flight in self.flights:
            drawn = min(flight.count, MOST_IN_FLIGHT)
            if self.reduced_motion:  # no sliding: the chips fade in where they land
                paint_stack(painter, flight.end, drawn, self.chip_width, self.thickness,
                            opacity=eased, written=flight.count)
                continue
            x = flight.start.x() + (flight.end.x() - flight.start.x()) * eased
            y = flight.start.y() + (flight.end.y() - flight.start.y()) * eased
            # A low arc down over the felt: a seat's words stand above its stack, and chips
            # from one seat to the next in its row crossed them arcing up.
            dip = 40.0 * 4 * eased * (1 - eased)
            paint_stack(painter, QPointF(x, y + dip), drawn, self.chip_width, self.thickness,
                        written=flight.count)


class PotView(CachedPaintWidget):
    """The pot in the middle of the felt: its chips, drawn to the seats' scale, and its count."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.count = 0
        self.thickness = 2.5
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground, True)

    def show_count(self, count: int) -> None:
        self.count = count
        self.setAccessibleName(self.tr("Pot"))
        words = self.tr("%n token(s) in the pot", "", count)
        if words != self.accessibleDescription():
            self.setAccessibleDescription(words)
            self.setToolTip(words)
            QAccessible.updateAccessibility(
                QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))
        self.repaint_cache()

    def set_thickness(self, thickness: float) -> None:
        if thickness != self.thickness:
            self.thickness = thickness
            self.repaint_cache()

    def chip_base(self) -> QPointF:
        return QPointF(self.width() / 2, self.height() - 8)

    def paint_on(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor(255, 255, 255, 120), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 8, 8)
        if self.hasFocus():  # reached with Tab: say so
            painter.setPen(QPen(QColor("white"), 1.5, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(5, 5, -5, -5), 6, 6)
        painter.setPen(QColor("white"))
        painter.drawText(QRectF(6, 4, self.width() - 12, 18),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.tr("Pot"))
        paint_stack(painter, self.chip_base(), self.count, 34.0, self.thickness)
