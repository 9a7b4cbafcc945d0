"""Tokens as clay chips: a stack drawn to scale, its count written on its top chip."""

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

CHIP = QColor(176, 32, 44)
CHIP_EDGE = QColor(250, 240, 225)
CHIP_SIDE = QColor(120, 18, 28)


def chip_thickness(room: float, most_tokens: int) -> float:
    """One chip's height on screen, so that every token in the game fits in ``room``: the
    same for the pot and every seat, so stacks compare at a glance."""
    return max(1.2, min(4.0, room / max(1, most_tokens)))


def paint_stack(painter: QPainter, base: QPointF, count: int, width: float, thickness: float,
                label: bool = True, opacity: float = 1.0, written: int | None = None,
                empty_colour: QColor | None = None) -> QRectF:
    """A stack of ``count`` chips standing on ``base`` (its bottom centre), ``written`` (or
    the count) on its top chip; returns its box."""
    painter.save()
    painter.setOpacity(painter.opacity() * opacity)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    face_height = width * 0.42
    top = base.y() - face_height - max(0, count - 1) * thickness
    if count == 0:  # an empty place: a dashed ring, dark on a seat, light on the felt
        painter.setPen(QPen(empty_colour or CHIP_EDGE, 1.2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QRectF(base.x() - width / 2, base.y() - face_height, width,
                                   face_height))
    else:
        painter.setPen(QPen(CHIP_SIDE.darker(130), 0.8))
        for index in range(count):
            y = base.y() - face_height - index * thickness
            painter.setBrush(CHIP_SIDE if index < count - 1 else CHIP)
            painter.drawEllipse(QRectF(base.x() - width / 2, y, width, face_height))
        painter.setPen(QPen(CHIP_EDGE, max(1.0, width / 14), Qt.PenStyle.DashLine))
        painter.setBrush(CHIP)
        painter.drawEllipse(QRectF(base.x() - width / 2, top, width, face_height))
    box = QRectF(base.x() - width / 2, top, width, base.y() - top)
    if label and count:
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(11, int(face_height * 0.7)))
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(QRectF(base.x() - width / 2, top, width, face_height),
                         Qt.AlignmentFlag.AlignCenter, str(count if written is None else written))
    painter.restore()
    return box
