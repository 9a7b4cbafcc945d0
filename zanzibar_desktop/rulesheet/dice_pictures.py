"""Dice drawn as dice on the sheet: each throw is one picture, painted at print resolution
by the flat-die painter the table uses (``paint/mini_dice.py``) and registered as a
resource of the sheet's document.

The HTML names a throw ``dice:6-1-1``; :func:`add_dice_pictures` makes each name the HTML
uses mean its picture. One picture per throw keeps its three dice on one line (text layout
may break a line between two images, never inside one), and a PDF holds it once however
often it is shown.
"""

import re
from functools import lru_cache

from PySide6.QtCore import QRectF, Qt, QUrl
from PySide6.QtGui import QImage, QPainter, QTextDocument

from ..engine.hands import dice_from_label
from ..paint.mini_dice import paint_mini_die

PIXELS = 128  # a die's side in the picture: over 700 dpi for a 4.5 mm die
GAP = 0.18  # between two dice, in dice
_NAME = re.compile(r'src="dice:([1-6](?:-[1-6])*)"')


@lru_cache(maxsize=128)  # the layout tries many type sizes: each throw is painted once
def throw_picture(dice: tuple[int, ...]) -> QImage:
    """``dice`` in a row on a transparent picture :data:`PIXELS` high (shared: not to be
    painted on)."""
    step = PIXELS * (1 + GAP)
    image = QImage(round(PIXELS + step * (len(dice) - 1)), PIXELS,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    inset = PIXELS * 0.04  # the edge's pen stays inside the picture
    for index, face in enumerate(dice):
        paint_mini_die(painter, QRectF(index * step + inset, inset, PIXELS - 2 * inset,
                                       PIXELS - 2 * inset), face)
    painter.end()
    return image


def add_dice_pictures(document: QTextDocument, html: str) -> None:
    """Register the picture of every throw ``html`` names on ``document``."""
    for name in sorted(set(_NAME.findall(html))):
        dice = dice_from_label(name)
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"dice:{name}"),
                             throw_picture(dice))


def dice_html(dice: tuple[int, ...], size: float) -> str:
    """A picture of ``dice``, each die ``size`` document pixels wide."""
    width = size * (1 + (1 + GAP) * (len(dice) - 1))
    name = "-".join(str(face) for face in dice)
    return (f'<img src="dice:{name}" width="{width:.1f}" height="{size:.1f}" '
            f'style="vertical-align: middle"/>')
