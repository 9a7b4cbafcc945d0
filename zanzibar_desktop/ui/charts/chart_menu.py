"""A Statistics chart's own right-click menu, in the player's language: Show all, Copy
picture, Save picture… (PNG or SVG).

pyqtgraph's menus are turned off (``plot_theme``): they spoke English only, showed its
internals (mouse modes, plot options, a Matplotlib window) and their Export… opened a window
of its own, without a parent, that stayed behind once Statistics closed. The chart takes the
keyboard's focus (Tab), shows it by a frame in the theme's highlight, and the menu key or
Shift+F10 opens this menu there.
"""

from collections.abc import Callable

import pyqtgraph as pg
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import QMenu

from ..retranslate import translate_ui
from .picture_files import ask_and_write, file_stem, png_bytes, svg_bytes

FOCUS_FRAME = ("QGraphicsView { border: 2px solid palette(base); }"
               " QGraphicsView:focus { border-color: palette(highlight); }")


class ChartMenu(QMenu):
    """``plot``'s menu; Show all calls ``show_all`` (the chart's own ranges, as drawn)."""

    def __init__(self, plot: pg.PlotWidget, show_all: Callable[[], None]) -> None:
        super().__init__(plot)  # goes with the chart
        self.plot = plot
        self.show_all_action = self.addAction("", show_all)
        self.copy_action = self.addAction("", self.copy_picture)
        self.save_action = self.addAction("", self.on_save)
        plot.setStyleSheet(FOCUS_FRAME)
        plot.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        # A scroll area's position is the viewport's.
        plot.customContextMenuRequested.connect(
            lambda position: self.popup(plot.viewport().mapToGlobal(position)))
        # The menu key as a shortcut too: the platform makes it a context menu only on some
        # systems, and Shift+F10 on none but Windows.
        for keys in (QKeySequence(Qt.Key.Key_Menu),
                     QKeySequence(Qt.KeyboardModifier.ShiftModifier | Qt.Key.Key_F10)):
            shortcut = QShortcut(keys, plot)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)  # each chart its own menu
            shortcut.activated.connect(self.from_keyboard)
        translate_ui(self)

    def retranslate_ui(self) -> None:
        self.show_all_action.setText(self.tr("Show &all"))
        self.copy_action.setText(self.tr("&Copy picture"))
        self.save_action.setText(self.tr("&Save picture…"))
        self.setAccessibleName(self.tr("Chart"))
        self.plot.setAccessibleDescription(self.tr(
            "The menu key or Shift+F10 opens its menu: show all, copy or save the picture."))

    def from_keyboard(self) -> None:
        """The menu at the middle of the chart's part in view (a scrolled page may hide the
        rest), its first entry current."""
        shown = self.plot.visibleRegion().boundingRect()
        self.popup(self.plot.mapToGlobal((shown if not shown.isEmpty() else
                                          self.plot.rect()).center()))
        self.setActiveAction(self.show_all_action)  # the arrows and Enter go from there

    def picture(self) -> QImage:
        """The chart as shown, in device pixels, on its own background."""
        ratio = self.plot.devicePixelRatioF()
        image = QImage(self.plot.viewport().size() * ratio,
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        painter = QPainter(image)
        self._draw(painter)
        painter.end()
        return image

    def copy_picture(self) -> None:
        QGuiApplication.clipboard().setImage(self.picture())

    def png_data(self) -> bytes:
        return png_bytes(self.picture())

    def svg_data(self) -> bytes:
        return svg_bytes(self.plot.viewport().size(), self.plot.accessibleName(), self._draw)

    def _draw(self, painter: QPainter) -> None:
        """The chart on ``painter`` at the size it has on screen, its background first.
        pyqtgraph's items are told it is an export meanwhile: its dots, drawn on screen
        from a picture of each kind, are drawn as shapes (an SVG would otherwise hold
        that picture whole, at every dot)."""
        size = self.plot.viewport().size()
        painter.fillRect(QRect(QPoint(0, 0), size), self.plot.backgroundBrush())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        items = [item for item in self.plot.scene().items() if hasattr(item, "setExportMode")]
        options = {"antialias": True, "background": self.plot.backgroundBrush().color(),
                   "painter": painter}
        for item in items:
            item.setExportMode(True, options)
        try:
            self.plot.scene().render(painter, QRectF(0, 0, size.width(), size.height()),
                                     self.plot.sceneRect())
        finally:
            for item in items:
                item.setExportMode(False)

    def on_save(self) -> None:
        ask_and_write(self.plot, self.tr("Save the picture"),
                      f"{file_stem(self.plot.accessibleName())}.png",
                      {".png": self.png_data, ".svg": self.svg_data})
