"""Renders the rule sheet HTML to paper or PDF with Qt's text layout (QtPrintSupport)."""

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from ..engine.atomic import write_bytes_atomically

PAGE_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}


def document_for(html: str) -> QTextDocument:
    document = QTextDocument()
    document.setHtml(html)
    return document


def pdf_bytes(html: str, page: str = "a4") -> bytes:
    """The sheet as a PDF document on A4 or Letter paper."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(QPageLayout(QPageSize(PAGE_SIZES[page]), QPageLayout.Orientation.Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
    writer.setResolution(300)
    writer.setTitle("Zanzibar rule sheet")
    document = document_for(html)
    document.print_(writer)  # lays the text out on the writer's pages, scaled to its resolution
    del writer
    return bytes(buffer.data().data())


def write_pdf(html: str, path: str, page: str = "a4") -> None:
    """Write the sheet to ``path``; :class:`StorageError` says why when it cannot be written
    (QPdfWriter alone fails silently)."""
    write_bytes_atomically(path, pdf_bytes(html, page))
