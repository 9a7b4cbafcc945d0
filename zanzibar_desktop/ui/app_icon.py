"""The application icon, drawn by the same dice painter as the table: one source drawing for
the window icon and for every packaged size (PNG, .ico, .icns)."""

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap, QRadialGradient

from ..paint.dice_motion import resting
from ..paint.dice_painter import DicePainter, DieState

SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)


def draw_icon(size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    felt = QRadialGradient(QPointF(size * 0.45, size * 0.4), size * 0.75)
    felt.setColorAt(0, QColor(44, 140, 92))
    felt.setColorAt(1, QColor(14, 66, 40))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(felt)
    radius = size * 0.2
    painter.drawRoundedRect(QRectF(0, 0, size, size), radius, radius)
    dice = DicePainter()
    dice.width = dice.height = size
    dice.focal = size * 0.36 * dice.distance
    dice.centre = QPointF(size * 0.5, size * 0.5)
    die = DieState(x=0.0, y=0.0, orientation=resting(5, 0.55))
    dice.paint_dice(painter, [die])
    painter.end()
    return image


def app_icon() -> QIcon:
    icon = QIcon()
    for size in (16, 32, 48, 64, 128, 256):
        icon.addPixmap(QPixmap.fromImage(draw_icon(size)))
    return icon
