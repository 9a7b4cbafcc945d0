"""Widgets on the felt that change only when the game moves on (seats, the pot) are drawn
once into a picture and copied on every frame after: while dice tumble and chips fly, the
felt repaints many times a second and those copies cost next to nothing."""

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QWidget


class CachedPaintWidget(QWidget):
    """Subclasses draw in ``paint_on`` and call ``repaint_cache`` when what they show changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._picture: QPixmap | None = None

    def paint_on(self, painter: QPainter) -> None:
        raise NotImplementedError

    def repaint_cache(self) -> None:
        self._picture = None
        self.update()

    def paintEvent(self, event) -> None:  # noqa: ANN001
        del event
        ratio = self.devicePixelRatioF()
        if self._picture is None or self._picture.size() != self.size() * ratio:
            picture = QPixmap(self.size() * ratio)
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            canvas = QPainter(picture)
            canvas.setFont(self.font())
            self.paint_on(canvas)
            canvas.end()
            self._picture = picture
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._picture)
        painter.end()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.PaletteChange):
            self._picture = None
        super().changeEvent(event)

    def focusInEvent(self, event) -> None:  # noqa: ANN001
        super().focusInEvent(event)
        self.repaint_cache()

    def focusOutEvent(self, event) -> None:  # noqa: ANN001
        super().focusOutEvent(event)
        self.repaint_cache()
