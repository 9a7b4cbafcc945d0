"""Small flat dice for seat plates and the hand to beat: a rounded ivory square with pips."""

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from .dice_painter import PIPS

IVORY = QColor(246, 241, 228)
EDGE = QColor(120, 110, 95)
PIP = QColor(30, 30, 30)
ACE = QColor(200, 30, 40)  # the one pip is red, as on the big dice


def paint_mini_die(painter: QPainter, rect: QRectF, face: int, opacity: float = 1.0) -> None:
    painter.save()
    painter.setOpacity(painter.opacity() * opacity)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(EDGE, max(1.0, rect.width() / 18)))
    painter.setBrush(IVORY)
    corner = rect.width() * 0.2
    painter.drawRoundedRect(rect, corner, corner)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ACE if face == 1 else PIP)
    radius = rect.width() * (0.13 if face == 1 else 0.09)
    spread = rect.width() * 0.26
    centre = rect.center()
    for u, v in PIPS[face]:
        painter.drawEllipse(QPointF(centre.x() + u * spread, centre.y() + v * spread),
                            radius, radius)
    painter.restore()


def paint_mini_dice(painter: QPainter, left: float, top: float, size: float,
                    dice: tuple[int, ...], opacity: float = 1.0) -> float:
    """Dice in a row from (left, top), each ``size`` wide; returns the right edge."""
    gap = size * 0.25
    for index, face in enumerate(dice):
        x = left + index * (size + gap)
        paint_mini_die(painter, QRectF(x, top, size, size), face, opacity)
    return left + len(dice) * (size + gap) - gap
