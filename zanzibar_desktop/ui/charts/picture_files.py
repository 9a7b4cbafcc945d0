"""A chart saved to a file the player picks: the Save dialog over the chart's window, the file
written whole or not at all (``storage/atomic``), and what stops it said in the player's words
— a folder, a pipe or a device is refused (a pipe would hold the window until some program
read it), a read-only folder or a full disk reported — never a traceback."""

import os
import re
from collections.abc import Callable

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QRect, QSize
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QFileDialog, QWidget

from ...engine.text import QT_TRANSLATE_NOOP
from ...storage.atomic import write_bytes_atomically
from ...storage.errors import StorageError
from ..folders import in_start_folder
from ..message_boxes import warn
from ..texts import tr_text

CSS_DPI = 96  # a drawing's pixel is a CSS pixel, 1/96 inch, in every browser and editor
NOT_A_FILE = QT_TRANSLATE_NOOP("PictureFiles", "that name is a pipe or a device, not a file")


def _filters() -> dict[str, str]:
    """Each format's entry in the Save dialog's list of types, by its suffix."""
    return {".png": QCoreApplication.translate("PictureFiles", "PNG image (*.png)"),
            ".svg": QCoreApplication.translate("PictureFiles", "SVG image (*.svg)"),
            ".csv": QCoreApplication.translate("PictureFiles", "CSV figures (*.csv)")}


def png_bytes(image: QImage) -> bytes:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(buffer.data().data())


def svg_bytes(size: QSize, title: str, draw: Callable[[QPainter], None]) -> bytes:
    """What ``draw`` paints on a ``size`` drawing, as SVG."""
    from PySide6.QtSvg import QSvgGenerator  # only when the player saves an SVG

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(size)
    generator.setViewBox(QRect(0, 0, size.width(), size.height()))
    generator.setResolution(CSS_DPI)  # shown at the size it has on screen
    generator.setTitle(title)
    painter = QPainter(generator)
    draw(painter)
    painter.end()
    return bytes(buffer.data().data())


def file_stem(title: str) -> str:
    """A chart's title as a file's name: its words, without what a file name cannot hold."""
    return re.sub(r"[^\w' -]+", "", title).strip() or "chart"


def write_file(parent: QWidget, path: str, data: Callable[[], bytes]) -> bool:
    """``data()`` written to ``path``; False, and the player told why over ``parent``, when
    it cannot be."""
    try:
        if os.path.exists(path) and not os.path.isfile(path) and not os.path.isdir(path):
            raise StorageError(NOT_A_FILE)  # a folder: storage says so in its own words
        write_bytes_atomically(path, data())
    except StorageError as error:
        warn(parent, QCoreApplication.translate("PictureFiles", "Cannot save"),
             QCoreApplication.translate(
                 "PictureFiles", "The chart could not be written to {path}: {reason}.").format(
            path=path, reason=tr_text(error.text)))
        return False
    return True


def ask_and_write(parent: QWidget, title: str, start_name: str,
                  formats: dict[str, Callable[[], bytes]]) -> None:
    """Ask where to save (``start_name`` suggested in the start folder), then write that
    file in the format its suffix or the chosen type names; ``formats``: each suffix's
    content, the first the one a name without a known suffix gets."""
    filters = {_filters()[suffix]: suffix for suffix in formats}
    path, chosen = QFileDialog.getSaveFileName(parent.window(), title,
                                               in_start_folder(start_name), ";;".join(filters))
    if not path:
        return
    suffix = os.path.splitext(path)[1].lower()
    if suffix not in formats:
        suffix = filters.get(chosen, next(iter(formats)))
        path += suffix
    write_file(parent, path, formats[suffix])
